"""Failure regimes and FailingSource."""

from __future__ import annotations

import pytest

from uselessdetect.exceptions import ConfigurationError
from uselessdetect.sim import SIX_REGIMES, FailingSource, Regime, parse_regimes


@pytest.mark.parametrize(
    ("name", "fails"),
    [
        ("clean", [False] * 6),
        ("persistent", [True] * 6),
        ("recover_after_1", [True, False, False, False, False, False]),
        ("recover_after_3", [True, True, True, False, False, False]),
        ("late_onset_from_3", [False, False, True, True, True, True]),
        ("late_onset_from_1", [True] * 6),
    ],
)
def test_schedules(name: str, fails: list[bool]) -> None:
    assert [Regime.parse(name).fails(i) for i in range(1, 7)] == fails


def test_recovery() -> None:
    assert Regime.parse("recover_after_2").recovery == 3
    assert Regime.parse("clean").recovery == 1
    assert Regime.parse("persistent").recovery is None
    assert Regime.parse("late_onset_from_3").recovery is None


@pytest.mark.parametrize("bad", ["", "recover_after_0", "recover_after", "broken", "late_onset_3"])
def test_bad_names(bad: str) -> None:
    with pytest.raises(ConfigurationError):
        Regime.parse(bad)


def test_parse_regimes() -> None:
    assert tuple(r.name for r in parse_regimes("six")) == SIX_REGIMES
    assert [r.name for r in parse_regimes(" clean ,recover_after_2")] == [
        "clean",
        "recover_after_2",
    ]
    assert [r.name for r in parse_regimes(["persistent"])] == ["persistent"]
    with pytest.raises(ConfigurationError):
        parse_regimes(",")


def test_failing_source_replaces_scheduled_calls_only() -> None:
    seen: list[str] = []

    def tool(q: str) -> str:
        seen.append(q)
        return f"ok:{q}"

    src = FailingSource(tool, "late_onset_from_3", ["bad1", "bad2"], random_state=1)
    out = [src(f"q{i}") for i in range(1, 6)]
    assert out[:2] == ["ok:q1", "ok:q2"]
    assert all(o in ("bad1", "bad2") for o in out[2:])
    assert seen == ["q1", "q2"]  # the real tool is not called on a failing call
    assert src.calls_ == 5 and src.last_failed_


def test_failing_source_is_seeded_and_resets() -> None:
    pool = [f"p{i}" for i in range(50)]
    a = FailingSource(str, "persistent", pool, random_state=7)
    b = FailingSource(str, "persistent", pool, random_state=7)
    first = [a("x") for _ in range(10)]
    assert first == [b("x") for _ in range(10)]
    assert len(set(first)) > 1
    a.reset()
    assert a.calls_ == 0 and [a("x") for _ in range(10)] == first


def test_failing_source_callable_pool_and_empty_pool() -> None:
    src = FailingSource(str.upper, "recover_after_1", lambda q, rng: f"no {q}")
    assert src("a") == "no a" and src("a") == "A"
    with pytest.raises(ConfigurationError):
        FailingSource(str, "clean", [])


# ---------------------------------------------- framework tools, the built-in pool, labels
def test_builtin_pool_is_other_questions_paragraphs_and_seeded() -> None:
    from uselessdetect.sim import builtin_failure_pool

    def search(query: str) -> str:
        """Search."""
        return "REAL"

    a = FailingSource(search, "persistent", random_state=3)
    b = FailingSource(search, "persistent", random_state=3)
    got = [a("Creed") for _ in range(20)]
    assert got == [b("Creed") for _ in range(20)] and len(set(got)) > 5
    assert all(": " in g and g != "REAL" for g in got)
    import numpy as np

    rng = np.random.default_rng(0)
    drawn = {builtin_failure_pool("x", rng).split(":", 1)[0] for _ in range(200)}
    title = sorted(drawn)[0]
    rng = np.random.default_rng(0)
    assert all(
        not builtin_failure_pool(f"about {title}", rng).startswith(title + ":") for _ in range(200)
    )


def test_labels_are_kept_and_noted_for_the_recorder() -> None:
    from uselessdetect.gate import label_scope, take_label

    src = FailingSource(str.upper, "late_onset_from_2", ["bad"], name="lookup")
    with label_scope():
        src("a"), src("b")
        assert (take_label("lookup"), take_label("lookup"), take_label("upper")) == (0, 1, None)
    assert src.labels_ == [0, 1] and src.name_ == "lookup" and src.kind_ == "callable"
    src.reset()
    assert src.labels_ == [] and src.calls_ == 0


def test_tool_of_a_callable_keeps_name_doc_signature_and_async() -> None:
    import asyncio
    import inspect

    def search(query: str, limit: int = 3) -> str:
        """Search the encyclopedia."""
        return f"ok {query} {limit}"

    async def asearch(query: str) -> str:
        """Search, asynchronously."""
        return f"ok {query}"

    src = FailingSource(search, "recover_after_1", ["bad"])
    tool = src.tool
    assert (tool.__name__, tool.__doc__) == ("search", "Search the encyclopedia.")
    assert inspect.signature(tool) == inspect.signature(search)
    assert tool(query="a", limit=1) == "bad" and tool("b", 2) == "ok b 2"
    asrc = FailingSource(asearch, "recover_after_1", ["bad"])
    assert inspect.iscoroutinefunction(asrc.tool)
    assert [asyncio.run(asrc.tool("x")) for _ in range(2)] == ["bad", "ok x"]
    assert asrc.labels_ == [1, 0]


def test_something_that_is_no_tool_is_refused_clearly() -> None:
    with pytest.raises(ConfigurationError, match="FailingSource wraps a callable, a LangChain"):
        FailingSource(42, "persistent", ["x"])  # type: ignore[arg-type]
