"""Source code and configuration read as text: a file's content, not a page to read for words.

A tool that reads files (an MCP ``read_file``, GitHub's ``get_file_contents``, a fetch of a raw
file) returns code or configuration as plain text. Read for the question's words, a module or
a ``pyproject.toml`` shares few of them and looks useless, though it is what the agent asked
for; read as what it is — the content of a file, like a command's output — it is data. The
test is the lines' form, not their words: most lines end or open a block or statement, are
indented, assign a value or start with a keyword.
"""

from __future__ import annotations

import re

__all__ = ["looks_like_source"]

#: A line of code or configuration: it ends a statement or opens a block, closes one, is
#: indented by four spaces or a tab, opens with a keyword or a SQL comment, or assigns a value
#: (a section's header, ``[tool.ruff]``, is left out: a page's buttons have its form).
_CODE_LINE = re.compile(
    r"""[{};(\[,]\s*$
      | ^\s*[}\])]
      | ^(?:\t|\ {4})\s*\S
      | ^\s*(?:def\s|class\s|import\s|from\s+\S+\s+import\s|return\b|elif\s|else:|try:|except\b
           |finally:|function\b|const\s|let\s|var\s|\#include\b|package\s|public\s|private\s
           |fn\s|func\s|@\w|\#!|--\ )
      | ^\s*[\w.\-"']+\s*=\s*\S
    """,
    re.X,
)
#: Lines looked at, the fewest that can tell, and the share that must look like code; a
#: shorter text of at least :data:`_ALL_LINES` lines is code when every line looks like it.
_LINES = 200
_MIN_LINES = 5
_SHARE = 0.5
_ALL_LINES = 3


def looks_like_source(text: str) -> bool:
    """Whether a text is source code or configuration: at least half of its first 200
    non-blank lines, and five or more, look like code; or three or four lines, all of them
    (a short SQL migration, a small config).

    Examples
    --------
    >>> looks_like_source("def f(x):\\n    y = x + 1\\n    return y\\n\\nclass A:\\n    pass\\n")
    True
    >>> looks_like_source("[project]\\nname = 'x'\\nversion = '1'\\ndeps = [\\n  'a',\\n]")
    True
    >>> looks_like_source("-- migrate:up\\nCREATE TABLE t (id int);\\n\\n-- migrate:down\\n"
    ...                   "DROP TABLE t;")
    True
    >>> looks_like_source("Creed is an American rock band.\\nIt formed in 1994.\\n" * 3)
    False
    """
    rows = [ln for ln in text.split("\n", _LINES)[:_LINES] if ln.strip()]
    if len(rows) < _ALL_LINES:
        return False
    hits = sum(1 for ln in rows if _CODE_LINE.search(ln))
    if len(rows) < _MIN_LINES:
        return hits == len(rows)
    return hits >= _SHARE * len(rows)
