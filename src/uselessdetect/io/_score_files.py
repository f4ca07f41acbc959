"""Score many files by partitions — in this process, through joblib, or on a Dask cluster.

The input (files, globs, directories; gzip allowed) is cut into partitions
(:func:`~uselessdetect.io.plan_partitions`); each is scored where it runs, by detectors
unpickled once per process, and the results come back in input order. The output does not
depend on where or how the work ran: it is the serial output, byte for byte.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from joblib import Parallel, delayed

from ..exceptions import EmptyInputError, InputError
from ._files import (
    PARTITION_BYTES,
    Partition,
    expand_paths,
    in_process_only,
    partition_errors,
    plan_partitions,
)
from ._outputs import shard_output_names
from ._skips import Skipped
from ._tasks import (
    NO_RESULT_STEPS,
    DetectorBundle,
    PartResult,
    join_parts,
    run_task,
    score_part,
    scored_lines,
    validate_part,
)

__all__ = ["run_partitions", "score_files", "score_shards", "validate_files"]

PathLike = str | os.PathLike[str]
Progress = Callable[[Partition, int], None]


def _bundle(detectors: Mapping[str, Any] | Sequence[Any]) -> DetectorBundle:
    dets = dict(detectors) if isinstance(detectors, Mapping) else {d.name: d for d in detectors}
    return DetectorBundle(dets)


@contextlib.contextmanager
def _interrupts_win() -> Iterator[None]:
    """Let Ctrl-C or a signal's exit through as itself: joblib, stopping its workers when
    one arrives early, can raise its own ``RuntimeError`` in its place."""
    try:
        yield
    except RuntimeError as exc:
        if isinstance(exc.__context__, (KeyboardInterrupt, SystemExit)):
            raise exc.__context__ from None
        raise


def run_partitions(
    func: Callable[..., PartResult],
    parts: Sequence[Partition],
    *args: Any,
    client: Any = None,
    n_jobs: int = 1,
    on_partition: Progress | None = None,
) -> Iterator[PartResult]:
    """Run ``func(part, *args)`` over partitions, yielding results in input order.

    ``client`` (a ``distributed.Client``) runs them on its cluster; else ``n_jobs`` joblib
    workers (1: this process). An input error met in a partition is raised here, after every
    earlier partition's result was yielded; a file that holds no record raises
    :class:`~uselessdetect.exceptions.EmptyInputError` after its last partition.
    """
    if client is not None or n_jobs != 1:
        local = next((p.path for p in parts if in_process_only(p.path)), None)
        if local is not None:
            raise InputError(
                "standard input, a pipe or a device is read once, by this process: it cannot "
                "be shared among workers; use one job without a cluster, or save it to a file",
                path=local,
            )
    if client is not None:
        from ._dask import map_ordered

        results: Iterable[PartResult] = map_ordered(client, run_task, func, parts, *args)
    elif n_jobs == 1:
        results = (run_task(func, p, *args) for p in parts)
    else:
        parallel = Parallel(n_jobs=n_jobs, return_as="generator")
        with _interrupts_win():
            results = parallel(delayed(run_task)(func, p, *args) for p in parts)
    last = {p.shard: p.index for p in parts}
    per_shard = 0
    try:
        with _interrupts_win():
            for part, res in zip(parts, results, strict=True):
                res.raise_error()
                per_shard += res.n
                if on_partition is not None:
                    on_partition(part, res.n)
                yield res
                if last[part.shard] == part.index:
                    if per_shard == 0:
                        raise EmptyInputError(
                            "the file holds no record (expected JSON Lines)", path=part.path
                        )
                    per_shard = 0
    finally:  # stop the partitions still in flight now, while their client is open
        close = getattr(results, "close", None)
        if close is not None:
            with _interrupts_win():
                close()


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
    detectors: Mapping[str, Any] | Sequence[Any],
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
    bundle = _bundle(detectors)
    counts = unjudged if unjudged is not None else Skipped()
    if client is None and n_jobs == 1:  # stream: no partition's output is held whole
        yield from _score_here(parts, bundle, chunk_size, on_partition, counts)
        return
    args = (bundle, chunk_size, None)
    for res in run_partitions(
        score_part, parts, *args, client=client, n_jobs=n_jobs, on_partition=on_partition
    ):
        _add_unjudged(counts, res)
        yield from res.text.decode("utf-8").splitlines()


def _add_unjudged(counts: Skipped, res: PartResult) -> None:
    n = res.extra.get(NO_RESULT_STEPS)
    if n:
        counts.note(NO_RESULT_STEPS, n)


def _score_here(
    parts: Sequence[Partition],
    bundle: DetectorBundle,
    chunk_size: int,
    hook: Progress | None,
    unjudged: Skipped,
) -> Iterator[str]:
    last = {p.shard: p.index for p in parts}
    per_shard = 0
    for part in parts:
        n = 0
        with partition_errors(part):
            for line in scored_lines(part, bundle, chunk_size, unjudged):
                n += 1
                yield line.decode("utf-8").rstrip("\n")
        if hook is not None:
            hook(part, n)
        per_shard += n
        if last[part.shard] == part.index:
            if per_shard == 0:
                msg = "the file holds no record (expected JSON Lines)"
                raise EmptyInputError(msg, path=part.path)
            per_shard = 0


def score_shards(
    paths: Iterable[PathLike | Partition] | PathLike,
    detectors: Mapping[str, Any] | Sequence[Any],
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
    files = list(dict.fromkeys(p.path for p in parts))
    targets = shard_output_names(files, out_dir)
    Path(out_dir).mkdir(parents=True, exist_ok=True)
    bundle = _bundle(detectors)
    by_shard: dict[int, list[str]] = {}
    counts: dict[int, int] = {}
    try:
        results = run_partitions(
            _score_into,
            parts,
            bundle,
            chunk_size,
            [str(t) for t in targets],
            client=client,
            n_jobs=n_jobs,
            on_partition=on_partition,
        )
        for part, res in zip(parts, results, strict=True):
            if unjudged is not None:
                _add_unjudged(unjudged, res)
            by_shard.setdefault(part.shard, []).append(str(res.path))
            counts[part.shard] = counts.get(part.shard, 0) + res.n
        pending = [_join(client, names, str(targets[s])) for s, names in by_shard.items()]
        done = [f.result() if hasattr(f, "result") else f for f in pending]
    except BaseException:
        for target in targets:  # part files of this run, finished or not
            for leftover in target.parent.glob(f".{target.name}.*"):
                leftover.unlink(missing_ok=True)
        raise
    return [(Path(t), counts[i]) for i, t in enumerate(done)]


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
