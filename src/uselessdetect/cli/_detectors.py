"""`uselessdetect detectors`: list the registered detectors."""

from __future__ import annotations

import textwrap

import click

from ..detectors import available_detectors, missing_extra
from ._common import CASCADE_SCORE, COMBINE, echo_json

#: Printed under the listing (stderr): how names combine and what a cascade's score means.
FOOTER = f"{COMBINE} {CASCADE_SCORE}"


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print a JSON object name -> description.")
def detectors(as_json: bool) -> None:
    """List the registered detectors, one line each.

    A detector whose optional extra is not installed is marked with the command that
    installs it. Third-party detectors appear here once their package declares an entry
    point in the group `uselessdetect.detectors`.

    \b
    Examples:
      uselessdetect detectors
      uselessdetect detectors --json
      uselessdetect evaluate -d 'classifier|semantic' samples.jsonl
    """
    found = available_detectors()
    if as_json:
        echo_json(found)
        return
    width = max(map(len, found), default=0)
    for name, doc in found.items():
        hint = missing_extra(name)
        click.echo(f"{name:<{width}}  {doc}" + (f" [not installed: {hint}]" if hint else ""))
    click.echo("\n" + textwrap.fill(FOOTER, 96, break_on_hyphens=False), err=True)
