package evalbench.core.search;

import java.util.List;
import java.util.Map;

/**
 * A profile that is no engine's: engine-core's plain node search, fixed settings, engine-core's move order and
 * exchange evaluation, no material draw rules.
 */
record StandardProfile(String name, SearchSettings settings) implements SearchProfile {
    @Override
    public List<SearchOption> options() {
        return List.of();
    }

    @Override
    public SearchProfile withOptions(Map<String, String> values) {
        return this;
    }

    @Override
    public MoveSource newMoveSource() {
        return new StandardMoveSource();
    }
}
