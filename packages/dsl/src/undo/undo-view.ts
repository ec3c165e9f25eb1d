/**
 * What a seat is told about taking back its last move (`PlayerView.undo`, added by the Deckhand server to the view
 * it sends the seat that made the last move of the current turn; absent otherwise): whether the server would take
 * it back now, and if not, why, in a player's words.
 */
export type UndoView = { move: string; ok: true } | { move: string; ok: false; reason: string };
