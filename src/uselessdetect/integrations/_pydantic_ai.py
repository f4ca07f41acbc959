"""pydantic-ai adapter: StopGateCapability, a capability that judges, restricts and stops a run."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from ..gate import StopGate
from ._common import GATE_KEY, EpisodeLedger, logger, name_episode, require_extra, text_of

with require_extra("pydantic_ai", "pydantic-ai", "pydantic-ai"):
    from pydantic_ai import exceptions as _errors
    from pydantic_ai.capabilities import AbstractCapability
    from pydantic_ai.exceptions import RetryModelRequest
    from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart, UserPromptPart

__all__ = ["StopGateCapability"]

#: The framework's exceptions a tool raises that are no failure: the call waits (approval,
#: a deferred call) or is skipped.
_NOT_FAILURES = tuple(
    getattr(_errors, n) for n in ("ApprovalRequired", "CallDeferred", "SkipToolExecution")
    if isinstance(getattr(_errors, n, None), type)
)  # fmt: skip


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
    reason as the final text. A blocked call that reaches execution is answered, not run. A
    tool that raises is a result too (its error text, judged useless), and the error goes on.

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
        ``episode(ctx) -> str``: name the episode yourself (say, from ``ctx.deps``); one
        that raises is logged, and the run is its ``run_id``.
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
        self._ledger = EpisodeLedger(gate, stop_text=stop_text)
        self._named: dict[str, str] = {}  # run id -> its episode, named once per run

    async def wrap_run(self, ctx: Any, *, handler: Any) -> Any:
        """Begin the run's episode; close it with the output, or with the error."""
        run_id = str(ctx.run_id)
        episode, keep = name_episode(self.episode, ctx, lambda: run_id)
        self._named[run_id] = episode
        self._ledger.open(episode, question=_question(ctx), keep=keep)
        try:
            result = await handler()
        except BaseException as exc:
            self._ledger.close(episode, error=exc)
            raise
        finally:
            self._named.pop(run_id, None)
        output = getattr(result, "output", None)
        text = None if output is None else (output if isinstance(output, str) else str(output))
        self._ledger.close(episode, answer=text, step={"thought": text or ""})
        return result

    def _episode(self, ctx: Any) -> str:
        named = self._named.get(str(ctx.run_id))
        if named is None:  # a hook outside wrap_run: named the same way
            named, _ = name_episode(self.episode, ctx, lambda: ctx.run_id)
        return named

    async def prepare_tools(self, ctx: Any, tool_defs: list[Any]) -> list[Any]:
        """Hide the tools the gate blocks in this run (and describe each tool to the gate)."""
        for t in tool_defs:  # once per name: a set look-up after the first
            self._ledger.describe(t.name, t.description)
        kept, _ = self._ledger.restriction(self._episode(ctx), [t.name for t in tool_defs])
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
        self._ledger.judge_pending(episode, thought, question=_question(ctx))
        if isinstance(ctx.metadata, dict):  # the run's metadata, when the caller gave a dict
            ctx.metadata[GATE_KEY] = {"episode": episode, **self.gate.state(episode)}
        calls = [p for p in response.parts if isinstance(p, ToolCallPart)]
        if not self._ledger.blocked(episode, [p.tool_name for p in calls]):
            self._ledger.wrote(episode, [p.tool_call_id for p in calls], thought)
            return response
        if request_context.attempt <= 1:
            raise RetryModelRequest()
        logger.info("gate: replaced a response that called blocked tools (episode %s)", episode)
        self._ledger.drop_blocked(episode, [(p.tool_name, p.args) for p in calls], thought)
        text = self._ledger.final_text(episode)
        return dataclasses.replace(response, parts=[TextPart(content=text)])

    async def wrap_tool_execute(
        self, ctx: Any, *, call: Any, tool_def: Any, args: Any, handler: Any
    ) -> Any:
        """Answer a blocked call without running it; keep each result for judging."""
        return await self._ledger.aexecute(
            self._episode(ctx),
            call.tool_name,
            call.args,
            lambda: handler(args),
            call_id=call.tool_call_id,
            passes=_NOT_FAILURES,
        )
