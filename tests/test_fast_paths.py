"""The classifier's fast paths give exactly what the plain code they shortcut gives.

Pre-checks that skip a regex, a tokenizer that splits instead of scanning, one combined
failure regex, and ``take``-based tree walking must not move a single feature or score
(the shipped model was trained on the features). Each is compared here with the plain
version it replaces, on generated text.
"""

from __future__ import annotations

import html
import unicodedata
from itertools import product

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sklearn.calibration import CalibratedClassifierCV
from sklearn.ensemble import HistGradientBoostingClassifier

from uselessdetect.detectors._cues import (
    _ALIAS_RE,
    _ASCII_TOKEN_RE,
    _BRACKET_RE,
    _ascii_tokens,
    clean,
    names_in_opening,
    stems_of,
)
from uselessdetect.detectors._trees import CompactModel
from uselessdetect.failures import (
    _EMPTY_RE,
    _TITLED_RE,
    FAILURE_PATTERNS,
    failure_kind,
)
from uselessdetect.text import normalize, tokens

SETTINGS = settings(
    max_examples=400,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)

#: Pieces of failure messages and of real pages, glued at random: near misses included.
PIECES = [
    "Could not",
    "couldn't",
    "cannot",
    "unable to",
    " find",
    " locate",
    "The ",
    "the ",
    "last ",
    "page",
    "Page",
    "article",
    " not found",
    " was not found",
    " does not exist",
    "404",
    "500",
    "503 ",
    "No",
    "no ",
    "zero ",
    "0 ",
    "results",
    " results",
    " found",
    "search ",
    "Search ",
    "your search",
    " did not match",
    "There is no ",
    "there are no ",
    "Sorry, ",
    "nothing found",
    "No more results",
    "Invalid ",
    "action",
    "Unknown ",
    "tool",
    "An error",
    "error",
    "Error",
    ": ",
    "(",
    "[",
    "Traceback (most recent call",
    "Access denied",
    "internal server error",
    "Forbidden",
    "unauthorized",
    "HTTP 429",
    "status: 404",
    "timed out",
    "Request timeout",
    "connection refused",
    "rate limit",
    "Too many requests",
    "Failure (band): ",
    "Error (code 500): ",
    " (film)",
    "none",
    "null",
    "[]",
    "{}",
    "  ",
    "\n",
    "x" * 70,
    "Stull is an EP. ",
    "ſorry",
    "İnvalid",
]
failure_like = st.lists(st.sampled_from(PIECES), max_size=6).map("".join)
some_text = st.one_of(failure_like, st.text(max_size=80), failure_like.map(str.upper))


def _failure_kind_plain(observation: str) -> str | None:
    """failure_kind as it was before the combined pre-check: every pattern in turn."""
    text = observation.strip()
    if _EMPTY_RE.match(text[:64]) and len(text) < 64:
        return "empty"
    if _TITLED_RE.match(text):
        return None
    head = text[:200]
    for kind, pattern in FAILURE_PATTERNS:
        if pattern.search(head):
            return kind
    return None


@SETTINGS
@given(text=some_text)
def test_failure_kind_equals_trying_every_pattern(text: str) -> None:
    assert failure_kind(text) == _failure_kind_plain(text)


def test_failure_kind_equals_trying_every_pattern_on_each_piece() -> None:
    for a in PIECES:
        for b in PIECES:
            for text in (a + b, (a + b).upper(), " " + a + b + " results"):
                assert failure_kind(text) == _failure_kind_plain(text), text


ascii_text = st.text(
    alphabet=st.one_of(
        st.characters(max_codepoint=127),
        st.sampled_from("aZ09' '-.\t\n\x1c\x1f"),
    ),
    max_size=60,
)


@SETTINGS
@given(text=ascii_text)
def test_ascii_tokens_equal_the_regex(text: str) -> None:
    assert _ascii_tokens(text) == _ASCII_TOKEN_RE.findall(text)
    assert _ascii_tokens(text.lower()) == _ASCII_TOKEN_RE.findall(text.lower())


BRACKET_PIECES = ["(", ")", "[", "]", "/", " ", "ⓘ", "pronounced", "&amp;", "&", "ab", "ˈpæ"]
bracket_text = st.lists(st.sampled_from([*BRACKET_PIECES, "x" * 50]), max_size=12).map("".join)


def _clean_plain(text: str) -> str:
    unescaped = html.unescape(text) if "&" in text else text
    return _BRACKET_RE.sub("", unescaped)


@SETTINGS
@given(text=st.one_of(bracket_text, st.text(max_size=60)))
def test_clean_equals_the_plain_substitution(text: str) -> None:
    assert clean(text) == _clean_plain(text)


def test_clean_equals_the_plain_substitution_on_each_triple() -> None:
    for a, b, c in product(BRACKET_PIECES, repeat=3):
        for text in (a + b + c, f"A {a}{b}{c}) b", f"({a}{b}{c}"):
            assert clean(text) == _clean_plain(text), text


alias_text = st.lists(
    st.sampled_from(
        ["known as ", "better known as ", "born ", "née ", "called ", "stage name ", "Patti "]
        + ["Page", ", ", "nicknamed ", "Known ", "x" * 90, "also called "]
    ),
    max_size=10,
).map("".join)


def _normalize_plain(text: str) -> str:
    """NFKD, then every character ``unicodedata.combining`` calls a mark dropped."""
    text = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in text if not unicodedata.combining(ch))


@SETTINGS
@given(text=st.text(max_size=40))
def test_normalize_equals_dropping_every_combining_mark(text: str) -> None:
    # one normalisation for the detectors and the classifier's features (the classifier once
    # kept its own, with five ranges of marks: it missed Arabic, Hebrew and Devanagari marks)
    assert normalize(text) == _normalize_plain(text)


def test_normalize_strips_marks_outside_the_latin_ranges() -> None:
    # Arabic harakat and shadda, Hebrew points, Devanagari nukta and virama, Latin marks
    for text in ("مُحَمَّد", "כָּל", "क़ि", "नमस्ते", "й", "Dvořák", "ḍ̥", "ā́"):
        assert normalize(text) == _normalize_plain(text)
        assert not any(unicodedata.combining(ch) for ch in normalize(text))


@SETTINGS
@given(text=alias_text)
def test_names_in_opening_equals_the_plain_scan(text: str) -> None:
    plain: set[str] = set()
    for m in _ALIAS_RE.finditer(text[:400]):
        plain |= stems_of(tokens(m.group(1)))
    assert names_in_opening(text) == plain


def _leaves_plain(model: CompactModel, X: np.ndarray) -> np.ndarray:
    """One row and one tree at a time, as scikit-learn's predictor walks them."""
    feature, threshold = model.feature.tolist(), model.threshold.tolist()
    left, right, missing_left = model.left.tolist(), model.right.tolist(), model.missing_left
    out = np.empty((len(X), len(model.roots)), dtype=np.int64)
    for i, x in enumerate(X.tolist()):
        for t, node in enumerate(model.roots.tolist()):
            while left[node] != node:  # leaves point to themselves
                v = x[feature[node]]
                go_left = missing_left[node] if np.isnan(v) else v <= threshold[node]
                node = left[node] if go_left else right[node]
            out[i, t] = node
    return out


def test_compact_leaves_equal_a_plain_walk_with_and_without_nan() -> None:
    rng = np.random.default_rng(0)
    X = rng.normal(size=(1300, 4))
    X[rng.random(X.shape) < 0.15] = np.nan  # trained with NaN: learned missing directions
    y = (np.nan_to_num(X[:, 0]) + rng.normal(size=len(X)) > 0).astype(int)
    cal = CalibratedClassifierCV(
        HistGradientBoostingClassifier(max_iter=15, max_leaf_nodes=7),
        method="sigmoid",
        ensemble=False,
    ).fit(X, y)
    model = CompactModel.from_sklearn(cal)
    dense = np.nan_to_num(X)
    for Z in (X, dense):  # the NaN path and the NaN-free one, over several chunks
        leaves = model._leaves(Z)
        np.testing.assert_array_equal(leaves, _leaves_plain(model, Z))
        np.testing.assert_allclose(model.predict(Z), cal.predict_proba(Z)[:, 1], atol=1e-12)
