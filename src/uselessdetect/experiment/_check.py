"""Probe a chat server the way a run uses it: the request checks, then short real episodes.

A one-turn probe can pass while every later turn of an episode fails: a real small model
(Qwen2.5-Coder-1.5B behind llama.cpp's server) called the tool when asked once, then wrote
``functions.search:`` as text on every turn that had a tool result in its history. So after
:func:`uselessdetect.chat.check_server`'s request checks, this runs one short episode per
protocol — the run's own prompts, a failing search, tool results in the history, the belief
question exactly as the run asks it, with the flags the request checks recommend — and
reports the invalid-turn rate per protocol and the share of beliefs it could read.
"""

from __future__ import annotations

import dataclasses
import threading
import time
from typing import Any

from ..chat import ChatClient, Check, ServerReport
from ..chat import check_server as check_requests
from ..exceptions import UselessDetectError
from ..sim import parse_regimes
from ._conditions import parse_conditions
from ._episode import Chat, EpisodeFailed, Settings, run_chat_episode
from ._runner import _tasks

__all__ = ["MAX_INVALID_SHARE", "check_server"]

#: Above this share of invalid agent turns a protocol fails the check.
MAX_INVALID_SHARE = 0.10


def check_server(
    client: ChatClient,
    *,
    seed: int | None = None,
    episodes: bool = True,
    budget: int = 4,
    data: Any = None,
    task: str | None = None,
) -> ServerReport:
    """Probe the server behind ``client`` as a run of the experiment would use it.

    The request checks of :func:`uselessdetect.chat.check_server`, then (with ``episodes``)
    one ``unaided`` episode of ``budget`` actions on a persistently failing search in each
    protocol (``tools`` only when the model called a tool at all), with the belief
    instrument on. Adds the checks ``episode (tools)``, ``episode (react)`` and ``beliefs``
    (which replaces the one-turn ``json replies`` check); ``--protocol react`` is
    recommended when more than :data:`MAX_INVALID_SHARE` of the tools protocol's turns were
    invalid and fewer of the react protocol's were. ``report.stats["episodes"]`` holds the
    counts per protocol.

    Raises
    ------
    ChatClientError
        The server is unreachable, does not serve the model, or refuses the key.
    """
    start = time.monotonic()
    base = check_requests(client, seed=seed)
    if not episodes:
        return base
    probe = client
    if "--tool-results-as user" in base.flags:
        probe = client.with_options(tool_results_as="user")
    runs: dict[str, dict[str, Any]] = {}
    tools_called = base.check("tool calls").status != "fails"
    for protocol in ("tools", "react") if tools_called else ("react",):
        runs[protocol] = _episode(probe, protocol, budget, 0 if seed is None else seed, data, task)
    checks = [c for c in base.checks if c.name != "json replies"]
    checks += _verdicts(runs, tools_called)
    stats = {**client.stats, "episodes": runs}
    return dataclasses.replace(
        base, checks=tuple(checks), seconds=time.monotonic() - start, stats=stats
    )


def _episode(
    client: ChatClient, protocol: str, budget: int, seed: int, data: Any, task: str | None
) -> dict[str, Any]:
    """One short episode's counts: agent turns, invalid ones, beliefs asked and read."""
    kbs = _tasks(data, task, 3, seed)
    settings = Settings(protocol=protocol, instruments=("belief",), seed=seed)
    try:
        ep = run_chat_episode(
            Chat(client), kbs[0], kbs, condition=parse_conditions("unaided")[0],
            regime=parse_regimes("persistent")[0], budget=budget, settings=settings,
            stop=threading.Event(),
        )  # fmt: skip
    except EpisodeFailed as exc:
        return {"error": str(exc)}
    except UselessDetectError:
        raise
    calls = ep.raw.get("calls", {})
    beliefs = [s.raw["belief"] for s in ep.steps if isinstance(s.raw.get("belief"), dict)]
    forms: dict[str, int] = {}
    for b in beliefs:
        if b.get("form"):
            forms[str(b["form"])] = forms.get(str(b["form"]), 0) + 1
    return {
        "turns": int(calls.get("agent", 0)),
        "invalid": int(calls.get("invalid_actions", 0)),
        "beliefs": len(beliefs),
        "beliefs_read": sum(b.get("p_continue") is not None for b in beliefs),
        "forms": forms,
        "said": [s.input[:40] for s in ep.steps if s.raw.get("invalid")][:2],
    }


def _share(run: dict[str, Any]) -> float | None:
    return run["invalid"] / run["turns"] if run.get("turns") else None


def _verdicts(runs: dict[str, dict[str, Any]], tools_called: bool) -> list[Check]:
    out: list[Check] = []
    react = runs["react"]
    react_share = _share(react)
    if "tools" in runs:
        tools = runs["tools"]
        share = _share(tools)
        if share is None:
            out.append(Check("episode (tools)", "unknown", f"no episode ran ({tools['error']})"))
        elif share <= MAX_INVALID_SHARE:
            out.append(Check("episode (tools)", "ok", _turns(tools)))
        else:
            better = react_share is not None and react_share < share
            detail = _turns(tools) + (f"; said {tools['said'][0]!r}" if tools["said"] else "")
            out.append(
                Check("episode (tools)", "fails", detail, "--protocol react" if better else None)
            )
    else:
        out.append(Check("episode (tools)", "fails", "not run: the model called no tool"))
    if react_share is None:
        out.append(Check("episode (react)", "unknown", f"no episode ran ({react['error']})"))
    else:
        status = "ok" if react_share <= MAX_INVALID_SHARE else "fails"
        out.append(Check("episode (react)", status, _turns(react)))
    out.append(_beliefs(runs))
    return out


def _turns(run: dict[str, Any]) -> str:
    return (
        f"{run['invalid']} of {run['turns']} agent turns invalid "
        f"({100 * run['invalid'] / run['turns']:.0f}%) in a {run['turns']}-turn episode"
    )


def _beliefs(runs: dict[str, dict[str, Any]]) -> Check:
    asked = sum(r.get("beliefs", 0) for r in runs.values())
    read = sum(r.get("beliefs_read", 0) for r in runs.values())
    forms: dict[str, int] = {}
    for r in runs.values():
        for form, n in (r.get("forms") or {}).items():
            forms[form] = forms.get(form, 0) + n
    if not asked:
        return Check("beliefs", "unknown", "no belief was asked (no episode reached a result)")
    written = ", ".join(f"{form} {n}" for form, n in sorted(forms.items()))
    detail = f"{read} of {asked} beliefs read" + (f" (forms: {written})" if written else "")
    if asked - read > MAX_INVALID_SHARE * asked:
        return Check("beliefs", "fails", detail + "; the rest are recorded as null")
    return Check("beliefs", "ok", detail)
