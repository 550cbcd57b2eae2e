#!/usr/bin/env bash
# Runs a command inside a private network namespace: loopback plus one veth pair
# (pt0 10.77.0.1 <-> pt1 10.77.0.2, both ends inside), with a default route into the pair and
# no way out. Nothing the command sends can leave the machine, yet Chromium's WebRTC finds a
# host candidate (10.77.0.1) and two browsers open a data channel to each other, as two phones
# on one Wi-Fi would. The several-phones browser tests run in it (scripts/e2e-multi.sh).
#
# No root needed: a user namespace (`unshare --user --map-root-user`) owns the new network
# namespace, so an ordinary user may add the veth pair; the command runs as that namespace's
# root (uid 0 inside, the same user outside: files it writes belong to whoever ran this).
# Chromium needs --no-sandbox in it (the browser tests pass it). Works as root just the same.
# Usage, from the project root:
#   bash scripts/private-net.sh npx vitest run --config vitest.e2e.config.ts tests/e2e/multi-phone.e2e.ts
# Chromium flag for WebRTC tests: --disable-features=WebRtcHideLocalIpsWithMdns (otherwise the
# candidates are mDNS .local names, which phones resolve on a LAN but this namespace cannot).
set -euo pipefail
[ "$#" -gt 0 ] || { echo "usage: private-net.sh COMMAND [ARGS...]" >&2; exit 2; }
if ! unshare --user --map-root-user --net true 2>/dev/null; then
  echo "private-net: this system does not let $(id -un) create a user namespace" >&2
  echo "  (unshare --user --map-root-user --net failed; see /proc/sys/user/max_user_namespaces" >&2
  echo "  and, on Debian/Ubuntu, kernel.unprivileged_userns_clone or AppArmor's userns rules)" >&2
  exit 1
fi
exec unshare --user --map-root-user --net --fork bash -c '
  set -e
  export PATH="$PATH:/usr/sbin:/sbin"
  ip link set lo up
  ip link add pt0 type veth peer name pt1
  ip addr add 10.77.0.1/24 dev pt0
  ip addr add 10.77.0.2/24 dev pt1
  ip link set pt0 up
  ip link set pt1 up
  ip route add default via 10.77.0.2 dev pt0
  exec "$@"
' private-net "$@"
