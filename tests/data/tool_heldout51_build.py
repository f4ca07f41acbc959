# ruff: noqa: E501, E731 -- tool outputs are kept verbatim (long lines); small result builders are lambdas
"""Held-out fixture tool_heldout51: five domain groups of tools no earlier fixture covered.

Each row is one tool call in the project's real-runs format; rows of one session are
consecutive, in call order. Written blind (before any detector was run on it), from the
public documentation of each API / CLI as remembered and, where time allowed, checked.

Families and where their formats come from (confidence in brackets):

1. Libraries of books and documents
   - overdrive: OverDrive Library Availability / Search API (api.overdrive.com v1
     collections/{id}/products, availability) JSON bodies (medium: field names
     from the developer docs; nesting simplified to what an MCP wrapper passes on).
   - internet-archive: the `ia` CLI (internetarchive Python package) `ia search` prints
     one JSON object per line, `ia metadata` prints the item JSON, `ia download` prints
     progress lines; advancedsearch.php JSON (`responseHeader`/`response.docs`) (high).
   - hathitrust: HathiTrust Bibliographic API (catalog.hathitrust.org/api/volumes/brief)
     JSON with `records` and `items` (high).
   - gutendex: gutendex.com/books JSON (`count`, `next`, `previous`, `results`) (high).
   - bhl: Biodiversity Heritage Library API v3 (`Status`, `ErrorMessage`, `Result`) (high).
   - loc: Library of Congress JSON API (`?fo=json`, `results`, `pagination`) (medium-high).
2. Hotel property management
   - apaleo: Apaleo REST (inventory, booking, availability) JSON; 401 bodies with
     WWW-Authenticate as wrappers print them (medium-high).
   - roomraccoon, siteminder, eviivo, stayntouch, protel: partner APIs are not public;
     bodies written as the partner docs / common middleware (MCP wrappers returning JSON)
     show them; SiteMinder pmsXchange is OTA XML (medium for OTA XML, low-medium for the
     JSON shapes of the others).
3. DNS and email authentication
   - mxtoolbox: MxToolbox REST API v1 lookup JSON (`Failed`, `Warnings`, `Passed`,
     `Information`) (medium-high).
   - dig: BIND 9 `dig` output run through a shell tool (high).
   - dnsimple: DNSimple API v2 JSON (`data`, `pagination`) (high).
   - ns1: NS1 REST API JSON (zones, records; `{"message": ...}` errors) (high).
   - parsedmarc: parsedmarc CLI JSON output of aggregate reports (medium-high).
   - checkdmarc: checkdmarc CLI JSON output (medium-high).
4. Vehicles and fleets
   - vpic: NHTSA vPIC DecodeVinValues / GetModelsForMakeYear JSON (`Count`, `Message`,
     `SearchCriteria`, `Results`) (high).
   - smartcar: Smartcar API v2 JSON (odometer, battery, location, lock acknowledgements,
     errors with `type`/`code`/`description`) (high).
   - edmunds: Edmunds Vehicle API (legacy, keyed) JSON and its Mashery 403 (medium).
   - tesla-fleet: Tesla Fleet API `{"response": ...}` envelopes, `vehicle_data`,
     408 `vehicle unavailable` (high).
   - motive: Motive (KeepTruckin) API v1 JSON (vehicles, hos logs, locations) (medium).
   - fleetio: Fleetio API v1 JSON (vehicles, service_entries, issues) (medium).
5. School systems and assessment
   - turnitin: Turnitin Core API (TCA) JSON (submissions, similarity reports) (high).
   - schoology: Schoology REST v1 JSON (sections, assignments, grades) (medium-high).
   - ellucian-ethos: Ellucian Ethos Integration JSON arrays of resources (persons,
     sections, section-registrations) (medium).
   - oneroster: OneRoster 1.1 REST JSON (users, classes, enrollments, results) (high).
   - seesaw, edlink: Edlink Graph API v2 `{"$data": ...}` envelopes (high); Seesaw has
     no public API, its rows are the JSON an internal wrapper returns (low-medium).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROWS: list[dict] = []


def hid(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def J(obj, indent=None) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


def S(family: str, kind: str, n: int, task: str, calls: list) -> None:
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout51/{family}",
                "run_id": f"{family}-{kind}-{n}",
                "task": task,
                "tool": tool,
                "args": args,
                "result": result if isinstance(result, str) else J(result),
                "outcome": {"success": kind == "ok"},
            }
        )


# ---------------------------------------------------------------- 1. libraries


def od_product(title, author, fmt, pid):
    return {
        "id": pid,
        "crossRefId": int(hid(pid, 6), 16) % 9000000,
        "mediaType": "ebook" if "ebook" in fmt else "audiobook",
        "title": title,
        "primaryCreator": {"role": "Author", "name": author},
        "formats": [{"id": fmt, "name": fmt.replace("-", " ").title()}],
        "links": {
            "availability": {
                "href": f"https://api.overdrive.com/v2/collections/v1L1BYwAAAA2Q/products/{pid}/availability"
            }
        },
    }


def od_avail(pid, owned, avail, holds):
    return {
        "reserveId": pid,
        "crossRefId": int(hid(pid, 6), 16) % 9000000,
        "accounts": [{"id": -1, "copiesOwned": owned, "copiesAvailable": avail}],
        "available": avail > 0,
        "availabilityType": "normal",
        "copiesOwned": owned,
        "copiesAvailable": avail,
        "numberOfHolds": holds,
    }


p1, p2, p3 = (
    hid("od" + x, 8) + "-" + hid("odx" + x, 4) + "-4e1f-9c2a-" + hid("ody" + x, 12) for x in "abc"
)
S(
    "overdrive",
    "ok",
    1,
    "Does our library have 'The Overstory' as an ebook or audiobook, and how long is the wait?",
    [
        (
            "overdrive_search",
            {"q": "The Overstory Powers"},
            {
                "totalItems": 2,
                "products": [
                    od_product("The Overstory", "Richard Powers", "ebook-overdrive", p1),
                    od_product("The Overstory", "Richard Powers", "audiobook-mp3", p2),
                ],
            },
        ),
        ("overdrive_availability", {"product_id": p1}, od_avail(p1, 6, 0, 14)),
        ("overdrive_availability", {"product_id": p2}, od_avail(p2, 3, 1, 0)),
        (
            "overdrive_place_hold",
            {"product_id": p1, "email": "reader@example.org"},
            {
                "reserveId": p1,
                "holdListPosition": 15,
                "numberOfHolds": 15,
                "emailAddress": "reader@example.org",
                "holdPlacedDate": "2026-12-07T10:02:11Z",
            },
        ),
    ],
)
S(
    "overdrive",
    "fail",
    1,
    "Find three recent thrillers available right now in our OverDrive collection for a book club.",
    [
        (
            "overdrive_search",
            {"q": "thriller", "sort": "newlyadded:desc"},
            {
                "error": "invalid_token",
                "error_description": "The access token provided has expired.",
            },
        ),
        (
            "overdrive_search",
            {"q": "psychological thriller"},
            {
                "error": "invalid_token",
                "error_description": "The access token provided has expired.",
            },
        ),
        (
            "overdrive_search",
            {"q": "Freida McFadden"},
            {
                "error": "invalid_token",
                "error_description": "The access token provided has expired.",
            },
        ),
        (
            "overdrive_search",
            {"q": "mystery", "availability": "true"},
            {
                "error": "invalid_token",
                "error_description": "The access token provided has expired.",
            },
        ),
        (
            "overdrive_availability",
            {"product_id": p3},
            {
                "error": "invalid_token",
                "error_description": "The access token provided has expired.",
            },
        ),
        (
            "overdrive_search",
            {"q": "suspense"},
            {
                "error": "invalid_token",
                "error_description": "The access token provided has expired.",
            },
        ),
    ],
)

S(
    "internet-archive",
    "ok",
    1,
    "Download the 1939 New York World's Fair guidebook scan from the Internet Archive and tell me how many pages it has.",
    [
        (
            "shell",
            {
                "cmd": "ia search 'title:(world\\'s fair) AND year:1939 AND mediatype:texts' --itemlist | head"
            },
            "officialguidebo00newy\nnewyorkworldsfai00newy_0\nyourworldoftomor00gene\nnyworldsfair1939newy",
        ),
        (
            "shell",
            {
                "cmd": "ia metadata officialguidebo00newy | jq '.metadata | {title, date, imagecount, collection}'"
            },
            '{\n  "title": "Official guide book of the New York World\'s Fair, 1939",\n  "date": "1939",\n  "imagecount": "264",\n  "collection": [\n    "americana",\n    "nypl"\n  ]\n}',
        ),
        (
            "shell",
            {"cmd": "ia download officialguidebo00newy --glob='*.pdf'"},
            "officialguidebo00newy:\n downloading officialguidebo00newy.pdf: 100%|██████████| 38.2M/38.2M [00:06<00:00, 6.11MB/s]",
        ),
        (
            "shell",
            {"cmd": "pdfinfo officialguidebo00newy/officialguidebo00newy.pdf | grep Pages"},
            "Pages:          264",
        ),
    ],
)
S(
    "internet-archive",
    "ok",
    2,
    "Is there any Internet Archive item from the collection 'prelinger' that is a film about atomic shelters made after 1965? If none, say so.",
    [
        (
            "ia_advancedsearch",
            {
                "q": "collection:prelinger AND subject:(fallout shelter) AND year:[1966 TO 1999]",
                "fl[]": ["identifier", "title", "year"],
                "rows": 50,
                "output": "json",
            },
            {
                "responseHeader": {
                    "status": 0,
                    "QTime": 41,
                    "params": {
                        "query": "collection:prelinger AND subject:(fallout shelter) AND year:[1966 TO 1999]",
                        "qin": "collection:prelinger AND subject:(fallout shelter) AND year:[1966 TO 1999]",
                        "fields": "identifier,title,year",
                        "wt": "json",
                        "rows": "50",
                        "start": 0,
                    },
                },
                "response": {"numFound": 0, "start": 0, "docs": []},
            },
        ),
        (
            "ia_advancedsearch",
            {
                "q": "collection:prelinger AND (title:shelter OR description:shelter) AND year:[1966 TO 1999]",
                "fl[]": ["identifier", "title", "year"],
                "rows": 50,
                "output": "json",
            },
            {
                "responseHeader": {
                    "status": 0,
                    "QTime": 37,
                    "params": {
                        "query": "collection:prelinger AND (title:shelter OR description:shelter) AND year:[1966 TO 1999]",
                        "fields": "identifier,title,year",
                        "wt": "json",
                        "rows": "50",
                        "start": 0,
                    },
                },
                "response": {"numFound": 0, "start": 0, "docs": []},
            },
        ),
        (
            "ia_advancedsearch",
            {
                "q": "collection:prelinger AND subject:(fallout shelter)",
                "fl[]": ["identifier", "title", "year"],
                "rows": 50,
                "output": "json",
            },
            {
                "responseHeader": {
                    "status": 0,
                    "QTime": 29,
                    "params": {
                        "query": "collection:prelinger AND subject:(fallout shelter)",
                        "fields": "identifier,title,year",
                        "wt": "json",
                        "rows": "50",
                        "start": 0,
                    },
                },
                "response": {
                    "numFound": 4,
                    "start": 0,
                    "docs": [
                        {"identifier": "AboutFal1963", "title": "About Fallout", "year": "1963"},
                        {
                            "identifier": "OurCitie1961",
                            "title": "Our Cities Must Fight",
                            "year": "1951",
                        },
                        {
                            "identifier": "FamilyFa1963",
                            "title": "Family Fallout Shelter",
                            "year": "1963",
                        },
                        {"identifier": "ShelterP1962", "title": "Shelter Planning", "year": "1962"},
                    ],
                },
            },
        ),
    ],
)
ia_503 = 'Traceback (most recent call last):\n  File "/usr/local/bin/ia", line 8, in <module>\n    sys.exit(main())\n  ...\nrequests.exceptions.HTTPError: 503 Server Error: Service Temporarily Unavailable for url: https://archive.org/services/search/beta/page_production/?user_query=%s'
S(
    "internet-archive",
    "fail",
    1,
    "Collect identifiers of 1920s sheet music items in the Internet Archive for a digitisation audit.",
    [
        (
            "shell",
            {
                "cmd": "ia search 'mediatype:texts AND subject:\"sheet music\" AND year:[1920 TO 1929]' --itemlist"
            },
            ia_503 % "mediatype%3Atexts",
        ),
        (
            "shell",
            {"cmd": "ia search 'subject:\"popular music\" AND year:[1920 TO 1929]' --itemlist"},
            ia_503 % "subject%3A%22popular",
        ),
        (
            "shell",
            {"cmd": "ia search 'collection:sheetmusic' --itemlist | head -50"},
            ia_503 % "collection%3Asheetmusic",
        ),
        (
            "shell",
            {"cmd": "ia search 'title:foxtrot AND year:1925' --itemlist"},
            ia_503 % "title%3Afoxtrot",
        ),
        (
            "shell",
            {"cmd": "sleep 30 && ia search 'collection:sheetmusic AND year:1924' --itemlist"},
            ia_503 % "collection%3Asheetmusic",
        ),
        (
            "shell",
            {"cmd": "ia search 'subject:\"sheet music\"' --itemlist --parameters rows=20"},
            ia_503 % "subject%3A%22sheet",
        ),
    ],
)

ht_rec = lambda oclc, title, items: {
    "records": {
        f"00{oclc}": {
            "recordURL": f"https://catalog.hathitrust.org/Record/00{oclc}",
            "titles": [title],
            "isbns": [],
            "issns": [],
            "oclcs": [oclc],
            "lccns": [],
            "publishDates": ["1911"],
        }
    },
    "items": items,
}
S(
    "hathitrust",
    "ok",
    1,
    "Which of these OCLC numbers have full-view copies in HathiTrust: 1049434, 2778352, 4481090?",
    [
        (
            "hathitrust_volumes_brief",
            {"id_type": "oclc", "id": "1049434"},
            ht_rec(
                "1049434",
                "The secret garden / by Frances Hodgson Burnett.",
                [
                    {
                        "orig": "University of Michigan",
                        "fromRecord": "001049434",
                        "htid": "mdp.39015063553391",
                        "itemURL": "https://babel.hathitrust.org/cgi/pt?id=mdp.39015063553391",
                        "rightsCode": "pd",
                        "lastUpdate": "20230114",
                        "enumcron": False,
                        "usRightsString": "Full view",
                    }
                ],
            ),
        ),
        (
            "hathitrust_volumes_brief",
            {"id_type": "oclc", "id": "2778352"},
            {"records": {}, "items": []},
        ),
        (
            "hathitrust_volumes_brief",
            {"id_type": "oclc", "id": "4481090"},
            {
                "records": {
                    "004481090": {
                        "recordURL": "https://catalog.hathitrust.org/Record/004481090",
                        "titles": [
                            "Soil fertility and permanent agriculture, by Cyril G. Hopkins."
                        ],
                        "isbns": [],
                        "issns": [],
                        "oclcs": ["4481090"],
                        "lccns": ["10008224"],
                        "publishDates": ["1910"],
                    }
                },
                "items": [
                    {
                        "orig": "Cornell University",
                        "fromRecord": "004481090",
                        "htid": "coo.31924000016744",
                        "itemURL": "https://babel.hathitrust.org/cgi/pt?id=coo.31924000016744",
                        "rightsCode": "pd",
                        "lastUpdate": "20220301",
                        "enumcron": False,
                        "usRightsString": "Full view",
                    },
                    {
                        "orig": "University of California",
                        "fromRecord": "004481090",
                        "htid": "uc1.b3055114",
                        "itemURL": "https://babel.hathitrust.org/cgi/pt?id=uc1.b3055114",
                        "rightsCode": "pd",
                        "lastUpdate": "20220301",
                        "enumcron": False,
                        "usRightsString": "Full view",
                    },
                ],
            },
        ),
    ],
)
ht_maint = "<!DOCTYPE html>\n<html><head><title>HathiTrust Digital Library - Maintenance</title></head><body><h1>HathiTrust is temporarily unavailable</h1><p>We are performing scheduled maintenance. Full-text search, the catalog, and APIs will be unavailable until approximately 6:00 PM ET.</p></body></html>"
S(
    "hathitrust",
    "fail",
    1,
    "Check HathiTrust rights for the 12 ISBNs on the faculty reserve list.",
    [
        ("hathitrust_volumes_brief", {"id_type": "isbn", "id": isbn}, ht_maint)
        for isbn in [
            "0226458083",
            "0691024510",
            "0520038177",
            "0674005147",
            "0262510871",
            "0801493455",
            "0192854585",
        ]
    ],
)


def gut(i, title, author, dl):
    return {
        "id": i,
        "title": title,
        "authors": [author],
        "summaries": [],
        "translators": [],
        "subjects": [],
        "bookshelves": [],
        "languages": ["en"],
        "copyright": False,
        "media_type": "Text",
        "formats": {
            "text/plain; charset=us-ascii": f"https://www.gutenberg.org/ebooks/{i}.txt.utf-8",
            "application/epub+zip": f"https://www.gutenberg.org/ebooks/{i}.epub3.images",
        },
        "download_count": dl,
    }


S(
    "gutendex",
    "ok",
    1,
    "List every Project Gutenberg book by Anthony Trollope in English with its EPUB link.",
    [
        (
            "gutendex_books",
            {"search": "trollope", "languages": "en"},
            {
                "count": 71,
                "next": "https://gutendex.com/books/?languages=en&page=2&search=trollope",
                "previous": None,
                "results": [
                    gut(
                        619,
                        "The Warden",
                        {"name": "Trollope, Anthony", "birth_year": 1815, "death_year": 1882},
                        2210,
                    ),
                    gut(
                        3166,
                        "Barchester Towers",
                        {"name": "Trollope, Anthony", "birth_year": 1815, "death_year": 1882},
                        1577,
                    ),
                ],
            },
        ),
        (
            "gutendex_books",
            {"search": "trollope", "languages": "en", "page": 2},
            {
                "count": 71,
                "next": "https://gutendex.com/books/?languages=en&page=3&search=trollope",
                "previous": "https://gutendex.com/books/?languages=en&search=trollope",
                "results": [
                    gut(
                        5231,
                        "The Way We Live Now",
                        {"name": "Trollope, Anthony", "birth_year": 1815, "death_year": 1882},
                        1320,
                    ),
                    gut(
                        18000,
                        "Framley Parsonage",
                        {"name": "Trollope, Anthony", "birth_year": 1815, "death_year": 1882},
                        602,
                    ),
                ],
            },
        ),
        (
            "gutendex_books",
            {"search": "trollope", "languages": "en", "page": 3},
            {
                "count": 71,
                "next": "https://gutendex.com/books/?languages=en&page=4&search=trollope",
                "previous": "https://gutendex.com/books/?languages=en&page=2&search=trollope",
                "results": [
                    gut(
                        2158,
                        "Doctor Thorne",
                        {"name": "Trollope, Anthony", "birth_year": 1815, "death_year": 1882},
                        811,
                    ),
                    gut(
                        19500,
                        "Domestic Manners of the Americans",
                        {
                            "name": "Trollope, Frances Milton",
                            "birth_year": 1779,
                            "death_year": 1863,
                        },
                        388,
                    ),
                ],
            },
        ),
        (
            "gutendex_books",
            {"search": "trollope", "languages": "en", "page": 4},
            {
                "count": 71,
                "next": None,
                "previous": "https://gutendex.com/books/?languages=en&page=3&search=trollope",
                "results": [
                    gut(
                        34000,
                        "The Fixed Period",
                        {"name": "Trollope, Anthony", "birth_year": 1815, "death_year": 1882},
                        240,
                    )
                ],
            },
        ),
    ],
)
gut_same = {
    "count": 1,
    "next": None,
    "previous": None,
    "results": [
        gut(
            84,
            "Frankenstein; Or, The Modern Prometheus",
            {"name": "Shelley, Mary Wollstonecraft", "birth_year": 1797, "death_year": 1851},
            104132,
        )
    ],
}
S(
    "gutendex",
    "fail",
    1,
    "Find Gutenberg texts on whaling and the sea for a 19th-century maritime reading list.",
    [
        ("gutendex_books", {"search": "whaling"}, gut_same),
        ("gutendex_books", {"search": "moby dick melville"}, gut_same),
        ("gutendex_books", {"topic": "sea stories"}, gut_same),
        ("gutendex_books", {"search": "two years before the mast"}, gut_same),
        ("gutendex_books", {"topic": "whales"}, gut_same),
        ("gutendex_books", {"search": "Dana"}, gut_same),
        ("gutendex_books", {"ids": "2701,2489,15"}, gut_same),
    ],
)

S(
    "bhl",
    "ok",
    1,
    "Find the BHL page where Darwin's Beagle zoology describes Rhea darwinii and give its page URL.",
    [
        (
            "bhl_api",
            {
                "op": "PublicationSearch",
                "searchterm": "Zoology of the voyage of H.M.S. Beagle birds",
                "searchtype": "F",
            },
            {
                "Status": "ok",
                "ErrorMessage": None,
                "Result": [
                    {
                        "BHLType": "Title",
                        "TitleID": 14568,
                        "FullTitle": "The zoology of the voyage of H.M.S. Beagle :under the command of Captain Fitzroy, R.N., during the years 1832 to 1836 /",
                        "PublicationDate": "1838-1843",
                        "TitleUrl": "https://www.biodiversitylibrary.org/bibliography/14568",
                    }
                ],
            },
        ),
        (
            "bhl_api",
            {"op": "GetTitleMetadata", "id": 14568, "items": "t"},
            {
                "Status": "ok",
                "ErrorMessage": None,
                "Result": [
                    {
                        "TitleID": 14568,
                        "FullTitle": "The zoology of the voyage of H.M.S. Beagle",
                        "Items": [
                            {
                                "ItemID": 48602,
                                "Volume": "pt.3 (1841)",
                                "ItemUrl": "https://www.biodiversitylibrary.org/item/48602",
                            },
                            {
                                "ItemID": 48603,
                                "Volume": "pt.5 (1842)",
                                "ItemUrl": "https://www.biodiversitylibrary.org/item/48603",
                            },
                        ],
                    }
                ],
            },
        ),
        (
            "bhl_api",
            {"op": "NameSearch", "name": "Rhea darwinii"},
            {
                "Status": "ok",
                "ErrorMessage": None,
                "Result": [{"NameConfirmed": "Rhea darwinii", "NameCanonical": "Rhea darwinii"}],
            },
        ),
        (
            "bhl_api",
            {"op": "GetNameMetadata", "name": "Rhea darwinii", "titleid": 14568},
            {
                "Status": "ok",
                "ErrorMessage": None,
                "Result": [
                    {
                        "NameConfirmed": "Rhea darwinii",
                        "Titles": [
                            {
                                "TitleID": 14568,
                                "Items": [
                                    {
                                        "ItemID": 48602,
                                        "Pages": [
                                            {
                                                "PageID": 14317032,
                                                "PageUrl": "https://www.biodiversitylibrary.org/page/14317032",
                                                "PageNumbers": [
                                                    {"Prefix": "Page", "Number": "123"}
                                                ],
                                            }
                                        ],
                                    }
                                ],
                            }
                        ],
                    }
                ],
            },
        ),
    ],
)
S(
    "bhl",
    "fail",
    1,
    "Pull the BHL bibliographies for the genus Drosophila from before 1930.",
    [
        (
            "bhl_api",
            {"op": "NameSearch", "name": "Drosophila"},
            {
                "Status": "unauthorized",
                "ErrorMessage": "Invalid or missing API key",
                "Result": None,
            },
        ),
        (
            "bhl_api",
            {"op": "PublicationSearch", "searchterm": "Drosophila", "searchtype": "C"},
            {
                "Status": "unauthorized",
                "ErrorMessage": "Invalid or missing API key",
                "Result": None,
            },
        ),
        (
            "bhl_api",
            {"op": "PublicationSearch", "searchterm": "Morgan sex-linked inheritance"},
            {
                "Status": "unauthorized",
                "ErrorMessage": "Invalid or missing API key",
                "Result": None,
            },
        ),
        (
            "bhl_api",
            {"op": "GetNameMetadata", "name": "Drosophila melanogaster"},
            {
                "Status": "unauthorized",
                "ErrorMessage": "Invalid or missing API key",
                "Result": None,
            },
        ),
        (
            "bhl_api",
            {"op": "SubjectSearch", "subject": "Fruit-flies"},
            {
                "Status": "unauthorized",
                "ErrorMessage": "Invalid or missing API key",
                "Result": None,
            },
        ),
        (
            "bhl_api",
            {"op": "PublicationSearch", "searchterm": "Sturtevant 1921 genetics"},
            {
                "Status": "unauthorized",
                "ErrorMessage": "Invalid or missing API key",
                "Result": None,
            },
        ),
    ],
)

S(
    "loc",
    "ok",
    1,
    "Find Library of Congress photographs of the 1927 Mississippi flood and tell me the rights statement of the first.",
    [
        (
            "loc_search",
            {
                "url": "https://www.loc.gov/photos/",
                "q": "mississippi flood 1927",
                "fo": "json",
                "c": 3,
            },
            {
                "pagination": {
                    "current": 1,
                    "next": "https://www.loc.gov/photos/?c=3&fo=json&q=mississippi+flood+1927&sp=2",
                    "of": 214,
                    "total": 72,
                    "perpage": 3,
                },
                "results": [
                    {
                        "id": "http://www.loc.gov/item/2006679364/",
                        "title": "Flood refugees, Greenville, Miss., 1927",
                        "date": "1927",
                        "url": "https://www.loc.gov/item/2006679364/",
                        "original_format": ["photo, print, drawing"],
                    },
                    {
                        "id": "http://www.loc.gov/item/2016891234/",
                        "title": "Levee break at Mounds Landing",
                        "date": "1927",
                        "url": "https://www.loc.gov/item/2016891234/",
                        "original_format": ["photo, print, drawing"],
                    },
                    {
                        "id": "http://www.loc.gov/item/94505870/",
                        "title": "Red Cross camp, Vicksburg",
                        "date": "1927",
                        "url": "https://www.loc.gov/item/94505870/",
                        "original_format": ["photo, print, drawing"],
                    },
                ],
            },
        ),
        (
            "loc_item",
            {
                "url": "https://www.loc.gov/item/2006679364/",
                "fo": "json",
                "at": "item.rights_advisory,item.call_number",
            },
            {
                "item": {
                    "rights_advisory": ["No known restrictions on publication."],
                    "call_number": ["LOT 12345"],
                }
            },
        ),
        (
            "loc_search",
            {
                "url": "https://www.loc.gov/photos/",
                "q": "mississippi flood 1927",
                "fo": "json",
                "c": 3,
                "sp": 2,
            },
            {
                "pagination": {
                    "current": 2,
                    "next": "https://www.loc.gov/photos/?c=3&fo=json&q=mississippi+flood+1927&sp=3",
                    "of": 214,
                    "total": 72,
                    "perpage": 3,
                },
                "results": [
                    {
                        "id": "http://www.loc.gov/item/2017788123/",
                        "title": "Mules on levee, Arkansas City",
                        "date": "1927",
                        "url": "https://www.loc.gov/item/2017788123/",
                    },
                    {
                        "id": "http://www.loc.gov/item/2017788124/",
                        "title": "Steamer rescuing families near Cairo",
                        "date": "1927",
                        "url": "https://www.loc.gov/item/2017788124/",
                    },
                    {
                        "id": "http://www.loc.gov/item/2017788125/",
                        "title": "Herbert Hoover inspecting relief camp",
                        "date": "1927",
                        "url": "https://www.loc.gov/item/2017788125/",
                    },
                ],
            },
        ),
    ],
)
loc_429 = "<html>\n<head><title>429 Too Many Requests</title></head>\n<body>\n<center><h1>429 Too Many Requests</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>"
S(
    "loc",
    "fail",
    1,
    "Gather LoC newspaper pages mentioning the 1918 influenza in Ohio papers.",
    [
        (
            "loc_search",
            {"url": "https://www.loc.gov/collections/chronicling-america/", "q": q, "fo": "json"},
            loc_429,
        )
        for q in [
            "influenza 1918 ohio",
            "spanish influenza columbus",
            "grippe epidemic 1918",
            "influenza quarantine cleveland",
            "flu ban theaters ohio 1918",
            "influenza deaths dayton",
        ]
    ],
)
# ---------------------------------------------------------------- 2. hotel PMS

S(
    "apaleo",
    "ok",
    1,
    "Move guest Ilse Brandt's booking at BER to a room with a balcony for the same dates and confirm.",
    [
        (
            "apaleo_list_reservations",
            {"propertyIds": "BER", "textSearch": "Brandt", "status": "Confirmed"},
            {
                "reservations": [
                    {
                        "id": "XKQWMSDA-1",
                        "bookingId": "XKQWMSDA",
                        "status": "Confirmed",
                        "property": {"id": "BER", "code": "BER", "name": "Hotel Berlin Mitte"},
                        "ratePlan": {"id": "BER-FLEX-DBL", "code": "FLEX"},
                        "unitGroup": {"id": "BER-DBL", "code": "DBL", "name": "Double Room"},
                        "arrival": "2026-12-18T15:00:00+01:00",
                        "departure": "2026-12-21T11:00:00+01:00",
                        "adults": 2,
                        "primaryGuest": {"firstName": "Ilse", "lastName": "Brandt"},
                        "totalGrossAmount": {"amount": 447.0, "currency": "EUR"},
                    }
                ],
                "count": 1,
            },
        ),
        (
            "apaleo_availability_unitgroups",
            {"propertyId": "BER", "from": "2026-12-18", "to": "2026-12-20"},
            {
                "timeSlices": [
                    {
                        "from": "2026-12-18T15:00:00+01:00",
                        "to": "2026-12-19T11:00:00+01:00",
                        "unitGroups": [
                            {"unitGroup": {"id": "BER-DBL", "code": "DBL"}, "availableCount": 4},
                            {
                                "unitGroup": {
                                    "id": "BER-DBLB",
                                    "code": "DBLB",
                                    "name": "Double Room with Balcony",
                                },
                                "availableCount": 1,
                            },
                        ],
                    },
                    {
                        "from": "2026-12-19T15:00:00+01:00",
                        "to": "2026-12-20T11:00:00+01:00",
                        "unitGroups": [
                            {"unitGroup": {"id": "BER-DBLB", "code": "DBLB"}, "availableCount": 2}
                        ],
                    },
                    {
                        "from": "2026-12-20T15:00:00+01:00",
                        "to": "2026-12-21T11:00:00+01:00",
                        "unitGroups": [
                            {"unitGroup": {"id": "BER-DBLB", "code": "DBLB"}, "availableCount": 1}
                        ],
                    },
                ],
                "count": 3,
            },
        ),
        (
            "apaleo_amend_reservation",
            {"id": "XKQWMSDA-1", "unitGroupId": "BER-DBLB", "ratePlanId": "BER-FLEX-DBLB"},
            "HTTP 204 No Content",
        ),
        (
            "apaleo_get_reservation",
            {"id": "XKQWMSDA-1"},
            {
                "id": "XKQWMSDA-1",
                "status": "Confirmed",
                "unitGroup": {"id": "BER-DBLB", "code": "DBLB", "name": "Double Room with Balcony"},
                "arrival": "2026-12-18T15:00:00+01:00",
                "departure": "2026-12-21T11:00:00+01:00",
                "totalGrossAmount": {"amount": 516.0, "currency": "EUR"},
            },
        ),
    ],
)
S(
    "apaleo",
    "ok",
    2,
    "Are there any reservations at MUC still unassigned to a room for tonight's arrivals? If none, just tell me.",
    [
        (
            "apaleo_list_reservations",
            {
                "propertyIds": "MUC",
                "dateFilter": "Arrival",
                "from": "2026-12-07",
                "to": "2026-12-07",
                "unassignedUnits": True,
            },
            {"reservations": [], "count": 0},
        ),
        (
            "apaleo_list_reservations",
            {
                "propertyIds": "MUC",
                "dateFilter": "Arrival",
                "from": "2026-12-07",
                "to": "2026-12-07",
            },
            {
                "reservations": [
                    {
                        "id": "PLMNZQWE-1",
                        "status": "Confirmed",
                        "unit": {"id": "MUC-204", "name": "204"},
                    },
                    {
                        "id": "RTGHBVCX-1",
                        "status": "Confirmed",
                        "unit": {"id": "MUC-311", "name": "311"},
                    },
                    {
                        "id": "YHNMKOPL-2",
                        "status": "InHouse",
                        "unit": {"id": "MUC-118", "name": "118"},
                    },
                ],
                "count": 3,
            },
        ),
    ],
)
ap401 = 'HTTP 401 Unauthorized\nWWW-Authenticate: Bearer error="invalid_token", error_description="The access token expired at \'12/07/2026 16:40:02\'"'
S(
    "apaleo",
    "fail",
    1,
    "Produce tomorrow's housekeeping list for the HAM property: departures and stayovers per room.",
    [
        (
            "apaleo_list_reservations",
            {
                "propertyIds": "HAM",
                "dateFilter": "Departure",
                "from": "2026-12-08",
                "to": "2026-12-08",
            },
            ap401,
        ),
        ("apaleo_list_reservations", {"propertyIds": "HAM", "status": "InHouse"}, ap401),
        ("apaleo_list_units", {"propertyId": "HAM"}, ap401),
        (
            "apaleo_list_reservations",
            {"propertyIds": "HAM", "dateFilter": "Stay", "from": "2026-12-08", "to": "2026-12-09"},
            ap401,
        ),
        ("apaleo_list_units", {"propertyId": "HAM", "status": "Dirty"}, ap401),
        ("apaleo_list_reservations", {"propertyIds": "HAM"}, ap401),
    ],
)

S(
    "roomraccoon",
    "ok",
    1,
    "Add a late checkout note and a 25 EUR charge to room 12's guest at our RoomRaccoon hotel.",
    [
        (
            "roomraccoon_find_booking",
            {"room": "12", "status": "checked_in"},
            {
                "success": True,
                "data": [
                    {
                        "booking_id": 88412,
                        "reference": "RR-88412",
                        "guest": {"first_name": "Tomasz", "last_name": "Wójcik"},
                        "room": "12",
                        "arrival": "2026-12-05",
                        "departure": "2026-12-08",
                        "status": "checked_in",
                    }
                ],
            },
        ),
        (
            "roomraccoon_add_note",
            {"booking_id": 88412, "note": "Late checkout 14:00 agreed"},
            {"success": True, "note_id": 10233},
        ),
        (
            "roomraccoon_add_charge",
            {"booking_id": 88412, "description": "Late checkout", "amount": 25.0, "vat": 9},
            {"success": True, "charge_id": 55120, "folio_balance": 412.5},
        ),
    ],
)
S(
    "roomraccoon",
    "ok",
    2,
    "What did the rates for the Deluxe room look like on Booking.com vs our own site for New Year's Eve?",
    [
        (
            "roomraccoon_get_rates",
            {"room_type": "DLX", "date": "2026-12-31", "channel": "booking_com"},
            {
                "success": True,
                "data": {
                    "room_type": "DLX",
                    "date": "2026-12-31",
                    "channel": "booking_com",
                    "rate_plan": "Standard",
                    "price": 289.0,
                    "min_stay": 2,
                    "closed": False,
                },
            },
        ),
        (
            "roomraccoon_get_rates",
            {"room_type": "DLX", "date": "2026-12-31", "channel": "direct"},
            {
                "success": True,
                "data": {
                    "room_type": "DLX",
                    "date": "2026-12-31",
                    "channel": "direct",
                    "rate_plan": "Best Available",
                    "price": 269.0,
                    "min_stay": 2,
                    "closed": False,
                },
            },
        ),
        (
            "roomraccoon_get_rates",
            {"room_type": "DLX", "date": "2026-12-31", "channel": "expedia"},
            {
                "success": True,
                "data": {
                    "room_type": "DLX",
                    "date": "2026-12-31",
                    "channel": "expedia",
                    "rate_plan": "Standard",
                    "price": None,
                    "min_stay": None,
                    "closed": True,
                },
            },
        ),
    ],
)

ota_ok = lambda echo: (
    f'<?xml version="1.0" encoding="UTF-8"?>\n<OTA_HotelAvailNotifRS xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0" EchoToken="{echo}" TimeStamp="2026-12-07T09:14:02+00:00">\n  <Success/>\n</OTA_HotelAvailNotifRS>'
)
S(
    "siteminder",
    "ok",
    1,
    "Close out the Family Suite on all channels for Dec 24-26 and reopen the Twin room for the same dates.",
    [
        (
            "siteminder_avail_notif",
            {
                "hotel_code": "SMH4471",
                "room": "FAM",
                "start": "2026-12-24",
                "end": "2026-12-26",
                "restriction": "Close",
            },
            ota_ok(hid("sm1")),
        ),
        (
            "siteminder_avail_notif",
            {
                "hotel_code": "SMH4471",
                "room": "TWN",
                "start": "2026-12-24",
                "end": "2026-12-26",
                "restriction": "Open",
            },
            ota_ok(hid("sm2")),
        ),
        (
            "siteminder_read_inventory",
            {"hotel_code": "SMH4471", "start": "2026-12-24", "end": "2026-12-26"},
            '<?xml version="1.0" encoding="UTF-8"?>\n<OTA_HotelAvailRS xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0">\n  <Success/>\n  <RoomStays>\n    <RoomStay><RoomTypes><RoomType RoomTypeCode="FAM"/></RoomTypes><RatePlans><RatePlan RatePlanCode="BAR"><StatusApplicationControl Start="2026-12-24" End="2026-12-26"/><Restriction Status="Close"/></RatePlan></RatePlans></RoomStay>\n    <RoomStay><RoomTypes><RoomType RoomTypeCode="TWN"/></RoomTypes><RatePlans><RatePlan RatePlanCode="BAR"><StatusApplicationControl Start="2026-12-24" End="2026-12-26"/><Restriction Status="Open"/></RatePlan></RatePlans></RoomStay>\n  </RoomStays>\n</OTA_HotelAvailRS>',
        ),
    ],
)
sm_err = '<?xml version="1.0" encoding="UTF-8"?>\n<OTA_ResRetrieveRS xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0">\n  <Errors>\n    <Error Type="6" Code="497">Authorization error: hotel code not mapped to this requestor</Error>\n  </Errors>\n</OTA_ResRetrieveRS>'
S(
    "siteminder",
    "fail",
    1,
    "Pull all new channel reservations from SiteMinder since this morning and list them by channel.",
    [
        ("siteminder_read_reservations", {"hotel_code": "SMH4417"}, sm_err),
        (
            "siteminder_read_reservations",
            {"hotel_code": "SMH4417", "since": "2026-12-07T00:00:00Z"},
            sm_err,
        ),
        ("siteminder_read_reservations", {"hotel_code": "SMH4417", "channel": "BDC"}, sm_err),
        ("siteminder_read_reservations", {"hotel_code": "SMH4417", "channel": "EXP"}, sm_err),
        (
            "siteminder_read_reservations",
            {"hotel_code": "SMH4417", "since": "2026-12-06T00:00:00Z"},
            sm_err,
        ),
        ("siteminder_read_reservations", {"hotel_code": "SMH4417", "status": "Book"}, sm_err),
    ],
)

S(
    "eviivo",
    "ok",
    1,
    "Send the pre-arrival email to every eviivo guest arriving Friday who has not yet received it.",
    [
        (
            "eviivo_list_bookings",
            {"arrival_date": "2026-12-11"},
            {
                "Bookings": [
                    {
                        "BookingReference": "EV-7741203",
                        "GuestName": "Mrs A Okafor",
                        "Email": "a.okafor@example.com",
                        "PreArrivalSent": False,
                    },
                    {
                        "BookingReference": "EV-7741288",
                        "GuestName": "Mr J Lindqvist",
                        "Email": "jl@example.se",
                        "PreArrivalSent": True,
                    },
                    {
                        "BookingReference": "EV-7741301",
                        "GuestName": "Ms R Patel",
                        "Email": "rpatel@example.co.uk",
                        "PreArrivalSent": False,
                    },
                ],
                "TotalCount": 3,
            },
        ),
        (
            "eviivo_send_guest_email",
            {"booking_reference": "EV-7741203", "template": "PreArrival"},
            {"Success": True, "MessageId": "msg-" + hid("ev1")},
        ),
        (
            "eviivo_send_guest_email",
            {"booking_reference": "EV-7741301", "template": "PreArrival"},
            {"Success": True, "MessageId": "msg-" + hid("ev2")},
        ),
        (
            "eviivo_list_bookings",
            {"arrival_date": "2026-12-11", "pre_arrival_sent": False},
            {"Bookings": [], "TotalCount": 0},
        ),
    ],
)
S(
    "eviivo",
    "fail",
    1,
    "Find out how many rooms we sold last week at each of our three eviivo properties.",
    [
        (
            "eviivo_occupancy_report",
            {"property": prop, "from": "2026-11-30", "to": "2026-12-06"},
            {
                "Success": False,
                "Errors": [
                    {
                        "Code": "RATE_LIMIT",
                        "Message": "API call quota exceeded for this partner. Try again later.",
                    }
                ],
            },
        )
        for prop in [
            "PROP-SEAVIEW",
            "PROP-HARBOUR",
            "PROP-MILL",
            "PROP-SEAVIEW",
            "PROP-HARBOUR",
            "PROP-MILL",
        ]
    ],
)

S(
    "stayntouch",
    "ok",
    1,
    "Check guest Paolo Conti in to his assigned room and issue two key cards.",
    [
        (
            "stayntouch_search_reservations",
            {"query": "Conti", "arrival_date": "2026-12-07"},
            {
                "results": [
                    {
                        "id": 3319045,
                        "confirmation_number": "4471923",
                        "status": "RESERVED",
                        "guest": {"first_name": "Paolo", "last_name": "Conti"},
                        "room": {"number": "507", "status": "CLEAN"},
                    }
                ],
                "total_count": 1,
            },
        ),
        (
            "stayntouch_check_in",
            {"reservation_id": 3319045},
            {"id": 3319045, "status": "CHECKEDIN"},
        ),
        (
            "stayntouch_encode_keys",
            {"reservation_id": 3319045, "count": 2, "encoder_id": 4},
            {"status": "success", "keys_encoded": 2},
        ),
    ],
)
S(
    "stayntouch",
    "ok",
    2,
    "Which rooms on floor 3 are out of order and why?",
    [
        (
            "stayntouch_list_rooms",
            {"floor": 3, "page": 1, "per_page": 10},
            {
                "results": [
                    {"number": "301", "status": "CLEAN", "service_status": "IN_SERVICE"},
                    {"number": "302", "status": "DIRTY", "service_status": "IN_SERVICE"},
                    {"number": "303", "status": "CLEAN", "service_status": "OUT_OF_ORDER"},
                    {"number": "304", "status": "INSPECTED", "service_status": "IN_SERVICE"},
                ],
                "total_count": 14,
            },
        ),
        (
            "stayntouch_list_rooms",
            {"floor": 3, "page": 2, "per_page": 10},
            {
                "results": [
                    {"number": "311", "status": "DIRTY", "service_status": "OUT_OF_SERVICE"},
                    {"number": "312", "status": "CLEAN", "service_status": "IN_SERVICE"},
                    {"number": "314", "status": "CLEAN", "service_status": "IN_SERVICE"},
                    {"number": "315", "status": "CLEAN", "service_status": "IN_SERVICE"},
                ],
                "total_count": 14,
            },
        ),
        (
            "stayntouch_room_service_status",
            {"room": "303"},
            {
                "room": "303",
                "service_status": "OUT_OF_ORDER",
                "reason": "Water leak bathroom ceiling",
                "from_date": "2026-12-05",
                "to_date": "2026-12-10",
            },
        ),
        (
            "stayntouch_room_service_status",
            {"room": "311"},
            {
                "room": "311",
                "service_status": "OUT_OF_SERVICE",
                "reason": "Carpet replacement",
                "from_date": "2026-12-07",
                "to_date": "2026-12-08",
            },
        ),
    ],
)

S(
    "protel",
    "ok",
    1,
    "Post the minibar charges for room 220 and 221 from the night audit sheet to the protel folios.",
    [
        (
            "protel_post_charge",
            {"room": "220", "article": "MINIBAR", "amount": 14.5},
            '<?xml version="1.0"?>\n<PostingResponse><Status>OK</Status><TransactionNo>9812231</TransactionNo></PostingResponse>',
        ),
        (
            "protel_post_charge",
            {"room": "221", "article": "MINIBAR", "amount": 7.0},
            '<?xml version="1.0"?>\n<PostingResponse><Status>OK</Status><TransactionNo>9812232</TransactionNo></PostingResponse>',
        ),
        (
            "protel_get_folio",
            {"room": "221"},
            '<?xml version="1.0"?>\n<Folio Room="221" Guest="HAAS, MARTIN" Balance="318.00"><Line Date="2026-12-06" Article="LOGIS" Amount="149.00"/><Line Date="2026-12-06" Article="F&amp;B" Amount="13.00"/><Line Date="2026-12-07" Article="LOGIS" Amount="149.00"/><Line Date="2026-12-07" Article="MINIBAR" Amount="7.00"/></Folio>',
        ),
    ],
)
pr_to = "Error: Request to protel I/O timed out after 30000 ms (endpoint https://pio.protel.net/ws/ReservationService)"
S(
    "protel",
    "fail",
    1,
    "List group block 'Siemens Kongress' in protel with its rooming list and pickup.",
    [
        ("protel_search_reservations", {"group": "Siemens Kongress"}, pr_to),
        ("protel_search_reservations", {"group": "SIEMENS"}, pr_to),
        ("protel_get_block", {"block_code": "SIEM1226"}, pr_to),
        ("protel_search_reservations", {"company": "Siemens AG"}, pr_to),
        ("protel_get_block", {"block_code": "SIEMENS"}, pr_to),
        ("protel_search_reservations", {"arrival": "2026-12-14", "group": "Siemens"}, pr_to),
        ("protel_search_reservations", {"group": "Kongress"}, pr_to),
    ],
)
# ---------------------------------------------------------------- 3. DNS and email auth


def dig(name, rtype, answers, status="NOERROR", server="1.1.1.1", auth=None, qtime=12):
    ans = "" if not answers else "\n;; ANSWER SECTION:\n" + "\n".join(answers) + "\n"
    au = "" if not auth else "\n;; AUTHORITY SECTION:\n" + "\n".join(auth) + "\n"
    return (
        f"\n; <<>> DiG 9.18.28-0ubuntu0.22.04.1-Ubuntu <<>> {name} {rtype}\n;; global options: +cmd\n;; Got answer:\n"
        f";; ->>HEADER<<- opcode: QUERY, status: {status}, id: {int(hid(name + rtype, 4), 16)}\n"
        f";; flags: qr rd ra; QUERY: 1, ANSWER: {len(answers)}, AUTHORITY: {len(auth or [])}, ADDITIONAL: 1\n\n"
        f";; OPT PSEUDOSECTION:\n; EDNS: version: 0, flags:; udp: 1232\n;; QUESTION SECTION:\n;{name}.\t\t\tIN\t{rtype}\n"
        f"{ans}{au}\n;; Query time: {qtime} msec\n;; SERVER: {server}#53({server}) (UDP)\n;; WHEN: Mon Dec 07 10:12:44 UTC 2026\n;; MSG SIZE  rcvd: {60 + 40 * len(answers)}\n"
    )


S(
    "dig",
    "ok",
    1,
    "Check whether the new mail host for northwindtraders.example has propagated: MX, SPF and the DKIM selector s2026.",
    [
        (
            "shell",
            {"cmd": "dig northwindtraders.example MX"},
            dig(
                "northwindtraders.example",
                "MX",
                [
                    "northwindtraders.example. 300\tIN\tMX\t10 mx1.mailhost-eu.net.",
                    "northwindtraders.example. 300\tIN\tMX\t20 mx2.mailhost-eu.net.",
                ],
            ),
        ),
        (
            "shell",
            {"cmd": "dig northwindtraders.example TXT +short"},
            '"v=spf1 include:_spf.mailhost-eu.net include:sendgrid.net -all"\n"google-site-verification=Qm3kP0vXb9l2wJd7s8RZt1yH"',
        ),
        (
            "shell",
            {"cmd": "dig s2026._domainkey.northwindtraders.example TXT +short"},
            '"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAuX3r8hYq1tLw0" "Gk2bH7dPq9ZfR6xN4cV8mJ2sL5yT1wE3oU7iA0pD9gF6hK4jQ2zX8vB5nM1cR7tY3uI0oP4aS6dF9gH2jK5lZ8xC1vB4nM7QAB"',
        ),
        (
            "shell",
            {"cmd": "dig @8.8.8.8 northwindtraders.example MX +short"},
            "10 mx1.mailhost-eu.net.\n20 mx2.mailhost-eu.net.",
        ),
        (
            "shell",
            {"cmd": "dig @ns1.registrar-dns.net northwindtraders.example MX +short"},
            "10 mx1.mailhost-eu.net.\n20 mx2.mailhost-eu.net.",
        ),
    ],
)
S(
    "dig",
    "ok",
    2,
    "Confirm the old subdomain legacy.contoso-labs.example was fully removed from DNS.",
    [
        (
            "shell",
            {"cmd": "dig legacy.contoso-labs.example A"},
            dig(
                "legacy.contoso-labs.example",
                "A",
                [],
                status="NXDOMAIN",
                auth=[
                    "contoso-labs.example.\t900\tIN\tSOA\tns1.contoso-labs.example. hostmaster.contoso-labs.example. 2026120701 7200 3600 1209600 900"
                ],
            ),
        ),
        ("shell", {"cmd": "dig legacy.contoso-labs.example AAAA +short"}, ""),
        ("shell", {"cmd": "dig legacy.contoso-labs.example CNAME +short"}, ""),
        ("shell", {"cmd": "dig _dmarc.legacy.contoso-labs.example TXT +short"}, ""),
    ],
)
dig_to = ";; communications error to 10.20.0.53#53: timed out\n;; communications error to 10.20.0.53#53: timed out\n;; communications error to 10.20.0.53#53: timed out\n\n; <<>> DiG 9.18.28-0ubuntu0.22.04.1-Ubuntu <<>> %s\n;; global options: +cmd\n;; no servers could be reached\n"
S(
    "dig",
    "fail",
    1,
    "Audit SPF, DMARC and MX for our five brand domains.",
    [
        ("shell", {"cmd": f"dig {q}"}, dig_to % q)
        for q in [
            "brand-one.example TXT",
            "_dmarc.brand-one.example TXT",
            "brand-two.example MX",
            "brand-three.example TXT",
            "_dmarc.brand-four.example TXT",
            "brand-five.example MX",
            "brand-two.example TXT",
        ]
    ],
)

S(
    "dnsimple",
    "ok",
    1,
    "Add a CNAME 'status' pointing at our statuspage host in the zone acme-rockets.example on DNSimple, then list all CNAMEs.",
    [
        (
            "dnsimple_create_record",
            {
                "account": 48211,
                "zone": "acme-rockets.example",
                "name": "status",
                "type": "CNAME",
                "content": "acme.statuspage.io",
                "ttl": 3600,
            },
            {
                "data": {
                    "id": 61244501,
                    "zone_id": "acme-rockets.example",
                    "parent_id": None,
                    "name": "status",
                    "content": "acme.statuspage.io",
                    "ttl": 3600,
                    "priority": None,
                    "type": "CNAME",
                    "regions": ["global"],
                    "system_record": False,
                    "created_at": "2026-12-07T10:20:11Z",
                    "updated_at": "2026-12-07T10:20:11Z",
                }
            },
        ),
        (
            "dnsimple_list_records",
            {"account": 48211, "zone": "acme-rockets.example", "type": "CNAME", "page": 1},
            {
                "data": [
                    {
                        "id": 58110022,
                        "name": "www",
                        "content": "acme-rockets.example",
                        "ttl": 3600,
                        "type": "CNAME",
                    },
                    {
                        "id": 58110023,
                        "name": "shop",
                        "content": "shops.myshopify.com",
                        "ttl": 3600,
                        "type": "CNAME",
                    },
                    {
                        "id": 61244501,
                        "name": "status",
                        "content": "acme.statuspage.io",
                        "ttl": 3600,
                        "type": "CNAME",
                    },
                ],
                "pagination": {
                    "current_page": 1,
                    "per_page": 30,
                    "total_entries": 3,
                    "total_pages": 1,
                },
            },
        ),
    ],
)
S(
    "dnsimple",
    "ok",
    2,
    "Which of our DNSimple domains expire before March 2027 and have auto-renew off?",
    [
        (
            "dnsimple_list_domains",
            {"account": 48211, "page": 1, "per_page": 3},
            {
                "data": [
                    {
                        "id": 1021,
                        "name": "acme-rockets.example",
                        "state": "registered",
                        "auto_renew": True,
                        "expires_at": "2027-06-02T00:00:00Z",
                    },
                    {
                        "id": 1022,
                        "name": "acmerockets.shop",
                        "state": "registered",
                        "auto_renew": False,
                        "expires_at": "2027-01-19T00:00:00Z",
                    },
                    {
                        "id": 1023,
                        "name": "acme-launch.example",
                        "state": "hosted",
                        "auto_renew": False,
                        "expires_at": None,
                    },
                ],
                "pagination": {
                    "current_page": 1,
                    "per_page": 3,
                    "total_entries": 7,
                    "total_pages": 3,
                },
            },
        ),
        (
            "dnsimple_list_domains",
            {"account": 48211, "page": 2, "per_page": 3},
            {
                "data": [
                    {
                        "id": 1030,
                        "name": "acme-rockets.de",
                        "state": "registered",
                        "auto_renew": True,
                        "expires_at": "2027-02-11T00:00:00Z",
                    },
                    {
                        "id": 1031,
                        "name": "rocketparts.example",
                        "state": "registered",
                        "auto_renew": False,
                        "expires_at": "2026-12-30T00:00:00Z",
                    },
                    {
                        "id": 1032,
                        "name": "acme.rocks",
                        "state": "registered",
                        "auto_renew": True,
                        "expires_at": "2028-04-01T00:00:00Z",
                    },
                ],
                "pagination": {
                    "current_page": 2,
                    "per_page": 3,
                    "total_entries": 7,
                    "total_pages": 3,
                },
            },
        ),
        (
            "dnsimple_list_domains",
            {"account": 48211, "page": 3, "per_page": 3},
            {
                "data": [
                    {
                        "id": 1040,
                        "name": "acme-rockets.co.uk",
                        "state": "registered",
                        "auto_renew": True,
                        "expires_at": "2027-09-09T00:00:00Z",
                    }
                ],
                "pagination": {
                    "current_page": 3,
                    "per_page": 3,
                    "total_entries": 7,
                    "total_pages": 3,
                },
            },
        ),
    ],
)
dns_sandbox = {
    "data": [],
    "pagination": {"current_page": 1, "per_page": 30, "total_entries": 0, "total_pages": 1},
}
S(
    "dnsimple",
    "fail",
    1,
    "Find every A record in our DNSimple zones that still points at the old load balancer 203.0.113.40.",
    [
        ("dnsimple_list_zones", {"account": 48211}, dns_sandbox),
        (
            "dnsimple_list_records",
            {"account": 48211, "zone": "acme-rockets.example", "type": "A"},
            {"message": "Zone `acme-rockets.example` not found"},
        ),
        ("dnsimple_list_domains", {"account": 48211}, dns_sandbox),
        (
            "dnsimple_list_records",
            {"account": 48211, "zone": "acme-rockets.de", "type": "A"},
            {"message": "Zone `acme-rockets.de` not found"},
        ),
        (
            "dnsimple_list_records",
            {"account": 48211, "zone": "acme.rocks", "type": "A"},
            {"message": "Zone `acme.rocks` not found"},
        ),
        ("dnsimple_list_zones", {"account": 48211, "name_like": "acme"}, dns_sandbox),
        (
            "dnsimple_list_records",
            {"account": 48211, "zone": "rocketparts.example", "content": "203.0.113.40"},
            {"message": "Zone `rocketparts.example` not found"},
        ),
    ],
)

S(
    "ns1",
    "ok",
    1,
    "Lower the TTL of api.fabrikam.example to 60 on NS1 before tonight's cutover and show me the answers it serves.",
    [
        (
            "ns1_get_record",
            {"zone": "fabrikam.example", "domain": "api.fabrikam.example", "type": "A"},
            {
                "id": "5f2a" + hid("ns1rec", 20),
                "zone": "fabrikam.example",
                "domain": "api.fabrikam.example",
                "type": "A",
                "ttl": 3600,
                "use_client_subnet": True,
                "answers": [
                    {
                        "id": "a1" + hid("ns1a", 10),
                        "answer": ["198.51.100.10"],
                        "meta": {"up": True},
                    },
                    {
                        "id": "a2" + hid("ns1b", 10),
                        "answer": ["198.51.100.11"],
                        "meta": {"up": True},
                    },
                ],
                "filters": [{"filter": "up", "config": {}}],
                "tier": 1,
            },
        ),
        (
            "ns1_update_record",
            {"zone": "fabrikam.example", "domain": "api.fabrikam.example", "type": "A", "ttl": 60},
            {
                "id": "5f2a" + hid("ns1rec", 20),
                "zone": "fabrikam.example",
                "domain": "api.fabrikam.example",
                "type": "A",
                "ttl": 60,
                "answers": [{"answer": ["198.51.100.10"]}, {"answer": ["198.51.100.11"]}],
            },
        ),
        (
            "ns1_get_zone",
            {"zone": "fabrikam.example"},
            {
                "zone": "fabrikam.example",
                "ttl": 3600,
                "nx_ttl": 3600,
                "dns_servers": [
                    "dns1.p07.nsone.net",
                    "dns2.p07.nsone.net",
                    "dns3.p07.nsone.net",
                    "dns4.p07.nsone.net",
                ],
                "records": [
                    {
                        "domain": "fabrikam.example",
                        "type": "NS",
                        "ttl": 3600,
                        "short_answers": ["dns1.p07.nsone.net"],
                    },
                    {
                        "domain": "api.fabrikam.example",
                        "type": "A",
                        "ttl": 60,
                        "short_answers": ["198.51.100.10", "198.51.100.11"],
                    },
                    {
                        "domain": "www.fabrikam.example",
                        "type": "CNAME",
                        "ttl": 3600,
                        "short_answers": ["fabrikam.example"],
                    },
                ],
            },
        ),
    ],
)
S(
    "ns1",
    "fail",
    1,
    "List the NS1 monitoring jobs that are down and which records they feed.",
    [
        ("ns1_list_monitoring_jobs", {}, {"message": "Unauthorized"}),
        ("ns1_list_monitoring_jobs", {"status": "down"}, {"message": "Unauthorized"}),
        ("ns1_get_zone", {"zone": "fabrikam.example"}, {"message": "Unauthorized"}),
        ("ns1_list_notify_lists", {}, {"message": "Unauthorized"}),
        ("ns1_list_monitoring_jobs", {"region": "lga"}, {"message": "Unauthorized"}),
        (
            "ns1_get_record",
            {"zone": "fabrikam.example", "domain": "api.fabrikam.example", "type": "A"},
            {"message": "Unauthorized"},
        ),
    ],
)


def agg(org, src_ip, count, spf, dkim, disp="none", begin="2026-12-05 00:00:00"):
    return {
        "xml_schema": "draft",
        "report_metadata": {
            "org_name": org,
            "org_email": f"noreply-dmarc-support@{org.lower()}.com",
            "report_id": hid(org + src_ip, 20),
            "begin_date": begin,
            "end_date": begin.replace("00:00:00", "23:59:59"),
            "errors": [],
        },
        "policy_published": {
            "domain": "northwindtraders.example",
            "adkim": "r",
            "aspf": "r",
            "p": "quarantine",
            "sp": "quarantine",
            "pct": "100",
            "fo": "0",
        },
        "records": [
            {
                "source": {
                    "ip_address": src_ip,
                    "country": "US",
                    "reverse_dns": None,
                    "base_domain": None,
                },
                "count": count,
                "alignment": {
                    "spf": spf == "pass",
                    "dkim": dkim == "pass",
                    "dmarc": spf == "pass" or dkim == "pass",
                },
                "policy_evaluated": {
                    "disposition": disp,
                    "dkim": dkim,
                    "spf": spf,
                    "policy_override_reasons": [],
                },
                "identifiers": {
                    "header_from": "northwindtraders.example",
                    "envelope_from": "northwindtraders.example",
                    "envelope_to": None,
                },
            }
        ],
    }


S(
    "parsedmarc",
    "ok",
    1,
    "Parse last weekend's DMARC aggregate reports and tell me which sending IPs fail alignment.",
    [
        (
            "shell",
            {
                "cmd": "parsedmarc --offline reports/google.com!northwindtraders.example!1764892800!1764979199.zip"
            },
            J(
                {
                    "aggregate_reports": [agg("Google", "209.85.220.41", 1841, "pass", "pass")],
                    "forensic_reports": [],
                    "smtp_tls_reports": [],
                },
                2,
            ),
        ),
        (
            "shell",
            {
                "cmd": "parsedmarc --offline reports/outlook.com!northwindtraders.example!1764892800!1764979199.xml.gz"
            },
            J(
                {
                    "aggregate_reports": [
                        agg("Outlook", "192.0.2.77", 63, "fail", "fail", "quarantine")
                    ],
                    "forensic_reports": [],
                    "smtp_tls_reports": [],
                },
                2,
            ),
        ),
        (
            "shell",
            {
                "cmd": "parsedmarc --offline reports/yahoo.com!northwindtraders.example!1764892800!1764979199.xml"
            },
            J(
                {
                    "aggregate_reports": [agg("Yahoo", "149.72.10.5", 412, "pass", "fail")],
                    "forensic_reports": [],
                    "smtp_tls_reports": [],
                },
                2,
            ),
        ),
        (
            "shell",
            {"cmd": "whois 192.0.2.77 | grep -i -E 'orgname|netname'"},
            "NetName:        TEST-NET-1\nOrgName:        Internet Assigned Numbers Authority",
        ),
    ],
)
S(
    "checkdmarc",
    "ok",
    1,
    "Run checkdmarc on contoso-labs.example and summarise any SPF or DMARC problems.",
    [
        (
            "shell",
            {"cmd": "checkdmarc contoso-labs.example"},
            J(
                {
                    "domain": "contoso-labs.example",
                    "base_domain": "contoso-labs.example",
                    "dnssec": False,
                    "ns": {
                        "hostnames": ["ns1.contoso-labs.example", "ns2.contoso-labs.example"],
                        "warnings": [],
                    },
                    "mx": {
                        "hosts": [
                            {
                                "preference": 10,
                                "hostname": "contoso-labs-example.mail.protection.outlook.com",
                                "addresses": ["52.101.68.5"],
                                "tls": True,
                                "starttls": True,
                            }
                        ],
                        "warnings": [],
                    },
                    "spf": {
                        "record": "v=spf1 include:spf.protection.outlook.com include:mailgun.org include:_spf.salesforce.com include:servers.mcsv.net include:sendgrid.net ~all",
                        "valid": False,
                        "error": "contoso-labs.example: Too many DNS lookups (11/10)",
                    },
                    "dmarc": {
                        "record": "v=DMARC1; p=none; rua=mailto:dmarc@contoso-labs.example",
                        "valid": True,
                        "location": "contoso-labs.example",
                        "warnings": [
                            "rua email address dmarc@contoso-labs.example is not on a domain that accepts external reports"
                        ],
                        "tags": {
                            "v": {"value": "DMARC1", "explicit": True},
                            "p": {"value": "none", "explicit": True},
                        },
                    },
                },
                2,
            ),
        ),
        (
            "shell",
            {
                "cmd": "checkdmarc --skip-tls contoso-labs.example -f json | jq .spf.parsed.include[].domain"
            },
            "null",
        ),
    ],
)
S(
    "mxtoolbox",
    "ok",
    1,
    "Is our outbound mail IP 198.51.100.25 on any blacklist, and does mail.fabrikam.example answer SMTP properly?",
    [
        (
            "mxtoolbox_lookup",
            {"command": "blacklist", "argument": "198.51.100.25"},
            {
                "UID": None,
                "ArgumentType": "ip",
                "Command": "blacklist",
                "IsTransitioned": False,
                "CommandArgument": "198.51.100.25",
                "TimeRecorded": "2026-12-07T10:31:02.1190000-06:00",
                "ReportingNameServer": None,
                "TimeToComplete": "1872",
                "RelatedIP": "198.51.100.25",
                "ResourceRecordType": 0,
                "IsEmptySubDomain": False,
                "IsEndpoint": False,
                "HasSubscriptions": False,
                "AlertgroupSubscriptionId": None,
                "Failed": [
                    {
                        "ID": 122,
                        "Name": "SPAMCOP",
                        "Info": "Listed",
                        "Url": "https://www.spamcop.net/bl.shtml?198.51.100.25",
                    }
                ],
                "Warnings": [],
                "Passed": [
                    {"ID": 101, "Name": "Spamhaus ZEN", "Info": "OK"},
                    {"ID": 102, "Name": "Barracuda", "Info": "OK"},
                    {"ID": 118, "Name": "SORBS SPAM", "Info": "OK"},
                ],
                "Timeouts": [],
                "Errors": [],
                "Information": [],
                "MultiInformation": [],
                "Transcript": [],
            },
        ),
        (
            "mxtoolbox_lookup",
            {"command": "smtp", "argument": "mail.fabrikam.example"},
            {
                "Command": "smtp",
                "CommandArgument": "mail.fabrikam.example",
                "TimeToComplete": "2311",
                "Failed": [],
                "Warnings": [
                    {
                        "ID": 540,
                        "Name": "SMTP Reverse DNS Mismatch",
                        "Info": "Reverse DNS does not match SMTP Banner",
                    }
                ],
                "Passed": [
                    {
                        "ID": 530,
                        "Name": "SMTP Connection Time",
                        "Info": "0.412 seconds - Good on Connection time",
                    },
                    {"ID": 531, "Name": "SMTP TLS", "Info": "OK - Supports TLS."},
                    {"ID": 532, "Name": "SMTP Open Relay", "Info": "OK - Not an open relay."},
                ],
                "Timeouts": [],
                "Errors": [],
                "Information": [{"Banner": "220 mx01.hosted-relay.net ESMTP Postfix"}],
                "Transcript": [],
            },
        ),
    ],
)


def cdm(domain, dmarc):
    return J(
        {
            "domain": domain,
            "base_domain": domain,
            "dnssec": False,
            "spf": {
                "record": "v=spf1 include:_spf.google.com ~all",
                "valid": True,
                "dns_lookups": 4,
                "warnings": [],
            },
            "dmarc": dmarc,
        },
        2,
    )


S(
    "checkdmarc",
    "ok",
    2,
    "Which of our four regional domains have no DMARC record at all? Those are the ones I need to fix.",
    [
        ("shell", {"cmd": f"checkdmarc {d}"}, cdm(d, r))
        for d, r in [
            (
                "fabrikam-nl.example",
                {
                    "record": None,
                    "valid": False,
                    "location": None,
                    "error": "A DMARC record does not exist for this domain or its base domain",
                },
            ),
            (
                "fabrikam-be.example",
                {
                    "record": None,
                    "valid": False,
                    "location": None,
                    "error": "A DMARC record does not exist for this domain or its base domain",
                },
            ),
            (
                "fabrikam-lu.example",
                {
                    "record": "v=DMARC1; p=reject; rua=mailto:dmarc@fabrikam.example",
                    "valid": True,
                    "location": "fabrikam-lu.example",
                    "warnings": [],
                    "tags": {"p": {"value": "reject", "explicit": True}},
                },
            ),
            (
                "fabrikam-fr.example",
                {
                    "record": None,
                    "valid": False,
                    "location": None,
                    "error": "A DMARC record does not exist for this domain or its base domain",
                },
            ),
        ]
    ],
)

# ---------------------------------------------------------------- 4. vehicles and fleets


def vpic(vin, fields):
    base = {
        "ABS": "",
        "AirBagLocFront": "1st Row (Driver and Passenger)",
        "BodyClass": "",
        "DisplacementL": "",
        "DriveType": "",
        "ErrorCode": "0",
        "ErrorText": "0 - VIN decoded clean. Check Digit (9th position) is correct",
        "FuelTypePrimary": "",
        "Make": "",
        "Manufacturer": "",
        "Model": "",
        "ModelYear": "",
        "PlantCountry": "",
        "Series": "",
        "Trim": "",
        "VIN": vin,
    }
    base.update(fields)
    return {
        "Count": 1,
        "Message": "Results returned successfully. NOTE: Any missing decoded values should be interpreted as NHTSA does not have data on the specific variable. Missing value should NOT be interpreted as an indication that a feature or technology is unavailable for a vehicle.",
        "SearchCriteria": f"VIN(s): {vin}",
        "Results": [base],
    }


S(
    "vpic",
    "ok",
    1,
    "Decode these three VINs from the auction list and tell me make, model, year and fuel type.",
    [
        (
            "vpic_decode_vin_values",
            {"vin": "1HGCV1F34LA012345"},
            vpic(
                "1HGCV1F34LA012345",
                {
                    "Make": "HONDA",
                    "Manufacturer": "AMERICAN HONDA MOTOR CO., INC.",
                    "Model": "Accord",
                    "ModelYear": "2020",
                    "BodyClass": "Sedan/Saloon",
                    "FuelTypePrimary": "Gasoline",
                    "DisplacementL": "1.5",
                    "PlantCountry": "UNITED STATES (USA)",
                    "Trim": "Sport",
                },
            ),
        ),
        (
            "vpic_decode_vin_values",
            {"vin": "5YJ3E1EA7KF317000"},
            vpic(
                "5YJ3E1EA7KF317000",
                {
                    "Make": "TESLA",
                    "Manufacturer": "TESLA, INC.",
                    "Model": "Model 3",
                    "ModelYear": "2019",
                    "BodyClass": "Sedan/Saloon",
                    "FuelTypePrimary": "Electric",
                    "DriveType": "RWD/Rear-Wheel Drive",
                    "PlantCountry": "UNITED STATES (USA)",
                },
            ),
        ),
        (
            "vpic_decode_vin_values",
            {"vin": "WVWZZZ1KZ6W612345"},
            vpic(
                "WVWZZZ1KZ6W612345",
                {
                    "ErrorCode": "1,14",
                    "ErrorText": "1 - Check Digit (9th position) does not calculate properly; 14 - Unable to provide information for all the characters in the VIN, based on the Model Year and Manufacturer",
                    "Make": "VOLKSWAGEN",
                    "Manufacturer": "VOLKSWAGEN AG",
                    "Model": "Golf",
                    "ModelYear": "2006",
                    "PlantCountry": "GERMANY",
                },
            ),
        ),
    ],
)
S(
    "vpic",
    "ok",
    2,
    "Does NHTSA list any 2024 models for the make 'Polestar'? And for 'Fisker' in 2025?",
    [
        (
            "vpic_get_models_for_make_year",
            {"make": "polestar", "modelyear": 2024},
            {
                "Count": 2,
                "Message": "Response returned successfully",
                "SearchCriteria": "Make:polestar | ModelYear:2024",
                "Results": [
                    {
                        "Make_ID": 11842,
                        "Make_Name": "POLESTAR",
                        "Model_ID": 27651,
                        "Model_Name": "Polestar 2",
                    },
                    {
                        "Make_ID": 11842,
                        "Make_Name": "POLESTAR",
                        "Model_ID": 29810,
                        "Model_Name": "Polestar 3",
                    },
                ],
            },
        ),
        (
            "vpic_get_models_for_make_year",
            {"make": "fisker", "modelyear": 2025},
            {
                "Count": 0,
                "Message": "Response returned successfully",
                "SearchCriteria": "Make:fisker | ModelYear:2025",
                "Results": [],
            },
        ),
    ],
)

S(
    "smartcar",
    "ok",
    1,
    "Check my car's charge level and range, and lock it if it's unlocked.",
    [
        (
            "smartcar_vehicles",
            {},
            {
                "vehicles": ["36ab27d0-fd9d-4455-823a-ce30af709ffc"],
                "paging": {"count": 1, "offset": 0},
            },
        ),
        (
            "smartcar_battery",
            {"vehicle_id": "36ab27d0-fd9d-4455-823a-ce30af709ffc"},
            {"percentRemaining": 0.63, "range": 251.4},
        ),
        (
            "smartcar_lock_status",
            {"vehicle_id": "36ab27d0-fd9d-4455-823a-ce30af709ffc"},
            {
                "isLocked": False,
                "doors": [
                    {"type": "frontLeft", "status": "CLOSED"},
                    {"type": "frontRight", "status": "CLOSED"},
                    {"type": "backLeft", "status": "CLOSED"},
                    {"type": "backRight", "status": "CLOSED"},
                ],
                "windows": [],
                "sunroof": [],
                "storage": [
                    {"type": "rear", "status": "CLOSED"},
                    {"type": "front", "status": "CLOSED"},
                ],
                "chargingPort": [{"status": "CLOSED"}],
            },
        ),
        (
            "smartcar_security",
            {"vehicle_id": "36ab27d0-fd9d-4455-823a-ce30af709ffc", "action": "LOCK"},
            {"status": "success", "message": "Successfully sent request to vehicle"},
        ),
    ],
)
sc_err = {
    "type": "AUTHENTICATION",
    "code": None,
    "description": "The request contained an invalid or expired access token. Please refresh the token or re-authorize the user.",
    "docURL": "https://smartcar.com/docs/errors/api-errors/authentication-errors#null",
    "statusCode": 401,
    "resolution": {"type": "REAUTHENTICATE"},
    "suggestedUserMessage": "Your car got disconnected from Smartcar. Please reconnect it.",
    "requestId": "26c14915-0c26-43c5-8e42-9edfc2a66a0f",
}
S(
    "smartcar",
    "fail",
    1,
    "Log the odometer of each of the 5 pool cars for the monthly mileage report.",
    [
        ("smartcar_odometer", {"vehicle_id": v}, sc_err)
        for v in [
            "4c3b0f7e-11aa-4b2e-9a21-0f3e2d1c5b7a",
            "9d8e7f6a-22bb-4c3d-8e4f-1a2b3c4d5e6f",
            "1f2e3d4c-33cc-4d5e-9f60-7a8b9c0d1e2f",
            "6a5b4c3d-44dd-4e6f-8071-2b3c4d5e6f70",
            "0e9d8c7b-55ee-4f70-9182-3c4d5e6f7081",
            "4c3b0f7e-11aa-4b2e-9a21-0f3e2d1c5b7a",
        ]
    ],
)

S(
    "edmunds",
    "ok",
    1,
    "Get the styles and base MSRP of the 2019 Subaru Outback from Edmunds.",
    [
        (
            "edmunds_styles",
            {"make": "subaru", "model": "outback", "year": 2019, "view": "basic"},
            {
                "styles": [
                    {
                        "id": 401767521,
                        "name": "2.5i 4dr All-Wheel Drive",
                        "trim": "2.5i",
                        "submodel": {
                            "body": "Wagon",
                            "modelName": "Outback Wagon",
                            "niceName": "wagon",
                        },
                    },
                    {
                        "id": 401767522,
                        "name": "2.5i Premium 4dr All-Wheel Drive",
                        "trim": "2.5i Premium",
                    },
                    {
                        "id": 401767525,
                        "name": "3.6R Limited 4dr All-Wheel Drive",
                        "trim": "3.6R Limited",
                    },
                ],
                "stylesCount": 3,
            },
        ),
        (
            "edmunds_style_price",
            {"style_id": 401767521},
            {
                "baseMSRP": 26345.0,
                "baseInvoice": 24911.0,
                "deliveryCharges": 975.0,
                "usedTmvRetail": 19870.0,
                "usedPrivateParty": 18220.0,
                "usedTradeIn": 16540.0,
                "estimateTmv": False,
            },
        ),
        (
            "edmunds_style_price",
            {"style_id": 401767525},
            {
                "baseMSRP": 38195.0,
                "baseInvoice": 35910.0,
                "deliveryCharges": 975.0,
                "usedTmvRetail": 27310.0,
                "usedPrivateParty": 25440.0,
                "usedTradeIn": 23380.0,
                "estimateTmv": False,
            },
        ),
    ],
)
ed403 = "<h1>Developer Inactive</h1>"
S(
    "edmunds",
    "fail",
    1,
    "Compare the true market value of a used 2017 Camry and 2017 Accord in zip 60614.",
    [
        ("edmunds_styles", {"make": "toyota", "model": "camry", "year": 2017}, ed403),
        ("edmunds_styles", {"make": "honda", "model": "accord", "year": 2017}, ed403),
        (
            "edmunds_tmv",
            {"style_id": 401658920, "zip": "60614", "condition": "Clean", "mileage": 60000},
            ed403,
        ),
        (
            "edmunds_styles",
            {"make": "toyota", "model": "camry", "year": 2017, "view": "basic"},
            ed403,
        ),
        ("edmunds_makes", {"year": 2017}, ed403),
        ("edmunds_tmv", {"style_id": 401658921, "zip": "60614"}, ed403),
    ],
)

S(
    "tesla-fleet",
    "ok",
    1,
    "Wake the company Model Y, set cabin to 21C and tell me when it's warm.",
    [
        (
            "tesla_wake_up",
            {"vin": "7SAYGDEE5PA012345"},
            {
                "response": {
                    "id": 1492931337156,
                    "vehicle_id": 1349218374,
                    "vin": "7SAYGDEE5PA012345",
                    "state": "asleep",
                    "in_service": False,
                }
            },
        ),
        (
            "tesla_vehicle",
            {"vin": "7SAYGDEE5PA012345"},
            {"response": {"id": 1492931337156, "vin": "7SAYGDEE5PA012345", "state": "online"}},
        ),
        (
            "tesla_command",
            {
                "vin": "7SAYGDEE5PA012345",
                "command": "set_temps",
                "driver_temp": 21,
                "passenger_temp": 21,
            },
            {"response": {"result": True, "reason": ""}},
        ),
        (
            "tesla_command",
            {"vin": "7SAYGDEE5PA012345", "command": "auto_conditioning_start"},
            {"response": {"result": True, "reason": ""}},
        ),
        (
            "tesla_vehicle_data",
            {"vin": "7SAYGDEE5PA012345", "endpoints": "climate_state"},
            {
                "response": {
                    "climate_state": {
                        "inside_temp": 9.5,
                        "outside_temp": 3.0,
                        "driver_temp_setting": 21.0,
                        "is_climate_on": True,
                        "is_preconditioning": True,
                        "timestamp": 1796640010211,
                    }
                }
            },
        ),
        (
            "tesla_vehicle_data",
            {"vin": "7SAYGDEE5PA012345", "endpoints": "climate_state"},
            {
                "response": {
                    "climate_state": {
                        "inside_temp": 16.0,
                        "outside_temp": 3.0,
                        "driver_temp_setting": 21.0,
                        "is_climate_on": True,
                        "is_preconditioning": True,
                        "timestamp": 1796640310884,
                    }
                }
            },
        ),
        (
            "tesla_vehicle_data",
            {"vin": "7SAYGDEE5PA012345", "endpoints": "climate_state"},
            {
                "response": {
                    "climate_state": {
                        "inside_temp": 20.5,
                        "outside_temp": 3.5,
                        "driver_temp_setting": 21.0,
                        "is_climate_on": True,
                        "is_preconditioning": False,
                        "timestamp": 1796640611302,
                    }
                }
            },
        ),
    ],
)
S(
    "tesla-fleet",
    "fail",
    1,
    "Get the current location and charge state of the two fleet Model 3s.",
    [
        (
            "tesla_vehicle_data",
            {"vin": "5YJ3E7EB1NF111111", "endpoints": "location_data;charge_state"},
            {
                "response": None,
                "error": "vehicle unavailable: vehicle is offline or asleep",
                "error_description": "",
            },
        ),
        (
            "tesla_wake_up",
            {"vin": "5YJ3E7EB1NF111111"},
            {"response": {"id": 1492931337201, "vin": "5YJ3E7EB1NF111111", "state": "offline"}},
        ),
        (
            "tesla_vehicle_data",
            {"vin": "5YJ3E7EB1NF111111", "endpoints": "charge_state"},
            {
                "response": None,
                "error": "vehicle unavailable: vehicle is offline or asleep",
                "error_description": "",
            },
        ),
        (
            "tesla_vehicle_data",
            {"vin": "5YJ3E7EB1NF222222", "endpoints": "location_data;charge_state"},
            {
                "response": None,
                "error": "vehicle unavailable: vehicle is offline or asleep",
                "error_description": "",
            },
        ),
        (
            "tesla_wake_up",
            {"vin": "5YJ3E7EB1NF222222"},
            {"response": {"id": 1492931337202, "vin": "5YJ3E7EB1NF222222", "state": "offline"}},
        ),
        (
            "tesla_vehicle_data",
            {"vin": "5YJ3E7EB1NF222222", "endpoints": "charge_state"},
            {
                "response": None,
                "error": "vehicle unavailable: vehicle is offline or asleep",
                "error_description": "",
            },
        ),
        (
            "tesla_vehicle_data",
            {"vin": "5YJ3E7EB1NF111111", "endpoints": "location_data"},
            {
                "response": None,
                "error": "vehicle unavailable: vehicle is offline or asleep",
                "error_description": "",
            },
        ),
        (
            "tesla_vehicle_data",
            {"vin": "5YJ3E7EB1NF222222", "endpoints": "location_data"},
            {
                "response": None,
                "error": "vehicle unavailable: vehicle is offline or asleep",
                "error_description": "",
            },
        ),
    ],
)

S(
    "motive",
    "ok",
    1,
    "Which drivers are close to running out of drive time today?",
    [
        (
            "motive_available_time",
            {"page_no": 1, "per_page": 25},
            {
                "users": [
                    {
                        "user": {
                            "id": 301122,
                            "first_name": "Dana",
                            "last_name": "Ruiz",
                            "duty_status": "driving",
                            "available_time": {
                                "cycle": 142200,
                                "shift": 14400,
                                "drive": 3000,
                                "break": 1800,
                            },
                        }
                    },
                    {
                        "user": {
                            "id": 301180,
                            "first_name": "Kofi",
                            "last_name": "Mensah",
                            "duty_status": "on_duty",
                            "available_time": {
                                "cycle": 181000,
                                "shift": 36000,
                                "drive": 28800,
                                "break": 28800,
                            },
                        }
                    },
                    {
                        "user": {
                            "id": 301205,
                            "first_name": "Lee",
                            "last_name": "Park",
                            "duty_status": "driving",
                            "available_time": {
                                "cycle": 9000,
                                "shift": 21000,
                                "drive": 9000,
                                "break": 3600,
                            },
                        }
                    },
                ],
                "pagination": {"per_page": 25, "page_no": 1, "total": 3},
            },
        ),
        (
            "motive_vehicle_locations",
            {"driver_ids": [301122, 301205]},
            {
                "vehicles": [
                    {
                        "vehicle": {
                            "id": 88012,
                            "number": "T-14",
                            "current_driver": {"id": 301122},
                            "current_location": {
                                "lat": 39.7391,
                                "lon": -104.9847,
                                "description": "Denver, CO",
                                "located_at": "2026-12-07T16:02:10Z",
                            },
                        }
                    },
                    {
                        "vehicle": {
                            "id": 88019,
                            "number": "T-22",
                            "current_driver": {"id": 301205},
                            "current_location": {
                                "lat": 41.2565,
                                "lon": -95.9345,
                                "description": "Omaha, NE",
                                "located_at": "2026-12-07T16:01:44Z",
                            },
                        }
                    },
                ]
            },
        ),
        (
            "motive_send_message",
            {"user_ids": [301122], "body": "You have ~50 min drive time left. Plan your stop."},
            {"messages": [{"message": {"id": 5512093, "status": "sent"}}]},
        ),
    ],
)
mot_empty = {"vehicles": [], "pagination": {"per_page": 25, "page_no": 1, "total": 0}}
S(
    "motive",
    "fail",
    1,
    "Find which truck was near the Joliet yard on Thursday night between 22:00 and 02:00.",
    [
        (
            "motive_vehicle_locations_history",
            {
                "vehicle_number": "T-14",
                "start": "2026-12-03T22:00:00-06:00",
                "end": "2026-12-04T02:00:00-06:00",
            },
            mot_empty,
        ),
        (
            "motive_vehicle_locations_history",
            {
                "vehicle_number": "T-22",
                "start": "2026-12-03T22:00:00-06:00",
                "end": "2026-12-04T02:00:00-06:00",
            },
            mot_empty,
        ),
        ("motive_list_vehicles", {"per_page": 100}, mot_empty),
        ("motive_list_vehicles", {"status": "active"}, mot_empty),
        (
            "motive_vehicle_locations_history",
            {
                "vehicle_id": 88012,
                "start": "2026-12-03T00:00:00-06:00",
                "end": "2026-12-04T23:59:59-06:00",
            },
            mot_empty,
        ),
        ("motive_list_vehicles", {"per_page": 100, "page_no": 2}, mot_empty),
    ],
)

S(
    "fleetio",
    "ok",
    1,
    "Log the oil change done on van VAN-07 today at 48,210 miles and close the open issue about the oil light.",
    [
        (
            "fleetio_vehicles",
            {"q[name_eq]": "VAN-07"},
            [
                {
                    "id": 2210455,
                    "name": "VAN-07",
                    "vin": "1FTBR1C80MKA12345",
                    "make": "Ford",
                    "model": "Transit",
                    "year": 2021,
                    "current_meter_value": 48102.0,
                    "vehicle_status_name": "Active",
                }
            ],
        ),
        (
            "fleetio_issues",
            {"vehicle_id": 2210455, "q[state_eq]": "open"},
            [
                {
                    "id": 991203,
                    "number": 37,
                    "summary": "Dash warning lamp on",
                    "description": "Amber can symbol lit since Monday",
                    "state": "open",
                    "reported_at": "2026-12-01T08:11:00-06:00",
                }
            ],
        ),
        (
            "fleetio_create_service_entry",
            {
                "vehicle_id": 2210455,
                "completed_at": "2026-12-07",
                "meter_value": 48210,
                "service_tasks": ["Engine Oil & Filter Replacement"],
                "resolve_issue_ids": [991203],
            },
            {
                "id": 7712034,
                "vehicle_id": 2210455,
                "completed_at": "2026-12-07T00:00:00-06:00",
                "meter_value": 48210.0,
                "issues": [{"id": 991203, "state": "resolved"}],
                "total_amount": 0.0,
            },
        ),
    ],
)
S(
    "fleetio",
    "ok",
    2,
    "Which vehicles have overdue service reminders? If none are overdue, list the next three due.",
    [
        ("fleetio_service_reminders", {"q[status_eq]": "overdue"}, []),
        (
            "fleetio_service_reminders",
            {"q[status_eq]": "due_soon", "sort": "next_due_at"},
            [
                {
                    "id": 30021,
                    "vehicle_name": "TRK-03",
                    "service_task_name": "Tire Rotation",
                    "next_due_at": "2026-12-12",
                    "next_due_meter_value": 60000.0,
                },
                {
                    "id": 30044,
                    "vehicle_name": "VAN-02",
                    "service_task_name": "Brake Inspection",
                    "next_due_at": "2026-12-15",
                    "next_due_meter_value": None,
                },
                {
                    "id": 30077,
                    "vehicle_name": "SUV-01",
                    "service_task_name": "Annual DOT Inspection",
                    "next_due_at": "2026-12-20",
                    "next_due_meter_value": None,
                },
            ],
        ),
    ],
)
# ---------------------------------------------------------------- 5. schools and assessment

sub1 = "a1b2" + hid("tii1", 4) + "-" + hid("tii1b", 4) + "-4c5d-8e9f-" + hid("tii1c", 12)
S(
    "turnitin",
    "ok",
    1,
    "Submit Maya's history essay to Turnitin and get the similarity score once it's ready.",
    [
        (
            "turnitin_create_submission",
            {"owner": "student-4411", "title": "The Treaty of Versailles - M. Jensen"},
            {
                "id": sub1,
                "owner": "student-4411",
                "title": "The Treaty of Versailles - M. Jensen",
                "status": "CREATED",
                "created_time": "2026-12-07T14:00:11.201Z",
                "capabilities": ["INDEX", "VIEWER", "SIMILARITY"],
            },
        ),
        (
            "turnitin_upload_file",
            {"submission_id": sub1, "filename": "versailles_essay.docx"},
            {"message": "Successfully uploaded file for Submission ID: " + sub1},
        ),
        ("turnitin_get_submission", {"submission_id": sub1}, {"id": sub1, "status": "PROCESSING"}),
        (
            "turnitin_get_submission",
            {"submission_id": sub1},
            {
                "id": sub1,
                "status": "COMPLETE",
                "page_count": 6,
                "word_count": 2214,
                "character_count": 12880,
            },
        ),
        (
            "turnitin_generate_similarity",
            {
                "submission_id": sub1,
                "search_repositories": ["INTERNET", "SUBMITTED_WORK", "PUBLICATION"],
            },
            {"message": "Similarity Report Generation Requested"},
        ),
        (
            "turnitin_get_similarity",
            {"submission_id": sub1},
            {"submission_id": sub1, "overall_match_percentage": 0, "status": "PROCESSING"},
        ),
        (
            "turnitin_get_similarity",
            {"submission_id": sub1},
            {
                "submission_id": sub1,
                "overall_match_percentage": 14,
                "internet_match_percentage": 9,
                "publication_match_percentage": 4,
                "submitted_works_match_percentage": 3,
                "status": "COMPLETE",
                "time_requested": "2026-12-07T14:01:30.118Z",
                "time_generated": "2026-12-07T14:03:02.774Z",
                "top_source_largest_matched_word_count": 88,
            },
        ),
    ],
)
S(
    "turnitin",
    "fail",
    1,
    "Get similarity reports for the 8 lab reports submitted to Turnitin yesterday.",
    [
        (
            "turnitin_get_similarity",
            {
                "submission_id": hid("lab" + str(i), 8)
                + "-0000-4000-8000-"
                + hid("labx" + str(i), 12)
            },
            {
                "status": 403,
                "message": "Forbidden: the provided API key is disabled for this tenant (ellisonhigh.turnitin.com)",
            },
        )
        for i in range(7)
    ],
)

sch_sec = {
    "section": [
        {
            "id": "6120345021",
            "course_title": "Biology I",
            "section_title": "Period 2",
            "section_code": "BIO1-02",
            "active": 1,
        },
        {
            "id": "6120345022",
            "course_title": "Biology I",
            "section_title": "Period 4",
            "section_code": "BIO1-04",
            "active": 1,
        },
    ],
    "total": "2",
    "links": {"self": "https://api.schoology.com/v1/users/88120/sections"},
}
S(
    "schoology",
    "ok",
    1,
    "Post the 'Cell Membrane Lab' assignment to both my Biology I sections, due next Friday, 100 points.",
    [
        ("schoology_user_sections", {"user_id": 88120}, sch_sec),
        (
            "schoology_create_assignment",
            {
                "section_id": "6120345021",
                "title": "Cell Membrane Lab",
                "due": "2026-12-18 23:59:00",
                "max_points": 100,
            },
            {
                "id": 7718230411,
                "title": "Cell Membrane Lab",
                "due": "2026-12-18 23:59:00",
                "grading_scale": "0",
                "max_points": "100",
                "published": 1,
                "web_url": "https://app.schoology.com/assignment/7718230411",
            },
        ),
        (
            "schoology_create_assignment",
            {
                "section_id": "6120345022",
                "title": "Cell Membrane Lab",
                "due": "2026-12-18 23:59:00",
                "max_points": 100,
            },
            {
                "id": 7718230412,
                "title": "Cell Membrane Lab",
                "due": "2026-12-18 23:59:00",
                "grading_scale": "0",
                "max_points": "100",
                "published": 1,
                "web_url": "https://app.schoology.com/assignment/7718230412",
            },
        ),
    ],
)
S(
    "schoology",
    "ok",
    2,
    "Which students in Biology I period 2 have no grade yet for the Mitosis quiz?",
    [
        (
            "schoology_section_grades",
            {"section_id": "6120345021", "assignment_id": 7701002233},
            {
                "grades": {
                    "grade": [
                        {
                            "enrollment_id": 2201,
                            "assignment_id": 7701002233,
                            "grade": "18",
                            "max_points": "20",
                            "exception": 0,
                        },
                        {
                            "enrollment_id": 2202,
                            "assignment_id": 7701002233,
                            "grade": None,
                            "max_points": "20",
                            "exception": 0,
                        },
                        {
                            "enrollment_id": 2205,
                            "assignment_id": 7701002233,
                            "grade": "15",
                            "max_points": "20",
                            "exception": 0,
                        },
                        {
                            "enrollment_id": 2209,
                            "assignment_id": 7701002233,
                            "grade": None,
                            "max_points": "20",
                            "exception": 1,
                        },
                    ]
                }
            },
        ),
        (
            "schoology_section_enrollments",
            {"section_id": "6120345021", "start": 0, "limit": 20},
            {
                "enrollment": [
                    {"id": 2201, "uid": 91001, "name_display": "Avery Chen"},
                    {"id": 2202, "uid": 91002, "name_display": "Jordan Blake"},
                    {"id": 2205, "uid": 91005, "name_display": "Sam Ortiz"},
                    {"id": 2209, "uid": 91009, "name_display": "Priya Nair"},
                ],
                "total": "4",
            },
        ),
    ],
)

eth_h = lambda i: hid("ethos" + i, 8) + "-" + hid("e2" + i, 4) + "-4a1b-9c2d-" + hid("e3" + i, 12)
S(
    "ellucian-ethos",
    "ok",
    1,
    "Find the sections of MATH-221 this spring and how many students are registered in each.",
    [
        (
            "ethos_get",
            {
                "resource": "sections",
                "criteria": {"code": "MATH-221", "academicPeriod": {"id": eth_h("sp27")}},
            },
            [
                {
                    "id": eth_h("s01"),
                    "code": "MATH-221-01",
                    "number": "01",
                    "titles": [{"type": {"id": eth_h("t")}, "value": "Linear Algebra"}],
                    "startOn": "2027-01-19",
                    "endOn": "2027-05-08",
                    "maxEnrollment": 35,
                    "status": {"category": "open"},
                },
                {
                    "id": eth_h("s02"),
                    "code": "MATH-221-02",
                    "number": "02",
                    "titles": [{"type": {"id": eth_h("t")}, "value": "Linear Algebra"}],
                    "startOn": "2027-01-19",
                    "endOn": "2027-05-08",
                    "maxEnrollment": 35,
                    "status": {"category": "open"},
                },
            ],
        ),
        (
            "ethos_get",
            {
                "resource": "section-registrations",
                "criteria": {"section": {"id": eth_h("s01")}},
                "offset": 0,
                "limit": 100,
            },
            "["
            + ",".join(
                J(
                    {
                        "id": eth_h("r1" + str(i)),
                        "registrant": {"id": eth_h("p1" + str(i))},
                        "section": {"id": eth_h("s01")},
                        "status": {
                            "registrationStatus": "registered",
                            "sectionRegistrationStatusReason": "registered",
                        },
                    }
                )
                for i in range(31)
            )
            + "]",
        ),
        (
            "ethos_get",
            {
                "resource": "section-registrations",
                "criteria": {"section": {"id": eth_h("s02")}},
                "offset": 0,
                "limit": 100,
            },
            "["
            + ",".join(
                J(
                    {
                        "id": eth_h("r2" + str(i)),
                        "registrant": {"id": eth_h("p2" + str(i))},
                        "section": {"id": eth_h("s02")},
                        "status": {
                            "registrationStatus": "registered",
                            "sectionRegistrationStatusReason": "registered",
                        },
                    }
                )
                for i in range(19)
            )
            + "]",
        ),
    ],
)
S(
    "ellucian-ethos",
    "fail",
    1,
    "Pull the advisors assigned to each new transfer student this term from Ethos.",
    [
        ("ethos_get", {"resource": r, "criteria": c}, "[]")
        for r, c in [
            ("student-advisor-relationships", {"startOn": "2026-08-20"}),
            ("students", {"type": "transfer"}),
            ("student-advisor-relationships", {}),
            ("persons", {"roles": [{"role": "advisor"}]}),
            ("students", {}),
            ("persons", {"names": [{"lastName": "Garcia"}]}),
            ("student-advisor-relationships", {"advisor": {"id": eth_h("adv")}}),
        ]
    ],
)


def or_user(sid, given, family, role="student"):
    return {
        "sourcedId": sid,
        "status": "active",
        "dateLastModified": "2026-11-02T08:15:22.000Z",
        "enabledUser": "true",
        "orgs": [{"href": "/orgs/sch-104", "sourcedId": "sch-104", "type": "org"}],
        "role": role,
        "username": f"{given[0].lower()}{family.lower()}",
        "givenName": given,
        "familyName": family,
        "email": f"{given[0].lower()}{family.lower()}@students.lincolnusd.example",
        "grades": ["07"],
    }


S(
    "oneroster",
    "ok",
    1,
    "Export the 7th-grade roster for Mr. Alvarez's science class with student emails.",
    [
        (
            "oneroster_get",
            {"path": "/ims/oneroster/v1p1/teachers/t-3381/classes"},
            {
                "classes": [
                    {
                        "sourcedId": "cls-sci7-3",
                        "status": "active",
                        "title": "Science 7 - Per 3",
                        "classCode": "SCI7-3",
                        "classType": "scheduled",
                        "grades": ["07"],
                        "school": {"sourcedId": "sch-104", "type": "org"},
                        "terms": [{"sourcedId": "term-2026-s1", "type": "academicSession"}],
                    }
                ]
            },
        ),
        (
            "oneroster_get",
            {"path": "/ims/oneroster/v1p1/classes/cls-sci7-3/students", "limit": 3, "offset": 0},
            {
                "users": [
                    or_user("stu-51021", "Emma", "Lopez"),
                    or_user("stu-51044", "Noah", "Kim"),
                    or_user("stu-51090", "Zara", "Ahmed"),
                ]
            },
        ),
        (
            "oneroster_get",
            {"path": "/ims/oneroster/v1p1/classes/cls-sci7-3/students", "limit": 3, "offset": 3},
            {
                "users": [
                    or_user("stu-51102", "Liam", "Okoro"),
                    or_user("stu-51117", "Mia", "Rossi"),
                ]
            },
        ),
        (
            "oneroster_get",
            {"path": "/ims/oneroster/v1p1/classes/cls-sci7-3/students", "limit": 3, "offset": 6},
            {"users": []},
        ),
    ],
)
or_demo = {"users": [or_user("demo-student-1", "Demo", "Student")]}
S(
    "oneroster",
    "fail",
    1,
    "Find the students enrolled in Algebra 1 at Roosevelt Middle and their guardians' contact emails.",
    [
        (
            "oneroster_get",
            {"path": "/ims/oneroster/v1p1/schools/sch-221/classes", "filter": "title~'Algebra'"},
            {
                "classes": [
                    {
                        "sourcedId": "demo-class-1",
                        "status": "active",
                        "title": "Demo Class",
                        "classCode": "DEMO-1",
                        "classType": "homeroom",
                        "school": {"sourcedId": "demo-school", "type": "org"},
                    }
                ]
            },
        ),
        ("oneroster_get", {"path": "/ims/oneroster/v1p1/classes/demo-class-1/students"}, or_demo),
        (
            "oneroster_get",
            {
                "path": "/ims/oneroster/v1p1/users",
                "filter": "role='student' AND familyName='Garcia'",
            },
            or_demo,
        ),
        (
            "oneroster_get",
            {"path": "/ims/oneroster/v1p1/users", "filter": "role='guardian'"},
            or_demo,
        ),
        ("oneroster_get", {"path": "/ims/oneroster/v1p1/schools/sch-221/students"}, or_demo),
        ("oneroster_get", {"path": "/ims/oneroster/v1p1/users/stu-61233/agents"}, or_demo),
        (
            "oneroster_get",
            {"path": "/ims/oneroster/v1p1/users", "filter": "email~'roosevelt'"},
            or_demo,
        ),
    ],
)

S(
    "seesaw",
    "ok",
    1,
    "Post the weekly announcement to Room 12's families on Seesaw and check who has not connected a family account.",
    [
        (
            "seesaw_post_announcement",
            {
                "class_id": "class.7a1e20c3",
                "text": "Reminder: library books due Thursday. Winter concert Dec 17 at 6pm!",
            },
            {"ok": True, "announcement_id": "ann." + hid("ssw1", 10), "recipients": 23},
        ),
        (
            "seesaw_family_connections",
            {"class_id": "class.7a1e20c3"},
            {
                "students": [
                    {"name": "Ava M.", "families_connected": 2},
                    {"name": "Ben T.", "families_connected": 0},
                    {"name": "Carla R.", "families_connected": 1},
                    {"name": "Deshawn W.", "families_connected": 0},
                ],
                "not_connected_count": 2,
                "total_students": 24,
                "truncated": True,
            },
        ),
        (
            "seesaw_family_connections",
            {"class_id": "class.7a1e20c3", "connected": False},
            {
                "students": [
                    {"name": "Ben T.", "families_connected": 0},
                    {"name": "Deshawn W.", "families_connected": 0},
                ],
                "not_connected_count": 2,
                "total_students": 24,
                "truncated": False,
            },
        ),
    ],
)

S(
    "edlink",
    "ok",
    1,
    "Through Edlink, find Ms. Holt's classes at Brookside and post a 'Field trip forms due' announcement to the 4th-grade one.",
    [
        (
            "edlink_graph_get",
            {
                "path": "/v2/graph/people",
                "$filter": {
                    "last_name": [{"operator": "equals", "value": "Holt"}],
                    "roles": [{"operator": "in", "value": ["teacher"]}],
                },
            },
            {
                "$data": [
                    {
                        "id": "f1c9" + hid("edl1", 28),
                        "first_name": "Rebecca",
                        "last_name": "Holt",
                        "email": "rholt@brookside.example",
                        "roles": ["teacher"],
                        "school_ids": ["3b51" + hid("edls", 28)],
                    }
                ],
                "$next": None,
            },
        ),
        (
            "edlink_graph_get",
            {"path": f"/v2/graph/people/f1c9{hid('edl1', 28)}/classes"},
            {
                "$data": [
                    {
                        "id": "c201" + hid("edc1", 28),
                        "name": "Grade 4 Homeroom - Holt",
                        "grade_levels": ["4"],
                        "state": "active",
                    },
                    {
                        "id": "c202" + hid("edc2", 28),
                        "name": "Reading Intervention",
                        "grade_levels": ["3", "4", "5"],
                        "state": "active",
                    },
                ],
                "$next": None,
            },
        ),
        (
            "edlink_user_create_announcement",
            {
                "class_id": "c201" + hid("edc1", 28),
                "title": "Field trip forms due",
                "body": "Please return the signed science center forms by Wednesday.",
            },
            {
                "$data": {
                    "id": "an7" + hid("edan", 29),
                    "state": "published",
                    "created_date": "2026-12-07T15:40:22.118Z",
                },
                "$request": "e9" + hid("edreq", 30),
            },
        ),
    ],
)
S(
    "edlink",
    "ok",
    2,
    "Count the active students per school across the district via Edlink.",
    [
        (
            "edlink_graph_get",
            {"path": "/v2/graph/schools"},
            {
                "$data": [
                    {"id": "3b51" + hid("edls", 28), "name": "Brookside Elementary"},
                    {"id": "3b52" + hid("edls2", 28), "name": "Hillcrest Middle"},
                ],
                "$next": None,
            },
        ),
        (
            "edlink_graph_get",
            {
                "path": "/v2/graph/people",
                "$filter": {"roles": [{"operator": "in", "value": ["student"]}]},
                "$first": 1000,
            },
            {
                "$data": [
                    {
                        "id": "p" + hid("stu" + str(i), 31),
                        "roles": ["student"],
                        "school_ids": ["3b51" + hid("edls", 28)],
                    }
                    for i in range(3)
                ],
                "$next": "https://ed.link/api/v2/graph/people?$cursor=" + hid("cur1", 24),
                "$count": 1412,
            },
        ),
        (
            "edlink_graph_get",
            {"path": "/v2/graph/people", "$cursor": hid("cur1", 24)},
            {
                "$data": [
                    {
                        "id": "p" + hid("stu" + str(i), 31),
                        "roles": ["student"],
                        "school_ids": ["3b52" + hid("edls2", 28)],
                    }
                    for i in range(3, 6)
                ],
                "$next": "https://ed.link/api/v2/graph/people?$cursor=" + hid("cur2", 24),
            },
        ),
        (
            "edlink_graph_get",
            {"path": "/v2/graph/people", "$cursor": hid("cur2", 24)},
            {
                "$data": [
                    {
                        "id": "p" + hid("stu" + str(i), 31),
                        "roles": ["student"],
                        "school_ids": ["3b52" + hid("edls2", 28)],
                    }
                    for i in range(6, 8)
                ],
                "$next": None,
            },
        ),
    ],
)
ed_err = {
    "$request": "5a" + hid("edreq2", 30),
    "$errors": [
        {
            "code": "INTEGRATION_ERROR",
            "message": "The source system returned an error. Please check the integration configuration: 502 Bad Gateway",
        }
    ],
}
S(
    "edlink",
    "fail",
    1,
    "List each Brookside teacher's classes that have no assignments posted this month.",
    [
        ("edlink_graph_get", {"path": p}, ed_err)
        for p in [
            "/v2/graph/classes",
            "/v2/graph/classes?$first=100",
            "/v2/graph/people?$filter=roles:teacher",
            "/v2/graph/schools",
            "/v2/graph/classes?$after=0",
            "/v2/graph/enrollments",
            "/v2/graph/classes",
        ]
    ],
)


def main(out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for row in ROWS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout51.jsonl")
    )
