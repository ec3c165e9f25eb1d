import type { Game, LogEntry, Server, State } from 'boardgame.io';
import { getFilterPlayerView } from 'boardgame.io/internal';
import type { CompiledGame, LogEntry as DeckhandLogEntry } from '@deckhand/dsl';
import type { MatchMessage } from '../transport/pubsub';
import { drawnAttributes, inkFace, spellRaceWord } from '@deckhand/games';
import { InkCache } from './ink-cache';
import { aliasAction, aliasView, type AliasScope } from './alias-view';
import { AliasScopes } from './alias-scopes';
import { undoView } from '../match/undo';

type PlayerID = string | null;

/** Removes the random plugin's seed and PRNG state: with them a client can replay every future shuffle. */
function withoutRandomState<T extends Partial<State> | undefined>(state: T): T {
  if (!state || !state.plugins || !('random' in state.plugins)) return state;
  const { random: _random, ...plugins } = state.plugins;
  return { ...state, plugins };
}

type WithLegal = Game & { deckhand?: Pick<CompiledGame['deckhand'], 'legalView'> };
type WithDef = Game & { deckhand?: Pick<CompiledGame['deckhand'], 'def' | 'hooks'> };

/** A match whose state holds no secret: nothing keyed on its secret (aliases, ink) can be made for it. */
export class NoMatchSecretError extends Error {
  constructor(readonly matchID: string) {
    super(`match ${matchID} has no random seed to key its card aliases on: it is not sent to anyone`);
  }
}

/**
 * The match's secret: the random plugin's seed (stored with the state, stripped from everything sent). A state
 * without one is refused, never keyed on something public (the match id is in every URL): its aliases and drawn
 * words would be the same for anyone who can compute them. Every match the lobby creates has 128 random bits
 * (match-seed.ts), so this is a state nobody should have written.
 */
function matchSecret(full: State | undefined, matchID: string): string {
  const seed = (full?.plugins as { random?: { data?: { seed?: unknown } } } | undefined)?.random?.data?.seed;
  if ((typeof seed !== 'string' && typeof seed !== 'number') || seed === '') throw new NoMatchSecretError(matchID);
  return String(seed);
}

/**
 * A game whose card types draw attributes (`drawn:`): the faces in a sent view gain those attributes as glyph
 * outlines (ink/ink.ts), seeded by the match's secret. The game's playerView already left them out as text. A race
 * line, written once its round is over, spells its word (@deckhand/games ink/spell.ts): the card it names reaches the client as a
 * per-match alias only.
 */
function inker(game: WithDef) {
  const def = game.deckhand?.def;
  const drawn = def ? drawnAttributes(def) : new Map<string, string[]>();
  if (!def || drawn.size === 0) return (sent: State) => sent;
  const cache = new InkCache();
  return (sent: State, full: State | undefined, matchID: string): State => {
    const G = sent?.G as { faces?: Record<string, never>; log?: DeckhandLogEntry[] } | undefined;
    if (!G || typeof G !== 'object' || !G.faces) return sent;
    const secret = matchSecret(full, matchID);
    const faces = cache.inked(secret, G.faces, (id, face) => inkFace(def, drawn, id, face, secret));
    // A race line names the drawn word it was about by card and attribute: spelled here, once per entry.
    const log = G.log ? cache.inkedLog(secret, G.log, (e) => spellRaceWord(def, drawn, e)) : G.log;
    return faces === G.faces && log === G.log ? sent : { ...sent, G: { ...G, faces, ...(log ? { log } : {}) } };
  };
}

/**
 * A seat's view gains what that seat may do now (`G.legal`) and, after its own move, whether it may take it back
 * (`G.undo`), computed here from the full state by the game's own
 * rules. Only a seated socket gets it, and only its own seat's; a spectator gets none.
 */
function withLegal(game: WithLegal, playerID: PlayerID, full: State | undefined, sent: State): State {
  const deckhand = game.deckhand;
  if (!deckhand || playerID === null || !full || !sent?.G || typeof sent.G !== 'object') return sent;
  const seat = Number(playerID);
  if (!Number.isInteger(seat) || seat < 0 || seat >= full.ctx.numPlayers) return sent;
  // The seat whose move is the last of this turn is also told whether it may take it back (match/undo.ts).
  const undo = undoView(game, full, playerID);
  return { ...sent, G: { ...(sent.G as object), legal: deckhand.legalView(full.G as never, full.ctx, playerID), ...(undo ? { undo } : {}) } };
}

/**
 * Every card id in a sent state becomes the match's alias for it (card-alias.ts), in `G` and in boardgame.io's own
 * action log; `scope` gives the match's aliasing scope. A game without a Deckhand def has no known card shape and is
 * sent as it is.
 */
function aliaser(game: WithDef) {
  const deckhand = game.deckhand;
  const scopes = deckhand?.def && deckhand.hooks ? new AliasScopes({ def: deckhand.def, hooks: deckhand.hooks }) : undefined;
  const scope = (full: State | undefined, matchID: string): AliasScope | undefined => scopes?.get(matchSecret(full, matchID));
  const state = (sent: State, full: State | undefined, matchID: string): State => {
    const s = scope(full, matchID);
    if (!s || !sent?.G || typeof sent.G !== 'object') return sent;
    return { ...sent, G: aliasView(s, sent.G as never) };
  };
  const log = (entries: LogEntry[] | undefined, full: State | undefined, matchID: string): LogEntry[] | undefined => {
    const s = scope(full, matchID);
    return s && Array.isArray(entries) ? entries.map((e) => aliasAction(s, e as never)) : entries;
  };
  return { scope, state, log };
}

/**
 * Everything a socket is sent passes through here. boardgame.io's own filter already applies `playerView` to `state`
 * and redacts the log, but its `sync` carries `initialState` untouched — every hand and the deck order at the start,
 * plus the PRNG seed (upstream issue #1159). We filter `initialState` the same way as `state` and strip the random
 * plugin from both.
 */
export function createViewer(game: Game, opts: { aliases?: boolean } = {}) {
  const filter = getFilterPlayerView(game);
  const ink = inker(game);
  const alias = opts.aliases === false ? undefined : aliaser(game);
  const aliased = (sent: State, full: State | undefined, matchID: string) => (alias ? alias.state(sent, full, matchID) : sent);
  const view = (playerID: PlayerID, state: State, matchID: string): State => {
    const filtered = filter(playerID as string, { type: 'update', args: ['', state] } as never) as unknown as { args: [string, State] };
    return aliased(ink(withoutRandomState(filtered.args[1]), state, matchID), state, matchID);
  };
  return {
    /** The match's aliasing scope, from its stored state: what a seat's moves are translated back with. */
    aliasScope(full: State | undefined, matchID: string): AliasScope | undefined {
      return alias?.scope(full, matchID);
    },
    sync(
      playerID: PlayerID,
      matchID: string,
      info: { state: State; initialState: State; log: LogEntry[]; filteredMetadata: unknown },
    ): MatchMessage {
      const filtered = filter(playerID as string, { type: 'sync', args: [matchID, info] } as never) as unknown as {
        args: [string, { state: State; log: LogEntry[] }];
      };
      const [, synced] = filtered.args;
      return {
        type: 'sync' as MatchMessage['type'],
        args: [
          matchID,
          {
            ...synced,
            state: aliased(withLegal(game, playerID, info.state, ink(withoutRandomState(synced.state), info.state, matchID)), info.state, matchID),
            initialState: view(playerID, info.initialState, matchID),
            log: alias ? alias.log(synced.log, info.state, matchID) : synced.log,
          },
        ],
      };
    },
    message(playerID: PlayerID, message: MatchMessage): MatchMessage {
      if (message.type !== 'update') return message;
      const filtered = filter(playerID as string, message as never) as unknown as { type: 'update'; args: [string, State, LogEntry[]] };
      const [matchID, state, log] = filtered.args;
      const full = (message.args as unknown[])[1] as State | undefined;
      const sent = aliased(withLegal(game, playerID, full, ink(withoutRandomState(state), full, matchID)), full, matchID);
      return { type: 'update', args: [matchID, sent, alias ? alias.log(log, full, matchID) : log] };
    },
  };
}

/** Seat list without credentials, as upstream sends it. */
export function publicPlayers(metadata: Server.MatchData) {
  return Object.values(metadata.players).map(({ credentials: _c, ...rest }) => rest);
}
