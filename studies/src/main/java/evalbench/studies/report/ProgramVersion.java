package evalbench.studies.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The program's name and version as every report states it, and the commit it was built from. The build writes
 * them to {@code build.properties} beside this class (see studies/pom.xml: the version from the pom, the commit and
 * its date from git); a build without a {@code .git} folder, e.g. from a source archive, says "unknown".
 */
public final class ProgramVersion {
    static final String RESOURCE = "build.properties";
    static final String UNKNOWN = "unknown";

    private static final ProgramVersion CURRENT = load();

    private final String version;
    private final String commit;
    private final String commitDate;
    private final boolean localChanges;

    private ProgramVersion(String version, String commit, String commitDate, boolean localChanges) {
        this.version = version;
        this.commit = commit;
        this.commitDate = commitDate;
        this.localChanges = localChanges;
    }

    /** "evalbench 0.1.0-SNAPSHOT", or "evalbench dev" when run from classes the build did not make. */
    public static String text() {
        return CURRENT.nameAndVersion();
    }

    /**
     * "built from commit 0cc9866… of 2026-11-28T17:00:00+01:00", with ", with local changes" when the working tree
     * differed from that commit, or "built from an unknown commit" (no git, or no .git folder, at build time).
     */
    public static String builtFrom() {
        return CURRENT.commitText();
    }

    String nameAndVersion() {
        return "evalbench " + version;
    }

    String commitText() {
        if (commit.equals(UNKNOWN)) {
            return "built from an unknown commit";
        }
        return "built from commit " + commit + " of " + commitDate + (localChanges ? ", with local changes" : "");
    }

    /** The build's properties; a missing or blank entry is "unknown" (the version: "dev"). */
    static ProgramVersion of(Properties build) {
        String version = value(build, "version");
        return new ProgramVersion(version.equals(UNKNOWN) ? "dev" : version, value(build, "commit"),
                value(build, "commit.date"), Boolean.parseBoolean(value(build, "commit.modified")));
    }

    private static String value(Properties build, String key) {
        String v = build.getProperty(key, "").strip();
        // an unfilled placeholder (resources copied without the build's values) is as good as missing
        return v.isEmpty() || v.startsWith("${") ? UNKNOWN : v;
    }

    private static ProgramVersion load() {
        Properties build = new Properties();
        try (InputStream in = ProgramVersion.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                build.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
        return of(build);
    }
}
