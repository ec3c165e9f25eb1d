/**
 * What a chat line may be: plain text, one short line. Never HTML: the page draws it as text (a text node), and the
 * server keeps it as the player typed it, less what could disguise it. Pure, so the rules are tested without sockets.
 */

/** The longest line, in characters (after trimming). */
export const MAX_CHAT_CHARS = 300;

/**
 * Control characters (line breaks included: a line cannot fake a second sender's line) and the bidirectional
 * overrides and isolates, which can make a line read as someone else's or reorder a link.
 */
// eslint-disable-next-line no-control-regex
const DISGUISES = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export type ChatText = { ok: true; text: string } | { ok: false; reason: string };

/** The line to keep and send, or why it is refused (a refused line changes nothing). */
export function chatText(raw: unknown): ChatText {
  if (typeof raw !== 'string') return { ok: false, reason: 'a chat message is text' };
  // Counted before cleaning as well: a megabyte of control characters is not a short line either.
  if (raw.length > MAX_CHAT_CHARS * 4) return { ok: false, reason: `at most ${MAX_CHAT_CHARS} characters` };
  const text = raw.replace(DISGUISES, ' ').replace(/\s+/g, ' ').trim();
  if (text.length === 0) return { ok: false, reason: 'an empty message' };
  if ([...text].length > MAX_CHAT_CHARS) return { ok: false, reason: `at most ${MAX_CHAT_CHARS} characters` };
  return { ok: true, text };
}
