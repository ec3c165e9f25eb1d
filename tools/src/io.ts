/** Where a command writes: its output and its errors, a line at a time (a test passes its own). */
export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}
