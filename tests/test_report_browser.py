"""The report page in a real headless browser: it loads without console errors, every figure
is drawn with a size, and the counts it shows equal ``report --json``.

Chromium (the system package: ``apt-get install chromium``) is driven over its DevTools pipe
(``--remote-debugging-pipe``: file descriptors 3 and 4, NUL-terminated JSON); the test skips,
saying why, where no browser is installed.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from uselessdetect.cli import main
from uselessdetect.io import sample_episodes_path

BROWSER = next(
    (shutil.which(b) for b in ("chromium", "chromium-browser", "google-chrome") if shutil.which(b)),
    None,
)
pytestmark = pytest.mark.skipif(
    BROWSER is None, reason="no chromium on PATH (apt-get install chromium) to render the page"
)
#: A hang guard only (a browser that never answers), not a timing assertion.
STALL_S = 120.0

#: What the page holds, read in the browser after layout.
PROBE = """JSON.stringify({
  figures: [...document.querySelectorAll('svg')].map(s => {
    const r = s.getBoundingClientRect(), st = getComputedStyle(s);
    return {w: r.width, h: r.height, shown: st.display !== 'none' && st.visibility !== 'hidden',
            marks: s.querySelectorAll('rect,polyline,line').length};
  }),
  keys: Object.fromEntries([...document.querySelectorAll('[data-key]')]
                           .map(e => [e.dataset.key, e.textContent])),
  details: document.querySelectorAll('details').length,
})"""


class _Pipe:
    """The DevTools protocol over Chromium's pipe: send a command, wait for its answer."""

    def __init__(self, tmp: Path) -> None:
        self.r_in, self.w_in = os.pipe()  # we write, chromium reads on fd 3
        self.r_out, self.w_out = os.pipe()  # chromium writes on fd 4, we read
        assert BROWSER is not None
        args = [
            BROWSER,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            f"--user-data-dir={tmp / 'profile'}",
            "--remote-debugging-pipe",
        ]

        def fds() -> None:  # in the child, before it closes every fd but 3 and 4
            read, write = os.dup(self.r_in), os.dup(self.w_out)
            os.dup2(read, 3)
            os.dup2(write, 4)

        self.proc = subprocess.Popen(
            args,
            pass_fds=(3, 4),
            preexec_fn=fds,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(self.r_in)
        os.close(self.w_out)
        self.buf, self.next_id = b"", 0
        self.events: list[dict[str, Any]] = []

    def _message(self) -> dict[str, Any]:
        while b"\0" not in self.buf:
            ready, _, _ = select.select([self.r_out], [], [], STALL_S)
            chunk = os.read(self.r_out, 1 << 16) if ready else b""
            if not chunk:
                raise RuntimeError("chromium stopped answering on its DevTools pipe")
            self.buf += chunk
        raw, _, self.buf = self.buf.partition(b"\0")
        return json.loads(raw)

    def send(self, method: str, session: str | None = None, **params: Any) -> dict[str, Any]:
        self.next_id += 1
        msg: dict[str, Any] = {"id": self.next_id, "method": method, "params": params}
        if session:
            msg["sessionId"] = session
        os.write(self.w_in, json.dumps(msg).encode() + b"\0")
        while True:
            got = self._message()
            if got.get("id") == self.next_id:
                assert "error" not in got, got
                return got.get("result", {})
            self.events.append(got)

    def wait_for(self, method: str) -> None:
        while not any(e.get("method") == method for e in self.events):
            self.events.append(self._message())

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait()
        os.close(self.w_in)
        os.close(self.r_out)


def _render(page: Path, tmp: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The page's figures and counts after load, and the console / log errors."""
    cdp = _Pipe(tmp)
    try:
        target = cdp.send("Target.createTarget", url="about:blank")["targetId"]
        session = cdp.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            cdp.send(f"{domain}.enable", session)
        cdp.send("Page.navigate", session, url=page.resolve().as_uri())
        cdp.wait_for("Page.loadEventFired")
        got = cdp.send("Runtime.evaluate", session, expression=PROBE, returnByValue=True)
        errors = [
            e
            for e in cdp.events
            if e.get("method") == "Runtime.exceptionThrown"
            or (
                e.get("method") == "Runtime.consoleAPICalled"
                and e["params"].get("type") in ("error", "assert")
            )
            or (
                e.get("method") == "Log.entryAdded" and e["params"]["entry"].get("level") == "error"
            )
        ]
        return json.loads(got["result"]["value"]), errors
    finally:
        cdp.close()


def _lookup(d: Any, key: str) -> Any:
    for part in key.split("."):
        d = d[part]
    return d


@pytest.mark.parametrize("args", [(), ("-d", "oracle", "--mode", "drop_tool")])
def test_page_renders_whole_and_says_what_the_json_says(tmp_path: Path, args: tuple) -> None:
    runs = tmp_path / "runs.jsonl"
    runs.write_bytes(Path(sample_episodes_path()).read_bytes())
    page = tmp_path / "report.html"
    res = CliRunner().invoke(
        main, ["report", str(runs), "-o", str(page), "--json", "--n-boot", "50", *args]
    )
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    shown, errors = _render(page, tmp_path)
    assert errors == []
    assert len(shown["figures"]) == 3 * len(data["tools"])
    for fig in shown["figures"]:
        assert fig["shown"] and fig["w"] > 100 and fig["h"] > 100 and fig["marks"] > 0, fig
    assert len(shown["keys"]) > 10
    for key, text in shown["keys"].items():
        assert text == str(_lookup(data, key)), key
    assert shown["details"] == len(data["stopped_successes"]["shown"])


def test_the_browser_check_sees_a_broken_page(tmp_path: Path) -> None:
    """The check can fail: a hidden figure and a console error are both seen."""
    page = tmp_path / "broken.html"
    page.write_text(
        "<html><body><svg width='200' height='200' style='display:none'><rect "
        "width='9' height='9'/></svg><script>console.error('boom')</script></body></html>"
    )
    shown, errors = _render(page, tmp_path)
    assert not shown["figures"][0]["shown"]
    assert [e["params"]["args"][0]["value"] for e in errors] == ["boom"]
