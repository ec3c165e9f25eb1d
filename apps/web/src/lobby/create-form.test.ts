import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../api/lobby';
import { createBody, defaultForm, nameError, validateForm } from './create-form';

const game: GameSummary = {
  id: 'demo',
  name: 'Demo',
  players: { min: 2, max: 6 },
  options: {
    short: { type: 'boolean', default: false },
    target: { type: 'number', default: 10, min: 5, max: 20, integer: true },
    deck: { type: 'enum', default: 'classic', values: ['classic', 'wild'] },
  },
};

describe('create-match form', () => {
  it('starts from the minimum players, no bots and every option at its default', () => {
    expect(defaultForm(game)).toEqual({ numPlayers: 2, bots: 0, options: { short: false, target: 10, deck: 'classic' } });
    expect(validateForm(game, defaultForm(game))).toEqual({});
  });

  it('checks the player count against the game range', () => {
    expect(validateForm(game, { ...defaultForm(game), numPlayers: 1 }).numPlayers).toMatch(/2–6/);
    expect(validateForm(game, { ...defaultForm(game), numPlayers: 7 }).numPlayers).toMatch(/2–6/);
    expect(validateForm(game, { ...defaultForm(game), numPlayers: 2.5 }).numPlayers).toBeDefined();
  });

  it('leaves at least one seat for a person', () => {
    expect(validateForm(game, { ...defaultForm(game), numPlayers: 3, bots: 2 })).toEqual({});
    expect(validateForm(game, { ...defaultForm(game), numPlayers: 3, bots: 3 }).bots).toMatch(/at least one seat/);
    expect(validateForm(game, { ...defaultForm(game), bots: -1 }).bots).toBeDefined();
  });

  it('checks each option by its type', () => {
    const f = defaultForm(game);
    expect(validateForm(game, { ...f, options: { ...f.options, target: 21 } })['option:target']).toMatch(/5 to 20/);
    expect(validateForm(game, { ...f, options: { ...f.options, target: 7.5 } })['option:target']).toMatch(/whole/);
    expect(validateForm(game, { ...f, options: { ...f.options, target: NaN } })['option:target']).toMatch(/number/);
    expect(validateForm(game, { ...f, options: { ...f.options, deck: 'other' } })['option:deck']).toMatch(/classic, wild/);
    expect(validateForm(game, { ...f, options: { ...f.options, short: 'yes' } })['option:short']).toBeDefined();
  });

  it('sends only the options that differ from their defaults', () => {
    expect(createBody(game, defaultForm(game))).toEqual({ numPlayers: 2, bots: 0 });
    const f = { numPlayers: 4, bots: 2, options: { short: true, target: 10, deck: 'wild' } };
    expect(createBody(game, f)).toEqual({ numPlayers: 4, bots: 2, setupData: { short: true, deck: 'wild' } });
  });

  it('sends the chosen bot level once per bot seat, and nothing without bots', () => {
    const f = { ...defaultForm(game), numPlayers: 4, bots: 2, botLevel: 'hard' as const };
    expect(createBody(game, f)).toEqual({ numPlayers: 4, bots: 2, botLevels: ['hard', 'hard'] });
    expect(createBody(game, { ...f, bots: 0 })).toEqual({ numPlayers: 4, bots: 0 });
  });

  it('checks names as the server does', () => {
    expect(nameError('  Ada ')).toBeUndefined();
    expect(nameError('   ')).toMatch(/enter/);
    expect(nameError('x'.repeat(41))).toMatch(/40/);
    expect(nameError('a\nb')).toMatch(/control/);
  });
});
