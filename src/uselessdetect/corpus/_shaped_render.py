"""Search-tool renderings of a page: title lists, tables of contents, sections, web results."""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Sequence

__all__ = [
    "SECTION_NAMES",
    "page_id",
    "render_listing",
    "render_record",
    "render_section",
    "render_toc",
    "render_websearch",
]

#: Generic Wikipedia section names. HotpotQA keeps a page's lead paragraph only, without its
#: section names, so a table of contents is the page's title plus a few of these: the title
#: is then the signal, as it is in reality (every biography has an "Early life").
SECTION_NAMES: tuple[str, ...] = (
    "Early life",
    "Career",
    "Personal life",
    "History",
    "Background",
    "Production",
    "Reception",
    "Legacy",
    "Geography",
    "Plot",
    "Release",
    "Awards and nominations",
    "Discography",
    "Filmography",
    "Works",
)
_TAIL = ("See also", "References", "External links")
_EDITORS = ("Rodw", "Materialscientist", "ClueBot NG", "Ser Amantio di Nicolao", "Citation bot")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August")
_CAPS_RE = re.compile(r"\b[A-Z][a-z]+(?: [A-Z][a-z]+)*\b")


def page_id(title: str) -> int:
    """A stable page id for a title (a hash: the same title always gets the same id).

    Examples
    --------
    >>> page_id("Paris") == page_id("Paris"), 0 < page_id("Paris") < 10**8
    (True, True)
    """
    return int.from_bytes(hashlib.sha256(title.encode()).digest()[:4], "big") % 10**8


def _url(title: str) -> str:
    return "https://en.wikipedia.org/wiki/" + title.replace(" ", "_")


def render_listing(titles: Sequence[str], rng: random.Random) -> str:
    """A ``search_pages`` result: numbered ``Title (id N)`` lines, or a JSON list of
    ``{title, id}`` objects.

    Examples
    --------
    >>> print(render_listing(["Paris", "Lyon"], random.Random(1)))
    1. Paris (id 74073012)
    2. Lyon (id 15213549)
    """
    if rng.random() < 0.5:
        return "\n".join(f"{i}. {t} (id {page_id(t)})" for i, t in enumerate(titles, 1))
    return json.dumps([{"title": t, "id": page_id(t)} for t in titles], ensure_ascii=False)


def render_toc(title: str, rng: random.Random) -> str:
    """A ``view_sections`` result: the page's title and numbered generic section names."""
    names = rng.sample(SECTION_NAMES, rng.randint(2, 5)) + list(_TAIL[: rng.randint(1, 3)])
    style = rng.randrange(3)
    if style == 0:
        lines = [f'Sections of "{title}" (id {page_id(title)}):']
        lines += [f"{i}. {n}" for i, n in enumerate(names, 1)]
        return "\n".join(lines)
    if style == 1:
        lines = [f"# {title}", "(Top)"] + [f"- {n}" for n in names]
        return "\n".join(lines)
    items = [{"title": n, "section_id": i, "page": title} for i, n in enumerate(names)]
    return json.dumps(items, ensure_ascii=False)


def _wiki_markup(title: str, text: str, rng: random.Random) -> str:
    """Bold the title's first mention, link a few capitalised names."""
    short = title.split(" (")[0]
    bold = f"'''{short}'''"
    text = text.replace(short, bold, 1) if short in text else f"{bold} — {text}"

    def link(m: re.Match[str]) -> str:
        word = m.group(0)
        if word in short or rng.random() > 0.3:
            return word
        return f"[[{word}]]"

    return _CAPS_RE.sub(link, text)


def _revision(rng: random.Random) -> str:
    hh, mm = rng.randint(0, 23), rng.randint(0, 59)
    when = (
        f"{hh:02d}:{mm:02d}, {rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2009, 2023)}"
    )
    if rng.random() < 0.5:
        return f"Revision as of {when}"
    return f"Revision as of {when} by {rng.choice(_EDITORS)} (talk | contribs)"


def render_section(title: str, sentences: Sequence[str], rng: random.Random) -> str:
    """A ``read_section`` result: a revision header, a markdown heading, wiki-marked text."""
    body = " ".join(s.strip() for s in sentences if s.strip())
    head = rng.choice([f"## {rng.choice(SECTION_NAMES)}", f"# {title}", f"== {title} =="])
    lines = [_revision(rng), head, _wiki_markup(title, body, rng)]
    if rng.random() < 0.3:
        lines.append("<ref>{{cite web |title=" + title + "}}</ref>")
    return "\n\n".join(lines)


def render_websearch(results: Sequence[tuple[str, str]], rng: random.Random) -> str:
    """A web-search result: a JSON list of ``{title, url, snippet}`` (FEVER results carry no
    title: its evidence has none, so the url is a hash and the title is left out)."""
    out = []
    for title, snippet in results:
        cut = snippet if len(snippet) <= 240 else snippet[: rng.randint(160, 240)] + " ..."
        if title:
            out.append({"title": title, "url": _url(title), "snippet": cut})
        else:
            url = f"https://example.org/doc/{page_id(snippet)}"
            out.append({"url": url, "snippet": cut})
    return json.dumps(out, ensure_ascii=False)


def render_record(title: str, sentences: Sequence[str], rng: random.Random) -> str:
    """A page as a record: a JSON object of its fields (title, id, url, extract, length)."""
    extract = " ".join(s.strip() for s in sentences if s.strip())
    rec: dict[str, object] = {"title": title, "pageid": page_id(title)}
    if rng.random() < 0.5:
        rec["url"] = _url(title)
    rec["extract"] = extract
    rec["length"] = len(extract)
    if rng.random() < 0.5:
        rec["lastrevid"] = rng.randint(10**8, 10**9)
    return json.dumps(rec, ensure_ascii=False)
