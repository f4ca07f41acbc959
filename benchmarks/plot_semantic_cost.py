"""Draw docs/img/semantic-cost.png: the semantic model's time per result against its token budget.

The figures are the benchmark's own (``benchmarks/results/bench_semantic.json``,
``latency.model_ms_by_length``: the shipped int8 model's session, one forward pass of an input
32, 64, 128 or 256 tokens long, median ms, batch 1); nothing is measured here. The shipped
budget (128 tokens) is marked. Run ``python benchmarks/plot_semantic_cost.py`` (needs
matplotlib) after ``bench_semantic.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

from uselessdetect._plot import new_figure, save_figure

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results" / "bench_semantic.json"
OUT = ROOT / "docs" / "img" / "semantic-cost.png"


def main() -> None:
    record = json.loads(RESULTS.read_text(encoding="utf-8"))
    by_length = record["latency"]["model_ms_by_length"]
    shipped = record["model"]["max_length"]
    lengths = sorted(int(n) for n in by_length)
    ms = [by_length[str(n)] for n in lengths]
    fig = new_figure((6.0, 3.4))
    ax = fig.subplots()
    ax.plot(lengths, ms, "o-", color="black")
    for n, t in zip(lengths, ms, strict=True):
        ax.annotate(f"{t:.1f} ms", (n, t), textcoords="offset points", xytext=(6, -12), fontsize=8)
    ax.axvline(shipped, color="#c44", ls="--", lw=1, label=f"shipped budget ({shipped} tokens)")
    ax.set_xscale("log", base=2)
    ax.set_xticks(lengths, [str(n) for n in lengths])
    ax.set_xlabel("max_length (tokens read per result)")
    ax.set_ylabel("model time per result (ms)")
    ax.set_title(
        f"semantic: one forward pass, batch 1 ({record['machine']['cpu']}, "
        f"{record['machine']['cores_used']} threads)",
        fontsize=10,
    )
    ax.set_ylim(0, max(ms) * 1.15)
    ax.set_xlim(lengths[0] * 0.8, lengths[-1] * 1.35)
    ax.legend(loc="upper left", fontsize=8)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    save_figure(fig, OUT, dpi=110)
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
