"""Rewrite the figures the docs quote from the benchmark JSON they name (claim markers).

After a benchmark run rewrites ``benchmarks/results/*.json``, this sets every
``<!--claim FILE:KEY:FMT-->VALUE<!--/claim-->`` in README.md and docs/**/*.md to the checker's
``render(value, FMT)`` (``format(value, FMT)``; ``–`` for a null) and lists what changed, so the
prose around a changed figure can be re-read by a person. ``tests/test_claims.py`` then checks
the docs against the JSON.

Usage (from the repository root)::

    python benchmarks/refresh_claims.py          # rewrite and list the changes
    python benchmarks/refresh_claims.py --check  # list only; exit 1 if anything is stale
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# one definition of the marker, the key path and the pages: the checker's own
from tests.test_claims import CLAIM, RESULTS, pages, render, resolve  # noqa: E402


def refresh(page: Path, cache: dict[str, Any], write: bool) -> list[str]:
    """Set every claim of one page from its JSON; return ``page:line: old -> new`` lines."""
    text = page.read_text(encoding="utf-8")
    changes: list[str] = []
    out, last = [], 0
    for m in CLAIM.finditer(text):
        name, key, fmt, old = m.groups()
        if name not in cache:
            cache[name] = json.loads((RESULTS / f"{name}.json").read_text(encoding="utf-8"))
        new = render(resolve(cache[name], key), fmt)
        if new != old:
            line = text.count("\n", 0, m.start()) + 1
            changes.append(f"{page.relative_to(ROOT)}:{line}: {key}: {old} -> {new}")
        out += [text[last : m.start(4)], new]
        last = m.end(4)
    result = "".join([*out, text[last:]])
    if write and result != text:
        page.write_text(result, encoding="utf-8")
    return changes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="list stale figures, write nothing")
    args = parser.parse_args()
    cache: dict[str, Any] = {}
    changes = [c for p in pages() for c in refresh(p, cache, not args.check)]
    print("\n".join(changes) or "every figure matches its JSON")
    return 1 if args.check and changes else 0


if __name__ == "__main__":
    sys.exit(main())
