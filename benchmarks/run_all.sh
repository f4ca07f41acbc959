#!/usr/bin/env bash
# Run every benchmark once, one after another (each pins itself to one core), for the README table.
# Usage: bash benchmarks/run_all.sh [SHARED_DATA_DIR]   (default ../shared/data)
set -euo pipefail
cd "$(dirname "$0")/.."
shared="${1:-../shared/data}"
py="${PYTHON:-python}"
for b in bench_detectors bench_classifier bench_keyword bench_gate bench_metrics bench_fit; do
  echo "== $b"
  case "$b" in
    bench_detectors) "$py" "benchmarks/$b.py" --shared "$shared" ;;
    bench_classifier|bench_keyword) "$py" "benchmarks/$b.py" "$shared" ;;
    *) "$py" "benchmarks/$b.py" ;;
  esac
done
