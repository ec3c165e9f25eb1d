/**
 * The create-match form as data: its defaults from the game's player range and options, and the checks the
 * server would make (so the player learns what is wrong before sending).
 */
import type { Level, OptionDef } from '@deckhand/dsl/client';
import type { GameSummary } from '../api/lobby';

export type OptionValue = boolean | number | string;

export interface CreateForm {
  numPlayers: number;
  bots: number;
  /** How well the bots play (the search bot's budget); every bot of the match plays at it. Default medium. */
  botLevel?: Level;
  options: Record<string, OptionValue>;
}

export type CreateErrors = Partial<Record<'numPlayers' | 'bots' | `option:${string}`, string>>;

export function defaultForm(game: GameSummary): CreateForm {
  const options: Record<string, OptionValue> = {};
  for (const [name, opt] of Object.entries(game.options)) options[name] = opt.default;
  return { numPlayers: game.players.min, bots: 0, options };
}

function optionError(opt: OptionDef, value: OptionValue | undefined): string | undefined {
  switch (opt.type) {
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'choose yes or no';
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'enter a number';
      if (opt.integer && !Number.isInteger(value)) return 'enter a whole number';
      if (value < opt.min || value > opt.max) return `must be from ${opt.min} to ${opt.max}`;
      return undefined;
    case 'enum':
      return typeof value === 'string' && opt.values.includes(value) ? undefined : `choose one of ${opt.values.join(', ')}`;
  }
}

export function validateForm(game: GameSummary, form: CreateForm): CreateErrors {
  const errors: CreateErrors = {};
  const { min, max } = game.players;
  if (!Number.isInteger(form.numPlayers) || form.numPlayers < min || form.numPlayers > max) {
    errors.numPlayers = `${game.name} is for ${min}–${max} players`;
  }
  if (!Number.isInteger(form.bots) || form.bots < 0) errors.bots = 'bots must be 0 or more';
  else if (form.bots >= form.numPlayers) errors.bots = 'leave at least one seat for a person';
  for (const [name, opt] of Object.entries(game.options)) {
    const e = optionError(opt, form.options[name]);
    if (e) errors[`option:${name}`] = e;
  }
  return errors;
}

/** The request body for POST /games/:id/create: only options that differ from their defaults are sent. */
export function createBody(game: GameSummary, form: CreateForm) {
  const setupData: Record<string, OptionValue> = {};
  for (const [name, opt] of Object.entries(game.options)) {
    const v = form.options[name];
    if (v !== undefined && v !== opt.default) setupData[name] = v;
  }
  const botLevels = form.bots > 0 && form.botLevel ? { botLevels: Array.from({ length: form.bots }, () => form.botLevel!) } : {};
  return { numPlayers: form.numPlayers, bots: form.bots, ...botLevels, ...(Object.keys(setupData).length ? { setupData } : {}) };
}

/** A player's name as the server accepts it: trimmed, 1–40 characters, no control characters. */
export function nameError(name: string): string | undefined {
  const n = name.trim();
  if (!n) return 'enter a name';
  if (n.length > 40) return 'at most 40 characters';
  if (/\p{Cc}/u.test(n)) return 'no control characters';
  return undefined;
}
