#!/usr/bin/env bash
# The README's run command: install what is missing, build, and serve the composed shop at
# http://localhost:4200 on its embedded defaults (PGlite in ./data, outbox mail, sandbox payments).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/scripts/install.sh
bash tools/scripts/build.sh
# The demo shop goes into an empty database only: a second start keeps what the first one sold.
node dist/seed/main.js --if-empty
exec node dist/shell/server/main.js
