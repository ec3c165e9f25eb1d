/**
 * A trick as it lies on a card table: each card in front of the seat that played it (the view's `playedBy`), the
 * other seats' places across the top in the order their panels stand above the table, yours at the bottom, nearest
 * your hand. An empty place is a seat still to play; the card led is marked. Drawn for a shared open pile whose
 * cards say who played them (GameBoard decides which), whatever the game.
 */
import type { ReactNode } from 'react';
import { Card, type CardProps } from '../Card';
import { spokenCount } from '../Pile';
import { useDragKitContext } from './lazy-drag';
import type { ClientGameDef, Faces, ViewPile } from '../types';

/** Every `move` effect of a list of effects, however deep (`if`'s branches, `forEach`'s body). */
function moveEffects(node: unknown, out: { from?: { zone?: string }; to?: { zone?: string }; count?: unknown; cards?: unknown }[] = []) {
  if (Array.isArray(node)) for (const n of node) moveEffects(n, out);
  else if (node && typeof node === 'object') {
    const e = node as Record<string, unknown>;
    if (e['op'] === 'move') out.push(e as never);
    for (const v of Object.values(e)) if (v && typeof v === 'object') moveEffects(v, out);
  }
  return out;
}

/**
 * The shared zones that are tricks: a move lays a card there that it names (`move: { cards: c, to: trick }`), and the
 * whole pile is later taken away at once (`move: { from: trick, count: all }`): Hearts' and Trumps' trick, not a
 * discard pile that only grows.
 */
export function trickZones(def: ClientGameDef): Set<string> {
  // Anywhere in the rules: a move's effects, a phase's or a hand's end, a trigger.
  const effects = moveEffects(def);
  const laid = new Set(effects.filter((e) => typeof e.cards === 'string' && e.to?.zone).map((e) => e.to!.zone!));
  const cleared = new Set(effects.filter((e) => e.count === 'all' && e.from?.zone).map((e) => e.from!.zone!));
  return new Set([...laid].filter((z) => cleared.has(z) && def.zones[z]?.scope === 'shared' && !def.zones[z]?.row));
}

export interface TrickSeat {
  seat: number;
  /** How the place is labelled: the seat's name, or "You". */
  name: string;
}

export interface TrickViewProps {
  label: string;
  cards: ViewPile;
  faces: Faces;
  /** The other seats, in the order their panels show, then yours (absent for a spectator). */
  others: readonly TrickSeat[];
  you?: TrickSeat;
  /** Who played each card (undefined: not known; such a card is drawn after the places). */
  seatOf: (id: number) => number | undefined;
  note?: string;
  size?: CardProps['size'];
  renderFace?: CardProps['renderFace'];
  /** The pile's place on the board (`pileKey`): a card dragged here is played as on the pile. */
  pileId: string;
}

/**
 * The trick's outer box; inside a board that has its drag kit (fetched on demand, lazy-drag.tsx), a drop area that
 * knows when a card hovers over it, as a pile's is. dnd-kit itself is never imported here: it stays out of the first load.
 */
function TrickBox({ pileId, children, ...rest }: { pileId: string; children: ReactNode } & Record<string, unknown>) {
  const kit = useDragKitContext();
  if (kit) return <kit.DropBox pileId={pileId} {...rest}>{children}</kit.DropBox>;
  return <div {...rest}>{children}</div>;
}

export function TrickView({ label, cards, faces, others, you, seatOf, note, size, renderFace, pileId }: TrickViewProps) {
  const ids = cards.filter((c): c is number => typeof c === 'number');
  const led = ids[0];
  const bySeat = new Map<number, number>();
  for (const id of ids) {
    const s = seatOf(id);
    if (s !== undefined && !bySeat.has(s)) bySeat.set(s, id);
  }
  const placed = new Set(bySeat.values());
  const loose = cards.filter((c) => typeof c !== 'number' || !placed.has(c));
  const common = { faces, ...(size ? { size } : {}), ...(renderFace ? { renderFace } : {}) };
  const place = (t: TrickSeat, mine: boolean) => {
    const id = bySeat.get(t.seat);
    return (
      <div className="dh-trick-place" key={t.seat} data-seat={t.seat} data-you={mine || undefined} data-led={(id !== undefined && id === led) || undefined}>
        <span className="dh-trick-who" aria-hidden="true">{t.name}{id !== undefined && id === led ? ' · led' : ''}</span>
        {id !== undefined ? <Card card={id} {...common} /> : <div className="dh-trick-empty" aria-hidden="true" />}
      </div>
    );
  };
  return (
    <TrickBox pileId={pileId} data-pile={pileId} className="dh-pile dh-trick" role="group" aria-label={`${label}: ${spokenCount(cards.length, note)}`}>
      <span className="dh-pile-label" aria-hidden="true">{label}</span>
      <div className="dh-trick-others">{others.map((t) => place(t, false))}</div>
      {you && <div className="dh-trick-mine">{place(you, true)}</div>}
      {loose.length > 0 && <div className="dh-trick-others">{loose.map((c, i) => <Card key={`loose${i}`} card={c} {...common} />)}</div>}
      {note !== undefined && <span className="dh-pile-count" aria-hidden="true">{note}</span>}
    </TrickBox>
  );
}
