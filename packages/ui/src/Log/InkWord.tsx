/**
 * A word the game only draws (`drawn:`, WordARound's ring words), shown in a log line as its drawing: the server's
 * glyph outlines, each centred on its own origin, set side by side by their advances. Its accessible name is "the
 * word", never the word: anything that reads the page's text could read it otherwise.
 */
import type { InkText } from '@deckhand/dsl/client';

export function InkWord({ ink }: { ink: InkText }) {
  const em = ink.em;
  let x = 0;
  const placed = ink.glyphs.map((g) => {
    const at = x + g.w / 2;
    x += g.w;
    return { d: g.d, at };
  });
  return (
    <svg className="dh-log-ink" role="img" aria-label="the word" viewBox={`0 ${-0.65 * em} ${Math.max(x, 1)} ${1.3 * em}`} height="1.3em" width={`${(1.3 * Math.max(x, 1)) / em}em`}>
      {placed.map((g, i) => (
        <path key={i} d={g.d} transform={`translate(${g.at} 0)`} fill="currentColor" />
      ))}
    </svg>
  );
}
