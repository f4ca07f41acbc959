"""Benchmark of the log importers: throughput against ``json.loads`` and memory on 500 MB.

Issue 25: import throughput per format must be at least half the rate of reading the same
bytes with ``json.loads`` line by line, and memory must stay flat on a 500 MB input. Run as::

    python benchmarks/bench_importers.py [--mb 500] [--small-mb 50] [--formats otel,...]

For each format a file of ``--mb`` MB is written to a temporary folder (agent runs of 8 tool
calls with ~600-character observations, in that format's own layout; OTLP traces split across
two lines each, the children before the root, interleaved with the next trace), and its first
``--small-mb`` MB are copied to a second file. Every conversation carries a system prompt of
``SYSTEM_WORDS`` words, as logged agent runs do; OTLP chat spans carry the history so far in
``gen_ai.input.messages``, as instrumentations record it.

Throughput: one child process reads the small file ``--reps`` times in turn with
``json.loads`` on every line (the reference), with the reader (``read_episodes(format=...)``,
every episode built), and with the whole import (the episodes written with ``write_jsonl``, as
``uselessdetect import`` does), pinned to one core; the best CPU time (``process_time``) of
each is kept, so that other work on the machine does not enter the ratios, which come from
that one process. Memory: two more children each import one file, the small and the large, and
report their peak resident set size (``ru_maxrss``); flat memory means the same peak for both.
Writes
``benchmarks/results/bench_importers.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _record import write_result  # noqa: E402

#: Words of the system prompt every logged conversation carries (~1,500 characters).
SYSTEM_WORDS = 250
FORMATS = ("openai-chat", "anthropic", "langchain", "openai-responses", "otel")

CHILD = r"""
import json, os, resource, sys, time
path, how, out, reps = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
if hasattr(os, "sched_setaffinity"):  # one core, as the other speed benchmarks
    os.sched_setaffinity(0, {max(os.sched_getaffinity(0))})
from uselessdetect.io import read_episodes, write_jsonl


def loads():
    with open(path, "rb") as fh:
        return sum(1 for raw in fh if json.loads(raw) is not None)


def strict():
    from uselessdetect.io._json import loads as strict_loads

    with open(path, "rb") as fh:
        return sum(1 for raw in fh if strict_loads(raw.decode("utf-8")) is not None)


def read():
    return sum(1 for _ in read_episodes(path, format=how))


def full():
    return write_jsonl(out, read_episodes(path, format=how))


best = {}
for _ in range(reps):  # alternate, so that each side sees the same machine state
    for name, fn in (("json.loads", loads), ("strict", strict), ("read", read), ("import", full)):
        t0 = time.process_time()  # CPU seconds: a busy machine slows wall time, not these
        n = fn()
        best[name] = min(best.get(name, 1e9), time.process_time() - t0)
if reps == 0:  # memory only: one import
    t0 = time.perf_counter()
    n = full()
    best["import"] = time.perf_counter() - t0
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
print(json.dumps({"seconds": best, "records": n, "peak_rss_mb": rss / 1024}))
"""


def _runs(rng: random.Random) -> Iterator[dict[str, Any]]:
    words = [f"w{i}" for i in range(3000)]

    def text(n: int) -> str:
        return " ".join(rng.choices(words, k=n))

    i = 0
    system = text(SYSTEM_WORDS)
    while True:
        steps = [(text(15), text(4), text(100)) for _ in range(8)]
        yield {"id": f"r{i}", "system": system, "question": text(12), "steps": steps,
               "answer": text(8)}  # fmt: skip
        i += 1


def chat(run: dict[str, Any]) -> Any:
    msgs: list[dict[str, Any]] = [{"role": "system", "content": run["system"]}]
    msgs.append({"role": "user", "content": run["question"]})
    for j, (thought, query, obs) in enumerate(run["steps"]):
        fn = {"name": "search", "arguments": json.dumps({"query": query})}
        call = {"id": f"c{j}", "type": "function", "function": fn}
        msgs.append({"role": "assistant", "content": thought, "tool_calls": [call]})
        msgs.append({"role": "tool", "tool_call_id": f"c{j}", "content": obs})
    msgs.append({"role": "assistant", "content": run["answer"]})
    return {"id": run["id"], "messages": msgs}


def anthropic(run: dict[str, Any]) -> Any:
    msgs: list[dict[str, Any]] = [{"role": "user", "content": run["question"]}]
    for j, (thought, query, obs) in enumerate(run["steps"]):
        use = {"type": "tool_use", "id": f"c{j}", "name": "search", "input": {"query": query}}
        msgs.append({"role": "assistant", "content": [{"type": "text", "text": thought}, use]})
        res = {"type": "tool_result", "tool_use_id": f"c{j}", "content": obs}
        msgs.append({"role": "user", "content": [res]})
    msgs.append({"role": "assistant", "content": [{"type": "text", "text": run["answer"]}]})
    return {"id": run["id"], "system": run["system"], "messages": msgs}


def langchain(run: dict[str, Any]) -> Any:
    def m(kind: str, **data: Any) -> dict[str, Any]:
        return {"type": kind, "data": {"type": kind, "additional_kwargs": {}, **data}}

    msgs = [m("system", content=run["system"]), m("human", content=run["question"])]
    for j, (thought, query, obs) in enumerate(run["steps"]):
        call = {"name": "search", "args": {"query": query}, "id": f"c{j}", "type": "tool_call"}
        msgs.append(m("ai", content=thought, tool_calls=[call], invalid_tool_calls=[]))
        msgs.append(m("tool", content=obs, tool_call_id=f"c{j}", status="success"))
    msgs.append(m("ai", content=run["answer"], tool_calls=[]))
    return {"id": run["id"], "messages": msgs}


def responses(run: dict[str, Any]) -> Any:
    def say(text: str) -> dict[str, Any]:
        part = {"type": "output_text", "text": text, "annotations": []}
        return {"type": "message", "role": "assistant", "content": [part], "status": "completed"}

    items: list[dict[str, Any]] = [{"role": "developer", "content": run["system"]}]
    items.append({"role": "user", "content": run["question"]})
    for j, (thought, query, obs) in enumerate(run["steps"]):
        args = json.dumps({"query": query})
        items.append(say(thought))
        items.append({"type": "function_call", "call_id": f"c{j}", "name": "search",
                      "arguments": args})  # fmt: skip
        items.append({"type": "function_call_output", "call_id": f"c{j}", "output": obs})
    items.append(say(run["answer"]))
    return {"id": run["id"], "input": items}


def _attr(key: str, value: str) -> dict[str, Any]:
    return {"key": key, "value": {"stringValue": value}}


def _span(tid: str, n: int, name: str, start: int, attrs: list[Any]) -> dict[str, Any]:
    return {
        "traceId": tid,
        "spanId": f"{n:016x}",
        "parentSpanId": "0" * 16,
        "name": name,
        "startTimeUnixNano": str(start),
        "endTimeUnixNano": str(start + 400),
        "attributes": attrs,
    }


def otel_spans(run: dict[str, Any], n: int) -> list[dict[str, Any]]:
    tid = f"{n:032x}"
    t = 1_700_000_000_000_000_000 + n * 10**9
    spans = [{"traceId": tid, "spanId": "0" * 16, "name": "invoke_agent a",
              "startTimeUnixNano": str(t), "endTimeUnixNano": str(t + 10**8),
              "attributes": [_attr("gen_ai.operation.name", "invoke_agent")]}]  # fmt: skip
    history = [{"role": "user", "parts": [{"type": "text", "content": run["question"]}]}]
    system = json.dumps([{"type": "text", "content": run["system"]}])
    outs = [(thought, f"c{j}", query) for j, (thought, query, _) in enumerate(run["steps"])]
    for j, (thought, cid, query) in enumerate([*outs, (run["answer"], None, None)]):
        parts: list[dict[str, Any]] = [{"type": "text", "content": thought}]
        if cid:
            parts.append({"type": "tool_call", "id": cid, "name": "search",
                          "arguments": {"query": query}})  # fmt: skip
        out = [{"role": "assistant", "parts": parts}]
        chat_attrs = [
            _attr("gen_ai.operation.name", "chat"),
            _attr("gen_ai.system_instructions", system),
            _attr("gen_ai.input.messages", json.dumps(history)),
            _attr("gen_ai.output.messages", json.dumps(out)),
        ]
        spans.append(_span(tid, 2 * j + 1, "chat m", t + 1000 * j, chat_attrs))
        history.extend(out)
        if cid:
            obs = run["steps"][j][2]
            response = {"type": "tool_call_response", "id": cid, "response": obs}
            history.append({"role": "tool", "parts": [response]})
            tool_attrs = [
                _attr("gen_ai.operation.name", "execute_tool"),
                _attr("gen_ai.tool.name", "search"),
                _attr("gen_ai.tool.call.id", cid),
                _attr("gen_ai.tool.call.arguments", json.dumps({"query": query})),
                _attr("gen_ai.tool.call.result", obs),
            ]
            spans.append(
                _span(tid, 2 * j + 2, "execute_tool search", t + 1000 * j + 500, tool_attrs)
            )
    return spans


def _request(spans: list[dict[str, Any]]) -> str:
    scope = {"scope": {"name": "bench"}, "spans": spans}
    return json.dumps({"resourceSpans": [{"resource": {}, "scopeSpans": [scope]}]})


WRITERS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "openai-chat": chat,
    "anthropic": anthropic,
    "langchain": langchain,
    "openai-responses": responses,
}


def write_file(path: Path, fmt: str, mb: float, seed: int = 0) -> int:
    """Write runs in ``fmt`` until the file holds ``mb`` MB; returns the number of lines."""
    runs = _runs(random.Random(seed))
    target, size, lines = mb * 1e6, 0, 0
    carry: list[dict[str, Any]] = []  # the second half of the previous trace (otel)
    with path.open("w", encoding="utf-8") as fh:
        n = 0
        while size < target:
            run = next(runs)
            if fmt == "otel":
                spans = otel_spans(run, n)
                half = len(spans) // 2
                line = _request(carry + spans[half:][::-1]) + "\n"  # children before roots
                carry = spans[:half]
            else:
                line = json.dumps(WRITERS[fmt](run)) + "\n"
            fh.write(line)
            size += len(line.encode())
            lines += 1
            n += 1
        if carry:
            fh.write(_request(carry) + "\n")
            lines += 1
    return lines


def child(path: Path, how: str, out: Path, reps: int) -> dict[str, Any]:
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    res = subprocess.run(
        [sys.executable, "-c", CHILD, str(path), how, str(out), str(reps)],
        check=True, capture_output=True, text=True, env=env,
    )  # fmt: skip
    return json.loads(res.stdout)


def _copy_head(src: Path, dst: Path, mb: float) -> None:
    with src.open("rb") as fi, dst.open("wb") as fo:
        size = 0
        for raw in fi:
            if size >= mb * 1e6:
                break
            fo.write(raw)
            size += len(raw)


def bench(fmt: str, tmp: Path, mb: float, small_mb: float, reps: int) -> dict[str, Any]:
    big, small, out = tmp / f"{fmt}.jsonl", tmp / f"{fmt}.small.jsonl", tmp / "out.jsonl"
    lines = write_file(big, fmt, mb)
    _copy_head(big, small, small_mb)
    speed = child(small, fmt, out, reps)
    imp = child(big, fmt, out, 0)
    imp_small = child(small, fmt, out, 0)
    t = speed["seconds"]
    size = small.stat().st_size / 1e6
    row = {
        "input_mb": round(size, 1),
        "large_input_mb": round(big.stat().st_size / 1e6, 1),
        "lines_large": lines,
        "episodes_large": imp["records"],
        "json_loads_mb_per_cpu_s": round(size / t["json.loads"], 1),
        "strict_json_mb_per_cpu_s": round(size / t["strict"], 1),
        "ratio_strict_json_to_json_loads": round(t["json.loads"] / t["strict"], 3),
        "read_mb_per_cpu_s": round(size / t["read"], 1),
        "ratio_to_json_loads": round(t["json.loads"] / t["read"], 3),
        "import_with_write_mb_per_cpu_s": round(size / t["import"], 1),
        "ratio_with_write": round(t["json.loads"] / t["import"], 3),
        "peak_rss_mb_small": round(imp_small["peak_rss_mb"], 1),
        "peak_rss_mb_large": round(imp["peak_rss_mb"], 1),
    }
    row["rss_growth_mb"] = round(row["peak_rss_mb_large"] - row["peak_rss_mb_small"], 1)
    for p in (big, small, out):
        p.unlink(missing_ok=True)
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mb", type=float, default=500.0, help="size of the large input (MB)")
    ap.add_argument("--small-mb", type=float, default=50.0, help="size of the small input (MB)")
    ap.add_argument("--reps", type=int, default=5, help="timed passes (best kept)")
    ap.add_argument("--formats", default=",".join(FORMATS), help="comma-separated formats")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="bench-importers-"))
    rows = {}
    try:
        for fmt in args.formats.split(","):
            rows[fmt] = bench(fmt, tmp, args.mb, args.small_mb, args.reps)
            print(fmt, json.dumps(rows[fmt]), flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    worst = min(r["ratio_to_json_loads"] for r in rows.values())
    worst_strict = min(r["ratio_strict_json_to_json_loads"] for r in rows.values())
    summary_rss = max(r["peak_rss_mb_large"] for r in rows.values())
    growth = max(r["rss_growth_mb"] for r in rows.values())
    summary = {
        "ratio_worst_to_json_loads": worst,
        "ratio_strict_json_worst": worst_strict,
        "rss_growth_max_mb": growth,
        "rss_peak_max_mb_large": summary_rss,
    }
    print(json.dumps(summary))
    write_result(__file__, {"formats": rows, **summary})


if __name__ == "__main__":
    main()
