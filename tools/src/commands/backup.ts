/** `deckhand backup [--data-dir DIR] FILE`: a consistent copy of the server's SQLite database, safe while it runs. */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Io } from '../io';
import { backupSqlite, BackupError } from '../backup/sqlite-backup';

export const BACKUP_USAGE = 'usage: deckhand backup [--data-dir DIR] FILE';

export function backupCommand(argv: string[], io: Io, env: NodeJS.ProcessEnv = process.env): number {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { 'data-dir': { type: 'string' } } });
  } catch (e) {
    io.err(`deckhand backup: ${(e as Error).message}\n${BACKUP_USAGE}`);
    return 2;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) {
    io.err(BACKUP_USAGE);
    return 2;
  }
  if (env['DATABASE_URL'] && parsed.values['data-dir'] === undefined) {
    io.err('deckhand backup: DATABASE_URL is set, so the server keeps its matches in PostgreSQL; back that up with pg_dump (docs/hosting.md, "Backups"), or pass --data-dir for a SQLite file');
    return 2;
  }
  // The server's own default: DATA_DIR, else ./data in the working directory.
  const dataDir = resolve(parsed.values['data-dir'] ?? env['DATA_DIR'] ?? 'data');
  try {
    const r = backupSqlite(join(dataDir, 'deckhand.sqlite'), file);
    io.out(`backed up ${r.matches} match${r.matches === 1 ? '' : 'es'} (schema version ${r.schemaVersion}, ${Math.round(r.bytes / 1024)} KiB) from ${r.from} to ${r.to}`);
    return 0;
  } catch (e) {
    if (!(e instanceof BackupError)) throw e;
    io.err(`deckhand backup: ${e.message}`);
    return 1;
  }
}
