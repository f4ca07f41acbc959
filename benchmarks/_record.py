"""Write a benchmark's numbers of record to ``benchmarks/results/<script>.json`` with its machine.

Every script in ``benchmarks/`` ends with :func:`write_result`; ``tests/test_claims.py`` checks
the figures the docs quote (claim markers) against these files.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import platform
import subprocess
import sys
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _commit() -> str | None:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=Path(__file__).resolve().parent,
            capture_output=True,
            text=True,
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return None
    return out.stdout.strip() or None


def machine() -> dict[str, Any]:
    """Where and with what the benchmark ran (no paths, no host names)."""
    import numpy
    import sklearn

    from uselessdetect import __version__

    affinity = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    return {
        "cpu": _cpu_model(),
        "load_average_1min": None if load is None else round(load[0], 2),
        "cores": os.cpu_count(),
        "cores_used": affinity,
        "system": f"{platform.system()} {platform.machine()}",
        "python": platform.python_version(),
        "numpy": numpy.__version__,
        "scikit-learn": sklearn.__version__,
        "uselessdetect": __version__,
        "commit": _commit(),
        "date": _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
    }


def _command(script: str) -> str:
    """The command line, with paths relative to the repository (no machine's absolute paths)."""
    return " ".join(["python", f"benchmarks/{Path(script).name}", *map(_relative, sys.argv[1:])])


def _relative(arg: str, root: Path | None = None) -> str:
    """An argument with its path relative to the repository: a path, or ``NAME=path``.

    >>> root = RESULTS.parent.parent
    >>> _relative(str(root.parent / "run" / "m.onnx")), _relative(f"a={root / 'm.onnx'}")
    ('../run/m.onnx', 'a=m.onnx')
    >>> _relative("--limit"), _relative("../shared/data")
    ('--limit', '../shared/data')
    """
    root = RESULTS.parent.parent if root is None else root
    name, eq, value = arg.rpartition("=") if "=" in arg else ("", "", arg)
    if os.path.isabs(value):
        value = os.path.relpath(value, root)
    return f"{name}{eq}{value}"


def exit_on_help(doc: str | None) -> None:
    """Print a script's docstring and exit when asked for ``-h`` or ``--help``.

    Scripts that read their own few arguments call it first: without it, ``--help`` would be
    an unknown flag that is ignored, and the benchmark would run and rewrite its record.
    """
    if "-h" in sys.argv[1:] or "--help" in sys.argv[1:]:
        print((doc or "").strip())
        raise SystemExit(0)


def write_result(script: str, data: dict[str, Any], command: str | None = None) -> Path:
    """Write ``data`` plus the machine and the command to ``results/<script stem>.json``."""
    name = Path(script).stem
    RESULTS.mkdir(parents=True, exist_ok=True)
    record = {
        "command": command or _command(script),
        "machine": machine(),
        **data,
    }
    out = RESULTS / f"{name}.json"
    out.write_text(json.dumps(record, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return out
