/**
 * `deckhand simulate --option name=value` (repeatable): a game's setup options, as a host would choose them when
 * creating a match, read from text by each option's declared type and checked by the same `validateSetupData` the
 * server runs. A bad one is refused with the reason and the options the game has; nothing is simulated.
 */
import { suggest, validateSetupData, type GameDef } from '@deckhand/dsl';

export type ParsedOptions = { ok: true; setupData: Record<string, unknown> | undefined } | { ok: false; message: string };

/** The options in `pairs` ("name=value") for `def` at `players` seats, or why not. */
export function parseSimulateOptions(def: GameDef, pairs: readonly string[], players: number): ParsedOptions {
  if (pairs.length === 0) return { ok: true, setupData: undefined };
  const setupData: Record<string, unknown> = {};
  const names = Object.keys(def.options);
  const known = names.length ? `its options: ${names.map((n) => describe(def, n)).join(', ')}` : `${def.name} has no options`;
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) return { ok: false, message: `--option "${pair}": write name=value (${known})` };
    const name = pair.slice(0, eq).trim();
    const text = pair.slice(eq + 1).trim();
    if (!Object.hasOwn(def.options, name)) {
      const dym = suggest(name, names);
      return { ok: false, message: `--option "${pair}": ${def.name} has no option "${name}"${dym?.startsWith('did you mean') ? ` (${dym})` : ''}; ${known}` };
    }
    if (Object.hasOwn(setupData, name)) return { ok: false, message: `--option "${name}" is given twice` };
    const o = def.options[name]!;
    if (o.type === 'boolean') {
      if (text !== 'true' && text !== 'false') return { ok: false, message: `--option "${pair}": ${name} is true or false` };
      setupData[name] = text === 'true';
    } else if (o.type === 'number') {
      const n = text === '' ? NaN : Number(text);
      if (!Number.isFinite(n)) return { ok: false, message: `--option "${pair}": ${name} is a number within ${o.min}..${o.max}` };
      setupData[name] = n;
    } else setupData[name] = text;
  }
  const why = validateSetupData(def, setupData, players);
  return why ? { ok: false, message: `--option: ${why}` } : { ok: true, setupData };
}

function describe(def: GameDef, name: string): string {
  const o = def.options[name]!;
  const kind = o.type === 'boolean' ? 'true|false' : o.type === 'number' ? `${o.min}..${o.max}` : o.values.join('|');
  return `${name}=${kind} (default ${String(o.default)})`;
}
