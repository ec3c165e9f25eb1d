/**
 * How many live tables with bot seats one address may have open at once (BOT_TABLES_PER_ADDRESS). Bots cost the
 * server a search on every move they make; 24 hard-bot tables from one client slowed every human's bot opponent.
 * A table counts from its create (or the host's start, which seats bots) until it is finished or wiped. Counted in
 * this process's memory: behind several processes each counts its own creates.
 */
export class BotTableBudget {
  private readonly byAddress = new Map<string, Set<string>>();

  constructor(
    private readonly perAddress: number,
    /** Whether a match still counts: it exists and is not over. */
    private readonly isLive: (matchID: string) => Promise<boolean>,
  ) {}

  /** Whether `address` may open one more bot table (tables that ended are forgotten first). */
  async mayOpen(address: string): Promise<boolean> {
    const open = this.byAddress.get(address);
    if (!open || open.size < this.perAddress) return true;
    for (const matchID of [...open]) if (!(await this.isLive(matchID))) open.delete(matchID);
    if (open.size === 0) this.byAddress.delete(address);
    return open.size < this.perAddress;
  }

  opened(address: string, matchID: string): void {
    const open = this.byAddress.get(address) ?? new Set<string>();
    open.add(matchID);
    this.byAddress.set(address, open);
  }
}
