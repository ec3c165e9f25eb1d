/**
 * Test support for Art of Argument: a table driven through the compiled game's own reducer (what the server runs),
 * optionally arranged after the deal ("seat 0 holds sets 1-2-3 and a 4 in hand"), with the server's truth at hand.
 */
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { CompiledGame, GameDef, GameState, PlayerView } from '@deckhand/dsl';
import type { Question, QuizHookState } from './quiz';
import { setsOf } from './table';

export interface Arranger {
  G: GameState;
  def: GameDef;
  /** Term cards showing number n (ids), in deck order. */
  terms(n: number): number[];
  wilds(): number[];
  /** Takes `card` from wherever it is and puts it on the given pile. */
  put(card: number, zone: string, seat?: number, pile?: number): void;
  /** Gives a seat these sets (each a list of cards), taking the cards from wherever they are. */
  sets(seat: number, sets: number[][]): void;
  /** Makes a seat's hand exactly these cards (its old cards go to the bottom of the deck). */
  hand(seat: number, cards: number[]): void;
}

function arranger(G: GameState, def: GameDef): Arranger {
  const remove = (card: number) => {
    const walk = (z: unknown): boolean => {
      if (!Array.isArray(z)) return false;
      if (z.every((x) => typeof x === 'number')) {
        const i = (z as number[]).indexOf(card);
        if (i >= 0) z.splice(i, 1);
        return i >= 0;
      }
      return z.some(walk);
    };
    Object.values(G.zones).some(walk);
  };
  const a: Arranger = {
    G,
    def,
    terms: (n) => def.cards.filter((c) => c.attrs.number === n).map((c) => c.id),
    wilds: () => def.cards.filter((c) => c.type === 'wild').map((c) => c.id),
    put(card, zone, seat, pile) {
      remove(card);
      let target = G.zones[zone] as unknown;
      if (seat !== undefined) target = (target as unknown[])[seat];
      if (pile !== undefined) {
        const row = target as number[][];
        while (row.length <= pile) row.push([]);
        target = row[pile];
      }
      (target as number[]).push(card);
      if (zone === 'hand') (target as number[]).sort((x, y) => x - y);
    },
    sets(seat, sets) {
      (G.zones.sets as number[][][])[seat] = [];
      sets.forEach((s, i) => s.forEach((c) => a.put(c, 'sets', seat, i)));
    },
    hand(seat, cards) {
      for (const c of [...(G.zones.hand as number[][])[seat]!]) {
        if (cards.includes(c)) continue;
        remove(c);
        (G.zones.deck as number[]).unshift(c);
      }
      for (const c of cards) a.put(c, 'hand', seat);
    },
  };
  return a;
}

export class Table {
  state: State<GameState>;
  private readonly reducer: ReturnType<typeof CreateGameReducer>;

  constructor(
    readonly game: CompiledGame,
    players: number,
    seed: string | number,
    arrange?: (a: Arranger) => void,
  ) {
    const seeded = { ...(ProcessGameConfig(game as never) as object), seed: String(seed) } as never;
    const initial = InitializeGame({ game: seeded, numPlayers: players }) as State<GameState>;
    this.state = structuredClone(initial);
    if (arrange) {
      arrange(arranger(this.state.G, game.deckhand.def));
      // A hand the arrangement took cards from is topped up from the deck, as if it had been dealt that way.
      const deck = this.state.G.zones.deck as number[];
      for (const hand of this.state.G.zones.hand as number[][]) {
        while (hand.length < 5 && deck.length > 0) hand.push(deck.pop()!);
        hand.sort((x, y) => x - y);
      }
    }
    this.reducer = CreateGameReducer({ game: seeded, isClient: false });
  }

  get G(): GameState {
    return this.state.G;
  }
  get def(): GameDef {
    return this.game.deckhand.def;
  }
  get phase(): string | null {
    return this.state.ctx.phase;
  }
  get hook(): QuizHookState {
    return this.G.hook as unknown as QuizHookState;
  }
  /** The question waiting, as the server knows it (with its answer). */
  get question(): Question | null {
    return this.hook.quiz?.question ?? null;
  }

  /** Sends a move as `seat`; returns whether the server accepted it. */
  move(seat: number, name: string, ...args: unknown[]): boolean {
    const next = this.reducer(this.state, { type: 'MAKE_MOVE', payload: { type: name, args, playerID: String(seat) } } as never) as State<GameState> & {
      transients?: { error?: unknown };
    };
    if (next.transients?.error || next === this.state) return false;
    const { transients: _t, ...clean } = next;
    this.state = clean as State<GameState>;
    return true;
  }

  view(seat: number | null): PlayerView {
    return this.game.deckhand.playerView(this.G, seat === null ? null : String(seat));
  }

  hand(seat: number): number[] {
    return [...((this.G.zones.hand as number[][])[seat] ?? [])];
  }
  sets(seat: number): number[][] {
    return setsOf(this.G, seat).map((s) => [...s]);
  }
  played(seat: number): number[] {
    return [...((this.G.zones.played as number[][])[seat] ?? [])];
  }

  /** Every seat picks: the given card, or else any card it may pick. */
  pickAll(picks: Record<number, number> = {}): void {
    for (let s = 0; s < this.state.ctx.numPlayers; s++) {
      if (this.G.moved[s]! > 0) continue;
      const card = picks[s] ?? this.legal(s, 'pick')[0]?.args[0];
      if (!this.move(s, card === undefined ? 'nothingToPlay' : 'pick', ...(card === undefined ? [] : [card]))) {
        throw new Error(`seat ${s} could not pick ${card}`);
      }
    }
  }

  /** Every seat places its revealed card: into the given set index, or else into a new set. */
  placeAll(targets: Record<number, number> = {}): void {
    for (let s = 0; s < this.state.ctx.numPlayers; s++) {
      if (this.G.moved[s]! > 0) continue;
      if (this.played(s).length === 0) {
        if (!this.move(s, 'nothingToPlace')) throw new Error(`seat ${s} could not pass`);
        continue;
      }
      const target = targets[s] ?? this.legal(s, 'place').at(-1)?.args[0];
      if (!this.move(s, 'place', target)) throw new Error(`seat ${s} could not place into ${target}`);
    }
  }

  legal(seat: number, move?: string) {
    return this.game.deckhand.legalActions(this.G, this.state.ctx, String(seat)).filter((a) => !move || a.move === move);
  }

  /** The seat asked answers its question, right or wrong. */
  answer(right: boolean): boolean {
    const q = this.question!;
    const choice = right ? q.answer : (q.answer + 1) % q.options.length;
    return this.move(q.seat, 'answer', choice);
  }
}
