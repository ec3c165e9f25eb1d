# syntax=docker/dockerfile:1
# Deckhand's server image: the built server bundle, the built web client, the game folders and the server's
# production dependencies only, run as the unprivileged `node` user. compose.yaml runs several of these behind a
# proxy; docs/hosting.md says how to run one alone.

# 1. Build: every dependency (dev ones included), then the server bundle and the web client.
FROM node:20-bookworm-slim AS build
WORKDIR /src
# better-sqlite3 compiles itself when no prebuilt binary fits the platform.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/dsl/package.json packages/dsl/
COPY packages/games/package.json packages/games/
COPY packages/ui/package.json packages/ui/
COPY tools/package.json tools/
RUN npm ci --no-audit --no-fund
COPY . .
RUN NX_DAEMON=false npx nx run-many -t build -p server web --skip-nx-cache

# 2. Production dependencies of the server alone (no tsx, vite, react…): what its bundles import at run time.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/apps/server/package.json apps/server/
COPY --from=build /src/apps/web/package.json apps/web/
COPY --from=build /src/packages/dsl/package.json packages/dsl/
COPY --from=build /src/packages/games/package.json packages/games/
COPY --from=build /src/packages/ui/package.json packages/ui/
COPY --from=build /src/tools/package.json tools/
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force

# 3. Run: the checkout's layout, so every path the bundle resolves from its own place is there.
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /src/package.json /src/tsconfig.base.json ./
COPY --from=build /src/apps/server/package.json /src/apps/server/start.mjs apps/server/
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist
# Game folders are read at start; their hooks.ts/bots.ts are bundled then, with the language's sources they import.
COPY --from=build /src/packages/games packages/games
COPY --from=build /src/packages/dsl packages/dsl
# The matches (SQLite, when no DATABASE_URL) and the bundles of games' hooks.ts, written at start by the node user.
RUN mkdir -p /data node_modules/.cache/deckhand && chown -R node:node /data node_modules/.cache
USER node
VOLUME ["/data"]
EXPOSE 8000
# Liveness: the process answers and its storage does (GET /ready is for the proxy: it also checks Redis).
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/start.mjs"]
