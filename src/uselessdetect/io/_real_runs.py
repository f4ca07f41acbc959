"""The ``real-runs`` log format: one JSON object per tool result, grouped into runs.

A line is ``{source, run_id, task, tool, args, result, outcome}`` — the format of
``shared/data/real_runs`` (τ-bench, WebShop, MedAgentBench, ToolBench, mini-SWE-agent runs).
Rows become episodes by ``(source, run_id)``, in file order, each run's rows one after the
other: ``task`` → question, each row → one step (``tool`` → action, ``args`` → input: its
single string argument, else compact JSON; ``result`` → observation; the row's ``args`` kept
as given). The run's ``outcome`` is kept as given with its normalised ``success``
(:func:`~uselessdetect.io.outcome_success`). The logs do not say where the answer was, so the
episodes have no ``finish`` step.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any

from .._types import Episode, Step
from ..exceptions import InputError
from ._files import PathLike, input_name, path_argument
from ._mapping import render_input
from ._outcomes import outcome_success
from ._records import iter_jsonl

__all__ = ["REAL_RUNS_FIELDS", "read_real_runs", "real_runs_episodes"]

#: The fields every row must hold (``args`` and ``outcome`` may be null or absent).
REAL_RUNS_FIELDS = ("source", "run_id", "task", "tool", "result")


def _row(rec: Any, where: dict[str, Any]) -> tuple[tuple[str, str], dict[str, Any]]:
    """The run key of one row, and the row, checked."""
    if not isinstance(rec, dict):
        raise InputError(f"expected a JSON object, got {type(rec).__name__}", **where)
    for key in REAL_RUNS_FIELDS:
        value = rec.get(key)
        if key == "run_id" and isinstance(value, int) and not isinstance(value, bool):
            continue
        if not isinstance(value, str) or (key != "result" and not value.strip()):
            got = "missing" if key not in rec else f"{type(value).__name__} {value!r:.40}"
            what = "a string" if key == "result" else "a non-empty string"
            raise InputError(f"expected {what}, got {got}", field=key, **where)
    return (rec["source"], str(rec["run_id"])), rec


class _Run:
    """The rows of one run so far."""

    def __init__(self, rec: dict[str, Any], where: dict[str, Any], threshold: float) -> None:
        self.first = dict(where)
        self.rec = rec
        self.steps: list[Step] = []
        self.last = where["line"]
        self.success = outcome_success(
            rec.get("outcome"), reward_threshold=threshold, field="outcome", where=where
        )

    def add(self, rec: dict[str, Any], where: dict[str, Any]) -> None:
        for key in ("task", "outcome"):
            if rec.get(key) != self.rec.get(key):
                raise InputError(
                    f"differs from the run's first row (line {self.first['line']}): "
                    f"{json.dumps(rec.get(key), default=str)[:40]}",
                    field=key,
                    **where,
                )
        args, result = rec.get("args"), rec["result"]
        self.last = where["line"]
        raw: dict[str, Any] = {"args": args} if args is not None else {}
        if result == "":  # an empty result is a result: written out, it must read back so
            raw["observation"] = result
        self.steps.append(
            Step(action=rec["tool"], input=render_input(args), observation=result, raw=raw)
        )

    def episode(self) -> Episode:
        src, run_id = self.rec["source"], self.rec["run_id"]
        ep_id = f"{src}/{run_id}"
        raw = {"id": ep_id, "question": self.rec["task"], "source": src, "run_id": run_id}
        raw |= {"outcome": self.rec.get("outcome"), "success": self.success}
        return Episode(id=ep_id, question=self.rec["task"], steps=self.steps, raw=raw)


def real_runs_episodes(
    records: Iterable[tuple[int, Any]], *, path: str, reward_threshold: float = 1.0
) -> Iterator[Episode]:
    """Group ``(line, row)`` records of one file into episodes (see the module docstring).

    A run's rows must follow one another; a run whose rows resume after another run's is an
    :class:`InputError` naming both lines (sort the file by source and run first).
    """
    done: dict[tuple[str, str], int] = {}
    run: _Run | None = None
    key: tuple[str, str] | None = None
    for line, rec in records:
        where: dict[str, Any] = {"path": path, "line": line}
        new_key, rec = _row(rec, where)
        if new_key != key:
            if new_key in done:
                raise InputError(
                    f"run {new_key[1]!r} of {new_key[0]!r} resumes here after other runs' rows "
                    f"(its rows ended at line {done[new_key]}); keep each run's rows together",
                    field="run_id",
                    **where,
                )
            if run is not None and key is not None:
                done[key] = run.last
                yield run.episode()
            run, key = _Run(rec, where, reward_threshold), new_key
        assert run is not None  # for mypy: set above on the first row
        run.add(rec, where)
    if run is not None:
        yield run.episode()


def read_real_runs(path: PathLike, *, reward_threshold: float = 1.0) -> Iterator[Episode]:
    """Stream the episodes of a ``real-runs`` file (see the module docstring).

    Parameters
    ----------
    path : str or path
        The JSON Lines file (gzip read transparently; ``-`` = standard input).
    reward_threshold : float, default 1.0
        The least ``reward`` that counts as success (partial rewards are failures by default).

    Raises
    ------
    InputError
        A row without a field it needs, of the wrong type, a run whose ``task`` or ``outcome``
        changes between rows, or whose rows are not together — naming file, line and field.

    Examples
    --------
    >>> from uselessdetect.io import sample_real_runs_path
    >>> eps = list(read_real_runs(sample_real_runs_path()))
    >>> ep = eps[0]
    >>> ep.raw["source"], ep.raw["outcome"], ep.raw["success"]
    ('tau-bench/airline/gpt-4o', {'reward': 0.0}, False)
    >>> ep.steps[0].action, ep.steps[0].input
    ('get_user_details', 'omar_rossi_1241')
    """
    name = input_name(path_argument(path))
    return real_runs_episodes(iter_jsonl(path), path=name, reward_threshold=reward_threshold)
