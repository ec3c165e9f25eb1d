/** Runs the CLI in-process with captured output, as the shell would run `npx deckhand …`. */
import { main } from '../../src/index';

export async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
