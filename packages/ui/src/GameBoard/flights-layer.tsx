/**
 * Draws the hidden-card flights (hidden-flights.ts) over the board: a copy of each card as it looked where it left
 * (its back, or its face where this seat saw it) travels to where it lands, growing or shrinking to the size it is
 * drawn there, and turns over on the way in when it lands looking otherwise (your own draw lands face up; a card you
 * saw played face down lands as a back). The card where it lands waits hidden until its copy gets there. Fetched on
 * demand (lazy-flights.tsx); nothing here is needed to draw or play.
 *
 * Where a card was must be read before the new view is drawn over it: a class component's getSnapshotBeforeUpdate
 * runs after the new view is rendered and before any of it reaches the page, which is the moment.
 */
import { Component, createRef } from 'react';
import type { ClientGameDef, PlayerView } from '../types';
import { hiddenFlights, type Flight, type FlightEnd } from './hidden-flights';

export interface FlightsLayerProps {
  def: ClientGameDef;
  zones: PlayerView['zones'];
  /** The board's element (where the piles are found). */
  root: { current: HTMLElement | null };
  /** As the board's `motion`: `auto` follows the player's reduced-motion setting, `off` never flies. */
  motion: 'auto' | 'on' | 'off';
}

/** How long one card travels, and how much later each next card of the same move sets off. */
export const FLIGHT_MS = 450;
const STAGGER_MS = 40;
/** All of a big deal sets off within this (so 52 cards take no longer than a few). */
const STAGGER_SPAN_MS = 600;

/** One flight's start, read from the page before the new view reached it. */
interface Start {
  flight: Flight;
  rect: DOMRect;
  look: HTMLElement;
}

interface Snapshot {
  starts: Start[];
  /** The card elements on the page before: one found after that is not among them was drawn by this view. */
  before: Set<Element>;
}

const cardsOf = (pile: Element) => [...pile.querySelectorAll<HTMLElement>('.dh-card')];

/** The element of one end: the card by its id in its pile, else the pile's card so many from the top, else the pile. */
function endElement(root: HTMLElement, end: FlightEnd): HTMLElement | undefined {
  const pile = root.querySelector<HTMLElement>(`[data-pile="${CSS.escape(end.pile)}"]`);
  if (!pile) return undefined;
  if (end.card !== undefined) return pile.querySelector<HTMLElement>(`.dh-card[data-card="${end.card}"]`) ?? undefined;
  const cards = cardsOf(pile);
  return cards[Math.max(0, cards.length - 1 - (end.fromTop ?? 0))] ?? pile;
}

/** A still copy of a card's look: a plain element (no button, id, label or state), for the eye only. */
function copyOf(el: HTMLElement, rect: DOMRect): HTMLElement {
  const card = el.classList.contains('dh-card') ? el : el.querySelector<HTMLElement>('.dh-card');
  const copy = document.createElement('div');
  if (card) {
    copy.className = card.className;
    copy.innerHTML = card.innerHTML;
    copy.style.cssText = card.style.cssText;
  } else {
    copy.className = 'dh-card dh-card-back';
  }
  copy.style.transform = '';
  Object.assign(copy.style, { position: 'absolute', inset: '0', width: `${rect.width}px`, height: `${rect.height}px`, margin: '0', boxShadow: '', opacity: '1' });
  return copy;
}

const isBack = (el: HTMLElement) => el.classList.contains('dh-card-back');

function reduced(motion: FlightsLayerProps['motion']): boolean {
  if (motion === 'off') return true;
  if (motion === 'on') return false;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export default class FlightsLayer extends Component<FlightsLayerProps> {
  private layer = createRef<HTMLDivElement>();
  private live = new Set<Animation>();

  override getSnapshotBeforeUpdate(prev: FlightsLayerProps): Snapshot | null {
    const root = this.props.root.current;
    if (prev.zones === this.props.zones || !root || reduced(this.props.motion)) return null;
    const flights = hiddenFlights(this.props.def, prev.zones, this.props.zones);
    if (flights.length === 0) return null;
    const starts: Start[] = [];
    for (const flight of flights) {
      const el = endElement(root, flight.from);
      if (!el) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0) continue;
      starts.push({ flight, rect, look: copyOf(el, rect) });
    }
    return { starts, before: new Set(root.querySelectorAll('.dh-card')) };
  }

  override componentDidUpdate(_prev: FlightsLayerProps, _state: unknown, snap: Snapshot | null): void {
    const root = this.props.root.current;
    const layer = this.layer.current;
    if (!snap || !root || !layer) return;
    const origin = layer.getBoundingClientRect();
    const gap = Math.min(STAGGER_MS, STAGGER_SPAN_MS / Math.max(1, snap.starts.length));
    snap.starts.forEach((s, i) => {
      const target = endElement(root, s.flight.to);
      if (!target) return;
      const to = target.getBoundingClientRect();
      if (to.width === 0) return;
      // A card drawn by this view waits hidden until its copy lands on it; a pile's top that was already there stays.
      const card = target.classList.contains('dh-card') ? target : undefined;
      const fresh = card !== undefined && !snap.before.has(card);
      if (fresh) card.style.visibility = 'hidden';
      const flight = document.createElement('div');
      flight.className = 'dh-flight';
      flight.dataset['from'] = s.flight.from.pile;
      flight.dataset['to'] = s.flight.to.pile;
      Object.assign(flight.style, { position: 'absolute', left: '0', top: '0', width: `${s.rect.width}px`, height: `${s.rect.height}px`, transformOrigin: '0 0' });
      const turn = document.createElement('div');
      Object.assign(turn.style, { position: 'absolute', inset: '0' });
      turn.append(s.look);
      const landing = card ? copyOf(card, s.rect) : undefined;
      const turns = landing !== undefined && isBack(landing) !== isBack(s.look);
      if (turns) {
        landing.style.opacity = '0';
        turn.append(landing);
      }
      flight.append(turn);
      layer.append(flight);
      const at = (r: DOMRect) => `translate(${r.left - origin.left}px, ${r.top - origin.top}px)`;
      const delay = i * gap;
      const timing: KeyframeAnimationOptions = { duration: FLIGHT_MS, delay, easing: 'ease-out', fill: 'both' };
      const move = flight.animate(
        [{ transform: `${at(s.rect)} scale(1, 1)` }, { transform: `${at(to)} scale(${to.width / s.rect.width}, ${to.height / s.rect.height})` }],
        timing,
      );
      const all = [move];
      if (turns) {
        // Turned over in the last stretch: edge-on at 75%, the other side showing after.
        all.push(turn.animate([{ transform: 'scaleX(1)' }, { transform: 'scaleX(1)', offset: 0.5 }, { transform: 'scaleX(0)', offset: 0.75 }, { transform: 'scaleX(1)' }], timing));
        all.push(s.look.animate([{ opacity: 1 }, { opacity: 1, offset: 0.75 }, { opacity: 0, offset: 0.75 }, { opacity: 0 }], timing));
        all.push(landing.animate([{ opacity: 0 }, { opacity: 0, offset: 0.75 }, { opacity: 1, offset: 0.75 }, { opacity: 1 }], timing));
      }
      for (const a of all) this.live.add(a);
      const done = () => {
        for (const a of all) this.live.delete(a);
        flight.remove();
        if (fresh) card.style.visibility = '';
      };
      move.finished.then(done, done);
    });
  }

  override componentWillUnmount(): void {
    for (const a of this.live) a.cancel();
  }

  // Over the table's own layers (a pile's place, at most 3), under the page's drawers (the chat, 20).
  override render() {
    return <div ref={this.layer} className="dh-flights" aria-hidden="true" style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 10, overflow: 'hidden' }} />;
  }
}
