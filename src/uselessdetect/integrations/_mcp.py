"""MCP adapters: a server middleware and a ClientSession wrapper that apply a StopGate."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from ..exceptions import MissingDependencyError, install_hint
from ..gate import StopGate
from ._common import logger
from ._mcp_gate import McpGate

try:
    import mcp.types as mcp_types
    from mcp import ClientSession, MCPError
    from mcp_types.version import MODERN_PROTOCOL_VERSIONS
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise MissingDependencyError(
        f"uselessdetect.integrations.mcp needs the MCP SDK: {install_hint('mcp')}"
    ) from exc

__all__ = ["GatedClientSession", "StopGateMiddleware", "connection_of"]


def _as_mcp_gate(
    gate: StopGate | McpGate, question_arg: str | None, reopen_after: float | None
) -> McpGate:
    if isinstance(gate, McpGate):
        return gate
    return McpGate(gate, question_arg=question_arg, reopen_after=reopen_after)


def connection_of(ctx: Any) -> Hashable:
    """The client connection a server request belongs to: the key of its session's episode.

    On the protocol's handshake versions the SDK keeps one ``Connection`` per client
    connection (a stdio pipe, a streamable-HTTP session), which the request context reaches
    through its ``session``. Requests of the 2026-07-28 version carry no session: each gets a
    connection of its own, so they are keyed by their HTTP session id if any, else all by one
    key (exact on stdio, where one client talks to one server).
    """
    connection = getattr(ctx.session, "_connection", None)
    if connection is not None and ctx.protocol_version not in MODERN_PROTOCOL_VERSIONS:
        return connection
    request = getattr(ctx, "request", None)
    headers = getattr(request, "headers", None) or {}
    return ("mcp-session", headers.get("mcp-session-id", "default"))


class StopGateMiddleware:
    """A server middleware that puts a :class:`~uselessdetect.gate.StopGate` on every tool call.

    Use it as ``MCPServer(name, middleware=[StopGateMiddleware(gate)])`` or append it to a
    low-level ``Server.middleware``. Each client connection is one episode. Every
    ``tools/call`` result is judged (see :class:`McpGate`); when a tool's run reaches ``k``
    the k-th result is delivered with one notice block, the client gets
    ``notifications/tools/list_changed``, ``tools/list`` stops listing the tool (or every tool
    in ``finish_only`` mode), and later calls of it are answered with an error result carrying
    the notice, without reaching the tool. A JSON-RPC error of a call counts as useless and
    is passed on. The episode ends (and is recorded) when the connection closes.

    Parameters
    ----------
    gate : StopGate or McpGate
    question_arg : str, optional
        The call argument that carries the question.
    reopen_after : float, optional
        Seconds after which a closed tool is half-open (one probing call).

    Examples
    --------
    >>> mw = StopGateMiddleware(StopGate("lexical", k=3, mode="drop_tool"))
    >>> mw.gate.gate.k, mw.gate.gate.mode
    (3, 'drop_tool')
    """

    def __init__(
        self,
        gate: StopGate | McpGate,
        *,
        question_arg: str | None = None,
        reopen_after: float | None = None,
    ) -> None:
        self.gate = _as_mcp_gate(gate, question_arg, reopen_after)
        self._state_key = f"uselessdetect.gate.{id(self)}"

    def _register(self, ctx: Any) -> Hashable:
        key = connection_of(ctx)
        state = getattr(key, "state", None)
        if isinstance(state, dict) and self._state_key not in state:
            state[self._state_key] = True
            key.exit_stack.callback(self.gate.end_session, key)  # type: ignore[attr-defined]
        return key

    async def __call__(self, ctx: Any, call_next: Any) -> Any:
        """Judge ``tools/call`` results, filter ``tools/list``, pass everything else on."""
        if ctx.request_id is None or ctx.method not in ("tools/call", "tools/list"):
            return await call_next(ctx)
        key = self._register(ctx)
        if ctx.method == "tools/list":
            result = await call_next(ctx)
            return self._listed(key, result)
        if self.gate.relist_due(key):
            await _notify_list_changed(ctx)
        return await self._call(ctx, call_next, key)

    def _listed(self, key: Hashable, result: Any) -> Any:
        if not isinstance(result, Mapping) or not isinstance(result.get("tools"), list):
            return result
        try:
            return {**result, "tools": self.gate.visible(key, result["tools"])}
        except Exception:
            logger.warning("mcp gate: filtering tools/list failed", exc_info=True)
            return result

    async def _call(self, ctx: Any, call_next: Any, key: Hashable) -> Any:
        params = ctx.params if isinstance(ctx.params, Mapping) else {}
        tool = str(params.get("name", ""))
        arguments = params.get("arguments")
        arguments = arguments if isinstance(arguments, Mapping) else {}
        meta = params.get("_meta")
        refusal = self.gate.refusal(key, tool, arguments)
        if refusal is not None:
            if ctx.protocol_version in MODERN_PROTOCOL_VERSIONS:
                refusal["resultType"] = "complete"
            return refusal
        try:
            result = await call_next(ctx)
        except MCPError as exc:
            _, changed = self.gate.judge_result(
                key, tool, arguments, None, meta=meta, error=f"error {exc.error.code}: {exc}"
            )
            if changed:
                await _notify_list_changed(ctx)
            raise
        if not isinstance(result, Mapping) or "content" not in result:
            return result  # an interim result (input required): judged when it completes
        out, changed = self.gate.judge_result(key, tool, arguments, result, meta=meta)
        if changed:
            await _notify_list_changed(ctx)
        return out


async def _notify_list_changed(ctx: Any) -> None:
    """Tell the client its tool list changed, on the call's own stream (never raises)."""
    try:
        await ctx.session.send_notification(
            mcp_types.ToolListChangedNotification(), related_request_id=ctx.request_id
        )
    except Exception:
        logger.debug("mcp gate: could not send tools/list_changed", exc_info=True)


class GatedClientSession:
    """Wrap an ``mcp.ClientSession`` so that its tool calls go through a StopGate.

    The wrapper is one episode. ``call_tool`` judges each result and, once a tool is closed,
    answers its calls with an error result carrying the notice (the server is not called);
    ``list_tools`` leaves closed tools out. ``on_tools_changed`` (optional, sync or async) is
    called when the visible tool list changes, as a server's ``list_changed`` would be.
    Everything else is the wrapped session's. ``end()`` closes the episode (the gate's
    recorder writes it); ``async with`` does it on exit.

    Parameters
    ----------
    session : mcp.ClientSession
        An initialised session.
    gate : StopGate or McpGate
    question : str, optional
        The question this session works on (judges the results; recorded).
    question_arg, reopen_after
        As for :class:`StopGateMiddleware`.
    on_tools_changed : callable, optional

    Examples
    --------
    >>> gated = GatedClientSession(None, StopGate("lexical", k=2), question="Who?")
    >>> gated.state()["question"]
    'Who?'
    """

    def __init__(
        self,
        session: ClientSession | Any,
        gate: StopGate | McpGate,
        *,
        question: str | None = None,
        question_arg: str | None = None,
        reopen_after: float | None = None,
        on_tools_changed: Any = None,
    ) -> None:
        self.session = session
        self.gate = _as_mcp_gate(gate, question_arg, reopen_after)
        self.on_tools_changed = on_tools_changed
        self._key: Hashable = ("client-session", id(self))
        if question:
            self.gate.set_question(self._key, question)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.session, name)

    async def __aenter__(self) -> GatedClientSession:
        return self

    async def __aexit__(self, *exc: Any) -> None:
        self.end()

    def end(self) -> dict[str, Any] | None:
        """End this session's episode; returns the episode dict (``None`` if empty)."""
        return self.gate.end_session(self._key)

    def state(self) -> dict[str, Any]:
        """The episode id, question, closed tools and the gate's counters."""
        return self.gate.state(self._key)

    async def list_tools(self, *args: Any, **kwargs: Any) -> Any:
        """The wrapped session's ``list_tools`` without the closed tools."""
        result = await self.session.list_tools(*args, **kwargs)
        dumped = [t.model_dump(by_alias=True, mode="json") for t in result.tools]
        names = {t["name"] for t in self.gate.visible(self._key, dumped)}
        return result.model_copy(update={"tools": [t for t in result.tools if t.name in names]})

    async def call_tool(
        self, name: str, arguments: dict[str, Any] | None = None, *args: Any, **kwargs: Any
    ) -> Any:
        """Call a tool through the gate (a closed tool is answered without being called)."""
        if self.gate.relist_due(self._key):
            await self._changed()
        refusal = self.gate.refusal(self._key, name, arguments)
        if refusal is not None:
            return mcp_types.CallToolResult.model_validate(refusal)
        meta = kwargs.get("meta")
        try:
            result = await self.session.call_tool(name, arguments, *args, **kwargs)
        except MCPError as exc:
            _, changed = self.gate.judge_result(
                self._key, name, arguments, None, meta=meta, error=str(exc)
            )
            if changed:
                await self._changed()
            raise
        if not isinstance(result, mcp_types.CallToolResult):
            return result
        wire = result.model_dump(by_alias=True, mode="json", exclude_none=True)
        out, changed = self.gate.judge_result(self._key, name, arguments, wire, meta=meta)
        if changed:
            await self._changed()
            return mcp_types.CallToolResult.model_validate(out)
        return result

    async def _changed(self) -> None:
        if self.on_tools_changed is None:
            return
        try:
            value = self.on_tools_changed()
            if hasattr(value, "__await__"):
                await value
        except Exception:
            logger.warning("mcp gate: on_tools_changed raised", exc_info=True)
