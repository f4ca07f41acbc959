"""Every text the experiment sends a model, in one place: the task, the tools, each condition's
element, the harness's refusals and the two instruments' questions.

The paper's wording is used where the paper gives it: the ReAct format of the text protocol
(Yao et al.'s HotpotQA prompt, as the paper's agents used it), the one-word USEFUL / USELESS
side-channel question, the belief elicitation of the two probabilities, and the elements the
conditions add one at a time — permission to answer from memory, the budget with a counter of
actions left and "unanswered counts as wrong", the stopping rule in words, the price per call
against 1 per correct answer, and the running count of useless judgments. :func:`show_prompt`
renders what one condition sends.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "BELIEF_QUESTION",
    "JUDGMENT_QUESTION",
    "REACT_SYSTEM",
    "TOOLS_SYSTEM",
    "allowed_now",
    "argument_name",
    "elements",
    "observation_text",
    "openai_tools",
    "refusal",
    "show_prompt",
    "system_prompt",
    "user_prompt",
]

#: The text protocol's system prompt (the ReAct format; ``{actions}`` lists the actions).
REACT_SYSTEM = (
    "Solve a question answering task with interleaving Thought, Action, Observation steps. "
    "Thought can reason about the current situation, and Action can be {n} types:\n"
    "{actions}\n"
    "Reply with one Thought line and one Action line, for example:\n"
    "Thought: I need to search Arms Wide Open.\n"
    "Action: search[Arms Wide Open]"
)

#: The tool protocol's system prompt (the same task; the actions are the offered functions).
TOOLS_SYSTEM = (
    "Solve a question answering task by calling the tools you are given, one per turn. "
    "Before each call, write your thought about the latest result and what to do next. "
    "{actions}"
)

_REACT_ACTIONS = {
    "search": "search[entity], which searches the knowledge base for the entity and returns "
    "the best-matching paragraph.",
    "backup_search": "backup_search[entity], a second, independent search of the same pages.",
    "lookup": "lookup[keyword], which returns the next sentence containing keyword in the "
    "current passage.",
    "finish": "finish[answer], which returns the answer and finishes the task.",
}
_FEVER_FINISH = "finish[answer], which returns SUPPORTS or REFUTES and finishes the task."

#: The tools' function descriptions (the tool protocol).
_FUNCTIONS = {
    "search": ("query", "Search the knowledge base; returns the best-matching paragraph."),
    "backup_search": ("query", "A second, independent search of the same pages."),
    "lookup": ("keyword", "The next sentence containing keyword in the current paragraph."),
    "finish": ("answer", "Give the final answer and finish the task."),
}

#: The permission element (the paper: permission to answer from memory).
PERMISSION = (
    "If the search results do not help, you may answer from your own knowledge at any time."
)
#: The budget element: the budget, the counter, and unanswered counts as wrong.
BUDGET = (
    "You have a budget of {budget} actions in total, finish included; after each result you "
    "are told how many actions are left. A question left unanswered when the budget runs out "
    "counts as wrong."
)
#: The stopping rule stated in words.
RULE = (
    "Stopping rule: if {k} consecutive results are useless, stop searching and answer now "
    "with your best guess."
)
#: The price element: a price per call against 1 per correct answer.
PRICE = (
    "Each tool call costs {price:g} points; a correct answer earns 1 point and a wrong or "
    "missing answer 0. Maximise your points."
)
#: The decide element: the running count of the agent's own useless judgments is shown.
DECIDE = (
    "After each result you are shown how many consecutive results you have judged useless; "
    "decide whether to keep searching or to answer."
)
#: The counter of actions left (budget conditions), appended to each observation.
ACTIONS_LEFT = "[Actions left: {left}]"
#: The running count (decide), appended to each observation.
RUN_COUNT = "[Consecutive results you judged useless: {run}]"

#: The side-channel question (a scratch copy of the conversation; no tools offered).
JUDGMENT_QUESTION = (
    "Before you continue: was the last result USEFUL or USELESS for answering the question? "
    "Answer with one word: USEFUL or USELESS."
)
#: The belief elicitation (a scratch copy of the conversation; no tools offered).
BELIEF_QUESTION = (
    "Before you continue, estimate two probabilities. p_continue: the probability that your "
    "final answer will be correct if you continue searching. p_answer_now: the probability "
    "that your answer will be correct if you answer now. Reply with only a JSON object: "
    '{"p_continue": <number from 0 to 1>, "p_answer_now": <number from 0 to 1>}'
)


def _react_actions(tools: tuple[str, ...], task: str) -> str:
    lines = []
    for i, t in enumerate(tools, 1):
        text = _FEVER_FINISH if (t == "finish" and task == "fever") else _REACT_ACTIONS[t]
        lines.append(f"({i}) {text}")
    return "\n".join(lines)


def elements(condition: Any, *, budget: int, k: int, price: float) -> list[str]:
    """The sentences a condition adds to the system prompt (none for ``unaided``)."""
    out = []
    if condition.permission:
        out.append(PERMISSION)
    if condition.budget:
        out.append(BUDGET.format(budget=budget))
    if condition.rule:
        out.append(RULE.format(k=k))
    if condition.price:
        out.append(PRICE.format(price=price))
    if condition.decide:
        out.append(DECIDE)
    return out


def system_prompt(
    condition: Any,
    *,
    protocol: str,
    tools: tuple[str, ...],
    budget: int,
    k: int,
    price: float,
    task: str = "hotpotqa",
) -> str:
    """The system prompt of one condition under one protocol."""
    if protocol == "react":
        head = REACT_SYSTEM.format(n=len(tools), actions=_react_actions(tools, task))
    else:
        answer = " The answer is SUPPORTS or REFUTES." if task == "fever" else ""
        head = TOOLS_SYSTEM.format(actions=answer.strip())
    return "\n\n".join([head.rstrip(), *elements(condition, budget=budget, k=k, price=price)])


def user_prompt(question: str, task: str = "hotpotqa") -> str:
    """The first user message: the question (or the claim to verify)."""
    if task == "fever":
        return f"Claim: {question}\nDoes the evidence SUPPORT or REFUTE the claim?"
    return f"Question: {question}"


def openai_tools(tools: tuple[str, ...]) -> list[dict[str, Any]]:
    """The allowed actions as chat-completions function tools (one string argument each)."""
    out = []
    for name in tools:
        arg, desc = _FUNCTIONS[name]
        out.append(
            {
                "type": "function",
                "function": {
                    "name": name,
                    "description": desc,
                    "parameters": {
                        "type": "object",
                        "properties": {arg: {"type": "string"}},
                        "required": [arg],
                    },
                },
            }
        )
    return out


def argument_name(tool: str) -> str:
    """The name of a tool's one argument (``query``, ``keyword`` or ``answer``)."""
    return _FUNCTIONS[tool][0]


def observation_text(obs: str, *, left: int | None = None, run: int | None = None) -> str:
    """An observation as the agent sees it, with the counters its condition shows."""
    parts = [obs]
    if left is not None:
        parts.append(ACTIONS_LEFT.format(left=left))
    if run is not None:
        parts.append(RUN_COUNT.format(run=run))
    return "\n".join(parts)


#: What stands in an action's brackets when the harness names it: a placeholder no model
#: copies as its argument (a bare ``finish[answer]`` made a real model answer "answer").
PLACEHOLDERS = {
    "search": "<what to search for>",
    "backup_search": "<what to search for>",
    "lookup": "<a keyword>",
    "finish": "<your final answer>",
}


def allowed_now(allowed: tuple[str, ...], protocol: str) -> str:
    """``Allowed now: finish[<your final answer>].`` — the actions the harness allows.

    Examples
    --------
    >>> allowed_now(("finish",), "react")
    'Allowed now: finish[<your final answer>].'
    >>> allowed_now(("backup_search", "finish"), "tools")
    'Allowed now: backup_search(query), finish(answer).'
    """
    if protocol == "react":
        names = ", ".join(f"{t}[{PLACEHOLDERS[t]}]" for t in allowed)
    else:
        names = ", ".join(f"{t}({argument_name(t)})" for t in allowed)  # the offered functions
    return f"Allowed now: {names}."


def refusal(reason: str, allowed: tuple[str, ...], protocol: str) -> str:
    """The harness's observation for an action it did not take, saying what is allowed."""
    return f"{reason} {allowed_now(allowed, protocol)}"


#: Appended to the observation at which the harness's rule trips (every restricting condition).
RESTRICTED = "[The harness now restricts your actions. {allowed}]"


def show_prompt(
    condition: Any,
    *,
    protocol: str = "tools",
    budget: int = 8,
    k: int = 5,
    price: float = 0.05,
    question: str = "Which band sang Arms Wide Open?",
) -> str:
    """What one condition sends: system prompt, first user message, tools and harness rules."""
    tools = condition.tools()
    lines = [
        f"# condition: {condition.name} (protocol: {protocol}, budget {budget})",
        "",
        "## system",
        system_prompt(condition, protocol=protocol, tools=tools, budget=budget, k=k, price=price),
        "",
        "## user",
        user_prompt(question),
    ]
    if protocol == "tools":
        lines += ["", "## tools offered", ", ".join(f"{t}({argument_name(t)})" for t in tools)]
    counters = []
    if condition.budget:
        counters.append(ACTIONS_LEFT.format(left="N"))
    if condition.decide:
        counters.append(RUN_COUNT.format(run="N"))
    if counters:
        lines += ["", "## after each observation", *counters]
    if condition.gate:
        who = (
            "the agent's own side-channel verdicts"
            if condition.gate == "self"
            else ("a rate-matched random signal")
        )
        what = (
            "only finish is offered"
            if condition.mode == "finish_only"
            else "search is removed (backup_search stays)"
        )
        lines += [
            "",
            "## harness rule",
            f"after {k} consecutive results judged useless by {who}, {what}.",
        ]
    lines += [
        "",
        "## side channel (scratch copy, after each result)",
        JUDGMENT_QUESTION,
        "",
        "## belief elicitation (scratch copy, at each decision point)",
        BELIEF_QUESTION,
    ]
    return "\n".join(lines)
