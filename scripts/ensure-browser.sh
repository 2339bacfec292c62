#!/usr/bin/env bash
# Installs Debian's Chromium, the Noto CJK fonts and an emoji font when missing (the e2e tests and the
# screenshots need them), and Debian's redis-server (the several-instances test starts its own on
# a free loopback port, tests/support/redis-process.ts). Never downloads a browser build of its own.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v redis-server >/dev/null || need+=(redis-server)
# read fc-list whole before matching: `grep -q` stops at the first match and closes the pipe,
# which under pipefail fails the pipeline (exit 141) when fc-list is still writing
fonts=$(fc-list 2>/dev/null || true)
grep -qi "Noto Sans CJK" <<<"$fonts" || need+=(fonts-noto-cjk)
# Notion page icons are emoji: without a colour emoji font they are empty boxes in screenshots
grep -qi "Emoji" <<<"$fonts" || need+=(fonts-noto-color-emoji)
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing ${need[*]} from Debian…"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
