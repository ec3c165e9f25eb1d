/**
 * The generic board: draws any compiled game from its def (without cards) and one seat's PlayerView. Top to bottom:
 * the status line, the other seats as a compact strip, the table (shared zones, game panels, and this seat's zones
 * it does not play from), the log (a column beside the table on a wide screen), and the dock at the bottom: this
 * seat's hand (the zones it plays from) and the controls of every move the current phase allows (but `hiddenMoves`,
 * which a panel on the table answers). Bounded by its host (`--dh-board-max-height`), the table scrolls above the
 * dock rather than under it. Selecting cards feeds the moves' card arguments; `onMove(name, args)` sends.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { drawFace, labelOf, namesOf, rowPileName } from '@deckhand/dsl/client';
import { MotionConfig } from 'motion/react';
import { Card, CardAnimations, CardMotion, ExplainCard, FaceDesign, faceText, Marks, PlayedBy, type CardProps, type FaceDesigner } from '../Card';
import type { PileDrop } from '../Pile';
import { Log } from '../Log';
import { MoveBar, words } from '../MoveBar';
import { Seat } from '../Seat';
import { heldOutcome, withRound } from './race-outcome';
import type { BoardData, MoveArgs, ViewPile, ZoneDef } from '../types';
import { RACE_SLAP, RACE_STUCK, actingZones, byReason, openFirst, availableMoves, blockedReason, eligibleCards, onTable, phaseTitle, pileChoices, resultText, seatCardCount, seatName, selectCount, targetedZones, turnStage } from './model';
import { drawTargets, legalOf, parsePileKey, pileKey, placesFor, playableCards, refusalReason, type PileTarget } from './targets';
import { cardsFor, oneClickPlay, whyNot } from './card-plays';
import { askCards, askedSeats, askPlays, blindPicks, type TablePlay } from './table-clicks';
import { completedPick } from './pick-complete';
import { SeatBox, seatOfDrop } from './seat-drop';
import { scoreColumns } from './scores';
import { handOrder, suitMatters } from './hand-order';
import { useTableChanges } from './useTableChanges';
import { cardPlaces, pilesOf } from './changes';
import { stepFocus, useFocusAfterMove } from './focus';
import { displayOf, handLike, ZoneView } from './ZoneView';
import { pileNoun, pileTitle } from './pile-name';
import { RaceClock } from './RaceClock';
import { DragArea, useDragKit } from './lazy-drag';
import { UndoButton } from '../Undo';
import { HousePanel, houseOutcomes } from '../House';
import type { TableSize } from '../Zoom';
import { CardZoomOnDemand } from '../Zoom/lazy-zoom';
import { TrickView, trickZones } from './TrickView';
import { ScoresByHand } from '../HandHistory';
import { HiddenFlights } from './lazy-flights';
import { arrangeable, useHandArrangement } from './hand-arrangement';
import './GameBoard.css';

export interface GameBoardProps extends BoardData {
  /** Draws a face in a game's own way (e.g. WordARound's RingCard); return undefined for the default Card face. */
  renderFace?: CardProps['renderFace'];
  /** Game-specific panels shown on the table (e.g. Art of Argument's quiz question from `view.hook`). */
  children?: ReactNode;
  /**
   * A word to this seat from the page around the board (the match page's first-move hint): drawn where the log is,
   * beside the table on a wide screen and above the dock on a phone, so it takes no room from the table or the dock.
   */
  notice?: ReactNode;
  /** Log lines to show (the most recent); default 30. */
  logLimit?: number;
  /**
   * Moves the board offers no controls for, because something else on the table does (a game panel among the
   * `children`): e.g. `panelMoves(props)` from GamePanels, `['answer']` while the quiz panel is drawn.
   */
  hiddenMoves?: readonly string[];
  /** The server refused the last move: its reason, in the game's words (shown in the dock; the selection is kept). */
  rejection?: string;
  /**
   * Cards sliding between zones and the flash on what a move changed: `auto` follows the player's system setting
   * (reduced motion turns both to a still mark), `on`/`off` force it (stories, tests).
   */
  motion?: 'auto' | 'on' | 'off';
  /**
   * A card with a single legal play plays on one click (default); with `confirmMoves`, every click only picks the
   * card, and the place it goes (or the move's button) is a second, deliberate click.
   */
  confirmMoves?: boolean;
  /** Takes back this seat's last move (boardgame.io's `undo`); the button shows as the server's `view.undo` says. */
  onUndo?: () => void;
  /** How big cards are drawn (the table-size control; default medium, as designed). */
  tableSize?: TableSize;
  /** The match, where this seat's own arrangement of its hand is kept in the browser (hand-arrangement.ts). */
  matchID?: string;
}

const REDUCED = { auto: 'user', on: 'never', off: 'always' } as const;

/** Why a move is closed now, in the game's words (from the server's legal moves); undefined when it is open. */
function legalReason(legal: NonNullable<ReturnType<typeof legalOf>>, move: string): string | undefined {
  if (legal.moves[move]) return undefined;
  return legal.unavailable[move] ?? legal.waiting ?? 'Not possible now';
}

function toggle(selected: readonly number[], id: number, max: number): number[] {
  if (selected.includes(id)) return selected.filter((c) => c !== id);
  if (max <= 1) return [id];
  return selected.length < max ? [...selected, id] : [...selected];
}

export function GameBoard({ def, view, ctx, playerID, onMove, players, renderFace, children, notice, logLimit = 30, hiddenMoves, rejection, motion = 'auto', confirmMoves = false, onUndo, tableSize = 'medium', matchID }: GameBoardProps) {
  // Cards picked up, each with the pile it was picked up from: a card that has since moved (played, passed to
  // another hand, reshuffled) is put down, else its old pick would offer it new places where it lies now.
  const [held, setHeld] = useState<readonly { id: number; at: string | undefined }[]>([]);
  const cardAt = useMemo(() => cardPlaces(pilesOf(def, view.zones)), [def, view.zones]);
  const selected = held.filter((h) => cardAt.get(h.id) === h.at).map((h) => h.id);
  const setSelected = (ids: readonly number[]) => setHeld(ids.map((id) => ({ id, at: cardAt.get(id) })));
  // A card dragged onto a pile it may not go on: why, in the game's words (cleared by the next state or pick).
  const [refusal, setRefusal] = useState<string>();
  const [dragged, setDragged] = useState<number>();
  const changes = useTableChanges(def, view.zones, view.vars);
  useEffect(() => setRefusal(undefined), [view]);
  const [targets0, setTargets] = useState<Record<string, number | undefined>>({});
  const root = useRef<HTMLDivElement>(null);
  const focus = useFocusAfterMove(root, view);
  const me = playerID === null ? undefined : Number(playerID);
  // A helper zone the rules need but players need not see (`onTable: false`), or one this match does not use now
  // (`onTable: players == 2`), is not drawn.
  const zones = (Object.values(def.zones) as ZoneDef[]).filter((z) => onTable(z, view));
  // Faces a card type designs in YAML (`face:`), drawn by the language's own reading of it.
  const designer = useMemo<FaceDesigner>(() => (face) => {
    const type = Object.hasOwn(def.cardTypes, face.type) ? def.cardTypes[face.type] : undefined;
    return type?.face ? drawFace(face.type, face.attrs, type, def.id) : undefined;
  }, [def]);
  // The dock holds what this seat plays from or onto, and its hand even when no move takes a card from it (Go Fish
  // asks for a rank, Old Maid's hand is drawn from): a player looks for their cards at the bottom of the screen.
  const acting = new Set([...actingZones(def), ...zones.filter(handLike).map((z) => z.name)]);
  const legal = legalOf(view);
  const targeted = useMemo(() => targetedZones(def), [def]);
  const tricks = useMemo(() => trickZones(def), [def]);
  const moves = openFirst(
    availableMoves(def, ctx)
      .filter((m) => !hiddenMoves?.includes(m.name))
      // Whose turn it is reads best with the seat's name, which the board knows; what the rules forbid, the server says.
      .map((m) => ({ move: m, reason: blockedReason(def, view, ctx, playerID, m, players) ?? (legal ? legalReason(legal, m.name) : undefined) })),
  );
  // Every move closed for one reason (another seat's turn): the dock says it once, not under each move.
  const sharedReason = moves.length > 1 && moves.every((m) => m.reason !== undefined && m.reason === moves[0]!.reason) ? moves[0]!.reason : undefined;
  const valueNames = useMemo(() => {
    const attrs = new Set(Object.values(def.cardTypes).flatMap((t) => Object.keys(t.names ?? {})));
    return Object.fromEntries([...attrs].map((a) => [a, namesOf(def.cardTypes, a) ?? {}]));
  }, [def]);
  const open = moves.filter((m) => m.reason === undefined).map((m) => m.move);
  // A card of the seat's own hand may stand for a value a move asks for (Go Fish: a king asks for kings).
  const myHands = me === undefined ? [] : zones.filter(handLike).map((z) => (view.zones[z.name] as unknown[] | undefined)?.[me]).filter(Array.isArray) as number[][];
  const asking = askCards(def, legal, view.faces, myHands);
  // The server's legal moves say exactly which cards play now; without them (an older server), what the seat can see.
  const eligible = legal ? new Set([...playableCards(def, legal), ...asking]) : new Set(open.flatMap((m) => [...eligibleCards(def, view, m, me, ctx)]));
  // Other seats' cards a move takes by their place (Old Maid's blind draw from the next fan).
  const blind = useMemo(() => blindPicks(def, legal, me, ctx.numPlayers, view.out, view.zones), [def, legal, me, ctx.numPlayers, view.out, view.zones]);
  const max = Math.max(0, ...open.map(selectCount));
  const selection = selected.filter((c) => eligible.has(c));
  const picked = selection.length === 1 && max <= 1 ? selection[0] : undefined;
  // A card picked as a question (asking for its value): the seats it may be asked of, each a place to click.
  const asks = picked !== undefined && asking.has(picked) ? askPlays(def, legal, view.faces, picked).filter((p) => p.seat !== undefined) : [];
  // With no card picked, a draw is also a place to point at: the pile it draws from.
  const targets = picked !== undefined ? placesFor(def, legal, picked, me) : [...placesFor(def, legal, undefined, me), ...drawTargets(def, legal, me)];
  const send = (name: string, args: MoveArgs) => {
    focus.moved();
    onMove(name, withRound(name, args, view));
  };
  const moveLabel = (name: string) => open.find((m) => m.name === name)?.label ?? words(name);
  // Said as a player would: the number or word, and a blank face (a wild) by its type.
  const cardText = (id: number | undefined) => {
    const face = id !== undefined ? view.faces[id] : undefined;
    if (!face) return 'the card';
    const drawn = designer(face);
    if (drawn) return drawn.speak;
    const text = faceText(face);
    return text === '?' ? face.type : text;
  };
  const pileText = (t: PileTarget) => {
    const zd = def.zones[t.zone];
    const owner = t.seat !== undefined && t.seat !== me ? `${name(t.seat)}'s ` : t.seat !== undefined ? 'your ' : '';
    if (t.index === undefined || !zd) return `${owner}${labelOf(zd ?? { name: t.zone }).toLowerCase()}`;
    // One pile of a row by the noun its move's argument gives it, as the log says it ("centre pile 2", "your set 1");
    // a row's own label is often a plural ("building piles"), so without a noun the zone's name stands in.
    const noun = pileNoun(def, t.zone, t.move || undefined) ?? (rowPileName(def.cardTypes, zd, t.index) === undefined ? words(t.zone).toLowerCase() : undefined);
    const content = view.zones[t.zone];
    const row = t.seat !== undefined ? (content as unknown[] | undefined)?.[t.seat] : content;
    if (Array.isArray(row) && t.index >= row.length) return owner ? `${owner}new ${noun ?? 'pile'}` : `a new ${noun ?? 'pile'}`;
    return `${owner}${pileTitle(def, zd, t.index, noun)}`;
  };
  const dropFor = (zone: string, seat: number | undefined) => (index: number | undefined): PileDrop | undefined => {
    const t = targets.find((x) => pileKey(x.zone, x.seat, x.index) === pileKey(zone, seat, index));
    if (!t) return undefined;
    const what = picked !== undefined ? `${moveLabel(t.move)} ${cardText(picked)} on ${pileText(t)}` : t.args.length === 0 ? `${moveLabel(t.move)} from ${pileText(t)}` : `${moveLabel(t.move)} on ${pileText(t)}`;
    return { label: what, onDrop: () => send(t.move, t.args), action: { move: t.move, args: t.args } };
  };
  const select = (id: number) => {
    const next = toggle(selection, id, max);
    setSelected(next);
    setRefusal(undefined);
    // A card with exactly one legal play (one move, one place) plays at once, unless the player asked to confirm
    // moves; otherwise the first place it may go takes the focus.
    if (legal && next.length === 1 && max <= 1) {
      // A question with one answer (one seat to ask) is asked at once.
      const question = asking.has(id) ? askPlays(def, legal, view.faces, id) : [];
      const one = confirmMoves ? undefined : oneClickPlay(def, legal, id) ?? (question.length === 1 ? question[0] : undefined);
      if (one) {
        if (asking.has(id) && !oneClickPlay(def, legal, id)) setSelected([]);
        send(one.move, one.args);
      }
      // (Where the card has no place, no place takes it: focus stays on the card.)
      else focus.toFirstTarget();
    }
    // The last card of a pick of a fixed number (two for the crib) makes the move, unless the player confirms moves.
    const whole = !confirmMoves && max > 1 && next.length === max ? completedPick(def, legal, next) : undefined;
    if (whole) {
      setSelected([]);
      send(whole.move, whole.args);
    }
  };
  // A card of the seat's own that does not play now: a click says why, in the game's words, where a refusal shows.
  const explain = (id: number) => {
    const zone = parsePileKey(cardAt.get(id) ?? '').zone;
    const why = view.result ? undefined : whyNot(def, legal, zone);
    if (why) setRefusal(`${cardText(id)} does not play now. ${why}`);
  };
  // Drag and drop (dnd-kit): a card that plays now may be dragged onto where it goes. A legal pile plays it as a tap
  // there would; any other pile says why not, in the game's words; dropping it back on its own pile does nothing.
  const cardOf = (data: unknown) => (data as { card?: number } | undefined)?.card;
  const dragPile = (key: string): PileTarget => ({ move: '', args: [], ...parsePileKey(key) });
  const onDragStart = (e: DragStartEvent) => {
    const id = cardOf(e.active.data.current);
    if (id === undefined) return;
    setDragged(id);
    setRefusal(undefined);
    if (drags) setSelected([id]);
  };
  const onDragEnd = (e: DragEndEvent) => {
    const id = cardOf(e.active.data.current);
    setDragged(undefined);
    // Moved within its own hand (hand-arrangement.ts): put down there.
    if (arrangement?.dropped(e)) return setSelected([]);
    if (id === undefined || !e.over) return;
    const key = String(e.over.id);
    const place = placesFor(def, legal, id, me).find((t) => pileKey(t.zone, t.seat, t.index) === key);
    // Dropped on another seat's box, or on a pile in it that does not take the card: the card asks that seat.
    const asks = askPlays(def, legal, view.faces, id);
    const asked = seatOfDrop(key) ?? (place || !asks.some((p) => p.seat === parsePileKey(key).seat) ? undefined : parsePileKey(key).seat);
    if (asked !== undefined) {
      const ask = asks.find((p) => p.seat === asked);
      if (!ask) return setRefusal(`${cardText(id)} cannot ask ${name(asked)} now.`);
      setSelected([]);
      return send(ask.move, ask.args);
    }
    if (place) return send(place.move, place.args);
    const pile = dragPile(key);
    const content = view.zones[pile.zone] as unknown[] | undefined;
    const at = pile.seat !== undefined ? content?.[pile.seat] : content;
    const cards = (pile.index !== undefined ? (at as unknown[] | undefined)?.[pile.index] : at) as unknown[] | undefined;
    if (cards?.includes(id)) return;
    const why = refusalReason(def, legal, pile.zone, me);
    setRefusal(`${cardText(id)} cannot go on ${pileText(pile)}.${why ? ` ${why}` : ''}`);
  };
  const announcements = {
    onDragStart: ({ active }: { active: { data: { current?: unknown } } }) => `Picked up ${cardText(cardOf(active.data.current))}.`,
    // Carried by keyboard, a player hears whether the card may go where it now is.
    onDragOver: ({ active, over }: { active: { data: { current?: unknown } }; over: { id: string | number } | null }) => {
      if (!over) return undefined;
      const id = cardOf(active.data.current);
      const seat = seatOfDrop(String(over.id));
      if (seat !== undefined) return `Over ${name(seat)}${id !== undefined && askPlays(def, legal, view.faces, id).some((p) => p.seat === seat) ? ': you can ask them' : ''}.`;
      const fits = id !== undefined && placesFor(def, legal, id, me).some((t) => pileKey(t.zone, t.seat, t.index) === String(over.id));
      // A pile in a seat's box the card may ask: the drop asks that seat.
      const owner = dragPile(String(over.id)).seat;
      const asks = !fits && id !== undefined && owner !== undefined && askPlays(def, legal, view.faces, id).some((p) => p.seat === owner);
      return `Over ${pileText(dragPile(String(over.id)))}${fits ? ': it can go here' : asks ? `: you can ask ${name(owner)}` : ''}.`;
    },
    onDragEnd: ({ over }: { over: { id: string | number } | null }) => (over ? `Dropped on ${seatOfDrop(String(over.id)) !== undefined ? name(seatOfDrop(String(over.id))!) : pileText(dragPile(String(over.id)))}.` : 'Put back.'),
    onDragCancel: () => 'Put back.',
  };
  const dragInstructions = {
    draggable:
      'A card that plays now can be dragged to where it goes. By keyboard: Enter picks it, then Enter on a highlighted place plays it; or Space lifts it, the arrow keys carry it from pile to pile, and Space or Enter puts it down there. Escape puts it back.',
  };
  // Several cards at once (a secret return of five) are picked by tapping, not dragged one by one.
  const drags = me !== undefined && max <= 1;
  const dragKit = useDragKit((drags || (me !== undefined && zones.some(arrangeable))) && !view.result, root);
  const arrangement = useHandArrangement(dragKit, matchID, me);
  const canSelect = (id: number) => eligible.has(id);
  const seats = Array.from({ length: ctx.numPlayers }, (_, s) => s);
  const name = (s: number) => seatName(players, s);
  const active = (s: number) => !view.result && (ctx.activePlayers ? Object.hasOwn(ctx.activePlayers, String(s)) : ctx.currentPlayer === String(s));
  const result = resultText(view, players);
  const playedBy = view.playedBy ? (id: number) => (view.playedBy![id] !== undefined ? (view.playedBy![id] === me ? 'you' : name(view.playedBy![id]!)) : undefined) : undefined;
  const phase = phaseTitle(def, ctx);
  // At the end the result says how each seat did (winners, places); "out" is a state of play: in Go Fish or Old Maid
  // every seat goes out, winner included, and striking the winner through would read as a loss.
  const winners = new Set(view.result?.winners?.length ? view.result.winners : view.result?.winner !== undefined ? [view.result.winner] : []);
  const nounOf = (zone: string) => {
    const noun = pileNoun(def, zone);
    return noun !== undefined ? { pileNoun: noun } : {};
  };
  const zoneProps = { faces: view.faces, selectable: canSelect, selected: selection, cardTypes: def.cardTypes, ...(renderFace ? { renderFace } : {}) };
  const targetOf = (zone: string) => {
    for (const { move } of moves) for (const a of move.args) if (a.type === 'pile' && a.zone.zone === zone && targets0[`${move.name}.${a.name}`] !== undefined) return targets0[`${move.name}.${a.name}`];
    return undefined;
  };
  const scoring = useMemo(() => scoreColumns(def), [def]);
  const bySuit = useMemo(() => suitMatters(def), [def]);
  const scoresOf = (s: number) => scoring.flatMap((c) => {
    const value = c.read(view, s);
    return value === undefined ? [] : [{ label: c.label, value }];
  });
  const seatInfo = (s: number) => ({
    seat: s,
    name: name(s),
    cards: seatCardCount(def, view, s),
    active: active(s),
    out: !view.result && view.out.includes(s),
    winner: winners.has(s),
    ...(view.result?.ranks?.[s] !== undefined ? { place: view.result.ranks[s]! } : {}),
    you: s === me,
    scores: scoresOf(s),
    ...(players?.[s]?.connected !== undefined ? { connected: players[s]!.connected! } : {}),
    ...(players?.[s]?.bot ? { bot: true } : {}),
    // The host's turn timer, in the chip of a seat to move (the chip draws it only while the seat is to move).
    ...(players?.[s]?.turnClock && !view.result ? { clock: players[s]!.turnClock! } : {}),
  });
  const blindAt = (zone: string, s: number) => {
    const places = blind.get(`${zone}|${s}`);
    if (!places) return undefined;
    return (i: number): PileDrop | undefined => {
      const play = places.get(i);
      return play && { label: `${moveLabel(play.move)}: card ${i + 1} of ${name(s)}'s ${labelOf(def.zones[zone]!).toLowerCase()}`, onDrop: () => send(play.move, play.args), action: play };
    };
  };
  // The seat a picked card asks (Go Fish: the king picked, then the player asked): the seat's box is the button.
  const askOf = (s: number): TablePlay | undefined => asks.find((p) => p.seat === s);
  // The seats a card of the hand may be dragged onto to ask them (each seat's box is then a drop area).
  const askable = askedSeats(def, legal, view.faces, asking);
  const askLabel = (play: TablePlay, s: number) => {
    // "Ask Bot 2 for kings": the value by the game's own plural where it names it.
    const arg = def.moves[play.move]?.args.find((a) => a.type === 'number' && typeof (a as { of?: unknown }).of === 'string') as { name: string; of: string } | undefined;
    const value = arg ? play.args[def.moves[play.move]!.args.findIndex((a) => a.name === arg.name)] : undefined;
    const many = arg ? valueNames[arg.of]?.[String(value)]?.[1] : undefined;
    return `${moveLabel(play.move)} ${name(s)} for ${many ?? (arg ? `${words(arg.of)} ${String(value)}` : cardText(picked))}`;
  };
  const seatZones = (s: number, mine: boolean, which: (z: ZoneDef) => boolean = () => true) =>
    zones
      .filter((z) => z.scope === 'player' && which(z))
      .map((z) => {
        const held = view.zones[z.name]?.[s];
        if (!held) return null;
        // Your own hand sorted as a card player sorts it (by suit where the suit matters), where the game leaves the order to you.
        const sorted = mine && !z.row ? handOrder(def, z, held as ViewPile, view.faces, bySuit) : held;
        const arranged = mine && arrangeable(z) ? arrangement : undefined;
        const content = arranged ? arranged.order(z.name, sorted as ViewPile) : sorted;
        const note = (view.captions?.[z.name] as unknown[] | undefined)?.[s] as string | string[] | undefined;
        return (
          <ZoneView key={z.name} zone={z} content={content as never} {...(note !== undefined ? { note } : {})} {...nounOf(z.name)} owner={mine ? 'Your' : `${name(s)}'s`} size={mine ? 'md' : 'sm'} seat={s} draggable={mine && drags}
            {...(!mine && blindAt(z.name, s) ? { reachAt: blindAt(z.name, s)! } : {})} {...(arranged ? { arrange: arranged.arranging(z.name) } : {})}
            {...zoneProps} {...(mine ? { onSelectCard: select } : {})} {...(mine && targetOf(z.name) !== undefined ? { target: targetOf(z.name)! } : {})} dropAt={dropFor(z.name, s)} />
        );
      });
  const handBesideChip = zones.some((z) => z.scope === 'player' && z.row !== undefined && !handLike(z));
  const myTable = me === undefined ? [] : seatZones(me, true, (z) => !acting.has(z.name)).filter(Boolean);
  const showMoves = !result && moves.length > 0 && me !== undefined;
  // A panel that answers a move open to this seat now (the quiz asking you) is what the player does next: it goes in
  // the dock with the hand and the moves, never on the table under it, where only its title showed.
  const panelInDock = me !== undefined && !result && Boolean(hiddenMoves?.some((m) => legal?.moves[m]));

  // Escape puts the picked card back; arrow keys move between the cards that may be picked, or between the places
  // a picked card may go (a Hand moves within itself first).
  const onKey = (e: KeyboardEvent) => {
    // A card carried by keyboard: its keys (arrows, Space, Enter, Escape) are the drag's.
    if (dragged !== undefined) return;
    if (e.key === 'Escape' && selection.length > 0) {
      // Focus goes back to the card put down (a place it might have gone, which had focus, disappears).
      root.current?.querySelector<HTMLElement>('button.dh-card[aria-pressed="true"]')?.focus();
      setSelected([]);
      e.stopPropagation();
    } else if (!e.defaultPrevented && root.current && stepFocus(root.current, e.target as Element, e.key)) {
      e.preventDefault();
    }
  };

  const stage = turnStage(def, ctx);
  const whose = ctx.currentPlayer === playerID ? 'Your turn' : `${name(Number(ctx.currentPlayer))}'s turn`;
  // A turn stage (draw, meld, discard) names the step; a shared phase has no one player's turn.
  const turnLine = result
    ? undefined
    : stage !== undefined
      ? `${whose}: ${stage}`
      : ctx.activePlayers
        ? me !== undefined && Object.hasOwn(ctx.activePlayers, String(me))
          ? 'Your move (everyone moves at once)'
          : 'Everyone moves at once'
        : whose;

  return (
    <div ref={root} className="dh-root dh-board" aria-label={`${def.name} board`} role="region" data-types={Object.keys(def.cardTypes).length} data-motion={motion} data-drag={dragKit ? 'ready' : undefined} data-table-size={tableSize === 'medium' ? undefined : tableSize} onKeyDown={onKey} {...focus.handlers}>
      <MotionConfig reducedMotion={REDUCED[motion]}>
      <CardAnimations>
      <FaceDesign.Provider value={designer}>
      <Marks.Provider value={changes}>
      {/* Drag and drop (dnd-kit, drag-kit.tsx) arrives once the seat has a card to drag, after the board has drawn. */}
      <DragArea kit={dragKit} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(undefined)} announcements={announcements} screenReaderInstructions={dragInstructions}
        overlay={dragged !== undefined && view.faces[dragged] ? <Card card={dragged} faces={view.faces} {...(renderFace ? { renderFace } : {})} /> : null}>
      <CardMotion.Provider value={true}>
      <div className="dh-board-main">
      <header className="dh-board-status">
        <h2 className="dh-board-title">{def.name}</h2>
        {phase && <span className="dh-board-phase">Phase: {phase}</span>}
        {view.race && !result && <span className="dh-board-phase">Round {view.race.round}</span>}
        {def.hands && !result && <ScoresByHand def={def} view={view} numPlayers={ctx.numPlayers} seatName={name} floating />}
        <span className="dh-board-turn" role="status" data-mine={turnLine?.startsWith('Your') || undefined}>{turnLine ?? ''}</span>
        {result && (
          <p className="dh-board-result" role="status" aria-label="Result">
            Game over: {result}
          </p>
        )}
      </header>

      {/* Focusable: on a phone past two rows of seats this strip scrolls, and the keyboard must reach what is off screen. */}
      <section className="dh-board-area" aria-label="Other players" tabIndex={0}>
        {seats
          .filter((s) => s !== me)
          .map((s) => (
            <SeatBox seat={s} droppable={drags && askable.has(s)} className="dh-board-seat" key={s} data-active={active(s) || undefined} data-drop={askOf(s) ? 'true' : undefined} data-took={changes.took === s || undefined}>
              {changes.took === s && <span className="dh-board-took" role="status">{name(s)} took the trick</span>}
              {askOf(s) && (
                <button type="button" className="dh-board-seat-drop" aria-label={askLabel(askOf(s)!, s)} onClick={() => {
                    // The card asked with stays in hand: put it down, the question is asked.
                    setSelected([]);
                    send(askOf(s)!.move, askOf(s)!.args);
                  }}
                  data-move={askOf(s)!.move} data-args={JSON.stringify(askOf(s)!.args)}>
                  <span aria-hidden="true">▼</span>
                </button>
              )}
              {/* Where a seat also has a row of piles (Expeditions' five expeditions), its hand sits beside its chip
                  and the row under them, so the row alone sets the box's width: at four players Expeditions' three
                  opponents share one row at 1280 px. Otherwise the hand is beside its other piles, under the chip. */}
              <div className="dh-board-seat-head">
                <Seat {...seatInfo(s)} />
                {handBesideChip && seatZones(s, false, handLike)}
              </div>
              <div className="dh-board-zones">{seatZones(s, false, (z) => !handBesideChip || !handLike(z))}</div>
            </SeatBox>
          ))}
      </section>

      <section className="dh-board-table" aria-label="Table">
        {/* The house (a dealer: no seat) in a panel of its own, with its zones (House/HousePanel.tsx). */}
        {def.house && (
          <HousePanel label={def.house.label} outcomes={houseOutcomes(view.house?.last, name)}>
            {zones.filter((z) => def.house!.zones.includes(z.name) && view.zones[z.name]).map((z) => {
              const note = view.captions?.[z.name] as string | string[] | undefined;
              return <ZoneView key={z.name} zone={z} content={view.zones[z.name] as never} {...(note !== undefined ? { note } : {})} {...nounOf(z.name)} {...zoneProps} onSelectCard={select} dropAt={dropFor(z.name, undefined)} />;
            })}
          </HousePanel>
        )}
        {zones
          .filter((z) => z.scope === 'shared' && !def.house?.zones.includes(z.name))
          .map((z) => {
            const content = view.zones[z.name];
            if (!content) return null;
            const t = targetOf(z.name);
            const note = view.captions?.[z.name] as string | string[] | undefined;
            // A trick (a small open pile, every card showing) names who played each of its cards (`playedBy`).
            const trick = !z.row && playedBy !== undefined && displayOf(z, content as never) === 'spread';
            // Laid out as on a card table, each card in front of who played it, unless a picked card may go here
            // (the pile is then the place to press).
            const drop = dropFor(z.name, undefined)(undefined);
            const label = labelOf(z);
            // A place of its own only on a phone, where the zones a move plays on come first (GameBoard.css).
            return (
              <div className="dh-board-place" key={z.name} data-targeted={targeted.has(z.name) || undefined}>
                {trick && tricks.has(z.name) && !drop ? (
                  <PlayedBy.Provider value={playedBy}>
                  <TrickView label={label.charAt(0).toUpperCase() + label.slice(1)} cards={content as ViewPile} faces={view.faces} pileId={pileKey(z.name)}
                    others={seats.filter((s) => s !== me).map((s) => ({ seat: s, name: name(s) }))} {...(me !== undefined ? { you: { seat: me, name: 'You' } } : {})}
                    seatOf={(id) => view.playedBy?.[id]} {...(typeof note === 'string' ? { note } : {})} {...(renderFace ? { renderFace } : {})} />
                  </PlayedBy.Provider>
                ) : (
                <PlayedBy.Provider value={trick ? playedBy : undefined}>
                  <ZoneView zone={z} content={content as never} {...(note !== undefined ? { note } : {})} {...nounOf(z.name)} {...zoneProps} draggable={drags} onSelectCard={select} {...(t !== undefined ? { target: t } : {})} dropAt={dropFor(z.name, undefined)} />
                </PlayedBy.Provider>
                )}
              </div>
            );
          })}
        {/* This seat's cards on the table (a pick, a revealed card, books): beside the shared piles, where the table
            has room, rather than a band of their own between the table and the dock. */}
        {myTable.length > 0 && (
          <section className="dh-board-mytable" aria-label="Your table">
            <div className="dh-board-zones">{myTable}</div>
          </section>
        )}
        {!panelInDock && children}
      </section>
      </div>

      <div className="dh-board-log">
        {notice && <div className="dh-board-notice">{notice}</div>}
        <Log log={view.log} faces={view.faces} seatName={name} limit={logLimit} def={def} {...(view.result ? { result: view.result } : {})} />
      </div>

      {me !== undefined && (
        // A tab stop of its own: the dock scrolls when the hand is long, and a region that scrolls must be reachable
        // by keyboard even while nothing in it can be pressed (another seat's turn). Focus also waits here (focus.ts).
        <div className="dh-board-dock" tabIndex={0} role="region" aria-label="Your hand and moves">
          {(refusal ?? rejection) && (
            <p className="dh-board-rejection" role="alert">
              {refusal ?? `Not played: ${rejection}`}
            </p>
          )}
          {/* Between race rounds: who read the card just won, held on screen until the next card opens. */}
          {!result && heldOutcome(view, name) && <p className="dh-board-held" role="status" aria-label="Round over">{heldOutcome(view, name)}</p>}
          {/* A wrong race answer is taken (it costs nothing) but the field empties: say it was not it. */}
          {!rejection && !result && view.race?.open && (view.race.myWrong ?? 0) > 0 && (
            <p className="dh-board-rejection" role="status" aria-label="Wrong answers">
              Not right: {view.race.myWrong} wrong answer{view.race.myWrong === 1 ? '' : 's'} this round. Try again{moves.some((m) => m.move.name === RACE_STUCK) ? ", or say you're stuck" : ''}.
            </p>
          )}
          {/* A round with a deadline (a slap round's timeout): how long is left, where the Slap button is. */}
          {!result && view.race?.open && view.race.deadline !== undefined && (
            <RaceClock lastAt={view.race.lastAt} deadline={view.race.deadline} round={view.race.round} purpose={moves.some((m) => m.move.name === RACE_SLAP) ? 'to slap' : 'to answer'} />
          )}
          {panelInDock && <div className="dh-board-panel">{children}</div>}
          <section className="dh-board-mine" aria-label="Your area" data-took={changes.took === me || undefined}>
            {changes.took === me && <span className="dh-board-took" role="status">You took the trick</span>}
            <Seat {...seatInfo(me)} />
            <ExplainCard.Provider value={legal && !view.result ? explain : undefined}>
              <div className="dh-board-zones">{seatZones(me, true, (z) => acting.has(z.name))}</div>
            </ExplainCard.Provider>
            {onUndo && !result && <UndoButton undo={view.undo} {...(view.undo ? { moveLabel: moveLabel(view.undo.move) } : {})} onUndo={onUndo} />}
          </section>

          {showMoves && (
            <section className="dh-board-moves" aria-label="Moves">
              {sharedReason !== undefined && <p className="dh-board-waiting" role="status">{sharedReason}</p>}
              {byReason(moves).map(({ reason, moves: group }) => {
                const bars = group.map(({ move }) => {
                  // With the server's legal list, a form takes only the cards some legal tuple of its move takes (a
                  // card that may only be discarded does not open Play), and says why a picked card is not taken.
                  const seen = eligibleCards(def, view, move, me, ctx);
                  const fits = legal?.moves[move.name] ? cardsFor(def, legal, move.name) : undefined;
                  const own = fits ? new Set([...seen].filter((c) => fits.has(c))) : seen;
                  const refused = reason === undefined && fits ? selection.find((c) => seen.has(c) && !fits.has(c)) : undefined;
                  const piles = pileChoices(def, view, move, me, ctx);
                  return (
                    <MoveBar
                      key={move.name}
                      move={move}
                      faces={view.faces}
                      selection={selection.filter((c) => own.has(c))}
                      {...(refused !== undefined ? { selectionNote: `${cardText(refused)}: ${def.moves[move.name]?.unless ?? `not for ${moveLabel(move.name)}`}` } : {})}
                      piles={piles}
                      seats={seats.map((s) => ({ seat: s, name: name(s) }))}
                      {...(reason !== undefined ? { disabledReason: reason, reasonShown: false } : {})}
                      valueNames={valueNames}
                      onPileChange={(arg, i) => setTargets((t) => ({ ...t, [`${move.name}.${arg}`]: i }))}
                      {...(legal?.moves[move.name] && !legal.moves[move.name]!.truncated ? { legalArgs: legal.moves[move.name]!.args } : {})}
                      {...(move.name === RACE_SLAP ? { autoFocus: true } : {})}
                      {...(view.race ? { focusKey: view.race.round } : {})}
                      sendOnChoice={!confirmMoves}
                      onSubmit={send}
                    />
                  );
                });
                if (reason === undefined) return bars;
                // Closed moves: their buttons side by side and why once, under them (each form still tells a screen
                // reader its reason, as its description); a reason the whole dock shares is said above, as waiting.
                return (
                  <div className="dh-board-closed" key={`closed:${reason}`}>
                    {bars}
                    {reason !== sharedReason && <p className="dh-board-closed-reason" aria-hidden="true">{reason}</p>}
                  </div>
                );
              })}
            </section>
          )}
        </div>
      )}
      </CardMotion.Provider>
      {/* A card enlarged with its name, under the mouse or asked with Z (outside CardMotion: a plain copy); fetched on demand. */}
      <CardZoomOnDemand root={root} faces={view.faces} {...(renderFace ? { renderFace } : {})} />
      {/* Cards that travel while this seat cannot see them (drawn, dealt, played face down): fetched on demand. */}
      <HiddenFlights def={def} zones={view.zones} root={root} motion={motion} />
      </DragArea>
      </Marks.Provider>
      </FaceDesign.Provider>
      </CardAnimations>
      </MotionConfig>
    </div>
  );
}
