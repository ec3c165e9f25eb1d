/** Pile captions (`caption:` on a zone): each pile's line, computed on the server for every seat alike. */
import type { Env } from '../../expr/env';
import { withLocal } from '../../expr/scope';
import { T } from '../../expr/types';
import type { ZoneDef } from '../../ir/types';
import type { Program } from '../program';
import type { Pile } from '../state/state';

export type Captions = Record<string, string | string[] | string[][]>;

const PART = /\{([^{}]*)\}/g;

/** A caption value as text: whole numbers as they are, others to one decimal. */
export function captionText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(1);
  return String(v);
}

type Part = string | ((env: Env) => unknown);

/** Each captioned zone's template, split once into text and compiled expressions. */
function compileCaptions(p: Program): { zone: ZoneDef; parts: Part[] }[] {
  const scope = withLocal(withLocal(withLocal(p.scopes.global, 'pile', T.cards), 'pileIndex', T.number), 'seat', T.seat);
  return Object.values(p.def.zones)
    .filter((z): z is ZoneDef & { caption: string } => z.caption !== undefined)
    .map((zone) => {
      const parts: Part[] = [];
      let at = 0;
      for (const m of zone.caption.matchAll(PART)) {
        if (m.index! > at) parts.push(zone.caption.slice(at, m.index));
        parts.push(p.expr(m[1]!, scope));
        at = m.index! + m[0].length;
      }
      if (at < zone.caption.length) parts.push(zone.caption.slice(at));
      return { zone, parts };
    });
}

/**
 * Builds the function giving every captioned zone's lines for a state, shaped like the zone (a pile → a line; per
 * seat, per pile). Every seat gets the same captions, so they are computed once per state (boardgame.io makes a new
 * `G` for every change, so its identity names the state), not once per seat.
 */
export function captionsFor(p: Program): ((env: Env) => Captions) | undefined {
  const compiled = compileCaptions(p);
  if (compiled.length === 0) return undefined;
  const memo = new WeakMap<object, Captions>();
  return (env) => {
    const hit = memo.get(env.G);
    if (hit) return hit;
    const out: Captions = {};
    for (const { zone, parts } of compiled) {
      const line = (pile: Pile, pileIndex: number, seat: number) => {
        const local = { ...env, pile, pileIndex, seat };
        let s = '';
        for (const part of parts) s += typeof part === 'string' ? part : captionText(part(local));
        return s;
      };
      const z = env.G.zones[zone.name] as unknown;
      if (zone.scope === 'player') {
        out[zone.name] = zone.row
          ? (z as Pile[][]).map((row, seat) => row.map((pile, i) => line(pile, i, seat)))
          : (z as Pile[]).map((pile, seat) => line(pile, 0, seat));
      } else {
        out[zone.name] = zone.row ? (z as Pile[]).map((pile, i) => line(pile, i, env.currentPlayer)) : line(z as Pile, 0, env.currentPlayer);
      }
    }
    memo.set(env.G, out);
    return out;
  };
}
