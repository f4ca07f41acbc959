"""Forty-fourth held-out check of the gates: church and community software, sports club and
league management, CAT servers, home-lab dashboards, and audio production driven by scripts.

``tests/data/tool_heldout44.jsonl`` (built by ``tests/data/tool_heldout44_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Planning Center's JSON:API (People, Services, Giving), Breeze ChMS, Elvanto, Church
Community Builder's XML ``api.php`` and a Tithe.ly giving tool; TeamSnap's Collection+JSON, the
``spond`` Python client, LeagueApps exports, a SportsEngine GraphQL endpoint and Pitchero pages
through a fetch tool; memoQ Server, Trados GroupShare, XTM Cloud, Memsource's v1/v2 API with
async polling and MateCat; TrueNAS jobs, Portainer's Docker proxy, Nginx Proxy Manager,
Pi-hole's CLI and ``api.php``, AdGuard Home and Unraid's GraphQL; REAPER through ``reapy``,
AbletonOSC, ``sclang`` and ``csound`` runs, ``mediainfo`` and a Pro Tools PTSL client. 35
succeeded and 20 failed (a source failed silently and the agent kept calling). The fixture
was written without reading the detectors, the shape readers, the gate's tool counting or the
earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 1 / 0 of 35 (the one stop withholds evidence); failing
sessions tripped 17 / 16 / 17 of 20, cutting 57 / 52 / 57 of their 131 calls. The default
counting counts all 24 tools; none is a pure action tool here (every tool is a generic API,
REPL or shell tool that reads in some calls and acts in others), so none is miscounted but
the acknowledgement check is recast (see ``test_acknowledgements_are_in_mixed_tools``).

The misses share three kinds. An error carried inside a well-formed envelope: TeamSnap's
expired token inside Collection+JSON (``{"collection": {"version": …, "href": …, "error":
{"message": "You are not authorized … access token provided is expired …"}}}``) is read
useful at five of six calls by every gate. A sandbox that answers every query with the same
placeholder standings (``"Team A"``, ``"Team B"``, all zeros, ``"environment": "sandbox"``)
is read useless and useful in turn, so no run passes 2. And a shell command printing nothing
(``mediainfo`` on an unmounted volume) is read unknown (0.50) seven times by all three.

Near misses not counted (a run of 2, or k reached only at a session's last call): every gate
reads the two empty Breeze people searches of ``breeze-ok-2`` (``[]``, the 'not in Breeze'
the task asks for) and memoQ's two empty concordance searches of ``memoq-ok-2``
(``{"ConcResult": [], "TotalConcResult": 0}``) useless, a run of 2; ``default`` reads the
two pending Memsource async polls (``"asyncResponse": null``) useless, a run of 2; ``default``
and ``semantic`` read TeamSnap's event, availability and member listings of ``teamsnap-ok-1``
useless and reach 3 at its last call, so nothing is cut.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, counted, parametrize_checks

FIX = HeldOut("tool_heldout44")
H = "heldout44/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {
        H + "teamsnap/teamsnap-ok-1": 'TeamSnap\'s Collection+JSON answers (``{"collection": '
        '{"version": "3.866.0", "href": …, "items": [{"href": …, "data": [{"name": "id", '
        '"value": 7712043}, {"name": "name", "value": "U12 Falcons"}, …]}]}}``) are read '
        "useless (0.88-0.93) from the first call: the team list, the created practice, "
        "Saturday's game, the two 'can't come' availabilities and the two players' names, "
        "each new and each what the task asks",
    },
    "semantic": {},
}

_SANDBOX = (
    "SportsEngine's sandbox answers every standings query with the same placeholder table "
    '(``"Team A"``, ``"Team B"``, all zeros, ``"extensions": {{"environment": "sandbox"}}``) '
    "and an empty games list: read {how}, so the run never passes 2"
)
_MEDIAINFO = (
    "``mediainfo`` on files of an unmounted volume prints nothing: the seven empty outputs of "
    "the shell tool are read unknown (0.50), never useless"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "sportsengine/sportsengine-fail-1": _SANDBOX.format(
            how="useless (1.00) at calls 2, 3, 5 and 7, useful (0.20) at 4 and 6"
        ),
        H + "mediainfo/mediainfo-fail-1": _MEDIAINFO,
    },
    "classifier": {
        H + "sportsengine/sportsengine-fail-1": _SANDBOX.format(
            how="useless (0.88) at calls 2 and 5, useful (0.35-0.86) at the others"
        ),
        H + "mediainfo/mediainfo-fail-1": _MEDIAINFO,
        H + "adguard/adguard-fail-1": "AdGuard Home's query log is stuck: every search (the "
        "Switch's IP, 'nintendo', blocked only, a time window) returns the same two October "
        'rows of another client (``{"client": "192.168.1.12", "question": {"name": '
        '"connectivitycheck.gstatic.com", …}, "time": "2024-10-03T04:12:55.92Z"}``): read '
        "useful (0.53-0.77) six times",
    },
    "semantic": {
        H + "sportsengine/sportsengine-fail-1": _SANDBOX.format(
            how="useless (1.00) at calls 2, 3, 5 and 7, useful (0.39) at 4 and 6"
        ),
        H + "mediainfo/mediainfo-fail-1": _MEDIAINFO,
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 60, 131), "classifier": (1, 1, 55, 131), "semantic": (0, 0, 60, 131)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 18, "classifier": 17, "semantic": 18}

#: Whether a careful reading counts each tool (a read) or not (an action). Tools used only
#: to read in this fixture count, and so do the REPL and the shell (their output is what the
#: agent asked to learn, even where a call also acts). The generic API and client tools that
#: both read and act here (a POST creating a person, a restart, an OSC ``set``, a mutation)
#: are left open: which calls read depends on the call.
READS = (
    "adguard_api", "ccb_api", "fetch_url", "groupshare_api", "leagueapps_api", "pihole_api",
    "python_repl", "shell",
)  # fmt: skip
ACTIONS: tuple[str, ...] = ()
ARGUABLE = (
    "ableton_osc", "breeze_api", "elvanto_api", "matecat_api", "memoq_server", "memsource_api",
    "npm_api", "planningcenter_api", "portainer_api", "ptsl_client", "sportsengine_api",
    "teamsnap_api", "tithely_giving", "truenas_api", "unraid_graphql", "xtm_api",
)  # fmt: skip

#: Tools the default counting misjudges, with why.
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "abletonosc", "adguard", "breeze", "ccb", "csound", "elvanto", "groupshare", "leagueapps",
    "matecat", "mediainfo", "memoq", "memsource", "npm", "pihole", "pitchero", "planningcenter",
    "portainer", "ptsl", "reapy", "sclang", "spond", "sportsengine", "teamsnap", "tithely",
    "truenas", "unraid", "xtm",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(1 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("planningcenter", "elvanto", "teamsnap", "memsource", "truenas", "unraid"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(
        o.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<ccb_api>')
        or o.startswith("<!DOCTYPE html>")
        for o in _results("ccb")
    )
    assert all("collection" in json.loads(o) for o in _results("teamsnap"))


def test_acknowledgements_are_in_mixed_tools() -> None:
    """No tool here only acts: the successful sessions' receipts (``true``, ``{"ResultStatus":
    "Success"}``, an empty 204 body, ``{'ok': True}``) come from tools that also read, all
    counted, and none of them stops a session (checked per session above)."""
    assert not ACTIONS
    assert all(counted(t) for t in ARGUABLE)


pytest_generate_tests = parametrize_checks


class TestHeldOut44(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED

    def test_acknowledgements_in_successful_sessions_are_not_counted(self) -> None:
        """Recast as ``test_acknowledgements_are_in_mixed_tools``: this fixture has no tool
        that only acts, so there is no uncounted receipt to check."""
        assert not self.ACTIONS
