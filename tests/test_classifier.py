"""Tests of the trained classifier: interface, training, the shipped model and its targets."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest
from sklearn.base import clone

from uselessdetect import Sample, make_detector
from uselessdetect.corpus import (
    RENDERINGS,
    default_corpus,
    hotpotqa_samples,
    question_key,
    render_samples,
)
from uselessdetect.detectors._classifier import ClassifierDetector
from uselessdetect.detectors._classifier_io import validation_report
from uselessdetect.detectors._cues import clean, names_in_opening
from uselessdetect.detectors._default import mute_shapes
from uselessdetect.detectors._features import FEATURE_GROUPS, FEATURE_NAMES, SampleFeatures
from uselessdetect.exceptions import ConfigurationError, NotFittedError
from uselessdetect.io import default_model_path, read_card, training_digest
from uselessdetect.measure import evaluate_detector


def _rec(i: int) -> dict:
    return {
        "_id": f"q{i}",
        "question": f"In which year was band {i} founded by Ann {i}?",
        "supporting_facts": [[f"Band {i}", 0]],
        "context": [
            [
                f"Band {i}",
                [f"Band {i} was founded by Ann {i} in {1950 + i}.", f"Band {i} plays rock."],
            ],
            [f"Other {i}", [f"Other {i} is a town near band {i}."]],
        ],
    }


SMALL = hotpotqa_samples({f"q{i}": _rec(i) for i in range(80)})


def test_features_shape_and_cues() -> None:
    f = SampleFeatures().fit(SMALL)
    X = f.transform(SMALL[:4])
    assert X.shape == (4, len(FEATURE_NAMES)) and np.isfinite(X).all()
    col = {n: i for i, n in enumerate(FEATURE_NAMES)}
    gold, injected = X[0], X[1]
    assert gold[col["head_exact"]] == 1.0 and injected[col["head_exact"]] == 0.0
    assert gold[col["year_match"]] == 1.0  # asks "which year", the page has one


def test_entity_features_without_query() -> None:
    """Claim/evidence pairs (no query, no title): the subject named on both sides or not."""
    claim = "Brubaker is an American film ."
    own = Sample(
        claim, "Brubaker is a 1980 American prison drama film directed by Stuart Rosenberg ."
    )
    other = Sample(claim, "The Pelican Brief is a 1993 American legal thriller based on a novel .")
    pronoun = Sample(claim, "It was directed by Stuart Rosenberg .")
    f = SampleFeatures().fit(SMALL + [own, other])
    col = {n: i for i, n in enumerate(FEATURE_NAMES)}
    X = f.transform([own, other, pronoun])
    assert np.isfinite(X).all()
    assert X[0, col["subject_in_obs"]] == 1.0 and X[1, col["subject_in_obs"]] == 0.0
    assert X[0, col["obs_subject_in_question"]] == 1.0
    assert X[1, col["obs_subject_in_question"]] == 0.0
    assert X[2, col["obs_subject_in_question"]] == -1.0  # opens with a pronoun
    assert X[0, col["obs_entities_in_question"]] > X[1, col["obs_entities_in_question"]]
    assert X[0, col["max_shared_idf"]] > X[1, col["max_shared_idf"]]


def test_title_found_anywhere_in_the_opening_and_aliases() -> None:
    """Real pages open with a birth name or boilerplate; the searched name still counts."""
    q = "What was the first hit of the singer Patti Page?"
    opening = "Clara Ann Fowler (November 8, 1927 – January 1, 2013), an American singer"
    alias = Sample(q, opening + " known professionally as Patti Page.", query="Patti Page")
    boiler = Sample(
        q,
        "Jump to content Main menu Create account Log in. Patti Page was a singer.",
        query="Patti Page",
    )
    other = Sample(q, "Clara Barton was a nurse who founded the Red Cross.", query="Patti Page")
    f = SampleFeatures().fit(SMALL + [alias, boiler, other])
    X = f.transform([alias, boiler, other])
    col = {n: i for i, n in enumerate(FEATURE_NAMES)}
    assert X[0, col["query_in_names"]] == 1.0 and X[0, col["query_in_head"]] == 0.0
    assert X[1, col["query_in_window"]] == 1.0 and 0 < X[1, col["query_position"]] < 1
    assert X[2, col["query_in_names"]] == 0.0 and X[2, col["query_position"]] == 2.0
    assert sorted(names_in_opening(alias.observation)) == ["page", "patti"]


def test_clean_drops_noise_real_tools_add() -> None:
    raw = "Maria Sharapova (/ʃəˈræpəvə/; born 1987) ( pronounced [mɐˈrʲijə] ⓘ) is a player.[4]"
    out = " ".join(clean(raw + " Women&#39;s tennis.").split())
    assert out == "Maria Sharapova is a player. Women's tennis."


def test_renderings_keep_labels_honest() -> None:
    """Every rendering of every sample; a truncated useful page keeps its supporting facts."""
    rows, how = render_samples(SMALL, per_sample=None, random_state=0)
    assert len(rows) == len(how) and set(how) == set(RENDERINGS)
    by = {(h, s.source, s.kind): s for s, h in zip(rows, how, strict=True)}
    gold = next(s for s in SMALL if s.kind == "gold")
    assert by[("titled", gold.source, "gold")].observation == gold.observation
    bare = by[("bare", gold.source, "gold")].observation
    assert not bare.startswith("Band") or ":" not in bare.split(" ")[1]
    support = gold.observation.split(": ", 1)[1].split(". ")[0]  # sentence 0 is supporting
    assert support in by[("truncated", gold.source, "gold")].observation
    assert support in by[("lookup", gold.source, "gold")].observation
    assert all(s.label == 1 for s, h in zip(rows, how, strict=True) if h == "failure")
    for s, h in zip(rows, how, strict=True):
        src = (
            next(x for x in SMALL if x.source == s.source and x.kind == s.kind)
            if h != ("failure")
            else None
        )
        assert src is None or s.label == src.label
    again, _ = render_samples(SMALL, per_sample=None, random_state=0)
    assert [s.observation for s in again] == [s.observation for s in rows]


def test_single_judgment_path_equals_batch() -> None:
    det = ClassifierDetector(max_iter=20).fit(SMALL)
    batch = det.predict_proba(SMALL)[:, 1]
    single = np.array([det.judge(s).score for s in SMALL])
    np.testing.assert_allclose(single, batch, rtol=0, atol=1e-12)
    # the model's scores, where the shape step leaves them (a short text of values, such as
    # "Band 7: Band 7 plays rock.", gets no useless verdict from a page model)
    kept = ~np.isnan(mute_shapes(np.ones(len(SMALL)), SMALL, 0.5))
    assert kept.sum() >= 0.75 * len(SMALL)
    np.testing.assert_allclose(batch[kept], det.sklearn_scores(SMALL)[kept], rtol=0, atol=1e-9)


def test_fallback_when_nothing_asked_appears() -> None:
    det = ClassifierDetector(max_iter=20).fit(SMALL)
    s = Sample("Who founded band 3?", "Zebras graze on savannas.", query="Band 3")
    assert det.judge(s).score == 1.0
    assert det.set_params(fallback=False).judge(s).score < 1.0


def test_fit_predict_clone_and_determinism() -> None:
    det = ClassifierDetector(max_iter=20)
    assert det.fit(SMALL) is det
    p = det.predict_proba(SMALL)
    assert p.shape == (len(SMALL), 2)
    again = clone(det).fit(SMALL)
    np.testing.assert_array_equal(again.predict_proba(SMALL), p)
    kinds = np.array([s.kind for s in SMALL])
    pred = det.predict(SMALL)
    assert pred[kinds == "gold"].mean() < 0.2 and pred[kinds == "injected"].mean() > 0.8


def test_unfitted_and_bad_params() -> None:
    with pytest.raises(NotFittedError):
        ClassifierDetector().predict(SMALL)
    with pytest.raises(ConfigurationError, match="validation_size"):
        ClassifierDetector(validation_size=1.5).fit(SMALL)
    with pytest.raises(ConfigurationError, match="both useful"):
        ClassifierDetector().fit(SMALL, np.ones(len(SMALL)))


@pytest.fixture(scope="module")
def corpus(shared_data):
    return default_corpus(shared_data)


@pytest.fixture(scope="module")
def shipped():
    return make_detector("classifier").fit([])


@pytest.fixture(scope="module")
def quarter(corpus):
    """A model trained on an eighth of the training questions (fast), and the held-out split."""
    train, test = corpus
    keys = set(sorted({question_key(s) for s in train})[::8])
    subset = [s for s in train if question_key(s) in keys]
    det = ClassifierDetector(max_iter=40, random_state=3).fit(subset)
    return det, subset, test


@pytest.mark.shared_data
def test_shipped_card_matches_data_and_model(corpus, shipped) -> None:
    """The card's digest is the training corpus', and its metrics come from this model."""
    train, _ = corpus
    card = read_card(default_model_path())
    y = np.array([s.label for s in train])
    assert card["training_data"]["digest"] == training_digest(train, y)
    val_keys = set(card["validation"]["questions"])
    val = [s for s in train if question_key(s) in val_keys]
    assert len(val) == card["training_data"]["n"]["validation"]
    rows, how = render_samples(val, per_sample=2, random_state=card["params"]["random_state"] + 1)
    scores = shipped.predict_proba(rows)[:, 1]
    again = validation_report(rows, how, scores, shipped.cutoff_)
    assert again == card["validation"]


@pytest.mark.shared_data
@pytest.mark.slow
def test_retraining_reproduces_shipped_metrics(corpus) -> None:
    train, _ = corpus
    card = read_card(default_model_path())
    det = ClassifierDetector(random_state=card["params"]["random_state"]).fit(train)
    assert det.validation_ == card["validation"]
    assert det.cutoff_ == pytest.approx(card["cutoff"])


@pytest.mark.shared_data
def test_compact_trees_equal_sklearn_on_the_held_out_split(quarter) -> None:
    """Compact inference equals scikit-learn's predictions on every held-out row (1e-9)."""
    det, _, test = quarter
    X = det._matrix(test)
    compact = det.model_.predict(X)
    np.testing.assert_allclose(compact, det.calibrated_.predict_proba(X)[:, 1], rtol=0, atol=1e-9)
    assert len(set(np.round(compact, 6))) > 100  # a real spread of scores, not a constant
    one_by_one = np.array([det.model_.predict_one(x) for x in X[::10]])
    np.testing.assert_allclose(one_by_one, compact[::10], rtol=0, atol=1e-12)


@pytest.mark.shared_data
def test_batched_features_equal_round_one(corpus) -> None:
    """The vectorised feature code gives round one's matrix (stored from its code) exactly.

    ``tests/data/classifier_features_round1.npz``: features of 300 held-out rows (every 37th
    rendered row), IDF fitted on those rows, computed by the code of round one (5626275).
    """
    ref = np.load(Path(__file__).parent / "data" / "classifier_features_round1.npz")
    _, test = corpus
    rows, _ = render_samples(test, per_sample=None, random_state=1234)
    sel = rows[::37]
    texts = json.dumps([[s.question, s.query, s.observation] for s in sel])
    assert hashlib.sha256(texts.encode()).hexdigest() == str(ref["samples_sha256"])
    features = SampleFeatures().fit(sel)
    X = features.transform(sel)
    cols = [FEATURE_NAMES.index(str(n)) for n in ref["names"]]
    np.testing.assert_array_equal(X[:, cols], ref["features"])
    assert len({tuple(r) for r in ref["features"].round(6)}) > 250  # distinct rows, not zeros
    one = np.array([features.row(s) for s in sel])
    np.testing.assert_array_equal(one, X)  # the live single-row path agrees with the batch


@pytest.mark.shared_data
def test_retraining_on_a_subset_is_reproducible(quarter) -> None:
    first, subset, _ = quarter
    again = ClassifierDetector(max_iter=40, random_state=3).fit(subset)
    assert again.validation_ == first.validation_
    assert again.training_digest_ == first.training_digest_
    assert first.validation_["auc"] > 0.9


@pytest.mark.shared_data
def test_ablation_parameter_silences_a_group(quarter) -> None:
    _, subset, _ = quarter
    cols = [FEATURE_NAMES.index(n) for n in FEATURE_GROUPS["alignment"]]
    ablated = ClassifierDetector(max_iter=5, exclude_groups=("alignment",)).fit(subset[::2])
    assert set(ablated.model_.feature[ablated.model_.threshold < np.inf]).isdisjoint(cols)
    with pytest.raises(ConfigurationError, match="unknown group"):
        ClassifierDetector(exclude_groups=("nope",)).fit(subset)


@pytest.mark.shared_data
def test_held_out_figures_of_record(corpus, shipped) -> None:
    """The targets the shipped model meets on questions never seen in training (issue 11).

    Targets it misses are reported in the model card and docs/classifier.md, not asserted.
    """
    train, test = corpus
    assert not {question_key(s) for s in train} & {question_key(s) for s in test}
    for attr in ("question", "observation"):  # no FEVER claim / own evidence on both sides
        sides = [
            {getattr(s, attr) for s in part if s.kind == "gold" and "fever" in s.source}
            for part in (train, test)
        ]
        assert sides[0] and sides[1] and not sides[0] & sides[1]
    # every rendering of every held-out sample, as the benchmark of record: on FEVER the two
    # detectors tie, and one drawn rendering per sample decides the sign by noise (±0.001)
    rows, _ = render_samples(test, per_sample=None, random_state=1234)
    lex = make_detector("lexical").fit([])
    for prefix in ("hotpotqa", "fever", "knowagent"):
        part = [s for s in rows if s.source.startswith(prefix)]
        rep, base = evaluate_detector(shipped, part), evaluate_detector(lex, part)
        assert rep.auc >= base.auc  # AUC never below lexical's, per source
        assert rep.useful_recall >= 0.97  # useful kept, the cut-off's aim


def test_cli_train_and_evaluate(tmp_path) -> None:
    import json

    from click.testing import CliRunner

    from uselessdetect.cli import main
    from uselessdetect.io import write_jsonl

    data = tmp_path / "s.jsonl"
    unlabeled = {"question": "Who founded Creed?", "observation": "Oslo is in Norway."}
    write_jsonl(data, [*SMALL, unlabeled])
    model = tmp_path / "m.npz"
    res = CliRunner().invoke(main, ["train", str(data), "-o", str(model), "--seed", "1"])
    assert res.exit_code == 0, res.output
    assert (tmp_path / "m.card.json").is_file() and "validation" in res.output
    assert "skipped 1" in res.stderr  # the unlabeled row is counted, not trained on
    res = CliRunner().invoke(
        main, ["train", str(data), "-o", str(tmp_path / "m2.npz"), "--seed", "1", "--json"]
    )
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["skipped"] == {"total": 1, "reasons": {"unlabeled samples": 1}}
    back = ClassifierDetector(model_path=str(model)).fit([])
    assert back.judge(SMALL[0]).verdict.value == "useful"
    res = CliRunner().invoke(main, ["train", str(data), "-o", str(data)])
    assert res.exit_code == 1 and "refusing to write" in res.output
    res = CliRunner().invoke(
        main, ["evaluate", "-d", "lexical,random,lexical>random", str(data), "--json"]
    )
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert set(out) == {"detectors", "samples", "skipped"}
    assert set(out["detectors"]) == {"lexical", "random", "lexical>random"}
    assert out["samples"] == sum(s.label is not None for s in SMALL)
    entry = out["detectors"]["lexical"]
    assert {"per_kind", "auc", "abstain_rate", "samples_per_s"} <= set(entry)
    assert entry["per_kind"]["gold"]["n"] == sum(s.kind == "gold" for s in SMALL)
    res = CliRunner().invoke(main, ["evaluate", "-d", "nonsense", str(data)])
    assert res.exit_code == 1 and "unknown detector" in res.output


def test_card_held_out_block_is_the_benchmark_of_record() -> None:
    """The shipped card's held-out figures are bench_classifier.json's, rounded (no drift)."""
    bench = Path(__file__).resolve().parents[1] / "benchmarks" / "results" / "bench_classifier.json"
    acc = json.loads(bench.read_text(encoding="utf-8"))["accuracy"]
    held = read_card(default_model_path())["held_out"]

    def close(card: object, record: object, where: str) -> None:
        if isinstance(record, dict):
            assert isinstance(card, dict) and set(card) == set(record), where
            for k in record:
                close(card[k], record[k], f"{where}.{k}")
        else:
            assert card == pytest.approx(record, abs=5e-5), where

    close(held["per_source"], acc["classifier"]["per_source"], "per_source")
    close(held["per_rendering"], acc["classifier"]["per_rendering"], "per_rendering")
    close(held["lexical_per_source"], acc["lexical"]["per_source"], "lexical_per_source")
    cv = json.loads((bench.parent / "bench_classifier_cv.json").read_text(encoding="utf-8"))
    fair = held["real_steps_cross_validated"]  # the model card says where lexical is level
    assert fair["lexical_auc"] == pytest.approx(cv["lexical"]["real_auc"], abs=5e-5)
    assert fair["classifier_caught_at_97_kept"] == pytest.approx(
        cv["candidates"]["round_one"]["real_caught_at_97"], abs=5e-5
    )


def _always_useless(det: ClassifierDetector) -> ClassifierDetector:
    """``det`` with its trees replaced by one leaf: P(useless) = 1 / (1 + e^-5) for every row."""
    from uselessdetect.detectors._trees import CompactModel

    one_leaf = CompactModel(
        feature=np.array([0]),
        threshold=np.array([np.inf]),
        left=np.array([0]),
        right=np.array([0]),
        missing_left=np.array([True]),
        value=np.array([5.0]),
        roots=np.array([0]),
        scalars=np.array([0.0, -1.0, 0.0, 1.0]),
    )
    det.model_ = one_leaf
    return det


def test_well_covered_results_are_held_under_the_cutoff() -> None:
    """The coverage cap: a result holding what was asked is never judged useless by the trees;
    a failure message naming the query, a result holding little, and the cap turned off are."""
    covered = Sample(
        "In which year was band 7 founded by Ann 7?",
        "Band 7: Band 7 was founded by Ann 7 in 1957.",
        query="Band 7",
    )
    failure = Sample(  # names every word asked, as failure texts do
        covered.question,
        "Could not find year band 7 founded by Ann 7. Similar: ['Band 7 (album)'].",
        query="Band 7",
    )
    off_query = Sample(covered.question, covered.observation, query="Zebra Pictures")
    partial = Sample(covered.question, "Band 7 plays rock.", query="Band 7")
    no_query = Sample("Ann 7 founded band 7 in 1957.", "Band 7 was founded by Ann 7 in 1957.")
    det = _always_useless(ClassifierDetector(max_iter=5).fit(SMALL))
    raw = 1 / (1 + np.exp(-5.0))
    cap = np.nextafter(det.cutoff_, 0.0)
    assert det.cutoff_ < raw  # the one-leaf model calls everything useless
    cases = [(covered, cap), (no_query, cap), (failure, raw), (partial, raw), (off_query, raw)]
    for s, score in cases:
        assert det.judge(s).score == pytest.approx(score, abs=0), s.observation
    assert [j.verdict.value for j in map(det.judge, (covered, failure, partial))] == [
        "useful",
        "useless",
        "useless",
    ]
    batch = det.predict_proba([s for s, _ in cases])[:, 1]
    assert batch.tolist() == [det.judge(s).score for s, _ in cases]
    off = _always_useless(ClassifierDetector(max_iter=5, useful_coverage=None).fit(SMALL))
    assert off.judge(covered).verdict.value == "useless"
    with pytest.raises(ConfigurationError, match="useful_coverage"):
        ClassifierDetector(useful_coverage=1.5).fit(SMALL)
