"""The MCP proxy: an MCP server that forwards everything to an upstream server, through the gate."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import sys
import time
from collections.abc import Callable, Hashable, Sequence
from contextlib import AsyncExitStack
from typing import Any

from ..exceptions import ConfigurationError, MissingDependencyError, install_hint
from ..gate import StopGate
from ._common import logger
from ._mcp import StopGateMiddleware, connection_of
from ._mcp_gate import McpGate

try:
    import anyio
    import mcp.types as mcp_types
    from mcp import ClientSession, MCPError, StdioServerParameters, stdio_client, stdio_server
    from mcp.client.streamable_http import streamable_http_client
    from mcp.server.lowlevel.server import NotificationOptions, Server
    from pydantic import ValidationError
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise MissingDependencyError(
        f"uselessdetect.integrations.mcp needs the MCP SDK: {install_hint('mcp')}"
    ) from exc

__all__ = ["McpProxy"]

#: Upstream notifications passed on to every client (progress travels with its call).
FORWARDED = (
    "notifications/tools/list_changed",
    "notifications/prompts/list_changed",
    "notifications/resources/list_changed",
    "notifications/resources/updated",
    "notifications/message",
)
#: How long in-flight calls may take to answer once the upstream has gone.
DRAIN_SECONDS = 2.0
#: How long the upstream may take to complete the MCP handshake, by default.
CONNECT_TIMEOUT = 30.0
#: The JSON-RPC error code (a server error) of a request the proxy cannot forward.
UPSTREAM_UNAVAILABLE = -32000


def _error_result(text: str) -> mcp_types.CallToolResult:
    return mcp_types.CallToolResult(
        content=[mcp_types.TextContent(type="text", text=text)], is_error=True
    )


def jsonrpc_error_reply(line: str) -> str | None:
    """The JSON-RPC 2.0 error answer to a client line that is no valid message, else None.

    ``-32700 Parse error`` for a line that is not JSON (or holds a lone surrogate, which no
    UTF-8 text can carry); ``-32600 Invalid Request`` for JSON that is not a JSON-RPC 2.0
    message (``"jsonrpc": "1.0"``, ``"id": null``, no method); the reply carries the line's
    ``id`` when it has a usable one, else ``null``, as the specification says. A blank line
    gets the empty string: nothing to answer, nothing to pass on.

    Examples
    --------
    >>> jsonrpc_error_reply('{"jsonrpc": "2.0", "id": 1, "method": "ping"}') is None
    True
    >>> jsonrpc_error_reply('{"jsonrpc": "1.0", "id": 7, "method": "ping"}')
    '{"jsonrpc": "2.0", "id": 7, "error": {"code": -32600, "message": "Invalid Request: ...'
    """
    if not line.strip():
        return ""
    try:
        mcp_types.jsonrpc_message_adapter.validate_json(line, by_name=False)
        if "null" not in line or not _null_id_request(line):
            return None
    except ValidationError:
        pass
    try:
        obj = json.loads(line)
        json.dumps(obj, ensure_ascii=False).encode("utf-8")  # a lone surrogate fails here
    except (ValueError, UnicodeEncodeError):
        return _error_line(None, -32700, "Parse error: the line is not JSON in UTF-8")
    rid = obj.get("id") if isinstance(obj, dict) else None
    if isinstance(rid, bool) or not isinstance(rid, (str, int)):
        rid = None
    return _error_line(
        rid,
        -32600,
        'Invalid Request: expected a JSON-RPC 2.0 object with "jsonrpc": "2.0", a "method" '
        'and a string or integer "id" (or a result or error answering one)',
    )


def _null_id_request(line: str) -> bool:
    """Whether a line the SDK accepts is a request with ``"id": null`` (it would go unanswered
    as a notification; JSON-RPC 2.0 and MCP give requests a string or integer id)."""
    try:
        obj = json.loads(line)
    except ValueError:
        return False
    return isinstance(obj, dict) and "method" in obj and "id" in obj and obj["id"] is None


def _error_line(rid: Any, code: int, message: str) -> str:
    error = {"code": code, "message": message}
    return json.dumps({"jsonrpc": "2.0", "id": rid, "error": error})


class _Stdin:
    """Lines of stdin, read without a worker thread where stdin is a pipe.

    The SDK's default reader blocks a worker thread that a cancellation cannot stop, so a
    proxy whose upstream has gone would wait for the client's next line before it could
    exit, and every message would pay a hop to a thread. On a pipe (what an MCP client
    gives its server) the event loop reads it; on anything else a thread does, abandoned
    on cancellation.
    """

    def __init__(self, reader: asyncio.StreamReader | None, out: Any) -> None:
        self._reader = reader
        self._buffer = sys.stdin.buffer
        self._out = out
        self.invalid = 0  # lines answered with a JSON-RPC error (not passed on)

    def __aiter__(self) -> _Stdin:
        return self

    async def __anext__(self) -> str:
        while True:
            if self._reader is not None:
                raw = await self._reader.readline()
            else:
                raw = await anyio.to_thread.run_sync(self._buffer.readline, abandon_on_cancel=True)
            if not raw:
                raise StopAsyncIteration
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                line = "\ufffd"  # not UTF-8: a parse error
            reply = jsonrpc_error_reply(line)
            if reply is None:
                return str(line)
            if reply:
                self.invalid += 1
                logger.warning("mcp proxy: answered an invalid client message: %s", reply)
                await self._out.write(reply + "\n")
                await self._out.flush()


class _BlockingStdout:
    """stdout where it is no pipe (a file, a terminal): each line written whole, at once."""

    async def write(self, text: str) -> None:
        sys.stdout.buffer.write(text.encode("utf-8"))

    async def flush(self) -> None:
        sys.stdout.buffer.flush()


class _Stdout:
    """stdout written by the event loop (no thread per message), flushed by draining."""

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self._writer = writer

    async def write(self, text: str) -> None:
        self._writer.write(text.encode("utf-8"))

    async def flush(self) -> None:
        await self._writer.drain()


async def _stdio_pipes() -> tuple[_Stdin, Any]:
    """Event-loop streams on stdin and stdout where they are pipes (else plain reads and
    writes). Both the server and the answers to invalid lines write through the one stdout,
    a whole line at a time.

    The loop's transports own duplicates of the two descriptors: closing one (or collecting
    it, whenever the garbage collector gets to it) never closes ``sys.stdin`` or
    ``sys.stdout``, which the proxy still writes its last lines through.
    """
    reader: asyncio.StreamReader | None = None
    try:
        loop = asyncio.get_running_loop()
        reader = asyncio.StreamReader(limit=2**26)
        await loop.connect_read_pipe(
            lambda: asyncio.StreamReaderProtocol(reader), _duplicate(sys.stdin, "rb")
        )
    except (RuntimeError, ValueError, OSError, AttributeError):  # not asyncio, or not a pipe
        out: Any = _BlockingStdout()
        return _Stdin(None, out), out
    try:
        transport, protocol = await loop.connect_write_pipe(
            asyncio.streams.FlowControlMixin, _duplicate(sys.stdout, "wb")
        )
    except (ValueError, OSError, AttributeError):
        out = _BlockingStdout()
        return _Stdin(reader, out), out
    out = _Stdout(asyncio.StreamWriter(transport, protocol, reader, loop))
    return _Stdin(reader, out), out


def _duplicate(stream: Any, mode: str) -> Any:
    """An unbuffered file on a duplicate of ``stream``'s descriptor, closed on its own."""
    return os.fdopen(os.dup(stream.fileno()), mode, buffering=0)


class _Connections:
    """A middleware that keeps the live client connections (to pass notifications on)."""

    def __init__(self) -> None:
        self.live: dict[int, Any] = {}

    async def __call__(self, ctx: Any, call_next: Any) -> Any:
        conn: Any = connection_of(ctx)
        if id(conn) not in self.live and hasattr(conn, "notify"):
            self.live[id(conn)] = conn
            conn.exit_stack.callback(self.live.pop, id(conn), None)
        return await call_next(ctx)


class McpProxy:
    """An MCP server in front of an upstream MCP server, with a StopGate on its tool calls.

    The upstream is a command (started with the proxy's environment, as a shell would) or
    a streamable-HTTP URL. The proxy lists what the upstream serves — tools, resources and
    their templates, prompts, completions, logging — and forwards each request, its
    progress notifications and its cancellation; the upstream's list-changed, resource-
    updated and log notifications go on to every client. Every ``tools/call`` goes through
    a :class:`StopGateMiddleware`: each client connection is one episode. A call the upstream
    does not answer in ``call_timeout`` seconds, an upstream that exits mid-call, and a
    malformed result become error results; a JSON-RPC error is passed on. The proxy ends
    when the client goes or when the upstream exits.

    Parameters
    ----------
    gate : StopGate or McpGate
    command : sequence of str, optional
        The upstream server's command line.
    url : str, optional
        The upstream's streamable-HTTP endpoint (instead of ``command``).
    call_timeout : float, optional
        Seconds a tool call may take upstream.
    question_arg, reopen_after
        As for :class:`StopGateMiddleware`.
    cwd : str, optional
        Working directory of the upstream command.
    connect_timeout : float, optional
        Seconds the upstream may take to start and complete the MCP handshake (30); past
        them the proxy stops with a :class:`ConfigurationError` saying so, and on stdio it
        answers the client's requests already waiting with a JSON-RPC error.

    Examples
    --------
    >>> proxy = McpProxy(StopGate("lexical", k=3), command=["my-server", "--stdio"])
    >>> proxy.gate.gate.k, proxy.command
    (3, ['my-server', '--stdio'])
    """

    def __init__(
        self,
        gate: StopGate | McpGate,
        *,
        command: Sequence[str] | None = None,
        url: str | None = None,
        call_timeout: float | None = None,
        question_arg: str | None = None,
        reopen_after: float | None = None,
        cwd: str | None = None,
        connect_timeout: float | None = CONNECT_TIMEOUT,
    ) -> None:
        if (command is None) == (url is None) or (command is not None and not list(command)):
            raise ConfigurationError("give the upstream server as a command or as a url, not both")
        for what, value in (("call_timeout", call_timeout), ("connect_timeout", connect_timeout)):
            if value is not None and not value > 0:
                raise ConfigurationError(f"{what} must be > 0 seconds, got {value!r}")
        self.connect_timeout = connect_timeout
        self.middleware = StopGateMiddleware(
            gate, question_arg=question_arg, reopen_after=reopen_after
        )
        self.gate = self.middleware.gate
        self.command = list(command) if command is not None else None
        self.url = url
        self.call_timeout = call_timeout
        self.cwd = cwd
        self.ended_by: str | None = None  # "client" or "upstream", once served
        self.malformed = 0  # malformed messages the upstream sent
        self._connections = _Connections()
        self._gone: Any = None
        self._inflight = 0
        self._upstream: ClientSession | None = None

    # ---------------------------------------------------------------- upstream
    async def _connect(self, stack: AsyncExitStack) -> mcp_types.InitializeResult:
        if self.command is not None:
            params = StdioServerParameters(
                command=self.command[0], args=self.command[1:], env=dict(os.environ), cwd=self.cwd
            )
            read, write = await stack.enter_async_context(stdio_client(params, errlog=sys.stderr))
        else:
            read, write = await stack.enter_async_context(streamable_http_client(str(self.url)))
        self._gone = anyio.Event()
        send, receive = anyio.create_memory_object_stream[Any](0)
        tg = await stack.enter_async_context(anyio.create_task_group())
        stack.callback(tg.cancel_scope.cancel)
        tg.start_soon(self._pump, read, send)
        session = ClientSession(receive, write, message_handler=self._on_upstream_message)
        self._upstream = await stack.enter_async_context(session)
        with anyio.move_on_after(self.connect_timeout):
            return await self._upstream.initialize()
        raise ConfigurationError(
            f"the upstream server did not complete the MCP handshake within "
            f"{self.connect_timeout:g} s (is it an MCP server? give it longer with "
            "connect_timeout / --connect-timeout)"
        ) from None

    async def _pump(self, read: Any, send: Any) -> None:
        """Pass the upstream's messages to the session; note malformed ones and the end."""
        try:
            async with send:
                async for item in read:
                    if isinstance(item, Exception):
                        self.malformed += 1
                        logger.warning("mcp proxy: the upstream sent a malformed message: %s", item)
                        continue
                    await send.send(item)
        except (anyio.ClosedResourceError, anyio.BrokenResourceError):
            pass
        finally:
            self._gone.set()

    async def _on_upstream_message(self, message: Any) -> None:
        if isinstance(message, Exception):
            logger.warning("mcp proxy: upstream transport error: %s", message)
            return
        data = message.model_dump(by_alias=True, mode="json", exclude_none=True)
        if data.get("method") not in FORWARDED:
            return
        for conn in list(self._connections.live.values()):
            await conn.notify(data["method"], data.get("params"))

    # ------------------------------------------------------------- forwarding
    async def _send(
        self, ctx: Any, method: str, params: Any, result_type: Any, timeout: float | None = None
    ) -> Any:
        assert self._upstream is not None
        data = params.model_dump(by_alias=True, mode="json", exclude_none=True) if params else {}
        meta = data.get("_meta")
        wants_progress = isinstance(meta, dict) and meta.pop("progressToken", None) is not None
        if meta == {}:
            data.pop("_meta")
        request_type = _REQUESTS[method]
        request = request_type.model_validate({"method": method, "params": data or None})

        async def progress(progress: float, total: float | None, message: str | None) -> None:
            await ctx.session.report_progress(progress, total, message)

        return await self._upstream.send_request(
            request,
            result_type,
            request_read_timeout_seconds=timeout,
            progress_callback=progress if wants_progress else None,
        )

    def _forwarder(self, method: str, result_type: Any) -> Callable[..., Any]:
        async def handler(ctx: Any, params: Any) -> Any:
            try:
                return await self._send(ctx, method, params, result_type)
            except MCPError as exc:
                if exc.error.code == mcp_types.CONNECTION_CLOSED:
                    raise MCPError(
                        code=exc.error.code, message="the upstream server closed the connection"
                    ) from None
                raise

        return handler

    async def _call_tool(self, ctx: Any, params: Any) -> Any:
        name = params.name
        self._inflight += 1
        try:
            return await self._send(
                ctx, "tools/call", params, mcp_types.CallToolResult, self.call_timeout
            )
        except MCPError as exc:
            if exc.error.code == mcp_types.REQUEST_TIMEOUT:
                return _error_result(
                    f"The upstream server did not answer `{name}` within "
                    f"{self.call_timeout:g} s; the call was cancelled."
                )
            if exc.error.code == mcp_types.CONNECTION_CLOSED:
                return _error_result(
                    f"The upstream server closed the connection (it exited or crashed) "
                    f"before answering `{name}`."
                )
            raise
        except ValidationError as exc:
            return _error_result(
                f"The upstream server sent a malformed result for `{name}` "
                f"({exc.error_count()} validation errors); it was not passed on."
            )
        finally:
            self._inflight -= 1

    def _server(self, init: mcp_types.InitializeResult) -> tuple[Server[Any], Any]:
        caps = init.capabilities
        t = mcp_types
        fwd = self._forwarder
        handlers: dict[str, Any] = {}
        if caps.tools is not None:
            handlers.update(
                on_list_tools=fwd("tools/list", t.ListToolsResult), on_call_tool=self._call_tool
            )
        if caps.resources is not None:
            handlers.update(
                on_list_resources=fwd("resources/list", t.ListResourcesResult),
                on_list_resource_templates=fwd(
                    "resources/templates/list", t.ListResourceTemplatesResult
                ),
                on_read_resource=fwd("resources/read", t.ReadResourceResult),
            )
            if caps.resources.subscribe:
                handlers.update(
                    on_subscribe_resource=fwd("resources/subscribe", t.EmptyResult),
                    on_unsubscribe_resource=fwd("resources/unsubscribe", t.EmptyResult),
                )
        if caps.prompts is not None:
            handlers.update(
                on_list_prompts=fwd("prompts/list", t.ListPromptsResult),
                on_get_prompt=fwd("prompts/get", t.GetPromptResult),
            )
        if caps.completions is not None:
            handlers["on_completion"] = fwd("completion/complete", t.CompleteResult)
        info = init.server_info
        server: Server[Any] = Server(
            info.name, version=info.version, instructions=init.instructions, **handlers
        )
        if caps.logging is not None:
            server.add_request_handler(
                "logging/setLevel", t.SetLevelRequestParams, fwd("logging/setLevel", t.EmptyResult)
            )
        server.middleware.extend([self._connections, self.middleware])
        notes = NotificationOptions(
            prompts_changed=bool(caps.prompts and caps.prompts.list_changed),
            resources_changed=bool(caps.resources and caps.resources.list_changed),
            tools_changed=True,
        )
        return server, server.create_initialization_options(notes)

    # ---------------------------------------------------------------- serving
    async def _watch_upstream(self, stop: Callable[[], None]) -> None:
        await self._gone.wait()
        if self.ended_by is None:
            self.ended_by = "upstream"
        logger.warning("mcp proxy: the upstream server closed the connection; stopping")
        with anyio.move_on_after(DRAIN_SECONDS):
            while self._inflight:
                await anyio.sleep(0.01)
            await anyio.sleep(0.05)  # let the last responses be written
        stop()

    async def serve_stdio(self) -> str:
        """Serve one client on stdin/stdout until it or the upstream goes; say which."""
        try:
            async with AsyncExitStack() as stack:
                try:
                    init = await self._connect(stack)
                except BaseException as exc:
                    _answer_waiting(f"the proxy has no upstream server: {exc}")
                    raise
                server, options = self._server(init)
                async with anyio.create_task_group() as tg:
                    stdin, stdout = await _stdio_pipes()

                    async def serve() -> None:
                        streams = stdio_server(stdin=stdin, stdout=stdout)  # type: ignore[arg-type]
                        async with streams as (read, write):
                            await server.run(read, write, options)
                        self.ended_by = self.ended_by or "client"
                        tg.cancel_scope.cancel()

                    tg.start_soon(serve)
                    tg.start_soon(self._watch_upstream, tg.cancel_scope.cancel)
        finally:
            self.gate.end_all()  # each open session's episode is recorded
        return self.ended_by or "client"

    async def serve_http(
        self, host: str, port: int, *, on_ready: Callable[[str], Any] | None = None
    ) -> str:
        """Serve streamable HTTP on ``host:port`` (path ``/mcp``) until the upstream goes.

        ``on_ready(url)`` is called once the server listens (``port=0`` picks a free port).
        """
        import uvicorn

        try:
            async with AsyncExitStack() as stack:
                server, _ = self._server(await self._connect(stack))
                app = server.streamable_http_app(host=host)
                config = uvicorn.Config(
                    app, host=host, port=port, log_level="warning", timeout_graceful_shutdown=2
                )
                web = uvicorn.Server(config)

                def stop() -> None:
                    web.should_exit = True

                async with anyio.create_task_group() as tg:
                    tg.start_soon(self._watch_upstream, stop)
                    if on_ready is not None:
                        tg.start_soon(self._ready, web, host, on_ready)
                    await web.serve()
                    self.ended_by = self.ended_by or "client"
                    tg.cancel_scope.cancel()
        finally:
            self.gate.end_all()
        return self.ended_by or "client"

    @staticmethod
    async def _ready(web: Any, host: str, on_ready: Callable[[str], Any]) -> None:
        while not web.started:
            await anyio.sleep(0.01)
        port = web.servers[0].sockets[0].getsockname()[1]
        shown = f"[{host}]" if ":" in host else host
        on_ready(f"http://{shown}:{port}/mcp")

    def state(self, key: Hashable) -> dict[str, Any]:
        """One session's gate state (see :meth:`McpGate.state`)."""
        return self.gate.state(key)


def _answer_waiting(reason: str, wait: float = 0.2) -> None:
    """Answer each request already waiting on stdin with a JSON-RPC error (the proxy stops).

    Reads what arrives within ``wait`` seconds, without blocking past it (POSIX ``select``);
    elsewhere, or when stdin is no readable file, it answers nothing.
    """
    import select

    try:
        fd = sys.stdin.fileno()
    except (AttributeError, OSError, ValueError):
        return
    pending = b""
    deadline = time.monotonic() + wait
    while (left := deadline - time.monotonic()) > 0:
        try:
            ready, _, _ = select.select([fd], [], [], left)
            chunk = os.read(fd, 1 << 16) if ready else b""
        except (OSError, ValueError):
            break
        if not chunk:
            break
        pending += chunk
    for raw in pending.splitlines():
        try:
            msg = json.loads(raw)
        except ValueError:
            continue
        rid = msg.get("id") if isinstance(msg, dict) and "method" in msg else None
        if isinstance(rid, (str, int)) and not isinstance(rid, bool):
            with contextlib.suppress(OSError, ValueError):
                sys.stdout.buffer.write(
                    (_error_line(rid, UPSTREAM_UNAVAILABLE, reason) + "\n").encode("utf-8")
                )
                sys.stdout.buffer.flush()


_REQUESTS: dict[str, Any] = {
    "tools/list": mcp_types.ListToolsRequest,
    "tools/call": mcp_types.CallToolRequest,
    "resources/list": mcp_types.ListResourcesRequest,
    "resources/templates/list": mcp_types.ListResourceTemplatesRequest,
    "resources/read": mcp_types.ReadResourceRequest,
    "resources/subscribe": mcp_types.SubscribeRequest,
    "resources/unsubscribe": mcp_types.UnsubscribeRequest,
    "prompts/list": mcp_types.ListPromptsRequest,
    "prompts/get": mcp_types.GetPromptRequest,
    "completion/complete": mcp_types.CompleteRequest,
    "logging/setLevel": mcp_types.SetLevelRequest,
}
