#!/usr/bin/env bash
# Starts the built site for the end-to-end tests on a fresh data folder, written by the seed
# command (the server never seeds), and a private copy of the remotes manifest (tests redeploy a
# remote by editing that copy).
set -euo pipefail
rm -rf tmp/e2e/data tmp/e2e/remotes.json
mkdir -p tmp/e2e
cp dist/remotes.json tmp/e2e/remotes.json
export DATA_DIR=tmp/e2e/data REMOTES_MANIFEST=tmp/e2e/remotes.json
node dist/seed/main.js
exec node dist/shell/server/main.js
