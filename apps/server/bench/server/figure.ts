/**
 * A benchmark figure as this half of the benchmark prints it (JSON, one per line): `deckhand bench` reads it and
 * checks its shape (tools/src/bench/figure.ts `isFigure`) before merging it into its table. The shape is the JSON
 * between two processes, so each side declares it and the reader checks it; the meaning of each field is documented
 * there.
 */
export interface BenchFigure {
  id: string;
  label: string;
  unit: string;
  higherIsBetter: boolean;
  deckhand: number[];
  peer: number[];
  peerLabel: string;
  goal?: number;
  note?: string;
}
