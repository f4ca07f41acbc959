"""The small cross-encoder: (question, query, thought) × result → P(useless), on onnxruntime."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from .._checks import MAX_JOBS, check_count, check_number, check_params
from .._types import Sample
from ..exceptions import (
    ConfigurationError,
    MissingDependencyError,
    ModelIntegrityError,
    install_hint,
)
from ..shapes import MAX_ITEMS as SHAPE_MAX_ITEMS
from ._base import Detector, EarlierNeed, tune_cutoff
from ._default import defer_off_pages, mute_shapes, settled_by_default
from ._semantic_shapes import MAX_ITEMS, batches, pairs_of
from ._semantic_text import segments

__all__ = ["SemanticDetector"]

INSTALL_HINT = install_hint("semantic")


def _runtime() -> tuple[Any, Any]:
    try:
        import onnxruntime
        import tokenizers
    except ImportError as exc:
        raise MissingDependencyError(
            f"the semantic detector needs onnxruntime and tokenizers ({exc.name} is missing): "
            f"{INSTALL_HINT}"
        ) from None
    return onnxruntime, tokenizers


def _optional_count(low: int, high: int | None) -> Callable[[Any, str], int | None]:
    """A check of ``None`` or an integer in ``[low, high]`` (``_checks``' message + "or None")."""

    def check(value: Any, name: str) -> int | None:
        if value is None:
            return None
        try:
            return check_count(value, name, low=low, high=high)
        except ConfigurationError as exc:
            raise ConfigurationError(str(exc).replace(", got", " or None, got", 1)) from None

    return check


def _check_path(value: Any, name: str) -> Any:
    """``value`` unchanged when it is ``None`` or a path (``str``, ``os.PathLike``)."""
    if value is None or (isinstance(value, (str, os.PathLike)) and str(value)):
        return value
    raise ConfigurationError(
        f"{name} must be a model file's path (a non-empty str or os.PathLike) or None, got "
        f"{type(value).__name__} {value!r:.40}"
    )


class _Encoder:
    """Pairs of text → padded int64 arrays; the tokenizer's settings never change after init,
    so one encoder serves many threads."""

    def __init__(self, tokenizer: Any, max_length: int) -> None:
        tokenizer.no_padding()
        tokenizer.enable_truncation(int(max_length), strategy="longest_first")
        self.tokenizer = tokenizer
        self.max_length = int(max_length)
        self.vocab_size = int(tokenizer.get_vocab_size())
        self.pad_id = int(tokenizer.token_to_id("[PAD]") or 0)

    @classmethod
    def from_file(cls, path: str | Path, max_length: int) -> _Encoder:
        _, tokenizers = _runtime()
        return cls(
            tokenizers.Tokenizer.from_str(Path(path).read_text(encoding="utf-8")), max_length
        )

    def encode_rows(self, samples: Sequence[Sample]) -> tuple[list[list[int]], list[list[int]]]:
        return self.encode_pairs([segments(s, self.max_length) for s in samples])

    def encode_pairs(
        self, pairs: Sequence[tuple[str, str]]
    ) -> tuple[list[list[int]], list[list[int]]]:
        encs = (
            self.tokenizer.encode_batch(pairs)
            if len(pairs) > 1
            else [self.tokenizer.encode(*pairs[0])]
        )
        return [e.ids for e in encs], [e.type_ids for e in encs]

    def pad(
        self, ids: Sequence[Sequence[int]], tts: Sequence[Sequence[int]]
    ) -> tuple[np.ndarray, ...]:
        width = max(len(x) for x in ids)
        a = np.full((len(ids), width), self.pad_id, dtype=np.int64)
        m = np.zeros((len(ids), width), dtype=np.int64)
        t = np.zeros((len(ids), width), dtype=np.int64)
        for i, (x, tt) in enumerate(zip(ids, tts, strict=True)):
            a[i, : len(x)] = x
            m[i, : len(x)] = 1
            t[i, : len(tt)] = tt
        return a, m, t


#: What the tokenizer encodes once at load: a pair with a character no vocabulary holds
#: (U+2603, the snowman), so a tokenizer without its unknown-word token fails there.
_PROBE = Sample("Who founded Creed? \u2603", "Creed is a band. \u2603", query="Creed")


def _encoder_of(tok_text: str, length: int, rows: dict[str, int], path: Path) -> _Encoder:
    """The encoder of a tokenizer's JSON text, refused unless it runs with the graph."""
    from ._semantic_card import check_tokenizer

    _, tokenizers = _runtime()
    where = f"tokenizer file {path.with_name(path.stem + '.tokenizer.json')}"
    try:
        tok = tokenizers.Tokenizer.from_str(tok_text)
    except Exception as exc:  # noqa: BLE001 - the Rust parser raises plain Exception
        raise ModelIntegrityError(f"{where}: not readable ({exc})") from None
    check_tokenizer(tok, rows, where)
    encoder = _Encoder(tok, length)
    try:
        ids, types = encoder.encode_rows([_PROBE])
    except Exception as exc:  # noqa: BLE001 - tokenizers raises plain Exception
        raise ModelIntegrityError(f"{where}: cannot encode a test pair ({exc})") from None
    if max(types[0]) >= rows.get("types", 2):
        raise ModelIntegrityError(
            f"{where}: segment ids up to {max(types[0])}, past the model's "
            f"{rows.get('types', 2)} token-type embeddings"
        )
    return encoder


class SemanticDetector(Detector):
    """Small cross-encoder that reads meaning: fine-tuned MiniLM, int8, run by onnxruntime.

    The model reads the question, the agent's query and (when present) its thought as one
    segment and the head of the result as the other (:mod:`._semantic_text` gives the
    truncation rule: no input is refused for its length), and returns P(useless) =
    sigmoid(logit). Inference needs only ``onnxruntime`` and ``tokenizers`` (extra
    ``[semantic]``); the default model ships in the package beside its card, and loading checks
    both files' sha256 against the card before anything is parsed. An empty or
    whitespace-only result, or a tool failure message ("Could not find X", "No results"),
    scores 1 without a model call. Any ``str`` is read: code points UTF-8 cannot encode (lone
    surrogates) become U+FFFD before tokenising. Loading also checks every card field it
    reads (``format``, ``cutoff``, ``max_length``, the digests) and that the tokenizer runs
    with the graph: a :class:`ModelIntegrityError` naming the field otherwise.

    ``fit(X)`` without labels loads the model and takes the card's cut-off (chosen on the
    question-disjoint validation split to keep ``min_useful_recall`` = 97% of useful results
    judged useful); ``fit(X, y)`` keeps the weights and re-tunes the cut-off on ``y`` the same
    way. New weights come from ``uselessdetect train --detector semantic`` (extra
    ``[train-semantic]``, torch).

    A result is read by its shape first (:mod:`._semantic_shapes`): a page as it always was
    (one pair); a listing item by item and a table row by row, at most ``max_items`` of them,
    its score the most useful item's (the minimum); a record as its ``key: value`` fields, a
    command as its output; an error or empty result scores 1 without the model, and an
    acknowledgement (``ok``, "created") gets no verdict (``unknown``, score NaN inside). Off
    one paragraph of prose (a record, a table, a listing, a document of several parts such as
    a retriever's chunk under its metadata) the model's useless verdict stands only where
    ``default`` calls the result useless too (:func:`~._default.defer_off_pages`): trained on
    encyclopedic paragraphs, it calls direct answers in those shapes useless. So where
    ``default`` finds such a result useful the model is not run
    (:func:`~._default.settled_by_default`): the verdict is the same, and the score is
    ``default``'s, scaled below the cut-off.

    Single judgments (the gate's path) tokenise and run one result's pairs in one call (one
    pair for a page, one per item for a listing); ``predict_proba`` and ``judge_many``
    tokenise all pairs at once and run them in batches of ``batch_size`` results of similar
    length, a listing's items always in the same call. One fitted detector
    may be shared by many threads: the session and the tokenizer are read-only after loading.

    Parameters
    ----------
    model_path : str or None, default None
        ``NAME.onnx`` with ``NAME.tokenizer.json`` and ``NAME.card.json`` beside it; ``None``:
        ``$USELESSDETECT_SEMANTIC_MODEL``, else the shipped model.
    cutoff : float or None, default None
        Fixed cut-off; ``None``: the card's, or tuned on labels given to ``fit``.
    min_useful_recall : float, default 0.97
        Share of useful results a tuned cut-off keeps judged useful.
    max_length : int or None, default None
        Token budget of one pair, 16 to 512 and at most the model's position embeddings (read
        from its graph); ``None``: the card's ``max_length`` (128 for the shipped model).
    batch_size : int, default 1
        Results per onnxruntime call when scoring many (a page is one pair, a listing one
        pair per item read). The int8 model quantises its
        activations per call (dynamic quantisation), so in a batch of several pairs a
        pair's score depends on its batch-mates (the benchmarks page gives the largest change
        and the verdicts changed in batches of 32); with the default 1 every path — the
        gate's single judgment, a file, a Dask partition — gives each result the same
        score. Raise it for throughput where that does not matter.
    threads : int or None, default 2
        onnxruntime intra-op threads (``None``: onnxruntime's choice, all cores).
    max_items : int, default 20
        Items of a listing (rows of a table) read, the first ones, 1 to 50: a listing of n
        items costs n pairs, in one call.

    Examples
    --------
    >>> det = SemanticDetector().fit([])  # doctest: +SKIP
    >>> det.judge({"question": "Who founded the band Creed?", "query": "Creed",
    ...            "observation": "A creed is a statement of shared religious belief."}).verdict
    ... # doctest: +SKIP
    <Verdict.USELESS: 'useless'>
    """

    name = "semantic"
    #: An acknowledgement (``ok``, "created") gets no verdict: a receipt is not a retrieval.
    can_abstain = True
    #: A rejected call is useless only when the same call was made before
    #: (:func:`~uselessdetect.detectors._default.error_score`), and machine output the model
    #: has no reading of keeps its verdict only when it repeats an earlier result: a gate
    #: keeps the earlier results (:class:`~uselessdetect.shapes.Seen`).
    reads_earlier: ClassVar[EarlierNeed] = True

    #: Every parameter's check, run by ``fit`` (scikit-learn's convention): each names the
    #: parameter, the value and the allowed range. ``max_length`` is checked once more
    #: against the loaded model's position embeddings.
    _parameter_constraints: ClassVar[Mapping[str, Callable[[Any, str], Any]]] = {
        "model_path": _check_path,
        "cutoff": partial(check_number, low=0, high=1, optional=True),
        "min_useful_recall": partial(check_number, low=0, low_open=True, high=1),
        "max_length": _optional_count(16, 512),
        "batch_size": partial(check_count, low=1),
        "threads": _optional_count(1, MAX_JOBS),
        "max_items": partial(check_count, low=1, high=SHAPE_MAX_ITEMS),
    }

    def __init__(
        self,
        *,
        model_path: str | None = None,
        cutoff: float | None = None,
        min_useful_recall: float = 0.97,
        max_length: int | None = None,
        batch_size: int = 1,
        threads: int | None = 2,
        max_items: int = MAX_ITEMS,
    ) -> None:
        self.model_path = model_path
        self.cutoff = cutoff
        self.min_useful_recall = min_useful_recall
        self.max_length = max_length
        self.batch_size = batch_size
        self.threads = threads
        self.max_items = max_items

    def _learns_cutoff(self) -> bool:
        return True

    def _check_params(self) -> None:
        check_params(self._parameter_constraints, self.get_params())

    def _fit(self, samples: list[Sample], y: np.ndarray | None) -> None:
        self._load()
        if y is not None and self.cutoff is None:
            self.cutoff_ = tune_cutoff(self._raw_scores(samples), y, self._min_useful_recall())

    # ------------------------------------------------------------------ loading
    def _load(self, *, check: bool = True) -> None:
        from ..io import card_path
        from ._semantic_card import check_card, embedding_rows
        from ._semantic_io import SEMANTIC_FORMAT, read_semantic_model, resolve_path

        path = resolve_path(self.model_path)
        model, tok_text, card = read_semantic_model(path, check=check)
        rows = embedding_rows(model)
        cutoff, length = float(self.default_cutoff), 256
        if check:  # a card edited by hand fails here, not on some later result
            where = f"model card {card_path(path)}"
            cutoff, length = check_card(card, rows, where, SEMANTIC_FORMAT)
        if self.max_length is not None:
            length = int(self.max_length)
            if length > rows.get("positions", length):
                raise ConfigurationError(
                    f"max_length must be at most {rows['positions']} for {path.name} (its "
                    f"position embeddings), got {self.max_length!r:.40}"
                )
        self._session, self._inputs = self._session_of(model)
        self._encoder = _encoder_of(tok_text, length, rows, path)
        self.card_ = card
        self.max_length_ = length
        self.model_sha256_ = card.get("model_sha256")
        self.validation_ = card.get("validation")
        self.cutoff_ = cutoff

    def _session_of(self, model: bytes) -> tuple[Any, set[str]]:
        """An onnxruntime session of the graph's bytes, and the names of its inputs."""
        ort, _ = _runtime()
        opts = ort.SessionOptions()
        if self.threads is not None:
            opts.intra_op_num_threads = int(self.threads)
        opts.inter_op_num_threads = 1
        # idle threads sleep instead of spinning: inside a harness, on cores shared with the
        # agent (and on a loaded machine), spinning threads steal the time they wait for
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        try:
            session = ort.InferenceSession(model, opts, providers=["CPUExecutionProvider"])
        except Exception as exc:  # noqa: BLE001 - onnxruntime raises its own types
            raise ModelIntegrityError(
                f"semantic model: onnxruntime cannot load it ({type(exc).__name__}: "
                f"{str(exc).splitlines()[0][:200] if str(exc) else ''})"
            ) from None
        return session, {i.name for i in session.get_inputs()}

    def _ready(self) -> None:
        """Reload the session after unpickling (a copy sent to another process)."""
        if getattr(self, "_session", None) is None:
            with _LOAD_LOCK:
                if getattr(self, "_session", None) is None:
                    cutoff = self.cutoff_
                    sha = self.model_sha256_
                    self._load()
                    if self.model_sha256_ != sha:
                        raise ModelIntegrityError(
                            "the semantic model file changed since this detector was fitted"
                        )
                    self.cutoff_ = cutoff

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        for key in ("_session", "_encoder"):
            state.pop(key, None)
        return state

    # ------------------------------------------------------------------ scoring
    def _run(self, ids: Sequence[Sequence[int]], tts: Sequence[Sequence[int]]) -> np.ndarray:
        a, m, t = self._encoder.pad(ids, tts)
        feed = {"input_ids": a, "attention_mask": m, "token_type_ids": t}
        feed = {k: v for k, v in feed.items() if k in self._inputs}
        logits = np.asarray(self._session.run(None, feed)[0], dtype=np.float64).reshape(
            len(ids), -1
        )
        z = logits[:, -1] if logits.shape[1] == 1 else logits[:, 1] - logits[:, 0]
        return 1.0 / (1.0 + np.exp(-np.clip(z, -60.0, 60.0)))

    def _raw_scores(self, samples: Sequence[Sample]) -> np.ndarray:
        """P(useless) per sample: each sample's pairs (:func:`pairs_of`) scored, the least
        useless kept; NaN for an acknowledgement."""
        self._ready()
        out = np.ones(len(samples))
        units: list[tuple[int, list[tuple[str, str]]]] = []
        for i, s in enumerate(samples):
            got = pairs_of(s, int(self.max_items), self._encoder.max_length)
            if isinstance(got, float):
                out[i] = got
            else:
                units.append((i, got))
        if len(units) == 1:  # one result (the gate's path): its pairs in one call
            i, pairs = units[0]
            out[i] = self._run(*self._encoder.encode_pairs(pairs)).min()
            return out
        if not units:
            return out
        ids, tts = self._encoder.encode_pairs([p for _, pairs in units for p in pairs])
        for part, rows in batches(
            [len(x) for x in ids], [len(u) for _, u in units], self.batch_size
        ):
            p = self._run([ids[j] for j in rows], [tts[j] for j in rows])
            for u, (a, b) in part:
                out[units[u][0]] = p[a:b].min()
        return out

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        cutoff = getattr(self, "cutoff_", 0.5)
        # a result off pages that default finds useful is useful whatever the model says
        # (data always; the rest where no rule below would mute it): no model call
        decided = settled_by_default(samples, cutoff)
        kept = [i for i in range(len(samples)) if i not in decided] if decided else []
        rest = [samples[i] for i in kept] if decided else samples
        # the model reads pages: a list of names it would call useless gets no verdict, nor
        # does a first rejected call, nor new machine output read as text (no sentences)
        scores = mute_shapes(self._raw_scores(rest), rest, cutoff, sentences=True)
        # and outside one paragraph of prose, a useless verdict needs default's agreement
        scores = defer_off_pages(scores, rest, cutoff)
        if not decided:
            return scores
        out = np.empty(len(samples))
        out[list(decided)] = list(decided.values())
        out[kept] = scores
        return out


_LOAD_LOCK = threading.Lock()
