package evalbench.studies.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Properties;
import org.junit.jupiter.api.Test;

class ProgramVersionTest {
    private static Properties build(String... keyValues) {
        Properties p = new Properties();
        for (int i = 0; i < keyValues.length; i += 2) {
            p.setProperty(keyValues[i], keyValues[i + 1]);
        }
        return p;
    }

    @Test
    void aBuildFromACheckoutNamesItsCommitAndDate() {
        ProgramVersion v = ProgramVersion.of(build("version", "1.2.0", "commit", "0cc9866d4a1b0cc9866d4a1b0cc9866d4a1b0cc9",
                "commit.date", "2026-11-28T17:00:00+00:00", "commit.modified", "false"));
        assertEquals("evalbench 1.2.0", v.nameAndVersion());
        assertEquals("built from commit 0cc9866d4a1b0cc9866d4a1b0cc9866d4a1b0cc9 of 2026-11-28T17:00:00+00:00",
                v.commitText());
    }

    @Test
    void localChangesAreSaid() {
        ProgramVersion v = ProgramVersion.of(build("version", "1.2.0", "commit", "abc", "commit.date", "2026-11-28",
                "commit.modified", "true"));
        assertEquals("built from commit abc of 2026-11-28, with local changes", v.commitText());
    }

    @Test
    void aBuildWithoutGitOrWithoutItsPropertiesSaysUnknown() {
        assertEquals("built from an unknown commit", ProgramVersion.of(build("version", "1.2.0", "commit", "unknown",
                "commit.date", "unknown", "commit.modified", "false")).commitText());
        ProgramVersion none = ProgramVersion.of(new Properties());
        assertEquals("evalbench dev", none.nameAndVersion());
        assertEquals("built from an unknown commit", none.commitText());
        // resources copied without the build's values filled in
        assertEquals("evalbench dev", ProgramVersion.of(build("version", "${project.version}")).nameAndVersion());
    }

    @Test
    void theBuildWroteThisBuildsVersion() {
        // studies/pom.xml writes build.properties at generate-resources: the tests see the pom's version
        assertEquals(true, ProgramVersion.text().matches("evalbench \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?"), ProgramVersion.text());
    }
}
