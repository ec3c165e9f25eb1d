/**
 * A card dropped by pointer lands on the pile drawn under the pointer (drop-on-top.ts), not on a pile hidden beneath
 * another part of the page whose rectangle also holds the pointer: on a phone, a seat's pile scrolled under the dock
 * had taken a card dropped on the player's own set above it (Art of Argument, found by the every-game test).
 * Real layout and hit-testing in Chromium: a pile under a covering panel, the player's pile in that panel, a pile in a
 * seat's box.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onTop } from './drop-on-top';

function Layout() {
  return (
    <div style={{ position: 'relative', width: 320, height: 240 }}>
      {/* A seat's box holding a pile, drawn first. */}
      <div id="seat" style={{ position: 'absolute', left: 0, top: 0, width: 300, height: 200, background: '#dde' }}>
        <div id="beneath" style={{ position: 'absolute', left: 10, top: 110, width: 80, height: 80, background: '#99c' }}>beneath</div>
        <div id="in-seat" style={{ position: 'absolute', left: 200, top: 10, width: 80, height: 80, background: '#99c' }}>in seat</div>
      </div>
      {/* The dock, drawn over the lower part of the seat's box, with the player's own pile in it. */}
      <div id="dock" style={{ position: 'absolute', left: 0, top: 100, width: 320, height: 140, background: '#eed' }}>
        <div id="mine" style={{ position: 'absolute', left: 20, top: 20, width: 80, height: 80, background: '#cc9' }}>mine</div>
      </div>
    </div>
  );
}

const meta = { title: 'Board/Drop on top', component: Layout } satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

const node = (root: HTMLElement, id: string) => root.querySelector(`#${id}`)!;
const middle = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

/** The pile in the dock wins over the pile beneath the dock, whatever order the rectangles came in. */
export const ThePileDrawnThereWins: Story = {
  play: async ({ canvasElement }) => {
    const mine = node(canvasElement, 'mine');
    const beneath = node(canvasElement, 'beneath');
    // The pointer on the player's pile: both rectangles hold it (the pile beneath is covered by the dock there).
    const at = middle(mine);
    const r = beneath.getBoundingClientRect();
    await expect(at.x >= r.left && at.x <= r.right && at.y >= r.top && at.y <= r.bottom).toBe(true);
    const drawn = document.elementsFromPoint(at.x, at.y);
    const hits = [{ hit: 'beneath', node: beneath }, { hit: 'mine', node: mine }];
    await expect(onTop(hits, drawn)).toEqual(['mine', 'beneath']);
    await expect(onTop([...hits].reverse(), drawn)).toEqual(['mine', 'beneath']);
  },
};

/** A pile inside a seat's box comes before the box (the innermost drop area where one holds another). */
export const TheInnerAreaFirst: Story = {
  play: async ({ canvasElement }) => {
    const seat = node(canvasElement, 'seat');
    const pile = node(canvasElement, 'in-seat');
    const drawn = document.elementsFromPoint(middle(pile).x, middle(pile).y);
    await expect(onTop([{ hit: 'seat', node: seat }, { hit: 'pile', node: pile }], drawn)).toEqual(['pile', 'seat']);
    // Over the seat's box alone, the box is all there is.
    const free = seat.getBoundingClientRect();
    const alone = document.elementsFromPoint(free.left + 150, free.top + 50);
    await expect(onTop([{ hit: 'seat', node: seat }, { hit: 'pile', node: pile }], alone)[0]).toBe('seat');
  },
};

/** One hit, or none drawn at the pointer: the order is dnd-kit's own. */
export const OtherwiseUnchanged: Story = {
  play: async ({ canvasElement }) => {
    const mine = node(canvasElement, 'mine');
    await expect(onTop([{ hit: 'mine', node: mine }], [])).toEqual(['mine']);
    await expect(onTop([{ hit: 'a', node: null }, { hit: 'b', node: undefined }], [mine])).toEqual(['a', 'b']);
  },
};
