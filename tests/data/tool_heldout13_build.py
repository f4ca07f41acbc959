"""Build ``tests/data/tool_heldout13.jsonl``: the thirteenth held-out fixture of agent sessions.

Run ``python tests/data/tool_heldout13_build.py`` to rewrite the fixture; the build is
deterministic (no clock, no randomness but a fixed linear congruential generator), so the test
module checks the file byte for byte against what :func:`main` writes.

Each row is one tool call in the ``real-runs`` format: ``{source, run_id, task, tool, args,
result, outcome}``, ``source`` = ``heldout13/<family>``, a run's rows together in call order,
``result`` the string the framework hands the model. Sessions whose ``run_id`` holds ``-ok-``
succeeded; those with ``-fail-`` failed because one source failed silently and the agent kept
calling it. The fixture was written without reading the project's detectors, shape readers,
tool counting or earlier fixtures.

The failing sessions' sources: a resolver that times out (dns), probes the sandbox drops
(netpath), a proxy that wants credentials (tls), a stale replica's empty frames (grafana), a
tracking server answering every filter with the same old runs (mlflow), the Slurm controller
and slurmdbd down (slurm), the Ray dashboard unreachable (ray), an exporter stuck on one
snapshot (gpu), ChEMBL behind a 502 (chembl), an OpenAlex mirror that drops the query and
returns the most-cited works (openalex), the wrong Zotero library (zotero), a frame loaded
empty (pandas), Yahoo's rate limit (prices), formulas never calculated (excel), a restarted R
session (r-console), Trivy's DB download rate-limited (trivy), Snyk testing the repository
root for every service (snyk), a login redirect (a11y), edits that reach another checkout
(cargo) and a build daemon killed on every run (gradle).

Names, identifiers and numbers are invented (plausible, never looked up); a few details are
approximations (``dig``'s ``MSG SIZE``, legal notices cut at ``[…]``).

Where each family's format comes from, and how sure the author is (high: the tool's own
output as printed by its current release; medium: the documented API shape, some fields left
out as a wrapper's ``fields``/``select``/``only`` would; low: a plausible wrapper's text):

* ``dns`` — BIND ``dig`` 9.18 default output (header, question, answer, statistics) and
  ``nslookup``'s NXDOMAIN / non-authoritative answers; the timed-out resolver prints
  ``;; communications error to …: timed out`` then ``;; no servers could be reached``. High.
* ``whois`` — Verisign's thin ``.com`` answers (``Registry Expiry Date``, the ``>>> Last update
  of whois database`` line, ``No match for "…".``), the notice shortened; DENIC's ``.de``
  text. High for the fields, the legal boilerplate trimmed.
* ``netpath`` — iputils ``ping`` (with its capability error for an unprivileged sandbox),
  ``mtr --report`` and ``traceroute``'s ``* * *`` rows. High.
* ``tls`` — ``openssl x509 -noout -subject -issuer -dates -ext subjectAltName`` after
  ``s_client`` (OpenSSL 3; ``verify error:num=10:certificate has expired``), and the headers
  ``curl -sI`` prints through a Squid proxy that wants credentials (``407``). High.
* ``uptime`` — UptimeRobot API v2 (``stat``/``pagination``/``monitors``, ``editMonitor``'s
  ``{"stat":"ok","monitor":{"id":…}}``), Statuspage v1 components and incidents (fields
  trimmed), Pingdom API 3.1 checks, ``summary.outage`` and results. Medium.
* ``grafana`` — the Grafana MCP server's dashboard search (``/api/search`` items) and panel
  queries, ``/api/ds/query`` data frames (``schema`` + ``data.values`` columns, times in
  ms) for a PostgreSQL data source, the annotation API's ``{"id":…,"message":"Annotation
  added"}``. Medium (frames high, the MCP tool names medium).
* ``opsgenie`` — Opsgenie Alert API v2: list/get alert, the asynchronous ``{"result":"Request
  will be processed",…}`` of acknowledge/note/close and the request-status answer. High.
* ``mlflow`` — MLflow REST 2.0 ``runs/search``, ``metrics/get-history``, ``runs/get``,
  ``model-versions`` bodies; an empty search is ``{}`` (proto3 drops empty fields). High.
* ``wandb`` — the W&B MCP server's ``query_wandb_tool`` (GraphQL; ``summaryMetrics`` is a
  JSON string, ``sampledHistory`` a list of lists) and report tool. Medium.
* ``slurm`` — ``sbatch``, ``squeue`` (default format, header only when the job has left the
  queue), ``sacct`` fixed-width tables, ``seff``, controller/slurmdbd errors. High.
* ``tensorboard`` — TensorBoard's HTTP data API: ``/data/runs``, the scalars plugin's
  ``tags`` and ``scalars`` (``[[wall_time, step, value], …]``). High.
* ``ray`` — ``ray job submit --no-wait`` / ``status`` / ``logs`` CLI text and the dashboard
  SDK's ``ConnectionError: Failed to connect to Ray at address: …``. High.
* ``gpu`` — ``nvidia-smi --query-gpu=… --format=csv`` (with ``timestamp`` first when
  polled) and the default ``nvidia-smi`` table (driver 550). High.
* ``pdb`` — RCSB search API v2 (Jackson's pretty print, ``"key" : value``; no hits is HTTP 204
  with an empty body, handed over as ``""``) and the Data API's GraphQL. Medium-high.
* ``alphafold`` — AlphaFold DB ``/api/prediction/{accession}`` (a list with ``entryId``,
  ``globalMetricValue`` = mean pLDDT, file URLs; sequences here are synthetic). Medium.
* ``chembl`` — ChEMBL web services JSON with ``only=`` field selection and ``page_meta``
  paging; the outage is nginx's 502 page. High / medium.
* ``materials`` — Materials Project API ``/materials/summary/`` (``data`` + ``meta``) with
  ``_fields``. Medium.
* ``openalex`` — OpenAlex ``/works`` with ``select`` and cursor paging (the last page is
  ``"results":[]`` with ``next_cursor`` null); the failing mirror drops the query and returns
  the most-cited works (Lowry 1951 first, as OpenAlex's own ranking has it). High.
* ``crossref`` — Crossref ``/works`` with ``query.bibliographic``, ``rows`` and ``select``
  (``message.items`` with ``score``); ORCID public API v3.0 ``/works`` groups. High / medium.
* ``zotero`` — the Zotero MCP server's Markdown answers (``# Search Results for '…'``, ``No
  items found matching query: '…'``). Medium-low (the headings follow its README).
* ``pandas`` — LangChain's ``python_repl_ast`` (the last expression's ``str``, printed output
  for ``df.info()``, ``"KeyError: 'chanel'"`` for an exception) on pandas 2.2 reprs. High.
* ``prices`` — Polygon.io ``/v2/aggs`` (``results`` of ``o h l c v vw t n``, ``next_url``
  paging) and yfinance 0.2.5x (``history`` as ``DataFrame.to_string()``; ``download``'s
  ``1 Failed download:`` with ``YFRateLimitError`` and the empty frame's repr). High.
* ``excel`` — openpyxl rows read with ``iter_rows(values_only=True)`` printed as tuples, a
  cell's ``value``; formulas never calculated read ``None`` with ``data_only=True``. High.
* ``polars`` — Polars 1.x frame printing (``shape: (r, c)``, box drawing, dtype row) and
  ``Schema``'s repr. High.
* ``r-console`` — R 4.4 console: tibble 3 prints, ``summary()`` of a vector and of ``lm``,
  ``Error: object '…' not found``. High.
* ``semgrep`` — ``semgrep --json`` (``results``, ``errors``, ``paths.scanned``; ``lines`` is
  ``"requires login"`` for a logged-out CLI). High.
* ``trivy`` — Trivy 0.5x table output and its ``TOOMANYREQUESTS`` DB download failure. High.
* ``snyk`` — ``snyk test`` text output (issues to fix by upgrading, the summary block). High.
* ``bandit`` — Bandit 1.8 text report (``>> Issue:`` blocks, ``No issues identified.``, run
  metrics). High.
* ``eslint`` — ESLint's ``stylish`` formatter (nothing at all when clean). High.
* ``a11y`` — a Lighthouse wrapper's summary of the LHR (category scores, failing audits) and
  axe-core ``violations`` (passes/incomplete counted). Medium-low for the wrapper, high for
  the audit ids and texts.
* ``cargo`` / ``go-test`` / ``jest`` / ``gradle`` — ``cargo test`` (Rust 1.8x panics and
  ``test result:`` lines, rustc errors), ``go test`` (``--- FAIL``, ``ok``/``FAIL`` package
  lines, ``[no test files]``), Jest 29 snapshot failures and summaries, Gradle 8's ``Gradle
  build daemon disappeared unexpectedly``. High.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout13.jsonl")
SOURCE = "heldout13"

Call = tuple[str, Any, str]
#: (family, run_id, task, success, calls)
Session = tuple[str, str, str, bool, list[Call]]


class Lcg:
    """A tiny linear congruential generator: the same numbers on every Python."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def next(self) -> float:
        self.state = (self.state * 1103515245 + 12345) % 2**31
        return self.state / 2**31

    def uniform(self, lo: float, hi: float) -> float:
        return lo + (hi - lo) * self.next()

    def pick(self, items: Sequence[Any]) -> Any:
        return items[int(self.next() * len(items)) % len(items)]


def compact(obj: Any) -> str:
    """JSON as most HTTP APIs send it."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def jackson(obj: Any, level: int = 0) -> str:
    """JSON in Jackson's default pretty print (RCSB's search API): ``"key" : value``."""
    pad = "  " * level
    if isinstance(obj, dict):
        items = [f'{pad}  "{k}" : {jackson(v, level + 1)}' for k, v in obj.items()]
        return "{\n" + ",\n".join(items) + f"\n{pad}}}"
    if isinstance(obj, list):
        if not obj:
            return "[ ]"
        return "[ " + ", ".join(jackson(v, level) for v in obj) + " ]"
    return json.dumps(obj)


def box(headers: Sequence[str], rows: Sequence[Sequence[str]], *, sep: str = "│") -> list[str]:
    """A table drawn with box characters, as Trivy draws it (cells padded, centred heads)."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h)
              for i, h in enumerate(headers)]  # fmt: skip
    top = "┌" + "┬".join("─" * (w + 2) for w in widths) + "┐"
    mid = "├" + "┼".join("─" * (w + 2) for w in widths) + "┤"
    bot = "└" + "┴".join("─" * (w + 2) for w in widths) + "┘"
    head = sep + sep.join(f" {h:^{w}} " for h, w in zip(headers, widths, strict=True)) + sep
    body = [
        sep + sep.join(f" {c:<{w}} " for c, w in zip(r, widths, strict=True)) + sep for r in rows
    ]
    return [top, head, mid, *body, bot]


# --------------------------------------------------------------------------- network, uptime

DIG_VERSION = "; <<>> DiG 9.18.28-0ubuntu0.22.04.1-Ubuntu <<>>"


def dig(
    name: str, qtype: str, answers: Sequence[tuple[int, str, str]], *, qid: int, when: str,
    ms: int = 24, status: str = "NOERROR", server: str = "127.0.0.53#53(127.0.0.53) (UDP)",
) -> str:  # fmt: skip
    """``dig NAME TYPE``'s default output; ``answers`` are (ttl, type, data)."""
    owner = name.rstrip(".") + "."
    rr = [f"{owner}\t{ttl}\tIN\t{t}\t{data}" for ttl, t, data in answers]
    lines = [
        f"{DIG_VERSION} {name} {qtype}", ";; global options: +cmd", ";; Got answer:",
        f";; ->>HEADER<<- opcode: QUERY, status: {status}, id: {qid}",
        f";; flags: qr rd ra; QUERY: 1, ANSWER: {len(rr)}, AUTHORITY: 0, ADDITIONAL: 1", "",
        ";; OPT PSEUDOSECTION:", "; EDNS: version: 0, flags:; udp: 65494",
        ";; QUESTION SECTION:", f";{owner}\t\t\tIN\t{qtype}", "",
    ]  # fmt: skip
    if rr:
        lines += [";; ANSWER SECTION:", *rr, ""]
    size = 12 + len(owner) + 4 + sum(12 + len(d) for _, _, d in answers) + 11
    lines += [f";; Query time: {ms} msec", f";; SERVER: {server}", f";; WHEN: {when}",
              f";; MSG SIZE  rcvd: {size}", "", ""]  # fmt: skip
    return "\n".join(lines)


def dig_timeout(name: str, qtype: str, resolver: str, *, tcp: bool = False) -> str:
    proto = "+tcp " if tcp else ""
    err = f";; communications error to {resolver}#53: timed out"
    if tcp:
        err = f";; communications error to {resolver}#53: connection refused"
    tail = [";; global options: +cmd", ";; no servers could be reached", "", ""]
    return "\n".join([err, err, err, "", f"{DIG_VERSION} {proto}{name} {qtype}", *tail])


def nslookup(host: str, address: str | None, server: str = "8.8.8.8") -> str:
    head = f"Server:\t\t{server}\nAddress:\t{server}#53\n\n"
    if address is None:
        return head + f"** server can't find {host}: NXDOMAIN\n\n"
    return head + f"Non-authoritative answer:\nName:\t{host}\nAddress: {address}\n\n"


def b64ish(seed: int, n: int) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    g = Lcg(seed)
    return "".join(g.pick(alphabet) for _ in range(n))


def dns_sessions() -> Iterator[Session]:
    when = "Tue Mar 11 10:14:{:02d} UTC 2025"
    d = "northwind-traders.com"
    dkim = "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64ish(7, 150)
    calls: list[Call] = [
        (
            "dns_lookup",
            {"name": d, "type": "MX"},
            dig(
                d,
                "MX",
                [
                    (3600, "MX", "1 aspmx.l.google.com."),
                    (3600, "MX", "5 alt1.aspmx.l.google.com."),
                    (3600, "MX", "5 alt2.aspmx.l.google.com."),
                    (3600, "MX", "10 alt3.aspmx.l.google.com."),
                    (3600, "MX", "10 alt4.aspmx.l.google.com."),
                ],
                qid=40312,
                when=when.format(22),
            ),
        ),
        (
            "dns_lookup",
            {"name": d, "type": "TXT"},
            dig(
                d,
                "TXT",
                [
                    (
                        300,
                        "TXT",
                        '"google-site-verification='
                        + b64ish(11, 43).replace("+", "-").replace("/", "_")
                        + '"',
                    ),
                    (
                        300,
                        "TXT",
                        '"v=spf1 include:_spf.google.com include:spf.protection.outlook.com ~all"',
                    ),
                    (300, "TXT", '"MS=ms48213377"'),
                ],
                qid=5127,
                when=when.format(31),
                ms=18,
            ),
        ),
        (
            "dns_lookup",
            {"name": "_dmarc." + d, "type": "TXT"},
            dig(
                "_dmarc." + d,
                "TXT",
                [
                    (
                        3600,
                        "TXT",
                        '"v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@'
                        'northwind-traders.com; pct=100; adkim=r; aspf=r"',
                    ),
                ],
                qid=61880,
                when=when.format(40),
                ms=31,
            ),
        ),
        (
            "dns_lookup",
            {"name": "google._domainkey." + d, "type": "TXT"},
            dig(
                "google._domainkey." + d,
                "TXT",
                [
                    (3600, "TXT", f'"{dkim[:255]}" "{dkim[255:]}"'),
                ],
                qid=22014,
                when=when.format(47),
                ms=29,
            ),
        ),
        (
            "dns_lookup",
            {"name": "autodiscover." + d, "type": "CNAME"},
            dig(
                "autodiscover." + d,
                "CNAME",
                [(3600, "CNAME", "autodiscover.outlook.com.")],
                qid=9033,
                when=when.format(55),
                ms=22,
            ),
        ),
        (
            "dns_lookup",
            {"name": "mail." + d, "type": "A"},
            dig(
                "mail." + d,
                "A",
                [
                    (300, "CNAME", "nw-exch01.northwind-traders.com."),
                ],
                qid=47766,
                when="Tue Mar 11 10:15:03 UTC 2025",
                ms=20,
            ),
        ),
    ]
    yield (
        "dns",
        "dns-ok-1",
        "We moved northwind-traders.com mail from Exchange to Google Workspace yesterday. "
        "Check MX, SPF, DMARC and the google._domainkey DKIM record, and list anything "
        "still pointing at Microsoft or the old Exchange host.",
        True,
        calls,
    )

    hosts = [("ftp", None), ("vpn-old", None), ("intranet2", None), ("build01", "203.0.113.47"),
             ("jira-legacy", None)]  # fmt: skip
    calls = [
        (
            "nslookup",
            {"host": f"{h}.acme-corp.net", "server": "8.8.8.8"},
            nslookup(f"{h}.acme-corp.net", a),
        )
        for h, a in hosts
    ]
    calls.append(
        (
            "dns_lookup",
            {"name": "build01.acme-corp.net", "type": "A", "server": "ns1.acme-corp.net"},
            dig(
                "build01.acme-corp.net",
                "A",
                [(86400, "A", "203.0.113.47")],
                qid=3381,
                when="Tue Mar 11 10:21:37 UTC 2025",
                ms=41,
                server="198.51.100.53#53(ns1.acme-corp.net) (UDP)",
            ),
        )
    )
    calls.append(
        (
            "whois",
            {"query": "203.0.113.47"},
            "NetRange:       203.0.113.0 - 203.0.113.255\nCIDR:           203.0.113.0/24\n"
            "NetName:        ACME-DC-FRA\nOrganization:   Acme Corp (ACMEC-3)\n"
            "RegDate:        2016-02-09\nUpdated:        2023-10-18\n"
            "Comment:        Build farm, Frankfurt colo rack B12\n",
        )
    )
    yield (
        "dns",
        "dns-ok-2",
        "Confirm our retired hosts ftp, vpn-old, intranet2, build01 and jira-legacy "
        "(.acme-corp.net) no longer resolve publicly; flag any that do, and where to.",
        True,
        calls,
    )

    names = [
        "shop.example-retail.com",
        "www.example-retail.com",
        "api.example-retail.com",
        "example-retail.de",
        "example-retail.co.uk",
        "checkout.example-retail.com",
    ]
    calls = []
    for i, n in enumerate(names):
        calls.append(
            ("dns_lookup", {"name": n, "type": "CAA"}, dig_timeout(n, "CAA", "10.96.0.10"))
        )
        if i == 2:
            calls.append(
                (
                    "dns_lookup",
                    {"name": n, "type": "CAA", "tcp": True},
                    dig_timeout(n, "CAA", "10.96.0.10", tcp=True),
                )
            )
    yield (
        "dns",
        "dns-fail-1",
        "Which of our six customer-facing domains (shop., www., api., checkout."
        "example-retail.com, example-retail.de, .co.uk) have CAA records allowing only "
        "Let's Encrypt?",
        False,
        calls,
    )


VERISIGN_NOTICE = (
    "\nFor more information on Whois status codes, please visit https://icann.org/epp\n\n"
    "NOTICE: The expiration date displayed in this record is the date the\nregistrar's "
    "sponsorship of the domain name registration in the registry is\ncurrently set to "
    "expire. […]\n"
)


def verisign(
    domain: str, rid: int, registrar: tuple[str, int, str], dates: tuple[str, str, str],
    ns: Sequence[str], stamp: str,
) -> str:  # fmt: skip
    name, iana, server = registrar
    updated, created, expiry = dates
    lines = [
        f"   Domain Name: {domain.upper()}", f"   Registry Domain ID: {rid}_DOMAIN_COM-VRSN",
        f"   Registrar WHOIS Server: {server}", f"   Registrar URL: http://{server[6:]}",
        f"   Updated Date: {updated}", f"   Creation Date: {created}",
        f"   Registry Expiry Date: {expiry}", f"   Registrar: {name}",
        f"   Registrar IANA ID: {iana}",
        f"   Registrar Abuse Contact Email: abuse@{server[6:]}",
        "   Registrar Abuse Contact Phone: +1.2083895740",
        "   Domain Status: clientDeleteProhibited "
        "https://icann.org/epp#clientDeleteProhibited",
        "   Domain Status: clientTransferProhibited "
        "https://icann.org/epp#clientTransferProhibited",
        *(f"   Name Server: {n.upper()}" for n in ns), "   DNSSEC: unsigned",
        "   URL of the ICANN Whois Inaccuracy Complaint Form: https://www.icann.org/wicf/",
        f">>> Last update of whois database: {stamp} <<<",
    ]  # fmt: skip
    return "\n".join(lines) + "\n" + VERISIGN_NOTICE


def whois_sessions() -> Iterator[Session]:
    ns = ("ns-cloud-a1.googledomains.com", "ns-cloud-a2.googledomains.com")
    mm = ("MarkMonitor Inc.", 292, "whois.markmonitor.com")
    gd = ("GoDaddy.com, LLC", 146, "whois.godaddy.com")
    calls: list[Call] = [
        (
            "whois",
            {"domain": "northwind-traders.com"},
            verisign(
                "northwind-traders.com",
                2138492023,
                mm,
                ("2024-06-02T09:11:45Z", "2017-06-14T15:22:08Z", "2026-06-14T15:22:08Z"),
                ns,
                "2025-03-11T10:31:02Z",
            ),
        ),
        (
            "whois",
            {"domain": "northwind-foods.com"},
            verisign(
                "northwind-foods.com",
                1987342211,
                gd,
                ("2024-04-02T11:52:17Z", "2015-04-01T18:40:51Z", "2025-04-01T18:40:51Z"),
                ("ns41.domaincontrol.com", "ns42.domaincontrol.com"),
                "2025-03-11T10:31:29Z",
            ),
        ),
        (
            "whois",
            {"domain": "northwind-kitchen.com"},
            'No match for "NORTHWIND-KITCHEN.COM".\n>>> Last update of whois database: '
            "2025-03-11T10:31:55Z <<<\n" + VERISIGN_NOTICE,
        ),
        (
            "whois",
            {"domain": "northwindkitchen.com"},
            verisign(
                "northwindkitchen.com",
                2776104519,
                ("NameCheap, Inc.", 1068, "whois.namecheap.com"),
                ("2025-01-19T07:02:44Z", "2023-03-19T16:27:03Z", "2026-03-19T16:27:03Z"),
                ("dns1.registrar-servers.com", "dns2.registrar-servers.com"),
                "2025-03-11T10:32:20Z",
            ),
        ),
        (
            "whois",
            {"domain": "northwind.de"},
            "Domain: northwind.de\nNserver: ns1.northwind-traders.com\nNserver: "
            "ns2.northwind-traders.com\nStatus: connect\nChanged: 2024-11-02T08:14:51+01:00\n",
        ),
        (
            "whois",
            {"domain": "northwind-traders.shop"},
            "Domain Name: northwind-traders.shop\nRegistry Domain ID: D503300001927716-GMO\n"
            "Registrar WHOIS Server: whois.markmonitor.com\nUpdated Date: 2024-03-20T02:14:09.0Z\n"
            "Creation Date: 2021-03-19T14:05:33.0Z\nRegistry Expiry Date: 2025-03-19T23:59:59.0Z\n"
            "Registrar: MarkMonitor Inc.\nDomain Status: clientTransferProhibited "
            "https://icann.org/epp#clientTransferProhibited\nDomain Status: autoRenewPeriod "
            "https://icann.org/epp#autoRenewPeriod\nName Server: ns-cloud-a1.googledomains.com\n"
            ">>> Last update of WHOIS database: 2025-03-11T10:33:02.0Z <<<\n",
        ),
        (
            "whois",
            {"domain": "northwind-kitchen.co.uk"},
            '\n    No match for "northwind-kitchen.co.uk".\n\n    This domain name has not been '
            "registered.\n\n    WHOIS lookup made at 10:33:41 11-Mar-2025\n\n-- \nThis WHOIS "
            "information is provided for free by Nominet UK the central registry\nfor .uk domain "
            "names. […]\n",
        ),
    ]
    yield (
        "whois",
        "whois-ok-1",
        "When do northwind-traders.com, northwind-foods.com, northwind.de and "
        "northwind-traders.shop expire, with which registrar? Are northwind-kitchen.com, "
        "northwindkitchen.com and northwind-kitchen.co.uk free?",
        True,
        calls,
    )


def ping(host: str, ip: str, times: Sequence[float], lost: Sequence[int], ttl: int) -> str:
    lines = [f"PING {host} ({ip}) 56(84) bytes of data."]
    got = [t for i, t in enumerate(times, start=1) if i not in lost]
    for i, t in enumerate(times, start=1):
        if i not in lost:
            lines.append(f"64 bytes from {ip}: icmp_seq={i} ttl={ttl} time={t:.1f} ms")
    n = len(times)
    avg = sum(got) / len(got)
    mdev = (sum((t - avg) ** 2 for t in got) / len(got)) ** 0.5
    loss = round(100 * len(lost) / n)
    lines += ["", f"--- {host} ping statistics ---",
              f"{n} packets transmitted, {len(got)} received, {loss}% packet loss, "
              f"time {n * 1000 + 27 - 1000}ms",
              f"rtt min/avg/max/mdev = {min(got):.3f}/{avg:.3f}/{max(got):.3f}/{mdev:.3f} ms",
              ""]  # fmt: skip
    return "\n".join(lines)


def mtr(host: str, start: str, hops: Sequence[tuple[str, float, float]]) -> str:
    """``mtr --report -c 50``: hops are (host, loss %, avg ms)."""
    g = Lcg(len(host) + len(hops))
    width = max(26, *(len(h) + 2 for h, _, _ in hops))
    lines = [f"Start: {start}", f"HOST: fra-jump-01{' ' * (width - 11)}Loss%   Snt   Last   "
             "Avg  Best  Wrst StDev"]  # fmt: skip
    for i, (h, loss, avg) in enumerate(hops, start=1):
        if h == "???":
            lines.append(f"{i:3d}.|-- {h:<{width}}100.0    50    0.0   0.0   0.0   0.0   0.0")
            continue
        best = avg * 0.8
        worst = avg * (1.4 + 3 * loss / 100) + g.uniform(0, 2)
        last = avg * g.uniform(0.9, 1.1)
        sd = (worst - best) / 4
        lines.append(
            f"{i:3d}.|-- {h:<{width}}{loss:4.1f}%    50 {last:6.1f} {avg:5.1f} "
            f"{best:5.1f} {worst:5.1f} {sd:5.1f}"
        )
    return "\n".join(lines) + "\n"


def traceroute_stars(host: str, ip: str, proto: str = "") -> str:
    head = f"traceroute to {host} ({ip}), 30 hops max, 60 byte packets"
    if proto == "tcp":
        head = f"traceroute to {host} ({ip}), 30 hops max, 60 byte packets"
    return "\n".join([head, *(f"{i:2d}  * * *" for i in range(1, 31))]) + "\n"


def netpath_sessions() -> Iterator[Session]:
    g = Lcg(42)
    host, ip = "meet.example-video.com", "198.51.100.24"
    base = [g.uniform(36.5, 41.0) for _ in range(12)]
    base[6], base[10] = 212.5, 148.9
    hops = [("10.40.0.1", 0.0, 0.5), ("172.16.12.1", 0.0, 1.3),
            ("ae1-201.fra10.core.example-transit.net", 0.0, 2.1),
            ("be3312.ccr41.fra03.example-transit.net", 0.0, 2.4),
            ("be2815.ccr42.ams03.example-transit.net", 0.0, 8.7),
            ("ix-ae-14-0.tcore1.ams-amsterdam.example-ix.net", 14.0, 33.9),
            ("if-ae-2-2.tcore2.lhr-london.example-ix.net", 16.0, 37.2),
            ("???", 100.0, 0.0), ("198.51.100.24", 15.0, 38.6)]  # fmt: skip
    alt = [("10.40.0.1", 0.0, 0.5), ("172.16.12.1", 0.0, 1.2),
           ("ae1-201.fra10.core.example-transit.net", 0.0, 2.0),
           ("de-cix.fra.example-video.net", 0.0, 2.9), ("edge-fra-2.example-video.net", 0.0, 3.3),
           ("198.51.100.90", 0.0, 3.4)]  # fmt: skip
    calls: list[Call] = [
        ("ping", {"host": host, "count": 12}, ping(host, ip, base, (4, 9), 53)),
        ("mtr_report", {"host": host, "cycles": 50}, mtr(host, "2025-03-11T10:40:12+0100", hops)),
        (
            "ping",
            {"host": "10.40.0.1", "count": 12},
            ping("10.40.0.1", "10.40.0.1", [g.uniform(0.3, 0.9) for _ in range(12)], (), 64),
        ),
        (
            "mtr_report",
            {"host": "meet-fra.example-video.com", "cycles": 50},
            mtr("meet-fra.example-video.com", "2025-03-11T10:43:51+0100", alt),
        ),
        (
            "traceroute",
            {"host": host, "protocol": "tcp", "port": 443},
            f"traceroute to {host} ({ip}), 30 hops max, 60 byte packets\n"
            " 1  10.40.0.1 (10.40.0.1)  0.412 ms  0.388 ms  0.371 ms\n"
            " 2  172.16.12.1 (172.16.12.1)  1.207 ms  1.190 ms  1.301 ms\n"
            " 3  ae1-201.fra10.core.example-transit.net (192.0.2.17)  2.087 ms  2.114 ms  2.060 "
            "ms\n"
            " 4  be3312.ccr41.fra03.example-transit.net (192.0.2.33)  2.391 ms  2.402 ms  2.377 "
            "ms\n"
            " 5  be2815.ccr42.ams03.example-transit.net (192.0.2.61)  8.712 ms  8.690 ms  8.733 "
            "ms\n"
            " 6  ix-ae-14-0.tcore1.ams-amsterdam.example-ix.net (192.0.2.94)  33.913 ms *  "
            "61.228 ms\n 7  if-ae-2-2.tcore2.lhr-london.example-ix.net (192.0.2.129)  37.214 ms  "
            "36.998 ms *\n 8  * * *\n 9  meet.example-video.com (198.51.100.24)  38.641 ms  "
            "38.520 ms  39.004 ms\n",
        ),
    ]
    yield (
        "netpath",
        "netpath-ok-1",
        "Frankfurt users report choppy calls to meet.example-video.com. From fra-jump-01, "
        "find the hop where packet loss starts and whether their Frankfurt edge avoids it.",
        True,
        calls,
    )

    targets = [("api-sg.example-pay.com", "203.0.113.80", ""),
               ("api-sg.example-pay.com", "203.0.113.80", "icmp"),
               ("gw-sg.example-pay.com", "203.0.113.65", ""),
               ("api-sg.example-pay.com", "203.0.113.80", "tcp"),
               ("1.1.1.1", "1.1.1.1", "")]  # fmt: skip
    calls = []
    for h, a, proto in targets:
        args: dict[str, Any] = {"host": h}
        if proto:
            args["protocol"] = proto
        calls.append(("traceroute", args, traceroute_stars(h, a, proto)))
    calls.insert(
        2,
        (
            "ping",
            {"host": "api-sg.example-pay.com", "count": 5},
            "ping: socktype: SOCK_RAW\nping: socket: Operation not permitted\n"
            "ping: => missing cap_net_raw+p capability or setuid?\n",
        ),
    )
    calls.append(
        (
            "traceroute",
            {"host": "api-sg.example-pay.com", "max_hops": 15},
            "traceroute to api-sg.example-pay.com (203.0.113.80), 15 hops max, 60 byte "
            "packets\n" + "\n".join(f"{i:2d}  * * *" for i in range(1, 16)) + "\n",
        )
    )
    yield (
        "netpath",
        "netpath-fail-1",
        "Latency from our CI runners to the Singapore API (api-sg.example-pay.com) doubled "
        "since Monday. Traceroute from the runner and tell me at which hop it jumps.",
        False,
        calls,
    )


def x509(cn: str, issuer: str, before: str, after: str, sans: Sequence[str]) -> str:
    return (f"subject=CN = {cn}\nissuer={issuer}\nnotBefore={before}\nnotAfter={after}\n"
            "X509v3 Subject Alternative Name: \n    "
            + ", ".join(f"DNS:{s}" for s in sans) + "\n")  # fmt: skip


LE = "C = US, O = Let's Encrypt, CN = R11"


def squid_407(date: str) -> str:
    rows = [
        "HTTP/1.1 407 Proxy Authentication Required", "Server: squid/5.7",
f"Date: {date}", "Content-Type: text/html;charset=utf-8",
        "Content-Length: 3512", "X-Squid-Error: ERR_CACHE_ACCESS_DENIED 0",
        'Proxy-Authenticate: Basic realm="corp-proxy"',
        "X-Cache: MISS from proxy-02.corp.internal",
        "Via: 1.1 proxy-02.corp.internal (squid/5.7)", "Connection: keep-alive",
    ]  # fmt: skip
    return "\r\n".join(rows) + "\r\n\r\n"


def tls_sessions() -> Iterator[Session]:
    d = "northwind-traders.com"
    calls: list[Call] = [
        (
            "check_certificate",
            {"host": f"www.{d}", "port": 443},
            x509(
                f"www.{d}",
                LE,
                "Feb  2 06:11:09 2025 GMT",
                "May  3 06:11:08 2025 GMT",
                [f"www.{d}", d],
            ),
        ),
        (
            "check_certificate",
            {"host": f"api.{d}", "port": 443},
            x509(
                f"api.{d}", LE, "Jan 20 08:12:44 2025 GMT", "Apr 20 08:12:43 2025 GMT", [f"api.{d}"]
            ),
        ),
        (
            "check_certificate",
            {"host": f"shop.{d}", "port": 443},
            x509(
                f"shop.{d}",
                "C = US, O = DigiCert Inc, CN = DigiCert Global G2 TLS RSA SHA256 2020 CA1",
                "Mar 22 00:00:00 2024 GMT",
                "Mar 21 23:59:59 2025 GMT",
                [f"shop.{d}", f"checkout.{d}"],
            ),
        ),
        (
            "check_certificate",
            {"host": f"vpn.{d}", "port": 443},
            "depth=0 CN = vpn.northwind-traders.com\nverify error:num=10:certificate has expired\n"
            "notAfter=Mar  2 11:59:59 2025 GMT\nverify return:1\n"
            + x509(
                f"vpn.{d}", LE, "Dec  2 12:00:00 2024 GMT", "Mar  2 11:59:59 2025 GMT", [f"vpn.{d}"]
            ),
        ),
        (
            "check_certificate",
            {"host": f"mail.{d}", "port": 993},
            x509(
                f"mail.{d}",
                LE,
                "Feb 27 03:40:17 2025 GMT",
                "May 28 03:40:16 2025 GMT",
                [f"mail.{d}", f"imap.{d}", f"smtp.{d}"],
            ),
        ),
        (
            "check_certificate",
            {"host": f"status.{d}", "port": 443},
            x509(
                "*.statuspage.io",
                "C = US, O = Amazon, CN = Amazon RSA 2048 M02",
                "Oct 14 00:00:00 2024 GMT",
                "Nov 12 23:59:59 2025 GMT",
                ["*.statuspage.io", "statuspage.io"],
            ),
        ),
    ]
    yield (
        "tls",
        "tls-ok-1",
        "Today is 2025-03-11. Check the TLS certificates of www, api, shop, vpn, mail (port "
        "993) and status .northwind-traders.com; list any expired or expiring within 30 "
        "days.",
        True,
        calls,
    )

    sites = ["https://northwind-events.com/", "https://www.northwind-careers.com/",
             "https://northwind-traders.com/blog/", "https://partners.northwind-traders.com/",
             "https://northwind-foods.com/", "https://www.northwind-events.com/"]  # fmt: skip
    calls = [
        ("http_head", {"url": u}, squid_407(f"Tue, 11 Mar 2025 11:02:{17 + 4 * i:02d} GMT"))
        for i, u in enumerate(sites)
    ]
    yield (
        "tls",
        "tls-fail-1",
        "Audit the CSP, HSTS and X-Frame-Options headers of our marketing sites: "
        "northwind-events.com, northwind-careers.com, the blog, the partner portal and "
        "northwind-foods.com.",
        False,
        calls,
    )


def uptime_sessions() -> Iterator[Session]:
    mons = {
        "stat": "ok",
        "pagination": {"offset": 0, "limit": 50, "total": 2},
        "monitors": [
            {
                "id": 797425711,
                "friendly_name": "Payments API",
                "url": "https://api.example-pay.com/health",
                "type": 2,
                "sub_type": "",
                "keyword_type": 2,
                "keyword_case_type": 0,
                "keyword_value": '"status":"ok"',
                "port": "",
                "interval": 60,
                "timeout": 30,
                "status": 2,
                "create_datetime": 1689240000,
                "custom_uptime_ratio": "99.982-99.951",
            },
            {
                "id": 797425730,
                "friendly_name": "Payments webhooks",
                "url": "https://hooks.example-pay.com/ping",
                "type": 1,
                "sub_type": "",
                "keyword_type": None,
                "keyword_case_type": None,
                "keyword_value": "",
                "port": "",
                "interval": 300,
                "timeout": 30,
                "status": 2,
                "create_datetime": 1689240410,
                "custom_uptime_ratio": "100.000-99.993",
            },
        ],
    }
    paused = json.loads(json.dumps(mons))
    paused["monitors"][0]["status"] = 0
    comps = [
        {
            "id": "hz8b2w0x1k3m",
            "page_id": "q2lmy7tq0v3d",
            "group_id": None,
            "created_at": "2023-07-13T09:20:11.504Z",
            "updated_at": "2025-02-27T16:01:09.112Z",
            "group": False,
            "name": "Card payments",
            "description": None,
            "position": 1,
            "status": "operational",
            "showcase": True,
            "only_show_if_degraded": False,
            "start_date": "2023-07-13",
        },
        {
            "id": "4xw1t6p0r2cd",
            "page_id": "q2lmy7tq0v3d",
            "group_id": None,
            "created_at": "2023-07-13T09:20:40.771Z",
            "updated_at": "2025-01-08T10:12:33.005Z",
            "group": False,
            "name": "Payments API",
            "description": "REST API for merchants",
            "position": 2,
            "status": "operational",
            "showcase": True,
            "only_show_if_degraded": False,
            "start_date": "2023-07-13",
        },
    ]
    incident = {
        "id": "p31zjtct2jer",
        "components": [{"id": "4xw1t6p0r2cd", "name": "Payments API", "status": "operational"}],
        "created_at": "2025-03-11T11:06:19.288Z",
        "impact": "maintenance",
        "incident_updates": [
            {
                "id": "0yk6xz3n9k1j",
                "incident_id": "p31zjtct2jer",
                "status": "scheduled",
                "body": "Planned database maintenance for the Payments API between 14:00 and "
                "15:00 UTC. Requests may fail for up to 5 minutes.",
                "created_at": "2025-03-11T11:06:19.301Z",
                "display_at": "2025-03-11T11:06:19.301Z",
                "deliver_notifications": True,
            }
        ],
        "monitoring_at": None,
        "name": "Payments API database maintenance",
        "page_id": "q2lmy7tq0v3d",
        "resolved_at": None,
        "scheduled_auto_completed": True,
        "scheduled_auto_in_progress": True,
        "scheduled_for": "2025-03-11T14:00:00.000Z",
        "scheduled_until": "2025-03-11T15:00:00.000Z",
        "shortlink": "https://stspg.io/xq8hn4d0",
        "status": "scheduled",
        "updated_at": "2025-03-11T11:06:19.301Z",
    }
    calls: list[Call] = [
        (
            "uptimerobot_get_monitors",
            {"search": "payments", "custom_uptime_ratios": "7-30"},
            compact(mons),
        ),
        (
            "uptimerobot_edit_monitor",
            {"id": 797425711, "status": 0},
            compact({"stat": "ok", "monitor": {"id": 797425711}}),
        ),
        ("statuspage_list_components", {"page_id": "q2lmy7tq0v3d"}, compact(comps)),
        (
            "statuspage_create_incident",
            {
                "page_id": "q2lmy7tq0v3d",
                "name": "Payments API database maintenance",
                "status": "scheduled",
                "scheduled_for": "2025-03-11T14:00:00Z",
                "scheduled_until": "2025-03-11T15:00:00Z",
                "component_ids": ["4xw1t6p0r2cd"],
            },
            compact(incident),
        ),
        (
            "uptimerobot_get_monitors",
            {"monitors": "797425711"},
            compact(
                {
                    "stat": "ok",
                    "pagination": {"offset": 0, "limit": 50, "total": 1},
                    "monitors": paused["monitors"][:1],
                }
            ),
        ),
    ]
    yield (
        "uptime",
        "uptime-ok-1",
        "Payments API maintenance today 14:00-15:00 UTC: give me its 7- and 30-day uptime "
        "from UptimeRobot, pause its monitor, and schedule the maintenance on Statuspage.",
        True,
        calls,
    )

    checks = {
        "checks": [
            {
                "id": 85975,
                "created": 1612137600,
                "name": "checkout",
                "hostname": "shop.northwind-traders.com",
                "resolution": 1,
                "type": "http",
                "ipv6": False,
                "verify_certificate": True,
                "lasterrortime": 1741422611,
                "lasttesttime": 1741691580,
                "lastresponsetime": 412,
                "status": "up",
                "tags": [{"name": "prod", "type": "u", "count": 9}],
            },
            {
                "id": 85981,
                "created": 1612137900,
                "name": "search",
                "hostname": "shop.northwind-traders.com",
                "resolution": 1,
                "type": "http",
                "ipv6": False,
                "verify_certificate": True,
                "lasterrortime": 1739870400,
                "lasttesttime": 1741691581,
                "lastresponsetime": 233,
                "status": "up",
                "tags": [],
            },
        ],
        "counts": {"total": 2, "limited": 2, "filtered": 2},
    }
    states = [("up", 1741046400, 1741163820), ("down", 1741163820, 1741164540),
              ("up", 1741164540, 1741422300), ("down", 1741422300, 1741422900),
              ("up", 1741422900, 1741651200)]  # fmt: skip
    outage = {"summary": {"states": [{"status": s, "timefrom": a, "timeto": b}
                                     for s, a, b in states]}}  # fmt: skip
    results = {
        "results": [
            {
                "probeid": 63,
                "time": 1741422840,
                "status": "down",
                "responsetime": 30000,
                "statusdesc": "Timeout (> 30s)",
                "statusdesclong": "Timeout (> 30s)",
            },
            {
                "probeid": 41,
                "time": 1741422780,
                "status": "down",
                "responsetime": 0,
                "statusdesc": "HTTP Error 503",
                "statusdesclong": "HTTP/1.1 503 Service Unavailable",
            },
            {
                "probeid": 63,
                "time": 1741422360,
                "status": "down",
                "responsetime": 30000,
                "statusdesc": "Timeout (> 30s)",
                "statusdesclong": "Timeout (> 30s)",
            },
            {
                "probeid": 28,
                "time": 1741164480,
                "status": "down",
                "responsetime": 0,
                "statusdesc": "HTTP Error 502",
                "statusdesclong": "HTTP/1.1 502 Bad Gateway",
            },
            {
                "probeid": 41,
                "time": 1741163880,
                "status": "down",
                "responsetime": 0,
                "statusdesc": "HTTP Error 502",
                "statusdesclong": "HTTP/1.1 502 Bad Gateway",
            },
        ],
        "activeprobes": [28, 41, 63],
    }
    calls = [
        ("pingdom_get_checks", {"tags": "prod"}, compact(checks)),
        (
            "pingdom_get_outage_summary",
            {"checkid": 85975, "from": 1741046400, "to": 1741651200},
            compact(outage),
        ),
        (
            "pingdom_get_results",
            {"checkid": 85975, "status": "down", "from": 1741046400, "to": 1741651200, "limit": 5},
            compact(results),
        ),
        (
            "pingdom_get_outage_summary",
            {"checkid": 85981, "from": 1741046400, "to": 1741651200},
            compact(
                {
                    "summary": {
                        "states": [{"status": "up", "timefrom": 1741046400, "timeto": 1741651200}]
                    }
                }
            ),
        ),
    ]
    yield (
        "uptime",
        "uptime-ok-2",
        "Summarise the Pingdom 'checkout' check's outages of Mar 4-10 (when, how long, what "
        "the probes saw). Was 'search' down at the same times?",
        True,
        calls,
    )


def frame(ref: str, sql: str, fields: Sequence[tuple[str, str]], values: list[list[Any]]) -> Any:
    types = {"time": ("time.Time", True), "number": ("float64", True), "string": ("string", True)}
    return {
        "schema": {
            "refId": ref,
            "meta": {"typeVersion": [0, 0], "executedQueryString": sql},
            "fields": [
                {"name": n, "type": t, "typeInfo": {"frame": types[t][0], "nullable": types[t][1]}}
                for n, t in fields
            ],
        },
        "data": {"values": values},
    }


def grafana_sessions() -> Iterator[Session]:
    g = Lcg(2025)
    t0 = 1741600800000
    hours = [t0 + i * 7200000 for i in range(12)]
    p95 = [round(g.uniform(180, 240) if i != 5 else g.uniform(610, 820), 1) for i in range(12)]
    err = [round(g.uniform(0.1, 0.4) if i != 5 else g.uniform(2.8, 4.1), 2) for i in range(12)]
    rps = [round(140 - 60 * abs(6 - i) / 6 + g.uniform(-8, 8), 1) for i in range(12)]
    search = [
        {
            "id": 112,
            "uid": "chk-svc-01",
            "title": "Checkout Service",
            "uri": "db/checkout-service",
            "url": "/d/chk-svc-01/checkout-service",
            "slug": "",
            "type": "dash-db",
            "tags": ["payments", "slo"],
            "isStarred": False,
            "folderId": 14,
            "folderUid": "pay",
            "folderTitle": "Payments",
            "folderUrl": "/dashboards/f/pay/payments",
            "sortMeta": 0,
        },
        {
            "id": 187,
            "uid": "chk-canary",
            "title": "Checkout canary (old)",
            "uri": "db/checkout-canary-old",
            "url": "/d/chk-canary/checkout-canary-old",
            "slug": "",
            "type": "dash-db",
            "tags": ["deprecated"],
            "isStarred": False,
            "folderId": 31,
            "folderUid": "arch",
            "folderTitle": "Archive",
            "folderUrl": "/dashboards/f/arch/archive",
            "sortMeta": 0,
        },
    ]
    sql = {
        "p95": "SELECT $__timeGroupAlias(ts, 2h), percentile_cont(0.95) WITHIN GROUP (ORDER BY "
        "duration_ms) AS p95 FROM http_requests WHERE service = 'checkout' AND "
        "$__timeFilter(ts) GROUP BY 1 ORDER BY 1",
        "err": "SELECT $__timeGroupAlias(ts, 2h), 100.0 * avg((status >= 500)::int) AS "
        "error_pct FROM http_requests WHERE service = 'checkout' AND $__timeFilter(ts) GROUP "
        "BY 1 ORDER BY 1",
        "rps": "SELECT $__timeGroupAlias(ts, 2h), count(*) / 7200.0 AS rps FROM http_requests "
        "WHERE service = 'checkout' AND $__timeFilter(ts) GROUP BY 1 ORDER BY 1",
    }
    panels = [{"title": "p95 latency (ms)", "query": sql["p95"], "datasource":
               {"uid": "pg-obs", "type": "grafana-postgresql-datasource"}},
              {"title": "Error rate (%)", "query": sql["err"], "datasource":
               {"uid": "pg-obs", "type": "grafana-postgresql-datasource"}},
              {"title": "Requests / s", "query": sql["rps"], "datasource":
               {"uid": "pg-obs", "type": "grafana-postgresql-datasource"}}]  # fmt: skip

    def executed(q: str) -> str:
        return (q.replace("$__timeGroupAlias(ts, 2h)", 'floor(extract(epoch from ts)/7200)*7200'
                          ' AS "time"')
                .replace("$__timeFilter(ts)", "ts BETWEEN '2025-03-10T10:00:00Z' AND "
                         "'2025-03-11T10:00:00Z'"))  # fmt: skip

    def answer(key: str, col: str, vals: list[float]) -> str:
        return compact(
            {
                "results": {
                    "A": {
                        "status": 200,
                        "frames": [
                            frame(
                                "A",
                                executed(sql[key]),
                                [("time", "time"), (col, "number")],
                                [hours, vals],
                            )
                        ],
                    }
                }
            }
        )

    calls: list[Call] = [
        ("search_dashboards", {"query": "checkout"}, compact(search)),
        ("get_dashboard_panel_queries", {"uid": "chk-svc-01"}, compact(panels)),
        (
            "grafana_query",
            {"datasource_uid": "pg-obs", "rawSql": sql["p95"], "from": "now-24h", "to": "now"},
            answer("p95", "p95", p95),
        ),
        (
            "grafana_query",
            {"datasource_uid": "pg-obs", "rawSql": sql["err"], "from": "now-24h", "to": "now"},
            answer("err", "error_pct", err),
        ),
        (
            "grafana_query",
            {"datasource_uid": "pg-obs", "rawSql": sql["rps"], "from": "now-24h", "to": "now"},
            answer("rps", "rps", rps),
        ),
        (
            "create_annotation",
            {
                "dashboardUID": "chk-svc-01",
                "time": 1741686000000,
                "tags": ["deploy"],
                "text": "checkout v2.41.0 deployed",
            },
            compact({"id": 4821, "message": "Annotation added"}),
        ),
    ]
    yield (
        "grafana",
        "grafana-ok-1",
        "From Grafana's Checkout Service dashboard, report p95 latency, error rate and "
        "request rate over the last 24 h (peaks), and annotate today's 09:40 UTC deploy of "
        "checkout v2.41.0.",
        True,
        calls,
    )

    wsql = [
        "SELECT $__timeGroupAlias(picked_at, 1h), count(*) AS picks FROM picks WHERE "
        "warehouse = '{w}' AND $__timeFilter(picked_at) GROUP BY 1 ORDER BY 1",
    ]
    calls = [
        (
            "search_dashboards",
            {"query": "warehouse throughput"},
            compact(
                [
                    {
                        "id": 240,
                        "uid": "wh-thru",
                        "title": "Warehouse Throughput",
                        "uri": "db/warehouse-throughput",
                        "url": "/d/wh-thru/warehouse-throughput",
                        "slug": "",
                        "type": "dash-db",
                        "tags": ["ops"],
                        "isStarred": True,
                        "folderId": 22,
                        "folderUid": "ops",
                        "folderTitle": "Operations",
                        "folderUrl": "/dashboards/f/ops/operations",
                        "sortMeta": 0,
                    }
                ]
            ),
        )
    ]
    queries = [wsql[0].format(w=w) for w in ("LEJ-1", "DTM-2", "NUE-3")]
    queries.append(
        "SELECT $__timeGroupAlias(picked_at, 1d), warehouse AS metric, count(*) "
        "FROM picks WHERE $__timeFilter(picked_at) GROUP BY 1, 2 ORDER BY 1"
    )
    queries.append(queries[0].replace("1h", "1d"))
    for i, q in enumerate(queries):
        ex = (q.replace("$__timeGroupAlias(picked_at, 1h)", "floor(extract(epoch from picked_at)/"
                        '3600)*3600 AS "time"')
              .replace("$__timeGroupAlias(picked_at, 1d)", "floor(extract(epoch from picked_at)/"
                       '86400)*86400 AS "time"')
              .replace("$__timeFilter(picked_at)", "picked_at BETWEEN '2025-03-10T00:00:00Z' "
                       "AND '2025-03-10T23:59:59Z'"))  # fmt: skip
        fields = [("time", "time"), ("picks", "number")]
        if "metric" in q:
            fields = [("time", "time"), ("metric", "string"), ("count", "number")]
        rng = {"from": "2025-03-10T00:00:00Z", "to": "2025-03-10T23:59:59Z"}
        calls.append(
            (
                "grafana_query",
                {"datasource_uid": "pg-wms", "rawSql": q, **rng},
                compact(
                    {
                        "results": {
                            "A": {
                                "status": 200,
                                "frames": [frame("A", ex, fields, [[] for _ in fields])],
                            }
                        }
                    }
                ),
            )
        )
        if i == 2:
            calls.append(
                (
                    "grafana_query",
                    {
                        "datasource_uid": "pg-wms",
                        "rawSql": "SELECT count(*) FROM picks WHERE picked_at >= '2025-03-10'",
                        **rng,
                    },
                    compact(
                        {
                            "results": {
                                "A": {
                                    "status": 200,
                                    "frames": [
                                        frame(
                                            "A",
                                            "SELECT count(*) FROM picks WHERE picked_at >= "
                                            "'2025-03-10'",
                                            [("count", "number")],
                                            [[0]],
                                        )
                                    ],
                                }
                            }
                        }
                    ),
                )
            )
    yield (
        "grafana",
        "grafana-fail-1",
        "Using the Warehouse Throughput dashboard's data source, tell me which of our "
        "three warehouses (LEJ-1, DTM-2, NUE-3) had the lowest picks per hour yesterday.",
        False,
        calls,
    )


def opsgenie_sessions() -> Iterator[Session]:
    aid = "70413a06-38d6-4c85-92b8-5ebc900d42e2-1741689000123"
    alert = {
        "id": aid,
        "tinyId": "4211",
        "alias": "orders-db-disk-usage",
        "message": "[orders-db-1] Disk usage above 90% on /var/lib/postgresql",
        "status": "open",
        "acknowledged": False,
        "tags": ["db", "disk", "prod"],
        "count": 3,
        "lastOccurredAt": "2025-03-11T10:21:44.117Z",
        "createdAt": "2025-03-11T09:58:02.9Z",
        "updatedAt": "2025-03-11T10:21:44.2Z",
        "source": "alertmanager",
        "owner": "",
        "priority": "P1",
        "integration": {"name": "Alertmanager", "type": "Prometheus"},
    }
    other = {
        **alert,
        "id": "c4b1f0e2-7d1a-4a55-9a4e-0f5e9b8d7a11-1741690211877",
        "tinyId": "4214",
        "alias": "checkout-5xx",
        "message": "[checkout] 5xx ratio above 2% for 10m",
        "priority": "P2",
        "count": 1,
        "tags": ["checkout"],
        "createdAt": "2025-03-11T10:50:11.8Z",
        "lastOccurredAt": "2025-03-11T10:50:11.8Z",
        "updatedAt": "2025-03-11T10:50:12.0Z",
    }

    def receipt(rid: str, took: float) -> str:
        return compact({"result": "Request will be processed", "took": took, "requestId": rid})

    def status(rid: str, action: str, text: str, at: str) -> str:
        return compact(
            {
                "data": {
                    "success": True,
                    "action": action,
                    "processedAt": at,
                    "integrationId": "b6f4ac49-11e7-4a3b-a4a7-f2b0e2d4c3a1",
                    "isSuccess": True,
                    "status": text,
                    "alertId": aid,
                    "alias": "orders-db-disk-usage",
                },
                "took": 0.012,
                "requestId": rid,
            }
        )

    acked = {
        **alert,
        "acknowledged": True,
        "owner": "oncall-bot@northwind-traders.com",
        "count": 5,
        "lastOccurredAt": "2025-03-11T10:41:44.301Z",
        "updatedAt": "2025-03-11T10:41:44.4Z",
        "report": {"ackTime": 1561190, "acknowledgedBy": "oncall-bot@northwind-traders.com"},
    }
    quiet = {**acked, "updatedAt": "2025-03-11T11:04:10.2Z"}
    r = ["9ae63dd7-ed00-4c81-86f0-c4ffd33142c9", "1c2e5f0a-5b7d-4e0b-8d55-2f4cc3b7a0de",
         "e0b91f37-33b2-4a0c-b4a6-62f1d9e5c884"]  # fmt: skip
    calls: list[Call] = [
        (
            "opsgenie_list_alerts",
            {"query": "status:open", "sort": "createdAt"},
            compact(
                {
                    "data": [other, alert],
                    "paging": {
                        "first": "https://api.opsgenie.com/v2/"
                        "alerts?limit=20&sort=createdAt&offset=0&order=desc",
                        "last": "https://api.opsgenie.com/v2/"
                        "alerts?limit=20&sort=createdAt&offset=0&order=desc",
                    },
                    "took": 0.031,
                    "requestId": "5d6f1e0c-3e4a-4b55-b0a2-9d1e2f3a4b5c",
                }
            ),
        ),
        (
            "opsgenie_acknowledge_alert",
            {"identifier": aid, "note": "Looking into it"},
            receipt(r[0], 0.107),
        ),
        (
            "opsgenie_get_request_status",
            {"request_id": r[0]},
            status(r[0], "Acknowledge", "Acknowledged alert", "2025-03-11T10:24:03.412Z"),
        ),
        (
            "opsgenie_add_note",
            {"identifier": aid, "note": "Dana is expanding the volume to 1 TB (CHG-2291)."},
            receipt(r[1], 0.094),
        ),
        (
            "opsgenie_get_alert",
            {"identifier": aid},
            compact(
                {"data": acked, "took": 0.009, "requestId": "0f3be1d2-77a0-4c1b-9e1f-3b2c4d5e6f70"}
            ),
        ),
        (
            "opsgenie_get_alert",
            {"identifier": aid},
            compact(
                {"data": quiet, "took": 0.008, "requestId": "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d"}
            ),
        ),
        (
            "opsgenie_close_alert",
            {"identifier": aid, "note": "Volume expanded, usage 61%"},
            receipt(r[2], 0.121),
        ),
        (
            "opsgenie_get_request_status",
            {"request_id": r[2]},
            status(r[2], "Close", "Closed alert", "2025-03-11T11:05:12.870Z"),
        ),
    ]
    yield (
        "opsgenie",
        "opsgenie-ok-1",
        "Ack the open P1 Opsgenie alert on the orders DB disk, note that Dana is expanding "
        "the volume (CHG-2291), and close it once its count stops growing.",
        True,
        calls,
    )


# --------------------------------------------------------------------------- ML experiments


def mlflow_run(
    rid: str,
    name: str,
    start: int,
    metrics: dict[str, float],
    params: dict[str, str],
    status: str = "FINISHED",
    exp: str = "14",
) -> Any:
    return {
        "info": {
            "run_id": rid,
            "run_uuid": rid,
            "run_name": name,
            "experiment_id": exp,
            "user_id": "mchen",
            "status": status,
            "start_time": start,
            "end_time": start + 1874211,
            "artifact_uri": f"mlflow-artifacts:/{exp}/{rid}/artifacts",
            "lifecycle_stage": "active",
        },
        "data": {
            "metrics": [
                {"key": k, "value": v, "timestamp": start + 1870000, "step": 400}
                for k, v in metrics.items()
            ],
            "params": [{"key": k, "value": v} for k, v in params.items()],
            "tags": [{"key": "mlflow.runName", "value": name}],
        },
    }


def mlflow_sessions() -> Iterator[Session]:
    runs = [("8c1f0a4be2d94c55a7f3e1d2b6c9a0e4", "gbm-d6-lr05", 0.8913, "6", "0.05"),
            ("3e7d2b91c0f84a6e9b15d7c2a4f8e301", "gbm-d8-lr03", 0.8897, "8", "0.03"),
            ("f02a9d6c71b34e8a8d4c5b6e7f1a2b3c", "gbm-d6-lr10", 0.8871, "6", "0.1")]  # fmt: skip
    start = 1741003200000
    body = {
        "runs": [
            mlflow_run(
                r,
                n,
                start + i * 2400000,
                {"val_auc": a, "val_logloss": round(0.52 - a / 3, 4)},
                {"max_depth": d, "learning_rate": lr, "n_estimators": "400"},
            )
            for i, (r, n, a, d, lr) in enumerate(runs)
        ],
        "next_page_token": "eyJvZmZzZXQiOiAzfQ==",
    }

    def history(final: float, seed: int) -> str:
        h = Lcg(seed)
        pts = []
        for step in range(0, 401, 50):
            v = final - (0.09 * (400 - step) / 400) ** 1.3 + h.uniform(-0.002, 0.002)
            pts.append(
                {
                    "key": "val_auc",
                    "value": round(min(v, final), 4),
                    "timestamp": start + step * 4600,
                    "step": step,
                }
            )
        pts[-1]["value"] = final
        return compact({"metrics": pts})

    mv = {
        "name": "churn-classifier",
        "version": "3",
        "creation_timestamp": 1741692911204,
        "last_updated_timestamp": 1741692911204,
        "current_stage": "None",
        "description": "",
        "user_id": "mchen",
        "source": f"mlflow-artifacts:/14/{runs[0][0]}/artifacts/model",
        "run_id": runs[0][0],
        "status": "PENDING_REGISTRATION",
        "run_link": "",
    }
    calls: list[Call] = [
        (
            "mlflow_search_runs",
            {
                "experiment_ids": ["14"],
                "filter": "attributes.status = 'FINISHED'",
                "order_by": ["metrics.val_auc DESC"],
                "max_results": 3,
            },
            compact(body),
        ),
        *(
            (
                "mlflow_get_metric_history",
                {"run_id": r, "metric_key": "val_auc"},
                history(a, 11 + i),
            )
            for i, (r, _, a, _, _) in enumerate(runs)
        ),
        (
            "mlflow_search_runs",
            {
                "experiment_ids": ["14"],
                "filter": "attributes.status = 'FAILED' AND attributes.start_time > 1741046400000",
            },
            "{}",
        ),
        (
            "mlflow_create_model_version",
            {"name": "churn-classifier", "source": mv["source"], "run_id": runs[0][0]},
            compact({"model_version": mv}),
        ),
        (
            "mlflow_get_model_version",
            {"name": "churn-classifier", "version": "3"},
            compact(
                {
                    "model_version": {
                        **mv,
                        "last_updated_timestamp": 1741692913877,
                        "status": "READY",
                    }
                }
            ),
        ),
    ]
    yield (
        "mlflow",
        "mlflow-ok-1",
        "In MLflow experiment 14, find the three finished runs with the best val_auc, show "
        "each one's val_auc over boosting rounds, confirm no run failed since Monday (Mar "
        "10), and register the best as churn-classifier.",
        True,
        calls,
    )

    stale = {"runs": [mlflow_run(r, n, 1738580000000 + i * 3100000, {"eval_f1": f},
                                 {"learning_rate": lr, "epochs": "3"}, exp="22")
                      for i, (r, n, f, lr) in enumerate([
                          ("b71c3e0a9d2f4c8e8a1b5d6c7e9f0a12", "bert-ner-baseline", 0.9012,
                           "5e-05"),
                          ("c93e1f2a0b4d4e6f9a8b7c6d5e4f3a21", "bert-ner-warmup", 0.9038,
                           "5e-05"),
                          ])]}  # fmt: skip
    filters = [
        "tags.sweep = 'lr-0311'",
        "attributes.start_time > 1741651200000",
        "attributes.run_name LIKE 'lr-%'",
        "params.learning_rate = '1e-4'",
    ]
    calls = [
        (
            "mlflow_search_runs",
            {"experiment_ids": ["22"], "filter": f, "max_results": 50},
            compact(stale),
        )
        for f in filters
    ]
    calls.insert(
        3,
        (
            "mlflow_get_run",
            {"run_id": "5a0e7c1d3b9f4e2a8c6d0b1e3f5a7c9e"},
            compact(
                {
                    "error_code": "RESOURCE_DOES_NOT_EXIST",
                    "message": "Run '5a0e7c1d3b9f4e2a8c6d0b1e3f5a7c9e' not found",
                }
            ),
        ),
    )
    yield (
        "mlflow",
        "mlflow-fail-1",
        "This morning I launched a learning-rate sweep (tag sweep=lr-0311, runs lr-*, e.g. "
        "5a0e7c1d…) in MLflow experiment 22. Compare its eval_f1 with the baseline run.",
        False,
        calls,
    )


def wandb_sessions() -> Iterator[Session]:
    q_runs = (
        "query Runs($project: String!, $entity: String!, $cursor: String) { "
        "project(name: $project, entityName: $entity) { runs(first: 4, after: $cursor, "
        'filters: "{\\"tags\\": {\\"$in\\": [\\"sdxl-lora\\"]}}") { edges { node { name '
        "displayName state tags summaryMetrics } } pageInfo { endCursor hasNextPage } } "
        "} }"
    )
    page1 = [
        ("3kd9x2ab", "lora-r16-lr1e-4", 14.82),
        ("9fq2m7zc", "lora-r8-lr1e-4", 16.07),
        ("t1w8e4ur", "lora-r32-lr5e-5", 15.11),
        ("p0x3n6vb", "lora-r16-lr3e-4", 19.64),
    ]
    page2 = [("k2j7h5gd", "lora-r16-lr1e-4-ema", 14.31), ("a8s6d4fq", "lora-r4-lr1e-4", 21.9)]

    def edges(items: Sequence[tuple[str, str, float]]) -> list[Any]:
        return [{"node": {"name": n, "displayName": dn, "state": "finished",
                          "tags": ["sdxl-lora"], "summaryMetrics": json.dumps(
                              {"_step": 6000, "eval/fid": fid, "train/loss":
                               round(0.09 + fid / 400, 4), "_runtime": 20411 + int(fid * 10)})}}
                for n, dn, fid in items]  # fmt: skip

    def page(items: Sequence[tuple[str, str, float]], cursor: str, more: bool) -> str:
        return compact(
            {
                "project": {
                    "runs": {
                        "edges": edges(items),
                        "pageInfo": {"endCursor": cursor, "hasNextPage": more},
                    }
                }
            }
        )

    g = Lcg(99)
    hist = [[{"_step": s, "eval/fid": round(14.31 + 30 * (1 - s / 6000) ** 2
                                            + g.uniform(-0.3, 0.3), 2)}
             for s in range(0, 6001, 500)]]  # fmt: skip
    hist[0][-1]["eval/fid"] = 14.31
    calls: list[Call] = [
        (
            "query_wandb_tool",
            {
                "query": q_runs,
                "variables": {"entity": "acme-ml", "project": "diffusion-ft", "cursor": None},
            },
            page(page1, "YXJyYXljb25uZWN0aW9uOjM=", True),
        ),
        (
            "query_wandb_tool",
            {
                "query": q_runs,
                "variables": {
                    "entity": "acme-ml",
                    "project": "diffusion-ft",
                    "cursor": "YXJyYXljb25uZWN0aW9uOjM=",
                },
            },
            page(page2, "YXJyYXljb25uZWN0aW9uOjU=", False),
        ),
        (
            "query_wandb_tool",
            {
                "query": "query H($entity: String!, $project: String!, $run: "
                "String!) { project(name: $project, entityName: $entity) { run("
                'name: $run) { sampledHistory(specs: ["{\\"keys\\": [\\"_step\\",'
                ' \\"eval/fid\\"], \\"samples\\": 500}"]) } } }',
                "variables": {"entity": "acme-ml", "project": "diffusion-ft", "run": "k2j7h5gd"},
            },
            compact({"project": {"run": {"sampledHistory": hist}}}),
        ),
        (
            "create_wandb_report_tool",
            {
                "entity_name": "acme-ml",
                "project_name": "diffusion-ft",
                "title": "SDXL LoRA: top 3 by eval/fid",
                "run_ids": ["k2j7h5gd", "3kd9x2ab", "t1w8e4ur"],
            },
            "Report created: https://wandb.ai/acme-ml/diffusion-ft/reports/SDXL-LoRA-top-3-by-"
            "eval-fid--Vmlldzo5MTIzNDU2",
        ),
    ]
    yield (
        "wandb",
        "wandb-ok-1",
        "In W&B project acme-ml/diffusion-ft, find the run with the lowest final eval/fid "
        "among runs tagged sdxl-lora, show its eval/fid curve, and create a report "
        "comparing the top three.",
        True,
        calls,
    )


SQUEUE_HEAD = "             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)"


def squeue(rows: Sequence[tuple[str, str, str, str, str, str]]) -> str:
    out = [SQUEUE_HEAD]
    for jobid, part, name, st, time, where in rows:
        out.append(
            f"{jobid:>18} {part:>9} {name[:8]:>8} {'mchen':>8} {st:>2} {time:>10} {2:>6} {where}"
        )
    return "\n".join(out) + "\n"


def slurm_sessions() -> Iterator[Session]:
    j = "4412871"
    polls = [("PD", "0:00", "(Priority)"), ("PD", "0:00", "(Priority)"),
             ("PD", "0:00", "(Resources)"), ("R", "0:41", "gpu[017-018]"),
             ("R", "5:12", "gpu[017-018]"), ("R", "9:48", "gpu[017-018]"),
             ("R", "14:20", "gpu[017-018]"), ("R", "18:55", "gpu[017-018]"),
             ("R", "23:31", "gpu[017-018]"), ("R", "27:55", "gpu[017-018]")]  # fmt: skip
    sacct = (
        "JobID           JobName      State    Elapsed ExitCode     MaxRSS \n"
        "------------ ---------- ---------- ---------- -------- ---------- \n"
        f"{j}      train_ner+  COMPLETED   00:31:12      0:0            \n"
        f"{j}.batch       batch  COMPLETED   00:31:12      0:0  41877232K \n"
        f"{j}.extern     extern  COMPLETED   00:31:13      0:0       912K \n"
        f"{j}.0          python  COMPLETED   00:30:58      0:0  39902148K \n"
    )
    log = (
        "\n".join(
            [
                "[2025-03-11 11:36:02] epoch 3/3 step 2400/2586 loss 0.0412 lr 1.2e-06",
                "[2025-03-11 11:37:40] epoch 3/3 step 2586/2586 loss 0.0398 lr 0.0e+00",
                "[2025-03-11 11:37:41] evaluating on conll2003/validation (3250 sentences)",
                "[2025-03-11 11:38:09] eval: precision 0.9391 recall 0.9478 f1 0.9434 "
                "accuracy 0.9889",
                "[2025-03-11 11:38:10] evaluating on conll2003/test (3453 sentences)",
                "[2025-03-11 11:38:39] test: precision 0.9062 recall 0.9215 f1 0.9138 "
                "accuracy 0.9817",
                "[2025-03-11 11:38:40] saved checkpoint to /scratch/mchen/ner/ckpt-final",
                "[2025-03-11 11:38:41] done in 0:30:52",
            ]
        )
        + "\n"
    )
    calls: list[Call] = [
        ("sbatch", {"script": "jobs/train_ner.sbatch"}, f"Submitted batch job {j}\n")
    ]
    for st, time, where in polls:
        calls.append(("squeue", {"job": j}, squeue([(j, "gpu", "train_ner", st, time, where)])))
    calls += [
        ("squeue", {"job": j}, SQUEUE_HEAD + "\n"),
        ("sacct", {"job": j, "format": "JobID,JobName,State,Elapsed,ExitCode,MaxRSS"}, sacct),
        ("tail_file", {"path": f"/scratch/mchen/ner/logs/train_ner_{j}.out", "lines": 8}, log),
    ]
    yield (
        "slurm",
        "slurm-ok-1",
        "Submit jobs/train_ner.sbatch on the cluster, wait until it finishes, then tell me "
        "its test F1 from the log, how long it ran and its peak memory.",
        True,
        calls,
    )

    ctl = "slurm_load_jobs error: Unable to contact slurm controller (connect failure)\n"
    dbd = (
        "sacct: error: slurm_persist_conn_open_without_init: failed to open persistent "
        "connection to host:slurmdbd01:6819: Connection refused\nsacct: error: Sending "
        "PersistInit msg: Connection refused\nsacct: error: Problem talking to the "
        "database: Connection refused\n"
    )
    calls = [
        ("squeue", {"user": "mchen"}, ctl),
        ("squeue", {"job": "4412990"}, ctl),
        ("sacct", {"job": "4412990", "format": "JobID,State,ExitCode"}, dbd),
        ("sacct", {"job": "4412991", "format": "JobID,State,ExitCode"}, dbd),
        ("squeue", {"job": "4412992"}, ctl),
        ("sacct", {"starttime": "2025-03-11T06:00", "user": "mchen"}, dbd),
        ("squeue", {"user": "mchen", "states": "all"}, ctl),
    ]
    yield (
        "slurm",
        "slurm-fail-1",
        "Check whether my three jobs from this morning (4412990, 4412991, 4412992) have "
        "finished and collect their exit codes.",
        False,
        calls,
    )


def tensorboard_sessions() -> Iterator[Session]:
    def series(seed: int, start: float, end: float, n: int, step: int) -> list[list[float]]:
        g = Lcg(seed)
        out = []
        for i in range(n):
            v = end + (start - end) * (1 - (i + 1) / n) ** 2 + g.uniform(-0.01, 0.01) * start
            out.append(
                [round(1741580000.0 + i * 61.7 + g.uniform(0, 1), 3), (i + 1) * step, round(v, 4)]
            )
        return out

    acc = series(8, 0.62, 0.931, 20, 500)
    tags = {r: {t: {"displayName": t, "description": ""} for t in
                ("train/loss", "train/lr", "eval/accuracy", "eval/loss")}
            for r in ("baseline", "mixup-0.2")}  # fmt: skip
    tags["mixup-0.4"] = {"train/loss": {"displayName": "train/loss", "description": ""}}
    calls: list[Call] = [
        ("tensorboard_runs", {}, compact(["baseline", "mixup-0.2", "mixup-0.4"])),
        ("tensorboard_tags", {}, compact(tags)),
        (
            "tensorboard_scalars",
            {"run": "baseline", "tag": "train/loss"},
            compact(series(1, 2.31, 0.212, 20, 500)),
        ),
        (
            "tensorboard_scalars",
            {"run": "mixup-0.2", "tag": "train/loss"},
            compact(series(2, 2.33, 0.347, 20, 500)),
        ),
        (
            "tensorboard_scalars",
            {"run": "baseline", "tag": "eval/accuracy"},
            compact(series(3, 0.61, 0.917, 20, 500)),
        ),
        ("tensorboard_scalars", {"run": "mixup-0.2", "tag": "eval/accuracy"}, compact(acc)),
    ]
    yield (
        "tensorboard",
        "tensorboard-ok-1",
        "In TensorBoard, compare train/loss and eval/accuracy of runs baseline and "
        "mixup-0.2 at their last step; at which step did mixup-0.2's eval/accuracy pass 0.90?",
        True,
        calls,
    )


RAY_ADDR = "Job submission server address: http://10.0.3.14:8265\n"


def ray_sessions() -> Iterator[Session]:
    jid = "raysubmit_8hT3kVn1fZqW2xLd"
    submit = (
        RAY_ADDR + "\n-------------------------------------------------------\n"
        f"Job '{jid}' submitted successfully\n"
        "-------------------------------------------------------\n\nNext steps\n"
        f"  Query the logs of the job:\n    ray job logs {jid}\n"
        f"  Query the status of the job:\n    ray job status {jid}\n"
        f"  Request the job to be stopped:\n    ray job stop {jid}\n"
    )

    def status(state: str, msg: str) -> str:
        return RAY_ADDR + f"Status for job '{jid}': {state}\nStatus message: {msg}\n"

    logs = (
        "\n".join(
            [
                "2025-03-11 11:12:04,118\tINFO worker.py:1654 -- Connecting to existing Ray "
                "cluster at "
                "address: 10.0.3.14:6379...",
                "2025-03-11 11:12:04,131\tINFO worker.py:1832 -- Connected to Ray cluster. View "
                "the "
                "dashboard at http://10.0.3.14:8265 ",
                "2025-03-11 11:12:06,502\tINFO streaming_executor.py:108 -- Starting execution of "
                "Dataset. Full logs are in /tmp/ray/session_2025-03-10_08-01-44_201342_1/logs/"
                "ray-data",
                "2025-03-11 11:12:06,502\tINFO streaming_executor.py:109 -- Execution plan of "
                "Dataset:"
                " InputDataBuffer[Input] -> TaskPoolMapOperator[ReadParquet] -> "
                "ActorPoolMapOperator["
                "MapBatches(Embedder)] -> TaskPoolMapOperator[Write]",
                "(MapBatches(Embedder) pid=48211, ip=10.0.3.31) WARNING: batch 1187 had 3 rows "
                "with "
                "empty text; embedded as zeros",
                "(MapBatches(Embedder) pid=48302, ip=10.0.3.32) WARNING: batch 2290 had 1 rows "
                "with "
                "empty text; embedded as zeros",
                "✔️  Dataset execution finished in 1412.07 seconds: 100%|██████████| 3.20M/3.20M "
                "[23:32<00:00, 2.27k row/s]",
                "- ReadParquet: Tasks: 0; Queued blocks: 0; Resources: 0.0 CPU, 0.0B object store; "
                "3,200,512 rows output",
                "- MapBatches(Embedder): Tasks: 0; Actors: 0; Queued blocks: 0; Resources: 0.0 "
                "CPU, "
                "0.0 GPU, 0.0B object store; 3,200,512 rows output",
                "- Write: Tasks: 0; Queued blocks: 0; Resources: 0.0 CPU, 0.0B object store; "
                "3,200,512 rows output",
                "wrote 3200512 embeddings to s3://acme-ml/embeddings/2025-03-11/ (512 files)",
            ]
        )
        + "\n"
    )
    calls: list[Call] = [
        (
            "ray_job_submit",
            {
                "entrypoint": "python embed_corpus.py --date 2025-03-11",
                "working_dir": "./batch",
                "no_wait": True,
            },
            submit,
        ),
        (
            "ray_job_status",
            {"job_id": jid},
            status(
                "PENDING",
                "Job has not started yet. It "
                "may be waiting for resources (CPUs, GPUs, "
                "memory, custom resources) to become "
                "available. It may be waiting for the "
                "runtime environment to be set up.",
            ),
        ),
        ("ray_job_status", {"job_id": jid}, status("RUNNING", "Job is currently running.")),
        ("ray_job_status", {"job_id": jid}, status("RUNNING", "Job is currently running.")),
        ("ray_job_status", {"job_id": jid}, status("SUCCEEDED", "Job finished successfully.")),
        ("ray_job_logs", {"job_id": jid}, RAY_ADDR + logs),
    ]
    yield (
        "ray",
        "ray-ok-1",
        "Submit embed_corpus.py for today's date to the Ray cluster, wait until it is "
        "done, and report how many rows it wrote and whether any batches had problems.",
        True,
        calls,
    )

    err = (
        RAY_ADDR + 'Traceback (most recent call last):\n  File "/opt/conda/bin/ray", line 8,'
        ' in <module>\n    sys.exit(main())\n  [...]\n  File "/opt/conda/lib/python3.11/'
        'site-packages/ray/dashboard/modules/dashboard_sdk.py", line 257, in '
        "_check_connection_and_version_with_url\n    raise ConnectionError(\nConnectionError: "
        "Failed to connect to Ray at address: http://10.0.3.14:8265.\n"
    )
    ids = ["raysubmit_Qm2xW7bZ1kPp9Fhd", "raysubmit_Lr5tY8cV3nHs0Jwe", "raysubmit_Ae4uI9oP6qZx2Kcv"]
    calls = [("ray_job_list", {}, err)]
    calls += [("ray_job_status", {"job_id": i}, err) for i in ids]
    calls += [("ray_job_logs", {"job_id": ids[1]}, err), ("ray_job_logs", {"job_id": ids[2]}, err)]
    yield (
        "ray",
        "ray-fail-1",
        "Three Ray jobs were submitted overnight (raysubmit_Qm2x…, raysubmit_Lr5t…, "
        "raysubmit_Ae4u…). Tell me their status and fetch the logs of any that failed.",
        False,
        calls,
    )


def smi_csv(rows: Sequence[tuple[int, int, int]]) -> str:
    head = "index, name, memory.used [MiB], memory.total [MiB], utilization.gpu [%]"
    return "\n".join([head, *(f"{i}, NVIDIA A100-SXM4-80GB, {u} MiB, 81920 MiB, {p} %"
                              for i, u, p in rows)]) + "\n"  # fmt: skip


def smi_table(
    stamp: str,
    gpus: Sequence[tuple[int, int, int, int, int]],
    procs: Sequence[tuple[int, int, str, int]],
) -> str:
    lines = [
        stamp,
        "+-----------------------------------------------------------------------------------"
        "------+",
        "| NVIDIA-SMI 550.54.15              Driver Version: 550.54.15      CUDA Version: 12.4"
        "     |",
        "|-----------------------------------------+------------------------+----------------"
        "------+",
        "| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr."
        " ECC |",
        "| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute"
        " M. |",
        "|=========================================+========================+================"
        "======|",
    ]
    for i, temp, watts, used, util in gpus:
        lines += [
            f"|   {i}  NVIDIA A100-SXM4-80GB          On  |   00000000:{0x07 + 0x10 * i:02X}:00.0 "
            "Off |                    0 |",
            f"| N/A   {temp}C    P0            {watts:>3}W /  400W |  {used:>6}MiB /  81920MiB |"
            f"    {util:>3}%      Default |",
            "|                                         |                        |             "
            "Disabled |",
            "+-----------------------------------------+------------------------+------------"
            "----------+",
        ]
    lines += ["", "+--------------------------------------------------------------------------"
              "---------------+", "| Processes:                                               "
              "                               |", "|  GPU   GI   CI        PID   Type   Process "
              "name                              GPU Memory |", "|        ID   ID              "
              "                                                         Usage      |",
              "|========================================================================"
              "=================|"]  # fmt: skip
    for gpu, pid, name, mem in procs:
        lines.append(f"|  {gpu:>4}   N/A  N/A    {pid:>7}      C   {name:<41}{mem:>7}MiB |")
    lines.append(
        "+-------------------------------------------------------------------------"
        "----------------+"
    )
    return "\n".join(lines) + "\n"


def gpu_sessions() -> Iterator[Session]:
    nodes = {
        "gpu01": [(i, 78112, 97) for i in range(8)],
        "gpu02": [(0, 78230, 99), (1, 78230, 99), (2, 78230, 98), (3, 78230, 99),
                  (4, 31044, 41), (5, 52, 0), (6, 41988, 63), (7, 78001, 95)],
        "gpu04": [(0, 39012, 55), (1, 38990, 57), (2, 12, 0), (3, 12, 0),
                  (4, 61210, 88), (5, 60998, 90), (6, 61003, 89), (7, 61111, 87)],
    }  # fmt: skip
    g3 = [(i, 34 + i, 61 + 3 * i, u, p) for i, u, p in
          [(0, 79001, 100), (1, 18022, 12), (2, 8, 0), (3, 8, 0)]]  # fmt: skip
    calls: list[Call] = [
        (
            "nvidia_smi",
            {"node": "gpu01", "query": "index,name,memory.used,memory.total,utilization.gpu"},
            smi_csv(nodes["gpu01"]),
        ),
        (
            "nvidia_smi",
            {"node": "gpu02", "query": "index,name,memory.used,memory.total,utilization.gpu"},
            smi_csv(nodes["gpu02"]),
        ),
        (
            "nvidia_smi",
            {"node": "gpu03"},
            smi_table(
                "Tue Mar 11 11:41:07 2025",
                g3,
                [
                    (0, 211873, "python train.py --cfg llama8b.yaml", 78990),
                    (1, 230041, "/opt/conda/bin/python -m vllm.entrypoints", 18010),
                ],
            ),
        ),
        (
            "nvidia_smi",
            {"node": "gpu04", "query": "index,name,memory.used,memory.total,utilization.gpu"},
            smi_csv(nodes["gpu04"]),
        ),
    ]
    yield (
        "gpu",
        "gpu-ok-1",
        "Which of gpu01-gpu04 have at least two A100s with more than 40 GB free right "
        "now? I need to place a 2-GPU job; list the node and GPU indices.",
        True,
        calls,
    )

    head = (
        "timestamp, index, memory.used [MiB], memory.total [MiB], utilization.gpu [%], compute_apps"
    )
    stuck = (
        "\n".join(
            [
                head,
                *(
                    f"2025/03/11 09:12:44.{118 + i:03d}, {i}, 77410 MiB, 81920 MiB, 100 %, 1"
                    for i in range(4)
                ),
                *(
                    f"2025/03/11 09:12:44.{122 + i:03d}, {i + 4}, 4 MiB, 81920 MiB, 0 %, 0"
                    for i in range(4)
                ),
            ]
        )
        + "\n"
    )
    query = "timestamp,index,memory.used,memory.total,utilization.gpu,compute_apps"
    calls = [("nvidia_smi", {"node": "gpu02", "query": query}, stuck) for _ in range(6)]
    yield (
        "gpu",
        "gpu-fail-1",
        "The old job on gpu02 (GPUs 0-3) is being killed now. Poll nvidia-smi on gpu02 and "
        "tell me as soon as GPUs 0-3 are below 10 GB used each, so I can start mine.",
        False,
        calls,
    )


# --------------------------------------------------------------------------- structures, papers


def rcsb(total: int, hits: Sequence[tuple[str, float]], qid: str) -> str:
    return jackson(
        {
            "query_id": qid,
            "result_type": "entry",
            "total_count": total,
            "result_set": [{"identifier": i, "score": s} for i, s in hits],
        }
    )


def pdb_sessions() -> Iterator[Session]:
    def q(extra: list[Any]) -> Any:
        return {
            "query": {
                "type": "group",
                "logical_operator": "and",
                "nodes": [
                    {
                        "type": "terminal",
                        "service": "full_text",
                        "parameters": {"value": "KRAS G12C"},
                    },
                    {
                        "type": "terminal",
                        "service": "text",
                        "parameters": {
                            "attribute": "rcsb_entity_source_organism.taxonomy_lineage.name",
                            "operator": "exact_match",
                            "value": "Homo sapiens",
                        },
                    },
                    *extra,
                ],
            },
            "return_type": "entry",
            "request_options": {
                "sort": [{"sort_by": "rcsb_entry_info.resolution_combined", "direction": "asc"}]
            },
        }

    def res(op: str, v: float) -> Any:
        return {
            "type": "terminal",
            "service": "text",
            "parameters": {
                "attribute": "rcsb_entry_info.resolution_combined",
                "operator": op,
                "value": v,
            },
        }

    hits = [
        ("5V9U", 1.0),
        ("4LYF", 1.0),
        ("6OIM", 1.0),
        ("4M21", 1.0),
        ("5F2E", 1.0),
        ("6P8Z", 1.0),
        ("4LV6", 1.0),
        ("6USZ", 1.0),
        ("7RT1", 1.0),
        ("4LUC", 1.0),
    ]
    entries = [
        (
            "5V9U",
            "Crystal structure of KRAS G12C in complex with ARS-1620",
            [1.51],
            [("8ZV", "ARS-1620"), ("GDP", "GUANOSINE-5'-DIPHOSPHATE"), ("MG", "MAGNESIUM ION")],
        ),
        (
            "4LYF",
            "Crystal structure of small molecule vinylsulfonamide 6H05 covalently bound "
            "to K-Ras G12C",
            [1.57],
            [
                ("1XY", "6H05 (vinylsulfonamide)"),
                ("GDP", "GUANOSINE-5'-DIPHOSPHATE"),
                ("MG", "MAGNESIUM ION"),
            ],
        ),
        (
            "6OIM",
            "Crystal Structure of human KRAS G12C covalently bound to AMG 510",
            [1.65],
            [("MOV", "AMG 510"), ("GDP", "GUANOSINE-5'-DIPHOSPHATE"), ("MG", "MAGNESIUM ION")],
        ),
    ]

    def gql(items: Sequence[tuple[str, str, list[float], list[tuple[str, str]]]]) -> str:
        return compact(
            {
                "data": {
                    "entries": [
                        {
                            "rcsb_id": i,
                            "struct": {"title": t},
                            "rcsb_entry_info": {
                                "resolution_combined": r,
                                "experimental_method": "X-ray",
                            },
                            "nonpolymer_entities": [
                                {"nonpolymer_comp": {"chem_comp": {"id": c, "name": n}}}
                                for c, n in ligs
                            ],
                        }
                        for i, t, r, ligs in items
                    ]
                }
            }
        )

    gq = (
        "{ entries(entry_ids: [%s]) { rcsb_id struct { title } rcsb_entry_info { "
        "resolution_combined experimental_method } nonpolymer_entities { nonpolymer_comp { "
        "chem_comp { id name } } } } }"
    )
    more = [
        (
            "4M21",
            "Crystal structure of small molecule vinylsulfonamide 9 covalently bound to K-Ras G12C",
            [1.65],
            [("21Z", "vinylsulfonamide 9"), ("GDP", "GUANOSINE-5'-DIPHOSPHATE")],
        ),
        (
            "5F2E",
            "Crystal structure of K-Ras G12C in complex with ARS-853 and GDP",
            [1.7],
            [("5UT", "ARS-853"), ("GDP", "GUANOSINE-5'-DIPHOSPHATE"), ("MG", "MAGNESIUM ION")],
        ),
    ]
    calls: list[Call] = [
        (
            "rcsb_search",
            q([res("less_or_equal", 1.8)]),
            rcsb(23, hits, "8b2e4c1a-7d3f-4e5a-9c0b-1d2e3f4a5b6c"),
        ),
        ("rcsb_graphql", {"query": gq % ", ".join(f'"{i}"' for i, *_ in entries)}, gql(entries)),
        ("rcsb_graphql", {"query": gq % '"4M21", "5F2E"'}, gql(more)),
        ("rcsb_search", q([res("less", 1.2)]), ""),
    ]
    yield (
        "pdb",
        "pdb-ok-1",
        "Find human KRAS G12C crystal structures in the PDB at 1.8 Å or better and give me "
        "the best three with their covalent ligands. Is there any KRAS G12C structure "
        "better than 1.2 Å?",
        True,
        calls,
    )


def afdb_entry(acc: str, uid: str, gene: str, desc: str, length: int, plddt: float) -> str:
    aa = "ACDEFGHIKLMNPQRSTVWY"
    g = Lcg(sum(map(ord, acc)))
    seq = "M" + "".join(g.pick(aa) for _ in range(length - 1))
    base = f"https://alphafold.ebi.ac.uk/files/AF-{acc}-F1"
    return compact(
        [
            {
                "entryId": f"AF-{acc}-F1",
                "gene": gene,
                "sequenceChecksum": f"{g.state:016X}"[:16],
                "sequenceVersionDate": "2005-05-10",
                "uniprotAccession": acc,
                "uniprotId": uid,
                "uniprotDescription": desc,
                "taxId": 3702,
                "organismScientificName": "Arabidopsis thaliana",
                "uniprotStart": 1,
                "uniprotEnd": length,
                "uniprotSequence": seq,
                "modelCreatedDate": "2022-06-01T00:00:00Z",
                "latestVersion": 4,
                "allVersions": [1, 2, 3, 4],
                "isReviewed": True,
                "isReferenceProteome": True,
                "cifUrl": f"{base}-model_v4.cif",
                "bcifUrl": f"{base}-model_v4.bcif",
                "pdbUrl": f"{base}-model_v4.pdb",
                "paeImageUrl": f"{base}-predicted_aligned_error_v4.png",
                "paeDocUrl": f"{base}-predicted_aligned_error_v4.json",
                "amAnnotationsUrl": None,
                "globalMetricValue": plddt,
            }
        ]
    )


def alphafold_sessions() -> Iterator[Session]:
    prots = [("Q9LZ31", "Y3814_ARATH", "At3g48140", "Uncharacterized protein At3g48140", 98,
              88.31),
             ("O65782", "Y4117_ARATH", "At4g11740", "Uncharacterized protein At4g11740", 142,
              64.07),
             ("Q8GWB2", "Y1523_ARATH", "At1g52300", "DUF4228 domain-containing protein", 126,
              71.92),
             ("F4JQ05", "F4JQ05_ARATH", "At4g29830", "Protein of unknown function (DUF1666)",
              189, 52.48),
             ("Q9FHN8", "Y5582_ARATH", "At5g58200", "Uncharacterized membrane protein", 107,
              90.15)]  # fmt: skip
    calls: list[Call] = [
        ("alphafold_prediction", {"qualifier": p[0]}, afdb_entry(*p)) for p in prots
    ]
    yield (
        "alphafold",
        "alphafold-ok-1",
        "For these five uncharacterised Arabidopsis proteins (Q9LZ31, O65782, Q8GWB2, "
        "F4JQ05, Q9FHN8), get the AlphaFold DB model's mean pLDDT and PDB file URL, and "
        "flag the ones below 70.",
        True,
        calls,
    )


def chembl_sessions() -> Iterator[Session]:
    g = Lcg(203)
    docs = ["CHEMBL4650214", "CHEMBL4650332", "CHEMBL4765108", "CHEMBL4765471"]
    acts = []
    for i in range(30):
        v = 10 ** g.uniform(-0.4, 3.6)
        if i in (3, 8, 17, 21, 30, 36):
            v = g.uniform(0.4, 9.6)
        elif v < 10:
            v += 10
        val = f"{v:.1f}" if v < 100 else f"{v:.0f}.0"
        acts.append(
            {
                "molecule_chembl_id": f"CHEMBL{4639000 + 137 * i + int(g.uniform(0, 90))}",
                "standard_relation": "=" if i % 9 else ">",
                "standard_value": val,
                "standard_units": "nM",
                "pchembl_value": None if i % 9 == 0 else f"{9 - math.log10(v):.2f}",
                "document_chembl_id": docs[i * 4 // 30],
            }
        )
    only = (
        "molecule_chembl_id,standard_relation,standard_value,standard_units,pchembl_value,"
        "document_chembl_id"
    )
    base = (
        "/chembl/api/data/activity.json?document_journal=J.+Med.+Chem.&document_year=2021&"
        f"limit=20&only={only.replace(',', '%2C')}&standard_type=IC50&"
        "target_chembl_id=CHEMBL203"
    )

    def page(off: int) -> str:
        nxt = f"{base}&offset={off + 20}" if off + 20 < 30 else None
        prev = f"{base}&offset={off - 20}" if off else None
        return compact(
            {
                "activities": acts[off : off + 20],
                "page_meta": {
                    "limit": 20,
                    "next": nxt,
                    "offset": off,
                    "previous": prev,
                    "total_count": 30,
                },
            }
        )

    params = {
        "target_chembl_id": "CHEMBL203",
        "standard_type": "IC50",
        "document_year": 2021,
        "document_journal": "J. Med. Chem.",
        "only": only,
        "limit": 20,
    }
    targets = {
        "page_meta": {"limit": 20, "next": None, "offset": 0, "previous": None, "total_count": 3},
        "targets": [
            {
                "organism": "Homo sapiens",
                "pref_name": "Epidermal growth factor receptor erbB1",
                "score": 17.0,
                "target_chembl_id": "CHEMBL203",
                "target_type": "SINGLE PROTEIN",
            },
            {
                "organism": "Homo sapiens",
                "pref_name": "Epidermal growth factor receptor and ErbB2 (HER2)",
                "score": 11.0,
                "target_chembl_id": "CHEMBL2111431",
                "target_type": "PROTEIN FAMILY",
            },
            {
                "organism": "Mus musculus",
                "pref_name": "Epidermal growth factor receptor",
                "score": 9.0,
                "target_chembl_id": "CHEMBL3608",
                "target_type": "SINGLE PROTEIN",
            },
        ],
    }
    best = sorted((a for a in acts if a["standard_relation"] == "="),
                  key=lambda a: float(a["standard_value"]))[:2]  # fmt: skip
    smiles = [
        "C=CC(=O)Nc1cc2c(Nc3ccc(F)c(Cl)c3)ncnc2cc1OCCCN1CCOCC1",
        "COc1cc(N(C)CCN(C)C)c(NC(=O)C=C)cc1Nc1nccc(-c2cn(C)c3ccccc23)n1",
    ]
    mols = [compact({"molecule_chembl_id": b["molecule_chembl_id"], "pref_name": None,
                     "max_phase": None, "molecule_type": "Small molecule",
                     "molecule_properties": {"full_mwt": mw, "alogp": lp, "hba": hba,
                                             "hbd": 2, "num_ro5_violations": 0},
                     "molecule_structures": {"canonical_smiles": s}})
            for b, s, mw, lp, hba in zip(best, smiles, ("485.94", "499.62"), ("4.29", "4.39"),
                                         (7, 8), strict=True)]  # fmt: skip
    calls: list[Call] = [
        (
            "chembl_target_search",
            {"q": "EGFR", "only": "target_chembl_id,pref_name,organism,target_type,score"},
            compact(targets),
        ),
        ("chembl_activity", {**params, "offset": 0}, page(0)),
        ("chembl_activity", {**params, "offset": 20}, page(20)),
        ("chembl_molecule", {"molecule_chembl_id": best[0]["molecule_chembl_id"]}, mols[0]),
        ("chembl_molecule", {"molecule_chembl_id": best[1]["molecule_chembl_id"]}, mols[1]),
    ]
    yield (
        "chembl",
        "chembl-ok-1",
        "Collect every ChEMBL IC50 against human EGFR published in J. Med. Chem. in 2021; "
        "how many measurements are below 10 nM, and what are the two most potent "
        "compounds (SMILES, MW)?",
        True,
        calls,
    )

    bad = (
        "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>"
        "502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
    )
    calls = [
        ("chembl_target_search", {"q": "JAK1"}, bad),
        ("chembl_target_search", {"q": "Janus kinase 1"}, bad),
        ("chembl_mechanism", {"target_chembl_id": "CHEMBL2835"}, bad),
        ("chembl_molecule", {"pref_name__iexact": "upadacitinib"}, bad),
        ("chembl_molecule", {"pref_name__iexact": "filgotinib"}, bad),
        ("chembl_mechanism", {"target_chembl_id": "CHEMBL2835", "action_type": "INHIBITOR"}, bad),
    ]
    yield (
        "chembl",
        "chembl-fail-1",
        "From ChEMBL, list the approved drugs whose mechanism targets JAK1, with their max "
        "phase and first approval year.",
        False,
        calls,
    )


def materials_sessions() -> Iterator[Session]:
    def meta(n: int) -> Any:
        return {
            "api_version": "0.41.2",
            "time_stamp": "2025-03-11T11:52:08.204116",
            "total_doc": n,
            "max_limit": 1000,
            "facet": {},
        }

    lmo = [
        ("mp-25015", "LiMn2O4", 0.9632, 4.2161),
        ("mp-18767", "Li2MnO3", 2.1914, 3.8847),
        ("mp-32046", "LiMnO2", 1.6208, 4.1213),
        ("mp-1097044", "Li4Mn5O12", 1.3275, 4.0195),
    ]
    mo = [
        ("mp-19395", "MnO", 0.5391, 5.2897),
        ("mp-510408", "Mn2O3", 0.3906, 4.9405),
        ("mp-18759", "Mn3O4", 0.9207, 4.7843),
        ("mp-19413", "MnO2", 0.3014, 4.9981),
    ]
    fields = "material_id,formula_pretty,band_gap,energy_above_hull,density"

    def docs(items: Sequence[tuple[str, str, float, float]]) -> str:
        return compact(
            {
                "data": [
                    {
                        "material_id": m,
                        "formula_pretty": f,
                        "band_gap": bg,
                        "energy_above_hull": 0.0,
                        "density": d,
                    }
                    for m, f, bg, d in items
                ],
                "meta": meta(len(items)),
            }
        )

    calls: list[Call] = [
        (
            "mp_summary_search",
            {"chemsys": "Li-Mn-O", "is_stable": True, "_fields": fields},
            docs(lmo),
        ),
        ("mp_summary_search", {"chemsys": "Mn-O", "is_stable": True, "_fields": fields}, docs(mo)),
        (
            "mp_summary_search",
            {"formula": "Li3MnO4", "is_stable": True, "_fields": fields},
            compact({"data": [], "meta": meta(0)}),
        ),
        (
            "mp_summary_search",
            {"formula": "Li3MnO4", "_fields": fields.replace("density", "density,theoretical")},
            compact(
                {
                    "data": [
                        {
                            "material_id": "mp-770620",
                            "formula_pretty": "Li3MnO4",
                            "band_gap": 2.0147,
                            "energy_above_hull": 0.0387,
                            "density": 3.3021,
                            "theoretical": True,
                        }
                    ],
                    "meta": meta(1),
                }
            ),
        ),
    ]
    yield (
        "materials",
        "materials-ok-1",
        "From Materials Project, list the stable Li-Mn-O and Mn-O phases (on the hull) with "
        "band gaps and densities, and tell me whether Li3MnO4 is stable and, if not, how "
        "far above the hull it is.",
        True,
        calls,
    )


def openalex_sessions() -> Iterator[Session]:
    heads = [
        "Structure of",
        "Cryo-EM structure of",
        "De novo design of",
        "Structural basis for",
        "Conformational landscape of",
        "Mechanism of",
        "Deep learning-guided engineering of",
        "Allosteric regulation of",
    ]
    tails = [
        "the human NLRP1 inflammasome",
        "bacterial type IX secretion",
        "a plant immune receptor resistosome",
        "SARS-CoV-2 spike escape variants",
        "the mitochondrial calcium uniporter",
        "a programmable RNA-guided transposase",
        "mammalian piezo channels",
        "the nuclear pore cytoplasmic ring",
        "insect odorant receptors",
        "a minimal synthetic cell division apparatus",
        "antibody repertoires across species",
        "the yeast spliceosome C complex",
        "enzymes that degrade polyethylene terephthalate",
    ]
    venues = [("S137773608", "Nature"), ("S3880285", "Science")]
    works = []
    for i in range(25):
        title = f"{heads[i % len(heads)]} {tails[(i * 5) % len(tails)]}"
        wid = 4390000000 + 7919 * i
        v = venues[i % 3 == 0]
        month, day = 1 + i % 12, 1 + (i * 11) % 28
        works.append(
            {
                "id": f"https://openalex.org/W{wid}",
                "doi": f"https://doi.org/10.{1038 if v[1] == 'Nature' else 1126}/"
                f"{'s41586-024-0' if v[1] == 'Nature' else 'science.ad'}{7000 + 37 * i}"
                f"{'-' + str(i % 9) if v[1] == 'Nature' else 'k' + chr(97 + i % 26)}",
                "title": title,
                "publication_date": f"2024-{month:02d}-{day:02d}",
                "primary_location": {"source": {"display_name": v[1]}},
            }
        )
    sel = "id,doi,title,publication_date,primary_location"
    flt = "cites:W3177828909,publication_year:2024,primary_location.source.id:S137773608|S3880285"
    cursors = [
        "*",
        "IlsxNzA5MjU0NDAwMDAwLCAnaHR0cHM6Ly9vcGVuYWxleC5vcmcvVzQzOTAwNzkxOTAnXSI=",
        "IlsxNzE5NzkyMDAwMDAwLCAnaHR0cHM6Ly9vcGVuYWxleC5vcmcvVzQzOTAxNTgzODAnXSI=",
        "IlsxNzMzMDk3NjAwMDAwLCAnaHR0cHM6Ly9vcGVuYWxleC5vcmcvVzQzOTAzNjQwOTQnXSI=",
    ]

    def page(k: int) -> str:
        chunk = works[10 * k : 10 * k + 10]
        nxt = cursors[k + 1] if chunk else None
        return compact(
            {
                "meta": {
                    "count": 25,
                    "db_response_time_ms": 41 + 7 * k,
                    "page": None,
                    "per_page": 10,
                    "next_cursor": nxt,
                    "groups_count": None,
                },
                "results": chunk,
                "group_by": [],
            }
        )

    calls: list[Call] = [
        (
            "openalex_works",
            {"filter": flt, "select": sel, "per-page": 10, "cursor": cursors[k]},
            page(k),
        )
        for k in range(4)
    ]
    yield (
        "openalex",
        "openalex-ok-1",
        "List every 2024 paper in Nature or Science that cites the AlphaFold 2 paper "
        "(OpenAlex W3177828909), with title, date and DOI.",
        True,
        calls,
    )

    classics = [
        (
            "W1775749144",
            "https://doi.org/10.1016/s0021-9258(19)52451-6",
            "PROTEIN MEASUREMENT WITH THE FOLIN PHENOL REAGENT",
            1951,
            312478,
        ),
        (
            "W2100837269",
            "https://doi.org/10.1038/227680a0",
            "Cleavage of Structural Proteins during the Assembly of the Head of Bacteriophage T4",
            1970,
            240112,
        ),
        (
            "W2164278908",
            "https://doi.org/10.1016/0003-2697(76)90527-3",
            "A rapid and sensitive "
            "method for the quantitation of microgram quantities of protein utilizing the "
            "principle of protein-dye binding",
            1976,
            229803,
        ),
        (
            "W2194775991",
            "https://doi.org/10.1109/cvpr.2016.90",
            "Deep Residual Learning for Image Recognition",
            2016,
            201536,
        ),
        (
            "W2128635872",
            "https://doi.org/10.1006/meth.2001.1262",
            "Analysis of Relative Gene "
            "Expression Data Using Real-Time Quantitative PCR and the 2−ΔΔCT Method",
            2001,
            177902,
        ),
    ]
    top = compact(
        {
            "meta": {
                "count": 271894301,
                "db_response_time_ms": 212,
                "page": 1,
                "per_page": 3,
                "groups_count": None,
            },
            "results": [
                {
                    "id": f"https://openalex.org/{w}",
                    "doi": d,
                    "title": t,
                    "publication_year": y,
                    "cited_by_count": c,
                }
                for w, d, t, y, c in classics[:3]
            ],
            "group_by": [],
        }
    )
    sel2 = "id,doi,title,publication_year,cited_by_count"
    queries = [
        {
            "search": "perovskite solar cell humidity stability",
            "filter": "publication_year:2023-2025,cited_by_count:>100",
        },
        {
            "search": "moisture degradation perovskite photovoltaics",
            "filter": "publication_year:2023-2025",
        },
        {"title.search": "perovskite stability humidity"},
        {
            "filter": "title_and_abstract.search:perovskite,publication_year:2024",
            "sort": "cited_by_count:desc",
        },
        {"search": "encapsulation of halide perovskite solar modules damp heat"},
    ]
    calls = [("openalex_works", {**qp, "select": sel2, "per-page": 3}, top) for qp in queries]
    yield (
        "openalex",
        "openalex-fail-1",
        "Find recent (2023-2025) papers on perovskite solar cell stability under humidity "
        "with more than 100 citations; give me the five most cited.",
        False,
        calls,
    )


def crossref_sessions() -> Iterator[Session]:
    def item(
        doi: str,
        title: str,
        venue: str,
        year: int,
        authors: Sequence[tuple[str, str]],
        score: float,
    ) -> Any:
        return {
            "DOI": doi,
            "title": [title],
            "container-title": [venue] if venue else [],
            "issued": {"date-parts": [[year]]},
            "score": score,
            "author": [{"given": gv, "family": f} for gv, f in authors],
        }

    def answer(items: Sequence[Any], total: int) -> str:
        return compact(
            {
                "status": "ok",
                "message-type": "work-list",
                "message-version": "1.0.0",
                "message": {
                    "facets": {},
                    "total-results": total,
                    "items": list(items),
                    "items-per-page": 2,
                    "query": {"start-index": 0, "search-terms": None},
                },
            }
        )

    refs = [
        (
            "Jumper J, et al. Highly accurate protein structure prediction with AlphaFold. "
            "Nature 2021;596:583-9.",
            [
                item(
                    "10.1038/s41586-021-03819-2",
                    "Highly accurate protein structure prediction with AlphaFold",
                    "Nature",
                    2021,
                    [("John", "Jumper"), ("Richard", "Evans")],
                    187.2,
                ),
                item(
                    "10.1038/s41586-021-03828-1",
                    "Highly accurate protein structure prediction for the human proteome",
                    "Nature",
                    2021,
                    [("Kathryn", "Tunyasuvunakool")],
                    121.9,
                ),
            ],
            1184203,
        ),
        (
            "Baek M, et al. Accurate prediction of protein structures and interactions using a "
            "three-track neural network. Science 2021;373:871-6.",
            [
                item(
                    "10.1126/science.abj8754",
                    "Accurate prediction of protein structures and "
                    "interactions using a three-track neural network",
                    "Science",
                    2021,
                    [("Minkyung", "Baek"), ("Frank", "DiMaio")],
                    201.5,
                ),
                item(
                    "10.1101/2021.06.14.448402",
                    "Accurate prediction of protein structures and "
                    "interactions using a 3-track network",
                    "",
                    2021,
                    [("Minkyung", "Baek")],
                    118.3,
                ),
            ],
            903377,
        ),
        (
            "Lin Z, et al. Evolutionary-scale prediction of atomic-level protein structure with "
            "a language model. Science 2023;379:1123-30.",
            [
                item(
                    "10.1126/science.ade2574",
                    "Evolutionary-scale prediction of atomic-level "
                    "protein structure with a language model",
                    "Science",
                    2023,
                    [("Zeming", "Lin"), ("Halil", "Akin")],
                    196.8,
                ),
                item(
                    "10.1101/2022.07.20.500902",
                    "Language models of protein sequences at the scale"
                    " of evolution enable accurate structure prediction",
                    "",
                    2022,
                    [("Zeming", "Lin")],
                    77.1,
                ),
            ],
            1021488,
        ),
        (
            "Kowalski J. Notes on lattice folding heuristics for HP models. Unpublished "
            "manuscript, 2019.",
            [
                item(
                    "10.1063/1.4938098",
                    "Folding of HP model proteins on lattices with neighbour-dependent moves",
                    "The Journal of Chemical Physics",
                    2015,
                    [("Tomasz", "Wüst")],
                    38.4,
                ),
                item(
                    "10.1007/978-3-030-17938-0_12",
                    "Heuristics for the HP protein folding problem",
                    "Lecture Notes in Computer Science",
                    2019,
                    [("Mario", "Garza-Fabre")],
                    36.9,
                ),
            ],
            52114,
        ),
        (
            "Varadi M, et al. AlphaFold Protein Structure Database. Nucleic Acids Res "
            "2022;50:D439-44.",
            [
                item(
                    "10.1093/nar/gkab1061",
                    "AlphaFold Protein Structure Database: massively "
                    "expanding the structural coverage of protein-sequence space with "
                    "high-accuracy models",
                    "Nucleic Acids Research",
                    2021,
                    [("Mihaly", "Varadi"), ("Stephen", "Anyango")],
                    164.0,
                ),
                item(
                    "10.1093/nar/gkad1011",
                    "AlphaFold Protein Structure Database in 2024: "
                    "providing structure coverage for over 214 million protein sequences",
                    "Nucleic Acids Research",
                    2023,
                    [("Mihaly", "Varadi")],
                    119.6,
                ),
            ],
            688015,
        ),
    ]
    sel = "DOI,title,container-title,issued,author,score"
    calls: list[Call] = [
        ("crossref_works", {"query.bibliographic": r, "rows": 2, "select": sel}, answer(items, n))
        for r, items, n in refs
    ]
    works = {
        "last-modified-date": {"value": 1740988800000},
        "group": [
            {
                "last-modified-date": {"value": 1731000000000 + k},
                "external-ids": {
                    "external-id": [
                        {
                            "external-id-type": "doi",
                            "external-id-value": d,
                            "external-id-relationship": "self",
                        }
                    ]
                },
                "work-summary": [
                    {
                        "put-code": 151000000 + k,
                        "type": typ,
                        "title": {"title": {"value": t}},
                        "journal-title": {"value": j} if j else None,
                        "publication-date": {
                            "year": {"value": y},
                            "month": {"value": m},
                            "day": None,
                        },
                        "path": f"/0000-0003-1415-9269/work/{151000000 + k}",
                    }
                ],
            }
            for k, (d, t, j, y, m, typ) in enumerate(
                [
                    (
                        "10.1093/bioinformatics/btae112",
                        "Fast structural search of predicted models with learned embeddings",
                        "Bioinformatics",
                        "2024",
                        "03",
                        "journal-article",
                    ),
                    (
                        "10.1101/2024.05.02.592110",
                        "Benchmarking fold-level retrieval across AlphaFold DB",
                        None,
                        "2024",
                        "05",
                        "preprint",
                    ),
                    (
                        "10.1038/s41467-023-41122-4",
                        "Remote homology detection with protein language model alignments",
                        "Nature Communications",
                        "2023",
                        "09",
                        "journal-article",
                    ),
                ]
            )
        ],
        "path": "/0000-0003-1415-9269/works",
    }
    calls.append(("orcid_works", {"orcid": "0000-0003-1415-9269"}, compact(works)))
    yield (
        "crossref",
        "crossref-ok-1",
        "Find DOIs for five references (Jumper 2021, Baek 2021, Lin 2023, Kowalski 2019, "
        "Varadi 2022), flag any without one, and list the 2024 journal articles of ORCID "
        "0000-0003-1415-9269.",
        True,
        calls,
    )


def zotero_sessions() -> Iterator[Session]:
    items = [
        (
            "7XK2M9QA",
            "Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks",
            "conferencePaper",
            "2020",
            "Lewis, Patrick; Perez, Ethan; Piktus, Aleksandra; Petroni, Fabio; Karpukhin, Vladimir",
            "`rag`, `to-read`",
        ),
        (
            "Q4B8N2RT",
            "Dense Passage Retrieval for Open-Domain Question Answering",
            "conferencePaper",
            "2020",
            "Karpukhin, Vladimir; Oguz, Barlas; Min, Sewon",
            "`rag`",
        ),
        (
            "H6C3V9LE",
            "Self-RAG: Learning to Retrieve, Generate, and Critique through Self-Reflection",
            "preprint",
            "2023",
            "Asai, Akari; Wu, Zeqiu; Wang, Yizhong",
            "`rag`",
        ),
        (
            "M2D7F5WS",
            "Lost in the Middle: How Language Models Use Long Contexts",
            "journalArticle",
            "2024",
            "Liu, Nelson F.; Lin, Kevin; Hewitt, John",
            "`long-context`",
        ),
        (
            "Z9P1K6JX",
            "Corrective Retrieval Augmented Generation",
            "preprint",
            "2024",
            "Yan, Shi-Qi; Gu, Jia-Chen; Zhu, Yun; Ling, Zhen-Hua",
            "`rag`",
        ),
        (
            "B3T8R4YU",
            "RAPTOR: Recursive Abstractive Processing for Tree-Organized Retrieval",
            "conferencePaper",
            "2024",
            "Sarthi, Parth; Abdullah, Salman; Tuli, Aditi",
            "`rag`",
        ),
    ]
    listing = (
        "# Search Results for 'retrieval-augmented generation'\n\n"
        + "\n\n".join(
            f"## {n}. {t}\n**Type:** {ty}\n**Item Key:** {k}\n**Date:** {d}\n**Authors:** {a}\n"
            f"**Tags:** {tg}"
            for n, (k, t, ty, d, a, tg) in enumerate(items, start=1)
        )
        + "\n"
    )
    meta = (
        "# Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks\n"
        "**Type:** conferencePaper\n**Item Key:** 7XK2M9QA\n**Date:** 2020\n"
        "**Proceedings Title:** Advances in Neural Information Processing Systems 33\n"
        "**Authors:** Lewis, Patrick; Perez, Ethan; Piktus, Aleksandra; Petroni, Fabio; "
        "Karpukhin, Vladimir; Goyal, Naman; Küttler, Heinrich; Lewis, Mike; Yih, Wen-tau; "
        "Rocktäschel, Tim; Riedel, Sebastian; Kiela, Douwe\n**URL:** "
        "https://arxiv.org/abs/2005.11401\n\n## Abstract\nLarge pre-trained language "
        "models have been shown to store factual knowledge in their parameters, and "
        "achieve state-of-the-art results when fine-tuned on downstream NLP tasks. "
        "However, their ability to access and precisely manipulate knowledge is still "
        "limited, and hence on knowledge-intensive tasks, their performance lags behind "
        "task-specific architectures. […] We introduce RAG models where the parametric "
        "memory is a pre-trained seq2seq model and the non-parametric memory is a dense "
        "vector index of Wikipedia, accessed with a pre-trained neural retriever.\n\n"
        "## Tags\n`rag`, `to-read`\n"
    )
    notes = (
        "# Annotations for 7XK2M9QA\n\n## Annotation 1 (highlight, page 3, yellow)\n"
        "> RAG-Sequence uses the same retrieved document to generate the complete "
        "sequence\n**Comment:** compare with FiD\n\n## Annotation 2 (highlight, page 6, "
        "red)\n> we find that RAG-Token is more factual on Jeopardy question generation\n"
        "**Comment:** cite in §3.2\n\n## Annotation 3 (note, page 8)\n**Comment:** hot-"
        "swapping the index (Dec 2016 → Dec 2018 Wikipedia) updates answers without "
        "retraining: key point for the review\n"
    )
    keys = [k for k, *_ in items if k != "M2D7F5WS"]
    calls: list[Call] = [
        ("zotero_search_items", {"query": "retrieval-augmented generation", "limit": 10}, listing),
        (
            "zotero_create_collection",
            {"name": "RAG review"},
            "Created collection 'RAG review' (key: 8QZ4KX2N)",
        ),
        (
            "zotero_add_items_to_collection",
            {"collection_key": "8QZ4KX2N", "item_keys": keys},
            f"Added {len(keys)} items to collection 8QZ4KX2N",
        ),
        ("zotero_get_item_metadata", {"item_key": "7XK2M9QA"}, meta),
        ("zotero_get_annotations", {"item_key": "7XK2M9QA"}, notes),
    ]
    yield (
        "zotero",
        "zotero-ok-1",
        "Put my Zotero papers on retrieval-augmented generation (not the long-context one) "
        "in a new collection 'RAG review', and give me the abstract and my annotations of "
        "Lewis et al. 2020.",
        True,
        calls,
    )

    qs = [
        "sparse autoencoders",
        "sparse autoencoder interpretability",
        "dictionary learning language model features",
        "Towards Monosemanticity",
        "Cunningham 2023 sparse",
    ]
    calls = [
        ("zotero_search_items", {"query": q, "limit": 10}, f"No items found matching query: '{q}'")
        for q in qs
    ]
    calls.append(("zotero_get_recent", {"limit": 20}, "No items found."))
    yield (
        "zotero",
        "zotero-fail-1",
        "Find the three papers on sparse autoencoders for interpretability that I saved to "
        "Zotero last month and give me their BibTeX keys.",
        False,
        calls,
    )


# --------------------------------------------------------------------------- data printouts


def pandas_sessions() -> Iterator[Session]:
    head = (
        "   order_id region channel  amount            placed_at\n"
        "0    100231  North     web  129.90  2024-01-03 09:14:22\n"
        "1    100232  South  retail   54.25  2024-01-03 09:15:10\n"
        "2    100233   West     web  312.00  2024-01-03 09:17:45\n"
        "3    100234  North     app   18.99  2024-01-03 09:18:02\n"
        "4    100235   East     web   76.40  2024-01-03 09:20:31"
    )
    info = (
        "<class 'pandas.core.frame.DataFrame'>\nRangeIndex: 48210 entries, 0 to 48209\n"
        "Data columns (total 5 columns):\n #   Column     Non-Null Count  Dtype  \n"
        "---  ------     --------------  -----  \n"
        " 0   order_id   48210 non-null  int64  \n 1   region     48182 non-null  object \n"
        " 2   channel    48210 non-null  object \n 3   amount     47955 non-null  float64\n"
        " 4   placed_at  48210 non-null  object \ndtypes: float64(1), int64(1), object(3)\n"
        "memory usage: 1.8+ MB\n"
    )
    nulls = (
        "order_id       0\nregion        28\nchannel        0\namount       255\n"
        "placed_at      0\ndtype: int64"
    )
    describe = (
        "            order_id        amount\n"
        "count   48210.000000  47955.000000\nmean   124335.500000     87.412306\n"
        "std     13917.228532     96.118842\nmin    100231.000000      0.990000\n"
        "25%    112283.250000     24.500000\n50%    124335.500000     59.900000\n"
        "75%    136387.750000    112.000000\nmax    148440.000000   2499.000000"
    )
    regions = (
        "region\nNorth      14021\nWest       12876\nSouth      11230\nEast        9977\n"
        "Central       78\nName: count, dtype: int64"
    )
    med = "channel\napp       41.50\nretail    64.99\nweb       62.00\nName: amount, dtype: float64"
    med24 = (
        "channel\napp       42.00\nretail    66.50\nweb       63.25\nName: amount, dtype: float64"
    )
    calls: list[Call] = [
        ("python_repl_ast", {"query": "df.head()"}, head),
        ("python_repl_ast", {"query": "df.info()"}, info),
        ("python_repl_ast", {"query": "df.isna().sum()"}, nulls),
        ("python_repl_ast", {"query": "df.describe()"}, describe),
        ("python_repl_ast", {"query": "df['region'].value_counts().head(5)"}, regions),
        (
            "python_repl_ast",
            {"query": "df.groupby('chanel')['amount'].median()"},
            "KeyError: 'chanel'",
        ),
        ("python_repl_ast", {"query": "df.groupby('channel')['amount'].median()"}, med),
        (
            "python_repl_ast",
            {"query": "df[df['placed_at'].dt.year == 2024].groupby('channel')['amount'].median()"},
            "AttributeError: Can only use .dt accessor with datetimelike values",
        ),
        (
            "python_repl_ast",
            {
                "query": "df['placed_at'] = pd.to_datetime(df['placed_at'])\n"
                "df[df['placed_at'].dt.year == 2024].groupby('channel')['amount']"
                ".median()"
            },
            med24,
        ),
    ]
    yield (
        "pandas",
        "pandas-ok-1",
        "For the loaded orders DataFrame `df`: columns and missing values, the amount "
        "distribution, the top 5 regions by orders, and the median amount per channel "
        "overall and in 2024.",
        True,
        calls,
    )

    cols = "Columns: [sku, order_date, qty, unit_price, revenue]"
    empty_desc = (
        "       qty  unit_price  revenue\n"
        + "count  0.0         0.0      0.0\n"
        + "".join(
            f"{s:<5}  NaN         NaN      NaN\n"
            for s in ("mean", "std", "min", "25%", "50%", "75%", "max")
        )
    )
    calls = [
        ("python_repl_ast", {"query": "sales.head()"}, f"Empty DataFrame\n{cols}\nIndex: []"),
        (
            "python_repl_ast",
            {
                "query": "sales[sales['order_date'].dt.month == 12].groupby('sku')"
                "['revenue'].sum().nlargest(3)"
            },
            "Series([], Name: revenue, dtype: float64)",
        ),
        (
            "python_repl_ast",
            {"query": "sales['sku'].value_counts()"},
            "Series([], Name: count, dtype: int64)",
        ),
        ("python_repl_ast", {"query": "sales.describe()"}, empty_desc.rstrip("\n")),
        (
            "python_repl_ast",
            {"query": "sales.groupby('sku')['revenue'].sum().sort_values(ascending=False).head(3)"},
            "Series([], Name: revenue, dtype: float64)",
        ),
        ("python_repl_ast", {"query": "sales.tail(10)"}, f"Empty DataFrame\n{cols}\nIndex: []"),
    ]
    yield (
        "pandas",
        "pandas-fail-1",
        "The DataFrame `sales` is loaded from sales_q4.parquet. What were the top three "
        "SKUs by revenue in December, and how much did each bring in?",
        False,
        calls,
    )


def prices_sessions() -> Iterator[Session]:
    days = [3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 18, 19, 20, 21, 24, 25, 26, 27, 28]

    def bars(seed: int, start: float, end: float, vol: float) -> list[dict[str, Any]]:
        g = Lcg(seed)
        out = []
        for i, d in enumerate(days):
            c = start + (end - start) * i / (len(days) - 1) + g.uniform(-3, 3)
            if i == len(days) - 1:
                c = end
            o = c + g.uniform(-2.5, 2.5)
            h = max(o, c) + g.uniform(0.3, 3)
            lo = min(o, c) - g.uniform(0.3, 3)
            t = 1738558800000 + (d - 3) * 86400000
            v = round(vol * g.uniform(0.7, 1.4))
            out.append(
                {
                    "v": float(v),
                    "vw": round((o + c + h + lo) / 4, 4),
                    "o": round(o, 2),
                    "c": round(c, 2),
                    "h": round(h, 2),
                    "l": round(lo, 2),
                    "t": t,
                    "n": int(v / 95),
                }
            )
        return out

    def aggs(tk: str, rows: list[dict[str, Any]], page: int, rid: str) -> str:
        chunk = rows[:10] if page == 0 else rows[10:]
        body: dict[str, Any] = {
            "ticker": tk,
            "queryCount": len(chunk),
            "resultsCount": len(chunk),
            "adjusted": True,
            "results": chunk,
            "status": "OK",
            "request_id": rid,
            "count": len(chunk),
        }
        if page == 0:
            body["next_url"] = (
                f"https://api.polygon.io/v2/aggs/ticker/{tk}/range/1/day/"
                f"{rows[10]['t']}/1740718800000?cursor=bGltaXQ9MTAmc29ydD1hc2M"
            )
        return compact(body)

    nvda = bars(5, 119.4, 124.92, 2.6e8)
    amd = bars(6, 114.9, 99.86, 4.1e7)
    args = {
        "multiplier": 1,
        "timespan": "day",
        "from": "2025-02-01",
        "to": "2025-02-28",
        "adjusted": True,
        "limit": 10,
    }
    months = ["2024-01-01 00:00:00-05:00", "2024-02-01 00:00:00-05:00",
              "2024-03-01 00:00:00-05:00", "2024-04-01 00:00:00-04:00",
              "2024-05-01 00:00:00-04:00", "2024-06-01 00:00:00-04:00",
              "2024-07-01 00:00:00-04:00", "2024-08-01 00:00:00-04:00",
              "2024-09-01 00:00:00-04:00", "2024-10-01 00:00:00-04:00",
              "2024-11-01 00:00:00-04:00", "2024-12-01 00:00:00-05:00"]  # fmt: skip
    g = Lcg(77)
    lines = [f"{'':25}{'Open':>12}{'High':>12}{'Low':>12}{'Close':>12}{'Volume':>11}"
             f"{'Dividends':>11}{'Stock Splits':>14}", "Date"]  # fmt: skip
    closes = [394.2, 410.1, 417.4, 386.9, 412.6, 444.1, 415.6, 414.0, 428.2, 404.5, 421.5, 419.9]
    prev = 373.1
    for m, c in zip(months, closes, strict=True):
        o = prev + g.uniform(-2, 2)
        h = max(o, c) + g.uniform(8, 20)
        lo = min(o, c) - g.uniform(8, 20)
        div = 0.75 if m[5:7] in ("02", "05", "08") else (0.83 if m[5:7] == "11" else 0.0)
        v = int(g.uniform(3.9e8, 5.6e8))
        lines.append(
            f"{m:<25}{o:>12.6f}{h:>12.6f}{lo:>12.6f}{c:>12.6f}{v:>11d}{div:>11.2f}{0.0:>14.1f}"
        )
        prev = c
    calls: list[Call] = [
        (
            "polygon_aggregates",
            {"ticker": "NVDA", **args},
            aggs("NVDA", nvda, 0, "6a7e466379af0a71039d60cc78e72282"),
        ),
        (
            "polygon_aggregates",
            {"ticker": "NVDA", **args, "cursor": "bGltaXQ9MTAmc29ydD1hc2M"},
            aggs("NVDA", nvda, 1, "0d7b3c9a1e2f44b8a5c6d7e8f9a0b1c2"),
        ),
        (
            "polygon_aggregates",
            {"ticker": "AMD", **args},
            aggs("AMD", amd, 0, "9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f"),
        ),
        (
            "polygon_aggregates",
            {"ticker": "AMD", **args, "cursor": "bGltaXQ9MTAmc29ydD1hc2M"},
            aggs("AMD", amd, 1, "1f2e3d4c5b6a79880a9b8c7d6e5f4a3b"),
        ),
        (
            "yfinance_history",
            {"ticker": "MSFT", "start": "2024-01-01", "end": "2025-01-01", "interval": "1mo"},
            "\n".join(lines),
        ),
    ]
    yield (
        "prices",
        "prices-ok-1",
        "From Polygon, get NVDA's and AMD's daily closes for February 2025 and each one's "
        "February return; then from yfinance, MSFT's monthly 2024 history: which months "
        "paid a dividend?",
        True,
        calls,
    )

    tickers = ["NVDA", "AMD", "AVGO", "TSM", "QCOM", "MU", "INTC", "ASML"]
    calls = []
    for t in tickers:
        cols = ", ".join(f"({c}, {t})" for c in ("Close", "High", "Low", "Open", "Volume"))
        calls.append(
            (
                "yfinance_download",
                {"tickers": t, "period": "1y", "interval": "1d"},
                "[*********************100%***********************]  1 of 1 completed\n"
                f"\n1 Failed download:\n['{t}']: YFRateLimitError('Too Many Requests. "
                f"Rate limited. Try after a while.')\nEmpty DataFrame\nColumns: [{cols}]\n"
                "Index: []",
            )
        )
    yield (
        "prices",
        "prices-fail-1",
        "Pull one year of daily history for the eight semiconductor names in my watchlist "
        "(NVDA, AMD, AVGO, TSM, QCOM, MU, INTC, ASML) and rank them by year-to-date return.",
        False,
        calls,
    )


def excel_sessions() -> Iterator[Session]:
    summary = "\n".join(
        [
            "('Department', 'Jan', 'Feb', 'Mar', 'Q1 total')",
            "('Engineering', 412500, 398200, 421750, 1232450)",
            "('Sales', 188300, 201450, 214900, 604650)",
            "('Marketing', 96400, 121800, 88350, 306550)",
            "('Operations', 143200, 139900, 151320, 434420)",
            "('Finance', 61250, 59800, 60410, 181460)",
            "('People', 38900, 41200, 40050, 120150)",
            "(None, None, None, None, None)",
            "('Total', 940550, 962350, 976780, 2879680)",
        ]
    )
    travel = "\n".join(
        [
            "('Date', 'Employee', 'Department', 'Category', 'Amount', 'Approved')",
            "(datetime.datetime(2025, 3, 3, 0, 0), 'R. Okafor', 'Sales', 'Flights', 2840.5, True)",
            "(datetime.datetime(2025, 3, 4, 0, 0), 'L. Brandt', 'Engineering', 'Hotel', 1120.0, "
            "True)",
            "(datetime.datetime(2025, 3, 6, 0, 0), 'M. Sato', 'Sales', 'Flights', 3915.75, True)",
            "(datetime.datetime(2025, 3, 10, 0, 0), 'A. Novak', 'Marketing', 'Event', 12450.0, "
            "False)",
            "(datetime.datetime(2025, 3, 12, 0, 0), 'R. Okafor', 'Sales', 'Hotel', 1785.2, True)",
            "(datetime.datetime(2025, 3, 18, 0, 0), 'J. Ortiz', 'Operations', 'Flights', 2204.0, "
            "True)",
            "(datetime.datetime(2025, 3, 25, 0, 0), 'L. Brandt', 'Engineering', 'Flights', "
            "1998.99, True)",
        ]
    )
    path = "finance/budget_2025.xlsx"
    calls: list[Call] = [
        ("excel_read_range", {"path": path, "sheet": "Summary", "range": "A1:E10"}, summary),
        (
            "excel_read_range",
            {"path": path, "sheet": "Travel", "range": "A1:F40", "filter": "month == 3"},
            travel,
        ),
        ("excel_read_cell", {"path": path, "sheet": "Summary", "cell": "F14"}, "None"),
        (
            "excel_write_cell",
            {"path": path, "sheet": "Summary", "cell": "F14", "value": 8960.25},
            "Wrote 8960.25 to Summary!F14 and saved finance/budget_2025.xlsx",
        ),
        ("excel_read_cell", {"path": path, "sheet": "Summary", "cell": "F14"}, "8960.25"),
    ]
    yield (
        "excel",
        "excel-ok-1",
        "In finance/budget_2025.xlsx: Q1 totals per department (Summary sheet), approved "
        "March travel items over 2,000 (Travel sheet), and write their sum into the empty "
        "Summary!F14.",
        True,
        calls,
    )

    months = "'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'H2 total'"
    regional = "\n".join(
        [
            f"('Region', {months})",
            *(
                f"('{r}', None, None, None, None, None, None, None)"
                for r in ("North", "South", "East", "West", "Central")
            ),
        ]
    )
    path = "out/forecast_v3.xlsx"
    calls = [
        ("excel_read_range", {"path": path, "sheet": "Regional", "range": "A1:H6"}, regional),
        (
            "excel_read_range",
            {"path": path, "sheet": "Regional", "range": "H2:H6"},
            "\n".join(["(None,)"] * 5),
        ),
        ("excel_read_cell", {"path": path, "sheet": "Regional", "cell": "H7"}, "None"),
        (
            "excel_read_range",
            {"path": path, "sheet": "Monthly", "range": "A1:D4"},
            "('Month', 'Units', 'Price', 'Revenue')\n(datetime.datetime(2025, 7, 1, 0, 0), None, "
            "None, None)\n(datetime.datetime(2025, 8, 1, 0, 0), None, None, None)\n"
            "(datetime.datetime(2025, 9, 1, 0, 0), None, None, None)",
        ),
        (
            "excel_read_range",
            {"path": path, "sheet": "Regional", "range": "B2:G2"},
            "(None, None, None, None, None, None)",
        ),
        ("excel_read_cell", {"path": path, "sheet": "Summary", "cell": "B3"}, "None"),
    ]
    yield (
        "excel",
        "excel-fail-1",
        "Our pipeline wrote out/forecast_v3.xlsx overnight. Give me the H2 forecast total "
        "per region from the Regional sheet and the grand total.",
        False,
        calls,
    )


def polars_table(
    shape: tuple[int, int], cols: Sequence[tuple[str, str]], rows: Sequence[Sequence[str]]
) -> str:
    widths = [max(len(n), len(t), 3, *(len(r[i]) for r in rows)) for i, (n, t) in
              enumerate(cols)]  # fmt: skip

    def line(cells: Sequence[str]) -> str:
        return "│ " + " ┆ ".join(f"{c:<{w}}" for c, w in zip(cells, widths, strict=True)) + " │"

    out = [f"shape: {shape}", "┌" + "┬".join("─" * (w + 2) for w in widths) + "┐",
           line([n for n, _ in cols]), line(["---"] * len(cols)), line([t for _, t in cols]),
           "╞" + "╪".join("═" * (w + 2) for w in widths) + "╡", *(line(r) for r in rows),
           "└" + "┴".join("─" * (w + 2) for w in widths) + "┘"]  # fmt: skip
    return "\n".join(out)


def polars_sessions() -> Iterator[Session]:
    schema = (
        "Schema([('user_id', Int64), ('session_id', String), ('country', String), "
        "('platform', String), ('ts', Datetime(time_unit='us', time_zone='UTC')), "
        "('event', String)])"
    )
    dau = [("2025-03-04", "18342"), ("2025-03-05", "18907"), ("2025-03-06", "19211"),
           ("2025-03-07", "17654"), ("2025-03-08", "12033"), ("2025-03-09", "11876"),
           ("2025-03-10", "18990")]  # fmt: skip
    top = [('"DE"', "41234"), ('"US"', "38810"), ('"FR"', "17422"), ('"GB"', "15907"),
           ('"NL"', "9311")]  # fmt: skip
    calls: list[Call] = [
        ("polars_sql", {"query": "SELECT * FROM events LIMIT 0", "show": "schema"}, schema),
        (
            "polars_sql",
            {
                "query": "SELECT CAST(ts AS DATE) AS day, COUNT(DISTINCT user_id) AS "
                "dau FROM events WHERE ts >= '2025-03-04' AND ts < '2025-03-11' GROUP "
                "BY day ORDER BY day"
            },
            polars_table((7, 2), [("day", "date"), ("dau", "u32")], dau),
        ),
        (
            "polars_sql",
            {
                "query": "SELECT country, COUNT(DISTINCT session_id) AS sessions FROM "
                "events GROUP BY country ORDER BY sessions DESC LIMIT 5"
            },
            polars_table((5, 2), [("country", "str"), ("sessions", "u32")], top),
        ),
        (
            "polars_sql",
            {"query": "SELECT COUNT(*) AS n FROM events WHERE country IS NULL"},
            polars_table((1, 1), [("n", "u32")], [("0",)]),
        ),
    ]
    yield (
        "polars",
        "polars-ok-1",
        "From events.parquet (registered as `events`), show me the schema, daily active "
        "users for Mar 4-10, the top 5 countries by sessions, and how many events have no "
        "country.",
        True,
        calls,
    )


def r_sessions() -> Iterator[Session]:
    by_arm = (
        "# A tibble: 2 × 4\n  arm         n mean_change sd_change\n"
        "  <chr>   <int>       <dbl>     <dbl>\n1 placebo   148       -4.93      10.4\n"
        "2 treated   151       -9.84      11.1"
    )
    summ = (
        "   Min. 1st Qu.  Median    Mean 3rd Qu.    Max.    NA's \n"
        " -38.00  -14.00   -7.00   -7.41   -1.00   22.00       6 "
    )
    glimpse = (
        "Rows: 299\nColumns: 6\n"
        "$ id         <int> 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18…\n"
        '$ arm        <chr> "treated", "placebo", "treated", "treated", "placebo", "plac…\n'
        "$ age        <dbl> 61, 54, 67, 49, 72, 58, 63, 70, 55, 66, 59, 48, 71, 64, 57, 6…\n"
        '$ sex        <chr> "F", "M", "M", "F", "F", "M", "F", "M", "M", "F", "F", "M", "…\n'
        "$ sbp_base   <dbl> 148, 152, 139, 161, 144, 150, 157, 142, 149, 155, 146, 163, 1…\n"
        "$ sbp_change <dbl> -12, -3, -18, -9, 4, -6, -21, NA, -2, -15, -8, -11, 0, -17, -…"
    )
    lm = (
        "\nCall:\nlm(formula = sbp_change ~ arm + age + sbp_base, data = trial)\n\n"
        "Residuals:\n    Min      1Q  Median      3Q     Max \n"
        "-29.412  -6.881  -0.215   6.902  27.604 \n\nCoefficients:\n"
        "             Estimate Std. Error t value Pr(>|t|)    \n"
        "(Intercept) 21.40372    7.91208   2.705  0.00724 ** \n"
        "armtreated  -4.81264    1.17745  -4.087 5.63e-05 ***\n"
        "age          0.05911    0.06392   0.925  0.35587    \n"
        "sbp_base    -0.21577    0.04613  -4.677 4.45e-06 ***\n---\n"
        "Signif. codes:  0 ‘***’ 0.001 ‘**’ 0.01 ‘*’ 0.05 ‘.’ 0.1 ‘ ’ 1\n\n"
        "Residual standard error: 10.12 on 289 degrees of freedom\n"
        "  (6 observations deleted due to missingness)\n"
        "Multiple R-squared:  0.1204,\tAdjusted R-squared:  0.1113 \n"
        "F-statistic: 13.19 on 3 and 289 DF,  p-value: 4.013e-08\n"
    )
    calls: list[Call] = [
        (
            "r_eval",
            {
                "code": "trial %>% group_by(arm) %>% summarise(n = n(), mean_change = "
                "mean(sbp_change, na.rm = TRUE), sd_change = sd(sbp_change, na.rm = TRUE))"
            },
            by_arm,
        ),
        ("r_eval", {"code": "summary(trial$sbp_change)"}, summ),
        (
            "r_eval",
            {"code": "summary(lm(sbp_change ~ arm + age + baseline_sbp, data = trial))"},
            "Error in eval(predvars, data, env) : object 'baseline_sbp' not found",
        ),
        ("r_eval", {"code": "glimpse(trial)"}, glimpse),
        ("r_eval", {"code": "summary(lm(sbp_change ~ arm + age + sbp_base, data = trial))"}, lm),
    ]
    yield (
        "r-console",
        "r-ok-1",
        "The R session has the trial data in `trial`. Summarise the systolic BP change by "
        "arm, then fit sbp_change ~ arm + age + baseline SBP and tell me the treatment "
        "effect with its p-value.",
        True,
        calls,
    )

    gone = "Error: object 'visits' not found"
    calls = [
        ("r_eval", {"code": "head(visits)"}, gone),
        (
            "r_eval",
            {"code": "visits %>% mutate(wday = wday(date, label = TRUE)) %>% count(wday)"},
            gone,
        ),
        ("r_eval", {"code": "str(visits)"}, gone),
        ("r_eval", {"code": "ls()"}, "character(0)"),
        ("r_eval", {"code": "stl(ts(visits$n, frequency = 7), s.window = 'periodic')"}, gone),
        ("r_eval", {"code": "nrow(visits)"}, gone),
    ]
    yield (
        "r-console",
        "r-fail-1",
        "Using the `visits` data frame in the R session (daily clinic visits for 2024), "
        "estimate the weekly seasonality: which weekday is busiest and by how much?",
        False,
        calls,
    )


# --------------------------------------------------------------------------- scanners, tests


def semgrep_result(rule: str, path: str, line: int, col: int, msg: str, sev: str, cwe: str) -> Any:
    return {
        "check_id": rule,
        "path": path,
        "start": {"line": line, "col": col, "offset": 40 * line + col},
        "end": {"line": line, "col": col + 38, "offset": 40 * line + col + 38},
        "extra": {
            "message": msg,
            "metadata": {"cwe": [cwe], "category": "security"},
            "severity": sev,
            "fingerprint": "requires login",
            "lines": "requires login",
            "validation_state": "NO_VALIDATOR",
            "engine_kind": "OSS",
        },
    }


def semgrep_sessions() -> Iterator[Session]:
    base = "services/billing/"
    files = [base + f for f in ("__init__.py", "export.py", "invoices.py", "pdf.py", "tasks.py")]
    shell = semgrep_result(
        "python.lang.security.audit.subprocess-shell-true.subprocess-shell-true",
        base + "pdf.py",
        42,
        9,
        "Found 'subprocess' function 'run' with 'shell=True'. This is "
        "dangerous because this call will spawn the command using a shell process. Doing so "
        "propagates current shell settings and variables, which makes it much easier for a "
        "malicious actor to execute commands. Use 'shell=False' instead.",
        "ERROR",
        "CWE-78: Improper Neutralization of Special Elements used in an OS Command "
        "('OS Command Injection')",
    )
    sqli = semgrep_result(
        "python.sqlalchemy.security.sqlalchemy-execute-raw-query.sqlalchemy-execute-raw-query",
        base + "invoices.py",
        88,
        16,
        "Avoiding SQL string concatenation: untrusted input "
        "concatenated with raw SQL query can result in SQL Injection. In order to execute raw "
        "query safely, prepared statement should be used.",
        "ERROR",
        "CWE-89: Improper Neutralization of Special Elements used in an SQL Command "
        "('SQL Injection')",
    )
    pickle = semgrep_result(
        "python.lang.security.deserialization.pickle.avoid-pickle",
        base + "tasks.py",
        17,
        12,
        "Avoid using `pickle`, which is known to lead to code execution vulnerabilities. When "
        "unpickling, the serialized data could be manipulated to run arbitrary code.",
        "WARNING",
        "CWE-502: Deserialization of Untrusted Data",
    )
    xml = semgrep_result(
        "python.lang.security.use-defused-xml.use-defused-xml",
        base + "export.py",
        5,
        1,
        "The Python documentation recommends using `defusedxml` instead of `xml` because the "
        "native Python `xml` library is vulnerable to XML External Entity (XXE) attacks.",
        "ERROR",
        "CWE-611: Improper Restriction of XML External Entity Reference",
    )

    def scan(results: list[Any]) -> str:
        return compact(
            {
                "version": "1.108.0",
                "results": results,
                "errors": [],
                "paths": {"scanned": files},
                "skipped_rules": [],
            }
        )

    calls: list[Call] = [
        ("semgrep_scan", {"config": "p/python", "paths": [base]}, scan([shell, sqli, pickle])),
        (
            "edit_file",
            {
                "path": base + "pdf.py",
                "old": "subprocess.run(cmd, shell=True, check=True)",
                "new": "subprocess.run(shlex.split(cmd), check=True)",
            },
            "Applied 1 edit to services/billing/pdf.py",
        ),
        (
            "edit_file",
            {
                "path": base + "invoices.py",
                "old": 'conn.execute("SELECT * FROM invoices WHERE customer_id = \'" + cid + "\'")',
                "new": 'conn.execute(text("SELECT * FROM invoices WHERE customer_id = :cid"), '
                '{"cid": cid})',
            },
            "Applied 1 edit to services/billing/invoices.py",
        ),
        (
            "edit_file",
            {
                "path": base + "tasks.py",
                "old": "pickle.loads(payload)",
                "new": "json.loads(payload)",
            },
            "Applied 1 edit to services/billing/tasks.py",
        ),
        ("semgrep_scan", {"config": "p/python", "paths": [base]}, scan([xml])),
        (
            "edit_file",
            {
                "path": base + "export.py",
                "old": "import xml.etree.ElementTree as ET",
                "new": "import defusedxml.ElementTree as ET",
            },
            "Applied 1 edit to services/billing/export.py",
        ),
        ("semgrep_scan", {"config": "p/python", "paths": [base]}, scan([])),
    ]
    yield (
        "semgrep",
        "semgrep-ok-1",
        "Run Semgrep's Python rules on services/billing, fix every finding (no nosemgrep "
        "comments), and confirm a clean rescan.",
        True,
        calls,
    )


TRIVY_HEAD = [
    "Library",
    "Vulnerability",
    "Severity",
    "Status",
    "Installed Version",
    "Fixed Version",
    "Title",
]


def trivy(target: str, rows: Sequence[Sequence[str]], stamp: str) -> str:
    high = sum(r[2] == "HIGH" for r in rows)
    crit = sum(r[2] == "CRITICAL" for r in rows)
    log = [f"{stamp}\tINFO\t[vuln] Vulnerability scanning is enabled",
           f"{stamp}\tINFO\tDetected OS\tfamily=\"{target.split('(')[1].split()[0]}\" "
           f"version=\"{target.split()[-1].rstrip(')')}\"",
           ""]  # fmt: skip
    out = [*log, target, "=" * len(target),
           f"Total: {len(rows)} (HIGH: {high}, CRITICAL: {crit})", ""]  # fmt: skip
    if rows:
        out += box(TRIVY_HEAD, rows)
    return "\n".join(out) + "\n"


def trivy_sessions() -> Iterator[Session]:
    py = [("libexpat1", "CVE-2024-45492", "CRITICAL", "fixed", "2.5.0-1", "2.5.0-1+deb12u1",
           "libexpat: Integer Overflow or Wraparound"),
          ("libssl3", "CVE-2024-13176", "HIGH", "affected", "3.0.15-1~deb12u1", "",
           "openssl: Timing side-channel in ECDSA signature computation"),
          ("zlib1g", "CVE-2023-45853", "CRITICAL", "will_not_fix", "1:1.2.13.dfsg-1", "",
           "zlib: integer overflow and resultant heap-based buffer overflow in "
           "zipOpenNewFileInZip4_6")]  # fmt: skip
    node = [("libcrypto3", "CVE-2024-6119", "HIGH", "fixed", "3.1.4-r5", "3.1.7-r0",
             "openssl: Possible denial of service in X.509 name checks"),
            ("libssl3", "CVE-2024-6119", "HIGH", "fixed", "3.1.4-r5", "3.1.7-r0",
             "openssl: Possible denial of service in X.509 name checks")]  # fmt: skip
    s = "2025-03-11T11:20:{:02d}Z"
    calls: list[Call] = [
        (
            "trivy_image",
            {"image": "python:3.11-slim-bookworm", "severity": "HIGH,CRITICAL"},
            trivy("python:3.11-slim-bookworm (debian 12.9)", py, s.format(31)),
        ),
        (
            "trivy_image",
            {"image": "node:20-alpine3.19", "severity": "HIGH,CRITICAL"},
            trivy("node:20-alpine3.19 (alpine 3.19.1)", node, s.format(44)),
        ),
        (
            "trivy_image",
            {"image": "gcr.io/distroless/static-debian12", "severity": "HIGH,CRITICAL"},
            trivy("gcr.io/distroless/static-debian12 (debian 12.9)", [], s.format(52)),
        ),
    ]
    yield (
        "trivy",
        "trivy-ok-1",
        "Scan our three base images (python:3.11-slim-bookworm, node:20-alpine3.19, "
        "distroless static-debian12) with Trivy for HIGH/CRITICAL vulnerabilities and tell "
        "me which have a fix available.",
        True,
        calls,
    )

    def fail(stamp: str) -> str:
        return (
            f"{stamp}\tINFO\t[vulndb] Need to update DB\n"
            f"{stamp}\tINFO\t[vulndb] Downloading vulnerability DB...\n"
            f'{stamp}\tINFO\t[vulndb] Downloading artifact...\trepo="ghcr.io/aquasecurity/'
            'trivy-db:2"\n'
            f"{stamp}\tFATAL\tFatal error\trun error: init error: DB error: failed to "
            "download vulnerability DB: database download error: OCI repository error: 1 "
            "error occurred:\n\t* GET https://ghcr.io/v2/aquasecurity/trivy-db/manifests/2: "
            "TOOMANYREQUESTS: retry-after: 1.201µs, allowed: 44000/minute\n\n"
        )

    images = ["registry.acme.io/api:2.14.0", "registry.acme.io/worker:2.14.0",
              "registry.acme.io/web:2.14.0", "registry.acme.io/scheduler:2.14.0",
              "registry.acme.io/migrate:2.14.0"]  # fmt: skip
    calls = [
        (
            "trivy_image",
            {"image": im, "severity": "CRITICAL"},
            fail(f"2025-03-11T11:32:{8 + 9 * i:02d}Z"),
        )
        for i, im in enumerate(images)
    ]
    yield (
        "trivy",
        "trivy-fail-1",
        "Scan the five images of release 2.14 with Trivy and tell me whether any has a "
        "CRITICAL vulnerability (that would block the release).",
        False,
        calls,
    )


def snyk_text(
    path: str,
    deps: int,
    issues: Sequence[tuple[str, str, str, str, str]],
    project: str,
    target: str = "package-lock.json",
    pm: str = "npm",
) -> str:
    head = f"\nTesting {path}...\n\n"
    tail = (
        f"\n\nOrganization:      acme-web\nPackage manager:   {pm}\nTarget file:       "
        f"{target}\nProject name:      {project}\nOpen source:       no\nProject path:      "
        f"{path}\nLicenses:          enabled\n"
    )
    if not issues:
        return (
            head + f"Organization:      acme-web\nPackage manager:   {pm}\nTarget file:"
            f"       {target}\nProject name:      {project}\nOpen source:       no\n"
            f"Project path:      {path}\nLicenses:          enabled\n\n✔ Tested {deps} "
            "dependencies for known issues, no vulnerable paths found.\n\n"
        )
    body = [
        f"Tested {deps} dependencies for known issues, found {len(issues)} issues, "
        f"{len(issues) + 2} vulnerable paths.\n\n\nIssues to fix by upgrading:\n"
    ]
    for pkg, frm, to, title, sev in issues:
        slug = pkg.upper().replace("-", "")
        body.append(
            f"  Upgrade {pkg}@{frm} to {pkg}@{to} to fix\n  ✗ {title} [{sev} Severity]"
            f"[https://security.snyk.io/vuln/SNYK-JS-{slug}-{7000000 + len(title) * 977}"
            f"] in {pkg}@{frm}\n    introduced by {pkg}@{frm} and 1 other path(s)\n"
        )
    return head + "\n".join(body) + tail


def snyk_sessions() -> Iterator[Session]:
    web = "/work/apps/web"
    issues = [
        ("axios", "1.6.0", "1.7.4", "Server-side Request Forgery (SSRF)", "High"),
        (
            "braces",
            "3.0.2",
            "3.0.3",
            "Excessive Platform Resource Consumption within a Loop",
            "High",
        ),
        ("ws", "8.13.0", "8.17.1", "Denial of Service (DoS)", "High"),
        ("cookie", "0.5.0", "0.7.0", "Cross-site Scripting (XSS)", "Low"),
    ]
    calls: list[Call] = [
        ("snyk_test", {"path": "apps/web"}, snyk_text(web, 612, issues, "web")),
        (
            "bump_dependency",
            {"path": "apps/web", "package": "axios", "version": "1.7.4"},
            "Updated axios 1.6.0 → 1.7.4 in apps/web/package.json; lockfile regenerated "
            "(3 packages changed)",
        ),
        (
            "bump_dependency",
            {"path": "apps/web", "package": "ws", "version": "8.17.1"},
            "Updated ws 8.13.0 → 8.17.1 in apps/web/package.json; lockfile regenerated "
            "(1 package changed)",
        ),
        ("snyk_test", {"path": "apps/web"}, snyk_text(web, 613, issues[1:2] + issues[3:], "web")),
        (
            "bump_dependency",
            {"path": "apps/web", "package": "braces", "version": "3.0.3", "override": True},
            "Added override braces@3.0.3 to apps/web/package.json; lockfile regenerated "
            "(1 package changed)",
        ),
        (
            "bump_dependency",
            {"path": "apps/web", "package": "cookie", "version": "0.7.0", "override": True},
            "Added override cookie@0.7.0 to apps/web/package.json; lockfile regenerated "
            "(1 package changed)",
        ),
        ("snyk_test", {"path": "apps/web"}, snyk_text(web, 614, [], "web")),
    ]
    yield (
        "snyk",
        "snyk-ok-1",
        "Run Snyk on apps/web's npm dependencies, upgrade everything that has a fix, and "
        "confirm Snyk is clean afterwards.",
        True,
        calls,
    )

    root = snyk_text(
        "/work",
        38,
        [
            ("jinja2", "3.1.3", "3.1.5", "Template Injection", "Medium"),
            (
                "requests",
                "2.31.0",
                "2.32.0",
                "Always-Incorrect Control Flow Implementation",
                "Medium",
            ),
        ],
        "acme-monorepo",
        "requirements.txt",
        "pip",
    ).replace("SNYK-JS-", "SNYK-PYTHON-")
    calls = [
        (
            "snyk_test",
            {
                "path": f"services/{s}",
                "file": f"services/{s}/requirements.txt",
                "severity_threshold": "high",
            },
            root,
        )
        for s in ("billing", "ledger", "notify", "search")
    ]
    calls.append(
        (
            "snyk_test",
            {
                "path": "services/ledger",
                "file": "services/ledger/requirements.txt",
                "all_projects": True,
            },
            root,
        )
    )
    yield (
        "snyk",
        "snyk-fail-1",
        "Run Snyk on each of our four Python services (services/billing, ledger, notify, "
        "search) and list the high-severity issues per service.",
        False,
        calls,
    )


BANDIT_TAIL = (
    "\n--------------------------------------------------\n\nCode scanned:\n"
    "\tTotal lines of code: {loc}\n\tTotal lines skipped (#nosec): 0\n\n"
    "Run metrics:\n\tTotal issues (by severity):\n\t\tUndefined: 0\n\t\tLow: {low}\n"
    "\t\tMedium: {med}\n\t\tHigh: {high}\n\tTotal issues (by confidence):\n"
    "\t\tUndefined: 0\n\t\tLow: 0\n\t\tMedium: {cmed}\n\t\tHigh: {chigh}\n"
    "Files skipped (0):\n"
)


def bandit(
    start: str, issues: Sequence[str], loc: int, sev: tuple[int, int, int], conf: tuple[int, int]
) -> str:
    head = f"Run started:{start}\n\nTest results:\n"
    body = (
        "\n--------------------------------------------------\n".join(issues)
        if issues
        else "\tNo issues identified.\n"
    )
    low, med, high = sev
    return (
        head
        + body
        + BANDIT_TAIL.format(loc=loc, low=low, med=med, high=high, cmed=conf[0], chigh=conf[1])
    )


def bandit_issue(
    code: str, name: str, text: str, sev: str, conf: str, cwe: int, loc: str, src: Sequence[str]
) -> str:
    return (
        f">> Issue: [{code}:{name}] {text}\n   Severity: {sev}   Confidence: {conf}\n"
        f"   CWE: CWE-{cwe} (https://cwe.mitre.org/data/definitions/{cwe}.html)\n"
        f"   More Info: https://bandit.readthedocs.io/en/1.8.3/plugins/{code.lower()}_"
        f"{name}.html\n   Location: {loc}\n" + "\n".join(src) + "\n"
    )


def bandit_sessions() -> Iterator[Session]:
    fetch = bandit_issue(
        "B113",
        "request_without_timeout",
        "Call to requests without timeout",
        "Medium",
        "Low",
        400,
        "ingest/fetch.py:41:15",
        [
            "40\t    def get(self, url):",
            "41\t        resp = requests.get(url, headers=self.headers)",
            "42\t        resp.raise_for_status()",
        ],
    )
    sql = bandit_issue(
        "B608",
        "hardcoded_sql_expressions",
        "Possible SQL injection vector through string-based query construction.",
        "Medium",
        "Medium",
        89,
        "ingest/store.py:63:20",
        [
            "62\t        cur.execute(",
            "63\t            f\"DELETE FROM staging WHERE batch_id = '{batch_id}'\"",
            "64\t        )",
        ],
    )
    md5 = bandit_issue(
        "B324",
        "hashlib",
        "Use of weak MD5 hash for security. Consider usedforsecurity=False",
        "High",
        "High",
        327,
        "ingest/store.py:88:15",
        [
            "87\t    def row_key(self, row):",
            "88\t        return hashlib.md5(json.dumps(row).encode()).hexdigest()",
        ],
    )
    t = "2025-03-11 11:40:{:02d}.{:06d}"
    calls: list[Call] = [
        (
            "bandit",
            {"target": "ingest/fetch.py", "severity_level": "medium"},
            bandit(t.format(2, 118329), [fetch], 212, (3, 1, 0), (0, 3)),
        ),
        (
            "bandit",
            {"target": "ingest/parse.py", "severity_level": "medium"},
            bandit(t.format(9, 402117), [], 341, (2, 0, 0), (0, 2)),
        ),
        (
            "bandit",
            {"target": "ingest/models.py", "severity_level": "medium"},
            bandit(t.format(15, 887012), [], 128, (0, 0, 0), (0, 0)),
        ),
        (
            "bandit",
            {"target": "ingest/schema.py", "severity_level": "medium"},
            bandit(t.format(21, 50944), [], 96, (1, 0, 0), (0, 1)),
        ),
        (
            "bandit",
            {"target": "ingest/store.py", "severity_level": "medium"},
            bandit(t.format(28, 614230), [sql, md5], 277, (1, 1, 1), (1, 2)),
        ),
    ]
    yield (
        "bandit",
        "bandit-ok-1",
        "Run Bandit (medium severity and up) on each module of the ingest package (fetch, "
        "parse, models, schema, store) and report the issues per module.",
        True,
        calls,
    )


def eslint(problems: Sequence[tuple[str, str, str, str, str]], fixable: int) -> str:
    if not problems:
        return ""
    out = [""]
    last = ""
    for f, pos, sev, msg, rule in problems:
        if f != last:
            if last:
                out.append("")
            out.append(f"/work/dashboard/{f}")
            last = f
        out.append(f"  {pos:<6} {sev:<7}  {msg}  {rule}")
    errs = sum(p[2] == "error" for p in problems)
    warns = len(problems) - errs
    out += ["", f"✖ {len(problems)} problems ({errs} errors, {warns} warnings)"]
    if fixable:
        out.append(
            f"  {fixable} errors and 0 warnings potentially fixable with the `--fix` option."
        )
    return "\n".join(out) + "\n\n"


def eslint_sessions() -> Iterator[Session]:
    unused = "@typescript-eslint/no-unused-vars"
    anyr = "@typescript-eslint/no-explicit-any"
    deps = "react-hooks/exhaustive-deps"
    p = [
        (
            "src/components/Chart.tsx",
            "3:10",
            "error",
            "'useMemo' is defined but never used.",
            unused,
        ),
        (
            "src/components/Chart.tsx",
            "48:6",
            "warning",
            "React Hook useEffect has a missing "
            "dependency: 'range'. Either include it or remove the dependency array.",
            deps,
        ),
        (
            "src/components/Chart.tsx",
            "71:22",
            "error",
            "Unexpected any. Specify a different type.",
            anyr,
        ),
        (
            "src/hooks/useMetrics.ts",
            "12:7",
            "error",
            "'retries' is assigned a value but never used.",
            unused,
        ),
        (
            "src/hooks/useMetrics.ts",
            "30:18",
            "error",
            "Unexpected any. Specify a different type.",
            anyr,
        ),
        ("src/hooks/useMetrics.ts", "44:5", "error", "Unexpected console statement.", "no-console"),
        (
            "src/pages/Overview.tsx",
            "9:1",
            "error",
            'Import "Card" is only used as types.',
            "@typescript-eslint/consistent-type-imports",
        ),
        (
            "src/pages/Overview.tsx",
            "57:13",
            "error",
            "Do not use Array index in keys.",
            "react/no-array-index-key",
        ),
        (
            "src/pages/Overview.tsx",
            "88:9",
            "error",
            "'total' is never reassigned. Use 'const' instead.",
            "prefer-const",
        ),
        (
            "src/utils/format.ts",
            "5:3",
            "error",
            "Unnecessary escape character: \\-.",
            "no-useless-escape",
        ),
        (
            "src/utils/format.ts",
            "21:10",
            "warning",
            "Unexpected any. Specify a different type.",
            anyr,
        ),
    ]
    later = [
        (
            "src/pages/Overview.tsx",
            "57:13",
            "error",
            "Do not use Array index in keys.",
            "react/no-array-index-key",
        ),
        (
            "src/utils/format.ts",
            "21:10",
            "warning",
            "Unexpected any. Specify a different type.",
            anyr,
        ),
        (
            "src/components/Chart.tsx",
            "70:9",
            "error",
            "Unsafe assignment of an `any` value.",
            "@typescript-eslint/no-unsafe-assignment",
        ),
    ]

    def edit(path: str, what: str) -> Call:
        return (
            "edit_file",
            {"path": f"src/{path}", "change": what},
            f"Applied 1 edit to src/{path}",
        )

    calls: list[Call] = [
        ("run_eslint", {"paths": ["src/"]}, eslint(p, 3)),
        edit(
            "components/Chart.tsx",
            "drop unused useMemo import; add range to deps; type points as SeriesPoint[]",
        ),
        edit(
            "hooks/useMetrics.ts",
            "remove retries; type payload as MetricsResponse; use logger.debug",
        ),
        ("run_eslint", {"paths": ["src/"]}, eslint(p[6:], 2)),
        edit("pages/Overview.tsx", "import type { Card }; const total"),
        edit("utils/format.ts", "remove escape in character class"),
        ("run_eslint", {"paths": ["src/"]}, eslint(later, 0)),
        edit("pages/Overview.tsx", "key rows by row.id"),
        edit("components/Chart.tsx", "type the parsed series as SeriesPoint[]"),
        ("run_eslint", {"paths": ["src/"]}, eslint(later[1:2], 0)),
        edit("utils/format.ts", "type formatter input as unknown and narrow"),
        ("run_eslint", {"paths": ["src/"]}, eslint([], 0)),
    ]
    yield (
        "eslint",
        "eslint-ok-1",
        "Make `npx eslint src/` pass with no errors or warnings in the dashboard app; fix "
        "the code rather than disabling rules.",
        True,
        calls,
    )


def lighthouse(
    url: str,
    final: str,
    scores: tuple[float, float, float, float],
    failed: Sequence[tuple[str, str, float]],
    fetch: str,
) -> str:
    cats = dict(zip(("performance", "accessibility", "best-practices", "seo"), scores, strict=True))
    return compact(
        {
            "requestedUrl": url,
            "finalDisplayedUrl": final,
            "fetchTime": fetch,
            "lighthouseVersion": "12.3.0",
            "formFactor": "mobile",
            "categories": cats,
            "failedAudits": [{"id": i, "title": t, "score": s} for i, t, s in failed],
        }
    )


A11Y = {
    "color-contrast": "Background and foreground colors do not have a sufficient contrast ratio.",
    "label": "Form elements do not have associated labels",
    "image-alt": "Image elements do not have `[alt]` attributes",
    "link-name": "Links do not have a discernible name",
    "heading-order": "Heading elements are not in a sequentially-descending order",
    "largest-contentful-paint": "Largest Contentful Paint",
    "render-blocking-resources": "Eliminate render-blocking resources",
    "meta-description": "Document does not have a meta description",
    "errors-in-console": "Browser errors were logged to the console",
    "button-name": "Buttons do not have an accessible name",
}


def a11y_sessions() -> Iterator[Session]:
    site = "https://www.northwind-traders.com"
    axe = {
        "testEngine": {"name": "axe-core", "version": "4.10.2"},
        "url": f"{site}/signup",
        "timestamp": "2025-03-11T12:04:51.220Z",
        "violations": [
            {
                "id": "label",
                "impact": "critical",
                "tags": ["cat.forms", "wcag2a", "wcag412", "section508"],
                "description": "Ensure every form element has a label",
                "help": "Form elements must have labels",
                "helpUrl": "https://dequeuniversity.com/rules/axe/4.10/label?application=axeAPI",
                "nodes": [
                    {
                        "html": '<input type="email" name="email" placeholder="Work email">',
                        "target": ["#signup-email"],
                        "failureSummary": "Fix any of the following:\n  Element does not have an "
                        "implicit "
                        "(wrapped) <label>\n  Element does not have an explicit <label>\n  "
                        "aria-label attribute does not exist or is empty",
                    }
                ],
            },
            {
                "id": "color-contrast",
                "impact": "serious",
                "tags": ["cat.color", "wcag2aa", "wcag143"],
                "description": "Ensure the contrast between foreground and background colors "
                "meets WCAG 2 AA minimum contrast ratio thresholds",
                "help": "Elements must meet minimum color contrast ratio thresholds",
                "helpUrl": "https://dequeuniversity.com/rules/axe/4.10/color-contrast?"
                "application=axeAPI",
                "nodes": [
                    {
                        "html": '<p class="hint">Use 8 or more characters</p>',
                        "target": [".hint"],
                        "failureSummary": "Fix any of the following:\n  Element "
                        "has insufficient color contrast of 2.93 (foreground color: #9aa0a6, "
                        "background color: #ffffff, font size: 9.0pt (12px), font weight: "
                        "normal). Expected contrast ratio of 4.5:1",
                    }
                ],
            },
        ],
        "passes": 31,
        "incomplete": 2,
        "inapplicable": 44,
    }
    f = "2025-03-11T12:0{}:{:02d}.000Z"
    calls: list[Call] = [
        (
            "lighthouse_audit",
            {"url": f"{site}/"},
            lighthouse(
                f"{site}/",
                f"{site}/",
                (0.71, 0.94, 1.0, 0.92),
                [
                    ("largest-contentful-paint", A11Y["largest-contentful-paint"], 0.31),
                    ("render-blocking-resources", A11Y["render-blocking-resources"], 0.5),
                    ("image-alt", A11Y["image-alt"], 0.0),
                ],
                f.format(1, 12),
            ),
        ),
        (
            "lighthouse_audit",
            {"url": f"{site}/pricing"},
            lighthouse(
                f"{site}/pricing",
                f"{site}/pricing",
                (0.83, 0.87, 0.96, 0.83),
                [
                    ("color-contrast", A11Y["color-contrast"], 0.0),
                    ("heading-order", A11Y["heading-order"], 0.0),
                    ("meta-description", A11Y["meta-description"], 0.0),
                ],
                f.format(2, 40),
            ),
        ),
        (
            "lighthouse_audit",
            {"url": f"{site}/signup"},
            lighthouse(
                f"{site}/signup",
                f"{site}/signup",
                (0.88, 0.79, 0.96, 0.9),
                [
                    ("label", A11Y["label"], 0.0),
                    ("color-contrast", A11Y["color-contrast"], 0.0),
                    ("errors-in-console", A11Y["errors-in-console"], 0.0),
                ],
                f.format(3, 58),
            ),
        ),
        ("axe_run", {"url": f"{site}/signup", "tags": ["wcag2a", "wcag2aa"]}, compact(axe)),
    ]
    yield (
        "a11y",
        "a11y-ok-1",
        "Run Lighthouse (mobile) on our home, pricing and signup pages and axe-core on "
        "signup, and list the accessibility problems to fix, page by page.",
        True,
        calls,
    )

    portal = "https://portal.northwind-traders.com"
    login = [
        ("label", A11Y["label"], 0.0),
        ("button-name", A11Y["button-name"], 0.0),
        ("link-name", A11Y["link-name"], 0.0),
    ]
    calls = []
    for i, page in enumerate(("dashboard", "invoices", "settings", "team", "billing")):
        calls.append(
            (
                "lighthouse_audit",
                {"url": f"{portal}/{page}", "categories": ["accessibility"]},
                lighthouse(
                    f"{portal}/{page}",
                    f"{portal}/login?next=%2F{page}",
                    (0.97, 0.78, 0.93, 0.6),
                    login,
                    f"2025-03-11T12:1{i}:{(7 * i + 5) % 60:02d}.000Z",
                ),
            )
        )
    yield (
        "a11y",
        "a11y-fail-1",
        "Run Lighthouse accessibility audits on the five pages of the customer portal "
        "(dashboard, invoices, settings, team, billing) and list the failing audits per "
        "page.",
        False,
        calls,
    )


CARGO_HEAD = (
    "   Compiling ledger v0.3.1 (/work/ledger)\n    Finished `test` profile [unoptimized "
    "+ debuginfo] target(s) in {t}\n     Running unittests src/lib.rs (target/debug/"
    "deps/ledger-3f2a9c1e0b7d4e55)\n\n"
)
LEDGER_TESTS = [
    "balance::tests::adds_credits",
    "balance::tests::applies_fees",
    "balance::tests::rounding_half_even",
    "balance::tests::zero_balance",
    "fx::tests::converts_eur_usd",
    "fx::tests::rejects_stale_rate",
    "parse::tests::amounts_with_commas",
    "parse::tests::negative_amounts",
    "parse::tests::rejects_letters",
    "parse::tests::trims_whitespace",
    "report::tests::groups_by_month",
    "report::tests::empty_ledger",
    "store::tests::roundtrip",
    "store::tests::rejects_duplicate_ids",
]


def cargo(failing: dict[str, str], t: str) -> str:
    lines = [f"running {len(LEDGER_TESTS)} tests"]
    lines += [f"test {n} ... {'FAILED' if n in failing else 'ok'}" for n in LEDGER_TESTS]
    out = CARGO_HEAD.format(t=t) + "\n".join(lines) + "\n\n"
    passed = len(LEDGER_TESTS) - len(failing)
    if failing:
        out += "failures:\n\n" + "".join(
            f"---- {n} stdout ----\n\nthread '{n}' panicked at {msg}\n" for n, msg in
            failing.items())  # fmt: skip
        out += (
            "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace"
            "\n\n\nfailures:\n" + "".join(f"    {n}\n" for n in failing)
        )
        out += (
            f"\ntest result: FAILED. {passed} passed; {len(failing)} failed; 0 ignored; 0 "
            "measured; 0 filtered out; finished in 0.01s\n\nerror: test failed, to rerun "
            "pass `-p ledger --lib`\n"
        )
        return out
    return out + (
        f"test result: ok. {passed} passed; 0 failed; 0 ignored; 0 measured; 0 "
        "filtered out; finished in 0.01s\n\n   Doc-tests ledger\n\nrunning 2 tests\n"
        "test src/lib.rs - (line 12) ... ok\ntest src/parse.rs - parse::parse_amount "
        "(line 97) ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 "
        "measured; 0 filtered out; finished in 0.32s\n\n"
    )


def cargo_sessions() -> Iterator[Session]:
    rounding = (
        "src/balance.rs:88:9:\nassertion `left == right` failed\n  left: 1235\n right: 1234\n"
    )
    negative = (
        "src/parse.rs:141:47:\ncalled `Result::unwrap()` on an `Err` value: "
        'InvalidAmount("-12.50")\n'
    )
    mismatch = (
        "   Compiling ledger v0.3.1 (/work/ledger)\nerror[E0308]: mismatched types\n"
        "  --> src/balance.rs:52:26\n   |\n"
        "52 |         let cents: i64 = (amount * 100.0).round_ties_even();\n"
        "   |                    ---   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ expected `i64`, "
        "found `f64`\n   |                    |\n   |                    expected due to this\n"
        "\nFor more information about this error, try `rustc --explain E0308`.\nerror: could "
        "not compile `ledger` (lib test) due to 1 previous error\n"
    )

    def edit(path: str, what: str) -> Call:
        return ("edit_file", {"path": path, "change": what}, f"Applied 1 edit to {path}")

    calls: list[Call] = [
        (
            "cargo_test",
            {"package": "ledger"},
            cargo(
                {
                    "balance::tests::rounding_half_even": rounding,
                    "parse::tests::negative_amounts": negative,
                },
                "2.31s",
            ),
        ),
        edit("ledger/src/balance.rs", "round cents half-to-even instead of half-up"),
        ("cargo_test", {"package": "ledger"}, mismatch),
        edit("ledger/src/balance.rs", "cast the rounded value: `as i64`"),
        (
            "cargo_test",
            {"package": "ledger"},
            cargo({"parse::tests::negative_amounts": negative}, "1.87s"),
        ),
        edit("ledger/src/parse.rs", "accept a leading '-' before the digits"),
        ("cargo_test", {"package": "ledger"}, cargo({}, "1.92s")),
    ]
    yield (
        "cargo",
        "cargo-ok-1",
        "Fix the failing tests of the `ledger` crate (cargo test -p ledger) without "
        "changing what the tests expect.",
        True,
        calls,
    )

    stale = (
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.04s\n"
        "     Running unittests src/lib.rs (target/debug/deps/ingest-9d0e1f2a3b4c5d6e)\n\n"
        "running 1 test\ntest dedup::tests::keeps_latest ... FAILED\n\n"
        "failures:\n\n---- dedup::tests::keeps_latest stdout ----\n\nthread "
        "'dedup::tests::keeps_latest' panicked at src/dedup.rs:57:9:\nassertion `left == "
        "right` failed: kept the first record, not the latest\n  left: Record { id: 7, "
        "version: 1, updated_at: 1741600000 }\n right: Record { id: 7, version: 3, updated_at: "
        "1741686400 }\nnote: run with `RUST_BACKTRACE=1` environment variable to display a "
        "backtrace\n\n\nfailures:\n    dedup::tests::keeps_latest\n\ntest result: FAILED. 0 "
        "passed; 1 failed; 0 ignored; 0 measured; 8 filtered out; finished in 0.00s\n\n"
        "error: test failed, to rerun pass `-p ingest --lib`\n"
    )
    edits = [
        "keep the record with the highest version in dedup()",
        "compare updated_at when versions tie",
        "replace entry().or_insert with insert()",
    ]
    calls = [("cargo_test", {"package": "ingest", "test": "dedup::tests::keeps_latest"}, stale)]
    for e in edits:
        calls.append(edit("ingest/src/dedup.rs", e))
        calls.append(
            ("cargo_test", {"package": "ingest", "test": "dedup::tests::keeps_latest"}, stale)
        )
    yield (
        "cargo",
        "cargo-fail-1",
        "Make the failing test dedup::tests::keeps_latest in the `ingest` crate pass.",
        False,
        calls,
    )


def go_sessions() -> Iterator[Session]:
    mod = "github.com/acme/relay"
    calls: list[Call] = [
        (
            "go_test",
            {"pkg": "./internal/queue", "run": "TestRetryBackoff", "count": 50, "race": True},
            "--- FAIL: TestRetryBackoff (0.31s)\n    queue_test.go:88: backoff attempt 3 = 412ms,"
            " want within [400ms, 410ms]\n--- FAIL: TestRetryBackoff (0.30s)\n    queue_test.go:88"
            ": backoff attempt 3 = 411ms, want within [400ms, 410ms]\nFAIL\n"
            f"FAIL\t{mod}/internal/queue\t16.482s\nFAIL\n",
        ),
        (
            "edit_file",
            {
                "path": "internal/queue/backoff.go",
                "change": "take the clock as a parameter; the test passes a fake clock",
            },
            "Applied 2 edits to internal/queue/backoff.go",
        ),
        (
            "edit_file",
            {
                "path": "internal/queue/queue_test.go",
                "change": "use clocktest.Fake and assert exact delays",
            },
            "Applied 1 edit to internal/queue/queue_test.go",
        ),
        (
            "go_test",
            {"pkg": "./internal/queue", "run": "TestRetryBackoff", "count": 200, "race": True},
            f"ok  \t{mod}/internal/queue\t61.207s\n",
        ),
        (
            "go_test",
            {"pkg": "./...", "race": True},
            f"?   \t{mod}/cmd/relayd\t[no test files]\nok  \t{mod}/internal/config\t0.118s\n"
            f"ok  \t{mod}/internal/queue\t1.942s\nok  \t{mod}/internal/store\t3.507s\n"
            f"?   \t{mod}/internal/version\t[no test files]\n",
        ),
    ]
    yield (
        "go-test",
        "go-ok-1",
        "TestRetryBackoff in ./internal/queue is flaky in CI. Reproduce it with repeated "
        "runs under -race, fix it, and show it passing 200 times, then run the whole "
        "module's tests.",
        True,
        calls,
    )


def jest_sessions() -> Iterator[Session]:
    def diff(variant: str, old: str, new: str, line: int) -> str:
        return (
            f"  ● Button › renders the {variant} variant\n\n    expect(received)."
            f"toMatchSnapshot()\n\n    Snapshot name: `Button renders the {variant} "
            "variant 1`\n\n    - Snapshot  - 1\n    + Received  + 1\n\n    @@ -1,7 +1,7 @@\n"
            f'      <button\n        class="btn btn-{variant}"\n    -   style="background-'
            f'color: {old};"\n    +   style="background-color: {new};"\n        type='
            '"button"\n      >\n        Save\n      </button>\n\n'
            f"    > {line} |     expect(container.firstChild).toMatchSnapshot();\n"
            "         |                                  ^\n\n      at Object."
            f"toMatchSnapshot (src/components/Button/Button.test.tsx:{line}:34)\n\n"
        )

    failed = (
        " FAIL  src/components/Button/Button.test.tsx\n"
        + diff("primary", "rgb(37, 99, 235)", "rgb(29, 78, 216)", 14)
        + diff("danger", "rgb(220, 38, 38)", "rgb(185, 28, 28)", 22)
        + " › 2 snapshots failed.\nSnapshot Summary\n › 2 snapshots failed from 1 test "
        "suite. Inspect your code changes or run `npx jest -u` to update them.\n\n"
        "Test Suites: 1 failed, 1 total\nTests:       2 failed, 4 passed, 6 total\n"
        "Snapshots:   2 failed, 4 passed, 6 total\nTime:        2.184 s\nRan all test "
        "suites matching /src\\/components\\/Button/i.\n"
    )
    updated = (
        " PASS  src/components/Button/Button.test.tsx\n › 2 snapshots updated.\n\n"
        "Snapshot Summary\n › 2 snapshots updated from 1 test suite.\n\n"
        "Test Suites: 1 passed, 1 total\nTests:       6 passed, 6 total\n"
        "Snapshots:   2 updated, 4 passed, 6 total\nTime:        1.902 s\nRan all test "
        "suites matching /src\\/components\\/Button/i.\n"
    )
    suites = ["src/components/Button/Button.test.tsx", "src/components/Modal/Modal.test.tsx",
              "src/hooks/useMetrics.test.ts", "src/pages/Overview.test.tsx",
              "src/utils/format.test.ts"]  # fmt: skip
    full = (
        "".join(f" PASS  {s}\n" for s in suites) + "[… 37 more suites passed]\n\n"
        "Test Suites: 42 passed, 42 total\nTests:       318 passed, 318 total\n"
        "Snapshots:   57 passed, 57 total\nTime:        21.43 s\nRan all test suites.\n"
    )
    calls: list[Call] = [
        ("jest", {"args": ["src/components/Button"]}, failed),
        ("jest", {"args": ["src/components/Button", "-u"]}, updated),
        ("jest", {"args": []}, full),
    ]
    yield (
        "jest",
        "jest-ok-1",
        "The Button snapshot tests broke after the design-token change. Check the diffs "
        "are only the new token colours, update the snapshots if so, and run the full "
        "suite.",
        True,
        calls,
    )


def gradle_sessions() -> Iterator[Session]:
    tasks = (
        "> Task :payments:compileJava UP-TO-DATE\n> Task :payments:processResources "
        "UP-TO-DATE\n> Task :payments:classes UP-TO-DATE\n> Task :payments:compileTestJava "
        "UP-TO-DATE\n> Task :payments:processTestResources NO-SOURCE\n> Task "
        ":payments:testClasses UP-TO-DATE\n> Task :payments:test\n"
    )
    died = (
        "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nGradle build "
        "daemon disappeared unexpectedly (it may have been killed or may have crashed)\n\n"
        "* Try:\n> Run with --stacktrace option to get the stack trace.\n> Run with --info "
        "or --debug option to get more log output.\n> Run with --scan to get full "
        "insights.\n> Get more help at https://help.gradle.org.\n\nBUILD FAILED in {t}\n"
    )
    start = "Starting a Gradle Daemon (subsequent builds will be faster)\n"
    single = (
        "To honour the JVM settings for this build a single-use Daemon process will be "
        "forked. For more on this, please refer to https://docs.gradle.org/8.12/"
        "userguide/gradle_daemon.html#sec:disabling_the_daemon in the Gradle "
        "documentation.\nDaemon will be stopped at the end of the build \n"
    )
    calls: list[Call] = [
        ("gradle", {"tasks": [":payments:test"]}, start + tasks + died.format(t="41s")),
        (
            "gradle",
            {"tasks": [":payments:test"], "args": ["--tests", "*RefundServiceTest"]},
            start + tasks + died.format(t="38s"),
        ),
        (
            "gradle",
            {"tasks": [":payments:test"], "args": ["--no-daemon"]},
            single + tasks + died.format(t="44s"),
        ),
        (
            "gradle",
            {"tasks": [":payments:test"], "args": ["--max-workers=1"]},
            start + tasks + died.format(t="40s"),
        ),
        (
            "gradle",
            {"tasks": [":payments:test"], "args": ["--info"]},
            start + tasks + died.format(t="39s"),
        ),
    ]
    yield (
        "gradle",
        "gradle-fail-1",
        "Run the :payments:test task and tell me which tests fail and why.",
        False,
        calls,
    )


# --------------------------------------------------------------------------- the file

FAMILIES = (
    dns_sessions, whois_sessions, netpath_sessions, tls_sessions, uptime_sessions,
    grafana_sessions, opsgenie_sessions, mlflow_sessions, wandb_sessions, slurm_sessions,
    tensorboard_sessions, ray_sessions, gpu_sessions, pdb_sessions,
    alphafold_sessions, chembl_sessions, materials_sessions, openalex_sessions,
    crossref_sessions, zotero_sessions, pandas_sessions, prices_sessions, excel_sessions,
    polars_sessions, r_sessions, semgrep_sessions, trivy_sessions, snyk_sessions,
    bandit_sessions, eslint_sessions, a11y_sessions, cargo_sessions, go_sessions,
    jest_sessions, gradle_sessions,
)  # fmt: skip


def sessions() -> Iterator[Session]:
    for family in FAMILIES:
        yield from family()


def rows() -> Iterator[dict[str, Any]]:
    for family, run_id, task, success, calls in sessions():
        for tool, args, result in calls:
            yield {
                "source": f"{SOURCE}/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": success},
            }


def main(out: Path = OUT) -> None:
    """Write the fixture to ``out``."""
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows():
            fh.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
