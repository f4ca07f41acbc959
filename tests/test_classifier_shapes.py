"""The classifier's features read shaped results: a listing by its best item, a record by its
values, a wiki section without its markup; a plain page as before."""

from __future__ import annotations

import json

from uselessdetect import Sample
from uselessdetect.detectors._features import FEATURE_NAMES, SampleFeatures
from uselessdetect.detectors._shape_views import shape_view, unmarked

Q = "Which film directed by Stanley Kubrick stars James Mason?"
PAGE = "Lolita (1962 film): Lolita is a 1962 film directed by Stanley Kubrick with James Mason."
OTHER = "Battle of Imphal: The Battle of Imphal took place in 1944 in Manipur."
COL = {n: i for i, n in enumerate(FEATURE_NAMES)}
N_SHAPE = 3  # the shape group's features, last in the row


def _features() -> SampleFeatures:
    return SampleFeatures().fit([Sample(Q, PAGE), Sample(Q, OTHER)])


def test_a_plain_page_reads_as_it_is() -> None:
    f = _features()
    row = f.row(Sample(Q, PAGE, query="Lolita"))
    assert shape_view(PAGE).texts == [PAGE]
    assert row[-N_SHAPE:] == [0.0, 0.0, 0.0]
    assert row[:-N_SHAPE] == f._text_row(*_asked(Q, "Lolita"), PAGE)


def _asked(question: str, query: str):
    from uselessdetect.detectors._cues import asked

    return asked(question, query), query


def test_a_listing_is_read_by_its_best_item() -> None:
    f = _features()
    titles = ["Battle of Imphal", "Lolita (1962 film)", "Fair Play for Cuba Committee"]
    listing = "\n".join(f"{i}. {t} (id {100 + i})" for i, t in enumerate(titles, 1))
    row = f.row(Sample(Q, listing, query="Lolita"))
    assert row[-N_SHAPE] == 1.0 and row[COL["log_items"]] > 0
    best = f._text_row(*_asked(Q, "Lolita"), "Lolita (1962 film)")
    assert row[:-N_SHAPE] == best
    # the same titles without the useful one: every item reads worse
    dead = listing.replace("Lolita (1962 film)", "Rozhdestveno Memorial Estate")
    assert f.row(Sample(Q, dead, query="Lolita"))[COL["query_in_obs"]] == 0.0


def test_json_results_read_title_and_snippet_without_urls() -> None:
    items = [
        {"title": "Lolita (1962 film)", "url": "https://en.wikipedia.org/wiki/L", "snippet": "A"},
        {"title": "Battle of Imphal", "id": 12345678, "snippet": "B"},
    ]
    assert shape_view(json.dumps(items)).texts == ["Lolita (1962 film): A", "Battle of Imphal: B"]


def test_a_table_of_contents_gives_its_page_title_to_every_item() -> None:
    toc = 'Sections of "Lolita (1962 film)" (id 4):\n1. Plot\n2. Release\n3. References'
    view = shape_view(toc)
    assert view.is_listing and all(
        t.startswith("Sections of Lolita (1962 film)") for t in view.texts
    )


def test_a_record_reads_as_title_and_values() -> None:
    rec = {"title": "Lolita (1962 film)", "pageid": 43825559, "extract": "Lolita is a film."}
    view = shape_view(json.dumps(rec))
    assert view.is_record and view.texts == ["Lolita (1962 film): Lolita is a film."]


def test_wiki_markup_and_revision_headers_are_read_as_a_page() -> None:
    text = (
        "Revision as of 12:03, 4 May 2019 by Rodw (talk | contribs)\n\n== Lolita (1962 film) ==\n\n"
        "'''Lolita''' is a film by [[Stanley Kubrick]] with [[James Mason|Mason]]."
        "<ref>{{cite web |title=x}}</ref>"
    )
    assert unmarked(text) == "Lolita (1962 film): Lolita is a film by Stanley Kubrick with Mason."
    assert unmarked(PAGE) is PAGE


def test_without_read_shapes_a_listing_is_read_as_one_text() -> None:
    f = SampleFeatures(read_shapes=False).fit([Sample(Q, PAGE), Sample(Q, OTHER)])
    listing = "1. Battle of Imphal (id 101)\n2. Lolita (1962 film) (id 102)"
    row = f.row(Sample(Q, listing, query="Lolita"))
    assert row == [*f._text_row(*_asked(Q, "Lolita"), listing), 0.0, 0.0, 0.0]


def test_the_shipped_model_reads_results_as_it_was_trained_to() -> None:
    """A card listing the features of before the shape group loads, reading as one text; the
    shape group's columns stay 0 and its trees never reach them."""
    from uselessdetect import make_detector
    from uselessdetect.detectors._features import PAGE_FEATURE_NAMES
    from uselessdetect.io import card_path, default_model_path

    card = json.loads(card_path(default_model_path()).read_text(encoding="utf-8"))
    det = make_detector("classifier").fit([])
    reads = card["features"] == list(FEATURE_NAMES)
    assert reads or card["features"] == list(PAGE_FEATURE_NAMES)
    assert det.features_.read_shapes is reads
    assert det.model_.n_features <= len(card["features"])


def _shaped_rows() -> list[Sample]:
    return [
        Sample(Q, PAGE, label=0, kind="gold"),
        Sample(Q, OTHER, label=1, kind="plausible"),
        Sample(Q, "x", label=1, kind="real"),
        Sample(Q, "1. Lolita", label=0, kind="listing/gold"),
        Sample(Q, "1. Imphal", label=1, kind="toc/other"),
    ]


def test_shaped_rows_get_their_own_weight() -> None:
    from uselessdetect.detectors._classifier import ClassifierDetector

    w = ClassifierDetector(real_weight=3.0, shaped_weight=0.1)._weights(_shaped_rows())
    assert w.tolist() == [1.0, 1.0, 3.0, 0.1, 0.1]


def test_a_shaped_weight_that_is_not_a_positive_number_is_refused() -> None:
    import pytest

    from uselessdetect.detectors._classifier import ClassifierDetector
    from uselessdetect.exceptions import ConfigurationError

    rows = _shaped_rows()
    for bad in (0.0, -1.0, float("nan"), "1"):
        with pytest.raises(ConfigurationError, match="shaped_weight"):
            ClassifierDetector(shaped_weight=bad).fit(rows, [s.label for s in rows])  # type: ignore[arg-type]


def _records(n: int) -> list[Sample]:
    from uselessdetect.corpus import hotpotqa_samples

    def rec(i: int) -> dict:
        return {
            "_id": str(i),
            "question": f"Who founded band {i}?",
            "supporting_facts": [[f"Band {i}", 0]],
            "context": [
                [f"Band {i}", [f"Band {i} was founded by Ann {i}.", "It plays rock."]],
                [f"Other {i}", [f"Other {i} is a town."]],
            ],
        }

    return hotpotqa_samples({str(i): rec(i) for i in range(n)})


def _as_listing(s: Sample) -> Sample:
    import dataclasses

    title = s.observation.split(":")[0]
    items = "\n".join(f"{j}. {t} (id {j})" for j, t in enumerate([title, "List of works"], 1))
    return dataclasses.replace(s, observation=items, kind=f"listing/{s.kind}")


def test_a_model_reads_shapes_only_when_it_learnt_them(tmp_path) -> None:
    from uselessdetect.detectors._classifier import ClassifierDetector
    from uselessdetect.detectors._features import PAGE_FEATURE_NAMES

    pages = _records(60)
    shaped = [_as_listing(s) for s in pages]
    for X, reads in ((pages, False), (pages + shaped, True)):
        det = ClassifierDetector(max_iter=5).fit(X, [s.label for s in X])
        assert det.features_.read_shapes is reads
        det.save(str(tmp_path / "m.npz"))
        card = json.loads((tmp_path / "m.card.json").read_text(encoding="utf-8"))
        assert card["features"] == list(FEATURE_NAMES if reads else PAGE_FEATURE_NAMES)
        back = ClassifierDetector(model_path=str(tmp_path / "m.npz")).fit([])
        assert back.features_.read_shapes is reads
        assert back.predict_proba(shaped).tolist() == det.predict_proba(shaped).tolist()


def test_a_list_of_names_gets_no_useless_verdict_from_the_classifier() -> None:
    """Titles or a table of contents: the classifier reads pages; a name it would call useless
    is no evidence that a source failed, so it says nothing; a page it still judges."""
    from uselessdetect import Sample, Verdict, make_detector

    det = make_detector("classifier").fit([])
    q = "Which band did the Creed singer found?"
    names = Sample(q, "1. Ariel (Disney)\n2. Mermaid\n3. Tallahassee", query="Creed")
    toc = Sample(q, 'Sections of "Mermaid":\n1. History\n2. Legends\n3. Culture')
    page = Sample(q, "Mermaid: A mermaid is a legendary aquatic creature.", query="Creed")
    assert det._scores_capped([names, toc], None).min() >= det.cutoff_  # the model: useless
    for path in (lambda xs: [det.judge(x) for x in xs], det.judge_many):
        got = path([names, toc, page])
        assert [j.verdict for j in got] == [Verdict.UNKNOWN, Verdict.UNKNOWN, Verdict.USELESS]
