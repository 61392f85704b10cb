#!/usr/bin/env bash
# Installs npm dependencies when they are missing or older than the lockfile.
# `npm ci` is tried first; when it trips over optional platform packages this registry lacks,
# `npm install` against the same lockfile is used instead (see README, "The two commands").
set -euo pipefail
cd "$(dirname "$0")/../.."
marker=node_modules/.install-stamp
if [ -f "$marker" ] && [ "$marker" -nt package-lock.json ] && [ "$marker" -nt package.json ]; then
  exit 0
fi
echo "› installing npm dependencies"
if ! npm ci --no-audit --no-fund; then
  echo "› npm ci failed, retrying with npm install against the lockfile"
  npm install --no-audit --no-fund
fi
touch "$marker"
