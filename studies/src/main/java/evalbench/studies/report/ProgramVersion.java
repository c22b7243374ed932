package evalbench.studies.report;

/** The program's name and version as every report states it, from the jar manifest when packaged. */
public final class ProgramVersion {
    private ProgramVersion() {
    }

    /** "evalbench 0.1.0-SNAPSHOT", or "evalbench dev" when run from classes. */
    public static String text() {
        String v = ProgramVersion.class.getPackage().getImplementationVersion();
        return "evalbench " + (v == null ? "dev" : v);
    }
}
