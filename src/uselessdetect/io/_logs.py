"""One entry point for every log format: :func:`read_episodes` with ``format=``.

``format="auto"`` detects the format of each file from its first records and refuses a file
it cannot place, naming the formats it knows.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .._checks import check_count, check_real
from .._types import Episode
from ..exceptions import ConfigurationError, InputError
from . import _records
from ._files import PathLike, input_name, is_stream, path_argument
from ._importers import read_knowagent
from ._mapping import ImportStats
from ._otel import MAX_OPEN_SPANS, TRACE_WINDOW, read_otlp
from ._real_runs import real_runs_episodes
from ._transcripts import CHAT_FORMATS, iter_values, read_transcripts, sniff_record

__all__ = ["LOG_FORMATS", "detect_format", "read_episodes"]

#: Every format :func:`read_episodes` reads (``auto`` detects one of them per file).
LOG_FORMATS = ("episodes", "knowagent", "real-runs", *CHAT_FORMATS, "otel")
#: How many records ``auto`` looks at before giving up.
SNIFF_RECORDS = 20


def _sniff(
    records: Iterator[tuple[int, Any]], path: str, messages_key: str | None
) -> tuple[str, list[tuple[int, Any]]]:
    """The format of a stream from its first records, and the records read to tell it."""
    head: list[tuple[int, Any]] = []
    guess = None
    for line, rec in itertools.islice(records, SNIFF_RECORDS):
        head.append((line, rec))
        found, sure = sniff_record(rec, messages_key)
        if sure and found:
            return found, head
        guess = guess or found
    if guess:
        return guess, head
    raise InputError(
        f"cannot tell the format from the first {len(head)} records; expected one of "
        f"{', '.join(LOG_FORMATS)} (name it: `uselessdetect import FORMAT`, or format=)",
        path=path,
        line=head[0][0] if head else None,
    )


def _native(records: Iterator[tuple[int, Any]], name: str, strict: bool) -> Iterator[Episode]:
    for line, obj in records:
        if not isinstance(obj, dict):
            raise InputError(
                f"expected a JSON object, got {type(obj).__name__}", path=name, line=line
            )
        yield _records.episode_from_dict(obj, path=name, line=line, strict=strict)


@dataclass(frozen=True)
class _Options:
    """How :func:`read_episodes` was asked to read (its options, as given)."""

    strict: bool
    allow_empty: bool
    messages_key: str | None
    max_open_spans: int
    trace_window: int
    reward_threshold: float = 1.0


def detect_format(path: PathLike, *, messages_key: str | None = None) -> str:
    """The format ``auto`` reads a file as (from its first records).

    Examples
    --------
    >>> import json, pathlib, tempfile
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "chat.jsonl"
    >>> _ = p.write_text(json.dumps([{"role": "user", "content": "Q?"},
    ...     {"role": "assistant", "content": None, "tool_calls": []}]) + "\\n")
    >>> detect_format(p)
    'openai-chat'
    """
    return _sniff(iter_values(path), str(path), messages_key)[0]


def read_episodes(
    path: PathLike,
    *,
    format: str = "episodes",
    strict: bool = True,
    allow_empty: bool = False,
    messages_key: str | None = None,
    stats: ImportStats | None = None,
    max_open_spans: int = MAX_OPEN_SPANS,
    trace_window: int = TRACE_WINDOW,
    reward_threshold: float = 1.0,
) -> Iterator[Episode]:
    """Stream episodes from a JSON Lines file in this package's format or another log's.

    Parameters
    ----------
    path : str or path
        The file (gzip read transparently).
    format : str
        ``episodes`` (design §3.2, the default), ``knowagent``, ``real-runs``, ``openai-chat``,
        ``anthropic``, ``langchain``, ``openai-responses``, ``otel``, or ``auto`` (detected
        per file from its first records; ``stats.formats`` records the choice).
    strict : bool
        Native episodes only: ``False`` accepts non-finish steps without an observation.
    allow_empty : bool
        Native episodes only: accept a file that holds no record.
    messages_key : str or None
        Chat formats: the dotted key under which each line nests its conversation
        (``trajectory.messages``).
    stats : ImportStats or None
        Filled with what the import did: conversations skipped and calls or results kept
        without their partner, by reason.
    max_open_spans, trace_window : int
        ``otel`` only: the most spans held in unfinished traces, and the lines without a new
        span after which a complete trace is written.
    reward_threshold : float
        ``real-runs`` and chat formats: the least ``reward`` of a run's logged outcome that
        counts as success (see :func:`~uselessdetect.io.outcome_success`; the outcome is kept
        as ``outcome`` on the episode, the verdict as ``success``).

    Raises
    ------
    InputError
        On a bad record (naming file, line and field), or a file ``auto`` cannot place.

    Examples
    --------
    >>> import json, pathlib, tempfile
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "chat.jsonl"
    >>> chat = [{"role": "user", "content": "Who founded Creed?"},
    ...         {"role": "assistant", "content": "Searching.", "tool_calls": [{"id": "c1",
    ...          "type": "function", "function": {"name": "search",
    ...          "arguments": '{"query": "Creed"}'}}]},
    ...         {"role": "tool", "tool_call_id": "c1", "content": "Creed is a band."},
    ...         {"role": "assistant", "content": "Scott Stapp."}]
    >>> _ = p.write_text(json.dumps({"id": "run1", "messages": chat}) + "\\n")
    >>> (ep,) = read_episodes(p, format="auto")
    >>> [(s.action, s.input) for s in ep.steps]
    [('search', 'Creed'), ('finish', 'Scott Stapp.')]
    """
    opts = _Options(
        strict, allow_empty, messages_key, max_open_spans, trace_window, reward_threshold
    )
    _check_options(path, format, stats, opts)
    stats = stats if stats is not None else ImportStats()
    name = input_name(path_argument(path))
    fmt, records = _placed(path, name, format, messages_key)
    stats.formats[name] = fmt
    it = _reader(fmt, path, name, records, stats, opts)
    if fmt in ("episodes", "knowagent", "real-runs"):
        for ep in it:
            stats.episodes += 1
            yield ep
        return
    yield from it


def _reader(
    fmt: str,
    path: PathLike,
    name: str,
    records: Iterator[tuple[int, Any]] | None,
    stats: ImportStats,
    opts: _Options,
) -> Iterator[Episode]:
    """The episodes of ``path`` read as ``fmt`` (from ``records`` when ``auto`` began them)."""
    if fmt == "episodes":
        if records is not None:
            return _native(records, name, opts.strict)
        return _records.read_episodes(path, strict=opts.strict, allow_empty=opts.allow_empty)
    if fmt == "knowagent":
        return read_knowagent(path)
    if fmt == "real-runs":
        return real_runs_episodes(
            records or iter_values(path), path=name, reward_threshold=opts.reward_threshold
        )
    if fmt == "otel":
        return read_otlp(
            records or iter_values(path),
            path=name,
            stats=stats,
            max_open_spans=opts.max_open_spans,
            window=opts.trace_window,
        )
    return read_transcripts(
        records or iter_values(path),
        fmt,
        path=name,
        messages_key=opts.messages_key,
        stats=stats,
        reward_threshold=opts.reward_threshold,
    )


def _check_options(path: PathLike, format: str, stats: ImportStats | None, opts: _Options) -> None:
    """Refuse what :func:`read_episodes` cannot take, naming the option."""
    messages_key = opts.messages_key
    if format not in (*LOG_FORMATS, "auto"):
        raise InputError(
            f"unknown format {format!r}; expected auto or one of {', '.join(LOG_FORMATS)}",
            path=str(path),
        )
    if messages_key is not None and (not isinstance(messages_key, str) or not messages_key):
        raise ConfigurationError(
            "messages_key must be None or a dotted key such as 'trajectory.messages', got "
            f"{messages_key!r:.40}"
        )
    if stats is not None and not isinstance(stats, ImportStats):
        raise ConfigurationError(f"stats must be an ImportStats, got {type(stats).__name__}")
    check_count(opts.max_open_spans, "max_open_spans")
    check_count(opts.trace_window, "trace_window")
    check_real(opts.reward_threshold, "reward_threshold")


def _placed(
    path: PathLike, name: str, format: str, messages_key: str | None
) -> tuple[str, Iterator[tuple[int, Any]] | None]:
    """The format to read ``path`` as, and the records ``auto`` read to tell it (chained
    before the rest of the file), or ``None`` when the format was named."""
    if format != "auto":
        return format, None
    values = iter_values(path)
    fmt, head = _sniff(values, name, messages_key)
    if fmt == "knowagent":  # its reader reads the file from the start
        if is_stream(path):
            raise InputError(
                "KnowAgent trajectories from a stream: name the format "
                "(`uselessdetect import knowagent`), the file is read twice",
                path=name,
            )
        values.close()
    return fmt, itertools.chain(head, values)
