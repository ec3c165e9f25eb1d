/** A progress bar for long simulations, on a terminal only: never in JSON output, pipes, CI logs or files. */
import { SingleBar } from 'cli-progress';

export interface Progress {
  tick(): void;
  stop(): void;
}

const NONE: Progress = { tick: () => undefined, stop: () => undefined };

export function progressBar(total: number, stream: NodeJS.WriteStream, enabled: boolean): Progress {
  if (!enabled || !stream.isTTY) return NONE;
  const bar = new SingleBar({
    stream,
    format: 'simulating {bar} {value}/{total} games | {eta_formatted} left',
    barsize: 30,
    hideCursor: true,
    clearOnComplete: true,
    // cli-progress checks the stream itself too; a stream we were told is a terminal is drawn on.
    noTTYOutput: false,
    fps: 10,
  });
  bar.start(total, 0);
  return {
    tick: () => bar.increment(),
    stop: () => bar.stop(),
  };
}
