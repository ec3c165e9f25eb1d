/** Where each seat finished, read from any `ctx.gameover` a compiled game gives: for simulators and end screens. */

export interface Standings {
  winners: number[];
  losers: number[];
  /** Per seat: its place, 1 = first; a shared place is shared (1, 1, 3). */
  ranks: number[];
  draw: boolean;
  /** Per seat, when the game ranked by a score. */
  scores?: number[];
}

interface Gameover {
  winner?: string;
  winners?: string[];
  losers?: string[];
  draw?: boolean;
  players?: string[];
  ranks?: number[];
  scores?: number[];
}

export function standings(gameover: unknown, players: number): Standings | undefined {
  if (!gameover || typeof gameover !== 'object') return undefined;
  const g = gameover as Gameover;
  const seats = Array.from({ length: players }, (_, i) => i);
  const scores = g.scores ? { scores: [...g.scores] } : {};
  if (g.ranks && g.ranks.length === players) {
    return { winners: (g.winners ?? []).map(Number), losers: (g.losers ?? []).map(Number), ranks: [...g.ranks], draw: g.draw === true, ...scores };
  }
  if (g.draw) {
    const shared = (g.players ?? []).map(Number);
    // Seats outside the draw (out earlier) come after those who share it.
    return { winners: [], losers: seats.filter((s) => !shared.includes(s)), ranks: seats.map((s) => (shared.includes(s) ? 1 : shared.length + 1)), draw: true, ...scores };
  }
  if (g.winner !== undefined) {
    const w = Number(g.winner);
    return { winners: [w], losers: seats.filter((s) => s !== w), ranks: seats.map((s) => (s === w ? 1 : 2)), draw: false, ...scores };
  }
  return undefined;
}
