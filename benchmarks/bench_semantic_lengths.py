"""How long the semantic model's input pairs are, per kind: what its 128-token budget cuts.

Run from the repository root in an environment with the ``[semantic]`` extra::

    python benchmarks/bench_semantic_lengths.py [DATA_DIR]

Tokenises each (ask, result) pair of the shipped model's validation split
(:func:`uselessdetect.detectors._semantic_train.semantic_corpus`, samples as given) with the
shipped tokenizer and *no* token truncation (the result's character cut is taken at a 512-token
budget, so only pages of over ~3,000 characters are shortened), and reports per kind the
median length in tokens and the shares over 128 and 256 tokens; and, for the HotpotQA gold pages
that have an answerless twin, the share whose supporting sentences (the ones the twin lacks,
:func:`uselessdetect.corpus._render._supports`) are not all inside what the model reads at a
128- and a 256-token budget (the truncation rule of :mod:`uselessdetect.detectors._semantic_text`):
a gold page trained as useful while its answer is cut off looks, to the model, like its
answerless twin. Writes
``benchmarks/results/bench_semantic_lengths.json``. Deterministic: no timings.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import numpy as np
from _record import write_result

from uselessdetect.corpus._render import _supports
from uselessdetect.detectors._semantic_text import segments
from uselessdetect.detectors._semantic_train import semantic_corpus
from uselessdetect.measure import kinds_by_source

TOKENIZER = Path(__file__).resolve().parents[1] / "src/uselessdetect/models/semantic.tokenizer.json"


def support_cut(tok: Any, samples: list, budget: int) -> dict[str, Any]:
    """Of the gold pages with an answerless twin, how many have a supporting sentence that the
    model does not read in full at ``budget`` tokens."""
    tok.enable_truncation(budget, strategy="longest_first")
    supports = _supports(samples)
    n = cut = 0
    for i, sent in supports.items():
        s = samples[i]
        if s.kind != "gold" or not sent or not (s.source or "").startswith("hotpotqa"):
            continue
        ask, result = segments(s, budget)
        enc = tok.encode(ask, result)
        spans = zip(enc.offsets, enc.sequence_ids, strict=True)
        read = max((o[1] for o, q in spans if q == 1), default=0)
        seen = result[:read]
        n += 1
        # read = every word of it read (a final stop cut off does not count)
        cut += any(" ".join(x.split()).rstrip(".!?;:") not in seen for x in sent)
    tok.no_truncation()
    return {"n": n, "cut": cut, "share": round(cut / n, 4) if n else None}


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
    train, _ = semantic_corpus(Path(args.data))
    result = {
        "split": "semantic validation, samples as given",
        "per_kind": per_kind,
        # on the training side: what the model was taught
        "gold_support_cut": {str(b): support_cut(tok, train, b) for b in (128, 256)},
    }
    print(result)
    write_result(__file__, result)


if __name__ == "__main__":
    main()
