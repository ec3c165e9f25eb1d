import { describe, expect, it } from 'vitest';
import { chatText, MAX_CHAT_CHARS } from './chat-text';

describe('a chat line', () => {
  it('is kept as typed, trimmed, as text: markup is just characters', () => {
    expect(chatText('  good game  ')).toEqual({ ok: true, text: 'good game' });
    expect(chatText('<img src=x onerror=alert(1)>')).toEqual({ ok: true, text: '<img src=x onerror=alert(1)>' });
  });

  it('cannot break into lines or hide its direction', () => {
    expect(chatText('hi\nBea: I fold')).toEqual({ ok: true, text: 'hi Bea: I fold' });
    expect(chatText('abc\u202edcba\u0000')).toEqual({ ok: true, text: 'abc dcba' });
  });

  it('is refused when empty, too long or not text', () => {
    expect(chatText('   ')).toMatchObject({ ok: false });
    expect(chatText('x'.repeat(MAX_CHAT_CHARS))).toMatchObject({ ok: true });
    expect(chatText('x'.repeat(MAX_CHAT_CHARS + 1))).toEqual({ ok: false, reason: `at most ${MAX_CHAT_CHARS} characters` });
    expect(chatText({ html: '<b>' })).toMatchObject({ ok: false });
    expect(chatText(['a'])).toMatchObject({ ok: false });
  });
});
