"""Held-out check of the gate on tool families it was never tuned on.

``tests/data/tool_heldout2.jsonl`` (built by ``tests/data/tool_heldout2_build.py``) holds 48
hand-written sessions of 18 tool families in the real-runs format: 28 successful, 20 failing.
The ``default`` gate is replayed per tool at k = 3 and the counts measured when the fixture
was written are asserted, so a regression either way is seen. Failing sessions the gate
misses are marked ``xfail`` (not strict) with the reason: the gap stays visible.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from uselessdetect.io import read_real_runs
from uselessdetect.measure import replay_outcomes

FIXTURE = Path(__file__).parent / "data" / "tool_heldout2.jsonl"

#: Failing sessions ``default`` does not trip on at k = 3, with why we judge that wrong.
MISSED = {
    "heldout2/bing/bing-fail-1": "the same two stale hits (2022 winners, 2023 registration) "
    "come back to four paraphrased queries: read as a listing (Bing's webPages.value) whose "
    "items repeat, the gate trips only at the fourth and last call, so no call is cut",
}
#: Read since: the Cloudflare "Just a moment..." page inside ``{"success": true, "data":
#: {"markdown": …}}`` is a bot check's page, an error whatever the envelope says; the answer
#: engine's "I could not find any information …" (in ``choices[0].message.content``), which
#: offers nothing else, is an empty result.


@cache
def _episodes() -> tuple:
    return tuple(read_real_runs(FIXTURE))


@cache
def _tripped(run_id: str) -> bool:
    (ep,) = [e for e in _episodes() if e.id == run_id]
    rep = replay_outcomes([ep], "default", k=3, n_boot=0)
    if rep.overall["success_stopped"]["runs"]:
        return bool(rep.overall["success_stopped"]["stopped"])
    return rep.overall["calls_cut_failed"]["cut"] > 0


def _ids(success: bool) -> list[str]:
    return [e.id for e in _episodes() if bool(e.raw["outcome"]["success"]) is success]


def test_fixture_shape() -> None:
    eps = _episodes()
    assert len(eps) == 48
    assert len(_ids(True)) == 28 and len(_ids(False)) == 20
    assert len({e.id.split("/")[1] for e in eps}) >= 18
    assert FIXTURE.stat().st_size < 250_000


def test_overall_counts() -> None:
    rep = replay_outcomes(list(_episodes()), "default", k=3, n_boot=0)
    assert rep.overall["success_stopped"]["stopped"] == 0
    assert rep.overall["success_stopped"]["runs"] == 28
    assert (rep.overall["calls_cut_failed"]["cut"], rep.overall["calls_cut_failed"]["calls"]) == (
        31,
        94,
    )


@pytest.mark.parametrize("run_id", _ids(True))
def test_successful_session_not_stopped(run_id: str) -> None:
    assert not _tripped(run_id)


@pytest.mark.parametrize(
    "run_id",
    [
        pytest.param(r, marks=pytest.mark.xfail(strict=False, reason=MISSED[r]))
        if r in MISSED
        else r
        for r in _ids(False)
    ],
)
def test_failing_session_tripped(run_id: str) -> None:
    assert _tripped(run_id)


def test_failing_sessions_tripped_count() -> None:
    tripped = [r for r in _ids(False) if _tripped(r)]
    assert len(tripped) == 19
    assert set(_ids(False)) - set(tripped) == set(MISSED)
