"""smolagents adapter: attach_gate registers step callbacks that judge, restrict and stop a run."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Generator
from typing import Any

from ..gate import StopGate, label_scope
from ._common import GATE_KEY, EpisodeLedger, logger, new_episode_id, require_extra, text_of

with require_extra("smolagents", "smolagents", "smolagents"):
    from smolagents.agents import MultiStepAgent
    from smolagents.memory import ActionStep, FinalAnswerStep, ToolCall
    from smolagents.utils import AgentError, AgentExecutionError, AgentToolCallError

__all__ = ["FINAL_ANSWER", "attach_gate"]

#: smolagents' own finish tool: it stays allowed in every mode.
FINAL_ANSWER = "final_answer"
_CODE_TOOL = "python_interpreter"


class _Hook:
    """One gated agent's episode, its original tools and the step callbacks."""

    def __init__(self, agent: MultiStepAgent, gate: StopGate) -> None:
        self.agent = agent
        self.gate = gate
        self.ledger = EpisodeLedger(gate)
        self.tools = dict(agent.tools)
        for name, tool in self.tools.items():  # whether the gate counts each tool
            self.ledger.describe(name, getattr(tool, "description", None))
        self.episode = new_episode_id()
        self.stopped = False
        self.question = ""

    # ------------------------------------------------------------ the run
    def start(self, task: str, reset: bool) -> None:
        if reset:
            self.gate.reset(self.episode)  # the last run's counters (kept for reset=False)
            self.episode = new_episode_id()
        self.stopped = False
        self.question = task
        self.ledger.open(self.episode, question=task, keep=True)
        self._restrict()

    def end(self) -> None:
        """Give the agent back all its tools, so that it can answer the next question."""
        self._set_tools(self.tools)

    def close(self, answer: Any = None, error: BaseException | None = None) -> None:
        """Record the run (its counters stay for a ``reset=False`` run); never raises."""
        try:
            text = None if answer is None else text_of(getattr(answer, "output", answer))
        except Exception:
            logger.warning("gate: reading the run's answer failed", exc_info=True)
            text = None
        self.ledger.close(self.episode, answer=text, error=error)

    def _allowed(self) -> dict[str, Any]:
        decision = self.gate.decision(self.episode)
        return {n: t for n, t in self.tools.items() if n == FINAL_ANSWER or decision.permits(n)}

    def _set_tools(self, tools: dict[str, Any]) -> None:
        self.agent.tools = dict(tools)
        executor = getattr(self.agent, "python_executor", None)
        if executor is not None:  # a CodeAgent's executor holds its own copy of the tools
            executor.send_tools({**tools, **self.agent.managed_agents})

    def _restrict(self) -> None:
        allowed = self._allowed()
        if allowed.keys() != self.agent.tools.keys():
            self._set_tools(allowed)

    # ------------------------------------------------------- the callbacks
    def on_action(self, step: ActionStep, agent: Any = None) -> None:
        try:
            calls = self._calls(step)
            wrote = _wrote(step)
            if self.ledger.drop_blocked(self.episode, list(calls.items()), wrote):
                logger.info("gate: %s called a blocked tool; stopping", type(self.agent).__name__)
                self.stopped = True
                self.agent.interrupt()
                self._record()
                return
            failed = _failed(step, calls, self.tools)
            for name, args in calls.items():
                if step.error is not None and name not in failed:
                    continue  # a call that never ran (wrong arguments) is no result
                self.ledger.ran(
                    self.episode, name, args, step.observations, thought=wrote,
                    match_text=False,  # the step's observations, not the tool's own text
                    error=failed.get(name),
                )  # fmt: skip
            self.ledger.judge_pending(self.episode)  # no thought: the step has acted
            self._restrict()
            self._record()
        except Exception:  # the gate never raises into the framework
            if self.gate.strict:
                raise
            logger.warning("gate: step callback failed", exc_info=True)

    def _calls(self, step: ActionStep) -> dict[str, Any]:
        """The gated tools a step called, with their arguments."""
        out: dict[str, Any] = {}
        for call in _tool_calls(step):
            if call.name == _CODE_TOOL:  # a CodeAgent's code: the tools it calls by name
                code = str(call.arguments)
                for name in self.tools:
                    m = re.search(rf"\b{re.escape(name)}\((.*?)\)", code)
                    if name != FINAL_ANSWER and m:
                        out[name] = m.group(1).strip("'\" ")
            elif call.name != FINAL_ANSWER:
                out[call.name] = call.arguments
        return out

    def on_final(self, step: FinalAnswerStep, agent: Any = None) -> None:
        self._record()

    def _record(self) -> None:
        state = self.gate.state(self.episode)
        self.agent.state[GATE_KEY] = {"episode": self.episode, **state, "stopped": self.stopped}


def _failed(step: ActionStep, calls: dict[str, Any], known: Any) -> dict[str, str]:
    """The step's calls whose tool failed, with the error text (the framework's own words).

    A tool that raised (or whose result could not be read) fails its step with an
    ``AgentExecutionError`` naming it (a ``CodeAgent``'s names the line that failed); a
    call with wrong arguments (``AgentToolCallError``) never ran, a tool the agent does not
    have (``known``) is no source, and an error of the model's own (generation, parsing)
    names no call.
    """
    error = step.error
    if error is None:
        return {}
    if not isinstance(error, AgentExecutionError) or isinstance(error, AgentToolCallError):
        return {}
    said = str(getattr(error, "message", "") or error)
    return {n: said for n in calls if n in known and re.search(rf"\b{re.escape(n)}\b", said)}


def _wrote(step: ActionStep) -> str:
    """The text the model wrote with the step's calls."""
    message = step.model_output_message
    content = getattr(message, "content", None) if message is not None else None
    return text_of(content if content is not None else step.model_output)


def _tool_calls(step: ActionStep) -> list[Any]:
    """The step's tool calls (from the model's message when a call failed before running)."""
    if step.tool_calls:
        return list(step.tool_calls)
    message = step.model_output_message
    out = []
    for call in getattr(message, "tool_calls", None) or []:
        fn = getattr(call, "function", None)
        if fn is not None:
            out.append(ToolCall(name=fn.name, arguments=fn.arguments, id=str(call.id)))
    return out


def _final_step(hook: _Hook, task: str) -> FinalAnswerStep:
    """The framework's own last word: ``provide_final_answer``, as a final-answer step."""
    message = hook.agent.provide_final_answer(task)
    step = FinalAnswerStep(output=text_of(message.content))
    hook.agent.step_callbacks.callback(step, agent=hook.agent)
    return step


def _stream(hook: _Hook, steps: Any, task: str) -> Generator[Any, None, None]:
    answer: Any = None
    error: BaseException | None = None
    try:
        for step in steps:
            if isinstance(step, FinalAnswerStep):
                answer = step.output
            yield step
    except AgentError as exc:
        if not hook.stopped:
            error = exc
            raise
        final = _final_step(hook, task)
        answer = final.output
        yield final
    except BaseException as exc:
        error = exc
        raise
    finally:
        hook.end()
        hook.close(answer, error)


def _full_result(hook: _Hook, output: str, start: float) -> Any:
    import time

    from smolagents.agents import RunResult
    from smolagents.monitoring import Timing

    return RunResult(
        output=output,
        token_usage=None,
        steps=hook.agent.memory.get_full_steps(),
        timing=Timing(start_time=start, end_time=time.time()),
        state="success",
    )


def attach_gate(agent: MultiStepAgent, gate: StopGate) -> MultiStepAgent:
    """Put ``gate`` into a smolagents agent (``ToolCallingAgent`` or ``CodeAgent``); return it.

    Registers step callbacks: after each ``ActionStep`` the result of each tool it called is
    judged (source = the tool's name, query = its ``query`` argument, question = the task; no
    thought: the callback runs after the step's action, so the model's reaction to a result is
    not seen before its next action; a tool that raised, or whose result could not be read, is a
    result too: the framework's error text, judged useless), and when the gate trips the agent's
    tools are cut to those still allowed (``final_answer`` always stays; a ``CodeAgent``'s
    executor is sent the new tools). A step that calls a blocked tool anyway ends the run:
    ``agent.interrupt()``, then the framework's own ``provide_final_answer(task)`` gives the
    answer ``run`` returns. Each ``run(task)`` is its own episode (``reset=False`` continues the
    last one); the agent gets all its tools back when a run ends, and the gate's counters are in
    ``agent.state["uselessdetect_gate"]``.

    Each run closes its episode (:meth:`StopGate.end`, which writes it when the gate has
    ``record_to``): the answer ``run`` returns is the ``finish`` step, and a run that raises is
    recorded with its error. Each recorded step's thought is the text the model wrote with the
    call; a blocked call is recorded with an observation that says so.

    Parameters
    ----------
    agent : smolagents.MultiStepAgent
    gate : StopGate

    Examples
    --------
    >>> from smolagents import ToolCallingAgent
    >>> from smolagents.models import Model
    >>> agent = ToolCallingAgent(tools=[], model=Model(model_id="any"))
    >>> attach_gate(agent, StopGate("lexical", k=2)) is agent, sorted(agent.tools)
    (True, ['final_answer'])
    """
    import inspect
    import time

    hook = _Hook(agent, gate)
    agent.step_callbacks.register(ActionStep, hook.on_action)
    agent.step_callbacks.register(FinalAnswerStep, hook.on_final)
    original: Callable[..., Any] = agent.run
    signature = inspect.signature(original)

    @functools.wraps(original)
    def run(*args: Any, **kwargs: Any) -> Any:
        bound = signature.bind(*args, **kwargs)
        task, given = str(bound.arguments["task"]), bound.arguments
        hook.start(task, bool(given.get("reset", True)))
        if given.get("stream"):
            return _stream(hook, original(*args, **kwargs), task)
        start = time.time()
        answer: Any = None
        error: BaseException | None = None
        try:
            with label_scope():  # tools run in threads with copies of this context
                answer = original(*args, **kwargs)
            return answer
        except AgentError as exc:
            if not hook.stopped:
                error = exc
                raise
            output = _final_step(hook, task).output
            full = given.get("return_full_result")
            full = getattr(agent, "return_full_result", False) if full is None else full
            answer = _full_result(hook, output, start) if full else output
            return answer
        except BaseException as exc:
            error = exc
            raise
        finally:
            hook.end()
            hook.close(answer, error)

    agent.run = run
    return agent
