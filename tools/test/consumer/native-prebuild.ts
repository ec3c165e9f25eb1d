/**
 * better-sqlite3 installs a prebuilt binary, downloaded by prebuild-install from the project's release page. This
 * machine reaches the npm registry only, so a fresh install would fall back to compiling SQLite from source (minutes
 * on two busy cores). The test hands prebuild-install the binary this checkout's own install already has, through
 * its documented setting for a folder of prebuilds (`npm_config_<package>_local_prebuilds`): the same file for the
 * same Node ABI and platform, installed the way a user's download is.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Environment for npm under which better-sqlite3 installs `root`'s built binary. */
export function localPrebuild(root: string, workDir: string): Record<string, string> {
  const pkg = join(root, 'node_modules', 'better-sqlite3');
  const { version } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { version: string };
  const dir = join(workDir, 'prebuilds');
  mkdirSync(dir, { recursive: true });
  // prebuild-install's name for it: better-sqlite3-v<version>-node-v<abi>-<platform>-<arch>.tar.gz (glibc).
  const file = join(dir, `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`);
  execFileSync('tar', ['czf', file, '-C', pkg, 'build/Release/better_sqlite3.node']);
  return { npm_config_better_sqlite3_local_prebuilds: dir };
}
