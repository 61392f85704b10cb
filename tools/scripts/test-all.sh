#!/usr/bin/env bash
# The README's test command: installs what is missing, then lint (module boundaries included),
# type checks, unit/component/API tests, the production build, and the end-to-end tests in
# Chromium against that build as the run command serves it.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_NO_CLOUD=true NX_DAEMON=false
step() { echo; echo "━━ $* ━━"; }

step "install"
bash tools/scripts/install.sh
bash tools/scripts/ensure-chromium.sh

step "lint"
# The module-boundary rule reads Nx's project graph; compute it first so the rule runs on a fresh clone.
npx nx show projects > /dev/null
npx eslint apps libs tools --max-warnings=-1

step "type check"
npx tsc -p tsconfig.json --noEmit

step "unit, component and API tests (PGlite)"
npx jest --ci

step "production build"
bash tools/scripts/build.sh

step "first-load JavaScript budgets (apps/*/budget.json)"
node tools/scripts/check-budgets.mjs

step "end-to-end tests (Playwright, Chromium)"
npx playwright test -c apps/e2e/playwright.config.ts

echo; echo "all tests passed"
