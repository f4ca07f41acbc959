"""Every command the demo, the README and the quickstart print runs as printed, in an empty folder.

The commands are read from where a newcomer reads them: the `$ ` lines of `uselessdetect demo`,
and the `uselessdetect …` lines (and `&&` parts) of the console/bash blocks and the inline code
of README.md and docs/quickstart.md (table rows, which name commands without arguments, and
usage templates with UPPERCASE placeholders are not commands to run). Each source's commands
run in order in one fresh empty folder, split as a POSIX shell splits them (`shlex`), so
quoting and file names are as printed.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from uselessdetect.cli import COMMANDS, main

ROOT = Path(__file__).resolve().parents[1]
FENCE = re.compile(r"^```(?:console|bash|sh|shell)\n(.*?)^```", re.DOTALL | re.MULTILINE)
INLINE = re.compile(r"`(uselessdetect [^`]+)`")
#: A usage template, not a command: `uselessdetect data NAME -o FILE`.
PLACEHOLDER = re.compile(r"\b[A-Z][A-Z_]+\b")


def commands_in_markdown(text: str) -> list[str]:
    """The `uselessdetect …` commands of a page, in reading order (see the module docstring)."""
    found: list[tuple[int, str]] = []
    for block in FENCE.finditer(text):
        for line in block.group(1).splitlines():
            for part in line.split("&&"):
                if part.strip().startswith("uselessdetect "):
                    found.append((block.start(), part.strip()))
    fenced = [(m.start(), m.end()) for m in FENCE.finditer(text)]
    offset = 0
    for line in text.splitlines(keepends=True):
        if not line.lstrip().startswith("|"):
            for m in INLINE.finditer(line):
                at = offset + m.start()
                if not any(a <= at < b for a, b in fenced):
                    found.append((at, m.group(1)))
        offset += len(line)
    return [cmd for _, cmd in sorted(found, key=lambda t: t[0]) if not PLACEHOLDER.search(cmd)]


def commands_in_demo(screen: str) -> list[str]:
    return [m.group(1) for m in re.finditer(r"^\s*\$ (uselessdetect .*)$", screen, re.MULTILINE)]


def test_the_extractors_find_what_a_reader_sees() -> None:
    page = (
        "Run `uselessdetect demo` first, then `uselessdetect data NAME -o FILE`.\n\n"
        "| `uselessdetect score` | table |\n\n"
        "```console\nuselessdetect data episodes -o e.jsonl\n```\n\n"
        "```bash\npip install -e . && uselessdetect detectors\n```\n\n"
        "```python\n# uselessdetect fake\n```\n"
    )
    assert commands_in_markdown(page) == [
        "uselessdetect demo",
        "uselessdetect data episodes -o e.jsonl",
        "uselessdetect detectors",
    ]
    assert commands_in_demo("   Deeper:\n   $ uselessdetect data\n   $ ls\n") == [
        "uselessdetect data"
    ]


def _run_all(commands: list[str], folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Run each command in ``folder``, split as a POSIX shell splits it, in this process."""
    assert commands, "no command found"
    monkeypatch.chdir(folder)
    runner = CliRunner()
    for cmd in commands:
        assert not set("|;<`$") & set(cmd.replace("'keyword>", "")), f"more than a command: {cmd}"
        args = shlex.split(cmd)
        assert args[0] == "uselessdetect" and (args[1] in COMMANDS or args[1] == "-h"), cmd
        done = runner.invoke(main, args[1:])
        assert done.exit_code == 0 and done.exception is None, (
            f"`{cmd}` failed as printed:\n{done.output[-2000:]}"
        )


@pytest.fixture(scope="module")
def demo_screen() -> str:
    result = CliRunner().invoke(main, ["demo"])
    assert result.exit_code == 0, result.output
    return result.stdout


def test_the_demo_commands_run_as_printed(
    demo_screen: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    commands = commands_in_demo(demo_screen)
    assert len(commands) >= 4 and any(c.startswith("uselessdetect data ") for c in commands)
    _run_all(commands, tmp_path, monkeypatch)


@pytest.mark.parametrize("page", ["README.md", "docs/quickstart.md"])
def test_the_page_commands_run_as_printed(
    page: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    commands = commands_in_markdown((ROOT / page).read_text(encoding="utf-8"))
    assert "uselessdetect demo" in commands
    _run_all(commands, tmp_path, monkeypatch)


def test_a_failing_command_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The runner can fail: the demo's old command, on a file an empty folder does not hold."""
    with pytest.raises(AssertionError, match="failed as printed"):
        _run_all(["uselessdetect evaluate -d lexical samples.jsonl"], tmp_path, monkeypatch)


def test_the_readme_names_an_import_that_works_for_each_integration() -> None:
    """The README's integration table: each `from … import …` imports (the dev extra has the
    frameworks), and each install line is a checkout install of an extra that exists."""
    import importlib.util

    tomllib = pytest.importorskip("tomllib")  # Python 3.11+

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    imports = re.findall(r"`from (uselessdetect\.integrations\.\w+) import (\w+)`", text)
    assert {m for m, _ in imports} == {
        f"uselessdetect.integrations.{f}"
        for f in (
            "langchain",
            "openai_agents",
            "smolagents",
            "pydantic_ai",
            "adk",
            "agent_framework",
            "autogen",
            "crewai",
            "llama_index",
            "strands",
            "dspy",
            "claude_agent_sdk",
            "semantic_kernel",
            "haystack",
            "agno",
        )
    }
    own_environment = {
        ".crewai": "crewai",
        ".strands": "strands",
        ".semantic_kernel": "semantic_kernel",
    }
    for module, name in imports:
        package = next((p for s, p in own_environment.items() if module.endswith(s)), None)
        if package is not None and importlib.util.find_spec(package) is None:
            continue  # these live in environments of their own (their pins exclude dev's)
        assert hasattr(importlib.import_module(module), name), (module, name)
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"
    ]
    named = re.findall(r"pip install -e '\.\[([\w-]+)\]'", text)
    assert {
        "langchain",
        "openai-agents",
        "smolagents",
        "pydantic-ai",
        "adk",
        "agent-framework",
        "autogen",
        "crewai",
        "llama-index",
        "strands",
        "dspy",
        "claude-agent-sdk",
        "semantic-kernel",
        "haystack",
        "agno",
    } <= set(named)
    assert set(named) <= set(extras)


def test_the_readme_benchmark_command_on_a_clone_without_the_data(tmp_path: Path) -> None:
    """`python benchmarks/bench_classifier.py ../shared/data` where no such folder exists: one
    line naming the folder and where the data comes from, exit status 2, no traceback."""
    import subprocess
    import sys

    script = ROOT / "benchmarks" / "bench_classifier.py"
    cmd = [sys.executable, str(script), "../shared/data"]
    done = subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True, check=False)
    assert done.returncode == 2, done.stderr[-2000:]
    assert done.stdout == "" and len(done.stderr.splitlines()) == 1, done.stderr[-2000:]
    assert "'../shared/data': no folder" in done.stderr
    assert '"The data" in docs/benchmarks.md' in done.stderr
    assert "## The data\n" in (ROOT / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    (tmp_path / "data" / "hotpotqa").mkdir(parents=True)
    (tmp_path / "data" / "hotpotqa" / "a.json").write_text("[]", encoding="utf-8")
    done = subprocess.run([*cmd[:2], "data"], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 2 and "no hotpotqa/knowagent_train500" in done.stderr
    assert "fever/*.jsonl, trajectories/knowagent_hotpotqa_trajs.jsonl." in done.stderr
