"""Score many files by partitions — in this process, through joblib, or on a Dask cluster.

The input (files, globs, directories; gzip allowed) is cut into partitions
(:func:`~uselessdetect.io.plan_partitions`); each is scored where it runs
(:mod:`~uselessdetect.score._run`), by detectors unpickled once per process
(:class:`~uselessdetect.score.DetectorBundle`), through one pipeline, read → chunk → judge →
write (:func:`~uselessdetect.score._tasks.scored_lines`), and the results come back in input
order. The output does not depend on where or how the work ran: it is the serial output, byte
for byte.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..detectors import Detector
from ..io import (
    PARTITION_BYTES,
    Partition,
    PathLike,
    Skipped,
    expand_paths,
    partition_errors,
    plan_partitions,
    shard_output_names,
)
from ._bundle import DetectorBundle
from ._run import FileEnds, PartResult, Progress, run_partitions
from ._tasks import NO_RESULT_STEPS, join_parts, score_part, scored_lines, validate_part

__all__ = ["score_files", "score_shards", "validate_files"]


def _plan(
    paths: Iterable[PathLike | Partition] | PathLike,
    partition_bytes: int | None,
    partition_lines: int | None,
) -> list[Partition]:
    specs = [paths] if isinstance(paths, str | os.PathLike) else list(paths)
    planned = [p for p in specs if isinstance(p, Partition)]
    if planned and len(planned) == len(specs):
        return planned  # planned by the caller
    files = [p for p in specs if not isinstance(p, Partition)]
    return plan_partitions(
        expand_paths(files), partition_bytes=partition_bytes, partition_lines=partition_lines
    )


def score_files(
    paths: Iterable[PathLike | Partition] | PathLike,
    detectors: Mapping[str, Detector] | Sequence[Detector],
    *,
    client: Any = None,
    n_jobs: int = 1,
    partition_bytes: int | None = PARTITION_BYTES,
    partition_lines: int | None = None,
    chunk_size: int = 256,
    on_partition: Progress | None = None,
    unjudged: Skipped | None = None,
) -> Iterator[str]:
    """Score episode files and yield each scored episode as one line of JSON, in input order.

    Parameters
    ----------
    paths : path, glob or directory, or an iterable of them (or of partitions)
        JSON Lines episode files (design §3.2); gzip-compressed ones are read transparently.
        Partitions from :func:`~uselessdetect.io.plan_partitions` are used as they are.
    detectors : mapping name -> fitted Detector, or a sequence (keyed by ``.name``)
    client : distributed.Client or None
        Score on this Dask cluster (workers must see the same paths); ``None``: this machine.
    n_jobs : int, default 1
        joblib workers when ``client`` is ``None``.
    partition_bytes, partition_lines : int or None
        How the input is cut (see :func:`~uselessdetect.io.plan_partitions`).
    chunk_size : int, default 256
        Episodes per batched detector call.
    on_partition : callable(partition, n_episodes) or None
        Called as each partition's result arrives (in order): a progress hook.
    unjudged : Skipped or None
        Counts the steps left unjudged, by reason: logged calls whose result never came
        (``"orphan": "call without a result"``).

    Yields
    ------
    str
        The scored episode, exactly as ``uselessdetect score`` writes it (without newline).

    Examples
    --------
    >>> import json
    >>> from uselessdetect import make_detector
    >>> from uselessdetect.io import sample_episodes_path
    >>> lines = score_files(sample_episodes_path(), [make_detector("lexical").fit([])])
    >>> sorted(json.loads(next(lines))["steps"][0]["judgments"])
    ['lexical']
    """
    parts = _plan(paths, partition_bytes, partition_lines)
    bundle = DetectorBundle.of(detectors)
    counts = unjudged if unjudged is not None else Skipped()
    if client is None and n_jobs == 1:  # stream: no partition's output is held whole
        yield from _score_here(parts, bundle, chunk_size, on_partition, counts)
    else:
        run = {"client": client, "n_jobs": n_jobs, "on_partition": on_partition}
        yield from _score_there(parts, bundle, chunk_size, run, counts)


def _score_here(
    parts: Sequence[Partition],
    bundle: DetectorBundle,
    chunk_size: int,
    hook: Progress | None,
    unjudged: Skipped,
) -> Iterator[str]:
    """Score partitions one after another in this process, streaming each line out."""
    ends = FileEnds(parts)
    for part in parts:
        n = 0
        with partition_errors(part):
            for line in scored_lines(part, bundle, chunk_size, unjudged):
                n += 1
                yield line.decode("utf-8").rstrip("\n")
        if hook is not None:
            hook(part, n)
        ends.add(part, n)


def _score_there(
    parts: Sequence[Partition],
    bundle: DetectorBundle,
    chunk_size: int,
    run: dict[str, Any],
    unjudged: Skipped,
) -> Iterator[str]:
    """Score partitions on joblib workers or a cluster; each one's lines come back whole."""
    for res in run_partitions(score_part, parts, bundle, chunk_size, None, **run):
        _add_unjudged(unjudged, res)
        yield from res.text.decode("utf-8").splitlines()


def _add_unjudged(counts: Skipped, res: PartResult) -> None:
    n = res.extra.get(NO_RESULT_STEPS)
    if n:
        counts.note(NO_RESULT_STEPS, n)


def score_shards(
    paths: Iterable[PathLike | Partition] | PathLike,
    detectors: Mapping[str, Detector] | Sequence[Detector],
    out_dir: PathLike,
    *,
    client: Any = None,
    n_jobs: int = 1,
    partition_bytes: int | None = PARTITION_BYTES,
    partition_lines: int | None = None,
    chunk_size: int = 256,
    on_partition: Progress | None = None,
    unjudged: Skipped | None = None,
) -> list[tuple[Path, int]]:
    """Score episode files into one output file per input file: ``out_dir/<input name>``.

    Each partition is written by the worker that scored it; a shard's parts are then joined
    where they lie (on the cluster when ``client`` is given), so no process holds or writes
    everything. ``*.gz`` outputs are gzip (members written with ``mtime=0``: reproducible).
    Parameters as :func:`score_files` (``unjudged`` too). Returns ``(output path,
    episodes)`` per input file. On an error no output file is left (finished shards stay).
    """
    parts = _plan(paths, partition_bytes, partition_lines)
    targets = shard_output_names(list(dict.fromkeys(p.path for p in parts)), out_dir)
    Path(out_dir).mkdir(parents=True, exist_ok=True)
    bundle = DetectorBundle.of(detectors)
    by_shard: dict[int, list[str]] = {}
    counts: dict[int, int] = {}
    run = {"client": client, "n_jobs": n_jobs, "on_partition": on_partition}
    names = [str(t) for t in targets]
    try:
        results = run_partitions(_score_into, parts, bundle, chunk_size, names, **run)
        for part, res in zip(parts, results, strict=True):
            if unjudged is not None:
                _add_unjudged(unjudged, res)
            by_shard.setdefault(part.shard, []).append(str(res.path))
            counts[part.shard] = counts.get(part.shard, 0) + res.n
        pending = [_join(client, made, str(targets[s])) for s, made in by_shard.items()]
        done = [f.result() if hasattr(f, "result") else f for f in pending]
    except BaseException:
        _remove_part_files(targets)
        raise
    return [(Path(t), counts[i]) for i, t in enumerate(done)]


def _remove_part_files(targets: list[Path]) -> None:
    """Remove the part files of this run beside each target, finished or not."""
    for target in targets:
        for leftover in target.parent.glob(f".{target.name}.*"):
            leftover.unlink(missing_ok=True)


def _score_into(
    part: Partition, bundle: DetectorBundle, chunk_size: int, targets: list[str]
) -> PartResult:
    return score_part(part, bundle, chunk_size, targets[part.shard])


def _join(client: Any, names: list[str], target: str) -> Any:
    if client is None:
        return join_parts(names, target)
    return client.submit(join_parts, names, target, pure=False)


def validate_files(
    paths: Iterable[PathLike | Partition] | PathLike,
    *,
    client: Any = None,
    n_jobs: int = 1,
    partition_bytes: int | None = PARTITION_BYTES,
    partition_lines: int | None = None,
    on_partition: Progress | None = None,
) -> int:
    """Read and validate every episode of the input without scoring; return how many.

    The cheap first pass of ``score --validate-first``: raises the input error that scoring
    would meet, before anything is written.
    """
    parts = _plan(paths, partition_bytes, partition_lines)
    results = run_partitions(
        validate_part, parts, 256, client=client, n_jobs=n_jobs, on_partition=on_partition
    )
    return sum(r.n for r in results)
