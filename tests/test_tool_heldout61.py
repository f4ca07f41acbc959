"""Sixty-first held-out check of the gates: API gateways, time-series stores, code search,
secret scanning and SBOMs, legal research.

``tests/data/tool_heldout61.jsonl`` (built by ``tests/data/tool_heldout61_build.py``) holds 54
hand-written sessions (270 calls) in the real-runs format: Kong's Admin API, Tyk, Apigee,
``aws apigateway``, KrakenD, Gravitee; Graphite, OpenTSDB, TDengine, IoTDB, kdb+/q, M3;
Sourcegraph (GraphQL and stream), grep.app, OpenGrok, Hound, livegrep, Zoekt; gitleaks,
TruffleHog, Syft, cyclonedx-cli, Dependency-Track, FOSSA; static.case.law and the retired
CAP API, legislation.gov.uk, CanLII, AustLII, Justia, Légifrance. 34 succeeded and 20 failed.
The fixture was written and committed without reading the detectors or earlier fixtures.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 1 of 34; failing sessions tripped 16 / 15 / 15 of 20,
cutting 50 / 50 / 47 of their 134 calls.

The misses share a kind: the failing source sits behind a generic tool (``shell``,
``q_eval``) whose failures are CLI text (gitleaks' ``0 commits scanned. … no leaks found`` on
an empty checkout, Syft's ``toomanyrequests`` pull-rate error, fossa's ``API request failed
with status 401``, q's ``'hop. OS reports: Connection refused``), and in fossa's session two
working subcommands interleave. ``classifier`` and ``semantic`` also miss CanLII's
``<h1>Developer Over Rate</h1>``; ``classifier`` misses TDengine's empty result sets of a
wrong database. ``semantic`` stops legislation-uk-ok-2, whose empty Atom feed is the answer
asked for beside other searches.
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout61")
H = "heldout61/"

_GITLEAKS = (
    "gitleaks run in an empty checkout answers every scan with ``INF 0 commits scanned.`` / "
    "``INF no leaks found``: read as a completed scan, but nothing was scanned"
)
_SYFT = (
    "Syft's ``toomanyrequests: You have reached your pull rate limit`` for every image is a "
    "quota refusal; the shell tool's CLI error text is not read useless three times in a row"
)
_FOSSA = (
    "fossa's ``API request failed with status 401: Unauthorized`` (an expired API key) is "
    "broken up by two local subcommands that work (``list-targets``, ``analyze --output``)"
)
_KDB = (
    "q's ``'hop. OS reports: Connection refused`` for every hopen (the HDB process is down) "
    "is terse q error text"
)
_CANLII = "CanLII's ``<h1>Developer Over Rate</h1>`` (the API key's quota) seven times"
_TD = (
    'TDengine\'s ``{"code":0,…,"data":[],"rows":0}`` for every query of a database with '
    "no rows (the wrong database) reads as a successful query"
)

STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

MISSED = {
    "default": {
        H + "gitleaks/gitleaks-fail-1": _GITLEAKS,
        H + "syft/syft-fail-1": _SYFT,
        H + "fossa/fossa-fail-1": _FOSSA,
        H + "kdb/kdb-fail-1": _KDB,
    },
    "classifier": {
        H + "gitleaks/gitleaks-fail-1": _GITLEAKS,
        H + "fossa/fossa-fail-1": _FOSSA,
        H + "kdb/kdb-fail-1": _KDB,
        H + "canlii/canlii-fail-1": _CANLII,
        H + "tdengine/tdengine-fail-1": _TD,
    },
    "semantic": {
        H + "gitleaks/gitleaks-fail-1": _GITLEAKS,
        H + "syft/syft-fail-1": _SYFT,
        H + "fossa/fossa-fail-1": _FOSSA,
        H + "kdb/kdb-fail-1": _KDB,
        H + "canlii/canlii-fail-1": _CANLII,
    },
}

COUNTS = {"default": (0, 0, 50, 134), "classifier": (0, 0, 50, 134), "semantic": (0, 0, 47, 134)}
TRIPPED = {"default": 16, "classifier": 15, "semantic": 15}

READS = (
    "apigee_api", "canlii_api", "cap_api", "dtrack_api", "fetch", "graphite_find",
    "graphite_render", "gravitee_mapi", "grep_app_search", "hound_repos", "hound_search",
    "iotdb_cli", "legifrance_api", "livegrep_search", "m3_query", "opengrok_file",
    "opengrok_search", "opentsdb_query", "opentsdb_suggest", "q_eval", "shell",
    "sourcegraph_graphql", "sourcegraph_stream_search", "tdengine_sql",
)  # fmt: skip
ACTIONS: tuple[str, ...] = ()
#: Generic request tools that both read (GET) and act (POST/DELETE, reload).
ARGUABLE = ("kong_admin_request", "tyk_gateway_api")

MISCOUNTED: dict[str, str] = {}

pytest_generate_tests = parametrize_checks


class TestHeldOut61(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED

    def test_acknowledgements_in_successful_sessions_are_not_counted(self) -> None:
        """No tool of this fixture is an action only: its acknowledgements come back through
        generic request tools that also read, which the gate counts. What is checked
        instead: the table has no action, and no successful session is stopped by them."""
        assert not self.ACTIONS
        assert set(self.ARGUABLE) <= self.FIX.tools()
