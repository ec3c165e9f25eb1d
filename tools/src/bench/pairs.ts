/** The pairs of workloads read as ratios: the reducer, simulator and limit figures of issue 14. */
export interface Pair {
  id: string;
  label: string;
  deckhand: string;
  peer: string;
  peerLabel: string;
  goal?: number;
  note?: string;
}

const HAND_WRITTEN = 'hand-written plain boardgame.io';
const PATH = 'the boardgame.io path, same YAML';
const ROLLOUT_NOTE = 'log entries kept as data, no sentences: what search bots play';

export const PAIRS: readonly Pair[] = [
  { id: 'reducer.bag', label: 'reducer, Bag', deckhand: 'bag.reducer', peer: 'bag.plain', peerLabel: HAND_WRITTEN, goal: 1 },
  { id: 'reducer.build-up', label: 'reducer, Build Up', deckhand: 'build-up.reducer', peer: 'build-up.plain', peerLabel: HAND_WRITTEN, goal: 1 },
  { id: 'sim.bag', label: 'fast simulator, Bag', deckhand: 'bag.sim', peer: 'bag.reducer', peerLabel: PATH, goal: 100 },
  { id: 'sim.build-up', label: 'fast simulator, Build Up', deckhand: 'build-up.sim', peer: 'build-up.reducer', peerLabel: PATH, goal: 100 },
  { id: 'rollout.bag', label: 'fast simulator without log text (rollouts), Bag', deckhand: 'bag.rollout', peer: 'bag.reducer', peerLabel: PATH, goal: 100, note: ROLLOUT_NOTE },
  { id: 'rollout.build-up', label: 'fast simulator without log text (rollouts), Build Up', deckhand: 'build-up.rollout', peer: 'build-up.reducer', peerLabel: PATH, goal: 100, note: ROLLOUT_NOTE },
  { id: 'limit.bag.reducer', label: 'Deckhand reducer vs the limit, Bag', deckhand: 'bag.reducer', peer: 'bag.limit', peerLabel: 'plain mutable TypeScript Bag', note: 'the limit: no framework, arrays changed in place' },
  { id: 'limit.bag.plain', label: 'plain boardgame.io vs the limit, Bag', deckhand: 'bag.plain', peer: 'bag.limit', peerLabel: 'plain mutable TypeScript Bag', note: 'what boardgame.io itself costs' },
  { id: 'limit.bag.sim', label: 'fast simulator vs the limit, Bag', deckhand: 'bag.sim', peer: 'bag.limit', peerLabel: 'plain mutable TypeScript Bag', note: 'what the compiled rules cost outside boardgame.io' },
  { id: 'limit.build-up.reducer', label: 'Deckhand reducer vs the limit, Build Up', deckhand: 'build-up.reducer', peer: 'build-up.limit', peerLabel: 'plain mutable TypeScript Build Up', note: 'the limit: no framework, arrays changed in place' },
  { id: 'limit.build-up.plain', label: 'plain boardgame.io vs the limit, Build Up', deckhand: 'build-up.plain', peer: 'build-up.limit', peerLabel: 'plain mutable TypeScript Build Up', note: 'what boardgame.io itself costs' },
  { id: 'limit.build-up.sim', label: 'fast simulator vs the limit, Build Up', deckhand: 'build-up.sim', peer: 'build-up.limit', peerLabel: 'plain mutable TypeScript Build Up', note: 'what the compiled rules cost outside boardgame.io' },
];

/** The workloads a list of pairs times, each once, in the order they first appear. */
export const workloadsOf = (pairs: readonly Pair[]): string[] => [...new Set(pairs.flatMap((p) => [p.deckhand, p.peer]))];
