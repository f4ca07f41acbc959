"""Read and write the toolkit's files: JSON Lines episodes and samples (gzip too), inputs of
any size cut into partitions, importers of other logs (outcomes kept), outputs written
atomically, bundled data and model persistence.
"""

from __future__ import annotations

from ._bundled import (
    sample_episodes_path,
    sample_fever_path,
    sample_hotpotqa_path,
    sample_real_runs_path,
)
from ._files import (
    PARTITION_BYTES,
    Partition,
    PathLike,
    expand_paths,
    in_process_only,
    iter_partition,
    open_binary,
    partition_errors,
    plan_partitions,
    rereadable,
)
from ._hotpotqa import load_hotpotqa
from ._importers import (
    SUPPORT_MATCH,
    UNRELATED_MAX,
    derive_label,
    parse_action,
    read_knowagent,
)
from ._json import BadJSON
from ._json import dumps as strict_dumps
from ._json import loads as strict_loads
from ._logs import LOG_FORMATS, detect_format, read_episodes
from ._mapping import ImportStats
from ._otel import MAX_OPEN_SPANS, TRACE_WINDOW
from ._outcomes import OUTCOME_FIELDS, answer_seen_at, episode_success, outcome_success
from ._outputs import (
    atomic_binary_writer,
    atomic_writer,
    atomic_writers,
    output_target,
    shard_output_names,
    usual_mode,
    write_jsonl,
)
from ._persist import (
    CARD_KEYS,
    FORMAT_VERSION,
    MODEL_ENV,
    ModelVersionWarning,
    card_path,
    default_model_path,
    file_sha256,
    load_model,
    read_card,
    save_arrays,
    save_bytes,
    save_model,
    training_digest,
)
from ._real_runs import REAL_RUNS_FIELDS, read_real_runs
from ._records import (
    MAX_BUDGET,
    episode_from_dict,
    iter_jsonl,
    read_samples,
    record_line,
    sample_from_dict,
)
from ._skips import Skipped, check_share

__all__ = [
    "BadJSON",
    "CARD_KEYS",
    "FORMAT_VERSION",
    "ImportStats",
    "LOG_FORMATS",
    "MAX_BUDGET",
    "MAX_OPEN_SPANS",
    "MODEL_ENV",
    "ModelVersionWarning",
    "OUTCOME_FIELDS",
    "PARTITION_BYTES",
    "Partition",
    "PathLike",
    "REAL_RUNS_FIELDS",
    "SUPPORT_MATCH",
    "Skipped",
    "TRACE_WINDOW",
    "UNRELATED_MAX",
    "answer_seen_at",
    "atomic_binary_writer",
    "atomic_writer",
    "atomic_writers",
    "card_path",
    "check_share",
    "default_model_path",
    "derive_label",
    "detect_format",
    "episode_from_dict",
    "episode_success",
    "expand_paths",
    "file_sha256",
    "in_process_only",
    "iter_jsonl",
    "iter_partition",
    "load_hotpotqa",
    "load_model",
    "open_binary",
    "outcome_success",
    "output_target",
    "parse_action",
    "partition_errors",
    "plan_partitions",
    "read_card",
    "read_episodes",
    "read_knowagent",
    "read_real_runs",
    "read_samples",
    "record_line",
    "rereadable",
    "sample_episodes_path",
    "sample_fever_path",
    "sample_from_dict",
    "sample_hotpotqa_path",
    "sample_real_runs_path",
    "save_arrays",
    "save_bytes",
    "save_model",
    "shard_output_names",
    "strict_dumps",
    "strict_loads",
    "training_digest",
    "usual_mode",
    "write_jsonl",
]
