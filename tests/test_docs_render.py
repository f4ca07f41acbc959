"""The docs as a reader sees them: every page renders without broken paragraphs or leaked markup.

``mkdocs build --strict`` passes a page whose HTML is broken: a claim marker that starts a
line ends the paragraph or list item it sits in (Markdown reads the line as raw HTML), so the
sentence splits into separate paragraphs and the later bullets of the list run into the text
as a literal ``* …``. Here every page is rendered with Python-Markdown and the site's own
extensions (mkdocs.yml, plus the three mkdocs always adds), and the HTML is searched for what
a reader would trip over (:func:`problems`). ``tests/test_docs.py`` runs the same search over
the site mkdocs builds.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
PAGES = sorted(DOCS.rglob("*.md"))
#: mkdocs adds these to every site's markdown_extensions
MKDOCS_DEFAULTS = ["toc", "tables", "fenced_code"]

OPEN = re.compile(r"<!--claim [^>]*?-->")
CLOSE = "<!--/claim-->"
#: what may stand between a claim's opening and its value's end: inline HTML only
BLOCK = re.compile(r"</?(?:p|li|ul|ol|td|tr|table|div|h\d|pre|blockquote)\b|\n\s*\n")
PARAGRAPH = re.compile(r"<p>(.*?)</p>", re.DOTALL)
BULLET = re.compile(r"(?:^|\n)\s*[*+-] \S")
CELL = re.compile(r"<td[^>]*>(.*?)</td>", re.DOTALL)
CODE = re.compile(r"<code>.*?</code>", re.DOTALL)
#: a value a reader should not see in a cell: Python's None (not the word: "None of …"), or a
#: zero with a minus sign
BAD_CELL = re.compile(r"\bNone\b(?! [a-z])|(?<![\w.])-0(?:\.0+)?(?![\d.])")


def _line(html: str, at: int) -> int:
    return html.count("\n", 0, at) + 1


def _claim_problems(html: str, name: str) -> list[str]:
    """Claim markers printed as text, or cut from their value by a block boundary."""
    out = [
        f"{name}:{_line(html, m.start())}: a claim marker is printed as text"
        for m in re.finditer(r"&lt;!--(?:/)?claim", html)
    ]
    for m in OPEN.finditer(html):
        end = html.find(CLOSE, m.end())
        cut = BLOCK.search(html, m.end(), end if end >= 0 else len(html))
        if end < 0 or cut is not None:
            where = f"{name}:{_line(html, m.start())}"
            out.append(f"{where}: {m.group()} is cut from its value (the paragraph ends there)")
    return out


def problems(html: str, name: str) -> list[str]:
    """What a reader of the rendered ``html`` would trip over, one line each (empty: none).

    * a claim marker shown as text, or separated from its value by the end of a paragraph or
      list item (the marker started a line of a paragraph or list item);
    * a paragraph holding a line that starts with ``* ``, ``- `` or ``+ ``: a bullet Markdown
      did not read as one, because the list it belongs to was broken above it;
    * a table cell showing ``None`` or a negative zero such as ``-0.0000`` (outside code).
    """
    out = _claim_problems(html, name)
    for m in PARAGRAPH.finditer(html):
        if BULLET.search(CODE.sub("", m.group(1))):
            out.append(f"{name}:{_line(html, m.start())}: a literal bullet inside a paragraph")
    for m in CELL.finditer(html):
        bad = BAD_CELL.search(CODE.sub("", OPEN.sub("", m.group(1))))
        if bad:
            out.append(f"{name}:{_line(html, m.start())}: a table cell shows {bad.group()!r}")
    return out


def _extensions() -> tuple[list[str], dict[str, Any]]:
    """The site's markdown extensions and their settings, as mkdocs.yml lists them."""
    yaml = pytest.importorskip("yaml", reason="PyYAML comes with the docs extra")
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    names, settings = list(MKDOCS_DEFAULTS), {}
    for item in config.get("markdown_extensions", []):
        name, conf = next(iter(item.items())) if isinstance(item, dict) else (item, None)
        if name not in names:
            names.append(name)
        if conf:
            settings[name] = conf
    return names, settings


def render(text: str) -> str:
    """``text`` as the site's Markdown renders it (the page body, without the theme)."""
    markdown = pytest.importorskip("markdown", reason="Markdown comes with the docs extra")
    names, settings = _extensions()
    return str(markdown.markdown(text, extensions=names, extension_configs=settings))


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_page_renders_without_broken_paragraphs_or_leaked_markup(page: Path) -> None:
    name = str(page.relative_to(ROOT))
    found = problems(render(page.read_text(encoding="utf-8")), name)
    assert not found, "\n".join(found)


# --- the search finds each break it names, and passes what is fine ----------------------

CLAIM = "<!--claim bench_x:n:d-->7<!--/claim-->"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        # a marker starting a continuation line of a paragraph
        (f"The run took\n{CLAIM} steps.\n", "is cut from its value"),
        # ... of a list item: the item ends, the next bullet is read as text
        (f"* first item, done in\n  {CLAIM} steps.\n* second item\n", "is cut from its value"),
        (f"* first item, done in\n  {CLAIM} steps.\n* second item\n", "a literal bullet"),
        ("a line\n* not a bullet\n", "a literal bullet"),
        (f"the change line: `{CLAIM}`\n", "printed as text"),
        (f"| k | regret |\n|---|---|\n| {CLAIM.replace('7', 'None')} | 0.1 |\n", "'None'"),
        ("| k | regret |\n|---|---|\n| 3 | -0.0000 |\n", "'-0.0000'"),
        ("| k | share |\n|---|---|\n| 3 | -0.0% |\n", "'-0.0'"),
        ("| k | share |\n|---|---|\n| None | 5% |\n", "'None'"),
    ],
)
def test_problems_finds_each_break(text: str, message: str) -> None:
    found = problems(render(text), "p.md")
    assert any(message in f and f.startswith("p.md:") for f in found), found


@pytest.mark.parametrize(
    "text",
    [
        f"The run took\nabout {CLAIM} steps.\n",
        f"* first item, done in\n  about {CLAIM} steps.\n* second item\n",
        f"| k | regret |\n|---|---|\n| {CLAIM} | 0.0000 |\n| `None` | -0.5 |\n",
        "| k | note |\n|---|---|\n| 3 | None of the runs; 10-0.0 |\n",
        f"the change line: <code>{CLAIM}</code>\n",
        "a hyphen - inside a line, and a list:\n\n- one\n- two\n",
        "```python\nx = None\n* y\n```\n",
    ],
)
def test_problems_passes_what_renders_well(text: str) -> None:
    assert problems(render(text), "p.md") == []
