#!/usr/bin/env bash
# Re-check named mutants by hand: apply each to the source (`mutmut apply`), run the fast test
# files, restore the source. For survivors of a mutmut run whose tests were added afterwards.
# Usage: bash benchmarks/mutation_recheck.sh MUTANT_NAME ...   (a clean git tree under src/)
#        RECHECK_TESTS="tests/test_digest_memory.py" bash benchmarks/mutation_recheck.sh NAME ...
# Adds to benchmarks/results/mutation_recheck.json: {"mutants": {NAME: "killed"|"survived"}}.
set -uo pipefail
cd "$(dirname "$0")/.."
py="${PYTHON:-python}"
git diff --quiet src || { echo "src/ has uncommitted changes; refusing" >&2; exit 1; }
tests="${RECHECK_TESTS:-tests/test_gate.py tests/test_gate_contract.py tests/test_inject.py tests/test_controls.py
  tests/test_independent_stats.py tests/test_metrics.py tests/test_defaults.py tests/test_persist.py}"
out=$(mktemp)
for name in "$@"; do
  "$py" -m mutmut apply "$name" >/dev/null 2>&1
  if git diff --quiet src; then verdict="not applied"
  elif "$py" -m pytest -q -x -p no:cacheprovider $tests >/dev/null 2>&1; then verdict=survived
  else verdict=killed; fi
  git checkout -q src
  printf '%s\t%s\n' "$name" "$verdict" | tee -a "$out"
done
"$py" - "$out" <<'PY'
import json
import sys

sys.path.insert(0, "benchmarks")
from _record import RESULTS, write_result

old = RESULTS / "mutation_recheck.json"
rows = json.loads(old.read_text(encoding="utf-8"))["mutants"] if old.is_file() else {}
rows.update(line.rstrip("\n").split("\t") for line in open(sys.argv[1], encoding="utf-8"))
n = {v: sum(1 for x in rows.values() if x == v) for v in ("killed", "survived", "not applied")}
write_result(
    "mutation_recheck.py",
    {"n_killed": n["killed"], "n_survived": n["survived"], "n_not_applied": n["not applied"],
     "mutants": rows},
    command="bash benchmarks/mutation_recheck.sh NAMES",
)
PY
rm -f "$out"
