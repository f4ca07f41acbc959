"""Options shared by `score` and `evaluate` for running on a Dask cluster."""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import click

from ..io import Partition

__all__ = ["cluster_options", "maybe_client", "partition_bar"]

F = TypeVar("F", bound=Callable[..., Any])


def cluster_options(func: F) -> F:
    """``--cluster local:N``, ``--scheduler ADDRESS`` and ``--partition-lines N``."""
    for option in reversed(
        [
            click.option(
                "--cluster",
                metavar="local:N",
                callback=_check_cluster,
                help="Start a Dask LocalCluster of N single-threaded worker processes "
                "(loopback only) for this run. Needs the dask extra.",
            ),
            click.option(
                "--scheduler",
                metavar="ADDRESS",
                callback=_check_scheduler,
                help="Run on the Dask cluster whose scheduler is at ADDRESS "
                "(tcp://host:8786); its workers must see the input paths.",
            ),
            click.option(
                "--partition-lines",
                type=click.IntRange(min=1),
                help="Cut the input every N lines (default: 64 MiB byte ranges of plain "
                "files, one partition per gzip file).",
            ),
        ]
    ):
        func = option(func)
    return func


def _check_cluster(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None:
        kind, _, n = value.partition(":")
        if kind != "local" or not n.isdigit() or int(n) < 1:
            raise click.BadParameter(f"expected local:N with N ≥ 1, such as local:4; got {value!r}")
    return value


_ADDRESS = re.compile(r"(?:(?:tcp|tls)://)?(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+):(\d{1,5})")


def _check_scheduler(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A scheduler address is ``[tcp://|tls://]HOST:PORT`` (checked before Dask starts)."""
    if value is not None:
        m = _ADDRESS.fullmatch(value.strip())
        if m is None or not 1 <= int(m.group(2)) <= 65535:
            raise click.BadParameter(
                f"expected a scheduler address such as tcp://10.0.0.5:8786 (HOST:PORT, port "
                f"1-65535), got {value!r}"
            )
        return value.strip()
    return value


@contextlib.contextmanager
def maybe_client(cluster: str | None, scheduler: str | None) -> Iterator[Any]:
    """A Dask client for ``--cluster``/``--scheduler``, or ``None`` (work on this machine)."""
    if cluster and scheduler:
        raise click.UsageError("give --cluster or --scheduler, not both")
    if not (cluster or scheduler):
        yield None
        return
    from ..score import dask_client

    click.echo(f"starting the Dask client ({cluster or scheduler}) …", err=True)
    with dask_client(cluster, scheduler) as client:
        yield client


@contextlib.contextmanager
def partition_bar(parts: list[Partition], label: str) -> Iterator[Callable[[Partition, int], None]]:
    """A progress bar over partitions on stderr when it is a terminal."""
    if not sys.stderr.isatty():
        yield lambda part, n: None
        return
    with click.progressbar(length=len(parts), label=label, file=sys.stderr) as bar:
        yield lambda part, n: bar.update(1)
