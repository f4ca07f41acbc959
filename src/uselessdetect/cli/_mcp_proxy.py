"""`uselessdetect mcp-proxy`: the stop gate in front of any MCP server, for any MCP client."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from typing import Any

import click

from ..exceptions import UselessDetectError
from ..gate import StopGate
from ._common import detector_option, judge_options, rule_options, user_errors
from ._options import gate_k_option

#: Detectors that read what a proxy never sees (the agent's thought, a label): they abstain.
ABSTAINS = {
    "keyword": "reads the agent's next thought, which a proxy never sees",
    "oracle": "reads the true label, which a live tool result does not carry",
}


def _host_port(value: str | None) -> tuple[str, int] | None:
    if value is None:
        return None
    host, sep, port = value.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 <= int(port) < 65536:
        raise click.BadParameter(f"expected HOST:PORT (e.g. 127.0.0.1:8765), got {value!r}")
    return host.strip("[]"), int(port)


def _groups(specs: tuple[str, ...]) -> dict[str, list[str]] | None:
    """``--group SOURCE=TOOL,TOOL`` options as ``StopGate``'s ``groups`` mapping.

    Examples
    --------
    >>> _groups(("wiki=search_pages, read_page", "db=query"))
    {'wiki': ['search_pages', 'read_page'], 'db': ['query']}
    """
    out: dict[str, list[str]] = {}
    for spec in specs:
        source, sep, tools = spec.partition("=")
        names = [t.strip() for t in tools.split(",") if t.strip()]
        if not sep or not source.strip() or not names:
            raise click.BadParameter(
                f"expected SOURCE=TOOL,TOOL, got {spec!r}", param_hint="--group"
            )
        if source.strip() in out:
            raise click.BadParameter(f"source {source.strip()!r} given twice", param_hint="--group")
        out[source.strip()] = names
    return out or None


def _warn_abstaining(spec: str) -> None:
    parts = {p.strip() for p in spec.replace(">", ",").split(",") if p.strip()}
    if parts and parts <= set(ABSTAINS):
        why = "; ".join(f"{p} {ABSTAINS[p]}" for p in sorted(parts))
        click.echo(
            f"warning: -d {spec} always abstains behind a proxy ({why}); no tool will ever "
            "close. Use lexical or classifier, or a chain such as 'keyword>lexical'.",
            err=True,
        )


class _OneLine(logging.Formatter):
    """Log lines without tracebacks: a proxy's stderr is read by people, not debuggers."""

    def format(self, record: logging.LogRecord) -> str:
        return f"{record.name.split('.')[0]}: {record.getMessage()}"


def _logging() -> None:
    """Warnings of the gate and of the MCP SDK to stderr, one line each."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_OneLine())
    for name in ("uselessdetect", "mcp"):
        log = logging.getLogger(name)
        if not log.handlers:
            log.addHandler(handler)
            log.setLevel(logging.WARNING)
            log.propagate = False


@click.command(
    "mcp-proxy",
    context_settings={"ignore_unknown_options": True, "allow_interspersed_args": False},
)
@detector_option()
@gate_k_option("Close a tool after this many results in a row judged useless.")
@rule_options()
@click.option(
    "--mode",
    type=click.Choice(["drop_tool", "finish_only"]),
    default="drop_tool",
    show_default=True,
    help="Close only the failing tool, or every tool of the server.",
)
@click.option(
    "--count",
    type=click.Choice(["retrieval", "all"]),
    default="retrieval",
    show_default=True,
    help="Which tools the gate counts: those that retrieve (read from each tool's name, else "
    "its listed description; tools that act are judged but never closed), or all.",
)
@click.option(
    "--gate-tool",
    "gate_tools",
    multiple=True,
    metavar="NAME",
    help="Count this tool whatever its name says (repeatable).",
)
@click.option(
    "--ignore-tool",
    "ignore_tools",
    multiple=True,
    metavar="NAME",
    help="Never count this tool (repeatable).",
)
@click.option(
    "--group",
    "groups",
    multiple=True,
    metavar="SOURCE=TOOL,TOOL",
    help="Count these tools as one source: their results move one run, and a trip closes "
    "them all (repeatable).",
)
@click.option(
    "--shadow",
    is_flag=True,
    help="Judge and record, never restrict (watch a gate before enforcing it).",
)
@click.option(
    "--record-to",
    type=click.Path(dir_okay=False),
    metavar="PATH",
    help="Append each session's calls, with judgments, as an episode (JSON Lines).",
)
@click.option(
    "--reopen-after",
    type=click.FloatRange(min=0),
    metavar="SECONDS",
    help="Reopen a closed tool after SECONDS for one probing call "
    "(a useful result reopens it, a useless one closes it again).",
)
@click.option(
    "--question-arg",
    metavar="NAME",
    help="The tool-call argument that carries the question (else `_meta.question`).",
)
@click.option(
    "--call-timeout",
    type=click.FloatRange(min=0, min_open=True),
    metavar="SECONDS",
    help="Answer a tool call the upstream has not answered by then with an error result.",
)
@click.option(
    "--connect-timeout",
    type=click.FloatRange(min=0, min_open=True, max=86_400),
    default=30.0,
    show_default=True,
    metavar="SECONDS",
    help="Stop (one error line, status 1) when the upstream has not completed the MCP "
    "handshake by then; requests already waiting get a JSON-RPC error.",
)
@click.option(
    "--http",
    "http",
    metavar="HOST:PORT",
    help="Serve streamable HTTP at http://HOST:PORT/mcp instead of stdio (port 0: any).",
)
@click.option(
    "--upstream-url",
    metavar="URL",
    help="Connect to an upstream served over streamable HTTP instead of a COMMAND.",
)
@judge_options
@click.argument("command", nargs=-1, type=click.UNPROCESSED)
@user_errors
def mcp_proxy(
    detectors: str,
    k: int,
    mode: str,
    count: str,
    gate_tools: tuple[str, ...],
    ignore_tools: tuple[str, ...],
    groups: tuple[str, ...],
    shadow: bool,
    record_to: str | None,
    reopen_after: float | None,
    question_arg: str | None,
    call_timeout: float | None,
    connect_timeout: float,
    http: str | None,
    upstream_url: str | None,
    command: tuple[str, ...],
    rule_spec: dict[str, Any],
) -> None:
    """Serve MCP in front of an upstream MCP server, closing tools whose results are useless.

    Starts the upstream COMMAND (with this environment) or connects to --upstream-url, and
    forwards tools, resources, prompts, notifications, progress and cancellation. Every tool
    result is judged; after K useless results in a row from a tool, the K-th result carries a
    notice, the client gets tools/list_changed, the tool is no longer listed and later calls
    of it are refused. Exits with the upstream (status 1) or when the client leaves (0).

    \b
    Examples:
      uselessdetect mcp-proxy -- python my_server.py
      uselessdetect mcp-proxy -d classifier --k 3 --record-to runs.jsonl -- npx -y some-mcp-server
      uselessdetect mcp-proxy -d classifier --rule cusum --h 6 -- python my_server.py
      uselessdetect mcp-proxy --shadow --record-to shadow.jsonl -- python my_server.py
      uselessdetect mcp-proxy --ignore-tool calculator --group wiki=search,read -- python srv.py
      uselessdetect mcp-proxy --http 127.0.0.1:8765 --upstream-url http://127.0.0.1:8000/mcp
    """
    if bool(command) == bool(upstream_url):
        raise click.UsageError("give the upstream as -- COMMAND [ARGS...] or as --upstream-url")
    where = _host_port(http)
    _warn_abstaining(detectors)
    try:
        from ..integrations.mcp import McpProxy
    except ImportError as exc:
        raise click.ClickException(str(exc)) from None
    import anyio

    gate = StopGate(
        detectors,
        k=k,
        mode=mode,
        shadow=shadow,
        record_to=record_to,
        count=count,
        gate_tools=list(gate_tools) or None,
        ignore_tools=list(ignore_tools) or None,
        groups=_groups(groups),
        **rule_spec,
    )
    proxy = McpProxy(
        gate,
        command=list(command) or None,
        url=upstream_url,
        call_timeout=call_timeout,
        connect_timeout=connect_timeout,
        question_arg=question_arg,
        reopen_after=reopen_after,
    )
    _logging()
    ended = _serve(anyio, proxy, where)
    if ended != "upstream":
        return
    message = "the upstream server closed the connection; stopped"
    if where is not None:
        raise click.ClickException(message)
    # stdio: a worker thread still waits on the client's next line, which may never come
    click.echo(f"Error: {message}", err=True)
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):  # a client already gone, a closed pipe
            stream.flush()
    os._exit(1)


def _serve(anyio: Any, proxy: Any, where: tuple[str, int] | None) -> str:
    def ready(url: str) -> None:
        click.echo(f"uselessdetect mcp-proxy: serving {url}", err=True)

    try:
        if where is None:
            return str(anyio.run(proxy.serve_stdio))
        host, port = where
        return str(anyio.run(lambda: proxy.serve_http(host, port, on_ready=ready)))
    except BaseException as exc:  # task groups wrap what happened in exception groups
        cause = _cause(exc)
        if isinstance(cause, KeyboardInterrupt):
            raise SystemExit(130) from None
        if isinstance(cause, (SystemExit, UselessDetectError)):
            raise cause from None
        if not isinstance(cause, Exception):
            raise
        # the upstream could not be started or reached
        raise click.ClickException(f"cannot serve: {type(cause).__name__}: {cause}") from None


def _cause(exc: BaseException) -> BaseException:
    """The first exception inside (nested) exception groups."""
    inner = getattr(exc, "exceptions", None)
    return _cause(inner[0]) if inner else exc
