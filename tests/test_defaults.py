"""Defaults pinned by their derivations: the lexical cut-off and the keyword reader's cues.

A default that is a measured quantity is checked against the measurement that fixes it, so
changing the number means changing (and re-running) its derivation, not editing a constant.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from uselessdetect import make_detector
from uselessdetect.detectors import tune_cutoff
from uselessdetect.detectors._keyword import read_thought


def lexical_cutoff_derivation(shared: Path) -> float:
    """The derivation of ``lexical``'s default cut-off (README, "Detectors"): on the training
    side of the shared HotpotQA corpus (``split_by_question(test_size=0.2, random_state=0)``,
    the split of the shipped model), the cut-off that keeps 95% of useful (gold) paragraphs
    judged useful — ``tune_cutoff`` at ``min_useful_recall=0.95`` — rounded to two decimals."""
    from uselessdetect.corpus import hotpotqa_samples, split_by_question

    files = sorted(str(p) for p in (shared / "hotpotqa").glob("*.json"))
    train, _ = split_by_question(
        hotpotqa_samples(files, random_state=0), test_size=0.2, random_state=0
    )
    det = make_detector("lexical").set_params(cutoff=1.0).fit([])  # scores only
    scores = det.predict_proba(train)[:, 1]
    y = np.array([s.label for s in train])
    assert {"gold", "injected", "plausible", "answerless"} <= {s.kind for s in train}
    return float(tune_cutoff(scores, y, 0.95))


@pytest.mark.shared_data
def test_lexical_default_cutoff_is_the_train_split_quantile(shared_data: Path) -> None:
    derived = lexical_cutoff_derivation(shared_data)
    det = make_detector("lexical")
    assert det.fit([]).cutoff_ == det.default_cutoff
    # rounding to two decimals is the only slack: ±0.005
    assert round(derived, 2) == det.default_cutoff, (
        f"the train-split derivation gives {derived:.4f}; the default is {det.default_cutoff}"
    )


def test_lexical_default_cutoff_is_used_without_labels_only() -> None:
    from uselessdetect import Sample

    det = make_detector("lexical")
    assert det.fit([]).cutoff_ == det.default_cutoff
    X = [
        Sample("Who founded Creed?", "Creed was founded by Scott Stapp.", query="Creed", label=0),
        Sample("Who founded Creed?", "Paris is a city in France.", query="Creed", label=1),
    ]
    tuned = make_detector("lexical").fit(X, np.array([0, 1]))
    assert tuned.cutoff_ != det.default_cutoff  # labels retune it
    assert make_detector("lexical").set_params(cutoff=0.3).fit([]).cutoff_ == 0.3


@pytest.mark.parametrize(
    "thought",
    [
        "The search returned nothing.",
        "Lookup found nothing.",
        "My search found nothing.",
        "It gave nothing.",
        "The lookup revealed none.",
        "This search yielded nothing.",
        "The result contains nothing of use.",
        "The search returned none of the details I need.",
    ],
)
def test_found_nothing_cue(thought: str) -> None:
    """ "<verb> nothing/none" states a useless result. These thoughts hold no other useless cue
    ("nothing about", "no information", a negated verb), so dropping this one cue turns each
    into a useful restatement or an abstention."""
    stated, score, cue = read_thought(thought)
    assert stated == "useless" and score == pytest.approx(0.95)
    assert cue.split()[-1] in {"nothing", "none"}


def test_found_nothing_is_not_read_into_a_useful_thought() -> None:
    assert read_thought("The search returned the band's founder, Scott Stapp.")[0] == "useful"
    assert read_thought("I found that he was born in 1950.")[0] == "useful"


# --- lexical's score, by hand: 1 - qcov**(1 - w) * querycov**w ---------------------------------

Q = "Who founded the band Creed?"  # content stems: found, band, creed ("who" is a question word)


def lexical_score(obs: str, query: str = "", question: str = Q, **params: float) -> float:
    from uselessdetect import Sample

    det = make_detector("lexical").set_params(**params).fit([])
    return float(det.predict_proba([Sample(question, obs, query=query)])[0, 1])


def test_lexical_score_formula_by_hand() -> None:
    obs = "Creed is a band from Florida."  # holds band and creed: qcov = 2/3
    assert lexical_score(obs, "Creed") == pytest.approx(1 - (2 / 3) ** 0.7)
    assert lexical_score(obs) == pytest.approx(1 - 2 / 3)  # no query: the question alone
    assert lexical_score(obs, "Creed", query_weight=0.0) == pytest.approx(1 - 2 / 3)
    assert lexical_score(obs, "Creed", query_weight=1.0) == pytest.approx(0.0)
    assert lexical_score(obs, "Scott Stapp") == pytest.approx(1.0)  # none of the query's words
    assert lexical_score(obs, "Creed", question="Who is it?") == pytest.approx(0.0)  # query only
    assert lexical_score(obs, "", question="Who is it?") == pytest.approx(0.5)  # nothing asked
    assert lexical_score("", "Creed") == 1.0  # an empty result
    assert lexical_score("Could not find Creed band. Similar: Creed.", "Creed") == 1.0
    assert lexical_score("The of and", "Creed") == 1.0  # no content word at all


def test_lexical_query_weight_is_validated_at_fit() -> None:
    from uselessdetect.exceptions import ConfigurationError

    for w in (-0.1, 1.5):
        det = make_detector("lexical").set_params(query_weight=w)  # stored unchanged
        assert det.query_weight == w
        with pytest.raises(ConfigurationError, match=r"query_weight must lie in \[0, 1\], got"):
            det.fit([])
