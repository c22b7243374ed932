package evalbench.app.gui;

import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * What the window remembers between runs (java.util.prefs): geometry, the last FEN, the last export/open folder,
 * the theme and the Fingerprint tab's engine lines. Tests use their own node ({@code -Devalbench.prefs=NODE}) so they never touch a user's settings.
 */
public final class GuiPrefs {
    private final Preferences node;

    public GuiPrefs(String path) {
        this.node = Preferences.userRoot().node(path);
    }

    public static GuiPrefs standard() {
        return new GuiPrefs(System.getProperty("evalbench.prefs", "evalbench/workbench"));
    }

    public double get(String key, double fallback) {
        return node.getDouble(key, fallback);
    }

    public void put(String key, double value) {
        node.putDouble(key, value);
    }

    public String get(String key, String fallback) {
        return node.get(key, fallback);
    }

    public void put(String key, String value) {
        if (value == null) {
            node.remove(key);
        } else {
            node.put(key, value);
        }
    }

    public void flush() {
        try {
            node.flush();
        } catch (BackingStoreException | SecurityException e) {
            // Preferences are a convenience: a read-only home directory must not stop the program.
        }
    }

    public void clear() {
        try {
            node.clear();
        } catch (BackingStoreException e) {
            // see flush()
        }
    }
}
