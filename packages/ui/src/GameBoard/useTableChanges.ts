/**
 * The board's memory of the last table it drew: on each new view, what changed since (changes.ts) is marked for
 * `ms`, then cleared — so a bot's move, or your own, leaves a trace for a moment and then none.
 */
import { useEffect, useRef, useState } from 'react';
import type { ClientGameDef, PlayerView } from '../types';
import { NO_CHANGES, tableChanges, type TableChanges } from './changes';

/** How long a change stays marked: long enough to be seen after a paced bot move (the server's default 0.6 s). */
export const CHANGE_MARK_MS = 1500;

export function useTableChanges(def: ClientGameDef, zones: PlayerView['zones'], vars?: PlayerView['vars'], ms = CHANGE_MARK_MS): TableChanges {
  const last = useRef<PlayerView['zones'] | undefined>(undefined);
  const lastVars = useRef<PlayerView['vars'] | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [changes, setChanges] = useState<TableChanges>(NO_CHANGES);
  useEffect(() => {
    const found = tableChanges(def, last.current, zones, lastVars.current, vars);
    last.current = zones;
    lastVars.current = vars;
    if (found.cards.size === 0 && found.piles.size === 0) return;
    setChanges(found);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setChanges(NO_CHANGES), ms);
  }, [def, zones, vars, ms]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return changes;
}
