/** Pile captions (`caption:` on a zone): each pile's line, computed on the server for every seat alike. */
import type { Env } from '../expr/env';
import { withLocal } from '../expr/scope';
import { T } from '../expr/types';
import type { ZoneDef } from '../ir/types';
import type { Program } from './program';
import type { Pile } from './state';

export type Captions = Record<string, string | string[] | string[][]>;

const PART = /\{([^{}]*)\}/g;

function text(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(1);
  return String(v);
}

/** Every captioned zone's lines, shaped like the zone (a pile → a line; per seat, per pile). */
export function captionsOf(p: Program, env: Env): Captions | undefined {
  const zones = Object.values(p.def.zones).filter((z): z is ZoneDef & { caption: string } => z.caption !== undefined);
  if (zones.length === 0) return undefined;
  const scope = withLocal(withLocal(withLocal(p.scopes.global, 'pile', T.cards), 'pileIndex', T.number), 'seat', T.number);
  const out: Captions = {};
  for (const zone of zones) {
    const line = (pile: Pile, pileIndex: number, seat: number) =>
      zone.caption.replace(PART, (_, src: string) => text(p.expr(src, scope)({ ...env, pile, pileIndex, seat })));
    const z = env.G.zones[zone.name] as unknown;
    if (zone.scope === 'player') {
      out[zone.name] = zone.row
        ? (z as Pile[][]).map((row, seat) => row.map((pile, i) => line(pile, i, seat)))
        : (z as Pile[]).map((pile, seat) => line(pile, 0, seat));
    } else {
      out[zone.name] = zone.row ? (z as Pile[]).map((pile, i) => line(pile, i, env.currentPlayer)) : line(z as Pile, 0, env.currentPlayer);
    }
  }
  return out;
}
