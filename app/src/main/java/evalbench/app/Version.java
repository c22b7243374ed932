package evalbench.app;

import evalbench.studies.report.ProgramVersion;
import picocli.CommandLine.IVersionProvider;

/** The program version for {@code --version}. */
public final class Version implements IVersionProvider {
    public static String text() {
        return ProgramVersion.text();
    }

    @Override
    public String[] getVersion() {
        return new String[] {text(), "Java " + System.getProperty("java.version")};
    }
}
