"""Dense engineered features of a (question, query, observation) triple for the classifier."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from itertools import chain, compress, count, repeat
from typing import Any

import numpy as np
from sklearn.base import BaseEstimator, TransformerMixin

from .._types import Sample
from ..text import normalize, tokens
from ._cues import (
    CAPS_RE,
    MONTHS,
    NUMWORDS,
    PERSON_RE,
    WINDOW_TOKENS,
    Asked,
    Observation,
    asked,
    clean,
    is_year,
    numbers,
    span_stems,
    stem_list,
    stems_of,
)
from ._shape_views import shape_view

__all__ = ["FEATURE_GROUPS", "FEATURE_NAMES", "PAGE_FEATURE_NAMES", "SampleFeatures"]

_OPENING_TOKENS = 5
_NUM_OR_MONTH = NUMWORDS | MONTHS
_PRONOUNS = frozenset(
    {"it", "he", "she", "they", "this", "these", "its", "his", "her", "their", "there", "the"}
)

#: Features by group (the unit of the held-out ablation in the benchmark and model card).
FEATURE_GROUPS: dict[str, tuple[str, ...]] = {
    "size": ("is_failure", "is_empty", "log_tokens", "log_stems", "n_sentences"),
    "title": (
        "has_title",
        "query_in_head",
        "head_in_query",
        "head_exact",
        "query_in_lead",
        "query_in_first_sentence",
        "head_in_question",
        "query_in_names",
        "query_in_window",
        "query_position",
        "subject_in_question",
        "subject_in_query",
        "query_in_opening",
        "pronoun_start",
    ),
    "overlap": (
        "query_in_obs",
        "query_in_obs_idf",
        "question_in_obs",
        "question_in_obs_idf",
        "obs_in_question",
        "cosine_idf",
        "caps_in_obs",
        "caps_stems_in_obs",
        "numbers_in_obs",
        "max_shared_idf",
        "idf_mass_rest",
    ),
    "alignment": (
        "rest_in_obs",
        "rest_in_obs_idf",
        "rest_best_sentence",
        "rest_second_sentence",
        "rest_best_sentence_idf",
        "rest_missing_idf",
        "rest_caps_in_obs",
    ),
    "answer_type": (
        "asks_year",
        "asks_number",
        "asks_person",
        "asks_place",
        "asks_yesno",
        "asks_compare",
        "obs_years",
        "obs_numbers",
        "obs_months",
        "best_sentence_persons",
        "year_match",
        "number_match",
        "person_match",
        "answer_cue",
        "best_sentence_type",
        "best_sentence_new_caps",
    ),
    "entities": (
        "subject_in_obs",
        "obs_subject_in_question",
        "obs_entities_in_question",
    ),
    "shape": ("shape_listing", "shape_record", "log_items"),
}
FEATURE_NAMES: tuple[str, ...] = tuple(n for g in FEATURE_GROUPS.values() for n in g)
#: The features of models trained before results were read by shape (no ``shape`` group).
PAGE_FEATURE_NAMES: tuple[str, ...] = tuple(
    n for g, names in FEATURE_GROUPS.items() if g != "shape" for n in names
)


_QUERY_IDF = FEATURE_NAMES.index("query_in_obs_idf")
_QUESTION_IDF = FEATURE_NAMES.index("question_in_obs_idf")


def _relevance(row: list[float]) -> float:
    """How much of what was asked an item holds (the pick of a listing's best item)."""
    return row[_QUERY_IDF] + row[_QUESTION_IDF]


def _cov(part: set[str] | frozenset[str], whole: set[str] | frozenset[str]) -> float:
    return len(part & whole) / len(part) if part else 0.0


class _Idf:
    """Inverse document frequencies of stems, with a ceiling for unseen ones."""

    def __init__(self, idf: dict[str, float], n_docs: int) -> None:
        self.n = max(n_docs, 1)
        self.idf = idf
        self.unseen = math.log(1 + self.n) + 1.0

    @classmethod
    def from_counts(cls, df: Counter[str], n_docs: int) -> _Idf:
        n = max(n_docs, 1)
        return cls({s: math.log((1 + n) / (1 + c)) + 1.0 for s, c in df.items()}, n)

    def weight(self, stems: set[str] | frozenset[str]) -> float:
        if type(stems) is not frozenset:
            return self._weight(stems)
        memo = self.__dict__.get("_memo")  # a question's or query's stems: memoised
        if memo is None:
            memo = self.__dict__["_memo"] = {}
        out = memo.get(stems)
        if out is None:
            if len(memo) > 4096:
                memo.clear()
            out = memo[stems] = self._weight(stems)
        return out

    def _weight(self, stems: set[str] | frozenset[str]) -> float:
        # order-free (sets iterate in hash order): fsum is exact, as is one IEEE addition
        if len(stems) > 2:
            return math.fsum(map(self.idf.get, stems, repeat(self.unseen)))
        get, unseen = self.idf.get, self.unseen
        return sum([get(s, unseen) for s in stems], 0.0)

    def top(self, stems: frozenset[str]) -> float:
        """The highest weight among a question's stems (memoised with the weights)."""
        memo = self.__dict__.get("_top")
        if memo is None:
            memo = self.__dict__["_top"] = {}
        out = memo.get(stems)
        if out is None:
            if len(memo) > 4096:
                memo.clear()
            out = memo[stems] = max(map(self.idf.get, stems, repeat(self.unseen)), default=0.0)
        return out

    def cov(self, part: set[str] | frozenset[str], whole: set[str] | frozenset[str]) -> float:
        return self.cov_shared(part, part & whole)

    def cov_shared(
        self, part: set[str] | frozenset[str], shared: set[str] | frozenset[str]
    ) -> float:
        """:meth:`cov` of ``part`` in a set whose intersection with ``part`` is ``shared``
        (for callers that need the intersection for the plain coverage too)."""
        total = self.weight(part)
        if not total:
            return 0.0
        return self._weight(shared) / total if shared else 0.0  # a new set: not memoised


class SampleFeatures(TransformerMixin, BaseEstimator):
    """Turn samples into a dense feature matrix (one row per sample, :data:`FEATURE_NAMES`).

    ``fit`` learns inverse document frequencies of stems from the observations; ``transform``
    computes, on the observation cleaned of HTML entities, citation marks and pronunciation
    brackets: size and failure-message cues; whether it names what was searched (a
    ``"title:"`` head if any, else its opening words, the names it gives its subject —
    "known professionally as" — and where in its first 40 words the query appears); overlap
    with the question; per-sentence alignment of the question's facts beyond the searched
    entity; answer-type cues (asks when → the best-aligned sentence holds a year, …); and
    named-entity agreement. Groups in :data:`FEATURE_GROUPS`.

    Parameters
    ----------
    min_df : int, default 2
        Stems seen in fewer observations get the unseen-stem weight (keeps the model small).
    read_shapes : bool, default True
        Read the result by its shape first (see :meth:`row`). ``False`` reads every result as
        one text and leaves the ``shape`` group at 0: the features of models trained before
        shapes were read (their cards list :data:`PAGE_FEATURE_NAMES`).

    Examples
    --------
    >>> f = SampleFeatures().fit([Sample("Who founded Creed?", "Creed: a band.", query="Creed")])
    >>> X = f.transform([Sample("Who founded Creed?", "Creed: a band.", query="Creed")])
    >>> X.shape == (1, len(FEATURE_NAMES)), float(X[0, FEATURE_NAMES.index("head_exact")])
    (True, 1.0)
    """

    def __init__(self, *, min_df: int = 2, read_shapes: bool = True) -> None:
        self.min_df = min_df
        self.read_shapes = read_shapes

    def fit(self, X: Sequence[Sample], y: Any = None) -> SampleFeatures:
        df: Counter[str] = Counter()
        for s in X:
            df.update(stems_of(tokens(clean(s.observation))))
        keep = Counter({k: v for k, v in df.items() if v >= int(self.min_df)})
        self.idf_ = _Idf.from_counts(keep, len(X))
        self.n_features_in_ = 1
        return self

    def transform(self, X: Sequence[Sample]) -> np.ndarray:
        if not len(X):
            return np.zeros((0, len(FEATURE_NAMES)))
        # one flat pass into a preallocated array: faster than np.array on a list of lists
        n_cols = len(FEATURE_NAMES)
        flat = chain.from_iterable(map(self.row, X))
        return np.fromiter(flat, dtype=np.float64, count=len(X) * n_cols).reshape(-1, n_cols)

    def get_feature_names_out(self, input_features: Any = None) -> np.ndarray:
        return np.array(FEATURE_NAMES, dtype=object)

    def row(self, s: Sample) -> list[float]:
        """The feature vector of one sample, in :data:`FEATURE_NAMES` order.

        The result is read by its shape first (:func:`shape_view`): a listing's features are
        those of its most relevant item (the question's and query's idf-weighted words it
        holds; at most :data:`MAX_VIEW_ITEMS` items are read), a record's those of its
        ``"title: values"``, a wiki or markdown section's those of its text without markup;
        the ``shape`` group says which. Without ``read_shapes`` the observation is read as
        one text and the ``shape`` group is 0.
        """
        a = asked(s.question, s.query)
        if not getattr(self, "read_shapes", False):  # a pickle from before: read as one text
            return [*self._text_row(a, s.query, s.observation), 0.0, 0.0, 0.0]
        view = shape_view(s.observation)
        rows = [self._text_row(a, s.query, text) for text in view.texts]
        best = rows[0] if len(rows) == 1 else max(rows, key=_relevance)
        return [
            *best,
            float(view.is_listing),
            float(view.is_record),
            math.log1p(view.n_items),
        ]

    def _text_row(self, a: Asked, query: str, text: str) -> list[float]:
        o = Observation(text)
        rest = a.stems - a.query - o.head  # the question's facts beyond what was searched
        return [
            *self._size(o),
            *self._title(o, a, query),
            *self._overlap(o, a, rest),
            *self._alignment(o, a, rest),
            *self._answer_type(o, a, rest),
            *self._entities(o, a),
        ]

    @staticmethod
    def _size(o: Observation) -> tuple[float, ...]:
        return (
            float(o.kind is not None),
            float(o.kind == "empty"),
            math.log1p(o.n_tok),
            math.log1p(len(o.stems)),
            float(len(o.sents)),
        )

    @staticmethod
    def _title(o: Observation, a: Asked, query: str) -> tuple[float, ...]:
        qs = a.query
        window = stem_list(o.window)
        pos = next(compress(count(), map(qs.__contains__, window)), None)
        opening = o.sent_toks[0][:_OPENING_TOKENS] if o.sent_toks else []
        subj = stems_of(opening)
        # the window's stems hold "" for stop words, which qs never holds: no need to drop it
        in_window = len(qs.intersection(window)) / len(qs) if qs else -1.0
        return (
            float(bool(o.title)),
            _cov(qs, o.head),
            _cov(o.head, qs) if qs else 0.0,
            float(bool(o.title) and normalize(o.title) == normalize(query.strip())),
            _cov(qs, o.lead),
            _cov(qs, o.sent_stems[0]) if o.sent_stems else 0.0,
            _cov(o.head, a.stems),
            _cov(qs, o.names) if qs else -1.0,
            in_window,
            (pos / WINDOW_TOKENS if pos is not None else 2.0) if qs else -1.0,
            _cov(subj, a.stems) if subj else -1.0,
            _cov(subj, qs) if subj and qs else -1.0,
            _cov(qs, subj) if qs else -1.0,
            float(bool(opening) and opening[0] in _PRONOUNS),
        )

    def _overlap(self, o: Observation, a: Asked, rest: frozenset[str]) -> tuple[float, ...]:
        idf, qs, Qs, obs = self.idf_, a.query, a.stems, o.stems
        # each intersection once: the plain and the idf-weighted coverages (and the cosine's
        # numerator) share it
        q_shared, Q_shared = qs & obs, Qs & obs
        w_Q, w_Q_shared = idf.weight(Qs), idf._weight(Q_shared)
        denom = math.sqrt(w_Q * idf.weight(obs)) or 1.0
        nobs = o.normalized
        caps_hit = sum(map(nobs.__contains__, a.caps_normalized)) / len(a.caps) if a.caps else 0.0
        asked_all = a.asked_all
        get, unseen = idf.idf.get, repeat(idf.unseen)
        top = idf.top(asked_all)
        shared = max(map(get, asked_all & obs, unseen), default=0.0)
        nums = set(o.digits)
        return (
            len(q_shared) / len(qs) if qs else 0.0,
            idf.cov_shared(qs, q_shared),
            len(Q_shared) / len(Qs) if Qs else 0.0,
            w_Q_shared / w_Q if w_Q and Q_shared else 0.0,
            len(Q_shared) / len(obs) if obs else 0.0,
            w_Q_shared / denom,
            caps_hit,
            _cov(a.caps_stems, obs),
            len(a.numbers & nums) / len(a.numbers) if a.numbers else -1.0,
            shared / top if top else 0.0,
            math.log1p(idf.weight(rest)),
        )

    @staticmethod
    def _best(
        o: Observation, rest: frozenset[str], shared: list[frozenset[str]] | None = None
    ) -> tuple[list[float], int]:
        """Coverage of the question's remaining facts per sentence (sorted), best sentence.

        ``shared`` (optional): ``rest`` intersected with each sentence's stems, if known.
        """
        if o.best is None:
            if shared is None:
                shared = [rest & st for st in o.sent_stems]
            n = len(rest)
            covs = [len(sh) / n for sh in shared] if n else [0.0] * len(shared)
            best = max(range(len(covs)), key=covs.__getitem__) if covs else -1
            o.best = sorted(covs, reverse=True) + [0.0, 0.0], best
        return o.best

    def _alignment(self, o: Observation, a: Asked, rest: frozenset[str]) -> tuple[float, ...]:
        idf, stems = self.idf_, o.stems
        # each sentence's intersection once, for the plain and the idf-weighted coverage
        shared = [rest & st for st in o.sent_stems]
        covs, _ = self._best(o, rest, shared)
        total, weight = idf.weight(rest), idf._weight
        best_idf = max([weight(sh) / total if total and sh else 0.0 for sh in shared], default=0.0)
        rest_shared = rest & stems
        n_caps = len(a.rest_caps)
        found = sum(1 for st in a.rest_caps if not st.isdisjoint(stems))
        return (
            len(rest_shared) / len(rest) if rest else 0.0,
            idf.cov_shared(rest, rest_shared),
            covs[0],
            covs[1],
            best_idf,
            math.log1p(weight(rest - stems)),
            found / n_caps if n_caps else -1.0,
        )

    def _answer_type(self, o: Observation, a: Asked, rest: frozenset[str]) -> tuple[float, ...]:
        ay, an, ap, apl, ayn = a.types
        flat = o.flat
        digits = o.digits
        years = sum(map(is_year, digits))
        words = _NUM_OR_MONTH.intersection(flat)  # one pass over the tokens for both lists
        nums = len(digits) + (len(NUMWORDS.intersection(words)) if words else 0)
        _, best = self._best(o, rest)  # cached on o by _alignment
        sent = o.sents[best] if best >= 0 else ""
        sent_toks = o.sent_toks[best] if best >= 0 else []
        persons = len(PERSON_RE.findall(sent))
        year_m, num_m, per_m = ay * (years > 0), an * (nums > 0), ap * (persons > 0)
        in_sent = numbers(sent_toks) if digits else []  # no number anywhere, none in sent
        typed = (ay and any(map(is_year, in_sent))) or (an and bool(in_sent))
        typed = typed or (ap and persons > 0)
        cap_stems = list(map(span_stems, CAPS_RE.findall(sent)))
        if best == 0:
            o.first_cap_stems = cap_stems  # the first sentence's names, for _entities
        stems = a.stems
        new_caps = sum(1 for st in cap_stems if not st <= stems)
        return (
            ay,
            an,
            ap,
            apl,
            ayn,
            a.compare,
            math.log1p(years),
            math.log1p(nums),
            math.log1p(len(MONTHS.intersection(words)) if words else 0),
            math.log1p(persons),
            year_m,
            num_m,
            per_m,
            float(year_m or num_m or per_m or not (ay or an or ap)),
            float(bool(typed)) if (ay or an or ap) else -1.0,
            math.log1p(new_caps),
        )

    def _entities(self, o: Observation, a: Asked) -> tuple[float, ...]:
        first = o.sents[0] if o.sents else ""
        cap_stems = o.first_cap_stems
        if cap_stems is None:
            cap_stems = list(map(span_stems, CAPS_RE.findall(first)))
        spans = [st for st in cap_stems if st]
        # CAPS_RE matches at the start exactly when the text starts with a capital A-Z (the
        # rest of the pattern may match empty), and that match is then findall's first
        lead = cap_stems[0] if first and "A" <= first[0] <= "Z" else frozenset()
        asked_all = a.asked_all
        return (
            _cov(a.subject, o.stems) if a.subject else -1.0,
            _cov(lead, asked_all) if lead else -1.0,
            sum(1 for st in spans if not st.isdisjoint(asked_all)) / len(spans) if spans else -1.0,
        )
