import type { Game } from 'boardgame.io';
import { loadGames } from '@deckhand/games';
import { loadRegisteredGames } from '../../src/games';
import { secretHand, secretCards, type SecretHandState } from '../fixtures/secret-hand';

export interface TestGame {
  game: Game;
  /** Independent statement of what `seat` may not see, from the game's rules: returns a violation or undefined. */
  check?: (full: any, view: any, seat: string | null) => string | undefined;
}

/** Per the IR's zone visibility, which positions of each pile a seat may see (checked without the DSL's own view code). */
function dslCheck(def: any) {
  return (full: any, view: any, seat: string | null): string | undefined => {
    if (full.result !== undefined && def.revealAtEnd) return undefined;
    const me = seat === null ? null : Number(seat);
    for (const zone of Object.values<any>(def.zones)) {
      const piles: { pile: number[]; vpile: unknown[]; owner?: number }[] = [];
      const f = full.zones[zone.name];
      const v = view.zones?.[zone.name];
      if (!Array.isArray(v)) return `zone ${zone.name} missing from view`;
      if (zone.scope === 'player') {
        f.forEach((p: any, owner: number) =>
          zone.row ? p.forEach((pp: number[], i: number) => piles.push({ pile: pp, vpile: v[owner][i], owner })) : piles.push({ pile: p, vpile: v[owner], owner }),
        );
      } else if (zone.row) f.forEach((p: number[], i: number) => piles.push({ pile: p, vpile: v[i] }));
      else piles.push({ pile: f, vpile: v });
      for (const { pile, vpile, owner } of piles) {
        pile.forEach((card, i) => {
          const shown = typeof vpile[i] === 'number';
          let may = true;
          if (zone.visibility === 'hidden') may = false;
          if (zone.visibility === 'owner') may = owner !== undefined && owner === me;
          if (zone.visibility === 'top') may = i === pile.length - 1;
          if (zone.visibility === 'faces') may = full.faceUp?.[card] === true || (owner === me && zone.ownerSeesFaceDown);
          if (shown && !may) throw new Error(`seat ${seat} sees card ${card} in ${zone.name}`);
        });
        if (zone.visibility !== 'public' && !(zone.visibility === 'owner' && owner === me) && vpile.length !== pile.length) {
          throw new Error(`zone ${zone.name}: pile size differs`);
        }
      }
    }
    return undefined;
  };
}

/** The fixture plus every game `@deckhand/games` compiles: the hidden-information tests run over all of them. */
export async function testGames(): Promise<TestGame[]> {
  const out: TestGame[] = [
    {
      game: secretHand as Game,
      check: (full: SecretHandState, view: any, seat) => {
        const secret = new Set(secretCards(full, seat));
        const visible = [...view.discard, ...(Array.isArray(view.hands[seat ?? '']) ? view.hands[seat!] : [])];
        if (typeof view.deck !== 'number') return 'deck contents sent';
        for (const [p, h] of Object.entries(view.hands)) if (p !== seat && typeof h !== 'number') return `hand ${p} sent`;
        return visible.some((c: number) => secret.has(c)) ? 'secret card visible' : undefined;
      },
    },
  ];
  {
    const registered = await loadRegisteredGames();
    const defs = await loadGames();
    for (const game of registered) {
      const def = defs.find((d) => d.game.name === game.name)?.def;
      out.push({ game, check: def ? (f, v, s) => { dslCheck(def)(f, v, s); return undefined; } : undefined });
    }
  }
  return out;
}
