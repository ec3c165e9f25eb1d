/** Creates a match of one game (player count, setup options, bot seats) and seats its creator in it. */
import { useState, type FormEvent } from 'react';
import type { OptionDef } from '@deckhand/dsl/client';
import { api, ApiError, type GameSummary } from '../api/lobby';
import { browserStore, lastName, saveSeat } from '../api/credentials';
import { createBody, defaultForm, nameError, validateForm, type CreateForm, type OptionValue } from './create-form';
import { matchPath } from '../app/routes';
import { navigate } from '../app/navigation';
import { words } from '@deckhand/ui';

const store = browserStore();

function OptionField({ name, opt, value, error, onChange }: { name: string; opt: OptionDef; value: OptionValue | undefined; error?: string; onChange: (v: OptionValue) => void }) {
  const id = `opt-${name}`;
  const label = (
    <label htmlFor={id}>
      {words(name)}
      {opt.description && <small className="muted"> — {opt.description}</small>}
    </label>
  );
  let input;
  switch (opt.type) {
    case 'boolean':
      input = <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
      break;
    case 'number':
      input = <input id={id} type="number" min={opt.min} max={opt.max} step={opt.integer ? 1 : 'any'} value={typeof value === 'number' && !Number.isNaN(value) ? value : ''} onChange={(e) => onChange(e.target.value === '' ? NaN : Number(e.target.value))} aria-invalid={!!error} />;
      break;
    case 'enum':
      input = (
        <select id={id} value={String(value)} onChange={(e) => onChange(e.target.value)}>
          {opt.values.map((v) => <option key={v} value={v}>{v}</option>)}
        </select>
      );
      break;
  }
  return (
    <div className={`field ${opt.type === 'boolean' ? 'inline' : ''}`}>
      {opt.type === 'boolean' ? <>{input}{label}</> : <>{label}{input}</>}
      {error && <span className="error">{error}</span>}
    </div>
  );
}

export function CreateMatch({ game }: { game: GameSummary }) {
  const [form, setForm] = useState<CreateForm>(() => defaultForm(game));
  const [name, setName] = useState(() => lastName(store));
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errors = validateForm(game, form);
  const badName = nameError(name);
  const show = (e: string | undefined) => (tried ? e : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setFailure(undefined);
    if (Object.keys(errors).length || badName) return;
    setBusy(true);
    try {
      const matchID = await api.create(game.id, createBody(game, form));
      const joined = await api.join(game.id, matchID, { playerName: name.trim() });
      saveSeat(store, game.id, matchID, { playerID: joined.playerID, credentials: joined.playerCredentials, playerName: name.trim() });
      navigate(matchPath(game.id, matchID));
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : String(err));
      setBusy(false);
    }
  };

  const range = Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i);
  return (
    <form className="card-panel create" onSubmit={submit} aria-label={`Create a ${game.name} match`} noValidate>
      <h3>New match</h3>
      <div className="field">
        <label htmlFor="create-name">Your name</label>
        <input id="create-name" value={name} maxLength={40} autoComplete="nickname" onChange={(e) => setName(e.target.value)} aria-invalid={!!show(badName)} />
        {show(badName) && <span className="error">{badName}</span>}
      </div>
      <div className="field">
        <label htmlFor="create-players">Players</label>
        <select id="create-players" value={form.numPlayers} onChange={(e) => setForm({ ...form, numPlayers: Number(e.target.value), bots: Math.min(form.bots, Number(e.target.value) - 1) })}>
          {range.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
        {show(errors.numPlayers) && <span className="error">{errors.numPlayers}</span>}
      </div>
      <div className="field">
        <label htmlFor="create-bots">Bots</label>
        <select id="create-bots" value={form.bots} onChange={(e) => setForm({ ...form, bots: Number(e.target.value) })}>
          {Array.from({ length: form.numPlayers }, (_, n) => <option key={n} value={n}>{n}</option>)}
        </select>
        {show(errors.bots) && <span className="error">{errors.bots}</span>}
      </div>
      {Object.entries(game.options).map(([k, opt]) => (
        <OptionField key={k} name={k} opt={opt} value={form.options[k]} error={show(errors[`option:${k}`])} onChange={(v) => setForm({ ...form, options: { ...form.options, [k]: v } })} />
      ))}
      <button type="submit" className="btn primary" disabled={busy}>Create and join</button>
      {failure && <p className="error" role="alert">{failure}</p>}
    </form>
  );
}
