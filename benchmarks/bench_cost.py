"""What reading a result's shape and telling whether it is new cost per judgment, with 100
earlier results of the tool in the episode, beside ``lexical`` and ``default`` (issue 49).

Run from a checkout: ``python benchmarks/bench_cost.py [PATH_TO_SHARED_DATA] [--quick]``.

**The mix.** Four kinds of real results, 300 of each, taken in file order from the shared
data (see its MANIFEST): SWE-bench shell outputs (``real_runs/mini_swe_gemini3_verified``),
WebShop pages (``real_runs/react_webshop``: result pages and product pages), tau-bench JSON
records (``real_runs/tau_bench_airline``), and search listings rendered from the HotpotQA
records of ``hotpotqa/knowagent_train500_trainsplit.json`` (every other one as web-search
JSON with title / url / snippet, the others as numbered lists of titles and ids). Each kind
is one long episode of one tool: the first 100 results are the earlier results, and each of
the next 200 is judged with the 100 results before it (the window slides as a gate's does).

**What is timed, per judgment** (each result a fresh string object, so no cache keyed by
identity answers; the least of ``--repeats`` passes, then the median over the 800
judgments):

* ``shape_novelty``: what the shape step and ``novelty`` add to a judgment as a gate makes
  it — parse the result, fingerprint it, ask the kept fingerprints whether it is new, keep
  it (the gate's ``EarlierResults``);
* ``lexical``: ``lexical.judge`` on the same result (the yardstick: the ratio
  ``shape_novelty / lexical`` does not go stale on another machine);
* ``default``: ``default.judge`` with the kept fingerprints (the gate's path), and
  ``default_text_earlier``: with the 100 earlier results given as text, as ``score`` gives
  them;
* ``gate_classifier``: ``classifier`` through a gate, per observed result — ``classifier``
  (its ``judge`` alone), ``gate_calls`` (``StopGate.observe``, the gate made to keep only the
  calls behind the earlier results, as it does for a detector that declares
  ``reads_earlier = "calls"``) and ``gate_results`` (the gate keeping the results'
  fingerprints, as it does for ``classifier``, which leaves data and repeats off pages to
  ``default``'s reading); the gate's extra time is each minus ``classifier``;
* ``large``: one result of 20 MB (text, JSON text, a decoded dict of 200,000 fields, JSON
  nested 100,000 deep): parse and fingerprint, bounded by the bounds of the shape step.

Writes ``benchmarks/results/bench_cost.json``.
"""

from __future__ import annotations

import gc
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from _record import exit_on_help, write_result

from uselessdetect import Sample, make_detector
from uselessdetect.shapes import Seen, fingerprint, parse_result

EARLIER = 100
JUDGED = 200
#: The issue's target: the shape step and ``novelty`` add at most this per judgment.
TARGET_US = 50.0
KINDS = {
    "shell": ("real_runs/mini_swe_gemini3_verified.jsonl", "SWE-bench shell output"),
    "webshop": ("real_runs/react_webshop.jsonl", "WebShop page"),
    "records": ("real_runs/tau_bench_airline.jsonl", "tau-bench JSON record"),
    "listings": ("hotpotqa/knowagent_train500_trainsplit.json", "search listing"),
}

Item = tuple[str, str, str]  # question, query, result


def _query(args: Any) -> str:
    if isinstance(args, dict) and len(args) == 1 and isinstance(next(iter(args.values())), str):
        return str(next(iter(args.values())))
    return json.dumps(args, separators=(",", ":"), ensure_ascii=False)


def real_results(path: Path, n: int) -> list[Item]:
    """The first ``n`` results of a ``real_runs`` file that are not acknowledgements (an
    acknowledgement empties a tool's earlier results: the window would never fill)."""
    out: list[Item] = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            result = row["result"]
            result = result if isinstance(result, str) else json.dumps(result)
            if parse_result(result).kind != "acknowledgement":
                out.append((row["task"], _query(row["args"]), result))
                if len(out) == n:
                    break
    return out


def listings(path: Path, n: int) -> list[Item]:
    """Search listings of HotpotQA records' ten pages: web-search JSON and numbered titles."""
    out: list[Item] = []
    for i, rec in enumerate(json.loads(path.read_text(encoding="utf-8"))[:n]):
        ctx = rec["context"]
        if i % 2:
            items = [
                {
                    "title": t,
                    "url": "https://en.wikipedia.org/wiki/" + t.replace(" ", "_"),
                    "snippet": " ".join(s)[:200],
                }
                for t, s in ctx
            ]
            text = json.dumps({"results": items, "total": len(items)})
        else:
            text = "\n".join(
                f"{j + 1}. {t} (page id {1000 + 7 * j})" for j, (t, _) in enumerate(ctx)
            )
        out.append((rec["question"], ctx[0][0], text))
    return out


def mix(root: Path, judged: int = JUDGED) -> dict[str, list[Item]]:
    """Per kind, ``EARLIER + judged`` results in order."""
    n = EARLIER + judged
    out = {}
    for kind, (rel, _) in KINDS.items():
        path = root / rel
        out[kind] = listings(path, n) if kind == "listings" else real_results(path, n)
    return out


def fresh(text: str) -> str:
    """A new string object with the same text."""
    return "".join([text[:1], text[1:]])


def _per_judgment(
    items: list[Item], judge: Callable[[Seen, Item], Any], repeats: int
) -> list[float]:
    """Microseconds of each judgment (the least over ``repeats`` passes); each pass starts
    from the fingerprints of the first ``EARLIER`` results and keeps each judged one."""
    best = [float("inf")] * (len(items) - EARLIER)
    clock = time.perf_counter
    for _ in range(repeats):
        seen = Seen.of([fresh(x[2]) for x in items[:EARLIER]])
        todo = [(q, a, fresh(o)) for q, a, o in items[EARLIER:]]
        gc.disable()
        try:
            for i, item in enumerate(todo):
                t = clock()
                judge(seen, item)
                best[i] = min(best[i], clock() - t)
        finally:
            gc.enable()
    return [b * 1e6 for b in best]


def _summary(us: list[float]) -> dict[str, float]:
    return {"median_us": round(statistics.median(us), 1), "mean_us": round(statistics.fmean(us), 1)}


def measure(groups: dict[str, list[Item]], repeats: int = 5) -> dict[str, Any]:
    """Per judgment: shape + novelty (the gate's path), ``lexical``, ``default``."""
    lexical = make_detector("lexical").fit([])
    default = make_detector("default").fit([])

    def shape_novelty(seen: Seen, item: Item) -> None:
        obs = item[2]
        parse_result(obs)
        fp = fingerprint(obs)
        seen.repeats(fp)
        seen.add(fp)

    def lexical_judge(seen: Seen, item: Item) -> None:
        lexical.judge(Sample(item[0], item[2], query=item[1]))

    def default_judge(seen: Seen, item: Item) -> None:
        default.judge(Sample(item[0], item[2], query=item[1], earlier=seen))  # type: ignore[arg-type]
        seen.add(fingerprint(item[2]))  # what the gate keeps after judging

    arms = {"shape_novelty": shape_novelty, "lexical": lexical_judge, "default": default_judge}
    for items in groups.values():  # warm: first calls, the stemmer's memo of the questions
        for arm in arms.values():
            _per_judgment(items[: EARLIER + 20], arm, 1)
    times: dict[str, dict[str, list[float]]] = {name: {} for name in arms}
    for kind, items in groups.items():  # arms interleaved per kind: the same machine state
        for name, arm in arms.items():
            times[name][kind] = _per_judgment(items, arm, repeats)
    times["default_text_earlier"] = {
        kind: _text_earlier(default, items, repeats) for kind, items in groups.items()
    }
    out: dict[str, Any] = {}
    for name, per_kind in times.items():
        pooled = [t for ts in per_kind.values() for t in ts]
        out[name] = {
            **_summary(pooled),
            "per_kind": {k: _summary(v) for k, v in per_kind.items()},
        }
    shape, lex = out["shape_novelty"]["median_us"], out["lexical"]["median_us"]
    out["shape_novelty_to_lexical"] = round(shape / lex, 3)
    out["target_us"] = TARGET_US
    out["meets_target"] = shape <= TARGET_US
    return out


def _text_earlier(det: Any, items: list[Item], repeats: int) -> list[float]:
    """``default.judge`` per judgment with the earlier results as text (``score``'s way):
    samples built first, as ``score`` builds an episode's, then judged in order."""
    best = [float("inf")] * (len(items) - EARLIER)
    clock = time.perf_counter
    for _ in range(repeats):
        texts = [fresh(x[2]) for x in items]
        samples = [
            Sample(q, texts[i], query=a, earlier=tuple(texts[i - EARLIER : i]))
            for i, (q, a, _) in enumerate(items)
        ][EARLIER:]
        gc.disable()
        try:
            for i, s in enumerate(samples):
                t = clock()
                det.judge(s)
                best[i] = min(best[i], clock() - t)
        finally:
            gc.enable()
    return [b * 1e6 for b in best]


def gate_classifier(groups: dict[str, list[Item]], repeats: int = 5) -> dict[str, Any]:
    """``classifier`` per result alone and through a gate keeping the calls or the results."""
    from uselessdetect.gate import StopGate
    from uselessdetect.gate._earlier import EarlierResults

    det = make_detector("classifier").fit([])

    def gate(calls_only: bool) -> Callable[[Sample], Any]:
        g = StopGate(det, k=10**9, shadow=True)
        g._earlier = EarlierResults(calls_only=calls_only)
        return lambda s: g.observe(s, source="tool", episode="e")

    arms: dict[str, Callable[[], Callable[[Sample], Any]]] = {
        "classifier": lambda: det.judge,
        "gate_calls": lambda: gate(True),
        "gate_results": lambda: gate(False),
    }
    times: dict[str, list[float]] = {name: [] for name in arms}
    clock = time.perf_counter
    for items in groups.values():
        best = {name: [float("inf")] * (len(items) - EARLIER) for name in arms}
        for warm in [True] + [False] * repeats:  # a first pass untimed: first calls, memos
            for name, make in arms.items():  # interleaved per pass: the same machine state
                step = make()
                samples = [Sample(q, fresh(o), query=a) for q, a, o in items]
                for s in samples[:EARLIER]:
                    step(s)
                gc.disable()
                try:
                    for i, s in enumerate(samples[EARLIER:]):
                        t = clock()
                        step(s)
                        if not warm:
                            best[name][i] = min(best[name][i], clock() - t)
                finally:
                    gc.enable()
        for name in arms:
            times[name] += [b * 1e6 for b in best[name]]
    out: dict[str, Any] = {name: _summary(us) for name, us in times.items()}
    alone = out["classifier"]["median_us"]
    for name in ("gate_calls", "gate_results"):
        out[f"{name}_extra_us"] = round(out[name]["median_us"] - alone, 1)
    return out


def large_results() -> dict[str, Any]:
    """Parse and fingerprint one very large result: microseconds, next to a 100 kB one."""
    words = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod\n"
    big_text = words * (20_000_000 // len(words))
    cases: dict[str, Any] = {
        "text_100kB": words * (100_000 // len(words)),
        "text_20MB": big_text,
        "json_text_20MB": json.dumps(
            {"results": [{"title": words, "n": i} for i in range(280_000)]}
        ),
        "dict_200k_fields": {f"field{i}": words for i in range(200_000)},
        "json_nested_100k": "[" * 100_000 + "]" * 100_000,
        "bytes_20MB": big_text.encode(),
    }
    out = {}
    for name, value in cases.items():
        best = float("inf")
        for _ in range(3):
            v = fresh(value) if isinstance(value, str) else _copy(value)
            t = time.perf_counter()
            p = parse_result(v)
            fingerprint(v)
            best = min(best, time.perf_counter() - t)
        out[name] = {"us": round(best * 1e6, 1), "kind": p.kind}
    base = out["text_100kB"]["us"]
    out["worst_to_100kB_text"] = round(max(v["us"] for v in out.values()) / base, 2)
    return out


def _copy(value: Any) -> Any:
    if isinstance(value, bytes):
        return bytes(bytearray(value))
    return dict(value)


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    quick = "--quick" in sys.argv
    root = Path(args[0]) if args else Path(__file__).resolve().parents[2] / "shared" / "data"
    groups = mix(root, 60 if quick else JUDGED)
    got = measure(groups, repeats=2 if quick else 5)
    for name in ("shape_novelty", "lexical", "default", "default_text_earlier"):
        m = got[name]
        kinds = ", ".join(f"{k} {v['median_us']:.0f}" for k, v in m["per_kind"].items())
        print(f"{name:22} median {m['median_us']:6.1f} µs, mean {m['mean_us']:6.1f} ({kinds})")
    print(f"shape + novelty / lexical: {got['shape_novelty_to_lexical']:.3f}")
    through_gate = gate_classifier(groups, repeats=2 if quick else 5)
    print(
        f"classifier median {through_gate['classifier']['median_us']:.0f} µs; through a gate "
        f"+{through_gate['gate_calls_extra_us']:.0f} µs keeping the calls, "
        f"+{through_gate['gate_results_extra_us']:.0f} µs keeping the results"
    )
    large = large_results()
    print("large results:", json.dumps(large))
    if not quick:
        write_result(
            __file__,
            {
                "earlier_results": EARLIER,
                "judged_per_kind": JUDGED,
                "kinds": {k: v[1] for k, v in KINDS.items()},
                **got,
                "gate_classifier": through_gate,
                "large": large,
            },
        )


if __name__ == "__main__":
    exit_on_help(__doc__)
    main()
