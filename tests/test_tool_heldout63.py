"""Sixty-third held-out check of the gates: sports statistics, property listings, live-event
resale and concert listings, movie and TV metadata, book metadata and reading trackers.

``tests/data/tool_heldout63.jsonl`` (built by ``tests/data/tool_heldout63_build.py``) holds 64
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: API-Football's v3 envelope, TheSportsDB, the NHL's api-web, the MLB Stats API, Cricbuzz
and BallDontLie; the Bridge (Zillow) RESO OData feed, RentCast, Realtor.com through RapidAPI,
Redfin's ``{}&&``-prefixed stingray endpoints, a Rightmove scraper and Domain.com.au; SeatGeek,
StubHub's seller API, Songkick, Bandsintown, setlist.fm and a Vivid Seats browser; OMDb,
Trakt, Letterboxd, JustWatch's GraphQL, TVmaze and Simkl; Goodreads scrapers, ISBNdb, Google
Books, Hardcover's GraphQL, LibraryThing's thingISBN XML and StoryGraph. 41 succeeded and 23
failed (a source failed silently and the agent kept calling: quota and rate limits, expired
or disabled keys and sessions, a dead upstream, bot walls, a maintenance page, a stale cache
answering every query with the same items, a sandbox account with no history). The fixture
was written and committed without reading the detectors, the shape readers, the gate's tool
counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it. The gate's default choice of which
tools it counts is checked tool by tool.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 2 / 2 / 2 of 41 (both stops withhold evidence); failing
sessions tripped 23 / 22 / 23 of 23, cutting 75 / 71 / 75 of their 148 calls. The default
counting gets every one of the 35 tools right.

The stops are the same two sessions for every gate, and they share one kind: the task asks
*which* of a list of names exists, so "not found" is the answer, and three of them come in a
row on one tool (Bandsintown's ``{warn=Not found}`` for three unsigned Leeds bands before
Yard Act is found; RentCast's ``[]`` for three Durham addresses with no active rental before
the fourth has one). Every gate reads each of them useless (0.99-1.00).

The one miss is ``classifier``'s: API-Football's quota envelope (``{"get": "standings", …,
"errors": {"requests": "You have reached the request limit for the day, …"}, "results": 0,
…, "response": []}``) is read useful (0.51-0.68) at five of its six quota answers, useless
(0.90) only at the ``leagues`` call, so the run never reaches 2; ``default`` and ``semantic`` read
every one useless (1.00).

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): every gate reads both of OMDb's ``{"Response": "False", "Error": "Movie not
found!"}`` in ``omdb-ok-2`` useless (1.00; the film does not exist, which is what the user
asked), a run of 2 before the search for "Orchard" answers; ``default`` reads both
StoryGraph "Currently reading (3)" lists of ``storygraph-ok-1`` useless (1.00; the second
shows the progress the agent has just set), with the "Progress updated" receipt between
them read unknown (0.50); ``classifier`` and ``semantic`` read Letterboxd's "Logged: Anora
(2024) …" receipt useless (0.91 / 1.00), once. In the failing sessions ``default`` reads
the first answers of a repeated wrong one useful (the first two of TheSportsDB's stale
"Arsenal vs Liverpool" 2021 event for Leinster, the first of Google Books' two Harry Potter
volumes for every query), so its trips come later.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout63")
H = "heldout63/"

_BANDS = (
    "Bandsintown answers ``{{warn=Not found}}`` for The Heavy Lids, Moth Parade and Kestrel "
    "Static, the three of four named Leeds bands that are not on it, which is what the task "
    "asks to learn (Yard Act, the fourth, is found next): read useless ({score}) three times"
)
_RENT = (
    "RentCast answers ``[]`` for three of four Durham addresses with no active rental "
    "listing, the answer the task asks for (the fourth, 45 Walnut Way, has one, and the "
    "agent then checks 12 Elm St's inactive listing): read useless ({score}) three times"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {
        H + "bandsintown/bandsintown-ok-2": _BANDS.format(score="1.00"),
        H + "rentcast/rentcast-ok-2": _RENT.format(score="1.00"),
    },
    "classifier": {
        H + "bandsintown/bandsintown-ok-2": _BANDS.format(score="1.00"),
        H + "rentcast/rentcast-ok-2": _RENT.format(score="0.99"),
    },
    "semantic": {
        H + "bandsintown/bandsintown-ok-2": _BANDS.format(score="1.00"),
        H + "rentcast/rentcast-ok-2": _RENT.format(score="1.00"),
    },
}

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {
        H + "apifootball/apifootball-fail-1": 'API-Football\'s ``{"get": "standings", '
        '"parameters": {…}, "errors": {"requests": "You have reached the request limit for '
        'the day, Go to https://dashboard.api-football.com to upgrade your plan."}, '
        '"results": 0, …, "response": []}`` (the daily quota is spent; nothing is returned) '
        "is read useful (0.51-0.68) at five of its six quota answers and useless (0.90) only once",
    },
    "semantic": {},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (2, 2, 75, 148), "classifier": (2, 2, 71, 148), "semantic": (2, 2, 75, 148)}
#: Failing sessions tripped (a call cut), of 23.
TRIPPED = {"default": 23, "classifier": 22, "semantic": 23}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Several API tools both read and write through one name (``stubhub`` creates a listing and
#: polls it, ``trakt`` and ``simkl`` sync history and lists, ``hardcover_graphql`` runs a
#: mutation, ``letterboxd``, ``storygraph`` and ``goodreads_shelf`` log, add and list); their
#: reads are most of their calls and what the agent learns from, so they count, as a tool
#: whose role depends on the command does in the earlier fixtures.
READS = (
    "api_football", "balldontlie", "bandsintown", "bridge_api", "cricbuzz", "domain_api",
    "goodreads_lookup", "goodreads_shelf", "google_books", "hardcover_graphql", "isbndb",
    "justwatch", "letterboxd", "librarything", "mlb_stats", "nhl_api", "omdb",
    "realtor_rapidapi", "redfin_stingray", "rentcast", "rightmove_property",
    "rightmove_search", "seatgeek", "setlistfm", "simkl", "songkick", "storygraph", "stubhub",
    "thesportsdb", "trakt", "tvmaze", "vividseats_browse",
)  # fmt: skip
ACTIONS = ("notify_user", "save_favorite", "write_file")
ARGUABLE: tuple[str, ...] = ()

#: Tools the default counting misjudges, with why.
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "apifootball", "thesportsdb", "nhl", "mlbstats", "cricbuzz", "balldontlie", "bridge",
    "rentcast", "realtor", "redfin", "rightmove", "domain", "seatgeek", "stubhub", "songkick",
    "bandsintown", "setlistfm", "vividseats", "omdb", "trakt", "letterboxd", "justwatch",
    "tvmaze", "simkl", "goodreads", "isbndb", "googlebooks", "hardcover", "librarything",
    "storygraph",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 64
    assert len(FIX.ids(True)) == 41 and len(FIX.ids(False)) == 23
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(1 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for o in _results("apifootball"):
        assert {"get", "parameters", "errors", "results", "paging", "response"} <= set(
            json.loads(o)
        )
    for o in _results("songkick"):
        assert json.loads(o)["resultsPage"]["status"] in ("ok", "error")
    assert all(o.startswith("{}&&") or o.startswith("<!DOCTYPE html>") for o in _results("redfin"))
    assert all(
        o.startswith('<?xml version="1.0" encoding="utf-8"?><idlist>')
        for o in _results("librarything")
    )
    assert all(json.loads(o)["kind"] == "books#volumes" for o in _results("googlebooks"))
    assert all(json.loads(o)["Response"] in ("True", "False") for o in _results("omdb"))


pytest_generate_tests = parametrize_checks


class TestHeldOut63(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
