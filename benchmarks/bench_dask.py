"""Benchmark: scoring episodes serially vs on a local Dask cluster, and memory per worker.

Wall times on a shared machine depend on what else runs; processor times (``cpu_s``) and the
load average before and after each mode are recorded beside them.

Run: ``python benchmarks/bench_dask.py [--mb 512] [--workers 2]`` (needs the ``dask`` extra).
Writes ``benchmarks/results/bench_dask.json``.

It generates a ≥ 500 MB input on the fly in the system's temporary directory (the bundled
sample episodes repeated with fresh ids, each copy's question, thoughts and observations
marked so that no text repeats and no memo makes it cheap; 64 MB JSON Lines shards) and
deletes it at the end. Each mode runs in a fresh child process so that peak memory is its own:

* ``serial`` — :func:`uselessdetect.score.score_files` in one process (``client=None``);
* ``dask`` — the same call on ``LocalCluster`` of ``--workers`` single-threaded worker
  processes (``score --cluster local:N``), results written in input order by the client;
* ``dask_dir`` — :func:`uselessdetect.score.score_shards`: each worker writes its partitions
  itself (``score -o DIR/``).

Both write their output to a file in the temporary directory. Reported: episodes/s and judged
steps/s, their ratio, where the cluster's extra time goes (cluster start, importing the package and
unpickling the detectors on each worker, the client's own work of writing the results, and the rest:
scheduling, serialisation and transfer), peak RSS of the client and of each worker, and a
costed plan for 100 M steps derived from the measured per-process speed.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _record import write_result  # noqa: E402

DETECTORS = "lexical,random"
RESULTS = Path(__file__).resolve().parent / "results" / "bench_dask.json"
SHARD_MB = 64


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


def _fresh(rec: dict, rep: int) -> dict:
    """A copy with a fresh id and texts no earlier copy had (memos must not make it cheap)."""
    tag = f" (copy {rep})"
    steps = [
        {
            **s,
            **{k: s[k] + tag for k in ("thought", "observation") if isinstance(s.get(k), str)},
        }
        for s in rec["steps"]
    ]
    return {**rec, "id": f"{rec['id']}~{rep}", "question": rec["question"] + tag, "steps": steps}


def generate(root: Path, mb: int) -> dict[str, int]:
    """Write ≥ ``mb`` MB of episodes as 64 MB shards; return counts."""
    from uselessdetect.io import iter_jsonl, sample_episodes_path

    base = [rec for _, rec in iter_jsonl(sample_episodes_path())]
    shard, size, total, episodes, steps, rep = 0, 0, 0, 0, 0, 0
    fh = open(root / f"shard-{shard:03d}.jsonl", "w", encoding="utf-8")  # noqa: SIM115
    while total < mb * 2**20:
        for rec in base:
            line = json.dumps(_fresh(rec, rep), ensure_ascii=False) + "\n"
            fh.write(line)
            n = len(line.encode("utf-8"))
            size, total, episodes = size + n, total + n, episodes + 1
            steps += sum(1 for s in rec["steps"] if s.get("observation") is not None)
            if size >= SHARD_MB * 2**20:
                fh.close()
                shard, size = shard + 1, 0
                fh = open(root / f"shard-{shard:03d}.jsonl", "w", encoding="utf-8")  # noqa: SIM115
        rep += 1
    fh.close()
    return {"bytes": total, "files": shard + 1, "episodes": episodes, "judged_steps": steps}


def _import_package() -> None:
    import uselessdetect.detectors
    import uselessdetect.io  # noqa: F401


def _detectors() -> dict[str, object]:
    from uselessdetect.cli._common import build_detectors

    return build_detectors(DETECTORS, seed=0)


def child(mode: str, root: Path, workers: int) -> dict[str, object]:
    """Run one mode in this (fresh) process and return its measurements."""
    from uselessdetect.score import dask_client, score_files, score_shards

    inputs = sorted(str(p) for p in root.glob("shard-*.jsonl"))
    dets = _detectors()
    tasks: list[dict[str, object]] = []
    client_busy = 0.0
    out: dict[str, object] = {"load_before": os.getloadavg()[0]}
    if mode == "serial":
        start, cpu = time.perf_counter(), time.process_time()
        with open(root / "out-serial.jsonl", "w", encoding="utf-8") as fh:
            for line in score_files(inputs, dets):
                fh.write(line + "\n")
        out["scoring_s"] = time.perf_counter() - start
        out["cpu_s"] = time.process_time() - cpu
        out["client_peak_rss_mb"] = _peak_mb()
        out["load_after"] = os.getloadavg()[0]
        return out
    t0 = time.perf_counter()
    with dask_client(f"local:{workers}") as client:
        client.wait_for_workers(workers)
        out["cluster_start_s"] = time.perf_counter() - t0
        t0 = time.perf_counter()
        client.run(_import_package)  # a worker's first task would pay this
        out["worker_import_s"] = time.perf_counter() - t0
        start, cpu = time.perf_counter(), time.process_time()
        if mode == "dask":
            from uselessdetect.io import plan_partitions
            from uselessdetect.score import DetectorBundle, run_partitions
            from uselessdetect.score._tasks import score_part

            parts = plan_partitions(inputs)
            bundle = DetectorBundle(dets)
            with open(root / "out-dask.jsonl", "w", encoding="utf-8") as fh:
                for res in run_partitions(score_part, parts, bundle, 256, None, client=client):
                    t = time.perf_counter()
                    fh.write(res.text.decode("utf-8"))  # what score_files/`score` do, in bulk
                    client_busy += time.perf_counter() - t
                    tasks.append({**res.extra, "n": res.n, "bytes": len(res.text)})
            out["bundle_bytes"] = len(bundle.blob)
        else:
            done = score_shards(inputs, dets, root / "out-dir")
            out["outputs"] = len(done)
        out["scoring_s"] = time.perf_counter() - start
        out["client_cpu_s"] = time.process_time() - cpu
        out["load_after"] = os.getloadavg()[0]
        rss = client.run(_peak_mb)
        out["worker_peak_rss_mb"] = sorted(rss.values())
    out["client_peak_rss_mb"] = _peak_mb()
    out["client_write_s"] = client_busy
    out["tasks"] = tasks
    return out


def run_child(mode: str, root: Path, workers: int) -> dict[str, object]:
    cmd = [sys.executable, __file__, "--child", mode, "--root", str(root)]
    cmd += ["--workers", str(workers)]
    res = subprocess.run(cmd, capture_output=True, text=True, check=True)
    result: dict[str, object] = json.loads(res.stdout.strip().splitlines()[-1])
    return result


def summarise(counts: dict[str, int], runs: dict[str, dict], workers: int) -> dict[str, object]:
    eps, steps = counts["episodes"], counts["judged_steps"]
    serial_s = float(runs["serial"]["scoring_s"])
    dask = runs["dask"]
    tasks = dask.pop("tasks")
    task_sum = sum(float(t["seconds"]) for t in tasks)
    task_cpu = sum(float(t["cpu_s"]) for t in tasks)
    load = [float(r[k]) for r in runs.values() for k in ("load_before", "load_after")]
    load_s = sum(float(t["load_s"]) for t in tasks)
    scoring_s = float(dask["scoring_s"])
    ideal = task_sum / workers
    # judged steps per processor-second of one worker process: what a worker with a core
    # of its own does; on this shared machine a worker got only part of a core
    per_process = steps / (task_cpu - load_s)
    out = {
        "input": {**counts, "mb": round(counts["bytes"] / 2**20, 1), "detectors": DETECTORS},
        "workers": workers,
        "cores": os.cpu_count(),
        "serial": {
            "seconds": round(serial_s, 1),
            "episodes_per_s": round(eps / serial_s, 1),
            "steps_per_s": round(steps / serial_s, 1),
            "peak_rss_mb": round(float(runs["serial"]["client_peak_rss_mb"]), 1),
            "cpu_s": round(float(runs["serial"]["cpu_s"]), 1),
            "cpu_share": round(float(runs["serial"]["cpu_s"]) / serial_s, 2),
        },
        "dask": {
            "cluster_start_s": round(float(dask["cluster_start_s"]), 1),
            "worker_import_s": round(float(dask["worker_import_s"]), 1),
            "scoring_s": round(scoring_s, 1),
            "episodes_per_s": round(eps / scoring_s, 1),
            "steps_per_s": round(steps / scoring_s, 1),
            "partitions": len(tasks),
            "task_seconds_sum": round(task_sum, 1),
            "task_cpu_s_sum": round(task_cpu, 1),
            "worker_cpu_share": round(task_cpu / task_sum, 2),
            "client_cpu_s": round(float(dask["client_cpu_s"]), 1),
            "ideal_scoring_s": round(ideal, 1),
            "detector_load_s": round(load_s, 2),
            "client_write_s": round(float(dask["client_write_s"]), 1),
            "other_overhead_s": round(scoring_s - ideal, 1),
            "transfer_mb": round(sum(int(t["bytes"]) for t in tasks) / 2**20, 1),
            "bundle_kb": round(int(dask["bundle_bytes"]) / 1024, 1),
            "worker_peak_rss_mb": [round(float(x), 1) for x in dask["worker_peak_rss_mb"]],
            "client_peak_rss_mb": round(float(dask["client_peak_rss_mb"]), 1),
            "identical_to_serial": bool(dask["identical_to_serial"]),
        },
        "dask_dir": {
            "scoring_s": round(float(runs["dask_dir"]["scoring_s"]), 1),
            "worker_peak_rss_mb": [
                round(float(x), 1) for x in runs["dask_dir"]["worker_peak_rss_mb"]
            ],
            "client_peak_rss_mb": round(float(runs["dask_dir"]["client_peak_rss_mb"]), 1),
        },
    }
    out["ratio"] = round(out["dask"]["episodes_per_s"] / out["serial"]["episodes_per_s"], 2)
    fixed = float(dask["cluster_start_s"]) + float(dask["worker_import_s"])
    out["ratio_with_start"] = round(serial_s / (scoring_s + fixed), 2)
    serial_cpu, client_cpu = float(runs["serial"]["cpu_s"]), float(dask["client_cpu_s"])
    # processor time the cluster run spent (workers' tasks + client) per unit of serial time
    out["cpu_cost_ratio"] = round((task_cpu + client_cpu) / serial_cpu, 2)
    # the speed-up if each worker and the client had a core of their own
    out["ratio_cores_free"] = round(serial_cpu / max(task_cpu / workers, client_cpu), 2)
    out["load_average"] = {"min": round(min(load), 1), "max": round(max(load), 1)}
    out["plan_100m"] = plan(per_process, counts)
    return out


def plan(per_process: float, counts: dict[str, int]) -> dict[str, object]:
    """100 M judged steps on 32 single-threaded workers, from the measured per-process speed."""
    steps, workers = 100_000_000, 32
    gb = steps * counts["bytes"] / counts["judged_steps"] / 1e9
    partitions = int(gb * 1e9 // (SHARD_MB * 2**20)) + 1
    return {
        "steps": steps,
        "workers": workers,
        "steps_per_s_per_worker": round(per_process, 1),
        "hours": round(steps / (workers * per_process) / 3600, 2),
        "input_gb": round(gb, 1),
        "partitions": partitions,
        "in_flight": 2 * workers,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mb", type=int, default=512, help="input size in MB (≥ 500 for the record)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--child", choices=["serial", "dask", "dask_dir"], help=argparse.SUPPRESS)
    ap.add_argument("--root", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(args.child, args.root, args.workers)))
        return
    root = Path(tempfile.mkdtemp(prefix="uselessdetect-bench-dask-"))
    try:
        counts = generate(root, args.mb)
        print(f"input: {counts}", file=sys.stderr)
        runs = {}
        for mode in ("serial", "dask", "dask_dir"):
            runs[mode] = run_child(mode, root, args.workers)
            print(f"{mode}: {runs[mode].get('scoring_s'):.1f} s", file=sys.stderr)
            if mode == "dask":  # the cluster's output is the serial output, byte for byte
                same = filecmp.cmp(root / "out-serial.jsonl", root / "out-dask.jsonl", False)
                runs[mode]["identical_to_serial"] = same
                (root / "out-serial.jsonl").unlink()
                (root / "out-dask.jsonl").unlink()
    finally:
        shutil.rmtree(root, ignore_errors=True)
    result = summarise(counts, runs, args.workers)
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    write_result(__file__, result)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
