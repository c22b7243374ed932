package evalbench.core.io;

import evalbench.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One position read from a FEN list or an EPD file.
 *
 * @param line       1-based line number in the file
 * @param fen        the position as given: the FEN itself, or for EPD lines the four fields plus " 0 1"
 * @param position   the parsed position
 * @param operations EPD operations in file order ("bm" -> "Qg6", "id" -> "WAC.001", "D1" -> "20"), empty for FENs
 */
public record PositionRecord(int line, String fen, Position position, Map<String, String> operations) {

    /** The EPD "id" operation, or "" if there is none. */
    public String id() {
        return operations.getOrDefault("id", "");
    }

    /**
     * Whitespace-separated operands of an operation ("bm Nd5 a4" gives [Nd5, a4]); empty if absent. A lone
     * "+" or "#" is the check sign of the operand before it ("bm Qd1 +" in Bratko-Kopec gives [Qd1+]).
     */
    public List<String> operands(String opcode) {
        String v = operations.get(opcode);
        if (v == null || v.isBlank()) {
            return List.of();
        }
        List<String> operands = new ArrayList<>();
        for (String token : v.strip().split("\\s+")) {
            boolean checkSign = token.equals("+") || token.equals("#");
            if (checkSign && !operands.isEmpty()) {
                int last = operands.size() - 1;
                operands.set(last, operands.get(last) + token);
            } else {
                operands.add(token);
            }
        }
        return List.copyOf(operands);
    }
}
