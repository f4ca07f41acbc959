"""What a live run lost: invalid and barred turns, unknown judgments, unparsed beliefs.

A run of a real model can lose most of its data without failing: turns that are not an
action (a small model writing ``functions.search:`` instead of calling the tool), actions the
harness barred, side-channel judgments that came back unreadable, beliefs that did not parse.
:func:`data_quality` counts them per group from the episodes themselves (the fields
``experiment`` writes on each step: ``invalid``, ``barred``, ``judgments``, ``belief``), and
:func:`quality_warnings` names every share above :data:`WARN_SHARE`. Every report of a live
run prints them beside its figures.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .._types import Episode

__all__ = [
    "QualityCounter",
    "WARN_SHARE",
    "data_quality",
    "format_quality",
    "is_live",
    "mean_label",
    "quality_warnings",
    "tool_calls",
]

#: A share of lost data above this is warned about in one line.
WARN_SHARE = 0.10


def is_live(ep: Episode) -> bool:
    """Whether an episode comes from a live run of a model (``experiment`` writes these)."""
    return "experiment" in ep.raw or "calls" in ep.raw


def ran(step: Any) -> bool:
    """Whether a step is a tool call that ran (not ``finish``, not invalid, not barred)."""
    return not step.is_finish and not step.raw.get("invalid") and not step.raw.get("barred")


def tool_calls(ep: Episode) -> int:
    """The tool calls of an episode that ran: invalid and barred turns are not calls."""
    return sum(ran(s) for s in ep.steps)


class QualityCounter:
    """:func:`data_quality` counted as episodes stream past (:meth:`watch`)."""

    def __init__(self, judgments: str = "self") -> None:
        self.judgments = judgments
        self.live = False
        self._counts: dict[str, Any] | None = None

    def watch(self, episodes: Iterable[Episode]) -> Iterable[Episode]:
        for ep in episodes:
            self.add(ep)
            yield ep

    def add(self, ep: Episode) -> None:
        self.live = self.live or is_live(ep)
        one = data_quality([ep], self.judgments)
        if self._counts is None:
            self._counts = one
        else:
            for k, v in one.items():
                if isinstance(v, int):
                    self._counts[k] += v

    def result(self) -> dict[str, Any] | None:
        """The counts, or ``None`` when no episode came from a live run."""
        if not self.live or self._counts is None:
            return None
        n = self._counts
        return {**n, "shares": _shares(n)}


def data_quality(episodes: Iterable[Episode], judgments: str = "self") -> dict[str, Any]:
    """Counts and shares of lost data over ``episodes``.

    ``turns`` are the agent's actions (steps); ``invalid`` / ``barred`` of them were not taken;
    ``results`` are the tool results (steps that ran), of which ``unknown`` have no verdict of
    ``judgments``; ``beliefs`` were asked, of which ``unparsed`` could not be read.

    Examples
    --------
    >>> from uselessdetect import Episode, Step
    >>> ep = Episode(id="e", question="q", raw={"experiment": {}}, steps=[
    ...     Step(action="search", input="x", observation="o",
    ...          raw={"judgments": {"self": {"verdict": "useless", "score": 0.9}}}),
    ...     Step(action="invalid", input="functions.search:", observation="Invalid action.",
    ...          raw={"invalid": "the reply is not a tool call",
    ...               "belief": {"p_continue": None, "p_answer_now": None}})])
    >>> q = data_quality([ep])
    >>> q["turns"], q["invalid"], q["tool_calls"], q["unparsed"], q["shares"]["invalid"]
    (2, 1, 1, 1, 0.5)
    """
    n = {"episodes": 0, "turns": 0, "invalid": 0, "barred": 0, "tool_calls": 0, "results": 0,
         "unknown": 0, "beliefs": 0, "unparsed": 0}  # fmt: skip
    for ep in episodes:
        n["episodes"] += 1
        for step in ep.steps:
            n["turns"] += 1
            n["invalid"] += bool(step.raw.get("invalid"))
            n["barred"] += bool(step.raw.get("barred"))
            if ran(step):
                n["tool_calls"] += 1
                n["results"] += 1
                j = (step.judgments or {}).get(judgments)
                verdict = j.get("verdict") if isinstance(j, Mapping) else getattr(j, "verdict", j)
                n["unknown"] += str(getattr(verdict, "value", verdict)) not in ("useless", "useful")
            belief = step.raw.get("belief")
            if isinstance(belief, Mapping):
                n["beliefs"] += 1
                n["unparsed"] += not isinstance(belief.get("p_continue"), int | float)
    return {**n, "judgments": judgments, "shares": _shares(n)}


def _shares(n: Mapping[str, int]) -> dict[str, float | None]:
    def share(k: int, of: int) -> float | None:
        return round(k / of, 6) if of else None

    return {
        "invalid": share(n["invalid"], n["turns"]),
        "barred": share(n["barred"], n["turns"]),
        "unknown": share(n["unknown"], n["results"]),
        "unparsed": share(n["unparsed"], n["beliefs"]),
    }


#: What each share is a share of, for the warning.
_OF = {
    "invalid": ("invalid turns", "turns"),
    "barred": ("barred turns", "turns"),
    "unknown": ("unknown judgments", "results"),
    "unparsed": ("unparsed beliefs", "beliefs"),
}


def quality_warnings(groups: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """One line per group and share above :data:`WARN_SHARE`."""
    out = []
    for name, q in groups.items():
        for key, share in q["shares"].items():
            if share is not None and share > WARN_SHARE:
                what, of = _OF[key]
                n = q[key]
                out.append(
                    f"warning: {name}: {n} of {q[of]} {of} lost as {what} ({share:.0%} > "
                    f"{WARN_SHARE:.0%}); figures rest on the rest"
                )
    return out


def mean_label(covered: int, of: int, names: Iterable[str] = ()) -> str:
    """``mean6`` when all six regimes are covered, else ``mean over 1 of 6 regimes``.

    ``analyze`` and ``compare`` name a mean over fewer regimes the same way.

    Examples
    --------
    >>> mean_label(6, 6), mean_label(1, 6, ["persistent"])
    ('mean6', 'mean over 1 of 6 regimes (persistent)')
    """
    if covered == of == 6:
        return "mean6"
    listed = ", ".join(names)
    return f"mean over {covered} of {of} regimes" + (f" ({listed})" if listed else "")


def format_quality(groups: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """The data-quality table (one row per group) and its warnings."""

    def pct(k: int, n: int) -> str:
        return f"{k}/{n} ({100 * k / n:.0f}%)" if n else "-"

    lines = [
        "Data quality (a live run's lost data: shares of turns, results and beliefs)",
        f"{'group':<20}{'turns':>7}{'tool calls':>12}{'invalid':>15}{'barred':>15}"
        f"{'unknown judg.':>15}{'unparsed bel.':>15}",
    ]
    for name, q in groups.items():
        lines.append(
            f"{name:<20}{q['turns']:>7}{q['tool_calls']:>12}{pct(q['invalid'], q['turns']):>15}"
            f"{pct(q['barred'], q['turns']):>15}{pct(q['unknown'], q['results']):>15}"
            f"{pct(q['unparsed'], q['beliefs']):>15}"
        )
    return lines + quality_warnings(groups)
