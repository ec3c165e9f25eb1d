/**
 * What a browser holds of a game. The server runs the real compiled game; a client only needs the table's shape
 * (zones, moves and their arguments, phases, options) to draw it and send moves. It holds no deck list — card
 * faces arrive with each view, for the cards that seat may see — and runs no move itself (every move is
 * `client: false`), so nothing hidden can be computed or leaked in the browser.
 */
import type { Game, LongFormMove } from 'boardgame.io';
import type { GameDef, OptionDef } from '../ir/types';
import { RACE_MOVES } from '../race/actions';
import { moveMap } from './move-map';

/** One row of the server's game list (GET /api/games): what a lobby shows before a match exists. */
export interface GameSummary {
  id: string;
  name: string;
  players: { min: number; max: number };
  options: Record<string, OptionDef>;
  description?: string;
}

/** The IR without its cards: `cardCount` says how many there are, never which. */
export type ClientGameDef = Omit<GameDef, 'cards'> & { cardCount: number };

export function clientDef(def: GameDef): ClientGameDef {
  const { cards, ...rest } = def;
  return { ...structuredClone(rest), cardCount: cards.length };
}

/** Every move name a seat may ever send, beside the YAML moves: `pass` where turns allow it, race moves. */
export function moveNames(def: Pick<GameDef, 'moves' | 'turn' | 'phases'>): string[] {
  const names = new Set(Object.keys(def.moves));
  const phases = Object.values(def.phases);
  if (def.turn.canPass || phases.some((p) => p.turn?.canPass)) names.add('pass');
  if (phases.some((p) => p.race)) for (const m of Object.values(RACE_MOVES)) names.add(m);
  return [...names];
}

const serverOnly = (): LongFormMove => ({ move: () => undefined, client: false });

/** A boardgame.io game for a multiplayer client: the same move and phase names, every move run by the server. */
export function clientGame(def: ClientGameDef): Game {
  const all = moveNames(def);
  const shells = (names: string[]) => moveMap(names.map((n) => [n, serverOnly()] as const));
  const phases = Object.fromEntries(
    Object.values(def.phases).map((ph) => {
      const names = ph.moves.length ? [...ph.moves, ...all.filter((n) => n === 'pass' || Object.values(RACE_MOVES).includes(n as never))] : all;
      return [ph.name, { ...(ph.start ? { start: true } : {}), ...(ph.next ? { next: ph.next } : {}), moves: shells(names) }];
    }),
  );
  return {
    name: def.id,
    minPlayers: def.players.min,
    maxPlayers: def.players.max,
    setup: () => ({}),
    moves: shells(all),
    ...(Object.keys(phases).length ? { phases } : {}),
    events: { endTurn: false, endPhase: false, setPhase: false, endGame: false, endStage: false, setStage: false, pass: false, setActivePlayers: false },
  };
}
