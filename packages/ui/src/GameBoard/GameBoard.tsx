/**
 * The generic board: draws any compiled game from its def (without cards) and one seat's PlayerView. Top to bottom:
 * the status line, the other seats as a compact strip, the table (shared zones, game panels, and this seat's zones
 * it does not play from), the log, and the dock pinned to the bottom of the screen: this seat's hand (the zones it
 * plays from) and the controls of every move the current phase allows (but `hiddenMoves`, which a panel on the table
 * answers). Selecting cards feeds the moves' card arguments; `onMove(name, args)` sends.
 */
import { useState, type ReactNode } from 'react';
import type { CardProps } from '../Card';
import { Log } from '../Log';
import { MoveBar, words } from '../MoveBar';
import { Seat } from '../Seat';
import type { BoardCtx, ClientGameDef, MoveArgs, PlayerView, SeatInfo, ZoneDef } from '../types';
import { actingZones, availableMoves, blockedReason, eligibleCards, pileChoices, resultText, seatCardCount, seatName, selectCount } from './model';
import { ZoneView } from './ZoneView';
import './GameBoard.css';

export interface GameBoardProps {
  /** The game's IR without `cards` (a client never holds the deck list). */
  def: ClientGameDef;
  /** This seat's view: zones (hidden cards `null` or `{ back }`), `faces` of every card it may see, log, vars, result. */
  view: PlayerView;
  /** boardgame.io's ctx (phase, currentPlayer, activePlayers, numPlayers, gameover). */
  ctx: BoardCtx;
  /** The viewer's seat ("0", "1", …), or null for a spectator. */
  playerID: string | null;
  /** Sends a move: the board calls it with the move's name and its args in declared order. */
  onMove: (name: string, args: MoveArgs) => void;
  /** Names, connection and bot flags by seat (from the lobby's match metadata). */
  players?: readonly SeatInfo[];
  /** Draws a face in a game's own way (e.g. WordARound's RingCard); return undefined for the default Card face. */
  renderFace?: CardProps['renderFace'];
  /** Game-specific panels shown on the table (e.g. Art of Argument's quiz question from `view.hook`). */
  children?: ReactNode;
  /** Log lines to show (the most recent); default 30. */
  logLimit?: number;
  /**
   * Moves the board offers no controls for, because something else on the table does (a game panel among the
   * `children`): e.g. `panelMoves(props)` from GamePanels, `['answer']` while the quiz panel is drawn.
   */
  hiddenMoves?: readonly string[];
}

function toggle(selected: readonly number[], id: number, max: number): number[] {
  if (selected.includes(id)) return selected.filter((c) => c !== id);
  if (max <= 1) return [id];
  return selected.length < max ? [...selected, id] : [...selected];
}

export function GameBoard({ def, view, ctx, playerID, onMove, players, renderFace, children, logLimit = 30, hiddenMoves }: GameBoardProps) {
  const [selected, setSelected] = useState<number[]>([]);
  const [targets, setTargets] = useState<Record<string, number | undefined>>({});
  const me = playerID === null ? undefined : Number(playerID);
  const zones = Object.values(def.zones) as ZoneDef[];
  const acting = actingZones(def);
  const moves = availableMoves(def, ctx)
    .filter((m) => !hiddenMoves?.includes(m.name))
    .map((m) => ({ move: m, reason: blockedReason(def, view, ctx, playerID, m, players) }));
  const open = moves.filter((m) => m.reason === undefined).map((m) => m.move);
  const eligible = new Set(open.flatMap((m) => [...eligibleCards(def, view, m, me, ctx)]));
  const max = Math.max(0, ...open.map(selectCount));
  const selection = selected.filter((c) => eligible.has(c));
  const select = (id: number) => setSelected(toggle(selection, id, max));
  const canSelect = (id: number) => eligible.has(id);
  const seats = Array.from({ length: ctx.numPlayers }, (_, s) => s);
  const name = (s: number) => seatName(players, s);
  const active = (s: number) => !view.result && (ctx.activePlayers ? Object.hasOwn(ctx.activePlayers, String(s)) : ctx.currentPlayer === String(s));
  const result = resultText(view, players);
  const phase = ctx.phase ? words(ctx.phase) : undefined;
  const winners = new Set(view.result?.winner !== undefined ? [view.result.winner] : []);
  const zoneProps = { faces: view.faces, selectable: canSelect, selected: selection, ...(renderFace ? { renderFace } : {}) };
  const targetOf = (zone: string) => {
    for (const { move } of moves) for (const a of move.args) if (a.type === 'pile' && a.zone.zone === zone && targets[`${move.name}.${a.name}`] !== undefined) return targets[`${move.name}.${a.name}`];
    return undefined;
  };
  const seatInfo = (s: number) => ({
    seat: s,
    name: name(s),
    cards: seatCardCount(def, view, s),
    active: active(s),
    out: view.out.includes(s),
    winner: winners.has(s),
    you: s === me,
    ...(players?.[s]?.connected !== undefined ? { connected: players[s]!.connected! } : {}),
    ...(players?.[s]?.bot ? { bot: true } : {}),
  });
  const seatZones = (s: number, mine: boolean, which: (z: ZoneDef) => boolean = () => true) =>
    zones
      .filter((z) => z.scope === 'player' && which(z))
      .map((z) => {
        const content = view.zones[z.name]?.[s];
        if (!content) return null;
        return (
          <ZoneView key={z.name} zone={z} content={content as never} owner={mine ? 'Your' : `${name(s)}'s`} size={mine ? 'md' : 'sm'}
            {...zoneProps} {...(mine ? { onSelectCard: select } : {})} {...(mine && targetOf(z.name) !== undefined ? { target: targetOf(z.name)! } : {})} />
        );
      });
  const myTable = me === undefined ? [] : seatZones(me, true, (z) => !acting.has(z.name)).filter(Boolean);
  const showMoves = !result && moves.length > 0 && me !== undefined;

  const turnLine = result
    ? undefined
    : ctx.activePlayers
      ? me !== undefined && Object.hasOwn(ctx.activePlayers, String(me))
        ? 'Your move (everyone moves at once)'
        : 'Everyone moves at once'
      : ctx.currentPlayer === playerID
        ? 'Your turn'
        : `${name(Number(ctx.currentPlayer))}'s turn`;

  return (
    <div className="dh-root dh-board" aria-label={`${def.name} board`} role="region" data-types={Object.keys(def.cardTypes).length}>
      <header className="dh-board-status">
        <h2 className="dh-board-title">{def.name}</h2>
        {phase && <span className="dh-board-phase">Phase: {phase}</span>}
        {view.race && !result && <span className="dh-board-phase">Round {view.race.round}</span>}
        <span className="dh-board-turn" role="status" data-mine={turnLine?.startsWith('Your') || undefined}>{turnLine ?? ''}</span>
        {result && (
          <p className="dh-board-result" role="status" aria-label="Result">
            Game over: {result}
          </p>
        )}
      </header>

      <section className="dh-board-area" aria-label="Other players">
        {seats
          .filter((s) => s !== me)
          .map((s) => (
            <div className="dh-board-seat" key={s} data-active={active(s) || undefined}>
              <Seat {...seatInfo(s)} />
              <div className="dh-board-zones">{seatZones(s, false)}</div>
            </div>
          ))}
      </section>

      <section className="dh-board-table" aria-label="Table">
        {zones
          .filter((z) => z.scope === 'shared')
          .map((z) => {
            const content = view.zones[z.name];
            if (!content) return null;
            const t = targetOf(z.name);
            return <ZoneView key={z.name} zone={z} content={content as never} {...zoneProps} onSelectCard={select} {...(t !== undefined ? { target: t } : {})} />;
          })}
        {children}
      </section>

      {myTable.length > 0 && (
        <section className="dh-board-mytable" aria-label="Your table">
          <div className="dh-board-zones">{myTable}</div>
        </section>
      )}

      <div className="dh-board-log">
        <Log log={view.log} faces={view.faces} seatName={name} limit={logLimit} def={def} />
      </div>

      {me !== undefined && (
        <div className="dh-board-dock">
          <section className="dh-board-mine" aria-label="Your area">
            <Seat {...seatInfo(me)} />
            <div className="dh-board-zones">{seatZones(me, true, (z) => acting.has(z.name))}</div>
          </section>

          {showMoves && (
            <section className="dh-board-moves" aria-label="Moves">
              {moves.map(({ move, reason }) => {
                const own = eligibleCards(def, view, move, me, ctx);
                const piles = pileChoices(def, view, move, me, ctx);
                return (
                  <MoveBar
                    key={move.name}
                    move={move}
                    faces={view.faces}
                    selection={selection.filter((c) => own.has(c))}
                    piles={piles}
                    seats={seats.map((s) => ({ seat: s, name: name(s) }))}
                    {...(reason !== undefined ? { disabledReason: reason } : {})}
                    onPileChange={(arg, i) => setTargets((t) => ({ ...t, [`${move.name}.${arg}`]: i }))}
                    onSubmit={(n, args) => {
                      setSelected([]);
                      onMove(n, args);
                    }}
                  />
                );
              })}
            </section>
          )}
        </div>
      )}
    </div>
  );
}
