"""The report's counts over every stored run, from its compact arrays: per tool its calls, the
lengths of its useless runs, where each rule trips, its useless share over slices of the runs
and what :class:`~uselessdetect.fit.OnlineKFitter` makes of them in order; per rule the
outcome replay's figures (the bootstrap table :func:`~uselessdetect.measure.summarise`
builds, built here from the arrays, the three rules bootstrapped together on the same
resamples).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np
from scipy import sparse

from ..measure._outcome_replay import _COLS, summarise_tables
from ..measure._report_html import RULES
from ._online import OnlineKFitter
from ._report_runs import Replayed, RunStore

__all__ = ["drift", "drift_shares", "figures", "tools", "useless_runs"]

#: Columns per group of the replay's bootstrap table, and each column's place in a group.
_WIDTH, _AT = len(_COLS), {name: i for i, name in enumerate(_COLS)}


def _run_of_call(store: RunStore) -> np.ndarray:
    return np.repeat(np.arange(len(store)), np.asarray(store.n_calls, dtype=np.int64))


def useless_runs(store: RunStore) -> list[Counter[int]]:
    """Per tool id: how many of its runs of useless verdicts in a row (as the gate counts
    them in each run: a useful verdict of the tool ends one, unknown keeps it) had each length.

    A run's calls are taken tool by tool, in order; each useful verdict starts a new segment,
    and a segment's useless verdicts are one run.
    """
    n_tools = len(store.tool_names)
    out: list[Counter[int]] = [Counter() for _ in range(n_tools)]
    if not len(store.tool):
        return out
    tool = np.frombuffer(store.tool, dtype=np.int32).astype(np.int64)
    code = np.frombuffer(store.code, dtype=np.int8)
    key = _run_of_call(store) * n_tools + tool
    order = np.argsort(key, kind="stable")
    k, c = key[order], code[order]
    new = np.ones(len(k), dtype=bool)
    new[1:] = (k[1:] != k[:-1]) | (c[:-1] == 0)
    seg = np.cumsum(new) - 1
    length = np.bincount(seg, weights=(c == 1)).astype(np.int64)
    seg_tool = tool[order][new]
    some = length > 0
    pairs, counts = np.unique(
        np.stack([seg_tool[some], length[some]], axis=1), axis=0, return_counts=True
    )
    for (t, n), m in zip(pairs.tolist(), counts.tolist(), strict=True):
        out[t][n] = m
    return out


def drift_shares(store: RunStore, slices: int) -> dict[str, list[float | None]]:
    """Per tool: its useless share in each of ``slices`` slices of the runs in order (runs
    ``i·n//slices`` to ``(i+1)·n//slices``), ``None`` where it had no call."""
    n, n_tools = len(store), len(store.tool_names)
    bounds = np.array([i * n // slices for i in range(slices + 1)])
    slice_of = np.searchsorted(bounds, np.arange(n), side="right") - 1
    tool = np.frombuffer(store.tool, dtype=np.int32).astype(np.int64)
    cell = slice_of[_run_of_call(store)] * n_tools + tool
    useless = np.frombuffer(store.code, dtype=np.int8) == 1
    calls = np.bincount(cell, minlength=slices * n_tools).reshape(slices, n_tools).tolist()
    bad = np.bincount(cell[useless], minlength=slices * n_tools).reshape(slices, n_tools).tolist()
    return {
        name: [round(bad[i][t] / calls[i][t], 4) if calls[i][t] else None for i in range(slices)]
        for t, name in enumerate(store.tool_names)
    }


def _table(store: RunStore, rep: Replayed, loop_min: int) -> sparse.csr_matrix:
    """One rule's bootstrap table: per run, per group (overall, then each tool) the columns of
    ``_outcome_replay._COLS`` — what ``_outcome_replay._row`` gives each run (a failed run
    loops with ``loop_min`` calls or more and its answer never seen where the logs say)."""
    n, n_tools = len(store), len(store.tool_names)
    a = store.arrays()
    run = _run_of_call(store)
    tool, success, calls = a["tool"].astype(np.int64), a["success"], a["n_calls"]
    never_seen = ~a["seen_known"] | (a["seen_at"] <= 0)
    cut = np.bincount(run, weights=rep.cut, minlength=n)
    pair, inv = np.unique(run * n_tools + tool, return_inverse=True)
    p_run, p_tool = pair // max(n_tools, 1), pair % max(n_tools, 1)
    groups = [  # (run of each row, first column, calls, cut, stopped, withheld)
        (np.arange(n), np.zeros(n, dtype=np.int64), calls, cut, rep.stopped,
         rep.withheld_evidence),
        (p_run, (p_tool + 1) * _WIDTH, np.bincount(inv), np.bincount(inv, weights=rep.cut),
         rep.stopped[p_run] & (rep.stopper[p_run] == p_tool),
         rep.withheld_evidence[p_run] & (rep.withholder[p_run] == p_tool)),
    ]  # fmt: skip
    rows, cols, vals = [], [], []
    for r, at, c, x, stopped, withheld in groups:
        ok = success[r]
        loops = ~ok & (calls[r] >= loop_min) & never_seen[r]
        parts = [(ok, "success_runs", 1), (ok, "success_stopped", stopped),
                 (ok, "success_withheld", withheld), (~ok, "failed_runs", 1),
                 (~ok, "failed_calls", c), (~ok, "failed_cut", x), (loops, "loop_runs", 1),
                 (loops, "loop_calls", c), (loops, "loop_cut", x)]  # fmt: skip
        for where, col, value in parts:
            value = np.broadcast_to(np.asarray(value, dtype=np.float64), where.shape)
            rows.append(r[where])
            cols.append(at[where] + _AT[col])
            vals.append(value[where])
    width = (n_tools + 1) * _WIDTH
    data = (np.concatenate(vals), (np.concatenate(rows), np.concatenate(cols)))
    return sparse.csr_matrix(data, shape=(n, width))


def figures(
    store: RunStore, replays: list[Replayed], *, loop_min: int, n_boot: int, seed: int
) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Per replay: the outcome replay's figures (overall, per tool), JSON-ready."""
    groups = {"": 0, **{name: t + 1 for t, name in enumerate(store.tool_names)}}
    tables = [_table(store, rep, loop_min) for rep in replays]
    per = summarise_tables(tables, groups, n_boot=n_boot, random_state=seed)
    return [(_json(overall), {t: _json(b) for t, b in by.items()}) for overall, by in per]


def _json(block: dict[str, Any]) -> dict[str, Any]:
    return {
        name: {k: (v.to_dict() if hasattr(v, "to_dict") else v) for k, v in f.items()}
        for name, f in block.items()
    }


def drift(
    store: RunStore, detector: str, seed: int, slices: int, bar: Callable[..., Iterable[Any]]
) -> dict[str, Any]:
    """Per tool: the useless share over ``slices`` slices of the runs, and what
    :class:`~uselessdetect.fit.OnlineKFitter` makes of the same runs in order."""
    n = len(store)
    online = OnlineKFitter(
        detector=detector, min_episodes=max(20, min(200, n // 5)), random_state=seed
    )
    names, tools = store.tool_names, store.tool.tolist()
    labels, codes = store.label.tolist(), store.code.tolist()
    oracle, at = detector == "oracle", 0
    for r, m in enumerate(bar(store.n_calls.tolist(), "online k", n)):
        signals: dict[str, list[int]] = {}
        tp = pos = fp = neg = 0
        for i in range(at, at + m):  # as OnlineKFitter.update reads an episode
            label, v = labels[i], -1 if oracle else codes[i]
            if label >= 0 and v >= 0:
                pos, tp = pos + (label == 1), tp + (label == 1 and v == 1)
                neg, fp = neg + (label == 0), fp + (label == 0 and v == 1)
            sig = label if label >= 0 else v
            if sig >= 0:
                signals.setdefault(names[tools[i]], []).append(sig)
        at += m
        online._update(signals, (tp, pos, fp, neg), store.cuts.get(r, set()))
    ks = online.recommendations()
    shares = drift_shares(store, slices)
    out = {}
    for tool in names:
        changes = [c for c in online.changes_ if c.source == tool]
        out[tool] = {
            "k": "none" if ks.get(tool, None) is None else ks[tool],
            "shares": shares[tool],
            "marks": [min(slices - 1, c.episode * slices // max(n, 1)) for c in changes],
            "changes": [c.line() for c in changes],
        }
    return out


def tools(store: RunStore, replayed: dict[str, Replayed], shift: dict[str, Any]) -> dict:
    """Per tool: calls, useless share, its useless runs' lengths, where each rule trips."""
    tool, code = np.frombuffer(store.tool, dtype=np.int32), np.frombuffer(store.code, np.int8)
    n_tools = len(store.tool_names)
    calls = np.bincount(tool, minlength=n_tools).tolist()
    useless = np.bincount(tool[code == 1], minlength=n_tools).tolist()
    lengths = useless_runs(store)
    starts = np.cumsum(store.n_calls) - np.asarray(store.n_calls)
    trips: dict[str, list[Counter[int]]] = {}
    for r in RULES:
        first = replayed[r].first
        hit = np.flatnonzero(first >= 0)
        at_tool = tool[starts[hit] + first[hit]].tolist()
        trips[r] = [Counter[int]() for _ in range(n_tools)]
        for t, call in zip(at_tool, (first[hit] + 1).tolist(), strict=True):
            trips[r][t][call] += 1
    out = {}
    for t, name in enumerate(store.tool_names):
        out[name] = {
            "calls": calls[t],
            "judged_useless": useless[t],
            "useless_share": round(useless[t] / calls[t], 6) if calls[t] else None,
            "run_lengths": {str(n): c for n, c in sorted(lengths[t].items())},
            "trips": {r: {str(n): c for n, c in sorted(trips[r][t].items())} for r in RULES},
            "tripped_runs": {r: sum(trips[r][t].values()) for r in RULES},
            "drift": shift[name],
        }
    return out
