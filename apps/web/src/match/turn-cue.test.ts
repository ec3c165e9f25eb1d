import { describe, expect, it } from 'vitest';
import { tabTitle } from './turn-cue';

describe('tab title', () => {
  it('says when it is your turn, when the table waits, and when it is over', () => {
    expect(tabTitle('Bag', 'your-turn')).toBe('● Your turn · Bag · Deckhand');
    expect(tabTitle('Bag', 'waiting-room')).toBe('Waiting for players · Bag · Deckhand');
    expect(tabTitle('Bag', 'over')).toBe('Game over · Bag · Deckhand');
    expect(tabTitle('Bag', 'other')).toBe('Bag · Deckhand');
  });
});
