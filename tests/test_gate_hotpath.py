"""Issue 45.12: the gate's dict path (a dict built straight into its Sample, the untripped
decision filled at once) gives exactly what the general path gives."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

import pytest

from uselessdetect import Sample
from uselessdetect.gate import GateDecision, StopGate
from uselessdetect.gate._coerce import as_sample, dict_sample
from uselessdetect.gate._tools import make_decision, quiet_decision

PLAIN = [
    {"observation": "O."},
    {"question": "Q?", "observation": "O.", "label": 1},
    {"question": "Q?", "observation": "O.", "query": "q", "thought": "t", "label": 0},
    {"question": "Q?", "observation": "O.", "query": None, "thought": None, "label": None},
    {"question": "Q?", "observation": "O.", "kind": "gold", "source": "s", "extra": [1]},
]
OTHER = [
    {"observation": "O.", "verdict": "useless"},  # an explicit verdict wins
    {"observation": 5},
    {"question": 3, "observation": "O."},
    {"observation": "O.", "label": "1"},
    {"observation": "O.", "label": True},
    {"observation": "O.", "label": 2},
    {"observation": "O.", "kind": 1},
    {"observation": "O.", "source": b"s"},
    {"observation": "O.", "query": 7},
    {"observation": "O.", "thought": ["t"]},
]


@pytest.mark.parametrize("item", PLAIN)
def test_a_plain_dict_becomes_the_sample_from_dict_builds(item: dict) -> None:
    fast, slow = dict_sample(item), as_sample(item)
    assert type(fast) is Sample and fast == slow
    assert all(getattr(fast, f.name) == getattr(slow, f.name) for f in fields(Sample))


@pytest.mark.parametrize("item", OTHER)
def test_any_other_dict_takes_the_general_path_with_the_same_outcome(item: dict) -> None:
    assert dict_sample(item) is None
    seen: list[Any] = []

    def judge(sample: Sample) -> bool:
        seen.append(sample)
        return True

    d = StopGate(judge).observe(item)
    again = StopGate(judge, strict=False).judge(item)
    assert (d.judgment, d.error) == again


def test_the_quiet_decision_equals_the_dataclass() -> None:
    args = dict(
        run=2,
        judgment=None,
        episode="e",
        source="s",
        k=5,
        error=None,
        rule="run",
        statistic=2,
        shadow_trips=("x",),
    )
    fast = quiet_decision(*args.values())
    full = GateDecision(
        tripped=False, allowed=None, reason=None, blocked=(), would_trip=False, counted=True, **args
    )  # type: ignore[arg-type]
    assert fast == full and fast == make_decision(
        **{f.name: getattr(full, f.name) for f in fields(GateDecision)}
    )
    with pytest.raises(AttributeError):
        fast.run = 3  # type: ignore[misc]
