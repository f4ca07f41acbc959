"""A terminal's output read as text: what a command printed, not a page to read for words.

Many terminal tools return a command's stdout as it is, with no return code around it: an
``ls -l`` listing, ``grep -n`` hits, ``git log``, a test run's summary, a traceback, a diff.
Read for the task's words, such output shares few of them and looks useless, though it is
what the agent asked for; read as what it is — a command's output, like ``<returncode>``
output — it is data: useful when new, useless when it repeats. As for source code
(:mod:`~uselessdetect.shapes._source`), the test is the lines' form, not their words.
"""

from __future__ import annotations

import re
from itertools import islice

__all__ = ["failure_signature", "looks_like_output"]

#: A line of terminal output: a long listing's entry or its total, a ``path:line:`` hit, a
#: commit (``git log``, ``--oneline``), a traceback's frame or exception, a test runner's
#: banner, result or failure line, a diff's header, a path alone, a file name alone.
_OUTPUT_LINE = re.compile(
    r"""^(?:[-dlcbps][-r][-w][-xsS][-r][-w][-xsS][-r][-w][-xtT][.@+]?\s+\d+\s
      | total\ \d+$
      | [\w./-]*[./][\w./-]*:\d+[:-]
      | [0-9a-f]{7,40}\ \S
      | commit\ [0-9a-f]{40}
      | (?:Author|Date|Merge):\s
      | Traceback\ \(most\ recent\ call
      | \s+File\ "[^"]+",\ line\ \d+
      | (?:\w+\.)*\w+(?:Error|Exception|Interrupt)(?::|$)
      | [=_-]{3,}\ .*\ [=_-]{3,}$
      | (?:PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)\b
      | [\w/.-]+\.py(?:::\S+)?\ +(?:[.FEsxX]+\ *(?:\[\s*\d+%\])?$|PASSED|FAILED|ERROR|SKIPPED)
      | [.FEsxX]+\ +\[\s*\d+%\]$
      | E\s{2,}
      | >\s{3,}
      | \d+\ (?:passed|failed|errors?)\b
      | (?:diff\ --git\ |index\ [0-9a-f]{7,}\.\.|---\ a/|\+\+\+\ b/|@@\ -\d)
      | \.{0,2}/?(?:[\w.@+-]+/)+[\w.@+-]*$
      | [\w@+-]*[._][\w.@+-]*/?$
    )""",
    re.X,
)
#: A unified diff's hunk header: with one, its ``+``, ``-`` and context lines are output too.
_HUNK_RE = re.compile(r"^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@", re.M)
_DIFF_LINE = re.compile(r"^[-+ ]")
#: Lines looked at, the fewest that can tell, and the share that must look like output.
_LINES = 200
_MIN_LINES = 3
_SHARE = 0.5


def looks_like_output(text: str) -> bool:
    """Whether a text is a terminal command's output: at least half of its first 200
    non-blank lines (three or more), and one of the first three, have the form of such
    output.

    Examples
    --------
    >>> looks_like_output("total 8\\n-rw-r--r-- 1 me me 12 Jun 3 10:01 a.py\\n"
    ...                   "drwxr-xr-x 2 me me 4096 Jun 3 10:01 src")
    True
    >>> looks_like_output("src/a.py:3:def f():\\nsrc/b.py:9:    f()\\nsrc/c.py:1:import a")
    True
    >>> looks_like_output("Creed is an American rock band.\\nIt formed in 1994.\\n" * 3)
    False
    """
    head = [ln for ln in text.split("\n", 8)[:8] if ln.strip()][:_MIN_LINES]
    if len(head) < _MIN_LINES or not any(map(_OUTPUT_LINE.match, head)):
        return False  # output opens with its form: one of its first three lines has it
    rows = [ln for ln in text.split("\n", _LINES)[:_LINES] if ln.strip()]
    diff = _DIFF_LINE.match if "\n@@ -" in text and _HUNK_RE.search(text) else None
    misses, most = 0, (1 - _SHARE) * len(rows)
    for ln in rows:  # stops past the misses allowed: on prose, within its first lines
        if not (_OUTPUT_LINE.match(ln) or (diff is not None and diff(ln))):
            misses += 1
            if misses > most:
                return False
    return True


_TRACEBACK = "Traceback (most recent call last):"
#: Characters after a traceback's header looked through for its exception line.
_TRACEBACK_CHARS = 20_000
#: A traceback's exception line: the exception's (dotted) name, then its message.
_EXCEPTION_RE = re.compile(r"([A-Za-z_][\w.]{0,100})(?::[ \t]*(.{0,300}))?$")
#: What varies between failures of one kind: quoted names, numbers, addresses.
_VARIES_RE = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"|\b0x[0-9a-fA-F]+\b|\d+")


def failure_signature(output: str) -> str | None:
    """The kind of a program's failure that a command's output ends in: the exception of its
    last Python traceback and the exception's message with what varies between failures of
    one kind (quoted names, numbers) left out; ``None`` when the output holds no traceback.

    Two outputs with one signature fail the same way ("No module named 'prophet'", then
    "No module named 'fbprophet'"), whatever else they print.

    Examples
    --------
    >>> a = failure_signature("Traceback (most recent call last):\\n  File \\"<stdin>\\", "
    ...                       "line 1, in <module>\\nModuleNotFoundError: No module named 'a'")
    >>> a
    'ModuleNotFoundError: No module named _'
    >>> a == failure_signature("Traceback (most recent call last):\\n  File \\"x.py\\", "
    ...                        "line 9, in f\\nModuleNotFoundError: No module named 'b'\\n")
    True
    >>> failure_signature("total 8\\n-rw-r--r-- 1 me me 12 Jun 3 10:01 a.py") is None
    True
    """
    at = output.rfind(_TRACEBACK)
    if at < 0:
        return None
    lines = output[at : at + _TRACEBACK_CHARS].split("\n")
    for line in islice(lines, 1, None):
        if line and not line[0].isspace():  # a frame and its code are indented; this is not
            m = _EXCEPTION_RE.match(line.rstrip())
            if m is None:
                return None
            message = _VARIES_RE.sub("_", m[2] or "")
            return f"{m[1]}: {message}" if message else m[1]
    return None
