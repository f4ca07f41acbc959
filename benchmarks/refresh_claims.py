"""Rewrite the figures the docs quote from the benchmark JSON they name (claim markers).

After a benchmark run rewrites ``benchmarks/results/*.json``, this sets every
``<!--claim FILE:KEY:FMT-->VALUE<!--/claim-->`` in README.md and docs/**/*.md to
``format(value, FMT)`` and lists what changed, so the prose around a changed figure can be
re-read by a person. ``tests/test_claims.py`` then checks the docs against the JSON.

Usage (from the repository root)::

    python benchmarks/refresh_claims.py          # rewrite and list the changes
    python benchmarks/refresh_claims.py --check  # list only; exit 1 if anything is stale
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
CLAIM = re.compile(r"(<!--claim ([^:\s]+):([^:\s]+):(\S*?)-->)(.*?)(<!--/claim-->)", re.S)


def resolve(data: Any, key: str) -> Any:
    """Follow a dotted key into JSON data; integer parts index lists."""
    node = data
    for part in key.split("."):
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


def refresh(page: Path, cache: dict[str, Any], write: bool) -> list[str]:
    """Set every claim of one page from its JSON; return ``page:line: old -> new`` lines."""
    text = page.read_text(encoding="utf-8")
    changes: list[str] = []

    def repl(m: re.Match[str]) -> str:
        head, name, key, fmt, old, tail = m.groups()
        if name not in cache:
            cache[name] = json.loads((RESULTS / f"{name}.json").read_text(encoding="utf-8"))
        new = format(resolve(cache[name], key), fmt)
        if new != old:
            line = text.count("\n", 0, m.start()) + 1
            changes.append(f"{page.relative_to(ROOT)}:{line}: {key}: {old} -> {new}")
        return head + new + tail

    out = CLAIM.sub(repl, text)
    if write and out != text:
        page.write_text(out, encoding="utf-8")
    return changes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="list stale figures, write nothing")
    args = parser.parse_args()
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("**/*.md"))]
    cache: dict[str, Any] = {}
    changes = [c for p in pages if p.is_file() for c in refresh(p, cache, not args.check)]
    print("\n".join(changes) or "every figure matches its JSON")
    return 1 if args.check and changes else 0


if __name__ == "__main__":
    sys.exit(main())
