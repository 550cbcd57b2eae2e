#!/usr/bin/env bash
# The several-phones browser tests (tests/e2e/multi-*.e2e.ts) inside the private network
# namespace of scripts/private-net.sh (no root needed): loopback plus one veth pair, no route
# out, so real WebRTC between two Chromium instances finds host candidates and nothing leaves
# the machine. Needs a built dist/ (`npm run build`); E2E_PORT as for the other browser tests.
# With no arguments it runs every multi-*.e2e.ts file; given arguments (files, vitest flags),
# it runs those instead, e.g. `bash scripts/e2e-multi.sh tests/e2e/multi-vp.e2e.ts`.
set -euo pipefail
cd "$(dirname "$0")/.."
net="${PRIVATE_NET:-scripts/private-net.sh}"
[ -f "$net" ] || { echo "e2e-multi: $net not found" >&2; exit 1; }
if [ "$#" -eq 0 ]; then set -- tests/e2e/multi-*.e2e.ts; fi
exec bash "$net" env PT_PRIVATE_NET=1 npx vitest run --config vitest.e2e.config.ts "$@"
