"""A partition's work, wherever it runs (this process, a joblib worker, a Dask worker): the
scoring pipeline read → chunk → judge → write, validation, and the joining of part files.

:func:`scored_lines` is the pipeline: the partition's records are read and validated into
episodes (:func:`~uselessdetect.io.iter_partition`, :func:`~uselessdetect.io.episode_from_dict`),
cut into chunks, judged (:func:`~uselessdetect.score._judge.judge_chunk`), and written as
strict JSON lines. :func:`score_part` keeps those lines in its result or writes them to a part
file beside the shard's target; :func:`join_parts` joins a shard's part files into it.
"""

from __future__ import annotations

import gzip
import os
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .._types import Episode
from ..exceptions import InputError
from ..io import BadJSON, Partition, episode_from_dict, iter_partition, output_target, usual_mode
from ..io import strict_dumps as dumps
from ._bundle import DetectorBundle
from ._judge import judge_chunk
from ._run import PartResult

__all__ = [
    "NO_RESULT_STEPS",
    "join_parts",
    "score_part",
    "scored_lines",
    "validate_part",
]

#: The count, in ``PartResult.extra`` and ``unjudged``, of logged calls without a result.
NO_RESULT_STEPS = "steps without a result (logged calls whose result never came; not judged)"


def _read_chunks(part: Partition, chunk_size: int) -> Iterator[list[Episode]]:
    """Read: the partition's records, validated into episodes, ``chunk_size`` at a time."""
    chunk: list[Episode] = []
    for rel, obj in iter_partition(part):
        chunk.append(episode_from_dict(obj, path=part.path, line=rel))
        if len(chunk) >= chunk_size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _line(ep: Episode, part: Partition) -> bytes:
    """Write: a scored episode as a strict JSON line (a detector's NaN score is an error,
    never written)."""
    try:
        return (dumps(ep.to_dict()) + "\n").encode("utf-8")
    except BadJSON as exc:
        raise InputError(
            f"the scored episode {ep.id} cannot be written: {exc.message}",
            path=part.path,
            field=exc.field,
        ) from None


def scored_lines(
    part: Partition, bundle: DetectorBundle, chunk_size: int, unjudged: Counter[str] | None = None
) -> Iterator[bytes]:
    """The partition's scored episodes, one JSON line (UTF-8, with newline) at a time.

    Steps left unjudged because the log holds no result for their call are counted in
    ``unjudged`` (under :data:`NO_RESULT_STEPS`).
    """
    dets = bundle.load()
    for chunk in _read_chunks(part, chunk_size):
        if unjudged is not None:
            n = sum(s.awaits_result for ep in chunk for s in ep.steps)
            if n:
                unjudged[NO_RESULT_STEPS] += n
        for ep in judge_chunk(chunk, dets):
            yield _line(ep, part)


def score_part(
    part: Partition, bundle: DetectorBundle, chunk_size: int, out: str | None
) -> PartResult:
    """Score one partition: return its JSON lines, or write them to a part file in ``out``.

    ``extra`` says how long the task took (``seconds``; ``cpu_s`` of processor time) and how
    much of it went to unpickling the detectors (``load_s``, 0 once loaded): the benchmark's
    account of where the time goes.
    """
    start, cpu = time.perf_counter(), time.process_time()
    fresh = not bundle.loaded
    bundle.load()
    loaded = time.perf_counter()
    unjudged: Counter[str] = Counter()
    lines = scored_lines(part, bundle, chunk_size, unjudged)
    if out is None:
        text = b"".join(lines)
        res = PartResult(part.index, n=text.count(b"\n"), text=text)
    else:
        tmp, n = _write_part(lines, out, part.index)
        res = PartResult(part.index, n=n, path=tmp)
    res.extra.update(
        unjudged,
        seconds=time.perf_counter() - start,
        cpu_s=time.process_time() - cpu,
        load_s=loaded - start if fresh else 0.0,
    )
    return res


def _write_part(lines: Iterator[bytes], out: str, index: int) -> tuple[str, int]:
    """Write lines to a part file beside ``out`` (gzip when ``out`` ends in ``.gz``);
    the part file's name and the lines written. On an error the part file is removed."""
    target = Path(out)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.{index:06d}.", dir=target.parent)
    n = 0
    try:
        with os.fdopen(fd, "wb") as raw:
            fh: Any = gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) if out.endswith(".gz") else raw
            for line in lines:
                fh.write(line)
                n += 1
            if fh is not raw:
                fh.close()
    except BaseException:
        os.unlink(tmp)
        raise
    return tmp, n


def validate_part(part: Partition, chunk_size: int) -> PartResult:
    """Read and validate every episode of a partition without scoring it."""
    n = sum(len(c) for c in _read_chunks(part, chunk_size))
    return PartResult(part.index, n=n)


def join_parts(parts: list[str], target: str) -> str:
    """Concatenate part files (gzip members concatenate too) into ``target``, atomically."""
    dest = Path(output_target(target, streams=False)[1])  # a link: its target, link kept
    fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".part", dir=dest.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            for p in parts:
                with open(p, "rb") as fh:
                    while block := fh.read(2**20):
                        out.write(block)
        usual_mode(tmp)
        os.replace(tmp, dest)
    except BaseException:
        os.unlink(tmp)
        raise
    for p in parts:
        os.unlink(p)
    return target
