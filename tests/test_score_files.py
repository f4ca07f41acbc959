"""Scoring files by partitions on one machine: globs, gzip, byte and line partitions, errors
that name the file's line, one output per shard, the random control's identity draws, and the
`score`/`evaluate` commands' many-input options (the Dask path is in test_dask.py)."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from sklearn.metrics import roc_auc_score

from uselessdetect import Sample, make_detector, read_episodes, score_episodes
from uselessdetect.cli import main
from uselessdetect.exceptions import EmptyInputError, InputError
from uselessdetect.io import (
    expand_paths,
    iter_partition,
    plan_partitions,
    read_samples,
    sample_episodes_path,
)
from uselessdetect.measure import auc_from_counts, evaluate_detector, evaluate_files
from uselessdetect.score import (
    DetectorBundle,
    loads_in_process,
    score_files,
    score_shards,
    validate_files,
)

LINES = Path(sample_episodes_path()).read_bytes().splitlines(keepends=True)


def detectors(seed: int = 3) -> dict[str, object]:
    return {
        "lexical": make_detector("lexical").fit([]),
        "random": make_detector("random", rate=0.4, random_state=seed).fit([]),
    }


def serial_text(paths: list[Path], dets: dict[str, object]) -> list[str]:
    """The reference: each file read whole, scored in one stream, serialised as `score` does."""
    out = []
    for path in paths:
        for ep in score_episodes(read_episodes(path), dets):
            out.append(json.dumps(ep.to_dict(), ensure_ascii=False))
    return out


@pytest.fixture
def shards(tmp_path: Path) -> list[Path]:
    """Three gzip shards and one plain file with blank lines, CRLF endings and non-ASCII."""
    paths = []
    for i in range(3):
        p = tmp_path / "logs" / f"s{i}.jsonl.gz"
        p.parent.mkdir(exist_ok=True)
        with gzip.open(p, "wb") as fh:
            fh.writelines(LINES[i * 40 : (i + 1) * 40])
    paths = sorted((tmp_path / "logs").glob("*.gz"))
    plain = tmp_path / "logs" / "t.jsonl"
    body = [ln.replace(b"\n", b"\r\n") if i % 3 == 0 else ln for i, ln in enumerate(LINES[120:])]
    body.insert(5, b"\n")
    plain.write_bytes(b"".join(body))
    return [*paths, plain]


def test_expand_dirs_globs_and_errors(shards: list[Path]) -> None:
    logs = shards[0].parent
    assert expand_paths([logs]) == [str(p) for p in shards]
    assert expand_paths([str(logs / "*.gz"), shards[0]]) == [str(p) for p in shards[:3]]
    with pytest.raises(InputError, match="matches no file"):
        expand_paths([str(logs / "*.nope")])
    with pytest.raises(InputError, match="no such file"):
        expand_paths([logs / "missing.jsonl"])


@pytest.mark.parametrize("size", [29, 700, 5_000, 10**9])
def test_byte_partitions_cover_every_line_once(shards: list[Path], size: int) -> None:
    parts = plan_partitions(shards, partition_bytes=size)
    got = [obj["id"] for p in parts for _, obj in iter_partition(p)]
    want = [json.loads(ln)["id"] for ln in LINES if ln.strip()]
    assert got == want
    gz = [p for p in parts if p.path.endswith(".gz")]
    assert len(gz) == 3  # a gzip file cannot seek: one partition each


@pytest.mark.parametrize("how", [{"partition_bytes": 4_000}, {"partition_lines": 23}], ids=str)
def test_score_files_equals_serial_scoring(shards: list[Path], how: dict[str, int]) -> None:
    dets = detectors()
    want = serial_text(shards, dets)
    assert list(score_files(shards, dets, **how)) == want
    assert list(score_files(shards, dets, n_jobs=2, **how)) == want
    assert list(score_files(str(shards[0].parent), dets, **how)) == want


@pytest.mark.parametrize("how", [{"partition_bytes": 500}, {"partition_lines": 3}], ids=str)
def test_errors_name_the_files_line(tmp_path: Path, how: dict[str, int]) -> None:
    bad = [*LINES[:20], b'{"id": "x", "steps": []}\n', *LINES[20:30]]
    for name, opener in (("bad.jsonl", open), ("bad.jsonl.gz", gzip.open)):
        path = tmp_path / name
        with opener(path, "wb") as fh:
            fh.writelines(bad)
        with pytest.raises(InputError) as err:
            list(score_files(path, detectors(), **how))
        assert (err.value.path, err.value.line, err.value.field) == (str(path), 21, "question")
        with pytest.raises(InputError, match=":21: field `question`"):
            validate_files(path, **how)


def test_corrupt_gzip_and_empty_shard(tmp_path: Path) -> None:
    cut = tmp_path / "cut.jsonl.gz"
    cut.write_bytes(gzip.compress(b"".join(LINES[:30]))[:-40])
    with pytest.raises(InputError, match="cut.jsonl.gz:.*truncated gzip"):
        list(read_episodes(cut))
    empty = tmp_path / "empty.jsonl.gz"
    empty.write_bytes(gzip.compress(b"\n"))
    good = tmp_path / "a.jsonl"
    good.write_bytes(b"".join(LINES[:5]))
    with pytest.raises(EmptyInputError, match="empty.jsonl.gz: the file holds no record"):
        list(score_files([good, empty], detectors()))
    with pytest.raises(EmptyInputError, match="empty.jsonl.gz: the file holds no record"):
        validate_files([good, empty], partition_lines=2)  # through run_partitions


def test_score_shards_one_output_per_input(shards: list[Path], tmp_path: Path) -> None:
    dets = detectors()
    out = tmp_path / "out"
    done = score_shards(shards, dets, out, partition_bytes=800)
    assert [p.name for p, _ in done] == [p.name for p in shards]
    for (target, n), src in zip(done, shards, strict=True):
        text = (
            gzip.decompress(target.read_bytes()) if target.suffix == ".gz" else target.read_bytes()
        )
        assert text.decode().splitlines() == serial_text([src], dets)
        assert n == len(serial_text([src], dets))
    assert sorted(p.name for p in out.iterdir()) == sorted(p.name for p in shards)


def test_score_shards_leaves_nothing_on_error(tmp_path: Path) -> None:
    good = tmp_path / "a.jsonl"
    good.write_bytes(b"".join(LINES[:50]))
    bad = tmp_path / "b.jsonl"
    bad.write_bytes(b"".join(LINES[:30]) + b"{oops\n")
    out = tmp_path / "out"
    with pytest.raises(InputError, match="b.jsonl:31: not valid JSON"):
        score_shards([good, bad], detectors(), out, partition_lines=10)
    assert list(out.iterdir()) == []


def test_detectors_load_once_per_process() -> None:
    bundle = DetectorBundle(detectors(seed=11))
    before = loads_in_process().get(bundle.key, 0)
    list(score_files(sample_episodes_path(), bundle.load(), partition_lines=5))  # 41 partitions
    assert loads_in_process()[bundle.key] - before <= 1


def test_random_draws_depend_on_identity_not_batching() -> None:
    eps = list(read_episodes(sample_episodes_path()))
    samples = [s for ep in eps for _, s in ep.samples()]
    det = make_detector("random", rate=0.3, random_state=5).fit([])
    whole = det.predict_proba(samples)[:, 1]
    order = np.random.default_rng(0).permutation(len(samples))
    shuffled = make_detector("random", rate=0.3, random_state=5).fit([])
    one_by_one = np.array([shuffled.predict_proba([samples[i]])[0, 1] for i in order])
    np.testing.assert_array_equal(whole[order], one_by_one)
    other = make_detector("random", rate=0.3, random_state=6).fit([]).predict_proba(samples)
    assert np.mean(other[:, 1] == whole) < 0.01  # the seed matters
    anonymous = [Sample("Q?", "O.")] * 2_000  # no identity: a seeded stream, not one draw
    rate = make_detector("random", rate=0.3, random_state=5).fit([]).predict(anonymous).mean()
    assert 0.25 < rate < 0.35


def test_auc_from_counts_equals_sklearn() -> None:
    rng = np.random.default_rng(1)
    y = rng.integers(0, 2, 500)
    s = np.round(rng.random(500) * 0.6 + 0.3 * y, 2)  # ties on purpose
    counts: dict[tuple[float, int], int] = {}
    for score, label in zip(s.tolist(), y.tolist(), strict=True):
        counts[(score, label)] = counts.get((score, label), 0) + 1
    assert auc_from_counts(counts) == round(float(roc_auc_score(y, s)), 4)


def test_evaluate_files_equals_evaluate_detector(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl.gz"
    with gzip.open(path, "wb") as fh:
        fh.writelines(LINES)
    samples = [s for ep in read_episodes(path) for _, s in ep.samples() if s.label is not None]
    dets = {
        "lexical": make_detector("lexical").fit([]),
        "random": make_detector("random", random_state=2).fit(samples),
        "lexical|classifier": make_detector("lexical|classifier", low=0.2, high=0.8).fit([]),
    }
    merged = evaluate_files([path], dets, partition_lines=9, n_jobs=2)
    for name, det in dets.items():
        want = evaluate_detector(det, samples).to_dict()
        got = merged[name].to_dict()
        want.pop("samples_per_s"), got.pop("samples_per_s")
        for rep in (want, got):  # timings differ; the counts do not
            rep.get("cascade", {}).pop("mean_ms_per_judgment", None)
        assert got == want
    sent = merged["lexical|classifier"].extra["cascade"]
    assert 0 < sent["sent"] < merged["lexical|classifier"].n  # the test routes both ways


def run(*args: str) -> object:
    return CliRunner().invoke(main, list(args))


def test_cli_score_many_inputs_and_dir_output(shards: list[Path], tmp_path: Path) -> None:
    glob = str(shards[0].parent / "*.gz")
    one = tmp_path / "one.jsonl"
    res = run("score", "-d", "lexical,random", glob, str(shards[3]), "-o", str(one), "-j", "2")
    assert res.exit_code == 0, res.output
    dets = {n: d for n, d in detectors(seed=0).items()}
    dets["random"] = make_detector("random", random_state=0).fit([])  # the CLI's rate: 0.5
    assert one.read_text().splitlines() == serial_text(shards, dets)
    res = run("score", "-d", "lexical,random", glob, "-o", str(tmp_path / "dir") + "/")
    assert res.exit_code == 0, res.output
    assert sorted(p.name for p in (tmp_path / "dir").iterdir()) == [p.name for p in shards[:3]]


def test_cli_refuses_to_overwrite_an_input(shards: list[Path]) -> None:
    logs = shards[0].parent
    res = run("score", str(logs), "-o", str(shards[3]))
    assert res.exit_code == 1 and "refusing to write" in res.output
    res = run("score", str(logs / "*.gz"), "-o", str(logs) + "/")
    assert res.exit_code == 1 and "refusing to write" in res.output and "s0.jsonl.gz" in res.output


def test_cli_stdout_error_says_output_is_incomplete(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b"".join(LINES[:60]) + b"{oops\n")
    res = run("score", str(bad), "--partition-lines", "10")
    assert res.exit_code == 1
    assert "bad.jsonl:61: not valid JSON" in res.output
    assert "output incomplete: 60 scored episode(s)" in res.output
    assert len([ln for ln in res.stdout.splitlines() if ln.startswith("{")]) == 60
    res = run("score", str(bad), "--partition-lines", "10", "--validate-first")
    assert res.exit_code == 1 and "bad.jsonl:61: not valid JSON" in res.output
    assert not [ln for ln in res.stdout.splitlines() if ln.startswith("{")]
    assert "incomplete" not in res.output


def test_cli_cluster_spec_and_both_targets_refused() -> None:
    res = run("score", str(sample_episodes_path()), "--cluster", "local:x")
    assert res.exit_code == 2 and "expected local:N" in res.output
    both = ("--cluster", "local:1", "--scheduler", "tcp://127.0.0.1:1")
    res = run("score", str(sample_episodes_path()), *both)
    assert res.exit_code == 2 and "not both" in res.output


def test_cli_evaluate_partitioned_equals_in_memory(shards: list[Path]) -> None:
    logs = str(shards[0].parent)
    reports = []
    for extra in ([], ["-j", "2", "--partition-lines", "11"]):
        res = run("evaluate", "-d", "lexical,random,lexical|classifier", logs, "--json", *extra)
        assert res.exit_code == 0, res.output
        rep = json.loads(res.stdout)
        for r in rep["detectors"].values():
            r.pop("samples_per_s")
            r.get("cascade", {}).pop("mean_ms_per_judgment", None)
        reports.append(rep)
    assert reports[0] == reports[1]
    assert reports[1]["detectors"]["lexical|classifier"]["cascade"]["sent"] > 0
    assert reports[0]["detectors"]["random"]["n"] == sum(1 for p in shards for _ in labeled(p))
    assert reports[0]["samples"] == reports[0]["detectors"]["random"]["n"]


def labeled(path: Path) -> list[Sample]:
    return [s for ep in read_episodes(path) for _, s in ep.samples() if s.label is not None]


def test_samples_files_read_gzip(tmp_path: Path) -> None:
    path = tmp_path / "x.jsonl.gz"
    path.write_bytes(gzip.compress(json.dumps({"question": "Q", "observation": "O"}).encode()))
    assert [s.question for s in read_samples(path)] == ["Q"]


def test_import_does_not_import_dask() -> None:
    code = "import sys, uselessdetect, uselessdetect.io, uselessdetect.score, uselessdetect.cli; "
    code += "print([m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed')])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
