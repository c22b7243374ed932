package evalbench.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A launcher script running one of our models as an external UCI engine (this test JVM's class path). */
public final class OurModelOverUci {
    private OurModelOverUci() {
    }

    /** Writes {@code dir/MODEL-uci.sh} and returns its path. */
    public static Path script(Path dir, String model) throws IOException {
        Path fake = dir.resolve(model + "-uci.sh");
        Files.writeString(fake, "#!/bin/sh\nexec java -cp " + System.getProperty("java.class.path")
                + " evalbench.app.Main uci --model " + model + "\n");
        fake.toFile().setExecutable(true);
        return fake;
    }
}
