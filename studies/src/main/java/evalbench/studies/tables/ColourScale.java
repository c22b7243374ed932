package evalbench.studies.tables;

/**
 * A diverging colour scale shared by the HTML heatmaps and the window: blue for negative, white for 0, red for
 * positive, saturated at +-limit. Returns 0xRRGGBB.
 */
public final class ColourScale {
    private ColourScale() {
    }

    public static int rgb(double value, double limit) {
        if (limit <= 0 || value == 0) {
            return 0xffffff;
        }
        double t = Math.max(-1, Math.min(1, value / limit));
        int fade = (int) Math.round(255 * (1 - Math.abs(t) * 0.85));
        if (t > 0) {
            return 0xff << 16 | fade << 8 | fade;        // towards red (255, 38, 38)
        }
        return fade << 16 | fade << 8 | 0xff;            // towards blue (38, 38, 255)
    }

    /** Black or white text, whichever reads better on the cell colour. */
    public static int textOn(int rgb) {
        int r = rgb >> 16 & 0xff;
        int g = rgb >> 8 & 0xff;
        int b = rgb & 0xff;
        return 0.299 * r + 0.587 * g + 0.114 * b < 140 ? 0xffffff : 0x000000;
    }

    public static String css(int rgb) {
        return String.format("#%06x", rgb);
    }

    /** Largest absolute value of a table (at least 1). */
    public static double limit(double[] values) {
        double m = 0;
        for (double v : values) {
            m = Math.max(m, Math.abs(v));
        }
        return m == 0 ? 1 : m;
    }
}
