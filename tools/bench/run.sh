#!/usr/bin/env bash
# Benchmarks (numbers to compare, never pass/fail): front end and API.
#   bash tools/bench/run.sh            both, default seed
#   SEED_SCALE=large bash tools/bench/run.sh api
#   bash tools/bench/run.sh map        the dealer map's first render (after a build)
#   bash tools/bench/run.sh configurator   step change to repaint and PDF sheets (after a build)
#   bash tools/bench/run.sh pdf        an unrelated read's latency while uncached PDF sheets render
set -euo pipefail
cd "$(dirname "$0")/../.."
what=${1:-all}
if [ "$what" = all ] || [ "$what" = frontend ]; then node tools/bench/frontend/bench.mjs ${BENCH_SKIP_BUILD:+--skip-build}; fi
if [ "$what" = all ] || [ "$what" = api ]; then npx tsx tools/bench/api/bench.ts; fi
if [ "$what" = all ] || [ "$what" = map ]; then node tools/bench/frontend/map-bench.mjs; fi
if [ "$what" = all ] || [ "$what" = configurator ]; then node tools/bench/frontend/configurator-bench.mjs; fi
if [ "$what" = pdf ]; then npx tsx tools/bench/api/pdf-bench.ts; fi
