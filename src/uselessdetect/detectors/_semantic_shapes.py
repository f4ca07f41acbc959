"""How ``semantic`` reads a result's shape: the texts its cross-encoder scores, and the rule that
makes one score of them.

Every result is read by :func:`uselessdetect.shapes.parse_result` first, then:

* **prose** (a page, a passage): the observation itself, as it always was: one pair, the same
  text and the same truncation (:mod:`._semantic_text`), so a page's score does not move;
  prose unwrapped from an envelope (an MCP ``content`` list, JSON text inside JSON) is read
  as the text inside;
* **listing** (search results, ids or titles, a table of contents, product lists): item by
  item (each under the listing's title line, where a text listing opens with one), at most
  ``max_items`` items (the first ones: search tools rank), each item cut as a page is; its
  score is its **most useful item's** (the minimum P(useless)): a listing is
  useful when one item leads toward what the question needs. A listing of names (page
  titles, a table of contents, ids: items of at most four content words; see
  :func:`~uselessdetect.detectors._default.name_list`) that the model finds no item of useful
  gets no verdict (``NaN``, in :meth:`SemanticDetector._scores`): the model reads pages, and a
  name alone is no evidence that a source failed;
* **table** (SQL rows, CSV): row by row like a listing, each row read under the table's first
  row (its header, where it has one), so that a row's values keep their column names;
* **record** (a JSON object, a Python literal): one text of ``key: value`` fields, so the
  model reads which field holds what;
* **command output**: the output, without its return-code wrapping, as one text;
* **error or empty** (an exception, "No results", ``[]``, ``{"error": …}``): 1 (useless)
  without the model;
* **acknowledgement** (``ok``, "created", a command that succeeded without output): ``NaN``:
  no verdict (an action's receipt is not evidence that a source failed), as ``default``
  does; but a plain text of more than :data:`RECEIPT_WORDS` words is read as prose (the
  shape step calls a short page that says "successful" a receipt).

Each result's texts are run together, in one onnxruntime call (see
:meth:`SemanticDetector._raw_scores`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import numpy as np

from .._types import Sample
from ..failures import is_failure_message
from ..shapes import parse_result
from ._semantic_text import ask_text, result_text

__all__ = ["MAX_ITEMS", "RECEIPT_WORDS", "batches", "needs_model", "pairs_of", "texts_of"]

#: Items of a listing (rows of a table) the cross-encoder reads by default: the first ones.
MAX_ITEMS = 20
#: Words of the longest plain-text acknowledgement read as a receipt (no verdict); a longer
#: one is read as prose: a receipt says what was done in a few words ("You have clicked
#: red."). The shape step once called a short page that says "successful", "completed" or
#: "updated" an acknowledgement (10 of the 2,044 held-out pages, 25 to 53 words); it now asks
#: for a receipt's shape, and this rule stays as the figures of record were measured with it.
RECEIPT_WORDS = 12
_TEXT_RECEIPT = "reports an action done"
#: The longest line read as a listing's preamble (its title line, repeated before each item).
PREAMBLE_CHARS = 200
#: Characters of a prose result compared with the text the shape step read, to tell a page
#: read as it came from prose unwrapped from JSON.
_SAME_HEAD = 2048


def _prose_text(observation: str, text: str) -> str:
    """The observation itself where the shape step read it as it is (byte-identical pages)."""
    head = text[:_SAME_HEAD]
    window = observation[: 4 * _SAME_HEAD].lstrip()  # not a copy of a 20 MB result
    return observation if window[: len(head)] == head else text


def _preamble(text: str, items: tuple[str, ...]) -> str:
    """The line a text listing opens with before its first item ('Sections of "Creed":'),
    with a line break, else ``""``: each item is read under it, as a row under its header."""
    at = text.find(items[0][:40]) if items else -1
    head = text[:at].strip() if at > 0 else ""
    return f"{head}\n" if head and len(head) <= PREAMBLE_CHARS and "\n" not in head else ""


def texts_of(sample: Sample, max_items: int = MAX_ITEMS) -> list[str] | float:
    """The texts to score for ``sample`` (their minimum score is its score), or its score when
    no text needs the model: 1.0 for an error or empty result, ``NaN`` for an acknowledgement.

    Examples
    --------
    >>> q = "Which band did the Creed singer found?"
    >>> texts_of(Sample(q, "1. Creed (band)\\n2. Creed (film)\\n3. Apostles' Creed"))
    ['1. Creed (band)', '2. Creed (film)', "3. Apostles' Creed"]
    >>> texts_of(Sample(q, 'Sections of "Creed (band)":\\n1. History\\n2. Members\\n3. Tours'))
    ... # doctest: +NORMALIZE_WHITESPACE
    ['Sections of "Creed (band)":\\n1. History', 'Sections of "Creed (band)":\\n2. Members',
     'Sections of "Creed (band)":\\n3. Tours']
    >>> texts_of(Sample(q, '{"status": "ok"}')), texts_of(Sample(q, "[]"))
    (nan, 1.0)
    >>> texts_of(Sample(q, "band,year,city\\nCreed,1994,Tallahassee\\nAlter Bridge,2004,Orlando"))
    ... # doctest: +NORMALIZE_WHITESPACE
    ['band,year,city\\nCreed,1994,Tallahassee',
     'band,year,city\\nAlter Bridge,2004,Orlando']
    >>> texts_of(Sample(q, '{"name": "Creed", "founded": 1994}'))
    ['name: Creed; founded: 1994']
    """
    parsed = parse_result(sample.observation)
    kind = parsed.kind
    if kind == "acknowledgement":
        if parsed.reason != _TEXT_RECEIPT or len(parsed.text.split()) <= RECEIPT_WORDS:
            return float("nan")
        kind = "prose"  # a page that says "successful" or "Updated" is read as a page
    if kind == "error":
        return 1.0
    if kind == "prose":
        return [_prose_text(sample.observation, parsed.text)]
    if kind == "listing":
        head = _preamble(parsed.text, parsed.items)
        texts = [f"{head}{t}" for t in parsed.items[:max_items] if t.strip()]
    elif kind == "table" and "delimited" in parsed.reason and len(parsed.items) > 1:
        head, *rows = parsed.items  # CSV / TSV / pipe text: the first row names the columns
        texts = [f"{head}\n{r}" for r in rows[:max_items] if r.strip()]
    elif kind == "table":  # rows of a JSON list
        texts = list(parsed.items[:max_items])
    elif kind == "record" and parsed.items:
        texts = ["; ".join(parsed.items)]
    else:  # a command's output, a record read as its values
        texts = [parsed.text]
    texts = [t for t in texts if t.strip()]
    return texts if texts else 1.0


def needs_model(text: str) -> bool:
    """Empty, whitespace-only and tool-failure texts are useless without asking the model."""
    head = text[:4096]
    if not head.strip():
        return bool(text.strip())  # megabytes of whitespace, then text: still ask
    return not is_failure_message(head) if len(text) <= 4096 else True


def pairs_of(sample: Sample, max_items: int, max_length: int) -> list[tuple[str, str]] | float:
    """The ``(ask, result)`` pairs the model scores for ``sample``, or its score without them
    (1.0: an error, an empty result, a failure message; ``NaN``: an acknowledgement)."""
    texts = texts_of(sample, max_items)
    if isinstance(texts, float):
        return texts
    ask = ask_text(sample.question, sample.query, sample.thought)
    pairs = [(ask, result_text(t, max_length)) for t in texts if needs_model(t)]
    return pairs if pairs else 1.0


def batches(
    lengths: Sequence[int], sizes: Sequence[int], batch_size: int
) -> Iterator[tuple[list[tuple[int, tuple[int, int]]], list[int]]]:
    """Calls for many results' pairs: ``batch_size`` results per call, results sorted by their
    longest pair (stable), a result's pairs never split.

    ``lengths`` are the pairs' token counts, results' pairs in order; ``sizes`` the pairs per
    result. Yields ``(part, rows)``: per result of the call its index and its rows' span in
    the call's output, and the rows (pair indices) the call runs.

    Examples
    --------
    >>> [rows for _, rows in batches([9, 3, 4, 5], [1, 2, 1], 2)]
    [[1, 2, 3], [0]]
    """
    bounds = np.cumsum([0, *sizes])
    longest = [max(lengths[a:b]) for a, b in zip(bounds[:-1], bounds[1:], strict=True)]
    order = np.argsort(longest, kind="stable")
    for k in range(0, len(order), int(batch_size)):
        part: list[tuple[int, tuple[int, int]]] = []
        rows: list[int] = []
        for u in order[k : k + int(batch_size)]:
            a, b = int(bounds[u]), int(bounds[u + 1])
            part.append((int(u), (len(rows), len(rows) + b - a)))
            rows.extend(range(a, b))
        yield part, rows
