import pino, { type Logger } from 'pino';

/** Structured JSON logs on stdout (pino); LOG_LEVEL=silent in tests that do not read them. */
export function createLogger(level = process.env['LOG_LEVEL'] ?? 'info'): Logger {
  return pino({
    level,
    base: { service: 'deckhand-server', pid: process.pid },
    // Lobby bodies and socket actions carry player credentials; never let them reach a log line.
    redact: ['*.credentials', '*.playerCredentials', 'req.headers.authorization'],
  });
}
