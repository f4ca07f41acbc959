"""Every hot path against its in-run yardstick, beside its budget (issue 35).

Run from a checkout::

    python benchmarks/budgets.py            # every hot path (a few minutes)
    python benchmarks/budgets.py --guard    # only the fast ones the CI guard checks (~15 s)
    python benchmarks/budgets.py --json     # the figures as JSON on stdout
    python benchmarks/budgets.py gate.observe.callable lexical.judge   # the named ones

Each figure is a **ratio**: the hot path's time over a yardstick timed in the same process,
interleaved with it, in short rounds (the median of the per-round ratios is kept). Both sides
see the same machine, so a slower or busier machine moves both and leaves the ratio; only a
change of the code moves it. Time is CPU time of this process (``time.process_time``), and
the process pins itself to one core, so other work on a shared machine enters neither side.

The budgets are in ``benchmarks/budgets.json`` (checked in): per hot path, its budget ratio,
its yardstick and whether the CI guard (``tests/test_budgets.py``) checks it. A figure more
than 25 % over its budget fails the guard, confirmed by a second measurement. How to change a
budget on purpose: docs/benchmarks.md ("Budgets").

Exit status: 0 when every measured figure is within its budget (+25 %), 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BUDGETS = Path(__file__).resolve().with_name("budgets.json")
#: A figure fails when it is more than this factor over its budget (and again on a rerun).
TOLERANCE = 1.25

Loop = Callable[[int], Any]
#: A hot path's setup: () -> (subject loop, yardstick loop, calls per round).
Setup = Callable[[], tuple[Loop, Loop, int]]


def load_budgets(path: Path = BUDGETS) -> dict[str, dict[str, Any]]:
    """The checked-in budgets: ``{name: {"budget": ratio, "yardstick": ..., "guard": bool}}``."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if not k.startswith("_")}


def pin_one_core() -> None:
    """Run on one core, as the other speed benchmarks do (where the platform allows)."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {max(os.sched_getaffinity(0))})


def ratio(subject: Loop, yardstick: Loop, n: int, rounds: int = 15) -> dict[str, float]:
    """Median over ``rounds`` of (subject time / yardstick time), ``n`` calls each, interleaved.

    The order alternates per round, so neither side always runs on a warmer machine.
    """
    subject(max(1, n // 10))  # warm both: first calls, caches, lazy imports
    yardstick(max(1, n // 10))
    ratios, subj, yard = [], [], []
    clock = time.process_time
    for r in range(rounds):
        pair = (
            ((yardstick, yard), (subject, subj)) if r % 2 else ((subject, subj), (yardstick, yard))
        )
        for fn, out in pair:
            t = clock()
            fn(n)
            out.append((clock() - t) / n)
        ratios.append(subj[-1] / yard[-1] if yard[-1] > 0 else float("inf"))
    return {
        "ratio": statistics.median(ratios),
        "subject_us": statistics.median(subj) * 1e6,
        "yardstick_us": statistics.median(yard) * 1e6,
    }


# ----------------------------------------------------------------- yardsticks
def counter_loop() -> Loop:
    """The minimal thread-safe run counter: a dict, a lock and an increment."""
    lock = threading.Lock()
    runs: dict[tuple[str, str], int] = {}
    eps = [f"e{i}" for i in range(64)]

    def count(source: str, episode: str) -> None:
        with lock:
            key = (episode, source)
            runs[key] = runs.get(key, 0) + 1

    def loop(n: int) -> None:
        for i in range(n):
            count("search", eps[i & 63])

    return loop


def naive_overlap(sample: Any) -> float:
    """The naive lexical peer: the share of the question's words found in the observation."""
    q = set(sample.question.lower().split())
    o = set(sample.observation.lower().split())
    return 1.0 - len(q & o) / max(1, len(q))


def _samples(n: int = 256) -> list[Any]:
    from importlib.resources import files

    from uselessdetect import Sample

    records = json.loads(
        (files("uselessdetect") / "data" / "hotpotqa_sample.json").read_text(encoding="utf-8")
    )
    out = []
    for rec in records:
        for title, sents in rec["context"]:
            out.append(
                Sample(
                    rec["question"],
                    f"{title}: {''.join(sents)}",
                    query=title,
                    thought="Nothing about the band here; I will search again.",
                )
            )
            if len(out) >= n:
                return out
    return out


# ------------------------------------------------------------------ the gate
def _gate_loop(item: Any, **kw: Any) -> Loop:
    """``observe`` in a loop over 64 episodes; ``item`` is one item or a list to cycle (of 2)."""
    from uselessdetect.gate import StopGate

    def trivial(sample: Any) -> bool:
        return sample.label == 1

    gate = StopGate(kw.pop("detector", trivial), k=10**9, **kw)
    observe = gate.observe
    eps = [f"e{i}" for i in range(64)]
    items = item if isinstance(item, list) else [item, item]

    def loop(n: int) -> None:
        for i in range(n):
            observe(items[(i >> 6) & 1], source="search", episode=eps[i & 63])

    return loop


def _sample() -> Any:
    from uselessdetect import Sample

    return Sample(question="Who founded Creed?", observation="Oslo: a city.", label=1)


def _judgment() -> Any:
    from uselessdetect import Judgment, Verdict

    return Judgment(Verdict.USELESS, 0.9, "given")


# every rule at parameters under which nothing trips, so the steady state is measured; the
# rule benchmarks alternate a useless and a useful judgment, so no statistic grows for ever
_QUIET = {"h": 1e12, "alpha": 1e-12, "beta": 0.5}


def _alternating() -> list[Any]:
    from uselessdetect import Judgment, Verdict

    return [Judgment(Verdict.USELESS, 0.7, "given"), Judgment(Verdict.USEFUL, 0.3, "given")]


def gate_callable() -> tuple[Loop, Loop, int]:
    return _gate_loop(_sample()), counter_loop(), 20_000


def gate_dict() -> tuple[Loop, Loop, int]:
    item = {"question": "Who founded Creed?", "observation": "Oslo: a city.", "label": 1}
    return _gate_loop(item), counter_loop(), 20_000


def gate_judgment() -> tuple[Loop, Loop, int]:
    return _gate_loop(_judgment()), counter_loop(), 20_000


def gate_rule(rule: str) -> Setup:
    def setup() -> tuple[Loop, Loop, int]:
        items = _alternating()  # scored: cusum reads the scores
        return _gate_loop(items, rule=rule, **_QUIET), _gate_loop(items, **_QUIET), 20_000

    return setup


def gate_shadow_rules() -> tuple[Loop, Loop, int]:
    items = _alternating()
    subject = _gate_loop(items, shadow=True, shadow_rules=["cusum", "sprt"], **_QUIET)
    return subject, _gate_loop(items, shadow=True, **_QUIET), 20_000


def recorder_step() -> tuple[Loop, Loop, int]:
    """Per observed step: a gate that records (to a callable) over one that does not."""
    from uselessdetect.gate import StopGate

    sample = _samples(8)
    kept: list[Any] = []
    rec = StopGate(lambda s: True, k=10**9, record_to=kept.append)
    bare = StopGate(lambda s: True, k=10**9)

    def arm(gate: Any) -> Loop:
        def loop(n: int) -> None:
            for i in range(n):
                ep = f"e{i >> 3}"
                gate.observe(sample[i & 7], episode=ep, step={"thought": "I search.", "input": "q"})
                if i & 7 == 7:
                    gate.end(ep, answer="Creed")
            kept.clear()

        return loop

    return arm(rec), arm(bare), 4_000


# ----------------------------------------------------------------- detectors
def detector_judge(name: str) -> Setup:
    def setup() -> tuple[Loop, Loop, int]:
        from uselessdetect import make_detector

        det = make_detector(name).fit([])
        samples = _samples()
        judge = det.judge

        def subject(n: int) -> None:
            for i in range(n):
                judge(samples[i & 255])

        def peer(n: int) -> None:
            for i in range(n):
                naive_overlap(samples[i & 255])

        return subject, peer, 2_000

    return setup


def classifier_judge() -> tuple[Loop, Loop, int]:
    """The classifier's live judge over a bare pass of its model on precomputed rows."""
    import numpy as np

    from uselessdetect import make_detector

    det = make_detector("classifier").fit([])
    samples = _samples()
    rows = [np.array(det.features_.row(s)) for s in samples]
    predict = det.model_.predict_one
    judge = det.judge

    def subject(n: int) -> None:
        for i in range(n):
            judge(samples[i & 255])

    def bare(n: int) -> None:
        for i in range(n):
            predict(rows[i & 255])

    return subject, bare, 1_000


# ------------------------------------------------------- shapes and novelty
def _real_results() -> list[Any]:
    """The bundled real tool results that are not acknowledgements, and search listings of
    the bundled HotpotQA records (numbered titles, web-search JSON): ``(question, query,
    result)``."""
    from uselessdetect.io import sample_hotpotqa_path, sample_real_runs_path
    from uselessdetect.shapes import parse_result

    out = []
    with sample_real_runs_path().open(encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            if parse_result(row["result"]).kind != "acknowledgement":
                out.append((row["task"], json.dumps(row["args"]), row["result"]))
    for i, rec in enumerate(json.loads(sample_hotpotqa_path().read_text(encoding="utf-8"))):
        pages = [(t, " ".join(s)[:200]) for t, s in rec["context"]]
        if i % 2:
            hits = [
                {"title": t, "url": f"https://en.wikipedia.org/wiki/{t}", "snippet": s}
                for t, s in pages
            ]
            text = json.dumps({"results": hits})
        else:
            text = "\n".join(f"{j + 1}. {t} (page id {1000 + j})" for j, (t, _) in enumerate(pages))
        out.append((rec["question"], pages[0][0], text))
    return out


def shapes_novelty() -> tuple[Loop, Loop, int]:
    """What the shape step and ``novelty`` add to a gate's judgment with 100 earlier results
    kept (parse, fingerprint, compare, keep) over ``lexical``'s judge of the same result;
    each result a fresh string, so no cache keyed by identity answers."""
    from uselessdetect import Sample, make_detector
    from uselessdetect.shapes import Seen, fingerprint, parse_result

    items = _real_results()
    m = len(items)
    seen = Seen.of([x[2] for x in items[-100:]])
    judge = make_detector("lexical").fit([]).judge

    def subject(n: int) -> None:
        for i in range(n):
            obs = "".join([items[i % m][2], " "])
            parse_result(obs)
            fp = fingerprint(obs)
            seen.repeats(fp)
            seen.add(fp)

    def yard(n: int) -> None:
        for i in range(n):
            q, a, o = items[i % m]
            judge(Sample(q, "".join([o, " "]), query=a))

    return subject, yard, 400


# --------------------------------------------------------- the larger paths
def experiment_step() -> tuple[Loop, Loop, int]:
    """The experiment harness per agent step (a model that answers at once) over the counter."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_experiment import instant

    from uselessdetect.experiment import run_experiment

    kw = {"conditions": "unaided,enforced", "questions": 2, "concurrency": 1}
    steps = sum(len(e.steps) for e in run_experiment(instant, **kw).episodes)
    counter = counter_loop()

    def subject(n: int) -> None:
        for _ in range(n):
            run_experiment(instant, **kw)

    def yard(n: int) -> None:
        counter(n * steps)

    return subject, yard, 1


def importers(fmt: str) -> Setup:
    """Reading a log format (every episode built) over the strict JSON parse of its lines."""

    def setup() -> tuple[Loop, Loop, int]:
        import tempfile

        sys.path.insert(0, str(ROOT / "benchmarks"))
        from bench_importers import write_file

        from uselessdetect.io import read_episodes
        from uselessdetect.io._json import loads as strict_loads

        path = Path(tempfile.mkdtemp(prefix="budgets-")) / f"log.{fmt}.jsonl"
        write_file(path, fmt, 0.5)
        lines = path.read_bytes().splitlines()

        def subject(n: int) -> None:
            for _ in range(n):
                for _ep in read_episodes(str(path), format=fmt):
                    pass

        def yard(n: int) -> None:
            for _ in range(n):
                for raw in lines:
                    strict_loads(raw.decode("utf-8"))

        return subject, yard, 1

    return setup


def mcp_proxy() -> tuple[Loop, Loop, int]:
    """A tool call through ``mcp-proxy`` over the same call made directly (both over stdio)."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    sys.path.insert(0, str(ROOT))
    import anyio
    from bench_mcp_proxy import run

    times = anyio.run(run, 200)
    med = {k: statistics.median(v) for k, v in times.items()}
    # the two sides were already interleaved call by call; hand back their medians
    return (lambda n: med["proxy"]), (lambda n: med["direct"]), 1


#: name -> setup. The names are the keys of budgets.json.
PATHS: dict[str, Setup] = {
    "gate.observe.callable": gate_callable,
    "gate.observe.dict": gate_dict,
    "gate.observe.judgment": gate_judgment,
    "gate.observe.cusum": gate_rule("cusum"),
    "gate.observe.sprt": gate_rule("sprt"),
    "gate.observe.shadow_rules": gate_shadow_rules,
    "gate.recorder.step": recorder_step,
    "lexical.judge": detector_judge("lexical"),
    "shapes.novelty": shapes_novelty,
    "keyword.judge": detector_judge("keyword"),
    "oracle.judge": detector_judge("oracle"),
    "classifier.judge": classifier_judge,
    "experiment.step": experiment_step,
    "importers.openai-chat": importers("openai-chat"),
    "importers.otel": importers("otel"),
    "mcp_proxy.call": mcp_proxy,
}


def measure(name: str, rounds: int = 15) -> dict[str, Any]:
    """One hot path's figure: ``{"ratio", "subject_us", "yardstick_us"}`` or ``{"error"}``."""
    try:
        subject, yardstick, n = PATHS[name]()
    except Exception as exc:  # an old checkout, a missing extra or model: say so, go on
        return {"error": f"{type(exc).__name__}: {exc}"}
    if name == "mcp_proxy.call":  # measured call by call inside its setup
        s, y = subject(1), yardstick(1)
        return {"ratio": s / y, "subject_us": s * 1e6, "yardstick_us": y * 1e6}
    rounds = rounds if n > 1 else max(3, rounds // 3)
    return ratio(subject, yardstick, n, rounds)


def check(
    names: list[str], budgets: dict[str, dict[str, Any]], rounds: int = 15
) -> dict[str, dict[str, Any]]:
    """Measure ``names``; a figure over budget × TOLERANCE is measured again to confirm."""
    out = {}
    for name in names:
        fig = measure(name, rounds)
        budget = budgets.get(name, {}).get("budget")
        if "ratio" in fig and budget is not None and fig["ratio"] > budget * TOLERANCE:
            again = measure(name, rounds)
            fig["first_ratio"] = fig["ratio"]
            fig = {**again, "first_ratio": fig["ratio"]}
        fig["budget"] = budget
        fig["over"] = "ratio" in fig and budget is not None and fig["ratio"] > budget * TOLERANCE
        out[name] = fig
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help="hot paths to measure (default: all)")
    ap.add_argument("--guard", action="store_true", help="only the CI guard's fast paths")
    ap.add_argument("--rounds", type=int, default=15, help="interleaved rounds per path")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument(
        "--write",
        action="store_true",
        help="write the figures of record to benchmarks/results/budgets.json (docs/benchmarks.md)",
    )
    args = ap.parse_args(argv)
    budgets = load_budgets()
    unknown = [n for n in args.names if n not in PATHS]
    if unknown:
        print(f"unknown hot path {unknown[0]!r}; known: {', '.join(PATHS)}", file=sys.stderr)
        return 2
    names = args.names or [n for n in PATHS if not args.guard or budgets.get(n, {}).get("guard")]
    pin_one_core()
    sys.setswitchinterval(1.0)  # no thread switches inside a round
    figures = check(names, budgets, args.rounds)
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(
            f"{'hot path':28} {'ratio':>9} {'budget':>7}  {'time':>10} {'yardstick':>10}  verdict"
        )
        for name, f in figures.items():
            if "error" in f:
                print(f"{name:28} {'—':>9} {f['budget'] or '—':>7}  not measured: {f['error']}")
                continue
            verdict = "OVER BUDGET" if f["over"] else "ok"
            if f["budget"] is not None and not f["over"] and f["ratio"] > f["budget"]:
                verdict = "ok (within the 25 % margin)"
            print(
                f"{name:28} {f['ratio']:9.2f} {f['budget'] or '—':>7}  "
                f"{f['subject_us']:8.2f}µs {f['yardstick_us']:8.2f}µs  {verdict}"
            )
            yard = budgets.get(name, {}).get("yardstick", "")
            if yard:
                print(f"{'':28}   yardstick: {yard}")
        if "gate.observe.cusum" in figures or "gate.observe.sprt" in figures:
            for rule in ("cusum", "sprt"):
                f = figures.get(f"gate.observe.{rule}", {})
                if "ratio" in f:
                    print(
                        f"{rule} over run: {f['subject_us'] - f['yardstick_us']:+.2f} µs per "
                        f"observe (issue 31: within 1 µs)"
                    )
    if args.write:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from _record import write_result

        write_result(
            __file__,
            {
                "tolerance": TOLERANCE,
                "figures": {key(n): _rounded(f) for n, f in figures.items()},
                "rule_cost_over_run_us": _rule_costs(figures),
            },
        )
    return 1 if any(f.get("over") for f in figures.values()) else 0


def _rule_costs(figures: dict[str, dict[str, Any]]) -> dict[str, float]:
    """µs per ``observe`` that ``cusum`` and ``sprt`` add over ``run`` (issue 31: <= 1 µs)."""
    out = {}
    for rule in ("cusum", "sprt"):
        f = figures.get(f"gate.observe.{rule}", {})
        if "ratio" in f:
            out[rule] = round(f["subject_us"] - f["yardstick_us"], 4)
    return out


def key(name: str) -> str:
    """A hot path's name as a key of the results file (dots and dashes would split claims)."""
    return name.replace(".", "_").replace("-", "_")


def _rounded(fig: dict[str, Any]) -> dict[str, Any]:
    return {k: round(v, 4) if isinstance(v, float) else v for k, v in fig.items()}


if __name__ == "__main__":
    sys.exit(main())
