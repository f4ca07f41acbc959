#!/usr/bin/env bash
# Mutation testing of the core, on demand (not in CI: it takes tens of minutes on 2 cores).
# Modules and the tests run against them are configured in pyproject.toml, [tool.mutmut].
#
# Usage: bash benchmarks/mutation.sh [MUTANT_GLOB ...]
#   bash benchmarks/mutation.sh                              # every configured module
#   bash benchmarks/mutation.sh 'uselessdetect.gate.*'       # one module (results are cached)
# Needs the `mutation` extra (pip install -e '.[dev,mutation]'). Writes the per-module score
# and the surviving mutants to benchmarks/results/mutation_report.json and prints them; the
# explanations of the survivors live in docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
py="${PYTHON:-python}"
jobs="${MUTMUT_JOBS:-2}"
# tests run from mutants/, so name the shared data explicitly (tests needing it skip without)
USELESSDETECT_SHARED_DATA="$(cd "${USELESSDETECT_SHARED_DATA:-../shared/data}" 2>/dev/null && pwd || true)"
export USELESSDETECT_SHARED_DATA
# joblib's worker processes would be children of mutmut's main process, which reaps every child
# it sees as a finished mutant: score sequentially under mutation testing
export JOBLIB_MULTIPROCESSING=0
nice -n 10 "$py" -m mutmut run --max-children "$jobs" "$@" || true
"$py" benchmarks/mutation_report.py
