"""Every command and every option of the command line explains itself in `-h`."""

from __future__ import annotations

from collections.abc import Iterator

import click
import pytest
from click.testing import CliRunner

from uselessdetect.cli import COMMANDS, main


def _commands() -> Iterator[tuple[str, click.Command]]:
    """Every command, subcommands of groups included, with its full name."""
    ctx = click.Context(main)

    def walk(cmd: click.Command, name: str) -> Iterator[tuple[str, click.Command]]:
        yield name, cmd
        if isinstance(cmd, click.Group):
            for sub in cmd.list_commands(ctx):
                child = cmd.get_command(ctx, sub)
                assert child is not None
                yield from walk(child, f"{name} {sub}")

    for name in sorted(COMMANDS):
        cmd = main.get_command(ctx, name)
        assert cmd is not None, name
        yield from walk(cmd, name)


def options_without_help(cmd: click.Command) -> list[str]:
    return [
        "/".join(p.opts)
        for p in cmd.params
        if isinstance(p, click.Option) and not p.hidden and not (p.help or "").strip()
    ]


def test_every_option_of_every_command_has_help() -> None:
    missing = {name: bad for name, cmd in _commands() if (bad := options_without_help(cmd))}
    assert missing == {}


def test_every_command_has_a_docstring_with_examples() -> None:
    for name, cmd in _commands():
        assert (cmd.help or "").strip(), name
        if not isinstance(cmd, click.Group) or name == "corpus":
            assert "Examples:" in (cmd.help or ""), name


def test_the_checker_sees_an_option_without_help() -> None:
    @click.command()
    @click.option("--seed", type=int, default=0)
    @click.option("--k", type=int, default=5, help="The threshold.")
    def cmd(seed: int, k: int) -> None: ...

    assert options_without_help(cmd) == ["--seed"]


@pytest.mark.parametrize(
    ("option", "words"),
    [
        ("--budget", "the final `finish` included"),
        ("--mode", "drop_tool removes the failing tool"),
        ("--failure-kind", "plausible = the question's own distractor"),
        ("--p-miss", "another paragraph"),
        ("--p-memory", "from memory"),
        ("--seed", "the same seed, the same episodes"),
    ],
)
def test_simulate_help_explains_its_options(option: str, words: str) -> None:
    out = CliRunner().invoke(main, ["simulate", "-h"], terminal_width=200).output
    line = next(ln for ln in out.splitlines() if ln.strip().startswith(option))
    at = out.index(line)
    assert words in " ".join(out[at : at + 600].split())
