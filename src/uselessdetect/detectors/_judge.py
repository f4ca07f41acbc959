"""The judge detector: asks a language model the paper's question, USEFUL or USELESS?"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from typing import Any

import numpy as np

from .._types import Sample
from ..exceptions import ConfigurationError
from ._base import Detector
from ._judge_cache import MemoryCache, SQLiteCache, cache_key, open_cache
from ._judge_call import Failed, ask_many, model_identity
from ._judge_parse import parse_answer
from ._judge_prompt import check_template, render_prompt

__all__ = ["JudgeDetector"]

_COUNTERS = ("calls_", "cache_hits_", "unparsed_", "errors_")


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
    word, or a call that fails after its retries, is ``unknown``: the detector abstains and
    never raises into a caller such as :class:`~uselessdetect.gate.StopGate`.

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
        Calls in flight at once (threads for sync judges, a semaphore for async ones).
    cache : bool or path, default True
        ``True``: identical (model, prompt) pairs are asked once per detector; a path: an
        SQLite file shared by every detector and process that names it, kept across runs;
        ``False``: ask every time. The model is ``judge.model_id`` when set, else the
        callable's dotted name.
    timeout : float or None, default 30.0
        Seconds one call may take before it counts as failed.
    max_retries : int, default 2
        Further attempts after a call raises or times out.
    name : str, optional
        The detector's name in reports and scored files (default ``"judge"``).

    Attributes
    ----------
    calls_, cache_hits_, unparsed_, errors_ : int
        Running totals since ``fit``: calls made (retries included), samples answered from
        the cache, samples whose answer named neither word, samples whose every attempt
        failed. ``last_error_`` holds the last failure's text.

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
        name: str | None = None,
    ) -> None:
        check_template(template)
        self._judge_param = judge  # not ``self.judge``: that is the verdict method
        self.template = template
        self.n_jobs = n_jobs
        self.cache = cache
        self.timeout = timeout
        self.max_retries = max_retries
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

    def _check_numbers(self) -> None:
        n, t, r = self.n_jobs, self.timeout, self.max_retries
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise ConfigurationError(f"n_jobs must be an integer >= 1, got {n!r}")
        if t is not None and (isinstance(t, bool) or not isinstance(t, (int, float)) or t <= 0):
            raise ConfigurationError(
                f"timeout must be a positive number of seconds or None, got {t!r}"
            )
        if isinstance(r, bool) or not isinstance(r, int) or r < 0:
            raise ConfigurationError(f"max_retries must be an integer >= 0, got {r!r}")

    # ------------------------------------------------------------------ scoring
    def _scores(self, samples: list[Sample]) -> np.ndarray:
        prompts = [render_prompt(s, self.template_) for s in samples]
        keys = [cache_key(self.model_id_, p) for p in prompts]
        cache: MemoryCache | SQLiteCache | None = self.cache_
        known: dict[str, float | None] = cache.get_many(keys) if cache is not None else {}
        todo = _to_ask(keys, known) if cache is not None else list(range(len(prompts)))

        def store(j: int, answer: Any) -> None:  # as each answer arrives: paid for, kept
            if cache is not None and not isinstance(answer, Failed):
                i = todo[j]
                cache.put(keys[i], parse_answer(answer), str(answer), self.model_id_)

        answers = ask_many(
            self._judge_param,  # type: ignore[arg-type]
            [prompts[i] for i in todo],
            n_jobs=self.n_jobs,
            timeout=self.timeout,
            retries=self.max_retries,
            on_answer=store,
        )
        fresh: dict[str, Any] = {}
        calls = 0
        for i, (answer, attempts) in zip(todo, answers, strict=True):
            calls += attempts
            fresh[keys[i] if cache is not None else str(i)] = answer
        return self._assemble(keys, known, fresh, calls, cache is not None)

    def _assemble(
        self,
        keys: list[str],
        known: dict[str, float | None],
        fresh: dict[str, Any],
        calls: int,
        cached: bool,
    ) -> np.ndarray:
        """Scores in input order; counts calls, cache hits, unparsed answers and failures."""
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
        self._count(calls, hits, unparsed, errors, last_error)
        return out

    def _count(self, calls: int, hits: int, unparsed: int, errors: int, last: str | None) -> None:
        with self._counter_lock():
            self.calls_ += calls
            self.cache_hits_ += hits
            self.unparsed_ += unparsed
            self.errors_ += errors
            if last is not None:
                self.last_error_ = last

    def _counter_lock(self) -> threading.Lock:
        lock = self.__dict__.get("_lock")
        if lock is None:
            lock = self.__dict__.setdefault("_lock", threading.Lock())
        return lock

    def __getstate__(self) -> dict[str, Any]:
        state = dict(super().__getstate__())
        state.pop("_lock", None)
        return state
