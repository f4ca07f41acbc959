"""The shape step, ``novelty`` and ``default`` give the verdicts they gave before they were
made faster (issue 49's cost target): a fixed mix of real results, judged with up to 100
earlier results, against the verdicts recorded from the code before the speed-up.

The mix is built here from the bundled data only (the 162 real tool results of
``real_runs_sample.jsonl``, search listings rendered from ``hotpotqa_sample.json``) plus
variants of them made by fixed rules (the same text re-spaced, a line dropped, a line
replaced, a listing's items reordered or partly replaced), so that every path of "nothing
new" is taken. ``tests/data/shapes_verdicts.json`` holds what the code of record said on it:
per result its shape (kind, reason, return code, item count, a digest of its text and
items), ``novelty``'s reason at two settings, ``default``'s verdict and score (earlier
results given as text, as ``score`` gives them) and a ``StopGate("default")``'s verdict and
score (earlier results kept by the gate). Regenerate it only on purpose (a change of what a
shape or a repeat *is*), and say so in the commit::

    python tests/test_shapes_verdicts.py --write
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from uselessdetect import Sample, StopGate, make_detector
from uselessdetect.detectors._novelty import repeat_reason
from uselessdetect.io import sample_hotpotqa_path, sample_real_runs_path
from uselessdetect.shapes import parse_result

EXPECTED = Path(__file__).resolve().parent / "data" / "shapes_verdicts.json"
WINDOW = 100  # earlier results a sample carries (EARLIER_MAX)


def _query(args: Any) -> str:
    if isinstance(args, dict) and len(args) == 1 and isinstance(next(iter(args.values())), str):
        return str(next(iter(args.values())))
    return json.dumps(args, separators=(",", ":"), ensure_ascii=False)


def _real() -> list[tuple[str, str, str]]:
    """(question, query, result) of the bundled real runs, in file order."""
    out = []
    with sample_real_runs_path().open(encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            result = row["result"]
            result = result if isinstance(result, str) else json.dumps(result)
            out.append((row["task"], _query(row["args"]), result))
    return out


def _listings() -> list[tuple[str, str, str]]:
    """Search listings of the bundled HotpotQA records: web-search JSON and numbered titles."""
    recs = json.loads(sample_hotpotqa_path().read_text(encoding="utf-8"))
    out = []
    for i, rec in enumerate(recs):
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
            text = json.dumps({"results": items})
        else:
            text = "\n".join(
                f"{j + 1}. {t} (page id {1000 + 7 * j})" for j, (t, _) in enumerate(ctx)
            )
        out.append((rec["question"], ctx[0][0], text))
    return out


def _variant(text: str, i: int) -> str:
    """A fixed variant of ``text`` by rule ``i % 6``: re-spaced; a line dropped; a line
    replaced; lines reversed; upper-cased; and for search-results JSON, ``i % 4`` of its
    results replaced."""
    if text.startswith('{"results": '):
        value = json.loads(text)
        for k in range(i % 4):
            value["results"][k] = {"title": f"Other page {i}-{k}", "url": f"https://x.org/{k}"}
        return json.dumps(value)
    lines = text.split("\n")
    rule = i % 6
    if rule == 0:
        return "  " + text.replace(" ", "  ") + "\n"
    if rule in (1, 5) and len(lines) > 3:
        return "\n".join(lines[: len(lines) // 2] + lines[len(lines) // 2 + 1 :])
    if rule == 2 and len(lines) > 3:
        return "\n".join([*lines[:-1], f"{i}. a line that was not there before"])
    if rule == 3 and len(lines) > 2:
        return "\n".join(reversed(lines))
    return text.upper()


def episodes() -> dict[str, list[tuple[str, str, str]]]:
    """Two episodes of one tool: every result mixed in order (acknowledgements empty the
    earlier results), and the results that are not acknowledgements (the window of 100 fills
    and slides; copies of the results exactly 100 and 101 back test its edge)."""
    base = _real() + _listings()
    mixed: list[tuple[str, str, str]] = []
    for i, item in enumerate(base):
        mixed.append(item)
        if i % 3 == 2:
            q, a, old = base[i - 1 - (i % 7)]
            mixed.append((q, a, _variant(old, i)))
    kept = [x for x in base if parse_result(x[2]).kind != "acknowledgement"]
    long: list[tuple[str, str, str]] = []
    for i, item in enumerate(kept):
        long.append(item)
        if i % 2 == 0 and i >= 8:
            q, a, old = long[-2 - (i % 7)]
            long.append((q, a, _variant(old, i)))
        if i % 25 == 24 and len(long) > WINDOW + 1:
            q, a, old = long[-WINDOW - (i % 2)]
            long.append((q, a, old + " "))
    return {"mixed": mixed, "kept": long}


def _digest(text: str, items: tuple[str, ...]) -> str:
    return hashlib.sha256("\x1f".join((text, *items)).encode("utf-8")).hexdigest()[:16]


def _score(x: float) -> float | None:
    return None if x != x else round(x, 12)  # NaN (an abstention) as null


def compute() -> dict[str, list[list[Any]]]:
    """Per episode and result: shape, novelty's reasons, default's and the gate's verdicts."""
    parse_result.cache_clear()  # type: ignore[attr-defined]
    default = make_detector("default").fit([])
    out: dict[str, list[list[Any]]] = {}
    for name, items in episodes().items():
        gate = StopGate("default", k=10**9)
        rows: list[list[Any]] = []
        shown: list[str] = []
        for q, a, obs in items:
            obs = "".join([obs[:1], obs[1:]])  # a fresh object: no cache answers for it
            p = parse_result(obs)
            s = Sample(q, obs, query=a, earlier=tuple(shown[-WINDOW:]))
            j = default.judge(s)
            g = gate.observe(
                {"question": q, "query": a, "observation": obs}, source="tool", episode=name
            ).judgment
            rows.append(
                [
                    p.kind,
                    p.reason,
                    p.returncode,
                    len(p.items),
                    _digest(p.text, p.items),
                    repeat_reason(s, 0.2, 0.1),
                    repeat_reason(s, 0.5, 0.3),
                    j.verdict.value,
                    _score(j.score),
                    g.verdict.value,
                    _score(g.score),
                ]
            )
            shown.append(obs)
        out[name] = rows
    return out


FIELDS = [
    "kind",
    "reason",
    "returncode",
    "items",
    "digest",
    "novelty",
    "novelty_loose",
    "default_verdict",
    "default_score",
    "gate_verdict",
    "gate_score",
]


def _load() -> dict[str, Any]:
    return json.loads(EXPECTED.read_text(encoding="utf-8"))


def test_the_mix_takes_every_path_of_nothing_new() -> None:
    """The recorded mix is worth comparing on: it holds every shape and every kind of repeat,
    and windows of 100 earlier results."""
    expected = _load()["episodes"]
    rows = [r for ep in expected.values() for r in ep]
    assert {r[0] for r in rows} == {
        "prose",
        "listing",
        "record",
        "table",
        "command",
        "acknowledgement",
        "error",
    }
    reasons = {str(r[5]).split(" ")[0] for r in rows if r[5]}
    assert {"the", "at", "near-identical"} <= reasons, reasons
    assert len(expected["kept"]) > 2 * WINDOW


@pytest.mark.parametrize("episode", ["mixed", "kept"])
def test_verdicts_and_shapes_are_those_recorded(episode: str) -> None:
    want = _load()["episodes"][episode]
    got = compute()[episode]
    assert len(got) == len(want)
    for i, (g, w) in enumerate(zip(got, want, strict=True)):
        if g != w:
            diff = {f: (a, b) for f, a, b in zip(FIELDS, g, w, strict=True) if a != b}
            pytest.fail(f"{episode} result {i}: got != recorded: {diff}")


if __name__ == "__main__":  # python tests/test_shapes_verdicts.py --write
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/test_shapes_verdicts.py --write")
    data = {
        "_about": (
            "Recorded by tests/test_shapes_verdicts.py --write from the code of record "
            "(last: default's rejected-call and list-of-names rules, issue 49). Inputs: the "
            "bundled real_runs_sample.jsonl and hotpotqa_sample.json (sources and licences: "
            "src/uselessdetect/data/ATTRIBUTION.md) and fixed variants of them; no text is "
            "stored here, only what was said about it. Row fields: " + ", ".join(FIELDS)
        ),
        "fields": FIELDS,
        "episodes": compute(),
    }
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    EXPECTED.write_text(text.replace("],[", "],\n[") + "\n", encoding="utf-8")
    print(f"wrote {EXPECTED} ({len(text):,} bytes)")
