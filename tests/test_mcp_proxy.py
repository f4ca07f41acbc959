"""`uselessdetect mcp-proxy` end to end: a real ``mcp.ClientSession`` through the proxy (its own
process) to a real MCP server (``tests/mcp_search_server.py``: the bundled HotpotQA sample
behind a ``FailingSource``), over stdio and over streamable HTTP on loopback."""

from __future__ import annotations

import contextlib
import json
import os
import queue
import re
import shlex
import socket
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("mcp")

import anyio  # noqa: E402
from mcp import ClientSession, StdioServerParameters, stdio_client  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402
from tests.mcp_search_server import GOOD_QUERY  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
CLI = [sys.executable, str(ROOT / "cli.py"), "mcp-proxy"]
SEARCH = [sys.executable, str(ROOT / "tests" / "mcp_search_server.py")]
RAW = [sys.executable, str(ROOT / "tests" / "mcp_raw_server.py")]
LIST_CHANGED = "notifications/tools/list_changed"


def _env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT), env.get("PYTHONPATH", "")])
    env.update(extra)
    return env


class Notes:
    """A message handler that keeps the methods of the notifications it gets."""

    def __init__(self) -> None:
        self.methods: list[str] = []

    async def __call__(self, message: Any) -> None:
        if not isinstance(message, Exception):
            self.methods.append(message.method)

    def __contains__(self, method: str) -> bool:
        return method in self.methods


#: A safety limit for waits on an event (a line, a reply, an exit): never reached when things
#: work, so it can be generous — a loaded machine stretches every wait (issue 48.12).
PATIENCE = 120.0


async def eventually(check: Any, timeout: float = PATIENCE) -> bool:
    with anyio.move_on_after(timeout):
        while not check():
            await anyio.sleep(0.01)
    return bool(check())


def texts(result: Any) -> list[str]:
    return [c.text for c in result.content]


async def names(session: ClientSession) -> list[str]:
    return [t.name for t in (await session.list_tools()).tools]


async def stats(session: ClientSession) -> dict[str, int]:
    return json.loads(texts(await session.call_tool("stats", {}))[0])


async def trip_search(session: ClientSession, notes: Notes) -> None:
    """Three useless results of `search` (k=3): the third closes it for the session."""
    await session.call_tool("set_regime", {"regime": "persistent"})
    for i in range(3):
        last = await session.call_tool("search", {"query": f"Watertown airport {i}"})
    assert not last.is_error and len(last.content) == 2
    assert "3 results in a row from `search`" in last.content[1].text
    assert await eventually(lambda: LIST_CHANGED in notes)
    assert "search" not in await names(session)


@contextlib.asynccontextmanager
async def stdio_session(*args: str, env: dict[str, str] | None = None) -> AsyncIterator[Any]:
    notes = Notes()
    params = StdioServerParameters(command=CLI[0], args=[*CLI[1:], *args], env=env or _env())
    async with (
        stdio_client(params) as (read, write),
        ClientSession(read, write, message_handler=notes) as session,
    ):
        await session.initialize()
        yield session, notes


# ------------------------------------------------------------ streamable HTTP
class Proxy:
    """The proxy in its own process, serving streamable HTTP on a free loopback port."""

    def __init__(self, *args: str) -> None:
        self.proc = subprocess.Popen(
            [*CLI, "--http", "127.0.0.1:0", *args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            env=_env(),
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._drain, daemon=True).start()
        self.url = self._wait_for_url()

    def _drain(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.lines.put(line)

    def _wait_for_url(self, timeout: float = PATIENCE) -> str:
        deadline, seen = time.monotonic() + timeout, []
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.2)
            except queue.Empty:
                if self.proc.poll() is not None:
                    break
                continue
            seen.append(line)
            if "serving http://" in line:
                return line.rsplit(" ", 1)[-1].strip()
        self.stop()
        raise AssertionError(f"the proxy did not start: {''.join(seen)}")

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.terminate()
        return self.proc.wait(timeout=PATIENCE)

    @contextlib.asynccontextmanager
    async def session(self) -> AsyncIterator[Any]:
        notes = Notes()
        async with (
            streamable_http_client(self.url) as (read, write),
            ClientSession(read, write, message_handler=notes) as session,
        ):
            await session.initialize()
            yield session, notes


@pytest.fixture(scope="module")
def upstream_url() -> Iterator[str]:
    """The search server itself serving streamable HTTP on a free loopback port."""
    port = _free_port()
    upstream = subprocess.Popen([*SEARCH, "--http", str(port)], env=_env(), stderr=subprocess.PIPE)
    try:
        _wait_for_port(port)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        upstream.terminate()
        upstream.wait(timeout=PATIENCE)


@pytest.fixture(scope="module")
def http_proxy(
    tmp_path_factory: pytest.TempPathFactory, upstream_url: str
) -> Iterator[tuple[Proxy, Path]]:
    """HTTP in, HTTP out: the proxy on streamable HTTP, in front of the upstream's URL."""
    record = tmp_path_factory.mktemp("mcp") / "episodes.jsonl"
    proxy = Proxy(
        "--k", "3", "--call-timeout", "2", "--reopen-after", "1.0",
        "--record-to", str(record), "--upstream-url", upstream_url,
    )  # fmt: skip
    yield proxy, record
    proxy.stop()


def test_http_everything_is_forwarded(http_proxy: tuple[Proxy, Path]) -> None:
    proxy, _ = http_proxy

    async def main() -> None:
        async with proxy.session() as (s, _):
            assert s.server_info is not None and s.server_info.name == "hotpot-search"
            assert s.instructions is not None and s.instructions.startswith("Search for:")
            assert {"search", "lookup", "slow", "fail"} <= set(await names(s))
            found = await s.call_tool("lookup", {"title": GOOD_QUERY})
            assert texts(found)[0].startswith(GOOD_QUERY + ":")
            (res,) = (await s.list_resources()).resources
            read = await s.read_resource(str(res.uri))
            assert "Watertown" in read.contents[0].text  # type: ignore[union-attr]
            (tmpl,) = (await s.list_resource_templates()).resource_templates
            assert tmpl.uri_template == "kb://paragraph/{title}"
            (prompt,) = (await s.list_prompts()).prompts
            got = await s.get_prompt(prompt.name, {"question": "Same state?"})
            assert "Same state?" in got.messages[0].content.text  # type: ignore[union-attr]
            err = await s.call_tool("fail", {"query": "x"})
            assert err.is_error and "offline" in texts(err)[0]
            with pytest.raises(Exception, match="nosuch|not found|Unknown|unknown"):
                await s.get_prompt("nosuch", {})

    anyio.run(main)


def test_http_trip_unlists_refuses_and_keeps_other_tools(http_proxy: tuple[Proxy, Path]) -> None:
    proxy, record = http_proxy
    already = len(record.read_text().splitlines()) if record.exists() else 0

    async def main() -> None:
        async with proxy.session() as (s, notes):
            await trip_search(s, notes)
            before = (await stats(s))["calls"]
            refused = await s.call_tool("search", {"query": GOOD_QUERY})
            assert refused.is_error and "closed for this session" in texts(refused)[0]
            assert (await stats(s))["calls"] == before  # never reached the upstream
            assert not (await s.call_tool("lookup", {"title": GOOD_QUERY})).is_error
            async with proxy.session() as (other, _):  # per session: another is open
                assert "search" in await names(other)
            await anyio.sleep(1.05)  # --reopen-after 1.0: half-open, listed again
            await s.call_tool("set_regime", {"regime": "clean"})
            assert "search" in await names(s)
            probe = await s.call_tool("search", {"query": GOOD_QUERY})
            assert len(probe.content) == 1 and texts(probe)[0].startswith(GOOD_QUERY)
            assert not (await s.call_tool("search", {"query": GOOD_QUERY})).is_error

    anyio.run(main)
    assert _wait_for_lines(record, already + 1)  # the ended session is one episode
    episodes = [json.loads(line) for line in record.read_text().splitlines()]
    tripped = [e for e in episodes if e["gate"]["tripped_at"] is not None]
    assert tripped, episodes
    steps = tripped[-1]["steps"]
    search_steps = [st for st in steps if st["action"] == "search"]
    assert [st["judgments"]["lexical"]["verdict"] for st in search_steps[:3]] == ["useless"] * 3
    assert search_steps[3].get("blocked") is True  # the refused call, not run


def _wait_for_lines(path: Path, n: int, timeout: float = PATIENCE) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and len(path.read_text().splitlines()) >= n:
            return True
        time.sleep(0.05)
    return False


def test_http_progress_cancellation_and_upstream_notifications(
    http_proxy: tuple[Proxy, Path],
) -> None:
    proxy, _ = http_proxy

    async def main() -> None:
        async with proxy.session() as (s, notes):
            seen: list[tuple[float, float | None, str | None]] = []

            async def on_progress(done: float, total: float | None, msg: str | None) -> None:
                seen.append((done, total, msg))

            r = await s.call_tool("slow", {"seconds": 0.3}, progress_callback=on_progress)
            assert texts(r) == ["done after 0.3 s"]
            assert [p[0] for p in seen] == [1, 2, 3] and seen[0][1:] == (3, "step 1")
            before = (await stats(s))["cancelled"]
            running = anyio.Event()

            async def started(done: float, total: float | None, msg: str | None) -> None:
                running.set()  # the upstream runs the call (its first progress)

            async with anyio.create_task_group() as tg:
                tg.start_soon(
                    lambda: s.call_tool("slow", {"seconds": 60}, progress_callback=started)
                )
                with anyio.fail_after(PATIENCE):
                    await running.wait()
                tg.cancel_scope.cancel()  # the client gives up: the call is cancelled
            with anyio.fail_after(PATIENCE):  # the upstream counts it once it is told
                while (await stats(s))["cancelled"] == before:
                    await anyio.sleep(0.05)
            assert (await stats(s))["cancelled"] == before + 1
            added = await s.call_tool("add_tool", {"name": "search2"})
            assert texts(added) == ["added search2"]
            assert await eventually(lambda: LIST_CHANGED in notes)
            assert "search2" in await names(s)

    anyio.run(main)


def test_http_a_hanging_call_gets_an_error_result(http_proxy: tuple[Proxy, Path]) -> None:
    proxy, _ = http_proxy

    async def main() -> None:
        async with proxy.session() as (s, _):
            before = (await stats(s))["cancelled"]
            r = await s.call_tool("slow", {"seconds": 30})  # the proxy answers it at 2 s
            assert r.is_error and "did not answer `slow` within 2 s" in texts(r)[0]
            with anyio.move_on_after(PATIENCE):  # and the upstream was told to stop
                while (await stats(s))["cancelled"] == before:
                    await anyio.sleep(0.05)
            assert (await stats(s))["cancelled"] == before + 1
            assert not (await s.call_tool("lookup", {"title": GOOD_QUERY})).is_error

    anyio.run(main)


# ---------------------------------------------------------------------- stdio
def test_stdio_proxy_end_to_end_and_an_upstream_crash() -> None:
    async def main() -> None:
        async with stdio_session("--k", "3", "--", *SEARCH) as (s, notes):
            assert "search" in await names(s)
            await trip_search(s, notes)
            refused = await s.call_tool("search", {"query": GOOD_QUERY})
            assert refused.is_error and "closed for this session" in texts(refused)[0]
            assert not (await s.call_tool("lookup", {"title": GOOD_QUERY})).is_error
            crashed = await s.call_tool("crash", {})
            assert crashed.is_error and "closed the connection" in texts(crashed)[0]
            with anyio.fail_after(PATIENCE):  # the proxy exits with the upstream
                with pytest.raises(Exception, match="[Cc]onnection closed"):
                    while True:
                        await s.send_ping()
                        await anyio.sleep(0.1)

    anyio.run(main)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_stdio_shadow_proxy_to_an_upstream_url(tmp_path: Path, upstream_url: str) -> None:
    record = tmp_path / "shadow.jsonl"

    async def main() -> None:
        args = ("--shadow", "--k", "3", "--record-to", str(record), "--upstream-url", upstream_url)
        async with stdio_session(*args) as (s, notes):
            await s.call_tool("set_regime", {"regime": "persistent"})
            for i in range(5):
                r = await s.call_tool(
                    "search", {"query": f"Watertown {i}"}, meta={"question": "Same state?"}
                )
                assert not r.is_error and len(r.content) == 1  # nothing restricted
            assert "search" in await names(s) and LIST_CHANGED not in notes

    anyio.run(main)
    assert _wait_for_lines(record, 1)
    (episode,) = [json.loads(line) for line in record.read_text().splitlines()]
    assert episode["question"] == "Same state?" and episode["gate"]["shadow"] is True
    assert episode["gate"]["would_trip_at"] == 4 and episode["gate"]["tripped_at"] is None
    assert [st["action"] for st in episode["steps"]] == ["set_regime"] + ["search"] * 5


def _wait_for_port(port: int, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise AssertionError(f"nothing listens on port {port}")


def test_malformed_messages_and_an_exiting_upstream_give_error_results() -> None:
    """A hand-written client: the initialize handshake, then three calls, line by line."""
    proc = subprocess.Popen(
        [*CLI, "--", *RAW],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_env(),
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    hello = {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "t", "version": "0"},
    }

    def send(message: dict[str, Any]) -> None:
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", **message}) + "\n")  # type: ignore[union-attr]
        proc.stdin.flush()  # type: ignore[union-attr]

    def call(rid: int, name: str) -> dict[str, Any]:
        send({"id": rid, "method": "tools/call", "params": {"name": name, "arguments": {}}})
        reply = json.loads(proc.stdout.readline())  # type: ignore[union-attr]
        assert reply["id"] == rid
        return dict(reply["result"])

    send({"id": 1, "method": "initialize", "params": hello})
    assert json.loads(proc.stdout.readline())["result"]["serverInfo"]["name"] == "raw"
    send({"method": "notifications/initialized"})
    good = call(2, "garble")  # a line of garbage first: logged, the result passes
    assert good["content"][0]["text"] == "a good result after the garbage"
    bad = call(3, "malformed")
    assert (
        bad["isError"] is True and "malformed result for `malformed`" in bad["content"][0]["text"]
    )
    gone = call(4, "exit")
    assert gone["isError"] is True and "closed the connection" in gone["content"][0]["text"]
    assert proc.wait(timeout=PATIENCE) == 1  # the proxy exits with the upstream
    err = proc.stderr.read()
    assert "malformed message" in err and "upstream server closed the connection" in err
    assert "Traceback" not in err
    proc.stdin.close()


def test_cli_errors_are_one_clean_line() -> None:
    from click.testing import CliRunner

    from uselessdetect.cli import main

    runner = CliRunner()
    both = runner.invoke(main, ["mcp-proxy", "--upstream-url", "http://x/mcp", "--", "srv"])
    assert both.exit_code == 2 and "not both" in both.output or "give the upstream" in both.output
    bad = runner.invoke(main, ["mcp-proxy", "--http", "nowhere", "--", "srv"])
    assert bad.exit_code == 2 and "HOST:PORT" in bad.output
    missing = runner.invoke(main, ["mcp-proxy", "--", "/nonexistent/server-binary"])
    assert missing.exit_code == 1 and "cannot serve" in missing.output
    assert "Traceback" not in missing.output
    abstains = runner.invoke(main, ["mcp-proxy", "-d", "keyword", "--", "/nonexistent/server"])
    assert "always abstains" in abstains.output and abstains.exit_code == 1


def test_the_documented_proxy_command_runs_as_printed(tmp_path: Path) -> None:
    """docs/integrations/mcp.md: its server saved as search_server.py, its command line run."""
    page = (ROOT / "docs" / "integrations" / "mcp.md").read_text(encoding="utf-8")
    server_code = re.search(r"^```python\n(.*?)^```", page, re.S | re.M)
    command = re.search(r"^```console\n(uselessdetect mcp-proxy .*? -- python search_server.py)$",
                        page, re.M)  # fmt: skip
    assert server_code and command, "the page shows a server and the command in front of it"
    (tmp_path / "search_server.py").write_text(server_code.group(1), encoding="utf-8")
    args = shlex.split(command.group(1))[2:]  # after `uselessdetect mcp-proxy`
    args = [sys.executable if a == "python" else a for a in args]

    async def main() -> None:
        notes = Notes()
        params = StdioServerParameters(
            command=CLI[0], args=[*CLI[1:], *args], env=_env(), cwd=str(tmp_path)
        )
        async with (
            stdio_client(params) as (read, write),
            ClientSession(read, write, message_handler=notes) as s,
        ):
            await s.initialize()
            for query in ["Creed band", "Creed band founder", "Scott Stapp"]:
                result = await s.call_tool("search", {"query": query})
            assert "3 results in a row from `search`" in result.content[-1].text
            assert await names(s) == ["lookup"]

    anyio.run(main)
    assert _wait_for_lines(tmp_path / "episodes.jsonl", 1)  # --record-to episodes.jsonl


# ------------------------------------------- issue 32, item 12: invalid JSON-RPC, a lost upstream
class RawClient:
    """The proxy in front of ``tests/mcp_raw_server.py``, spoken to line by line."""

    HELLO = {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "t", "version": "0"},
    }

    def __init__(self, *upstream_args: str, proxy_args: tuple[str, ...] = ()) -> None:
        self.proc = subprocess.Popen(
            [*CLI, *proxy_args, "--", *RAW, *upstream_args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=_env(),
        )
        self.replies: queue.Queue[dict[str, Any] | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.replies.put(json.loads(line))
        self.replies.put(None)  # the proxy closed its stdout: no reply will come

    def line(self, raw: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(raw.rstrip(b"\n") + b"\n")
        self.proc.stdin.flush()

    def send(self, message: dict[str, Any]) -> None:
        self.line(json.dumps({"jsonrpc": "2.0", **message}).encode())

    def reply(self) -> dict[str, Any]:
        """The proxy's next reply: waits on its output (the limit is a safety net only)."""
        got = self.replies.get(timeout=PATIENCE)
        if got is None:
            self.replies.put(None)
            raise AssertionError(f"the proxy exited without a reply: {self.finish()}")
        return got

    def handshake(self) -> None:
        self.send({"id": 1, "method": "initialize", "params": self.HELLO})
        assert self.reply()["result"]["serverInfo"]["name"] == "raw"
        self.send({"method": "notifications/initialized"})

    def finish(self) -> tuple[int, str]:
        rc = self.proc.wait(timeout=PATIENCE)
        assert self.proc.stderr is not None
        return rc, self.proc.stderr.read().decode()


def test_invalid_jsonrpc_requests_get_the_specified_errors() -> None:
    """JSON-RPC 2.0 §5.1: -32700 for what is not JSON, -32600 for JSON that is no request;
    the id is the request's where it has a usable one, else null. Valid traffic goes on."""
    c = RawClient()
    c.handshake()
    cases = [
        (b"{not json", -32700, None),
        (
            b'{"jsonrpc": "2.0", "id": 5, "method": "ping", "params": {"x": "\\ud800"}}',
            -32700,
            None,
        ),
        (b'{"jsonrpc": "1.0", "id": 6, "method": "ping"}', -32600, 6),
        (b'{"jsonrpc": "2.0", "id": null, "method": "ping"}', -32600, None),
        (b'{"jsonrpc": "2.0", "id": 7}', -32600, 7),
        (b"[1, 2]", -32600, None),
        (b"\xff\xfe not utf-8", -32700, None),
    ]
    for raw, code, rid in cases:
        c.line(raw)
        reply = c.reply()
        assert reply["jsonrpc"] == "2.0" and reply["error"]["code"] == code, (raw, reply)
        assert reply["id"] == rid, (raw, reply)
    # the session still works
    c.send({"id": 9, "method": "tools/call", "params": {"name": "garble", "arguments": {}}})
    good = c.reply()
    assert good["id"] == 9 and "a good result" in good["result"]["content"][0]["text"]
    assert c.proc.stdin is not None
    c.proc.stdin.close()
    rc, err = c.finish()
    assert rc == 0 and "Traceback" not in err


def test_an_upstream_crash_answers_every_pending_request_and_exits_with_one_line() -> None:
    c = RawClient()
    c.handshake()
    for rid in (2, 3):  # two calls the upstream never answers, then one that kills it
        c.send({"id": rid, "method": "tools/call", "params": {"name": "hang", "arguments": {}}})
    c.send({"id": 4, "method": "tools/call", "params": {"name": "exit", "arguments": {}}})
    got = {r["id"]: r for r in (c.reply(), c.reply(), c.reply())}
    assert sorted(got) == [2, 3, 4]
    for r in got.values():
        assert r["result"]["isError"] is True
        assert "closed the connection" in r["result"]["content"][0]["text"]
    rc, err = c.finish()
    errors = [line for line in err.splitlines() if line.startswith("Error:")]
    assert rc == 1 and errors == ["Error: the upstream server closed the connection; stopped"]
    assert "Traceback" not in err


def test_an_upstream_that_never_answers_is_one_error_line_and_a_jsonrpc_error() -> None:
    c = RawClient("--silent", proxy_args=("--connect-timeout", "1"))
    c.send({"id": 1, "method": "initialize", "params": RawClient.HELLO})
    reply = c.reply()
    assert reply["id"] == 1 and reply["error"]["code"] == -32000
    assert "did not complete the MCP handshake within 1 s" in reply["error"]["message"]
    rc, err = c.finish()
    errors = [line for line in err.splitlines() if line.strip()]
    assert rc == 1 and len(errors) == 1 and errors[0].startswith("Error: the upstream server")


def test_the_loop_streams_never_close_the_process_stdio() -> None:
    """48.10: the transports on stdin/stdout, collected whenever the GC gets to them, closed
    ``sys.stdout`` under the proxy's final flush (``I/O operation on closed file``)."""
    script = (
        "import asyncio, gc, sys\n"
        "from uselessdetect.integrations._mcp_proxy import _stdio_pipes\n"
        "async def main():\n"
        "    stdin, stdout = await _stdio_pipes()\n"
        "    await stdout.write('{\"line\": 1}\\n')\n"
        "    await stdout.flush()\n"
        "    assert type(stdout).__name__ == '_Stdout', type(stdout)\n"
        "asyncio.run(main())\n"
        "gc.collect()\n"
        "print('closed' if sys.stdout.closed else 'open', flush=True)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], input="", capture_output=True, text=True, env=_env(),
        timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ['{"line": 1}', "open"]
    assert "Traceback" not in done.stderr


# ------------------------------------------- issue 49: descriptions from tools/list, repeats
def test_tools_are_counted_as_their_listed_descriptions_say() -> None:
    """`payments` and `web` have no verb in their names: the listing's descriptions decide."""

    async def main() -> None:
        async with stdio_session("--k", "2", "--", *SEARCH) as (s, _):
            assert {"payments", "web"} <= set(await names(s))  # a client lists first
            for i in range(4):  # lexical judges each receipt useless: not counted, never closed
                paid = await s.call_tool("payments", {"query": f"Creed band founder {i}"})
                assert len(paid.content) == 1 and not paid.is_error
            assert "payments" in await names(s)
            for i in range(2):
                found = await s.call_tool("web", {"query": f"Creed band founder {i}"})
            assert "2 results in a row from `web`" in found.content[-1].text
            assert "web" not in await names(s)

    anyio.run(main)


def test_the_same_result_three_times_closes_the_tool_under_novelty() -> None:
    async def main() -> None:
        async with stdio_session("-d", "novelty", "--k", "2", "--", *SEARCH) as (s, _):
            got = [await s.call_tool("web", {"query": f"Oslo {i}"}) for i in range(3)]
            assert [len(r.content) for r in got] == [1, 1, 2]  # the third carries the notice
            assert "2 results in a row from `web`" in got[-1].content[-1].text

    anyio.run(main)


# ---------------------------------- which tools it counts: --ignore-tool, --gate-tool, --group
def test_ignore_tool_and_gate_tool_override_the_names_and_descriptions() -> None:
    """`web` (a search, by its description) is left alone; `payments` (acts: its receipts,
    which ``lexical`` judges useless, close it only because it is named) is counted."""

    async def main() -> None:
        args = ("-d", "lexical", "--k", "2", "--ignore-tool", "web", "--gate-tool", "payments")
        async with stdio_session(*args, "--", *SEARCH) as (s, _):
            assert {"payments", "web"} <= set(await names(s))
            got = [await s.call_tool("web", {"query": f"Oslo {i}"}) for i in range(4)]
            assert [len(r.content) for r in got] == [1, 1, 1, 1]  # useless, never counted
            assert "web" in await names(s)
            paid = [await s.call_tool("payments", {"query": "Creed"}) for _ in range(3)]
            assert "2 results in a row from `payments`" in paid[2].content[-1].text
            assert "payments" not in await names(s)

    anyio.run(main)


def test_a_group_is_one_source_and_closes_together() -> None:
    async def main() -> None:
        args = ("-d", "novelty", "--k", "2", "--group", "pages=web,lookup")
        async with stdio_session(*args, "--", *SEARCH) as (s, _):
            got = [await s.call_tool("web", {"query": f"Oslo {i}"}) for i in range(3)]
            assert "2 results in a row from `web`" in got[-1].content[-1].text
            listed = set(await names(s))
            assert "web" not in listed and "lookup" not in listed and "search" in listed

    anyio.run(main)


def test_a_malformed_group_is_one_clean_line() -> None:
    from click.testing import CliRunner

    from uselessdetect.cli import main

    bad = CliRunner().invoke(main, ["mcp-proxy", "--group", "wiki", "--", "srv"])
    assert bad.exit_code == 2 and "expected SOURCE=TOOL,TOOL, got 'wiki'" in bad.output
    twice = ["mcp-proxy", "--gate-tool", "a", "--ignore-tool", "a", "--", "srv"]
    both = CliRunner().invoke(main, twice)
    assert both.exit_code == 1 and "both name 'a'" in both.output
    assert "Traceback" not in bad.output + both.output
