"""The judge wrappers with the real client packages and fake servers or models (no network).

``openai_chat`` runs the ``openai`` package itself over a mock transport of its own HTTP
library (``httpx2`` for openai 3.x, ``httpx`` before), answering like a chat-completions
server. ``langchain_chat`` runs langchain-core's fake chat model. ``llm_model`` is tested
with a duck-typed model (the ``llm`` package is not a dependency).
"""

from __future__ import annotations

import asyncio
import importlib
import json
import math
from collections.abc import Callable
from typing import Any

import pytest

from uselessdetect import Sample, Verdict
from uselessdetect.detectors import JudgeDetector, render_prompt
from uselessdetect.judges import langchain_chat, llm_model, openai_chat

openai = pytest.importorskip("openai")
# the HTTP library this openai speaks (httpx2 for openai 3.x, httpx before), read off its client
http = importlib.import_module(openai.DefaultHttpxClient.__mro__[1].__module__.split(".")[0])

SAMPLE = Sample("Who founded Creed?", "Ariel (Disney): a mermaid.", query="Creed")


def _token(tok: str, lp: float, alts: list[tuple[str, float]]) -> dict[str, Any]:
    return {
        "token": tok,
        "logprob": lp,
        "bytes": list(tok.encode()),
        "top_logprobs": [{"token": t, "logprob": p, "bytes": list(t.encode())} for t, p in alts],
    }


def completion(text: str, logprobs: list[dict[str, Any]] | None) -> dict[str, Any]:
    """A chat-completions response body as a server sends it."""
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": "judge-model",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": text},
                "logprobs": None if logprobs is None else {"content": logprobs},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 50, "completion_tokens": 2, "total_tokens": 52},
    }


# "USELESS" split as "USE" + "LESS": the first piece is shared with "USEFUL"
SPLIT = [
    _token("USE", math.log(0.98), [("USE", math.log(0.98)), ("Use", math.log(0.01))]),
    _token("LESS", math.log(0.8), [("LESS", math.log(0.8)), ("FUL", math.log(0.2))]),
]


def server(body: dict[str, Any], seen: list[dict[str, Any]]) -> Callable[[Any], Any]:
    def handle(request: Any) -> Any:
        assert request.method == "POST" and request.url.path == "/v1/chat/completions"
        seen.append(json.loads(request.content))
        return http.Response(200, json=body)

    return handle


def client(handler: Callable[[Any], Any], *, is_async: bool = False) -> Any:
    if is_async:
        transport = http.MockTransport(handler)
        return openai.AsyncOpenAI(
            api_key="sk-test",
            base_url="http://judge.test/v1",
            http_client=http.AsyncClient(transport=transport),
            max_retries=0,
        )
    return openai.OpenAI(
        api_key="sk-test",
        base_url="http://judge.test/v1",
        http_client=http.Client(transport=http.MockTransport(handler)),
        max_retries=0,
    )


def test_openai_chat_sends_what_a_server_accepts_and_reads_split_logprobs() -> None:
    seen: list[dict[str, Any]] = []
    judge = openai_chat(client(server(completion("USELESS", SPLIT), seen)), "judge-model")
    det = JudgeDetector(judge).fit([])
    j = det.judge(SAMPLE)
    assert j.verdict is Verdict.USELESS and j.score == pytest.approx(0.8)
    (body,) = seen
    assert body["model"] == "judge-model"
    assert body["messages"] == [{"role": "user", "content": render_prompt(SAMPLE)}]
    assert body["max_tokens"] == 5 and body["temperature"] == 0
    assert body["logprobs"] is True and body["top_logprobs"] == 20
    assert det.model_id_.startswith("openai-chat:http://judge.test/v1") and det.calls_ == 1


def test_openai_chat_falls_back_to_the_text_without_logprobs() -> None:
    seen: list[dict[str, Any]] = []
    judge = openai_chat(client(server(completion("Useful.", None), seen)), "m")
    assert JudgeDetector(judge).fit([]).judge(SAMPLE).score == 0.0
    seen.clear()
    plain = openai_chat(client(server(completion("not useful", None), seen)), "m", logprobs=False)
    assert JudgeDetector(plain).fit([]).judge(SAMPLE).score == 1.0
    assert "logprobs" not in seen[0] and "top_logprobs" not in seen[0]


def test_openai_chat_logprobs_on_an_answer_that_is_not_a_word_give_the_text() -> None:
    tokens = [_token("Not", -0.1, [("Not", -0.1)]), _token(" useful", -0.2, [(" useful", -0.2)])]
    judge = openai_chat(client(server(completion("Not useful", tokens), [])), "m")
    assert JudgeDetector(judge).fit([]).judge(SAMPLE).verdict is Verdict.USELESS


def test_openai_server_errors_are_counted_not_raised() -> None:
    calls = []

    def failing(request: Any) -> Any:
        calls.append(1)
        return http.Response(500, json={"error": {"message": "overloaded"}})

    det = JudgeDetector(openai_chat(client(failing), "m"), max_retries=1).fit([])
    assert det.judge(SAMPLE).verdict is Verdict.UNKNOWN
    assert (det.errors_, det.calls_, len(calls)) == (1, 2, 2)
    assert "server_error: 500: overloaded" in det.last_error_


def test_openai_async_client_gives_an_async_judge() -> None:
    seen: list[dict[str, Any]] = []
    judge = openai_chat(client(server(completion("USELESS", SPLIT), seen), is_async=True), "m")
    assert asyncio.iscoroutinefunction(judge)
    X = [SAMPLE, Sample("Q2?", "R2."), Sample("Q3?", "R3.")]
    scores = JudgeDetector(judge, n_jobs=2).fit([]).predict_proba(X)[:, 1]
    assert scores.tolist() == pytest.approx([0.8, 0.8, 0.8]) and len(seen) == 3


def test_langchain_fake_chat_model() -> None:
    fake = pytest.importorskip("langchain_core.language_models.fake_chat_models")
    model = fake.FakeListChatModel(responses=["Useless.", "**USEFUL**"])
    det = JudgeDetector(langchain_chat(model), n_jobs=1).fit([])
    X = [SAMPLE, Sample("Who founded Creed?", "Creed: founded by Scott Stapp.", query="Creed")]
    assert [j.verdict for j in det.judge_many(X)] == [Verdict.USELESS, Verdict.USEFUL]
    assert det.model_id_.startswith("langchain:FakeListChatModel")


def test_langchain_logprobs_in_response_metadata() -> None:
    messages = pytest.importorskip("langchain_core.messages")
    meta = {"logprobs": {"content": SPLIT}}

    class Model:
        model_name = "m"

        def invoke(self, msgs: list[dict[str, str]]) -> Any:
            assert msgs == [{"role": "user", "content": render_prompt(SAMPLE)}]
            return messages.AIMessage(content="USELESS", response_metadata=meta)

    assert JudgeDetector(langchain_chat(Model())).fit([]).judge(SAMPLE).score == pytest.approx(0.8)


def test_llm_model_duck_typed() -> None:
    prompts: list[str] = []

    class Response:
        def __init__(self, text: str) -> None:
            self._text = text

        def text(self) -> str:
            return self._text

    class Model:
        model_id = "tiny-local"

        def prompt(self, prompt: str, **options: Any) -> Response:
            prompts.append(prompt)
            assert options == {"temperature": 0}
            return Response("The result is useless.")

    det = JudgeDetector(llm_model(Model(), temperature=0)).fit([])
    assert det.judge(SAMPLE).verdict is Verdict.USELESS
    assert prompts == [render_prompt(SAMPLE)] and det.model_id_ == "llm:tiny-local"
