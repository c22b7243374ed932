package evalbench.core.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** What was claimed and written is found again until another key takes the slot; key 0 is a key like any other. */
class SummaryTableTest {
    @Test
    void findsWhatWasWrittenAndNothingElse() {
        SummaryTable table = new SummaryTable(8, 2);
        Random random = new Random(3);
        Map<Integer, Long> owner = new HashMap<>(); // slot (the key's top 8 bits) -> the key last written there
        for (int i = 0; i < 5000; i++) {
            long key = random.nextLong();
            if (random.nextInt(3) == 0) {
                int at = table.claim(key);
                table.data()[at] = key * 7;
                table.data()[at + 1] = ~key;
                owner.put((int) (key >>> 56), key);
            } else {
                Long holder = owner.get((int) (key >>> 56));
                assertThat(table.find(key) >= 0).isEqualTo(holder != null && holder == key);
            }
        }
        assertThat(owner).hasSizeGreaterThan(200);
        for (Long key : owner.values()) {
            int at = table.find(key);
            assertThat(at).isNotNegative();
            assertThat(table.data()[at]).isEqualTo(key * 7);
            assertThat(table.data()[at + 1]).isEqualTo(~key);
        }
    }

    @Test
    void keyZeroIsNotFoundInAnEmptyOrClearedTable() {
        SummaryTable table = new SummaryTable(4, 1);
        assertThat(table.find(0)).isEqualTo(-1);
        table.data()[table.claim(0)] = 42;
        assertThat(table.data()[table.find(0)]).isEqualTo(42);
        table.clear();
        assertThat(table.find(0)).isEqualTo(-1);
    }
}
