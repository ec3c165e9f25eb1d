/** The bounds of the `repeat` effect (a loop until a condition), shared by the schema, the validator and the runtime. */

/** Passes a `repeat` may make when it does not say `max:`. */
export const REPEAT_DEFAULT = 100;
/** The most passes a `repeat` may allow itself. */
export const REPEAT_MAX = 1000;
