"""The command line: a click group whose commands load lazily, each from its own module.

Commands are thin: parse, call the library, echo. Results go to stdout, chatter to stderr.
"""

from __future__ import annotations

import importlib
import signal
import sys
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
    "report": "._report:report",
}


#: command name -> its one-line summary, as click makes it from the command's help: the group's
#: ``-h`` lists these without importing a command (tests/test_cli_startup.py keeps them equal).
SUMMARIES: dict[str, str] = {
    "analyze": "Tell whether stopping in EPISODES (JSON Lines) follows the evidence, the clock, "
    "or earlier useful results.",
    "compare": "Compare conditions (episode files, JSON Lines) with BASE on the same tasks.",
    "corpus": "Build labeled samples (one search call each) for training and `evaluate`.",
    "data": "List the real data files bundled with the package, or write a copy of one.",
    "demo": "Tell the story on the bundled data: detectors, a gate, and the k to choose.",
    "detectors": "List the registered detectors, one line each.",
    "evaluate": "Judge labeled samples and report, per kind, the share judged correctly.",
    "experiment": "Run the paper's experiment on a chat model: the failing-source environment "
    "on DATA (a HotpotQA or FEVER file; default: the bundled sample) under the paper's "
    "conditions, with the side-channel judgment and the belief elicitation on scratch copies, "
    "one episode per task, regime, condition and budget.",
    "fit-k": "Choose k, the run of useless judgments after which the gate allows only `finish`.",
    "import": "Convert other agents' logs into the episode format (format: docs/formats.md).",
    "judge-prompt": "Print the prompt the judge detector (-d judge) sends for a sample, to "
    "check what your model will see.",
    "mcp-proxy": "Serve MCP in front of an upstream MCP server, closing tools whose results "
    "are useless.",
    "replay": "Replay a shadow gate over logged runs with their outcomes, before it enforces.",
    "report": "Write one self-contained HTML page of what a gate would do on logged runs.",
    "probe": "Run an agent on a broken source at budget B and 2B and compare when it answers.",
    "score": "Add `judgments` to every non-finish step of EPISODES (JSON Lines; docs/formats.md).",
    "simulate": "Run a scripted agent on HotpotQA questions or FEVER claims under failure "
    "regimes (no LLM needed).",
    "train": "Train the classifier (or, with --detector semantic, the cross-encoder) on "
    "labeled samples (or episodes with per-step labels).",
}


class _LazyGroup(click.Group):
    """A group that imports a command's module only when the command is used.

    Its ``-h`` lists the commands from :data:`SUMMARIES`, so help and ``--version`` import
    no command module (and so neither scikit-learn nor numpy).
    """

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None:
            return None
        module, _, attr = target.partition(":")
        cmd: Any = getattr(importlib.import_module(module, __name__), attr)
        return cmd

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The commands section of ``-h``, as click writes it, from :data:`SUMMARIES`."""
        names = self.list_commands(ctx)
        limit = formatter.width - 6 - max(len(n) for n in names)
        rows = [(n, click.Command(n, help=SUMMARIES[n]).get_short_help_str(limit)) for n in names]
        with formatter.section("Commands"):
            formatter.write_dl(rows)

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
    """Say which signal ended the command (one line, as Ctrl-C's ``Interrupted.``), then unwind.

    A closed terminal (SIGHUP) may have taken standard error with it: the line is then lost,
    never raised.
    """
    try:
        sys.stderr.write(f"Interrupted ({signal.Signals(signum).name}).\n")
        sys.stderr.flush()
    except Exception:  # noqa: BLE001 - the exit below matters, the line does not
        pass
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
