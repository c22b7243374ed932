package evalbench.studies.tables;

import evalbench.core.eval.ParameterSet;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The parameters of Rybka 1.0 Beta's set that the seeds pair with Fruit 2.1's features and table claims, by a key of
 * ours, read from the data file {@code seed-pairing.txt}: the studies read the other model's values through it and
 * name no parameter of a plug-in model in their code. A name a set does not have reads as NaN (the feature has no
 * counterpart there).
 */
public final class SeedPairing {
    /** One pairing: the parameter's name and how many values it has. */
    public record Entry(String key, String parameter, int length) {
    }

    private static final String RESOURCE = "/evalbench/studies/seed-pairing.txt";
    private static final SeedPairing RYBKA = load();

    private final Map<String, Entry> entries;

    private SeedPairing(Map<String, Entry> entries) {
        this.entries = Map.copyOf(entries);
    }

    /** The seeds' pairing of Rybka's parameters. */
    public static SeedPairing rybka() {
        return RYBKA;
    }

    public Map<String, Entry> entries() {
        return entries;
    }

    public Entry entry(String key) {
        Entry e = entries.get(key);
        if (e == null) {
            throw new IllegalArgumentException("no seed pairing '" + key + "' in " + RESOURCE);
        }
        return e;
    }

    /** The parameter's name, e.g. {@code DoubledOpening} for {@code doubled.opening}. */
    public String name(String key) {
        return entry(key).parameter();
    }

    /** The scalar's value in {@code set}, or NaN where the set has no such scalar (or no set). */
    public double value(ParameterSet set, String key) {
        Entry e = entry(key);
        return set != null && set.has(e.parameter()) && set.parameter(e.parameter()).isScalar()
                ? set.value(e.parameter()) : Double.NaN;
    }

    /** The array's values in {@code set}, or NaNs where the set has no such array of that length. */
    public double[] values(ParameterSet set, String key) {
        Entry e = entry(key);
        double[] v = new double[e.length()];
        if (set != null && set.has(e.parameter()) && set.parameter(e.parameter()).values().length == e.length()) {
            int[] raw = set.values(e.parameter(), e.length());
            for (int i = 0; i < v.length; i++) {
                v[i] = raw[i];
            }
        } else {
            Arrays.fill(v, Double.NaN);
        }
        return v;
    }

    /** The values as ints, for a set that must have them (Rybka's own); an absent one is an error naming it. */
    public int[] ints(ParameterSet set, String key) {
        Entry e = entry(key);
        return set.values(e.parameter(), e.length());
    }

    public int intValue(ParameterSet set, String key) {
        return set.value(entry(key).parameter());
    }

    /** "Doubled*" for the pair DoubledOpening / DoubledEndgame: the names' common start and a star. */
    public String label(String openingKey, String endgameKey) {
        String a = name(openingKey);
        String b = name(endgameKey);
        int n = 0;
        while (n < a.length() && n < b.length() && a.charAt(n) == b.charAt(n)) {
            n++;
        }
        return a.substring(0, n) + "*";
    }

    private static SeedPairing load() {
        Map<String, Entry> map = new LinkedHashMap<>();
        try (InputStream in = SeedPairing.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the class path");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            int number = 0;
            while ((line = r.readLine()) != null) {
                number++;
                String text = line.strip();
                if (text.isEmpty() || text.startsWith("#")) {
                    continue;
                }
                String[] f = text.split("\\s+");
                if (f.length != 3) {
                    throw new IllegalStateException(RESOURCE + ", line " + number + ": expected key, name, length");
                }
                map.put(f[0], new Entry(f[0], f[1], Integer.parseInt(f[2])));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new SeedPairing(map);
    }
}
