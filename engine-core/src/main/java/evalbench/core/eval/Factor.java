package evalbench.core.eval;

/**
 * A scale factor or flag that changes the final score outside the terms: Fruit's draw multipliers
 * (16 = no scaling), Rybka's opposite-coloured-bishop halving, a lazy exit ...
 */
public record Factor(String id, String label, int value, String meaning) {
}
