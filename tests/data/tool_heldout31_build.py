# ruff: noqa: E501  (long literal tool results, kept verbatim on one line each)
"""Held-out fixture tool_heldout31: five domain groups the project was never tuned on.

Writes tests/data/tool_heldout31.jsonl (real-runs format, one row per tool call).
Deterministic: no clock, no randomness; identifiers are hashes of fixed strings.

Domains and families, where each result format comes from, and how sure of it I am:

1. Legal and government records
   - courtlistener: CourtListener REST API v4 (/api/rest/v4/search/, /clusters/, /dockets/),
     Django REST Framework bodies (cursor pagination with "next"/"previous", "count"; DRF
     errors {"detail": "Invalid token."}). Sure of the envelope and the DRF error text; the
     search hit fields (caseName, docketNumber, dateFiled, citation, cluster_id, snippet in
     opinions[]) from the v4 docs, fairly sure.
   - pacer-pcl: PACER Case Locator API (/pcl-public-api/rest/cases/find, /parties/find):
     receipt + pageInfo + content. Fairly sure of the shape; the expired-session failure is
     the CSO login page's text as a fetch-style wrapper hands it on (moderately sure).
   - fedreg: Federal Register API v1 documents.json (count, total_pages, next_page_url,
     results[] with document_number, title, type, publication_date, agencies...). Sure.
   - govinfo: GovInfo API (collections with offsetMark paging, packages/{id}/summary,
     granules); api.data.gov OVER_RATE_LIMIT error body. Sure of the error, fairly sure of
     the bodies.
   - regsgov: regulations.gov API v4 JSON:API bodies (data[].attributes, meta.totalElements,
     hasNextPage); comment submission acknowledgement with a tracking number. Fairly sure.
   - cellar-sparql: EUR-Lex CELLAR SPARQL endpoint (Virtuoso): SPARQL 1.1 JSON results
     (head.vars, results.bindings) and Virtuoso's "S1T00 Error SR171: Transaction timed
     out" text. Sure of the JSON form; the timeout text is Virtuoso's, fairly sure.
2. Shipping and logistics
   - easypost: EasyPost v2 Shipment/Tracker/Address objects (object, id prefixes shp_/trk_/
     adr_, rates[], tracking_details[], verifications). Sure (docs.easypost.com).
   - shippo: Shippo API (address validation_results, shipment rates, transaction status
     QUEUED/SUCCESS, label_url). Sure.
   - fedex-track: FedEx Track API v1 (output.completeTrackResults[].trackResults[], error
     codes like TRACKING.TRACKINGNUMBER.NOTFOUND, NOT.AUTHORIZED.ERROR). Fairly sure.
   - ups-track: UPS Tracking API v1 (trackResponse.shipment[].package[].activity[]); the
     failure is the customer-integration (CIE) environment's canned sample answer. Fairly
     sure of the body; that CIE returns fixed sample data is well known.
   - dhl-track: DHL Shipment Tracking - Unified API (shipments[].status, events[]); the
     failure is Apigee's quota-violation fault body. Fairly sure.
   - p44: project44-style freight visibility REST (shipments, statuses, positions);
     modelled on their v4 tracking docs, moderately sure of field names.
3. Sports data
   - mlb-stats: statsapi.mlb.com v1 schedule, v1.1 game feed (gameData.status,
     liveData.linescore), people/stats, transactions. Sure of the envelope (copyright line).
   - nba-api: the nba_api package's endpoints as a python tool prints them (DataFrame text)
     and the requests ReadTimeout that stats.nba.com is known for. Sure.
   - football-data: football-data.org v4 (standings, matches, resultSet; the free tier's
     403 "restricted" message). Sure.
   - sportradar: Sportradar trial APIs through Mashery (JSON bodies; "<h1>Developer
     Inactive</h1>" for a dead key). Fairly sure.
   - espn: the unofficial ESPN site API (site.api.espn.com .../scoreboard, summary):
     leagues/events/competitions. Fairly sure; the stale-cache failure is a caching wrapper.
   - jolpica: Jolpica F1 (Ergast-compatible) MRData bodies with limit/offset/total. Sure.
4. Real estate and property
   - reso: RESO Web API (OData v4: @odata.context, value[], @odata.nextLink; Property,
     Media, OpenHouse; PATCH acknowledgement). Sure of the OData form.
   - attom: ATTOM Property API (status block with code/msg "SuccessWithResult" /
     "SuccessWithoutResult", property[]). Sure of the status block.
   - bridge: Bridge Interactive (Zillow) API (bundle[] bodies, total, zestimates,
     pub/transactions). Fairly sure.
   - hud-fmr: HUD USER FMR/IL API (data.basicdata, listStates); the failure is the Laravel
     "Unauthenticated." body. Fairly sure of the data, moderately sure of the error text.
   - regrid: Regrid parcel API v2 (GeoJSON FeatureCollection, parcels.features[].properties.
     fields). Fairly sure; the 401 body text moderately sure.
   - recorder: a county recorder's public deed search through a fetch/browse tool (page
     text: result tables, "No records found", a maintenance page). Typical of these portals.
5. Localization
   - transifex: Transifex API v3 (JSON:API: data[], links.next, resource_language_stats
     attributes, async upload jobs pending/succeeded; 401 errors[]). Sure.
   - smartling: Smartling REST ({"response":{"code":"SUCCESS","data":...}}, job status,
     file upload ack). Sure of the envelope.
   - weblate: Weblate REST API (DRF: count/next/previous/results; statistics; DRF
     throttling message). Sure.
   - pontoon: Mozilla Pontoon GraphQL (/graphql: project { localizations { locale,
     totalStrings, approvedStrings ... } }) and an nginx 502 page. Fairly sure.
   - gettext: msgfmt --statistics / msgmerge / msgfmt -c through a shell tool. Sure of the
     texts (GNU gettext messages).
   - i18next-parser: i18next-parser CLI output through a shell tool ("[read]", "[write]",
     "Stats:" lines) and the JSON catalogs. Fairly sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SESSIONS: list[tuple[str, str, int, str, list[tuple[str, dict, str]]]] = []


def h(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(h(s, 8), 16) % (hi - lo + 1)


def js(o) -> str:
    return json.dumps(o, separators=(",", ":"), ensure_ascii=False)


def jp(o) -> str:
    return json.dumps(o, indent=2, ensure_ascii=False)


def sess(family: str, kind: str, n: int, task: str, calls: list[tuple[str, dict, str]]) -> None:
    SESSIONS.append((family, kind, n, task, calls))


# ---------------------------------------------------------------- 1. legal and government
def cl_hit(name, court, dk, filed, cite, cid, snippet, judge=""):
    return {
        "absolute_url": f"/opinion/{cid}/{name.lower().replace(' ', '-').replace('.', '')[:40]}/",
        "caseName": name,
        "citation": [cite] if cite else [],
        "cluster_id": cid,
        "court": court,
        "court_id": court.split()[0].lower()[:5],
        "dateFiled": filed,
        "docketNumber": dk,
        "docket_id": cid + 3117,
        "judge": judge,
        "opinions": [{"id": cid + 11, "snippet": snippet, "type": "010combined"}],
        "status": "Published",
        "citeCount": num(name, 0, 240),
    }


CL = "https://www.courtlistener.com/api/rest/v4"
sess(
    "courtlistener",
    "ok",
    1,
    "Find Ninth Circuit opinions since 2021 on qualified immunity for officers using tasers on passive resisters; list case names and citations.",
    [
        (
            "courtlistener_search",
            {
                "q": 'qualified immunity taser "passive resist*"',
                "type": "o",
                "court": "ca9",
                "filed_after": "2021-01-01",
            },
            js(
                {
                    "count": 23,
                    "next": f"{CL}/search/?court=ca9&cursor=cj0xMDA0Mjc%3D&filed_after=2021-01-01&q=qualified+immunity+taser&type=o",
                    "previous": None,
                    "results": [
                        cl_hit(
                            "Bonivert v. City of Clarkston",
                            "Court of Appeals for the Ninth Circuit",
                            "21-35511",
                            "2022-03-08",
                            "2022 WL 676911",
                            6284401,
                            "... a reasonable officer would have known that deploying a <mark>taser</mark> in dart mode against a <mark>passively</mark> <mark>resisting</mark> arrestee ...",
                            "Wardlaw",
                        ),
                        cl_hit(
                            "Rice v. Morehouse",
                            "Court of Appeals for the Ninth Circuit",
                            "19-16312",
                            "2021-02-18",
                            "989 F.3d 1112",
                            4861773,
                            "... officers were not entitled to <mark>qualified</mark> <mark>immunity</mark> where the plaintiff offered only <mark>passive</mark> resistance ...",
                            "Ikuta",
                        ),
                        cl_hit(
                            "Sabbe v. Washington County",
                            "Court of Appeals for the Ninth Circuit",
                            "21-35179",
                            "2023-01-04",
                            "58 F.4th 1126",
                            6739108,
                            "... distinguished the intermediate force of a <mark>taser</mark> from a beanbag round ...",
                            "Bress",
                        ),
                    ],
                }
            ),
        ),
        (
            "courtlistener_search",
            {
                "q": 'qualified immunity taser "passive resist*"',
                "type": "o",
                "court": "ca9",
                "filed_after": "2021-01-01",
                "cursor": "cj0xMDA0Mjc=",
            },
            js(
                {
                    "count": 23,
                    "next": None,
                    "previous": f"{CL}/search/?court=ca9&cursor=cD0xMDA0Mjc%3D&type=o",
                    "results": [
                        cl_hit(
                            "Calonge v. City of San Jose",
                            "Court of Appeals for the Ninth Circuit",
                            "22-15137",
                            "2024-01-16",
                            "89 F.4th 1139",
                            9466012,
                            "... the <mark>immunity</mark> analysis turns on whether clearly established law ...",
                            "Collins",
                        ),
                        cl_hit(
                            "Estate of Hernandez v. City of Los Angeles",
                            "Court of Appeals for the Ninth Circuit",
                            "21-55994",
                            "2023-08-22",
                            "",
                            9410235,
                            "... three applications of the <mark>taser</mark> after he had fallen ...",
                            "Nguyen",
                        ),
                    ],
                }
            ),
        ),
        (
            "courtlistener_get_cluster",
            {"cluster_id": 4861773},
            js(
                {
                    "id": 4861773,
                    "case_name": "Rice v. Morehouse",
                    "case_name_full": "Gregory Rice v. Shawn Morehouse; Billy Hinton",
                    "date_filed": "2021-02-18",
                    "judges": "Ikuta, Lee, Bress",
                    "precedential_status": "Published",
                    "citations": [{"volume": 989, "reporter": "F.3d", "page": "1112", "type": 1}],
                    "docket": f"{CL}/dockets/4863320/",
                    "syllabus": "",
                    "posture": "Appeal from the United States District Court for the Eastern District of California",
                    "sub_opinions": [f"{CL}/opinions/4861784/"],
                    "citation_count": 61,
                }
            ),
        ),
        (
            "courtlistener_get_docket",
            {"docket_id": 4863320},
            js(
                {
                    "id": 4863320,
                    "court_id": "ca9",
                    "case_name": "Gregory Rice v. Shawn Morehouse",
                    "docket_number": "19-16312",
                    "date_filed": "2019-07-10",
                    "date_terminated": "2021-03-12",
                    "appeal_from_str": "Eastern District of California",
                    "nature_of_suit": "3440 Other Civil Rights",
                    "assigned_to_str": "",
                    "cause": "",
                    "pacer_case_id": None,
                    "idb_data": None,
                }
            ),
        ),
    ],
)

sess(
    "courtlistener",
    "ok",
    2,
    "Has any court cited the unpublished Delaware Chancery order in Kallick v. Monterey Holdings (C.A. No. 2023-0718)? I need to know before we rely on it.",
    [
        (
            "courtlistener_search",
            {"q": '"Kallick" "Monterey Holdings"', "type": "o"},
            js(
                {
                    "count": 1,
                    "next": None,
                    "previous": None,
                    "results": [
                        cl_hit(
                            "Kallick v. Monterey Holdings, LLC",
                            "Court of Chancery of Delaware",
                            "2023-0718-LWW",
                            "2024-05-29",
                            "",
                            9921374,
                            "... the advance notice bylaw, as applied, was not <mark>inequitable</mark> ...",
                            "Will",
                        )
                    ],
                }
            ),
        ),
        (
            "courtlistener_citing_opinions",
            {"cluster_id": 9921374},
            js({"count": 0, "next": None, "previous": None, "results": []}),
        ),
        (
            "courtlistener_search",
            {"q": '"2023-0718" OR "Kallick v. Monterey"', "type": "o", "filed_after": "2024-05-29"},
            js({"count": 0, "next": None, "previous": None, "results": []}),
        ),
        (
            "courtlistener_search",
            {"q": '"Kallick" "Monterey"', "type": "r"},
            js({"count": 0, "next": None, "previous": None, "results": []}),
        ),
    ],
)

cl_bad = js({"detail": "Invalid token."})
sess(
    "courtlistener",
    "fail",
    1,
    "Pull the docket entries for the SDNY case Harlow Capital v. Brightline Freight (1:24-cv-03391) and summarize the motion to dismiss briefing.",
    [
        (
            "courtlistener_search",
            {"q": '"Harlow Capital" Brightline', "type": "r", "court": "nysd"},
            cl_bad,
        ),
        ("courtlistener_search", {"q": 'docketNumber:"1:24-cv-03391"', "type": "r"}, cl_bad),
        ("courtlistener_get_docket", {"docket_id": 68812041}, cl_bad),
        (
            "courtlistener_search",
            {"q": "Brightline Freight motion to dismiss", "type": "r"},
            cl_bad,
        ),
        (
            "courtlistener_docket_entries",
            {"docket_id": 68812041, "order_by": "entry_number"},
            cl_bad,
        ),
        ("courtlistener_search", {"q": '"Harlow Capital Partners"', "type": "o"}, cl_bad),
        (
            "courtlistener_search",
            {"q": "Brightline Freight", "type": "r", "court": "nysd", "filed_after": "2024-01-01"},
            cl_bad,
        ),
    ],
)

PCL = "/pcl-public-api/rest"
sess(
    "pacer-pcl",
    "ok",
    1,
    "Find every federal bankruptcy case filed since 2022 where Meridian Cold Storage LLC is a party, with court and chapter.",
    [
        (
            "pcl_party_search",
            {
                "lastName": "Meridian Cold Storage",
                "dateFiledFrom": "2022-01-01",
                "jurisdictionType": "bk",
            },
            js(
                {
                    "receipt": {
                        "transactionDate": "2025-02-11T15:22:07.113-0600",
                        "billablePages": 1,
                        "loginId": "lf_ops7",
                        "search": "Party Search: lastName=Meridian Cold Storage; jurisdictionType=bk; dateFiledFrom=2022-01-01",
                        "description": "All Court Types Party Search",
                        "csoId": 4410271,
                        "reportId": "a91f0c2e",
                        "searchFee": "$0.10",
                    },
                    "pageInfo": {
                        "number": 0,
                        "size": 54,
                        "totalPages": 1,
                        "totalElements": 3,
                        "numberOfElements": 3,
                        "first": True,
                        "last": True,
                    },
                    "content": [
                        {
                            "courtId": "deb",
                            "caseId": 213554,
                            "caseYear": 2023,
                            "caseNumber": 10847,
                            "lastName": "Meridian Cold Storage LLC",
                            "role": "db",
                            "jurisdictionType": "bk",
                            "caseTitle": "Meridian Cold Storage LLC",
                            "caseNumberFull": "1:23-bk-10847",
                            "caseType": "bk",
                            "caseOffice": "1",
                            "bankruptcyChapter": "11",
                            "dateFiled": "2023-06-19",
                        },
                        {
                            "courtId": "deb",
                            "caseId": 214090,
                            "caseYear": 2023,
                            "caseNumber": 50192,
                            "lastName": "Meridian Cold Storage LLC",
                            "role": "dft",
                            "jurisdictionType": "bk",
                            "caseTitle": "Meridian Cold Storage LLC v. Coastal Refrigeration Inc.",
                            "caseNumberFull": "1:23-ap-50192",
                            "caseType": "ap",
                            "caseOffice": "1",
                            "dateFiled": "2023-09-02",
                        },
                        {
                            "courtId": "njbk",
                            "caseId": 790331,
                            "caseYear": 2022,
                            "caseNumber": 18221,
                            "lastName": "Meridian Cold Storage, L.L.C.",
                            "role": "cr",
                            "jurisdictionType": "bk",
                            "caseTitle": "Garden State Produce Terminal Corp.",
                            "caseNumberFull": "2:22-bk-18221",
                            "caseType": "bk",
                            "caseOffice": "2",
                            "bankruptcyChapter": "7",
                            "dateFiled": "2022-10-14",
                        },
                    ],
                }
            ),
        ),
        (
            "pcl_case_search",
            {"courtId": "deb", "caseNumberFull": "1:23-bk-10847"},
            js(
                {
                    "receipt": {
                        "transactionDate": "2025-02-11T15:23:41.502-0600",
                        "billablePages": 1,
                        "search": "Case Search: courtId=deb; caseNumberFull=1:23-bk-10847",
                        "searchFee": "$0.10",
                    },
                    "pageInfo": {
                        "number": 0,
                        "size": 54,
                        "totalPages": 1,
                        "totalElements": 1,
                        "numberOfElements": 1,
                        "first": True,
                        "last": True,
                    },
                    "content": [
                        {
                            "courtId": "deb",
                            "caseId": 213554,
                            "caseNumberFull": "1:23-bk-10847",
                            "caseTitle": "Meridian Cold Storage LLC",
                            "caseType": "bk",
                            "bankruptcyChapter": "11",
                            "dateFiled": "2023-06-19",
                            "dateTermed": None,
                            "dateDischarged": None,
                            "dateDismissed": None,
                            "jointDebtorDischargedDate": None,
                            "natureOfSuit": None,
                            "caseLink": "https://ecf.deb.uscourts.gov/cgi-bin/iqquerymenu.pl?213554",
                        }
                    ],
                }
            ),
        ),
        (
            "pcl_case_search",
            {"courtId": "njbk", "caseNumberFull": "2:22-bk-18221"},
            js(
                {
                    "receipt": {
                        "transactionDate": "2025-02-11T15:24:02.880-0600",
                        "billablePages": 1,
                        "search": "Case Search: courtId=njbk; caseNumberFull=2:22-bk-18221",
                        "searchFee": "$0.10",
                    },
                    "pageInfo": {
                        "number": 0,
                        "size": 54,
                        "totalPages": 1,
                        "totalElements": 1,
                        "numberOfElements": 1,
                        "first": True,
                        "last": True,
                    },
                    "content": [
                        {
                            "courtId": "njbk",
                            "caseId": 790331,
                            "caseNumberFull": "2:22-bk-18221",
                            "caseTitle": "Garden State Produce Terminal Corp.",
                            "caseType": "bk",
                            "bankruptcyChapter": "7",
                            "dateFiled": "2022-10-14",
                            "dateTermed": "2024-04-30",
                            "dateDischarged": None,
                            "dateDismissed": None,
                            "caseLink": "https://ecf.njb.uscourts.gov/cgi-bin/iqquerymenu.pl?790331",
                        }
                    ],
                }
            ),
        ),
        (
            "pcl_party_search",
            {
                "lastName": "Meridian Cold Storage",
                "dateFiledFrom": "2022-01-01",
                "jurisdictionType": "cv",
            },
            js(
                {
                    "receipt": {
                        "transactionDate": "2025-02-11T15:25:18.004-0600",
                        "billablePages": 0,
                        "search": "Party Search: lastName=Meridian Cold Storage; jurisdictionType=cv; dateFiledFrom=2022-01-01",
                        "searchFee": "$0.00",
                    },
                    "pageInfo": {
                        "number": 0,
                        "size": 54,
                        "totalPages": 0,
                        "totalElements": 0,
                        "numberOfElements": 0,
                        "first": True,
                        "last": True,
                    },
                    "content": [],
                }
            ),
        ),
    ],
)

pcl_login = (
    "PACER: Login\n\nPublic Access to Court Electronic Records\n\nYour session has expired. Please log in again.\n\n"
    "Username *\nPassword *\n[ ] I have a client code\nLogin   Clear   Cancel\n\nNeed an Account? | Forgot Your Password? | Forgot Username?\n\n"
    "NOTICE: This is a restricted government website for official PACER use only. Unauthorized entry is prohibited and subject to prosecution under Title 18 of the U.S. Code."
)
sess(
    "pacer-pcl",
    "fail",
    1,
    "List the open civil cases in the District of Colorado where Alpine Rock Quarries is a defendant and give me the filing dates.",
    [
        (
            "pcl_party_search",
            {"lastName": "Alpine Rock Quarries", "courtId": "cod", "jurisdictionType": "cv"},
            pcl_login,
        ),
        (
            "pcl_party_search",
            {"lastName": "Alpine Rock", "courtId": "cod", "role": "dft"},
            pcl_login,
        ),
        ("pcl_case_search", {"courtId": "cod", "caseTitle": "Alpine Rock Quarries"}, pcl_login),
        (
            "pcl_party_search",
            {"lastName": "Alpine Rock Quarries Inc", "jurisdictionType": "cv"},
            pcl_login,
        ),
        (
            "pcl_case_search",
            {"courtId": "cod", "dateFiledFrom": "2023-01-01", "natureOfSuit": "365"},
            pcl_login,
        ),
        ("pcl_party_search", {"lastName": "ARQ Holdings", "courtId": "cod"}, pcl_login),
    ],
)

FR = "https://www.federalregister.gov"


def fr_doc(num_, title, typ, date, agency, abstract, comments=None):
    return {
        "title": title,
        "type": typ,
        "abstract": abstract,
        "document_number": num_,
        "html_url": f"{FR}/documents/{date.replace('-', '/')}/{num_}/{title.lower().replace(' ', '-')[:50]}",
        "pdf_url": f"https://www.govinfo.gov/content/pkg/FR-{date}/pdf/{num_}.pdf",
        "public_inspection_pdf_url": f"https://public-inspection.federalregister.gov/{num_}.pdf",
        "publication_date": date,
        "agencies": [
            {
                "raw_name": agency.upper(),
                "name": agency,
                "id": num(agency, 1, 600),
                "slug": agency.lower().replace(" ", "-"),
            }
        ],
        "excerpts": None,
        **({"comments_close_on": comments} if comments else {}),
    }


sess(
    "fedreg",
    "ok",
    1,
    "What rules or proposed rules has PHMSA published since September 2024 about pipeline leak detection, and when do comments close on any open ones?",
    [
        (
            "federal_register_search",
            {
                "conditions[term]": "leak detection",
                "conditions[agencies][]": "pipeline-and-hazardous-materials-safety-administration",
                "conditions[publication_date][gte]": "2024-09-01",
                "per_page": 3,
            },
            js(
                {
                    "count": 5,
                    "description": "Documents matching 'leak detection' from Pipeline and Hazardous Materials Safety Administration and published on or after 09/01/2024",
                    "total_pages": 2,
                    "next_page_url": f"{FR}/api/v1/documents.json?conditions%5Bagencies%5D%5B%5D=pipeline-and-hazardous-materials-safety-administration&conditions%5Bterm%5D=leak+detection&page=2&per_page=3",
                    "results": [
                        fr_doc(
                            "2025-00714",
                            "Pipeline Safety: Gas Pipeline Leak Detection and Repair",
                            "Proposed Rule",
                            "2025-01-17",
                            "Pipeline and Hazardous Materials Safety Administration",
                            "PHMSA is reopening the comment period on its notice of proposed rulemaking on leak detection and repair for gas pipelines.",
                            "2025-03-18",
                        ),
                        fr_doc(
                            "2024-24590",
                            "Pipeline Safety: Request for Special Permit; Texas Eastern Transmission, LP",
                            "Notice",
                            "2024-10-24",
                            "Pipeline and Hazardous Materials Safety Administration",
                            "PHMSA is publishing this notice to solicit public comments on a request for special permit received from Texas Eastern Transmission, LP.",
                            "2024-11-25",
                        ),
                        fr_doc(
                            "2024-21377",
                            "Pipeline Safety: Meeting of the Gas Pipeline Advisory Committee",
                            "Notice",
                            "2024-09-18",
                            "Pipeline and Hazardous Materials Safety Administration",
                            "This notice announces a public meeting of the Gas Pipeline Advisory Committee to discuss the leak detection and repair proposed rule.",
                        ),
                    ],
                }
            ),
        ),
        (
            "federal_register_search",
            {
                "conditions[term]": "leak detection",
                "conditions[agencies][]": "pipeline-and-hazardous-materials-safety-administration",
                "conditions[publication_date][gte]": "2024-09-01",
                "per_page": 3,
                "page": 2,
            },
            js(
                {
                    "count": 5,
                    "description": "Documents matching 'leak detection' from Pipeline and Hazardous Materials Safety Administration and published on or after 09/01/2024",
                    "total_pages": 2,
                    "previous_page_url": f"{FR}/api/v1/documents.json?conditions%5Bterm%5D=leak+detection&page=1&per_page=3",
                    "results": [
                        fr_doc(
                            "2024-29811",
                            "Pipeline Safety: Information Collection Activities",
                            "Notice",
                            "2024-12-17",
                            "Pipeline and Hazardous Materials Safety Administration",
                            "PHMSA invites comments on the renewal of information collections including annual reports for hazardous liquid pipeline operators.",
                            "2025-02-18",
                        ),
                        fr_doc(
                            "2024-20133",
                            "Pipeline Safety: Safety of Carbon Dioxide and Hazardous Liquid Pipelines",
                            "Notice",
                            "2024-09-05",
                            "Pipeline and Hazardous Materials Safety Administration",
                            "PHMSA announces a public meeting on its forthcoming proposals for CO2 pipelines, including rupture mitigation and leak detection.",
                        ),
                    ],
                }
            ),
        ),
        (
            "federal_register_document",
            {
                "document_number": "2025-00714",
                "fields[]": [
                    "docket_ids",
                    "regulation_id_numbers",
                    "comments_close_on",
                    "cfr_references",
                    "dates",
                ],
            },
            js(
                {
                    "docket_ids": ["Docket No. PHMSA-2021-0039"],
                    "regulation_id_numbers": ["2137-AF51"],
                    "comments_close_on": "2025-03-18",
                    "cfr_references": [
                        {"title": 49, "part": 191},
                        {"title": 49, "part": 192},
                        {"title": 49, "part": 193},
                    ],
                    "dates": "The comment period for the proposed rule published May 18, 2023 (88 FR 31890) is reopened. Comments must be received by March 18, 2025.",
                }
            ),
        ),
        (
            "federal_register_public_inspection",
            {
                "conditions[agencies][]": "pipeline-and-hazardous-materials-safety-administration",
                "conditions[term]": "leak detection",
            },
            js({"count": 0, "results": []}),
        ),
    ],
)

GI = "https://api.govinfo.gov"
sess(
    "govinfo",
    "ok",
    1,
    "Collect the House bills introduced in the 119th Congress that were modified in GovInfo on 3 February 2025 and mention the Coast Guard; give titles and package IDs.",
    [
        (
            "govinfo_collection",
            {
                "collection": "BILLS",
                "lastModifiedStartDate": "2025-02-03T00:00:00Z",
                "lastModifiedEndDate": "2025-02-03T23:59:59Z",
                "congress": 119,
                "docClass": "hr",
                "pageSize": 4,
            },
            js(
                {
                    "count": 211,
                    "message": None,
                    "nextPage": f"{GI}/collections/BILLS/2025-02-03T00:00:00Z/2025-02-03T23:59:59Z?offsetMark=AoJwgKbM2JQDK0JJTExTLTExOWhyODc2aWg%3D&pageSize=4&congress=119&docClass=hr",
                    "previousPage": None,
                    "packages": [
                        {
                            "packageId": "BILLS-119hr871ih",
                            "lastModified": "2025-02-03T14:07:31Z",
                            "packageLink": f"{GI}/packages/BILLS-119hr871ih/summary",
                            "docClass": "hr",
                            "title": "Coast Guard Authorization Act of 2025",
                            "congress": "119",
                            "dateIssued": "2025-01-31",
                        },
                        {
                            "packageId": "BILLS-119hr864ih",
                            "lastModified": "2025-02-03T14:06:58Z",
                            "packageLink": f"{GI}/packages/BILLS-119hr864ih/summary",
                            "docClass": "hr",
                            "title": "To amend the Internal Revenue Code of 1986 to allow a credit for certain agricultural water conservation expenses.",
                            "congress": "119",
                            "dateIssued": "2025-01-31",
                        },
                        {
                            "packageId": "BILLS-119hr859ih",
                            "lastModified": "2025-02-03T14:06:40Z",
                            "packageLink": f"{GI}/packages/BILLS-119hr859ih/summary",
                            "docClass": "hr",
                            "title": "Polar Icebreaker Acquisition Transparency Act",
                            "congress": "119",
                            "dateIssued": "2025-01-31",
                        },
                        {
                            "packageId": "BILLS-119hr855ih",
                            "lastModified": "2025-02-03T14:06:12Z",
                            "packageLink": f"{GI}/packages/BILLS-119hr855ih/summary",
                            "docClass": "hr",
                            "title": "Rural Broadband Permitting Efficiency Act",
                            "congress": "119",
                            "dateIssued": "2025-01-31",
                        },
                    ],
                }
            ),
        ),
        (
            "govinfo_search",
            {
                "query": 'collection:BILLS congress:119 billtype:hr "Coast Guard" lastModified:2025-02-03',
                "pageSize": 10,
                "offsetMark": "*",
            },
            js(
                {
                    "count": 3,
                    "offsetMark": None,
                    "results": [
                        {
                            "title": "Coast Guard Authorization Act of 2025",
                            "packageId": "BILLS-119hr871ih",
                            "granuleId": None,
                            "lastModified": "2025-02-03T14:07:31Z",
                            "governmentAuthor": ["Congress", "House of Representatives"],
                            "dateIssued": "2025-01-31",
                            "collectionCode": "BILLS",
                            "resultLink": f"{GI}/packages/BILLS-119hr871ih/summary",
                        },
                        {
                            "title": "Polar Icebreaker Acquisition Transparency Act",
                            "packageId": "BILLS-119hr859ih",
                            "granuleId": None,
                            "lastModified": "2025-02-03T14:06:40Z",
                            "governmentAuthor": ["Congress", "House of Representatives"],
                            "dateIssued": "2025-01-31",
                            "collectionCode": "BILLS",
                            "resultLink": f"{GI}/packages/BILLS-119hr859ih/summary",
                        },
                        {
                            "title": "Maritime Workforce Housing Act",
                            "packageId": "BILLS-119hr842ih",
                            "granuleId": None,
                            "lastModified": "2025-02-03T14:05:02Z",
                            "governmentAuthor": ["Congress", "House of Representatives"],
                            "dateIssued": "2025-01-31",
                            "collectionCode": "BILLS",
                            "resultLink": f"{GI}/packages/BILLS-119hr842ih/summary",
                        },
                    ],
                }
            ),
        ),
        (
            "govinfo_package_summary",
            {"packageId": "BILLS-119hr842ih"},
            js(
                {
                    "title": "Maritime Workforce Housing Act",
                    "shortTitle": [
                        {"type": "introduced", "title": "Maritime Workforce Housing Act"}
                    ],
                    "collectionCode": "BILLS",
                    "collectionName": "Congressional Bills",
                    "category": "Bills and Statutes",
                    "dateIssued": "2025-01-31",
                    "currency": "2025-02-03",
                    "packageId": "BILLS-119hr842ih",
                    "congress": "119",
                    "session": "1",
                    "billType": "hr",
                    "billNumber": "842",
                    "billVersion": "ih",
                    "members": [
                        {
                            "role": "SPONSOR",
                            "memberName": "Garamendi, John",
                            "bioGuideId": "G000559",
                            "party": "D",
                            "state": "CA",
                            "congress": "119",
                        }
                    ],
                    "committees": [
                        {
                            "chamber": "HOUSE",
                            "type": "S",
                            "committeeName": "Committee on Transportation and Infrastructure",
                        }
                    ],
                    "download": {
                        "txtLink": f"{GI}/packages/BILLS-119hr842ih/htm",
                        "xmlLink": f"{GI}/packages/BILLS-119hr842ih/xml",
                        "pdfLink": f"{GI}/packages/BILLS-119hr842ih/pdf",
                    },
                    "pages": "6",
                    "lastModified": "2025-02-03T14:05:02Z",
                }
            ),
        ),
        (
            "govinfo_package_summary",
            {"packageId": "BILLS-119hr859ih"},
            js(
                {
                    "title": "Polar Icebreaker Acquisition Transparency Act",
                    "collectionCode": "BILLS",
                    "dateIssued": "2025-01-31",
                    "packageId": "BILLS-119hr859ih",
                    "congress": "119",
                    "billType": "hr",
                    "billNumber": "859",
                    "billVersion": "ih",
                    "members": [
                        {
                            "role": "SPONSOR",
                            "memberName": "Begich, Nicholas",
                            "bioGuideId": "B001323",
                            "party": "R",
                            "state": "AK",
                            "congress": "119",
                        }
                    ],
                    "committees": [
                        {
                            "chamber": "HOUSE",
                            "type": "S",
                            "committeeName": "Committee on Transportation and Infrastructure",
                        },
                        {
                            "chamber": "HOUSE",
                            "type": "S",
                            "committeeName": "Committee on Homeland Security",
                        },
                    ],
                    "pages": "4",
                    "lastModified": "2025-02-03T14:06:40Z",
                }
            ),
        ),
    ],
)

gi_rl = js(
    {
        "error": {
            "code": "OVER_RATE_LIMIT",
            "message": "You have exceeded your rate limit. Try again later or contact us at https://api.data.gov:443/contact/ for assistance",
        }
    }
)
sess(
    "govinfo",
    "fail",
    1,
    "Get the Congressional Record pages from January 2025 where the Senate debated the Laken Riley Act and list the speakers.",
    [
        (
            "govinfo_search",
            {
                "query": 'collection:CREC "Laken Riley Act" publishdate:range(2025-01-01,2025-01-31)',
                "pageSize": 20,
                "offsetMark": "*",
            },
            gi_rl,
        ),
        (
            "govinfo_search",
            {
                "query": 'collection:CREC "Laken Riley" section:senate',
                "pageSize": 20,
                "offsetMark": "*",
            },
            gi_rl,
        ),
        (
            "govinfo_collection",
            {"collection": "CREC", "lastModifiedStartDate": "2025-01-09T00:00:00Z", "pageSize": 50},
            gi_rl,
        ),
        (
            "govinfo_package_granules",
            {"packageId": "CREC-2025-01-17", "pageSize": 100, "offsetMark": "*"},
            gi_rl,
        ),
        (
            "govinfo_package_granules",
            {"packageId": "CREC-2025-01-20", "pageSize": 100, "offsetMark": "*"},
            gi_rl,
        ),
        (
            "govinfo_search",
            {
                "query": "collection:CREC S.5 immigration detention January 2025",
                "pageSize": 10,
                "offsetMark": "*",
            },
            gi_rl,
        ),
        ("govinfo_package_summary", {"packageId": "CREC-2025-01-17"}, gi_rl),
    ],
)

RG = "https://api.regulations.gov/v4"
sess(
    "regsgov",
    "ok",
    1,
    "Find the open EPA docket on the PFAS effluent guidelines for OCPSF plants, see how many comments are posted, and submit our association's prepared comment.",
    [
        (
            "regulations_search_dockets",
            {
                "filter[searchTerm]": "PFAS organic chemicals plastics synthetic fibers effluent",
                "filter[agencyId]": "EPA",
            },
            js(
                {
                    "data": [
                        {
                            "id": "EPA-HQ-OW-2024-0287",
                            "type": "dockets",
                            "attributes": {
                                "docketType": "Rulemaking",
                                "lastModifiedDate": "2025-01-22T15:04:11Z",
                                "highlightedContent": "",
                                "agencyId": "EPA",
                                "title": "Effluent Limitations Guidelines and Standards for the Organic Chemicals, Plastics and Synthetic Fibers Point Source Category",
                                "objectId": "0b0000648a4f13e2",
                            },
                            "links": {"self": f"{RG}/dockets/EPA-HQ-OW-2024-0287"},
                        },
                        {
                            "id": "EPA-HQ-OW-2021-0547",
                            "type": "dockets",
                            "attributes": {
                                "docketType": "Nonrulemaking",
                                "lastModifiedDate": "2023-02-10T11:30:48Z",
                                "highlightedContent": "",
                                "agencyId": "EPA",
                                "title": "Preliminary Effluent Guidelines Program Plan 15",
                                "objectId": "0b0000648510a9c1",
                            },
                            "links": {"self": f"{RG}/dockets/EPA-HQ-OW-2021-0547"},
                        },
                    ],
                    "meta": {
                        "hasNextPage": False,
                        "hasPreviousPage": False,
                        "numberOfElements": 2,
                        "pageNumber": 1,
                        "pageSize": 25,
                        "totalElements": 2,
                        "totalPages": 1,
                        "firstPage": True,
                        "lastPage": True,
                    },
                }
            ),
        ),
        (
            "regulations_search_documents",
            {"filter[docketId]": "EPA-HQ-OW-2024-0287", "filter[documentType]": "Proposed Rule"},
            js(
                {
                    "data": [
                        {
                            "id": "EPA-HQ-OW-2024-0287-0001",
                            "type": "documents",
                            "attributes": {
                                "documentType": "Proposed Rule",
                                "lastModifiedDate": "2025-01-22T15:04:11Z",
                                "frDocNum": "2024-29944",
                                "withdrawn": False,
                                "agencyId": "EPA",
                                "commentEndDate": "2025-03-17T03:59:59Z",
                                "title": "Effluent Limitations Guidelines and Standards for the Organic Chemicals, Plastics and Synthetic Fibers Point Source Category",
                                "postedDate": "2024-12-17T05:00:00Z",
                                "docketId": "EPA-HQ-OW-2024-0287",
                                "subtype": None,
                                "commentStartDate": "2024-12-17T05:00:00Z",
                                "openForComment": True,
                                "objectId": "0900006486a2f0c7",
                            },
                            "links": {"self": f"{RG}/documents/EPA-HQ-OW-2024-0287-0001"},
                        }
                    ],
                    "meta": {
                        "hasNextPage": False,
                        "numberOfElements": 1,
                        "pageNumber": 1,
                        "pageSize": 25,
                        "totalElements": 1,
                        "totalPages": 1,
                    },
                }
            ),
        ),
        (
            "regulations_search_comments",
            {"filter[commentOnId]": "0900006486a2f0c7", "page[size]": 5, "sort": "-postedDate"},
            js(
                {
                    "data": [
                        {
                            "id": "EPA-HQ-OW-2024-0287-0163",
                            "type": "comments",
                            "attributes": {
                                "documentType": "Public Submission",
                                "lastModifiedDate": "2025-02-06T17:20:33Z",
                                "agencyId": "EPA",
                                "title": "Comment submitted by Chemours Company",
                                "postedDate": "2025-02-06T05:00:00Z",
                                "withdrawn": False,
                            },
                        },
                        {
                            "id": "EPA-HQ-OW-2024-0287-0162",
                            "type": "comments",
                            "attributes": {
                                "documentType": "Public Submission",
                                "lastModifiedDate": "2025-02-06T17:20:30Z",
                                "agencyId": "EPA",
                                "title": "Anonymous public comment",
                                "postedDate": "2025-02-06T05:00:00Z",
                                "withdrawn": False,
                            },
                        },
                    ],
                    "meta": {
                        "hasNextPage": True,
                        "numberOfElements": 5,
                        "pageNumber": 1,
                        "pageSize": 5,
                        "totalElements": 163,
                        "totalPages": 33,
                    },
                }
            ),
        ),
        (
            "regulations_create_submission_key",
            {},
            js({"data": {"id": "m6l-2x4q-0ptv", "type": "submission-keys", "attributes": {}}}),
        ),
        (
            "regulations_post_comment",
            {
                "commentOnDocumentId": "EPA-HQ-OW-2024-0287-0001",
                "submissionKey": "m6l-2x4q-0ptv",
                "submissionType": "API",
                "submitterType": "ORGANIZATION",
                "organization": "Gulf Coast Specialty Chemicals Association",
                "comment": "See attached comments of the Gulf Coast Specialty Chemicals Association.",
                "files": ["GCSCA_OCPSF_comments.pdf"],
            },
            js(
                {
                    "data": {
                        "id": "m6l-2x4q-0ptv",
                        "type": "comments",
                        "attributes": {
                            "trackingNumber": "m6l-2x4q-0ptv",
                            "receiveDate": "2025-02-11T16:42:07Z",
                            "commentOnDocumentId": "EPA-HQ-OW-2024-0287-0001",
                        },
                    }
                }
            ),
        ),
    ],
)


def sparql(vars_, rows):
    return jp(
        {
            "head": {"link": [], "vars": vars_},
            "results": {
                "distinct": False,
                "ordered": True,
                "bindings": [
                    {
                        v: (
                            {"type": "uri", "value": r[v]}
                            if str(r[v]).startswith("http")
                            else {"type": "literal", "value": r[v]}
                        )
                        for v in vars_
                        if v in r
                    }
                    for r in rows
                ],
            },
        }
    )


sess(
    "cellar-sparql",
    "ok",
    1,
    "Is Directive 2014/40/EU (tobacco products) still in force, and which acts have amended it? Also check whether anything repealed it.",
    [
        (
            "eurlex_sparql",
            {
                "query": "PREFIX cdm: <http://publications.europa.eu/ontology/cdm#> SELECT ?work ?celex ?inforce WHERE { ?work cdm:resource_legal_id_celex ?celex . FILTER(str(?celex)='32014L0040') OPTIONAL { ?work cdm:resource_legal_in-force ?inforce } }"
            },
            sparql(
                ["work", "celex", "inforce"],
                [
                    {
                        "work": "http://publications.europa.eu/resource/cellar/1ac1e8c4-cc4d-11e3-8d8e-01aa75ed71a1",
                        "celex": "32014L0040",
                        "inforce": "true",
                    }
                ],
            ),
        ),
        (
            "eurlex_sparql",
            {
                "query": "PREFIX cdm: <http://publications.europa.eu/ontology/cdm#> SELECT ?amending ?celex ?date WHERE { ?amending cdm:resource_legal_amends_resource_legal <http://publications.europa.eu/resource/cellar/1ac1e8c4-cc4d-11e3-8d8e-01aa75ed71a1> ; cdm:resource_legal_id_celex ?celex ; cdm:work_date_document ?date } ORDER BY ?date"
            },
            sparql(
                ["amending", "celex", "date"],
                [
                    {
                        "amending": "http://publications.europa.eu/resource/cellar/4f2b0c6e-6a0b-11e4-a5b4-01aa75ed71a1",
                        "celex": "32014L0109",
                        "date": "2014-10-10",
                    },
                    {
                        "amending": "http://publications.europa.eu/resource/cellar/9e3a3c2f-3f2e-11ed-92ed-01aa75ed71a1",
                        "celex": "32022L2100",
                        "date": "2022-06-29",
                    },
                ],
            ),
        ),
        (
            "eurlex_sparql",
            {
                "query": "PREFIX cdm: <http://publications.europa.eu/ontology/cdm#> SELECT ?repealing ?celex WHERE { ?repealing cdm:resource_legal_repeals_resource_legal <http://publications.europa.eu/resource/cellar/1ac1e8c4-cc4d-11e3-8d8e-01aa75ed71a1> ; cdm:resource_legal_id_celex ?celex }"
            },
            sparql(["repealing", "celex"], []),
        ),
        (
            "eurlex_sparql",
            {
                "query": "PREFIX cdm: <http://publications.europa.eu/ontology/cdm#> SELECT ?title WHERE { ?e cdm:expression_belongs_to_work <http://publications.europa.eu/resource/cellar/9e3a3c2f-3f2e-11ed-92ed-01aa75ed71a1> ; cdm:expression_uses_language <http://publications.europa.eu/resource/authority/language/ENG> ; cdm:expression_title ?title }"
            },
            sparql(
                ["title"],
                [
                    {
                        "title": "Commission Delegated Directive (EU) 2022/2100 of 29 June 2022 amending Directive 2014/40/EU of the European Parliament and of the Council as regards the withdrawal of certain exemptions in respect of heated tobacco products"
                    }
                ],
            ),
        ),
    ],
)

virt = (
    "Virtuoso S1T00 Error SR171: Transaction timed out\n\nSPARQL query:\n"
    "define sql:big-data-const 0 \n{q}"
)
cellar_qs = [
    "SELECT ?work ?celex WHERE { ?work cdm:resource_legal_id_celex ?celex ; cdm:work_is_about_concept_eurovoc <http://eurovoc.europa.eu/4038> } LIMIT 100",
    "SELECT ?work ?celex ?date WHERE { ?work cdm:resource_legal_id_celex ?celex ; cdm:work_date_document ?date . FILTER(?date >= '2023-01-01'^^xsd:date) FILTER(regex(?celex,'^3202[345]R')) } LIMIT 200",
    "SELECT ?celex WHERE { ?w cdm:resource_legal_id_celex ?celex ; cdm:resource_legal_based_on_resource_legal ?b . ?b cdm:resource_legal_id_celex '12016E192' } LIMIT 50",
    "SELECT ?w ?celex WHERE { ?w cdm:resource_legal_id_celex ?celex ; cdm:work_is_about_concept_eurovoc <http://eurovoc.europa.eu/5482> } LIMIT 50",
    "SELECT (COUNT(?w) AS ?n) WHERE { ?w cdm:work_is_about_concept_eurovoc <http://eurovoc.europa.eu/4038> }",
    "SELECT ?w ?celex WHERE { ?w cdm:resource_legal_id_celex ?celex . FILTER(regex(?celex,'^32024R')) ?w cdm:work_is_about_concept_eurovoc ?c . ?c skos:prefLabel 'waste management'@en } LIMIT 20",
    "SELECT ?celex WHERE { ?w cdm:resource_legal_id_celex ?celex . FILTER(?celex IN ('32024R1157','32008L0098')) }",
]
sess(
    "cellar-sparql",
    "fail",
    1,
    "List the EU regulations adopted since 2023 on waste shipments and circular economy, with CELEX numbers.",
    [
        (
            "eurlex_sparql",
            {"query": "PREFIX cdm: <http://publications.europa.eu/ontology/cdm#> " + q},
            virt.format(q="PREFIX cdm: <http://publications.europa.eu/ontology/cdm#> " + q),
        )
        for q in cellar_qs
    ],
)


# ---------------------------------------------------------------- 2. shipping and logistics
def ep_detail(msg, status, dt, city, state, zip_):
    return {
        "object": "TrackingDetail",
        "message": msg,
        "description": "",
        "status": status,
        "status_detail": {
            "pre_transit": "status_update",
            "in_transit": "arrived_at_facility",
            "out_for_delivery": "out_for_delivery",
            "delivered": "arrived_at_destination",
        }[status],
        "datetime": dt,
        "source": "USPS",
        "carrier_code": "",
        "tracking_location": {
            "object": "TrackingLocation",
            "city": city,
            "state": state,
            "country": "US",
            "zip": zip_,
        },
    }


sess(
    "easypost",
    "ok",
    1,
    "Ship the replacement pump (4.2 lb, 10x8x6 in) from our Reno warehouse to Dana Whitfield in Boise by the cheapest USPS service, then tell me when it has left Reno.",
    [
        (
            "easypost_create_shipment",
            {
                "to_address": {
                    "name": "Dana Whitfield",
                    "street1": "1820 W Hays St",
                    "city": "Boise",
                    "state": "ID",
                    "zip": "83702",
                },
                "from_address": "adr_5f0c2d7e91b44b6b8e61d0a1c5c9f3aa",
                "parcel": {"length": 10, "width": 8, "height": 6, "weight": 67.2},
            },
            js(
                {
                    "id": "shp_9a3e51c0f77d4c2a8f0b6e1d2c3b4a59",
                    "object": "Shipment",
                    "mode": "production",
                    "status": "unknown",
                    "tracking_code": None,
                    "rates": [
                        {
                            "id": "rate_1f2e3d",
                            "object": "Rate",
                            "carrier": "USPS",
                            "service": "GroundAdvantage",
                            "rate": "9.87",
                            "currency": "USD",
                            "delivery_days": 3,
                            "est_delivery_days": 3,
                        },
                        {
                            "id": "rate_4c5b6a",
                            "object": "Rate",
                            "carrier": "USPS",
                            "service": "Priority",
                            "rate": "14.35",
                            "currency": "USD",
                            "delivery_days": 2,
                            "est_delivery_days": 2,
                        },
                        {
                            "id": "rate_7d8e9f",
                            "object": "Rate",
                            "carrier": "USPS",
                            "service": "Express",
                            "rate": "52.10",
                            "currency": "USD",
                            "delivery_days": 1,
                            "est_delivery_days": 1,
                        },
                    ],
                    "messages": [],
                    "created_at": "2025-02-10T17:02:44Z",
                }
            ),
        ),
        (
            "easypost_buy_shipment",
            {"id": "shp_9a3e51c0f77d4c2a8f0b6e1d2c3b4a59", "rate": "rate_1f2e3d"},
            js(
                {
                    "id": "shp_9a3e51c0f77d4c2a8f0b6e1d2c3b4a59",
                    "object": "Shipment",
                    "status": "unknown",
                    "tracking_code": "9400111206213859270416",
                    "selected_rate": {
                        "id": "rate_1f2e3d",
                        "carrier": "USPS",
                        "service": "GroundAdvantage",
                        "rate": "9.87",
                    },
                    "postage_label": {
                        "object": "PostageLabel",
                        "label_url": "https://easypost-files.s3.us-west-2.amazonaws.com/files/postage_label/20250210/e8c1a0f5.png",
                        "label_file_type": "image/png",
                    },
                    "tracker": {"id": "trk_3b6f0d9c2e8a4b71a5c4d3e2f1a0b9c8", "status": "unknown"},
                }
            ),
        ),
        (
            "easypost_retrieve_tracker",
            {"id": "trk_3b6f0d9c2e8a4b71a5c4d3e2f1a0b9c8"},
            js(
                {
                    "id": "trk_3b6f0d9c2e8a4b71a5c4d3e2f1a0b9c8",
                    "object": "Tracker",
                    "tracking_code": "9400111206213859270416",
                    "status": "pre_transit",
                    "status_detail": "label_created",
                    "carrier": "USPS",
                    "est_delivery_date": None,
                    "signed_by": None,
                    "tracking_details": [
                        ep_detail(
                            "Pre-Shipment Info Sent to USPS, USPS Awaiting Item",
                            "pre_transit",
                            "2025-02-10T17:03:12Z",
                            None,
                            None,
                            None,
                        )
                    ],
                }
            ),
        ),
        (
            "easypost_retrieve_tracker",
            {"id": "trk_3b6f0d9c2e8a4b71a5c4d3e2f1a0b9c8"},
            js(
                {
                    "id": "trk_3b6f0d9c2e8a4b71a5c4d3e2f1a0b9c8",
                    "object": "Tracker",
                    "tracking_code": "9400111206213859270416",
                    "status": "pre_transit",
                    "status_detail": "label_created",
                    "carrier": "USPS",
                    "est_delivery_date": None,
                    "signed_by": None,
                    "tracking_details": [
                        ep_detail(
                            "Pre-Shipment Info Sent to USPS, USPS Awaiting Item",
                            "pre_transit",
                            "2025-02-10T17:03:12Z",
                            None,
                            None,
                            None,
                        )
                    ],
                }
            ),
        ),
        (
            "easypost_retrieve_tracker",
            {"id": "trk_3b6f0d9c2e8a4b71a5c4d3e2f1a0b9c8"},
            js(
                {
                    "id": "trk_3b6f0d9c2e8a4b71a5c4d3e2f1a0b9c8",
                    "object": "Tracker",
                    "tracking_code": "9400111206213859270416",
                    "status": "in_transit",
                    "status_detail": "arrived_at_facility",
                    "carrier": "USPS",
                    "est_delivery_date": "2025-02-13T00:00:00Z",
                    "signed_by": None,
                    "tracking_details": [
                        ep_detail(
                            "Pre-Shipment Info Sent to USPS, USPS Awaiting Item",
                            "pre_transit",
                            "2025-02-10T17:03:12Z",
                            None,
                            None,
                            None,
                        ),
                        ep_detail(
                            "Accepted at USPS Origin Facility",
                            "in_transit",
                            "2025-02-11T19:41:00Z",
                            "RENO",
                            "NV",
                            "89502",
                        ),
                        ep_detail(
                            "Departed USPS Regional Facility",
                            "in_transit",
                            "2025-02-12T04:18:00Z",
                            "RENO NV DISTRIBUTION CENTER",
                            "NV",
                            "89510",
                        ),
                    ],
                }
            ),
        ),
    ],
)

sess(
    "easypost",
    "ok",
    2,
    "Before we mail the warranty cards, check which of these three customer addresses USPS can't deliver to.",
    [
        (
            "easypost_verify_address",
            {
                "street1": "417 Montgomery St Ste 900",
                "city": "San Francisco",
                "state": "CA",
                "zip": "94104",
                "verify": ["delivery"],
            },
            js(
                {
                    "id": "adr_0c1d2e3f4a5b11efa1b2c3d4e5f60718",
                    "object": "Address",
                    "street1": "417 MONTGOMERY ST STE 900",
                    "city": "SAN FRANCISCO",
                    "state": "CA",
                    "zip": "94104-1129",
                    "country": "US",
                    "residential": False,
                    "verifications": {
                        "delivery": {
                            "success": True,
                            "errors": [],
                            "details": {
                                "latitude": 37.79339,
                                "longitude": -122.40306,
                                "time_zone": "America/Los_Angeles",
                            },
                        }
                    },
                }
            ),
        ),
        (
            "easypost_verify_address",
            {
                "street1": "88 Quarry Ridge Rd",
                "city": "Montpelier",
                "state": "VT",
                "zip": "05602",
                "verify": ["delivery"],
            },
            js(
                {
                    "id": "adr_1d2e3f4a5b6c11efb2c3d4e5f6071829",
                    "object": "Address",
                    "street1": "88 QUARRY RIDGE RD",
                    "city": "MONTPELIER",
                    "state": "VT",
                    "zip": "05602",
                    "country": "US",
                    "residential": True,
                    "verifications": {
                        "delivery": {
                            "success": False,
                            "errors": [
                                {
                                    "code": "E.ADDRESS.NOT_FOUND",
                                    "field": "address",
                                    "message": "Address not found",
                                    "suggestion": None,
                                }
                            ],
                            "details": None,
                        }
                    },
                }
            ),
        ),
        (
            "easypost_verify_address",
            {
                "street1": "2250 Maple Ave Apt",
                "city": "Evanston",
                "state": "IL",
                "zip": "60201",
                "verify": ["delivery"],
            },
            js(
                {
                    "id": "adr_2e3f4a5b6c7d11efc3d4e5f60718293a",
                    "object": "Address",
                    "street1": "2250 MAPLE AVE",
                    "city": "EVANSTON",
                    "state": "IL",
                    "zip": "60201-3196",
                    "country": "US",
                    "residential": True,
                    "verifications": {
                        "delivery": {
                            "success": False,
                            "errors": [
                                {
                                    "code": "E.SECONDARY_INFORMATION.MISSING",
                                    "field": "street2",
                                    "message": "Missing secondary information(Apt/Suite#)",
                                    "suggestion": None,
                                }
                            ],
                            "details": None,
                        }
                    },
                }
            ),
        ),
    ],
)

sess(
    "shippo",
    "ok",
    1,
    "Buy a UPS Ground label for order #58812 (2 boxes going to Halvorsen Dental, Madison WI) and send me the label link once it's ready.",
    [
        (
            "shippo_create_shipment",
            {
                "address_from": "3f9c1e6b8a2d4c7e9b0a1f2e3d4c5b6a",
                "address_to": {
                    "name": "Halvorsen Dental",
                    "street1": "702 N Midvale Blvd",
                    "city": "Madison",
                    "state": "WI",
                    "zip": "53705",
                    "country": "US",
                },
                "parcels": ["par_58812a", "par_58812b"],
                "async": False,
            },
            js(
                {
                    "object_id": "7c1b2a39d8e44f0a9b6c5d4e3f2a1b0c",
                    "status": "SUCCESS",
                    "object_created": "2025-02-11T13:10:05.311Z",
                    "rates": [
                        {
                            "object_id": "a1e7c3f0b2d94e6c8a7b",
                            "provider": "UPS",
                            "servicelevel": {"name": "Ground", "token": "ups_ground"},
                            "amount": "21.84",
                            "currency": "USD",
                            "estimated_days": 3,
                            "duration_terms": "Delivery times vary. Delivered on business days.",
                            "attributes": ["CHEAPEST"],
                        },
                        {
                            "object_id": "b2f8d4a1c3e05f7d9b8c",
                            "provider": "UPS",
                            "servicelevel": {"name": "3 Day Select®", "token": "ups_3_day_select"},
                            "amount": "38.02",
                            "currency": "USD",
                            "estimated_days": 3,
                            "attributes": [],
                        },
                        {
                            "object_id": "c3a9e5b2d4f16a8e0c9d",
                            "provider": "UPS",
                            "servicelevel": {"name": "Next Day Air®", "token": "ups_next_day_air"},
                            "amount": "97.41",
                            "currency": "USD",
                            "estimated_days": 1,
                            "attributes": ["FASTEST"],
                        },
                    ],
                    "messages": [],
                }
            ),
        ),
        (
            "shippo_create_transaction",
            {"rate": "a1e7c3f0b2d94e6c8a7b", "label_file_type": "PDF_4x6", "async": True},
            js(
                {
                    "object_id": "e4d1f0a3b6c94b8f",
                    "object_state": "VALID",
                    "status": "QUEUED",
                    "rate": "a1e7c3f0b2d94e6c8a7b",
                    "tracking_number": "",
                    "label_url": "",
                    "messages": [],
                }
            ),
        ),
        (
            "shippo_get_transaction",
            {"transaction_id": "e4d1f0a3b6c94b8f"},
            js(
                {
                    "object_id": "e4d1f0a3b6c94b8f",
                    "object_state": "VALID",
                    "status": "QUEUED",
                    "rate": "a1e7c3f0b2d94e6c8a7b",
                    "tracking_number": "",
                    "label_url": "",
                    "messages": [],
                }
            ),
        ),
        (
            "shippo_get_transaction",
            {"transaction_id": "e4d1f0a3b6c94b8f"},
            js(
                {
                    "object_id": "e4d1f0a3b6c94b8f",
                    "object_state": "VALID",
                    "status": "SUCCESS",
                    "rate": "a1e7c3f0b2d94e6c8a7b",
                    "tracking_number": "1Z5R89W70394417280",
                    "tracking_status": "UNKNOWN",
                    "tracking_url_provider": "https://www.ups.com/track?tracknum=1Z5R89W70394417280",
                    "label_url": "https://deliver.goshippo.com/e4d1f0a3b6c94b8f.pdf?Expires=1770815452&Signature=Xq3o~kPq&Key-Pair-Id=APKAJRICFXQ2S4YUQRSQ",
                    "commercial_invoice_url": None,
                    "messages": [],
                }
            ),
        ),
        (
            "shippo_create_order_note",
            {"order": "58812", "note": "UPS Ground label 1Z5R89W70394417280 purchased, 2 pkgs"},
            js({"object_id": "n_91c2", "order": "58812", "created": True}),
        ),
    ],
)


def fx_ok(tn, status, code, desc, events, eta=None):
    return {
        "trackingNumber": tn,
        "trackResults": [
            {
                "trackingNumberInfo": {
                    "trackingNumber": tn,
                    "trackingNumberUniqueId": f"2460{num(tn, 10**6, 10**7)}~{tn}~FDEG",
                    "carrierCode": "FDXG",
                },
                "latestStatusDetail": {
                    "code": code,
                    "derivedCode": code,
                    "statusByLocale": status,
                    "description": desc,
                    "scanLocation": events[0]["scanLocation"] if events else {},
                },
                "estimatedDeliveryTimeWindow": {"window": {"ends": eta}} if eta else {"window": {}},
                "scanEvents": events,
                "serviceDetail": {
                    "type": "FEDEX_GROUND",
                    "description": "FedEx Ground",
                    "shortDescription": "FG",
                },
            }
        ],
    }


def fx_ev(date, typ, desc, city, state):
    return {
        "date": date,
        "eventType": typ,
        "eventDescription": desc,
        "scanLocation": {"city": city, "stateOrProvinceCode": state, "countryCode": "US"},
    }


def fx_nf(tn):
    return {
        "trackingNumber": tn,
        "trackResults": [
            {
                "trackingNumberInfo": {
                    "trackingNumber": tn,
                    "trackingNumberUniqueId": "",
                    "carrierCode": "",
                },
                "error": {
                    "code": "TRACKING.TRACKINGNUMBER.NOTFOUND",
                    "message": "Tracking number cannot be found. Please correct the tracking number and try again.",
                },
            }
        ],
    }


sess(
    "fedex-track",
    "ok",
    1,
    "A customer sent us four FedEx tracking numbers for returns; tell me which ones are real and where the real ones are.",
    [
        (
            "fedex_track_by_numbers",
            {"trackingNumbers": ["794650372811", "794650372822", "39887210446012"]},
            jp(
                {
                    "transactionId": "f3a91c52-1b0e-4c8f-9d7a-6e2b5c4d3a10",
                    "output": {
                        "completeTrackResults": [
                            fx_ok(
                                "794650372811",
                                "In transit",
                                "IT",
                                "In transit",
                                [
                                    fx_ev(
                                        "2025-02-11T02:14:00-06:00",
                                        "IT",
                                        "In transit",
                                        "MEMPHIS",
                                        "TN",
                                    ),
                                    fx_ev(
                                        "2025-02-10T18:40:00-05:00",
                                        "PU",
                                        "Picked up",
                                        "LOUISVILLE",
                                        "KY",
                                    ),
                                ],
                                "2025-02-13T20:00:00-05:00",
                            ),
                            fx_nf("794650372822"),
                            fx_ok(
                                "39887210446012",
                                "Delivered",
                                "DL",
                                "Delivered",
                                [
                                    fx_ev(
                                        "2025-02-07T11:02:00-05:00",
                                        "DL",
                                        "Delivered",
                                        "COLUMBUS",
                                        "OH",
                                    )
                                ],
                            ),
                        ]
                    },
                }
            ),
        ),
        (
            "fedex_track_by_numbers",
            {"trackingNumbers": ["7946503728II"]},
            jp(
                {
                    "transactionId": "0b7c2e94-8d1f-47a6-b3c5-2e9f1a0d8c77",
                    "output": {"completeTrackResults": [fx_nf("7946503728II")]},
                }
            ),
        ),
        (
            "fedex_track_by_numbers",
            {"trackingNumbers": ["794650372811"], "includeDetailedScans": True},
            jp(
                {
                    "transactionId": "5d2e1f3a-7b4c-4e6d-8f9a-0c1b2d3e4f51",
                    "output": {
                        "completeTrackResults": [
                            fx_ok(
                                "794650372811",
                                "In transit",
                                "IT",
                                "Arrived at FedEx location",
                                [
                                    fx_ev(
                                        "2025-02-11T09:37:00-05:00",
                                        "AR",
                                        "Arrived at FedEx location",
                                        "GROVE CITY",
                                        "OH",
                                    ),
                                    fx_ev(
                                        "2025-02-11T02:14:00-06:00",
                                        "DP",
                                        "Departed FedEx hub",
                                        "MEMPHIS",
                                        "TN",
                                    ),
                                    fx_ev(
                                        "2025-02-10T18:40:00-05:00",
                                        "PU",
                                        "Picked up",
                                        "LOUISVILLE",
                                        "KY",
                                    ),
                                ],
                                "2025-02-12T20:00:00-05:00",
                            )
                        ]
                    },
                }
            ),
        ),
    ],
)

fx_auth = jp(
    {
        "transactionId": "{t}",
        "errors": [
            {
                "code": "NOT.AUTHORIZED.ERROR",
                "message": "Access token expired. Please modify your request and try again.",
            }
        ],
    }
)
fx_nums = [
    "770418832951",
    "770418832962",
    "770418833007",
    "770418832951",
    "561200490014273",
    "770418833018",
    "770418832973",
]
sess(
    "fedex-track",
    "fail",
    1,
    "Our afternoon FedEx pickup of 6 pallets for Kessler Hardware: confirm each pro/tracking number is moving and flag any exceptions.",
    [
        (
            "fedex_track_by_numbers",
            {"trackingNumbers": [tn], "includeDetailedScans": i % 2 == 0},
            fx_auth.replace(
                "{t}",
                f"{h(tn + str(i), 8)}-{h('a' + tn + str(i), 4)}-4{h('b' + tn, 3)}-9{h('c' + tn, 3)}-{h('d' + tn + str(i), 12)}",
            ),
        )
        for i, tn in enumerate(fx_nums)
    ],
)


def ups_pkg(tn, acts, status_desc, code):
    return {
        "trackResponse": {
            "shipment": [
                {
                    "inquiryNumber": tn,
                    "package": [
                        {
                            "trackingNumber": tn,
                            "currentStatus": {"description": status_desc, "code": code},
                            "activity": [
                                {
                                    "location": {
                                        "address": {
                                            "city": a[2],
                                            "stateProvince": a[3],
                                            "countryCode": "US",
                                            "country": "US",
                                        }
                                    },
                                    "status": {
                                        "type": a[4],
                                        "description": a[1],
                                        "code": a[5],
                                        "statusCode": a[6],
                                    },
                                    "date": a[0][:8],
                                    "time": a[0][8:],
                                }
                                for a in acts
                            ],
                            "deliveryDate": [{"type": "SDD", "date": "20250212"}]
                            if code != "011"
                            else [{"type": "DEL", "date": acts[0][0][:8]}],
                            "packageCount": 1,
                        }
                    ],
                }
            ]
        }
    }


sess(
    "ups-track",
    "ok",
    1,
    "Let me know as soon as UPS delivers the signed lease originals to our Denver office (1Z7W1A340398765432), and who signed.",
    [
        (
            "ups_track",
            {"inquiryNumber": "1Z7W1A340398765432"},
            js(
                ups_pkg(
                    "1Z7W1A340398765432",
                    [
                        (
                            "20250211071502",
                            "Out For Delivery Today",
                            "Denver",
                            "CO",
                            "I",
                            "OT",
                            "021",
                        ),
                        (
                            "20250211043010",
                            "Processing at UPS Facility",
                            "Commerce City",
                            "CO",
                            "I",
                            "YP",
                            "071",
                        ),
                        (
                            "20250210224100",
                            "Arrived at Facility",
                            "Commerce City",
                            "CO",
                            "I",
                            "AR",
                            "005",
                        ),
                    ],
                    "Out For Delivery Today",
                    "072",
                )
            ),
        ),
        (
            "ups_track",
            {"inquiryNumber": "1Z7W1A340398765432"},
            js(
                ups_pkg(
                    "1Z7W1A340398765432",
                    [
                        (
                            "20250211071502",
                            "Out For Delivery Today",
                            "Denver",
                            "CO",
                            "I",
                            "OT",
                            "021",
                        ),
                        (
                            "20250211043010",
                            "Processing at UPS Facility",
                            "Commerce City",
                            "CO",
                            "I",
                            "YP",
                            "071",
                        ),
                        (
                            "20250210224100",
                            "Arrived at Facility",
                            "Commerce City",
                            "CO",
                            "I",
                            "AR",
                            "005",
                        ),
                    ],
                    "Out For Delivery Today",
                    "072",
                )
            ),
        ),
        (
            "ups_track",
            {"inquiryNumber": "1Z7W1A340398765432"},
            js(
                ups_pkg(
                    "1Z7W1A340398765432",
                    [
                        ("20250211134709", "DELIVERED", "Denver", "CO", "D", "KB", "011"),
                        (
                            "20250211071502",
                            "Out For Delivery Today",
                            "Denver",
                            "CO",
                            "I",
                            "OT",
                            "021",
                        ),
                        (
                            "20250211043010",
                            "Processing at UPS Facility",
                            "Commerce City",
                            "CO",
                            "I",
                            "YP",
                            "071",
                        ),
                    ],
                    "Delivered",
                    "011",
                )
            ),
        ),
        (
            "ups_proof_of_delivery",
            {"inquiryNumber": "1Z7W1A340398765432"},
            js(
                {
                    "trackResponse": {
                        "shipment": [
                            {
                                "inquiryNumber": "1Z7W1A340398765432",
                                "package": [
                                    {
                                        "trackingNumber": "1Z7W1A340398765432",
                                        "deliveryInformation": {
                                            "location": "Front Desk",
                                            "receivedBy": "MORALES",
                                            "signature": {
                                                "image": "R0lGODlhZAAeAPcAAAAAAAAAMwAAZgAAmQAAzAAA/wArAAArMwArZgArmQArzAAr/wBVAABVMwBVZgBVmQBVzABV/wCAAACAMwCAZgCAmQCAzACA/wCqAACqMwCqZgCqmQCqzACq"
                                            },
                                        },
                                    }
                                ],
                            }
                        ]
                    }
                }
            ),
        ),
        (
            "slack_post_message",
            {
                "channel": "#denver-office",
                "text": "Signed lease originals delivered 1:47pm, signed for by MORALES at front desk (UPS 1Z7W1A340398765432).",
            },
            js({"ok": True, "channel": "C04QZ7L1N2K", "ts": "1739306871.409219"}),
        ),
    ],
)

ups_sample = js(
    ups_pkg(
        "1Z12345E0205271688",
        [
            ("20210623101505", "Delivered", "ANYTOWN", "GA", "D", "FS", "011"),
            ("20210622190411", "Out For Delivery Today", "ANYTOWN", "GA", "I", "OT", "021"),
            ("20210621214200", "Arrived at Facility", "Atlanta", "GA", "I", "AR", "005"),
        ],
        "Delivered",
        "011",
    )
)
ups_nums = [
    "1Z9V47F80347719023",
    "1Z9V47F80347719041",
    "1Z9V47F80347719050",
    "1Z9V47F80347719069",
    "1Z9V47F80347719078",
    "1Z9V47F80347719087",
    "1Z9V47F80347719096",
]
sess(
    "ups-track",
    "fail",
    1,
    "Check each of this morning's seven UPS outbound shipments and tell me which are already out for delivery.",
    [("ups_track", {"inquiryNumber": tn}, ups_sample) for tn in ups_nums],
)

sess(
    "dhl-track",
    "ok",
    1,
    "Where is the DHL Express sample shipment to our Rotterdam lab (waybill 4481920375) and has it cleared customs?",
    [
        (
            "dhl_track_shipment",
            {"trackingNumber": "4481920375", "service": "express"},
            jp(
                {
                    "shipments": [
                        {
                            "id": "4481920375",
                            "service": "express",
                            "origin": {"address": {"addressLocality": "CINCINNATI - USA"}},
                            "destination": {
                                "address": {"addressLocality": "ROTTERDAM - NETHERLANDS"}
                            },
                            "status": {
                                "timestamp": "2025-02-11T06:22:00",
                                "location": {"address": {"addressLocality": "LEIPZIG - GERMANY"}},
                                "statusCode": "transit",
                                "status": "transit",
                                "description": "Shipment is on hold",
                            },
                            "details": {
                                "product": {"productName": "EXPRESS WORLDWIDE"},
                                "totalNumberOfPieces": 1,
                                "pieceIds": ["JD014600009918837401"],
                            },
                            "events": [
                                {
                                    "timestamp": "2025-02-11T06:22:00",
                                    "location": {
                                        "address": {"addressLocality": "LEIPZIG - GERMANY"}
                                    },
                                    "statusCode": "transit",
                                    "description": "Shipment is on hold",
                                },
                                {
                                    "timestamp": "2025-02-11T04:58:00",
                                    "location": {
                                        "address": {"addressLocality": "LEIPZIG - GERMANY"}
                                    },
                                    "statusCode": "transit",
                                    "description": "Arrived at DHL Sort Facility  LEIPZIG - GERMANY",
                                },
                                {
                                    "timestamp": "2025-02-10T19:36:00",
                                    "location": {
                                        "address": {"addressLocality": "CINCINNATI HUB - USA"}
                                    },
                                    "statusCode": "transit",
                                    "description": "Departed Facility in CINCINNATI HUB - USA",
                                },
                            ],
                        }
                    ],
                    "possibleAdditionalShipmentsUrl": [],
                }
            ),
        ),
        (
            "dhl_track_shipment",
            {"trackingNumber": "4481920375", "service": "express", "requesterCountryCode": "NL"},
            jp(
                {
                    "shipments": [
                        {
                            "id": "4481920375",
                            "service": "express",
                            "status": {
                                "timestamp": "2025-02-11T11:40:00",
                                "location": {
                                    "address": {"addressLocality": "AMSTERDAM - NETHERLANDS"}
                                },
                                "statusCode": "transit",
                                "status": "transit",
                                "description": "Clearance processing complete at AMSTERDAM - NETHERLANDS",
                            },
                            "events": [
                                {
                                    "timestamp": "2025-02-11T11:40:00",
                                    "location": {
                                        "address": {"addressLocality": "AMSTERDAM - NETHERLANDS"}
                                    },
                                    "statusCode": "transit",
                                    "description": "Clearance processing complete at AMSTERDAM - NETHERLANDS",
                                },
                                {
                                    "timestamp": "2025-02-11T09:05:00",
                                    "location": {
                                        "address": {"addressLocality": "AMSTERDAM - NETHERLANDS"}
                                    },
                                    "statusCode": "transit",
                                    "description": "Customs status updated",
                                },
                                {
                                    "timestamp": "2025-02-11T06:22:00",
                                    "location": {
                                        "address": {"addressLocality": "LEIPZIG - GERMANY"}
                                    },
                                    "statusCode": "transit",
                                    "description": "Shipment is on hold",
                                },
                            ],
                            "estimatedTimeOfDelivery": "2025-02-12T18:00:00",
                        }
                    ]
                }
            ),
        ),
    ],
)

dhl_quota = jp(
    {
        "fault": {
            "faultstring": "Rate limit quota violation. Quota limit  exceeded. Identifier : {key}",
            "detail": {"errorcode": "policies.ratelimit.QuotaViolation"},
        }
    }
).replace("{key}", "e3Wd0b5kPfnL8vGq2rAzYs7hT1xuMcK4")
dhl_nums = [
    "JJD0001404471822",
    "JJD0001404471839",
    "00340434161094042557",
    "1025834919",
    "JJD0001404471846",
    "CZ481002771DE",
    "JJD0001404471822",
]
sess(
    "dhl-track",
    "fail",
    1,
    "Summarize where each of our DHL Paket and Express shipments to the Berlin trade fair stands so I can tell the booth team.",
    [
        (
            "dhl_track_shipment",
            {
                "trackingNumber": tn,
                **(
                    {"service": "parcel-de"}
                    if tn.startswith("JJD") or tn.startswith("0034")
                    else {}
                ),
            },
            dhl_quota,
        )
        for tn in dhl_nums
    ],
)

P44 = "https://na12.api.project44.com/api/v4"
sess(
    "p44",
    "ok",
    1,
    "Start tracking the Swift truckload for PO 77120 (BOL 5591043, Laredo to Joliet) in project44 and tell me its current ETA once positions come in.",
    [
        (
            "p44_create_tracked_shipment",
            {
                "carrierIdentifier": {"type": "SCAC", "value": "SWFT"},
                "shipmentIdentifiers": [
                    {"type": "BILL_OF_LADING", "value": "5591043"},
                    {"type": "PURCHASE_ORDER", "value": "77120"},
                ],
                "shipmentStops": [
                    {
                        "stopNumber": 1,
                        "location": {
                            "address": {"postalCode": "78045", "city": "Laredo", "state": "TX"}
                        },
                    },
                    {
                        "stopNumber": 2,
                        "location": {
                            "address": {"postalCode": "60436", "city": "Joliet", "state": "IL"}
                        },
                    },
                ],
            },
            js(
                {
                    "shipment": {
                        "id": 88127365,
                        "shipmentIdentifiers": [
                            {"type": "BILL_OF_LADING", "value": "5591043"},
                            {"type": "PURCHASE_ORDER", "value": "77120"},
                        ],
                        "carrierIdentifier": {"type": "SCAC", "value": "SWFT"},
                    },
                    "infoMessages": [
                        {
                            "severity": "INFO",
                            "message": "Shipment created. Tracking will begin when the carrier's ELD reports a position.",
                            "diagnostic": "",
                        }
                    ],
                }
            ),
        ),
        (
            "p44_get_shipment_statuses",
            {"shipmentId": 88127365},
            js(
                {
                    "shipment": {"id": 88127365},
                    "latestStatusUpdate": {
                        "statusCode": "PENDING",
                        "statusReason": {
                            "code": "PENDING_CARRIER",
                            "description": "Waiting for carrier to accept tracking request",
                        },
                    },
                    "statusUpdates": [],
                    "latestStopStatuses": [],
                    "positionHistory": [],
                }
            ),
        ),
        (
            "p44_get_shipment_statuses",
            {"shipmentId": 88127365},
            js(
                {
                    "shipment": {"id": 88127365},
                    "latestStatusUpdate": {
                        "timestamp": "2025-02-11T15:08:00Z",
                        "statusCode": "IN_TRANSIT",
                        "statusReason": {"code": "IN_MOTION", "description": "In motion"},
                        "address": {"city": "San Antonio", "state": "TX", "country": "US"},
                    },
                    "latestStopStatuses": [
                        {"stopNumber": 1, "statusCode": "DEPARTED", "arrivalCode": "UNKNOWN"},
                        {
                            "stopNumber": 2,
                            "statusCode": "EN_ROUTE",
                            "arrivalEstimate": {
                                "estimatedArrivalWindow": {
                                    "startDateTime": "2025-02-12T21:30:00-06:00",
                                    "endDateTime": "2025-02-12T23:15:00-06:00",
                                },
                                "lastCalculatedDateTime": "2025-02-11T15:09:41Z",
                            },
                        },
                    ],
                    "positionHistory": [
                        {
                            "timestamp": "2025-02-11T15:08:00Z",
                            "latitude": 29.4613,
                            "longitude": -98.4107,
                        },
                        {
                            "timestamp": "2025-02-11T13:02:00Z",
                            "latitude": 28.1244,
                            "longitude": -99.3519,
                        },
                    ],
                }
            ),
        ),
        (
            "p44_get_shipment_statuses",
            {"shipmentId": 88127365},
            js(
                {
                    "shipment": {"id": 88127365},
                    "latestStatusUpdate": {
                        "timestamp": "2025-02-11T19:47:00Z",
                        "statusCode": "IN_TRANSIT",
                        "statusReason": {"code": "IN_MOTION", "description": "In motion"},
                        "address": {"city": "Waco", "state": "TX", "country": "US"},
                    },
                    "latestStopStatuses": [
                        {"stopNumber": 1, "statusCode": "DEPARTED"},
                        {
                            "stopNumber": 2,
                            "statusCode": "EN_ROUTE",
                            "arrivalEstimate": {
                                "estimatedArrivalWindow": {
                                    "startDateTime": "2025-02-12T22:10:00-06:00",
                                    "endDateTime": "2025-02-13T00:05:00-06:00",
                                },
                                "lastCalculatedDateTime": "2025-02-11T19:48:20Z",
                            },
                        },
                    ],
                    "positionHistory": [
                        {
                            "timestamp": "2025-02-11T19:47:00Z",
                            "latitude": 31.5493,
                            "longitude": -97.1467,
                        },
                        {
                            "timestamp": "2025-02-11T15:08:00Z",
                            "latitude": 29.4613,
                            "longitude": -98.4107,
                        },
                    ],
                }
            ),
        ),
    ],
)

p44_empty = js(
    {"results": [], "page": {"number": 0, "size": 25, "totalElements": 0, "totalPages": 0}}
)
sess(
    "p44",
    "fail",
    1,
    "Which of our inbound LTL shipments for the Memphis DC are running late this week?",
    [
        (
            "p44_search_shipments",
            {"destinationPostalCode": "38118", "pickupDateFrom": "2025-02-07"},
            p44_empty,
        ),
        ("p44_search_shipments", {"destinationCity": "Memphis", "mode": "LTL"}, p44_empty),
        (
            "p44_search_shipments",
            {"shipmentIdentifier": {"type": "PRO", "value": "0721654493"}},
            p44_empty,
        ),
        (
            "p44_search_shipments",
            {"carrierScac": "ODFL", "pickupDateFrom": "2025-02-03"},
            p44_empty,
        ),
        ("p44_search_shipments", {"statusCode": "IN_TRANSIT", "mode": "LTL"}, p44_empty),
        (
            "p44_search_shipments",
            {"shipmentIdentifier": {"type": "BILL_OF_LADING", "value": "MEM-24118"}},
            p44_empty,
        ),
        ("p44_search_shipments", {"pickupDateFrom": "2025-01-01"}, p44_empty),
    ],
)


# ---------------------------------------------------------------- 3. sports data
MLBC = "Copyright 2025 MLB Advanced Media, L.P.  Use of any content on this page acknowledges agreement to the terms posted here http://gdx.mlb.com/components/copyright.txt"


def mlb_feed(state, detailed, inning, half, away, home, outs):
    return js(
        {
            "copyright": MLBC,
            "gamePk": 778563,
            "gameData": {
                "status": {
                    "abstractGameState": state,
                    "codedGameState": state[0],
                    "detailedState": detailed,
                    "statusCode": state[0],
                },
                "teams": {"away": {"name": "Seattle Mariners"}, "home": {"name": "Texas Rangers"}},
            },
            "liveData": {
                "linescore": {
                    "currentInning": inning,
                    "inningHalf": half,
                    "teams": {
                        "away": {"runs": away[0], "hits": away[1], "errors": away[2]},
                        "home": {"runs": home[0], "hits": home[1], "errors": home[2]},
                    },
                    "outs": outs,
                }
            },
        }
    )


sess(
    "mlb-stats",
    "ok",
    1,
    "Follow tonight's Mariners at Rangers game and give me the final score and the winning pitcher when it ends.",
    [
        (
            "mlb_schedule",
            {"sportId": 1, "date": "2025-04-18", "teamId": 136},
            js(
                {
                    "copyright": MLBC,
                    "totalItems": 1,
                    "totalEvents": 0,
                    "totalGames": 1,
                    "totalGamesInProgress": 1,
                    "dates": [
                        {
                            "date": "2025-04-18",
                            "totalItems": 1,
                            "games": [
                                {
                                    "gamePk": 778563,
                                    "gameType": "R",
                                    "season": "2025",
                                    "gameDate": "2025-04-19T00:05:00Z",
                                    "status": {
                                        "abstractGameState": "Live",
                                        "detailedState": "In Progress",
                                    },
                                    "teams": {
                                        "away": {
                                            "team": {"id": 136, "name": "Seattle Mariners"},
                                            "leagueRecord": {"wins": 10, "losses": 9},
                                        },
                                        "home": {
                                            "team": {"id": 140, "name": "Texas Rangers"},
                                            "leagueRecord": {"wins": 11, "losses": 8},
                                        },
                                    },
                                    "venue": {"id": 5325, "name": "Globe Life Field"},
                                }
                            ],
                        }
                    ],
                }
            ),
        ),
        (
            "mlb_game_feed",
            {"gamePk": 778563, "fields": "gameData,status,liveData,linescore"},
            mlb_feed("Live", "In Progress", 6, "Top", (2, 5, 0), (3, 7, 1), 1),
        ),
        (
            "mlb_game_feed",
            {"gamePk": 778563, "fields": "gameData,status,liveData,linescore"},
            mlb_feed("Live", "In Progress", 8, "Bottom", (4, 8, 0), (3, 9, 1), 2),
        ),
        (
            "mlb_game_feed",
            {"gamePk": 778563, "fields": "gameData,status,liveData,linescore"},
            mlb_feed("Live", "In Progress", 8, "Bottom", (4, 8, 0), (3, 9, 1), 2),
        ),
        (
            "mlb_game_feed",
            {"gamePk": 778563, "fields": "gameData,status,liveData,linescore"},
            mlb_feed("Final", "Final", 9, "Bottom", (4, 9, 0), (3, 10, 1), 3),
        ),
        (
            "mlb_game_decisions",
            {"gamePk": 778563},
            js(
                {
                    "copyright": MLBC,
                    "decisions": {
                        "winner": {"id": 682243, "fullName": "Bryan Woo"},
                        "loser": {"id": 641482, "fullName": "Nathan Eovaldi"},
                        "save": {"id": 662253, "fullName": "Andrés Muñoz"},
                    },
                }
            ),
        ),
    ],
)

sess(
    "mlb-stats",
    "ok",
    2,
    "Has the Guardians' catcher Bo Naylor been placed on the injured list this season? And what's his batting line so far?",
    [
        (
            "mlb_people_search",
            {"names": "Bo Naylor", "sportId": 1},
            js(
                {
                    "copyright": MLBC,
                    "people": [
                        {
                            "id": 666310,
                            "fullName": "Bo Naylor",
                            "primaryNumber": "23",
                            "currentAge": 25,
                            "primaryPosition": {
                                "code": "2",
                                "name": "Catcher",
                                "abbreviation": "C",
                            },
                            "batSide": {"code": "L"},
                            "pitchHand": {"code": "R"},
                            "active": True,
                            "currentTeam": {"id": 114},
                        }
                    ],
                }
            ),
        ),
        (
            "mlb_transactions",
            {"playerId": 666310, "startDate": "2025-02-01", "endDate": "2025-06-10"},
            js({"copyright": MLBC, "transactions": []}),
        ),
        (
            "mlb_transactions",
            {"teamId": 114, "startDate": "2025-03-20", "endDate": "2025-06-10", "typeCode": "SC"},
            js(
                {
                    "copyright": MLBC,
                    "transactions": [
                        {
                            "id": 803112,
                            "person": {"id": 680757, "fullName": "Steven Kwan"},
                            "toTeam": {"id": 114, "name": "Cleveland Guardians"},
                            "date": "2025-05-02",
                            "typeCode": "SC",
                            "typeDesc": "Status Change",
                            "description": "Cleveland Guardians placed LF Steven Kwan on the 10-day injured list retroactive to April 30, 2025. Left hamstring strain.",
                        },
                        {
                            "id": 806955,
                            "person": {"id": 671289, "fullName": "Shane Bieber"},
                            "toTeam": {"id": 114, "name": "Cleveland Guardians"},
                            "date": "2025-03-24",
                            "typeCode": "SC",
                            "typeDesc": "Status Change",
                            "description": "Cleveland Guardians placed RHP Shane Bieber on the 60-day injured list. Recovery from Tommy John surgery.",
                        },
                    ],
                }
            ),
        ),
        (
            "mlb_person_stats",
            {"personId": 666310, "stats": "season", "group": "hitting", "season": 2025},
            js(
                {
                    "copyright": MLBC,
                    "stats": [
                        {
                            "type": {"displayName": "season"},
                            "group": {"displayName": "hitting"},
                            "splits": [
                                {
                                    "season": "2025",
                                    "stat": {
                                        "gamesPlayed": 58,
                                        "atBats": 187,
                                        "runs": 24,
                                        "hits": 41,
                                        "doubles": 9,
                                        "homeRuns": 6,
                                        "rbi": 22,
                                        "baseOnBalls": 26,
                                        "strikeOuts": 61,
                                        "avg": ".219",
                                        "obp": ".317",
                                        "slg": ".369",
                                        "ops": ".686",
                                        "stolenBases": 7,
                                    },
                                }
                            ],
                        }
                    ],
                }
            ),
        ),
    ],
)

sess(
    "nba-api",
    "ok",
    1,
    "How did Jalen Brunson do over his last five games, and is he averaging more assists than last season?",
    [
        (
            "python",
            {
                "code": "from nba_api.stats.static import players\nprint(players.find_players_by_full_name('Jalen Brunson'))"
            },
            "[{'id': 1628973, 'full_name': 'Jalen Brunson', 'first_name': 'Jalen', 'last_name': 'Brunson', 'is_active': True}]\n",
        ),
        (
            "python",
            {
                "code": "from nba_api.stats.endpoints import playergamelog\ng = playergamelog.PlayerGameLog(player_id=1628973, season='2024-25').get_data_frames()[0]\nprint(g[['GAME_DATE','MATCHUP','WL','MIN','PTS','AST','REB','FG_PCT']].head(5).to_string())"
            },
            "      GAME_DATE      MATCHUP WL  MIN  PTS  AST  REB  FG_PCT\n0  FEB 10, 2025  NYK vs. IND  W   37   30    8    2   0.500\n1  FEB 08, 2025  NYK vs. BOS  L   36   22   10    3   0.409\n2  FEB 06, 2025    NYK @ TOR  W   34   27    6    4   0.526\n3  FEB 04, 2025  NYK vs. HOU  W   38   40    5    3   0.583\n4  FEB 01, 2025    NYK @ MEM  W   35   23    9    1   0.450\n",
        ),
        (
            "python",
            {
                "code": "from nba_api.stats.endpoints import playercareerstats\nc = playercareerstats.PlayerCareerStats(player_id=1628973, per_mode36='PerGame').get_data_frames()[0]\nprint(c[['SEASON_ID','TEAM_ABBREVIATION','GP','PTS','AST','REB']].tail(3).to_string())"
            },
            "  SEASON_ID TEAM_ABBREVIATION  GP   PTS  AST  REB\n4   2022-23               NYK  68  24.0  6.2  3.5\n5   2023-24               NYK  77  28.7  6.7  3.6\n6   2024-25               NYK  51  26.3  7.4  3.0\n",
        ),
    ],
)

nba_to = (
    'Traceback (most recent call last):\n  File "<stdin>", line 2, in <module>\n  File "/usr/local/lib/python3.11/site-packages/nba_api/stats/endpoints/{ep}.py", line {ln}, in __init__\n    self.get_request()\n'
    '  File "/usr/local/lib/python3.11/site-packages/nba_api/library/http.py", line 146, in send_api_request\n    response = requests.get(url=base_url, params=parameters, headers=request_headers, proxies=proxies, timeout=timeout)\n'
    '  File "/usr/local/lib/python3.11/site-packages/requests/adapters.py", line 713, in send\n    raise ReadTimeout(e, request=request)\n'
    "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='stats.nba.com', port=443): Read timed out. (read timeout=30)\n"
)
nba_calls = [
    (
        "leaguedashteamstats",
        112,
        "from nba_api.stats.endpoints import leaguedashteamstats\nd = leaguedashteamstats.LeagueDashTeamStats(season='2024-25', measure_type_detailed_defense='Advanced').get_data_frames()[0]\nprint(d[['TEAM_NAME','DEF_RATING']].sort_values('DEF_RATING').head(10))",
    ),
    (
        "leaguedashteamstats",
        112,
        "from nba_api.stats.endpoints import leaguedashteamstats\nd = leaguedashteamstats.LeagueDashTeamStats(season='2024-25', measure_type_detailed_defense='Advanced', timeout=60).get_data_frames()[0]\nprint(d[['TEAM_NAME','DEF_RATING']].head())",
    ),
    (
        "teamdashboardbygeneralsplits",
        98,
        "from nba_api.stats.endpoints import teamdashboardbygeneralsplits\nd = teamdashboardbygeneralsplits.TeamDashboardByGeneralSplits(team_id=1610612739, season='2024-25', measure_type_detailed_defense='Advanced').get_data_frames()[0]\nprint(d[['DEF_RATING']])",
    ),
    (
        "leaguedashteamstats",
        112,
        "from nba_api.stats.endpoints import leaguedashteamstats\nd = leaguedashteamstats.LeagueDashTeamStats(season='2024-25', last_n_games=15, measure_type_detailed_defense='Defense').get_data_frames()[0]\nprint(d.head())",
    ),
    (
        "teamestimatedmetrics",
        61,
        "from nba_api.stats.endpoints import teamestimatedmetrics\nd = teamestimatedmetrics.TeamEstimatedMetrics(season='2024-25').get_data_frames()[0]\nprint(d[['TEAM_NAME','E_DEF_RATING']].sort_values('E_DEF_RATING').head(10))",
    ),
    (
        "leaguestandingsv3",
        95,
        "from nba_api.stats.endpoints import leaguestandingsv3\nd = leaguestandingsv3.LeagueStandingsV3(season='2024-25').get_data_frames()[0]\nprint(d[['TeamCity','TeamName','WINS','LOSSES']].head(10))",
    ),
]
sess(
    "nba-api",
    "fail",
    1,
    "Which NBA teams have the best defensive rating since January 1 this season? Top ten, please.",
    [("python", {"code": c}, nba_to.format(ep=ep, ln=ln)) for ep, ln, c in nba_calls],
)

FD = "https://api.football-data.org/v4"
sess(
    "football-data",
    "ok",
    1,
    "Where do Brentford sit in the Premier League table, and what are their next three league fixtures?",
    [
        (
            "football_data_standings",
            {"competition": "PL"},
            js(
                {
                    "filters": {"season": "2024"},
                    "area": {"id": 2072, "name": "England", "code": "ENG"},
                    "competition": {
                        "id": 2021,
                        "name": "Premier League",
                        "code": "PL",
                        "type": "LEAGUE",
                    },
                    "season": {
                        "id": 2287,
                        "startDate": "2024-08-16",
                        "endDate": "2025-05-25",
                        "currentMatchday": 25,
                    },
                    "standings": [
                        {
                            "stage": "REGULAR_SEASON",
                            "type": "TOTAL",
                            "table": [
                                {
                                    "position": 10,
                                    "team": {
                                        "id": 397,
                                        "name": "Brighton & Hove Albion FC",
                                        "shortName": "Brighton Hove",
                                        "tla": "BHA",
                                    },
                                    "playedGames": 24,
                                    "won": 9,
                                    "draw": 10,
                                    "lost": 5,
                                    "points": 37,
                                    "goalsFor": 38,
                                    "goalsAgainst": 35,
                                    "goalDifference": 3,
                                },
                                {
                                    "position": 11,
                                    "team": {
                                        "id": 402,
                                        "name": "Brentford FC",
                                        "shortName": "Brentford",
                                        "tla": "BRE",
                                    },
                                    "playedGames": 24,
                                    "won": 10,
                                    "draw": 4,
                                    "lost": 10,
                                    "points": 34,
                                    "goalsFor": 42,
                                    "goalsAgainst": 39,
                                    "goalDifference": 3,
                                },
                                {
                                    "position": 12,
                                    "team": {
                                        "id": 63,
                                        "name": "Fulham FC",
                                        "shortName": "Fulham",
                                        "tla": "FUL",
                                    },
                                    "playedGames": 24,
                                    "won": 9,
                                    "draw": 7,
                                    "lost": 8,
                                    "points": 34,
                                    "goalsFor": 36,
                                    "goalsAgainst": 35,
                                    "goalDifference": 1,
                                },
                            ],
                        }
                    ],
                }
            ),
        ),
        (
            "football_data_team_matches",
            {"team": 402, "competitions": "PL", "status": "SCHEDULED", "limit": 3},
            js(
                {
                    "filters": {
                        "competitions": "PL",
                        "permission": "TIER_ONE",
                        "status": ["SCHEDULED"],
                        "limit": 3,
                    },
                    "resultSet": {
                        "count": 3,
                        "competitions": "PL",
                        "first": "2025-02-15",
                        "last": "2025-02-26",
                        "played": 0,
                    },
                    "matches": [
                        {
                            "id": 497718,
                            "utcDate": "2025-02-15T15:00:00Z",
                            "status": "TIMED",
                            "matchday": 25,
                            "homeTeam": {"id": 402, "shortName": "Brentford"},
                            "awayTeam": {"id": 354, "shortName": "Crystal Palace"},
                        },
                        {
                            "id": 497726,
                            "utcDate": "2025-02-22T15:00:00Z",
                            "status": "TIMED",
                            "matchday": 26,
                            "homeTeam": {"id": 73, "shortName": "Tottenham"},
                            "awayTeam": {"id": 402, "shortName": "Brentford"},
                        },
                        {
                            "id": 497738,
                            "utcDate": "2025-02-26T19:30:00Z",
                            "status": "TIMED",
                            "matchday": 27,
                            "homeTeam": {"id": 402, "shortName": "Brentford"},
                            "awayTeam": {"id": 58, "shortName": "Aston Villa"},
                        },
                    ],
                }
            ),
        ),
    ],
)

fd_403 = js(
    {
        "message": "The resource you are looking for is restricted and apparently not within your permissions. Please check your subscription.",
        "errorCode": 403,
    }
)
sess(
    "football-data",
    "fail",
    1,
    "Give me the top scorers and the current table for the Eredivisie and the Scottish Premiership.",
    [
        ("football_data_scorers", {"competition": "DED", "limit": 10}, fd_403),
        ("football_data_standings", {"competition": "DED"}, fd_403),
        ("football_data_standings", {"competition": "SPL"}, fd_403),
        ("football_data_scorers", {"competition": "SPL", "limit": 10}, fd_403),
        ("football_data_standings", {"competition": 2003}, fd_403),
        ("football_data_competition_matches", {"competition": "DED", "matchday": 22}, fd_403),
        ("football_data_scorers", {"competition": 2003, "season": 2024}, fd_403),
    ],
)

sess(
    "sportradar",
    "ok",
    1,
    "Get the box score of last night's Bruins-Maple Leafs game from Sportradar: final, shots, and goal scorers.",
    [
        (
            "sportradar_nhl_daily_schedule",
            {"date": "2025-02-10"},
            js(
                {
                    "date": "2025-02-10",
                    "league": {
                        "id": "fd560107-a85b-4388-ab0d-655ad022aff7",
                        "name": "NHL",
                        "alias": "NHL",
                    },
                    "games": [
                        {
                            "id": "5b1e8d2a-3c47-4f90-9e61-0a2d7c3b8e14",
                            "status": "closed",
                            "coverage": "full",
                            "scheduled": "2025-02-11T00:00:00Z",
                            "home_points": 4,
                            "away_points": 2,
                            "home": {"name": "Toronto Maple Leafs", "alias": "TOR"},
                            "away": {"name": "Boston Bruins", "alias": "BOS"},
                        },
                        {
                            "id": "a07c41f6-92d3-4b2e-8c55-1f6e4d9b0a27",
                            "status": "closed",
                            "coverage": "full",
                            "scheduled": "2025-02-11T02:00:00Z",
                            "home_points": 3,
                            "away_points": 5,
                            "home": {"name": "Calgary Flames", "alias": "CGY"},
                            "away": {"name": "Colorado Avalanche", "alias": "COL"},
                        },
                    ],
                }
            ),
        ),
        (
            "sportradar_nhl_game_summary",
            {"game_id": "5b1e8d2a-3c47-4f90-9e61-0a2d7c3b8e14"},
            js(
                {
                    "id": "5b1e8d2a-3c47-4f90-9e61-0a2d7c3b8e14",
                    "status": "closed",
                    "attendance": 18789,
                    "home": {
                        "name": "Toronto Maple Leafs",
                        "points": 4,
                        "statistics": {
                            "total": {
                                "shots": 33,
                                "goals": 4,
                                "penalty_minutes": 6,
                                "powerplays": 3,
                                "powerplay_goals": 1,
                            }
                        },
                    },
                    "away": {
                        "name": "Boston Bruins",
                        "points": 2,
                        "statistics": {
                            "total": {
                                "shots": 28,
                                "goals": 2,
                                "penalty_minutes": 8,
                                "powerplays": 2,
                                "powerplay_goals": 0,
                            }
                        },
                    },
                }
            ),
        ),
        (
            "sportradar_nhl_game_pbp_goals",
            {"game_id": "5b1e8d2a-3c47-4f90-9e61-0a2d7c3b8e14", "event_type": "goal"},
            js(
                {
                    "periods": [
                        {
                            "number": 1,
                            "events": [
                                {
                                    "event_type": "goal",
                                    "clock": "12:41",
                                    "description": "William Nylander goal (wrist shot) assisted by Auston Matthews and Morgan Rielly",
                                    "attribution": {"alias": "TOR"},
                                }
                            ],
                        },
                        {
                            "number": 2,
                            "events": [
                                {
                                    "event_type": "goal",
                                    "clock": "05:18",
                                    "description": "David Pastrnak goal (one timer) assisted by Brad Marchand",
                                    "attribution": {"alias": "BOS"},
                                },
                                {
                                    "event_type": "goal",
                                    "clock": "16:02",
                                    "description": "Mitch Marner goal (backhand) on the power play assisted by John Tavares",
                                    "attribution": {"alias": "TOR"},
                                },
                            ],
                        },
                        {
                            "number": 3,
                            "events": [
                                {
                                    "event_type": "goal",
                                    "clock": "03:55",
                                    "description": "Charlie Coyle goal (tip-in) assisted by Hampus Lindholm",
                                    "attribution": {"alias": "BOS"},
                                },
                                {
                                    "event_type": "goal",
                                    "clock": "11:27",
                                    "description": "Matthew Knies goal (snap shot) assisted by Nylander",
                                    "attribution": {"alias": "TOR"},
                                },
                                {
                                    "event_type": "goal",
                                    "clock": "19:12",
                                    "description": "Auston Matthews goal (empty net)",
                                    "attribution": {"alias": "TOR"},
                                },
                            ],
                        },
                    ]
                }
            ),
        ),
    ],
)

sr_dead = "<h1>Developer Inactive</h1>"
sess(
    "sportradar",
    "fail",
    1,
    "What's the injury report for the Lakers and Celtics ahead of Sunday's game, from Sportradar?",
    [
        ("sportradar_nba_injuries", {}, sr_dead),
        (
            "sportradar_nba_team_profile",
            {"team_id": "583ecae2-fb46-11e1-82cb-f4ce4684ea4c"},
            sr_dead,
        ),
        (
            "sportradar_nba_team_profile",
            {"team_id": "583eccfa-fb46-11e1-82cb-f4ce4684ea4c"},
            sr_dead,
        ),
        ("sportradar_nba_daily_schedule", {"date": "2025-02-23"}, sr_dead),
        ("sportradar_nba_injuries", {"access_level": "trial", "version": "v8"}, sr_dead),
        ("sportradar_nba_league_hierarchy", {}, sr_dead),
    ],
)


def espn_sb(day, events):
    return js(
        {
            "leagues": [
                {
                    "id": "46",
                    "abbreviation": "NBA",
                    "season": {"year": 2025, "type": {"type": 2, "name": "Regular Season"}},
                }
            ],
            "day": {"date": day},
            "events": [
                {
                    "id": e[0],
                    "date": e[1],
                    "name": e[2],
                    "shortName": e[3],
                    "status": {
                        "type": {"state": e[4], "completed": e[4] == "post", "description": e[5]}
                    },
                    "competitions": [
                        {
                            "competitors": [
                                {
                                    "homeAway": "home",
                                    "team": {"abbreviation": e[3].split(" @ ")[1]},
                                    "score": e[6],
                                },
                                {
                                    "homeAway": "away",
                                    "team": {"abbreviation": e[3].split(" @ ")[0]},
                                    "score": e[7],
                                },
                            ]
                        }
                    ],
                }
                for e in events
            ],
        }
    )


sess(
    "espn",
    "ok",
    1,
    "Did the Nuggets win last night, and who led them in scoring? Then check whether tonight's game is still on the schedule.",
    [
        (
            "espn_scoreboard",
            {"sport": "basketball", "league": "nba", "dates": "20250210"},
            espn_sb(
                "2025-02-10",
                [
                    (
                        "401705227",
                        "2025-02-11T02:00Z",
                        "Denver Nuggets at Phoenix Suns",
                        "DEN @ PHX",
                        "post",
                        "Final",
                        "107",
                        "119",
                    ),
                    (
                        "401705226",
                        "2025-02-11T00:30Z",
                        "Indiana Pacers at New York Knicks",
                        "IND @ NY",
                        "post",
                        "Final",
                        "128",
                        "115",
                    ),
                ],
            ),
        ),
        (
            "espn_game_summary",
            {"sport": "basketball", "league": "nba", "event": "401705227"},
            js(
                {
                    "header": {
                        "id": "401705227",
                        "competitions": [
                            {
                                "competitors": [
                                    {
                                        "homeAway": "home",
                                        "team": {"abbreviation": "PHX"},
                                        "score": "107",
                                        "winner": False,
                                    },
                                    {
                                        "homeAway": "away",
                                        "team": {"abbreviation": "DEN"},
                                        "score": "119",
                                        "winner": True,
                                    },
                                ]
                            }
                        ],
                    },
                    "leaders": [
                        {
                            "team": {"abbreviation": "DEN"},
                            "leaders": [
                                {
                                    "name": "points",
                                    "leaders": [
                                        {
                                            "displayValue": "29 PTS, 14 REB, 11 AST",
                                            "athlete": {"displayName": "Nikola Jokic"},
                                        }
                                    ],
                                }
                            ],
                        },
                        {
                            "team": {"abbreviation": "PHX"},
                            "leaders": [
                                {
                                    "name": "points",
                                    "leaders": [
                                        {
                                            "displayValue": "31 PTS",
                                            "athlete": {"displayName": "Devin Booker"},
                                        }
                                    ],
                                }
                            ],
                        },
                    ],
                }
            ),
        ),
        (
            "espn_scoreboard",
            {"sport": "basketball", "league": "nba", "dates": "20250211"},
            espn_sb(
                "2025-02-11",
                [
                    (
                        "401705241",
                        "2025-02-12T03:00Z",
                        "Denver Nuggets at Sacramento Kings",
                        "DEN @ SAC",
                        "pre",
                        "Scheduled",
                        "0",
                        "0",
                    ),
                    (
                        "401705238",
                        "2025-02-12T00:00Z",
                        "Miami Heat at Boston Celtics",
                        "MIA @ BOS",
                        "pre",
                        "Scheduled",
                        "0",
                        "0",
                    ),
                ],
            ),
        ),
    ],
)

espn_stale = espn_sb(
    "2025-03-02",
    [
        (
            "401705502",
            "2025-03-02T20:30Z",
            "Golden State Warriors at Philadelphia 76ers",
            "GS @ PHI",
            "post",
            "Final",
            "99",
            "126",
        ),
        (
            "401705503",
            "2025-03-02T23:00Z",
            "Minnesota Timberwolves at Milwaukee Bucks",
            "MIN @ MIL",
            "post",
            "Final",
            "116",
            "111",
        ),
    ],
)
sess(
    "espn",
    "fail",
    1,
    "Give me every NBA final score from March 5 through March 9 so I can settle the office pool.",
    [
        (
            "espn_scoreboard",
            {
                "sport": "basketball",
                "league": "nba",
                "dates": d,
                **({"limit": 50} if i > 4 else {}),
            },
            espn_stale,
        )
        for i, d in enumerate(
            [
                "20250305",
                "20250306",
                "20250307",
                "20250308",
                "20250309",
                "20250305-20250309",
                "20250307",
            ]
        )
    ],
)

JO = "http://api.jolpi.ca/ergast/f1"


def mr(table, total, limit, offset, body, url):
    return js(
        {
            "MRData": {
                "xmlns": "",
                "series": "f1",
                "url": url,
                "limit": str(limit),
                "offset": str(offset),
                "total": str(total),
                table: body,
            }
        }
    )


sess(
    "jolpica",
    "ok",
    1,
    "List every 2024 Formula 1 race Lando Norris won, with the pole sitter of each.",
    [
        (
            "jolpica_driver_results",
            {"season": 2024, "driver": "norris", "position": 1},
            mr(
                "RaceTable",
                4,
                30,
                0,
                {
                    "season": "2024",
                    "driverId": "norris",
                    "position": "1",
                    "Races": [
                        {
                            "season": "2024",
                            "round": "6",
                            "raceName": "Miami Grand Prix",
                            "date": "2024-05-05",
                            "Results": [
                                {"number": "4", "position": "1", "grid": "5", "status": "Finished"}
                            ],
                        },
                        {
                            "season": "2024",
                            "round": "17",
                            "raceName": "Dutch Grand Prix",
                            "date": "2024-08-25",
                            "Results": [
                                {"number": "4", "position": "1", "grid": "1", "status": "Finished"}
                            ],
                        },
                    ],
                },
                f"{JO}/2024/drivers/norris/results/1.json",
            ),
        ),
        (
            "jolpica_driver_results",
            {"season": 2024, "driver": "norris", "position": 1, "offset": 2},
            mr(
                "RaceTable",
                4,
                30,
                2,
                {
                    "season": "2024",
                    "driverId": "norris",
                    "position": "1",
                    "Races": [
                        {
                            "season": "2024",
                            "round": "18",
                            "raceName": "Singapore Grand Prix",
                            "date": "2024-09-22",
                            "Results": [
                                {"number": "4", "position": "1", "grid": "1", "status": "Finished"}
                            ],
                        },
                        {
                            "season": "2024",
                            "round": "24",
                            "raceName": "Abu Dhabi Grand Prix",
                            "date": "2024-12-08",
                            "Results": [
                                {"number": "4", "position": "1", "grid": "1", "status": "Finished"}
                            ],
                        },
                    ],
                },
                f"{JO}/2024/drivers/norris/results/1.json",
            ),
        ),
        (
            "jolpica_qualifying",
            {"season": 2024, "round": 6, "position": 1},
            mr(
                "RaceTable",
                1,
                30,
                0,
                {
                    "season": "2024",
                    "round": "6",
                    "Races": [
                        {
                            "raceName": "Miami Grand Prix",
                            "QualifyingResults": [
                                {
                                    "number": "1",
                                    "position": "1",
                                    "Driver": {
                                        "driverId": "max_verstappen",
                                        "givenName": "Max",
                                        "familyName": "Verstappen",
                                    },
                                    "Q3": "1:27.241",
                                }
                            ],
                        }
                    ],
                },
                f"{JO}/2024/6/qualifying/1.json",
            ),
        ),
        (
            "jolpica_qualifying",
            {"season": 2024, "round": 24, "position": 1},
            mr(
                "RaceTable",
                1,
                30,
                0,
                {
                    "season": "2024",
                    "round": "24",
                    "Races": [
                        {
                            "raceName": "Abu Dhabi Grand Prix",
                            "QualifyingResults": [
                                {
                                    "number": "4",
                                    "position": "1",
                                    "Driver": {
                                        "driverId": "norris",
                                        "givenName": "Lando",
                                        "familyName": "Norris",
                                    },
                                    "Q3": "1:22.595",
                                }
                            ],
                        }
                    ],
                },
                f"{JO}/2024/24/qualifying/1.json",
            ),
        ),
    ],
)


# ---------------------------------------------------------------- 4. real estate and property
RESO = "https://api.mlsgrid.example/v2"


def reso_prop(key, lid, addr, price, beds, baths, sqft, status="Active"):
    return {
        "@odata.id": f"{RESO}/Property('{key}')",
        "ListingKey": key,
        "ListingId": lid,
        "StandardStatus": status,
        "UnparsedAddress": addr,
        "City": "Asheville",
        "StateOrProvince": "NC",
        "PostalCode": "28806",
        "ListPrice": price,
        "BedroomsTotal": beds,
        "BathroomsTotalInteger": baths,
        "LivingArea": sqft,
        "PropertyType": "Residential",
        "ModificationTimestamp": f"2025-02-0{num(key, 3, 9)}T1{num(key, 0, 9)}:22:05.000Z",
    }


sess(
    "reso",
    "ok",
    1,
    "Find active 3+ bedroom homes under $450k in West Asheville (28806) and tell me which have an open house this weekend.",
    [
        (
            "reso_query",
            {
                "resource": "Property",
                "$filter": "StandardStatus eq 'Active' and PostalCode eq '28806' and BedroomsTotal ge 3 and ListPrice le 450000",
                "$top": 3,
                "$select": "ListingKey,ListingId,UnparsedAddress,ListPrice,BedroomsTotal,BathroomsTotalInteger,LivingArea",
            },
            js(
                {
                    "@odata.context": f"{RESO}/$metadata#Property",
                    "@odata.count": 5,
                    "value": [
                        reso_prop("NCM4418207", "4218207", "34 Brevard Rd", 389000, 3, 2, 1412),
                        reso_prop("NCM4419931", "4219931", "117 Westwood Pl", 445000, 3, 2, 1630),
                        reso_prop("NCM4420560", "4220560", "9 Fairfax Ave", 419900, 4, 2, 1788),
                    ],
                    "@odata.nextLink": f"{RESO}/Property?$filter=StandardStatus%20eq%20%27Active%27%20and%20PostalCode%20eq%20%2728806%27&$top=3&$skip=3",
                }
            ),
        ),
        (
            "reso_query",
            {
                "resource": "Property",
                "$filter": "StandardStatus eq 'Active' and PostalCode eq '28806' and BedroomsTotal ge 3 and ListPrice le 450000",
                "$top": 3,
                "$skip": 3,
                "$select": "ListingKey,ListingId,UnparsedAddress,ListPrice,BedroomsTotal,BathroomsTotalInteger,LivingArea",
            },
            js(
                {
                    "@odata.context": f"{RESO}/$metadata#Property",
                    "@odata.count": 5,
                    "value": [
                        reso_prop("NCM4421178", "4221178", "260 State St", 399500, 3, 1, 1240),
                        reso_prop("NCM4421390", "4221390", "52 Michigan Ave", 434000, 3, 3, 1566),
                    ],
                }
            ),
        ),
        (
            "reso_query",
            {
                "resource": "OpenHouse",
                "$filter": "ListingKey in ('NCM4418207','NCM4419931','NCM4420560','NCM4421178','NCM4421390') and OpenHouseDate ge 2025-02-15 and OpenHouseDate le 2025-02-16",
            },
            js(
                {
                    "@odata.context": f"{RESO}/$metadata#OpenHouse",
                    "value": [
                        {
                            "OpenHouseKey": "OH88211043",
                            "ListingKey": "NCM4419931",
                            "OpenHouseDate": "2025-02-15",
                            "OpenHouseStartTime": "2025-02-15T17:00:00Z",
                            "OpenHouseEndTime": "2025-02-15T19:00:00Z",
                            "OpenHouseType": "Public",
                            "ShowingAgentFirstName": "Teresa",
                            "ShowingAgentLastName": "Odom",
                        },
                        {
                            "OpenHouseKey": "OH88211310",
                            "ListingKey": "NCM4421390",
                            "OpenHouseDate": "2025-02-16",
                            "OpenHouseStartTime": "2025-02-16T18:00:00Z",
                            "OpenHouseEndTime": "2025-02-16T20:00:00Z",
                            "OpenHouseType": "Public",
                            "ShowingAgentFirstName": "Marcus",
                            "ShowingAgentLastName": "Feld",
                        },
                    ],
                }
            ),
        ),
        (
            "reso_query",
            {
                "resource": "Media",
                "$filter": "ResourceRecordKey eq 'NCM4419931' and Order eq 1",
                "$select": "MediaURL,ShortDescription",
            },
            js(
                {
                    "@odata.context": f"{RESO}/$metadata#Media",
                    "value": [
                        {
                            "MediaURL": "https://media.mlsgrid.example/NCM4419931/1.jpg",
                            "ShortDescription": "Front exterior with covered porch",
                        }
                    ],
                }
            ),
        ),
    ],
)

sess(
    "reso",
    "ok",
    2,
    "Drop the list price on my listing 4220560 (9 Fairfax Ave) to $409,900 and add a note that the seller offers a $5k closing credit; confirm it saved.",
    [
        (
            "reso_query",
            {
                "resource": "Property",
                "$filter": "ListingId eq '4220560'",
                "$select": "ListingKey,ListPrice,PublicRemarks,ModificationTimestamp",
            },
            js(
                {
                    "@odata.context": f"{RESO}/$metadata#Property",
                    "value": [
                        {
                            "ListingKey": "NCM4420560",
                            "ListPrice": 419900,
                            "PublicRemarks": "Four bedrooms on a quiet street minutes from Haywood Road. New roof 2022.",
                            "ModificationTimestamp": "2025-02-04T15:22:05.000Z",
                        }
                    ],
                }
            ),
        ),
        (
            "reso_update",
            {
                "resource": "Property",
                "key": "NCM4420560",
                "body": {
                    "ListPrice": 409900,
                    "PublicRemarks": "Four bedrooms on a quiet street minutes from Haywood Road. New roof 2022. Seller offering $5,000 toward buyer closing costs.",
                },
            },
            'HTTP/1.1 204 No Content\nOData-Version: 4.0\nETag: W/"2025-02-11T16:05:48.114Z"',
        ),
        (
            "reso_query",
            {
                "resource": "Property",
                "$filter": "ListingKey eq 'NCM4420560'",
                "$select": "ListPrice,PreviousListPrice,PublicRemarks,ModificationTimestamp",
            },
            js(
                {
                    "@odata.context": f"{RESO}/$metadata#Property",
                    "value": [
                        {
                            "ListPrice": 409900,
                            "PreviousListPrice": 419900,
                            "PublicRemarks": "Four bedrooms on a quiet street minutes from Haywood Road. New roof 2022. Seller offering $5,000 toward buyer closing costs.",
                            "ModificationTimestamp": "2025-02-11T16:05:48.114Z",
                        }
                    ],
                }
            ),
        ),
    ],
)


def attom_status(code, msg, total, trans):
    return {
        "version": "1.0.0",
        "code": code,
        "msg": msg,
        "total": total,
        "page": 1,
        "pagesize": 10,
        "transactionID": trans,
    }


sess(
    "attom",
    "ok",
    1,
    "For 1418 Linden Ave, Glenview IL: give me beds/baths, the last sale price and date, and ATTOM's current AVM.",
    [
        (
            "attom_property_detail",
            {"address1": "1418 Linden Ave", "address2": "Glenview, IL"},
            js(
                {
                    "status": attom_status(0, "SuccessWithResult", 1, "d0f1b6e3c2a94e1b"),
                    "property": [
                        {
                            "identifier": {
                                "Id": 38811492,
                                "fips": "17031",
                                "apn": "04-35-214-019",
                                "attomId": 38811492,
                            },
                            "address": {"oneLine": "1418 LINDEN AVE, GLENVIEW, IL 60025"},
                            "building": {
                                "size": {"livingSize": 2140, "universalSize": 2140},
                                "rooms": {"bathsTotal": 2.5, "beds": 4},
                            },
                            "lot": {"lotSize1": 0.2066},
                            "summary": {
                                "propClass": "Single Family Residence / Townhouse",
                                "yearBuilt": 1956,
                            },
                        }
                    ],
                }
            ),
        ),
        (
            "attom_sale_history",
            {"attomid": 38811492},
            js(
                {
                    "status": attom_status(0, "SuccessWithResult", 1, "e4a2b9c1d3f05a7c"),
                    "property": [
                        {
                            "identifier": {"attomId": 38811492},
                            "salehistory": [
                                {
                                    "saleTransDate": "2019-07-26",
                                    "amount": {
                                        "saleAmt": 612000,
                                        "saleTransType": "Resale",
                                        "saleRecDate": "2019-08-09",
                                        "saleDocNum": "1922145031",
                                    },
                                },
                                {
                                    "saleTransDate": "2004-05-14",
                                    "amount": {
                                        "saleAmt": 455000,
                                        "saleTransType": "Resale",
                                        "saleRecDate": "2004-06-01",
                                        "saleDocNum": "0415349112",
                                    },
                                },
                            ],
                        }
                    ],
                }
            ),
        ),
        (
            "attom_avm",
            {"attomid": 38811492},
            js(
                {
                    "status": attom_status(0, "SuccessWithResult", 1, "f7c3d0e2a1b46c8d"),
                    "property": [
                        {
                            "identifier": {"attomId": 38811492},
                            "avm": {
                                "eventDate": "2025-01-27",
                                "amount": {
                                    "scr": 86,
                                    "value": 731400,
                                    "high": 793600,
                                    "low": 669200,
                                    "valueRange": 124400,
                                },
                            },
                        }
                    ],
                }
            ),
        ),
    ],
)

attom_none = js({"status": attom_status(1, "SuccessWithoutResult", 0, "{t}"), "property": []})
attom_addrs = [
    ("4602 Ridgeview Dr", "Austin, TX"),
    ("4602 Ridgeview Drive", "Austin, TX 78731"),
    ("1207 W 49th St", "Austin, TX"),
    ("3311 Bonnie Rd", "Austin, TX 78703"),
    ("7400 Shoal Creek Blvd", "Austin, TX"),
    ("4602 RIDGEVIEW DR", "AUSTIN, TX 78731"),
    ("2504 Enfield Rd", "Austin, TX"),
]
sess(
    "attom",
    "fail",
    1,
    "Pull property details and assessed values for the six Austin rentals in our portfolio (list attached) for the insurance renewal.",
    [
        (
            "attom_property_detail",
            {"address1": a, "address2": b},
            attom_none.replace("{t}", h(a + b, 16)),
        )
        for a, b in attom_addrs
    ],
)

BR = "https://api.bridgedataoutput.com/api/v2"
sess(
    "bridge",
    "ok",
    1,
    "Using Bridge's public records, when did 2231 Elm Ridge Ct, Plano TX last change hands, and what's the current Zestimate?",
    [
        (
            "bridge_pub_parcels",
            {"address.full": "2231 Elm Ridge Ct", "address.city": "Plano", "address.state": "TX"},
            js(
                {
                    "success": True,
                    "status": 200,
                    "bundle": [
                        {
                            "id": "b5f0c1a8e7d2",
                            "apn": "R-4471-00B-0120-1",
                            "fips": "48085",
                            "address": {
                                "full": "2231 Elm Ridge Ct",
                                "city": "Plano",
                                "state": "TX",
                                "zip": "75025",
                            },
                            "landUseDescription": "Single Family Residential",
                            "yearBuilt": 1998,
                            "areas": [{"type": "Living Building Area", "areaSquareFeet": 2876}],
                            "zpid": 26891134,
                        }
                    ],
                    "total": 1,
                }
            ),
        ),
        (
            "bridge_pub_transactions",
            {"parcels.id": "b5f0c1a8e7d2", "sortBy": "recordingDate", "order": "desc", "limit": 2},
            js(
                {
                    "success": True,
                    "status": 200,
                    "bundle": [
                        {
                            "id": "t81c2e04",
                            "recordingDate": "2021-06-18",
                            "documentType": "Warranty Deed",
                            "salesPrice": 548000,
                            "buyerName": "NGUYEN THANH & LE MAI",
                            "sellerName": "CALDWELL ROBERT J",
                        },
                        {
                            "id": "t3a9f771",
                            "recordingDate": "2012-03-02",
                            "documentType": "Special Warranty Deed",
                            "salesPrice": None,
                            "buyerName": "CALDWELL ROBERT J",
                            "sellerName": "FEDERAL NATIONAL MORTGAGE ASSN",
                        },
                    ],
                    "total": 5,
                }
            ),
        ),
        (
            "bridge_zestimates",
            {"zpid": 26891134},
            js(
                {
                    "success": True,
                    "status": 200,
                    "bundle": [
                        {
                            "zpid": 26891134,
                            "zestimate": 641300,
                            "upper": 673400,
                            "lower": 609200,
                            "date": "2025-02-09",
                            "rentalZestimate": 3190,
                            "timestamp": "2025-02-09T06:14:22.000Z",
                        }
                    ],
                    "total": 1,
                }
            ),
        ),
    ],
)

sess(
    "hud-fmr",
    "ok",
    1,
    "What are HUD's FY2025 fair market rents for a 2-bedroom in Buncombe County NC and in the Asheville small-area ZIP 28801?",
    [
        (
            "hud_list_counties",
            {"state": "NC"},
            js(
                [
                    {
                        "state_code": "NC",
                        "fips_code": "3702199999",
                        "county_name": "Buncombe County",
                        "town_name": "",
                        "category": "HUD Metro FMR Area",
                    },
                    {
                        "state_code": "NC",
                        "fips_code": "3702399999",
                        "county_name": "Burke County",
                        "town_name": "",
                        "category": "HUD Metro FMR Area",
                    },
                    {
                        "state_code": "NC",
                        "fips_code": "3702599999",
                        "county_name": "Cabarrus County",
                        "town_name": "",
                        "category": "HUD Metro FMR Area",
                    },
                ]
            ),
        ),
        (
            "hud_fmr_data",
            {"entityid": "3702199999", "year": 2025},
            js(
                {
                    "data": {
                        "county_name": "Buncombe County",
                        "counties_msa": "Buncombe County, NC; Haywood County, NC; Henderson County, NC; Madison County, NC",
                        "town_name": None,
                        "metro_status": "1",
                        "metro_name": "Asheville, NC HUD Metro FMR Area",
                        "area_name": "Asheville, NC HUD Metro FMR Area",
                        "smallarea_status": "0",
                        "basicdata": {
                            "Efficiency": 1295,
                            "One-Bedroom": 1353,
                            "Two-Bedroom": 1581,
                            "Three-Bedroom": 2069,
                            "Four-Bedroom": 2438,
                            "year": "2025",
                        },
                    }
                }
            ),
        ),
        (
            "hud_fmr_data",
            {"entityid": "METRO11700M11700", "year": 2025},
            js(
                {
                    "data": {
                        "metro_name": "Asheville, NC HUD Metro FMR Area",
                        "area_name": "Asheville, NC HUD Metro FMR Area",
                        "smallarea_status": "1",
                        "basicdata": [
                            {
                                "zip_code": "28801",
                                "Efficiency": 1410,
                                "One-Bedroom": 1470,
                                "Two-Bedroom": 1720,
                                "Three-Bedroom": 2250,
                                "Four-Bedroom": 2650,
                                "FMR Percentile": 40,
                            },
                            {
                                "zip_code": "28803",
                                "Efficiency": 1350,
                                "One-Bedroom": 1410,
                                "Two-Bedroom": 1650,
                                "Three-Bedroom": 2160,
                                "Four-Bedroom": 2540,
                                "FMR Percentile": 40,
                            },
                        ],
                        "year": "2025",
                    }
                }
            ),
        ),
    ],
)

hud_unauth = js({"message": "Unauthenticated."})
sess(
    "hud-fmr",
    "fail",
    1,
    "I need FY2025 income limits (50% and 80% AMI, 4-person household) for Maricopa, Pima and Yavapai counties in Arizona.",
    [
        ("hud_list_counties", {"state": "AZ"}, hud_unauth),
        ("hud_il_data", {"entityid": "0401399999", "year": 2025}, hud_unauth),
        ("hud_il_data", {"entityid": "0401999999", "year": 2025}, hud_unauth),
        ("hud_il_data", {"entityid": "0402599999", "year": 2025}, hud_unauth),
        ("hud_il_statedata", {"state": "AZ", "year": 2025}, hud_unauth),
        ("hud_il_data", {"entityid": "METRO38060M38060", "year": 2025}, hud_unauth),
        ("hud_list_counties", {"state": "04"}, hud_unauth),
    ],
)


def rg_feat(pid, addr, owner, acres, zoning, use):
    return {
        "type": "Feature",
        "id": pid,
        "geometry": {
            "type": "Polygon",
            "coordinates": [
                [
                    [-83.0421, 42.3312],
                    [-83.0418, 42.3312],
                    [-83.0418, 42.3309],
                    [-83.0421, 42.3309],
                    [-83.0421, 42.3312],
                ]
            ],
        },
        "properties": {
            "headline": addr,
            "path": f"/us/mi/wayne/detroit/{pid}",
            "fields": {
                "parcelnumber": f"0{num(pid, 1000000, 9999999)}.",
                "address": addr,
                "owner": owner,
                "ll_gisacre": acres,
                "zoning": zoning,
                "usedesc": use,
                "saleprice": None,
                "ll_uuid": h(pid, 32),
            },
        },
    }


sess(
    "regrid",
    "ok",
    1,
    "Who owns the vacant lots on either side of 2457 Trumbull St in Detroit, and how are they zoned?",
    [
        (
            "regrid_parcels_by_address",
            {"query": "2457 Trumbull St, Detroit, MI"},
            js(
                {
                    "parcels": {
                        "type": "FeatureCollection",
                        "features": [
                            rg_feat(
                                "478112",
                                "2457 TRUMBULL ST",
                                "CORKTOWN PARTNERS LLC",
                                0.093,
                                "R2",
                                "RESIDENTIAL",
                            )
                        ],
                    }
                }
            ),
        ),
        (
            "regrid_parcels_by_point",
            {"lat": 42.33103, "lon": -83.06571, "radius": 25},
            js(
                {
                    "parcels": {
                        "type": "FeatureCollection",
                        "features": [
                            rg_feat(
                                "478112",
                                "2457 TRUMBULL ST",
                                "CORKTOWN PARTNERS LLC",
                                0.093,
                                "R2",
                                "RESIDENTIAL",
                            ),
                            rg_feat(
                                "478113",
                                "2451 TRUMBULL ST",
                                "DETROIT LAND BANK AUTHORITY",
                                0.088,
                                "R2",
                                "VACANT RESIDENTIAL",
                            ),
                            rg_feat(
                                "478111",
                                "2463 TRUMBULL ST",
                                "ALVAREZ REYNA",
                                0.091,
                                "R2",
                                "VACANT RESIDENTIAL",
                            ),
                        ],
                    }
                }
            ),
        ),
        (
            "regrid_parcels_by_owner",
            {"owner": "ALVAREZ REYNA", "path": "/us/mi/wayne"},
            js(
                {
                    "parcels": {
                        "type": "FeatureCollection",
                        "features": [
                            rg_feat(
                                "478111",
                                "2463 TRUMBULL ST",
                                "ALVAREZ REYNA",
                                0.091,
                                "R2",
                                "VACANT RESIDENTIAL",
                            ),
                            rg_feat(
                                "512940",
                                "1530 VERMONT ST",
                                "ALVAREZ REYNA",
                                0.102,
                                "R2",
                                "RESIDENTIAL",
                            ),
                        ],
                    }
                }
            ),
        ),
    ],
)

rg_401 = js({"status": "error", "message": "Unauthorized. Your token is invalid or has expired."})
sess(
    "regrid",
    "fail",
    1,
    "Find parcels over 5 acres zoned industrial along the I-94 corridor in Washtenaw County for the site-selection memo.",
    [
        (
            "regrid_parcels_search",
            {
                "path": "/us/mi/washtenaw",
                "fields[ll_gisacre][gt]": 5,
                "fields[zoning][ilike]": "I-%",
            },
            rg_401,
        ),
        (
            "regrid_parcels_search",
            {"path": "/us/mi/washtenaw", "fields[usedesc][ilike]": "%INDUSTRIAL%"},
            rg_401,
        ),
        ("regrid_parcels_by_point", {"lat": 42.2411, "lon": -83.6129, "radius": 800}, rg_401),
        ("regrid_parcels_by_point", {"lat": 42.2349, "lon": -83.6851, "radius": 800}, rg_401),
        ("regrid_parcels_by_address", {"query": "5801 Willis Rd, Ypsilanti, MI"}, rg_401),
        (
            "regrid_parcels_search",
            {"path": "/us/mi/washtenaw/ypsilanti-township", "fields[ll_gisacre][gt]": 5},
            rg_401,
        ),
    ],
)

rec_hdr = "Buncombe County Register of Deeds - Online Records Search\nSearch results for: {q}\n\n"
sess(
    "recorder",
    "ok",
    1,
    "Before closing on 41 Chestnut Hollow Rd, check the Register of Deeds: what's the vesting deed, and are there any liens or lis pendens recorded against Paul and Irene Dufresne since 2015?",
    [
        (
            "browser_fetch",
            {
                "url": "https://registerofdeeds.buncombecounty.example/search?party=DUFRESNE+PAUL&from=2015-01-01&type=DEED"
            },
            rec_hdr.format(q="DUFRESNE PAUL | Deeds | 01/01/2015 - present")
            + "Rec Date    Book-Page    Instrument  Type        Grantor                      Grantee                       Legal\n"
            "06/22/2017  5589-1104    2017018822  DEED        HOLLOWAY MARGARET ANN        DUFRESNE PAUL R; DUFRESNE IRENE M  LT 7 CHESTNUT HOLLOW SUBD PB 141/88\n"
            "06/22/2017  5589-1111    2017018823  DEED OF TR  DUFRESNE PAUL R; DUFRESNE IRENE M  FIRST HORIZON BANK TR      LT 7 CHESTNUT HOLLOW SUBD\n\n2 records found. Page 1 of 1",
        ),
        (
            "browser_fetch",
            {
                "url": "https://registerofdeeds.buncombecounty.example/search?party=DUFRESNE+PAUL&from=2015-01-01&type=LIEN,LISPEND,JUDG"
            },
            rec_hdr.format(q="DUFRESNE PAUL | Liens, Lis Pendens, Judgments | 01/01/2015 - present")
            + "No records found matching your search criteria.",
        ),
        (
            "browser_fetch",
            {
                "url": "https://registerofdeeds.buncombecounty.example/search?party=DUFRESNE+IRENE&from=2015-01-01&type=LIEN,LISPEND,JUDG"
            },
            rec_hdr.format(
                q="DUFRESNE IRENE | Liens, Lis Pendens, Judgments | 01/01/2015 - present"
            )
            + "No records found matching your search criteria.",
        ),
        (
            "browser_fetch",
            {
                "url": "https://registerofdeeds.buncombecounty.example/search?party=DUFRESNE&from=2015-01-01&type=SATIS"
            },
            rec_hdr.format(q="DUFRESNE | Satisfactions | 01/01/2015 - present")
            + "Rec Date    Book-Page    Instrument  Type        Grantor                   Grantee                  Ref\n"
            "03/11/2021  6102-0457    2021007741  SATISFACTN  FIRST HORIZON BANK TR     DUFRESNE PAUL R          5589-1111\n\n1 record found. Page 1 of 1",
        ),
        (
            "browser_fetch",
            {
                "url": "https://registerofdeeds.buncombecounty.example/doc/2017018822/order?format=pdf"
            },
            "Your document request has been added to the cart. Order #RD-2025-044193. Instrument 2017018822 (3 pages). Uncertified copy: $3.00. A download link will be emailed to closing@blueridgetitle.example.",
        ),
    ],
)

rec_maint = (
    "Buncombe County Register of Deeds\n\nScheduled Maintenance\n\nThe online records search is temporarily unavailable while we perform system upgrades. "
    "We expect to restore service by 8:00 AM Monday. Recording and e-recording are not affected.\n\nFor urgent requests call (828) 250-4300.\n\n© Buncombe County, North Carolina"
)
rec_urls = [
    "search?party=MCALLISTER+DOUGLAS&type=DEED",
    "search?party=MCALLISTER&type=DEED&from=2000-01-01",
    "search?pin=9648-27-4410&type=ALL",
    "search?party=MCALLISTER+DOUGLAS&type=LIEN,LISPEND,JUDG",
    "search?legal=LT+14+SUNSET+TERRACE&type=ALL",
    "search?instrument=2008003317",
    "search?party=MCALLISTER+JEAN&type=ALL",
]
sess(
    "recorder",
    "fail",
    1,
    "Trace the chain of title for 12 Sunset Terrace back to 2000 and note any open deeds of trust.",
    [
        ("browser_fetch", {"url": "https://registerofdeeds.buncombecounty.example/" + u}, rec_maint)
        for u in rec_urls
    ],
)


# ---------------------------------------------------------------- 5. localization
TX = "https://rest.api.transifex.com"


def tx_stat(lang, total, trans, rev, words):
    rid = f"o:northwind:p:web-app:r:messages-json:l:{lang}"
    return {
        "id": rid,
        "type": "resource_language_stats",
        "attributes": {
            "untranslated_words": words[1],
            "translated_words": words[0],
            "reviewed_words": words[2],
            "proofread_words": 0,
            "total_words": words[0] + words[1],
            "untranslated_strings": total - trans,
            "translated_strings": trans,
            "reviewed_strings": rev,
            "proofread_strings": 0,
            "total_strings": total,
            "last_translation_update": "2025-02-10T09:14:51Z",
            "last_update": "2025-02-10T09:14:51Z",
        },
        "relationships": {"language": {"data": {"id": f"l:{lang}", "type": "languages"}}},
        "links": {"self": f"{TX}/resource_language_stats/{rid}"},
    }


sess(
    "transifex",
    "ok",
    1,
    "Upload the reviewed German translation file for the web-app messages resource, then tell me the completion percentage for every language.",
    [
        (
            "transifex_upload_translation",
            {
                "resource": "o:northwind:p:web-app:r:messages-json",
                "language": "l:de",
                "file": "locales/de/messages.json",
            },
            js(
                {
                    "data": {
                        "id": "4a8e6f21-7c03-4b5a-9e1d-2f6c8b0a3d97",
                        "type": "resource_translations_async_uploads",
                        "attributes": {
                            "status": "pending",
                            "errors": [],
                            "details": {},
                            "date_created": "2025-02-11T10:02:17Z",
                            "date_modified": "2025-02-11T10:02:17Z",
                        },
                        "links": {
                            "self": f"{TX}/resource_translations_async_uploads/4a8e6f21-7c03-4b5a-9e1d-2f6c8b0a3d97"
                        },
                    }
                }
            ),
        ),
        (
            "transifex_get_upload",
            {"id": "4a8e6f21-7c03-4b5a-9e1d-2f6c8b0a3d97"},
            js(
                {
                    "data": {
                        "id": "4a8e6f21-7c03-4b5a-9e1d-2f6c8b0a3d97",
                        "type": "resource_translations_async_uploads",
                        "attributes": {
                            "status": "processing",
                            "errors": [],
                            "details": {},
                            "date_modified": "2025-02-11T10:02:19Z",
                        },
                    }
                }
            ),
        ),
        (
            "transifex_get_upload",
            {"id": "4a8e6f21-7c03-4b5a-9e1d-2f6c8b0a3d97"},
            js(
                {
                    "data": {
                        "id": "4a8e6f21-7c03-4b5a-9e1d-2f6c8b0a3d97",
                        "type": "resource_translations_async_uploads",
                        "attributes": {
                            "status": "succeeded",
                            "errors": [],
                            "details": {
                                "translations_created": 0,
                                "translations_updated": 212,
                                "translations_skipped": 9,
                                "translations_deleted": 0,
                            },
                            "date_modified": "2025-02-11T10:02:26Z",
                        },
                    }
                }
            ),
        ),
        (
            "transifex_resource_language_stats",
            {
                "filter[project]": "o:northwind:p:web-app",
                "filter[resource]": "o:northwind:p:web-app:r:messages-json",
            },
            js(
                {
                    "data": [
                        tx_stat("de", 1184, 1184, 1021, (9120, 0, 7902)),
                        tx_stat("es", 1184, 1140, 880, (8790, 330, 6800)),
                        tx_stat("fr", 1184, 1170, 1170, (9015, 105, 9015)),
                    ],
                    "links": {
                        "self": f"{TX}/resource_language_stats?filter[project]=o:northwind:p:web-app",
                        "next": f"{TX}/resource_language_stats?filter[project]=o:northwind:p:web-app&page[cursor]=cj0xJnA9bDpmcg%3D%3D",
                        "previous": None,
                    },
                }
            ),
        ),
        (
            "transifex_resource_language_stats",
            {
                "filter[project]": "o:northwind:p:web-app",
                "filter[resource]": "o:northwind:p:web-app:r:messages-json",
                "page[cursor]": "cj0xJnA9bDpmcg==",
            },
            js(
                {
                    "data": [
                        tx_stat("ja", 1184, 902, 415, (6950, 2170, 3190)),
                        tx_stat("pt_BR", 1184, 1184, 640, (9120, 0, 4930)),
                    ],
                    "links": {
                        "self": f"{TX}/resource_language_stats?page[cursor]=cj0xJnA9bDpmcg%3D%3D",
                        "next": None,
                        "previous": None,
                    },
                }
            ),
        ),
    ],
)

tx_401 = js(
    {
        "errors": [
            {
                "status": "401",
                "code": "unauthorized",
                "title": "Unauthorized",
                "detail": "Authentication credentials were not provided or are invalid.",
                "source": {},
            }
        ]
    }
)
sess(
    "transifex",
    "fail",
    1,
    "Find every source string in the mobile-app project that contains 'subscription' and check whether the Korean and Turkish translations are reviewed.",
    [
        (
            "transifex_resource_strings",
            {
                "filter[resource]": "o:northwind:p:mobile-app:r:strings-xml",
                "filter[key]": "subscription",
            },
            tx_401,
        ),
        (
            "transifex_resource_strings",
            {
                "filter[resource]": "o:northwind:p:mobile-app:r:strings-xml",
                "filter[strings][contains]": "subscription",
            },
            tx_401,
        ),
        ("transifex_list_resources", {"filter[project]": "o:northwind:p:mobile-app"}, tx_401),
        (
            "transifex_resource_translations",
            {
                "filter[resource]": "o:northwind:p:mobile-app:r:strings-xml",
                "filter[language]": "l:ko",
                "filter[reviewed]": False,
            },
            tx_401,
        ),
        (
            "transifex_resource_translations",
            {
                "filter[resource]": "o:northwind:p:mobile-app:r:strings-xml",
                "filter[language]": "l:tr",
            },
            tx_401,
        ),
        (
            "transifex_resource_language_stats",
            {"filter[project]": "o:northwind:p:mobile-app", "filter[language]": "l:ko"},
            tx_401,
        ),
    ],
)

sess(
    "smartling",
    "ok",
    1,
    "Send the new onboarding emails file to Smartling for French and Italian, put it in a job due March 3, authorize it, and confirm the job is in progress.",
    [
        (
            "smartling_upload_file",
            {"projectId": "a7c1f03b9", "fileUri": "/emails/onboarding_v3.json", "fileType": "json"},
            js(
                {
                    "response": {
                        "code": "SUCCESS",
                        "data": {
                            "overWritten": False,
                            "stringCount": 46,
                            "wordCount": 1302,
                            "message": None,
                        },
                    }
                }
            ),
        ),
        (
            "smartling_create_job",
            {
                "projectId": "a7c1f03b9",
                "jobName": "Onboarding emails v3",
                "targetLocaleIds": ["fr-FR", "it-IT"],
                "dueDate": "2025-03-03T17:00:00Z",
            },
            js(
                {
                    "response": {
                        "code": "SUCCESS",
                        "data": {
                            "translationJobUid": "qz3f8vbd71xk",
                            "jobName": "Onboarding emails v3",
                            "jobNumber": "SMTL-40128",
                            "targetLocaleIds": ["fr-FR", "it-IT"],
                            "dueDate": "2025-03-03T17:00:00Z",
                            "jobStatus": "AWAITING_AUTHORIZATION",
                            "createdDate": "2025-02-11T14:31:09Z",
                        },
                    }
                }
            ),
        ),
        (
            "smartling_add_file_to_job",
            {
                "projectId": "a7c1f03b9",
                "translationJobUid": "qz3f8vbd71xk",
                "fileUri": "/emails/onboarding_v3.json",
                "targetLocaleIds": ["fr-FR", "it-IT"],
            },
            js(
                {
                    "response": {
                        "code": "ACCEPTED",
                        "data": {
                            "message": "This process will continue asynchronously and may take up to a few minutes.",
                            "url": "https://api.smartling.com/jobs-api/v3/projects/a7c1f03b9/jobs/qz3f8vbd71xk/processes/7b0e1c",
                        },
                    }
                }
            ),
        ),
        (
            "smartling_get_process",
            {"projectId": "a7c1f03b9", "translationJobUid": "qz3f8vbd71xk", "processUid": "7b0e1c"},
            js(
                {
                    "response": {
                        "code": "SUCCESS",
                        "data": {
                            "processUid": "7b0e1c",
                            "processState": "IN_PROGRESS",
                            "createdDate": "2025-02-11T14:31:40Z",
                            "modifiedDate": "2025-02-11T14:31:41Z",
                        },
                    }
                }
            ),
        ),
        (
            "smartling_get_process",
            {"projectId": "a7c1f03b9", "translationJobUid": "qz3f8vbd71xk", "processUid": "7b0e1c"},
            js(
                {
                    "response": {
                        "code": "SUCCESS",
                        "data": {
                            "processUid": "7b0e1c",
                            "processState": "COMPLETED",
                            "createdDate": "2025-02-11T14:31:40Z",
                            "modifiedDate": "2025-02-11T14:32:12Z",
                        },
                    }
                }
            ),
        ),
        (
            "smartling_authorize_job",
            {"projectId": "a7c1f03b9", "translationJobUid": "qz3f8vbd71xk"},
            js({"response": {"code": "SUCCESS", "data": None}}),
        ),
        (
            "smartling_get_job",
            {"projectId": "a7c1f03b9", "translationJobUid": "qz3f8vbd71xk"},
            js(
                {
                    "response": {
                        "code": "SUCCESS",
                        "data": {
                            "translationJobUid": "qz3f8vbd71xk",
                            "jobName": "Onboarding emails v3",
                            "jobStatus": "IN_PROGRESS",
                            "dueDate": "2025-03-03T17:00:00Z",
                            "targetLocaleIds": ["fr-FR", "it-IT"],
                            "sourceFiles": [
                                {
                                    "uri": "/emails/onboarding_v3.json",
                                    "name": "onboarding_v3.json",
                                    "fileUid": "d11f8c",
                                }
                            ],
                        },
                    }
                }
            ),
        ),
    ],
)

sm_empty = js({"response": {"code": "SUCCESS", "data": {"totalCount": 0, "items": []}}})
sess(
    "smartling",
    "fail",
    1,
    "Which Smartling jobs for the checkout redesign are overdue, and which locales are holding them up?",
    [
        ("smartling_list_jobs", {"projectId": "5e02b7d14", "jobName": "checkout"}, sm_empty),
        (
            "smartling_list_jobs",
            {
                "projectId": "5e02b7d14",
                "translationJobStatus": ["IN_PROGRESS", "AWAITING_AUTHORIZATION"],
            },
            sm_empty,
        ),
        ("smartling_list_files", {"projectId": "5e02b7d14", "uriMask": "checkout"}, sm_empty),
        ("smartling_list_jobs", {"projectId": "5e02b7d14"}, sm_empty),
        (
            "smartling_search_jobs",
            {"projectId": "5e02b7d14", "fileUris": ["/web/checkout/strings.json"]},
            sm_empty,
        ),
        (
            "smartling_list_files",
            {"projectId": "5e02b7d14", "lastUploadedAfter": "2024-10-01T00:00:00Z"},
            sm_empty,
        ),
        (
            "smartling_list_jobs",
            {"projectId": "5e02b7d14", "sortBy": "dueDate", "sortDirection": "ASC", "limit": 100},
            sm_empty,
        ),
    ],
)

WL = "https://hosted.weblate.org/api"
sess(
    "weblate",
    "ok",
    1,
    "Lock the 'docs' component of our Weblate project during the release freeze, and report translation percentages per language for the 'core' component.",
    [
        (
            "weblate_lock_component",
            {"project": "pinewood", "component": "docs", "lock": True},
            js({"locked": True}),
        ),
        (
            "weblate_component_translations",
            {"project": "pinewood", "component": "core"},
            js(
                {
                    "count": 7,
                    "next": f"{WL}/components/pinewood/core/translations/?page=2",
                    "previous": None,
                    "results": [
                        {
                            "language_code": "cs",
                            "translated_percent": 100.0,
                            "fuzzy_percent": 0.0,
                            "failing_checks": 2,
                            "total": 842,
                            "translated": 842,
                            "last_change": "2025-02-07T12:44:10Z",
                        },
                        {
                            "language_code": "de",
                            "translated_percent": 97.6,
                            "fuzzy_percent": 1.1,
                            "failing_checks": 5,
                            "total": 842,
                            "translated": 822,
                            "last_change": "2025-02-10T08:03:51Z",
                        },
                        {
                            "language_code": "es",
                            "translated_percent": 88.4,
                            "fuzzy_percent": 0.4,
                            "failing_checks": 0,
                            "total": 842,
                            "translated": 744,
                            "last_change": "2025-01-29T17:20:02Z",
                        },
                        {
                            "language_code": "fr",
                            "translated_percent": 100.0,
                            "fuzzy_percent": 0.0,
                            "failing_checks": 1,
                            "total": 842,
                            "translated": 842,
                            "last_change": "2025-02-09T21:10:33Z",
                        },
                    ],
                }
            ),
        ),
        (
            "weblate_component_translations",
            {"project": "pinewood", "component": "core", "page": 2},
            js(
                {
                    "count": 7,
                    "next": None,
                    "previous": f"{WL}/components/pinewood/core/translations/",
                    "results": [
                        {
                            "language_code": "nb_NO",
                            "translated_percent": 61.2,
                            "fuzzy_percent": 3.3,
                            "failing_checks": 4,
                            "total": 842,
                            "translated": 515,
                            "last_change": "2024-11-14T09:51:40Z",
                        },
                        {
                            "language_code": "pl",
                            "translated_percent": 93.0,
                            "fuzzy_percent": 0.0,
                            "failing_checks": 0,
                            "total": 842,
                            "translated": 783,
                            "last_change": "2025-02-03T11:36:27Z",
                        },
                        {
                            "language_code": "uk",
                            "translated_percent": 99.8,
                            "fuzzy_percent": 0.0,
                            "failing_checks": 0,
                            "total": 842,
                            "translated": 840,
                            "last_change": "2025-02-10T19:58:14Z",
                        },
                    ],
                }
            ),
        ),
        ("weblate_lock_status", {"project": "pinewood", "component": "docs"}, js({"locked": True})),
    ],
)

sess(
    "weblate",
    "ok",
    2,
    "Are there any untranslated or fuzzy strings left in French for the 'core' component before we tag 3.2? If so, list them.",
    [
        (
            "weblate_translation_statistics",
            {"project": "pinewood", "component": "core", "language": "fr"},
            js(
                {
                    "total": 842,
                    "total_words": 5311,
                    "last_change": "2025-02-09T21:10:33Z",
                    "recent_changes": 14,
                    "translated": 842,
                    "translated_words": 5311,
                    "translated_percent": 100.0,
                    "fuzzy": 0,
                    "fuzzy_percent": 0.0,
                    "failing": 1,
                    "failing_percent": 0.1,
                    "approved": 790,
                    "code": "fr",
                    "name": "French",
                    "url": "https://hosted.weblate.org/projects/pinewood/core/fr/",
                }
            ),
        ),
        (
            "weblate_units",
            {
                "project": "pinewood",
                "component": "core",
                "language": "fr",
                "q": "state:<translated",
            },
            js({"count": 0, "next": None, "previous": None, "results": []}),
        ),
        (
            "weblate_units",
            {"project": "pinewood", "component": "core", "language": "fr", "q": "has:check"},
            js(
                {
                    "count": 1,
                    "next": None,
                    "previous": None,
                    "results": [
                        {
                            "id": 4471920,
                            "context": "",
                            "source": ["%(count)s files synced"],
                            "target": ["%(count) fichiers synchronisés"],
                            "state": 20,
                            "location": "src/sync/status.py:88",
                            "translation": f"{WL}/translations/pinewood/core/fr/",
                        }
                    ],
                }
            ),
        ),
    ],
)

wl_thr = js({"detail": "Request was throttled. Expected available in 86157 seconds."})
sess(
    "weblate",
    "fail",
    1,
    "Compare the Spanish and Portuguese translations of the billing component and list strings whose target still equals the English source.",
    [
        (
            "weblate_units",
            {
                "project": "pinewood",
                "component": "billing",
                "language": "es",
                "q": "state:translated",
            },
            wl_thr,
        ),
        (
            "weblate_units",
            {
                "project": "pinewood",
                "component": "billing",
                "language": "pt_BR",
                "q": "state:translated",
            },
            wl_thr,
        ),
        (
            "weblate_translation_statistics",
            {"project": "pinewood", "component": "billing", "language": "es"},
            wl_thr.replace("86157", "86149"),
        ),
        (
            "weblate_units",
            {"project": "pinewood", "component": "billing", "language": "es", "q": "check:same"},
            wl_thr.replace("86157", "86141"),
        ),
        (
            "weblate_units",
            {"project": "pinewood", "component": "billing", "language": "pt_BR", "q": "check:same"},
            wl_thr.replace("86157", "86133"),
        ),
        (
            "weblate_component_translations",
            {"project": "pinewood", "component": "billing"},
            wl_thr.replace("86157", "86120"),
        ),
    ],
)

sess(
    "pontoon",
    "ok",
    1,
    "In Pontoon, how complete are the Firefox Monitor translations for Welsh, Frisian and Occitan, and which of them have unreviewed suggestions?",
    [
        (
            "pontoon_graphql",
            {
                "query": '{ project(slug: "firefox-monitor-website") { name totalStrings localizations { locale { code name } approvedStrings pretranslatedStrings stringsWithWarnings missingStrings unreviewedStrings } } }'
            },
            jp(
                {
                    "data": {
                        "project": {
                            "name": "Mozilla Monitor Website",
                            "totalStrings": 612,
                            "localizations": [
                                {
                                    "locale": {"code": "cy", "name": "Welsh"},
                                    "approvedStrings": 612,
                                    "pretranslatedStrings": 0,
                                    "stringsWithWarnings": 0,
                                    "missingStrings": 0,
                                    "unreviewedStrings": 0,
                                },
                                {
                                    "locale": {"code": "fy-NL", "name": "Frisian"},
                                    "approvedStrings": 598,
                                    "pretranslatedStrings": 0,
                                    "stringsWithWarnings": 1,
                                    "missingStrings": 14,
                                    "unreviewedStrings": 3,
                                },
                                {
                                    "locale": {"code": "oc", "name": "Occitan"},
                                    "approvedStrings": 541,
                                    "pretranslatedStrings": 22,
                                    "stringsWithWarnings": 0,
                                    "missingStrings": 49,
                                    "unreviewedStrings": 0,
                                },
                                {
                                    "locale": {"code": "sq", "name": "Albanian"},
                                    "approvedStrings": 612,
                                    "pretranslatedStrings": 0,
                                    "stringsWithWarnings": 0,
                                    "missingStrings": 0,
                                    "unreviewedStrings": 0,
                                },
                            ],
                        }
                    }
                }
            ),
        ),
        (
            "pontoon_graphql",
            {
                "query": '{ locale(code: "oc") { name localizations(projects: ["firefox-monitor-website"]) { project { slug } unreviewedStrings pretranslatedStrings } } }'
            },
            jp(
                {
                    "data": {
                        "locale": {
                            "name": "Occitan",
                            "localizations": [
                                {
                                    "project": {"slug": "firefox-monitor-website"},
                                    "unreviewedStrings": 0,
                                    "pretranslatedStrings": 22,
                                }
                            ],
                        }
                    }
                }
            ),
        ),
    ],
)

pt_502 = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
pt_q = [
    '{ project(slug: "firefox") { localizations { locale { code } missingStrings } } }',
    '{ locale(code: "ga-IE") { localizations { project { slug } missingStrings } } }',
    '{ project(slug: "firefox") { totalStrings } }',
    "{ locales { code name } }",
    '{ locale(code: "gd") { localizations { project { slug } missingStrings approvedStrings } } }',
    '{ project(slug: "firefox") { localizations { locale { code } missingStrings unreviewedStrings } } }',
]
sess(
    "pontoon",
    "fail",
    1,
    "For the Firefox desktop project in Pontoon, which Celtic-language locales (ga-IE, gd, cy, br, kw) have more than 100 missing strings?",
    [("pontoon_graphql", {"query": q}, pt_502) for q in pt_q],
)

sess(
    "gettext",
    "ok",
    1,
    "Merge the new messages.pot into the Dutch, Finnish and Basque catalogs, compile them, and tell me the translated/fuzzy/untranslated counts for each.",
    [
        (
            "shell",
            {
                "command": "xgettext --from-code=UTF-8 -k_ -kN_ -o po/messages.pot $(git ls-files 'src/*.py') && grep -c '^msgid' po/messages.pot"
            },
            "418\n",
        ),
        (
            "shell",
            {
                "command": "for l in nl fi eu; do msgmerge --update --backup=none po/$l.po po/messages.pot; done"
            },
            "............................ done.\n............................. done.\n............................ done.\n",
        ),
        (
            "shell",
            {
                "command": 'for l in nl fi eu; do echo "== $l"; msgfmt --check --statistics -o po/$l.mo po/$l.po; done'
            },
            "== nl\n409 translated messages, 6 fuzzy translations, 2 untranslated messages.\n== fi\n371 translated messages, 19 fuzzy translations, 27 untranslated messages.\n== eu\npo/eu.po:1288: 'msgid' and 'msgstr' entries do not both end with '\\n'\nmsgfmt: found 1 fatal error\n",
        ),
        (
            "shell",
            {"command": "sed -n '1280,1290p' po/eu.po"},
            '#: src/app/export.py:212\n#, python-format\nmsgid ""\n"Exported %(n)d rows to %(path)s\\n"\nmsgstr ""\n"%(n)d errenkada esportatu dira hona: %(path)s"\n\n#: src/app/export.py:240\nmsgid "Export cancelled"\nmsgstr "Esportazioa bertan behera utzi da"\n',
        ),
        (
            "shell",
            {
                "command": "sed -i '1285s/%(path)s\"/%(path)s\\\\n\"/' po/eu.po && msgfmt --check --statistics -o po/eu.mo po/eu.po"
            },
            "288 translated messages, 41 fuzzy translations, 88 untranslated messages.\n",
        ),
        (
            "shell",
            {"command": "git status --short po/"},
            " M po/eu.po\n M po/fi.po\n M po/messages.pot\n M po/nl.po\n",
        ),
    ],
)

sess(
    "i18next-parser",
    "ok",
    1,
    "Re-extract the i18n keys for the dashboard app and tell me which keys were added or removed in the English catalog.",
    [
        (
            "shell",
            {"command": "npx i18next-parser --config i18next-parser.config.js"},
            "i18next Parser\n--------------\nInput:  src/**/*.{ts,tsx}\nOutput: public/locales/$LOCALE/$NAMESPACE.json\n\n"
            "[read]    src/components/Header.tsx\n[read]    src/components/UsageChart.tsx\n[read]    src/pages/Billing.tsx\n[read]    src/pages/Settings.tsx\n"
            "[write]   public/locales/en/dashboard.json\n[write]   public/locales/de/dashboard.json\n[write]   public/locales/ja/dashboard.json\n\n"
            "Stats:  212 files were parsed\n",
        ),
        (
            "shell",
            {"command": "git diff --stat public/locales/"},
            " public/locales/de/dashboard.json | 7 +++++--\n public/locales/en/dashboard.json | 7 +++++--\n public/locales/ja/dashboard.json | 7 +++++--\n 3 files changed, 15 insertions(+), 6 deletions(-)\n",
        ),
        (
            "shell",
            {"command": "git diff -U0 public/locales/en/dashboard.json | grep '^[+-] '"},
            '-    "exportCsv": "Export CSV",\n+    "exportData": "",\n+    "exportFormat": "",\n-  "trialBanner": "Your trial ends in {{days}} days",\n+  "usage": {\n+    "forecast": "",\n+    "quotaReached": ""\n',
        ),
        (
            "shell",
            {
                "command": "ls public/locales/en/ && test -f public/locales/en/dashboard_old.json && echo old || echo no old catalog"
            },
            "common.json\ndashboard.json\nno old catalog\n",
        ),
    ],
)


def main(out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    seen = set()
    with out.open("w", encoding="utf-8") as f:
        for family, kind, n, task, calls in SESSIONS:
            run_id = f"{family}-{kind}-{n}"
            assert run_id not in seen, run_id
            seen.add(run_id)
            for tool, args, result in calls:
                row = {
                    "source": f"heldout31/{family}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": kind == "ok"},
                }
                f.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parent / "tool_heldout31.jsonl"
    )
