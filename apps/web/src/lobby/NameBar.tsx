/** The player's name, asked once for the whole site: prefilled (remembered or "Player NNNN"), saved as it is typed. */
import { useState } from 'react';
import { nameError } from './create-form';

export function NameBar({ name, onChange }: { name: string; onChange: (name: string) => void }) {
  const [draft, setDraft] = useState(name);
  const error = nameError(draft);
  return (
    <div className="name-bar field inline">
      <label htmlFor="player-name">Your name</label>
      <input
        id="player-name"
        value={draft}
        maxLength={40}
        autoComplete="nickname"
        aria-invalid={!!error}
        onChange={(e) => {
          setDraft(e.target.value);
          if (!nameError(e.target.value)) onChange(e.target.value.trim());
        }}
      />
      {error && <span className="error">{error}</span>}
    </div>
  );
}
