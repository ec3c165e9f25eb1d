/** The bench figure lives in the language package's contracts: the server's half of the benchmark prints it too. */
export { isFigure, ratios, spread, verdict, type BenchFigure, type Spread, type Verdict } from '@deckhand/dsl';
