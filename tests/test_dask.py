"""Scoring and evaluating on a real Dask cluster: a `LocalCluster` of two single-threaded
worker processes on loopback, started once for the module by the library's `local:2` path.

The output must equal a serial run byte for byte over several gzip shards with the random
control among the detectors; each worker process loads the detectors once, however many
partitions it scores; input errors name the file's line; evaluate merges counts exactly.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

pytest.importorskip("distributed")

from uselessdetect import make_detector, read_episodes, score_episodes  # noqa: E402
from uselessdetect.cli import main  # noqa: E402
from uselessdetect.exceptions import InputError  # noqa: E402
from uselessdetect.io import sample_episodes_path  # noqa: E402
from uselessdetect.measure import evaluate_files  # noqa: E402
from uselessdetect.score import (  # noqa: E402
    DetectorBundle,
    dask_client,
    loads_in_process,
    score_files,
    score_shards,
)

LINES = Path(sample_episodes_path()).read_bytes().splitlines(keepends=True)


@pytest.fixture(scope="module")
def client() -> Iterator[object]:
    with dask_client("local:2") as c:
        c.wait_for_workers(2, timeout=60)
        yield c


@pytest.fixture(scope="module")
def shards(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    logs = tmp_path_factory.mktemp("logs")
    for i in range(4):
        with gzip.open(logs / f"part-{i}.jsonl.gz", "wb") as fh:
            fh.writelines(LINES[i * 50 : (i + 1) * 50 + (2 if i == 3 else 0)])
    return sorted(logs.glob("*.jsonl.gz"))


def serial(paths: list[Path], dets: dict[str, object]) -> str:
    return "".join(
        json.dumps(ep.to_dict(), ensure_ascii=False) + "\n"
        for p in paths
        for ep in score_episodes(read_episodes(p), dets)
    )


def test_cluster_is_two_single_threaded_processes_on_loopback(client: object) -> None:
    info = client.scheduler_info()  # type: ignore[attr-defined]
    workers = info["workers"]
    assert len(workers) == 2 and all(w["nthreads"] == 1 for w in workers.values())
    assert all(addr.startswith("tcp://127.0.0.1:") for addr in workers)
    assert len({w["id"] for w in workers.values()}) == 2
    pids = client.run(lambda: __import__("os").getpid())  # type: ignore[attr-defined]
    assert len(set(pids.values())) == 2  # processes, not threads


def test_byte_identical_to_serial_and_detectors_load_once_per_process(
    client: object, shards: list[Path]
) -> None:
    dets = {
        "lexical": make_detector("lexical").fit([]),
        "random": make_detector("random", rate=0.35, random_state=9).fit([]),
    }
    want = serial(shards, dets)
    key = DetectorBundle(dets).key
    got = "".join(ln + "\n" for ln in score_files(shards, dets, client=client, partition_lines=6))
    assert got == want
    loads = client.run(loads_in_process)  # type: ignore[attr-defined]
    # 36 partitions over 2 processes: a process that scored any unpickled the detectors once
    per_process = [v.get(key, 0) for v in loads.values()]
    assert max(per_process) == 1 and len(per_process) == 2


def test_cli_cluster_output_equals_serial(client: object, shards: list[Path], tmp_path: Path):  # type: ignore[no-untyped-def]
    address = client.scheduler.address  # type: ignore[attr-defined]
    pattern = str(shards[0].parent / "*.jsonl.gz")
    runner = CliRunner()
    args = ["score", pattern, "-d", "lexical,random", "--seed", "4"]
    res = runner.invoke(main, [*args, "-o", str(tmp_path / "serial.jsonl")])
    assert res.exit_code == 0, res.output
    res = runner.invoke(main, [*args, "--scheduler", address, "-o", str(tmp_path / "dask.jsonl")])
    assert res.exit_code == 0, res.output
    assert (tmp_path / "dask.jsonl").read_bytes() == (tmp_path / "serial.jsonl").read_bytes()
    res = runner.invoke(main, [*args, "--scheduler", address, "-o", str(tmp_path / "out") + "/"])
    assert res.exit_code == 0, res.output
    joined = b"".join(gzip.decompress(p.read_bytes()) for p in sorted((tmp_path / "out").iterdir()))
    assert joined == (tmp_path / "serial.jsonl").read_bytes()


def test_shards_written_on_the_workers(client: object, shards: list[Path], tmp_path: Path) -> None:
    dets = {"lexical": make_detector("lexical").fit([])}
    done = score_shards(shards, dets, tmp_path, client=client, partition_lines=20)
    assert [p.name for p, _ in done] == [p.name for p in shards]
    assert sum(n for _, n in done) == len(LINES)
    for (target, _), src in zip(done, shards, strict=True):
        assert gzip.decompress(target.read_bytes()).decode() == serial([src], dets)


def test_input_error_on_a_worker_names_file_and_line(client: object, tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b"".join(LINES[:45]) + b'{"id": 1, "question": "Q", "steps": 3}\n')
    with pytest.raises(InputError) as err:
        list(
            score_files(
                bad, [make_detector("lexical").fit([])], client=client, partition_bytes=2000
            )
        )
    assert (err.value.path, err.value.line, err.value.field) == (str(bad), 46, "steps")


def test_evaluate_on_the_cluster_equals_one_machine(client: object, shards: list[Path]) -> None:
    dets = {
        "lexical": make_detector("lexical").fit([]),
        "random": make_detector("random", rate=0.3, random_state=1).fit([]),
    }
    here = evaluate_files(shards, dets)
    there = evaluate_files(shards, dets, client=client, partition_lines=7)
    for name in dets:
        a, b = here[name].to_dict(), there[name].to_dict()
        a.pop("samples_per_s"), b.pop("samples_per_s")
        assert a == b and a["auc"] is not None
