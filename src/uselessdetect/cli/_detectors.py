"""`uselessdetect detectors`: list the registered detectors."""

from __future__ import annotations

import click

from ..detectors import available_detectors
from ._common import echo_json


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print a JSON object name -> description.")
def detectors(as_json: bool) -> None:
    """List the registered detectors, one line each.

    Third-party detectors appear here once their package declares an entry point in the
    group `uselessdetect.detectors`.

    \b
    Examples:
      uselessdetect detectors
      uselessdetect detectors --json
    """
    found = available_detectors()
    if as_json:
        echo_json(found)
        return
    width = max(map(len, found), default=0)
    for name, doc in found.items():
        click.echo(f"{name:<{width}}  {doc}")
    click.echo(
        "\nChain with '>': keyword>lexical = the first verdict that is not unknown.", err=True
    )
