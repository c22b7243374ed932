package evalbench.app.gui;

import javafx.animation.AnimationTimer;

/**
 * Measures how long the FX thread goes without a pulse: an AnimationTimer asks for a pulse every frame
 * (about 16.7 ms); the longest gap between two of its calls is the longest stall. Start and stop on the FX thread.
 */
final class FxStallMeter extends AnimationTimer {
    private long last;
    private long first;
    private long longestAt;
    private long longest;
    private long frames;
    private final java.util.List<Long> gaps = new java.util.ArrayList<>();

    @Override
    public void handle(long now) {
        if (first == 0) {
            first = now;
        }
        if (last != 0) {
            if (now - last > longest) {
                longestAt = last - first;
            }
            longest = Math.max(longest, now - last);
            gaps.add(now - last);
        }
        last = now;
        frames++;
    }

    /** When the longest gap began, ms after the meter's first frame. */
    double longestAtMillis() {
        return longestAt / 1e6;
    }

    double longestMillis() {
        return longest / 1e6;
    }

    /** The gap below which {@code fraction} of all gaps fall, ms. */
    double percentileMillis(double fraction) {
        if (gaps.isEmpty()) {
            return 0;
        }
        java.util.List<Long> sorted = new java.util.ArrayList<>(gaps);
        java.util.Collections.sort(sorted);
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.floor(fraction * sorted.size()))) / 1e6;
    }

    long frames() {
        return frames;
    }

    /** A System.nanoTime() instant as ms after the meter's first frame. */
    double millisAfterStart(long nanos) {
        return (nanos - first) / 1e6;
    }
}
