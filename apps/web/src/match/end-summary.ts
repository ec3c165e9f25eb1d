/** The end screen's data, from the def and the final view: why it ended, each seat's outcome and final card counts. */
import { capitalised, resultHeadline, sentenceText, type ClientGameDef, type PlayerView } from '@deckhand/dsl/client';
import { scoreColumns, type SeatInfo } from '@deckhand/ui';

export type Outcome = 'won' | 'draw' | 'lost';

export interface SeatLine {
  seat: number;
  name: string;
  outcome: Outcome;
  /** Cards in each of the seat's own zones at the end ("hand 0", "won 10"); `label` is the zone's display label. */
  counts: { zone: string; label: string; count: number }[];
  /** Knocked out while others played on; false when every seat went out (Go Fish ends with all hands empty). */
  out: boolean;
  /** The seat's place (1 = first) and score, when the end rule ranks the seats. */
  place?: number;
  score?: number;
}

export interface EndSummary {
  /** The `reason` of the end rule that fired, or a plain fallback. */
  reason: string;
  headline: string;
  seats: SeatLine[];
}

function countOf(content: unknown): number {
  if (!Array.isArray(content)) return 0;
  // A row is a list of piles (arrays); a plain zone is a list of cards (ids, nulls or backs).
  return content.reduce<number>((n, c) => n + (Array.isArray(c) ? c.length : 1), 0);
}

export function endSummary(def: ClientGameDef, view: PlayerView, players: readonly SeatInfo[], numPlayers: number): EndSummary | undefined {
  const r = view.result;
  if (!r) return undefined;
  const name = (s: number) => players[s]?.name ?? `Seat ${s + 1}`;
  const draw = new Set(r.draw ?? []);
  // One winner, or several (`winners:`, `loser:`, `rank:` end rules).
  const winners = r.winners?.length ? r.winners : r.winner !== undefined ? [r.winner] : [];
  const held = (zone: string, s: number) => countOf((view.zones[zone] as unknown[] | undefined)?.[s]);
  // The seats' zones a player sees on the table, by their labels; a zone empty for everyone at the end (Hearts'
  // hands and cards to pass) says nothing and only widens the table on a phone.
  const zones = Object.values(def.zones).filter(
    (z) => z.scope === 'player' && z.onTable !== false && Array.from({ length: numPlayers }, (_, s) => held(z.name, s)).some((n) => n > 0),
  );
  const label = (z: (typeof zones)[number]) => {
    const l = z.label ?? z.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
    return l.charAt(0).toUpperCase() + l.slice(1);
  };
  // Without a ranking's scores, the game's own score (the per-seat variable its winning condition compares:
  // Expeditions' points), as the player panels show it.
  const [own] = r.scores ? [] : scoreColumns(def);
  const scoreOf = (s: number) => r.scores?.[s] ?? own?.read(view, s);
  const seats: SeatLine[] = Array.from({ length: numPlayers }, (_, s) => ({
    seat: s,
    name: name(s),
    outcome: winners.includes(s) ? 'won' : draw.has(s) ? 'draw' : 'lost',
    counts: zones.map((z) => ({ zone: z.name, label: label(z), count: held(z.name, s) })),
    out: view.out.includes(s) && view.out.length < numPlayers,
    ...(r.ranks?.[s] !== undefined ? { place: r.ranks[s] } : {}),
    ...(scoreOf(s) !== undefined ? { score: scoreOf(s)! } : {}),
  }));
  // The words of the board's banner and the log's game-over line (one wording for the end), as a heading.
  const headline = sentenceText(capitalised(resultHeadline(r, { brief: true })), { seat: name, card: () => undefined });
  return { reason: r.reason ?? (winners.length ? 'The game is over.' : 'The game ended without a winner.'), headline, seats };
}
