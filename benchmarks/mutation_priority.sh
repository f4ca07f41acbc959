#!/usr/bin/env bash
# Run the configured mutants group by group, those with a zero-survivor target first, so that
# an interrupted run still covers them (each `mutmut run` keeps the results of the ones before).
# Usage: bash benchmarks/mutation_priority.sh        (then: bash benchmarks/mutation.sh for all)
set -uo pipefail
cd "$(dirname "$0")/.."
m=uselessdetect
for glob in \
  "$m.gate._gate.*" "$m.detectors._random.*" "$m.sim._inject.*" "$m.detectors._lexical.*" \
  "$m.measure._metrics.x__delta*" "$m.measure._metrics.x_delta*" "$m.measure._metrics.x__table*" \
  "$m.measure._metrics.x__index_parts*" "$m.measure._metrics.x_integration_index*" \
  "$m.measure._stats.x_mh_risk_difference*" \
  "$m.io._persist.x_file_sha256*" "$m.io._persist.x_load_model*" "$m.io._persist.x__check*" \
  "$m.measure._metrics.*" "$m.measure._stats.*" "$m.measure._points.*" "$m.fit._choice.*" \
  "$m.io._persist.*"; do
  echo "== $glob $(date -u +%H:%M:%S)"
  bash benchmarks/mutation.sh "$glob" | tail -n 12
done
