"""Benchmark: the time `uselessdetect mcp-proxy` adds to a tool call, against calling directly.

Run: ``python benchmarks/bench_mcp_proxy.py [--calls N]``. Target: <= 5 ms added per call
(median). One run, same calls: two MCP client sessions are open at once, one on the search
server of ``tests/mcp_search_server.py`` directly (over stdio) and one on the proxy (over stdio)
in front of another copy of that server; each query is sent to both, alternating which goes
first, and each call is timed from the client. The proxy judges every result with ``lexical``
(the default detector) and keeps the session's run, so its cost is in the figure; ``--k`` is
set so that no tool closes (the working source never fails: regime ``clean``). Overhead =
median of the proxied times - median of the direct times (and, as a second route, the median
of the per-query differences). Writes benchmarks/results/bench_mcp_proxy.json.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import anyio
from _record import write_result
from mcp import ClientSession, StdioServerParameters, stdio_client

ROOT = Path(__file__).resolve().parents[1]
SERVER = [str(ROOT / "tests" / "mcp_search_server.py")]
PROXY = [str(ROOT / "cli.py"), "mcp-proxy", "--k", "1000000", "--", sys.executable, *SERVER]


def _params(args: list[str]) -> StdioServerParameters:
    env = dict(os.environ, SEARCH_REGIME="clean")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT), env.get("PYTHONPATH", "")])
    return StdioServerParameters(command=sys.executable, args=args, env=env)


async def _timed(session: ClientSession, query: str) -> float:
    t = time.perf_counter()
    result = await session.call_tool("search", {"query": query})
    dt = time.perf_counter() - t
    if result.is_error or len(result.content) != 1:  # an error or a closing notice
        raise RuntimeError(f"unexpected result for {query!r}: {result}")
    return dt


async def run(calls: int) -> dict[str, list[float]]:
    from tests.mcp_search_server import KBS  # the titles of the whole bundled sample

    titles = [t for kb in KBS for t in kb.titles]
    queries = [titles[i % len(titles)] for i in range(calls)]
    times: dict[str, list[float]] = {"direct": [], "proxy": []}
    async with (
        stdio_client(_params(SERVER)) as (r1, w1),
        stdio_client(_params(PROXY)) as (r2, w2),
        ClientSession(r1, w1) as direct,
        ClientSession(r2, w2) as proxy,
    ):
        await direct.initialize()
        await proxy.initialize()
        sessions = {"direct": direct, "proxy": proxy}
        for q in queries[:20]:  # warm both paths (imports, caches, first-call costs)
            for s in sessions.values():
                await _timed(s, q)
        for i, q in enumerate(queries):
            order = ("direct", "proxy") if i % 2 == 0 else ("proxy", "direct")
            for name in order:
                times[name].append(await _timed(sessions[name], q))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=400, help="timed calls on each path")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    times = anyio.run(run, args.calls)
    direct_ms = statistics.median(times["direct"]) * 1e3
    proxy_ms = statistics.median(times["proxy"]) * 1e3
    paired_ms = (
        statistics.median(p - d for p, d in zip(times["proxy"], times["direct"], strict=True)) * 1e3
    )
    overhead_ms = proxy_ms - direct_ms
    print(f"direct call (median):  {direct_ms:7.2f} ms over {args.calls} calls")
    print(f"through the proxy:     {proxy_ms:7.2f} ms")
    print(f"overhead (median):     {overhead_ms:7.2f} ms (target <= 5); paired {paired_ms:.2f} ms")
    write_result(
        __file__,
        {
            "calls": args.calls,
            "direct_median_ms": direct_ms,
            "proxy_median_ms": proxy_ms,
            "overhead_median_ms": overhead_ms,
            "overhead_paired_median_ms": paired_ms,
            "ratio": proxy_ms / direct_ms,
            "target_ms": 5,
        },
    )


if __name__ == "__main__":
    main()
