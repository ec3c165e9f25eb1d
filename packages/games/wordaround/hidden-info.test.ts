/**
 * W12 as a property: over 200 seeded bot playouts at 2 to 8 players, every message boardgame.io's master would
 * send a seat (G through playerView, the log redacted) holds nothing of a card before it is uncovered, nothing of
 * the cards below the top (words or back colour), and no other seat's wrong guesses.
 */
import { ProcessGameConfig } from 'boardgame.io/internal';
import { beforeAll, describe, expect, it } from 'vitest';
import { playout, type CompiledGame, type GameState } from '@deckhand/dsl';
import type { LoadedGame } from '../src/load';
import { sentTo, shownCards } from '../src/testing/transport';
import { wordaround, type Disc } from './testing';

let l: LoadedGame;
let processed: CompiledGame;
beforeAll(async () => {
  l = await wordaround();
  processed = ProcessGameConfig(l.game as never) as unknown as CompiledGame;
});

describe('WordARound hidden information', () => {
  it('W12: over 200 seeded playouts, no seat is sent a card before it is uncovered, anything below the top, or the wrong guesses of others', () => {
    const discs = l.def.cards.map((c) => c.attrs as unknown as Disc);
    const wordsOf = (card: number) => [discs[card]!.black, discs[card]!.red, discs[card]!.blue];
    const deckWords = new Set(discs.flatMap((d) => [d.black, d.red, d.blue]));
    const problems: string[] = [];
    const fail = (m: string) => {
      if (problems.length < 20) problems.push(m);
    };
    let states = 0;
    let wrongGuesses = 0;
    for (let i = 0; i < 200; i++) {
      const players = 2 + (i % 7);
      const seats = [null, ...Array.from({ length: players }, (_, s) => s)];
      const uncovered = new Set<number>();
      const uncoveredWords = new Set<string>();
      /** Every answer sent so far → the seats that sent it. */
      const saidBy = new Map<string, Set<number>>();
      playout(l.game, {
        players,
        seed: `hidden-${i}`,
        choose: l.bot!.choose,
        onState: (state) => {
          states++;
          const G = state.G as GameState;
          const stack = G.zones.stack as number[];
          const top = stack[stack.length - 1];
          const topShown = top !== undefined && G.faceUp[String(top)] === true;
          if (topShown && !uncovered.has(top)) {
            uncovered.add(top);
            for (const w of wordsOf(top)) uncoveredWords.add(w);
          }
          for (const e of (state as unknown as { deltalog?: { action: { payload: { type: string; playerID: string; args: unknown[] } } }[] }).deltalog ?? []) {
            const p = e.action.payload;
            if (p.type !== 'raceAnswer') continue;
            const text = String(p.args[0]);
            if (!saidBy.has(text)) saidBy.set(text, new Set());
            saidBy.get(text)!.add(Number(p.playerID));
            if (top === undefined || !wordsOf(top).includes(text)) wrongGuesses++;
          }
          for (const seat of seats) {
            const sent = sentTo(processed, state, seat);
            const view = sent.state.G;
            const at = `game ${i}, state ${state._stateID}, seat ${seat}`;
            // The stack: nothing below the top (not even a back), and the top only once uncovered.
            const vs = view.zones.stack as unknown[];
            if (vs.length !== stack.length) fail(`${at}: stack size ${vs.length}`);
            for (let k = 0; k < vs.length - 1; k++) if (vs[k] !== null) fail(`${at}: stack[${k}] = ${JSON.stringify(vs[k])}`);
            if (vs.length && vs[vs.length - 1] !== (topShown ? top : null)) fail(`${at}: top ${JSON.stringify(vs[vs.length - 1])}`);
            // Every card a seat can identify has been uncovered.
            for (const c of shownCards(view)) if (!uncovered.has(c)) fail(`${at}: card ${c} before it was uncovered`);
            // No words in a message but the seat's own answers: not even an uncovered card's (game.yaml draws them,
            // `drawn:`, so the server sends them only as glyph outlines — finding 8: a script read the answer off the
            // state in 10 ms), no covered card's, no other seat's guess, no race's answer after the round.
            // String values only: the view format's own key names (`answer`, say) are not game data.
            for (const str of stringValues(sent)) {
              const by = saidBy.get(str);
              const own = seat !== null && by?.has(seat) === true;
              if (own) continue;
              if (by) fail(`${at}: another seat's answer "${str}"`);
              else if (deckWords.has(str)) fail(`${at}: the word "${str}"${uncoveredWords.has(str) ? ' (of an uncovered card)' : ''}`);
            }
            if (view.race && 'wrong' in view.race) fail(`${at}: wrong-answer counts`);
            for (const e of sent.log) {
              const p = e.action.payload;
              if (p.type === 'raceAnswer' && String(seat) !== p.playerID && p.args !== null) fail(`${at}: unredacted answer`);
            }
          }
        },
      });
    }
    expect(problems).toEqual([]);
    expect(states).toBeGreaterThan(10_000);
    expect(wrongGuesses).toBeGreaterThan(500);
  }, 240_000); // a property test over 200 whole games: minutes on a loaded 2-core CI machine, not seconds
});

/** Every string value anywhere inside `x` (not the keys). */
function stringValues(x: unknown, out: string[] = []): string[] {
  if (typeof x === 'string') out.push(x);
  else if (Array.isArray(x)) for (const v of x) stringValues(v, out);
  else if (x && typeof x === 'object') for (const v of Object.values(x)) stringValues(v, out);
  return out;
}
