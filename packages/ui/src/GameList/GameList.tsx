/**
 * The lobby's list of games: each with its player range and a "create match" form (player count, and a field
 * per setup option from def.options, validated as the server will). `onCreate(gameId, { numPlayers, setupData })`.
 */
import { useId, useState, type FormEvent } from 'react';
import { words } from '../MoveBar';
import type { OptionDef } from '../types';
import { defaults, optionError, type OptionValues } from './options';
import './GameList.css';

export interface GameSummary {
  id: string;
  name: string;
  description?: string;
  players: { min: number; max: number };
  options: Record<string, OptionDef>;
}

export interface CreateMatch {
  numPlayers: number;
  setupData: OptionValues;
}

export interface GameListProps {
  games: readonly GameSummary[];
  onCreate: (gameId: string, match: CreateMatch) => void;
  /** Disables the forms (e.g. while a request is in flight). */
  busy?: boolean;
}

function GameForm({ game, onCreate, busy }: { game: GameSummary; onCreate: GameListProps['onCreate']; busy?: boolean }) {
  const id = useId();
  const [players, setPlayers] = useState(game.players.min);
  const [values, setValues] = useState<OptionValues>(() => defaults(game.options));
  const [tried, setTried] = useState(false);
  const errors = Object.fromEntries(Object.entries(game.options).map(([k, o]) => [k, optionError(o, values[k])]).filter(([, e]) => e));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(errors).length) return;
    onCreate(game.id, { numPlayers: players, setupData: values });
  };
  const counts = Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i);
  return (
    <form onSubmit={submit} noValidate aria-label={`New ${game.name} match`} style={{ display: 'contents' }}>
      <label className="dh-game-field">
        Players
        <select value={players} onChange={(e) => setPlayers(Number(e.target.value))} disabled={busy}>
          {counts.map((n) => (
            <option key={n} value={n}>{n}</option>
          ))}
        </select>
      </label>
      {Object.entries(game.options).map(([k, o]) => {
        const field = `${id}-${k}`;
        const err = errors[k];
        const show = err && (tried || o.type === 'number');
        const described = [o.description ? `${field}-help` : '', show ? `${field}-err` : ''].filter(Boolean).join(' ') || undefined;
        return (
          <div className="dh-game-field" key={k}>
            {o.type === 'boolean' ? (
              <label>
                <input id={field} type="checkbox" checked={Boolean(values[k])} disabled={busy} aria-describedby={described} onChange={(e) => setValues({ ...values, [k]: e.target.checked })} /> {words(k)}
              </label>
            ) : (
              <>
                <label htmlFor={field}>{words(k)}</label>
                {o.type === 'enum' ? (
                  <select id={field} value={String(values[k])} disabled={busy} aria-describedby={described} onChange={(e) => setValues({ ...values, [k]: e.target.value })}>
                    {o.values.map((v) => (
                      <option key={v} value={v}>{v}</option>
                    ))}
                  </select>
                ) : (
                  <input id={field} type="number" inputMode="numeric" min={o.min} max={o.max} step={o.integer ? 1 : 'any'} disabled={busy}
                    value={Number.isNaN(values[k]) ? '' : String(values[k])} aria-invalid={show ? true : undefined} aria-describedby={described}
                    onChange={(e) => setValues({ ...values, [k]: e.target.value === '' ? NaN : Number(e.target.value) })} />
                )}
              </>
            )}
            {o.description && <span id={`${field}-help`} className="dh-game-help">{o.description}</span>}
            {show && <span id={`${field}-err`} className="dh-game-error" role="alert">{err}</span>}
          </div>
        );
      })}
      <button type="submit" className="dh-btn dh-btn-primary" disabled={busy}>
        Create {game.name} match
      </button>
    </form>
  );
}

export function GameList({ games, onCreate, busy }: GameListProps) {
  return (
    <ul className="dh-root dh-gamelist" aria-label="Games">
      {games.map((g) => (
        <li key={g.id} className="dh-game">
          <h3>{g.name}</h3>
          <span className="dh-game-help">{g.players.min === g.players.max ? `${g.players.min} players` : `${g.players.min}–${g.players.max} players`}</span>
          {g.description && <p className="dh-game-desc">{g.description}</p>}
          <GameForm game={g} onCreate={onCreate} {...(busy ? { busy } : {})} />
        </li>
      ))}
    </ul>
  );
}
