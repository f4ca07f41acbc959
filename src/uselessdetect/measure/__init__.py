"""Measurement: detector evaluation, decision points, the contrast Δ, the integration index, hazard
slope, success per regime, paired condition comparisons and their statistics.
"""

from __future__ import annotations

from ._analysis import (
    VERDICTS,
    Analysis,
    analyze,
    analyze_decisions,
    mean6,
    success_by_regime,
    success_rates,
)
from ._by import (
    GroupedAnalysis,
    analyze_by,
    answer_steps_by_budget,
    belief_calibration,
    compare_by,
    judgment_accuracy,
)
from ._compare import Comparison, compare, episode_key
from ._evaluation import (
    DetectorReport,
    evaluate_detector,
    format_table,
    kinds_by_source,
    tune_cutoffs,
)
from ._metrics import (
    DeltaResult,
    delta,
    hazard_slope,
    integration_index,
    share_answered_after,
)
from ._outcome_replay import OutcomeReplay, RunReplay, replay_outcomes
from ._outcome_report import plot_outcome_replay, replay_table
from ._partitioned import EvalCounts, auc_from_counts, evaluate_files, label_counts
from ._points import DecisionPoints, decision_points
from ._stats import Estimate, holm
from ._verdict import DIRECTIONS, CIVerdict, ci_verdict, units_needed

__all__ = [
    "Analysis",
    "CIVerdict",
    "Comparison",
    "DIRECTIONS",
    "DecisionPoints",
    "DeltaResult",
    "DetectorReport",
    "Estimate",
    "EvalCounts",
    "GroupedAnalysis",
    "OutcomeReplay",
    "RunReplay",
    "VERDICTS",
    "analyze",
    "analyze_by",
    "analyze_decisions",
    "answer_steps_by_budget",
    "auc_from_counts",
    "belief_calibration",
    "ci_verdict",
    "compare",
    "compare_by",
    "decision_points",
    "delta",
    "episode_key",
    "evaluate_detector",
    "evaluate_files",
    "format_table",
    "hazard_slope",
    "holm",
    "integration_index",
    "judgment_accuracy",
    "kinds_by_source",
    "label_counts",
    "mean6",
    "plot_outcome_replay",
    "replay_outcomes",
    "replay_table",
    "share_answered_after",
    "success_by_regime",
    "success_rates",
    "tune_cutoffs",
    "units_needed",
]
