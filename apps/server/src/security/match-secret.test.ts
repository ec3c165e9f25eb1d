import { describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { CompiledGame, PlayerView } from '@deckhand/dsl';
import { loadRegisteredGames } from '../games';
import { createViewer, NoMatchSecretError } from './player-view';
import { CardAliases } from './card-alias';

const games = await loadRegisteredGames('@deckhand/games');
const bag = games.find((g) => g.name === 'bag') as Game & CompiledGame;

function start(seed: string | undefined): State {
  const state = InitializeGame({ game: ProcessGameConfig({ ...bag, seed: 'fixed-test-seed' }) as Game, numPlayers: 4 }) as State;
  const random = (state.plugins as { random: { data: { seed?: string } } }).random;
  if (seed === undefined) delete random.data.seed;
  else random.data.seed = seed;
  return state;
}

const update = (state: State) => ({ type: 'update' as const, args: ['m1', state, []] });
const handOf = (view: PlayerView, seat: number) => (view.zones['hand'] as (number | null)[][])[seat]!;

describe("a match's secret (what its card aliases are keyed on)", () => {
  it('is the stored random seed: the cards a seat is sent are that seed’s aliases', () => {
    const state = start('s3cret');
    const view = (createViewer(bag).message('0', update(state)).args[1] as State).G as PlayerView;
    const hand = (state.G as { zones: { hand: number[][] } }).zones.hand[0]!;
    const aliases = new CardAliases('s3cret', bag.deckhand.def.cards.length);
    expect(handOf(view, 0)).toEqual(hand.map((id) => aliases.alias(id)));
  });

  it('a state without a seed is refused, never keyed on the public match id', () => {
    const state = start(undefined);
    const viewer = createViewer(bag);
    expect(() => viewer.message('0', update(state))).toThrow(NoMatchSecretError);
    expect(() => viewer.message(null, update(state))).toThrow(NoMatchSecretError);
    expect(() => viewer.aliasScope(state, 'm1')).toThrow(NoMatchSecretError);
    expect(() => viewer.sync('0', 'm1', { state, initialState: state, log: [], filteredMetadata: [] })).toThrow(NoMatchSecretError);
  });

  it('an empty seed is no secret either', () => {
    expect(() => createViewer(bag).message('1', update(start('')))).toThrow(NoMatchSecretError);
  });
});
