package evalbench.core.eval;

/**
 * One reportable term of a model. {@code id} is a path such as {@code pawns/doubled}: the first segment
 * is the group, and ids listed in {@link TermIds} mean the same feature in every model, so rows line up.
 * {@code stage} is the model's own stage the term is summed into (for stage totals and reference files);
 * {@code provenance} says where its numbers come from (e.g. "fruit-2.1", "seed", "strelka", "conflict").
 */
public record TermDef(String id, String label, String stage, String provenance) {
    public String group() {
        int slash = id.indexOf('/');
        return slash < 0 ? id : id.substring(0, slash);
    }

    public boolean shared() {
        return TermIds.SHARED.contains(id);
    }
}
