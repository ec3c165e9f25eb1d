/**
 * The kit's Storybook fixtures (packages/ui/src/fixtures) are seeded playouts of the real games, with a copy of each
 * game's client definition (labels, faces, captions). A copy that lags the games made the stories show what no
 * longer ships (the live-vs-story comparison in apps/web caught it): this test fails until they are regenerated.
 */
import { describe, expect, it } from 'vitest';
import { buildFixtures, committedFixture } from '../src/ui-fixtures';

describe('Storybook fixtures', () => {
  it('are what the games produce now (else: npm run fixtures -w @deckhand/ui)', async () => {
    const stale = (await buildFixtures()).filter((f) => committedFixture(f.name) !== f.text).map((f) => f.name);
    expect(stale, 'stale fixtures: regenerate with `npm run fixtures -w @deckhand/ui`').toEqual([]);
  }, 120_000);
});
