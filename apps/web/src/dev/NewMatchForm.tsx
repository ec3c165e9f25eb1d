/** A new match: seed, player count and the game's options (defaults from the spec). */
import { useState, type FormEvent } from 'react';
import type { GameDef } from '@deckhand/dsl';
import type { MatchSetup } from './local-match';
import { randomSeed } from './session';

export function NewMatchForm({ def, setup, onStart }: { def: GameDef; setup: MatchSetup; onStart: (s: MatchSetup) => void }) {
  const [seed, setSeed] = useState(setup.seed);
  const [players, setPlayers] = useState(Math.min(def.players.max, Math.max(def.players.min, setup.players)));
  const [options, setOptions] = useState<Record<string, unknown>>(() => ({ ...setup.setupData }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onStart({ seed: seed.trim() || randomSeed(), players, setupData: options });
  };
  const counts = Array.from({ length: def.players.max - def.players.min + 1 }, (_, i) => def.players.min + i);
  return (
    <form className="dev-new card-panel" onSubmit={submit} aria-label="New match">
      <label>
        Seed <input value={seed} onChange={(e) => setSeed(e.target.value)} size={10} />
      </label>
      <button type="button" className="btn" onClick={() => setSeed(randomSeed())}>Random seed</button>
      <label>
        Players{' '}
        <select value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
          {counts.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>
      {Object.entries(def.options).map(([name, o]) => {
        const value = options[name] ?? o.default;
        return (
          <label key={name} title={o.description}>
            {name}{' '}
            {o.type === 'boolean' ? (
              <input type="checkbox" checked={Boolean(value)} onChange={(e) => setOptions({ ...options, [name]: e.target.checked })} />
            ) : o.type === 'enum' ? (
              <select value={String(value)} onChange={(e) => setOptions({ ...options, [name]: e.target.value })}>
                {o.values.map((v) => <option key={v} value={v}>{v}</option>)}
              </select>
            ) : (
              <input type="number" value={Number(value)} min={o.min} max={o.max} onChange={(e) => setOptions({ ...options, [name]: Number(e.target.value) })} />
            )}
          </label>
        );
      })}
      <button type="submit" className="btn primary">New match</button>
    </form>
  );
}
