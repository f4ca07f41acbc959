"""Property-based (Hypothesis) I/O: hostile JSON, outputs that are not files, streamed inputs,
corrupt model files and records no writer may write — generated, across readers and commands.

* **Hostile JSON.** One record of a valid file gets, at a random place, a key twice, a
  ``NaN`` / ``Infinity`` / ``1e999``, an integer of thousands of digits, a lone surrogate or
  nesting thousands deep: every reader raises one :class:`InputError` naming the line and the
  field, and every command exits 1 with one ``Error:`` line and no output.
* **Targets.** ``-o`` onto a FIFO, ``/dev/null``, a link to a file, a FIFO or a new name, or a
  new folder: the command writes what it writes to a regular file, and the target keeps its
  kind (a FIFO stays a FIFO, a link stays a link).
* **Streams.** Input through ``-``, a FIFO or ``/dev/stdin`` on a real pipe, plain or gzip:
  the output equals the output of the same command on a regular file.
* **Models.** Truncated, flipped, "PK"-prefixed and random model files, and cards with fields
  of random types: :func:`load_model` returns arrays or raises :class:`ModelIntegrityError`,
  nothing else.
* **Writers.** Random records (with ``NaN``, surrogates, objects, huge integers): written and
  read back equal, or refused with :class:`InputError` leaving no file.
"""

from __future__ import annotations

import gzip
import io
import json
import math
import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from tests.test_hypothesis_inputs import MAKERS, READERS, hotpot, trajectory
from tests.test_robust_io import _pipe_on_fd

from uselessdetect import Episode, Step
from uselessdetect.cli import main
from uselessdetect.exceptions import InputError, ModelIntegrityError
from uselessdetect.io import FORMAT_VERSION, file_sha256, iter_jsonl, load_model, write_jsonl
from uselessdetect.io import _files as files_mod

SETTINGS = settings(
    max_examples=15,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
POSIX = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")


def fresh_streams() -> None:
    """Forget streams read by an earlier example (the registry is per process)."""
    files_mod._STREAMED.clear()
    files_mod._SPOOLS.clear()


# ------------------------------------------------------------------ hostile JSON
HOSTILE = ["dup", "nan", "infinity", "-infinity", "1e999", "hugeint", "surrogate", "deep"]


def _nodes(obj: Any, path: str = "") -> list[tuple[str, Any]]:
    """Every (path, value) below the root, paths spelt as the errors spell them."""
    out: list[tuple[str, Any]] = []
    items = obj.items() if isinstance(obj, dict) else enumerate(obj)
    for key, value in items:
        here = f"{path}[{key}]" if isinstance(key, int) else (f"{path}.{key}" if path else key)
        out.append((here, value))
        if isinstance(value, (dict, list)):
            out.extend(_nodes(value, here))
    return out


def _render(obj: Any, path: str, target: str, text: str, dup: bool) -> str:
    """JSON of ``obj`` with the node at ``target`` written as ``text`` (or, with ``dup``,
    the object at ``target`` with its first key written twice)."""
    if path == target and not dup:
        return text
    if isinstance(obj, dict):
        parts = []
        for key, value in obj.items():
            here = f"{path}.{key}" if path else key
            parts.append(f"{json.dumps(key)}: {_render(value, here, target, text, dup)}")
        if dup and path == target:
            key = next(iter(obj))
            parts.append(f"{json.dumps(key)}: {json.dumps(obj[key])}")
        return "{" + ", ".join(parts) + "}"
    if isinstance(obj, list):
        return (
            "["
            + ", ".join(_render(v, f"{path}[{i}]", target, text, dup) for i, v in enumerate(obj))
            + "]"
        )
    return json.dumps(obj)


@st.composite
def hostile_file(draw: st.DrawFn, kind: str) -> tuple[bytes, int, str | None, str]:
    """JSON Lines of ``kind`` with one hostile record: ``(bytes, line, field, what)``."""
    n = draw(st.integers(2, 5))
    recs = [MAKERS[kind](i) for i in range(n)]
    at = draw(st.integers(0, n - 1))
    what = draw(st.sampled_from(HOSTILE))
    if what == "dup":
        places = [p for p, v in _nodes(recs[at]) if isinstance(v, dict) and v] + [""]
        target = draw(st.sampled_from(places))
        obj = recs[at] if target == "" else dict(_nodes(recs[at]))[target]
        field: str | None = (f"{target}." if target else "") + next(iter(obj))
        text = _render(recs[at], "", target, "", dup=True)
    else:
        target = draw(st.sampled_from([p for p, _ in _nodes(recs[at])]))
        value = {
            "nan": "NaN",
            "infinity": "Infinity",
            "-infinity": "-Infinity",
            "1e999": draw(st.sampled_from(["1e999", "-2.5e400", "1E+309"])),
            "hugeint": "-" * draw(st.integers(0, 1)) + "9" * draw(st.integers(4301, 6000)),
            "surrogate": json.dumps(draw(st.text(max_size=5)))[:-1]
            + f'\\u{draw(st.integers(0xD800, 0xDFFF)):04x}"',
            "deep": "[" * (d := draw(st.integers(50_000, 100_000))) + "]" * d,
        }[what]
        field = None if what == "deep" else target
        text = _render(recs[at], "", target, value, dup=False)
    lines = [json.dumps(r) for r in recs]
    lines[at] = text
    return ("\n".join(lines) + "\n").encode(), at + 1, field, what


@pytest.mark.parametrize("kind", sorted(READERS))
@SETTINGS
@given(data=st.data())
def test_hostile_json_is_one_input_error_naming_line_and_field(
    tmp_path_factory: pytest.TempPathFactory, kind: str, data: st.DataObject
) -> None:
    raw, line, field, what = data.draw(hostile_file(kind))
    path = tmp_path_factory.mktemp(kind) / "in.jsonl"
    path.write_bytes(raw)
    with pytest.raises(InputError) as err:
        READERS[kind](path)
    assert err.value.line == line and str(path) in str(err.value), (what, err.value)
    assert err.value.field == field, (what, err.value)


CLI_CASES = [
    ("episodes", ["score", "-d", "lexical", "{f}", "-o", "{out}"]),
    ("episodes", ["analyze", "{f}", "-d", "oracle", "--json"]),
    ("episodes", ["fit-k", "{f}"]),
    ("episodes", ["compare", "{f}", "{f}"]),
    ("samples", ["evaluate", "{f}", "-d", "lexical"]),
    ("samples", ["judge-prompt", "{f}"]),
    ("samples", ["train", "{f}", "-o", "{out}.npz", "--renderings", "0"]),
    ("knowagent", ["import", "knowagent", "{f}", "-o", "{out}"]),
    ("hotpotqa", ["corpus", "hotpotqa", "{f}", "-o", "{out}"]),
    ("hotpotqa", ["simulate", "{f}", "--regimes", "clean", "-o", "{out}"]),
    ("fever", ["corpus", "fever", "{f}", "-o", "{out}"]),
]


@settings(SETTINGS, max_examples=40)
@given(case=st.sampled_from(CLI_CASES), data=st.data())
def test_hostile_json_fails_every_command_cleanly(
    tmp_path_factory: pytest.TempPathFactory, case: tuple[str, list[str]], data: st.DataObject
) -> None:
    kind, cmd = case
    raw, line, field, what = data.draw(hostile_file(kind))
    tmp = tmp_path_factory.mktemp("cli")
    path = tmp / "in.jsonl"
    path.write_bytes(raw)
    before = sorted(p.name for p in tmp.iterdir())
    res = CliRunner().invoke(main, [a.format(f=path, out=tmp / "out.jsonl") for a in cmd])
    assert res.exit_code == 1, (cmd, what, res.output)
    errors = [x for x in res.stderr.splitlines() if x.startswith("Error:")]
    assert len(errors) == 1 and "Traceback" not in res.output, res.output
    assert f"{path}:{line}:" in errors[0], (errors[0], line)
    if field is not None:
        assert f"field `{field}`" in errors[0], (errors[0], field)
    assert sorted(p.name for p in tmp.iterdir()) == before  # no output, no .part file


# ------------------------------------------------------------------ non-regular targets
TARGETS = ["fifo", "dev_null", "link_to_file", "link_to_fifo", "link_to_new", "new_folder"]
PRODUCERS: dict[str, Callable[[Path, str], list[str]]] = {
    "score": lambda d, out: ["score", "-d", "lexical", str(d / "eps.jsonl"), "-o", out],
    "import": lambda d, out: ["import", "knowagent", str(d / "t.jsonl"), "-o", out],
    "simulate": lambda d, out: ["simulate", "--limit", "2", "--regimes", "clean", "-o", out],
    "corpus": lambda d, out: ["corpus", "hotpotqa", str(d / "hp.jsonl"), "-o", out],
}


def _inputs(d: Path) -> None:
    (d / "eps.jsonl").write_bytes(b"".join(json.dumps(MAKERS["episodes"](i)).encode() + b"\n"
                                           for i in range(8)))  # fmt: skip
    (d / "t.jsonl").write_text("".join(json.dumps(trajectory(i)) + "\n" for i in range(8)))
    (d / "hp.jsonl").write_text("".join(json.dumps(hotpot(i)) + "\n" for i in range(8)))


@POSIX
@SETTINGS
@given(target=st.sampled_from(TARGETS), command=st.sampled_from(sorted(PRODUCERS)))
def test_an_output_target_keeps_its_kind_and_gets_the_file_output(
    tmp_path_factory: pytest.TempPathFactory, target: str, command: str
) -> None:
    assume(target != "dev_null" or os.path.exists("/dev/null"))
    d = tmp_path_factory.mktemp("t")
    _inputs(d)
    ref = d / "reference.jsonl"
    assert CliRunner().invoke(main, PRODUCERS[command](d, str(ref))).exit_code == 0
    fifo = d / "f.fifo"
    got: list[bytes] = []
    reader = None
    if target in ("fifo", "link_to_fifo"):
        os.mkfifo(fifo)

        def drain() -> None:
            with open(fifo, "rb") as fh:
                got.append(fh.read())

        reader = threading.Thread(target=drain, daemon=True)
        reader.start()
    out = {
        "fifo": fifo,
        "dev_null": Path("/dev/null"),
        "link_to_file": d / "link",
        "link_to_fifo": d / "link",
        "link_to_new": d / "link",
        "new_folder": d / "a" / "b" / "out.jsonl",
    }[target]
    if target == "link_to_file":
        (d / "real.jsonl").write_text("old\n")
        out.symlink_to(d / "real.jsonl")
    elif target == "link_to_fifo":
        out.symlink_to(fifo)
    elif target == "link_to_new":
        out.symlink_to(d / "later.jsonl")
    kind_before = os.lstat(out).st_mode if out.exists() or out.is_symlink() else None
    res = CliRunner().invoke(main, PRODUCERS[command](d, str(out)))
    if reader is not None:
        reader.join(30)
    assert res.exit_code == 0, res.output
    if kind_before is not None:
        assert stat.S_IFMT(os.lstat(out).st_mode) == stat.S_IFMT(kind_before)  # same kind
    written = {
        "fifo": lambda: got[0],
        "link_to_fifo": lambda: got[0],
        "link_to_file": lambda: (d / "real.jsonl").read_bytes(),
        "link_to_new": lambda: (d / "later.jsonl").read_bytes(),
        "new_folder": lambda: out.read_bytes(),
    }
    if target in written:
        assert written[target]() == ref.read_bytes()
    assert not [p for p in d.rglob(".*.part")]


# ------------------------------------------------------------------ streamed inputs
@POSIX
@SETTINGS
@given(
    n=st.integers(1, 40),
    pad=st.integers(0, 600),
    compress=st.booleans(),
    channel=st.sampled_from(["-", "fifo", "dev_stdin"]),
    command=st.sampled_from(["score", "import"]),
)
def test_a_streamed_input_gives_the_file_output(
    tmp_path_factory: pytest.TempPathFactory,
    n: int,
    pad: int,
    compress: bool,
    channel: str,
    command: str,
) -> None:
    assume(channel != "dev_stdin" or os.path.exists("/dev/stdin"))
    fresh_streams()
    d = tmp_path_factory.mktemp("s")
    make = MAKERS["episodes"] if command == "score" else trajectory
    rows = [make(i) | {"note": "p" * pad} for i in range(n)]
    data = "".join(json.dumps(r) + "\n" for r in rows).encode()
    payload = gzip.compress(data) if compress else data
    src = d / "in.jsonl"
    src.write_bytes(payload)

    def run(name: str, out: Path, **kw: Any) -> Any:
        args = (["score", "-d", "lexical", name] if command == "score"
                else ["import", "knowagent", name])  # fmt: skip
        return CliRunner().invoke(main, [*args, "-o", str(out)], **kw)

    ref = run(str(src), d / "ref.jsonl")
    assert ref.exit_code == 0, ref.output
    out = d / "out.jsonl"
    if channel == "-":
        res = run("-", out, input=payload)
    elif channel == "fifo":
        fifo = d / "in.fifo"
        os.mkfifo(fifo)

        def feed() -> None:
            with open(fifo, "wb") as fh:
                fh.write(payload)

        writer = threading.Thread(target=feed, daemon=True)
        writer.start()
        res = run(str(fifo), out)
        writer.join(30)
    else:
        with _pipe_on_fd(0, payload):
            res = run("/dev/stdin", out)
    assert res.exit_code == 0, res.output
    assert out.read_bytes() == (d / "ref.jsonl").read_bytes()


# ------------------------------------------------------------------ corrupt models
def _npz(**arrays: Any) -> bytes:
    buf = io.BytesIO()
    np.savez_compressed(buf, **arrays)
    return buf.getvalue()


ORIGINAL = {"a": np.arange(200.0), "b": np.array([1, 2, 3]), "s": np.array(["x", "yy"])}
GOOD = _npz(**ORIGINAL)


def _containers(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    _containers,
    max_leaves=6,
)  # fmt: skip


@st.composite
def corrupt_model(draw: st.DrawFn) -> tuple[bytes, dict[str, Any]]:
    how = draw(st.sampled_from(["truncate", "flip", "pk", "random", "empty", "nan", "card"]))
    data = GOOD
    if how == "truncate":
        data = GOOD[: draw(st.integers(0, len(GOOD) - 1))]
    elif how == "flip":
        at = draw(st.integers(0, len(GOOD) - 1))
        data = GOOD[:at] + bytes([GOOD[at] ^ draw(st.integers(1, 255))]) + GOOD[at + 1 :]
    elif how == "pk":
        data = b"PK" + draw(st.binary(max_size=2000))
    elif how == "random":
        data = draw(st.binary(max_size=2000))
    elif how == "empty":
        data = b""
    elif how == "nan":
        data = _npz(a=np.array([1.0, math.nan]))
    card: dict[str, Any] = {}
    if how == "card":
        key = draw(st.sampled_from(["versions", "detector", "params", "cutoff", "features"]))
        card[key] = draw(json_values)
    return data, card


@settings(SETTINGS, max_examples=60)
@given(model=corrupt_model())
def test_a_corrupt_model_is_a_model_integrity_error_or_loads(
    tmp_path_factory: pytest.TempPathFactory, model: tuple[bytes, dict[str, Any]]
) -> None:
    data, extra = model
    d = tmp_path_factory.mktemp("m")
    path = d / "m.npz"
    path.write_bytes(data)
    card = {"format_version": FORMAT_VERSION, "model_sha256": file_sha256(path)} | extra
    (d / "m.card.json").write_text(json.dumps(card))
    try:
        arrays, _ = load_model(path)
    except ModelIntegrityError:
        return
    # what loads is the intact data (a flipped bit in unused zip metadata changes nothing;
    # the members' CRC-32 refuses any change to the arrays)
    assert sorted(arrays) == sorted(ORIGINAL)
    for key, value in ORIGINAL.items():
        np.testing.assert_array_equal(arrays[key], value)


# ------------------------------------------------------------------ writers
class _Huge:
    """Stands for 10**5000 in drawn records (Hypothesis cannot print such an integer)."""

    def __repr__(self) -> str:
        return "10**5000"


def _real(value: Any) -> Any:
    if isinstance(value, _Huge):
        return 10**5000
    if isinstance(value, dict):
        return {k: _real(v) for k, v in value.items()}
    return [_real(v) for v in value] if isinstance(value, list) else value


hostile_values = st.recursive(
    st.none() | st.booleans() | st.floats() | st.text(max_size=4)
    | st.sampled_from(["\ud800", "a\udfffb", _Huge(), object(), b"bytes"]) | st.integers(),
    _containers,
    max_leaves=8,
)  # fmt: skip


@settings(SETTINGS, max_examples=60)
@given(records=st.lists(st.dictionaries(st.text(max_size=4), hostile_values, max_size=4),
                        min_size=1, max_size=4))  # fmt: skip
def test_written_records_read_back_equal_or_nothing_is_written(
    tmp_path_factory: pytest.TempPathFactory, records: list[dict[str, Any]]
) -> None:
    records = _real(records)
    d = tmp_path_factory.mktemp("w")
    out = d / "o.jsonl"
    try:
        n = write_jsonl(out, records)
    except InputError as err:
        assert err.path == str(out) and err.field is not None or "record" in err.message
        assert list(d.iterdir()) == []
        return
    assert n == len(records)
    assert [obj for _, obj in iter_jsonl(out)] == records


@settings(SETTINGS, max_examples=40)
@given(
    raw=st.dictionaries(st.sampled_from(["budget", "correct", "regime", "recovery", "x"]),
                        json_values, max_size=3),
    step_raw=st.dictionaries(st.sampled_from(["label", "judgments", "observation", "y"]),
                             json_values, max_size=2),
)  # fmt: skip
def test_an_episode_is_written_only_if_its_reader_takes_it_back(
    tmp_path_factory: pytest.TempPathFactory, raw: dict[str, Any], step_raw: dict[str, Any]
) -> None:
    from uselessdetect.io import read_episodes

    ep = Episode(id="e", question="q", steps=[Step(action="search", raw=step_raw)], raw=raw)
    d = tmp_path_factory.mktemp("e")
    out = d / "o.jsonl"
    try:
        write_jsonl(out, [ep])
    except InputError:
        assert list(d.iterdir()) == []
        return
    back = list(read_episodes(out, strict=False))
    assert [e.to_dict() for e in back] == [ep.to_dict()]
