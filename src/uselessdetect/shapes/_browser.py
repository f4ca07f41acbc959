"""A browser tool's response (Playwright MCP): the code it ran, and the page it left.

``browser_navigate``, ``browser_click``, ``browser_type`` and their kin answer in Markdown
sections: ``### Ran Playwright code`` (the action, as code), ``### Result`` (a value, or
``Error: …``), ``### Page state`` with ``- Page URL:``, ``- Page Title:`` and ``- Page
Snapshot:`` (the page's accessibility tree in a YAML fence); older versions write
``- Ran Playwright code:`` and ``- Page Snapshot`` as list items. The code is the action's
receipt; the snapshot is the page. :func:`browser_parts` takes them apart.
"""

from __future__ import annotations

import re

__all__ = ["browser_parts"]

_OPENS = ("### ", "- Ran Playwright code")
_RESULT_RE = re.compile(r"^### Result[ \t]*\n(.*?)(?=^### |\Z)", re.M | re.S)
_TITLE_RE = re.compile(r"^- Page Title:[ \t]*(.*)$", re.M)
_SNAPSHOT_RE = re.compile(
    r"^- Page Snapshot:?[ \t]*\n```(?:yaml)?[ \t]*\n(.*?)(?:^```|\Z)", re.M | re.S
)
_MARKS = ("Ran Playwright code", "\n- Page URL:", "\n### Page state")


def browser_parts(text: str) -> tuple[str, str, str] | None:
    """``(result, title, snapshot)`` of a browser tool's response, each ``""`` when absent;
    ``None`` for any other text. A response opens with ``### Result`` or holds the code it
    ran or a page's state.

    Examples
    --------
    >>> browser_parts("### Ran Playwright code\\n```js\\nawait page.click('a');\\n```\\n")
    ('', '', '')
    >>> browser_parts("### Result\\nError: Ref e9 not found\\n### Ran Playwright code\\n")[0]
    'Error: Ref e9 not found'
    >>> browser_parts("### Heading\\nSome text.") is None
    True
    """
    if not text.startswith(_OPENS):
        return None
    if not text.startswith("### Result\n") and not any(mark in text for mark in _MARKS):
        return None
    result = _RESULT_RE.search(text)
    title = _TITLE_RE.search(text)
    snapshot = _SNAPSHOT_RE.search(text)
    return (
        result.group(1).strip() if result else "",
        title.group(1).strip() if title else "",
        snapshot.group(1).strip() if snapshot else "",
    )
