"""The shape step's and novelty's short cuts give what the long way gives (issue 49's cost
target): earlier results given as text reuse the previous step's fingerprints, a result's
whole text is hashed from its items or lines where they hold it, flatten and listings read
only what their bounds let through, and JSON cut short is not parsed as a Python literal."""

from __future__ import annotations

import json
import random
import re
import threading
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

import pytest
from tests.test_shapes_verdicts import episodes

from uselessdetect.shapes import Seen, fingerprint, parse_result
from uselessdetect.shapes import _values as values
from uselessdetect.shapes._fingerprint import _norm, seen_of
from uselessdetect.shapes._text import (
    _bare_names,
    _blocks,
    _says_something,
    listing_items,
    table_rows,
)
from uselessdetect.shapes._values import MAX_DEPTH, MAX_ITEMS, flatten


def _state(seen: Seen) -> tuple[Any, ...]:
    return (list(seen._fps), seen._wholes, seen._items, seen._units, seen._failures)


def _walk(texts: list[str], window: int) -> None:
    """Each step's earlier results (the last ``window``) as ``score`` gives them: the shared
    ``seen_of`` answers exactly what a fresh ``Seen.of`` does."""
    for i in range(len(texts)):
        earlier = tuple(texts[max(0, i - window) : i])
        assert _state(seen_of(earlier)) == _state(Seen.of(earlier)), i


def test_seen_of_is_seen_of_along_a_growing_then_sliding_window() -> None:
    texts = [t for _, _, t in episodes()["mixed"]]  # acknowledgements included: they empty it
    _walk(texts, 100)


def test_seen_of_reuses_the_previous_step_and_rebuilds_what_is_no_extension() -> None:
    a, b, c, d = (f"{i}. page\n{i}. other page\n{i}. third page" for i in range(4))
    first = seen_of((a, b))
    assert seen_of((a, b, c)) is first  # one more result: added, not rebuilt
    # a window that dropped its oldest while shorter than 100 is a different Seen: `a` must
    # be forgotten, or a repeat of it would be called nothing new
    later = seen_of((b, c, d))
    assert later.repeats(fingerprint(a)) is None
    assert _state(later) == _state(Seen.of((b, c, d)))
    # the same texts as other objects: matched by identity only, so built afresh, and right
    copies = tuple("".join([t[:1], t[1:]]) for t in (a, b, c, d))
    assert _state(seen_of(copies)) == _state(Seen.of(copies))


def test_seen_of_slides_a_full_window_and_keeps_threads_apart() -> None:
    texts = [f"{i}. result {i}\n{i % 7}. shared line\nline {i}" for i in range(260)]
    errors: list[BaseException] = []

    def walk(xs: list[str]) -> None:
        try:
            _walk(xs, 100)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=walk, args=(texts,)) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors


def test_a_fingerprint_hashes_the_whole_text_as_the_long_way_does() -> None:
    """Where items or lines hold a result's text, its whole hash comes from them: it must be
    the hash of the whole normalised text (a listing, a command, prose, a record)."""
    kinds = set()
    for _, _, text in episodes()["kept"]:
        p = parse_result(text)
        kinds.add(p.kind)
        assert fingerprint(text).whole == hash(_norm(p.text[:20_000])), text[:80]
    long = "\n".join(f"line {i} of a long output" for i in range(300))
    cmd = f"<returncode>0</returncode>\n<output>\n{long}\n</output>"
    cut = "<returncode>1</returncode>\n<output>\nshort line\n" + "y" * 600 + " tail\n</output>"
    exact = "<returncode>1</returncode>\n<output>\nshort line\n" + "z" * 500 + "\n</output>"
    texts = (cmd, cut, exact, long, "A  sentence. Another  ONE!  A third?", "x" * 30_000)
    for text in texts:
        assert fingerprint(text).whole == hash(_norm(parse_result(text).text[:20_000]))
    assert {"listing", "record", "command", "prose", "table"} <= kinds


def _flatten_reference(value: Any) -> list[str]:
    """flatten as it was written first (one stack entry per node): the reference."""
    out: list[str] = []
    chars = nodes = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack and nodes < 2_000 and chars < 20_000:
        v, depth = stack.pop()
        nodes += 1
        if type(v) is str:
            if v:
                out.append(v[: 20_000 - chars])
                chars += len(v)
        elif isinstance(v, Mapping):
            if depth < MAX_DEPTH:
                stack.extend((x, depth + 1) for x in reversed(list(v.values())[:MAX_ITEMS]))
        elif isinstance(v, (list, tuple, set, frozenset)):
            if depth < MAX_DEPTH:
                stack.extend((x, depth + 1) for x in reversed(list(v)[:MAX_ITEMS]))
        elif v is not None:
            text = str(v)[: 20_000 - chars]
            out.append(text)
            chars += len(text)
    return out


def test_flatten_and_text_of_read_what_the_reference_reads() -> None:
    rng = random.Random(7)
    leaves = ["", "abc", "é" * 300, 1, 2.5, True, None, "y" * 9_000]

    def value(depth: int, budget: list[int]) -> Any:
        budget[0] -= 1
        r = rng.random()
        if budget[0] < 0 or depth > 11 or r < 0.5:
            return rng.choice(leaves)
        width = rng.choice([1, 2, 3, 60])
        if r < 0.75:
            return {f"k{i}": value(depth + 1, budget) for i in range(rng.randint(0, width))}
        if r < 0.9:
            return [value(depth + 1, budget) for _ in range(rng.randint(0, width))]
        return tuple(value(depth + 1, budget) for _ in range(rng.randint(0, 3)))

    for _ in range(1_500):
        v = value(0, [3_000])
        want = _flatten_reference(v)
        assert flatten(v) == want
        assert values._text_of(v) == " ".join(want)
    wide = {f"k{i}": "word " * 100 for i in range(50)}  # all strings, over 20,000 characters
    assert values._text_of(wide) == " ".join(_flatten_reference(wide))


@pytest.mark.parametrize(
    "value",
    [
        [{f"k{j}": j for j in range(50)} for _ in range(50)],  # 2,551 nodes: cut at 2,000
        [{"a": "x" * 7_000, "b": 3} for _ in range(3)],  # over 20,000 characters: cut
        {"a": {"n": 1, "s": ""}, "b": {"t": None, "f": False}, "c": {"x": 0.5}},
        [{"origin": "LAS", "price": 561}, {}, {"ok": True, "gone": None}],
        [{f"k{j}": "w" for j in range(51)}, {"a": "b"}],  # an object over 50 fields
        [{"a": 1}, {"b": [2]}],  # an object that is not flat
        [{"a": "b"}, OrderedDict(c="d")],  # a mapping that is not a dict
        ["a", 1, None, "", 2.0, True],
    ],
)
def test_text_of_an_object_of_scalars_or_a_list_of_them_is_what_flatten_reads(value: Any) -> None:
    """The one-pass readings of flat objects (a reservation's flights) keep flatten's
    bounds on nodes and characters, and leave out what it leaves out."""
    assert values._text_of(value) == " ".join(_flatten_reference(value))


@pytest.mark.parametrize(
    "text",
    [
        "id\tname\n1\tpen\n2\tink",  # tab-separated
        "|id|name|\n|1|pen|\n|2|ink|",  # a pipe table
        "id,name\n1,pen\n2,ink",  # CSV
        'id,user,text\n1,ann,"Hi, all"\n2,bo,"Yes, 27 April"',  # CSV that quotes its commas
        "NAME    READY   STATUS\nweb-1   1/1     Running\nweb-2   0/1     Error",  # aligned
        "NAME\tREADY STATUS\nweb-1\t1/1 Running\nweb-2\t0/1 Error",
    ],
)
def test_a_table_is_read_by_its_first_rows_delimiter_or_gap(text: str) -> None:
    """A text whose first row holds no delimiter, quoted comma or gap between columns is let
    go at once: each form of table still has one there."""
    assert table_rows(text.splitlines()) == text.splitlines()


@pytest.mark.parametrize(
    "value",
    [
        {"organic_results": [{"title": "A", "link": "https://a"}], "search_metadata": {"id": "1"}},
        {"search_metadata": {"id": "1"}, "organic_results": [{"title": "A", "link": "https://a"}]},
        {1: "a", "news_results": [{"title": "A", "link": "https://a"}]},  # a key not a string
    ],
)
def test_results_under_a_key_ending_in_results_are_found_wherever_the_key_is(value: Any) -> None:
    """The keys are looked through joined (in C) before they are walked: a key that ends in
    ``results`` is found first, last, or beside a key that is not a string."""
    assert parse_result(value).kind == "listing"


class _CountingMapping(Mapping[str, Any]):
    """A mapping that counts the keys it is walked through."""

    def __init__(self, n: int) -> None:
        self.n, self.walked = n, 0

    def __getitem__(self, key: str) -> Any:
        if key.startswith("field") and key[5:].isdecimal() and int(key[5:]) < self.n:
            return "a value"
        raise KeyError(key)

    def __iter__(self) -> Any:
        for i in range(self.n):
            self.walked += 1
            yield f"field{i}"

    def __len__(self) -> int:
        return self.n


def test_an_object_of_many_fields_is_looked_up_not_walked() -> None:
    """Whether an object holds an error's, a list's, a total's or a message's key is asked of
    the few keys, not of every field (an object of 200,000 fields)."""
    big = _CountingMapping(200_000)
    assert parse_result(big).kind == "record"
    assert big.walked <= 2 * MAX_ITEMS
    wide = [dict.fromkeys(map(str, range(100_000)), 1), {"a": 2}]  # objects over 50 values
    assert values._text_of(wide) == " ".join(_flatten_reference(wide))


def test_an_error_status_marks_an_object_of_at_most_six_fields() -> None:
    """A status code of 4xx or 5xx makes an error of a small object, not of a record that
    carries one among its data (the status test is not run on more fields)."""
    small = {"status": 404, "path": "/x", "a": 1, "b": 2, "c": 3, "d": 4}
    assert parse_result(small).kind == "error"
    assert parse_result({**small, "e": 5}).kind == "record"


_MARKER_REFERENCE = re.compile(r"^\s*(?:\d{1,3}[.)]\s+|[-*•]\s+|\[[^\]\n]{1,60}\]\s*)")


def test_an_item_says_something_as_marker_then_word_within_200_characters() -> None:
    """One match (the marker taken whole, then a word) reads what the two steps read: the
    marker's end, then a word in the 200 characters after it."""

    def reference(item: str) -> bool:
        m = _MARKER_REFERENCE.match(item)
        at = m.end() if m else 0
        return re.compile(r"[^\W_]{2,}").search(item, at, at + 200) is not None

    rng = random.Random(3)
    alphabet = ["1", "23", ".", ")", " ", "\n", "\t", "-", "*", "•", "[", "]", "a", "_", "é"]
    for _ in range(20_000):
        item = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10)))
        if rng.random() < 0.2:  # a word near the window's end
            item += " " * rng.randint(190, 205) + "ab"
        assert _says_something(item) == reference(item), repr(item)


_MARKERS_REFERENCE = re.compile(r"^[ \t]*(?:\d{1,3}[.)][ \t]+|[-*•][ \t]+|\[[^\]\n]{1,60}\])", re.M)


def _items_reference(text: str) -> list[str] | None:
    """listing_items' marker lines as first written: each marker line's start (``^``, re.M),
    the first 100 items up to the next start, the ones that say something."""
    starts = [m.start() for m in _MARKERS_REFERENCE.finditer(text)][:101]
    if len(starts) < 3:
        return None
    ends = [*starts[1:], len(text)]
    items = [text[a:b].strip()[:500] for a, b in zip(starts[:100], ends, strict=False)]
    said = [it for it in items if _says_something(it)][:50]
    return said if len(said) >= 2 else None


def test_a_listings_items_are_split_at_its_marker_lines_as_the_reference_finds_them() -> None:
    rng = random.Random(11)
    lines = [
        "1. Paris",
        "  2) Lyon page",
        "- a",
        "* ",
        "• Nice",
        "[B07XYZ]",
        "[Next >]",
        "prose",
        "",
        "  ",
        "\t- tab",
        "12.x",
        "[" + "x" * 61 + "] long",
        "-no space",
        "3.  \tgap",
    ]
    for _ in range(3_000):
        n = rng.choice([0, 2, 3, 5, 20, 99, 100, 101, 102, 130])
        text = "\n".join(rng.choice(lines) for _ in range(n))
        if n and rng.random() < 0.3:
            text = rng.choice(["Results:\n", "\n", " "]) + text
        want = _items_reference(text)  # else the blocks' or bare names' readings, as before
        assert listing_items(text) == (want or _blocks(text) or _bare_names(text)), text


def test_a_listing_of_many_items_ends_its_last_item_where_the_next_begins() -> None:
    """Only the first 100 items are looked at; the 100th still ends at the 101st's start."""
    silent = [f"{i}. ." for i in range(1, 99)]  # markers without a word: not items
    text = "\n".join([*silent, "99. Paris page", "100. Lyon page", "101. Nice page"])
    assert listing_items(text) == ["99. Paris page", "100. Lyon page"]


def test_json_cut_short_is_not_parsed_as_a_python_literal(monkeypatch) -> None:
    calls: list[int] = []
    real = values.ast.literal_eval

    def counting(text: str) -> Any:
        calls.append(len(text))
        return real(text)

    monkeypatch.setattr(values.ast, "literal_eval", counting)
    cut = json.dumps({"results": [{"title": "a page " * 20, "n": i} for i in range(2_000)]})
    for text in (cut[:150_000], cut[:5_000], '["an unterminated string'):
        assert values.load(text) == (None, False)
    assert calls == []
    assert values.load("{'a': (1, 2)}") == ({"a": (1, 2)}, True)  # a Python literal still is
    assert values.load('{"a": 1} and then a long remark ' + "x" * 400) == (None, False)
    assert len(calls) == 2
    p = parse_result(cut[:150_000] * 200)  # 30 MB of JSON: read 100,000 characters, cut
    assert p.kind == "record" and "read the first 100,000" in p.reason


@pytest.mark.parametrize(
    "result",
    [{"status": "²"}, '{"code": "²", "message": "x"}', {"status_code": "٤٠٤"}],
)
def test_odd_status_codes_are_read_not_raised_on(result: Any) -> None:
    p = parse_result(result)
    assert p.kind in ("record", "error", "acknowledgement")
