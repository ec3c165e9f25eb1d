/** The `deckhand` command line: new, dev, validate, schema, migrate, simulate, bench. Returns the exit code instead of exiting. */
import { benchCommand } from './commands/bench';
import { devCommand } from './commands/dev';
import { migrateCommand } from './commands/migrate';
import { newCommand } from './commands/new';
import { schemaCommand } from './commands/schema';
import { simulateCommand } from './commands/simulate';
import { validateCommand } from './commands/validate';

const USAGE = `usage: deckhand <command> [options]

commands:
  new ID [--from GAME] [--name NAME]   a new game folder under packages/games/: game.yaml, rules.md, README, rules test
  dev ID [--port P]                    a live preview of a game: every save reloads the match in the browser
  validate [--watch] [--format text|json|github] FILE…
                                       check game specs; one diagnostic per line (json: one object; github:
                                       annotations); --watch checks again on every save
  schema                               print the JSON Schema of game.yaml
  migrate [--check] FILE…              rewrite specs of an earlier edition of the language for this one (in place;
                                       --check: write nothing, exit 1 if a file would change)
  simulate GAME --players N --games G --seed S [--json] [--max-moves M] [--report FILE.html] [--bots B,B,...]
                                       seeded bot playouts of a game under packages/games/; a progress bar on a
                                       terminal; --report writes a balance report with plots (one offline HTML file);
                                       --bots: one per seat, random, game (its bots.ts) or ismcts[:easy|medium|hard]
  bench [--quick] [--json] [--repeats N] [--isolated] [--shared] [--no-server]
                                       the speed figures (docs/benchmarks.md): reducer, fast simulator and server,
                                       each as a ratio against its peer measured in the same run; each workload in
                                       a process of its own (--isolated, the verdicts) and all in one (--shared)
options of new and simulate: --games-root DIR (a folder of games other than packages/games/)
`;

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

const stdio: Io = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) };

export async function main(argv: string[], io: Io = stdio): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'new':
      return newCommand(rest, io);
    case 'dev':
      return devCommand(rest, io);
    case 'validate':
      return validateCommand(rest, io);
    case 'schema':
      return schemaCommand(rest, io);
    case 'migrate':
      return migrateCommand(rest, io);
    case 'simulate':
      return simulateCommand(rest, io);
    case 'bench':
      return benchCommand(rest, io);
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
