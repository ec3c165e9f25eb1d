/**
 * Every shipped game at its start, mid-game and over, seat by seat as the live match page draws it (the same
 * GamePanels on the table, the same ring faces): apps/web's visual test compares the page with these stories.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { scenes, scenePlayers, type Scene } from '../fixtures/scenes';
import { fixtures, type Fixture } from '../fixtures';
import { GamePanels, loadGamePanels, panelMoves, type PanelProps } from '../GamePanels';
import { RingCard, type RingName } from '../RingCard';
import type { CardFace } from '../types';
import { backgroundOf, contrast, luminance } from '../../.storybook/contrast';
import { GameBoard } from './GameBoard';

/** Ring faces as apps/web's ring-faces.tsx draws them: the designated ring marked on the raced card only. */
function ringFaces(f: Fixture): ((id: number, face: CardFace) => ReactNode | undefined) | undefined {
  if (!f.layouts) return undefined;
  const stack = f.view.zones['stack'];
  const top = Array.isArray(stack) ? stack[stack.length - 1] : undefined;
  const raced = f.view.race?.open && typeof top === 'number' ? top : undefined;
  const ring = f.view.vars['ring'] as RingName | undefined;
  return (id) => (f.layouts?.[id] ? <RingCard layout={f.layouts[id]} {...(ring && id === raced ? { highlight: ring } : {})} /> : undefined);
}

/** The board exactly as apps/web's match page mounts it. */
export function SceneBoard({ scene, onMove }: { scene: Scene; onMove: PanelProps['onMove'] }) {
  const f = scene.fixture;
  const panel: PanelProps = { def: f.def, view: f.view, ctx: f.ctx, playerID: f.playerID, onMove, players: scenePlayers(f) };
  const faces = ringFaces(f);
  return (
    <GameBoard {...panel} hiddenMoves={panelMoves(panel)} {...(faces ? { renderFace: faces } : {})}>
      <GamePanels {...panel} />
    </GameBoard>
  );
}

const meta = {
  title: 'Board/Scenes',
  component: SceneBoard,
  parameters: { layout: 'fullscreen' },
  args: { scene: scenes[0]!, onMove: fn() },
  // The panels' code fetched before the board draws, as the match page does as soon as it has the def.
  loaders: [async ({ args }) => void (await loadGamePanels(args.scene!.fixture.def))],
} satisfies Meta<typeof SceneBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What every scene must show: the game's name, the seats by name, and the result exactly when the game is over. */
function scene(id: string, extra?: Partial<Story>): Story {
  const s = scenes.find((x) => x.id === id)!;
  return {
    args: { scene: s },
    ...extra,
    // The scene's own checks come after these, never instead of them.
    play: async (ctx) => {
      const c = within(ctx.canvasElement);
      await expect(c.getByRole('heading', { name: s.fixture.def.name })).toBeVisible();
      await expect(c.getAllByRole('group', { name: /^Ada: you/ }).length).toBe(1);
      if (s.stage === 'over') await expect(c.getByRole('status', { name: 'Result' })).toHaveTextContent(/Game over/);
      else await expect(c.queryByRole('status', { name: 'Result' })).toBeNull();
      // Each reason a move is closed is shown once, however many moves it closes.
      const reasons = [...ctx.canvasElement.querySelectorAll('.dh-board-moves :is(.dh-board-closed-reason, .dh-board-waiting, .dh-movebar-reason)')].map((e) => e.textContent);
      await expect(reasons.length).toBe(new Set(reasons).size);
      await extra?.play?.(ctx);
    },
  };
}

export const BagStart = scene('bag-start');
/** Three players: the box, which only a game of two uses (`onTable: players == 2`), is not on the table. */
export const BagMid = scene('bag-mid', {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('region', { name: 'Table' }));
    await expect(table.getByRole('group', { name: /^Discards?: / })).toBeVisible();
    await expect(table.queryByRole('group', { name: /^Box:/ })).toBeNull();
  },
});
export const BagOver = scene('bag-over');
export const BuildUpStart = scene('build-up-start');
export const BuildUpMid = scene('build-up-mid', {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // U7: each building pile says the number it takes next (the zone's `caption:`), seen and heard.
    await expect(c.getByRole('group', { name: /^Building pile 1: \d+ cards?, next \d+$/ })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-label="Table"] .dh-row .dh-pile-count')).toHaveTextContent(/^next \d+$/);
  },
});
export const BuildUpOver = scene('build-up-over');
export const ArtOfArgumentStart = scene('art-of-argument-start');
export const ArtOfArgumentMid = scene('art-of-argument-mid');
export const ArtOfArgumentOver = scene('art-of-argument-over');
export const WordARoundStart = scene('wordaround-start');
export const WordARoundMid = scene('wordaround-mid');
export const WordARoundOver = scene('wordaround-over', {
  play: async ({ canvasElement }) => {
    // A race round in the log is a sentence with the winner's name and the word, not "seat 0 wins the race". The
    // round is over, so the word is written out (the hosted server names the card by a per-match alias only), as a
    // screen reader says it.
    const log = within(canvasElement).getByRole('list', { name: 'Moves, newest first' });
    await expect(log).toHaveTextContent(/(Ada|Bot \d) read “[a-z]+” first/);
    await expect(within(log).queryAllByRole('img', { name: 'the word' })).toEqual([]);
    await expect(log).not.toHaveTextContent(/seat \d/i);
  },
});

/** A standard card as it is printed: rank letter or number, suit symbol, red or black. */
const STANDARD = /^(ace|king|queen|jack|\d{1,2}) of (hearts|diamonds|clubs|spades)$/;

/** Crazy Eights is dressed in YAML only (`face: { rank, suit }`, labels, captions): it must look like a card game. */
export const CrazyEightsMid = scene('crazy-eights-mid', {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const hand = [...canvasElement.querySelectorAll('.dh-board-dock .dh-card')];
    await expect(hand.length).toBeGreaterThan(0);
    // Said as a player says them ("queen of spades"), drawn with the suit's symbol in the corner.
    for (const card of hand) {
      await expect(card.getAttribute('aria-label')).toMatch(STANDARD);
      await expect(card.querySelector('.dh-face-corner')?.textContent).toMatch(/^(A|K|Q|J|\d{1,2})[♠♥♦♣]$/);
    }
    // Hearts and diamonds in red, clubs and spades in black: two inks, each readable on the card.
    const inks = new Map<boolean, Set<string>>([[true, new Set()], [false, new Set()]]);
    for (const card of canvasElement.querySelectorAll('.dh-card-designed')) {
      const red = /[♥♦]/.test(card.querySelector('.dh-face-title')?.textContent ?? '');
      const ink = getComputedStyle(card).color;
      inks.get(red)!.add(ink);
      await expect(contrast(ink, getComputedStyle(card).backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
    await expect(inks.get(true)!.size).toBeLessThanOrEqual(1);
    await expect(inks.get(false)!.size).toBeLessThanOrEqual(1);
    const [red] = [...inks.get(true)!];
    const [black] = [...inks.get(false)!];
    if (red && black) await expect(luminance(red)).toBeGreaterThan(luminance(black));
    // The YAML's labels, not its names; a card its own move revealed is named in the log, not "(secret)".
    await expect(c.getByRole('group', { name: /^Discard pile: / })).toBeVisible();
    const log = c.getByRole('list', { name: 'Moves, newest first' });
    await expect(log).not.toHaveTextContent('(secret)');
    await expect(log).toHaveTextContent(/played (ace|king|queen|jack|\d{1,2}) of (hearts|diamonds|clubs|spades)/);
  },
});
export const CrazyEightsMidDark = darkScene('crazy-eights-mid');

/** The other newer games mid-game, as the live page draws them (apps/web's visual test compares the two). */
export const GoFishMid = scene('go-fish-mid', {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    // The rank is asked for by name (the standard card's `names:` for `of: rank`), as a player says it; the move
    // still sends the number.
    const ask = within(c.getByRole('form', { name: 'Ask' }));
    const ranks = within(ask.getByRole('group', { name: 'rank' }));
    await expect(ranks.getAllByRole('button').map((b) => b.textContent)).toEqual(['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King']);
    // Field titles start with a capital even where the YAML label is written lower case for sentences.
    await expect(ask.getByText('Player asked')).toBeVisible();
    const who = ask.getAllByRole('button').find((b) => /^Bot \d$/.test(b.textContent ?? '') && !(b as HTMLButtonElement).disabled)!;
    await userEvent.click(who);
    const held = ranks.getAllByRole('button').find((b) => !(b as HTMLButtonElement).disabled)!;
    await userEvent.click(held);
    await userEvent.click(ask.getByRole('button', { name: 'Ask' }));
    const [move, sent] = (args.onMove as ReturnType<typeof fn>).mock.calls[0] as [string, unknown[]];
    await expect(move).toBe('ask');
    await expect(typeof sent[1]).toBe('number');
  },
});
export const GoFishOver = scene('go-fish-over', {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // Every seat went out (all books are down): the result says how each did, nobody is struck through as "out".
    await expect(canvasElement.querySelector('.dh-seat[data-out]')).toBeNull();
    await expect(c.getByRole('group', { name: /^Ada: you, .*winner/ })).toBeVisible();
    await expect(c.getByRole('group', { name: /^Bot 2: .*2nd place/ })).toBeVisible();
  },
});
export const OldMaidOver = scene('old-maid-over', {
  play: async ({ canvasElement }) => {
    // Everyone but the one left holding the odd queen wins: the banner names the winners, it is no draw.
    const banner = within(canvasElement).getByRole('status', { name: 'Result' });
    await expect(banner).toHaveTextContent(/^Game over: Bot \d and Bot \d win$/);
  },
});
export const HeartsMid = scene('hearts-mid', {
  play: async ({ canvasElement }) => {
    // Every other seat, its tricks and points included, fits in the strip: nothing is cut off at its edge.
    const strip = canvasElement.querySelector<HTMLElement>('[aria-label="Other players"]')!;
    await expect(strip.scrollWidth).toBeLessThanOrEqual(strip.clientWidth + 1);
    await expect(within(strip).getAllByRole('group', { name: /tricks taken: .*points/i })).toHaveLength(3);
  },
});
export const OldMaidMid = scene('old-maid-mid', {
  play: async ({ canvasElement }) => {
    // A field's title starts its line with a capital ("Position in their fan"), though the YAML label is written
    // lower case to be read mid-sentence ("Choose a position in their fan").
    const titles = [...canvasElement.querySelectorAll('.dh-board-moves .dh-movebar-arg-name')].map((e) => e.textContent ?? '');
    for (const t of titles) await expect(t).toMatch(/^[A-Z]/);
    // One card left in their fan: there is no place to choose, and the move's own button draws it (as the card does).
    await expect(titles).not.toContain('Position in their fan');
    await expect(within(canvasElement.querySelector<HTMLElement>('.dh-board-moves')!).getByRole('button', { name: 'Draw' })).toBeEnabled();
    // A pair laid down reads as a player says it, by its rank, then which two ("…; Ada showed …" before).
    const log = within(canvasElement).getByRole('list', { name: 'Moves, newest first' });
    const pairs = within(log).getAllByRole('listitem').filter((li) => li.textContent?.includes(' lays down a pair of '));
    await expect(pairs.length).toBeGreaterThan(0);
    for (const li of pairs) await expect(li).toHaveTextContent(/^[\w ]+ lays down a pair of \w+: (\w+) of \w+ and \1 of \w+$/);
    // The only "showed" lines are the deal's: each seat's opening pairs, laid face up before anyone drew (the log is
    // newest first, so they come after every draw).
    const items = within(log).getAllByRole('listitem');
    const lastDraw = items.findLastIndex((li) => li.textContent?.includes(' drew a card from '));
    const shown = items.flatMap((li, i) => (li.textContent?.includes(' showed ') ? [i] : []));
    await expect(shown.length).toBeGreaterThan(0);
    for (const i of shown) await expect(i).toBeGreaterThan(lastDraw);
  },
});
export const RummyMid = scene('rummy-mid', {
  play: async ({ canvasElement }) => {
    // What the player can do now is at the top of the dock; the moves closed in this stage follow.
    const forms = [...canvasElement.querySelectorAll<HTMLFieldSetElement>('.dh-board-moves fieldset')];
    const open = forms.map((f) => !f.disabled);
    await expect(open[0]).toBe(true);
    await expect(open.indexOf(false) === -1 || open.slice(open.indexOf(false)).every((o) => !o)).toBe(true);
  },
});
export const SlapjackMid = scene('slapjack-mid', {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // The deck, dealt out at the start, is not on the table; counts say "card" for one and are said once.
    await expect(c.queryByRole('group', { name: /^Deck/ })).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(/\b1 cards\b/);
    for (const g of c.getAllByRole('group', { name: /^(Pile|Your stack|Bot \d's stack):/ })) {
      await expect(g.getAttribute('aria-label')).toMatch(/^[^:]+: \d+ cards?$/);
    }
  },
});
export const TrumpsMid = scene('trumps-mid');

/**
 * Expeditions is dressed in YAML only: five colours of ink, each colour also in words on the card and in its spoken
 * name ("blue 7", "green wager"), and every expedition's caption is what it scores now.
 */
export const ExpeditionsMid = scene('expeditions-mid', {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // The draw stage closes Play and Discard for one reason: both buttons in one box, the reason said once under them.
    const why = 'Only in the play stage; now: draw.';
    const closed = [...canvasElement.querySelectorAll('.dh-board-closed')].filter((b) => b.textContent?.includes(why));
    await expect(closed.length).toBe(1);
    await expect([...closed[0]!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Play', 'Discard']);
    await expect(c.getByRole('group', { name: 'Play' })).toHaveAccessibleDescription(why);
    await expect(c.getByRole('group', { name: 'Discard' })).toHaveAccessibleDescription(why);
    const hand = [...canvasElement.querySelectorAll('.dh-board-dock .dh-card')];
    await expect(hand.length).toBeGreaterThan(0);
    for (const card of hand) {
      const [, colour] = /^(yellow|blue|white|green|red) (?:\d+|wager)$/.exec(card.getAttribute('aria-label') ?? '') ?? [];
      await expect(colour).toBeDefined();
      await expect(card.querySelector('.dh-face-subtitle')).toHaveTextContent(colour!);
      await expect(contrast(getComputedStyle(card).color, getComputedStyle(card).backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
    // Each pile of a row is headed by the colour it is for (`row: { by: colour }`), seen and heard.
    await expect(c.getByRole('group', { name: /^Discard piles, yellow: / })).toBeVisible();
    const headings = [...canvasElement.querySelectorAll('[aria-label="Table"] > .dh-board-place > .dh-row .dh-pile-label')].map((e) => e.textContent);
    await expect(headings).toEqual(['yellow', 'blue', 'white', 'green', 'red']);
    // Every seat's five expeditions, each with its score: three seats at this table.
    const expeditions = c.getAllByRole('group', { name: /expeditions, (yellow|blue|white|green|red): \d+ cards?, -?\d+ points$/ });
    await expect(expeditions.length).toBe(15);
    // Each shows its whole column (`display: cascade`): every card, each one's corner index clear of the next card.
    const columns = expeditions.filter((g) => g.querySelectorAll('.dh-card').length > 1);
    await expect(columns.length).toBeGreaterThan(0);
    for (const g of columns) {
      const cards = [...g.querySelectorAll('.dh-card')];
      await expect(cards.length).toBe(Number(/: (\d+) cards?/.exec(g.getAttribute('aria-label')!)![1]));
      for (let i = 0; i + 1 < cards.length; i++) {
        const corner = cards[i]!.querySelector('.dh-face-corner:not(.dh-face-corner-end)')!;
        await expect(getComputedStyle(corner).visibility).toBe('visible');
        await expect(corner.getBoundingClientRect().bottom).toBeLessThanOrEqual(cards[i + 1]!.getBoundingClientRect().top + 0.5);
      }
    }
  },
});

/**
 * Spite and Malice's one Play move takes any card of the hand but only the top card of the pay-off pile and of each
 * discard pile (`top:` per source): the board offers exactly those, never a card buried in a discard pile.
 */
export const SpiteAndMaliceMid = scene('spite-and-malice-mid', {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const f = args.scene.fixture;
    const hand = new Set((f.view.zones['hand'] as (number | null)[][])[0]);
    const plays = f.legal.filter((a) => a.move === 'play').map((a) => a.args[0] as number);
    // This table has a play from the hand and one from the top of a discard pile.
    await expect(plays.some((id) => hand.has(id))).toBe(true);
    const fromPiles = plays.filter((id) => !hand.has(id));
    await expect(fromPiles.length).toBeGreaterThan(0);
    const offered = [...canvasElement.querySelectorAll<HTMLElement>('[data-legal="true"]')].map((e) => Number(e.dataset.card));
    await expect(offered.filter((id) => !hand.has(id)).sort()).toEqual([...new Set(fromPiles)].sort());
    // The cards under a discard pile's top are shown (the piles are fanned) but none is offered.
    const buried = (f.view.zones['discards'] as number[][][])[0]!.flatMap((p) => p.slice(0, -1));
    for (const id of buried) await expect(canvasElement.querySelector(`[data-card="${id}"][data-legal="true"]`)).toBeNull();
    // A move's pile buttons read as the log names the piles, by the argument's label, never by the YAML zone name.
    const buttons = (form: string) => [...within(c.getByRole('form', { name: form })).getByRole('group', { name: /pile$/ }).querySelectorAll('button')].map((b) => b.textContent);
    await expect(buttons('Play').slice(0, 4)).toEqual(['Centre pile 1', 'Centre pile 2', 'Centre pile 3', 'Centre pile 4']);
    await expect(buttons('Discard')).toEqual(['Discard pile 1', 'Discard pile 2', 'Discard pile 3', 'Discard pile 4']);
    // Every centre pile says the rank it takes next, by its name.
    await expect(c.getByRole('group', { name: /^Centre pile 1: \d+ cards?, next (ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen)$/ })).toBeVisible();
  },
});

/**
 * At the end every hand is shown: another seat's hand is a fan as players hold one, each card covered but for its
 * corner index, which stays readable and clear of the next card (no title peeking out under it).
 */
export const ExpeditionsOver = scene('expeditions-over', {
  play: async ({ canvasElement }) => {
    const fans = [...canvasElement.querySelectorAll('.dh-board-seat .dh-hand[data-fan="true"] .dh-hand-cards')];
    await expect(fans.length).toBe(2);
    for (const fan of fans) {
      const cards = [...fan.querySelectorAll(':scope > .dh-card')];
      await expect(cards.length).toBeGreaterThan(1);
      for (let i = 0; i + 1 < cards.length; i++) {
        const corner = cards[i]!.querySelector('.dh-face-corner:not(.dh-face-corner-end)')!;
        await expect(getComputedStyle(corner).visibility).toBe('visible');
        await expect(corner.getBoundingClientRect().right).toBeLessThanOrEqual(cards[i + 1]!.getBoundingClientRect().left + 0.5);
        await expect(getComputedStyle(cards[i]!.querySelector('.dh-face-title')!).visibility).toBe('hidden');
      }
    }
  },
});

/**
 * Expeditions at four players: each other seat's hand sits beside its chip and its five expeditions under them, so
 * three seats take one row on a wide screen (apps/web's visual test measures it at 1280×800 on the live page).
 */
export const ExpeditionsFourPlayers: Story = {
  args: { scene: { id: 'expeditions-four', game: 'expeditions', stage: 'mid', fixture: fixtures.expeditionsFour } },
  play: async ({ canvasElement }) => {
    const seats = [...canvasElement.querySelectorAll('.dh-board-seat')];
    await expect(seats.length).toBe(3);
    for (const seat of seats) {
      const head = seat.querySelector('.dh-board-seat-head')!;
      await expect(head.querySelector('.dh-seat')).not.toBeNull();
      await expect(head.querySelector('.dh-hand')).not.toBeNull();
      await expect(seat.querySelectorAll('.dh-board-zones [role="group"][aria-label*="expeditions, "]').length).toBe(5);
    }
    // What a move plays on is marked, so a small screen can put it first: the discard piles (taken from, discarded to).
    await expect(canvasElement.querySelector('.dh-board-place[data-targeted] [aria-label="Discard piles"]')).not.toBeNull();
  },
};

export const CribStart = scene('crib-start');
/** Crib (issue 36's combination-counting game): the choice of two cards for the crib, the counts said in the log. */
export const CribMid = scene('crib-mid', {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // Laying away takes exactly two cards of the six: the move's button says how many are still wanted.
    await expect(canvasElement.querySelectorAll('.dh-board-dock .dh-card').length).toBe(6);
    await expect(c.getByRole('button', { name: /Lay away/ })).toBeVisible();
    // Each count is said with its parts, numbers written into text by the YAML (`'fifteens ' + fifteens(…)`).
    const log = c.getByRole('list', { name: 'Moves, newest first' });
    await expect(log).toHaveTextContent(/counts \d+: fifteens \d+, pairs \d+, runs \d+, flush \d+, nobs \d+/);
  },
});
export const CribOver = scene('crib-over', {
  play: async ({ canvasElement }) => {
    // The first to 61 wins; the winner's counted hand shows its score in its caption.
    await expect(within(canvasElement).getByRole('status', { name: 'Result' })).toHaveTextContent(/wins?/);
  },
});

/** Every piece of text on the board reads at WCAG AA (4.5:1) against what it sits on; the board is dark when asked. */
function darkScene(id: string): Story {
  return scene(id, {
    parameters: { theme: 'dark' },
    play: async ({ canvasElement }) => {
      const board = canvasElement.querySelector('.dh-board')!;
      await expect(luminance(getComputedStyle(board).backgroundColor)).toBeLessThan(0.05);
      const texts = [...board.querySelectorAll('h2, span, legend, button, p, li')].filter((e) => e.children.length === 0 && e.textContent?.trim() && e.getClientRects().length > 0);
      await expect(texts.length).toBeGreaterThan(10);
      const low = texts
        .filter((e) => !(e as HTMLButtonElement).disabled && !e.closest('[disabled], [aria-disabled="true"]'))
        .map((e) => ({ text: e.textContent, ratio: contrast(getComputedStyle(e).color, backgroundOf(e)) }))
        .filter((t) => t.ratio < 4.5);
      await expect(low).toEqual([]);
    },
  });
}

/** Spades at its start: the bidding round, seat 0 to bid first: a number from 1 to 13, or nil (the `bid:` phase's two moves). */
export const SpadesStart = scene('spades-start', {
  play: async ({ canvasElement }) => {
    const moves = within(canvasElement.querySelector<HTMLElement>('.dh-board-moves')!);
    await expect(moves.getByRole('button', { name: /^Bid nil/ })).toBeVisible();
    // A bid of a number is its only choice: each number is a button that bids it (1 to 13).
    await expect(moves.getAllByRole('button', { name: /^([1-9]|1[0-3])$/ }).map((b) => b.textContent)).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 1)));
  },
});
/** Spades mid-hand: each seat's tricks say its bid, its tricks and its partnership's score and bags (one value per team). */
export const SpadesMid = scene('spades-mid', {
  play: async ({ canvasElement }) => {
    const strip = canvasElement.querySelector<HTMLElement>('[aria-label="Other players"]')!;
    await expect(within(strip).getAllByRole('group', { name: /tricks taken: .*bid \d+.*took \d+; team -?\d+, \d+ bags/i })).toHaveLength(3);
  },
});
/** Spades over: the result names the winning partnership and both its players. */
export const SpadesOver = scene('spades-over', {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status', { name: 'Result' });
    await expect(banner).toHaveTextContent(/Game over: (North-South|East-West) \(.+ and .+\) wins/);
  },
});

/** Golf, a solitaire: seven columns (each its top card and a count), the waste's top and the stock's count. */
export const GolfStart = scene('golf-start', {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('region', { name: 'Table' }));
    await expect(table.getAllByRole('group', { name: /^Column \d/ })).toHaveLength(7);
  },
});
export const GolfMid = scene('golf-mid');
/** Golf over: a solitaire is won or lost, with its score, never a draw. */
export const GolfOver = scene('golf-over', {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status', { name: 'Result' });
    await expect(banner).toHaveTextContent(/^Game over: Ada (wins|loses) with \d+/);
  },
});

/** Blackjack at its start: the dealer in a panel of its own (no seat chip), one card up and its hole card down. */
export const BlackjackStart = scene('blackjack-start', {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const dealer = within(c.getByRole('region', { name: 'Dealer' }));
    await expect(dealer.getByRole('heading', { name: 'Dealer' })).toBeVisible();
    await expect(dealer.getByRole('img', { name: 'face-down card' })).toBeVisible();
    // Not a seat: three seats at the table, and no chip says "Dealer".
    await expect(within(c.getByRole('region', { name: 'Other players' })).queryByText('Dealer')).toBeNull();
    await expect(within(canvasElement.querySelector<HTMLElement>('.dh-board-moves')!).getByRole('button', { name: /^Hit/ })).toBeVisible();
  },
});
export const BlackjackMid = scene('blackjack-mid');
/** Blackjack over: the dealer's hand turned up, each seat's last hand against it, the seats ahead of it winning. */
export const BlackjackOver = scene('blackjack-over', {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('list', { name: 'Last hand against the dealer' })).toBeVisible();
    await expect(within(c.getByRole('region', { name: 'Dealer' })).queryByRole('img', { name: 'face-down card' })).toBeNull();
    await expect(c.getByRole('status', { name: 'Result' })).toHaveTextContent(/^Game over: /);
  },
});
/** Hold'em at its start: the blinds posted (said in the log), every seat's chips beside its name, the pot on the board. */
export const HoldEmStart = scene('holdem-start', {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('region', { name: 'Table' }));
    await expect(table.getByText(/^pot 3$/)).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/chips 98/);
    await expect(within(canvasElement).getByRole('list', { name: 'Moves, newest first' })).toHaveTextContent(/posts 2/);
  },
});
/** Hold'em after the flop, seat 0 to act: the betting moves the round offers it, by kind (an amount is a field). */
export const HoldEmMid = scene('holdem-mid', {
  play: async ({ canvasElement }) => {
    const moves = within(canvasElement.querySelector<HTMLElement>('.dh-board-moves')!);
    await expect(moves.getAllByRole('button', { name: /^(Fold|Check|Call|Bet|Raise to|All in)/ }).length).toBeGreaterThanOrEqual(2);
    await expect(within(canvasElement).getByText(/^pot \d+$/)).toBeVisible();
  },
});
/** Hold'em over: one player holds every chip, or the chips rank the table. */
export const HoldEmOver = scene('holdem-over', {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Result' })).toHaveTextContent(/Game over/);
  },
});
/** Klondike: seven cascading columns (face-down cards under a face-up one) and four foundations headed by suit. */
export const KlondikeStart = scene('klondike-start', {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('region', { name: 'Table' }));
    await expect(table.getAllByRole('group', { name: /^Column \d/ })).toHaveLength(7);
    for (const suit of ['clubs', 'diamonds', 'hearts', 'spades']) await expect(table.getByRole('group', { name: new RegExp(suit, 'i') })).toBeVisible();
  },
});
export const KlondikeMid = scene('klondike-mid');
/** Klondike over: won with 52 or lost with the cards home. */
export const KlondikeOver = scene('klondike-over', {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status', { name: 'Result' });
    await expect(banner).toHaveTextContent(/^Game over: Ada (wins|loses) with \d+/);
  },
});

/** The dark token set, forced (the live page follows the OS): your hand, labels and controls stay readable. */
export const BagMidDark = darkScene('bag-mid');
export const BuildUpMidDark = darkScene('build-up-mid');
export const ArtOfArgumentMidDark = darkScene('art-of-argument-mid');
export const WordARoundMidDark = darkScene('wordaround-mid');
