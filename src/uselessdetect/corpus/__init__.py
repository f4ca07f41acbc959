"""Labeled-sample builders (HotpotQA, FEVER, real logs) and question-disjoint splits."""

from __future__ import annotations

from ._build import (
    HOTPOTQA_KINDS,
    fever_samples,
    hotpotqa_samples,
    knowagent_samples,
    load_fever,
    restore_ptb,
)
from ._labeled import default_corpus, read_labeled
from ._render import RENDERINGS, render, render_samples
from ._shaped import (
    SHAPED_KINDS,
    SHAPES,
    fever_shaped_samples,
    shaped_corpus,
    shaped_samples,
)
from ._split import question_key, split_by_question, split_groups

__all__ = [
    "HOTPOTQA_KINDS",
    "RENDERINGS",
    "SHAPED_KINDS",
    "SHAPES",
    "default_corpus",
    "fever_samples",
    "fever_shaped_samples",
    "hotpotqa_samples",
    "knowagent_samples",
    "load_fever",
    "question_key",
    "read_labeled",
    "render",
    "render_samples",
    "restore_ptb",
    "shaped_corpus",
    "shaped_samples",
    "split_by_question",
    "split_groups",
]
