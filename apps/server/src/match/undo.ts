/**
 * Taking a move back, decided here rather than by boardgame.io's reducer. boardgame.io keeps the states of the
 * current turn in `_undo` (it empties the stack when a turn begins) and would restore the last one for any move whose
 * `undoable` holds; it sees only the state after the move. Here a seat may take back its own last move of this turn
 * when the game's rule for it (dsl undo-rules.ts, from its effects) allows it and, for a `checked` move, when the
 * table before and after it shows nobody anything new and chance was not used (dsl undo-leak.ts, and the random
 * plugin's state). What is stored stays one history: the undo is a new state (the state id goes up), logged as
 * boardgame.io logs an UNDO, with the restored state's own `_undo` below it; redo is not offered (`_redo` stays
 * empty: a move taken back is simply made again).
 */
import type { Game, LogEntry, State } from 'boardgame.io';
import { undoLeak, undoRuleOf, type CompiledGame, type GameState, type UndoView } from '@deckhand/dsl';

type Deckhand = Pick<CompiledGame['deckhand'], 'def' | 'hooks' | 'undo'>;
type UndoEntry = { G: unknown; ctx: State['ctx']; plugins: State['plugins']; playerID?: string; moveType?: string };

/** The reason given for undo in a game that is not a compiled Deckhand game (no rules to read). */
export const UNDO_NOT_OFFERED = 'This game does not offer taking moves back.';

export type UndoCheck = { ok: true; move: string; restore: UndoEntry } | { ok: false; move?: string; reason: string };

function randomData(plugins: State['plugins'] | undefined): string {
  return JSON.stringify((plugins as { random?: { data?: unknown } } | undefined)?.random?.data ?? null);
}

/**
 * Whether `playerID` may take back the last move of `state` now, and if so the state to go back to. The table is
 * compared before and after (undo-leak.ts) for a `checked` move, and for every move when `thorough` (an actual undo:
 * a second look behind the rule); the seat's view, made after every move, compares only where the rule asks it to.
 */
export function undoCheck(game: Game, state: State, playerID: string, thorough = true): UndoCheck {
  const deckhand = (game as { deckhand?: Deckhand }).deckhand;
  if (!deckhand?.undo) return { ok: false, reason: UNDO_NOT_OFFERED };
  if (state.ctx.gameover !== undefined) return { ok: false, reason: 'The game is over.' };
  const stack = (state._undo ?? []) as UndoEntry[];
  const last = stack[stack.length - 1];
  const restore = stack[stack.length - 2];
  const none = { ok: false, reason: 'You have no move to take back this turn.' } as const;
  // The stack's top is the state after the last action; at a turn's start, after the move or event that began it.
  if (!last?.moveType) return none;
  const move = last.moveType;
  if (last.playerID !== playerID) return restore ? { ok: false, move, reason: 'The last move was not yours.' } : none;
  const rule = undoRuleOf(deckhand.undo, move);
  if (rule.undo === 'no') return { ok: false, move, reason: rule.reason };
  if (!restore) return none;
  // boardgame.io empties the stack when a turn begins; a phase can change within a turn, and its start may deal.
  if (restore.ctx.turn !== state.ctx.turn || restore.ctx.phase !== state.ctx.phase) return { ok: false, move, reason: 'That move began a new part of the game.' };
  if (randomData(restore.plugins) !== randomData(state.plugins)) return { ok: false, move, reason: 'It left something to chance.' };
  if (!thorough && rule.undo === 'yes') return { ok: true, move, restore };
  const leak = undoLeak(deckhand.def, deckhand.hooks, restore.G as GameState, state.G as GameState, Number(playerID), state.ctx.numPlayers);
  if (leak) return { ok: false, move, reason: leak };
  return { ok: true, move, restore };
}

/** The state after taking the last move back, and its log entry (the shape boardgame.io gives an UNDO). */
export function undoneState(state: State, restore: UndoEntry, playerID: string): { state: State; deltalog: LogEntry[] } {
  const entry = { action: { type: 'UNDO', payload: { type: null, args: null, playerID } }, _stateID: state._stateID, turn: state.ctx.turn, phase: state.ctx.phase };
  return {
    state: { ...state, G: restore.G, ctx: restore.ctx, plugins: restore.plugins, _stateID: state._stateID + 1, _undo: state._undo.slice(0, -1), _redo: [] } as State,
    deltalog: [entry as unknown as LogEntry],
  };
}

const views = new WeakMap<State, Map<string, UndoView | undefined>>();

/**
 * What a seat's view says about undo (`PlayerView.undo`): only the seat whose move is the last of this turn is told,
 * with the server's answer; others, and a seat with nothing to take back, get nothing. Worked out once per state
 * and seat, however many sockets hold the seat.
 */
export function undoView(game: Game, state: State, playerID: string): UndoView | undefined {
  let bySeat = views.get(state);
  if (!bySeat) views.set(state, (bySeat = new Map()));
  if (bySeat.has(playerID)) return bySeat.get(playerID);
  const stack = (state._undo ?? []) as UndoEntry[];
  const last = stack[stack.length - 1];
  let view: UndoView | undefined;
  const { ctx } = state;
  const active = ctx.activePlayers ? Object.hasOwn(ctx.activePlayers, playerID) : ctx.currentPlayer === playerID;
  if (active && last?.moveType && last.playerID === playerID && ctx.gameover === undefined) {
    const check = undoCheck(game, state, playerID, false);
    view = check.ok ? { move: check.move, ok: true } : { move: last.moveType, ok: false, reason: check.reason };
  }
  bySeat.set(playerID, view);
  return view;
}

/** The most moves in a row a seat may take back (the stack keeps one more: the state to go back to). */
export const UNDO_DEPTH = 12;

/**
 * The undo stack as it is worth storing after a move: boardgame.io pushes every state of the turn, and a turn may
 * last a whole phase (a race, a simultaneous phase). Under a move that can never be taken back (a draw, a race
 * answer, an event) nothing can be reached, so only that state is kept; otherwise the last UNDO_DEPTH + 1 states.
 */
export function trimmedUndo(game: Game, state: State): State {
  const stack = (state._undo ?? []) as UndoEntry[];
  const rules = (game as { deckhand?: Deckhand }).deckhand?.undo;
  const top = stack[stack.length - 1];
  if (!rules || !top) return state;
  const final = !top.moveType || undoRuleOf(rules, top.moveType).undo === 'no';
  const keep = final ? 1 : UNDO_DEPTH + 1;
  return stack.length > keep ? ({ ...state, _undo: stack.slice(-keep) } as State) : state;
}
