"""Offline scoring of logged episodes: add each detector's judgment to every judged step.

Episodes stream through in chunks; with ``n_jobs != 1`` the chunks run through
``joblib.Parallel``. :func:`score_files` scores files, globs and directories (gzip too) by
partitions, in this process, through joblib, or on a Dask cluster (``client=``); the output
is the same byte for byte whichever way it runs.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from itertools import islice
from typing import Protocol

from joblib import Parallel, delayed

from .._types import Episode, Judgment, Sample

__all__ = ["score_episode", "score_episodes"]


class Detector(Protocol):
    """What scoring needs of a detector: a name and ``judge_many`` (the detectors package's
    :class:`~uselessdetect.detectors.Detector` is one; scoring sits below it in the layers)."""

    name: str

    def judge_many(self, X: Sequence[Sample]) -> list[Judgment]: ...


def _score_chunk(chunk: list[Episode], detectors: Mapping[str, Detector]) -> list[Episode]:
    index = [(ep, t, s) for ep in chunk for t, s in ep.samples()]
    samples = [s for _, _, s in index]
    for name, det in detectors.items():
        if not samples:
            break
        for (ep, t, _), j in zip(index, det.judge_many(samples), strict=True):
            ep.steps[t].judgments[name] = j.to_dict()
    return chunk


def score_episode(episode: Episode, detectors: Mapping[str, Detector]) -> Episode:
    """Add ``judgments[name]`` to every non-finish step of one episode (in place; returned).

    The sample judged at step *t* carries the thought of step *t + 1* (design §3.2).

    Examples
    --------
    >>> from uselessdetect import Episode, Step, make_detector
    >>> ep = Episode(id="e", question="Who founded Creed?", steps=[
    ...     Step(action="search", input="Creed", observation="No results found."),
    ...     Step(action="finish", input="Scott Stapp")])
    >>> score_episode(ep, {"lexical": make_detector("lexical").fit([])}).steps[0].judgments
    {'lexical': {'verdict': 'useless', 'score': 1.0}}
    """
    return _score_chunk([episode], detectors)[0]


def _chunks(items: Iterable[Episode], size: int) -> Iterator[list[Episode]]:
    it = iter(items)
    while chunk := list(islice(it, size)):
        yield chunk


def score_episodes(
    episodes: Iterable[Episode],
    detectors: Mapping[str, Detector] | Sequence[Detector],
    *,
    n_jobs: int = 1,
    chunk_size: int = 256,
) -> Iterator[Episode]:
    """Score a stream of episodes with fitted detectors, yielding them in input order.

    Parameters
    ----------
    episodes : iterable of Episode
    detectors : mapping name -> fitted Detector, or a sequence (keyed by ``.name``)
    n_jobs : int, default 1
        Parallel workers (joblib); 1 scores in this process. The random control draws from
        each step's identity (``episode:<id>#<t>``), so its verdicts are the same whatever
        ``n_jobs`` is.
    chunk_size : int, default 256
        Episodes per chunk: one batched detector call per chunk and detector.
    """
    dets = dict(detectors) if isinstance(detectors, Mapping) else {d.name: d for d in detectors}
    if n_jobs == 1:
        for chunk in _chunks(episodes, chunk_size):
            yield from _score_chunk(chunk, dets)
        return
    parallel = Parallel(n_jobs=n_jobs, return_as="generator")
    for chunk in parallel(delayed(_score_chunk)(c, dets) for c in _chunks(episodes, chunk_size)):
        yield from chunk
