/**
 * The four games present themselves in players' words: every zone, move, argument and phase a page shows has a
 * label, every card draws a face with no attribute name in it, and Build Up's piles say the next number.
 */
import { describe, expect, it } from 'vitest';
import { drawFace, playout, type GameDef, type GameState, type PlayerView } from '@deckhand/dsl';
import { loadGames } from '../load';

const games = await loadGames();
/** The four games issue 10 dressed; a new game earns its place here once it labels what its page shows. */
const DRESSED = ['bag', 'build-up', 'art-of-argument', 'wordaround', 'crazy-eights', 'go-fish', 'old-maid', 'hearts', 'rummy'];

describe.each(games.filter((g) => DRESSED.includes(g.game.name)).map((g) => [g.game.name, g] as const))('%s presents itself in players’ words', (_name, loaded) => {
  const def: GameDef = loaded.game.deckhand.def;

  it('every zone on the table, every move, argument and phase has a label', () => {
    for (const z of Object.values(def.zones)) if (z.onTable !== false) expect(z.label, `zone ${z.name}`).toBeTruthy();
    for (const m of Object.values(def.moves)) {
      expect(m.label, `move ${m.name}`).toBeTruthy();
      for (const a of m.args) expect(a.label, `argument ${m.name}.${a.name}`).toBeTruthy();
      if (m.if !== undefined) expect(m.unless, `move ${m.name}`).toBeTruthy();
    }
    for (const ph of Object.values(def.phases)) expect(ph.label, `phase ${ph.name}`).toBeTruthy();
    for (const [name, ct] of Object.entries(def.cardTypes)) expect(ct.label, `card type ${name}`).toBeTruthy();
  });

  it('every card draws a face whose title and spoken name hold no attribute name', () => {
    for (const card of def.cards) {
      const type = def.cardTypes[card.type]!;
      const visible = Object.fromEntries(Object.entries(card.attrs).filter(([k]) => !(type.secret ?? []).includes(k)));
      const face = drawFace(card.type, visible, type, def.id);
      expect(face.title.length).toBeGreaterThan(0);
      for (const attr of Object.keys(type.attributes)) {
        // The type's own name said as a noun ("term 5: induction", a term card) is not an attribute's name leaking.
        if (attr !== type.label?.toLowerCase()) expect(face.speak, `card ${card.id}`).not.toMatch(new RegExp(`\\b${attr}\\b`));
        if (String(card.attrs[attr]) !== attr) expect(face.title, `card ${card.id}`).not.toMatch(new RegExp(`\\b${attr}:`));
      }
    }
  });
});

describe('Build Up piles show the next number', () => {
  it('U7, U8: each building pile’s caption is the number it takes next, in every seat’s view', () => {
    const game = games.find((g) => g.game.name === 'build-up')!.game;
    let checked = 0;
    playout(game, {
      players: 3,
      seed: 'captions',
      onState: (state) => {
        const building = (state.G as GameState).zones.building as number[][];
        const view = game.playerView!({ G: state.G, ctx: state.ctx, playerID: '1' } as never) as PlayerView;
        expect(view.captions?.building).toEqual(building.map((pile) => `next ${pile.length + 1}`));
        checked += building.length;
      },
    });
    expect(checked).toBeGreaterThan(100);
  });
});
