"""The documentation: every Python example runs, every page is in the nav, the site builds.

Examples are the ```python blocks of README.md and docs/**/*.md. The blocks of one page share
one namespace and run in a scratch working directory, in the order a reader meets them.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import io
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
README = ROOT / "README.md"
PAGES = sorted([README, *DOCS.rglob("*.md")])
FENCE = re.compile(r"^```python\n(.*?)^```", re.DOTALL | re.MULTILINE)
#: ``<!-- needs: crewai -->`` on a page's first line: its examples run where that module is
#: installed (CrewAI lives in an environment of its own) and are skipped elsewhere.
NEEDS = re.compile(r"^<!-- needs: ([\w.]+) -->$", re.MULTILINE)


def _blocks(page: Path) -> list[str]:
    return FENCE.findall(page.read_text(encoding="utf-8"))


def _run_page(page: Path, cwd: Path) -> str:
    """Run every python block of ``page`` in one namespace inside ``cwd``; return stdout."""
    namespace: dict[str, object] = {"__name__": "__docs__"}
    out = io.StringIO()
    old = os.getcwd()
    os.chdir(cwd)
    try:
        with contextlib.redirect_stdout(out):
            for i, code in enumerate(_blocks(page)):
                name = f"{page.relative_to(ROOT)} (python block {i + 1})"
                exec(compile(code, name, "exec"), namespace)
    finally:
        os.chdir(old)
    return out.getvalue()


PAGES_WITH_CODE = [p for p in PAGES if _blocks(p)]


@pytest.mark.parametrize(
    "page", PAGES_WITH_CODE, ids=[str(p.relative_to(ROOT)) for p in PAGES_WITH_CODE]
)
def test_python_blocks_run(page: Path, tmp_path: Path) -> None:
    for module in NEEDS.findall(page.read_text(encoding="utf-8")):  # a page's framework
        pytest.importorskip(module, reason=f"{page.name} runs {module}, not installed here")
    _run_page(page, tmp_path)


def test_pages_that_need_a_framework_say_so_on_their_first_line() -> None:
    for page in PAGES:
        lines = page.read_text(encoding="utf-8").splitlines()
        assert all(NEEDS.match(line) is None for line in lines[1:]), page


def test_fence_finder_sees_only_python_blocks(tmp_path: Path) -> None:
    page = tmp_path / "p.md"
    page.write_text("```py\nnot run\n```\n\n```python\nx = 1\n```\n\n```console\n$ ls\n```\n")
    assert _blocks(page) == ["x = 1\n"]


def test_the_readme_quickstart_prints_what_the_readme_says(tmp_path: Path) -> None:
    text = README.read_text(encoding="utf-8")
    said = re.search(r"^It prints `(.*)`\.$", text, re.MULTILINE)
    assert said, "the README quickstart states what it prints"
    assert _run_page(README, tmp_path).strip() == said.group(1)


def _nav_pages(nav: object) -> list[str]:
    """Every page file named anywhere in an mkdocs nav."""
    if isinstance(nav, str):
        return [nav]
    if isinstance(nav, list):
        return [p for item in nav for p in _nav_pages(item)]
    if isinstance(nav, dict):
        return [p for value in nav.values() for p in _nav_pages(value)]
    return []


def _nav() -> list[str]:
    yaml = pytest.importorskip("yaml", reason="PyYAML comes with the docs extra")
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    return _nav_pages(config["nav"])


def test_every_docs_page_is_in_the_nav_and_every_nav_entry_exists() -> None:
    nav = _nav()
    pages = {p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md")}
    assert pages - set(nav) == set(), "pages the site's navigation does not reach"
    assert set(nav) - pages == set(), "nav entries without a page"
    assert len(nav) == len(set(nav)), "a page is in the nav twice"


def test_api_pages_cover_the_public_subpackages() -> None:
    wanted = ["uselessdetect"] + [
        f"uselessdetect.{m}"
        for m in ("detectors", "gate", "io", "score", "corpus", "sim", "measure", "fit")
    ]
    text = "\n".join(p.read_text(encoding="utf-8") for p in (DOCS / "api").glob("*.md"))
    documented = set(re.findall(r"^::: (\S+)$", text, re.MULTILINE))
    assert set(wanted) <= documented
    assert all(importlib.util.find_spec(m) for m in documented)


def test_readme_is_short_and_its_links_resolve() -> None:
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 250
    links = re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", text)
    assert links, "the README links to the docs"
    missing = [link for link in links if not (ROOT / link).is_file()]
    assert not missing, f"README links to missing files: {missing}"


def test_readme_test_command_is_the_one_ci_runs() -> None:
    """.ci/run runs the README's "run the tests" command (it only adds --quiet)."""
    readme = README.read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").replace(" --quiet", "")
    command = "python -m pip install -e '.[dev]' && python -m pytest"
    assert command in readme and command in ci
    assert "pip install -e . && uselessdetect demo" in readme


def test_readme_tables_name_what_exists() -> None:
    from uselessdetect.cli import COMMANDS
    from uselessdetect.detectors import available_detectors

    text = README.read_text(encoding="utf-8")
    commands = set(re.findall(r"^\| `uselessdetect ([a-z-]+)", text, re.MULTILINE))
    assert commands == set(COMMANDS)
    detectors = set(re.findall(r"^\| `([a-z]+)` \|", text, re.MULTILINE))
    assert detectors == set(available_detectors())


def test_the_index_page_names_every_registry_detector() -> None:
    from uselessdetect.detectors import available_detectors

    text = (DOCS / "index.md").read_text(encoding="utf-8")
    assert {d for d in available_detectors() if f"`{d}`" not in text} == set()


def test_docs_cite_no_internal_issue_numbers() -> None:
    """A reader cannot follow "issue 11": the tracker is not theirs."""
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"\b[Ii]ssues?\s+#?\d|\bissues' targets|\(#\d+\)", text), page


def test_docs_hold_no_absolute_paths_of_a_machine() -> None:
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"(?<![\w.])/(work|home|tmp|Users)/", text), page


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once with ``mkdocs build --strict`` into a temporary folder."""
    if importlib.util.find_spec("mkdocs") is None:
        pytest.skip("mkdocs is not installed (pip install -e '.[docs]')")
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    # no -q: it silences the warnings --strict counts, and the build passes whatever they say
    cmd = [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(out)]
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    said = [line for line in done.stderr.splitlines() if line.startswith(("WARNING", "ERROR"))]
    assert done.returncode == 0, "\n".join(said) or done.stderr[-3000:]
    return out


def test_site_builds_strictly(site: Path) -> None:
    assert (site / "api" / "gate" / "index.html").is_file()


def test_the_strict_build_fails_on_a_link_to_a_missing_heading(tmp_path: Path) -> None:
    """mkdocs reports a missing anchor at INFO unless mkdocs.yml raises it to a warning: a
    two-page site with this site's ``strict`` and ``validation`` settings fails to build."""
    yaml = pytest.importorskip("yaml", reason="PyYAML comes with the docs extra")
    if importlib.util.find_spec("mkdocs") is None:
        pytest.skip("mkdocs is not installed (pip install -e '.[docs]')")
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    mini = {"site_name": "t", "strict": config["strict"], "validation": config["validation"]}
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text("# Home\n\nSee [it](other.md#nowhere).\n")
    (tmp_path / "docs" / "other.md").write_text("# Other\n\n## Somewhere\n")
    (tmp_path / "mkdocs.yml").write_text(yaml.safe_dump(mini), encoding="utf-8")
    cmd = [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(tmp_path / "site")]
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    done = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode != 0 and "#nowhere" in done.stderr, done.stderr[-2000:]


def test_the_built_pages_render_without_broken_paragraphs_or_leaked_markup(site: Path) -> None:
    """The search of tests/test_docs_render.py, over the HTML mkdocs wrote."""
    from tests.test_docs_render import problems

    found = [f for name, html in _html(site).items() for f in problems(html, name)]
    assert not found, "\n".join(found)


ROLE_TEXT = re.compile(r":(?:py:)?(?:class|meth|func|mod|attr|exc|data|obj|const|ref):")


def _html(site: Path) -> dict[str, str]:
    return {
        p.relative_to(site).as_posix(): p.read_text(encoding="utf-8") for p in site.rglob("*.html")
    }


def test_api_pages_render_roles_as_links_and_design_notes_as_definitions(site: Path) -> None:
    pages = _html(site)
    roles = {name: ROLE_TEXT.findall(text) for name, text in pages.items()}
    assert {name: r for name, r in roles.items() if r} == {}, "Sphinx roles left as text"
    design = [name for name, text in pages.items() if "design §" in text]
    assert design == [], "references to design notes the site does not have"
    gate = pages["api/gate/index.html"]
    # :class:`~uselessdetect.detectors.Detector` in StopGate's docstring is a link
    assert re.search(
        r'<a class="autorefs[^"]*"[^>]*href="[^"]*#uselessdetect\.detectors\.Detector"', gate
    )
    # "design §6" became a link to the Definitions page's section
    assert 'href="../../definitions/#exact-definitions"' in gate
    assert 'id="exact-definitions"' in pages["definitions/index.html"]


def test_api_pages_start_with_what_a_user_reaches_for_first(site: Path) -> None:
    pages = _html(site)
    first = {
        page: re.findall(r'<h2 id="([^"]+)"', pages[f"api/{page}/index.html"])[:1]
        for page in ("gate", "measure", "io", "score", "fit")
    }
    assert first == {
        "gate": ["uselessdetect.gate.StopGate"],
        "measure": ["uselessdetect.measure.analyze"],
        "io": ["uselessdetect.io.read_episodes"],
        "score": ["uselessdetect.score.score_episodes"],
        "fit": ["uselessdetect.fit.KFitter"],
    }
    index = re.findall(r'<h2 id="([^"]+)"', pages["api/index.html"])
    assert index[0] == "uselessdetect.StopGate" and "uselessdetect.write_jsonl" in index


def _hook() -> object:
    pytest.importorskip("griffe", reason="griffe comes with the docs extra")
    spec = importlib.util.spec_from_file_location(
        "griffe_roles", DOCS / "_hooks" / "griffe_roles.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_docs_hook_rewrites_each_role_form() -> None:
    hook: Any = _hook()
    out = hook.rewrite(
        ":class:`~uselessdetect.gate.StopGate`, :meth:`Episode.samples`, "
        ":func:`the reader <uselessdetect.io.read_episodes>`, :exc:`ValueError`, design §3.2"
    )
    assert out == (
        '<autoref identifier="uselessdetect.gate.StopGate" optional><code>StopGate</code>'
        '</autoref>, <autoref identifier="Episode.samples" optional><code>Episode.samples'
        '</code></autoref>, <autoref identifier="uselessdetect.io.read_episodes" optional>'
        '<code>the reader</code></autoref>, <autoref identifier="ValueError" optional><code>'
        'ValueError</code></autoref>, <autoref identifier="episode">the episode format</autoref>'
    )
    assert hook.lead_first(["a", "b", "c"], ["c", "x"]) == ["c", "a", "b"]


def test_every_lead_name_of_the_api_pages_is_public() -> None:
    """The names the API pages list first exist in their module's __all__ (no stale lead)."""
    hook: Any = _hook()
    for module, lead in hook.LEAD.items():
        exported = set(importlib.import_module(module).__all__)
        assert set(lead) <= exported, (module, set(lead) - exported)


def test_importing_the_package_does_not_import_the_docs_tools() -> None:
    code = (
        "import sys, uselessdetect, uselessdetect.cli._demo; "
        "print(sorted(m for m in ('mkdocs', 'mkdocstrings', 'yaml', 'material') "
        "if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
