/**
 * Measurement: why a face-down pile is not a source of a `card` argument, even top-only (packages/dsl/README.md,
 * "Moves"). A card argument's legal values are the cards its precondition accepts, and the seat is sent that list.
 * Offer the face-down draw pile's top as a card (named by a token, not its id, so the id itself leaks nothing) and
 * the list still tells which card it is whenever the precondition reads the card.
 *
 * Spite and Malice as shipped, and a variant whose `play` also takes the top of the draw pile (`top: [… deck]`; the
 * variant shows the deck's top only so that the validator accepts it: the legal lists are what is measured). In
 * every state of seeded games, the mover's legal list on the variant — the draw pile's top written as a token — is
 * compared with the list in the same state with that top card swapped for the bottom card of the draw pile, a card
 * the mover cannot tell from it. Where the two lists differ, the list told the mover something about the hidden card.
 *
 * Run: `npx tsx tools/bench/hidden-source-leak.ts [--games 100]`
 */
import './production-mode';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { compile, fastPlayout, formatDiagnostic, validate, type GameState } from '@deckhand/dsl';
import { GAMES_DIR, loadGame } from '@deckhand/games';

const { values } = parseArgs({ options: { games: { type: 'string', default: '100' } } });
const shipped = await loadGame('spite-and-malice');
const yaml = readFileSync(join(GAMES_DIR, 'spite-and-malice', 'game.yaml'), 'utf8');
const source = 'from: ["hand[self]", "payoff[self]", "discards[self][*]"], top: [payoff, discards]';
if (!yaml.includes(source) || !yaml.includes('deck: { visibility: hidden')) throw new Error('the play move or the deck changed: update this measurement');
const variantYaml = yaml
  .replace(source, 'from: ["hand[self]", "payoff[self]", "discards[self][*]", deck], top: [payoff, discards, deck]')
  .replace('deck: { visibility: hidden', 'deck: { visibility: top');
const checked = validate(variantYaml, { file: 'variant.yaml' });
if (!checked.ok) throw new Error(checked.diagnostics.map(formatDiagnostic).join('\n'));
const variant = compile(checked.def, {});

/** The mover's legal plays on the variant, the draw pile's top written as "TOP", as a sorted list of keys. */
function offered(G: GameState, ctx: Parameters<typeof variant.deckhand.legalActions>[1], seat: string): string {
  const top = (G.zones.deck as number[]).at(-1);
  return variant.deckhand
    .legalActions(G, ctx, seat)
    .filter((a) => a.move === 'play')
    .map((a) => JSON.stringify(a.args.map((v, i) => (i === 0 && v === top ? 'TOP' : v))))
    .sort()
    .join(' ');
}

let states = 0;
let told = 0;
const games = Number(values.games);
for (let i = 0; i < games; i++) {
  fastPlayout(shipped.game, {
    players: 2 + (i % 3),
    seed: `leak-${i}`,
    choose: shipped.bot!.choose,
    onState: (s) => {
      const deck = s.G.zones.deck as number[];
      if (deck.length < 2 || s.ctx.gameover) return;
      const seat = s.ctx.currentPlayer;
      const swapped = structuredClone(s.G) as GameState;
      const d = swapped.zones.deck as number[];
      [d[0], d[d.length - 1]] = [d[d.length - 1]!, d[0]!];
      states++;
      if (offered(s.G as GameState, s.ctx, seat) !== offered(swapped, s.ctx, seat)) told++;
    },
  });
}
console.log(`${games} seeded games of Spite and Malice, ${states} states with two or more cards in the draw pile:`);
console.log(`the legal list with the draw pile's top offered as a card tells it apart from the bottom card in ${told} (${((100 * told) / states).toFixed(1)} %)`);
