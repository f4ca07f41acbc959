"""The harness-facing surface of the gate and of the failure wrapper, pinned where mutation
testing found it unchecked.

``state()`` is what a harness writes to its logs, ``decision()`` what it asks between turns, and
``episode(id)`` the handle it passes around; ``FailingSource`` is how a user breaks their own
tool on a regime's schedule. Each default, key and message is part of the contract.
"""

from __future__ import annotations

from uselessdetect.gate import StopGate


def always_useless(sample: object) -> bool:
    return True


def test_state_after_a_trip_names_every_counter() -> None:
    gate = StopGate(always_useless, k=2)
    for _ in range(3):
        gate.observe("text", source="search", episode="e1")
    gate.observe("text", source="lookup", episode="e1")
    st = gate.state("e1")
    assert st == {
        "runs": {"search": 3, "lookup": 1},
        "rule": "run",
        "statistics": {"search": 3, "lookup": 1},
        "tripped_by": ["search"],
        "reason": st["reason"],
        "observed": 4,
        "detector_errors": 0,
        "unrecognised": 0,
        "blocked": 0,
        "uncounted": 0,
        "steps": 4,
        "tripped_at": 2,
        "would_trip_at": 2,
    }
    assert st["reason"].startswith("2 consecutive results from `search` judged useless")
    assert gate.state() == {"e1": st}
    assert gate.state("fresh") == {
        "runs": {},
        "rule": "run",
        "statistics": {},
        "tripped_by": [],
        "reason": None,
        "observed": 0,
        "detector_errors": 0,
        "unrecognised": 0,
        "blocked": 0,
        "uncounted": 0,
        "steps": 0,
        "tripped_at": None,
        "would_trip_at": None,
    }


def test_decision_defaults_to_the_default_episode_and_the_search_source() -> None:
    gate = StopGate(always_useless, k=1, mode="drop_tool", tools=["search", "lookup", "finish"])
    gate.observe("text")  # default episode, default source
    d = gate.decision()
    assert (d.episode, d.source, d.run, d.tripped) == ("default", "search", 1, True)
    assert d.blocked == ("search",) and d.allowed == ("lookup", "finish")
    assert gate.decision("default", "lookup").run == 0
    other = gate.decision("other")
    assert (other.episode, other.tripped, other.run) == ("other", False, 0)
    assert gate.decision(7, "search").episode == "7"


def test_episode_handle_observes_decides_resets_and_reports() -> None:
    gate = StopGate(always_useless, k=2)
    handle = gate.episode("q9")
    d = handle.observe({"observation": "x"})
    assert (d.episode, d.source, d.run, d.tripped) == ("q9", "search", 1, False)
    assert handle.observe({"observation": "x"}, source="search").tripped
    assert handle.decision().tripped and handle.decision().source == "search"
    assert handle.decision("lookup").run == 0 and handle.decision("lookup").source == "lookup"
    assert handle.state() == gate.state("q9") and handle.state()["runs"] == {"search": 2}
    handle.reset()
    assert handle.state()["runs"] == {} and not handle.decision().tripped
    assert gate.decision("default").run == 0  # the handle never touched the default episode


def test_reset_one_episode_or_all() -> None:
    gate = StopGate(always_useless, k=5)
    for ep in ("a", "b", "c"):
        gate.observe("text", episode=ep)
    gate.reset("a")
    assert set(gate.state()) == {"b", "c"}
    gate.episode("b").reset()
    assert set(gate.state()) == {"c"} and gate.decision("c").run == 1
    gate.reset()
    assert gate.state() == {}


def test_verdict_words_are_verdicts_in_any_case_and_named_given() -> None:
    gate = StopGate(lambda s: False, k=2)  # the detector would call any text useful
    d = gate.observe("  USELESS ", episode="w")
    assert d.run == 1 and d.judgment.verdict.value == "useless"
    assert d.judgment.detector == "given"
    d = gate.observe("Useless", episode="w")
    assert d.tripped and d.reason.endswith("judged useless by given")
    assert gate.observe("useful", episode="w").run == 0
    assert gate.observe("Useless results everywhere", episode="w").run == 0  # text: judged


def test_plain_text_is_the_observation_and_judgments_carry_the_detector_name() -> None:
    seen: list[str] = []

    def recording(sample: object) -> bool:
        seen.append(sample.observation)  # type: ignore[attr-defined]
        return True

    gate = StopGate(recording, k=3)
    d = gate.observe("Oslo is the capital of Norway.")
    assert seen == ["Oslo is the capital of Norway."]
    assert d.judgment.verdict.value == "useless" and d.judgment.detector == "recording"
    assert d.run == 1 and d.error is None


def test_a_failing_detector_is_logged_with_its_name_and_traceback(caplog) -> None:  # type: ignore[no-untyped-def]
    def broken(sample: object) -> bool:
        raise ValueError("boom")

    gate = StopGate(broken, k=1)
    with caplog.at_level("WARNING", logger="uselessdetect.gate"):
        d = gate.observe("text")
    assert d.judgment.verdict.value == "unknown" and d.run == 0 and "boom" in d.error
    assert (d.judgment.score, d.judgment.detector) == (0.5, "broken")
    (record,) = [r for r in caplog.records if r.name == "uselessdetect.gate"]
    assert record.getMessage() == "gate: detector broken failed; counting unknown"
    assert record.exc_info is not None and record.exc_info[0] is ValueError


def test_detectors_are_resolved_named_and_never_refitted() -> None:
    import numpy as np
    import pytest

    from uselessdetect import Sample, make_detector
    from uselessdetect.exceptions import ConfigurationError

    X = [
        Sample("Who founded Creed?", "Creed was founded by Scott Stapp.", query="Creed"),
        Sample("Who founded Creed?", "Paris is a city in France.", query="Creed"),
    ]
    tuned = make_detector("lexical").fit(X, np.array([0, 1]))
    cutoff = tuned.cutoff_
    assert cutoff != tuned.default_cutoff
    gate = StopGate(tuned, k=1)
    assert tuned.cutoff_ == cutoff and gate.detector_name_ == "lexical"
    assert StopGate("lexical").detector_name_ == "lexical"

    class Judge:  # a callable object has no __name__: its class names it
        def __call__(self, sample: object) -> bool:
            return True

    assert StopGate(Judge()).detector_name_ == "Judge"
    with pytest.raises(ConfigurationError, match="or a callable, got int"):
        StopGate(3)  # type: ignore[arg-type]


def test_decisions_carry_k_and_block_everything_but_finish() -> None:
    gate = StopGate(always_useless, k=2)
    gate.observe("a")
    assert gate.decision().k == 2 and gate.decision().blocked == ()
    d = gate.observe("b")
    assert d.k == 2 and d.allowed == ("finish",) and d.blocked == ("*",)


# --- FailingSource: the regime schedule wrapped around a user's tool ---------------------------


def test_failing_source_keeps_its_parameters_and_starts_clean() -> None:
    import pytest

    from uselessdetect.exceptions import ConfigurationError
    from uselessdetect.sim import FailingSource

    src = FailingSource(str.upper, "recover_after_1", ["pool"], random_state=0)
    assert src.regime == "recover_after_1" and src.failure_pool == ["pool"]
    assert src.last_failed_ is False and src.calls_ == 0
    assert src("a") == "pool" and src.last_failed_ is True
    src.reset()
    assert src.last_failed_ is False and src.calls_ == 0
    with pytest.raises(ConfigurationError, match="^failure_pool is empty; expected at least one"):
        FailingSource(str.upper, "persistent", [])


def test_failing_source_passes_every_argument_to_the_working_tool() -> None:
    from uselessdetect.sim import FailingSource

    def search(query: str, limit: int = 1, *, lang: str = "en") -> str:
        return f"{query}/{limit}/{lang}"

    src = FailingSource(search, "late_onset_from_2", ["pool"])
    assert src("q", 3, lang="de") == "q/3/de"
    assert src("q", 3, lang="de") == "pool"


def test_a_callable_pool_gets_the_query_and_the_seeded_generator() -> None:
    import numpy as np

    from uselessdetect.sim import FailingSource

    got: list[tuple[str, object]] = []

    def pool(query: str, rng: np.random.Generator) -> str:
        got.append((query, rng))
        return f"failed {query} {rng.integers(1000)}"

    a = FailingSource(str.upper, "persistent", pool, random_state=5)
    b = FailingSource(str.upper, "persistent", pool, random_state=5)
    assert a("q") == b("q") and got[0][0] == "q"
    assert all(isinstance(rng, np.random.Generator) for _, rng in got)


def test_an_empty_regime_list_names_what_arrived() -> None:
    import pytest

    from uselessdetect.exceptions import ConfigurationError
    from uselessdetect.sim import parse_regimes

    for spec in (" , ", []):
        with pytest.raises(ConfigurationError, match="comma list of regime names, got"):
            parse_regimes(spec)


def test_default_k_and_refused_settings_name_what_arrived() -> None:
    import pytest

    from uselessdetect.exceptions import ConfigurationError

    gate = StopGate(always_useless)
    assert gate.k == 5
    assert [gate.observe("x").tripped for _ in range(5)] == [False] * 4 + [True]
    for k in (0, 2.5, True):
        with pytest.raises(ConfigurationError, match=f"k must be a positive integer, got {k!r}"):
            StopGate(always_useless, k=k)  # type: ignore[arg-type]
    with pytest.raises(ConfigurationError, match="mode must be one of finish_only, drop_tool, got"):
        StopGate(always_useless, mode="stop")


def test_regime_names_parse_to_their_parameter_or_a_clear_refusal() -> None:
    import pytest

    from uselessdetect.exceptions import ConfigurationError
    from uselessdetect.sim import Regime

    assert (Regime.parse("clean").c, Regime.parse("persistent").c) == (0, 0)
    assert Regime.parse(" late_onset_from_3 ").c == 3
    six = "clean, persistent, recover_after_1, recover_after_2, recover_after_3, late_onset_from_3"
    with pytest.raises(ConfigurationError, match=f"the paper's six: {six}"):
        Regime.parse("sometimes")
    with pytest.raises(ConfigurationError, match="'recover_after_0': c must be >= 1, got 0"):
        Regime.parse("recover_after_0")
