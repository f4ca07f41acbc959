"""Roll a gate out on a LangChain agent: shadow, fit k, enforce, probe (docs/rollout.md).

The agent is a real LangChain v1 ``create_agent`` with a scripted chat model (LangChain's own
``GenericFakeChatModel``) that behaves as the paper's unaided agents do: it searches until
its last action and then answers, whatever the results say. Its ``search`` tool is a real
search over the question's paragraphs (the bundled HotpotQA sample), broken on purpose with
``FailingSource``. The budget is LangChain's ``ModelCallLimitMiddleware``.

    python docs/examples/rollout.py record --shadow --budget 8 --regimes six -o shadow.jsonl
    python docs/examples/rollout.py record --k 3 --budget 8 -o gated_b8.jsonl
    python docs/examples/rollout.py walkthrough            # every step of docs/rollout.md
    python docs/examples/rollout.py walkthrough --write    # ... and update the page

Run it from the repository root (it needs the ``langchain`` extra).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import shlex
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

# [start:agent]
from langchain.agents import create_agent
from langchain.agents.middleware import ModelCallLimitMiddleware
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from uselessdetect.gate import StopGate, record_fields
from uselessdetect.integrations.langchain import StopGateMiddleware
from uselessdetect.sim import FailingSource, KnowledgeBase


class ScriptedModel(GenericFakeChatModel):
    """LangChain's fake chat model; the script already names the tools it calls."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self


def deadline_script(kb: KnowledgeBase, budget: int) -> Iterator[AIMessage]:
    """Search (the question's titles in turn) until the last action, then answer."""
    for i in range(budget - 1):
        title = kb.gold_titles[i % len(kb.gold_titles)]
        call = {"name": "search", "args": {"query": title}, "id": f"call{i}"}
        yield AIMessage(content=f"I will look up {title}.", tool_calls=[call])
    while True:
        yield AIMessage(content=kb.answer)


def run_one(gate: StopGate, kb: KnowledgeBase, *, regime: str, budget: int, seed: int) -> None:
    """One agent run on one question, its search tool broken by ``regime``."""

    @tool
    def search(query: str) -> str:
        """Search the encyclopedia for a title."""
        i = kb.search(query)
        return kb.texts[i] if i >= 0 else f"Could not find [{query}]."

    broken = FailingSource(search, regime, random_state=seed)  # built-in failure pool
    agent = create_agent(
        ScriptedModel(messages=deadline_script(kb, budget)),
        [broken.tool],
        middleware=[
            StopGateMiddleware(gate),
            ModelCallLimitMiddleware(run_limit=budget, exit_behavior="end"),
        ],
    )
    fields = {"task_id": kb.id, "budget": budget, "regime": regime, "model": "scripted-deadline"}
    with record_fields(**fields):
        agent.invoke({"messages": [HumanMessage(kb.question)]})


# [end:agent]


def record(
    out: str,
    *,
    shadow: bool,
    k: int,
    budget: int,
    regimes: Sequence[str],
    questions: int,
) -> int:
    """Run the agent on the first ``questions`` questions per regime; record to ``out``."""
    from uselessdetect.io import sample_hotpotqa_path
    from uselessdetect.sim import knowledge_bases, load_records

    kbs = knowledge_bases(load_records(sample_hotpotqa_path()))
    # [start:gate]
    gate = StopGate("lexical", k=k, shadow=shadow, record_to=out)
    # [end:gate]
    n = 0
    for r, regime in enumerate(regimes):
        for q in range(questions):
            kb = kbs[(r * questions + q) % len(kbs)]
            run_one(gate, kb, regime=regime, budget=budget, seed=n)
            n += 1
    return n


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record", help="run the agent and record its episodes")
    rec.add_argument("-o", "--out", required=True, help="the recording (JSON Lines, appended)")
    rec.add_argument("--shadow", action="store_true", help="watch only: never restrict")
    rec.add_argument("--k", type=int, default=5, help="the gate's k")
    rec.add_argument("--budget", type=int, default=8, help="model calls per run")
    rec.add_argument("--regimes", default="persistent", help="'six' or a comma list")
    rec.add_argument("--questions", type=int, default=6, help="questions per regime")
    walk = sub.add_parser("walkthrough", help="run docs/rollout.md's steps, print the outputs")
    walk.add_argument("--write", action="store_true", help="update docs/rollout.md")
    args = parser.parse_args(argv)
    if args.command == "record":
        from uselessdetect.sim import parse_regimes

        regimes = [r.name for r in parse_regimes(args.regimes)]
        n = record(
            args.out,
            shadow=args.shadow,
            k=args.k,
            budget=args.budget,
            regimes=regimes,
            questions=args.questions,
        )
        mode = "shadow" if args.shadow else f"enforcing, k={args.k}"
        print(f"recorded {n} runs ({mode}, budget {args.budget}) to {args.out}")
    else:
        blocks = walkthrough()
        if args.write:
            update_page(PAGE, blocks)
        else:
            for name, text in blocks.items():
                print(f"--- {name}\n{text}")


# ------------------------------------------------------------------ the walk-through
PAGE = Path(__file__).resolve().parents[1] / "rollout.md"
#: The steps of docs/rollout.md: (block name, command).
STEPS: list[tuple[str, str]] = [
    (
        "shadow",
        "python docs/examples/rollout.py record --shadow --budget 8 --regimes six "
        "--questions 2 -o shadow.jsonl",
    ),
    ("fit", "uselessdetect fit-k shadow.jsonl -d lexical --price 0.02"),
    (
        "before",
        "python docs/examples/rollout.py record --shadow --budget 8 --questions 4 "
        "-o before_b8.jsonl\n"
        "python docs/examples/rollout.py record --shadow --budget 16 --questions 4 "
        "-o before_b16.jsonl\n"
        "uselessdetect probe --recorded before_b8.jsonl --recorded before_b16.jsonl",
    ),
    (
        "enforce",
        "python docs/examples/rollout.py record --k {k} --budget 8 --questions 4 "
        "-o gated_b8.jsonl\n"
        "python docs/examples/rollout.py record --k {k} --budget 16 --questions 4 "
        "-o gated_b16.jsonl\n"
        "uselessdetect probe --recorded gated_b8.jsonl --recorded gated_b16.jsonl",
    ),
]


def _run(command: str) -> str:
    """Run one command in-process; its standard output."""
    from click.testing import CliRunner

    from uselessdetect.cli import main as cli

    words = shlex.split(command)
    if words[0] == "uselessdetect":
        result = CliRunner().invoke(cli, words[1:], catch_exceptions=False)
        if result.exit_code:
            raise RuntimeError(f"{command}: exit {result.exit_code}\n{result.output}")
        return result.stdout
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(words[2:])  # python docs/examples/rollout.py ...
    return out.getvalue()


def _chosen_k(fit_output: str) -> int:
    m = re.search(r"^\*\s+(\d+)\s", fit_output, re.MULTILINE)
    if m is None:
        raise RuntimeError(f"no chosen k in:\n{fit_output}")
    return int(m.group(1))


def shortened(line: str) -> str:
    """A recorded episode for the page: the id elided, long texts cut, one field a line."""
    import json

    ep = json.loads(line)
    ep["id"] = "…"  # a fresh uuid4 hex on every run
    for step in ep["steps"]:
        for judged in step.get("judgments", {}).values():
            judged["score"] = round(judged["score"], 3)  # the page is checked byte for byte
        for key in ("observation", "input", "thought"):
            text = step.get(key)
            if isinstance(text, str) and len(text) > 60:
                step[key] = text[:60] + "…"

    def dump(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False)

    lines = [f' "{key}": {dump(value)},' for key, value in ep.items() if key != "steps"]
    steps = [f"  {dump(step)}," for step in ep["steps"]]
    steps[-1] = steps[-1].rstrip(",")
    at = list(ep).index("steps")
    body = [*lines[:at], ' "steps": [', *steps, " ],", *lines[at:]]
    body[-1] = body[-1].rstrip(",")
    return "\n".join(["{", *body, "}"])


def walkthrough() -> dict[str, str]:
    """Run every step in a scratch directory; ``{block name: console text}``."""
    blocks: dict[str, str] = {}
    old = os.getcwd()
    with tempfile.TemporaryDirectory() as tmp:
        os.chdir(tmp)
        try:
            k = 0
            for name, template in STEPS:
                text = []
                for command in template.format(k=k).split("\n"):
                    text.append(f"$ {command}\n{_run(command)}")
                blocks[name] = "".join(text).rstrip("\n")
                if name == "fit":
                    k = _chosen_k(blocks[name])
            blocks["record"] = shortened(Path("gated_b8.jsonl").read_text().splitlines()[0])
        finally:
            os.chdir(old)
    return blocks


def excerpts() -> dict[str, str]:
    """The marked parts of this script (``# [start:NAME]`` … ``# [end:NAME]``), dedented."""
    import textwrap

    source = Path(__file__).read_text(encoding="utf-8")
    found = re.findall(r"# \[start:(\w+)\]\n(.*?)\n\s*# \[end:\1\]", source, re.DOTALL)
    return {name: textwrap.dedent(code).strip("\n") for name, code in found}


def render(page: str, blocks: dict[str, str]) -> str:
    """``page`` with each ``<!-- rollout:NAME -->`` block replaced by the fresh output."""

    blocks = {**blocks, **excerpts()}

    def fill(m: re.Match[str]) -> str:
        name = m.group(1)
        if name not in blocks:
            raise KeyError(f"docs/rollout.md names an unknown block {name!r}")
        lang = {"record": "json", "agent": "py", "gate": "py"}.get(name, "console")
        return f"<!-- rollout:{name} -->\n```{lang}\n{blocks[name]}\n```\n<!-- /rollout:{name} -->"

    return re.sub(r"<!-- rollout:(\w+) -->\n.*?<!-- /rollout:\1 -->", fill, page, flags=re.DOTALL)


def update_page(path: Path, blocks: dict[str, str]) -> None:
    path.write_text(render(path.read_text(encoding="utf-8"), blocks), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
