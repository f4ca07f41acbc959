"""Read and write the toolkit's files: JSON Lines episodes and samples, importers, bundled data,
model persistence and offline scoring.
"""

from __future__ import annotations

from ._bundled import sample_episodes_path, sample_fever_path, sample_hotpotqa_path
from ._importers import (
    SUPPORT_MATCH,
    UNRELATED_MAX,
    derive_label,
    load_hotpotqa,
    parse_action,
    read_knowagent,
)
from ._jsonl import (
    MAX_BUDGET,
    atomic_writer,
    episode_from_dict,
    iter_jsonl,
    read_episodes,
    read_samples,
    sample_from_dict,
    write_jsonl,
)
from ._persist import (
    FORMAT_VERSION,
    MODEL_ENV,
    ModelVersionWarning,
    card_path,
    default_model_path,
    file_sha256,
    load_model,
    read_card,
    save_arrays,
    save_model,
    training_digest,
)
from ._scoring import score_episode, score_episodes
from ._skips import Skipped, check_share

__all__ = [
    "FORMAT_VERSION",
    "MAX_BUDGET",
    "MODEL_ENV",
    "ModelVersionWarning",
    "SUPPORT_MATCH",
    "Skipped",
    "UNRELATED_MAX",
    "atomic_writer",
    "card_path",
    "check_share",
    "default_model_path",
    "derive_label",
    "episode_from_dict",
    "file_sha256",
    "iter_jsonl",
    "load_hotpotqa",
    "load_model",
    "parse_action",
    "read_card",
    "read_episodes",
    "read_knowagent",
    "read_samples",
    "sample_episodes_path",
    "sample_fever_path",
    "sample_from_dict",
    "sample_hotpotqa_path",
    "save_arrays",
    "save_model",
    "score_episode",
    "score_episodes",
    "training_digest",
    "write_jsonl",
]
