"""The Dask path of offline work: partitions go to a ``distributed`` cluster, results return
in input order. ``dask``/``distributed`` (the ``[dask]`` extra) are imported only here.
"""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ..exceptions import ConfigurationError, MissingDependencyError, install_hint
from ..io import Partition

__all__ = ["dask_client", "map_ordered"]


def _distributed() -> Any:
    try:
        import distributed
    except ImportError:
        raise MissingDependencyError(
            f"running on a Dask cluster needs the dask extra: {install_hint('dask')}"
        ) from None
    return distributed


@contextlib.contextmanager
def dask_client(cluster: str | None = None, scheduler: str | None = None) -> Iterator[Any]:
    """A ``distributed.Client``: of a new ``LocalCluster`` for ``cluster="local:N"``, else of
    the running scheduler at ``scheduler``; both are closed when the block ends.

    ``local:N`` starts N worker processes with one thread each, listening on loopback only.
    """
    distributed = _distributed()
    if cluster is not None:
        kind, _, n = cluster.partition(":")
        if kind != "local" or not n.isdigit() or int(n) < 1:
            raise ConfigurationError(f"expected a cluster such as local:4, got {cluster!r}")
        with (
            distributed.LocalCluster(
                n_workers=int(n),
                threads_per_worker=1,
                processes=True,
                host="127.0.0.1",
                dashboard_address=None,
            ) as lc,
            distributed.Client(lc) as client,
        ):
            yield client
        return
    if not scheduler:
        raise ConfigurationError("give a cluster (local:N) or a scheduler address")
    with distributed.Client(scheduler) as client:
        yield client


def map_ordered(
    client: Any,
    runner: Callable[..., Any],
    func: Callable[..., Any],
    parts: Sequence[Partition],
    *args: Any,
    window: int | None = None,
) -> Iterator[Any]:
    """Yield ``runner(func, part, *args)`` for each partition, computed on the cluster, in order.

    ``args`` (the detector bundle) are scattered once to every worker. At most ``window``
    partitions are in flight (default: twice the cluster's threads), so neither the cluster
    nor this process holds more than a few partitions' results at a time.
    """
    _distributed()
    if window is None:
        window = 2 * max(1, sum(client.nthreads().values()))
    shared = [client.scatter(a, broadcast=True) if _big(a) else a for a in args]
    pending: deque[Any] = deque()
    todo = iter(parts)

    def submit() -> None:
        part = next(todo, None)
        if part is not None:
            pending.append(client.submit(runner, func, part, *shared, pure=False))

    for _ in range(window):
        submit()
    try:
        while pending:
            fut = pending.popleft()
            result = fut.result()
            fut.release()
            submit()
            yield result
    finally:
        if pending and client.status not in ("closing", "closed"):
            client.cancel(list(pending))


def _big(value: Any) -> bool:
    return hasattr(value, "blob")
