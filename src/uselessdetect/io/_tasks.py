"""Worker-side work on partitions: detectors loaded once per process, scoring, validation.

Everything here runs wherever a partition is processed — in this process, a joblib worker or
a Dask worker — and returns plain picklable results; an input error travels back as data and
is raised again, unchanged, on the caller's side.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import pickle
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..exceptions import EmptyInputError, InputError
from ._files import Partition, iter_partition, partition_errors
from ._json import BadJSON, dumps
from ._outputs import output_target
from ._records import episode_from_dict

__all__ = ["DetectorBundle", "NO_RESULT_STEPS", "PartResult", "loads_in_process", "run_task"]

#: Detectors unpickled in this process, by bundle key (one load per process and bundle).
_CACHE: dict[str, Any] = {}
_LOADS: Counter[str] = Counter()


class DetectorBundle:
    """Fitted detectors pickled once, with a key; :meth:`load` unpickles once per process.

    Examples
    --------
    >>> from uselessdetect.detectors import make_detector
    >>> b = DetectorBundle({"lexical": make_detector("lexical").fit([])})
    >>> c = pickle.loads(pickle.dumps(b))  # what a worker receives
    >>> c.load() is c.load(), list(c.load())
    (True, ['lexical'])
    """

    def __init__(self, detectors: Mapping[str, Any]) -> None:
        self.blob = pickle.dumps(dict(detectors), protocol=pickle.HIGHEST_PROTOCOL)
        self.key = hashlib.sha256(self.blob).hexdigest()

    def load(self) -> dict[str, Any]:
        """The detectors, unpickled on the first call in this process and cached."""
        if self.key not in _CACHE:
            _CACHE[self.key] = pickle.loads(self.blob)  # noqa: S301 - our own bundle
            _LOADS[self.key] += 1
        dets: dict[str, Any] = _CACHE[self.key]
        return dets


def loads_in_process() -> dict[str, int]:
    """How often this process has unpickled each bundle (1 per bundle when caching works)."""
    return dict(_LOADS)


@dataclass
class PartResult:
    """What a partition's task returns: records counted, output text or file, or an error."""

    index: int
    n: int = 0
    text: bytes = b""
    path: str | None = None
    error: tuple[str, str, str | None, int | None, str | None] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def raise_error(self) -> None:
        """Raise the input error the task met, as it was raised on the worker."""
        if self.error is not None:
            kind, message, path, line, fld = self.error
            cls = EmptyInputError if kind == "EmptyInputError" else InputError
            raise cls(message, path=path, line=line, field=fld)


def run_task(func: Callable[..., PartResult], part: Partition, *args: Any) -> PartResult:
    """Run ``func(part, *args)``; an :class:`InputError` comes back inside the result."""
    try:
        with partition_errors(part):
            return func(part, *args)
    except InputError as exc:
        err = (type(exc).__name__, exc.message, exc.path, exc.line, exc.field)
        return PartResult(part.index, error=err)


def _episodes(part: Partition, chunk_size: int) -> Iterator[list[Any]]:
    chunk: list[Any] = []
    for rel, obj in iter_partition(part):
        chunk.append(episode_from_dict(obj, path=part.path, line=rel))
        if len(chunk) >= chunk_size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


#: The count, in ``PartResult.extra`` and ``unjudged``, of logged calls without a result.
NO_RESULT_STEPS = "steps without a result (logged calls whose result never came; not judged)"


def scored_lines(
    part: Partition, bundle: DetectorBundle, chunk_size: int, unjudged: Counter[str] | None = None
) -> Iterator[bytes]:
    """The partition's scored episodes, one JSON line (UTF-8, with newline) at a time.

    Steps left unjudged because the log holds no result for their call are counted in
    ``unjudged`` (under :data:`NO_RESULT_STEPS`).
    """
    from ._scoring import _score_chunk

    dets = bundle.load()
    for chunk in _episodes(part, chunk_size):
        if unjudged is not None:
            n = sum(s.awaits_result for ep in chunk for s in ep.steps)
            if n:
                unjudged[NO_RESULT_STEPS] += n
        for ep in _score_chunk(chunk, dets):
            yield (_line(ep, part) + "\n").encode("utf-8")


def _line(ep: Any, part: Partition) -> str:
    """A scored episode as strict JSON (a detector's NaN score is an error, never written)."""
    try:
        return dumps(ep.to_dict())
    except BadJSON as exc:
        raise InputError(
            f"the scored episode {ep.id} cannot be written: {exc.message}",
            path=part.path,
            field=exc.field,
        ) from None


def score_part(
    part: Partition, bundle: DetectorBundle, chunk_size: int, out: str | None
) -> PartResult:
    """Score one partition: return its JSON lines, or write them to a part file in ``out``.

    ``extra`` says how long the task took (``seconds``; ``cpu_s`` of processor time) and how
    much of it went to unpickling the detectors (``load_s``, 0 once loaded): the benchmark's
    account of where the time goes.
    """
    start, cpu = time.perf_counter(), time.process_time()
    fresh = bundle.key not in _CACHE
    bundle.load()
    loaded = time.perf_counter()
    res = _score_part(part, bundle, chunk_size, out)
    res.extra.update(
        seconds=time.perf_counter() - start,
        cpu_s=time.process_time() - cpu,
        load_s=loaded - start if fresh else 0.0,
    )
    return res


def _score_part(
    part: Partition, bundle: DetectorBundle, chunk_size: int, out: str | None
) -> PartResult:
    unjudged: Counter[str] = Counter()
    lines = scored_lines(part, bundle, chunk_size, unjudged)
    if out is None:
        text = b"".join(lines)
        return PartResult(part.index, n=text.count(b"\n"), text=text, extra=dict(unjudged))
    target = Path(out)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.{part.index:06d}.", dir=target.parent)
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
    return PartResult(part.index, n=n, path=tmp, extra=dict(unjudged))


def validate_part(part: Partition, chunk_size: int) -> PartResult:
    """Read and validate every episode of a partition without scoring it."""
    n = sum(len(c) for c in _episodes(part, chunk_size))
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
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, dest)
    except BaseException:
        os.unlink(tmp)
        raise
    for p in parts:
        os.unlink(p)
    return target
