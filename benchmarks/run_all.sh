#!/usr/bin/env bash
# Run every benchmark of record once, one after another (the speed ones pin themselves to one
# core); each writes benchmarks/results/<script>.json, which docs/benchmarks.md quotes and
# tests/test_claims.py checks. Mutation testing is separate: bash benchmarks/mutation.sh.
# Usage: bash benchmarks/run_all.sh [SHARED_DATA_DIR]   (default ../shared/data)
set -euo pipefail
cd "$(dirname "$0")/.."
shared="${1:-../shared/data}"
py="${PYTHON:-python}"
for b in bench_detector_table bench_keyword_agreement bench_delta_tables bench_classifier_cv bench_classifier_tuning \
  bench_detectors bench_classifier bench_keyword bench_gate bench_recorder bench_metrics bench_fit bench_mcp_proxy \
  bench_importers bench_strict_json bench_experiment experiment_example bench_rules bench_online_k; do
  echo "== $b"
  case "$b" in
    bench_detectors|bench_detector_table|bench_keyword_agreement|bench_delta_tables|bench_rules)
      "$py" "benchmarks/$b.py" --shared "$shared" ;;
    bench_classifier|bench_classifier_cv|bench_classifier_tuning|bench_keyword|bench_strict_json) "$py" "benchmarks/$b.py" "$shared" ;;
    *) "$py" "benchmarks/$b.py" ;;
  esac
done
echo "== budgets (every hot path against its yardstick and budget)"
"$py" benchmarks/budgets.py --write || echo "a hot path is over its budget: see above"
echo "now check the docs against the new results: python -m pytest tests/test_claims.py"
