#!/usr/bin/env bash
# Makes sure a Chromium exists for the end-to-end tests. Playwright cannot download its own
# browser on these machines, so Debian's package is installed when missing.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "› installing Debian's chromium for the end-to-end tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends chromium >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y --no-install-recommends chromium >/dev/null; }
  exit 0
fi
echo "› no system chromium and no way to install it; Playwright's own browser will be tried" >&2
