"""EpisodeLedger: the episode core every framework adapter translates its hooks onto."""

from __future__ import annotations

import contextlib
import logging
import threading
import uuid
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from .._types import Verdict
from ..gate import GateDecision, StopGate, label_scope, take_label
from ._gating import observe_safely
from ._reading import call_query, error_text, text_of
from ._refusing import _Refusals

__all__ = ["EpisodeLedger"]

logger = logging.getLogger("uselessdetect.integrations")

_REMEMBERED = 10_000  # tool calls whose episode is remembered (oldest forgotten first)
_TAKE: Any = object()  # ``ran(label=...)`` default: take the label noted in this context

R = TypeVar("R")


@dataclass
class _Result:
    """A tool result waiting for the model turn that judges it."""

    episode: str
    source: str
    query: str
    observation: str
    step: dict[str, Any]
    item: Any = None  # a verdict already made, observed instead of the sample


@dataclass
class _Open:
    token: object
    question: str
    keep: bool


class EpisodeLedger(_Refusals):
    """One adapter's bookkeeping of its runs: the episode core every adapter shares.

    A run is opened (:meth:`open`: the gate's ``begin``), its tool calls are run or refused
    (:meth:`refuse` and :meth:`ran`, or both at once with :meth:`execute` /
    :meth:`aexecute`), each result waits until the model's next turn judges it
    (:meth:`judge_pending` with that turn's text as the thought), calls the gate blocks in a
    model turn are recorded and dropped (:meth:`drop_blocked`), and the run is closed once
    (:meth:`close`: what is left is judged without a thought, then the gate's ``end``, which
    writes the episode when the gate has ``record_to``). The label a
    :class:`~uselessdetect.sim.FailingSource` notes while a tool runs is taken inside and
    goes to the recorded step. Safe across threads and concurrent runs; nothing it does
    raises into the framework (except a ``strict`` gate's errors).

    Parameters
    ----------
    gate : StopGate
    stop_text : str, optional
        The final answer that ends a stubborn model's run (default: the trip's reason); the
        refusal of a blocked call says it too.

    Examples
    --------
    >>> gate = StopGate(lambda s: "sorry" in s.thought, k=1)
    >>> ledger = EpisodeLedger(gate, stop_text="No answer.")
    >>> token = ledger.open("run-1", question="Who founded Creed?")
    >>> ledger.execute("run-1", "search", {"query": "Creed"}, lambda: "Weather: rain.")
    'Weather: rain.'
    >>> [d.tripped for d in ledger.judge_pending("run-1", "sorry, unrelated.")]
    [True]
    >>> ledger.refuse("run-1", "search", {"query": "Creed band"})
    'Not run: No answer. Answer now.'
    >>> ledger.close("run-1", answer="No answer.")["gate"]["blocked"]
    1
    """

    def __init__(self, gate: StopGate, *, stop_text: str | None = None) -> None:
        self.gate = gate
        self.stop_text = stop_text
        self._open: dict[str, _Open] = {}
        self._pending: dict[str, OrderedDict[str, _Result]] = {}
        self._calls: OrderedDict[str, tuple[str, str]] = OrderedDict()  # id -> (episode, wrote)
        self._scopes: dict[str, contextlib.ExitStack] = {}  # call id -> its open label scope
        self._last: dict[str, str] = {}  # episode -> the text of its latest model turn
        self._described: set[str] = set()  # tool names whose description the gate was given
        self._lock = threading.RLock()

    # ------------------------------------------------------------------ tools
    def describe(self, name: Any, description: Any) -> None:
        """Give the gate a tool's description, once per tool name (never raises).

        The gate then decides from the description whether it counts a tool whose name it
        cannot read (``payments``, ``stripe``: no verb leading it; see
        :meth:`StopGate.describe_tool`). Adapters call it where their framework shows a
        tool's description, before or at the tool's first call; a name already described,
        or a description that is not text, costs one set look-up.

        Examples
        --------
        >>> ledger = EpisodeLedger(StopGate(lambda s: True, k=1))
        >>> ledger.describe("payments", "Create a payment for a customer.")
        >>> ledger.gate.observe("ok", source="payments").counted
        False
        """
        try:
            if not isinstance(description, str) or name in self._described:
                return
            name = name if isinstance(name, str) else str(name)
            with self._lock:
                if name in self._described or len(self._described) >= _REMEMBERED:
                    return
                self._described.add(name)
            self.gate.describe_tool(name, description)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: describing the tool %s failed", name, exc_info=True)

    # ------------------------------------------------------------------ runs
    def open(self, episode: str, *, question: str = "", keep: bool = False) -> object | None:
        """Begin ``episode``'s run; a token naming this opening, or ``None`` if already open.

        ``keep`` (a thread or an episode the user named): :meth:`close` keeps the counters
        for the next run under the same name. Never raises.
        """
        episode = str(episode)
        with self._lock:
            if episode in self._open:
                return None
            token = object()
            self._open[episode] = _Open(token, str(question or ""), keep)
        self.gate.begin(episode, question=str(question or ""))
        return token

    def is_open(self, episode: str) -> bool:
        """Whether ``episode`` has a run begun and not closed."""
        with self._lock:
            return str(episode) in self._open

    def question(self, episode: str) -> str:
        """The question ``episode``'s run was opened with (``""`` if none)."""
        with self._lock:
            opened = self._open.get(str(episode))
        return opened.question if opened is not None else ""

    def ask(self, episode: str, question: str) -> None:
        """Give an open run its question later (the first one a framework shows)."""
        with self._lock:
            opened = self._open.get(str(episode))
            if opened is None or not question or opened.question == question:
                return
            opened.question = question
        self.gate.begin(str(episode), question=question)

    def close(
        self,
        episode: str,
        *,
        answer: Any = None,
        error: BaseException | str | None = None,
        token: object = None,
        if_open: bool = False,
        **fields: Any,
    ) -> dict[str, Any] | None:
        """Close ``episode``'s run once: judge what is left (no thought), then the gate's end.

        The answer is the ``finish`` step (its thought: the answer's text, unless a ``step``
        is given). With ``token``, only the opening it names (an earlier run's finalizer
        closes nothing). A run never opened is closed too, unless ``if_open``. Returns the
        record; never raises.
        """
        episode = str(episode)
        with self._lock:
            opened = self._open.get(episode)
            if opened is None and (if_open or token is not None):
                return None
            if token is not None and opened is not None and opened.token is not token:
                return None
            self._open.pop(episode, None)
            self._last.pop(episode, None)
        try:
            self.judge_pending(episode, question=opened.question if opened else None)
            if answer is not None:
                answer = text_of(answer)
                fields.setdefault("step", {"thought": answer})
            keep = opened.keep if opened is not None else False
            return self.gate.end(episode, answer=answer, error=error, keep=keep, **fields)
        except Exception:
            logger.warning("gate: closing episode %s failed", episode, exc_info=True)
            return None

    # ------------------------------------------------------------- tool calls
    def wrote(self, episode: str, call_ids: Iterable[Any], thought: str) -> None:
        """Note the model turn that made these calls: their episode and its text.

        The text is also the episode's latest: the thought of a later call whose id the
        framework does not show.
        """
        with self._lock:
            self._last[str(episode)] = thought
            for call_id in call_ids:
                self._calls[str(call_id)] = (str(episode), thought)
                self._calls.move_to_end(str(call_id))
            while len(self._calls) > _REMEMBERED:
                old, (ep, _) = self._calls.popitem(last=False)
                self._pending.get(ep, OrderedDict()).pop(old, None)

    def episode_of_call(self, call_id: Any) -> str | None:
        """The episode a noted call belongs to (``None`` if unknown or forgotten)."""
        with self._lock:
            found = self._calls.get(str(call_id))
        return found[0] if found is not None else None

    def _written(self, call_id: Any, thought: str | None, episode: str = "") -> str:
        if thought is not None:
            return thought
        with self._lock:
            found = self._calls.get(str(call_id)) if call_id is not None else None
            return found[1] if found is not None else self._last.get(episode, "")

    def collect_labels(self, call_id: Any) -> None:
        """Start collecting the labels of one call, for frameworks whose before- and
        after-tool hooks are separate callbacks (:meth:`ran` with the same ``call_id``, or
        :meth:`forget_labels`, ends it). Call it in the context the tool runs in."""
        stack = contextlib.ExitStack()
        stack.enter_context(label_scope())
        with self._lock:
            self._scopes[str(call_id)] = stack

    def forget_labels(self, call_id: Any) -> None:
        """End a call's label collection without a result (the tool raised)."""
        with self._lock:
            stack = self._scopes.pop(str(call_id), None)
        if stack is not None:
            with contextlib.suppress(ValueError):  # ended in another context than it began
                stack.close()

    def ran(
        self,
        episode: str,
        source: str,
        args: Any,
        result: Any,
        *,
        call_id: Any = None,
        thought: str | None = None,
        label: Any = _TAKE,
        match_text: bool = True,
        verdict: Any = None,
        step: Mapping[str, Any] | None = None,
        error: BaseException | str | None = None,
    ) -> str:
        """Keep a call's result until the model's next turn judges it; its pending id.

        Call it where the tool ran (inside the framework's execution, or a
        :func:`~uselessdetect.gate.label_scope` around it): the label a ``FailingSource``
        noted for ``source`` is taken there unless ``label`` is given (the one noted with
        this result's text; ``match_text=False``: the oldest one, for a framework that shows
        the result rewritten). ``verdict``: a verdict already made (a protocol error result),
        judged instead of the sample; ``step``: more fields of the recorded step.

        ``error``: the call failed (the tool raised); a result that cannot be read as text
        failed too. A failure is a result: its error text is the observation, judged useless,
        and the recorded step says ``"error": true``. Never raises.
        """
        episode, key = str(episode), str(call_id) if call_id is not None else uuid.uuid4().hex
        try:
            observation, failed = _observation(result, error)
            if label is _TAKE:
                label = take_label(source, observation if match_text and not failed else None)
            query = call_query(args)
            rec: dict[str, Any] = {"thought": self._written(call_id, thought, episode)}
            rec["input"] = query
            rec.update(step or {})
            if failed:
                verdict, rec["observation"], rec["error"] = Verdict.USELESS, observation, True
            if label is not None:
                rec["label"] = label
            with self._lock:
                if call_id is not None:
                    self._calls[key] = (episode, rec["thought"])
                waiting = self._pending.setdefault(episode, OrderedDict())
                waiting[key] = _Result(episode, source, query, observation, rec, verdict)
        except Exception:
            if self.gate.strict:
                raise
            logger.warning("gate: keeping a result of %s failed", source, exc_info=True)
        finally:
            if call_id is not None:
                self.forget_labels(call_id)
        return key

    def failed(
        self, episode: str, source: str, args: Any, error: BaseException | str, **kwargs: Any
    ) -> str:
        """Keep a tool failure as a result (see :meth:`ran`): the error text, judged useless."""
        return self.ran(episode, source, args, None, error=error, **kwargs)

    def execute(
        self,
        episode: str,
        source: str,
        args: Any,
        run: Callable[[], R],
        *,
        call_id: Any = None,
        thought: str | None = None,
        passes: tuple[type[BaseException], ...] = (),
    ) -> R | str:
        """Run a call (``run()``) or refuse it; keep its result for judging.

        A ``run()`` that raises is kept as a failed result (:meth:`failed`), then its error
        goes on to the framework as it would without the gate; ``passes``: the framework's
        exceptions that are no failure (a call deferred for approval), raised unkept.
        """
        refusal = self.refuse(episode, source, args, call_id=call_id, thought=thought)
        if refusal is not None:
            return refusal
        with label_scope():
            try:
                result = run()
            except Exception as exc:  # a failure is a result: kept, then raised as it was
                if not isinstance(exc, passes):
                    self.failed(episode, source, args, exc, call_id=call_id, thought=thought)
                raise
            self.ran(episode, source, args, result, call_id=call_id, thought=thought)
        return result

    async def aexecute(
        self,
        episode: str,
        source: str,
        args: Any,
        run: Callable[[], Awaitable[R]],
        *,
        call_id: Any = None,
        thought: str | None = None,
        passes: tuple[type[BaseException], ...] = (),
    ) -> R | str:
        """See :meth:`execute` (``run()`` is awaited)."""
        refusal = self.refuse(episode, source, args, call_id=call_id, thought=thought)
        if refusal is not None:
            return refusal
        with label_scope():
            try:
                result = await run()
            except Exception as exc:  # a failure is a result: kept, then raised as it was
                if not isinstance(exc, passes):
                    self.failed(episode, source, args, exc, call_id=call_id, thought=thought)
                raise
            self.ran(episode, source, args, result, call_id=call_id, thought=thought)
        return result

    def has_pending(self, episode: str) -> bool:
        """Whether results of ``episode`` wait for a model turn."""
        with self._lock:
            return bool(self._pending.get(str(episode)))

    def judge_pending(
        self,
        episode: str,
        thought: str = "",
        *,
        calls: Iterable[Any] | None = None,
        question: str | None = None,
    ) -> list[GateDecision]:
        """Judge the results waiting in ``episode`` with ``thought`` (the model's next text).

        ``calls``: only the results of these call ids (in this order); ``question``: for a
        run that was never opened. Returns the gate's decisions (a failed judgment has none).
        """
        episode = str(episode)
        with self._lock:
            waiting = self._pending.get(episode)
            if not waiting:
                return []
            keys = list(waiting) if calls is None else [str(c) for c in calls if str(c) in waiting]
            taken = [waiting.pop(k) for k in keys]
            if not waiting:
                self._pending.pop(episode, None)
        if question is None:
            question = self.question(episode)
        out = []
        for r in taken:
            d = observe_safely(
                self.gate,
                episode=episode,
                source=r.source,
                question=question,
                query=r.query,
                observation=r.observation,
                thought=thought,
                step=r.step,
                item=r.item,
            )
            if d is not None:
                out.append(d)
        return out


def _observation(result: Any, error: BaseException | str | None) -> tuple[str, bool]:
    """A result's text, and whether the call failed (``error``, or a result not readable)."""
    if error is not None:
        return error_text(error), True
    try:
        return text_of(result), False
    except Exception as exc:
        return f"the tool's result could not be read as text ({error_text(exc)})", True
