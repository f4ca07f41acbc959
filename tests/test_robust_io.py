"""Issue 22 (I/O): outputs that are not regular files, streamed inputs, outputs committed
together, writers that validate, strict JSON, hostile files and models, errors that name the file.
"""

from __future__ import annotations

import contextlib
import errno
import gzip
import io
import json
import os
import stat
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner

from uselessdetect import Episode, Sample, Step
from uselessdetect.cli import main
from uselessdetect.cli._common import os_error_message
from uselessdetect.exceptions import (
    ConfigurationError,
    InputError,
    ModelIntegrityError,
)
from uselessdetect.io import _files as files_mod
from uselessdetect.io import (
    atomic_writers,
    load_hotpotqa,
    load_model,
    output_target,
    read_card,
    read_episodes,
    read_knowagent,
    read_samples,
    save_arrays,
    write_jsonl,
)

POSIX = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")
CLI = [sys.executable, "-c", "from uselessdetect.cli import main; main()"]


def trajectory(i: int, **over: Any) -> dict[str, Any]:
    rec = {
        "question": f"Which band did singer {i} form? " + "x" * 200,
        "hotpot_id": f"h{i}",
        "correct": False,
        "steps": [
            {"thought": "t", "action": f"Search[Singer {i}]", "observation": "Could not find."},
            {"thought": "t", "action": "Finish[x]", "observation": "Answer is INCORRECT"},
        ],
    }
    return rec | over


def episode(i: int) -> dict[str, Any]:
    steps = [
        {"action": "search", "input": f"x{i}", "observation": "Could not find it.", "label": 1},
        {"action": "search", "input": f"y{i}", "observation": f"Page {i}: text.", "label": 0},
        {"action": "finish", "input": "a"},
    ]
    return {"id": f"e{i}", "question": f"Q{i}? " + "y" * 300, "steps": steps}


def lines(rows: list[dict[str, Any]]) -> bytes:
    return "".join(json.dumps(r) + "\n" for r in rows).encode()


def invoke(*args: str, **kw: Any) -> Any:
    return CliRunner().invoke(main, list(args), **kw)


def errors(res: Any) -> list[str]:
    return [x for x in res.stderr.splitlines() if x.startswith("Error:")]


@pytest.fixture(autouse=True)
def _fresh_streams(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts with no stream read yet (the registry is per process)."""
    monkeypatch.setattr(files_mod, "_SPOOLS", {})
    monkeypatch.setattr(files_mod, "_STREAMED", set())


def _fifo_reader(path: Path) -> tuple[threading.Thread, list[bytes]]:
    got: list[bytes] = []

    def read() -> None:
        with open(path, "rb") as fh:
            got.append(fh.read())

    t = threading.Thread(target=read, daemon=True)
    t.start()
    return t, got


def _fifo_writer(path: Path, data: bytes) -> threading.Thread:
    def write() -> None:
        with open(path, "wb") as fh:
            fh.write(data)

    t = threading.Thread(target=write, daemon=True)
    t.start()
    return t


# ----------------------------------------------------------- 1: outputs that are not files
def _commands(tmp: Path, out: str) -> dict[str, list[str]]:
    eps = tmp / "eps.jsonl"
    eps.write_bytes(lines([episode(i) for i in range(20)]))
    trajs = tmp / "t.jsonl"
    trajs.write_bytes(lines([trajectory(i) for i in range(20)]))
    return {
        "score": ["score", "-d", "lexical", str(eps), "-o", out],
        "import": ["import", "knowagent", str(trajs), "-o", out],
        "simulate": ["simulate", "--limit", "2", "--regimes", "clean", "-o", out],
        "corpus": ["corpus", "knowagent", str(trajs), "--hotpotqa", str(tmp / "hp.json"),
                   "--allow-unmatched", "-o", out],
    }  # fmt: skip


@POSIX
@pytest.mark.parametrize("command", ["score", "import", "simulate"])
def test_1_a_fifo_output_is_streamed_into_never_replaced(tmp_path: Path, command: str) -> None:
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    reader, got = _fifo_reader(fifo)
    res = invoke(*_commands(tmp_path, str(fifo))[command])
    reader.join(30)
    assert res.exit_code == 0, res.output
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)  # still a FIFO
    out = got[0].decode().splitlines()
    assert out and all(json.loads(x) for x in out)
    assert not list(tmp_path.glob(".out.fifo*"))


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="needs /dev/null")
@pytest.mark.parametrize("command", ["score", "import", "simulate"])
def test_1_dev_null_is_written_as_a_device(tmp_path: Path, command: str) -> None:
    before = os.stat("/dev/null")
    res = invoke(*_commands(tmp_path, "/dev/null")[command])
    assert res.exit_code == 0, res.output
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_ino == before.st_ino
    assert ".part" not in res.output


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")
@pytest.mark.parametrize("command", ["score", "import", "simulate"])
def test_1_11_dev_full_fails_naming_the_device_and_stays_a_device(
    tmp_path: Path, command: str
) -> None:
    res = invoke(*_commands(tmp_path, "/dev/full")[command])
    assert res.exit_code == 1
    assert errors(res) == ["Error: /dev/full: cannot write (No space left on device)"]
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


def test_1_a_link_to_a_file_writes_the_target_and_keeps_the_link(tmp_path: Path) -> None:
    target = tmp_path / "real" / "scored.jsonl"
    target.parent.mkdir()
    target.write_text("old\n")
    link = tmp_path / "link.jsonl"
    link.symlink_to(target)
    res = invoke(*_commands(tmp_path, str(link))["score"])
    assert res.exit_code == 0, res.output
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert len(target.read_text().splitlines()) == 20
    assert sorted(p.name for p in target.parent.iterdir()) == ["scored.jsonl"]


@contextlib.contextmanager
def _pipe_on_fd(fd: int, data: bytes | None = None) -> Iterator[list[bytes]]:
    """Put a real pipe on file descriptor ``fd`` for the block (its other end fed with
    ``data``, or read into the yielded list), then restore ``fd``."""
    saved = os.dup(fd)
    r, w = os.pipe()
    got: list[bytes] = []
    if data is not None:  # fd reads the pipe; a thread writes into it
        os.dup2(r, fd)
        os.close(r)

        def feed() -> None:
            with os.fdopen(w, "wb") as fh:
                fh.write(data)

        t = threading.Thread(target=feed, daemon=True)
    else:  # fd writes the pipe; a thread drains it
        os.dup2(w, fd)
        os.close(w)

        def drain() -> None:
            with os.fdopen(r, "rb") as fh:
                got.append(fh.read())

        t = threading.Thread(target=drain, daemon=True)
    t.start()
    try:
        yield got
    finally:
        os.dup2(saved, fd)  # closes our end of the pipe on fd: the drain sees EOF
        os.close(saved)
        t.join(30)


@pytest.mark.skipif(not os.path.exists("/proc/self/fd/1"), reason="needs /proc (Linux)")
def test_1_a_link_to_proc_self_fd_1_writes_stdout(tmp_path: Path) -> None:
    link = tmp_path / "stdout.jsonl"
    link.symlink_to("/proc/self/fd/1")
    eps = tmp_path / "eps.jsonl"
    eps.write_bytes(lines([episode(i) for i in range(20)]))
    with _pipe_on_fd(1) as got:
        res = invoke("score", "-d", "lexical", str(eps), "-o", str(link))
    assert res.exit_code == 0, res.output
    assert link.is_symlink() and os.readlink(link) == "/proc/self/fd/1"
    assert [json.loads(x)["id"] for x in got[0].decode().splitlines()] == [
        f"e{i}" for i in range(20)
    ]


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="needs /dev/null")
def test_1_a_model_is_never_written_to_a_device(tmp_path: Path) -> None:
    data = tmp_path / "s.jsonl"
    rows = [{"question": f"Q{i}", "observation": "Could not find." if i % 2 else "A b.",
             "label": i % 2} for i in range(20)]  # fmt: skip
    data.write_bytes(lines(rows))
    res = invoke("train", str(data), "-o", "/dev/null", "--renderings", "0")
    assert res.exit_code == 1
    assert "/dev/null: is a device or FIFO; this output must be a regular file" in res.output
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_1_output_targets_are_classified(tmp_path: Path) -> None:
    assert output_target("-") == ("stdout", "-")
    assert output_target(tmp_path / "new" / "x.jsonl") == ("file", str(tmp_path / "new/x.jsonl"))
    (tmp_path / "real.jsonl").write_text("")
    (tmp_path / "ln").symlink_to(tmp_path / "real.jsonl")
    assert output_target(tmp_path / "ln") == ("file", str(tmp_path / "real.jsonl"))
    (tmp_path / "dangling").symlink_to(tmp_path / "later.jsonl")
    assert output_target(tmp_path / "dangling") == ("file", str(tmp_path / "later.jsonl"))
    with pytest.raises(InputError, match="is a directory"):
        output_target(tmp_path)
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "f")
        assert output_target(tmp_path / "f") == ("stream", str(tmp_path / "f"))
        with pytest.raises(InputError, match="must be a regular file"):
            output_target(tmp_path / "f", streams=False)
    if os.path.exists("/dev/stdout"):
        assert output_target("/dev/stdout")[0] == "stream"


# ----------------------------------------------------------- 2: pipes lose nothing
@pytest.mark.skipif(not os.path.exists("/dev/stdin"), reason="needs /dev/stdin")
@pytest.mark.parametrize("compress", [False, True])
def test_2_dev_stdin_on_a_real_pipe_loses_nothing(tmp_path: Path, compress: bool) -> None:
    data = lines([trajectory(i) for i in range(20)])
    assert len(data) > 4096  # more than the first read of a pipe
    out = tmp_path / "p.jsonl"
    with _pipe_on_fd(0, gzip.compress(data) if compress else data):
        res = invoke("import", "knowagent", "/dev/stdin", "-o", str(out))
    assert res.exit_code == 0, res.output
    assert [json.loads(x)["question"] for x in out.read_text().splitlines()] == [
        trajectory(i)["question"] for i in range(20)
    ]


@POSIX
def test_2_a_fifo_input_loses_nothing(tmp_path: Path) -> None:
    data = lines([trajectory(i) for i in range(20)])
    fifo = tmp_path / "in.fifo"
    os.mkfifo(fifo)
    writer = _fifo_writer(fifo, data)
    out = tmp_path / "p.jsonl"
    res = invoke("import", "knowagent", str(fifo), "-o", str(out))
    writer.join(30)
    assert res.exit_code == 0, res.output
    assert len(out.read_text().splitlines()) == 20


def _stdin_cases(tmp: Path) -> list[tuple[list[str], bytes]]:
    eps = lines([episode(i) for i in range(30)])
    samples = lines([{"question": f"Q{i}", "observation": "Could not find." if i % 2 else "Ab.",
                      "label": i % 2} for i in range(30)])  # fmt: skip
    hp = json.dumps(
        [{"_id": f"h{i}", "question": f"Q{i}?", "answer": "a", "supporting_facts": [[f"P{i}", 0]],
          "context": [[f"P{i}", [f"P{i} is a page."]], [f"O{i}", ["Other."]]]} for i in range(8)]
    ).encode()  # fmt: skip
    return [
        (["score", "-d", "lexical", "-", "-o", str(tmp / "s.jsonl")], eps),
        (["analyze", "-", "-d", "oracle", "--json"], eps),
        (["fit-k", "-", "--json"], eps),
        (["evaluate", "-", "-d", "lexical", "--json"], samples),
        (["judge-prompt", "-"], samples),
        (["corpus", "hotpotqa", "-", "-o", str(tmp / "c.jsonl")], hp),
        (["simulate", "-", "--regimes", "clean", "--json"], hp),
        (["train", "-", "-o", str(tmp / "m.npz"), "--renderings", "0"], samples),
    ]


@pytest.mark.parametrize("case", range(8))
def test_2_dash_reads_standard_input_wherever_a_file_is_read(tmp_path: Path, case: int) -> None:
    args, data = _stdin_cases(tmp_path)[case]
    res = invoke(*args, input=data)
    assert res.exit_code == 0, (args, res.output)
    path = tmp_path / "from_file"
    path.write_bytes(data)
    files_mod._STREAMED.clear()
    files_mod._SPOOLS.clear()
    again = invoke(*[str(path) if a == "-" else a for a in args])
    assert again.exit_code == 0, again.output
    assert _untimed(res.stdout) == _untimed(again.stdout.replace(str(path), "-"))


def _untimed(text: str) -> Any:
    """A command's output without its timings (which differ run to run)."""
    try:
        obj = json.loads(text)
    except ValueError:
        return text

    def scrub(x: Any) -> Any:
        if isinstance(x, dict):
            return {k: scrub(v) for k, v in x.items() if "per_s" not in k and "second" not in k}
        return [scrub(v) for v in x] if isinstance(x, list) else x

    return scrub(obj)


def test_2_a_stream_read_twice_is_an_error_not_an_empty_file() -> None:
    data = lines([episode(i) for i in range(3)])
    res = invoke("compare", "-", "-", "--json", input=data)
    assert res.exit_code == 1
    assert "standard input was already read" in res.output


def test_2_a_stream_is_not_split_among_workers(tmp_path: Path) -> None:
    res = invoke("score", "-d", "lexical", "-", "-j", "2", input=lines([episode(0)]))
    assert res.exit_code == 1
    assert "<stdin>: standard input, a pipe or a device is read once" in res.output


# ----------------------------------------------------------- 3: outputs commit together
def test_3_corpus_writes_neither_output_when_one_cannot_be_written(tmp_path: Path) -> None:
    hp = tmp_path / "hp.json"
    hp.write_text(_stdin_cases(tmp_path)[5][1].decode())
    test_out = tmp_path / "test.jsonl"
    test_out.write_text("previous\n")
    blocked = tmp_path / "afile"
    blocked.write_text("")
    for output in (str(blocked / "out.jsonl"), "/dev/full"):
        if output == "/dev/full" and not os.path.exists(output):
            continue
        res = invoke(
            "corpus", "hotpotqa", str(hp), "-o", output, "--test-size", "0.3",
            "--test-out", str(test_out),
        )  # fmt: skip
        assert res.exit_code == 1, res.output
        assert len(errors(res)) == 1 and output.split("/")[-1] in errors(res)[0]
        assert test_out.read_text() == "previous\n"  # untouched
        assert sorted(p.name for p in tmp_path.iterdir()) == ["afile", "hp.json", "test.jsonl"]
    ok = invoke("corpus", "hotpotqa", str(hp), "-o", str(tmp_path / "o.jsonl"),
                "--test-size", "0.3", "--test-out", str(test_out))  # fmt: skip
    assert ok.exit_code == 0, ok.output
    assert test_out.read_text() != "previous\n" and (tmp_path / "o.jsonl").exists()


def test_3_a_failed_second_rename_puts_the_first_target_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text("old a\n")
    real = os.replace
    calls: list[str] = []

    def flaky(src: Any, dst: Any) -> None:
        calls.append(str(dst))
        if str(dst) == str(b):
            raise OSError(errno.EIO, "Input/output error")
        real(src, dst)

    monkeypatch.setattr(os, "replace", flaky)
    with pytest.raises(OSError, match="cannot write"), atomic_writers(a, b) as (fa, fb):
        fa.write("new a\n")
        fb.write("new b\n")
    assert a.read_text() == "old a\n" and not b.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.jsonl"]


# ----------------------------------------------------------- 5: writers validate
@pytest.mark.parametrize(
    ("over", "field"),
    [({"correct": "yes"}, "correct"), ({"steps": [{"thought": 1, "action": "Search[x]",
      "observation": "o"}]}, "steps[0].thought"), ({"budget": "x"}, "budget")],
)  # fmt: skip
def test_5_import_refuses_what_its_own_reader_would_reject(
    tmp_path: Path, over: dict[str, Any], field: str
) -> None:
    path = tmp_path / "t.jsonl"
    path.write_bytes(lines([trajectory(0), trajectory(1, **over)]))
    out = tmp_path / "o.jsonl"
    res = invoke("import", "knowagent", str(path), "-o", str(out))
    assert res.exit_code == 1
    assert errors(res)[0].startswith(f"Error: {path}:2: field `{field}`")
    assert not out.exists()


def test_5_write_jsonl_refuses_an_episode_its_reader_would_reject(tmp_path: Path) -> None:
    good = Episode(id="a", question="q", steps=[Step(action="finish")])
    bad = Episode(id="b", question="q", steps=[Step(action="finish")], raw={"budget": "x"})
    out = tmp_path / "o.jsonl"
    with pytest.raises(InputError) as err:
        write_jsonl(out, [good, bad])
    assert err.value.field == "budget" and "record 2 would not read back" in str(err.value)
    assert not out.exists() and list(tmp_path.iterdir()) == []
    bad_sample = Sample(question="q", observation="o", label=1)
    object.__setattr__(bad_sample, "label", 2)  # Sample(label=2) itself is refused
    with pytest.raises(InputError, match="record 1 would not read back"):
        write_jsonl(out, [bad_sample])
    assert write_jsonl(out, [good]) == 1
    assert [e.id for e in read_episodes(out)] == ["a"]


# ----------------------------------------------------------- 6: duplicates, non-finite
HOTPOT = {"_id": "h", "question": "Q?", "answer": "a", "supporting_facts": [], "context": []}


@pytest.mark.parametrize(
    ("reader", "text", "line", "field"),
    [
        ("samples", '{"question": "q", "observation": "o", "label": 1, "label": 0}', 1, "label"),
        ("episodes", '{"id": "a", "id": "b", "question": "q", "steps": []}', 1, "id"),
        ("episodes", '{"id": "a", "question": "q", "steps": [{"action": "s", "judgments": '
                     '{"l": {"verdict": "useless", "score": NaN}}}]}', 1,
         "steps[0].judgments.l.score"),
        ("episodes", '{"id": "a", "question": "q", "budget": Infinity, "steps": []}', 1,
         "budget"),
        ("samples", '{"question": "q", "observation": "o", "x": -Infinity}', 1, "x"),
        ("samples", '{"question": "q", "observation": "o", "x": [1e400]}', 1, "x[0]"),
        ("knowagent", '{"question": "q", "steps": [], "steps": []}', 1, "steps"),
        ("hotpotqa", json.dumps(HOTPOT)[:-1] + ', "question": "again"}', 1, "question"),
    ],
)  # fmt: skip
def test_6_duplicate_keys_and_non_finite_numbers_are_refused(
    tmp_path: Path, reader: str, text: str, line: int, field: str
) -> None:
    path = tmp_path / "in.jsonl"
    path.write_text(text + "\n")
    with pytest.raises(InputError) as err:
        READERS[reader](path)
    assert (err.value.line, err.value.field) == (line, field)
    assert str(path) in str(err.value)


def test_6_nan_is_never_written(tmp_path: Path) -> None:
    out = tmp_path / "o.jsonl"
    for rec in ({"score": float("nan")}, {"a": [1, {"b": float("-inf")}]}):
        with pytest.raises(InputError, match="not a JSON number"):
            write_jsonl(out, [rec])
    assert list(tmp_path.iterdir()) == []


def test_6_a_hotpotqa_list_names_the_record_of_a_duplicate_key(tmp_path: Path) -> None:
    path = tmp_path / "hp.json"
    path.write_text("[" + json.dumps(HOTPOT) + "," + json.dumps(HOTPOT)[:-1] + ', "_id": "x"}]')
    with pytest.raises(InputError) as err:
        load_hotpotqa([path])
    assert err.value.field == "_id" and err.value.path == f"{path} (record 2)"


# ----------------------------------------------------------- 9: hostile data and models
READERS: dict[str, Any] = {
    "samples": lambda p: list(read_samples(p)),
    "episodes": lambda p: list(read_episodes(p)),
    "knowagent": lambda p: list(read_knowagent(p)),
    "hotpotqa": lambda p: load_hotpotqa([p]),
}


@pytest.mark.parametrize("reader", sorted(READERS))
@pytest.mark.parametrize("hostile", ["surrogate", "huge", "deep"])
def test_9_hostile_json_is_one_input_error_in_every_reader(
    tmp_path: Path, reader: str, hostile: str
) -> None:
    base = {"samples": '{"question": "q", "observation": "o", "x": VALUE}',
            "episodes": '{"id": "a", "question": "q", "steps": [], "x": VALUE}',
            "knowagent": '{"question": "q", "steps": [], "x": VALUE}',
            "hotpotqa": json.dumps(HOTPOT)[:-1] + ', "x": VALUE}'}[reader]  # fmt: skip
    value = {"surrogate": '"ok \\udc80"', "huge": "7" * 5000, "deep": "[" * 50000 + "]" * 50000}
    path = tmp_path / "in.jsonl"
    path.write_text(base.replace("VALUE", value[hostile]) + "\n")
    with pytest.raises(InputError) as err:
        READERS[reader](path)
    assert str(path) in str(err.value)
    want = {"surrogate": "lone surrogate", "huge": "5,000 digits", "deep": "nested too deeply"}
    assert want[hostile] in str(err.value)
    if hostile != "deep":
        assert err.value.field == "x"


@pytest.mark.parametrize(
    "args",
    [["score", "-d", "lexical", "{eps}"], ["judge-prompt", "{samples}"],
     ["corpus", "knowagent", "{trajs}", "--hotpotqa", "{hp}", "-o", "{out}"],
     ["import", "knowagent", "{trajs}", "-o", "{out}"], ["evaluate", "{samples}"],
     ["analyze", "{eps}", "-d", "oracle"], ["fit-k", "{eps}"], ["compare", "{eps}", "{eps}"]],
)  # fmt: skip
def test_9_a_lone_surrogate_fails_every_command_cleanly(tmp_path: Path, args: list[str]) -> None:
    bad = "\\ud800"
    eps = tmp_path / "eps.jsonl"
    second = json.dumps(episode(1)).replace("Q1?", bad)
    eps.write_text(json.dumps(episode(0)) + "\n" + second + "\n")
    samples = tmp_path / "s.jsonl"
    samples.write_text('{"question": "q", "observation": "o", "label": 1}\n'
                       f'{{"question": "q{bad}", "observation": "o", "label": 0}}\n')  # fmt: skip
    trajs = tmp_path / "t.jsonl"
    trajs.write_text(json.dumps(trajectory(0)) + "\n" + json.dumps(trajectory(1)).replace(
        "Could not find.", bad) + "\n")  # fmt: skip
    hp = tmp_path / "hp.json"
    hp.write_text(json.dumps([HOTPOT]))
    subs = {"eps": eps, "samples": samples, "trajs": trajs, "hp": hp, "out": tmp_path / "o.jsonl"}
    res = invoke(*[a.format(**subs) for a in args])
    assert res.exit_code == 1, res.output
    assert len(errors(res)) == 1 and ":2: field `" in errors(res)[0], res.output
    assert "lone surrogate" in errors(res)[0]
    assert not (tmp_path / "o.jsonl").exists()


def test_9_surrogates_from_the_api_are_refused_by_the_writers(tmp_path: Path) -> None:
    out = tmp_path / "o.jsonl"
    with pytest.raises(InputError) as err:
        write_jsonl(out, [Sample(question="q", observation="bad \ud800")])
    assert err.value.field == "observation" and "lone surrogate" in err.value.message
    assert list(tmp_path.iterdir()) == []


def test_9_api_misuse_raises_the_projects_errors(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="must be a file path"):
        list(read_episodes(None))  # type: ignore[arg-type]
    with pytest.raises(ConfigurationError, match="must be a file path"):
        write_jsonl(None, [])  # type: ignore[arg-type]
    with pytest.raises(ConfigurationError, match="iterable of records"):
        write_jsonl(tmp_path / "o.jsonl", object())  # type: ignore[arg-type]
    with pytest.raises(InputError, match="record 2: expected a mapping"):
        write_jsonl(tmp_path / "o.jsonl", [{"a": 1}, object()])
    assert list(tmp_path.iterdir()) == []


def _model_with_card(tmp: Path, data: bytes, **card: Any) -> Path:
    from uselessdetect.io import FORMAT_VERSION, file_sha256

    path = tmp / "m.npz"
    path.write_bytes(data)
    fields = {"format_version": FORMAT_VERSION, "model_sha256": file_sha256(path)} | card
    (tmp / "m.card.json").write_text(json.dumps(fields))
    return path


def _npz(**arrays: Any) -> bytes:
    buf = io.BytesIO()
    np.savez_compressed(buf, **arrays)
    return buf.getvalue()


@pytest.mark.parametrize(
    ("data", "card", "message"),
    [
        (b"", {}, "is empty"),
        (_npz(a=np.arange(1000.0))[:300], {}, "not a .npz"),
        (b"PK\x03\x04" + b"\0" * 2_000_000, {}, "not a .npz"),
        (_npz(a=np.arange(3.0)), {"versions": "abc"}, "field `versions`: expected an object"),
        (_npz(a=np.arange(3.0)), {"versions": {"numpy": 2}}, "field `versions.numpy`"),
        (_npz(a=np.full(3, np.nan)), {}, "array 'a' holds NaN"),
    ],
)
def test_9_corrupt_model_files_are_model_integrity_errors(
    tmp_path: Path, data: bytes, card: dict[str, Any], message: str
) -> None:
    path = _model_with_card(tmp_path, data, **card)
    with pytest.raises(ModelIntegrityError, match=message):
        load_model(path)


def _zip_flag(data: bytes, bit: int) -> bytes:
    """``data`` (a one-member zip) with general-purpose flag ``bit`` set in both headers."""
    out = bytearray(data)
    for signature, offset in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
        at = out.find(signature) + offset
        flags = int.from_bytes(out[at : at + 2], "little") | (1 << bit)
        out[at : at + 2] = flags.to_bytes(2, "little")
    return bytes(out)


@pytest.mark.parametrize(
    ("bit", "message"),
    [(0, "encrypted"), (5, "patched data"), (6, "strong encryption")],
)
def test_9_zip_features_the_reader_lacks_are_model_integrity_errors(
    tmp_path: Path, bit: int, message: str
) -> None:
    # found by the fuzzing: zipfile raises RuntimeError / NotImplementedError for these
    path = _model_with_card(tmp_path, _zip_flag(_npz(a=np.arange(3.0)), bit))
    with pytest.raises(ModelIntegrityError, match=message):
        load_model(path)


def test_9_bad_cards_are_model_integrity_errors(tmp_path: Path) -> None:
    path = _model_with_card(tmp_path, _npz(a=np.arange(3.0)))
    for text, message in (('{"format_version": 2, "format_version": 2}', "appears twice"),
                          ('{"model_sha256": NaN}', "NaN"), (b"\xff{}", "not valid UTF-8"),
                          ("[" * 5000 + "]" * 5000, "nested too deeply")):  # fmt: skip
        card = tmp_path / "m.card.json"
        card.write_bytes(text if isinstance(text, bytes) else text.encode())
        with pytest.raises(ModelIntegrityError, match=message):
            read_card(path)


def test_9_nan_arrays_are_never_saved(tmp_path: Path) -> None:
    with pytest.raises(ModelIntegrityError, match="holds NaN"):
        save_arrays({"w": np.array([1.0, np.nan])}, tmp_path / "m.npz", {})
    with pytest.raises(ModelIntegrityError, match="field `x`"):
        save_arrays({"w": np.array([1.0])}, tmp_path / "m.npz", {"x": float("nan")})
    assert list(tmp_path.iterdir()) == []


# ----------------------------------------------------------- 11: errors that name the file
def test_11_an_empty_model_file_is_a_clear_error_not_aborted(tmp_path: Path) -> None:
    path = _model_with_card(tmp_path, b"")
    eps = tmp_path / "e.jsonl"
    eps.write_bytes(lines([episode(0)]))
    res = invoke("score", "-d", "classifier", str(eps), env={"USELESSDETECT_MODEL": str(path)})
    assert res.exit_code == 1
    assert "Aborted" not in res.output
    assert errors(res) == [f"Error: model file {path} is empty (0 bytes); retrain or restore it"]


@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_FSIZE semantics (Linux)")
def test_11_a_full_disk_names_the_target_not_the_part_file(tmp_path: Path) -> None:
    import resource

    eps = tmp_path / "e.jsonl"
    eps.write_bytes(lines([episode(i) for i in range(200)]))
    out = tmp_path / "out.jsonl"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}

    def small_files() -> None:  # writes past 4 KiB fail with EFBIG, as on a full disk
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, resource.RLIM_INFINITY))

    proc = subprocess.run(
        [*CLI, "score", "-d", "lexical", str(eps), "-o", str(out)],
        capture_output=True, env=env, timeout=120, preexec_fn=small_files, check=False,
    )  # fmt: skip
    assert proc.returncode == 1
    assert proc.stderr.decode().strip().splitlines()[-1] == (
        f"Error: {out}: cannot write (File too large)"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["e.jsonl"]


def test_11_os_errors_without_a_file_name_print_no_empty_name() -> None:
    assert os_error_message(OSError(errno.ENOSPC, "No space left on device")) == (
        "No space left on device"
    )
    assert os_error_message(OSError(errno.EACCES, "Permission denied", "o.jsonl")) == (
        "o.jsonl: Permission denied"
    )


def test_9_a_surrogate_reaches_a_cached_judge_without_error(tmp_path: Path) -> None:
    from uselessdetect import make_detector

    det = make_detector("judge", judge=lambda p: "USELESS", cache=str(tmp_path / "c.db")).fit([])
    sample = Sample(question="q \ud800", observation="Could not find \udfff.")
    assert det.judge(sample).verdict.value == "useless"
    assert det.judge(sample).verdict.value == "useless" and det.cache_hits_ == 1


@POSIX
def test_1_plots_stream_into_a_fifo_and_write_a_link_s_target(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    eps = tmp_path / "eps.jsonl"
    eps.write_bytes(lines([episode(i) for i in range(20)]))
    fifo = tmp_path / "plot.fifo"
    os.mkfifo(fifo)
    reader, got = _fifo_reader(fifo)
    res = invoke("fit-k", str(eps), "--plot", str(fifo))
    reader.join(30)
    assert res.exit_code == 0, res.output
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and got[0].startswith(b"\x89PNG")
    target = tmp_path / "real.png"
    link = tmp_path / "link.png"
    link.symlink_to(target)
    res = invoke("analyze", str(eps), "-d", "oracle", "--plot", str(link))
    assert res.exit_code == 0, res.output
    assert link.is_symlink() and target.read_bytes().startswith(b"\x89PNG")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["eps.jsonl", "link.png", "plot.fifo",
                                                          "real.png"]  # fmt: skip


def test_9_tool_arguments_nested_too_deeply_are_taken_as_text() -> None:
    from uselessdetect.integrations._common import query_of

    deep = "[" * 100_000 + "]" * 100_000
    assert query_of(deep) == deep


def test_2_validate_first_reads_a_stream_twice_from_its_copy(tmp_path: Path) -> None:
    data = lines([episode(i) for i in range(5)])
    res = invoke("score", "-d", "lexical", "-", "--validate-first", input=data)
    assert res.exit_code == 0, res.output
    assert [json.loads(x)["id"] for x in res.stdout.splitlines()] == [f"e{i}" for i in range(5)]
