"""Dense engineered features of a (question, query, observation) triple for the classifier."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

import numpy as np
from sklearn.base import BaseEstimator, TransformerMixin

from .._types import Sample
from ..failures import failure_kind
from ..text import STOP_WORDS, normalize, stem, strip_title_qualifier, tokens

__all__ = ["FEATURE_NAMES", "SampleFeatures"]

_TITLE_RE = re.compile(r"^\s*([^:\n]{1,100}?):\s+(?=\S)")
_SENT_RE = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9])")
_CAPS_RE = re.compile(r"\b[A-Z][\w'’.-]*(?:\s+(?:of|the|de|del|von|van|and|&)?\s*[A-Z][\w'’.-]*)*")
_YEAR_RE = re.compile(r"\b(1[0-9]\d\d|20\d\d)s?\b")
_NUM_RE = re.compile(r"\b\d[\d,.]*\b")
_NUMWORD_RE = re.compile(
    r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"hundred|thousand|million|billion|dozen)\b",
    re.IGNORECASE,
)
_MONTH_RE = re.compile(
    r"\b(January|February|March|April|May|June|July|August|September|"
    r"October|November|December)\b"
)
_PERSON_RE = re.compile(r"\b[A-Z][a-z]+(?:\s+[A-Z]\.?)?\s+[A-Z][a-z]+\b")
_WH_START = ("who", "whom", "whose", "when", "where", "how", "what", "which", "why")
_YESNO_START = (
    "is",
    "are",
    "was",
    "were",
    "do",
    "does",
    "did",
    "can",
    "could",
    "has",
    "have",
    "had",
    "will",
    "would",
    "should",
)
_LEAD_TOKENS = 12
_OPENING_TOKENS = 5
_PRONOUNS = frozenset(
    {"it", "he", "she", "they", "this", "these", "its", "his", "her", "their", "there", "the"}
)
_COMPARE_RE = re.compile(
    r"\b(older|younger|earlier|later|first|last|before|after|longer|"
    r"larger|bigger|smaller|more|less|fewer|higher|taller|both|same)\b"
)

FEATURE_NAMES: tuple[str, ...] = (
    "is_failure",
    "is_empty",
    "log_tokens",
    "log_stems",
    "n_sentences",
    "has_title",
    "has_query",
    "query_in_head",
    "head_in_query",
    "head_exact",
    "query_in_lead",
    "query_in_obs",
    "query_in_obs_idf",
    "query_in_first_sentence",
    "question_in_obs",
    "question_in_obs_idf",
    "obs_in_question",
    "cosine_idf",
    "rest_in_obs",
    "rest_in_obs_idf",
    "rest_best_sentence",
    "rest_second_sentence",
    "rest_best_sentence_idf",
    "caps_in_obs",
    "caps_stems_in_obs",
    "numbers_in_obs",
    "asks_year",
    "asks_number",
    "asks_person",
    "asks_place",
    "asks_yesno",
    "obs_years",
    "obs_numbers",
    "obs_months",
    "obs_persons",
    "year_match",
    "number_match",
    "person_match",
    "answer_cue",
    "head_in_question",
    "idf_mass_rest",
    "subject_in_question",
    "subject_in_query",
    "query_in_opening",
    "pronoun_start",
    "asks_compare",
    "subject_in_obs",
    "obs_subject_in_question",
    "obs_entities_in_question",
    "max_shared_idf",
)


def _stems_of(toks: Sequence[str]) -> set[str]:
    out = set()
    for tok in toks:
        if tok.endswith("'s"):
            tok = tok[:-2]
        if len(tok) > 1 and tok not in STOP_WORDS:
            out.add(stem(tok))
    return out


def _cov(part: set[str], whole: set[str]) -> float:
    return len(part & whole) / len(part) if part else 0.0


class _Idf:
    """Inverse document frequencies of stems, with a ceiling for unseen ones."""

    def __init__(self, df: Counter[str], n_docs: int) -> None:
        self.n = max(n_docs, 1)
        self.idf = {s: math.log((1 + self.n) / (1 + c)) + 1.0 for s, c in df.items()}
        self.unseen = math.log(1 + self.n) + 1.0

    def weight(self, stems: set[str]) -> float:
        get = self.idf.get
        return math.fsum(get(s, self.unseen) for s in stems)  # order-free: sets hash-order

    def cov(self, part: set[str], whole: set[str]) -> float:
        total = self.weight(part)
        return self.weight(part & whole) / total if total else 0.0


def _answer_type(question: str) -> tuple[float, float, float, float, float]:
    q = normalize(question)
    first = q.split(" ", 1)[0] if q else ""
    year = bool(re.search(r"\b(when|what year|which year|in what year|what decade|born)\b", q))
    number = bool(re.search(r"\bhow (many|much|long|old|tall|far|big|large)\b", q))
    person = bool(re.search(r"\b(who|whom|whose)\b", q))
    place = bool(
        re.search(
            r"\b(where|what city|which city|what country|which country|"
            r"what state|which state)\b",
            q,
        )
    )
    yesno = first in _YESNO_START and not any(w in q.split() for w in _WH_START)
    return float(year), float(number), float(person), float(place), float(yesno)


class SampleFeatures(TransformerMixin, BaseEstimator):
    """Turn samples into a dense feature matrix (one row per sample, :data:`FEATURE_NAMES`).

    ``fit`` learns inverse document frequencies of stems from the observations; ``transform``
    computes overlap statistics between the question, the query and the observation: how
    much of the query the observation's head names ("<title>:" prefix, else its first
    words — real search tools show raw text), how much of the question *beyond the searched
    entity* it holds (whole and per sentence), capitalised spans and numbers of the question
    found in it, answer-type cues (asks when → has years, …) and the failure-message flag.

    Parameters
    ----------
    min_df : int, default 2
        Stems seen in fewer observations get the unseen-stem weight (keeps the model small).

    Examples
    --------
    >>> f = SampleFeatures().fit([Sample("Who founded Creed?", "Creed: a band.", query="Creed")])
    >>> X = f.transform([Sample("Who founded Creed?", "Creed: a band.", query="Creed")])
    >>> X.shape == (1, len(FEATURE_NAMES)), float(X[0, FEATURE_NAMES.index("head_exact")])
    (True, 1.0)
    """

    def __init__(self, *, min_df: int = 2) -> None:
        self.min_df = min_df

    def fit(self, X: Sequence[Sample], y: Any = None) -> SampleFeatures:
        df: Counter[str] = Counter()
        for s in X:
            df.update(_stems_of(tokens(s.observation)))
        keep = Counter({k: v for k, v in df.items() if v >= int(self.min_df)})
        self.idf_ = _Idf(keep, len(X))
        self.n_features_in_ = 1
        return self

    def transform(self, X: Sequence[Sample]) -> np.ndarray:
        out = np.zeros((len(X), len(FEATURE_NAMES)))
        for i, s in enumerate(X):
            out[i] = self._row(s)
        return out

    def get_feature_names_out(self, input_features: Any = None) -> np.ndarray:
        return np.array(FEATURE_NAMES, dtype=object)

    def _row(self, s: Sample) -> list[float]:
        idf = self.idf_
        obs = s.observation
        kind = failure_kind(obs)
        m = _TITLE_RE.match(obs)
        title = strip_title_qualifier(m.group(1)) if m and len(m.group(1).split()) <= 12 else ""
        body = obs[m.end() :] if title and m else obs
        sents = [t for t in (_SENT_RE.split(body.strip()) if body.strip() else []) if t]
        sent_toks = [tokens(t) for t in sents]
        sent_stems = [_stems_of(t) for t in sent_toks]
        obs_stems = set().union(*sent_stems, _stems_of(tokens(title))) if sent_stems else set()
        n_tok = sum(len(t) for t in sent_toks)
        lead_toks = [t for st in sent_toks for t in st][:_LEAD_TOKENS]
        head = _stems_of(tokens(title)) if title else _stems_of(lead_toks)
        lead = _stems_of(lead_toks)
        first = sent_stems[0] if sent_stems else set()
        qs = _stems_of(tokens(s.query))
        Qs = _stems_of(tokens(s.question))
        rest = Qs - qs - head
        rest_sent = sorted((_cov(rest, st) for st in sent_stems), reverse=True) + [0.0, 0.0]
        rest_sent_idf = max((idf.cov(rest, st) for st in sent_stems), default=0.0)
        denom = math.sqrt(idf.weight(Qs) * idf.weight(obs_stems)) or 1.0
        ay, an, ap, apl, ayn = _answer_type(s.question)
        caps = [c for c in _CAPS_RE.findall(s.question) if c.lower() not in _WH_START]
        nobs = normalize(obs)
        caps_hit = sum(normalize(c) in nobs for c in caps) / len(caps) if caps else 0.0
        caps_stems = _stems_of(tokens(" ".join(caps)))
        q_nums = set(_NUM_RE.findall(s.question))
        years = len(_YEAR_RE.findall(body))
        nums = len(_NUM_RE.findall(body)) + len(_NUMWORD_RE.findall(body))
        months = len(_MONTH_RE.findall(body))
        persons = len(_PERSON_RE.findall(body))
        year_m, num_m, per_m = ay * (years > 0), an * (nums > 0), ap * (persons > 0)
        return [
            float(kind is not None),
            float(kind == "empty"),
            math.log1p(n_tok),
            math.log1p(len(obs_stems)),
            float(len(sents)),
            float(bool(title)),
            float(bool(qs)),
            _cov(qs, head),
            _cov(head, qs) if qs else 0.0,
            float(bool(title) and normalize(title) == normalize(s.query.strip())),
            _cov(qs, lead),
            _cov(qs, obs_stems),
            idf.cov(qs, obs_stems),
            _cov(qs, first),
            _cov(Qs, obs_stems),
            idf.cov(Qs, obs_stems),
            len(Qs & obs_stems) / len(obs_stems) if obs_stems else 0.0,
            idf.weight(Qs & obs_stems) / denom,
            _cov(rest, obs_stems),
            idf.cov(rest, obs_stems),
            rest_sent[0],
            rest_sent[1],
            rest_sent_idf,
            caps_hit,
            _cov(caps_stems, obs_stems),
            len(q_nums & set(_NUM_RE.findall(body))) / len(q_nums) if q_nums else -1.0,
            ay,
            an,
            ap,
            apl,
            ayn,
            math.log1p(years),
            math.log1p(nums),
            math.log1p(months),
            math.log1p(persons),
            year_m,
            num_m,
            per_m,
            float(year_m or num_m or per_m or not (ay or an or ap)),
            _cov(head, Qs),
            math.log1p(idf.weight(rest)),
            *self._opening(sent_toks, qs, Qs, s.question),
            *self._entities(caps, sents, obs_stems, qs | Qs),
        ]

    def _entities(
        self,
        caps: list[str],
        sents: list[str],
        obs_stems: set[str],
        asked: set[str],
    ) -> tuple[float, float, float, float]:
        """Named-entity agreement: the question's subject in the observation and vice versa.

        The subject is the first capitalised span with a content word; the observation's
        is its opening capitalised span (``-1`` where the body opens otherwise, e.g. with a
        pronoun). Also the share of the first sentence's capitalised spans that the question
        names, and the rarest shared stem's IDF relative to the question's rarest stem.
        """
        subj = next((st for st in map(_stems_of, map(tokens, caps)) if st), set())
        first = sents[0] if sents else ""
        spans = [st for st in (_stems_of(tokens(c)) for c in _CAPS_RE.findall(first)) if st]
        m = _CAPS_RE.match(first)
        lead = _stems_of(tokens(m.group(0))) if m else set()
        idf = self.idf_.idf
        unseen = self.idf_.unseen
        top = max((idf.get(x, unseen) for x in asked), default=0.0)
        shared = max((idf.get(x, unseen) for x in asked & obs_stems), default=0.0)
        return (
            _cov(subj, obs_stems) if subj else -1.0,
            _cov(lead, asked) if lead else -1.0,
            sum(bool(st & asked) for st in spans) / len(spans) if spans else -1.0,
            shared / top if top else 0.0,
        )

    @staticmethod
    def _opening(
        sent_toks: list[list[str]],
        qs: set[str],
        Qs: set[str],
        question: str,
    ) -> tuple[float, float, float, float, float]:
        """Whether the body opens by naming what was searched / asked about."""
        opening = sent_toks[0][:_OPENING_TOKENS] if sent_toks else []
        subj = _stems_of(opening)
        return (
            _cov(subj, Qs) if subj else -1.0,
            _cov(subj, qs) if subj and qs else -1.0,
            _cov(qs, subj) if qs else -1.0,
            float(bool(opening) and opening[0] in _PRONOUNS),
            float(bool(_COMPARE_RE.search(normalize(question)))),
        )
