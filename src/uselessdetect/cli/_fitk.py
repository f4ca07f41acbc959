"""`uselessdetect fit-k`: choose the gate's threshold k from episodes or a regime mix."""

from __future__ import annotations

import math
import re
import textwrap
import warnings
from typing import Any

import click

from ..exceptions import InputError
from ..fit import MAX_PRICE, KFitter
from ..io import read_episodes
from ._common import (
    COMBINE_HELP,
    echo_json,
    judge_missing,
    judge_options,
    progress,
    refuse_overwrite,
    rule_options,
    user_errors,
)
from ._options import BUDGET, OUTPUT_FILE, RESAMPLES, SEED, FloatRange

__all__ = ["LEGEND", "fit_k"]

#: What the table's columns mean, printed under it.
LEGEND = (
    "Columns, per k ('none' = no gate): success = expected share of episodes answered "
    "correctly; calls = expected tool calls per episode; utility = success − price × calls; "
    "P(cut) = chance that the gate trips before the agent holds the evidence, in an episode "
    "whose source would have delivered it; utility CI = 95% bootstrap interval over episodes "
    "and P(best) = share of bootstrap resamples that choose this k (replay only); steps to "
    "false / true trip = mean number of results until k useless verdicts in a row on a "
    "working source (from the FPR) / on a failed one (from the TPR), inf = never."
)


def legend(table: str) -> str:
    """:data:`LEGEND`, with an e-notation example taken from ``table`` when it prints one.

    Examples
    --------
    >>> legend("| 3 | 1.5e+03 |").endswith("1.5e+03 = 1,500 results, far more than a budget "
    ...                                    "ever sees, so false trips at that k are rare.")
    True
    >>> legend("| 3 | 12.5 |") == LEGEND
    True
    """
    found = re.search(r"\b\d(?:\.\d+)?e\+\d+\b", table)
    if found is None:
        return LEGEND
    value = found.group()
    return (
        f"{LEGEND} Large numbers are in e-notation: {value} = {float(value):,.0f} results, far "
        "more than a budget ever sees, so false trips at that k are rare."
    )


#: What the rules table's columns mean.
RULES_LEGEND = (
    "One line per rule at its fitted parameters (with --rule cusum or sprt, the next best "
    "candidates below it; 'none' = no gate); success, calls, utility and P(cut) as for k; "
    "utility CI = 95% bootstrap interval over episodes; vs run = paired 95% CI of the "
    "difference in utility from run at its fitted k, on the same resamples (replay only). "
    "The chosen rule is marked with '*'."
)


def _floats(text: str | None, name: str) -> list[float] | None:
    if not text:
        return None
    try:
        values = [float(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise click.BadParameter(
            f"expected comma-separated numbers, got {text!r}", param_hint=name
        ) from None
    if not all(math.isfinite(v) and v >= 0 for v in values):
        raise click.BadParameter(f"expected finite numbers >= 0, got {text!r}", param_hint=name)
    return values


@click.command("fit-k")
@click.argument("episodes", required=False, type=click.Path(dir_okay=False))
@click.option(
    "-d",
    "--detector",
    default="oracle",
    show_default=True,
    metavar="NAME",
    help="Whose judgments to replay (recorded ones, else scored now); "
    f"'oracle' = the labels themselves. {COMBINE_HELP}",
)
@click.option(
    "--budget",
    default=8,
    show_default=True,
    type=BUDGET,
    help="Actions per episode, finish included.",
)
@click.option(
    "--price",
    type=FloatRange(0, MAX_PRICE),
    default=0.0,
    show_default=True,
    help="Cost of one tool call (a correct answer = 1).",
)
@click.option("--need", default=2, show_default=True, help="Useful results needed to answer.")
@click.option(
    "--p-evidence",
    type=float,
    help="Success with all the evidence [default: estimated from outcomes, else 0.45].",
)
@click.option("--p-partial", type=float, help="Success with part of it [else 0.25].")
@click.option("--p-memory", type=float, help="Success from memory [else 0.16, the paper].")
@click.option("--p-exhausted", type=float, help="Success when unanswered [else 0].")
@click.option(
    "--regimes",
    default=None,
    metavar="six|NAME,…",
    help="Parametric mode: the regime mix (e.g. six, or clean,persistent,…).",
)
@click.option("--weights", default=None, metavar="W,…", help="Regime weights (default equal).")
@click.option("--tpr", type=float, help="P(judged useless | useless) [default: estimated].")
@click.option("--fpr", type=float, help="P(judged useless | useful) [default: estimated].")
@click.option(
    "--judgments",
    type=click.Choice(["recorded", "sampled"]),
    default="recorded",
    show_default=True,
    help="Replay recorded verdicts or draw them from TPR/FPR.",
)
@click.option(
    "--n-bootstrap",
    type=RESAMPLES,
    default=1000,
    show_default=True,
    help="Episode resamples for CIs (0 = no intervals).",
)
@click.option("--seed", default=0, show_default=True, type=SEED, help="Random seed.")
@click.option("--json", "as_json", is_flag=True, help="Print the full result as JSON.")
@click.option(
    "--plot",
    "plot_path",
    type=OUTPUT_FILE,
    metavar="FILE.png",
    help="Save utility by k with CIs, the chosen k marked (needs matplotlib).",
)
@rule_options(allow_all=True)
@click.option(
    "--online",
    is_flag=True,
    help="Re-fit k as EPISODES arrive, in file order (recency-weighted, censoring-aware, "
    "with change detection per source); prints each change and the final k per source.",
)
@click.option(
    "--halflife",
    type=FloatRange(0, None, min_open=True),
    default=2000.0,
    show_default=True,
    metavar="EPISODES",
    help="--online: an episode's weight halves after this many later episodes.",
)
@click.option(
    "--window",
    type=click.IntRange(1),
    default=None,
    metavar="EPISODES",
    help="--online: count only each source's last N episodes, equally (instead of --halflife).",
)
@click.option(
    "--every",
    type=click.IntRange(1),
    default=1000,
    show_default=True,
    metavar="EPISODES",
    help="--online: record the recommended k per source every N episodes (the JSON's trace).",
)
@judge_options
@user_errors
def fit_k(
    episodes: str | None,
    detector: str,
    budget: int,
    price: float,
    need: int,
    p_evidence: float | None,
    p_partial: float | None,
    p_memory: float | None,
    p_exhausted: float | None,
    regimes: str | None,
    weights: str | None,
    tpr: float | None,
    fpr: float | None,
    judgments: str,
    n_bootstrap: int,
    seed: int,
    as_json: bool,
    plot_path: str | None,
    rule_spec: dict[str, Any],
    online: bool,
    halflife: float,
    window: int | None,
    every: int,
) -> None:
    """Choose k, the run of useless judgments after which the gate allows only `finish`.

    For each k = 1..budget and for no gate, the expected utility is
    E[success] − price × E[tool calls]. With EPISODES (JSON Lines with per-step labels) each
    episode's own label sequence is replayed (bootstrap CIs over episodes); with --regimes
    (and --tpr/--fpr, or estimated from EPISODES) the regime mix is computed exactly.
    Ties go to fewer expected calls. The chosen k is marked with '*'.

    \b
    Examples:
      uselessdetect fit-k episodes.jsonl --detector lexical --price 0.01
      uselessdetect fit-k scored.jsonl -d 'keyword>lexical' --json
      uselessdetect fit-k --regimes six --tpr 0.98 --fpr 0.10 --price 0.01
      uselessdetect fit-k --regimes clean,persistent,recover_after_5 --tpr 1 --fpr 0 \\
          --weights 2,1,1 --plot k.png
      uselessdetect fit-k scored.jsonl -d classifier --price 0.01 --rule all
      uselessdetect fit-k --regimes six --tpr 0.9 --fpr 0.1 --rule cusum --drift 0
      uselessdetect fit-k recorded.jsonl -d classifier --online --halflife 1000

    With --rule cusum or sprt the rule's parameters are chosen over a grid by the same
    utility (parameters given with --h, --drift, --p0, --p1, --alpha, --beta are held);
    --rule all fits the three and marks the best, with a paired bootstrap CI of its
    difference from run at its fitted k (replay only).
    """
    if episodes is None and regimes is None:
        raise click.UsageError("give EPISODES.jsonl, or --regimes with --tpr and --fpr")
    if weights is not None and regimes is None:
        raise click.UsageError(
            "--weights weighs the regimes of --regimes (parametric mode); replaying EPISODES "
            "weighs each episode once — drop --weights or add --regimes"
        )
    refuse_overwrite(plot_path, episodes, output_flag="--plot")
    rule = rule_spec["rule"]
    _check_combination(click.get_current_context(), online, episodes, regimes, rule, plot_path)
    if online and episodes is not None:  # _check_combination refused --online without them
        _online(episodes, detector, budget, price, need, tpr, fpr,
                (p_evidence, p_partial, p_memory, p_exhausted), halflife, window, every,
                as_json)  # fmt: skip
        return
    if plot_path and rule != "run":
        raise click.UsageError("--plot draws utility by k: it applies to --rule run")
    fitter = KFitter(
        budget=budget,
        price=price,
        need=need,
        p_evidence=p_evidence,
        p_partial=p_partial,
        p_memory=p_memory,
        p_exhausted=p_exhausted,
        detector=detector,
        judgments=judgments,
        mode="parametric" if regimes else "replay",
        tpr=tpr,
        fpr=fpr,
        regimes=regimes or "six",
        weights=_floats(weights, "--weights"),
        n_bootstrap=n_bootstrap,
        random_state=seed,
        rule=rule,
        rule_params={p: v for p, v in rule_spec.items() if p != "rule"},
    )
    label = "reading" if detector == "oracle" else f"reading, judging with {detector}"
    read = read_episodes(episodes, strict=False) if episodes else None
    eps = progress(judge_missing(read, detector), label=label) if read is not None else None
    with warnings.catch_warnings():  # the note is echoed below instead
        warnings.simplefilter("ignore", UserWarning)
        fitter.fit(eps)
    if plot_path:
        try:
            fitter.plot(plot_path)
        except ImportError as exc:
            raise click.ClickException(str(exc)) from None
        click.echo(f"plot → {plot_path}", err=True)
    if as_json:
        echo_json(fitter.to_dict())
        return
    _echo_table(fitter)


#: Options that only --online reads.
_ONLINE_ONLY = ("halflife", "window", "every")


def _given(ctx: click.Context, name: str) -> bool:
    source = ctx.get_parameter_source(name)
    return source is not None and source != click.core.ParameterSource.DEFAULT


def _check_combination(
    ctx: click.Context, online: bool, episodes: str | None, regimes: str | None, rule: str,
    plot_path: str | None,
) -> None:  # fmt: skip
    """Refuse options that the chosen mode would silently ignore."""
    if not online:
        for name in _ONLINE_ONLY:
            if _given(ctx, name):
                raise click.UsageError(f"--{name} applies to --online; add --online or drop it")
        return
    if episodes is None or regimes is not None:
        raise click.UsageError("--online reads EPISODES in order; --regimes has no order")
    if rule != "run":
        raise click.UsageError("--online re-fits k of the run rule; drop --rule")
    if plot_path:
        raise click.UsageError("--plot draws the utility of one fit; drop it with --online")
    for name, why in (("n_bootstrap", "it keeps no bootstrap resamples: it re-fits as "
                       "episodes arrive"), ("seed", "it draws nothing at random")):  # fmt: skip
        if _given(ctx, name):
            flag = "--" + name.replace("_", "-")
            raise click.UsageError(f"{flag} does not apply to --online ({why}); drop it")
    if ctx.params.get("judgments") == "sampled":
        raise click.UsageError(
            "--judgments sampled does not apply to --online (it replays the recorded labels "
            "and verdicts); drop it"
        )


def _echo_table(fitter: KFitter) -> None:
    if fitter.note_:
        click.echo(f"note: {fitter.note_}", err=True)
    sources = ", ".join(f"{k} {v['value']:.3g} ({v['source']})" for k, v in fitter.success_.items())
    click.echo(f"mode {fitter.mode_}; success: {sources}", err=True)
    if fitter.tpr_ is not None or fitter.fpr_ is not None:
        est = f"estimated for {fitter.detector}"
        tpr = f"TPR {_fmt(fitter.tpr_)} ({'given' if fitter.tpr is not None else est})"
        fpr = f"FPR {_fmt(fitter.fpr_)} ({'given' if fitter.fpr is not None else est})"
        click.echo(f"{tpr}, {fpr}", err=True)
    if fitter.rule != "run":
        bad = fitter.to_dict()["bad_scores"]
        if bad:
            click.echo(f"{bad} recorded scores were not a P(useless) in [0, 1]: counted "
                       "unknown", err=True)  # fmt: skip
        click.echo(textwrap.fill(RULES_LEGEND, 96), err=True)
        click.echo(fitter.table(top=0 if fitter.rule == "all" else 5))
        click.echo(fitter.recommendation())
        return
    table = fitter.table()
    click.echo(textwrap.fill(legend(table), 96), err=True)  # stdout: the table and the choice
    click.echo(table)
    click.echo(fitter.recommendation())


def _online(
    path: str, detector: str, budget: int, price: float, need: int, tpr: float | None,
    fpr: float | None, p: tuple[float | None, ...], halflife: float, window: int | None,
    every: int, as_json: bool,
) -> None:  # fmt: skip
    from ..fit import OnlineKFitter

    f = OnlineKFitter(
        budget=budget, price=price, need=need, p_evidence=p[0], p_partial=p[1], p_memory=p[2],
        p_exhausted=p[3], detector=detector, tpr=tpr, fpr=fpr, halflife=halflife,
        window=window,
    )  # fmt: skip
    trace = []
    for ep in progress(read_episodes(path, strict=False), label="fitting"):
        for change in f.update(ep):
            if not as_json:
                click.echo(change.line())
        if as_json and f.n_episodes_ % every == 0:  # only the JSON shows the trace
            trace.append({"episode": f.n_episodes_, "k": f.recommendations()})
    if not f.sources_:
        what = "" if detector == "oracle" else f" or a recorded `{detector}` verdict"
        raise InputError(
            f"no tool call carries a label{what}; the online fitter needs true labels "
            "(1 = useless, 0 = useful) on the episodes' steps"
            + ("" if detector == "oracle" else f", or `{detector}` judgments recorded on them"),
            path=path,
            field="steps[].label",
        )
    if as_json:
        echo_json({**f.to_dict(), "trace": trace})
        return
    lines = f.report()
    for line in lines[len(f.changes_) :]:
        click.echo(line)


def _fmt(v: float | None) -> str:
    return "n/a" if v is None else f"{v:.3f}"
