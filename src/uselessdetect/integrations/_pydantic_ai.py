"""pydantic-ai adapter: StopGateCapability, a capability that judges, restricts and stops a run."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from ..exceptions import MissingDependencyError
from ..gate import StopGate, label_scope, take_label
from ._common import (
    GATE_KEY,
    input_of,
    logger,
    observe_safely,
    query_of,
    restriction,
    stop_message,
    text_of,
)

try:
    from pydantic_ai.capabilities import AbstractCapability
    from pydantic_ai.exceptions import RetryModelRequest
    from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart, UserPromptPart
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise MissingDependencyError(
        "uselessdetect.integrations.pydantic_ai needs pydantic-ai: "
        "pip install 'uselessdetect[pydantic-ai]'"
    ) from exc

__all__ = ["StopGateCapability"]


def _question(ctx: Any) -> str:
    if isinstance(ctx.prompt, str):
        return ctx.prompt
    for message in ctx.messages:
        for part in getattr(message, "parts", []):
            if isinstance(part, UserPromptPart):
                return text_of(part.content)
    return ""


@dataclasses.dataclass(init=False)
class StopGateCapability(AbstractCapability[Any]):
    """Put a :class:`~uselessdetect.gate.StopGate` in a pydantic-ai agent.

    Use it as ``Agent(model, tools=[...], capabilities=[StopGateCapability(gate)])``. Each
    run is one episode (its ``run_id``, or ``episode(ctx)`` when given). A tool's result is
    judged when the model's next response arrives, with that response's text as the thought
    and before its tool calls run; when the gate has tripped the response is asked for again
    with the allowed tools only (``prepare_tools`` hides the blocked ones in later steps too),
    and a model that still calls a blocked tool has its response replaced by the trip's
    reason as the final text. A blocked call that reaches execution is answered, not run.

    The capability closes each run's episode (``wrap_run``; :meth:`StopGate.end`, which writes
    it when the gate has ``record_to``): the run's output is the ``finish`` step, and a run that
    raises (``UsageLimitExceeded`` at the request budget too) is recorded with its error. An
    episode named with ``episode`` keeps its counters for the next run under that name.
    Results no model turn judged are judged then, without a thought. Each recorded step's
    thought is the text the model wrote with the call; a blocked call is recorded with an
    observation that says so.

    Parameters
    ----------
    gate : StopGate
    episode : callable, optional
        ``episode(ctx) -> str``: name the episode yourself (say, from ``ctx.deps``).
    stop_text : str, optional
        The final answer that ends a stubborn model's run (default: the trip's reason).

    Examples
    --------
    >>> cap = StopGateCapability(StopGate("lexical", k=2))
    >>> cap.gate.k
    2
    """

    gate: StopGate
    episode: Callable[[Any], str] | None
    stop_text: str | None

    def __init__(
        self,
        gate: StopGate,
        *,
        episode: Callable[[Any], str] | None = None,
        stop_text: str | None = None,
    ) -> None:
        self.gate = gate
        self.episode = episode
        self.stop_text = stop_text
        self._pending: dict[str, list[tuple[str, str, str, dict[str, Any]]]] = {}
        self._wrote: dict[str, str] = {}  # tool call id -> the text written with the call

    async def wrap_run(self, ctx: Any, *, handler: Any) -> Any:
        """Begin the run's episode; close it with the output, or with the error."""
        episode = self._episode(ctx)
        self.gate.begin(episode, question=_question(ctx))
        try:
            result = await handler()
        except BaseException as exc:
            self._close(ctx, episode, error=exc)
            raise
        output = getattr(result, "output", None)
        text = None if output is None else (output if isinstance(output, str) else str(output))
        self._close(ctx, episode, answer=text, step={"thought": text or ""})
        return result

    def _close(self, ctx: Any, episode: str, **kwargs: Any) -> None:
        try:
            self._judge_pending(ctx, episode)  # results no model turn judged
            self.gate.end(episode, keep=self.episode is not None, **kwargs)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: closing episode %s failed", episode, exc_info=True)

    def _judge_pending(self, ctx: Any, episode: str, thought: str = "") -> None:
        """Let the gate judge the episode's results still waiting for a thought."""
        for source, query, observation, step in self._pending.pop(episode, []):
            observe_safely(
                self.gate,
                episode=episode,
                source=source,
                question=_question(ctx),
                query=query,
                observation=observation,
                thought=thought,
                step=step,
            )

    def _episode(self, ctx: Any) -> str:
        if self.episode is not None:
            return str(self.episode(ctx))
        return str(ctx.run_id)

    async def prepare_tools(self, ctx: Any, tool_defs: list[Any]) -> list[Any]:
        """Hide the tools the gate blocks in this run."""
        kept, _ = restriction(self.gate, self._episode(ctx), [t.name for t in tool_defs])
        return [t for t in tool_defs if t.name in kept]

    async def prepare_model_request(self, ctx: Any, request_context: Any) -> Any:
        """On a retried attempt, offer only the tools still allowed."""
        params = request_context.model_request_parameters
        tools = await self.prepare_tools(ctx, list(params.function_tools))
        if len(tools) == len(params.function_tools):
            return request_context
        params = dataclasses.replace(params, function_tools=tools)
        return dataclasses.replace(request_context, model_request_parameters=params)

    async def after_model_request(
        self, ctx: Any, *, request_context: Any, response: ModelResponse
    ) -> ModelResponse:
        """Judge the pending results with this response as thought; ask again or stop."""
        episode = self._episode(ctx)
        thought = " ".join(p.content for p in response.parts if isinstance(p, TextPart))
        self._judge_pending(ctx, episode, thought)
        if isinstance(ctx.metadata, dict):  # the run's metadata, when the caller gave a dict
            ctx.metadata[GATE_KEY] = {"episode": episode, **self.gate.state(episode)}
        decision = self.gate.decision(episode)
        calls = [p for p in response.parts if isinstance(p, ToolCallPart)]
        if all(decision.permits(p.tool_name) for p in calls):
            for p in calls:
                self._wrote[p.tool_call_id] = thought
            return response
        if request_context.attempt <= 1:
            raise RetryModelRequest()
        logger.info("gate: replaced a response that called blocked tools (episode %s)", episode)
        for p in calls:
            if not decision.permits(p.tool_name):
                self.gate.record_blocked(
                    episode, source=p.tool_name, input=input_of(p.args), thought=thought
                )
        text = stop_message(decision, self.stop_text)
        return dataclasses.replace(response, parts=[TextPart(content=text)])

    async def wrap_tool_execute(
        self, ctx: Any, *, call: Any, tool_def: Any, args: Any, handler: Any
    ) -> Any:
        """Answer a blocked call without running it; keep each result for judging."""
        episode = self._episode(ctx)
        decision = self.gate.decision(episode, call.tool_name)
        wrote = self._wrote.pop(call.tool_call_id, "")
        if not decision.permits(call.tool_name):
            self.gate.record_blocked(
                episode, source=call.tool_name, input=input_of(call.args), thought=wrote
            )
            return f"Not run: {stop_message(decision, self.stop_text)} Answer now."
        with label_scope():
            result = await handler(args)
            label = take_label(call.tool_name)
        step: dict[str, Any] = {"thought": wrote, "input": input_of(call.args)}
        if label is not None:
            step["label"] = label
        item = (call.tool_name, query_of(call.args), text_of(result), step)
        self._pending.setdefault(episode, []).append(item)
        return result
