/** Setup options as a form: defaults from def.options, and a message per invalid value (the server re-checks). */
import type { OptionDef } from '../types';

export type OptionValues = Record<string, boolean | number | string>;

export function defaults(options: Record<string, OptionDef>): OptionValues {
  return Object.fromEntries(Object.entries(options).map(([k, o]) => [k, o.default]));
}

/** Why a value is invalid, or undefined. Numbers come from a text field, so NaN means "not a number". */
export function optionError(o: OptionDef, v: unknown): string | undefined {
  switch (o.type) {
    case 'boolean':
      return typeof v === 'boolean' ? undefined : 'Must be on or off';
    case 'enum':
      return typeof v === 'string' && o.values.includes(v) ? undefined : `Must be one of ${o.values.join(', ')}`;
    case 'number':
      if (typeof v !== 'number' || Number.isNaN(v)) return 'Enter a number';
      if (o.integer && !Number.isInteger(v)) return 'Must be a whole number';
      if (v < o.min || v > o.max) return `Must be between ${o.min} and ${o.max}`;
      return undefined;
  }
}
