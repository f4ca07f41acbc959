"""A terminal's output read as text: what a command printed, not a page to read for words.

Many terminal tools return a command's stdout as it is, with no return code around it: an
``ls -l`` listing, ``grep -n`` hits, ``git log``, a test run's summary, a traceback (Python's,
a JVM's, Node.js', a Go panic), a diff.
Read for the task's words, such output shares few of them and looks useless, though it is
what the agent asked for; read as what it is — a command's output, like ``<returncode>``
output — it is data: useful when new, useless when it repeats. As for source code
(:mod:`~uselessdetect.shapes._source`), the test is the lines' form, not their words.
"""

from __future__ import annotations

import re
from itertools import islice

__all__ = ["failure_signature", "looks_like_output", "process_output"]

#: A frame of a JVM (Java, Kotlin, Scala) or Node.js stack trace (``<TAB>at
#: pkg.Main.main(Main.java:5)``, ``    at Object.<anonymous> (/app/index.js:3:15)``,
#: ``    at node:internal/main/run:23:47``), or a Go panic's goroutine header and file line
#: (``goroutine 1 [running]:``, ``<TAB>/app/main.go:8 +0x1d``).
_FRAME = r"""
    [ \t]+at\ (?:async\ |new\ )?[^()\n]{1,300}\((?:[^()\n]*:\d+(?::\d+)?|Native\ Method
        |Unknown\ Source|native|<anonymous>|index\ \d+)\)$
  | [ \t]+at\ (?:async\ )?[^\s()]+:\d+:\d+$
  | goroutine\ \d+\ \[[^\]\n]{1,80}\]:$
  | [ \t]+/?[\w./@-]+\.go:\d+(?:\ \+0x[0-9a-f]+)?$
"""
_FRAME_LINE = re.compile(f"^(?:{_FRAME})", re.X)
#: A log's line: a date and time first (ISO 8601 ``2025-06-10T08:00:08Z``, ``[2025-06-10
#: 08:00:08]``, syslog's ``Jun 10 08:00:08``, glog's ``I0610 08:00:08.123``), a clock then a
#: level (``08:00:08 INFO``; a clock alone opens a transcript's lines too), a level first
#: (``INFO``, ``[WARN]``), or logfmt's ``time=…``/``level=…``.
_LEVEL = r"\[?(?:INFO|WARN|WARNING|DEBUG|TRACE|FATAL|CRITICAL|NOTICE)\]?[\s:]"
_LOG_LINE = rf"""
    \[?\d{{4}}-\d{{2}}-\d{{2}}[T\ ]\d{{2}}:\d{{2}}
  | \[?\d{{2}}:\d{{2}}:\d{{2}}(?:[.,]\d+)?\]?\s+(?:{_LEVEL}|ERROR\b)
  | (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\ [\ \d]\d\ \d{{2}}:\d{{2}}:\d{{2}}\s
  | [IWEF]\d{{4}}\ \d{{2}}:\d{{2}}:\d{{2}}
  | {_LEVEL}
  | (?:time|ts|level|lvl)=\S
"""
#: A test runner's result or summary line (jest's ``PASS src/a.test.ts``, ``Tests: 1 failed``,
#: go test's, cargo's), a container build's step (BuildKit's ``#6 [base 2/6] RUN …``, ``#8
#: 21.40 Collecting …``, ``Step 3/8 :``) or an image layer's (``5f70bf18a086: Pushed``).
_RUNNER_LINE = r"""
    (?:PASS|FAIL)\ +\S+\.\w+\b
  | (?:Tests|Test\ Suites|Snapshots|Time):\ +\d
  | (?:ok|FAIL)[\ \t]+\S+[\ \t]+(?:[\d.]+s|\(cached\))
  | (?:---\ (?:PASS|FAIL|SKIP):|===\ (?:RUN|PAUSE|CONT))[ ]
  | test\ \S+\ \.\.\.\ (?:ok|FAILED|ignored)$
  | \#\d+\ (?:\[|\d+\.\d+\ |DONE\b|CACHED\b|ERROR\b|sha256:
    |exporting|writing|naming|resolve|load|transferring)
  | Step\ \d+/\d+\ :
  | \ --->[ ]
  | [0-9a-f]{12,64}:\ \w
  | [\w.-]+:\ digest:\ sha256:
"""
#: Two lines are output when both have its form and one of them this one: a stack trace's
#: frame, a log's line, a test runner's or a container build's.
_TWO_LINES = re.compile(f"^(?:{_FRAME}|{_LOG_LINE}|{_RUNNER_LINE})", re.X)
#: A line of terminal output: a long listing's entry or its total, a ``path:line:`` hit, a
#: commit (``git log``, ``--oneline``), a traceback's frame or exception (Python's, or a
#: JVM's, Node.js' or Go's: :data:`_FRAME`), a log's line (:data:`_LOG_LINE`), a test
#: runner's banner, result or failure line, a container build's step
#: (:data:`_RUNNER_LINE`), a diff's header, a path alone, a file name alone.
_OUTPUT_LINE = re.compile(
    r"""^(?:[-dlcbps][-r][-w][-xsS][-r][-w][-xsS][-r][-w][-xtT][.@+]?\s+\d+\s
      | total\ \d+$
      | (?:node:)?[\w./-]*[./][\w./-]*:\d+(?:[:-]|$)
      | [0-9a-f]{7,40}\ \S
      | commit\ [0-9a-f]{40}
      | (?:Author|Date|Merge):\s
      | Traceback\ \(most\ recent\ call
      | \s+File\ "[^"]+",\ line\ \d+
      | (?:\w+\.)*\w*(?:Error|Exception|Interrupt)(?::|$)
      | (?:Exception\ in\ thread\ "|Caused\ by:\ |panic:\ |fatal\ error:\ )
      | \s+\.\.\.\ \d+\ more$
      | exit\ status\ \d+$
      | """
    + _FRAME
    + r"""
      | [=_-]{3,}\ .*\ [=_-]{3,}$
      | (?:PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)\b
      | """
    + _LOG_LINE
    + "|"
    + _RUNNER_LINE
    + r"""
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
#: Characters of a text's opening in which a stack trace's first frame is looked for.
_STACK_OPENING = 4_000


#: A terminal tool's header above what a command it started printed (Desktop Commander's
#: ``Command started with PID 51207``, ``Process started with PID 48211 (shell: /bin/zsh)``,
#: then ``Initial output:``), and its closing hint that the process runs on.
_PROCESS_HEAD_RE = re.compile(
    r"^(?:Command|Process) started with PID \d{1,10}[^\n]{0,200}\n?"
    r"(?:[ \t]*Initial output:[ \t]*(?:\n|$))?"
)
_PROCESS_TAIL_RE = re.compile(r"\n?[^\n]{0,4}Process is (?:still )?running\b[^\n]{0,200}$")


def process_output(text: str) -> str | None:
    """What a command printed, below a terminal tool's header that names the process it
    started (:data:`_PROCESS_HEAD_RE`), without the closing hint that it runs on; ``None``
    for a text without such a header.

    Examples
    --------
    >>> process_output("Command started with PID 51230\\nInitial output:\\npg-old")
    'pg-old'
    >>> process_output("Process started with PID 7 (shell: /bin/zsh)\\nInitial output:\\n\\n"
    ...                "⏳ Process is running. Use read_process_output to get more output.")
    ''
    >>> process_output("The process started with PID 7 is gone.") is None
    True
    """
    m = _PROCESS_HEAD_RE.match(text)
    if m is None:
        return None
    return _PROCESS_TAIL_RE.sub("", text[m.end() :]).strip()


def looks_like_output(text: str) -> bool:
    """Whether a text is a terminal command's output: at least half of its first 200
    non-blank lines (three or more), and one of the first three, have the form of such
    output; or two lines of that form, one a stack trace's frame (``Exception in thread
    "main" java.lang.NullPointerException``, then ``\\tat com.example.Main.main(Main.java:5)``),
    a log's line, a test runner's or a container build's (``#5 [base 1/6] FROM python``,
    then ``#5 DONE 6.2s``).

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
    if len(head) < _MIN_LINES:  # two lines: a stack trace's header and its one frame, two
        return (  # lines of a log, of a test run or of a build
            len(head) == 2
            and all(map(_OUTPUT_LINE.match, head))
            and any(map(_TWO_LINES.match, head))
        )
    if not any(map(_OUTPUT_LINE.match, head)):
        return False  # output opens with its form: one of its first three lines has it
    rows = [ln for ln in text.split("\n", _LINES)[:_LINES] if ln.strip()]
    diff = _DIFF_LINE.match if "\n@@ -" in text and _HUNK_RE.search(text) else None
    misses, most = 0, (1 - _SHARE) * len(rows)
    for ln in rows:  # stops past the misses allowed: on prose, within its first lines
        if not (_OUTPUT_LINE.match(ln) or (diff is not None and diff(ln))):
            misses += 1
            if misses > most:
                return _opens_stack(text)
    return True


def _opens_stack(text: str) -> bool:
    """Whether a text's first lines hold a JVM or Node.js stack trace: a frame in its first
    :data:`_STACK_OPENING` characters, and an exception line a few lines above it (Node's
    "Cannot find module", then its ``Require stack:``, frames and the error's fields)."""
    end = _STACK_OPENING
    first = max(text.find("\n\tat ", 0, end), text.find("\n    at ", 0, end))
    if first < 0:
        return False
    return _stack_failure(text[: first + _STACK_OPENING]) is not None


_TRACEBACK = "Traceback (most recent call last):"
#: Characters after a traceback's header looked through for its exception line.
_TRACEBACK_CHARS = 20_000
#: A traceback's exception line: the exception's (dotted) name, then its message.
_EXCEPTION_RE = re.compile(r"([A-Za-z_][\w.]{0,100})(?::[ \t]*(.{0,2000}))?$")
#: What varies between failures of one kind: quoted names, URLs and paths (``/v1/history?x=1``),
#: numbers, addresses.
_VARIES_RE = re.compile(
    r"'[^'\n]*'|\"[^\"\n]*\"|\b[a-z][a-z0-9+.-]*://\S+|(?<![\w/])/[\w.~%?=&+/-]+"
    r"|\b0x[0-9a-fA-F]+\b|\d+"
)
#: Characters of a failure's message kept in its signature (after what varies is left out).
_MESSAGE_CHARS = 300
#: A line of a Python traceback alone: its header (with the rest of a traceback put on one
#: line after it), a frame, the frame's code or caret (indented), an exception line, a
#: chained exception's separator.
_TRACEBACK_LINE = re.compile(
    r"""^(?:Traceback\ \(most\ recent\ call\ last\):
      | [ \t]
      | [A-Za-z_][\w.]{0,100}(?::.*)?$
      | During\ handling\ of\ the\ above\ exception,\ another\ exception\ occurred:$
      | The\ above\ exception\ was\ the\ direct\ cause\ of\ the\ following\ exception:$
    )""",
    re.X,
)
#: A frame of a program's own code: its top level (``in <module>``: a script, ``python -c``,
#: a REPL), ``python -m``'s runner, code given as text (``"<stdin>"``, ``"<string>"``,
#: ``"<ipython-input-3-…>"``; not the import system's ``"<frozen …>"``), or code that did not
#: compile (a ``SyntaxError``'s frame names no function).
_PROGRAM_FRAME_RE = re.compile(
    r'^[ \t]+File "(?:[^"\n]*", line \d+(?:, in (?:<module>|_run_module_as_main))?$'
    r'|<(?!frozen )[^>"\n]*>")',
    re.M,
)


def tool_traceback(text: str) -> bool:
    """Whether a text that opens with a Python traceback is a tool's own failure: the text is
    tracebacks only (no line a program printed), none of whose frames is a program's top
    level or code given as text (:data:`_PROGRAM_FRAME_RE`). A tool that runs code shows the
    program's frames (``File "<stdin>", line 1, in <module>``); a search or fetch tool whose
    own code raised, and that returns the formatted exception as its result, shows its
    functions' frames only. A text longer than 20,000 characters is read as a program's.

    Examples
    --------
    >>> tb = "Traceback (most recent call last):\\n"
    >>> tool_traceback(tb + '  File "/srv/tools.py", line 88, in web_search\\n'
    ...                "    r.raise_for_status()\\nHTTPError: 503 Server Error")
    True
    >>> tool_traceback(tb + '  File "<stdin>", line 1, in <module>\\n'
    ...                "ModuleNotFoundError: No module named 'prophet'")
    False
    >>> tool_traceback(tb + '  File "/srv/tools.py", line 88, in f\\nKeyError: 1\\nRan 1 test')
    False
    """
    if len(text) > _TRACEBACK_CHARS or not text.startswith(_TRACEBACK):
        return False
    lines = filter(None, text.split("\n"))
    if not all(map(_TRACEBACK_LINE.match, lines)):
        return False  # a line a program printed: the output of a command
    return _PROGRAM_FRAME_RE.search(text) is None


#: A JVM's or Node.js' exception line above its stack's frames: ``Exception in thread "main"
#: java.lang.NullPointerException: …``, ``TypeError: Cannot read properties of undefined``,
#: ``Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'x'``, ``Caused by: java.io.…``.
_STACK_HEADER_RE = re.compile(
    r"""^(?P<caused>Caused\ by:\ |Suppressed:\ )?
    (?:Exception\ in\ thread\ "[^"\n]{0,100}"\ |Uncaught\ )?
    (?P<name>(?:[A-Za-z_$][\w$]*[./])*[\w$]*(?:Error|Exception|Failure|Throwable)\w*
      (?:\ \[[\w-]{1,60}\])?)
    (?::[ \t]*(?P<message>[^\n]{0,2000}))?$""",
    re.X | re.M,
)
#: Lines between an exception line and its first frame (Node's "Require stack:" list).
_HEADER_GAP = 6
#: Characters at an output's end in which the last frame of a JVM or Node.js stack, or a Go
#: goroutine's header, is looked for: the failure the output ends in.
_TAIL_CHARS = 4_000
_GO_PANIC_RE = re.compile(r"^(panic|fatal error): ([^\n]{0,2000})$", re.M)


def _python_failure(output: str) -> tuple[int, str] | None:
    """Where the last Python traceback starts, and its exception line's name and message."""
    at = output.rfind(_TRACEBACK)
    if at < 0:
        return None
    lines = output[at : at + _TRACEBACK_CHARS].split("\n")
    for line in islice(lines, 1, None):
        if line and not line[0].isspace():  # a frame and its code are indented; this is not
            m = _EXCEPTION_RE.match(line.rstrip())
            return None if m is None else (at, _signature(m[1], m[2]))
    return None


def _stack_failure(output: str) -> tuple[int, str] | None:
    """Where the JVM or Node.js stack trace the output ends in (a frame in its last
    :data:`_TAIL_CHARS` characters) has its exception line, and its name and message: the
    last exception line that opens a stack (a frame within the next few lines) and is no
    ``Caused by:`` of an outer one."""
    tail = max(0, len(output) - _TAIL_CHARS)
    last = max(output.rfind("\n\tat ", tail), output.rfind("\n    at ", tail))
    if last < 0:
        return None
    start = max(0, last - _TRACEBACK_CHARS)
    found = None
    for m in _STACK_HEADER_RE.finditer(output, start, last + 1):
        if m["caused"]:
            continue
        after = output[m.end() + 1 : m.end() + 2_000].split("\n", _HEADER_GAP + 1)[:_HEADER_GAP]
        if any(map(_FRAME_LINE.match, after)):
            found = (m.start(), _signature(m["name"], m["message"]))
    return found


def _go_failure(output: str) -> tuple[int, str] | None:
    """Where the Go panic (or fatal error) the output ends in is, and its message: the last
    ``panic: …`` line above a goroutine's header in its last :data:`_TAIL_CHARS` characters."""
    dump = output.rfind("\ngoroutine ", max(0, len(output) - _TAIL_CHARS))
    if dump < 0:
        return None
    found = None
    for m in _GO_PANIC_RE.finditer(output, max(0, dump - _TRACEBACK_CHARS), dump + 1):
        found = (m.start(), _signature(m[1], m[2]))
    return found


#: A failure a program reports in a line rather than a trace (``govc: Post …: tls: failed to
#: verify certificate``, ``ssh: connect to host … port 22: No route to host``); a count before
#: the word (``0 failed``, ``2 errors``) is a summary, not a failure.
_LINE_FAILURE_RE = re.compile(
    r"(?<!\d )\b(?:error|failed|failure|unable to|cannot|can't|could not|couldn't|denied"
    r"|refused|expired|no route to host|not found|timed out|unreachable)\b",
    re.IGNORECASE,
)
#: How short an output is read whole as one failure message: its characters and lines.
LINE_FAILURE_CHARS = 600
_LINE_FAILURE_LINES = 3


def _line_failure(output: str) -> str | None:
    """A short output (at most three lines) that reports a failure in words, whole, with what
    varies left out (a timestamp, a host, a quoted name): the same failure again when a dead
    endpoint answers every command alike."""
    if len(output) > LINE_FAILURE_CHARS:
        return None
    lines = [line.strip() for line in output.split("\n") if line.strip()]
    if not lines or len(lines) > _LINE_FAILURE_LINES:
        return None
    text = " ".join(lines)
    if _LINE_FAILURE_RE.search(text) is None:
        return None
    return "failure: " + _VARIES_RE.sub("_", text.lower())[:_MESSAGE_CHARS]


def _signature(name: str, message: str | None) -> str:
    message = _VARIES_RE.sub("_", (message or "").strip())[:_MESSAGE_CHARS]
    return f"{name}: {message}" if message else name


def failure_signature(output: str) -> str | None:
    """The kind of a program's failure that a command's output ends in: the exception of its
    last Python traceback, JVM (Java, Kotlin, Scala) or Node.js stack trace, or Go panic, with
    what varies between failures of one kind (quoted names, numbers, addresses) left out of
    its message; ``None`` when the output holds none of them.

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
    >>> failure_signature("TypeError: Cannot read properties of undefined (reading 'x')\\n"
    ...                   "    at Object.<anonymous> (/app/index.js:3:15)")
    'TypeError: Cannot read properties of undefined (reading _)'
    >>> failure_signature('Exception in thread "main" java.lang.NullPointerException\\n'
    ...                   "\\tat com.example.Main.main(Main.java:5)")
    'java.lang.NullPointerException'
    >>> failure_signature("panic: runtime error: index out of range [3] with length 3\\n\\n"
    ...                   "goroutine 1 [running]:\\nmain.main()\\n\\t/app/main.go:8 +0x1d")
    'panic: runtime error: index out of range [_] with length _'
    >>> failure_signature("total 8\\n-rw-r--r-- 1 me me 12 Jun 3 10:01 a.py") is None
    True
    """
    found = [f for f in (_python_failure(output), _stack_failure(output), _go_failure(output)) if f]
    if not found:  # no trace: a failure said in a short output's words, or none
        return _line_failure(output)
    return max(found)[1] if found else None  # the one the output ends in


_TIMEOUT_RE = re.compile(r"timeout|timed out", re.IGNORECASE)


def timed_out(output: str) -> bool:
    """Whether a command's output ends in a failure that is a timeout
    (:func:`failure_signature`: ``java.util.concurrent.TimeoutException``, ``TimeoutError``,
    ``requests.exceptions.ReadTimeout``): the source did not answer, whoever's code ran.

    Examples
    --------
    >>> timed_out("SPARQL-QUERY: queryStr=SELECT ?m\\njava.util.concurrent.TimeoutException\\n"
    ...           "\\tat java.base/java.util.concurrent.FutureTask.get(FutureTask.java:205)")
    True
    >>> timed_out("Traceback (most recent call last):\\n  File \\"a.py\\", line 1, in <module>\\n"
    ...           "KeyError: 'timeout_s'")
    False
    """
    if _TIMEOUT_RE.search(output) is None:  # one scan in C: most outputs never name one
        return False
    signature = failure_signature(output)
    return signature is not None and _TIMEOUT_RE.search(signature.split(":", 1)[0]) is not None
