/** The address(es) a host opens, printed once at start: loopback as localhost, and every LAN address when bound to all. */
import type { NetworkInterfaceInfo } from 'node:os';

const ANY = new Set(['0.0.0.0', '::', '']);

export function openUrls(host: string, port: number, interfaces: Record<string, NetworkInterfaceInfo[] | undefined>): string[] {
  const url = (h: string) => `http://${h.includes(':') ? `[${h}]` : h}:${port}/`;
  if (host === '127.0.0.1' || host === 'localhost' || host === '::1') return [url('localhost')];
  if (!ANY.has(host)) return [url(host)];
  const lan = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => !i.internal && i.family === 'IPv4')
    .map((i) => url(i.address));
  return [url('localhost'), ...lan];
}

export function readyLine(urls: string[], storage: string): string {
  const [first, ...others] = urls;
  const network = others.length ? ` — on your network: ${others.join(', ')}` : '';
  return `Deckhand is ready: open ${first}${network} (matches kept in ${storage})`;
}
