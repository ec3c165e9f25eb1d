/**
 * A game's scores, read from its YAML end rules, for the player panels and the end table: the score a `rank:` ranks
 * seats by (Trumps' `vars.tricks[seat]`, Hearts' `vars.score[seat]`, Go Fish's `count(books[seat]) / 4`: books of four), else the
 * per-seat variables its winning condition compares (Expeditions' `vars.score[seat]`). Only what every seat may see
 * is read — a per-seat variable, the number of cards in a pile — so a score that sums hidden cards (Rummy's points in
 * hand) waits for the end, where the server's result carries it. No expression is evaluated: a form not listed here
 * is left out. Pure.
 */
import { labelOf } from '@deckhand/dsl/client';
import type { ClientGameDef } from '../types';

export interface ScoreColumn {
  /** What the number counts, in the game's words ("tricks", "score", "books"). */
  label: string;
  /** The seat's score in this view, or undefined when the view does not hold it. */
  read: (view: { vars?: Record<string, unknown>; zones: Record<string, unknown> }, seat: number) => number | undefined;
}

const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

function countOf(content: unknown): number | undefined {
  if (!Array.isArray(content)) return undefined;
  return content.reduce<number>((n, c) => n + (Array.isArray(c) ? c.length : 1), 0);
}

/** A per-seat variable the view carries (`vars.name[seat]`). */
function seatVar(def: ClientGameDef, name: string): ScoreColumn | undefined {
  const v = def.vars && Object.hasOwn(def.vars, name) ? def.vars[name] : undefined;
  if (!v || v.scope !== 'player' || v.type !== 'number') return undefined;
  return {
    label: words(name),
    read: (view, seat) => {
      const value = (view.vars?.[name] as unknown[] | undefined)?.[seat];
      return typeof value === 'number' ? value : undefined;
    },
  };
}

/** The score expression of a `rank:` in a form read without an evaluator, as a column. */
function rankColumn(def: ClientGameDef, by: string): ScoreColumn | undefined {
  const e = by.replace(/\s+/g, '');
  const v = /^vars\.([A-Za-z_]\w*)\[seat\]$/.exec(e);
  if (v) return seatVar(def, v[1]!);
  // A pile's count already shows under the pile; counted in fours (Go Fish's books), it is a score of its own.
  const c = /^count\(([A-Za-z_]\w*)\[seat\]\)\/(\d+)$/.exec(e);
  const zone = c ? def.zones[c[1]!] : undefined;
  if (!c || !zone || zone.scope !== 'player') return undefined;
  const per = Number(c[2]);
  return {
    label: labelOf(zone).toLowerCase(),
    read: (view, seat) => {
      const n = countOf((view.zones[zone.name] as unknown[] | undefined)?.[seat]);
      return n === undefined ? undefined : Math.floor(n / per);
    },
  };
}

/** The game's score columns, in the order its end rules give them (at most one per variable or zone). */
export function scoreColumns(def: ClientGameDef): ScoreColumn[] {
  const out: ScoreColumn[] = [];
  const seen = new Set<string>();
  const add = (key: string, col: ScoreColumn | undefined) => {
    if (!col || seen.has(key)) return;
    seen.add(key);
    out.push(col);
  };
  type Rule = { when?: unknown; winner?: unknown; winners?: unknown; loser?: unknown; losers?: unknown; rank?: { by?: unknown }; then?: Rule };
  const rules = (def.end ?? []) as Rule[];
  // An end rule's `then:` (a stalled game's ranking) scores the same way.
  const all = [...rules, ...rules.flatMap((r) => (r.then ? [r.then] : []))];
  for (const r of all) if (typeof r.rank?.by === 'string') add(r.rank.by.replace(/\s+/g, ''), rankColumn(def, r.rank.by));
  // No rank: the per-seat variables a winning condition compares are its score.
  if (out.length === 0) {
    for (const r of all) {
      for (const e of [r.when, r.winner, r.winners, r.loser, r.losers]) {
        if (typeof e !== 'string') continue;
        for (const m of e.matchAll(/vars\.([A-Za-z_]\w*)\[/g)) add(`vars.${m[1]}[seat]`, seatVar(def, m[1]!));
      }
    }
  }
  return out;
}
