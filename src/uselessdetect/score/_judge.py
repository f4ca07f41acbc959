"""Judging episodes: the one place a chunk of episodes gets its judgments, and the in-memory
pipeline around it (:func:`score_episodes`: chunk → judge, through ``joblib.Parallel`` with
``n_jobs != 1``).

The sample judged at step *t* carries the thought of step *t + 1* (design §3.2): that
alignment is :meth:`Episode.samples`'s; here each detector judges the chunk's samples in one
batched ``judge_many`` call, and each judgment is stored on its step as ``judgments[name]``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from itertools import islice
from typing import Any

from joblib import Parallel, delayed

from .._checks import check_count, check_jobs
from .._types import Episode
from ..detectors import Detector, earlier_union
from ..exceptions import ConfigurationError, InputError
from ._run import children_ignore_hangup

__all__ = ["checked_detectors", "judge_chunk", "score_episode", "score_episodes"]


def judge_chunk(chunk: list[Episode], detectors: Mapping[str, Detector]) -> list[Episode]:
    """Add every detector's judgment to every judged step of ``chunk`` (in place; returned).

    When a detector reads the earlier results (``reads_earlier``: ``novelty`` and
    ``default`` their text, ``classifier`` and ``semantic`` only the calls behind them), each
    sample carries the observations of the same action's earlier steps in its episode, with
    the calls' arguments; a detector that reads only the calls fingerprints none of them
    (:func:`~uselessdetect.shapes.calls_of`).
    """
    earlier = bool(earlier_union(detectors.values()))
    index = [(ep, t, s) for ep in chunk for t, s in ep.samples(earlier=earlier)]
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
    return judge_chunk([episode], detectors)[0]


def _chunks(items: Iterable[Episode], size: int) -> Iterator[list[Episode]]:
    it = iter(items)
    done = 0
    while chunk := list(islice(it, size)):
        for i, ep in enumerate(chunk):
            if not isinstance(ep, Episode):
                raise InputError(
                    f"expected an Episode (read files with read_episodes, or build "
                    f"one with io.episode_from_dict), got {type(ep).__name__}",
                    field=f"episodes[{done + i}]",
                )
        done += len(chunk)
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

    Raises
    ------
    ConfigurationError
        Detectors that are not detectors (names, say: build them with ``make_detector``),
        ``n_jobs`` 0 or beyond the cap, ``chunk_size`` below 1 — at the call, before any work.
    InputError
        An item of ``episodes`` that is not an :class:`Episode` (a raw dict: read files with
        :func:`~uselessdetect.io.read_episodes`, or build one with ``episode_from_dict``) —
        when it is reached.
    """
    dets = checked_detectors(detectors)
    n_jobs = check_jobs(n_jobs)
    chunk_size = check_count(chunk_size, "chunk_size")
    if isinstance(episodes, (str, bytes, Episode)) or not isinstance(episodes, Iterable):
        raise ConfigurationError(
            f"episodes must be an iterable of Episode, got {type(episodes).__name__}"
        )
    return _scored(iter(episodes), dets, n_jobs, chunk_size)


def _scored(
    episodes: Iterator[Episode], dets: dict[str, Detector], n_jobs: int, chunk_size: int
) -> Iterator[Episode]:
    if n_jobs == 1:
        for chunk in _chunks(episodes, chunk_size):
            yield from judge_chunk(chunk, dets)
        return
    parallel = Parallel(n_jobs=n_jobs, return_as="generator")
    with children_ignore_hangup():  # the pool starts on the first dispatch
        chunks = parallel(delayed(judge_chunk)(c, dets) for c in _chunks(episodes, chunk_size))
    for chunk in chunks:
        yield from chunk


def checked_detectors(detectors: Any) -> dict[str, Detector]:
    """``{name: detector}`` from a mapping or a sequence of detectors (ConfigurationError else).

    Examples
    --------
    >>> checked_detectors(["lexical"])
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: detectors[0]: expected a fitted detector ...
    """
    items: list[tuple[Any, Any, str]]
    if isinstance(detectors, Mapping):
        items = [(str(k), d, f"detectors[{k!r}]") for k, d in detectors.items()]
    elif isinstance(detectors, (list, tuple)):
        items = [(getattr(d, "name", None), d, f"detectors[{i}]") for i, d in enumerate(detectors)]
    else:
        raise ConfigurationError(
            "detectors must be a mapping name -> detector or a list of detectors, got "
            f"{type(detectors).__name__}"
        )
    if not items:
        raise ConfigurationError("detectors is empty: give at least one fitted detector")
    out: dict[str, Detector] = {}
    for name, det, where in items:
        if not callable(getattr(det, "judge_many", None)) or not isinstance(name, str):
            hint = (
                f"; build it with make_detector({det!r}).fit(...)" if isinstance(det, str) else ""
            )
            raise ConfigurationError(
                f"{where}: expected a fitted detector (with judge_many), got "
                f"{type(det).__name__} {det!r:.40}{hint}"
            )
        out[name] = det
    return out
