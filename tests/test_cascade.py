"""The cascade ``cheap|expensive``: routing, one ranking of scores, the registry form, evaluate."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.base import clone

from uselessdetect import Sample, Verdict, make_detector
from uselessdetect.detectors import Cascade, Fallback
from uselessdetect.exceptions import ConfigurationError, UnknownDetectorError
from uselessdetect.gate import StopGate
from uselessdetect.measure import evaluate_detector

Q = "Which band did the Creed singer found?"
X = [
    Sample(Q, "Creed is a band founded by the Creed singer Scott Stapp.", query="Creed", label=0),
    Sample(Q, "Creed is a rock band from Florida.", query="Creed", label=1),
    Sample(Q, "Could not find [Creed].", query="Creed", label=1),
    Sample(Q, "Paris is the capital of France.", query="Creed", label=1),
    Sample(Q, "The singer of the band sang.", query="Creed", label=0),
    Sample(Q, "Creed band singer founded.", query="Creed", label=0),
] * 3


def _cascade(low: float, high: float) -> Cascade:
    return Cascade(
        cheap=make_detector("lexical"), expensive=make_detector("oracle"), low=low, high=high
    ).fit([])


def test_routing_follows_the_cheap_scores() -> None:
    lex = make_detector("lexical").fit([])
    oracle = make_detector("oracle").fit([])
    p = lex.predict_proba(X)[:, 1]
    low, high = 0.2, 0.9
    c = _cascade(low, high)
    got = [j.verdict for j in c.judge_many(X)]
    middle = (p >= low) & (p < high)
    assert c.last_sent_ == int(middle.sum()) and 0 < c.last_sent_ < len(X)
    for i, v in enumerate(got):
        want = oracle.judge(X[i]) if middle[i] else lex.judge(X[i])
        if not middle[i]:  # decided by lexical alone: useful below low, useless at high
            assert v is (Verdict.USEFUL if p[i] < low else Verdict.USELESS)
        assert v is want.verdict
    assert c.sent_ == c.last_sent_ and c.seen_ == len(X)


def test_scores_stay_one_ranking() -> None:
    c = _cascade(0.2, 0.9)
    p = make_detector("lexical").fit([]).predict_proba(X)[:, 1]
    s = c.predict_proba(X)[:, 1]
    useful, useless = s[p < 0.2], s[p >= 0.9]
    middle = s[(p >= 0.2) & (p < 0.9)]
    assert useful.max() < middle.min() <= middle.max() < useless.min()
    assert np.all((s >= 0) & (s <= 1))
    assert c.cutoff_ == 0.5


def test_everything_or_nothing_sent() -> None:
    none_sent = _cascade(0.5, 0.5)
    none_sent.judge_many(X)
    assert none_sent.last_sent_ == 0
    all_sent = Cascade(
        cheap=make_detector("lexical"), expensive=make_detector("oracle"), low=0.0, high=1.0
    ).fit([])
    lex = make_detector("lexical").fit([]).predict_proba(X)[:, 1]
    all_sent.judge_many(X)
    assert all_sent.last_sent_ == int((lex < 1.0).sum())


def test_registry_form_and_its_errors() -> None:
    c = make_detector("lexical|oracle", low=0.1, high=0.8)
    assert isinstance(c, Cascade) and (c.low, c.high) == (0.1, 0.8)
    assert c.name == "lexical|oracle"
    chained = make_detector("keyword>lexical|oracle")
    assert isinstance(chained.cheap, Fallback)
    for bad in ("lexical|", "|oracle", "lexical|oracle|random", "lexical|nope"):
        with pytest.raises(UnknownDetectorError):
            make_detector(bad)
    with pytest.raises(ConfigurationError, match="low and high"):
        make_detector("lexical|oracle", cutoff=0.3)
    with pytest.raises(ConfigurationError, match="low <= high"):
        make_detector("lexical|oracle", low=0.9, high=0.2).fit([])
    twin = clone(c)
    assert (twin.low, twin.high, twin.name) == (0.1, 0.8, "lexical|oracle")


def test_evaluate_reports_the_share_sent() -> None:
    c = _cascade(0.2, 0.9)
    rep = evaluate_detector(c, X)
    lex = make_detector("lexical").fit([]).predict_proba(X)[:, 1]
    sent = int(((lex >= 0.2) & (lex < 0.9)).sum())
    assert rep.extra["cascade"]["sent"] == sent
    assert rep.extra["cascade"]["sent_share"] == round(sent / len(X), 4)
    assert rep.to_dict()["cascade"]["low"] == 0.2


def test_the_gate_takes_a_cascade_by_name() -> None:
    gate = StopGate(detector="lexical|oracle", k=2)
    # lexical scores it 1; by default the cascade sends that on, and the oracle reads the label
    useless = {"question": Q, "query": "Creed", "observation": "Paris is the capital of France.",
               "label": 1}  # fmt: skip
    first = gate.observe(useless, episode="e")
    second = gate.observe(useless, episode="e")
    assert not first.tripped and second.tripped


def test_high_none_decides_only_the_useful_side() -> None:
    lex = make_detector("lexical").fit([]).predict_proba(X)[:, 1]
    c = Cascade(
        cheap=make_detector("lexical"), expensive=make_detector("oracle"), low=0.2, high=None
    ).fit([])
    got = [j.verdict for j in c.judge_many(X)]
    assert c.last_sent_ == int((lex >= 0.2).sum()) > 0
    truth = [Verdict.USELESS if s.label else Verdict.USEFUL for s in X]
    assert [g for g, p in zip(got, lex, strict=True) if p >= 0.2] == [
        t for t, p in zip(truth, lex, strict=True) if p >= 0.2
    ]
    assert evaluate_detector(c, X).extra["cascade"]["high"] is None
    with pytest.raises(ConfigurationError, match=r"low must be a number >= 0 and <= 1, got 1\.5"):
        Cascade(cheap=make_detector("lexical"), expensive=make_detector("oracle"), low=1.5,
                high=None).fit([])  # fmt: skip


def test_defaults_are_the_benchmarks_choice() -> None:
    """Each registry cascade's defaults are what bench_semantic's rule chose."""
    import json
    from pathlib import Path

    record = Path(__file__).parents[1] / "benchmarks" / "results" / "bench_semantic.json"
    band = json.loads(record.read_text())["cascade_band"]
    assert set(Cascade.DEFAULTS) == {k for k in band if "|" in k}
    for name, chosen in ((k, v["chosen"]) for k, v in band.items() if "|" in k):
        assert Cascade.DEFAULTS[name] == {"low": chosen["low"], "high": chosen["high"]}
        c = make_detector(name)  # unfitted: builds no model
        assert (c.low, c.high) == (chosen["low"], chosen["high"])
    plain = make_detector("lexical|oracle")  # not in DEFAULTS: the class defaults
    assert (plain.low, plain.high) == (Cascade().low, Cascade().high)
    # which are lexical|semantic's (one constant, not two copies)
    assert {"low": Cascade().low, "high": Cascade().high} == Cascade.DEFAULTS["lexical|semantic"]
