#!/usr/bin/env bash
# Production build of the whole site: the shell, the six remotes (each browser + server build,
# then its entry in the run-time manifest dist/remotes.json), the standalone API and the seed
# command (dist/seed/main.js: the servers never seed, `npm start` runs it first).
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_ENV=production
start=$(date +%s)
npx nx run-many -t build --projects=shell,shop,configurator,dealers,account,content,admin,api,seed --parallel=1 --outputStyle=stream --skipNxCache "$@"
echo "› build finished in $(( $(date +%s) - start )) s"
