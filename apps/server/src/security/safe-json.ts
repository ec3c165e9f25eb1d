/**
 * Shape checks for JSON that came from a client. Game code (and Immer, and our own object spreads) must never see
 * a `__proto__`, `constructor` or `prototype` key, cycles, or structures deep or large enough to stall the server.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface JsonLimits {
  maxBytes: number;
  maxDepth: number;
}

export const DEFAULT_LIMITS: JsonLimits = { maxBytes: 16 * 1024, maxDepth: 16 };

/** Returns a reason when `value` is not plain, bounded JSON data; undefined when it is. */
export function unsafeJsonReason(value: unknown, limits: JsonLimits = DEFAULT_LIMITS): string | undefined {
  let nodes = 0;
  const maxNodes = limits.maxBytes; // every JSON node costs at least one byte
  const visit = (v: unknown, depth: number): string | undefined => {
    if (++nodes > maxNodes) return 'payload too large';
    if (depth > limits.maxDepth) return 'payload nested too deeply';
    if (v === null || typeof v === 'boolean' || typeof v === 'string') {
      return typeof v === 'string' && v.length > limits.maxBytes ? 'payload too large' : undefined;
    }
    if (typeof v === 'number') return Number.isFinite(v) ? undefined : 'non-finite number';
    if (Array.isArray(v)) {
      for (const item of v) {
        const r = visit(item, depth + 1);
        if (r) return r;
      }
      return undefined;
    }
    if (typeof v === 'object') {
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return 'not a plain object';
      for (const key of Object.keys(v)) {
        if (FORBIDDEN_KEYS.has(key)) return `forbidden key "${key}"`;
        const r = visit((v as Record<string, unknown>)[key], depth + 1);
        if (r) return r;
      }
      // JSON.parse creates "__proto__" as an own property, but Object.keys on some inputs may miss symbol tricks.
      if (Object.getOwnPropertySymbols(v).length) return 'symbol keys';
      return undefined;
    }
    return `unsupported type ${typeof v}`;
  };
  const reason = visit(value, 0);
  if (reason) return reason;
  if (value !== undefined && JSON.stringify(value).length > limits.maxBytes) return 'payload too large';
  return undefined;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
