"""Helpers shared by the commands: error translation, detector options, JSON and progress."""

from __future__ import annotations

import functools
import importlib
import itertools
import json
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

import click

from .._types import Episode, Sample
from ..detectors import (
    Detector,
    detector_defaults,
    fitted_judges,
    make_detector,
    watch_judges,
)
from ..exceptions import UselessDetectError
from ._options import SEED, FloatRange

__all__ = [
    "ALLOW_UNMATCHED",
    "CASCADE_SCORE",
    "COMBINE",
    "COMBINE_HELP",
    "MIN_MATCHED",
    "RULE_PARAMS",
    "build_detectors",
    "check_rule_spec",
    "detector_option",
    "echo_json",
    "gate_rule",
    "judge_failures",
    "judge_missing",
    "judge_options",
    "judges_checked",
    "load_callable",
    "os_error_message",
    "progress",
    "refuse_overwrite",
    "rule_options",
    "user_errors",
]

F = TypeVar("F", bound=Callable[..., Any])

#: The least share of logged runs that must join a HotpotQA record (else refuse).
MIN_MATCHED = 0.5

#: The ``--allow-unmatched`` flag of the commands that join logs to HotpotQA records.
ALLOW_UNMATCHED = click.option(
    "--allow-unmatched",
    is_flag=True,
    help=f"Accept logs where under {MIN_MATCHED:.0%} of the runs join a HotpotQA record "
    "(their steps stay unlabeled).",
)


def user_errors(func: F) -> F:
    """Turn the library's errors (bad input, unknown names, …) into one clean error line."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except UselessDetectError as exc:
            raise click.ClickException(str(exc)) from None
        except OSError as exc:
            raise click.ClickException(os_error_message(exc)) from None
        except EOFError as exc:  # click would print only "Aborted!"
            raise click.ClickException(
                f"unexpected end of input ({exc or 'nothing more to read'})"
            ) from None

    return wrapper  # type: ignore[return-value]


def os_error_message(exc: OSError) -> str:
    """One line naming the file and what went wrong (``out.jsonl: No space left on device``).

    Examples
    --------
    >>> import errno
    >>> os_error_message(OSError(errno.ENOSPC, "No space left on device", "out.jsonl"))
    'out.jsonl: No space left on device'
    >>> os_error_message(OSError(errno.EIO, "Input/output error"))
    'Input/output error'
    """
    name = exc.filename
    what = exc.strerror or str(exc) or type(exc).__name__
    if exc.filename2 is not None:
        return f"{name} → {exc.filename2}: {what}"
    return f"{name}: {what}" if name not in (None, "") else what


#: How detector names combine: `uselessdetect detectors` prints it.
COMBINE = (
    "Combine names (quoted): 'keyword>lexical' = fallback chain, the first verdict that is "
    "not unknown wins; 'classifier|semantic' = cascade, the cheap classifier decides where it "
    "is sure and semantic judges the rest. semantic needs the semantic extra."
)

#: What a cascade's score is, said wherever one is printed.
CASCADE_SCORE = (
    "A cascade's score is rescaled, a ranking rather than a probability: results the cheap "
    "detector decides lie in [0, 0.01) (useful) and [0.99, 1] (useless), the others get the "
    "expensive detector's score centred so that its cut-off is 0.5."
)

#: The end of every ``-d``/``--gate`` help.
COMBINE_HELP = f"{COMBINE} A cascade's score is rescaled (see `uselessdetect detectors`)."


def detector_option(default: str | None = "lexical", **kwargs: Any) -> Callable[[F], F]:
    """The ``-d/--detector NAME[,NAME…]`` option (``a>b`` chains a Fallback, ``a|b`` a
    Cascade)."""
    return click.option(
        "-d",
        "--detector",
        "detectors",
        default=default,
        show_default=True,
        metavar="NAME[,NAME…]",
        help=f"Detector(s), comma-separated. {COMBINE_HELP} See `uselessdetect detectors`.",
        **kwargs,
    )


def build_detectors(
    spec: str,
    fit_on: list[Any] | None = None,
    *,
    seed: int | None = None,
    rate_match: list[Any] | None = None,
) -> dict[str, Detector]:
    """Build and fit the detectors named in ``spec`` (comma-separated), keyed by their names.

    ``seed`` becomes the ``random_state`` of every detector that has one (the random control);
    stochastic detectors are fitted on ``rate_match`` when given (labeled samples: the random
    control then says useless at the labels' rate).
    """
    names = [n.strip() for n in spec.split(",") if n.strip()]
    if not names:
        raise click.BadParameter("name at least one detector", param_hint="--detector")
    out = {}
    for name in names:
        det = make_detector(name)
        if seed is not None and "random_state" in det.get_params():
            det.set_params(random_state=seed)
        det.fit(rate_match if det.stochastic and rate_match else fit_on or [])
        out[det.name] = det
    return out


#: The command line's default for ``--max-judge-failures``.
MAX_JUDGE_FAILURES = 0.2


def judge_failures() -> dict[str, Any] | None:
    """The failure counts of the judge detectors this command fitted (``None``: none).

    One entry per judge detector name (see ``JudgeDetector.failure_report``); what
    ``--json`` reports under ``"judge_failures"``.
    """
    found = fitted_judges()
    if not found:
        return None
    return {d.name: d.failure_report() for d in found}


def judges_checked(items: Iterable[T]) -> Iterator[T]:
    """Pass ``items`` through, then apply ``--max-judge-failures`` to the whole run.

    Wrap what a command writes with it: the check runs before the output is committed, so a
    run whose judge failed too often leaves no output file.
    """
    yield from items
    for det in fitted_judges():
        det.check_failures()


def _report_judges(found: list[Any], *, final: bool) -> None:
    """One stderr line per judge; with ``final``, fail past --max-judge-failures."""
    for det in found:
        r = det.failure_report()
        if not r["judged"]:
            if not final:  # stopped before judging anything: nothing to say
                continue
            click.echo(
                f"{det.name}: no sample judged in this process (with -j, --cluster or "
                "--scheduler each worker counts its own judge failures and stops its part "
                "past --max-judge-failures)",
                err=True,
            )
            continue
        line = (
            f"{det.name}: {r['judged']} samples judged, {r['calls']} calls, "
            f"{r['cache_hits']} from the cache; {r['failed']} failed ({r['failed_share']:.1%})"
            f", {r['timeouts']} timed out, {r['retries']} retries"
        )
        if r["failed"]:
            line += f"; last error: {r['last_error']}"
        click.echo(line, err=True)
        if final:
            try:
                det.check_failures()
            except UselessDetectError as exc:
                raise click.ClickException(str(exc)) from None


def seed_option(func: F) -> F:
    """The ``--seed`` option: the random control's seed (same seed, same verdicts)."""
    return click.option(
        "--seed",
        type=SEED,
        default=0,
        show_default=True,
        help="Seed of the random control (detectors with a random_state).",
    )(func)


def echo_json(obj: Any) -> None:
    """Print ``obj`` as indented JSON on stdout (floats to 12 significant digits).

    Examples
    --------
    >>> echo_json({"mean6": 0.1 + 0.2})
    {
      "mean6": 0.3
    }
    """
    click.echo(json.dumps(_tidy(obj), indent=2, ensure_ascii=False, default=_default))


def _tidy(obj: Any) -> Any:
    """Round floats' binary noise away (``0.7370000000000001`` → ``0.737``)."""
    if isinstance(obj, float):
        return float(f"{obj:.12g}") if obj == obj and abs(obj) != float("inf") else obj
    if isinstance(obj, dict):
        return {k: _tidy(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_tidy(v) for v in obj]
    return obj


def _default(obj: Any) -> Any:
    if hasattr(obj, "tolist"):
        return obj.tolist()
    if hasattr(obj, "to_dict"):
        return obj.to_dict()
    raise TypeError(f"not JSON serialisable: {type(obj).__name__}")


T = TypeVar("T")


def progress(items: Iterable[T], *, label: str, length: int | None = None) -> Iterator[T]:
    """A progress bar on stderr when it is a terminal; otherwise the items pass through."""
    if not sys.stderr.isatty():
        yield from items
        return
    with click.progressbar(items, label=label, length=length, file=sys.stderr) as bar:
        yield from bar


#: The verdicts a recorded judgment may hold (anything else is judged again).
_VERDICTS = ("useless", "useful", "unknown")


def judge_missing(
    episodes: Iterable[Episode], detector: str, *, chunk: int = 64
) -> Iterator[Episode]:
    """Judge, ``chunk`` episodes at a time, the tool calls that lack a ``detector`` judgment.

    What the k fitter would judge in one batch after reading the last episode, judged here as
    the episodes stream past (so a progress bar around this advances with the work): the calls
    up to the first ``finish`` whose recorded verdict is missing, each given
    ``{"verdict", "score"}`` with the detector's unrounded score (none for ``unknown``), as
    the fitter reads them. ``oracle`` needs no judging: the episodes pass through.
    """
    if detector == "oracle":
        yield from episodes
        return
    judge: Any = None
    it = iter(episodes)
    while batch := list(itertools.islice(it, chunk)):
        pending = [(ep.steps[t], s) for ep in batch for t, s in _unjudged(ep, detector)]
        if pending:
            judge = judge or make_detector(detector).fit([]).judge_many
            for (step, _), j in zip(pending, judge([s for _, s in pending]), strict=True):
                known = j.verdict.value != "unknown" and 0.0 <= j.score <= 1.0
                step.judgments[detector] = {
                    "verdict": j.verdict.value,
                    "score": float(j.score) if known else None,
                }
        yield from batch


def _unjudged(ep: Episode, detector: str) -> Iterator[tuple[int, Sample]]:
    """The calls before the first ``finish`` without a recorded verdict of ``detector``."""
    first_finish = next((i for i, s in enumerate(ep.steps) if s.is_finish), len(ep.steps))
    for t, sample in ep.samples():
        j = ep.steps[t].judgments.get(detector)
        if t < first_finish and not (isinstance(j, dict) and j.get("verdict") in _VERDICTS):
            yield t, sample


def _same_file(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    """True when two paths name one file: equal resolved paths, or the same inode."""
    pa, pb = os.fspath(a), os.fspath(b)
    if os.path.realpath(pa) == os.path.realpath(pb):
        return True
    try:
        return os.path.samefile(pa, pb)
    except OSError:
        return False


def refuse_overwrite(
    output: str | os.PathLike[str] | None,
    *inputs: str | os.PathLike[str] | None,
    output_flag: str = "-o",
) -> None:
    """Raise a clean error when ``output`` is one of ``inputs`` (links and ``./`` count).

    ``None`` and ``-`` (stdout/stdin) are never files to compare. Call it before writing.

    Examples
    --------
    >>> refuse_overwrite("out.jsonl", "in.jsonl")
    >>> refuse_overwrite("./in.jsonl", "in.jsonl")
    Traceback (most recent call last):
    ...
    click.exceptions.ClickException: refusing to write ./in.jsonl (-o): it is the input in.jsonl ...
    """
    if output is None or os.fspath(output) == "-":
        return
    for inp in inputs:
        if inp is None or os.fspath(inp) == "-":
            continue
        if _same_file(output, inp):
            raise click.ClickException(
                f"refusing to write {os.fspath(output)} ({output_flag}): it is the input "
                f"{os.fspath(inp)} and would be overwritten; choose another output path"
            )


def load_callable(spec: str, *, option: str = "--judge-fn") -> Callable[..., Any]:
    """Import ``module:attribute`` (attribute may be dotted), the current directory first.

    Like other tools that load a user's object by name, the current working directory is
    put on ``sys.path``, so ``tests.fakes:oracle_like`` works from the repository root.

    Examples
    --------
    >>> load_callable("os.path:join")("a", "b") == os.path.join("a", "b")
    True
    """
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise click.BadParameter(
            f"expected MODULE:CALLABLE (e.g. my_judges:ask), got {spec!r}", param_hint=option
        )
    cwd = os.getcwd()
    if cwd not in sys.path and "" not in sys.path:
        sys.path.insert(0, cwd)
    try:
        obj: Any = importlib.import_module(module_name)
    except Exception as exc:  # noqa: BLE001 - any failure to import is the user's to fix
        raise click.BadParameter(
            f"cannot import module {module_name!r} ({type(exc).__name__}: {exc}); run from the "
            "directory that holds it or add that directory to PYTHONPATH",
            param_hint=option,
        ) from None
    for part in attr.split("."):
        if not hasattr(obj, part):
            raise click.BadParameter(
                f"module {module_name!r} has no attribute {attr!r}", param_hint=option
            )
        obj = getattr(obj, part)
    if not callable(obj):
        raise click.BadParameter(f"{spec} is not callable", param_hint=option)
    return obj


def judge_options(func: F) -> F:
    """The judge detector's options: ``--judge-fn``, ``--judge-cache``, ``--judge-timeout``,
    ``--judge-retries`` and ``--max-judge-failures``.

    They reach every ``judge`` the command builds by name (``-d judge``, ``'keyword>judge'``,
    and detectors scored on the fly) through :func:`~uselessdetect.detectors.detector_defaults`.
    After the command, each judge's counts go to stderr (samples, calls, failures, timeouts),
    and a share of failures past ``--max-judge-failures`` fails the command (the judge also
    stops a run early once five samples failed past that share). A ``KeyboardInterrupt`` —
    Ctrl-C, or raised by the judge — ends the command with exit status 130.
    """

    @functools.wraps(func)
    def wrapper(
        *args: Any,
        judge_fn: str | None,
        judge_cache: str | None,
        judge_timeout: float | None,
        judge_retries: int | None,
        max_judge_failures: float,
        **kwargs: Any,
    ) -> Any:
        params: dict[str, Any] = {"max_failures": max_judge_failures}
        if judge_fn:
            params["judge"] = load_callable(judge_fn)
        if judge_cache:
            params["cache"] = judge_cache
        if judge_timeout is not None:
            params["timeout"] = judge_timeout
        if judge_retries is not None:
            params["max_retries"] = judge_retries
        with watch_judges() as found:
            try:
                with detector_defaults("judge", **params):
                    out = func(*args, **kwargs)
            except KeyboardInterrupt:
                click.echo("Interrupted.", err=True)
                raise click.exceptions.Exit(130) from None
            except click.ClickException:
                _report_judges(found, final=False)  # what the judges did before the error
                raise
            _report_judges(found, final=True)
        return out

    wrapper = click.option(
        "--max-judge-failures",
        type=FloatRange(0, 1),
        default=MAX_JUDGE_FAILURES,
        show_default=True,
        metavar="SHARE",
        help="Fail the command when the judge's calls fail (after their retries) on more "
        "than this share of the samples (-d judge); 1 = never.",
    )(wrapper)
    wrapper = click.option(
        "--judge-retries",
        type=click.IntRange(0, 100),
        metavar="N",
        help="Further attempts after a judge call fails or times out (-d judge) [default: 2].",
    )(wrapper)
    wrapper = click.option(
        "--judge-timeout",
        type=FloatRange(0, 86_400, min_open=True),
        metavar="SECONDS",
        help="Seconds one judge call may take, counted from when it gets its slot "
        "(-d judge) [default: 30].",
    )(wrapper)

    wrapper = click.option(
        "--judge-cache",
        type=click.Path(dir_okay=False),
        metavar="PATH",
        help="SQLite file caching the judge's answers across runs (-d judge).",
    )(wrapper)
    wrapper = click.option(
        "--judge-fn",
        metavar="MODULE:CALLABLE",
        help="The judge detector's model: a function prompt -> answer (-d judge); "
        "see `uselessdetect judge-prompt`.",
    )(wrapper)
    return wrapper  # type: ignore[return-value]


#: The gate-rule options and the rule each belongs to.
RULE_PARAMS: dict[str, str] = {
    "h": "cusum",
    "drift": "cusum",
    "p0": "sprt",
    "p1": "sprt",
    "alpha": "sprt",
    "beta": "sprt",
}


def rule_options(*, allow_all: bool = False) -> Callable[[F], F]:
    """``--rule run|cusum|sprt`` with ``--h``, ``--drift``, ``--p0``, ``--p1``, ``--alpha`` and
    ``--beta``: one decorator for every command that takes ``--k``.

    The command receives one keyword, ``rule_spec``: ``{"rule": name, **given}`` with only
    the parameters given on the command line (StopGate's defaults stand for the others).
    The values are checked as the rule checks them (``--p0 0.9 --p1 0.2`` is a usage error
    naming both), and a parameter of another rule (``--h`` with ``--rule sprt``) is refused.
    ``allow_all`` adds ``--rule all`` (fit-k: every rule side by side).
    """
    choices = ["run", "cusum", "sprt", *(["all"] if allow_all else [])]

    def deco(func: F) -> F:
        @functools.wraps(func)
        def wrapper(*args: Any, rule: str, **kwargs: Any) -> Any:
            given = {p: kwargs.pop(p) for p in RULE_PARAMS}
            given = {p: v for p, v in given.items() if v is not None}
            kwargs["rule_spec"] = {"rule": rule, **given}
            check_rule_spec(kwargs["rule_spec"])
            return func(*args, **kwargs)

        opts = [
            click.option(
                "--rule",
                type=click.Choice(choices),
                default="run",
                show_default=True,
                help="The gate's stopping rule: run = k useless verdicts in a row; cusum = "
                "sum of the scores' log-odds reaching --h; sprt = Wald's test between --p0 "
                "and --p1" + (" (all: fit the three side by side)." if allow_all else "."),
            ),
            click.option("--h", type=FloatRange(0, None, min_open=True), metavar="H",
                         help="cusum: trip when S reaches H [default: 8]."),
            click.option("--drift", type=FloatRange(0, None), metavar="D",
                         help="cusum: subtracted from each result's log-odds [default: 0]."),
            click.option("--p0", type=FloatRange(0, 1, min_open=True, max_open=True),
                         metavar="P", help="sprt: P(useless verdict) when the source works "
                         "[default: 0.2]."),
            click.option("--p1", type=FloatRange(0, 1, min_open=True, max_open=True),
                         metavar="P", help="sprt: P(useless verdict) when it has failed "
                         "[default: 0.8]."),
            click.option("--alpha", type=FloatRange(0, 1, min_open=True, max_open=True),
                         metavar="A", help="sprt: P(trip | works) [default: 0.05]."),
            click.option("--beta", type=FloatRange(0, 1, min_open=True, max_open=True),
                         metavar="B", help="sprt: P(accept | failed) [default: 0.05]."),
        ]  # fmt: skip
        out: Any = wrapper
        for opt in reversed(opts):
            out = opt(out)
        return out  # type: ignore[no-any-return,unused-ignore]

    return deco


def check_rule_spec(spec: dict[str, Any]) -> None:
    """A usage error when a parameter belongs to another rule or the values are invalid."""
    from ..gate import make_rule

    rule = spec["rule"]
    for p in spec:
        if p != "rule" and rule != "all" and RULE_PARAMS[p] != rule:
            raise click.UsageError(f"--{p} applies to --rule {RULE_PARAMS[p]}, not --rule {rule}")
    try:
        for name in ("cusum", "sprt") if rule in ("all", "run") else (rule,):
            make_rule(name, **{p: v for p, v in spec.items() if p != "rule"})
    except UselessDetectError as exc:
        raise click.UsageError(f"invalid rule parameters: {exc}") from None


def gate_rule(spec: dict[str, Any], k: int) -> str:
    """The rule as a short text for reports: ``run(k=5)``, ``cusum(h=4, drift=0)``."""
    from ..gate import make_rule

    return make_rule(spec["rule"], k=k, **{p: v for p, v in spec.items() if p != "rule"}).label
