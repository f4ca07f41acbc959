"""The harness the held-out fixtures' tests share: each session replayed alone, per tool at
k = 3 (``finish_only``, the gate's default counting), once per detector; the sessions' ids by
outcome; the known stops and misses checked as exact sets, each change named with the reason
the session was listed; the fixture rebuilt by its script; the gate's counting against a
careful reading of each tool."""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from uselessdetect import Episode, make_detector
from uselessdetect.gate import StopGate
from uselessdetect.io import read_real_runs
from uselessdetect.measure import replay_outcomes

DATA = Path(__file__).parent / "data"
DETECTORS = ("default", "classifier", "semantic")
K = 3

#: Known gaps: detector -> session id -> why the reading is wrong.
Known = dict[str, dict[str, str]]


@cache
def judged_with(detector: str) -> Any:
    """What a replay judges with: one fitted instance of the detector, shared by every session
    of the test process, where a name would have each session's gate build and fit its own
    (``default``'s fit took 13 ms and ``classifier``'s 32 ms, most of a fixture's replay:
    1.1 s and 1.9 s for 61 sessions). ``semantic`` runs on one onnxruntime thread: the same
    scores (``test_one_semantic_instance_scores_as_the_name``), the model loaded once, and
    no threads fighting over two cores under pytest-xdist (a fixture's replays: 17 s → 7 s)."""
    if detector != "semantic":
        return make_detector(detector).fit([])
    from uselessdetect.detectors._semantic import SemanticDetector

    return SemanticDetector(threads=1).fit([])


class HeldOut:
    """One fixture, ``tests/data/<name>.jsonl``, built by ``<name>_build.py``."""

    def __init__(self, name: str, detectors: tuple[str, ...] = DETECTORS) -> None:
        self.name = name
        self.path = DATA / f"{name}.jsonl"
        self.detectors = detectors

    @cache  # noqa: B019 - one fixture object per module, alive for the session
    def episodes(self) -> tuple[Episode, ...]:
        return tuple(read_real_runs(self.path))

    @cache  # noqa: B019
    def replay(self, detector: str, run_id: str) -> tuple[bool, bool, bool, int, int]:
        """One session replayed: (success, stopped, withheld evidence, calls cut, calls)."""
        (ep,) = [e for e in self.episodes() if e.id == run_id]
        o = replay_outcomes([ep], judged_with(detector), k=K, n_boot=0).overall
        if o["success_stopped"]["runs"]:
            stopped = bool(o["success_stopped"]["stopped"])
            return True, stopped, bool(o["success_withheld"]["withheld"]), 0, 0
        cut = o["calls_cut_failed"]
        return False, False, False, cut["cut"], cut["calls"]

    def tripped(self, detector: str, run_id: str) -> bool:
        """A successful session stopped, or a failing one with a call cut."""
        success, stopped, _, cut, _ = self.replay(detector, run_id)
        return stopped if success else cut > 0

    def ids(self, success: bool) -> list[str]:
        return [e.id for e in self.episodes() if bool(e.raw["outcome"]["success"]) is success]

    def counts(self, detector: str) -> tuple[int, int, int, int]:
        """(successful stopped, of those withholding evidence, calls cut, calls in failing)."""
        runs = [self.replay(detector, e.id) for e in self.episodes()]
        stopped = sum(r[1] for r in runs if r[0])
        withheld = sum(r[2] for r in runs if r[0])
        return stopped, withheld, sum(r[3] for r in runs), sum(r[4] for r in runs)

    def gaps(self, detector: str) -> tuple[set[str], set[str], int]:
        """(successful sessions stopped, failing sessions missed, failing sessions tripped)."""
        stopped = {r for r in self.ids(True) if self.tripped(detector, r)}
        tripped = {r for r in self.ids(False) if self.tripped(detector, r)}
        return stopped, set(self.ids(False)) - tripped, len(tripped)

    def rebuilt(self, out: Path) -> bytes:
        """The bytes the fixture's build script writes to ``out``."""
        script = DATA / f"{self.name}_build.py"
        spec = importlib.util.spec_from_file_location(f"_{self.name}_build", script)
        assert spec is not None and spec.loader is not None
        build = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(build)
        build.main(out)
        return out.read_bytes()

    def tools(self) -> set[str]:
        return {s.action for e in self.episodes() for s in e.steps}


@cache
def default_gate() -> StopGate:
    """A gate with the default counting (what ``counted`` asks)."""
    return StopGate("default")


def counted(tool: str) -> bool:
    return bool(default_gate().counting_.counted(tool))


class HeldOutChecks:
    """The checks every held-out fixture runs: a test module subclasses this with its fixture
    and what it knows of it, and sets ``pytest_generate_tests = parametrize_checks``."""

    FIX: HeldOut
    #: Successful sessions each gate stops, and failing ones it misses, with why.
    STOPPED: Known
    MISSED: Known
    #: (successful stopped, of those withholding evidence, calls cut, calls in failing runs)
    COUNTS: dict[str, tuple[int, int, int, int]]
    #: Failing sessions tripped (a call cut).
    TRIPPED: dict[str, int]
    #: The tools a careful reading counts (reads), leaves out (actions), or leaves open, and
    #: those the default counting misjudges, with why.
    READS: tuple[str, ...]
    ACTIONS: tuple[str, ...]
    ARGUABLE: tuple[str, ...]
    MISCOUNTED: dict[str, str]

    def test_overall_counts(self, detector: str) -> None:
        assert self.FIX.counts(detector) == self.COUNTS[detector]

    def test_known_gaps_exact(self, detector: str) -> None:
        """Every successful session but the known stops runs to its end, and every failing
        session but the known misses has a call cut: one check per detector, which names each
        session that changed (a test per session, 11,394 of them, and one per tool, 4,737, cost a
        fifth of the fixtures' test time in pytest's own overhead and checked nothing more)."""
        stopped, missed, tripped = self.FIX.gaps(detector)
        changed = _changes("stopped", stopped, self.STOPPED[detector])
        changed += _changes("missed", missed, self.MISSED[detector])
        assert not changed, f"{detector}: " + "; ".join(changed)
        assert tripped == self.TRIPPED[detector]

    def test_fixture_is_what_the_script_builds(self, tmp_path: Path) -> None:
        assert self.FIX.rebuilt(tmp_path / "rebuilt.jsonl") == self.FIX.path.read_bytes()

    def test_every_tool_has_a_reading(self) -> None:
        table = set(self.READS) | set(self.ACTIONS) | set(self.ARGUABLE)
        assert len(table) == len(self.READS) + len(self.ACTIONS) + len(self.ARGUABLE)
        assert table == self.FIX.tools()

    def test_misjudged_counting_exact(self) -> None:
        """The default counting gets every tool right but the ones listed as misjudged."""
        wrong = {t for t in self.READS if not counted(t)}
        wrong |= {t for t in self.ACTIONS if counted(t)}
        changed = _changes("misjudged", wrong, self.MISCOUNTED)
        assert not changed, "; ".join(changed)

    def test_acknowledgements_in_successful_sessions_are_not_counted(self) -> None:
        """The terse receipts of the successful sessions' actions never move a run."""
        acts = {
            s.action
            for e in self.FIX.episodes()
            if e.raw["success"]
            for s in e.steps
            if s.action in self.ACTIONS and s.action not in self.MISCOUNTED
        }
        assert acts and not any(counted(t) for t in acts)


def parametrize_checks(metafunc: pytest.Metafunc) -> None:
    """``pytest_generate_tests`` for a :class:`HeldOutChecks` subclass: each check's
    parameters, from the subclass's fixture and known gaps."""
    cls = metafunc.cls
    if cls is None or not issubclass(cls, HeldOutChecks):
        return
    if metafunc.function.__name__ in ("test_overall_counts", "test_known_gaps_exact"):
        metafunc.parametrize("detector", cls.FIX.detectors)


def _changes(what: str, now: set[str], known: dict[str, str]) -> list[str]:
    """How the sessions (or tools) found ``what`` differ from the known ones: each new one,
    and each known one that no longer is, with the reason it was listed."""
    out = [f"newly {what}: {x}" for x in sorted(now - set(known))]
    out += [f"no longer {what}: {x} (listed: {known[x][:160]})" for x in sorted(set(known) - now)]
    return out
