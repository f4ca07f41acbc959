"""DSPy adapter: gate_react puts the gate into a ``dspy.ReAct`` through DSPy's own callbacks."""

from __future__ import annotations

import contextvars
import functools
import inspect
import threading
from collections.abc import Callable
from typing import Any

from ..exceptions import ConfigurationError
from ..gate import StopGate
from ._common import GATE_KEY, EpisodeLedger, logger, new_episode_id, require_extra, text_of

with require_extra("dspy", "dspy", "DSPy"):
    import dspy
    from dspy.utils.callback import BaseCallback

__all__ = ["FINISH", "gate_react"]

#: ``dspy.ReAct``'s own finish tool: it stays allowed in every mode.
FINISH = "finish"


class ToolStopped(RuntimeError):
    """A tool's error at the trip: its own text and the gate's notice (DSPy shows both)."""


_EPISODE: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "uselessdetect_dspy_episode", default=None
)


class _GateCallbacks(BaseCallback):
    """The callbacks of one gated ``ReAct``: its runs (episodes) and its model turns."""

    def __init__(self, react: Any, gate: StopGate, stop_text: str | None) -> None:
        self.react = react
        self.gate = gate
        self.ledger = EpisodeLedger(gate, stop_text=stop_text)
        self._runs: dict[str, tuple[str, object | None, contextvars.Token[str | None]]] = {}
        self._lock = threading.Lock()

    # ------------------------------------------------------------ the run
    def on_module_start(self, call_id: str, instance: Any, inputs: dict[str, Any]) -> None:
        if instance is not self.react:
            return
        episode = new_episode_id()
        token = self.ledger.open(episode, question=_question(self.react, inputs))
        with self._lock:
            self._runs[call_id] = (episode, token, _EPISODE.set(episode))

    def on_module_end(self, call_id: str, outputs: Any, exception: Exception | None = None) -> None:
        with self._lock:
            run = self._runs.pop(call_id, None)
        if run is None:
            self._turn(outputs)  # a turn of the ReAct's own predictor
            return
        episode, token, reset = run
        answer = _answer(self.react, outputs) if exception is None else None
        record = self.ledger.close(episode, answer=answer, error=exception, token=token)
        if outputs is not None and record is not None:
            try:
                outputs[GATE_KEY] = {"episode": episode, **record.get("gate", {})}
            except Exception:
                logger.warning("gate: noting the gate's state on the prediction failed")
        try:
            _EPISODE.reset(reset)
        except ValueError:  # ended in another context than it began (an async run's end)
            _EPISODE.set(None)

    # -------------------------------------------------------- model turns
    def _turn(self, pred: Any) -> None:
        """Note the turn's thought; a turn that calls a blocked tool is turned into finish."""
        episode = _EPISODE.get()
        if episode is None or pred is None:
            return
        try:
            thought = text_of(getattr(pred, "next_thought", "") or "")
            name = str(getattr(pred, "next_tool_name", FINISH))
            self.ledger.wrote(episode, [], thought)
            if name == FINISH or self.ledger.permits(episode, name):
                return
            self.ledger.block(episode, name, getattr(pred, "next_tool_args", None), thought=thought)
            logger.info("gate: ReAct called the blocked tool %s; finishing", name)
            pred.next_thought = (
                f"{thought}\n[{name} was not run: {self.ledger.final_text(episode)}]"
            )
            pred.next_tool_name = FINISH
            pred.next_tool_args = {}
        except Exception:  # the gate never raises into the framework
            if self.gate.strict:
                raise
            logger.warning("gate: reading a ReAct turn failed", exc_info=True)

    # -------------------------------------------------------- tool calls
    def notice(self, episode: str, source: str) -> str | None:
        """Judge the result just kept (no thought: the model has not read it yet); at the
        trip, what the model is told the gate left it (else ``None``)."""
        try:
            decisions = self.ledger.judge_pending(episode)
            blocked = not self.ledger.permits(episode, source)
        except Exception:  # the gate never raises into the framework
            if self.gate.strict:
                raise
            logger.warning("gate: judging a result of %s failed", source, exc_info=True)
            return None
        if not blocked or not any(d.tripped for d in decisions):
            return None
        if self.gate.mode == "finish_only":
            then = f"Only {FINISH} is left: call {FINISH} now and give your answer."
        else:
            then = f"{source} is removed: do not call it again."
        why = decisions[-1].reason or "its results were judged useless"
        return f"[The gate stopped {source}: {why}. {then}]"

    def judged(self, episode: str, source: str, result: Any) -> Any:
        """The result, with the gate's notice at the trip (see :meth:`notice`)."""
        said = self.notice(episode, source)
        if said is None:
            return result
        try:
            return f"{text_of(result)}\n\n{said}"
        except Exception:  # a result with no text (judged a failure): the notice alone
            return said

    def failed(self, episode: str, source: str, exc: Exception) -> ToolStopped | None:
        """At the trip, the error to raise in place of the tool's: it says the notice too."""
        said = self.notice(episode, source)
        return None if said is None else ToolStopped(f"{exc}\n\n{said}")


def _gated(hooks: _GateCallbacks, source: str, func: Callable[..., Any]) -> Callable[..., Any]:
    """``func`` run through the gate: refused when blocked, its result (or error) judged."""
    ledger = hooks.ledger
    if inspect.iscoroutinefunction(func):

        @functools.wraps(func)
        async def arun(**kwargs: Any) -> Any:
            episode = _EPISODE.get()
            if episode is None:  # called outside a gated run
                return await func(**kwargs)
            try:
                result = await ledger.aexecute(episode, source, kwargs, lambda: func(**kwargs))
            except Exception as exc:
                stopped = hooks.failed(episode, source, exc)
                if stopped is None:
                    raise
                raise stopped from exc
            return hooks.judged(episode, source, result)

        return arun

    @functools.wraps(func)
    def run(**kwargs: Any) -> Any:
        episode = _EPISODE.get()
        if episode is None:
            return func(**kwargs)
        try:
            result = ledger.execute(episode, source, kwargs, lambda: func(**kwargs))
        except Exception as exc:  # the failure is a result, judged now; DSPy shows its error
            stopped = hooks.failed(episode, source, exc)
            if stopped is None:
                raise
            raise stopped from exc
        return hooks.judged(episode, source, result)

    return run


def _question(react: Any, inputs: dict[str, Any]) -> str:
    """The run's question: the values of the signature's input fields, in order."""
    given = dict(inputs.get("kwargs") or {})
    given.update({k: v for k, v in inputs.items() if k not in ("args", "kwargs")})
    names = list(react.signature.input_fields)
    args = list(inputs.get("args") or ())
    values = [given[n] for n in names if n in given] or args
    return "\n".join(text_of(v) for v in values)


def _answer(react: Any, outputs: Any) -> str | None:
    """The prediction's output fields as text (its answer)."""
    if outputs is None:
        return None
    fields = [n for n in react.signature.output_fields if n in outputs]
    return "\n".join(text_of(outputs[n]) for n in fields) or None


def gate_react(react: Any, gate: StopGate, *, stop_text: str | None = None) -> Any:
    """Put ``gate`` into a ``dspy.ReAct``; return the same module, gated.

    DSPy's callbacks carry it: each call of the module (``react(...)`` or ``await
    react.acall(...)``) is an episode of its own (question = the signature's input fields),
    closed when the call returns or raises; each tool (but ``finish``) runs through the gate,
    its result judged as soon as it returns (source = the tool's name, query = its arguments;
    no thought: the model's next turn writes its thought and picks its next tool at once), and
    a tool that raises is a result judged useless (DSPy then shows the model its error as
    always). The result that trips the gate tells the model what is left (``finish_only``:
    only ``finish``; ``drop_tool``: the tool is removed). A turn that calls a blocked tool
    anyway is a counted blocked call, not run: the turn becomes ``finish`` and the run ends
    with the module's own extract step, its answer. The gate's counters for the run are in the
    prediction's ``uselessdetect_gate`` field.

    Parameters
    ----------
    react : dspy.ReAct
    gate : StopGate
    stop_text : str, optional
        What a turn that called a blocked tool says before it finishes (default: the trip's
        reason).

    Examples
    --------
    >>> import dspy
    >>> def search(query: str) -> str:
    ...     return "nothing"
    >>> react = gate_react(dspy.ReAct("question -> answer", tools=[search]), StopGate("lexical"))
    >>> sorted(react.tools)
    ['finish', 'search']
    """
    if not isinstance(react, dspy.ReAct):
        raise ConfigurationError(f"react must be a dspy.ReAct, got {type(react).__name__}")
    if not isinstance(gate, StopGate):
        raise ConfigurationError(f"gate must be a StopGate, got {type(gate).__name__}")
    if any(isinstance(c, _GateCallbacks) for c in react.callbacks):
        raise ConfigurationError("react is gated already (gate_react was called on it before)")
    hooks = _GateCallbacks(react, gate, stop_text)
    for name, tool in list(react.tools.items()):
        if name != FINISH:
            hooks.ledger.describe(name, getattr(tool, "desc", None))  # whether it is counted
            gated = tool.model_copy()
            gated.func = _gated(hooks, name, tool.func)
            react.tools[name] = gated
    react.callbacks.append(hooks)
    react.react.callbacks.append(hooks)
    return react
