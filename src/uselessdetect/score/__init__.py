"""Offline scoring: add fitted detectors' judgments to logged episodes.

A stream of episodes in memory (:func:`score_episodes`), or files of any size (gzip too) by
partitions (:func:`score_files`, :func:`score_shards`), in this process, through joblib, or
on a Dask cluster (:func:`dask_client`); the output is the same byte for byte whichever way it
runs. It stands above the detectors it runs and below the measurements that use it.
"""

from __future__ import annotations

from ._bundle import DetectorBundle, loads_in_process
from ._dask import dask_client
from ._files import score_files, score_shards, validate_files
from ._judge import score_episode, score_episodes
from ._run import PartResult, run_partitions

__all__ = [
    "DetectorBundle",
    "PartResult",
    "dask_client",
    "loads_in_process",
    "run_partitions",
    "score_episode",
    "score_episodes",
    "score_files",
    "score_shards",
    "validate_files",
]
