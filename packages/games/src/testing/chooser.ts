/**
 * A small seeded choice generator for agreement tests: two builds of one game given the same seed make the same
 * choices, so they play the same game.
 */
export function chooser(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}
