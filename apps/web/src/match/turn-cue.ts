/**
 * Cues that it became your turn while you looked elsewhere: the tab title, and — each only if the player opted in
 * (remembered in localStorage) — a system notification and a short sound. The same preferences keep "confirm moves"
 * and the table's card size.
 */
import { useEffect, useRef, useState } from 'react';
import { browserStore } from '../api/credentials';
import { isTableSize, type TableSize } from '@deckhand/ui';

export interface CuePrefs {
  notify: boolean;
  sound: boolean;
  /** Every move takes a deliberate second click (no one-click play of a card with a single legal play). */
  confirm: boolean;
  /** How big the board draws its cards (the kit's table-size control). */
  tableSize: TableSize;
}

const KEY = 'deckhand:cues';
const store = browserStore();

export function loadCuePrefs(): CuePrefs {
  try {
    const v = JSON.parse(store.getItem(KEY) ?? '{}') as Partial<CuePrefs>;
    return { notify: v.notify === true, sound: v.sound === true, confirm: v.confirm === true, tableSize: isTableSize(v.tableSize) ? v.tableSize : 'medium' };
  } catch {
    return { notify: false, sound: false, confirm: false, tableSize: 'medium' };
  }
}

export function saveCuePrefs(p: CuePrefs): void {
  try {
    store.setItem(KEY, JSON.stringify(p));
  } catch {
    /* private mode: the choice lasts this page only */
  }
}

/** The tab's title: what the player should know at a glance among their tabs. */
export function tabTitle(game: string, state: 'your-turn' | 'waiting-room' | 'over' | 'other'): string {
  switch (state) {
    case 'your-turn':
      return `● Your turn · ${game} · Deckhand`;
    case 'waiting-room':
      return `Waiting for players · ${game} · Deckhand`;
    case 'over':
      return `Game over · ${game} · Deckhand`;
    default:
      return `${game} · Deckhand`;
  }
}

/** A short two-note chime from WebAudio (no sound file to ship). */
export function chime(): void {
  const Ctx = (window as unknown as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctx) return;
  const ctx = new Ctx();
  [660, 880].forEach((f, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = f;
    gain.gain.setValueAtTime(0.08, ctx.currentTime + i * 0.12);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + i * 0.12 + 0.11);
    osc.connect(gain).connect(ctx.destination);
    osc.start(ctx.currentTime + i * 0.12);
    osc.stop(ctx.currentTime + i * 0.12 + 0.12);
  });
  setTimeout(() => void ctx.close(), 600);
}

/** Sets the title, and fires the opted-in cues when `myTurn` turns true. */
export function useTurnCue(game: string, state: 'your-turn' | 'waiting-room' | 'over' | 'other'): void {
  const was = useRef(state);
  useEffect(() => {
    document.title = tabTitle(game, state);
    const became = state === 'your-turn' && was.current !== 'your-turn';
    was.current = state;
    if (!became) return;
    const prefs = loadCuePrefs();
    if (prefs.sound) chime();
    if (prefs.notify && document.hidden && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      new Notification(`Your turn in ${game}`, { body: 'Deckhand', tag: 'deckhand-turn' });
    }
  }, [game, state]);
  useEffect(() => () => void (document.title = 'Deckhand'), []);
}

/** The two opt-in switches, in the match header. */
export function useCuePrefs(): [CuePrefs, (p: CuePrefs) => void] {
  const [prefs, setPrefs] = useState(loadCuePrefs);
  const set = (p: CuePrefs) => {
    setPrefs(p);
    saveCuePrefs(p);
    if (p.notify && typeof Notification !== 'undefined' && Notification.permission === 'default') void Notification.requestPermission();
  };
  return [prefs, set];
}
