"""Draw docs/img/gate-rules.png: one episode's statistic under each rule, trip points marked.

The episode is an on-topic failure as a detector sees it: confident useless results with two
marginal "useful" ones among them (scores 0.45 and 0.40). The statistics are computed by the
rules themselves (``Rule.replay``), at the parameters the page discusses: run with k = 3,
cusum with h = 8 and drift 0, sprt with the defaults (p0 0.2, p1 0.8, alpha = beta = 0.05).
Run: ``python benchmarks/plot_rules.py`` (needs matplotlib).
"""

from __future__ import annotations

from pathlib import Path

from uselessdetect import Verdict
from uselessdetect._plot import new_figure, save_figure
from uselessdetect.gate import CusumRule, RunRule, SprtRule

SCORES = [0.92, 0.95, 0.45, 0.9, 0.88, 0.40, 0.93, 0.96, 0.9, 0.94]
OUT = Path(__file__).resolve().parents[1] / "docs" / "img" / "gate-rules.png"


def main() -> None:
    judged = [(Verdict.USELESS if p > 0.5 else Verdict.USEFUL, p) for p in SCORES]
    rules = [
        (RunRule(k=3), "run (k = 3): useless in a row", None),
        (CusumRule(h=8.0), "cusum (h = 8): S = Σ log-odds, floored at 0", None),
        (SprtRule(), "sprt (p0 .2, p1 .8, α = β = .05): LLR on verdicts", "lower"),
    ]
    fig = new_figure((7.5, 6.6))
    axes = fig.subplots(len(rules) + 1, 1, sharex=True)
    x = list(range(1, len(SCORES) + 1))
    top = axes[0]
    top.bar(x, SCORES, color=["#c44" if p > 0.5 else "#48c" for p in SCORES])
    top.axhline(0.5, color="grey", lw=0.8, ls=":")
    top.set_ylabel("P(useless)")
    top.set_title("one on-topic failure: two marginal 'useful' verdicts among useless ones",
                  fontsize=10)  # fmt: skip
    for ax, (rule, title, lower) in zip(axes[1:], rules, strict=True):
        stat = rule.replay(judged)
        trip = rule.first_trip(judged)
        ax.step(x, stat, where="mid", color="black")
        ax.plot(x, stat, "o", color="black", ms=3)
        ax.axhline(rule.threshold, color="#c44", ls="--", lw=1, label="trip level")
        if lower:
            ax.axhline(rule.lower, color="#48c", ls="--", lw=1, label="restart level")
        if trip is not None:
            ax.plot([trip], [stat[trip - 1]], "r*", ms=14, label=f"trips at result {trip}")
        ax.set_title(title, fontsize=10)
        ax.legend(loc="upper left", fontsize=8)
        ax.grid(alpha=0.3)
    axes[-1].set_xlabel("result of the failing source")
    axes[-1].set_xticks(x)
    fig.tight_layout()
    save_figure(fig, OUT, dpi=110)
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
