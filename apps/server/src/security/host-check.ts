import { isIP } from 'node:net';
import type { Context, Next } from 'koa';

/**
 * DNS rebinding: a page on attacker.example re-points its own name at 127.0.0.1 (or at this server's LAN address)
 * and its scripts then talk to this server as "same origin", with `Host: attacker.example`. A server that answers
 * only to its own names refuses them. Allowed: every IP literal (a rebinding needs a name, so an address typed in a
 * phone's browser is safe), `localhost` and names under `.localhost`, the name the server listens on, and the names
 * in ALLOWED_HOSTS (comma-separated; `.example.org` allows every name under it; `*` turns the check off).
 */
export class HostCheck {
  private readonly names = new Set<string>();
  private readonly suffixes: string[] = [];
  private anyHost = false;

  constructor(allowed: readonly string[] = []) {
    for (const entry of allowed) this.allow(entry);
  }

  /** Adds a name (or `.suffix`, or `*`). */
  allow(entry: string): void {
    const name = normalize(entry);
    if (!name) return;
    if (name === '*') this.anyHost = true;
    else if (name.startsWith('.') || name.startsWith('*.')) this.suffixes.push(name.slice(name.indexOf('.')));
    else this.names.add(name);
  }

  /** Whether a request with this Host header is for this server. No header (HTTP/1.0, some probes) is not a browser's. */
  allows(hostHeader: string | undefined): boolean {
    if (this.anyHost || hostHeader === undefined || hostHeader === '') return true;
    const name = hostName(hostHeader);
    if (name === undefined) return false;
    if (isIP(name) !== 0) return true;
    if (name === 'localhost' || name.endsWith('.localhost')) return true;
    return this.names.has(name) || this.suffixes.some((s) => name.endsWith(s));
  }
}

function normalize(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}

/** The name part of a Host header (`name`, `name:port`, `[v6]:port`), lower case; undefined when malformed. */
export function hostName(header: string): string | undefined {
  const text = header.trim().toLowerCase();
  const v6 = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(text);
  if (v6) return v6[1];
  const m = /^([a-z0-9.-]+)(?::\d{1,5})?$/.exec(text);
  return m ? normalize(m[1]!) : undefined;
}

/** Refuses HTTP requests addressed to another name (421, with the reason and how to allow it). */
export function hostCheckMiddleware(check: HostCheck) {
  return async (ctx: Context, next: Next) => {
    if (!check.allows(ctx.get('Host') || undefined)) {
      ctx.status = 421;
      ctx.body = { error: `this server does not answer to the host name "${ctx.get('Host')}"; add it to ALLOWED_HOSTS` };
      return;
    }
    await next();
  };
}
