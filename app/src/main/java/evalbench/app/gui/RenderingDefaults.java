package evalbench.app.gui;

/**
 * JavaFX rendering settings the window needs, set before the toolkit starts (Prism reads them once, at start-up).
 * A setting given on the command line ({@code -Dprism...}) is left as it is.
 */
public final class RenderingDefaults {
    private RenderingDefaults() {
    }

    /** Call before {@code Application.launch} or {@code Platform.startup}. */
    public static void apply() {
        // Region backgrounds of more than one fill (table rows and cells, panes, buttons) are otherwise drawn from
        // a cached image, sliced in nine, its middle stretched over the region. With software rendering (no GPU,
        // e.g. under Xvfb) that stretched copy is the render thread's main cost while both searches update their
        // panels: 0.4-0.8 s of render-thread CPU per 3 s, against 0.15-0.35 s when the fills are drawn directly
        // (StallProbe, docs/user-guide.md "Responsiveness"). On a GPU both ways are cheap.
        setUnlessGiven("prism.disableRegionCaching", "true");
    }

    private static void setUnlessGiven(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }
}
