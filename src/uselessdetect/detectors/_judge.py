"""The judge detector: asks a language model the paper's question, USEFUL or USELESS?"""

from __future__ import annotations

import math
import threading
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

import numpy as np

from .._checks import check_count, check_number
from .._types import Sample
from ..exceptions import ConfigurationError, JudgeFailureError
from ._base import Detector
from ._judge_cache import MemoryCache, SQLiteCache, cache_key, open_cache
from ._judge_call import Failed, Tally, ask_many, model_identity
from ._judge_parse import parse_answer
from ._judge_prompt import check_template, render_prompt

__all__ = ["FAILURE_FLOOR", "JudgeDetector", "fitted_judges", "watch_judges"]

_COUNTERS = ("calls_", "cache_hits_", "unparsed_", "errors_", "judged_", "timeouts_", "retries_")

#: Failures needed before ``max_failures`` can stop a run early (a share of few is noise);
#: :meth:`JudgeDetector.check_failures` with ``final=True`` applies the share to any count.
FAILURE_FLOOR = 5


#: Totals per fitted detector (``fit_id_``) in this process, its copies included: offline
#: scoring unpickles copies of the detectors it is given, and their counts land here too.
_LEDGER: dict[str, dict[str, Any]] = {}
_LEDGER_LOCK = threading.Lock()

#: Judge detectors fitted inside :func:`watch_judges` (a command reports their failures).
_WATCHED: ContextVar[list[Any] | None] = ContextVar("uselessdetect_judges", default=None)


@contextmanager
def watch_judges() -> Iterator[list[Any]]:
    """Collect every judge detector fitted in this context (its counts are read afterwards).

    Examples
    --------
    >>> with watch_judges() as found:
    ...     det = JudgeDetector(str.upper).fit([])
    >>> found == [det]
    True
    """
    found: list[Any] = []
    token = _WATCHED.set(found)
    try:
        yield found
    finally:
        _WATCHED.reset(token)


def fitted_judges() -> list[Any]:
    """The judge detectors fitted so far inside the current :func:`watch_judges`."""
    return list(_WATCHED.get() or [])


def _to_ask(keys: list[str], known: dict[str, float | None]) -> list[int]:
    """Indices to ask: the first of each key not cached (a recurring prompt is asked once)."""
    first: dict[str, int] = {}
    for i, key in enumerate(keys):
        if key not in known:
            first.setdefault(key, i)
    return list(first.values())


class JudgeDetector(Detector):
    """LLM judge: asks any language model whether each result is USEFUL or USELESS.

    The paper's side-channel question, asked of a model you bring: each tool result is put
    into a one-word question (see :func:`render_prompt`) and the answer read as P(useless):
    1 or 0 from text, a probability from log-probabilities. An answer that names neither
    word, or a call that fails after its retries, is ``unknown``: the detector abstains.
    Failures are counted (``errors_``, ``timeouts_``, :meth:`failure_report`), never hidden:
    with ``max_failures`` set, a judge that fails on more than that share of the samples
    raises :class:`~uselessdetect.exceptions.JudgeFailureError` (a
    :class:`~uselessdetect.gate.StopGate` still never raises: it turns the error into
    ``unknown`` and logs it). A ``KeyboardInterrupt`` raised while judging propagates.

    Parameters
    ----------
    judge : callable
        What you already have: ``prompt: str -> answer``, or ``messages: list[dict] -> answer``
        (first parameter named ``messages`` or annotated as a list, or ``judge.input_format
        = "messages"``), sync or ``async``. The answer is text, a float P(useless), or a
        mapping ``{"useless": logprob, "useful": logprob}``. :mod:`uselessdetect.judges` wraps
        OpenAI-compatible, LangChain and ``llm`` clients. Required (checked by ``fit``).
    template : str, optional
        A :meth:`str.format` prompt naming some of ``{question}``, ``{query}``,
        ``{observation}`` (required) and ``{thought}``; checked at construction.
        Default: :data:`DEFAULT_TEMPLATE` (no thought: the judge reads the result itself).
    n_jobs : int, default 8
        Calls in flight at once (threads for sync judges, a semaphore for async ones; for a
        :func:`~uselessdetect.judges.openai_chat` judge, a cap on its client's concurrency,
        which also drops by itself when a server queues requests). A sync Python callable
        that times out cannot be stopped: it is abandoned in its thread (its slot is freed);
        the OpenAI-compatible judge closes the request's connection instead.
    cache : bool or path, default True
        ``True``: identical (model, prompt) pairs are asked once per detector; a path: an
        SQLite file shared by every detector and process that names it, kept across runs;
        ``False``: ask every time. The model is ``judge.model_id`` when set, else the
        callable's dotted name.
    timeout : float or None, default 30.0
        Seconds one call may take before it counts as failed, counted from when the call
        got its slot (never from when it was queued); ``None``: no limit (for an
        :func:`~uselessdetect.judges.openai_chat` judge: its client's timeout).
    max_retries : int, default 2
        Further attempts after a call raises or times out (for an
        :func:`~uselessdetect.judges.openai_chat` judge: after a 429, a 5xx or a timeout,
        with backoff; a 4xx or a validation 500 is not retried).
    max_failures : float or None, default None
        Share of samples (0 to 1) whose every attempt may fail before judging raises
        :class:`~uselessdetect.exceptions.JudgeFailureError`; checked as answers arrive,
        once at least :data:`FAILURE_FLOOR` samples failed (any count when it is 0).
        ``None``: never raise, only count. The command line's default is 0.2
        (``--max-judge-failures``).
    name : str, optional
        The detector's name in reports and scored files (default ``"judge"``).

    Attributes
    ----------
    calls_, cache_hits_, unparsed_, errors_, judged_, timeouts_, retries_ : int
        Running totals since ``fit``: calls made (requests sent, retries included), samples
        answered from the cache, samples whose answer named neither word, samples whose
        every attempt failed, samples judged, attempts that timed out, retries.
        ``last_error_`` holds the last failure's text.

    Examples
    --------
    >>> from uselessdetect import Sample
    >>> ask = lambda prompt: "USELESS" if "Paris" in prompt else "Useful."
    >>> det = JudgeDetector(ask).fit([])
    >>> [j.verdict.value for j in det.judge_many([Sample("Who founded Creed?", "Paris."),
    ...                                           Sample("Who founded Creed?", "Scott Stapp.")])]
    ['useless', 'useful']
    >>> det.calls_, det.cache_hits_, det.judge(Sample("Who founded Creed?", "Paris.")).score
    (2, 0, 1.0)
    >>> det.calls_, det.cache_hits_
    (2, 1)
    """

    can_abstain = True
    default_cutoff = 0.5

    def __init__(
        self,
        judge: Callable[..., Any] | None = None,
        *,
        template: str | None = None,
        n_jobs: int = 8,
        cache: bool | str = True,
        timeout: float | None = 30.0,
        max_retries: int = 2,
        max_failures: float | None = None,
        name: str | None = None,
    ) -> None:
        check_template(template)
        self._judge_param = judge  # not ``self.judge``: that is the verdict method
        self.template = template
        self.n_jobs = n_jobs
        self.cache = cache
        self.timeout = timeout
        self.max_retries = max_retries
        self.max_failures = max_failures
        self.name = name

    # ``name`` is both a constructor parameter and the detector's reported name
    @property
    def name(self) -> str:
        return self.__dict__.get("_name") or "judge"

    @name.setter
    def name(self, value: str | None) -> None:
        self.__dict__["_name"] = value

    # ``judge`` is both a constructor parameter and Detector.judge(sample): kept apart here
    def get_params(self, deep: bool = True) -> dict[str, Any]:
        params = super().get_params(deep=deep)
        params["judge"] = self._judge_param
        params["name"] = self.__dict__.get("_name")
        return params

    def set_params(self, **params: Any) -> JudgeDetector:
        if "judge" in params:
            self._judge_param = params.pop("judge")
        super().set_params(**params)
        return self

    def _learns_cutoff(self) -> bool:
        return True  # the model's own answer decides: P(useless) >= 0.5; fit makes no calls

    def _fit(self, samples: list[Sample], y: np.ndarray | None) -> None:
        judge = self._judge_param
        if judge is None or not callable(judge):
            raise ConfigurationError(
                "the judge detector needs a model to ask: pass judge=<callable> "
                "(e.g. uselessdetect.judges.openai_chat(client, model)), or on the command "
                f"line --judge-fn module:callable; got {judge!r}"
            )
        self._check_numbers()
        self.template_ = check_template(self.template)
        self.model_id_ = model_identity(judge)
        self.cache_ = open_cache(self.cache)
        self.cutoff_ = self.default_cutoff
        for counter in _COUNTERS:
            setattr(self, counter, 0)
        self.last_error_: str | None = None
        self.__dict__.pop("_limited", None)
        self.__dict__.pop("_seen", None)
        self.fit_id_ = uuid.uuid4().hex  # the process's totals of this fit and its copies
        watched = _WATCHED.get()
        if watched is not None and all(d is not self for d in watched):
            watched.append(self)

    def _check_numbers(self) -> None:
        check_count(self.n_jobs, "n_jobs")
        check_number(self.timeout, "timeout", low=0, low_open=True, optional=True, what="seconds")
        check_count(self.max_retries, "max_retries", low=0)
        check_number(self.max_failures, "max_failures", low=0, high=1, optional=True)

    def _target(self) -> Any:
        """The callable to ask: a managed judge gets this detector's timeout and retries."""
        judge = self._judge_param
        if not getattr(judge, "manages_calls", False):
            return judge
        held = self.__dict__.get("_limited")
        if held is None or held[0] is not judge:
            limited = judge.with_limits(  # type: ignore[union-attr]
                timeout=self.timeout, retries=self.max_retries, concurrency=self.n_jobs
            )
            held = self.__dict__["_limited"] = (judge, limited)
        return held[1]

    # ------------------------------------------------------------------ scoring
    def _scores(self, samples: list[Sample]) -> np.ndarray:
        prompts = [render_prompt(s, self.template_) for s in samples]
        keys = [cache_key(self.model_id_, p) for p in prompts]
        cache: MemoryCache | SQLiteCache | None = self.cache_
        known: dict[str, float | None] = cache.get_many(keys) if cache is not None else {}
        todo = _to_ask(keys, known) if cache is not None else list(range(len(prompts)))

        live: dict[str, Any] = {"done": 0, "failed": 0, "last": ""}
        live_lock = threading.Lock()
        cached = sum(1 for k in keys if k in known)  # answered from the cache

        def store(j: int, answer: Any) -> None:  # as each answer arrives: paid for, kept
            if cache is not None and not isinstance(answer, Failed):
                i = todo[j]
                cache.put(keys[i], parse_answer(answer), str(answer), self.model_id_)
            with live_lock:
                live["done"] += 1
                if isinstance(answer, Failed):
                    live["failed"] += 1
                    live["last"] = answer.error
                failed, done, last = live["failed"], live["done"], live["last"]
            totals = self._totals()
            self._check_share(totals["errors"] + failed, totals["judged"] + cached + done, last)

        judge = self._target()
        managed = judge is not self._judge_param
        tally = Tally()
        try:
            answers = ask_many(
                judge,
                [prompts[i] for i in todo],
                n_jobs=self.n_jobs,
                timeout=None if managed else self.timeout,  # the client times each attempt
                retries=0 if managed else self.max_retries,  # and retries it
                on_answer=store,
                tally=tally,
            )
        except JudgeFailureError:  # stopped early: count what was done
            self._add(
                hits=cached, errors=live["failed"], judged=cached + live["done"],
                last=live["last"] or None,
            )  # fmt: skip
            self._count_client(judge, managed, tally)
            raise
        fresh: dict[str, Any] = {}
        for i, (answer, _) in zip(todo, answers, strict=True):
            fresh[keys[i] if cache is not None else str(i)] = answer
        out = self._assemble(keys, known, fresh, cache is not None)
        self._count_client(judge, managed, tally)
        return out

    def _count_client(self, judge: Any, managed: bool, tally: Tally) -> None:
        """Timeouts and retries of the batch; a managed judge's requests from its client."""
        if not managed:
            self._add(calls=tally.attempts, timeouts=tally.timeouts, retries=tally.retries)
            return
        stats = judge.chat.stats
        with _LEDGER_LOCK:
            seen = self.__dict__.setdefault("_seen", {"requests": 0, "timeouts": 0, "retries": 0})
            delta = {k: stats[k] - seen[k] for k in seen}
            seen.update({k: stats[k] for k in seen})
        self._add(calls=delta["requests"], timeouts=delta["timeouts"], retries=delta["retries"])

    def _check_share(self, failed: int, judged: int, last: str | None, final: bool = False) -> None:
        share = self.max_failures
        if share is None or failed == 0 or failed <= share * judged:
            return
        if not final and share > 0 and failed < FAILURE_FLOOR:
            return
        raise JudgeFailureError(
            f"the judge failed on {failed} of {judged} samples ({failed / max(judged, 1):.0%}), "
            f"more than the {share:.0%} allowed (max_failures, --max-judge-failures); "
            f"last error: {last or 'unknown'}"
        )

    def check_failures(self) -> None:
        """Raise :class:`~uselessdetect.exceptions.JudgeFailureError` when, over everything
        judged since ``fit`` (copies in this process included), failures exceed
        ``max_failures``, whatever their number."""
        t = self._totals()
        self._check_share(t["errors"], t["judged"], t["last"], final=True)

    def failure_report(self) -> dict[str, Any]:
        """The running totals since ``fit`` as a dict: what a command prints after judging.

        The totals cover this detector and its copies in this process (offline scoring
        judges with unpickled copies); copies in other processes (``-j``, Dask) count their
        own.

        Examples
        --------
        >>> from uselessdetect import Sample
        >>> def broken(prompt):
        ...     raise RuntimeError("no model loaded")
        >>> det = JudgeDetector(broken, max_retries=1).fit([])
        >>> det.judge(Sample("Who founded Creed?", "Paris.")).verdict.value
        'unknown'
        >>> report = det.failure_report()
        >>> report["failed"], report["calls"], report["last_error"]
        (1, 2, 'RuntimeError: no model loaded')
        """
        t = self._totals()
        return {
            "judged": t["judged"],
            "failed": t["errors"],
            "failed_share": t["errors"] / t["judged"] if t["judged"] else 0.0,
            "timeouts": t["timeouts"],
            "retries": t["retries"],
            "calls": t["calls"],
            "cache_hits": t["hits"],
            "unparsed": t["unparsed"],
            "last_error": t["last"],
        }

    def _assemble(
        self,
        keys: list[str],
        known: dict[str, float | None],
        fresh: dict[str, Any],
        cached: bool,
    ) -> np.ndarray:
        """Scores in input order; counts cache hits, unparsed answers and failures."""
        out = np.full(len(keys), np.nan)
        asked: set[str] = set()
        hits = unparsed = errors = 0
        last_error = None
        for i, key in enumerate(keys):
            slot = key if cached else str(i)
            if slot in fresh and slot not in asked:
                asked.add(slot)
                answer = fresh[slot]
                if isinstance(answer, Failed):
                    errors, last_error = errors + 1, answer.error
                    continue
                score = parse_answer(answer)
            else:  # answered from the cache, or by an identical prompt earlier in this batch
                answer = fresh.get(slot)
                if isinstance(answer, Failed):  # failures are not cached: not a hit
                    errors += 1
                    continue
                hits += 1
                score = known[key] if key in known else parse_answer(answer)
            if score is None or math.isnan(score):
                unparsed += 1
            else:
                out[i] = score
        self._add(hits=hits, unparsed=unparsed, errors=errors, judged=len(keys),
                  last=last_error)  # fmt: skip
        t = self._totals()
        self._check_share(t["errors"], t["judged"], t["last"])  # the floor applies
        return out

    _FIELDS = {"calls": "calls_", "hits": "cache_hits_", "unparsed": "unparsed_",
               "errors": "errors_", "judged": "judged_", "timeouts": "timeouts_",
               "retries": "retries_"}  # fmt: skip

    def _add(self, *, last: str | None = None, **deltas: int) -> None:
        """Add to this object's counters and to the process's totals for this fit."""
        with _LEDGER_LOCK:
            entry = _LEDGER.get(self.fit_id_)
            if entry is None:  # this process's first count of this fit (maybe a copy's)
                entry = {k: getattr(self, a) for k, a in self._FIELDS.items()}
                entry["last"] = self.last_error_
                _LEDGER[self.fit_id_] = entry
            for key, value in deltas.items():
                entry[key] += value
                attr = self._FIELDS[key]
                setattr(self, attr, getattr(self, attr) + value)
            if last is not None:
                entry["last"] = self.last_error_ = last

    def _totals(self) -> dict[str, Any]:
        with _LEDGER_LOCK:
            entry = _LEDGER.get(self.fit_id_)
            if entry is None:
                return {**{k: getattr(self, a) for k, a in self._FIELDS.items()},
                        "last": self.last_error_}  # fmt: skip
            return dict(entry)

    def __getstate__(self) -> dict[str, Any]:
        state = dict(super().__getstate__())
        state.pop("_limited", None)  # a copy builds its own client (and counts afresh)
        state.pop("_seen", None)
        return state
