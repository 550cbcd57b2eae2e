#!/usr/bin/env bash
# Every browser test: the one-phone files (`npm run test:e2e`), then the several-phones files
# inside their private network namespace (`npm run test:e2e:multi`). In turn, not side by side:
# on this 2-core machine side by side made both runs about twice as slow (872 s + 212 s at once
# against 419 s then 68 s in turn), since each phone is a Chromium that wants a core. Runs the
# second even if the first fails, and fails if either does.
set -uo pipefail
cd "$(dirname "$0")/.."
npx vitest run --config vitest.e2e.config.ts
one=$?
echo "== several phones (scripts/e2e-multi.sh)"
bash scripts/e2e-multi.sh
two=$?
[ "$one" -eq 0 ] && [ "$two" -eq 0 ]
