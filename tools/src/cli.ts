/**
 * The `deckhand` command line: new, dev, validate, schema, migrate, simulate, serve, bench, backup. Returns the exit code instead of
 * exiting. Conventions every command follows: `--help`/`-h` prints its help to stdout and exits 0 (never runs the
 * command); `deckhand --version` prints the version; a usage error goes to stderr with exit 2.
 */
import pkg from '../package.json' with { type: 'json' };
import { backupCommand } from './commands/backup';
import { benchCommand } from './commands/bench';
import { devCommand } from './commands/dev';
import { migrateCommand } from './commands/migrate';
import { newCommand } from './commands/new';
import { schemaCommand } from './commands/schema';
import { serveCommand } from './commands/serve';
import { simulateCommand } from './commands/simulate';
import { validateCommand } from './commands/validate';
import type { Io } from './io';

interface Command {
  /** Its usage line(s) and what it does, as `deckhand --help` lists it and `deckhand <command> --help` prints it. */
  help: string;
  run: (args: string[], io: Io) => number | Promise<number>;
}

const GAMES_ROOT = '  --games-root DIR   a folder of games other than packages/games/';

const COMMANDS: Record<string, Command> = {
  new: {
    help: `new ID [--from GAME] [--name NAME] [--games-root DIR]
    a new game folder under packages/games/: game.yaml, rules.md, README, rules test
${GAMES_ROOT}`,
    run: newCommand,
  },
  dev: {
    help: `dev [ID] [--port P] [--host H] [--games-root DIR]
    a live preview of a game, every seat played from one page: every save reloads the match in the browser (Ctrl-C
    stops); no ID: the game in the working directory`,
    run: (args, io) => devCommand(args, io),
  },
  validate: {
    help: `validate [--watch] [--format text|json|github] [FILE…]
    check game specs (default ./game.yaml); one diagnostic per line (json: one object; github: annotations);
    --watch checks again on every save; exit 1 when a spec is invalid`,
    run: (args, io) => validateCommand(args, io),
  },
  schema: {
    help: `schema
    print the JSON Schema of game.yaml`,
    run: schemaCommand,
  },
  migrate: {
    help: `migrate [--check] FILE…
    rewrite specs of an earlier edition of the language for this one (in place; --check: write nothing, exit 1 if
    a file would change)`,
    run: migrateCommand,
  },
  simulate: {
    help: `simulate [GAME] --players N --games G --seed S [--json] [--max-moves M] [--report FILE.html] [--bots B,B,...]
    seeded bot playouts of a game under packages/games/ (no GAME: the one in the working directory); a progress bar on a terminal; --report writes a balance
    report with plots (one offline HTML file); --bots: one per seat, random, game (its bots.ts) or
    ismcts[:easy|medium|hard]
${GAMES_ROOT}`,
    run: simulateCommand,
  },
  serve: {
    help: `serve [DIR] [--port P] [--host H] [--data-dir DIR]
    the hosted match server (lobby, web client, bots) for the working directory's game or game folders (else
    packages/games/); matches kept in SQLite under ./data unless DATABASE_URL is set; the environment as for
    npm start (docs/hosting.md); Ctrl-C stops`,
    run: (args, io) => serveCommand(args, io),
  },
  bench: {
    help: `bench [--quick] [--json] [--repeats N] [--isolated] [--shared] [--no-server]
    the speed figures (docs/benchmarks.md): reducer, fast simulator and server, each as a ratio against its peer
    measured in the same run; each workload in a process of its own (--isolated, the verdicts) and all in one
    (--shared)`,
    run: benchCommand,
  },
  backup: {
    help: `backup [--data-dir DIR] FILE
    a consistent copy of the server's SQLite database (DIR/deckhand.sqlite; default DATA_DIR, else ./data) into
    FILE, safe while the server runs (SQLite's VACUUM INTO); never overwrites. PostgreSQL: use pg_dump
    (docs/hosting.md)`,
    run: backupCommand,
  },
};

export const VERSION: string = pkg.version;

export function usage(): string {
  const lines = Object.values(COMMANDS).map((c) => `  ${c.help.replace(/\n/g, '\n  ')}`);
  return `usage: deckhand <command> [options]
       deckhand <command> --help      one command's help
       deckhand --version

commands:
${lines.join('\n')}
`;
}

/** `--help` or `-h` among a command's arguments (before a `--`, after which everything is an operand). */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

const stdio: Io = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) };

export async function main(argv: string[], io: Io = stdio): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    io.err(usage());
    return 2;
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    const about = rest[0] !== undefined ? COMMANDS[rest[0]] : undefined;
    if (rest[0] !== undefined && !about) {
      io.err(`deckhand: unknown command "${rest[0]}"\n${usage()}`);
      return 2;
    }
    io.out(about ? `usage: deckhand ${about.help}` : usage());
    return 0;
  }
  if (command === '--version' || command === '-V' || command === 'version') {
    io.out(`deckhand ${VERSION}`);
    return 0;
  }
  const found = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!found) {
    io.err(`deckhand: unknown command "${command}"\n${usage()}`);
    return 2;
  }
  if (asksForHelp(rest)) {
    io.out(`usage: deckhand ${found.help}`);
    return 0;
  }
  return found.run(rest, io);
}
