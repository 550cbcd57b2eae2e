#!/usr/bin/env bash
# Every browser test: the one-phone files (`npm run test:e2e`) and, side by side with them, the
# several-phones files inside their private network namespace (`npm run test:e2e:multi`: its own
# loopback, so its preview server on the same port does not clash). Side by side they finish in
# about the time of the longer run instead of the sum (the CI budget is 20 minutes). The
# several-phones output is printed after the rest; fails if either run fails.
set -uo pipefail
cd "$(dirname "$0")/.."
multi_log=$(mktemp -t pocket-table-multi.XXXXXX)
trap 'rm -f "$multi_log"' EXIT
bash scripts/e2e-multi.sh >"$multi_log" 2>&1 &
multi=$!
npx vitest run --config vitest.e2e.config.ts
one=$?
wait "$multi"
two=$?
echo "== several phones (scripts/e2e-multi.sh)"
cat "$multi_log"
[ "$one" -eq 0 ] && [ "$two" -eq 0 ]
