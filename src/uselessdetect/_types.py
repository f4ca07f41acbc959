"""The data model: Sample, Verdict, Judgment, Step and Episode (design §2–3)."""

from __future__ import annotations

import enum
import numbers
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .exceptions import InputError

__all__ = [
    "EARLIER_MAX",
    "EarlierTexts",
    "Episode",
    "FINISH",
    "Judgment",
    "KEYED_ARGUMENTS",
    "NO_RESULT",
    "Sample",
    "Step",
    "Verdict",
]

#: The action name that ends an episode.
FINISH = "finish"

#: The ``orphan`` mark of a logged tool call whose result never came: such a step has no
#: observation, every reader accepts it, scoring leaves it unjudged and counts it, and the
#: measurements count it as an action without a result (``steps_without_observation``).
NO_RESULT = "call without a result"

#: Argument names that say what their text is: a command line a shell or a device runs, a
#: program an interpreter runs. A call's one string argument under one of them keeps its name
#: in the call's query (``{"command":"git status"}``, not ``git status``): ``default`` reads
#: what such a call gets back as a command's output, and ``git status`` alone reads as words.
KEYED_ARGUMENTS = frozenset({"command", "commands", "cmd", "script", "code"})

#: The most earlier results of one tool a sample carries (and a gate remembers) per episode.
EARLIER_MAX = 100


class Verdict(str, enum.Enum):
    """A detector's verdict on one tool result.

    Examples
    --------
    >>> Verdict("useless").label
    1
    >>> Verdict.UNKNOWN.label is None
    True
    """

    USELESS = "useless"
    USEFUL = "useful"
    UNKNOWN = "unknown"

    @property
    def label(self) -> int | None:
        """The label convention: 1 = useless, 0 = useful, ``None`` = abstained."""
        return {"useless": 1, "useful": 0}.get(self.value)

    def __str__(self) -> str:
        return self.value


def _is_label(value: Any) -> bool:
    """0 or 1 as an integer of any integral type except bool (numpy's included)."""
    return (
        isinstance(value, numbers.Integral)
        and not isinstance(value, bool)
        and type(value).__name__ != "bool_"
        and int(value) in (0, 1)
    )


def _same(original: Any, value: Any) -> bool:
    """Whether a typed field means what the original JSON value said (``7`` and ``"7"``)."""
    if isinstance(original, bool) or isinstance(value, bool):
        return original is value
    return bool(original == value or str(original) == str(value))


class EarlierTexts(tuple):
    """Earlier results as text (a tuple of strings, oldest first) that also keep the
    arguments of the calls that returned them (``queries``), so that "the same call again"
    can be told (:func:`uselessdetect.shapes.call_key`). What
    :meth:`Episode.samples` gives with ``earlier=True``; anywhere else it is a tuple.

    Examples
    --------
    >>> e = EarlierTexts(["Invalid action!"], ["click[Buy]"])
    >>> e, e.queries
    (('Invalid action!',), ('click[Buy]',))
    """

    #: Marks the object as earlier results for :class:`Sample`'s validation.
    is_earlier_results: ClassVar[bool] = True
    queries: tuple[str, ...]

    def __new__(cls, texts: Iterable[str], queries: Iterable[str] = ()) -> EarlierTexts:
        self = super().__new__(cls, texts)
        self.queries = tuple(queries)
        return self


@dataclass(frozen=True, slots=True)
class Sample:
    """One tool result to judge.

    Parameters
    ----------
    question : str
        The task the agent is working on.
    observation : str
        What the tool returned.
    query : str
        What the agent asked the tool for (``""`` when unknown).
    thought : str
        The agent's thought written *after* reading the observation (``""`` when none).
    label : int or None
        1 = useless, 0 = useful, ``None`` = unlabeled.
    kind : str or None
        Where the sample came from: ``gold``, ``injected``, ``plausible``, ``answerless``, ``real``.
    source : str or None
        Free-form provenance, e.g. ``"hotpotqa:5adf2fa35542993344016c11"``.
    earlier : sequence of str
        The same tool's earlier results in the episode, oldest first (``()`` when unknown):
        what "nothing new" is judged against (design §3.4). Stored as a tuple. A
        live gate passes its own compact record of them instead
        (:class:`uselessdetect.shapes.Seen`, which keeps hashes, not text, or, for a
        detector that reads only the calls behind them, :class:`uselessdetect.shapes.SeenCalls`);
        only text is written by :meth:`to_dict`.

    Examples
    --------
    >>> s = Sample(question="Who wrote Dune?", observation="Dune: a novel by Frank Herbert.")
    >>> s.query, s.label, s.earlier
    ('', None, ())
    """

    question: str
    observation: str
    query: str = ""
    thought: str = ""
    label: int | None = None
    kind: str | None = None
    source: str | None = None
    earlier: Sequence[str] = ()

    def __post_init__(self) -> None:
        """Refuse what no sample can hold: a label other than 0, 1 or ``None``, non-text."""
        label = self.label
        if label is not None and not (type(label) is int and label in (0, 1)):
            if _is_label(label):  # a numpy 0/1 (from arrays of labels): stored as int
                object.__setattr__(self, "label", int(label))
            else:
                raise InputError(
                    f"expected 0 (useful), 1 (useless) or None, got {type(label).__name__} "
                    f"{label!r:.40}",
                    field="label",
                )
        for name in ("question", "observation", "query", "thought"):
            value = getattr(self, name)
            if not isinstance(value, str):
                raise InputError(f"expected a string, got {type(value).__name__}", field=name)
        for name in ("kind", "source"):
            value = getattr(self, name)
            if value is not None and not isinstance(value, str):
                raise InputError(
                    f"expected a string or None, got {type(value).__name__}", field=name
                )
        earlier = self.earlier
        if type(earlier) is not tuple:
            _check_earlier_container(self)
            earlier = self.earlier
        if type(earlier) is tuple and earlier and not all(type(e) is str for e in earlier):
            bad = next(e for e in earlier if not isinstance(e, str))
            raise InputError(
                f"expected the earlier results as strings, got {type(bad).__name__} {bad!r:.40}",
                field="earlier",
            )

    @classmethod
    def from_dict(cls, record: Mapping[str, Any]) -> Sample:
        """Build from a mapping (see :mod:`uselessdetect.io` for validating files).

        A ``label`` must be 0, 1 or absent/``None`` (``"1"`` is refused, not read as 1).

        Examples
        --------
        >>> Sample.from_dict({"question": "Q?", "observation": "O.", "label": 1}).label
        1
        >>> Sample.from_dict({"question": "Q?", "observation": "O.", "label": "1"})
        Traceback (most recent call last):
        ...
        uselessdetect.exceptions.InputError: <input>: field `label`: expected 0 (useful), ...
        """
        return cls(
            question=record["question"],
            observation=record["observation"],
            query=record.get("query") or "",
            thought=record.get("thought") or "",
            label=record.get("label"),
            kind=record.get("kind"),
            source=record.get("source"),
            earlier=record.get("earlier") or (),
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (design §3.1); unset optional fields are left out."""
        out: dict[str, Any] = {
            "question": self.question,
            "query": self.query,
            "observation": self.observation,
            "thought": self.thought,
        }
        for key in ("label", "kind", "source"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.earlier and isinstance(self.earlier, tuple):
            out["earlier"] = list(self.earlier)
        return out


def _check_earlier_container(sample: Sample) -> None:
    """A list of earlier results becomes a tuple; a gate's record of them (anything marked
    ``is_earlier_results``) is kept as it is; anything else is refused."""
    value = sample.earlier
    if isinstance(value, list):
        object.__setattr__(sample, "earlier", tuple(value))
    elif value is None:
        object.__setattr__(sample, "earlier", ())
    elif not getattr(value, "is_earlier_results", False):
        raise InputError(
            f"expected a list or tuple of earlier results (strings), got "
            f"{type(value).__name__} {value!r:.40}",
            field="earlier",
        )


@dataclass(frozen=True, slots=True)
class Judgment:
    """A verdict plus a score (estimated P(useless)) plus the detector's name.

    Examples
    --------
    >>> Judgment(Verdict.USELESS, 0.93, "lexical").to_dict()
    {'verdict': 'useless', 'score': 0.93}
    """

    verdict: Verdict
    score: float
    detector: str = ""

    def to_dict(self) -> dict[str, Any]:
        """The per-step JSON form written by scoring (design §3.2)."""
        return {"verdict": self.verdict.value, "score": round(float(self.score), 6)}


@dataclass(slots=True)
class Step:
    """One step of an episode: thought → action[input] → observation.

    ``raw`` keeps the step's original record so that writing it back preserves every field;
    the typed fields above take precedence over it.
    """

    action: str
    thought: str = ""
    input: str = ""
    observation: str | None = None
    label: int | None = None
    judgments: dict[str, dict[str, Any]] = field(default_factory=dict)
    raw: dict[str, Any] = field(default_factory=dict)

    @property
    def is_finish(self) -> bool:
        """Whether this step ends the episode with an answer."""
        return self.action.strip().lower() == FINISH

    @property
    def awaits_result(self) -> bool:
        """Whether this is a logged call whose result never came (marked ``orphan``).

        Examples
        --------
        >>> Step("search", input="X", raw={"orphan": NO_RESULT}).awaits_result
        True
        """
        return (
            self.observation is None and self.raw.get("orphan") == NO_RESULT and not self.is_finish
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: the original record's fields, then this step's own, then judgments.

        A field the original record holds keeps its original value (and JSON type) where this
        step's value means the same; an empty ``thought`` or ``input`` is not added.
        """
        out = dict(self.raw)
        own = {
            "thought": self.thought,
            "action": self.action,
            "input": self.input,
            "observation": self.observation,
            "label": self.label,
        }
        for key, value in own.items():
            if value is None or (value == "" and key not in out):
                continue
            if key not in out or not _same(out[key], value):
                out[key] = value
        if self.judgments:
            out["judgments"] = {k: dict(v) for k, v in self.judgments.items()}
        return out


@dataclass(slots=True)
class Episode:
    """One agent run on one question (design §3.2).

    ``raw`` keeps the original record; :meth:`to_dict` writes it back with the steps' judgments.

    Examples
    --------
    >>> ep = Episode(id="q1", question="Q?", steps=[
    ...     Step(action="search", input="A", observation="x", label=1, thought="Look up A."),
    ...     Step(action="finish", input="B", thought="A was unrelated; I answer B.")])
    >>> [s.thought for _, s in ep.samples()]
    ['A was unrelated; I answer B.']
    """

    id: str
    question: str
    steps: list[Step]
    budget: int | None = None
    regime: str | None = None
    recovery: int | None = None
    correct: bool | None = None
    raw: dict[str, Any] = field(default_factory=dict)

    @property
    def answered(self) -> bool:
        """Whether the episode ends with a ``finish`` action."""
        return bool(self.steps) and self.steps[-1].is_finish

    def samples(self, *, earlier: bool = False) -> Iterator[tuple[int, Sample]]:
        """Yield ``(step_index, Sample)`` for every step that has an observation to judge.

        Finish steps are skipped. The thought that judges step *t*'s observation is the thought
        of step *t + 1* (ReAct's alignment rule, design §3.2); the last step's reaction is ``""``.
        With ``earlier``, each sample carries the observations of the same action's earlier
        steps in this episode (the last :data:`EARLIER_MAX`, oldest first).

        Examples
        --------
        >>> ep = Episode(id="e", question="Q?", steps=[Step("search", observation="a"),
        ...     Step("lookup", observation="b"), Step("search", observation="c")])
        >>> [s.earlier for _, s in ep.samples(earlier=True)]
        [(), (), ('a',)]
        """
        seen: dict[str, tuple[list[str], list[str]]] = {}
        for t, step in enumerate(self.steps):
            if step.is_finish or step.observation is None:
                continue
            nxt = self.steps[t + 1].thought if t + 1 < len(self.steps) else ""
            before: tuple[str, ...] = ()
            if earlier:
                texts, queries = seen.setdefault(step.action, ([], []))
                before = EarlierTexts(texts, queries) if texts else ()
                texts.append(step.observation)
                queries.append(step.input)
                del texts[:-EARLIER_MAX], queries[:-EARLIER_MAX]
            yield (
                t,
                Sample(
                    question=self.question,
                    query=step.input,
                    observation=step.observation,
                    thought=nxt,
                    label=step.label,
                    kind="real",
                    source=f"episode:{self.id}#{t}",
                    earlier=before,
                ),
            )

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: the original record, every field kept, steps re-serialised."""
        out = dict(self.raw)
        for key in ("id", "question", "budget", "regime", "recovery", "correct"):
            value = getattr(self, key)
            if value is not None and (key not in out or not _same(out[key], value)):
                out[key] = value
        out["steps"] = [s.to_dict() for s in self.steps]
        return out
