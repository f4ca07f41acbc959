"""Paths to the small real data samples bundled with the package (see data/ATTRIBUTION.md)."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

__all__ = [
    "sample_episodes_path",
    "sample_fever_path",
    "sample_hotpotqa_path",
    "sample_real_runs_path",
]


def _data(name: str) -> Path:
    return Path(str(files("uselessdetect") / "data" / name))


def sample_episodes_path() -> Path:
    """202 real KnowAgent ReAct episodes on HotpotQA questions, with derived per-step labels.

    The questions are all on the held-out side of the shipped classifier's split.

    Examples
    --------
    >>> from uselessdetect.io import read_episodes
    >>> sum(1 for _ in read_episodes(sample_episodes_path()))
    202
    """
    return _data("knowagent_episodes_sample.jsonl")


def sample_fever_path() -> Path:
    """300 FEVER claims with evidence sentence and label (FeverSymmetric v0.2 dev), JSON Lines.

    The file's first 300 records, with the fields ``id, claim, evidence, label`` (154 REFUTES,
    146 SUPPORTS); the input of ``uselessdetect simulate --task fever``.

    Examples
    --------
    >>> from uselessdetect.io import iter_jsonl
    >>> sum(1 for _ in iter_jsonl(sample_fever_path()))
    300
    """
    return _data("fever_sample.jsonl")


def sample_hotpotqa_path() -> Path:
    """60 HotpotQA train records (distractor setting, original format), a JSON list.

    All ten-paragraph records on the held-out side of the shipped classifier's split.
    """
    return _data("hotpotqa_sample.json")


def sample_real_runs_path() -> Path:
    """21 real agent runs on real tools with their outcomes, in the ``real-runs`` format.

    A few successful and failed runs of each ``shared/data/real_runs`` source (τ-bench
    airline, ReAct WebShop, MedAgentBench, ToolBench, mini-SWE-agent on SWE-bench Verified),
    162 tool results; sources and licences in ``data/ATTRIBUTION.md``.

    Examples
    --------
    >>> from uselessdetect.io import read_real_runs
    >>> eps = list(read_real_runs(sample_real_runs_path()))
    >>> len(eps), sum(len(ep.steps) for ep in eps), sum(ep.raw["success"] for ep in eps)
    (21, 162, 10)
    """
    return _data("real_runs_sample.jsonl")
