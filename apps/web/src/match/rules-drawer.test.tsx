/** The rules drawer names moves, card types and phases by their YAML labels, as the board does. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RulesSheet } from '../api/lobby';
import { readable, RulesDrawer } from './RulesDrawer';

const sheet: RulesSheet = {
  gameId: 'bag',
  name: 'Bag',
  markdown: '# How to play Bag\n\nName numbers.\n',
  cardTypes: [{ type: 'number', label: 'number card', attributes: ['value'] }, { type: 'wildCard', attributes: [] }],
  moves: [
    { name: 'returnToBox', label: 'Return to the box', description: 'Return five cards.' },
    { name: 'nameTwo', label: 'Name two numbers', description: 'Holding one card, name two consecutive numbers.' },
    { name: 'shrug' },
  ],
  phases: [{ name: 'choosing', label: 'choosing' }, { name: 'naming' }],
};

describe('rules drawer', () => {
  it('reads a label as written, with a capital; an identifier without one made readable', () => {
    expect(readable({ name: 'nameTwo', label: 'Name two numbers' })).toBe('Name two numbers');
    expect(readable({ name: 'play', label: 'picking' })).toBe('Picking');
    expect(readable({ name: 'returnToBox' })).toBe('Return to box');
  });

  it('lists moves, card types and phases by their labels', () => {
    const html = renderToStaticMarkup(<RulesDrawer sheet={sheet} open={false} onClose={() => undefined} />);
    expect(html).toContain('<dt>Return to the box</dt>');
    expect(html).toContain('<dt>Name two numbers</dt>');
    expect(html).toContain('<dt>Shrug</dt>');
    expect(html).not.toContain('Return to box');
    expect(html).toContain('<strong>Number card</strong>');
    expect(html).toContain('<strong>Wild card</strong>');
    expect(html).toMatch(/<ol class="rules-phases"><li>Choosing<\/li><li>Naming<\/li><\/ol>/);
  });

  it('leaves the phases out of a game with one', () => {
    const html = renderToStaticMarkup(<RulesDrawer sheet={{ ...sheet, phases: [{ name: 'play' }] }} open={false} onClose={() => undefined} />);
    expect(html).not.toContain('The phases');
  });
});
