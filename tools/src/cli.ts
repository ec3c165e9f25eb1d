/** The `deckhand` command line: validate, schema, simulate. Returns the exit code instead of exiting. */
import { schemaCommand } from './commands/schema';
import { simulateCommand } from './commands/simulate';
import { validateCommand } from './commands/validate';

const USAGE = `usage: deckhand <command> [options]

commands:
  validate FILE…                       check game specs; prints one diagnostic per line
  schema                               print the JSON Schema of game.yaml
  simulate GAME --players N --games G --seed S [--json] [--max-moves M]
                                       seeded random-bot playouts of a game under packages/games/
`;

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

const stdio: Io = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) };

export async function main(argv: string[], io: Io = stdio): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'validate':
      return validateCommand(rest, io);
    case 'schema':
      return schemaCommand(rest, io);
    case 'simulate':
      return simulateCommand(rest, io);
    case undefined:
    case '-h':
    case '--help':
    case 'help':
      io.out(USAGE);
      return command === undefined ? 2 : 0;
    default:
      io.err(`deckhand: unknown command "${command}"\n${USAGE}`);
      return 2;
  }
}
