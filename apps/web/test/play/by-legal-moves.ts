/**
 * Plays one seat of a match through the page, choosing each time a random one of the moves the server lists as legal
 * for it (the referee's `G.legal`: a move first, uniformly, then one of its argument tuples), and doing it the way a
 * person does: the cards it takes clicked on the board, then the place the picked card goes (a drop target naming
 * that very move, or a panel's button), else the move's form (its choices, then its button). By keyboard, every
 * control is reached with Tab and pressed with Enter. Fails when a chosen move cannot be reached, when the page
 * offers a card or a move the server does not list, or when the server refuses what the page sent; a move made stale
 * by the server's next state (a bot, a race, a timer) before it was sent is chosen again, not failed.
 */
import type { Locator, Page } from 'playwright-core';
import { describePage } from './table';
import type { Legal, Referee, SeatState } from './referee';

/** A client def's move arguments, as read here (the part of @deckhand/dsl's ArgDef the driver needs). */
export interface ArgShape {
  name: string;
  type: string;
  min?: unknown;
  max?: unknown;
  /** A value of this card attribute (`of: rank`): a card of the seat's own hand showing it may stand for it. */
  of?: string;
}

/** A place in a pile (Old Maid's fan): typed into a field counted from 1, as the page shows it (MoveBar's isPosition). */
const isPosition = (a: ArgShape) => a.type === 'number' && a.min === 0 && typeof a.max === 'string' && /^count\(.+\)\s*-\s*1$/.test(a.max.trim());
export type MoveShapes = Record<string, { args: ArgShape[] }>;

export interface PlayLimits {
  keyboard: boolean;
  /** The page's "confirm moves" preference is on: no move is made by one click. */
  confirm?: boolean;
  seed: number;
  /** This seat's moves at most. */
  maxMoves: number;
  /** Wall-clock end (Date.now()) of this match's play. */
  deadline: number;
}

export interface PlayTally {
  moves: number;
  /** Clicks (or Enter presses) it took, over all moves. */
  clicks: number;
  /** Clicks each move made took (moves chosen again, stale, not counted), in order: for the median per game. */
  perMove: number[];
  /** Moves chosen again because the server's state moved on first. */
  stale: number;
  byMove: Record<string, number>;
  over: boolean;
  /** Why play stopped before the end, when it did. */
  bounded?: string;
}

/** mulberry32: a small seeded generator, so a failing run's choices can be told (its seed is in the failure). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RACE_TEXT: Record<string, ArgShape[]> = { raceAnswer: [{ name: 'answer', type: 'text' }] };

function argsOf(shapes: MoveShapes, move: string): ArgShape[] {
  return shapes[move]?.args ?? RACE_TEXT[move] ?? [];
}

/** Every card id some legal tuple takes. */
function legalCards(shapes: MoveShapes, legal: Legal): Set<number> {
  const out = new Set<number>();
  for (const [move, m] of Object.entries(legal.moves)) {
    argsOf(shapes, move).forEach((a, i) => {
      for (const t of m.args) {
        const v = t[i];
        if (a.type === 'card' && typeof v === 'number') out.add(v);
        if (a.type === 'cards' && Array.isArray(v)) for (const c of v) out.add(c as number);
      }
    });
  }
  return out;
}

class Unreachable extends Error {}

/**
 * Whether a click on the card of this play should make it at once: the card is taken by exactly one legal tuple of
 * all, its move takes that card and nothing else of the kind, and no open move picks several cards at once (then a
 * click adds to a pick). The board's rule (GameBoard's oneClickPlay), held here as the players' expectation.
 */
export function oneClick(shapes: MoveShapes, legal: Legal, move: string, args: unknown[]): boolean {
  const shape = argsOf(shapes, move);
  const cardAt = shape.findIndex((a) => a.type === 'card');
  if (cardAt < 0 || shape.filter((a) => a.type === 'card' || a.type === 'cards').length !== 1) return false;
  const id = args[cardAt];
  let takers = 0;
  for (const [m, l] of Object.entries(legal.moves)) {
    const sh = argsOf(shapes, m);
    if (sh.some((a) => a.type === 'cards')) return false;
    sh.forEach((a, i) => {
      if (a.type === 'card') for (const t of l.args) if (t[i] === id) takers++;
    });
  }
  return takers === 1;
}

export async function playByLegalMoves(page: Page, referee: Referee, shapes: MoveShapes, limits: PlayLimits): Promise<PlayTally> {
  const rnd = random(limits.seed);
  const confirm = limits.confirm ?? false;
  const tally: PlayTally = { moves: 0, clicks: 0, perMove: [], stale: 0, byMove: {}, over: false };
  const pageState = () => page.locator('.match-board').getAttribute('data-state').then(Number);
  const press = async (target: Locator, what: string) => {
    tally.clicks++;
    if (!limits.keyboard) return clickVisible(target, what);
    await tabTo(page, target, what);
    await page.keyboard.press('Enter');
  };
  const type = async (field: Locator, text: string, what: string) => {
    if (!limits.keyboard) return field.fill(text, { timeout: 5000 });
    await tabTo(page, field, what);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(text);
  };
  for (;;) {
    const { stateID, legal, over } = referee.latest;
    if (over) {
      tally.over = true;
      return tally;
    }
    if (tally.moves >= limits.maxMoves) return { ...tally, bounded: `${limits.maxMoves} moves` };
    if (Date.now() > limits.deadline) return { ...tally, bounded: 'time' };
    const open = Object.entries(legal?.moves ?? {}).filter(([, m]) => m.text || m.args.length > 0);
    if (!legal || open.length === 0) {
      await referee.changed(stateID, 2000);
      continue;
    }
    // The page draws the state the referee holds (it may lag a moment): act only then.
    const drawn = await waitUntil(async () => (await pageState()) >= stateID, 10_000);
    if (!drawn || referee.latest.stateID !== stateID) continue;
    await checkOffers(page, shapes, legal, () => referee.latest.stateID === stateID);
    const [move, m] = open[Math.floor(rnd() * open.length)]!;
    const args = m.text ? ['not a word'] : m.args[Math.floor(rnd() * m.args.length)]!;
    const what = `${move}(${JSON.stringify(args)})`;
    const clicksBefore = tally.clicks;
    try {
      await make(page, press, type, shapes, move, args, what, () => pageState().then((s) => s > stateID), !confirm && oneClick(shapes, legal, move, args), { legal, faces: referee.latest.faces ?? {}, confirm });
    } catch (e) {
      // The server moved on meanwhile (a bot, a race, a timer): what was chosen may no longer be offered.
      if (referee.latest.stateID !== stateID || (await pageState()) !== stateID) {
        tally.stale++;
        continue;
      }
      throw new Error(`${(e as Error).message}\nseed ${limits.seed}, ${limits.keyboard ? 'keyboard' : 'mouse'}, state ${stateID}\n${await describePage(page)}`);
    }
    // The server's answer: a new state, or a refusal the page shows.
    // (The board's other alerts, a card that does not play saying why, are the page's own words, not the server's.)
    const serverRefused = () => page.locator('.dh-board-rejection[role="alert"]').filter({ hasText: /^Not played:/ });
    const answered = await waitUntil(async () => (await pageState()) > stateID || (await serverRefused().count()) > 0, 15_000);
    const refused = await serverRefused().allInnerTexts();
    // A race round closes on the server's clock, with no new state to say so: an answer that reached it after the
    // round's time is refused as late ("Too late: that round is over"). The page offered a move that was legal when
    // drawn; that is the race, not the page offering a refused move.
    const late = refused.length > 0 && refused.every((r) => /Too late/i.test(r));
    if (refused.length && !late && referee.latest.stateID === stateID && (await pageState()) === stateID) {
      throw new Error(`the page offered ${what} and the server refused it: ${refused.join(' ')}\nseed ${limits.seed}\n${await describePage(page)}`);
    }
    if (!answered && referee.latest.stateID === stateID) throw new Error(`nothing happened after ${what}\nseed ${limits.seed}\n${await describePage(page)}`);
    if (refused.length) {
      tally.stale++;
      continue;
    }
    tally.moves++;
    tally.perMove.push(tally.clicks - clicksBefore);
    tally.byMove[move] = (tally.byMove[move] ?? 0) + 1;
    await referee.changed(stateID, 10_000);
  }
}

/** Does one chosen move through the page; returns early when a click already made it (one-click play). */
async function make(page: Page, press: (l: Locator, what: string) => Promise<void>, type: (l: Locator, text: string, what: string) => Promise<void>, shapes: MoveShapes, move: string, args: unknown[], what: string, moved: () => Promise<boolean>, single: boolean, seen: { legal: Legal; faces: NonNullable<SeatState['faces']>; confirm: boolean }): Promise<void> {
  const board = page.locator('.dh-board');
  const shape = argsOf(shapes, move);
  // Nothing picked from an earlier try.
  // One at a time, the first each time: a card put down leaves the picked set, so a list read before would shift.
  const picked = board.locator('button.dh-card[aria-pressed="true"]');
  for (let left = await picked.count(); left > 0; left--) {
    await press(picked.first(), 'a picked card, to put it down');
    if ((await picked.count()) === 0) break;
  }
  // A value a card of the hand shows (Go Fish's rank): that card is clicked, as a player asks with it; the one legal
  // tuple with that value is made at once, else the seat asked is clicked next (its panel names the move and args).
  const v = shape.findIndex((a) => a.type === 'number' && typeof a.of === 'string');
  if (v >= 0 && shape.every((a, i) => i === v || a.type === 'seat')) {
    const attr = shape[v]!.of!;
    const ids = await board.locator('.dh-board-dock button.dh-card[data-legal="true"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))));
    const id = ids.find((c) => seen.faces[c]?.attrs[attr] === args[v]);
    if (id === undefined) throw new Unreachable(`${what}: no card of the hand shows ${attr} ${JSON.stringify(args[v])}`);
    await press(board.locator(`.dh-board-dock button.dh-card[data-card="${id}"]`), `card ${id} for its ${attr}`);
    const alike = (seen.legal.moves[move]?.args ?? []).filter((t) => t[v] === args[v]).length;
    if (alike === 1 && !seen.confirm) {
      if (await waitUntilTrue(moved, 10_000)) return;
      throw new Unreachable(`${what}: the only question with that card, but a click on it did not ask it`);
    }
  }
  const cards = shape.flatMap((a, i) => (a.type === 'card' ? [args[i] as number] : a.type === 'cards' ? (args[i] as number[]) : []));
  for (const id of cards) {
    const card = board.locator(`button.dh-card[data-card="${id}"]:not(:disabled)`);
    if ((await card.count()) === 0) throw new Unreachable(`${what}: card ${id} is not a button on the page`);
    await press(card.first(), `card ${id}`);
    // A card with exactly one legal play plays on this one click (the table's convention); the page must do it.
    if (cards.length === 1 && single) {
      if (await waitUntilTrue(moved, 10_000)) return;
      throw new Unreachable(`${what}: the card's one legal play, but a click on it did not play it`);
    }
  }
  // A place that sends exactly this move (a drop target on a pile, a panel's answer button).
  const direct = board.locator(`[data-move="${move}"][data-args='${JSON.stringify(args)}']:not(:disabled)`);
  if ((await direct.count()) > 0) return press(direct.first(), `the place for ${what}`);
  const form = board.locator(`form[data-move="${move}"]`);
  if ((await form.count()) === 0 || (await form.locator('fieldset[disabled]').count()) > 0) throw new Unreachable(`${what}: no open form for ${move}`);
  for (const [i, a] of shape.entries()) {
    const v = args[i];
    if (a.type === 'card' || a.type === 'cards') continue;
    const input = form.locator(`input[data-arg="${a.name}"]`);
    if ((await input.count()) > 0) {
      await type(input, String(isPosition(a) ? (v as number) + 1 : v), a.name);
      continue;
    }
    const choice = form.locator(`[data-arg="${a.name}"] button[data-value='${JSON.stringify(v)}']`);
    if ((await choice.count()) === 0 || (await choice.isDisabled())) throw new Unreachable(`${what}: ${a.name} = ${JSON.stringify(v)} is not offered in the form`);
    if ((await choice.getAttribute('aria-pressed')) !== 'true') await press(choice, `${a.name} = ${JSON.stringify(v)}`);
  }
  const submit = form.locator('button[type="submit"]');
  if (await submit.isDisabled()) throw new Unreachable(`${what}: the form's button stays disabled`);
  await press(submit, `${move}'s button`);
}

/** The page offers nothing the server does not list: every card it marks playable, every move form it opens. */
async function checkOffers(page: Page, shapes: MoveShapes, legal: Legal, current: () => boolean): Promise<void> {
  const cards = await page.locator('.dh-board button.dh-card[data-legal="true"]:not(:disabled)').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))));
  const forms = await page.locator('.dh-board form[data-move]').evaluateAll((els) =>
    els.filter((f) => !(f.querySelector('fieldset') as HTMLFieldSetElement).disabled).map((f) => f.getAttribute('data-move')!));
  if (!current()) return;
  const ok = legalCards(shapes, legal);
  // A card of the seat's own hand may stand for a value an open move asks for (Go Fish's rank): the page knows its face.
  const asks = Object.keys(legal.moves).some((m) => argsOf(shapes, m).some((a) => a.type === 'number' && typeof a.of === 'string'));
  const own = asks ? new Set(await page.locator('.dh-board-dock button.dh-card[data-legal="true"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))))) : new Set<number>();
  const extraCards = cards.filter((c) => !ok.has(c) && !own.has(c));
  const extraMoves = forms.filter((f) => !legal.moves[f]);
  if (extraCards.length || extraMoves.length) {
    throw new Error(`the page offers what the server does not list: cards ${JSON.stringify(extraCards)}, moves ${JSON.stringify(extraMoves)}\n${await describePage(page)}`);
  }
}

/**
 * Clicks where the control shows: a card in an overlapped hand shows only its left strip, and a person clicks there,
 * not at its middle, which the next card covers. A control with no point on top of the page cannot be clicked: it
 * fails as unreachable.
 */
async function clickVisible(target: Locator, what: string): Promise<void> {
  // Where a person would click: a point of the control that is on top, after scrolling it into view (the dock and
  // the table scroll on their own). A real mouse click there, with no wait for the page to hold still.
  // A person looks again when a card is still sliding into place (layout animations move it under its neighbours for a
  // moment) or sits at the edge of a scrolled area: two more looks, a moment apart, the second scrolled to the middle.
  // Each look finds the control anew: a re-render may have replaced the element the last look saw.
  let at: { x: number; y: number } | null = null;
  let seen = 'not on the page';
  for (let look = 0; look < 3 && !at; look++) {
    if (look > 0) await target.page().waitForTimeout(300);
    const el = await target.elementHandle({ timeout: 5000 }).catch(() => null);
    if (!el) continue;
    const found = await el.evaluate((e, block) => {
      e.scrollIntoView({ block, inline: 'nearest' });
      const r = e.getBoundingClientRect();
      for (let y = 0.5; y > 0.05; y -= 0.2) {
        for (let x = 0.5; x >= 0.02; x = x > 0.2 ? x - 0.15 : x - 0.05) {
          const px = r.left + r.width * x;
          const py = r.top + r.height * y;
          const hit = document.elementFromPoint(px, py);
          if (hit && (hit === e || e.contains(hit))) return { x: px, y: py };
        }
      }
      // What a person sees there instead: for the failure's message.
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const name = (n: Element | null) => (n ? `${n.tagName.toLowerCase()}.${[...n.classList].join('.')}${n.closest('[aria-label]') ? ` in "${n.closest('[aria-label]')!.getAttribute('aria-label')}"` : ''}` : 'nothing');
      return `at (${Math.round(r.left)}, ${Math.round(r.top)}) ${Math.round(r.width)}×${Math.round(r.height)} in a ${innerWidth}×${innerHeight} window scrolled to ${Math.round(scrollY)}; on top there: ${name(hit)}`;
    }, (look === 2 ? 'center' : 'nearest') as ScrollLogicalPosition).catch((err: unknown) => `gone while looked at (${String(err).split('\n')[0]})`);
    if (typeof found === 'string') seen = found;
    else at = found;
  }
  if (!at) throw new Unreachable(`${what}: covered everywhere (or gone), nothing of it can be clicked: ${seen}`);
  await target.page().mouse.click(at.x, at.y);
}

/** Tab until `target` has the focus (bounded): a control a keyboard cannot reach fails here. */
async function tabTo(page: Page, target: Locator, what: string): Promise<void> {
  const el = await target.elementHandle({ timeout: 10_000 });
  if (!el) throw new Unreachable(`${what}: not on the page`);
  for (let i = 0; i < 400; i++) {
    if (await el.evaluate((e) => e === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Unreachable(`${what}: not reached by 400 presses of Tab`);
}

const waitUntilTrue = (ok: () => Promise<boolean>, timeout: number) => waitUntil(ok, timeout);

async function waitUntil(ok: () => Promise<boolean>, timeout: number): Promise<boolean> {
  const end = Date.now() + timeout;
  for (;;) {
    if (await ok()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
}
