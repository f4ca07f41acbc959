"""`uselessdetect data`: list the data files bundled with the package, or write a copy of one."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import click

from ..io import (
    atomic_writer,
    sample_episodes_path,
    sample_fever_path,
    sample_hotpotqa_path,
    sample_real_runs_path,
)
from ._common import echo_json, refuse_overwrite, user_errors
from ._options import OutputFile

__all__ = ["BUNDLED", "data"]

#: name -> (path function, what the file holds, the commands that read it).
BUNDLED: dict[str, tuple[Any, str, str]] = {
    "episodes": (
        sample_episodes_path,
        "202 real KnowAgent ReAct runs of Llama-2-13B on HotpotQA questions, episode format "
        "(JSON Lines), per-step labels derived from the supporting facts",
        "score, evaluate, analyze, fit-k, judge-prompt",
    ),
    "hotpotqa": (
        sample_hotpotqa_path,
        "60 HotpotQA train records, distractor setting, original format (a JSON list)",
        "simulate, probe, corpus hotpotqa (simulate and probe read it by default)",
    ),
    "fever": (
        sample_fever_path,
        "300 FEVER claims with an evidence sentence and a label (JSON Lines)",
        "simulate --task fever, probe --task fever, corpus fever",
    ),
    "real-runs": (
        sample_real_runs_path,
        "21 real agent runs on real tools (tau-bench, WebShop, MedAgentBench, ToolBench, "
        "SWE-bench shell) with their outcomes, real-runs format (JSON Lines)",
        "replay, import real-runs",
    ),
}


def _listing() -> list[dict[str, Any]]:
    out = []
    for name, (path_of, what, used_by) in BUNDLED.items():
        path = Path(path_of())
        out.append(
            {
                "name": name,
                "file": path.name,
                "bytes": path.stat().st_size,
                "what": what,
                "read_by": used_by,
                "path": str(path),
            }
        )
    return out


@click.command()
@click.argument("name", required=False, type=click.Choice(sorted(BUNDLED)))
@click.option(
    "-o",
    "--output",
    type=OutputFile(allow_dash=True),
    default=None,
    help="With NAME: write a copy of that file here ('-' = stdout); it keeps the bundled "
    "file's format.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the list as JSON.")
@user_errors
def data(name: str | None, output: str | None, as_json: bool) -> None:
    """List the real data files bundled with the package, or write a copy of one.

    Without NAME: each file's name, size, what it holds and which commands read it. With NAME
    and -o FILE: a copy to start from, in an empty folder, without the shared data.

    \b
    Examples:
      uselessdetect data
      uselessdetect data episodes -o episodes.jsonl
      uselessdetect data hotpotqa -o hotpot.json
      uselessdetect data fever -o fever.jsonl
      uselessdetect data real-runs -o runs.jsonl
    """
    if name is None:
        if output is not None:
            raise click.UsageError("-o needs the NAME of a bundled file (see `uselessdetect data`)")
        rows = _listing()
        if as_json:
            echo_json(rows)
            return
        width = max(len(r["name"]) for r in rows)
        pad = " " * (width + 2)
        for r in rows:
            click.echo(f"{r['name']:<{width}}  {r['file']}  ({r['bytes'] / 1024:,.0f} KiB)")
            click.echo(f"{pad}{r['what']}")
            click.echo(f"{pad}read by: {r['read_by']}")
        click.echo("Write a copy: uselessdetect data NAME -o FILE", err=True)
        return
    if output is None:
        raise click.UsageError(f"where to? uselessdetect data {name} -o FILE ('-' = stdout)")
    source = Path(BUNDLED[name][0]())
    refuse_overwrite(output, str(source))
    if output == "-":
        click.echo(source.read_text(encoding="utf-8"), nl=False)
        return
    with atomic_writer(output) as fh, source.open(encoding="utf-8") as src:
        shutil.copyfileobj(src, fh)
    click.echo(f"wrote {source.name} → {output}", err=True)
