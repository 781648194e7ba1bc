#!/usr/bin/env bash
# Installs Debian's sqlmap when it is missing and this is root; otherwise says how.
set -euo pipefail
command -v sqlmap >/dev/null && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "Installing sqlmap (apt-get install -y sqlmap)..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlmap >/dev/null
else
  echo "sqlmap is missing. Install it with: sudo apt-get install -y sqlmap" >&2
  exit 1
fi
