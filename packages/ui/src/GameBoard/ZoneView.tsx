/** One zone of one seat (or the table), drawn by its definition: a row of piles, a hand-like set, or a pile. */
import type { CardProps } from '../Card';
import { Hand } from '../Hand';
import { labelOf, rowPileName } from '@deckhand/dsl/client';
import { Pile, type PileDrop } from '../Pile';
import { Row } from '../Row';
import type { ClientGameDef, Faces, PileDisplay, ViewPile, ZoneDef } from '../types';
import { pileTitle } from './pile-name';
import { pileKey } from './targets';
import type { HandArranging } from './arrange-types';

export interface ZoneViewProps {
  zone: ZoneDef;
  content: ViewPile | ViewPile[];
  faces: Faces;
  /** Prefix for labels, e.g. "Bea's" for another seat's zone. */
  owner?: string;
  selectable: (id: number) => boolean;
  selected: readonly number[];
  onSelectCard?: (id: number) => void;
  /** The pile index chosen as a move's target in this zone. */
  target?: number;
  size?: CardProps['size'];
  /** Where the picked card may be played in this zone (pile index: undefined for a single-pile zone). */
  dropAt?: (index: number | undefined) => PileDrop | undefined;
  renderFace?: CardProps['renderFace'];
  /** The zone's derived caption (`caption:` in YAML, e.g. Build Up's "next 5"): one text, or one per pile of a row. */
  note?: string | string[];
  /** The seat owning this zone's content (player zones): with the zone's name, it names each pile on the board. */
  seat?: number;
  /** The seat's own cards that play now may be dragged as well as tapped. */
  draggable?: boolean;
  /** The card types, for a row whose piles are named by an attribute (`row: { by: colour }`). */
  cardTypes?: ClientGameDef['cardTypes'];
  /** What one pile of this row is called ("centre pile": a pile argument's label, see pileNoun), if anything. */
  pileNoun?: string;
  /** A hand's cards a move takes by their place (drawing blind from another seat's fan): what a click on each does. */
  reachAt?: (index: number) => PileDrop | undefined;
  /** This seat's own hand, in an order the player may change (Hand's `arrange`). */
  arrange?: HandArranging;
}

/** A shared face-up pile spreads while it is this small (a trick, a short discard); past it, its top and count. */
const SPREAD_UP_TO = 8;

/**
 * How a pile of this zone is drawn: as its YAML says (`display:`), else chosen from its kind. Small fixed-size piles
 * (a set of 4 terms) read best with every card showing, and so does a small face-up pile on the table (Trumps'
 * trick: who led what matters, not only the top card), and every meld of a row of them.
 */
export function displayOf(zone: ZoneDef, pile?: ViewPile): PileDisplay {
  return zone.display ?? (spreads(zone, pile) ? 'spread' : 'top');
}

function spreads(zone: ZoneDef, pile?: ViewPile): boolean {
  if (zone.visibility === 'top') return false;
  if (zone.capacity !== undefined && zone.capacity <= 10) return true;
  // A shared row of open piles the game does not sum up in a caption (Rummy's melds: which run, which set, is what
  // a player lays off on); a captioned row (Build Up's "next 5") says what matters of each pile, its top does the rest.
  if (zone.row && zone.scope === 'shared' && zone.visibility === 'public' && zone.caption === undefined) return true;
  return !zone.row && zone.scope === 'shared' && zone.visibility === 'public' && pile !== undefined && pile.length <= SPREAD_UP_TO;
}

/**
 * A seat's cards held in hand: a set of its own, or any zone only its owner sees (Old Maid's fan is ordered, yet a
 * hand). A shared set (Bag's discards) is a pile on the table — its label and caption say what it is, and a heap
 * of backs or a revealed grid of every discard would crowd the table out.
 */
export function handLike(zone: ZoneDef): boolean {
  return zone.scope === 'player' && (zone.order === 'set' || zone.visibility === 'owner') && !(zone.capacity !== undefined && zone.capacity <= 1);
}

export function ZoneView({ zone, content, faces, owner, selectable, selected, onSelectCard, target, size, dropAt, renderFace, note, seat, draggable, cardTypes, pileNoun, reachAt, arrange }: ZoneViewProps) {
  const drag = draggable ? { draggable } : {};
  const shown = labelOf(zone);
  const name = shown.charAt(0).toUpperCase() + shown.slice(1);
  const label = owner ? `${owner} ${name.toLowerCase()}` : name;
  // Inside a seat's own box the owner goes without saying: the visible caption is the zone's name alone.
  const caption = owner ? name : undefined;
  const common = { faces, selected, ...(size ? { size } : {}), ...(renderFace ? { renderFace } : {}) };
  if (zone.row) {
    const named = cardTypes ? (i: number) => rowPileName(cardTypes, zone, i) : () => undefined;
    const piles = content as ViewPile[];
    return (
      <Row
        {...common}
        piles={piles}
        label={label}
        {...(caption ? { caption } : {})}
        pileLabel={(i) => {
          // Heard as the move that targets it says it ("Your discard pile 2", "Centre pile 1"), not as the row's
          // plural with a number; a row named by an attribute keeps its name after the value ("Discard piles, blue").
          if (pileNoun && cardTypes) {
            const one = `${owner ? `${owner} ` : ''}${pileTitle({ cardTypes }, zone, i, pileNoun)}`;
            return one.charAt(0).toUpperCase() + one.slice(1);
          }
          return named(i) ? `${label}, ${named(i)}` : `${label} ${i + 1}`;
        }}
        {...(named(0) !== undefined ? { pileCaptions: piles.map((_, i) => named(i) ?? String(i + 1)) } : {})}
        {...(Array.isArray(note) ? { notes: note } : {})}
        display={displayOf(zone)}
        selectable={selectable}
        {...(onSelectCard ? { onSelectCard } : {})}
        {...(target !== undefined ? { target } : {})}
        {...(dropAt ? { dropAt: (i: number) => dropAt(i) } : {})}
        pileIdAt={(i: number) => pileKey(zone.name, seat, i)}
        {...drag}
      />
    );
  }
  const pile = content as ViewPile;
  // A hand shows every card, however many (a big one overlaps: Hand's DENSE_FROM); the board owns the selection, so
  // each click goes to onSelectCard.
  if (handLike(zone)) {
    const interactive = onSelectCard !== undefined && pile.some((c) => typeof c === 'number' && selectable(c));
    return (
      <Hand
        {...common}
        cards={pile}
        label={label}
        fan={size === 'sm'}
        max={interactive ? 99 : 0}
        selectable={selectable}
        status={false}
        pileId={pileKey(zone.name, seat)}
        {...drag}
        {...(reachAt ? { reach: reachAt } : {})}
        {...(arrange ? { arrange } : {})}
        {...(interactive ? { selected, onChange: (next: number[]) => onSelectCard!(next.find((c) => !selected.includes(c)) ?? selected.find((c) => !next.includes(c))!) } : {})}
      />
    );
  }
  const drop = dropAt?.(undefined);
  return <Pile {...common} pile={pile} label={label} {...(typeof note === 'string' ? { note } : {})} {...(caption ? { caption } : {})} display={displayOf(zone, pile)} selectable={selectable} {...(onSelectCard ? { onSelectCard } : {})} {...(target === 0 ? { target: true } : {})} {...(drop ? { drop } : {})} pileId={pileKey(zone.name, seat)} {...drag} />;
}
