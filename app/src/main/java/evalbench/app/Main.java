package evalbench.app;

/** Entry point of the shaded jar; a plain class (not a JavaFX Application) so the jar starts on the classpath. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(Cli.run(args, System.out, System.err));
    }
}
