import type { LogEntry, State, StorageAPI } from 'boardgame.io';
import { sharedLogLength, storedState } from './state-text';
import { DeckhandStorage, withUpdatedAt, type ChatLine, type MatchData, type MatchPageQuery, type MatchPageRow, type Peek } from './storage';

interface Live {
  state: State;
  metadata: MatchData;
  /** The metadata exactly as stored: another process's change shows as a different text. */
  metadataText: string;
  /** The check epoch in which this copy was last known current. */
  checked: number;
}

const copy = <T>(value: T): T => structuredClone(value);

/**
 * Outside production the copies this cache keeps are frozen, all the way down: code that changes a state it was
 * lent by `readShared` then throws in the tests instead of silently changing every later move's starting point.
 */
const FREEZE = process.env['NODE_ENV'] !== 'production';
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}
const kept = <T>(value: T): T => (FREEZE ? deepFreeze(value) : value);

/**
 * Write-through storage: each match's current state and metadata are kept in memory, and every write still goes to
 * the database first (compare-and-set on the state id, one transaction per move), so a move is durable before it is
 * broadcast and a crash loses nothing. Reads of state and metadata come from memory after one cheap check that
 * the copy is current:
 *  - SQLite: `PRAGMA data_version` says whether any OTHER connection (another process on the same file) wrote since
 *    we last looked; if none did, every copy is current and nothing is read at all;
 *  - otherwise (PostgreSQL, or SQLite after another writer) the row's state id and metadata text are read
 *    (`peek`: no state text, no JSON parse) and compared with the copy; a mismatch reloads the match.
 * A write that loses the compare-and-set drops the copy, so the next read reloads what the winner wrote. Every read
 * returns its own copy (structuredClone, cheaper than the SQL, the parse and the transaction it replaces): boardgame.io's
 * reducer, games' hooks and bot searches are known to change the objects they are given. The move path alone reads
 * the kept objects without a copy (`readShared`), and guards what the reducer changes (match/reducer-input.ts).
 * The log and the initial state are not kept here: they are read only by a sync, whose reply is cached per state.
 */
export class LiveStorage extends DeckhandStorage {
  private readonly live = new Map<string, Live>();
  /** Bumped by every write through this object: a reload that raced a write must not store what it read. */
  private readonly writes = new Map<string, number>();
  /** Advances whenever the database may have been written by someone else: every copy must then be checked again. */
  private epoch = 0;

  constructor(
    readonly inner: DeckhandStorage,
    private readonly maxMatches = 20_000,
  ) {
    super();
  }

  /** Matches held in memory (tests and health). */
  get size(): number {
    return this.live.size;
  }

  async connect(): Promise<void> {
    await this.inner.connect();
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  async close(): Promise<void> {
    this.live.clear();
    await this.inner.close();
  }

  override changedElsewhere(): boolean {
    return this.inner.changedElsewhere();
  }

  peek(matchID: string): Promise<Peek | undefined> {
    return this.inner.peek(matchID);
  }

  private wrote(matchID: string): void {
    this.writes.set(matchID, (this.writes.get(matchID) ?? 0) + 1);
  }

  private keep(matchID: string, entry: Omit<Live, 'checked'>): void {
    // Someone else may have written just before us (our copy of the other fields could be theirs to change): then
    // this copy, like every other, is checked at the next read.
    const suspect = this.inner.changedElsewhere();
    if (suspect) this.epoch++;
    this.live.delete(matchID); // re-inserted last: the map's order is least recently written first
    this.live.set(matchID, { ...entry, state: kept(entry.state), metadata: kept(entry.metadata), checked: suspect ? -1 : this.epoch });
    if (this.live.size > this.maxMatches) {
      const oldest = this.live.keys().next().value!;
      this.live.delete(oldest);
      this.writes.delete(oldest);
    }
  }

  private forget(matchID: string): void {
    this.live.delete(matchID);
    this.wrote(matchID);
  }

  /** The match as it is now: from memory when the copy is current, else reloaded. */
  private async current(matchID: string): Promise<Live | undefined> {
    if (this.inner.changedElsewhere()) this.epoch++;
    const cached = this.live.get(matchID);
    if (cached && cached.checked === this.epoch) return cached;
    if (cached) {
      const peek = await this.inner.peek(matchID);
      if (!peek) {
        this.forget(matchID);
        return undefined;
      }
      const still = this.live.get(matchID);
      if (still && peek.stateID === still.state._stateID && peek.metadataText === still.metadataText) {
        // A move stamps only the row's update time: carry it over without a reload.
        const updatedAt = withUpdatedAt(still.metadata, peek.updatedAt);
        if (updatedAt !== still.metadata) this.keep(matchID, { ...still, metadata: updatedAt });
        else still.checked = this.epoch;
        return this.live.get(matchID);
      }
    }
    const generation = this.writes.get(matchID) ?? 0;
    const [peek, { state, metadata }] = await Promise.all([this.inner.peek(matchID), this.inner.fetch(matchID, { state: true, metadata: true })]);
    if (!peek || !state || !metadata) return undefined;
    const entry = { state: state as State, metadata, metadataText: peek.metadataText };
    // Both reads come from the same moment only if no write happened meanwhile; otherwise serve what was read once.
    if ((this.writes.get(matchID) ?? 0) !== generation || peek.stateID !== (state as State)._stateID) return { ...entry, checked: -1 };
    this.keep(matchID, entry);
    return this.live.get(matchID);
  }

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    this.wrote(matchID);
    await this.inner.createMatch(matchID, opts);
    // Kept from a round trip through JSON, exactly as a reload would give it.
    const metadataText = JSON.stringify(opts.metadata);
    this.keep(matchID, { state: JSON.parse(JSON.stringify(opts.initialState)) as State, metadata: JSON.parse(metadataText) as MatchData, metadataText });
  }

  async commitMove(matchID: string, state: State, deltalog: LogEntry[] | undefined, updatedAt: number): Promise<false | { metadata?: MatchData }> {
    this.wrote(matchID);
    // The copy kept is the state last stored (or read back): the log entries the new state shares with it are in the
    // database already, and only the rest is appended. The database checks the claim (its log length) as it writes.
    const before = this.live.get(matchID);
    const stored = storedState(state, sharedLogLength(before?.state, state));
    const result = await this.inner.commitMove(matchID, state, deltalog, updatedAt, stored);
    // The reducer's own output is kept, not a parse of the text just written: it shares every unchanged part with
    // the state before (Immer), so views, log views and patches can tell what changed by identity. Nothing may change
    // it afterwards (frozen outside production), and what a reload would give differs only by the absent `undefined`
    // members, which every reader treats as JSON does.
    const cached = this.live.get(matchID);
    if (result === false || !cached) {
      // Another writer won (or the copy was gone): whatever we held is not the stored match any more.
      this.forget(matchID);
      return result;
    }
    if (result.metadata) this.keep(matchID, { state, metadata: result.metadata, metadataText: JSON.stringify(result.metadata) });
    else this.keep(matchID, { ...cached, state, metadata: withUpdatedAt(cached.metadata, updatedAt) });
    return { metadata: this.live.get(matchID)!.metadata };
  }

  async setMetadata(matchID: string, metadata: MatchData): Promise<void> {
    this.forget(matchID);
    await this.inner.setMetadata(matchID, metadata);
  }

  async updateMetadata(matchID: string, change: (metadata: MatchData) => MatchData | undefined): Promise<MatchData | undefined> {
    this.wrote(matchID);
    let changed = false;
    const result = await this.inner.updateMetadata(matchID, (m) => {
      const next = change(m);
      changed = next !== undefined;
      return next;
    });
    const cached = this.live.get(matchID);
    if (!result) this.live.delete(matchID);
    else if (changed && cached) this.keep(matchID, { ...cached, metadata: result, metadataText: JSON.stringify(result) });
    return result;
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    if (opts.log || opts.initialState) return this.inner.fetch(matchID, opts);
    const entry = await this.current(matchID);
    const result: Record<string, unknown> = {};
    // Each caller gets its own copy, as from the database: parts of the server (and games' hooks, and bot searches)
    // may change what they are given, and a change must never reach the copy every later move starts from.
    if (entry && opts.state) result['state'] = copy(entry.state);
    if (entry && opts.metadata) result['metadata'] = copy(entry.metadata);
    return result as StorageAPI.FetchResult<O>;
  }

  /** The kept objects themselves, no copy (`DeckhandStorage.readShared`: the caller must not change them). */
  override async readShared(matchID: string): Promise<{ state?: State; metadata?: MatchData }> {
    const entry = await this.current(matchID);
    return entry ? { state: entry.state, metadata: entry.metadata } : {};
  }

  async wipe(matchID: string): Promise<void> {
    this.forget(matchID);
    await this.inner.wipe(matchID);
  }

  /** Chat is not kept in memory: every line goes to (and comes from) the database. */
  appendChat(matchID: string, line: ChatLine, max: number): Promise<boolean> {
    return this.inner.appendChat(matchID, line, max);
  }

  readChat(matchID: string, limit: number): Promise<ChatLine[]> {
    return this.inner.readChat(matchID, limit);
  }

  override listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    return this.inner.listMatches(opts);
  }

  /** One bounded query to the database (a page of a lobby list), not one read per match. */
  listMatchPage(q: MatchPageQuery): Promise<MatchPageRow[]> {
    return this.inner.listMatchPage(q);
  }
}
