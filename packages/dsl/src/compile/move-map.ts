/**
 * boardgame.io 0.50 finds a move with `name in moves`, so on an ordinary object literal every inherited
 * `Object.prototype` member (`toString`, `constructor`, `__proto__`, `hasOwnProperty`...) counts as a move: one such
 * "move" from a client stores a string or the move context as G and bricks the match. Every move map the compiler
 * hands to boardgame.io is therefore built on a null prototype, where `in` sees only the game's own names.
 */
export function moveMap<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const map = Object.create(null) as Record<string, T>;
  for (const [name, move] of entries) map[name] = move;
  return map;
}
