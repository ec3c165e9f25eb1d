import pino, { type Logger } from 'pino';
import { logFormatOf, prettyLine, type LogFormat } from './log-format';

/**
 * Logs on stdout (pino): JSON lines for machines, or one human line each (LOG_FORMAT=pretty, the default on a
 * terminal). LOG_LEVEL=silent in tests that do not read them; debug adds one line per HTTP request.
 */
export function createLogger(
  level = process.env['LOG_LEVEL'] ?? 'info',
  format: LogFormat = logFormatOf(process.env['LOG_FORMAT'], !!process.stdout.isTTY),
): Logger {
  const options = {
    level,
    base: { service: 'deckhand-server', pid: process.pid },
    // Lobby bodies and socket actions carry player credentials; never let them reach a log line.
    redact: ['*.credentials', '*.playerCredentials', 'req.headers.authorization'],
  };
  if (format === 'json') return pino(options);
  return pino(options, { write: (line: string) => process.stdout.write(prettyLine(line)) });
}
