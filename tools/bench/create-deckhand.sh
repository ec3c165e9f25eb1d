#!/bin/bash
# docs/benchmarks.md, "a game folder from npm create deckhand": the time from `npm create deckhand` to `deckhand dev`
# ready, with npm's cache warm, and the folder's install size. TARBALLS is a folder holding the packed
# create-deckhand, @deckhand/cli, @deckhand/dsl and @deckhand/server (`npm pack` in each package after its
# build:package / build). better-sqlite3 installs this checkout's binary (this machine cannot download it).
set -euo pipefail
B=$(cd "${1:?usage: create-deckhand.sh TARBALLS}" && pwd)
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
W=$(mktemp -d "${TMPDIR:-/tmp}/deckhand-create-XXXX")
tgz() { ls "$B"/$1-*.tgz | head -1; }
mkdir "$W/prebuilds"
tar czf "$W/prebuilds/better-sqlite3-v$(node -p "require('$ROOT/node_modules/better-sqlite3/package.json').version")-node-v$(node -p process.versions.modules)-$(node -p process.platform)-$(node -p process.arch).tar.gz" -C "$ROOT/node_modules/better-sqlite3" build/Release/better_sqlite3.node
cd "$W"
t0=$(date +%s.%N)
npm exec --yes --package="$(tgz create-deckhand)" -- create-deckhand my-game --no-install > /dev/null
t1=$(date +%s.%N)
cd my-game
CLI=$(tgz deckhand-cli) DSL=$(tgz deckhand-dsl) SERVER=$(tgz deckhand-server) node -e "
const fs = require('fs'); const p = JSON.parse(fs.readFileSync('package.json'));
p.devDependencies['@deckhand/cli'] = 'file:' + process.env.CLI;
p.overrides = { ...p.overrides, '@deckhand/dsl': 'file:' + process.env.DSL, '@deckhand/server': 'file:' + process.env.SERVER };
fs.writeFileSync('package.json', JSON.stringify(p, null, 2));"
t2=$(date +%s.%N)
npm_config_better_sqlite3_local_prebuilds="$W/prebuilds" npm install --prefer-offline --no-audit --no-fund --loglevel=error > /dev/null
t3=$(date +%s.%N)
node_modules/.bin/deckhand dev --port 0 > "$W/dev.log" 2>&1 &
DEV=$!
until grep -q "live preview at" "$W/dev.log"; do sleep 0.2; done
t4=$(date +%s.%N)
kill -INT $DEV
s() { node -p "($1).toFixed(1)"; }
echo "create $(s "$t1-$t0") s; install $(s "$t3-$t2") s; dev ready $(s "$t4-$t3") s; total $(s "$t4-$t0-($t2-$t1)") s"
echo "node_modules $(du -sm node_modules | cut -f1) MB; $(npm ls --all --parseable 2>/dev/null | wc -l) packages; load $(cut -d' ' -f1-3 /proc/loadavg)"
rm -rf "$W"
