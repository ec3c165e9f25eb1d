#!/usr/bin/env bash
# Instructions per simulator action, a figure that does not move with the machine's load (issue 14's load-independent
# measure, docs/benchmarks.md): the built profile runner under cachegrind, with V8 made deterministic
# (`--single-threaded --predictable`, fixed seeds: two runs of one build agree to 0.01 %), at two workload sizes;
# instructions per action = difference over difference, which cancels start-up and warm-up.
#
#   npx nx run tools:build --skip-nx-cache && tools/bench/instructions.sh tools/dist [bag|build-up|both]
#
# The bundle must sit inside a checkout (it imports its npm packages from the node_modules above it). Compare only
# figures taken this way with each other. Needs valgrind (Debian's package); ~5 minutes on a quiet machine.
set -euo pipefail
dist=$(realpath "${1:?usage: instructions.sh <dist dir> [bag|build-up|both]}")
which=${2:-both}

count() { # game passes -> "<instructions> <actions>"
  local out
  out=$(mktemp -d)
  GAMES=$2 NODE_ENV=production valgrind --tool=cachegrind --cache-sim=no --smc-check=all --cachegrind-out-file="$out/cg.out" \
    node --single-threaded --predictable --hash-seed=1 --random-seed=1 "$dist/profile.mjs" "$1" sim >"$out/stdout" 2>"$out/stderr" \
    || { echo "instructions.sh: the run of $1 ($2 passes) failed:" >&2; grep -v '^==' "$out/stderr" | tail -20 >&2; exit 1; }
  echo "$(grep -E 'I\s+refs' "$out/stderr" | tr -d ',' | awk '{print $NF}') $(awk '{print $(NF-1)}' "$out/stdout")"
  rm -rf "$out"
}

per_action() { # game small big
  local a b
  a=($(count "$1" "$2")); b=($(count "$1" "$3"))
  echo "$1: $(((b[0] - a[0]) / (b[1] - a[1]))) instructions per action ($2 passes: ${a[0]} instructions, ${a[1]} actions; $3 passes: ${b[0]}, ${b[1]})"
}

[ "$which" = build-up ] || per_action bag 30 230 &
[ "$which" = bag ] || per_action build-up 20 120 &
wait
