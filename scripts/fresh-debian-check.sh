#!/usr/bin/env bash
# Runs the README's two commands on a fresh Debian 12 (a debootstrap chroot
# with the standard bookworm, -updates and -security sources), as root:
#   bash scripts/fresh-debian-check.sh [DIR]   (default DIR: /tmp/tc-fresh-debian)
# Needs debootstrap and network access to deb.debian.org; takes ~15 minutes.
# Not part of CI (it downloads a system); run it when the set-up changes.
set -euo pipefail
cd "$(dirname "$0")/.."
root=${1:-/tmp/tc-fresh-debian}
[ "$(id -u)" = 0 ] || { echo "fresh-debian-check: run as root" >&2; exit 1; }
[ -e "$root" ] && { echo "fresh-debian-check: $root exists; give a new directory" >&2; exit 1; }
command -v debootstrap >/dev/null || apt-get install -y -q debootstrap >/dev/null
debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
cat > "$root/etc/apt/sources.list" <<'SOURCES'
deb http://deb.debian.org/debian bookworm main
deb http://deb.debian.org/debian bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
SOURCES
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
trap 'umount -R "$root/dev" "$root/proc" 2>/dev/null || true' EXIT
mkdir -p "$root/root/tensor_cast"
git archive HEAD | tar -x -C "$root/root/tensor_cast"
# The two commands, in the README's order, each from the project root.
chroot "$root" /bin/bash -c 'cd /root/tensor_cast && bash scripts/bootstrap.sh demo' | tail -3
chroot "$root" /bin/bash -c 'cd /root/tensor_cast && bash scripts/bootstrap.sh test' | tail -4
echo "fresh-debian-check: both README commands succeeded in $root"
