"""ChatClient against a real HTTP server on loopback, through the real ``openai`` client."""

from __future__ import annotations

import json
import pickle
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from tests._chat_server import VALIDATION_500, ChatServer, completion, obliging_model, tool_call

from uselessdetect.chat import parse_arguments
from uselessdetect.exceptions import ChatClientError, ConfigurationError
from uselessdetect.judges import ChatClient, ChatReply, ToolCall

pytest.importorskip("openai")

USER = [{"role": "user", "content": "Is this result USEFUL or USELESS?"}]
SEARCH = {
    "type": "function",
    "function": {
        "name": "search",
        "parameters": {"type": "object", "properties": {"query": {"type": "string"}}},
    },
}


def client(server: ChatServer, **kw: Any) -> ChatClient:
    kw.setdefault("backoff", 0.01)
    return ChatClient(base_url=server.base_url, model="scripted", **kw)


def many(chat: ChatClient, n: int, threads: int) -> list[ChatReply]:
    def one(i: int) -> ChatReply:
        return chat.complete([{"role": "user", "content": f"request {i}"}])

    with ThreadPoolExecutor(max_workers=threads) as pool:
        return list(pool.map(one, range(n)))


# ---------------------------------------------------------------------- the bound and timeouts
@pytest.mark.parametrize("bound", [1, 3])
def test_requests_in_flight_never_exceed_the_bound_and_reach_it(bound: int) -> None:
    with ChatServer(delay=0.05) as server:
        chat = client(server, concurrency=bound)
        replies = many(chat, 4 * bound + 2, threads=12)
        assert all(r.ok and r.content == "USELESS" for r in replies)
        assert server.max_in_flight == bound  # counted by the server itself
        assert chat.stats["peak"] == bound
        assert chat.stats["requests"] == server.requests == 4 * bound + 2


def test_the_timeout_counts_from_the_slot_not_from_the_queue() -> None:
    # one slot, eight callers at once, 0.1 s per reply: the last waits 0.7 s for its slot,
    # longer than the 0.6 s timeout, and must still succeed
    with ChatServer(delay=0.1) as server:
        chat = client(server, concurrency=1, timeout=0.6, retries=0)
        replies = many(chat, 8, threads=8)
        assert all(r.ok for r in replies), [r.error for r in replies]
        assert chat.stats["timeouts"] == 0 and server.max_in_flight == 1


def test_a_timeout_is_counted_retried_and_its_connection_closed() -> None:
    with ChatServer(delay=3.0) as server:
        chat = client(server, timeout=0.2, retries=1)
        start = time.monotonic()
        reply = chat.complete(USER)
        assert time.monotonic() - start < 2.0
        assert not reply.ok and reply.error.startswith("timeout") and reply.content == ""
        stats = chat.stats
        assert stats["timeouts"] == 2 and stats["retries"] == 1 and stats["requests"] == 2
        assert stats["failures"] == {"timeout": 1}
        deadline = time.monotonic() + 2.0
        while server.cancelled < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert server.cancelled == 2  # the server saw both connections close and stopped


def test_timeouts_lower_the_concurrency_for_a_server_that_queues() -> None:
    with ChatServer(delay=0.1, one_at_a_time=True) as server:
        chat = client(server, concurrency=4, timeout=0.25, retries=4)
        replies = many(chat, 8, threads=8)
        stats = chat.stats
        assert stats["timeouts"] >= 1 and stats["lowest"] < 4
        assert all(r.ok for r in replies), [r.error for r in replies]


# ---------------------------------------------------------------------- retries
def test_a_429_is_retried_with_backoff() -> None:
    with ChatServer(fail_first=2) as server:
        chat = client(server, retries=3)
        reply = chat.complete(USER)
        assert reply.ok and reply.content == "USELESS"
        assert server.statuses == [429, 429, 200]
        assert chat.stats["retries"] == 2 and chat.stats["failures"] == {}


def test_429_past_the_retries_is_a_counted_failure() -> None:
    with ChatServer(fail_first=10) as server:
        chat = client(server, retries=2)
        reply = chat.complete(USER)
        assert reply.error and reply.error.startswith("rate_limited")
        assert server.requests == 3 and chat.stats["failures"] == {"rate_limited": 1}


@pytest.mark.parametrize(
    ("status", "body", "sent", "kind"),
    [
        (500, VALIDATION_500, 1, "invalid_request"),  # a validation 500: never retried
        (400, {"error": {"message": "context too long"}}, 1, "bad_request"),
        (422, {"error": {"message": "bad field"}}, 1, "bad_request"),
        (500, {"error": {"message": "out of memory"}}, 3, "server_error"),  # transient
        (503, {"error": {"message": "loading model"}}, 3, "server_error"),
    ],
)
def test_which_errors_are_retried(status: int, body: dict, sent: int, kind: str) -> None:
    with ChatServer(lambda request: (status, body)) as server:
        chat = client(server, retries=2)
        reply = chat.complete(USER)
        assert server.requests == sent
        assert reply.error is not None and reply.error.startswith(kind)
        assert chat.stats["failures"] == {kind: 1}
        assert chat.stats["retries"] == sent - 1


def test_configuration_errors_raise() -> None:
    with pytest.raises(ChatClientError, match="cannot reach") as info:
        ChatClient(base_url="http://127.0.0.1:9/v1", model="m").complete(USER)
    assert isinstance(info.value, ConnectionError)
    for status, match in [
        (401, "refused the API key"),
        (403, "refused"),
        (404, "model 'scripted'"),
    ]:
        with ChatServer(lambda r, s=status: (s, {"error": {"message": "no"}})) as server:
            with pytest.raises(ChatClientError, match=match):
                client(server).complete(USER)
            assert server.requests == 1


def test_a_reply_that_is_not_a_completion_is_a_counted_failure() -> None:
    with ChatServer(lambda r: {"choices": []}) as server:
        chat = client(server)
        reply = chat.complete(USER)
        assert reply.error is not None and reply.error.startswith("bad_reply")
        assert chat.stats["failures"] == {"bad_reply": 1}


@pytest.mark.parametrize(
    "kw",
    [
        {"concurrency": 0},
        {"concurrency": True},
        {"timeout": 0},
        {"timeout": "5"},
        {"retries": -1},
        {"tool_results_as": "system"},
        {"model": ""},
        {"backoff": -1},
    ],
)
def test_bad_settings_are_clear_errors(kw: dict) -> None:
    settings = {"model": "m", **kw}
    with pytest.raises(ConfigurationError):
        ChatClient(**settings)


# ---------------------------------------------------------------------- the cache
def test_the_cache_answers_without_sending_anything(tmp_path: Path) -> None:
    with ChatServer() as server:
        first = client(server, cache_dir=tmp_path).complete(USER, logprobs=True)
        assert server.requests == 1
        again = client(server, cache_dir=tmp_path)  # another client, same directory
        reply = again.complete(USER, logprobs=True)
        assert server.requests == 1 and reply == first
        assert again.stats["cache_hits"] == 1 and again.stats["requests"] == 0
        again.complete(USER)  # a different body (no logprobs) is a different key
        assert server.requests == 2
        files = list(tmp_path.rglob("*.json"))
        assert len(files) == 2 and all(json.loads(f.read_text())["choices"] for f in files)


def test_the_cache_is_safe_for_concurrent_writers(tmp_path: Path) -> None:
    with ChatServer(delay=0.02) as server:
        chats = [client(server, cache_dir=tmp_path) for _ in range(3)]
        with ThreadPoolExecutor(max_workers=12) as pool:
            replies = list(pool.map(lambda i: chats[i % 3].complete(USER), range(24)))
        assert all(r.ok and r.content == "USELESS" for r in replies)
        assert [p.name for p in tmp_path.rglob("*") if p.name.startswith(".tmp")] == []
        (only,) = list(tmp_path.rglob("*.json"))
        assert json.loads(only.read_text())["choices"][0]["message"]["content"] == "USELESS"


def test_failures_are_not_cached(tmp_path: Path) -> None:
    with ChatServer(fail_first=1) as server:
        chat = client(server, cache_dir=tmp_path, retries=0)
        assert not chat.complete(USER).ok
        assert chat.complete(USER).ok and server.requests == 2


# ---------------------------------------------------------------------- llama.cpp's quirks
def test_tool_choice_is_sent_when_tools_are_offered() -> None:
    with ChatServer(obliging_model, ignore_tools_without_choice=True) as server:
        chat = client(server)
        reply = chat.complete([{"role": "user", "content": "search 'Creed'"}], tools=[SEARCH])
        assert server.bodies[-1]["tool_choice"] == "auto"
        assert reply.tool_calls == (ToolCall("call_search", "search", {"query": "Creed"}),)
        chat.complete(USER)  # no tools: no tool_choice either (OpenAI refuses one alone)
        assert "tool_choice" not in server.bodies[-1]
        chat.complete(USER, tools=[SEARCH], tool_choice="required")
        assert server.bodies[-1]["tool_choice"] == "required"


def history(content: Any = None) -> list[dict[str, Any]]:
    call = tool_call("search", {"query": "Creed"}, id="c1")
    return [
        {"role": "user", "content": "Look up Creed, then tell me the codeword."},
        {"role": "assistant", "content": content, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": "The codeword is PLUM-1234."},
        {"role": "user", "content": "What is the codeword?"},
    ]


def test_assistant_tool_call_messages_are_sent_with_empty_content() -> None:
    with ChatServer(obliging_model, refuse_null_content=True) as server:
        chat = client(server)
        reply = chat.complete(history(None))
        assert reply.ok, reply.error
        assert server.bodies[-1]["messages"][1]["content"] == ""
        assert server.statuses == [200]


def test_tool_results_as_user_reach_a_server_that_drops_tool_messages() -> None:
    with ChatServer(obliging_model, drop_tool_messages=True) as server:
        assert "PLUM-1234" not in client(server).complete(history()).content
        reply = client(server, tool_results_as="user").complete(history())
        assert reply.content == "PLUM-1234"
        sent = server.bodies[-1]["messages"]
        assert sent[2] == {
            "role": "user",
            "content": "Result of search: The codeword is PLUM-1234.",
        }
        assert all(m["role"] != "tool" for m in sent)


def test_escaped_arguments_are_unescaped_and_tool_calls_win_over_function_call() -> None:
    quoted = 'say "hi" & <bye>'
    with ChatServer(
        lambda r: {"content": None, "tool_calls": [tool_call("search", {"query": quoted})]},
        escape_arguments=True,
    ) as server:
        chat = client(server)
        reply = chat.complete(USER, tools=[SEARCH])
        (call,) = reply.tool_calls
        assert call.name == "search"  # not the disagreeing legacy function_call ("other")
        assert call.arguments == {"query": quoted}
        assert chat.stats["unescaped_arguments"] == 1
        # sent back, the history carries the clean arguments, not the escapes
        chat.complete([*USER, reply.to_message()])
        sent = server.bodies[-1]["messages"][-1]["tool_calls"][0]["function"]["arguments"]
        assert json.loads(sent) == {"query": quoted} and "&" in sent and "&amp;" not in sent


def test_legacy_function_call_alone_is_read() -> None:
    def legacy(request: dict) -> dict:
        out = completion(None)
        out["choices"][0]["message"]["function_call"] = {"name": "finish", "arguments": "{}"}
        return out

    with ChatServer(legacy) as server:
        reply = client(server).complete(USER, tools=[SEARCH])
        assert reply.tool_calls == (ToolCall("call_0", "finish", {}),)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ('{"query": "Creed"}', ({"query": "Creed"}, False)),
        ("{&quot;query&quot;: &quot;Creed&quot;}", ({"query": "Creed"}, True)),
        ('{"query": "&amp;#34;&amp;#34;Creed"}', ({"query": '""Creed'}, True)),
        ("{&amp;quot;q&amp;quot;: 1}", ({"q": 1}, True)),
        ("[1, 2]", ("[1, 2]", False)),
        ("Creed", ("Creed", False)),
        (None, ("", False)),
        ({"query": "x"}, ({"query": "x"}, False)),
    ],
)
def test_parse_arguments(raw: Any, expected: tuple) -> None:
    assert parse_arguments(raw) == expected


def test_a_reply_reads_content_logprobs_usage_and_finish_reason() -> None:
    with ChatServer() as server:
        chat = client(server)
        reply = chat.complete(USER, logprobs=True, top_logprobs=2, max_tokens=5, seed=3)
        body = server.bodies[-1]
        assert body["logprobs"] is True and body["top_logprobs"] == 2
        assert body["max_tokens"] == 5 and body["seed"] == 3 and body["temperature"] == 0.0
        assert reply.content == "USELESS" and reply.finish_reason == "stop"
        assert reply.logprobs == [
            ("USE", [("USE", -0.01), ("Use", -5.0)]),
            ("LESS", [("LESS", -0.2), ("FUL", -1.7)]),
        ]
        assert reply.usage == {"prompt_tokens": 10, "completion_tokens": 2}
        assert chat.stats["prompt_tokens"] == 10 and chat.stats["calls"] == 1
        # the callable form
        assert chat(USER).content == "USELESS"


def test_a_client_of_your_own_is_used_without_its_retries() -> None:
    import openai

    with ChatServer(fail_first=5) as server:
        own = openai.OpenAI(base_url=server.base_url, api_key="k", max_retries=5)
        chat = ChatClient(client=own, model="scripted", retries=1, backoff=0.01)
        assert not chat.complete(USER).ok
        assert server.requests == 2  # our one retry, none of the SDK's five
        assert chat.base_url == server.base_url


def test_a_copy_keeps_the_settings_and_counts_afresh() -> None:
    with ChatServer() as server:
        chat = client(server, concurrency=2, timeout=5.0, retries=1, tool_results_as="user")
        chat.complete(USER)
        copy = pickle.loads(pickle.dumps(chat))
        assert repr(copy) == repr(chat) and copy.tool_results_as == "user"
        assert copy.stats["requests"] == 0 and copy.complete(USER).ok


def test_threads_share_one_client_safely() -> None:
    with ChatServer() as server:
        chat = client(server, concurrency=4)
        errors: list[BaseException] = []

        def work() -> None:
            try:
                for i in range(5):
                    assert chat.complete([{"role": "user", "content": str(i)}]).ok
            except BaseException as exc:  # noqa: BLE001
                errors.append(exc)

        threads = [threading.Thread(target=work) for _ in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert errors == [] and chat.stats["calls"] == 30 == server.requests


def test_a_copy_of_a_client_of_your_own_shares_it_here_and_rebuilds_it_elsewhere() -> None:
    import openai

    from uselessdetect.chat import _client as _chat

    with ChatServer() as server:
        own = openai.OpenAI(base_url=server.base_url, api_key="k", default_headers={"X-A": "1"})
        chat = ChatClient(client=own, model="scripted")
        blob = pickle.dumps(chat)
        here = pickle.loads(blob)
        assert here._given is own  # a copy in this process shares the client
        _chat._GIVEN.clear()  # as in another process
        there = pickle.loads(blob)
        assert there._given is not own and there.base_url == server.base_url
        assert there._given.api_key == "k" and there._given._custom_headers["X-A"] == "1"
        assert there.complete(USER).ok and server.requests == 1


class _Trickle:
    """A loopback server that answers every request with a reply whose bytes trickle in,
    one every ``every`` seconds (the headers at once, or trickled too); ``hung_up`` is set
    when the client closes the connection before the reply is complete."""

    def __init__(self, every: float = 0.05, headers_too: bool = False) -> None:
        import socket

        self.every, self.headers_too = every, headers_too
        self.hung_up, self.requests = threading.Event(), 0
        self._sock = socket.create_server(("127.0.0.1", 0))
        self.base_url = f"http://127.0.0.1:{self._sock.getsockname()[1]}/v1"
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return
            threading.Thread(target=self._answer, args=(conn,), daemon=True).start()

    def _answer(self, conn: Any) -> None:
        body = json.dumps(completion("USELESS")).encode() + b" " * 4000
        head = (b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                b"Content-Length: %d\r\n\r\n" % len(body))  # fmt: skip
        with conn:
            conn.recv(1 << 20)
            self.requests += 1
            if not self.headers_too:
                conn.sendall(head)
            try:
                for byte in (head if self.headers_too else b"") + body:
                    conn.sendall(bytes([byte]))
                    time.sleep(self.every)
            except OSError:  # the client hung up
                self.hung_up.set()

    def close(self) -> None:
        self._sock.close()


@pytest.mark.parametrize("headers_too", [False, True], ids=["body", "headers-and-body"])
def test_the_timeout_bounds_a_request_whose_reply_trickles_in(headers_too: bool) -> None:
    """48.10: one byte every 0.05 s never trips a per-read timeout; the whole request's does."""
    server = _Trickle(headers_too=headers_too)
    try:
        chat = ChatClient(base_url=server.base_url, model="m", timeout=0.5, retries=0)
        start = time.monotonic()
        reply = chat.complete(USER)
        assert not reply.ok and reply.error.startswith("timeout"), reply.error
        assert chat.stats["timeouts"] == 1 and chat.stats["failures"] == {"timeout": 1}
        assert server.hung_up.wait(timeout=120)  # the connection was closed, not read on
        assert time.monotonic() - start < 100  # a sanity bound only (the reply takes 200 s)
    finally:
        server.close()
