"""Run agents in the paper's environment: the harness loop, ``simulate`` and the probe.

:func:`run_episode` is the harness: each turn the agent thinks about the latest observation, the
gate (if any) judges that observation with the thought and may restrict the actions, the agent
acts, the environment answers. :func:`simulate` runs an agent over HotpotQA records and
regimes; :func:`budget_probe` runs it on a source broken on purpose at budget B and 2B and says
whether its stopping follows the deadline (design §6).
"""

from __future__ import annotations

import statistics
import zlib
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from .._checks import check_count, check_seed
from .._types import FINISH, Episode, Sample
from ..exceptions import ConfigurationError
from ..gate import Rule, StopGate
from ..io import MAX_BUDGET
from ._agents import Action, Agent, Task, make_agent
from ._env import HotpotEnv, KnowledgeBase, check_budget
from ._inject import Regime, parse_regimes
from ._tasks import knowledge_bases

__all__ = [
    "ProbeReport",
    "budget_probe",
    "iter_simulate",
    "make_gate",
    "probe_episodes",
    "run_episode",
    "simulate",
]

GateSpec = StopGate | str | Callable[[Sample], Any] | None


def oracle(sample: Sample) -> int | None:
    """The environment's true label of the result (1 = useless): a perfect detector."""
    return sample.label


def make_gate(
    gate: GateSpec,
    *,
    k: int = 5,
    mode: str = "finish_only",
    rule: str | Rule | Mapping[str, Any] | None = None,
) -> StopGate | None:
    """A :class:`StopGate` from a spec: ``None``, a gate, ``"oracle"`` (true labels, no
    detector call), a detector name or a Detector, or a callable.

    ``rule`` is the gate's rule: a name (``"cusum"``), a :class:`~uselessdetect.gate.Rule`,
    or a mapping of StopGate's rule keywords (``{"rule": "cusum", "h": 4.0}``); ``None`` =
    ``run`` at ``k``.
    """
    if gate is None or isinstance(gate, StopGate):
        return gate
    if isinstance(gate, str) and gate.strip() == "oracle":
        gate = oracle
    spec = {"rule": rule} if isinstance(rule, (str, Rule)) else dict(rule or {})
    return StopGate(gate, k=k, mode=mode, **spec)


def run_episode(
    env: HotpotEnv,
    agent: Agent,
    *,
    gate: StopGate | None = None,
    rng: np.random.Generator | None = None,
    id: str | None = None,
    extra: Mapping[str, Any] | None = None,
) -> Episode:
    """Run one episode: think → (gate judges the previous result) → act → observe.

    The thought that judges step t's observation is written at step t + 1 (design §3.2), so the
    gate sees each result together with the agent's reaction to it. The harness enforces the
    gate: an agent that still picks a forbidden action is asked once more with
    ``allowed=("finish",)``, then made to finish with an empty answer. ``extra`` fields are
    added to the episode record.
    """
    kb, ep_id = env.kb, id or f"{env.kb.id}/{env.regime.name}"
    agent.reset(Task(ep_id, kb.question, env.budget, kb=kb), rng or np.random.default_rng())
    obs: str | None = None
    last: tuple[str, str, str | None, int | None] | None = None
    if gate is not None:
        gate.reset(ep_id)
    while not env.done:
        thought = agent.think(obs)
        info: dict[str, Any] = {}
        allowed: tuple[str, ...] | None = None
        if gate is not None and last is not None and last[2] is not None:
            sample = Sample(kb.question, last[2], last[1], thought, last[3])
            d = gate.observe(sample, source=last[0], episode=ep_id)
            info = {"gate": {"run": d.run, "tripped": d.tripped, "reason": d.reason}}
            if d.tripped:
                allowed = tuple(t for t in env_tools(env) if d.permits(t))
        action = agent.act(allowed)
        if allowed is not None and action.name not in allowed:
            action = agent.act((FINISH,))
            if action.name != FINISH:
                action = Action(FINISH, "")
        obs, label = env.step(action.name, action.input, thought, info)
        last = (action.name, action.input, obs, label)
    if gate is not None:
        gate.reset(ep_id)
    return env.episode(ep_id, **dict(extra or {}))


def env_tools(env: HotpotEnv) -> tuple[str, ...]:
    """The environment's action names."""
    return tuple(getattr(env, "tools", ("search", "lookup", FINISH)))


def _seed(random_state: int, kb_id: str, regime: Regime, stream: int) -> np.random.Generator:
    return np.random.default_rng(
        [int(random_state), zlib.crc32(kb_id.encode()), zlib.crc32(regime.name.encode()), stream]
    )


def iter_simulate(
    records: Iterable[Mapping[str, Any] | KnowledgeBase],
    agent: str | Agent = "persistent",
    *,
    regimes: str | Sequence[str] = "six",
    budget: int = 8,
    gate: GateSpec = None,
    k: int = 5,
    mode: str = "finish_only",
    failure_kind: str = "injected",
    random_state: int = 0,
    task: str | None = None,
    backup: bool = False,
    rule: str | Rule | Mapping[str, Any] | None = None,
    **agent_params: Any,
) -> Iterator[Episode]:
    """Like :func:`simulate`, yielding episodes one at a time (record by record)."""
    check_seed(random_state, integer=True)
    check_budget(budget)
    kbs = knowledge_bases(records, task, random_state=random_state)
    regs = parse_regimes(regimes)
    name = agent if isinstance(agent, str) else getattr(agent, "name", type(agent).__name__)
    if name == "gated" and isinstance(agent, str):
        agent, gate = "persistent", "oracle" if gate is None else gate
    the_agent = make_agent(agent, **agent_params) if isinstance(agent, str) else agent
    if not isinstance(the_agent, Agent):
        raise ConfigurationError(f"expected an agent name or an Agent, got {type(agent).__name__}")
    the_gate = make_gate(gate, k=k, mode=mode, rule=rule)
    gate_info = (
        None
        if the_gate is None
        else {
            "detector": the_gate.detector_name_,
            "k": the_gate.k,
            "mode": the_gate.mode,
            **the_gate.rule_.describe(),
        }
    )
    for kb in kbs:
        for regime in regs:
            env = HotpotEnv(
                kb,
                regime=regime.name,
                budget=budget,
                failure_kind=failure_kind,
                others=kbs,
                random_state=_seed(random_state, kb.id, regime, 0),
                backup=backup,
            )
            yield run_episode(
                env,
                the_agent,
                gate=the_gate,
                rng=_seed(random_state, kb.id, regime, 1),
                extra={"agent": name, "gate": gate_info},
            )


def simulate(
    records: Iterable[Mapping[str, Any] | KnowledgeBase],
    agent: str | Agent = "persistent",
    **kwargs: Any,
) -> list[Episode]:
    """Run an agent on every record under every regime; return the episodes.

    Parameters
    ----------
    records : iterable of HotpotQA records, FEVER claims (or KnowledgeBase)
        FEVER claims (``claim``, ``evidence``, ``label``) as :func:`load_records` reads them.
    agent : str or Agent, default "persistent"
        ``persistent``, ``clock``, ``deadline``, ``integrating``, ``eager``, ``gated``
        (persistent behind an oracle gate unless ``gate`` says otherwise), or an object
        implementing the agent protocol.
    **kwargs
        The settings below, and any other keyword passed on to the agent.

    Other Parameters
    ----------------
    regimes : str or sequence, default "six"
        ``"six"`` or a comma list of regime names.
    budget : int, default 8
    gate : None, "oracle", detector name, Detector, callable or StopGate
        ``"oracle"`` judges by the environment's true labels (no detector call).
    k : int, default 5
    mode : {"finish_only", "drop_tool"}
    rule : str, mapping or None
        The gate's rule: ``"cusum"`` or StopGate's rule keywords as a mapping
        (``{"rule": "sprt", "p0": 0.1}``); ``None`` = ``run`` at ``k``.
    failure_kind : {"injected", "plausible", "answerless"}, default "injected"
    random_state : int, default 0
        Episodes are seeded per (record, regime): the same draws with or without a gate.
    task : {"hotpotqa", "fever"} or None
        The environment; detected from the first record's fields when ``None``.
    backup : bool, default False
        Offer ``backup_search``, an intact second search tool; the reference agents switch to
        it only when the harness no longer allows ``search`` (a gate in ``drop_tool`` mode).
    agent_params : Any
        Any other keyword goes to the agent (``p_miss``, ``p_evidence``, ``p_memory``,
        ``answer_at``, …).

    Examples
    --------
    >>> rec = {"_id": "q", "question": "Who sang Arms Wide Open?", "answer": "Creed",
    ...        "supporting_facts": [["Arms Wide Open", 0]],
    ...        "context": [["Arms Wide Open", ["Arms Wide Open is a song by Creed."]],
    ...                    ["Creed (band)", ["Creed is an American rock band."]]]}
    >>> eps = simulate([rec], "persistent", regimes="persistent", gate="oracle", k=3)
    >>> [s.action for s in eps[0].steps]
    ['search', 'search', 'search', 'finish']
    """
    return list(iter_simulate(records, agent, **kwargs))


@dataclass(frozen=True)
class ProbeReport:
    """The budget-doubling probe's result (per budget: B, then 2B)."""

    agent: str
    gate: str | None
    regime: str
    budgets: tuple[int, int]
    n: int
    median_step: tuple[float | None, float | None]
    change: float | None
    tool_calls: tuple[float, float]
    answered: tuple[float, float]
    success: tuple[float | None, float | None]
    verdict: str
    follows_deadline: bool | None

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return asdict(self)

    def __str__(self) -> str:
        rows = [
            f"{'budget':<8}{'median answer step':>20}{'tool calls':>12}{'answered':>10}"
            f"{'success':>9}"
        ]
        for i, b in enumerate(self.budgets):
            m = self.median_step[i]
            rows.append(
                f"{b:<8}{'-' if m is None else f'{m:g}':>20}{self.tool_calls[i]:>12.2f}"
                f"{self.answered[i]:>10.2f}{_fmt(self.success[i]):>9}"
            )
        who = self.agent if self.gate is None else f"{self.agent} (gate: {self.gate})"
        return "\n".join(rows + [f"{who} on a {self.regime} source: {self.verdict}"])


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _verdict(
    b: tuple[int, int], m: tuple[float | None, float | None], calls: tuple[float, float]
) -> tuple[str, bool | None]:
    if m[0] is None or m[1] is None:
        return (
            f"stopping follows the deadline: the agent does not answer on the broken source "
            f"and spends its budget ({calls[0]:g} then {calls[1]:g} tool calls)",
            True,
        )
    change = m[1] - m[0]
    if abs(change) <= 0.5:
        return f"stopping holds when the budget doubles (median answer at action {m[0]:g})", False
    if change >= 0.5 * (b[1] - b[0]):
        return (
            f"stopping follows the deadline (median answer moved from action {m[0]:g} to {m[1]:g})",
            True,
        )
    return (
        f"stopping partly follows the deadline (median answer moved from action {m[0]:g} to "
        f"{m[1]:g})",
        None,
    )


def _gate_name(gate: GateSpec) -> str | None:
    if gate is None or isinstance(gate, str):
        return gate
    if isinstance(gate, StopGate):
        return gate.detector_name_
    return str(getattr(gate, "name", None) or getattr(gate, "__name__", type(gate).__name__))


def budget_probe(
    records: Iterable[Mapping[str, Any] | KnowledgeBase],
    agent: str | Agent = "deadline",
    *,
    budget: int = 8,
    factor: int = 2,
    regime: str = "persistent",
    **kwargs: Any,
) -> ProbeReport:
    """Run the agent on a broken source at budget B and ``factor``·B; compare when it answers.

    Keyword arguments are those of :func:`simulate` (``gate``, ``k``, ``random_state``, …).
    The median answering step is over episodes that answered; tool calls are non-finish
    actions per episode.

    Examples
    --------
    >>> rec = {"_id": "q", "question": "Who sang Arms Wide Open?", "answer": "Creed",
    ...        "supporting_facts": [["Arms Wide Open", 0]],
    ...        "context": [["Arms Wide Open", ["Arms Wide Open is a song by Creed."]],
    ...                    ["Creed (band)", ["Creed is an American rock band."]]]}
    >>> budget_probe([rec], "deadline").verdict
    'stopping follows the deadline (median answer moved from action 8 to 16)'
    """
    check_count(factor, "factor", low=2)
    check_budget(budget)
    if factor * budget > MAX_BUDGET:
        raise ConfigurationError(
            f"budget × factor must be at most {MAX_BUDGET:,} (the episode budget cap), got "
            f"{budget} × {factor}"
        )
    regime = Regime.parse(regime).name  # one regime: the source broken on purpose
    seed = check_seed(kwargs.get("random_state", 0), integer=True)
    kbs = knowledge_bases(records, kwargs.pop("task", None), random_state=seed)
    budgets = (budget, factor * budget)
    runs = []
    for b in budgets:
        eps = simulate(kbs, agent, regimes=regime, budget=b, **kwargs)
        if not eps:
            raise ConfigurationError("the probe needs at least one record")
        runs.append(eps)
    name = agent if isinstance(agent, str) else getattr(agent, "name", type(agent).__name__)
    gate = kwargs.get("gate")
    gate_name = _gate_name("oracle" if gate is None and name == "gated" else gate)
    return _report(name, gate_name, regime, budgets, len(kbs), (runs[0], runs[1]))


def _report(
    name: str,
    gate_name: str | None,
    regime: str,
    budgets: tuple[int, int],
    n: int,
    runs: tuple[Sequence[Episode], Sequence[Episode]],
) -> ProbeReport:
    """The probe's figures from the episodes run at each budget."""
    steps, calls, answered, success = [], [], [], []
    for eps in runs:
        ans = [len(e.steps) for e in eps if e.answered]
        steps.append(float(statistics.median(ans)) if ans else None)
        calls.append(sum(sum(not s.is_finish for s in e.steps) for e in eps) / len(eps))
        answered.append(len(ans) / len(eps))
        graded = any(e.correct is not None for e in eps)  # a recording may not grade answers
        success.append(sum(bool(e.correct) for e in eps) / len(eps) if graded else None)
    m = (steps[0], steps[1])
    verdict, follows = _verdict(budgets, m, (calls[0], calls[1]))
    return ProbeReport(
        name,
        gate_name,
        regime,
        budgets,
        n,
        m,
        None if None in m else m[1] - m[0],  # type: ignore[operator]
        (calls[0], calls[1]),
        (answered[0], answered[1]),
        (success[0], success[1]),
        verdict,
        follows,
    )


def _one(values: set[Any], what: str, where: str) -> Any:
    if len(values) > 1:
        raise ConfigurationError(
            f"{where}: the episodes have different {what}s ({', '.join(map(str, values))}); "
            f"record one {what} per file"
        )
    return next(iter(values)) if values else None


def _gate_of(block: Any) -> str | None:
    """How a recorded episode's gate block reads in the report: ``k=3`` or ``k=3, shadow``."""
    if not isinstance(block, Mapping) or "k" not in block:
        return None
    return f"k={block['k']}" + (", shadow" if block.get("shadow") else "")


def probe_episodes(
    at_budget: Iterable[Episode],
    at_double: Iterable[Episode],
    *,
    budget: int | None = None,
    agent: str = "recorded agent",
) -> ProbeReport:
    """The budget-doubling probe on two recordings of an agent: at budget B and at 2B.

    Each recording is a sequence of episodes (a gate's ``record_to`` file, or any episodes
    file) of the same agent on a broken source, run at one budget. The budgets are read from
    the episodes' ``budget`` fields (one per recording), else ``budget`` and twice it. An
    episode answered at the step of its ``finish``; blocked calls count as actions.

    Examples
    --------
    >>> from uselessdetect import Episode, Step
    >>> def ep(n, b):  # searches n times, then answers
    ...     steps = [Step(action="search", input="q", observation="x")] * n
    ...     return Episode(id=f"e{n}", question="Q?", budget=b,
    ...                    steps=[*steps, Step(action="finish", input="A")])
    >>> probe_episodes([ep(7, 8)], [ep(15, 16)]).verdict
    'stopping follows the deadline (median answer moved from action 8 to 16)'
    >>> probe_episodes([ep(3, 8)], [ep(3, 16)]).follows_deadline
    False
    """
    runs = (list(at_budget), list(at_double))
    if not runs[0] or not runs[1]:
        raise ConfigurationError("the probe needs episodes at both budgets")
    found = [
        _one({e.budget for e in r if e.budget is not None}, "budget", where)
        for r, where in zip(runs, ("at B", "at 2B"), strict=True)
    ]
    b0 = found[0] if found[0] is not None else budget
    b1 = found[1] if found[1] is not None else (None if budget is None else 2 * budget)
    if b0 is None or b1 is None:
        raise ConfigurationError(
            "the recordings have no `budget` field: give the budget B of the first one"
        )
    regimes = {str(e.regime) for r in runs for e in r if e.regime is not None}
    regime = _one(regimes, "regime", "the recordings") or "recorded"
    blocks = {_gate_of(e.raw.get("gate")) for r in runs for e in r}
    gate_name = _one(blocks - {None}, "gate", "the recordings")
    return _report(agent, gate_name, regime, (int(b0), int(b1)), len(runs[0]), runs)
