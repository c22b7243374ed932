package evalbench.app.gui.games;

import evalbench.core.io.PgnIndex;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.ObservableListBase;

/**
 * The game picker's items over a {@link PgnIndex}. An item is only a {@link Row} (the game's place in the list and
 * its number in the file), made when asked for: JavaFX's selection models look a chosen item up by walking the
 * list with {@code equals}, which must not read a million games. A game's record is read from the file by
 * {@link #record} when its row shows or it is picked, and the last {@value #CACHED} are kept. Nothing else of the
 * games is held, so a list of millions of games costs the index's 16 bytes a game. The list does not change.
 */
public final class GameList extends ObservableListBase<GameList.Row> {
    private static final int CACHED = 512;

    /** One listed game: its place in the list and its number in the file. */
    public record Row(int index, int number) {
    }

    private final PgnIndex index;
    private final Map<Integer, GameRecord> recent = new LinkedHashMap<>(CACHED, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, GameRecord> eldest) {
            return size() > CACHED;
        }
    };
    /** Games read from the file so far (tests check that the picker reads only what it shows). */
    private int reads;

    public GameList(PgnIndex index) {
        this.index = index;
    }

    public PgnIndex index() {
        return index;
    }

    @Override
    public Row get(int i) {
        return new Row(i, index.number(i));
    }

    @Override
    public int size() {
        return index.size();
    }

    /** By the row's place: no walk through the list. */
    @Override
    public int indexOf(Object o) {
        return o instanceof Row r && r.index() >= 0 && r.index() < size() && index.number(r.index()) == r.number()
                ? r.index() : -1;
    }

    @Override
    public int lastIndexOf(Object o) {
        return indexOf(o);
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    /**
     * The i-th game read from the file (or kept from a recent read). Synchronized: the FX thread's cells and a
     * caller's thread may both ask.
     */
    public synchronized GameRecord record(int i) {
        GameRecord r = recent.get(i);
        if (r == null) {
            reads++;
            try {
                r = GameReader.record(index.game(i));
                recent.put(i, r);
            } catch (IOException e) {
                // shown as the row's title and, when picked, as the tab's error; not kept, so a retry reads again
                r = new GameRecord(index.number(i), Map.of(), GameReader.START, List.of(), "cannot read: " + e.getMessage());
            }
        }
        return r;
    }

    /** How many times a game was read from the file. */
    public synchronized int reads() {
        return reads;
    }
}
