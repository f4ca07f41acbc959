"""Guards for bugs the suite once missed (issue 48.11): each test fails with its bug planted.

* ``choose_index``: the last tie-break must take the smallest k, never the largest or no gate;
* ``cluster_bootstrap``: a 95% interval leaves 2.5% of the bootstrap values in each tail;
* ``Cascade``: results sent on are centred on the *expensive* detector's cut-off (a graded
  expensive detector, not the oracle's 0/1 scores, shows it);
* ``RandomDetector``: a reference's abstentions are not useful verdicts.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from uselessdetect import Episode, Sample, Step, Verdict
from uselessdetect.detectors import Cascade
from uselessdetect.detectors._base import Detector
from uselessdetect.detectors._random import RandomDetector
from uselessdetect.fit import KFitter
from uselessdetect.fit._choice import choose, choose_index
from uselessdetect.measure._stats import cluster_bootstrap


class Table(Detector):
    """A stub detector: each observation's score from a table (NaN: abstain), own cut-off."""

    name = "table"
    can_abstain = True

    def __init__(self, *, scores: dict[str, float] | None = None, cutoff: float = 0.5) -> None:
        self.scores = scores
        self.cutoff = cutoff

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        table = self.scores or {}
        return np.array([table.get(s.observation, np.nan) for s in samples], dtype=float)


def samples(names: Sequence[str]) -> list[Sample]:
    return [Sample(question="Q?", observation=n, source=f"s:{n}") for n in names]


# ---------------------------------------------------------------- choose_index's tie-break
def test_full_ties_go_to_the_smallest_k() -> None:
    same_u, same_c = np.array([0.3, 0.3, 0.3, 0.3]), np.array([2.0, 2.0, 2.0, 2.0])
    assert choose_index(same_u, same_c) == 0
    # utility ties within the tolerance, calls decide first, then the smallest index
    assert choose_index(np.array([0.2, 0.3, 0.3 - 1e-12, 0.3]), np.array([1, 3, 2, 2.0])) == 2
    assert choose([{"utility": 0.5, "calls": 4.0}] * 3, [4, 5, None]) == 4


def test_the_fitter_breaks_a_full_tie_to_the_smallest_k() -> None:
    """Runs of at most two useless results: every k >= 3 ends every episode as no gate does
    (same utility, same calls); the fit must say k = 3, not 8 or no gate."""
    eps = []
    for i in range(40):
        labels = [1, 1, 0, 1, 0] if i % 2 else [0, 1, 0]
        steps = [Step(action="search", input="q", observation="o", label=y) for y in labels]
        eps.append(Episode(id=str(i), question="Q", steps=[*steps, Step(action="finish")]))
    f = KFitter(price=0.0, p_partial=0.0, p_memory=0.0, n_bootstrap=0).fit(eps)
    tied = [r for r in f.results_ if r["k"] is None or r["k"] >= 3]
    assert len({(r["utility"], r["calls"]) for r in tied}) == 1
    assert f.best_k_ == 3


# ---------------------------------------------------------------- cluster_bootstrap's tails
@pytest.mark.parametrize("level", [0.95, 0.8])
def test_bootstrap_interval_leaves_half_the_rest_in_each_tail(level: float) -> None:
    """Second route: the statistic records every bootstrap value it returns; the interval
    must be their (1 - level) / 2 and 1 - (1 - level) / 2 percentiles (numpy's own)."""
    rng = np.random.default_rng(0)
    table = np.column_stack([rng.integers(1, 6, 300), rng.random(300) * 4])
    seen: list[np.ndarray] = []

    def ratio(tot: np.ndarray) -> np.ndarray:
        out = tot[:, 1] / tot[:, 0]
        if len(tot) > 1 or seen:  # the first call is the point estimate on the full table
            seen.append(out)
        return out

    est = cluster_bootstrap(table, [ratio], n_boot=4000, level=level, random_state=1)[0]
    values = np.concatenate(seen)
    assert values.size == est.n_boot_valid == 4000
    tail = (1 - level) / 2
    assert est.ci == pytest.approx(tuple(np.percentile(values, [100 * tail, 100 * (1 - tail)])))
    assert np.mean(values < est.ci[0]) == pytest.approx(tail, abs=0.002)
    assert np.mean(values > est.ci[1]) == pytest.approx(tail, abs=0.002)


# ---------------------------------------------------------------- Cascade with a graded expert
def test_cascade_centres_sent_results_on_the_expensive_cut_off() -> None:
    """The expensive detector says useless at >= 0.3, the cheap one at >= 0.6: a result the
    expensive one scores 0.35 is useless, 0.25 useful, whatever the cheap cut-off."""
    cheap = Table(scores={"a": 0.05, "b": 0.5, "c": 0.5, "d": 0.95}, cutoff=0.6).fit([])
    expensive = Table(scores={"b": 0.35, "c": 0.25}, cutoff=0.3).fit([])
    c = Cascade(cheap=cheap, expensive=expensive, low=0.1, high=0.9).fit([])
    X = samples("abcd")
    verdicts = [j.verdict for j in c.judge_many(X)]
    assert c.last_sent_ == 2
    assert verdicts == [Verdict.USEFUL, Verdict.USELESS, Verdict.USEFUL, Verdict.USELESS]
    p = c.predict_proba(X)[:, 1]
    assert 0.5 < p[1] < 0.99 and 0.01 <= p[2] < 0.5
    assert p[0] < 0.01 and p[3] >= 0.99  # one ranking: cheap-decided ends outside


def test_cascade_keeps_the_expensive_order_and_abstention() -> None:
    cheap = Table(scores={n: 0.5 for n in "bcde"}, cutoff=0.5).fit([])
    expensive = Table(scores={"b": 0.1, "c": 0.2, "d": 0.7}, cutoff=0.2).fit([])
    c = Cascade(cheap=cheap, expensive=expensive, low=0.1, high=None).fit([])
    judged = c.judge_many(samples("bcde"))
    assert [j.verdict for j in judged] == [Verdict.USEFUL, Verdict.USELESS, Verdict.USELESS,
                                           Verdict.UNKNOWN]  # fmt: skip
    assert judged[0].score < judged[2].score and judged[1].score == pytest.approx(0.5)


# ---------------------------------------------------------------- RandomDetector's reference
def test_reference_rate_leaves_abstentions_out() -> None:
    """Four abstentions, two useless and two useful verdicts: the stated rate is 1/2."""
    ref = Table(scores={"u1": 0.9, "u2": 0.8, "f1": 0.1, "f2": 0.2}, cutoff=0.5)
    X = samples(["u1", "u2", "f1", "f2", "x1", "x2", "x3", "x4"])
    det = RandomDetector(reference=ref, random_state=0).fit(X)
    assert det.rate_ == 0.5
    only_useless = Table(scores={"u1": 0.9}, cutoff=0.5)
    assert RandomDetector(reference=only_useless, random_state=0).fit(X).rate_ == 1.0
