"""`uselessdetect train --detector semantic`: the options and the run of the cross-encoder."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
from click.core import ParameterSource

from .._checks import check_number
from .._types import Sample
from ..detectors._semantic_options import (
    KIND_WEIGHT_MAX,
    MAX_MINUTES,
    TWIN_MARGIN_MAX,
    TWIN_WEIGHT_MAX,
    row_kinds,
    unknown_kind,
)
from ..exceptions import ConfigurationError
from ..io import Skipped
from ._common import echo_json
from ._options import FloatRange

__all__ = ["refuse_semantic_only", "semantic_options", "train_semantic_command"]


def _kind_weights(ctx: Any, param: Any, pairs: tuple[str, ...]) -> dict[str, float]:
    """``--kind-weight KIND=W …`` as ``{KIND: W}``, checked when the command line is read.

    Whether the rows have each KIND is checked once the samples are read (before training).
    """
    out: dict[str, float] = {}
    for pair in pairs:
        kind, sep, value = pair.partition("=")
        try:  # the API's own check of a weight, on the number the text spells
            weight = float(
                check_number(float(value), "W", low=0, low_open=True, high=KIND_WEIGHT_MAX)
            )
        except (ValueError, ConfigurationError):
            weight = None
        if not sep or not kind.strip() or weight is None:
            raise click.BadParameter(
                f"expected KIND=W with W a number > 0 and <= {KIND_WEIGHT_MAX:g}, got {pair!r}",
                param_hint="--kind-weight",
            )
        if kind.strip() in out:
            raise click.BadParameter(
                f"kind {kind.strip()!r} is given twice; give each kind once",
                param_hint="--kind-weight",
            )
        out[kind.strip()] = weight
    return out


_OPTIONS: list[tuple[str, dict[str, Any]]] = [
    (
        "--epochs",
        {"type": click.IntRange(1, 100), "default": 1, "help": "Passes over the training rows."},
    ),
    (
        "--max-length",
        {
            "type": click.IntRange(16, 512),
            "default": 128,
            "help": "Token budget of one (ask, result) pair.",
        },
    ),
    (
        "--batch-size",
        {"type": click.IntRange(1, 1024), "default": 16, "help": "Pairs per optimiser step."},
    ),
    (
        "--learning-rate",
        {
            "type": FloatRange(0, 1, min_open=True),
            "default": 5e-5,
            "help": "AdamW learning rate (linear warm-up and decay).",
        },
    ),
    (
        "--max-train",
        {
            "type": click.IntRange(1),
            "default": 4800,
            "help": "Training rows drawn (seeded) from the samples and their renderings.",
        },
    ),
    (
        "--max-minutes",
        {
            "type": FloatRange(0, MAX_MINUTES, min_open=True),
            "default": None,
            "help": "Stop fine-tuning after this many minutes and export what is there.",
        },
    ),
    (
        "--max-steps",
        {
            "type": click.IntRange(1),
            "default": None,
            "help": "Stop fine-tuning after this many optimiser steps (the schedule still "
            "spans all epochs): how a run cut by --max-minutes is reproduced.",
        },
    ),
    (
        "--kind-weight",
        {
            "multiple": True,
            "default": (),
            "metavar": "KIND=W",
            "callback": _kind_weights,
            "help": "Weigh the loss of training rows of KIND by W (repeatable; e.g. "
            "--kind-weight answerless=2); kinds not named weigh 1.",
        },
    ),
    (
        "--twin-margin",
        {
            "type": FloatRange(0, TWIN_MARGIN_MAX),
            "default": 0.0,
            "help": "Hinge loss that each answerless row's logit exceed its own gold page's by "
            "this margin (0: off).",
        },
    ),
    (
        "--twin-weight",
        {
            "type": FloatRange(0, TWIN_WEIGHT_MAX, min_open=True),
            "default": 1.0,
            "help": "Weight of the --twin-margin term (its mean over a batch's pairs) against "
            "the classification loss.",
        },
    ),
    (
        "--threads",
        {"type": click.IntRange(1, 256), "default": 2, "help": "torch and onnxruntime threads."},
    ),
]


def semantic_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """The options only ``--detector semantic`` reads (named ``semantic_*`` for the command)."""
    func = click.option(
        "--tiny",
        "semantic_tiny",
        is_flag=True,
        help="(semantic) A small randomly initialised network instead of MiniLM: the whole "
        "path in seconds, for tests; the model it writes is not useful.",
    )(func)
    for flag, kw in reversed(_OPTIONS):
        dest = "semantic_" + flag.lstrip("-").replace("-", "_")
        func = click.option(
            flag, dest, show_default=True, **{**kw, "help": "(semantic) " + kw["help"]}
        )(func)
    return func


def refuse_semantic_only(ctx: click.Context, detector: str) -> None:
    """Refuse the ``(semantic)`` options when another detector is trained: they would be
    silently ignored."""
    if detector == "semantic":
        return
    for param in ctx.command.params:
        if not (param.name or "").startswith("semantic_"):
            continue
        source = ctx.get_parameter_source(param.name or "")
        if source is not None and source is not ParameterSource.DEFAULT:
            flag = max(param.opts, key=len)
            raise click.UsageError(
                f"{flag} is read only with --detector semantic; the {detector} is trained "
                f"without it (drop {flag}, or add --detector semantic)"
            )


def train_semantic_command(
    samples: list[Sample],
    output: str,
    *,
    seed: int,
    validation_size: float,
    min_useful_recall: float,
    renderings: int,
    extra: dict[str, Any],
    skipped: Skipped,
    as_json: bool,
    **opts: Any,
) -> None:
    """Split by question, train, export, quantise, validate and save (see ``train --help``)."""
    from ..corpus import split_by_question
    from ..detectors import train_semantic

    if not 0.0 < validation_size < 1.0:
        raise click.BadParameter("expected a share in (0, 1)", param_hint="--validation-size")
    train, val = split_by_question(
        samples, test_size=validation_size, random_state=f"validation-{seed}"
    )
    # shaped samples train only: the cut-off is chosen on the pages, as for a model without
    val = [s for s in val if "/" not in (s.kind or "")]
    for side, part in (("training", train), ("validation", val)):
        if len({s.label for s in part}) < 2:
            raise click.ClickException(
                f"the {side} side of the question split of {len(samples)} samples lacks one of "
                "the labels; give more questions or change --validation-size"
            )
    o = {k.removeprefix("semantic_"): v for k, v in opts.items()}
    minutes = o.pop("max_minutes")
    o["kind_weights"] = o.pop("kind_weight")
    wrong = unknown_kind(o["kind_weights"], row_kinds(train, renderings))
    if wrong:  # before torch is imported: the option is named, not the missing package
        raise click.BadParameter(wrong, param_hint="--kind-weight")
    card = train_semantic(
        train,
        val,
        output,
        tiny=bool(o.pop("tiny")),
        renderings=renderings,
        min_useful_recall=min_useful_recall,
        seed=seed,
        max_seconds=None if minutes is None else 60.0 * minutes,
        card_extra=extra,
        log=lambda line: click.echo(line, err=True),
        **o,
    )
    click.echo(f"model → {output}, card → {Path(output).with_suffix('').name}.card.json", err=True)
    if as_json:
        echo_json({**json.loads(json.dumps(card)), "skipped": skipped.to_dict()})
        return
    v = card["validation"]
    echo_validation(v)


def echo_validation(v: dict[str, Any]) -> None:
    """The validation block of a model card as text (the classifier's and the semantic's)."""
    click.echo(
        f"validation: cut-off {v['cutoff']:.4f}, AUC {v['auc']:.4f}, useful recall "
        f"{v['useful_recall']:.1%}, useless recall {v['useless_recall']:.1%}"
    )
    for group, title in (("per_kind", "per kind"), ("per_rendering", "per rendering")):
        if v.get(group):  # a kind and a rendering can share a name (failure): say which is which
            click.echo(f"  {title}:")
        for name, e in v.get(group, {}).items():
            click.echo(f"    {name:<12} n={e['n']:<5} judged useless {e['useless_rate']:.1%}")
