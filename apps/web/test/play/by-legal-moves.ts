/**
 * Plays one seat of a match through the page, choosing each time a random one of the moves the server lists as legal
 * for it (the referee's `G.legal`: a move first, uniformly, then one of its argument tuples), and doing it the way a
 * person does: the cards it takes clicked on the board, then the place the picked card goes (a drop target naming
 * that very move, or a panel's button), else the move's form (its choices, then its button). By mouse, a card with
 * several places to go is dragged onto the chosen one (a pile, the seat it asks), card and place in one gesture. By
 * keyboard, every control is reached with Tab and pressed with Enter.
 *
 * What counts as one action (a "click" of the tally): a press and release of the mouse on a control, or a press
 * that picks a card up and its release on the place it goes (a drag), or by keyboard one Enter on a control (the
 * Tab presses that reach it are not counted); typing into a field counts nothing. Fails when a chosen move cannot be reached, when the page
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
  /** How many cards a `cards` argument takes (a literal, or an expression). */
  count?: unknown;
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

/**
 * Whether picking the cards of this play, the last one included, makes it: its move is the only open move taking
 * cards, takes a fixed number (two or more) of them and nothing else, and the server lists that very set (not a
 * truncated list). The board's rule (GameBoard's completedPick), held here as the players' expectation.
 */
export function pickSends(shapes: MoveShapes, legal: Legal, move: string, args: unknown[]): boolean {
  const takers = Object.keys(legal.moves).filter((m) => argsOf(shapes, m).some((a) => a.type === 'card' || a.type === 'cards'));
  const shape = argsOf(shapes, move);
  if (takers.length !== 1 || takers[0] !== move || shape.length !== 1 || shape[0]!.type !== 'cards') return false;
  const n = typeof shape[0]!.count === 'number' ? shape[0]!.count : typeof shape[0]!.count === 'string' && /^\d+$/.test(shape[0]!.count.trim()) ? Number(shape[0]!.count) : undefined;
  const l = legal.moves[move]!;
  const key = (v: unknown) => JSON.stringify([...(v as number[])].sort((a, b) => a - b));
  return n !== undefined && n >= 2 && (args[0] as unknown[]).length === n && !l.truncated && l.args.some((t) => key(t[0]) === key(args[0]));
}

/** A move made by a card and where it goes (a pile, a seat), and nothing else: a card a person may drag there. */
const dragsTo = (shape: ArgShape[]) => shape.filter((a) => a.type === 'card').length === 1 && shape.length >= 2 && shape.every((a) => a.type === 'card' || a.type === 'pile' || a.type === 'seat');

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
  // By mouse only: a drag counts as one action (the card pressed, carried, released on its place).
  const drag = limits.keyboard ? undefined : async (card: Locator, place: Locator, what: string) => {
    tally.clicks++;
    return dragVisible(page, card, place, what);
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
      await make(page, { press, type, drag }, shapes, move, args, what, () => pageState().then((s) => s > stateID), !confirm && oneClick(shapes, legal, move, args), { legal, faces: referee.latest.faces ?? {}, confirm });
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
    // Only a refusal of a move made from this state: one of an earlier move can arrive after the state it was made
    // from was replaced (a race opened as the page said ready) and stays shown until the next state.
    const serverRefused = () => page.locator(`.match-board[data-rejected-state="${stateID}"] .dh-board-rejection[role="alert"]`).filter({ hasText: /^Not played:/ });
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
interface Acts {
  press: (l: Locator, what: string) => Promise<void>;
  type: (l: Locator, text: string, what: string) => Promise<void>;
  /** Drags a card onto a place (by mouse only); false when no such place showed while it was carried. */
  drag: ((card: Locator, place: Locator, what: string) => Promise<boolean>) | undefined;
}

async function make(page: Page, { press, type, drag }: Acts, shapes: MoveShapes, move: string, args: unknown[], what: string, moved: () => Promise<boolean>, single: boolean, seen: { legal: Legal; faces: NonNullable<SeatState['faces']>; confirm: boolean }): Promise<void> {
  const board = page.locator('.dh-board');
  const shape = argsOf(shapes, move);
  // A place that sends exactly this move (a drop target on a pile, a seat's box, a panel's answer button).
  const direct = board.locator(`[data-move="${move}"][data-args='${JSON.stringify(args)}']:not(:disabled)`);
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
    const alike = (seen.legal.moves[move]?.args ?? []).filter((t) => t[v] === args[v]).length;
    const asking = board.locator(`.dh-board-dock button.dh-card[data-card="${id}"]`);
    // Several seats to ask: by mouse, the card is dragged onto the seat asked.
    const seatAt = shape.findIndex((a) => a.type === 'seat');
    if (alike > 1 && drag && seatAt >= 0) {
      // The seat's box brought into view first, as a person swipes the strip of seats to see it (a scroll, not a click).
      await board.locator(`.dh-board-seat[data-seat="${String(args[seatAt])}"]`).evaluate((e) => e.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
      if (await drag(asking, direct, `card ${id} onto the seat for ${what}`)) return;
      throw new Unreachable(`${what}: card ${id} carried, but the seat to ask showed no place to drop it`);
    }
    await press(asking, `card ${id} for its ${attr}`);
    if (alike === 1 && !seen.confirm) {
      if (await waitUntilTrue(moved, 10_000)) return;
      throw new Unreachable(`${what}: the only question with that card, but a click on it did not ask it`);
    }
  }
  const cards = shape.flatMap((a, i) => (a.type === 'card' ? [args[i] as number] : a.type === 'cards' ? (args[i] as number[]) : []));
  const sends = !seen.confirm && pickSends(shapes, seen.legal, move, args);
  for (const id of cards) {
    const card = board.locator(`button.dh-card[data-card="${id}"]:not(:disabled)`);
    if ((await card.count()) === 0) throw new Unreachable(`${what}: card ${id} is not a button on the page`);
    // A card with several places to go, by mouse: carried onto the chosen one. Where no place shows for it (the move
    // is finished in its form), it is put back where it was, picked, and the form goes on (the gesture counted).
    if (cards.length === 1 && !single && drag && dragsTo(shape)) {
      if (await drag(card.first(), direct, `card ${id} onto the place for ${what}`)) return;
      if ((await card.first().getAttribute('aria-pressed')) === 'true') break;
    }
    await press(card.first(), `card ${id}`);
    // A card with exactly one legal play plays on this one click (the table's convention); the page must do it.
    if (cards.length === 1 && single) {
      if (await waitUntilTrue(moved, 10_000)) return;
      throw new Unreachable(`${what}: the card's one legal play, but a click on it did not play it`);
    }
  }
  // The last card of a pick of a fixed number makes the move (the table's convention); the page must do it.
  if (sends) {
    if (await waitUntilTrue(moved, 10_000)) return;
    throw new Unreachable(`${what}: the pick's last card, but it did not make the move`);
  }
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
    // A choice of one value is no choice: the form shows none, and its button sends that value.
    if (shape.length === 1 && !seen.confirm && (await form.locator(`[data-arg="${a.name}"]`).count()) === 0) continue;
    const choice = form.locator(`[data-arg="${a.name}"] button[data-value='${JSON.stringify(v)}']`);
    if ((await choice.count()) === 0 || (await choice.isDisabled())) throw new Unreachable(`${what}: ${a.name} = ${JSON.stringify(v)} is not offered in the form`);
    if ((await choice.getAttribute('aria-pressed')) !== 'true') await press(choice, `${a.name} = ${JSON.stringify(v)}`);
    // The move's only argument, chosen by a button: the choice is the move (the table's convention); the page must send it.
    if (shape.length === 1 && !seen.confirm) {
      if (await waitUntilTrue(moved, 10_000)) return;
      throw new Unreachable(`${what}: the move's one choice pressed, but it did not make the move`);
    }
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
  const at = await visiblePoint(target, what);
  await target.page().mouse.click(at.x, at.y);
}

/**
 * A drag as a person makes it: the card pressed where it shows, moved far enough to lift it (the board's drag starts
 * after a few pixels), then carried to the place that shows for it and released there. False when no such place
 * showed, or it showed off screen (the card is then released where it was lifted: put back, still picked, and the
 * place is clicked next).
 */
async function dragVisible(page: Page, card: Locator, place: Locator, what: string): Promise<boolean> {
  const from = await visiblePoint(card, what);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y - 12, { steps: 3 });
  const shown = await place.first().waitFor({ state: 'visible', timeout: 3000 }).then(() => true, () => false);
  const box = shown ? await place.first().boundingBox() : null;
  // The part of the place inside the window: a person releases over what they see of it.
  const view = page.viewportSize()!;
  const left = Math.max(box?.x ?? 0, 0);
  const top = Math.max(box?.y ?? 0, 0);
  const right = Math.min(box ? box.x + box.width : 0, view.width);
  const bottom = Math.min(box ? box.y + box.height : 0, view.height);
  if (!box || right - left < 4 || bottom - top < 4) {
    await page.mouse.move(from.x, from.y, { steps: 3 });
    await page.mouse.up();
    return false;
  }
  await page.mouse.move((left + right) / 2, (top + bottom) / 2, { steps: 8 });
  // Carried near the edge of an area that scrolls, the area scrolls under the card: a person follows the place with
  // their eyes and lets go over it when it holds still.
  for (let look = 0; look < 5; look++) {
    await page.waitForTimeout(80);
    const now = await place.first().boundingBox();
    if (!now) break;
    const x = Math.min(Math.max(now.x + now.width / 2, 2), view.width - 2);
    const y = Math.min(Math.max(now.y + now.height / 2, 2), view.height - 2);
    if (Math.abs(now.x - box.x) < 1 && Math.abs(now.y - box.y) < 1 && look > 0) break;
    box.x = now.x;
    box.y = now.y;
    await page.mouse.move(x, y, { steps: 2 });
  }
  await page.mouse.up();
  return true;
}

/** Where a person would click: see clickVisible. */
async function visiblePoint(target: Locator, what: string): Promise<{ x: number; y: number }> {
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
  return at;
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
