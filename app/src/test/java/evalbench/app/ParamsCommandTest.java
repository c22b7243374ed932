package evalbench.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code params}: the named parameters of the shipped sets, with * as a wildcard. */
class ParamsCommandTest {
    @Test
    void printsTheNamedParametersOfEachModel() {
        CliRunner r = CliRunner.run("params", "--model", "fruit,rybka", "KnightTrapped");
        assertEquals(0, r.exitCode, r.err);
        // Fruit 2.1's trapped-knight weight is 100 cp; Rybka's 3200 in 1/32 cp (Watkins, Table 3)
        assertEquals(2, r.out.lines().count(), r.out);
        assertTrue(r.out.lines().anyMatch(l -> l.matches("fruit\\s+KnightTrapped\\s+= 100\\s+\\[fruit-2.1\\]")), r.out);
        assertTrue(r.out.lines().anyMatch(l -> l.matches("rybka\\s+KnightTrapped\\s+= 3200\\s+\\[seed\\]")), r.out);
    }

    @Test
    void aStarMatchesAnyCharactersAndOneModelCanBeChosen() {
        CliRunner r = CliRunner.run("params", "--model", "rybka", "Passed*Distance");
        assertEquals(0, r.exitCode, r.err);
        assertEquals(2, r.out.lines().count(), r.out);
        assertTrue(r.out.lines().allMatch(l -> l.startsWith("rybka  Passed")), r.out);
    }

    @Test
    void withoutModelEveryModelHavingTheNameAnswers() {
        CliRunner r = CliRunner.run("params", "KnightTrapped");
        assertEquals(0, r.exitCode, r.err);
        // Toga II 3.0 kept Fruit's trapped-knight weight
        assertTrue(r.out.lines().anyMatch(l -> l.matches("toga\\s+KnightTrapped\\s+= 100\\s+\\[fruit-2.1\\]")), r.out);
    }

    @Test
    void anUnknownNameIsBadInput() {
        assertEquals(Cli.EXIT_BAD_INPUT, CliRunner.run("params", "NoSuchParameter").exitCode);
    }
}
