"""Forty-ninth held-out check of the gates: language and OS package managers, crypto and
blockchain data, financial reference and market data, clinical terminologies and trials.

``tests/data/tool_heldout49.jsonl`` (built by ``tests/data/tool_heldout49_build.py``) holds 49
hand-written sessions (260 calls) in the real-runs format: Composer, Bundler, opam, Cabal,
Spack and conda/mamba, pacman, zypper and Flatpak through a ``bash`` tool, Chocolatey, winget
and Scoop through a ``powershell`` tool; Infura and Alchemy JSON-RPC, Alchemy NFT, Moralis,
CoinGecko, Coinbase Advanced Trade and Kraken; OpenFIGI, SEC XBRL, Polygon.io, IEX Cloud,
Nasdaq Data Link and the LSEG Data Library through a ``python`` tool; ClinicalTrials.gov v2,
Snowstorm, the LOINC FHIR server, the ICD-11 API, MeSH and UMLS. 30 succeeded and 19 failed.
The fixture was written without reading the detectors or the earlier fixtures.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 30; failing sessions tripped 12 / 11 / 13 of 19,
cutting 33 / 32 / 38 of their 126 calls.

What the misses share: every ``default`` miss is a package-manager session run through the
shell tool (``bash`` or ``powershell``), where each call is a different command line whose
error text (Composer's 401 from the Satis mirror, opam's 503 mirror, Spack's ExpiredToken,
conda's HTTP 429, pacman's stalled mirror, Flatpak's 403 summary, winget's 0x8a15000f /
0x80072efd) is interleaved with a diagnostic command that answers (``composer config``,
``opam repo list``, ``spack mirror list``, ``conda config --show``, the mirrorlist,
``flatpak remotes -d``, ``winget source reset``), so the run of useless results on the one
shell tool is broken before it reaches 3. A careful reader still sees the source failing at
every install/search call. Per-call scores were not examined in the time given.

Since then (read after this fixture, so not held out for it), a program's output whose
failing line names a refused request is an error (conda's 429, Composer's and Flatpak's
401 and 403, Spack's expired token, pacman's failed retrieval), and ``default`` trips on five
of its seven misses. Left: opam, whose ``# No matches found`` (a comment line) and the
repository update whose 503 is not on its ``[ERROR]`` line are read useful, so the run on
``bash`` restarts; and winget, whose run of 3 on ``powershell`` comes only at its last call.
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout49")
H = "heldout49/"

STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

_WHY = {
    "composer": 'Composer\'s ``The "https://satis.internal.example.net/packages.json" file '
    'could not be downloaded (HTTP/2 401 ): {"error":"token expired"}`` at every require',
    "opam": "opam's ``[ERROR] No package named irmin found.`` / ``# No matches found`` behind "
    "a repository update failing with ``HTTP 503 Service Unavailable``",
    "spack": "Spack's ``Failed to fetch index ... (ExpiredToken) ... 0 cached builds.``",
    "conda": "conda's ``CondaHTTPError: HTTP 429 TOO MANY REQUESTS`` at every install/search",
    "pacman": "pacman's ``failed retrieving file ... Operation too slow`` from the one mirror",
    "flatpak": "Flatpak's ``Unable to load summary from remote corp-apps: Server returned "
    "status 403: Forbidden``",
    "winget": "winget's ``0x8a15000f : Data required by the source is missing`` / "
    "``0x80072efd : A connection with the server could not be established``",
    "umls": 'UMLS ``{"ui":"NONE","name":"NO RESULTS"}`` for six drug names, common ones included',
    "iex": "IEX Cloud's ``IEX Cloud has been retired`` page for every quote",
}
_TAIL = " (the source failed at each call; the run on the one tool is not read as 3 useless)"


def _missed(families: list[str]) -> dict[str, str]:
    return {H + f"{f}/{f}-fail-1": _WHY[f] + _TAIL for f in families}


MISSED = {
    "default": _missed(["opam", "winget"]),
    "classifier": _missed(["composer", "opam", "umls", "conda", "iex", "flatpak"]),
    "semantic": _missed(["umls"]),
}

COUNTS = {"default": (0, 0, 53, 126), "classifier": (0, 0, 40, 126), "semantic": (0, 0, 58, 126)}
TRIPPED = {"default": 17, "classifier": 13, "semantic": 18}

#: ``bash``, ``powershell`` and ``python`` run both reads and actions here (installs,
#: upgrades, pins); they are arguable. The two ``*_post`` tools place or cancel orders.
READS = (
    "alchemy_nft", "alchemy_rpc", "clinicaltrials", "coinbase", "coingecko", "eth_rpc",
    "icd11_api", "iex", "kraken", "loinc_fhir", "mesh_api", "moralis", "nasdaq_data_link",
    "openfigi_mapping", "openfigi_search", "polygon", "sec_api", "snowstorm", "umls_api",
)  # fmt: skip
ACTIONS = ("coinbase_post", "kraken_post")
ARGUABLE = ("bash", "powershell", "python")

MISCOUNTED: dict[str, str] = {}

pytest_generate_tests = parametrize_checks


class TestHeldOut49(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
