"""Option types shared by the commands: the ranges every value must lie in.

A value outside its range is a usage error (exit 2) naming the option, before any work is
done; click prints each range in the option's help.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from typing import Any

import click

from .._checks import MAX_JOBS, MAX_RESAMPLES, SEED_MAX
from ..corpus import RENDERINGS as ALL_RENDERINGS
from ..io import LOG_FORMATS, MAX_BUDGET

__all__ = [
    "BUDGET",
    "FloatRange",
    "JOBS",
    "LOG_FORMAT_OPTION",
    "MAX_STRATA",
    "OUTPUT_FILE",
    "OutputFile",
    "PROBE_BUDGET",
    "RENDERINGS",
    "RESAMPLES",
    "RUNS_N_BOOT_OPTION",
    "SEED",
    "gate_k_option",
    "gate_mode_option",
    "reward_threshold_option",
]


class FloatRange(click.FloatRange):
    """click's ``FloatRange`` that also refuses ``nan`` (which compares false with any bound).

    Examples
    --------
    >>> FloatRange(0, 1).convert("0.5", None, None)
    0.5
    """

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        out = super().convert(value, param, ctx)
        if isinstance(out, float) and math.isnan(out):
            self.fail(f"{value!r} is not a number", param, ctx)
        return out


class OutputFile(click.Path):
    """An output file's name: not empty, not a folder (``out/``), ``-`` where allowed.

    An empty name would otherwise read as "no output" and the command would skip the output
    it was asked for; a name ending in ``/`` names a folder, and writing a file called
    ``out`` instead would surprise.

    Examples
    --------
    >>> OutputFile().convert("plot.png", None, None)
    'plot.png'
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(dir_okay=False, **kwargs)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        text = os.fspath(value) if isinstance(value, (str, os.PathLike)) else value
        if text == "":
            self.fail("an empty name; give a file name", param, ctx)
        if isinstance(text, str) and text.endswith(("/", os.sep)) and text != "-":
            self.fail(f"{text!r} names a folder; give a file name inside it", param, ctx)
        return super().convert(value, param, ctx)


#: The type of every option naming one output file (``-o``, ``--plot``, ``--test-out``).
OUTPUT_FILE = OutputFile()

#: ``--seed``: what numpy's and scikit-learn's generators accept.
SEED = click.IntRange(0, SEED_MAX)
#: ``--budget`` of a simulated episode: the readers' cap, so every episode written reads back.
BUDGET = click.IntRange(1, MAX_BUDGET)
#: ``probe --budget`` B: the probe also runs at 2B, which must stay within the cap.
PROBE_BUDGET = click.IntRange(1, MAX_BUDGET // 2)
#: ``--n-boot``, ``--n-bootstrap``: bootstrap resamples, 0 (no intervals) up to the cap.
RESAMPLES = click.IntRange(0, MAX_RESAMPLES)
#: ``-j/--jobs``: -1 (all cores) up to :data:`~uselessdetect._checks.MAX_JOBS` workers.
JOBS = click.IntRange(-1, MAX_JOBS)
#: ``analyze --strata``: result counts t; no episode holds more results than the budget cap.
MAX_STRATA = MAX_BUDGET
#: ``train --renderings``: renderings per sample, at most one of each distinct rendering.
RENDERINGS = click.IntRange(0, len(ALL_RENDERINGS))
#: ``--plausible-per-page`` (``corpus hotpotqa``, ``train --data``): a HotpotQA record of the
#: distractor setting has at most 8 distractors, so more could add nothing.
PLAUSIBLE_PER_PAGE = click.IntRange(1, 8)


#: ``--format``: the format of logged runs (replay, report), one definition for both commands.
LOG_FORMAT_OPTION = click.option(
    "--format",
    "fmt",
    type=click.Choice(["auto", *LOG_FORMATS]),
    default="auto",
    show_default=True,
    help="The runs' log format (auto: detected per file).",
)


# The gate settings of the commands that run or replay a gate. One definition each, so that
# the defaults agree: ``report`` prints ``replay`` commands that leave the defaults out.
def gate_k_option(text: str) -> Callable[[Any], Any]:
    """``--k`` (default 5): the run rule's threshold; ``text`` is the command's help."""
    return click.option("--k", type=click.IntRange(1), default=5, show_default=True, help=text)


def gate_mode_option(text: str) -> Callable[[Any], Any]:
    """``--mode`` (``finish_only`` or ``drop_tool``; default ``finish_only``): what a trip
    blocks; ``text`` is the command's help."""
    return click.option(
        "--mode",
        type=click.Choice(["finish_only", "drop_tool"]),
        default="finish_only",
        show_default=True,
        help=text,
    )


def reward_threshold_option(text: str) -> Callable[[Any], Any]:
    """``--reward-threshold`` (default 1.0): the least reward that counts as success;
    ``text`` is the command's help."""
    return click.option(
        "--reward-threshold", type=FloatRange(), default=1.0, show_default=True, help=text
    )


#: ``--n-boot`` of the commands that replay a gate over logged runs (replay, report).
RUNS_N_BOOT_OPTION = click.option(
    "--n-boot",
    type=RESAMPLES,
    default=1000,
    show_default=True,
    help="Bootstrap resamples of runs for the 95% intervals (0 = none).",
)
