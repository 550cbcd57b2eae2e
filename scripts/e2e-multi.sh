#!/usr/bin/env bash
# The multi-phone browser tests (tests/e2e/multi-*.e2e.ts) inside the private network
# namespace of ../shared/tools/private-net.sh: loopback plus one veth pair, no route out, so
# real WebRTC between two Chromium instances finds host candidates and nothing leaves the
# machine. Needs root and a built dist/ (`npm run build`). E2E_PORT as for the other e2e files.
set -euo pipefail
cd "$(dirname "$0")/.."
net="${PRIVATE_NET:-../shared/tools/private-net.sh}"
[ -f "$net" ] || { echo "e2e-multi: $net not found" >&2; exit 1; }
exec bash "$net" env PT_PRIVATE_NET=1 npx vitest run --config vitest.e2e.config.ts tests/e2e/multi-phone.e2e.ts tests/e2e/multi-saboteur.e2e.ts tests/e2e/multi-vp.e2e.ts tests/e2e/multi-rv.e2e.ts "$@"
