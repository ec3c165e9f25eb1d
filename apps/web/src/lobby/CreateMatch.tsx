/** Creates a match of one game your way (player count, bot seats, turn timer, setup options) and seats you in it. */
import { useState, type FormEvent } from 'react';
import { LEVELS, type Level, type OptionDef } from '@deckhand/dsl/client';
import { api, ApiError, type GameSummary } from '../api/lobby';
import { createBody, defaultForm, validateForm, type CreateForm, type OptionValue } from './create-form';
import { words } from '@deckhand/ui';

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

export function CreateMatch({ game, start }: { game: GameSummary; start: (game: GameSummary, body: Parameters<typeof api.create>[1]) => Promise<void> }) {
  const [form, setForm] = useState<CreateForm>(() => defaultForm(game));
  const [turnSeconds, setTurnSeconds] = useState(0);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errors = validateForm(game, form);
  const show = (e: string | undefined) => (tried ? e : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setFailure(undefined);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      await start(game, { ...createBody(game, form), ...(turnSeconds ? { turnSeconds } : {}) });
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : String(err));
      setBusy(false);
    }
  };

  const range = Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i);
  return (
    <form className="card-panel create" onSubmit={submit} aria-label={`Create a ${game.name} match`} noValidate>
      <h3>New match, your way</h3>
      <div className="field">
        <label htmlFor="create-players">Players</label>
        <select id="create-players" value={form.numPlayers} onChange={(e) => setForm({ ...form, numPlayers: Number(e.target.value), bots: Math.min(form.bots, Number(e.target.value) - 1) })}>
          {range.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
        {show(errors.numPlayers) && <span className="error">{errors.numPlayers}</span>}
      </div>
      <div className="field">
        <label htmlFor="create-bots">Bots <small className="muted">— the other seats wait for people you invite</small></label>
        <select id="create-bots" value={form.bots} onChange={(e) => setForm({ ...form, bots: Number(e.target.value) })}>
          {Array.from({ length: form.numPlayers }, (_, n) => <option key={n} value={n}>{n}</option>)}
        </select>
        {show(errors.bots) && <span className="error">{errors.bots}</span>}
      </div>
      {form.bots > 0 && (
        <div className="field">
          <label htmlFor="create-bot-level">Bot level <small className="muted">— how long each bot thinks, or in a race how fast it reads (it sees only its own cards)</small></label>
          <select id="create-bot-level" value={form.botLevel ?? 'medium'} onChange={(e) => setForm({ ...form, botLevel: e.target.value as Level })}>
            {LEVELS.map((l) => <option key={l} value={l}>{l}</option>)}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="create-timer">Turn timer <small className="muted">— a player who takes longer has a move played for them</small></label>
        <select id="create-timer" value={turnSeconds} onChange={(e) => setTurnSeconds(Number(e.target.value))}>
          {TIMERS.map(([s, label]) => <option key={s} value={s}>{label}</option>)}
        </select>
      </div>
      {Object.entries(game.options).map(([k, opt]) => (
        <OptionField key={k} name={k} opt={opt} value={form.options[k]} error={show(errors[`option:${k}`])} onChange={(v) => setForm({ ...form, options: { ...form.options, [k]: v } })} />
      ))}
      <button type="submit" className="btn primary" disabled={busy}>Create and join</button>
      {failure && <p className="error" role="alert">{failure}</p>}
    </form>
  );
}

const TIMERS: [number, string][] = [[0, 'None'], [30, '30 seconds'], [60, '1 minute'], [120, '2 minutes'], [300, '5 minutes']];
