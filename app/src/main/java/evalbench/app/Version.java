package evalbench.app;

import picocli.CommandLine.IVersionProvider;

/** The program version, from the jar manifest when packaged. */
public final class Version implements IVersionProvider {
    public static String text() {
        String v = Version.class.getPackage().getImplementationVersion();
        return "evalbench " + (v == null ? "dev" : v);
    }

    @Override
    public String[] getVersion() {
        return new String[] {text(), "Java " + System.getProperty("java.version")};
    }
}
