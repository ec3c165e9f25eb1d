/**
 * LOG_FORMAT=pretty: pino's JSON lines turned into one short human line each (time, level, message, then the other
 * fields as key=value), for a host watching the console. JSON stays the format for machines (LOG_FORMAT=json, the
 * default when stdout is not a terminal). Pure string in, string out; no dependency beyond pino itself.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const HIDDEN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'service']);

function value(v: unknown): string {
  if (typeof v === 'string') return /[\s="]/.test(v) ? JSON.stringify(v) : v;
  if (v && typeof v === 'object' && 'message' in v && 'stack' in v) return JSON.stringify((v as { message: unknown }).message);
  return JSON.stringify(v);
}

export function prettyLine(json: string): string {
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = typeof rec['time'] === 'number' ? new Date(rec['time']).toISOString().slice(11, 19) : '--:--:--';
  const level = (LEVELS[Number(rec['level'])] ?? String(rec['level'])).padEnd(5);
  const fields = Object.entries(rec)
    .filter(([k, v]) => !HIDDEN.has(k) && v !== undefined)
    .map(([k, v]) => `${k}=${value(v)}`);
  const stack = rec['err'] && typeof rec['err'] === 'object' ? (rec['err'] as { stack?: unknown }).stack : undefined;
  return `${time} ${level} ${String(rec['msg'] ?? '')}${fields.length ? `  ${fields.join(' ')}` : ''}\n${typeof stack === 'string' ? `${stack}\n` : ''}`;
}

export type LogFormat = 'pretty' | 'json';

export function logFormatOf(value: string | undefined, isTTY: boolean): LogFormat {
  if (value === undefined || value === '') return isTTY ? 'pretty' : 'json';
  if (value === 'pretty' || value === 'json') return value;
  throw new Error(`LOG_FORMAT must be pretty or json, got ${value}`);
}
