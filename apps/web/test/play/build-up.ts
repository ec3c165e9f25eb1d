/**
 * A Build Up player at the page, by mouse or by keyboard: on each of its turns it plays what the page marks
 * playable — the top of its stockpile first (that is how the game is won), else a number card, else a wild —
 * picking the card up, and then one of the places the page offers for it when there are several (a card with one
 * place plays at once); with nothing playable left it ends the turn. It never plays a card the page did not mark.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { describeFocus, focused, pressUntil, reachCard } from './keyboard';
import { boardState, dropTargets, nextState, pickedUp, playableCards, settle, waitFor, type Playable } from './table';

export interface Tally {
  plays: number;
  /** Plays that went through a choice of place (several drop targets). */
  targeted: number;
  turnsEnded: number;
  /** Keyboard only: times focus was checked (on the board, ring showing). */
  focusChecks: number;
}

/** Which playable card to play: the stockpile's top, else a number, else a wild. */
export function choose(cards: readonly Playable[]): Playable {
  return cards.find((c) => c.group.startsWith('Your stockpile')) ?? cards.find((c) => c.name !== 'wild') ?? cards[0]!;
}

/** Our turn (something playable or the turn may be ended), or the end. */
const ourMoveOrEnd = () => {
  if (document.querySelector('.match-board')?.getAttribute('data-over') === 'true') return true;
  if (document.querySelector('.dh-board button.dh-card[data-legal="true"]:not(:disabled)')) return true;
  const end = document.querySelector('.dh-board-moves form[aria-label="End turn"] fieldset') as HTMLFieldSetElement | null;
  return end !== null && !end.disabled;
};

/** Every place offered says what pointing at it does: "Play 4 on building pile 2", "Play wild on a new building pile". */
async function expectPlaces(page: Page, card: Playable): Promise<string[]> {
  const places = await dropTargets(page);
  for (const t of places) expect(t).toMatch(new RegExp(`^Play ${card.name} on (building pile \\d|a new building pile)$`));
  return places;
}

export async function playBuildUpByMouse(page: Page, maxActions = 200): Promise<Tally> {
  const tally: Tally = { plays: 0, targeted: 0, turnsEnded: 0, focusChecks: 0 };
  for (let i = 0; i < maxActions; i++) {
    await waitFor(page, 'our move or the end of the game', ourMoveOrEnd);
    const { state, over } = await boardState(page);
    if (over) return tally;
    const cards = await playableCards(page);
    if (cards.length === 0) {
      // U12: nothing playable is left, so the only thing offered is to end the turn.
      await page.getByRole('form', { name: 'End turn' }).getByRole('button', { name: 'End turn' }).click();
      await nextState(page, state, 'ending the turn');
      tally.turnsEnded++;
      continue;
    }
    const card = choose(cards);
    // Only cards the page marks playable are buttons; the rest of the hand is drawn as pictures.
    await page.locator(`.dh-board button.dh-card[data-card="${card.id}"]`).click();
    if ((await pickedUp(page, state, card.name)) === 'choose') {
      const places = await expectPlaces(page, card);
      await page.getByRole('button', { name: places[0]!, exact: true }).click();
      tally.targeted++;
    }
    await nextState(page, state, `playing ${card.name} from ${card.group}`);
    tally.plays++;
  }
  throw new Error(`Build Up did not end within ${maxActions} actions`);
}

/**
 * The same player with the keyboard only: Tab into the dock, the arrow keys to the card, Enter to pick it up, Enter
 * on the place focus moves to (once, Escape first: the card goes back and keeps focus), Tab to "End turn". After
 * every action of ours, and whenever our move comes round again, focus must be on a control of the board (never
 * back on <body>) with its focus ring showing.
 */
export async function playBuildUpByKeyboard(page: Page, maxActions = 200): Promise<Tally & { escaped: boolean }> {
  const tally = { plays: 0, targeted: 0, turnsEnded: 0, focusChecks: 0, escaped: false };
  let started = false;
  const expectFocusKept = async (when: string) => {
    await settle(page);
    const f = await focused(page);
    expect(f.inBoard, `focus ${when}: ${describeFocus(f)}`).toBe(true);
    expect(f.ring, `focus ring ${when}: ${describeFocus(f)}`).toBe(true);
    tally.focusChecks++;
  };
  for (let i = 0; i < maxActions; i++) {
    await waitFor(page, 'our move or the end of the game', ourMoveOrEnd);
    const { state, over } = await boardState(page);
    if (over) return tally;
    if (started) await expectFocusKept('when our move came round');
    const cards = await playableCards(page);
    if (cards.length === 0) {
      expect(await pressUntil(page, 'Tab', (f) => f.tag === 'BUTTON' && f.name === 'End turn'), 'Tab reaches "End turn"').toBe(true);
      await page.keyboard.press('Enter');
      await nextState(page, state, 'ending the turn (Enter)');
      tally.turnsEnded++;
    } else {
      const card = choose(cards);
      expect(await reachCard(page, card.id), `the keys reach ${card.name} in ${card.group}`).toBe(true);
      await page.keyboard.press('Enter');
      if ((await pickedUp(page, state, card.name)) === 'choose') {
        await expectPlaces(page, card);
        // Picking the card up moved focus to the first place it may go.
        await settle(page);
        let f = await focused(page);
        expect(f.className, `focus after picking ${card.name} up: ${describeFocus(f)}`).toContain('dh-pile-drop');
        expect(f.ring).toBe(true);
        if (!tally.escaped) {
          // Escape puts the card back: the places go, focus returns to the card; Enter picks it up again.
          tally.escaped = true;
          await page.keyboard.press('Escape');
          await settle(page);
          f = await focused(page);
          expect(f.card, `focus after Escape: ${describeFocus(f)}`).toBe(card.id);
          expect(await dropTargets(page)).toEqual([]);
          await page.keyboard.press('Enter');
          expect(await pickedUp(page, state, card.name)).toBe('choose');
          await settle(page);
        }
        // The arrow keys walk the places; Enter plays the card on the one with focus.
        await page.keyboard.press('ArrowRight');
        f = await focused(page);
        expect(f.className, `focus after ArrowRight among the places: ${describeFocus(f)}`).toContain('dh-pile-drop');
        await page.keyboard.press('Enter');
        tally.targeted++;
      }
      await nextState(page, state, `playing ${card.name} from ${card.group} (Enter)`);
      tally.plays++;
    }
    started = true;
    if (!(await boardState(page)).over) await expectFocusKept(`after our action ${i + 1} (${tally.plays} plays, ${tally.turnsEnded} turns ended)`);
  }
  throw new Error(`Build Up did not end within ${maxActions} actions`);
}
