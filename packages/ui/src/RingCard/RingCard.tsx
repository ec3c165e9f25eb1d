/**
 * WordARound's circular card (rule W13): three rings of letters, black outermost, red, blue innermost, each word
 * written clockwise from a seeded random angle. The letters' places come from `layoutCard` in
 * packages/games/wordaround/ring-layout.ts, computed by the caller (this kit never imports games): pass its result
 * as `layout`. `highlight` marks the ring to read now, by a tint and in words in the card's middle ("read red");
 * `covered` shows the card still covered (or its back).
 */
import './RingCard.css';

export type RingName = 'black' | 'red' | 'blue';

/** The shape of ring-layout.ts's RingLayout (structural: what layoutCard returns fits). */
export interface RingLayoutData {
  ring: RingName;
  word: string;
  radius: number;
  startAngle: number;
  /** Each letter as text, placed round the ring (a tool that has the words as text). */
  letters: readonly { char: string; index: number; angle: number; x: number; y: number; rotate: number }[];
  /** The whole word as the server drew it, bent round the ring (card units, filled even-odd), when the game sends its
   * words only as drawings (`drawn:`); then `letters` is empty. */
  path?: string;
}

export interface RingCardProps {
  layout: readonly RingLayoutData[];
  /** The size the layout was computed for (layoutCard's `size`, default 200). */
  size?: number;
  /** The ring to read now (WordARound's `vars.ring`). */
  highlight?: RingName;
  /** The card is not uncovered yet: only its back shows. */
  covered?: boolean;
  /** The back colour (shown when covered). */
  back?: string;
  /** The card's accessible name (default "WordARound card"): never the words, which would hand the answer to any
   * script reading the accessibility tree. */
  name?: string;
}

const INK: Record<RingName, string> = { black: '#1d2330', red: '#c62828', blue: '#1e5bc6' };

export function RingCard({ layout, size = 200, highlight, covered, back, name = 'WordARound card' }: RingCardProps) {
  const r = size / 2;
  if (covered) {
    return (
      <div className="dh-ring" role="img" aria-label={`covered card${back ? `, ${back} back` : ''}`}>
        <svg viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
          <circle cx={r} cy={r} r={r - 2} fill={back ? INK[back as RingName] ?? back : '#3b4a6b'} stroke="#222" strokeWidth={2} />
          <circle cx={r} cy={r} r={r * 0.25} fill="none" stroke="#fff" strokeWidth={3} opacity={0.6} />
        </svg>
      </div>
    );
  }
  // The name says which ring to read, never the letters: an accessible name is text any script can read, and the
  // race is about reading the drawing first. (The honest cost: a screen reader cannot play the race.)
  const label = `${name}${highlight ? `, read the ${highlight} ring` : ''}`;
  const font = (l: RingLayoutData) => Math.max(9, Math.min(20, (2 * Math.PI * l.radius) / Math.max(l.letters.length, 1) * 0.55));
  return (
    <div className="dh-ring" role="img" aria-label={label}>
      <svg viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle cx={r} cy={r} r={r - 2} fill="#fffdf6" stroke="#222" strokeWidth={2} />
        {layout.map((l) => (
          <circle key={l.ring} cx={r} cy={r} r={l.radius} fill="none" data-ring={l.ring}
            stroke={highlight === l.ring ? INK[l.ring] : '#d8d4c8'} strokeWidth={highlight === l.ring ? 22 : 1} strokeOpacity={highlight === l.ring ? 0.15 : 1} />
        ))}
        {highlight && (
          // The ring to read, in words as well as by its tint (a tint alone is lost on many eyes): in the card's
          // middle, inside the innermost ring, in the ring's colour.
          <g className="dh-ring-read" fill={INK[highlight]} textAnchor="middle">
            <text x={r} y={r - 3} fontSize={size * 0.05}>read</text>
            <text x={r} y={r + size * 0.065} fontSize={size * 0.075} fontWeight={700}>{highlight}</text>
          </g>
        )}
        {layout.map((l) => (
          // One group per ring: the server's drawing as one path, or letters in word order (the drawing, not the
          // markup, hides where the word starts).
          <g key={l.ring} className="dh-ring-word" data-ring={l.ring}>
            {l.path !== undefined ? (
              <path className="dh-ring-ink" d={l.path} fill={INK[l.ring]} fillRule="evenodd" />
            ) : (
              l.letters.map((c) => (
                <text key={c.index} className="dh-ring-letter" x={c.x} y={c.y} fill={INK[l.ring]} fontSize={font(l)} transform={`rotate(${c.rotate} ${c.x} ${c.y})`}>
                  {c.char}
                </text>
              ))
            )}
          </g>
        ))}
      </svg>
    </div>
  );
}
