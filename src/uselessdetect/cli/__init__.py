"""The command line: a click group whose commands load lazily, each from its own module.

Commands are thin: parse, call the library, echo. Results go to stdout, chatter to stderr.
"""

from __future__ import annotations

import importlib
import signal
import threading
from types import FrameType
from typing import Any

import click

from .._version import __version__
from ._streams import guarded_streams

__all__ = ["main"]

#: Exit status after Ctrl-C (SIGINT): 128 + 2, as shells report a process ended by it.
INTERRUPTED = 128 + signal.SIGINT

#: command name -> "module:attribute" (modules relative to this package).
COMMANDS: dict[str, str] = {
    "detectors": "._detectors:detectors",
    "score": "._score:score",
    "demo": "._demo:demo",
    "analyze": "._analyze:analyze",
    "compare": "._compare:compare",
    "import": "._import:import_",
    "fit-k": "._fitk:fit_k",
    "simulate": "._simulate:simulate",
    "probe": "._probe:probe",
    "corpus": "._corpus:corpus",
    "evaluate": "._evaluate:evaluate",
    "train": "._train:train",
    "judge-prompt": "._judge_prompt:judge_prompt",
    "experiment": "._experiment:experiment",
    "data": "._data:data",
    "mcp-proxy": "._mcp_proxy:mcp_proxy",
    "replay": "._replay:replay",
}


class _LazyGroup(click.Group):
    """A group that imports a command's module only when the command is used or listed."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None:
            return None
        module, _, attr = target.partition(":")
        cmd: Any = getattr(importlib.import_module(module, __name__), attr)
        return cmd

    def main(self, *args: Any, **kwargs: Any) -> Any:
        """Run the command line; a closed or full standard stream is one error line (exit 1)."""
        with guarded_streams():
            return super().main(*args, **kwargs)

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; Ctrl-C (SIGINT) ends it with status 130, the shells' convention.

        Writers have removed their ``.part`` files by the time the interrupt arrives here.
        """
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            click.echo("Interrupted.", err=True)
            ctx.exit(INTERRUPTED)


@click.group(cls=_LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "-V", "--version", prog_name="uselessdetect")
def main() -> None:
    """Tell an agent's harness when a source has silently failed, and make it stop querying.

    Every score is P(useless); label 1 = useless. Start with `uselessdetect demo`.

    \b
    Examples:
      uselessdetect demo
      uselessdetect detectors
      uselessdetect score -d 'keyword>lexical',lexical episodes.jsonl -o scored.jsonl
    """
    _sigterm_exits(click.get_current_context())


def _on_sigterm(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(128 + signum)


#: Signals that end a command the way Ctrl-C does (exit 128 + the signal's number): SIGTERM
#: (``kill``), and SIGHUP (a closed terminal, an ended ssh session), where the platform has it.
UNWINDING = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


def _sigterm_exits(ctx: click.Context) -> None:
    """Make SIGTERM and SIGHUP unwind like Ctrl-C, so writers remove their ``.part`` files
    (exit 143 and 129).

    The previous handlers come back when the command ends. A signal that is ignored (``nohup``
    ignores SIGHUP) stays ignored.
    """
    if threading.current_thread() is not threading.main_thread():
        return
    for signum in UNWINDING:
        if signal.getsignal(signum) is signal.SIG_IGN:
            continue
        previous = signal.signal(signum, _on_sigterm)
        ctx.call_on_close(lambda s=signum, p=previous: signal.signal(s, p))
