export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

/** Raw HTTP against the lobby, as any client (or attacker) would send it. */
export async function api<T = any>(
  base: string,
  method: 'GET' | 'POST' | 'OPTIONS',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const res = await fetch(base + path, init);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body: parsed as T };
}

export async function createMatch(base: string, game: string, body: Record<string, unknown> = {}): Promise<string> {
  const r = await api(base, 'POST', `/games/${game}/create`, body);
  if (r.status !== 200) throw new Error(`create failed ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.matchID;
}

export async function joinAll(base: string, game: string, matchID: string, seats: number) {
  const out: { playerID: string; credentials: string }[] = [];
  for (let i = 0; i < seats; i++) {
    const r = await api(base, 'POST', `/games/${game}/${matchID}/join`, { playerID: String(i), playerName: `P${i}` });
    if (r.status !== 200) throw new Error(`join failed ${r.status} ${JSON.stringify(r.body)}`);
    out.push({ playerID: r.body.playerID, credentials: r.body.playerCredentials });
  }
  return out;
}
