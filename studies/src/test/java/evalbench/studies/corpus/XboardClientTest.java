package evalbench.studies.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evalbench.core.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class XboardClientTest {
    @TempDir
    Path dir;

    /** A scripted xboard engine: features with ping, two thinking lines, its move, then a stray result line. */
    private Path script(String goAnswer) throws IOException {
        Path p = dir.resolve("xb.sh");
        Files.writeString(p, "#!/bin/sh\n"
                + "while read cmd arg; do\n"
                + "  case \"$cmd\" in\n"
                + "    protover) echo 'feature myname=\"scripted\" ping=1 setboard=1 done=1' ;;\n"
                + "    ping) echo \"pong $arg\" ;;\n"
                + "    sd|depth) echo \"Error (unknown command): $cmd\" ;;\n"
                + "    go) " + goAnswer + " ;;\n"
                + "    quit) exit 0 ;;\n"
                + "  esac\n"
                + "done\n");
        p.toFile().setExecutable(true);
        return p;
    }

    @Test
    void thePostLineGivesScoreAndPvAndAStrayLineDoesNotLeakIntoTheNextSearch() throws IOException {
        Path engine = script("echo '  1     12     0       20  e2-e4';"
                + " echo '  3     35     1     1321  e2-e4  e7-e5  Ng1-f3';"
                + " echo 'move e2e4'; echo '1-0 {White mates}'");
        try (XboardClient c = new XboardClient("scripted", engine.toString(), 3, 5_000, 5_000)) {
            for (int i = 0; i < 3; i++) {
                FingerprintEngine.Answer a = c.probe(Position.START_FEN);
                assertEquals(35, a.score().centipawns());
                assertEquals(List.of("e2-e4", "e7-e5", "Ng1-f3"), a.pv());
                assertEquals(1321, a.nodes());
                QuietLeaf.Outcome o = QuietLeaf.classify(Position.fromFen(Position.START_FEN), a);
                assertTrue(o.kept());
                assertEquals(-35, o.leafScore());
            }
        }
    }

    @Test
    void aMateScoreIsDroppedAndPvTextIsCleaned() throws IOException {
        Path engine = script("echo ' 3  29999  0  192  1. e4 e5 2. Nf3 <hash>'; echo 'move e2e4'");
        try (XboardClient c = new XboardClient("scripted", engine.toString(), 3, 5_000, 5_000)) {
            FingerprintEngine.Answer a = c.probe(Position.START_FEN);
            assertTrue(a.score().mate());
            assertEquals(List.of("e4", "e5", "Nf3"), a.pv());
            assertEquals(QuietLeaf.Drop.MATE, QuietLeaf.classify(Position.fromFen(Position.START_FEN), a).drop());
        }
    }

    @Test
    void scoresAndNodeCountsBeyondTheirTypesAreReadNotThrown() throws IOException {
        Path engine = script("echo ' 3  -99999999999  0  99999999999999999999999  e2-e4 e7-e5 Ng1-f3'; echo 'move e2e4'");
        try (XboardClient c = new XboardClient("scripted", engine.toString(), 3, 5_000, 5_000)) {
            FingerprintEngine.Answer a = c.probe(Position.START_FEN);
            assertTrue(a.score().mate(), a.toString());
            assertEquals(Long.MAX_VALUE, a.nodes());
            assertEquals(QuietLeaf.Drop.MATE, QuietLeaf.classify(Position.fromFen(Position.START_FEN), a).drop());
        }
    }

    @Test
    void anEngineThatNeverMovesTimesOutWithItsName() throws IOException {
        Path engine = script("echo '  1  5  0  3  e2e4'");
        try (XboardClient c = new XboardClient("silent", engine.toString(), 3, 5_000, 300)) {
            UciClient.EngineFailure e = assertThrows(UciClient.EngineFailure.class, () -> c.probe(Position.START_FEN));
            assertTrue(e.getMessage().contains("engine silent"), e.getMessage());
            assertTrue(e.getMessage().contains("'move' within 300 ms"), e.getMessage());
        }
    }
}
