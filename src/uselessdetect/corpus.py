"""Build labeled samples (gold / injected / plausible / answerless) from HotpotQA, FEVER and logs.

Every sample is one search call, the way the paper injects failures. For HotpotQA the agent
searched for one of the question's gold pages — ``query`` is that page's title without a
trailing "(qualifier)", as an agent would type it — and the source returned:

* ``gold`` (label 0): the page itself;
* ``injected`` (1): a paragraph of *another* question (a source that silently serves the
  wrong knowledge base);
* ``plausible`` (1): one of the question's own distractor paragraphs (on topic, not what
  was searched for);
* ``answerless`` (1): the searched page with its supporting sentences removed (only where
  anything remains).

The observation is ``"<title>: <sentences joined by spaces>"``, the format an agent's search
tool shows. FEVER pairs give the claim as question, its own evidence sentence (``gold``) and
another claim's evidence (``injected``). FEVER carries no page titles and no queries, so the
query is left empty and the observation is the bare evidence sentence (PTB bracket tokens
such as ``-LRB-`` restored). Real logged steps with derived labels (see
:mod:`uselessdetect.importers`) become ``real`` samples.

Randomness only through ``random_state``; questions are processed in ``_id`` order, so the
output does not depend on the order of the input files. :func:`split_by_question` keeps all
samples of a question — synthetic and real — on one side by hashing the question's id; FEVER
samples that share a claim or an evidence sentence are kept together (:func:`split_groups`).
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from ._types import Sample
from .exceptions import ConfigurationError, InputError
from .importers import load_hotpotqa, read_knowagent
from .io import PathLike, episode_from_dict, iter_jsonl, sample_from_dict
from .text import strip_title_qualifier, tokens

__all__ = [
    "HOTPOTQA_KINDS",
    "default_corpus",
    "fever_samples",
    "hotpotqa_samples",
    "knowagent_samples",
    "load_fever",
    "question_key",
    "read_labeled",
    "split_by_question",
    "split_groups",
]

#: The kinds :func:`hotpotqa_samples` can build, in the order they are emitted per gold page.
HOTPOTQA_KINDS: tuple[str, ...] = ("gold", "injected", "plausible", "answerless")
_LABELS = {"gold": 0, "injected": 1, "plausible": 1, "answerless": 1}
_PTB = {"-LRB-": "(", "-RRB-": ")", "-LSB-": "[", "-RSB-": "]", "-LCB-": "{", "-RCB-": "}"}
_PTB_RE = re.compile("|".join(map(re.escape, _PTB)))
_FEVER_SYNTH_RE = re.compile(r"000000[2-9]$")


def _paragraph(title: str, sentences: Sequence[str]) -> str:
    body = " ".join(s.strip() for s in sentences if s and s.strip())
    return f"{title}: {body}"


def _check_kinds(kinds: Iterable[str], allowed: Sequence[str]) -> tuple[str, ...]:
    out = tuple(kinds)
    bad = [k for k in out if k not in allowed]
    if bad or not out:
        raise ConfigurationError(f"kinds must be among {', '.join(allowed)}; got {list(out)}")
    return out


def _records(
    hotpotqa: Mapping[str, Mapping[str, Any]] | Iterable[PathLike],
) -> dict[str, Mapping[str, Any]]:
    if isinstance(hotpotqa, Mapping):
        return dict(hotpotqa)
    return dict(load_hotpotqa(list(hotpotqa)))


def _gold_pages(rec: Mapping[str, Any]) -> Iterator[tuple[str, list[str], set[int]]]:
    """Yield ``(title, sentences, supporting sentence ids)`` per gold page in the context."""
    context = {t: list(s) for t, s in rec.get("context", [])}
    support: dict[str, set[int]] = {}
    for title, sid in rec.get("supporting_facts", []):
        support.setdefault(title, set()).add(int(sid))
    for title in sorted(support):
        if title in context:
            yield title, context[title], support[title]


def hotpotqa_samples(
    hotpotqa: Mapping[str, Mapping[str, Any]] | Iterable[PathLike],
    *,
    kinds: Iterable[str] = HOTPOTQA_KINDS,
    random_state: int = 0,
) -> list[Sample]:
    """Build labeled search-call samples from HotpotQA records (see the module docstring).

    Parameters
    ----------
    hotpotqa : mapping ``_id -> record`` or iterable of paths
        Records in HotpotQA's original format, or files holding them (a JSON list or JSON
        Lines); records repeated across files are kept once (by ``_id``).
    kinds : iterable of str
        Which of ``gold``, ``injected``, ``plausible``, ``answerless`` to build.
    random_state : int
        Seed for the choice of injected and plausible paragraphs.

    Returns
    -------
    list of Sample
        ``source`` is ``"hotpotqa:<_id>"`` for every sample of a question.

    Examples
    --------
    >>> rec = {"_id": "a", "question": "Who sang Stull?", "supporting_facts": [["Stull (EP)", 0]],
    ...        "context": [["Stull (EP)", ["Stull is an EP.", " By Urge Overkill."]],
    ...                    ["Creed", ["Creed is a band."]]]}
    >>> other = {"_id": "b", "question": "Q?", "supporting_facts": [["X", 0]],
    ...          "context": [["X", ["X is a city."]]]}
    >>> out = hotpotqa_samples({"a": rec, "b": other})
    >>> [(s.kind, s.query, s.observation) for s in out if s.source == "hotpotqa:a"]
    ... # doctest: +NORMALIZE_WHITESPACE
    [('gold', 'Stull', 'Stull (EP): Stull is an EP. By Urge Overkill.'),
     ('injected', 'Stull', 'X: X is a city.'),
     ('plausible', 'Stull', 'Creed: Creed is a band.'),
     ('answerless', 'Stull', 'Stull (EP): By Urge Overkill.')]
    """
    wanted = _check_kinds(kinds, HOTPOTQA_KINDS)
    records = _records(hotpotqa)
    ids = sorted(records)
    rng = random.Random(random_state)
    out: list[Sample] = []
    for qid in ids:
        rec = records[qid]
        context = [(t, s) for t, s in rec.get("context", [])]
        own_titles = {t for t, _ in context}
        gold_titles = {t for t, _ in rec.get("supporting_facts", [])}
        distractors = sorted(t for t in own_titles if t not in gold_titles)
        paragraphs = dict(context)
        for title, sents, support in _gold_pages(rec):
            base = {
                "question": rec["question"],
                "query": strip_title_qualifier(title),
                "source": f"hotpotqa:{qid}",
            }
            # draw every kind's randomness whether or not it is wanted: same seed, same choice
            inj = _draw_injected(records, ids, qid, own_titles, rng)
            pla = rng.choice(distractors) if distractors else None
            rest = [s for i, s in enumerate(sents) if i not in support and s.strip()]
            texts: dict[str, str | None] = {
                "gold": _paragraph(title, sents),
                "injected": _paragraph(*inj) if inj else None,
                "plausible": _paragraph(pla, paragraphs[pla]) if pla else None,
                "answerless": _paragraph(title, rest) if rest else None,
            }
            for kind in wanted:
                text = texts[kind]
                if text is not None:
                    out.append(Sample(observation=text, label=_LABELS[kind], kind=kind, **base))
    return out


def _draw_injected(
    records: Mapping[str, Mapping[str, Any]],
    ids: Sequence[str],
    qid: str,
    own_titles: set[str],
    rng: random.Random,
) -> tuple[str, list[str]] | None:
    """A paragraph of another question whose title is not among this question's pages."""
    if len(ids) < 2:
        return None
    for _ in range(20):
        other = rng.choice(ids)
        if other == qid:
            continue
        ctx = [(t, s) for t, s in records[other].get("context", []) if t not in own_titles]
        ctx = [(t, s) for t, s in ctx if any(x.strip() for x in s)]
        if ctx:
            title, sents = rng.choice(ctx)
            return title, list(sents)
    return None


def load_fever(paths: Iterable[PathLike]) -> list[dict[str, str]]:
    """Read FEVER-style claim/evidence pairs from JSON Lines files.

    Accepts ``evidence_sentence`` (FeverSymmetric v0.1) or ``evidence`` (v0.2) as the
    evidence field. Returns ``{"id", "claim", "evidence"}`` dicts, one per distinct
    (claim, evidence) pair, in file order.
    """
    seen: set[tuple[str, str]] = set()
    out: list[dict[str, str]] = []
    for path in paths:
        for lineno, rec in iter_jsonl(path):
            claim = rec.get("claim")
            evidence = rec.get("evidence_sentence", rec.get("evidence"))
            for key, value in (("claim", claim), ("evidence_sentence", evidence)):
                if not isinstance(value, str) or not value.strip():
                    raise InputError(
                        f"expected a non-empty string, got {json.dumps(value)[:40]}"
                        + (" (v0.2 files name it `evidence`)" if key != "claim" else ""),
                        path=str(path),
                        line=lineno,
                        field=key,
                    )
            pair = (str(claim).strip(), str(evidence).strip())
            if pair in seen:
                continue
            seen.add(pair)
            out.append(
                {
                    "id": str(rec.get("id", f"{Path(path).name}:{lineno}")),
                    "claim": pair[0],
                    "evidence": _PTB_RE.sub(lambda m: _PTB[m[0]], pair[1]),
                }
            )
    return out


def fever_samples(
    pairs: Sequence[Mapping[str, str]] | Iterable[PathLike],
    *,
    kinds: Iterable[str] = ("gold", "injected"),
    random_state: int = 0,
) -> list[Sample]:
    """Build ``gold`` and ``injected`` samples from FEVER claim/evidence pairs.

    The claim is the question; the query is empty (FEVER has no titles or queries); the
    observation is the claim's own evidence sentence (gold) or the evidence of a claim from
    another group (injected). FeverSymmetric's synthetic counterparts (ids ending in
    ``000000{2,3,4}``) share their original's group, so ``source`` is ``"fever:<group>"``.

    Examples
    --------
    >>> pairs = [{"id": "1", "claim": "A is red.", "evidence": "A is a red fruit."},
    ...          {"id": "2", "claim": "B is blue.", "evidence": "B is a blue car."}]
    >>> [(s.kind, s.observation) for s in fever_samples(pairs)][:2]
    [('gold', 'A is a red fruit.'), ('injected', 'B is a blue car.')]
    """
    wanted = _check_kinds(kinds, ("gold", "injected"))
    raw = list(pairs)
    items: list[Mapping[str, str]] = (
        load_fever(raw) if raw and not isinstance(raw[0], Mapping) else raw  # type: ignore[arg-type,assignment]
    )
    rng = random.Random(random_state)
    groups = [_FEVER_SYNTH_RE.sub("", str(p["id"])) for p in items]
    out: list[Sample] = []
    for i, pair in enumerate(items):
        base = {"question": pair["claim"], "query": "", "source": f"fever:{groups[i]}"}
        other = None
        for _ in range(20):
            j = rng.randrange(len(items))
            if groups[j] != groups[i] and items[j]["evidence"] != pair["evidence"]:
                other = items[j]["evidence"]
                break
        texts: dict[str, str | None] = {"gold": pair["evidence"], "injected": other}
        for kind in wanted:
            text = texts[kind]
            if text is not None:
                out.append(Sample(observation=text, label=_LABELS[kind], kind=kind, **base))
    return out


def knowagent_samples(
    path: PathLike,
    hotpotqa: Mapping[str, Mapping[str, Any]] | Iterable[PathLike],
    *,
    labeled_only: bool = True,
) -> list[Sample]:
    """Real logged steps of KnowAgent trajectories as ``real`` samples with derived labels.

    Labels follow :func:`uselessdetect.importers.derive_label`; steps it leaves unlabeled are
    dropped when ``labeled_only``. ``source`` is ``"knowagent:<hotpot_id>/<run>#<step>"``,
    so :func:`question_key` groups them with the question's synthetic samples.
    """
    records = _records(hotpotqa)
    out = []
    for ep in read_knowagent(path, records):
        for t, s in ep.samples():
            if labeled_only and s.label is None:
                continue
            out.append(
                Sample(
                    question=s.question,
                    observation=s.observation,
                    query=s.query,
                    thought=s.thought,
                    label=s.label,
                    kind="real",
                    source=f"knowagent:{ep.id}#{t}",
                )
            )
    return out


def question_key(sample: Sample) -> str:
    """The id of the question a sample belongs to (what a split keeps on one side).

    ``"hotpotqa:ID"``, ``"knowagent:ID/D0#3"`` and ``"episode:ID/D1#0"`` all give ``"ID"``;
    a sample without a source is keyed by its question text.

    Examples
    --------
    >>> question_key(Sample("Q", "O", source="knowagent:5a77/D0#2"))
    '5a77'
    """
    if not sample.source:
        return sample.question
    rest = sample.source.split(":", 1)[-1]
    return re.split(r"[/#]", rest, maxsplit=1)[0]


def _side(key: str, salt: str) -> float:
    digest = hashlib.sha256(f"{salt}\0{key}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2.0**64


def _fever_text(text: str) -> str:
    """A FEVER claim or evidence sentence, normalised (case, accents, punctuation, spacing)."""
    return " ".join(tokens(_PTB_RE.sub(lambda m: _PTB[m[0]], text)))


def split_groups(samples: Sequence[Sample]) -> list[str]:
    """The key each sample is split by: its question, or for FEVER its group of related claims.

    Samples from HotpotQA, real steps and anything else are keyed by :func:`question_key`.
    FEVER reuses claims and evidence sentences under different ids, so FEVER samples
    (``source`` ``"fever:…"``) are joined (union-find) when they share an id group, a
    normalised claim, or a normalised *own* evidence sentence (the observation of a useful,
    label-0, sample); each such group is keyed by the smallest id in it. A FEVER id that
    shares nothing with another keeps its own id as key.

    Examples
    --------
    >>> X = [Sample("A is red .", "A is a red fruit.", label=0, source="fever:1"),
    ...      Sample("A is red.", "A grows on trees.", label=0, source="fever:7"),
    ...      Sample("B is blue.", "A grows on trees.", label=0, source="fever:5"),
    ...      Sample("C is old.", "C dates from 1900.", label=0, source="fever:9"),
    ...      Sample("Q", "O", source="hotpotqa:3")]
    >>> split_groups(X)
    ['1', '1', '1', '9', '3']
    """
    keys = [question_key(s) for s in samples]
    parent: dict[tuple[int, str], tuple[int, str]] = {}

    def find(node: tuple[int, str]) -> tuple[int, str]:
        root = node
        while parent.setdefault(root, root) != root:
            root = parent[root]
        while parent[node] != root:  # path compression
            parent[node], node = root, parent[node]
        return root

    def union(a: tuple[int, str], b: tuple[int, str]) -> None:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)  # ids (0, …) sort first: a root is the least id

    fever = [i for i, s in enumerate(samples) if (s.source or "").startswith("fever:")]
    for i in fever:
        s, node = samples[i], (0, keys[i])
        union(node, (1, _fever_text(s.question)))
        if s.label == 0:
            union(node, (2, _fever_text(s.observation)))
    for i in fever:
        keys[i] = find((0, keys[i]))[1]
    return keys


def split_by_question(
    samples: Sequence[Sample], *, test_size: float = 0.2, random_state: int | str = 0
) -> tuple[list[Sample], list[Sample]]:
    """Split samples into ``(train, test)`` keeping every question on one side.

    A question goes to the test side when a hash of its key and ``random_state`` falls below
    ``test_size``. The key is :func:`question_key`, except that FEVER samples sharing a claim
    or an evidence sentence are keyed by their group (:func:`split_groups`), so that no claim
    and no evidence sentence sits on both sides. The side of a HotpotQA or real-step sample
    depends only on its question, so separately built files (synthetic corpus, real logs)
    split consistently.

    Examples
    --------
    >>> X = [Sample("Q", "O", source=f"hotpotqa:{i}") for i in range(1000)]
    >>> train, test = split_by_question(X, test_size=0.2)
    >>> 150 < len(test) < 250, len(train) + len(test)
    (True, 1000)
    """
    if not 0.0 < float(test_size) < 1.0:
        raise ConfigurationError(f"test_size must lie in (0, 1), got {test_size!r}")
    train: list[Sample] = []
    test: list[Sample] = []
    salt = str(random_state)
    side: dict[str, bool] = {}
    for s, key in zip(samples, split_groups(samples), strict=True):
        if key not in side:
            side[key] = _side(key, salt) < test_size
        (test if side[key] else train).append(s)
    return train, test


def _file_format(path: PathLike) -> str:
    for _, rec in iter_jsonl(path):
        if "steps" not in rec:
            return "samples"
        return "knowagent" if "hotpot_id" in rec and "id" not in rec else "episodes"
    return "samples"  # pragma: no cover - iter_jsonl raises on an empty file


def read_labeled(
    path: PathLike,
    *,
    hotpotqa: Mapping[str, Mapping[str, Any]] | None = None,
    labeled_only: bool = False,
) -> list[Sample]:
    """Read samples from a samples file, an episode file, or KnowAgent trajectories.

    The format is told from the first record: no ``steps`` → samples (design §3.1);
    ``steps`` and ``id`` → episodes (design §3.2), one ``real`` sample per step with an
    observation (:meth:`Episode.samples`, labels from the per-step ``label``); ``steps`` and
    ``hotpot_id`` → KnowAgent trajectories, labeled from ``hotpotqa`` records when given
    (:func:`knowagent_samples`). With ``labeled_only``, unlabeled samples are dropped.
    """
    fmt = _file_format(path)
    if fmt == "knowagent":
        out = knowagent_samples(path, hotpotqa or {}, labeled_only=False)
    elif fmt == "episodes":
        out = []
        for lineno, rec in iter_jsonl(path):
            ep = episode_from_dict(rec, path=str(path), line=lineno, strict=False)
            out.extend(s for _, s in ep.samples())
    else:
        out = [sample_from_dict(rec, path=str(path), line=n) for n, rec in iter_jsonl(path)]
    return [s for s in out if s.label is not None] if labeled_only else out


def default_corpus(
    data_dir: PathLike,
    *,
    test_size: float = 0.2,
    random_state: int = 0,
) -> tuple[list[Sample], list[Sample]]:
    """The ``(train, test)`` samples the shipped model was trained and evaluated on.

    ``data_dir`` holds ``hotpotqa/*.json``, ``fever/*.jsonl`` and
    ``trajectories/knowagent_hotpotqa_trajs.jsonl`` (the layout of the project's shared
    data). Equivalent to ``uselessdetect corpus hotpotqa|fever|knowagent … --test-size 0.2``
    followed by concatenating HotpotQA, FEVER and real samples in that order (models/README.md).
    """
    root = Path(data_dir)
    hp = sorted(str(p) for p in (root / "hotpotqa").glob("*.json"))
    fever = sorted(str(p) for p in (root / "fever").glob("*.jsonl"))
    trajs = root / "trajectories" / "knowagent_hotpotqa_trajs.jsonl"
    parts = [
        hotpotqa_samples(hp, random_state=random_state),
        fever_samples(fever, random_state=random_state),
        knowagent_samples(trajs, [root / "hotpotqa" / "knowagent_train500_trainsplit.json"]),
    ]
    train: list[Sample] = []
    test: list[Sample] = []
    for part in parts:
        a, b = split_by_question(part, test_size=test_size, random_state=random_state)
        train += a
        test += b
    return train, test
