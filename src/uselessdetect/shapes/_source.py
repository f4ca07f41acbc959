"""Source code, configuration and computed values read as text: data, not a page to read for
words.

A tool that reads files (an MCP ``read_file``, GitHub's ``get_file_contents``, a fetch of a raw
file) returns code or configuration as plain text. Read for the question's words, a module or
a ``pyproject.toml`` shares few of them and looks useless, though it is what the agent asked
for; read as what it is — the content of a file, like a command's output — it is data. The
test is the lines' form, not their words: most lines end or open a block or statement, are
indented, assign a value or start with a keyword.

A tool that computes (a computer algebra system, a unit converter, a solver, a proof
assistant) answers with values: ``(x**2 - 2*x + 2)*exp(x)``, ``0.375 inch = 9.525
millimeter``, a goal ``forall n : nat, n + 0 = n``. Such a text holds no sentence, so the
question's words say nothing of it either (:func:`reads_as_values`).
"""

from __future__ import annotations

import re

__all__ = [
    "FUNCTION_WORDS",
    "holds_sentences",
    "looks_like_source",
    "reads_as_rows",
    "reads_as_values",
]

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


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Function words (English, and the commonest of French, German, Spanish and Italian; of one
#: letter only "a": an expression's variables are single letters): a text with none of them
#: holds no sentence.
FUNCTION_WORDS = _words(
    "a an the is are was were be been being of to in on for with and or not no nor by that "
    "this these those it its as at from has have had but if then than there their which who "
    "whom what when where will would can could should may might must do does did about over "
    "under into after before between through during also only more most some any all such "
    "very just so up out he she they we his her our you your my "
    "le la les de des du un une et est au aux der die das den dem und ist ein eine zu mit von "
    "im el los las es que del con por para il di che"
)
#: A sign of a value: a digit, an equals sign, or a call's opening parenthesis (``exp(x)``).
_VALUE_SIGN = re.compile(r"\d|=|\w\(")
#: A line that ends as a sentence does, a word and a full stop ("Band 7 plays rock.").
_PERIOD = re.compile(r"[^\W\d_]\.[ \t]*$", re.M)
#: A wiki tool's lookup result opens so ("(Result 1 / 3) Lavin."): a sentence, cut short.
_LOOKUP_RE = re.compile(r"^\(Result \d+ ?/ ?\d+\)")
#: Five words in a row, a space between each: a sentence or a title, in any language.
_PHRASE = re.compile(r"(?:[^\W\d_]+ ){4}[^\W\d_]+")
#: A word of letters alone, not a code's letters next to its digits (the ``A`` of a METAR's
#: ``A3011`` is no article).
_LETTERS = re.compile(r"(?<![^\W_])[a-z]+(?![^\W_])")
#: The longest text, in characters and lines, read as values.
_VALUE_CHARS = 1000
_VALUE_LINES = 20


def reads_as_values(text: str) -> bool:
    """Whether a short text is values, not sentences: at most 1,000 characters and 20 lines,
    with a digit, ``=`` or a call's parenthesis in it, no link or markup, not a wiki
    lookup's sentence, no line ending as a sentence does, no five words in a row (a
    sentence or a title, in any language) and not one function word ("the", "is", "of",
    "no", "le", "und", …) among its words (letters standing alone: the ``A`` of ``A3011`` is
    a code's): a computed answer (an expression, a conversion, a solver's or a proof
    assistant's output) or a coded report (a METAR).

    Examples
    --------
    >>> [reads_as_values(t) for t in ("(x**2 - 2*x + 2)*exp(x)", "0.375 inch = 9.525 millimeter",
    ...                               "1 goal\\n  ============================\\n  n + 0 = n",
    ...                               "METAR KPAO 101847Z 31008KT 10SM FEW014 16/09 A3011")]
    [True, True, True, True]
    >>> [reads_as_values(t) for t in ("Token expired", "Akbar was born in 1542.",
    ...                               "No more goals.", "See https://x.org/a=1",
    ...                               "Claude Évin, né le 29 avril 1949 à Le Cellier",
    ...                               "(Result 1 / 3) Lavin.", "Band 7 plays rock.")]
    [False, False, False, False, False, False, False]
    """
    if len(text) > _VALUE_CHARS or "://" in text or "</" in text or _LOOKUP_RE.match(text):
        return False
    if not _VALUE_SIGN.search(text):
        return False
    if text.count("\n") >= _VALUE_LINES or _PHRASE.search(text) or _PERIOD.search(text):
        return False
    return FUNCTION_WORDS.isdisjoint(_LETTERS.findall(text.lower()))


#: An interchange message of a standard of records: X12 (``ISA*00*…~``), EDIFACT
#: (``UNA:+.? '`` or ``UNB+UNOC:3+…``), HL7 v2 (``MSH|^~\\&|…``).
_INTERCHANGE = re.compile(r"\s*(?:ISA(?P<sep>[*|^])00(?P=sep)|UNA:\+|UNB\+UNO|MSH\|\^~)")
#: A line that underlines a fixed-width table's header: groups of dashes (PowerShell's
#: ``Format-Table``, ``sqlcmd``, ``netstat``-like printouts), two groups or more.
_UNDERLINE = re.compile(r"[ \t]*-{2,}(?:[ \t]+-{2,})+[ \t]*\r?")
#: Lines, and characters, of a text's head read for rows.
_ROW_LINES = 50
_ROW_CHARS = 10_000


def reads_as_rows(text: str) -> bool:
    """Whether a text is rows of data rather than sentences: an interchange message of a
    records standard (X12, EDIFACT, HL7 v2), lines of three tab-separated fields or more (as
    many in every line: ``bcftools view -H``, a TSV without its header), or a fixed-width
    table whose header line is underlined by groups of dashes (PowerShell's
    ``Format-Table``). Its words are codes and values, so a question's words say nothing of
    it: new rows are news.

    Examples
    --------
    >>> reads_as_rows("ISA*00*          *00*          *ZZ*HUB*ZZ*CLINIC*250312*1405*^*00501~")
    True
    >>> reads_as_rows("chr14\\t23415216\\trs37\\tG\\tA\\nchr14\\t23429005\\t.\\tC\\tT")
    True
    >>> reads_as_rows("Name   UsedGB\\n----   ------\\nC        61.8\\nD      1938.2")
    True
    >>> [reads_as_rows(t) for t in ("Creed is a band.\\n-- the editors", "a\\tb\\nc",
    ...                            "ISAAC was born in 1642.", "- one\\n- two")]
    [False, False, False, False]
    """
    if _INTERCHANGE.match(text):
        return True
    head = text[:_ROW_CHARS].split("\n", _ROW_LINES)[:_ROW_LINES]
    lines = [line for line in head if line.strip()]
    if not lines:
        return False
    tabs = {line.count("\t") for line in lines}
    if len(tabs) == 1 and min(tabs) >= 2:
        return True
    return (  # a header, its underline, a row
        len(lines) >= 3
        and _UNDERLINE.fullmatch(lines[1]) is not None
        and _UNDERLINE.fullmatch(lines[0]) is None
    )


_WORD_RE = re.compile(r"[^\W\d_]+")
#: Characters of a text's head read for its words (a cross-encoder reads a page's head).
_SENTENCE_CHARS = 2000
#: Fewest lines a text's head must hold to be read as machine output (which comes in lines).
_SENTENCE_LINES = 3
#: Fewest words a text's head must hold to be judged by its share of function words.
_SENTENCE_WORDS = 20
#: The least share of function words in a head of natural language: the HotpotQA and FEVER
#: texts of the shared data hold 7.4% at the least (a tenth of a percentile: 12.5%).
_SENTENCE_SHARE = 0.05


def holds_sentences(text: str) -> bool:
    """Whether a text reads as natural language: ``False`` when its head holds three lines or
    more and :data:`_SENTENCE_WORDS` words or more, under 5% of them function words ("the",
    "is", "of", "le", "und", …): machine output (LDIF, YAML, a CLI's tables, a device's show
    output, a playbook's recap) that a model of pages has no reading of. A paragraph on one
    line is a page, whatever its words.

    Examples
    --------
    >>> holds_sentences("Stull is the second extended play by the band Urge Overkill.")
    True
    >>> ldif = "\\n".join(f"dn: CN=user{i},OU=Staff,DC=corp,DC=acme,DC=com\\nmemberOf: "
    ...                  f"CN=sre,OU=Groups,DC=corp" for i in range(4))
    >>> holds_sentences(ldif)
    False
    >>> holds_sentences("up down up")  # too few words to tell
    True
    """
    head = text[:_SENTENCE_CHARS]
    if head.count("\n") < _SENTENCE_LINES - 1:
        return True  # one paragraph: a page, however it is worded
    words = _WORD_RE.findall(head.lower())
    if len(words) < _SENTENCE_WORDS:
        return True
    return sum(w in FUNCTION_WORDS for w in words) >= _SENTENCE_SHARE * len(words)
