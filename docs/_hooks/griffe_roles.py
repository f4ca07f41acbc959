"""A Griffe extension for the API pages: Sphinx roles become mkdocstrings cross-references.

The package's docstrings are numpydoc, written for ``help()``, doctests and any Sphinx-aware
reader: they cross-reference with roles such as ``:class:`~uselessdetect.gate.StopGate```
and ``:func:`read_episodes```. mkdocstrings does not read roles, so without this extension the
site shows them as literal text. When the package has been loaded, every docstring is rewritten
in memory (the source is untouched):

* ``:role:`target``` → a link titled ``target``; ``:role:`~a.b.c``` → titled ``c``;
  ``:role:`title <target>``` → titled ``title``. A short target (``StopGate``,
  ``Episode.samples``) is resolved from the docstring's own scope, as Python would resolve the
  name there (imports included). Targets outside the package (``dict``, ``ValueError``) stay
  plain code: the link is *optional* and renders as code when nothing on the site matches.
* ``design §N`` (the project's design notes, not on the site) → a link to the matching
  section of the Definitions page; that link is required, so a build with ``--strict`` fails
  when the section is missing.

Configured in ``mkdocs.yml`` under the Python handler's ``options: extensions:``.
"""

from __future__ import annotations

import html
import re
from typing import Any

from griffe import Extension, Object

__all__ = ["DESIGN_SECTIONS", "LEAD", "ApiOrder", "SphinxRoles", "rewrite"]

#: Per public module, the names a user reaches for first; the API page lists them in this
#: order, then the rest of ``__all__`` in its (alphabetical) order (``members_order: __all__``).
LEAD: dict[str, list[str]] = {
    "uselessdetect": [
        "StopGate",
        "make_detector",
        "read_episodes",
        "score_episodes",
        "write_jsonl",
        "KFitter",
        "simulate",
        "Episode",
        "Step",
        "Sample",
        "Judgment",
        "Verdict",
        "GateDecision",
    ],
    "uselessdetect.gate": ["StopGate", "GateDecision", "filter_tool_names", "filter_openai_tools"],
    "uselessdetect.detectors": ["make_detector", "available_detectors", "Detector", "Fallback"],
    "uselessdetect.judges": ["openai_chat", "langchain_chat", "llm_model"],
    "uselessdetect.io": [
        "read_episodes",
        "read_samples",
        "write_jsonl",
        "sample_episodes_path",
        "sample_hotpotqa_path",
        "sample_fever_path",
        "read_knowagent",
        "load_hotpotqa",
    ],
    "uselessdetect.score": [
        "score_episodes",
        "score_episode",
        "score_files",
        "score_shards",
        "validate_files",
        "dask_client",
    ],
    "uselessdetect.corpus": [
        "hotpotqa_samples",
        "fever_samples",
        "knowagent_samples",
        "default_corpus",
        "split_by_question",
    ],
    "uselessdetect.sim": [
        "simulate",
        "iter_simulate",
        "budget_probe",
        "FailingSource",
        "load_records",
    ],
    "uselessdetect.measure": [
        "analyze",
        "compare",
        "ci_verdict",
        "evaluate_detector",
        "evaluate_files",
        "delta",
        "integration_index",
        "hazard_slope",
        "mean6",
        "success_rates",
        "success_by_regime",
        "holm",
        "Analysis",
        "Comparison",
    ],
    "uselessdetect.fit": ["KFitter"],
}

ROLE = re.compile(
    r":(?:py:)?(?P<role>class|meth|func|mod|attr|exc|data|obj|const|type|ref):"
    r"`(?P<body>[^`]+)`"
)
#: design §N → (heading anchor on the Definitions page, link title).
DESIGN_SECTIONS = {
    "2–3": ("words", "Definitions: words and formats"),
    "2": ("words", "Definitions: words"),
    "3.1": ("labeled-sample", "the labeled-sample format"),
    "3.2": ("episode", "the episode format"),
    "3.4": ("the-shapes-and-what-useful-means-for-each", "Result shapes"),
    "3": ("formats-in-brief", "Definitions: formats"),
    "5": ("the-detector-interface", "Definitions: the detector interface"),
    "6": ("exact-definitions", "Definitions: exact definitions"),
}
DESIGN = re.compile(r"design §(?P<sec>2–3|\d+(?:\.\d+)?)")


def _autoref(identifier: str, title: str, *, optional: bool) -> str:
    flag = " optional" if optional else ""
    return f'<autoref identifier="{html.escape(identifier)}"{flag}>{title}</autoref>'


def _resolve(obj: Any, target: str) -> str:
    """The full dotted path of ``target`` as seen from ``obj``'s scope, else ``target``."""
    target = target.lstrip(".")
    if target.startswith("uselessdetect.") or target == "uselessdetect":
        return target
    head, _, rest = target.partition(".")
    try:
        full = obj.resolve(head)
    except Exception:  # noqa: BLE001  (griffe's NameResolutionError, or no scope)
        return target
    return f"{full}.{rest}" if rest else str(full)


def rewrite(text: str, obj: Any = None) -> str:
    """``text`` with its roles and design references turned into autorefs (see the module).

    >>> rewrite("See :func:`len`.")
    'See <autoref identifier="len" optional><code>len</code></autoref>.'
    """

    def role(m: re.Match[str]) -> str:
        body = m.group("body").strip()
        titled = re.fullmatch(r"(?P<title>.+?)\s*<(?P<target>[^>]+)>", body)
        if titled:
            title, target = titled.group("title"), titled.group("target")
        else:
            target = body
            title = body.lstrip("~").rsplit(".", 1)[-1] if body.startswith("~") else body
        target = target.lstrip("~")
        identifier = _resolve(obj, target) if obj is not None else target.lstrip(".")
        return _autoref(identifier, f"<code>{html.escape(title)}</code>", optional=True)

    def design(m: re.Match[str]) -> str:
        anchor, title = DESIGN_SECTIONS[m.group("sec")]
        return _autoref(anchor, title, optional=False)

    return DESIGN.sub(design, ROLE.sub(role, text))


def lead_first(names: list[str], lead: list[str]) -> list[str]:
    """``names`` with the ``lead`` ones first, in the lead's order.

    >>> lead_first(["A", "B", "c", "d"], ["d", "B"])
    ['d', 'B', 'A', 'c']
    """
    first = [n for n in lead if n in names]
    return first + [n for n in names if n not in first]


class ApiOrder(Extension):
    """Put each public module's :data:`LEAD` names first in its ``__all__`` (in memory only)."""

    def on_package(self, *, pkg: Object, **kwargs: Any) -> None:
        for path, lead in LEAD.items():
            try:
                mod = pkg if path == pkg.path else pkg.get_member(path.partition(".")[2])
            except (KeyError, ValueError):
                continue
            if mod.exports is not None:
                by_name = {str(getattr(e, "name", e)): e for e in mod.exports}
                mod.exports = [by_name[n] for n in lead_first(list(by_name), lead)]


class SphinxRoles(Extension):
    """Rewrite every docstring of a loaded package (see the module's docstring)."""

    def on_package(self, *, pkg: Object, **kwargs: Any) -> None:
        self._walk(pkg, set())

    def _walk(self, obj: Object, seen: set[str]) -> None:
        if obj.path in seen:
            return
        seen.add(obj.path)
        if obj.docstring is not None:
            obj.docstring.value = rewrite(obj.docstring.value, obj)
            obj.docstring.__dict__.pop("parsed", None)  # re-parse the rewritten text
        for member in obj.members.values():
            if not member.is_alias:
                self._walk(member, seen)  # type: ignore[arg-type]
