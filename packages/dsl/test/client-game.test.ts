/** The browser's copy of a game: no deck list, every move sent to the server, the same move names as the real game. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDef, clientGame, compile, playout, validate } from '../src/index';

const bag = validate(readFileSync(join(__dirname, '../../games/bag/game.yaml'), 'utf8'));
if (!bag.ok) throw new Error('bag must validate');

describe('client copy of a game', () => {
  it('holds no card faces: only how many cards there are', () => {
    const def = clientDef(bag.def);
    expect('cards' in def).toBe(false);
    expect(def.cardCount).toBe(22);
    expect(def.zones.hand!.visibility).toBe('owner');
  });

  it('has every move of the real game, each run by the server only', () => {
    const real = compile(bag.def);
    const shell = clientGame(clientDef(bag.def));
    expect(Object.keys(shell.moves!).sort()).toEqual(Object.keys(real.moves!).sort());
    for (const m of Object.values(shell.moves!)) expect(m).toMatchObject({ client: false });
    expect(Object.keys(shell.phases!)).toEqual(['choose', 'play']);
    expect(Object.keys(shell.phases!.play!.moves!).sort()).toEqual(['name', 'nameTwo']);
    expect(shell.events).toMatchObject({ endTurn: false, endGame: false });
  });

  it('views carry the faces of exactly the cards a seat sees, and of cards revealed in the log', () => {
    const game = compile(bag.def);
    playout(game, {
      players: 3,
      seed: 'faces',
      onState: (state) => {
        for (const seat of [null, 0, 1, 2]) {
          const view = game.deckhand.playerView(state.G, seat === null ? null : String(seat));
          const shown = new Set<number>();
          const walk = (v: unknown): void => {
            if (typeof v === 'number') shown.add(v);
            else if (Array.isArray(v)) v.forEach(walk);
          };
          walk(Object.values(view.zones));
          for (const e of state.G.log) for (const id of e.revealed ?? []) shown.add(id);
          expect(Object.keys(view.faces).map(Number).sort((a, b) => a - b)).toEqual([...shown].sort((a, b) => a - b));
          for (const [id, face] of Object.entries(view.faces)) expect(face).toEqual({ type: 'number', attrs: { value: Number(id) } });
        }
      },
    });
  });
});
