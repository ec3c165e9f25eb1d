/**
 * Seats that do not exist, caught when they are made at run time: a seat variable set to 9 at a table of two, or an
 * end naming seat 7. Each is a bug of the spec the validator could not see (the number came from an expression), so
 * it is a run-time error that names the culprit, as the trigger cap is (issue 36, bug 5), not a log line naming
 * "seat 9" or a result nobody can read.
 */
export class NoSuchSeat extends Error {
  constructor(what: string, value: unknown, numPlayers: number) {
    super(`${what} is ${JSON.stringify(value)}, which is not a seat: this table has seats 0 to ${numPlayers - 1}`);
    this.name = 'NoSuchSeat';
  }
}

/** Whether `v` is a seat at a table of `numPlayers`. */
export function isSeatOf(v: unknown, numPlayers: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < numPlayers;
}

/** Throws unless `v` is a seat at this table. */
export function checkSeat(what: string, v: unknown, numPlayers: number): number {
  if (!isSeatOf(v, numPlayers)) throw new NoSuchSeat(what, v, numPlayers);
  return v;
}
