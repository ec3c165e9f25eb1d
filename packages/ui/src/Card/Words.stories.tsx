/**
 * Long words on small cards (Art of Argument's terms in a phone's dock): a word keeps whole where it fits, and a word
 * longer than a card line breaks once, at a syllable, with a hyphen ("counter-argument"), never mid-syllable
 * ("counterargumen-t"). The break points are soft hyphens (syllables.ts): the browser's own hyphenation needs a
 * dictionary Chromium on Linux does not always have.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { drawFace } from '@deckhand/dsl/client';
import { Card } from './Card';
import { FaceDesign, type FaceDesigner } from './DesignedFace';
import { SOFT_HYPHEN, breakPoints, fitLength, hyphenate, loadSyllables } from './syllables';

const TERMS = ['counterargument', 'undistributed middle', 'hasty generalization', 'fallacy of composition', 'slippery slope', 'enthymeme', 'premise'];
const faces = Object.fromEntries(TERMS.map((term, i) => [i, { type: 'term', attrs: { number: i + 1, term } }]));

/** Art of Argument's design of a term card (its YAML `face:`): the term as the title, its number in the corners. */
const term = { attributes: { number: 'number' as const, term: 'string' as const }, back: [], face: { title: '{term}', corner: '{number}', speak: 'Term {number}: {term}' } };
const designer: FaceDesigner = (face) => drawFace(face.type, face.attrs, term);

/** The cards at the size a phone's dock draws them (54 × 76 px, worded cards 1.35 times as wide): plain, then designed. */
function PhoneHand() {
  const size = { display: 'flex', flexWrap: 'wrap', gap: 4, ['--dh-card-w' as string]: '54px', ['--dh-card-h' as string]: '76px', fontSize: '0.85em' } as const;
  const cards = TERMS.map((_, i) => <Card key={i} card={i} faces={faces} />);
  return (
    <div lang="en" style={{ display: 'grid', gap: 12 }}>
      <section aria-label="Plain faces" style={size}>{cards}</section>
      <FaceDesign.Provider value={designer}>
        <section aria-label="Designed faces" style={size}>{TERMS.map((_, i) => <Card key={i} card={i} faces={faces} />)}</section>
      </FaceDesign.Provider>
    </div>
  );
}

const meta = { title: 'Cards/Long words', component: PhoneHand } satisfies Meta<typeof PhoneHand>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = (s: string) => s.replaceAll(SOFT_HYPHEN, '-');

/** Each long word breaks once, at a syllable; short words and spaces are left as they were. */
export const Syllables: Story = {
  play: async () => {
    // The patterns are fetched on demand (a card showing a long word asks for them): here, asked for directly.
    await loadSyllables();
    await expect(shown(hyphenate('counterargument'))).toBe('counter-argument');
    await expect(shown(hyphenate('undistributed middle'))).toBe('undis-tributed middle');
    // The patterns' syllables, at the most even one: "general-ization", not the lopsided "generaliza-tion".
    await expect(shown(hyphenate('hasty generalization'))).toBe('hasty general-ization');
    await expect(shown(hyphenate('fallacy of composition'))).toBe('fallacy of compo-sition');
    await expect(shown(hyphenate('misrepresentation'))).toBe('misrepre-sentation');
    // Nine letters or ten stay whole (the type shrinks for them instead); so do words that are not plain letters.
    await expect(hyphenate('enthymeme')).toBe('enthymeme');
    await expect(hyphenate('concession')).toBe('concession');
    await expect(hyphenate('x-1000000000000')).toBe('x-1000000000000');
    // Never two letters from an end ("un-iversal"): every boundary leaves three letters at least on each line.
    await expect(breakPoints('universality')).toEqual([3, 6, 9]);
    // The type is sized for the longer half of a broken word, plus its hyphen.
    await expect(fitLength('counterargument')).toBe(8);
    await expect(fitLength('slippery slope')).toBe(8);
  },
};

/** On the phone's card size every term fits its card: no word sticks out, none breaks but at its soft hyphen. */
export const OnAPhone: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // The cards showing long words fetched the patterns and drew again once they came.
    await loadSyllables();
    const check = async (text: HTMLElement, term: string) => {
      await waitFor(() => expect(text.textContent).toBe(hyphenate(term)));
      // Were words not allowed to break anywhere (overflow-wrap: normal), would one stick out? Then it would have
      // broken mid-syllable: the card's CSS lets the browser do that only as a last resort.
      text.style.overflowWrap = 'normal';
      await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
      text.style.overflowWrap = '';
    };
    const plain = within(c.getByRole('region', { name: 'Plain faces' }));
    const designed = within(c.getByRole('region', { name: 'Designed faces' }));
    for (const [i, term] of TERMS.entries()) {
      await check(plain.getByRole('img', { name: `term: number ${i + 1}, term ${term}` }).querySelector<HTMLElement>('.dh-card-text')!, term);
      const card = designed.getByRole('img', { name: `Term ${i + 1}: ${term}` });
      // Short titles (a number, "premise") keep the big type of a designed title; long ones are sized and broken.
      const title = card.querySelector<HTMLElement>('.dh-face-title')!;
      if (term.length > 3) await check(title, term);
    }
  },
};
