/** FabChess 1.15: its evaluation in its own units (centipawns, phase 0..128) and its own search. */
package evalbench.fabchess;
