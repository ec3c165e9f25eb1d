/**
 * A ring card's place while its drawing is on its way (a page that fetches RingCard and the layout on demand): the
 * same box and disc as RingCard, no rings or words, marked `data-loading` (a screenshot waits until nothing on the
 * page is).
 */
import './RingCard.css';

export function RingCardBlank({ size = 200, name = 'WordARound card' }: { size?: number; name?: string }) {
  const r = size / 2;
  return (
    <div className="dh-ring" role="img" aria-label={name} aria-busy="true" data-loading="true">
      <svg viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle cx={r} cy={r} r={r - 2} fill="#fffdf6" stroke="#222" strokeWidth={2} />
      </svg>
    </div>
  );
}
