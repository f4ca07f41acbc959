"""How long the semantic model's input pairs are, per kind: what its 128-token budget cuts.

Run from the repository root in an environment with the ``[semantic]`` extra::

    python benchmarks/bench_semantic_lengths.py [DATA_DIR]

Tokenises each (ask, result) pair of the shipped model's validation split
(:func:`uselessdetect.detectors._semantic_train.semantic_corpus`, samples as given) with the
shipped tokenizer and *no* token truncation (the result's character cut is taken at a 512-token
budget, so only pages of over ~3,000 characters are shortened), and reports per kind the
median length in tokens and the shares over 128 and 256 tokens. Writes
``benchmarks/results/bench_semantic_lengths.json``. Deterministic: no timings.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import numpy as np
from _record import write_result

from uselessdetect.detectors._semantic_text import segments
from uselessdetect.detectors._semantic_train import semantic_corpus
from uselessdetect.measure import kinds_by_source

TOKENIZER = Path(__file__).resolve().parents[1] / "src/uselessdetect/models/semantic.tokenizer.json"


def main() -> None:
    from tokenizers import Tokenizer

    ap = argparse.ArgumentParser()
    ap.add_argument("data", nargs="?", default="../shared/data")
    args = ap.parse_args()
    tok = Tokenizer.from_file(str(TOKENIZER))
    tok.no_truncation()
    tok.no_padding()
    _, val = semantic_corpus(Path(args.data))
    lengths: dict[str, list[int]] = {}
    for s in kinds_by_source(val):
        ask, result = segments(s, 512)
        lengths.setdefault(s.kind or "unknown", []).append(len(tok.encode(ask, result).ids))
    per_kind: dict[str, Any] = {}
    for kind, n in sorted(lengths.items()):
        a = np.array(n)
        per_kind[kind] = {
            "n": len(a),
            "median_tokens": int(np.median(a)),
            "over_128": round(float(np.mean(a > 128)), 4),
            "over_256": round(float(np.mean(a > 256)), 4),
        }
    result = {"split": "semantic validation, samples as given", "per_kind": per_kind}
    print(result)
    write_result(__file__, result)


if __name__ == "__main__":
    main()
