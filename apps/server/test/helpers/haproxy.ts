import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitUntil } from './net';

const shipped = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'deploy', 'haproxy.cfg');

/**
 * The shipped deploy/haproxy.cfg with its addresses made local: the frontend on a free loopback port, and the
 * compose `server-template` line replaced by one `server sN` line per given backend port (everything else as shipped).
 */
export function localHaproxyConfig(listenPort: number, backendPorts: number[]): string {
  const text = readFileSync(shipped, 'utf8');
  const template = /^\s*server-template .*$/m.exec(text);
  if (!template || !/^\s*bind :8080$/m.test(text)) throw new Error(`${shipped}: expected 'bind :8080' and a 'server-template' line`);
  const params = template[0].trim().split(/\s+/).slice(4).filter((w, i, all) => !['resolvers', 'docker', 'init-addr', 'none'].includes(w) && all[i - 1] !== 'resolvers' && all[i - 1] !== 'init-addr');
  const servers = backendPorts.map((p, i) => `  server s${i + 1} 127.0.0.1:${p} ${params.join(' ')}`).join('\n');
  return text
    .replace(/^\s*bind :8080$/m, `  bind 127.0.0.1:${listenPort}`)
    .replace(template[0], servers)
    .replace(/^resolvers docker\n(?:[ \t]+.*\n)*/m, '');
}

export interface RunningProxy {
  url: string;
  stop(): Promise<void>;
}

/**
 * HAProxy (Debian's package) in the foreground with the shipped configuration, in front of the given ports;
 * `change` edits the configuration first (the scale-out bench compares the shipped balancing with round robin).
 */
export async function startHaproxy(backendPorts: number[], change: (cfg: string) => string = (cfg) => cfg): Promise<RunningProxy> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'deckhand-haproxy-'));
  const cfg = join(dir, 'haproxy.cfg');
  writeFileSync(cfg, change(localHaproxyConfig(port, backendPorts)));
  const proc = spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', 'pipe'] });
  const errors: string[] = [];
  proc.stderr!.on('data', (d: Buffer) => errors.push(d.toString()));
  proc.on('error', (err) => errors.push(`${err.message} (is haproxy installed? .ci/run installs it)`));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      rmSync(dir, { recursive: true, force: true });
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  try {
    await waitUntil(
      async () => {
        if (proc.exitCode !== null) throw new Error(`haproxy exited: ${errors.join('')}`);
        return (await fetch(`${url}/health`).catch(() => undefined))?.status === 200;
      },
      15_000,
      'haproxy',
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}
