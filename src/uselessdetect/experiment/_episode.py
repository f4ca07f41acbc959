"""One episode of a chat model in the paper's environment: agent turns, instruments, the rule.

Each turn the agent gets its own conversation and the allowed actions (as functions in the
``tools`` protocol, as ReAct text in ``react``); its action goes to the environment and the
result comes back. After every result the side channel asks, on a scratch copy of the
conversation, whether it was USEFUL or USELESS (``judgments.self``); before every decision
after the first result the belief elicitation asks, on another scratch copy, for the two
probabilities (``belief``). Nothing of either copy enters the agent's conversation. Under a
gated condition the project's :class:`~uselessdetect.gate.StopGate` counts the run of
results judged useless (by the side channel, or by the rate-matched random detector) and,
at k, restricts the actions of the following turns.
"""

from __future__ import annotations

import inspect
import json
import threading
import zlib
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from .._types import FINISH, Episode, Judgment, Sample, Verdict
from ..detectors import Detector, earlier_need, p_useless_from_tokens, parse_text
from ..exceptions import UselessDetectError
from ..gate import StopGate
from ..sim import HotpotEnv, KnowledgeBase, Regime
from . import _prompts as P
from ._conditions import Condition
from ._reply import Action, Reply, normalize_reply, parse_react, parse_tool_call, read_belief

__all__ = ["Chat", "EpisodeFailed", "Settings", "Stopped", "run_chat_episode"]

#: Room for the one-word judgment and for the belief's JSON object.
JUDGMENT_MAX_TOKENS = 10
BELIEF_MAX_TOKENS = 200


class EpisodeFailed(Exception):
    """An agent turn got no reply (every attempt failed): the episode is not written."""


class Stopped(Exception):
    """The run is being interrupted: the episode is abandoned (and redone on resume)."""


class Chat:
    """The user's chat callable, counted: calls by kind, tokens, and the options it accepts.

    The callable gets ``(messages, tools)``; the request options (``tool_choice``,
    ``logprobs``, ``top_logprobs``, ``max_tokens``, ``temperature``, ``seed``) are passed as
    keywords only when its signature accepts them (a ``**kwargs`` or the name itself), as
    :class:`uselessdetect.judges.ChatClient` does. Every message is a fresh copy, so a
    callable that edits its input cannot reach the agent's conversation.
    """

    def __init__(self, fn: Callable[..., Any]) -> None:
        if not callable(fn):
            raise TypeError(f"chat must be callable, got {type(fn).__name__}")
        self.fn = fn
        self.lock = threading.Lock()
        self.calls: Counter[str] = Counter()
        self.tokens: Counter[str] = Counter()
        try:
            params = inspect.signature(fn).parameters.values()
        except (TypeError, ValueError):
            params = ()  # type: ignore[assignment]
        self.any_kw = any(p.kind is p.VAR_KEYWORD for p in params)
        self.names = {p.name for p in params}

    def __call__(
        self, messages: Sequence[Mapping[str, Any]], tools: list[dict[str, Any]] | None, **opts: Any
    ) -> Reply:
        kw = {k: v for k, v in opts.items() if v is not None and (self.any_kw or k in self.names)}
        msgs = [_copy(m) for m in messages]
        raw = self.fn(msgs, tools, **kw)
        return normalize_reply(raw)

    def count(self, kind: str, reply: Reply) -> None:
        """Add one call of ``kind`` and its tokens to the run's totals."""
        with self.lock:
            self.calls[kind] += 1
            for key in ("prompt_tokens", "completion_tokens"):
                self.tokens[key] += int(reply.usage.get(key, 0))


def _copy(obj: Any) -> Any:
    """A deep copy of a message (dicts, lists and scalars), cheaper than ``copy.deepcopy``."""
    if isinstance(obj, dict):
        return {k: _copy(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_copy(v) for v in obj]
    return obj


@dataclass(frozen=True)
class Settings:
    """What every episode of a run shares."""

    protocol: str = "tools"
    k: int = 5
    price: float = 0.05
    failure_kind: str = "injected"
    instruments: tuple[str, ...] = ("self", "belief")
    model: str | None = None
    temperature: float | None = 0.0
    seed: int = 0
    top_logprobs: int = 5
    #: The enforced conditions' gate rule (``run``, ``cusum``, ``sprt``) and its parameters.
    rule: str = "run"
    rule_params: tuple[tuple[str, float], ...] = ()

    def fingerprint(self) -> dict[str, Any]:
        """The settings an episode records (a resumed file must have been run with them)."""
        out: dict[str, Any] = {
            "protocol": self.protocol,
            "k": self.k,
            "price": self.price,
            "failure_kind": self.failure_kind,
            "instruments": list(self.instruments),
            "seed": self.seed,
            "model": self.model,
        }
        if self.rule != "run" or self.rule_params:  # files of the default rule stay resumable
            out["rule"] = {"rule": self.rule, **dict(self.rule_params)}
        return out


def episode_seed(seed: int, kb_id: str, regime: Regime, stream: int) -> np.random.Generator:
    """The environment's draws per (task, regime): the same for every condition and budget."""
    return np.random.default_rng(
        [int(seed), zlib.crc32(kb_id.encode()), zlib.crc32(regime.name.encode()), stream]
    )


def self_signal(sample: Sample) -> None:
    """The gate's signal under ``enforced``: the verdict is given, never computed here."""
    return None


self_signal.__name__ = "self"


def read_judgment(reply: Reply) -> dict[str, Any]:
    """``judgments.self`` from the side channel's reply: log-probabilities first, else text."""
    score = (
        None if reply.error else (p_useless_from_tokens(reply.logprobs) if reply.logprobs else None)
    )
    if score is None and not reply.error:
        score = parse_text(reply.content)
    if score is None:
        return {"verdict": "unknown", "score": 0.5}
    verdict = "useless" if score >= 0.5 else "useful"
    return {"verdict": verdict, "score": round(float(score), 6)}


class _Run:
    """The state of one episode while it runs."""

    def __init__(self, chat: Chat, settings: Settings, stop: threading.Event) -> None:
        self.chat, self.s, self.stop = chat, settings, stop
        self.counts: Counter[str] = Counter()
        self.usage: Counter[str] = Counter()

    def ask(self, kind: str, messages: list[dict[str, Any]], tools: Any, **opts: Any) -> Reply:
        if self.stop.is_set():
            raise Stopped()
        try:
            reply = self.chat(
                messages, tools, temperature=self.s.temperature, seed=self.s.seed, **opts
            )
        except UselessDetectError:
            raise  # a configuration error (unreachable server, unknown model): stop the run
        except Exception as exc:  # a user's callable that raised: this call failed
            reply = Reply(error=f"{type(exc).__name__}: {exc}")
        self.chat.count(kind, reply)
        self.counts[kind] += 1
        if reply.error:
            self.counts[f"{kind}_errors"] += 1
        for key in ("prompt_tokens", "completion_tokens"):
            self.usage[key] += int(reply.usage.get(key, 0))
        return reply

    def judge(self, scratch: list[dict[str, Any]]) -> dict[str, Any]:
        reply = self.ask(
            "judgment",
            [*scratch, {"role": "user", "content": P.JUDGMENT_QUESTION}],
            None,
            logprobs=True,
            top_logprobs=self.s.top_logprobs,
            max_tokens=JUDGMENT_MAX_TOKENS,
        )
        out = read_judgment(reply)
        if out["verdict"] == "unknown":
            self.counts["judgment_unknown"] += 1
        return out

    def believe(self, scratch: list[dict[str, Any]]) -> dict[str, Any]:
        reply = self.ask(
            "belief",
            [*scratch, {"role": "user", "content": P.BELIEF_QUESTION}],
            None,
            max_tokens=BELIEF_MAX_TOKENS,
        )
        out, form = (None, None) if reply.error else read_belief(reply.content)
        if out is None:
            self.counts["belief_unparsed"] += 1
            return {"p_continue": None, "p_answer_now": None}
        if form != "json":
            self.counts[f"belief_{form}"] += 1
        return {**out, "form": form}


def _assistant(reply: Reply, action: Action) -> dict[str, Any]:
    """The agent's own turn as it goes back into its conversation (content never null)."""
    msg: dict[str, Any] = {"role": "assistant", "content": reply.content}
    if action.call_id is not None and reply.tool_calls:
        _, name, args = reply.tool_calls[0]
        text = args if isinstance(args, str) else json.dumps(args, ensure_ascii=False)
        msg["tool_calls"] = [
            {
                "id": action.call_id,
                "type": "function",
                "function": {"name": name, "arguments": text},
            }
        ]
    return msg


def _kind(env: HotpotEnv, name: str, label: int | None) -> str:
    """Where a result came from: ``gold``, the failure kind, a ``miss``, or ``lookup``."""
    if name == "lookup":
        return "lookup"
    if label == 0:
        return "gold"
    if name == "search" and env.search_failed:
        return env.failure_kind
    return "miss"


def run_chat_episode(
    chat: Chat,
    kb: KnowledgeBase,
    others: Sequence[KnowledgeBase],
    *,
    condition: Condition,
    regime: Regime,
    budget: int,
    settings: Settings,
    random_detector: Detector | None = None,
    keyword: Detector | None = None,
    stop: threading.Event | None = None,
) -> Episode:
    """Run one episode of the model behind ``chat`` (see the module docstring).

    ``random_detector`` judges the results under the ``random`` condition's gate, which
    gives a detector that reads them (``novelty``) the tool's earlier results in the
    episode; ``keyword`` (the keyword reader in a run) scores every result once the episode
    ends, under its name in ``judgments``, with the earlier results when it reads them.

    Raises :class:`EpisodeFailed` when an agent turn gets no reply, :class:`Stopped` when
    ``stop`` is set; configuration errors of the client propagate.
    """
    run = _Run(chat, settings, stop or threading.Event())
    episode = _Episode(run, kb, others, condition, regime, budget, random_detector)
    while not episode.env.done and not episode.turn():
        pass
    return _finish(
        episode.env, episode.id, condition, settings, run, episode.gate, episode.tripped_at, keyword
    )


class _Episode:
    """One episode's environment, conversation, gate and counters, advanced a turn at a time."""

    def __init__(
        self,
        run: _Run,
        kb: KnowledgeBase,
        others: Sequence[KnowledgeBase],
        condition: Condition,
        regime: Regime,
        budget: int,
        random_detector: Detector | None,
    ) -> None:
        s = run.s
        self.run, self.kb, self.condition, self.budget = run, kb, condition, budget
        self.id = f"{kb.id}/{regime.name}/{condition.name}/{budget}"
        self.env = HotpotEnv(
            kb,
            regime=regime.name,
            budget=budget,
            failure_kind=s.failure_kind,
            others=others,
            random_state=episode_seed(s.seed, kb.id, regime, 0),
            backup=condition.backup,
        )
        self.tools: tuple[str, ...] = self.env.tools
        self.gate = None
        if condition.gate is not None:
            signal: Any = self_signal if condition.gate == "self" else random_detector
            params: dict[str, Any] = dict(s.rule_params)
            self.gate = StopGate(
                signal, k=s.k, mode=condition.mode, tools=self.tools, rule=s.rule, **params
            )
        system = P.system_prompt(
            condition, protocol=s.protocol, tools=self.tools, budget=budget, k=s.k,
            price=s.price, task=kb.task,
        )  # fmt: skip
        self.messages: list[dict[str, Any]] = [
            {"role": "system", "content": system},
            {"role": "user", "content": P.user_prompt(kb.question, kb.task)},
        ]
        self.allowed = self.tools
        self.tripped_at: int | None = None
        self.judged_run = 0
        self.had_result = False

    def turn(self) -> bool:
        """One agent turn and what follows it; ``True`` when the agent has finished."""
        run = self.run
        extra: dict[str, Any] = {"offered": list(self.allowed)}
        if self.had_result and "belief" in run.s.instruments:
            extra["belief"] = run.believe(self.messages)
        action, reply = _agent_turn(run, self.messages, self.allowed, self.tools)
        extra["usage"] = dict(reply.usage) or None  # None: the server's usage was malformed
        if not reply.usage:
            run.counts["usage_missing"] += 1
        self.messages.append(_assistant(reply, action))
        if action.invalid is not None or action.name not in self.allowed:
            self.refuse(action, extra)
            self.react(action, self.env.steps[-1].observation or "", None, is_result=False)
            return False
        obs, label = self.env.step(action.name, action.input, action.thought, extra)
        if action.name == FINISH:
            return True
        assert obs is not None
        self.react(action, obs, label, is_result=True)
        return False

    def refuse(self, action: Action, extra: dict[str, Any]) -> None:
        """Record an action the harness did not take (invalid, or barred by the gate)."""
        invalid = action.invalid is not None
        reason = (
            f"Invalid action: {action.invalid}."
            if invalid
            else f"The action {action.name} is not allowed now."
        )
        self.run.counts["invalid_actions" if invalid else "barred_actions"] += 1
        extra["invalid" if invalid else "barred"] = action.invalid or True
        name = action.name if action.name in self.tools and action.name != FINISH else "invalid"
        text = P.refusal(reason, self.allowed, self.run.s.protocol)
        self.env.refuse(name, action.input, action.thought, text, extra)

    def react(self, action: Action, obs: str, label: int | None, *, is_result: bool) -> None:
        """The observation back to the agent, the side channel's verdict, and the gate."""
        s, step = self.run.s, self.env.steps[-1]
        left = self.budget - len(self.env.steps) if self.condition.budget else None
        content = P.observation_text(obs, left=left)
        feedback = (
            {"role": "tool", "tool_call_id": action.call_id, "content": content}
            if action.call_id is not None and s.protocol == "tools"
            else {"role": "user", "content": f"Observation: {content}"}
        )
        verdict: dict[str, Any] = {"verdict": "unknown", "score": 0.5}
        if is_result:
            step.raw["kind"] = _kind(self.env, action.name, label)
            self.had_result = True
            if "self" in s.instruments:
                verdict = self.run.judge([*self.messages, feedback])
            self.judged_run = {"useless": self.judged_run + 1, "useful": 0}.get(
                str(verdict["verdict"]), self.judged_run
            )
        step.judgments["self"] = verdict
        if self.condition.decide:
            feedback["content"] = P.observation_text(content, run=self.judged_run)
        if self.gate is not None and is_result and self.observe(action, obs, label, verdict):
            restricted = P.RESTRICTED.format(allowed=P.allowed_now(self.allowed, s.protocol))
            feedback["content"] = f"{feedback['content']}\n{restricted}"
        self.messages.append(feedback)

    def observe(self, action: Action, obs: str, label: int | None, verdict: Any) -> bool:
        """Feed the result to the gate; at a trip, restrict the actions of the next turns.

        Returns whether the rule tripped at this result (the first trip only).
        """
        assert self.gate is not None
        item: Any = (
            Judgment(Verdict(verdict["verdict"]), float(verdict["score"]), "self")
            if self.condition.gate == "self"
            else Sample(
                self.kb.question, obs, action.input, "", label, "real",
                f"episode:{self.id}#{len(self.env.steps) - 1}",
            )
        )  # fmt: skip
        d = self.gate.observe(item, source=action.name, episode=self.id)
        self.env.steps[-1].raw["gate"] = {"run": d.run, "tripped": d.tripped}
        if not d.tripped:
            return False
        first = self.tripped_at is None
        self.tripped_at = self.tripped_at or len(self.env.steps)
        self.allowed = tuple(t for t in self.tools if d.permits(t))
        return first


def _agent_turn(
    run: _Run, messages: list[dict[str, Any]], allowed: tuple[str, ...], tools: tuple[str, ...]
) -> tuple[Action, Reply]:
    """One agent request and the action read from it."""
    if run.s.protocol == "tools":
        choice = "required" if allowed == (FINISH,) else "auto"
        reply = run.ask("agent", messages, P.openai_tools(allowed), tool_choice=choice)
        if reply.error:
            raise EpisodeFailed(f"agent turn {run.counts['agent']}: {reply.error}")
        arg_of = {t: P.argument_name(t) for t in tools}
        return parse_tool_call(reply, tools, arg_of), reply  # barred calls: checked after
    reply = run.ask("agent", messages, None)
    if reply.error:
        raise EpisodeFailed(f"agent turn {run.counts['agent']}: {reply.error}")
    return parse_react(reply, tools), reply


def _finish(
    env: HotpotEnv,
    ep_id: str,
    condition: Condition,
    s: Settings,
    run: _Run,
    gate: StopGate | None,
    tripped_at: int | None,
    keyword: Detector | None,
) -> Episode:
    gate_info: dict[str, Any] | None = None
    if gate is not None:
        gate_info = {
            "detector": gate.detector_name_,  # what judged: "self", "random", or a caller's
            "k": s.k,
            "mode": condition.mode,
            "tripped_at": tripped_at,
        }
        if s.rule != "run" or s.rule_params:
            gate_info["rule"] = gate.rule_.label
        rate = getattr(gate.detector, "rate_", None)
        if rate is not None:
            gate_info["rate"] = round(float(rate), 6)
    always = ("agent", "judgment", "belief", "invalid_actions", "barred_actions",
              "judgment_unknown", "belief_unparsed")  # fmt: skip
    counts = {k: int(run.counts.get(k, 0)) for k in always}
    counts.update({k: int(v) for k, v in sorted(run.counts.items()) if k not in counts})
    ep = env.episode(
        ep_id,
        condition=condition.name,
        model=s.model,
        gate=gate_info,
        calls=counts,
        usage={k: int(run.usage.get(k, 0)) for k in ("prompt_tokens", "completion_tokens")},
        experiment=s.fingerprint(),
    )
    if keyword is not None:  # a detector that reads the earlier results is given them
        samples = list(ep.samples(earlier=bool(earlier_need(keyword))))
        for (t, _), j in zip(samples, keyword.judge_many([x for _, x in samples]), strict=True):
            ep.steps[t].judgments[j.detector or "keyword"] = j.to_dict()
    return ep
