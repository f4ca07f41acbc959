"""Benchmark: the experiment harness's own cost per agent step, and what concurrency buys.

Run: ``python benchmarks/bench_experiment.py``. Targets (issue 24):

* with a model that answers at once, the harness's own cost per agent step (environment,
  instruments' bookkeeping, the gate, recording) <= 2 ms. Measured in one run: the time of
  ``run_experiment`` on a chat callable that returns a fixed reply, minus the time of making
  the same calls to that callable directly, per agent step (best of several repeats; every
  agent step also makes its side-channel judgment and belief calls);
* with a server that takes 50 ms per request (the loopback test server, through
  ``ChatClient`` and the ``openai`` client), ``concurrency=8`` finishes the same run >= 3x
  faster than ``concurrency=1`` — a ratio measured in one run.

Writes benchmarks/results/bench_experiment.json.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from _record import exit_on_help, write_result

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests._chat_server import ChatServer  # noqa: E402

from uselessdetect.experiment import run_experiment  # noqa: E402
from uselessdetect.judges import ChatClient  # noqa: E402

REPEATS = 3
QUESTIONS = 10  # x 6 regimes x 2 conditions = 120 episodes for the harness cost
SEARCH = {
    "content": "Nothing useful yet; I search again.",
    "tool_calls": [
        {
            "id": "c1",
            "type": "function",
            "function": {"name": "search", "arguments": '{"query": "Arms Wide Open"}'},
        }
    ],
}
FINISH = {
    "content": "I answer.",
    "tool_calls": [
        {
            "id": "c2",
            "type": "function",
            "function": {"name": "finish", "arguments": '{"answer": "Creed"}'},
        }
    ],
}
BELIEF = '{"p_continue": 0.4, "p_answer_now": 0.2}'


def instant(messages: list[dict[str, Any]], tools: Any) -> Any:
    """A model that answers at once: searches while it may, judges everything useless."""
    if tools is None:
        return BELIEF if "p_answer_now" in messages[-1]["content"] else "USELESS"
    return SEARCH if len(tools) > 1 else FINISH


def harness_cost() -> dict[str, Any]:
    calls: list[tuple[list[dict[str, Any]], Any]] = []

    def recording(messages: list[dict[str, Any]], tools: Any) -> Any:
        calls.append((messages, tools))
        return instant(messages, tools)

    kw = {"conditions": "unaided,enforced", "questions": QUESTIONS, "concurrency": 1}
    out = run_experiment(recording, **kw)
    steps = sum(len(e.steps) for e in out.episodes)
    best_run = best_direct = float("inf")
    for _ in range(REPEATS):
        t = time.perf_counter()
        run_experiment(instant, **kw)
        best_run = min(best_run, time.perf_counter() - t)
        t = time.perf_counter()
        for messages, tools in calls:
            instant(messages, tools)
        best_direct = min(best_direct, time.perf_counter() - t)
    per_step_ms = (best_run - best_direct) / steps * 1e3
    print(f"{len(out.episodes)} episodes, {steps} agent steps, {len(calls)} calls")
    print(f"harness cost per agent step: {per_step_ms:.3f} ms (target <= 2)")
    return {
        "episodes": len(out.episodes),
        "agent_steps": steps,
        "calls": len(calls),
        "seconds_run": round(best_run, 4),
        "seconds_model_alone": round(best_direct, 6),
        "per_step_ms": round(per_step_ms, 4),
        "target_ms_per_step": 2.0,
        "meets_target": per_step_ms <= 2.0,
    }


def concurrency_speedup() -> dict[str, Any]:
    def script(body: dict[str, Any]) -> Any:
        reply = instant(body["messages"], body.get("tools"))
        return {"content": reply} if isinstance(reply, str) else reply

    seconds = {}
    with ChatServer(script, delay=0.05) as server:
        for c in (1, 8):
            with ChatClient(base_url=server.base_url, model="scripted", concurrency=c) as chat:
                t = time.perf_counter()
                out = run_experiment(
                    chat, conditions="unaided", regimes="persistent", questions=8, concurrency=c
                )
                seconds[c] = time.perf_counter() - t
            requests = sum(
                sum(e.raw["calls"][k] for k in ("agent", "judgment", "belief"))
                for e in out.episodes
            )
        in_flight = server.max_in_flight
    ratio = seconds[1] / seconds[8]
    print(
        f"{requests} requests at 50 ms: concurrency 1 {seconds[1]:.2f} s, "
        f"concurrency 8 {seconds[8]:.2f} s; speed-up {ratio:.2f}x (target >= 3)"
    )
    return {
        "requests": requests,
        "delay_s": 0.05,
        "seconds_concurrency_1": round(seconds[1], 3),
        "seconds_concurrency_8": round(seconds[8], 3),
        "speedup": round(ratio, 3),
        "max_in_flight": in_flight,
        "target_speedup": 3.0,
        "meets_target": ratio >= 3.0,
    }


def main() -> None:
    write_result(__file__, {"harness": harness_cost(), "concurrency": concurrency_speedup()})


if __name__ == "__main__":
    exit_on_help(__doc__)
    main()
