/**
 * The house on the table (`house:` in a game's YAML): a dealer or banker that plays by a fixed rule and is no seat,
 * so it has no seat chip — a panel of its own, headed by its label, holding its zones (its cards, its hole card, their
 * captions: the total) and, once it has settled a hand, how each seat did against it.
 */
import type { ReactNode } from 'react';
import './House.css';

export type HouseOutcome = 'win' | 'lose' | 'push';

export interface HousePanelProps {
  /** What the game calls the house (`house.label`): "Dealer". */
  label: string;
  /** Its zones, drawn by the board as any pile is. */
  children?: ReactNode;
  /** Each seat's outcome of the last hand settled against the house, by seat name (none before the first). */
  outcomes?: readonly { name: string; outcome: HouseOutcome }[];
}

const SAID: Record<HouseOutcome, string> = { win: 'won', lose: 'lost', push: 'push' };

export function HousePanel({ label, children, outcomes }: HousePanelProps) {
  const shown = outcomes?.filter((o) => o.outcome) ?? [];
  return (
    <section className="dh-house" aria-label={label}>
      <h3 className="dh-house-title">{label}</h3>
      <div className="dh-house-zones">{children}</div>
      {shown.length > 0 && (
        <div className="dh-house-last">
          <span className="dh-house-last-title">Last hand</span>
          <ul aria-label={`Last hand against the ${label.toLowerCase()}`}>
            {shown.map((o, i) => (
              <li key={i} data-outcome={o.outcome}>
                {o.name}: {SAID[o.outcome]}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Each seat's last outcome against the house, from a view's `house` (seats that were not settled left out). */
export function houseOutcomes(last: readonly (HouseOutcome | null)[] | undefined, name: (seat: number) => string): { name: string; outcome: HouseOutcome }[] {
  return (last ?? []).flatMap((o, s) => (o ? [{ name: name(s), outcome: o }] : []));
}
