"""fit-k's rule fit in bounded memory: each candidate's outcomes gathered from one table per
trip call equal :func:`replay_first`'s; candidates are kept or merged exactly as a comparison of
their whole columns would."""

from __future__ import annotations

import numpy as np
import pytest

from uselessdetect.fit._outcomes import TripOutcomes
from uselessdetect.fit._replay import replay_first
from uselessdetect.fit._rows import EpisodeArrays
from uselessdetect.fit._rulefit import candidates, distinct_trips
from uselessdetect.fit._trips import first_trips

P = {"evidence": 0.9, "partial": 0.5, "memory": 0.2, "exhausted": 0.05}


def _arrays(seed: int, n: int = 300) -> EpisodeArrays:
    rng = np.random.default_rng(seed)
    n_calls = rng.integers(0, 10, n)
    total = int(n_calls.sum())
    labels = rng.choice([-1, 0, 1], total, p=[0.1, 0.4, 0.5]).astype(np.int8)
    flip = rng.random(total) < 0.1
    verdicts = np.where(flip & (labels >= 0), 1 - labels, labels).astype(np.int8)
    correct = np.where(rng.random(n) < 0.3, np.nan, rng.integers(0, 2, n).astype(float))
    return EpisodeArrays(
        flat_labels=labels,
        flat_verdicts=verdicts,
        n_calls=n_calls,
        answered=rng.random(n) < 0.7,
        budget=rng.choice([4, 8, 12], n),
        correct=correct,
        flat_scores=np.where(rng.random(total) < 0.5, np.nan, rng.random(total)),
    )


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_gathered_outcomes_equal_replay_first(seed: int) -> None:
    arr = _arrays(seed)
    rng = np.random.default_rng(seed + 10)
    first = np.where(
        rng.random((len(arr.n_calls), 40)) < 0.3,
        -1,
        (rng.random((len(arr.n_calls), 40)) * np.maximum(arr.n_calls, 1)[:, None]).astype(int),
    )
    first[arr.n_calls == 0] = -1
    table = TripOutcomes(arr, need=2, p=P)
    want = replay_first(arr, first, need=2, p=P)
    for which, m in enumerate(want):
        got = table.columns(first, which)
        assert got.tobytes() == m.tobytes() and got.flags["C_CONTIGUOUS"]
    for i in range(first.shape[1]):
        for j in range(i):
            same = all((m[:, i] == m[:, j]).all() for m in want)
            assert (table.key(first[:, i]) == table.key(first[:, j])) == same


def _distinct_whole(rules: list, arr: EpisodeArrays) -> tuple[list, np.ndarray, int]:
    """The plain way: every candidate's trips at once, duplicates by their whole column."""
    first = first_trips(rules, arr)
    seen: set[bytes] = set()
    cols = []
    for j, r in enumerate(rules):
        key = first[:, j].tobytes()
        if r is not None and key in seen:
            continue
        seen.add(key)
        cols.append(j)
    return [rules[j] for j in cols], first[:, cols], len(rules) - len(cols)


@pytest.mark.parametrize("rule", ["run", "cusum", "sprt"])
def test_candidates_replayed_by_blocks_are_those_the_whole_grid_keeps(rule: str) -> None:
    arr = _arrays(3, n=200)
    rules = candidates(rule, 8)
    keep, first, dups = distinct_trips(rules, arr, block=7)
    want_keep, want_first, want_dups = _distinct_whole(rules, arr)
    assert keep == want_keep and dups == want_dups and (first == want_first).all()
