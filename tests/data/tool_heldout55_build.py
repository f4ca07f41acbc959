# ruff: noqa: E501
"""Held-out fixture tool_heldout55: five domains never used in tuning.

Writes tests/data/tool_heldout55.jsonl (real-runs rows, one per tool call).
Deterministic: identifiers come from SHA-1 hashes of fixed strings.

Domains and families, with where each result shape comes from and how sure I am:

Genealogy
- familysearch: FamilySearch Platform API (GEDCOM X JSON: persons/display,
  childAndParentsRelationships, search entries in an atom-style envelope; 204 for
  no memories; 401 errors as {"errors":[{code,label,message}]}). From the public
  developer docs as remembered; envelope sure, some field details approximate.
- wikitree: WikiTree Apps API (api.php, JSON arrays with status per item, "Permission
  Denied" for private profiles without a login cookie). Fairly sure.
- geni: Geni REST API (/api/profile-gNNN, immediate-family focus/nodes, ApiException
  rate limit object). Fairly sure of shapes, rate-limit message approximate.
- gramps-web: Gramps Web API (/api/people, /api/events, transaction list on POST),
  plus an nginx 502 page from a reverse proxy. Shapes from the Gramps Web API docs;
  fairly sure.
- myheritage: Family Graph API (/me, /individual-..., /individual-.../immediate_family
  style objects). Least sure of the details.
- python-gedcom: the python-gedcom library (gedcom.parser.Parser, element accessors)
  run through a python tool; results are the printed stdout. Sure of the library API.

Recipes and nutrition
- edamam: Recipe Search API v2 (from/to/count/_links/hits[].recipe). Sure.
- spoonacular: complexSearch, recipe information, meal planner, the 402 daily points
  message. Sure of the 402 wording's gist.
- fdc: USDA FoodData Central /v1/foods/search and /v1/food, api.data.gov OVER_RATE_LIMIT
  error object. Sure.
- openfoodfacts: /api/v2/product and search; status/status_verbose "product not found";
  nginx 504 page. Sure.
- nutritionix: /v2/natural/nutrients and /v2/natural/exercise. Fairly sure.
- themealdb: search.php, filter.php, lookup.php ({"meals": null} when nothing). Sure.
  The failing one is an MCP wrapper with a stale cache returning one meal for every
  query.

Mail stores and indexers
- jmap: JMAP core/mail (RFC 8620/8621) methodResponses; accountNotFound error. Sure.
- nylas: Nylas v3 (request_id, data, next_cursor; error objects). Fairly sure; the
  expired-grant error text is approximate.
- imaplib: Python imaplib return tuples printed by a python tool. Sure.
- zoho-mail: Zoho Mail API ({"status":{code,description},"data":...}, INVALID_OAUTHTOKEN).
  Fairly sure.
- notmuch: notmuch search/show/count/tag CLI text (tag prints nothing). Sure.
- mu: mu find CLI text and its locked-store error. Fairly sure.

Photo libraries
- google-photos: Library API mediaItems:search, albums, batchAddMediaItems ({}).
  The failing session is the 2025 scope change: search returns {} for the user's own
  library (only app-created items are visible). Sure.
- immich: Immich /api/search/metadata, /api/people, album assets PUT. Fairly sure.
- photoprism: /api/v1/photos arrays, {"error":"Unauthorized"}. Fairly sure.
- flickr: REST JSON (nojsoncallback=1) with stat ok/fail. Sure.
- smugmug: API v2 Request/Options/Response envelope. Fairly sure.

3D printing
- octoprint: /api/job, /api/printer (409 "Printer is not operational"), /api/files. Sure.
- moonraker: /printer/objects/query, /server/files/list, gcode script {"result":"ok"},
  Klippy-disconnected error. Fairly sure; error text approximate.
- prusalink: /api/v1/status, /api/v1/job. Fairly sure.
- thingiverse: /search, /things/{id}, /things/{id}/files. Fairly sure.
- bambu: the printer's MQTT push_status report as a local MCP server relays it; the
  failing one relays a cached report after the MQTT link dropped. Fairly sure of fields.
"""

import hashlib
import json
import sys
from pathlib import Path

SRC = "heldout55"


def h(s: str, n: int = 8) -> str:
    return hashlib.sha1(s.encode()).hexdigest()[:n]


def j(o) -> str:
    return json.dumps(o, ensure_ascii=False)


SESSIONS = []


def S(family, kind, n, task, calls):
    SESSIONS.append((family, kind, n, task, calls))


# ---------------------------------------------------------------- genealogy
def fs_person(pid, name, life, bdate, bplace, gender="Male"):
    return {
        "id": pid,
        "living": False,
        "display": {
            "name": name,
            "gender": gender,
            "lifespan": life,
            "birthDate": bdate,
            "birthPlace": bplace,
            "ascendancyNumber": None,
        },
        "links": {"person": {"href": f"https://api.familysearch.org/platform/tree/persons/{pid}"}},
    }


S(
    "familysearch",
    "ok",
    1,
    "Who were the parents of John Whitcomb, born 1842 in Rutland, Vermont? Use FamilySearch.",
    [
        (
            "familysearch_search_persons",
            {"q": "givenName:John surname:Whitcomb birthLikeDate:1842 birthLikePlace:Vermont"},
            j(
                {
                    "results": 2,
                    "index": 0,
                    "links": {
                        "self": {
                            "href": "https://api.familysearch.org/platform/tree/search?q=givenName%3AJohn&count=10"
                        }
                    },
                    "entries": [
                        {
                            "id": "KWCB-1Z9",
                            "score": 4.71,
                            "content": {
                                "gedcomx": {
                                    "persons": [
                                        fs_person(
                                            "KWCB-1Z9",
                                            "John Whitcomb",
                                            "1842-1911",
                                            "12 March 1842",
                                            "Rutland, Rutland, Vermont, United States",
                                        )
                                    ]
                                }
                            },
                        },
                        {
                            "id": "L4QM-8TT",
                            "score": 2.08,
                            "content": {
                                "gedcomx": {
                                    "persons": [
                                        fs_person(
                                            "L4QM-8TT",
                                            "John H Whitcomb",
                                            "1840-1898",
                                            "1840",
                                            "Windsor, Vermont, United States",
                                        )
                                    ]
                                }
                            },
                        },
                    ],
                }
            ),
        ),
        (
            "familysearch_get_parents",
            {"pid": "KWCB-1Z9"},
            j(
                {
                    "childAndParentsRelationships": [
                        {
                            "id": "MMQ7-2KX",
                            "parent1": {"resourceId": "KWC8-9PL"},
                            "parent2": {"resourceId": "KWC8-9PM"},
                            "child": {"resourceId": "KWCB-1Z9"},
                            "parent1Facts": [{"type": "http://gedcomx.org/BiologicalParent"}],
                            "parent2Facts": [{"type": "http://gedcomx.org/BiologicalParent"}],
                        }
                    ],
                    "persons": [
                        fs_person(
                            "KWC8-9PL",
                            "Asa Whitcomb",
                            "1809-1877",
                            "4 June 1809",
                            "Rutland, Vermont, United States",
                        ),
                        fs_person(
                            "KWC8-9PM",
                            "Lydia Pratt",
                            "1813-1880",
                            "1813",
                            "Clarendon, Rutland, Vermont, United States",
                            "Female",
                        ),
                    ],
                }
            ),
        ),
        (
            "familysearch_get_person_sources",
            {"pid": "KWCB-1Z9"},
            j(
                {
                    "sourceDescriptions": [
                        {
                            "id": "SQ2P-4R1",
                            "about": "https://familysearch.org/ark:/61903/1:1:MCJ4-8WZ",
                            "titles": [
                                {
                                    "value": 'John Whitcomb in household of Asa Whitcomb, "United States Census, 1850"'
                                }
                            ],
                            "citations": [
                                {
                                    "value": "Rutland, Rutland, Vermont, United States; citing family 212, NARA microfilm M432."
                                }
                            ],
                        },
                        {
                            "id": "SQ2P-4R7",
                            "about": "https://familysearch.org/ark:/61903/1:1:FC9K-1XB",
                            "titles": [{"value": "Vermont Vital Records, 1760-1954"}],
                            "citations": [
                                {
                                    "value": "Birth 12 Mar 1842, Rutland; father Asa Whitcomb, mother Lydia Pratt."
                                }
                            ],
                        },
                    ]
                }
            ),
        ),
        (
            "familysearch_get_person",
            {"pid": "KWC8-9PM"},
            j(
                {
                    "persons": [
                        dict(
                            fs_person(
                                "KWC8-9PM",
                                "Lydia Pratt",
                                "1813-1880",
                                "1813",
                                "Clarendon, Rutland, Vermont, United States",
                                "Female",
                            ),
                            facts=[
                                {
                                    "type": "http://gedcomx.org/Death",
                                    "date": {"original": "22 January 1880"},
                                    "place": {"original": "Rutland, Vermont"},
                                }
                            ],
                        )
                    ]
                }
            ),
        ),
        ("familysearch_get_memories", {"pid": "KWCB-1Z9"}, "HTTP 204 No Content"),
    ],
)

S(
    "familysearch",
    "ok",
    2,
    "Add the 1850 census as a source on Asa Whitcomb (KWC8-9PL) in FamilySearch, then confirm it shows up.",
    [
        ("familysearch_get_person_sources", {"pid": "KWC8-9PL"}, j({"sourceDescriptions": []})),
        (
            "familysearch_create_source_description",
            {
                "title": '"United States Census, 1850", Asa Whitcomb, Rutland, Vermont',
                "uri": "https://familysearch.org/ark:/61903/1:1:MCJ4-8W2",
            },
            "HTTP 201 Created\nLocation: https://api.familysearch.org/platform/sources/descriptions/SQ2P-5J3\nX-Entity-Id: SQ2P-5J3",
        ),
        (
            "familysearch_attach_source",
            {
                "pid": "KWC8-9PL",
                "sourceDescription": "SQ2P-5J3",
                "changeMessage": "1850 census household of Asa Whitcomb",
            },
            "HTTP 204 No Content",
        ),
        (
            "familysearch_get_person_sources",
            {"pid": "KWC8-9PL"},
            j(
                {
                    "sourceDescriptions": [
                        {
                            "id": "SQ2P-5J3",
                            "about": "https://familysearch.org/ark:/61903/1:1:MCJ4-8W2",
                            "titles": [
                                {
                                    "value": '"United States Census, 1850", Asa Whitcomb, Rutland, Vermont'
                                }
                            ],
                        }
                    ]
                }
            ),
        ),
    ],
)

FS401 = 'HTTP 401 Unauthorized\n{"errors":[{"code":401,"label":"Unauthorized","message":"Unable to authenticate: the access token is expired or invalid."}]}'
S(
    "familysearch",
    "fail",
    1,
    "Trace the paternal line of Margaret Kessler (born about 1875, Ohio) back as far as FamilySearch goes.",
    [
        (
            "familysearch_search_persons",
            {"q": "givenName:Margaret surname:Kessler birthLikeDate:1875 birthLikePlace:Ohio"},
            FS401,
        ),
        (
            "familysearch_search_persons",
            {"q": "givenName:Margaret surname:Kessler birthLikePlace:Ohio"},
            FS401,
        ),
        ("familysearch_search_persons", {"q": "surname:Kessler birthLikeDate:1875~"}, FS401),
        ("familysearch_get_person", {"pid": "LZ7T-Q2K"}, FS401),
        ("familysearch_get_ancestry", {"pid": "LZ7T-Q2K", "generations": 4}, FS401),
        ("familysearch_search_persons", {"q": "givenName:Margret surname:Kesler"}, FS401),
        ("familysearch_search_persons", {"q": "surname:Kessler birthLikePlace:Cincinnati"}, FS401),
    ],
)


def wt_profile(key, first, last, birth, place, father=0, mother=0):
    return {
        "Id": int(h(key, 6), 16) % 900000 + 100000,
        "Name": key,
        "FirstName": first,
        "LastNameAtBirth": last,
        "BirthDate": birth,
        "BirthLocation": place,
        "Father": father,
        "Mother": mother,
        "Privacy": 60,
    }


S(
    "wikitree",
    "ok",
    1,
    "On WikiTree, check whether Hannah Dorsey (Dorsey-812) has any siblings recorded and where she is buried.",
    [
        (
            "wikitree_getProfile",
            {
                "key": "Dorsey-812",
                "fields": "Id,Name,FirstName,LastNameAtBirth,BirthDate,BirthLocation,DeathDate,DeathLocation,Father,Mother",
            },
            j(
                [
                    {
                        "page_name": "Dorsey-812",
                        "profile": dict(
                            wt_profile(
                                "Dorsey-812",
                                "Hannah",
                                "Dorsey",
                                "1791-02-14",
                                "Baltimore County, Maryland",
                                6201133,
                                6201140,
                            ),
                            DeathDate="1864-09-30",
                            DeathLocation="Belmont County, Ohio",
                        ),
                        "status": 0,
                    }
                ]
            ),
        ),
        (
            "wikitree_getRelatives",
            {"keys": "Dorsey-812", "getSiblings": 1, "getParents": 1},
            j(
                [
                    {
                        "items": [
                            {
                                "key": "Dorsey-812",
                                "user_id": 6201145,
                                "user_name": "Dorsey-812",
                                "person": {
                                    "Id": 6201145,
                                    "Name": "Dorsey-812",
                                    "Parents": {
                                        "6201133": {
                                            "Id": 6201133,
                                            "Name": "Dorsey-797",
                                            "FirstName": "Caleb",
                                            "LastNameAtBirth": "Dorsey",
                                        },
                                        "6201140": {
                                            "Id": 6201140,
                                            "Name": "Worthington-2203",
                                            "FirstName": "Rachel",
                                            "LastNameAtBirth": "Worthington",
                                        },
                                    },
                                    "Siblings": [],
                                },
                            }
                        ],
                        "status": 0,
                    }
                ]
            ),
        ),
        (
            "wikitree_getProfile",
            {
                "key": "Dorsey-797",
                "fields": "Id,Name,FirstName,BirthDate,DeathDate,Spouses,Children",
            },
            j(
                [
                    {
                        "page_name": "Dorsey-797",
                        "profile": {
                            "Id": 6201133,
                            "Name": "Dorsey-797",
                            "FirstName": "Caleb",
                            "BirthDate": "1760-00-00",
                            "DeathDate": "1823-05-02",
                            "Children": {
                                "6201145": {"Id": 6201145, "Name": "Dorsey-812"},
                                "6201151": {"Id": 6201151, "Name": "Dorsey-813"},
                            },
                        },
                        "status": 0,
                    }
                ]
            ),
        ),
        (
            "wikitree_getBio",
            {"key": "Dorsey-812", "bioFormat": "wiki"},
            j(
                [
                    {
                        "page_name": "Dorsey-812",
                        "status": 0,
                        "bio": "== Biography ==\nHannah was born in 1791 in Baltimore County, Maryland.<ref>Baptism, St. Thomas Parish register.</ref> She married Joel Hiatt in 1812 and moved to Belmont County, Ohio.\n\nShe was buried in Hiatt Family Cemetery, near Barnesville.<ref>Find a Grave memorial 88231090.</ref>\n\n== Sources ==\n<references />",
                    }
                ]
            ),
        ),
        (
            "wikitree_getProfile",
            {"key": "Dorsey-813", "fields": "Id,Name,FirstName,BirthDate,Mother,Father"},
            j(
                [
                    {
                        "page_name": "Dorsey-813",
                        "profile": {
                            "Id": 6201151,
                            "Name": "Dorsey-813",
                            "FirstName": "Eli",
                            "BirthDate": "1794-00-00",
                            "Father": 6201133,
                            "Mother": 0,
                        },
                        "status": 0,
                    }
                ]
            ),
        ),
    ],
)

S(
    "wikitree",
    "fail",
    1,
    "Use WikiTree to list the children of Thomas Ashby (Ashby-455) and their birth years.",
    [
        (
            "wikitree_getProfile",
            {"key": "Ashby-455", "fields": "Id,Name,FirstName,BirthDate,Children"},
            j([{"page_name": "Ashby-455", "status": "Permission Denied"}]),
        ),
        (
            "wikitree_getRelatives",
            {"keys": "Ashby-455", "getChildren": 1},
            j([{"items": None, "status": "Permission Denied", "user_name": "Ashby-455"}]),
        ),
        (
            "wikitree_getPerson",
            {"key": "Ashby-455"},
            j([{"page_name": "Ashby-455", "status": "Permission Denied"}]),
        ),
        (
            "wikitree_getProfile",
            {"key": "Ashby-456", "fields": "Id,Name,FirstName,BirthDate,Father"},
            j([{"page_name": "Ashby-456", "status": "Permission Denied"}]),
        ),
        (
            "wikitree_getDescendants",
            {"key": "Ashby-455", "depth": 1},
            j([{"key": "Ashby-455", "status": "Permission Denied", "descendants": []}]),
        ),
        (
            "wikitree_getProfile",
            {"key": "Ashby-460", "fields": "Id,Name,FirstName,BirthDate,Father"},
            j([{"page_name": "Ashby-460", "status": "Permission Denied"}]),
        ),
        (
            "wikitree_getBio",
            {"key": "Ashby-455"},
            j([{"page_name": "Ashby-455", "status": "Permission Denied"}]),
        ),
    ],
)


def geni_p(gid, first, last, year, place):
    return {
        "id": f"profile-g{gid}",
        "guid": str(gid),
        "name": f"{first} {last}",
        "first_name": first,
        "last_name": last,
        "is_alive": False,
        "birth": {"date": {"year": year}, "location": {"place_name": place}},
        "url": f"https://www.geni.com/api/profile-g{gid}",
        "public": True,
    }


S(
    "geni",
    "ok",
    1,
    "In Geni, who is the spouse of Ingrid Halvorsen (b. 1899, Bergen) and are there any documents attached to her?",
    [
        (
            "geni_search_profiles",
            {"names": "Ingrid Halvorsen"},
            j(
                {
                    "results": [
                        geni_p(
                            6000000019827733412,
                            "Ingrid",
                            "Halvorsen",
                            1899,
                            "Bergen, Hordaland, Norway",
                        ),
                        geni_p(6000000031100412211, "Ingrid", "Halvorsen", 1921, "Oslo, Norway"),
                    ],
                    "page": 1,
                }
            ),
        ),
        (
            "geni_immediate_family",
            {"profile": "profile-g6000000019827733412"},
            j(
                {
                    "focus": {"id": "profile-g6000000019827733412", "name": "Ingrid Halvorsen"},
                    "nodes": {
                        "union-53021877": {
                            "id": "union-53021877",
                            "status": "spouse",
                            "edges": {
                                "profile-g6000000019827733412": {"rel": "partner"},
                                "profile-g6000000019827745001": {"rel": "partner"},
                            },
                        },
                        "profile-g6000000019827745001": {
                            "id": "profile-g6000000019827745001",
                            "name": "Olav Nygaard",
                            "gender": "male",
                            "edges": {"union-53021877": {"rel": "partner"}},
                        },
                        "union-53021870": {
                            "id": "union-53021870",
                            "edges": {"profile-g6000000019827733412": {"rel": "child"}},
                        },
                    },
                }
            ),
        ),
        (
            "geni_get_profile",
            {"profile": "profile-g6000000019827745001"},
            j(
                dict(
                    geni_p(6000000019827745001, "Olav", "Nygaard", 1896, "Voss, Hordaland, Norway"),
                    death={"date": {"year": 1968}, "location": {"place_name": "Bergen, Norway"}},
                )
            ),
        ),
        (
            "geni_get_union",
            {"union": "union-53021877"},
            j(
                {
                    "id": "union-53021877",
                    "status": "spouse",
                    "marriage": {
                        "date": {"year": 1923, "month": 6, "day": 17},
                        "location": {"place_name": "Johanneskirken, Bergen"},
                    },
                    "partners": [
                        "https://www.geni.com/api/profile-g6000000019827733412",
                        "https://www.geni.com/api/profile-g6000000019827745001",
                    ],
                    "children": [],
                }
            ),
        ),
        ("geni_profile_documents", {"profile": "profile-g6000000019827733412"}, j({"results": []})),
    ],
)

GENI_RL = j({"error": {"type": "ApiException", "message": "Rate limit exceeded."}})
S(
    "geni",
    "fail",
    1,
    "Collect birth dates for all grandchildren of Per Solberg (profile-g6000000024401118870) on Geni.",
    [
        ("geni_immediate_family", {"profile": "profile-g6000000024401118870"}, GENI_RL),
        ("geni_get_profile", {"profile": "profile-g6000000024401118870"}, GENI_RL),
        ("geni_search_profiles", {"names": "Per Solberg"}, GENI_RL),
        (
            "geni_immediate_family",
            {"profile": "profile-g6000000024401118870", "only_ids": True},
            GENI_RL,
        ),
        ("geni_search_profiles", {"names": "Solberg", "birth_year": 1930}, GENI_RL),
        ("geni_get_profile", {"profile": "profile-g6000000024401125002"}, GENI_RL),
    ],
)


def gramps_person(gid, first, surname, gender=1):
    return {
        "handle": h("gr" + gid, 22),
        "gramps_id": gid,
        "gender": gender,
        "change": 1709221000,
        "primary_name": {
            "first_name": first,
            "surname_list": [{"surname": surname, "primary": True}],
            "type": "Birth Name",
        },
        "event_ref_list": [{"ref": h("ev" + gid, 22), "role": "Primary"}],
        "family_list": [],
        "parent_family_list": [h("fam" + gid, 22)],
        "private": False,
    }


S(
    "gramps-web",
    "ok",
    1,
    "In our Gramps Web tree, record the death of Walter Brandt (I0217) on 3 Nov 1952 in Milwaukee, then check his events.",
    [
        (
            "gramps_get_people",
            {"gramps_id": "I0217"},
            j([gramps_person("I0217", "Walter", "Brandt")]),
        ),
        (
            "gramps_get_places",
            {"name": "Milwaukee"},
            j(
                [
                    {
                        "handle": h("plmke", 22),
                        "gramps_id": "P0031",
                        "name": {"value": "Milwaukee"},
                        "place_type": "City",
                        "lat": "43.0389",
                        "long": "-87.9065",
                        "placeref_list": [{"ref": h("plwi", 22)}],
                    }
                ]
            ),
        ),
        (
            "gramps_create_event",
            {"type": "Death", "date": {"dateval": [3, 11, 1952, False]}, "place": h("plmke", 22)},
            j(
                [
                    {
                        "_class": "Event",
                        "handle": h("evdeath", 22),
                        "new": {
                            "gramps_id": "E0894",
                            "type": "Death",
                            "date": {"text": "1952-11-03"},
                        },
                        "old": None,
                        "type": "add",
                    }
                ]
            ),
        ),
        (
            "gramps_update_person",
            {
                "handle": h("grI0217", 22),
                "add_event_ref": {"ref": h("evdeath", 22), "role": "Primary"},
            },
            j(
                [
                    {
                        "_class": "Person",
                        "handle": h("grI0217", 22),
                        "new": {"gramps_id": "I0217"},
                        "old": {"gramps_id": "I0217"},
                        "type": "update",
                    }
                ]
            ),
        ),
        (
            "gramps_get_person_timeline",
            {"handle": h("grI0217", 22)},
            j(
                [
                    {
                        "date": "1887-04-19",
                        "description": "Birth of Brandt, Walter",
                        "gramps_id": "E0412",
                        "label": "Birth",
                        "place": {"display_name": "Kiel, Schleswig-Holstein, Germany"},
                        "role": "Primary",
                        "type": "Birth",
                    },
                    {
                        "date": "1909-08-02",
                        "description": "Marriage of Brandt, Walter and Scholz, Emma",
                        "gramps_id": "E0419",
                        "label": "Marriage",
                        "place": {"display_name": "Milwaukee, Wisconsin, USA"},
                        "role": "Family",
                        "type": "Marriage",
                    },
                    {
                        "date": "1952-11-03",
                        "description": "Death of Brandt, Walter",
                        "gramps_id": "E0894",
                        "label": "Death",
                        "place": {"display_name": "Milwaukee, Wisconsin, USA"},
                        "role": "Primary",
                        "type": "Death",
                    },
                ]
            ),
        ),
    ],
)

NGX502 = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n"
S(
    "gramps-web",
    "fail",
    1,
    "Find everyone in the Gramps Web tree with the surname Lindqvist and list their birthplaces.",
    [
        (
            "gramps_get_people",
            {"rules": {"rules": [{"name": "HasNameOf", "values": ["", "Lindqvist"]}]}},
            NGX502,
        ),
        ("gramps_search", {"query": "Lindqvist"}, NGX502),
        ("gramps_get_people", {"gramps_id": "I0301"}, NGX502),
        ("gramps_search", {"query": "Lindqvist type:person"}, NGX502),
        ("gramps_get_places", {"name": "Uppsala"}, NGX502),
        ("gramps_search", {"query": "Lindkvist"}, NGX502),
        ("gramps_get_people", {"page": 1, "pagesize": 50, "sort": "surname"}, NGX502),
    ],
)

S(
    "myheritage",
    "ok",
    1,
    "Using MyHeritage Family Graph, find when my grandfather Samuel Abramov was born and list his children.",
    [
        (
            "myheritage_get",
            {"path": "me"},
            j(
                {
                    "id": "user-281193402",
                    "name": "Leah Abramov",
                    "first_name": "Leah",
                    "default_site": {"id": "site-OYYV7A", "name": "Abramov Web Site"},
                }
            ),
        ),
        (
            "myheritage_get",
            {"path": "site-OYYV7A/individuals", "limit": 50, "fields": "id,name,birth"},
            j(
                {
                    "count": 37,
                    "data": [
                        {
                            "id": "individual-281193402-1000004",
                            "name": "Samuel Abramov",
                            "birth": {"date": {"date": "1921-08-30"}, "place": "Vitebsk, Belarus"},
                        },
                        {
                            "id": "individual-281193402-1000005",
                            "name": "Rivka Abramov (born Gurevich)",
                            "birth": {"date": {"date": "1924"}},
                        },
                        {
                            "id": "individual-281193402-1000001",
                            "name": "Leah Abramov",
                            "birth": {"date": {"date": "1986-02-11"}},
                        },
                    ],
                    "paging": {
                        "next": "https://familygraph.myheritage.com/site-OYYV7A/individuals?offset=50"
                    },
                }
            ),
        ),
        (
            "myheritage_get",
            {"path": "individual-281193402-1000004/immediate_family"},
            j(
                {
                    "data": [
                        {
                            "id": "immediatefamilymember-1000004-1000005",
                            "relationship_type": "wife",
                            "individual": {
                                "id": "individual-281193402-1000005",
                                "name": "Rivka Abramov (born Gurevich)",
                            },
                        },
                        {
                            "id": "immediatefamilymember-1000004-1000002",
                            "relationship_type": "son",
                            "individual": {
                                "id": "individual-281193402-1000002",
                                "name": "Boris Abramov",
                            },
                        },
                        {
                            "id": "immediatefamilymember-1000004-1000009",
                            "relationship_type": "daughter",
                            "individual": {
                                "id": "individual-281193402-1000009",
                                "name": "Mira Katz (born Abramov)",
                            },
                        },
                    ]
                }
            ),
        ),
        (
            "myheritage_get",
            {"path": "individual-281193402-1000009", "fields": "id,name,birth,death"},
            j(
                {
                    "id": "individual-281193402-1000009",
                    "name": "Mira Katz (born Abramov)",
                    "birth": {"date": {"date": "1951-03-04"}, "place": "Minsk"},
                }
            ),
        ),
    ],
)

S(
    "python-gedcom",
    "ok",
    1,
    "From family.ged, list people with no recorded birth date, and count individuals and families.",
    [
        (
            "python",
            {
                "code": "from gedcom.parser import Parser\np=Parser(); p.parse_file('family.ged', False)\nels=p.get_element_list()\nfrom gedcom.element.individual import IndividualElement\ninds=[e for e in els if isinstance(e, IndividualElement)]\nprint(len(inds), sum(1 for e in els if e.get_tag()=='FAM'))"
            },
            "412 139\n",
        ),
        (
            "python",
            {
                "code": "nobirth=[(e.get_pointer(), ' '.join(e.get_name())) for e in inds if e.get_birth_data()[0]=='']\nprint(len(nobirth)); print(nobirth[:15])"
            },
            "23\n[('@I17@', 'Mary Kessel'), ('@I44@', 'Unknown Dorn'), ('@I58@', 'Heinrich Dorn'), ('@I59@', 'Anna'), ('@I102@', 'Jacob Fuchs'), ('@I103@', 'Katharina Fuchs'), ('@I140@', 'Peter Lang'), ('@I141@', 'Elisabeth Rau'), ('@I166@', 'Johann Lang'), ('@I201@', 'Maria Weber'), ('@I230@', 'Georg Weber'), ('@I231@', 'Barbara Stein'), ('@I288@', 'Christina Lang'), ('@I301@', 'Karl Rau'), ('@I305@', 'Sophie Rau')]\n",
        ),
        (
            "python",
            {"code": "print(nobirth[15:])"},
            "[('@I318@', 'Wilhelm Dorn'), ('@I322@', 'Unknown Fuchs'), ('@I350@', 'Margaretha'), ('@I377@', 'Adam Stein'), ('@I380@', 'Eva Stein'), ('@I399@', 'Friedrich Weber'), ('@I407@', 'Luise Lang')]\n",
        ),
        (
            "python",
            {
                "code": "print([e.get_pointer() for e in inds if e.get_birth_data()[0]=='' and e.get_death_data()[0]==''][:30])"
            },
            "['@I44@', '@I59@', '@I322@', '@I350@']\n",
        ),
        ("python", {"code": "print([e for e in inds if e.get_pointer()=='@I999@'])"}, "[]\n"),
    ],
)

S(
    "python-gedcom",
    "fail",
    1,
    "Using the GEDCOM export at exports/tree_2024.ged, who are the ancestors of Elise Vogt, and which of them were born in Hamburg?",
    [
        (
            "python",
            {
                "code": "from gedcom.parser import Parser\np=Parser(); p.parse_file('exports/tree_2024.ged', False)\nprint(len(p.get_element_list()))"
            },
            "0\n",
        ),
        (
            "python",
            {
                "code": "inds=[e for e in p.get_root_child_elements() if e.get_tag()=='INDI']\nprint([ ' '.join(e.get_name()) for e in inds if 'Vogt' in e.get_name()[1]])"
            },
            "[]\n",
        ),
        ("python", {"code": "print([e.get_name() for e in inds][:20])"}, "[]\n"),
        ("python", {"code": "print(p.get_element_dictionary().keys())"}, "dict_keys([])\n"),
        (
            "python",
            {
                "code": "p2=Parser(); p2.parse_file('exports/tree_2024.ged', strict=False)\nprint(len(p2.get_root_child_elements()))"
            },
            "0\n",
        ),
        (
            "python",
            {
                "code": "print([e for e in p2.get_root_child_elements() if 'Hamburg' in str(e.get_value())])"
            },
            "[]\n",
        ),
        (
            "python",
            {
                "code": "print(p2.get_families(None) if False else len([e for e in p2.get_root_child_elements() if e.get_tag()=='FAM']))"
            },
            "0\n",
        ),
    ],
)
# ---------------------------------------------------------------- recipes
S(
    "edamam",
    "ok",
    1,
    "Find a vegetarian lentil soup recipe under 400 calories per serving with Edamam.",
    [
        (
            "edamam_recipe_search",
            {"q": "lentil soup", "health": "vegetarian", "calories": "0-1600"},
            j(
                {
                    "from": 1,
                    "to": 3,
                    "count": 214,
                    "_links": {
                        "next": {
                            "href": "https://api.edamam.com/api/recipes/v2?q=lentil+soup&type=public&_cont=CHcVQBtNNQphDmgVQntAEX4BYldtBAAGRmxGC2ERYVJ2BwoVX3cVBWQSY1EhBQcGEmNHVmMTYFEgDQQCFTNJBGQUMQZxVhFqX3cWQT1OcV9xBB8VADQWVhFCPwoxXVZEITQeVDcBaR4-SQ%3D%3D",
                            "title": "Next page",
                        }
                    },
                    "hits": [
                        {
                            "recipe": {
                                "uri": "http://www.edamam.com/ontologies/edamam.owl#recipe_"
                                + h("lentil1", 32),
                                "label": "Red Lentil Soup with Cumin",
                                "source": "Serious Eats",
                                "yield": 6.0,
                                "calories": 1931.4,
                                "dietLabels": ["High-Fiber"],
                                "healthLabels": ["Vegetarian", "Vegan"],
                                "totalTime": 45.0,
                            }
                        },
                        {
                            "recipe": {
                                "uri": "http://www.edamam.com/ontologies/edamam.owl#recipe_"
                                + h("lentil2", 32),
                                "label": "Lemony Lentil Soup",
                                "source": "Food52",
                                "yield": 4.0,
                                "calories": 1388.2,
                                "healthLabels": ["Vegetarian"],
                                "totalTime": 35.0,
                            }
                        },
                        {
                            "recipe": {
                                "uri": "http://www.edamam.com/ontologies/edamam.owl#recipe_"
                                + h("lentil3", 32),
                                "label": "Lentil and Chard Soup",
                                "source": "Epicurious",
                                "yield": 4.0,
                                "calories": 2240.9,
                                "healthLabels": ["Vegetarian"],
                                "totalTime": 60.0,
                            }
                        },
                    ],
                }
            ),
        ),
        (
            "edamam_recipe_get",
            {"id": h("lentil2", 32)},
            j(
                {
                    "recipe": {
                        "label": "Lemony Lentil Soup",
                        "yield": 4.0,
                        "calories": 1388.2,
                        "ingredientLines": [
                            "1 cup brown lentils",
                            "1 onion, diced",
                            "2 carrots, diced",
                            "6 cups vegetable stock",
                            "juice of 1 lemon",
                            "2 tbsp olive oil",
                        ],
                        "totalNutrients": {
                            "PROCNT": {"label": "Protein", "quantity": 62.1, "unit": "g"},
                            "FIBTG": {"label": "Fiber", "quantity": 41.8, "unit": "g"},
                        },
                    }
                }
            ),
        ),
        (
            "edamam_recipe_search",
            {
                "q": "lentil soup",
                "health": "vegetarian",
                "calories": "0-1600",
                "_cont": "CHcVQBtNNQphDmgVQntAEX4BYldtBAAGRmxGC2ERYVJ2BwoVX3cVBWQSY1EhBQcGEmNHVmMTYFEgDQQCFTNJBGQUMQZxVhFqX3cWQT1OcV9xBB8VADQWVhFCPwoxXVZEITQeVDcBaR4-SQ==",
            },
            j(
                {
                    "from": 4,
                    "to": 5,
                    "count": 214,
                    "_links": {},
                    "hits": [
                        {
                            "recipe": {
                                "uri": "http://www.edamam.com/ontologies/edamam.owl#recipe_"
                                + h("lentil4", 32),
                                "label": "Moroccan Lentil Soup",
                                "source": "BBC Good Food",
                                "yield": 6.0,
                                "calories": 1502.0,
                                "healthLabels": ["Vegetarian", "Vegan"],
                            }
                        },
                        {
                            "recipe": {
                                "uri": "http://www.edamam.com/ontologies/edamam.owl#recipe_"
                                + h("lentil5", 32),
                                "label": "Smoky Lentil Soup",
                                "source": "Bon Appetit",
                                "yield": 4.0,
                                "calories": 1780.3,
                                "healthLabels": ["Vegetarian"],
                            }
                        },
                    ],
                }
            ),
        ),
        (
            "edamam_nutrition_details",
            {
                "title": "Lemony Lentil Soup",
                "ingr": [
                    "1 cup brown lentils",
                    "1 onion",
                    "2 carrots",
                    "6 cups vegetable stock",
                    "1 lemon",
                    "2 tbsp olive oil",
                ],
            },
            j(
                {
                    "uri": "http://www.edamam.com/ontologies/edamam.owl#recipe_" + h("nut", 32),
                    "yield": 4.0,
                    "calories": 1362,
                    "totalWeight": 2244.6,
                    "dietLabels": ["LOW_FAT"],
                    "cautions": [],
                    "totalNutrients": {
                        "ENERC_KCAL": {"label": "Energy", "quantity": 1362.4, "unit": "kcal"},
                        "FAT": {"label": "Fat", "quantity": 31.2, "unit": "g"},
                    },
                }
            ),
        ),
    ],
)


def sp_recipe(rid, title):
    return {
        "id": rid,
        "title": title,
        "image": f"https://img.spoonacular.com/recipes/{rid}-312x231.jpg",
        "imageType": "jpg",
    }


S(
    "spoonacular",
    "ok",
    1,
    "Plan Tuesday dinner: find a gluten-free salmon recipe ready in 30 minutes and add it to my Spoonacular meal plan.",
    [
        (
            "spoonacular_complex_search",
            {"query": "salmon", "intolerances": "gluten", "maxReadyTime": 30, "number": 5},
            j(
                {
                    "results": [
                        sp_recipe(659109, "Salmon with Roasted Vegetables"),
                        sp_recipe(1095806, "Miso Glazed Salmon"),
                        sp_recipe(715415, "Lemon Dill Salmon Foil Packets"),
                    ],
                    "offset": 0,
                    "number": 5,
                    "totalResults": 3,
                }
            ),
        ),
        (
            "spoonacular_recipe_information",
            {"id": 1095806},
            j(
                {
                    "id": 1095806,
                    "title": "Miso Glazed Salmon",
                    "readyInMinutes": 25,
                    "servings": 2,
                    "glutenFree": False,
                    "dairyFree": True,
                    "sourceUrl": "https://www.foodista.com/recipe/miso-glazed-salmon",
                    "extendedIngredients": [
                        {"id": 15076, "name": "salmon fillets", "amount": 2, "unit": ""},
                        {"id": 93635, "name": "white miso", "amount": 2, "unit": "tbsp"},
                        {"id": 16124, "name": "soy sauce", "amount": 1, "unit": "tbsp"},
                    ],
                }
            ),
        ),
        (
            "spoonacular_recipe_information",
            {"id": 715415},
            j(
                {
                    "id": 715415,
                    "title": "Lemon Dill Salmon Foil Packets",
                    "readyInMinutes": 30,
                    "servings": 4,
                    "glutenFree": True,
                    "dairyFree": False,
                    "extendedIngredients": [
                        {"id": 15076, "name": "salmon", "amount": 1.5, "unit": "lb"},
                        {"id": 2045, "name": "fresh dill", "amount": 2, "unit": "tbsp"},
                        {"id": 1001, "name": "butter", "amount": 3, "unit": "tbsp"},
                    ],
                }
            ),
        ),
        (
            "spoonacular_mealplan_add",
            {
                "username": "dsvoboda",
                "date": 1718064000,
                "slot": 3,
                "position": 0,
                "type": "RECIPE",
                "value": {"id": 715415, "servings": 4, "title": "Lemon Dill Salmon Foil Packets"},
            },
            j({"status": "success", "id": 18877291}),
        ),
        (
            "spoonacular_mealplan_day",
            {"username": "dsvoboda", "date": "2024-06-11"},
            j(
                {
                    "nutritionSummary": {
                        "nutrients": [{"name": "Calories", "amount": 412.3, "unit": "kcal"}]
                    },
                    "items": [
                        {
                            "id": 18877291,
                            "slot": 3,
                            "position": 0,
                            "type": "RECIPE",
                            "value": '{"id":715415,"servings":4,"title":"Lemon Dill Salmon Foil Packets"}',
                        }
                    ],
                    "date": 1718064000,
                    "day": "Tuesday",
                }
            ),
        ),
    ],
)

S(
    "spoonacular",
    "ok",
    2,
    "What can I make with chickpeas, spinach and coconut milk? Check Spoonacular and tell me what I'm missing for the top one.",
    [
        (
            "spoonacular_find_by_ingredients",
            {"ingredients": "chickpeas,spinach,coconut milk", "number": 3, "ranking": 2},
            j(
                [
                    {
                        "id": 649931,
                        "title": "Chickpea Spinach Curry",
                        "usedIngredientCount": 3,
                        "missedIngredientCount": 2,
                        "missedIngredients": [
                            {"name": "garam masala", "amount": 1, "unit": "tbsp"},
                            {"name": "ginger", "amount": 1, "unit": "inch"},
                        ],
                        "likes": 12,
                    },
                    {
                        "id": 716311,
                        "title": "Coconut Chana Saag",
                        "usedIngredientCount": 3,
                        "missedIngredientCount": 3,
                        "likes": 4,
                    },
                ]
            ),
        ),
        (
            "spoonacular_recipe_information",
            {"id": 649931},
            j(
                {
                    "id": 649931,
                    "title": "Chickpea Spinach Curry",
                    "readyInMinutes": 35,
                    "servings": 4,
                    "vegan": True,
                    "instructions": "Saute onion, ginger and garlic. Add garam masala, chickpeas and coconut milk; simmer 15 minutes. Stir in spinach until wilted.",
                }
            ),
        ),
        (
            "spoonacular_shopping_list_add",
            {
                "username": "dsvoboda",
                "item": "garam masala",
                "aisle": "Spices and Seasonings",
                "parse": True,
            },
            j(
                {
                    "id": 1583221,
                    "name": "garam masala",
                    "measures": {"original": {"amount": 1.0, "unitShort": "", "unitLong": ""}},
                    "pantryItem": False,
                    "aisle": "Spices and Seasonings",
                    "cost": 0.39,
                    "ingredientId": 93663,
                }
            ),
        ),
        (
            "spoonacular_shopping_list_add",
            {"username": "dsvoboda", "item": "1 inch ginger", "parse": True},
            j(
                {
                    "id": 1583222,
                    "name": "ginger",
                    "measures": {
                        "original": {"amount": 1.0, "unitShort": "inch", "unitLong": "inch"}
                    },
                    "pantryItem": False,
                    "aisle": "Produce",
                    "cost": 0.12,
                    "ingredientId": 11216,
                }
            ),
        ),
    ],
)

SP402 = j(
    {
        "status": "failure",
        "code": 402,
        "message": "Your daily points limit of 150 has been reached. Please upgrade your plan to continue using the API.",
    }
)
S(
    "spoonacular",
    "fail",
    1,
    "Build a week of high-protein vegetarian lunches from Spoonacular, each under 600 calories.",
    [
        (
            "spoonacular_complex_search",
            {"query": "high protein lunch", "diet": "vegetarian", "maxCalories": 600, "number": 10},
            SP402,
        ),
        (
            "spoonacular_complex_search",
            {"query": "tofu bowl", "diet": "vegetarian", "maxCalories": 600},
            SP402,
        ),
        ("spoonacular_complex_search", {"query": "lentil salad", "minProtein": 20}, SP402),
        (
            "spoonacular_generate_mealplan",
            {"timeFrame": "week", "diet": "vegetarian", "targetCalories": 1800},
            SP402,
        ),
        ("spoonacular_complex_search", {"query": "tempeh", "diet": "vegetarian"}, SP402),
        ("spoonacular_recipe_information", {"id": 716426}, SP402),
        ("spoonacular_complex_search", {"query": "egg salad sandwich", "maxCalories": 600}, SP402),
    ],
)


def fdc_food(fid, desc, dt, prot, fat):
    return {
        "fdcId": fid,
        "description": desc,
        "dataType": dt,
        "publishedDate": "2019-04-01",
        "foodNutrients": [
            {"nutrientId": 1003, "nutrientName": "Protein", "unitName": "G", "value": prot},
            {
                "nutrientId": 1004,
                "nutrientName": "Total lipid (fat)",
                "unitName": "G",
                "value": fat,
            },
        ],
    }


S(
    "fdc",
    "ok",
    1,
    "Compare protein and fat per 100 g of raw almonds versus raw cashews using USDA FoodData Central.",
    [
        (
            "fdc_foods_search",
            {"query": "almonds raw", "dataType": ["Foundation", "SR Legacy"], "pageSize": 3},
            j(
                {
                    "totalHits": 41,
                    "currentPage": 1,
                    "totalPages": 14,
                    "foodSearchCriteria": {"query": "almonds raw", "pageSize": 3},
                    "foods": [
                        fdc_food(2346393, "Nuts, almonds, whole, raw", "Foundation", 21.4, 51.1),
                        fdc_food(170567, "Nuts, almonds", "SR Legacy", 21.2, 49.9),
                        fdc_food(170158, "Nuts, almonds, blanched", "SR Legacy", 21.4, 52.5),
                    ],
                }
            ),
        ),
        (
            "fdc_foods_search",
            {"query": "cashew raw", "dataType": ["Foundation", "SR Legacy"], "pageSize": 3},
            j(
                {
                    "totalHits": 12,
                    "currentPage": 1,
                    "totalPages": 4,
                    "foods": [
                        fdc_food(2346401, "Nuts, cashew nuts, raw", "Foundation", 17.4, 38.9),
                        fdc_food(170162, "Nuts, cashew nuts, raw", "SR Legacy", 18.2, 43.8),
                    ],
                }
            ),
        ),
        (
            "fdc_food",
            {"fdcId": 2346393, "nutrients": [1003, 1004, 1005, 1008]},
            j(
                {
                    "fdcId": 2346393,
                    "description": "Nuts, almonds, whole, raw",
                    "dataType": "Foundation",
                    "foodNutrients": [
                        {
                            "nutrient": {"id": 1003, "name": "Protein", "unitName": "g"},
                            "amount": 21.4,
                        },
                        {
                            "nutrient": {"id": 1004, "name": "Total lipid (fat)", "unitName": "g"},
                            "amount": 51.1,
                        },
                        {
                            "nutrient": {
                                "id": 1005,
                                "name": "Carbohydrate, by difference",
                                "unitName": "g",
                            },
                            "amount": 20.0,
                        },
                        {
                            "nutrient": {"id": 1008, "name": "Energy", "unitName": "kcal"},
                            "amount": 620,
                        },
                    ],
                }
            ),
        ),
        (
            "fdc_food",
            {"fdcId": 2346401, "nutrients": [1003, 1004, 1005, 1008]},
            j(
                {
                    "fdcId": 2346401,
                    "description": "Nuts, cashew nuts, raw",
                    "dataType": "Foundation",
                    "foodNutrients": [
                        {
                            "nutrient": {"id": 1003, "name": "Protein", "unitName": "g"},
                            "amount": 17.4,
                        },
                        {
                            "nutrient": {"id": 1004, "name": "Total lipid (fat)", "unitName": "g"},
                            "amount": 38.9,
                        },
                        {
                            "nutrient": {
                                "id": 1005,
                                "name": "Carbohydrate, by difference",
                                "unitName": "g",
                            },
                            "amount": 36.3,
                        },
                    ],
                }
            ),
        ),
    ],
)

FDC429 = j(
    {
        "error": {
            "code": "OVER_RATE_LIMIT",
            "message": "You have exceeded your rate limit. Try again later or contact us at https://api.data.gov:443/contact/ for assistance",
        }
    }
)
S(
    "fdc",
    "fail",
    1,
    "Find the potassium content of a medium banana, a baked potato and a cup of cooked spinach in FoodData Central.",
    [
        ("fdc_foods_search", {"query": "banana raw", "pageSize": 5}, FDC429),
        ("fdc_foods_search", {"query": "potato baked flesh and skin", "pageSize": 5}, FDC429),
        ("fdc_foods_search", {"query": "spinach cooked boiled drained"}, FDC429),
        ("fdc_food", {"fdcId": 173944}, FDC429),
        ("fdc_foods_search", {"query": "banana", "dataType": ["SR Legacy"]}, FDC429),
        ("fdc_food", {"fdcId": 170093, "nutrients": [1092]}, FDC429),
    ],
)

S(
    "openfoodfacts",
    "ok",
    1,
    "Check whether these three barcodes are in Open Food Facts and what their Nutri-Score is: 3017620422003, 5000159484695, 4056489123457.",
    [
        (
            "off_get_product",
            {
                "barcode": "3017620422003",
                "fields": "product_name,brands,nutriscore_grade,nova_group",
            },
            j(
                {
                    "code": "3017620422003",
                    "product": {
                        "brands": "Ferrero",
                        "nova_group": 4,
                        "nutriscore_grade": "e",
                        "product_name": "Nutella",
                    },
                    "status": 1,
                    "status_verbose": "product found",
                }
            ),
        ),
        (
            "off_get_product",
            {
                "barcode": "5000159484695",
                "fields": "product_name,brands,nutriscore_grade,nova_group",
            },
            j(
                {
                    "code": "5000159484695",
                    "product": {
                        "brands": "Twix",
                        "nova_group": 4,
                        "nutriscore_grade": "e",
                        "product_name": "Twix",
                    },
                    "status": 1,
                    "status_verbose": "product found",
                }
            ),
        ),
        (
            "off_get_product",
            {
                "barcode": "4056489123457",
                "fields": "product_name,brands,nutriscore_grade,nova_group",
            },
            j({"code": "4056489123457", "status": 0, "status_verbose": "product not found"}),
        ),
        (
            "off_search",
            {"code": "4056489123457", "fields": "code,product_name"},
            j({"count": 0, "page": 1, "page_count": 0, "page_size": 24, "products": [], "skip": 0}),
        ),
    ],
)

NGX504 = "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
S(
    "openfoodfacts",
    "fail",
    1,
    "Find three breakfast cereals sold in France with Nutri-Score A and no added sugar on Open Food Facts.",
    [
        (
            "off_search",
            {
                "categories_tags_en": "breakfast-cereals",
                "countries_tags_en": "france",
                "nutrition_grades_tags": "a",
                "page_size": 20,
            },
            NGX504,
        ),
        (
            "off_search",
            {"categories_tags_en": "breakfast-cereals", "nutrition_grades_tags": "a"},
            NGX504,
        ),
        ("off_search", {"search_terms": "muesli sans sucres ajoutes", "page_size": 10}, NGX504),
        ("off_search", {"categories_tags_en": "mueslis", "countries_tags_en": "france"}, NGX504),
        ("off_get_product", {"barcode": "3175681105393"}, NGX504),
        ("off_search", {"search_terms": "flocons d'avoine", "nutrition_grades_tags": "a"}, NGX504),
    ],
)

S(
    "nutritionix",
    "ok",
    1,
    "Log my lunch and run: 2 scrambled eggs, a slice of whole wheat toast, a banana, and a 30 minute jog. How many net calories?",
    [
        (
            "nutritionix_natural_nutrients",
            {"query": "2 scrambled eggs, 1 slice whole wheat toast, 1 banana"},
            j(
                {
                    "foods": [
                        {
                            "food_name": "scrambled eggs",
                            "serving_qty": 2,
                            "serving_unit": "large",
                            "serving_weight_grams": 122,
                            "nf_calories": 181.78,
                            "nf_total_fat": 13.38,
                            "nf_protein": 12.18,
                            "nf_total_carbohydrate": 2.02,
                        },
                        {
                            "food_name": "whole wheat toast",
                            "serving_qty": 1,
                            "serving_unit": "slice",
                            "serving_weight_grams": 29,
                            "nf_calories": 79.17,
                            "nf_protein": 3.99,
                        },
                        {
                            "food_name": "banana",
                            "serving_qty": 1,
                            "serving_unit": 'medium (7" to 7-7/8" long)',
                            "serving_weight_grams": 118,
                            "nf_calories": 105.02,
                            "nf_protein": 1.29,
                        },
                    ]
                }
            ),
        ),
        (
            "nutritionix_natural_exercise",
            {"query": "ran 30 minutes", "weight_kg": 70, "age": 34},
            j(
                {
                    "exercises": [
                        {
                            "tag_id": 317,
                            "user_input": "ran",
                            "duration_min": 30,
                            "met": 9.8,
                            "nf_calories": 343,
                            "name": "running",
                            "compendium_code": 12050,
                        }
                    ]
                }
            ),
        ),
        (
            "nutritionix_log_add",
            {"date": "2024-06-11", "foods": ["scrambled eggs", "whole wheat toast", "banana"]},
            j({"success": True}),
        ),
    ],
)

MEAL = {
    "idMeal": "52772",
    "strMeal": "Teriyaki Chicken Casserole",
    "strCategory": "Chicken",
    "strArea": "Japanese",
    "strInstructions": "Preheat oven to 350\u00b0 F. Spray a 9x13-inch baking pan with non-stick spray...",
    "strMealThumb": "https://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg",
    "strIngredient1": "soy sauce",
    "strIngredient2": "water",
    "strIngredient3": "brown sugar",
}
S(
    "themealdb",
    "ok",
    1,
    "Is there a Portuguese dessert on TheMealDB? If so give me its ingredients; also check whether it has pastel de nata.",
    [
        (
            "mealdb_filter",
            {"a": "Portuguese"},
            j(
                {
                    "meals": [
                        {
                            "strMeal": "Bacalhau com natas",
                            "strMealThumb": "https://www.themealdb.com/images/media/meals/ppqwxr1561554839.jpg",
                            "idMeal": "52941",
                        },
                        {
                            "strMeal": "Caldo verde",
                            "idMeal": "53042",
                            "strMealThumb": "https://www.themealdb.com/images/media/meals/9nbc0r1699537227.jpg",
                        },
                        {
                            "strMeal": "Pastel de Nata",
                            "idMeal": "52957",
                            "strMealThumb": "https://www.themealdb.com/images/media/meals/syqwxx1468254941.jpg",
                        },
                    ]
                }
            ),
        ),
        (
            "mealdb_lookup",
            {"i": "52957"},
            j(
                {
                    "meals": [
                        {
                            "idMeal": "52957",
                            "strMeal": "Pastel de Nata",
                            "strCategory": "Dessert",
                            "strArea": "Portuguese",
                            "strIngredient1": "Puff Pastry",
                            "strMeasure1": "375g",
                            "strIngredient2": "Egg Yolks",
                            "strMeasure2": "4",
                            "strIngredient3": "Caster Sugar",
                            "strMeasure3": "100g",
                            "strIngredient4": "Cornflour",
                            "strMeasure4": "2 tbs",
                            "strIngredient5": "Milk",
                            "strMeasure5": "400ml",
                        }
                    ]
                }
            ),
        ),
        ("mealdb_search", {"s": "queijadas"}, j({"meals": None})),
        ("mealdb_filter", {"c": "Dessert", "a": "Portuguese"}, j({"meals": None})),
    ],
)

S(
    "themealdb",
    "fail",
    1,
    "Suggest three Thai dishes from TheMealDB that use coconut milk, with their ingredient lists.",
    [
        ("mealdb_search", {"s": "green curry"}, j({"meals": [MEAL]})),
        ("mealdb_filter", {"a": "Thai"}, j({"meals": [MEAL]})),
        ("mealdb_filter", {"i": "coconut_milk"}, j({"meals": [MEAL]})),
        ("mealdb_search", {"s": "tom kha"}, j({"meals": [MEAL]})),
        ("mealdb_lookup", {"i": "52814"}, j({"meals": [MEAL]})),
        ("mealdb_search", {"s": "massaman"}, j({"meals": [MEAL]})),
        ("mealdb_search", {"s": "pad thai"}, j({"meals": [MEAL]})),
    ],
)


# ---------------------------------------------------------------- mail
def jm(name, body, cid="0"):
    return j(
        {"methodResponses": [[name, body, cid]], "sessionState": "cyrus-1284;p-" + h(name + cid, 6)}
    )


ACC = "u" + h("acct", 8)
S(
    "jmap",
    "ok",
    1,
    "In Fastmail, find the latest email from the landlord about the lease renewal and move it to the Housing folder.",
    [
        (
            "jmap_email_query",
            {
                "filter": {"from": "greystone-pm.com", "text": "lease"},
                "sort": [{"property": "receivedAt", "isAscending": False}],
                "limit": 5,
            },
            jm(
                "Email/query",
                {
                    "accountId": ACC,
                    "queryState": "p3",
                    "canCalculateChanges": True,
                    "position": 0,
                    "ids": ["M" + h("e1", 24), "M" + h("e2", 24)],
                    "total": 2,
                },
            ),
        ),
        (
            "jmap_email_get",
            {
                "ids": ["M" + h("e1", 24)],
                "properties": ["subject", "from", "receivedAt", "preview", "mailboxIds"],
            },
            jm(
                "Email/get",
                {
                    "accountId": ACC,
                    "state": "a91",
                    "list": [
                        {
                            "id": "M" + h("e1", 24),
                            "subject": "Lease renewal offer - Unit 4B",
                            "from": [
                                {
                                    "name": "Greystone Property Mgmt",
                                    "email": "leasing@greystone-pm.com",
                                }
                            ],
                            "receivedAt": "2024-05-28T14:02:11Z",
                            "preview": "Your current lease ends July 31. We are pleased to offer a 12-month renewal at $1,945/month...",
                            "mailboxIds": {"P-F": True},
                        }
                    ],
                    "notFound": [],
                },
            ),
        ),
        (
            "jmap_mailbox_query",
            {"filter": {"name": "Housing"}},
            jm(
                "Mailbox/query",
                {
                    "accountId": ACC,
                    "queryState": "m7",
                    "canCalculateChanges": True,
                    "position": 0,
                    "ids": ["P3V"],
                    "total": 1,
                },
            ),
        ),
        (
            "jmap_email_set",
            {"update": {"M" + h("e1", 24): {"mailboxIds": {"P3V": True}}}},
            jm(
                "Email/set",
                {
                    "accountId": ACC,
                    "oldState": "a91",
                    "newState": "a92",
                    "created": None,
                    "updated": {"M" + h("e1", 24): None},
                    "destroyed": None,
                    "notCreated": None,
                    "notUpdated": None,
                    "notDestroyed": None,
                },
            ),
        ),
    ],
)

S(
    "jmap",
    "ok",
    2,
    "Did anyone reply to my message 'Carpool schedule for June' in Fastmail?",
    [
        (
            "jmap_email_query",
            {"filter": {"subject": "Carpool schedule for June"}, "collapseThreads": True},
            jm(
                "Email/query",
                {
                    "accountId": ACC,
                    "queryState": "p4",
                    "canCalculateChanges": True,
                    "position": 0,
                    "ids": ["M" + h("c1", 24)],
                    "total": 1,
                },
            ),
        ),
        (
            "jmap_email_get",
            {"ids": ["M" + h("c1", 24)], "properties": ["threadId", "subject"]},
            jm(
                "Email/get",
                {
                    "accountId": ACC,
                    "state": "a92",
                    "list": [
                        {
                            "id": "M" + h("c1", 24),
                            "threadId": "T" + h("t1", 16),
                            "subject": "Carpool schedule for June",
                        }
                    ],
                    "notFound": [],
                },
            ),
        ),
        (
            "jmap_thread_get",
            {"ids": ["T" + h("t1", 16)]},
            jm(
                "Thread/get",
                {
                    "accountId": ACC,
                    "state": "a92",
                    "list": [{"id": "T" + h("t1", 16), "emailIds": ["M" + h("c1", 24)]}],
                    "notFound": [],
                },
            ),
        ),
        (
            "jmap_email_query",
            {"filter": {"text": "carpool", "after": "2024-05-30T00:00:00Z", "inMailbox": "P-F"}},
            jm(
                "Email/query",
                {
                    "accountId": ACC,
                    "queryState": "p4",
                    "canCalculateChanges": True,
                    "position": 0,
                    "ids": [],
                    "total": 0,
                },
            ),
        ),
    ],
)

JMERR = j(
    {
        "methodResponses": [["error", {"type": "accountNotFound"}, "0"]],
        "sessionState": "cyrus-1290;p-0c1d",
    }
)
S(
    "jmap",
    "fail",
    1,
    "Find the flight confirmation from Iberia for my Madrid trip in my Fastmail account and tell me the booking code.",
    [
        ("jmap_email_query", {"accountId": "u7c2e9a01", "filter": {"from": "iberia.com"}}, JMERR),
        (
            "jmap_email_query",
            {"accountId": "u7c2e9a01", "filter": {"text": "Madrid booking confirmation"}},
            JMERR,
        ),
        ("jmap_email_query", {"accountId": "u7c2e9a01", "filter": {"subject": "Iberia"}}, JMERR),
        ("jmap_mailbox_get", {"accountId": "u7c2e9a01", "ids": None}, JMERR),
        (
            "jmap_email_query",
            {"accountId": "u7c2e9a01", "filter": {"text": "MAD", "after": "2024-04-01T00:00:00Z"}},
            JMERR,
        ),
        ("jmap_email_query", {"accountId": "u7c2e9a01", "filter": {"text": "localizador"}}, JMERR),
    ],
)

GRANT = h("grant", 8) + "-" + h("grant2", 4) + "-4c1e-9b2a-" + h("grant3", 12)
S(
    "nylas",
    "ok",
    1,
    "Reply to Priya's question about the Q3 offsite venue (through Nylas) saying we booked Lakeside Lodge, then confirm it was sent.",
    [
        (
            "nylas_list_messages",
            {"grant_id": GRANT, "search_query_native": "from:priya offsite", "limit": 5},
            j(
                {
                    "request_id": h("r1", 8) + "-" + h("r1b", 4),
                    "data": [
                        {
                            "id": "18f" + h("m1", 13),
                            "grant_id": GRANT,
                            "thread_id": "18f" + h("t1", 13),
                            "subject": "Q3 offsite - venue?",
                            "from": [{"name": "Priya Raman", "email": "priya.raman@ardent.io"}],
                            "date": 1717405211,
                            "snippet": "Hi! Did we settle on a venue for the offsite in September? Finance needs a number by Friday.",
                        }
                    ],
                    "next_cursor": None,
                }
            ),
        ),
        (
            "nylas_send_message",
            {
                "grant_id": GRANT,
                "reply_to_message_id": "18f" + h("m1", 13),
                "to": [{"email": "priya.raman@ardent.io"}],
                "subject": "Re: Q3 offsite - venue?",
                "body": "We booked Lakeside Lodge for Sept 18-20.",
            },
            j(
                {
                    "request_id": h("r2", 8) + "-" + h("r2b", 4),
                    "grant_id": GRANT,
                    "data": {
                        "id": "18f" + h("m2", 13),
                        "thread_id": "18f" + h("t1", 13),
                        "subject": "Re: Q3 offsite - venue?",
                        "to": [{"email": "priya.raman@ardent.io"}],
                        "folders": ["SENT"],
                        "date": 1717498021,
                    },
                }
            ),
        ),
        (
            "nylas_list_messages",
            {"grant_id": GRANT, "thread_id": "18f" + h("t1", 13)},
            j(
                {
                    "request_id": h("r3", 8),
                    "data": [
                        {
                            "id": "18f" + h("m2", 13),
                            "subject": "Re: Q3 offsite - venue?",
                            "folders": ["SENT"],
                            "date": 1717498021,
                            "snippet": "We booked Lakeside Lodge for Sept 18-20.",
                        },
                        {
                            "id": "18f" + h("m1", 13),
                            "subject": "Q3 offsite - venue?",
                            "folders": ["INBOX", "UNREAD"],
                            "date": 1717405211,
                        },
                    ],
                    "next_cursor": None,
                }
            ),
        ),
        (
            "nylas_update_message",
            {"grant_id": GRANT, "message_id": "18f" + h("m1", 13), "unread": False},
            j(
                {
                    "request_id": h("r4", 8),
                    "data": {"id": "18f" + h("m1", 13), "unread": False, "folders": ["INBOX"]},
                }
            ),
        ),
    ],
)

NY401 = j(
    {
        "request_id": "5e1b7c3a-" + h("ny", 4),
        "error": {
            "type": "unauthorized",
            "message": "Grant has expired or been revoked. Please re-authenticate.",
            "provider_error": {
                "error": "invalid_grant",
                "error_description": "Token has been expired or revoked.",
            },
        },
    }
)
S(
    "nylas",
    "fail",
    1,
    "Summarise every email from the auditors (kpmg.com) in the last month via Nylas.",
    [
        (
            "nylas_list_messages",
            {"grant_id": GRANT, "from": "kpmg.com", "received_after": 1714521600},
            NY401,
        ),
        (
            "nylas_list_messages",
            {"grant_id": GRANT, "search_query_native": "from:kpmg.com newer_than:30d"},
            NY401,
        ),
        ("nylas_list_threads", {"grant_id": GRANT, "any_email": "kpmg.com"}, NY401),
        ("nylas_list_messages", {"grant_id": GRANT, "search_query_native": "audit"}, NY401),
        ("nylas_list_folders", {"grant_id": GRANT}, NY401),
        (
            "nylas_list_messages",
            {"grant_id": GRANT, "search_query_native": "subject:(audit fieldwork)"},
            NY401,
        ),
    ],
)

S(
    "imaplib",
    "ok",
    1,
    "Flag all unread emails from the school this week and tell me their subjects.",
    [
        (
            "python",
            {
                "code": "import imaplib\nM=imaplib.IMAP4_SSL('imap.mail.me.com'); M.login(U,P)\nprint(M.select('INBOX'))"
            },
            "('OK', [b'4821'])\n",
        ),
        (
            "python",
            {
                "code": "print(M.search(None, '(UNSEEN FROM \"maplewood.k12.nj.us\" SINCE 10-Jun-2024)'))"
            },
            "('OK', [b'4790 4802 4815'])\n",
        ),
        (
            "python",
            {
                "code": "for n in b'4790 4802 4815'.split():\n    print(M.fetch(n, '(BODY.PEEK[HEADER.FIELDS (SUBJECT DATE)])')[1][0][1].decode())"
            },
            "Subject: Field trip permission slip due Friday\r\nDate: Mon, 10 Jun 2024 07:41:02 -0400\r\n\r\nSubject: Early dismissal Wednesday 6/12\r\nDate: Tue, 11 Jun 2024 15:20:44 -0400\r\n\r\nSubject: Yearbook pickup\r\nDate: Wed, 12 Jun 2024 09:03:17 -0400\r\n\r\n",
        ),
        (
            "python",
            {"code": "print(M.store('4790,4802,4815', '+FLAGS', '\\\\Flagged'))"},
            "('OK', [b'4790 (FLAGS (\\\\Flagged))', b'4802 (FLAGS (\\\\Flagged))', b'4815 (FLAGS (\\\\Flagged))'])\n",
        ),
        (
            "python",
            {
                "code": "print(M.search(None, '(UNSEEN FROM \"maplewood.k12.nj.us\" SINCE 10-Jun-2024 NOT FLAGGED)'))"
            },
            "('OK', [b''])\n",
        ),
    ],
)

S(
    "imaplib",
    "fail",
    1,
    "Find the DocuSign completion notice for the Henley Road purchase contract in the office mailbox.",
    [
        (
            "python",
            {
                "code": "import imaplib\nM=imaplib.IMAP4_SSL('mail.henley-realty.com'); print(M.login(U,P)); print(M.select('INBOX'))"
            },
            "('OK', [b'LOGIN completed'])\n('OK', [b'0'])\n",
        ),
        ("python", {"code": "print(M.search(None, '(FROM \"docusign.net\")'))"}, "('OK', [b''])\n"),
        ("python", {"code": "print(M.search(None, '(SUBJECT \"Completed\")'))"}, "('OK', [b''])\n"),
        ("python", {"code": "print(M.search(None, 'TEXT \"Henley Road\"'))"}, "('OK', [b''])\n"),
        (
            "python",
            {"code": "print(M.list())"},
            "('OK', [b'(\\\\HasNoChildren) \"/\" INBOX', b'(\\\\HasNoChildren \\\\Sent) \"/\" Sent', b'(\\\\HasNoChildren \\\\Trash) \"/\" Trash'])\n",
        ),
        (
            "python",
            {"code": "print(M.select('Sent')); print(M.search(None, 'ALL'))"},
            "('OK', [b'0'])\n('OK', [b''])\n",
        ),
        (
            "python",
            {"code": "M.select('INBOX'); print(M.search(None, 'SINCE 01-Jan-2024'))"},
            "('OK', [b''])\n",
        ),
    ],
)

ZACC = "2560000000012345"
S(
    "zoho-mail",
    "ok",
    1,
    "Find the vendor invoice from Brightline Print in Zoho Mail and save the attachment info.",
    [
        (
            "zoho_mail_search",
            {"accountId": ZACC, "searchKey": "sender:billing@brightlineprint.com", "limit": 10},
            j(
                {
                    "status": {"code": 200, "description": "success"},
                    "data": [
                        {
                            "messageId": "1717000000123450001",
                            "folderId": "2560000000002014",
                            "subject": "Invoice BP-20931",
                            "sender": "billing@brightlineprint.com",
                            "receivedTime": "1717511044000",
                            "hasAttachment": "1",
                            "summary": "Please find attached invoice BP-20931 for order 5512...",
                        }
                    ],
                }
            ),
        ),
        (
            "zoho_mail_attachment_info",
            {"accountId": ZACC, "folderId": "2560000000002014", "messageId": "1717000000123450001"},
            j(
                {
                    "status": {"code": 200, "description": "success"},
                    "data": {
                        "attachments": [
                            {
                                "attachmentSize": 48213,
                                "attachmentName": "BP-20931.pdf",
                                "attachmentId": "1717000000123450001-1",
                            }
                        ],
                        "messageId": "1717000000123450001",
                    },
                }
            ),
        ),
        (
            "zoho_mail_update_message",
            {
                "accountId": ZACC,
                "mode": "applyLabel",
                "messageId": ["1717000000123450001"],
                "labelId": ["2560000000009003"],
            },
            j({"status": {"code": 200, "description": "success"}}),
        ),
    ],
)

ZO401 = j(
    {
        "data": {"errorCode": "INVALID_OAUTHTOKEN"},
        "status": {"code": 404, "description": "Invalid Input"},
    }
)
S(
    "zoho-mail",
    "fail",
    1,
    "List this week's unread customer complaints in the support@ Zoho Mail inbox.",
    [
        (
            "zoho_mail_search",
            {"accountId": ZACC, "searchKey": "subject:complaint::status:unread"},
            ZO401,
        ),
        ("zoho_mail_list_messages", {"accountId": ZACC, "status": "unread", "limit": 50}, ZO401),
        ("zoho_mail_search", {"accountId": ZACC, "searchKey": "entire:refund"}, ZO401),
        ("zoho_mail_folders", {"accountId": ZACC}, ZO401),
        (
            "zoho_mail_search",
            {"accountId": ZACC, "searchKey": "entire:broken::fromDate:10-Jun-2024"},
            ZO401,
        ),
        ("zoho_mail_list_messages", {"accountId": ZACC, "folderId": "2560000000002014"}, ZO401),
    ],
)

S(
    "notmuch",
    "ok",
    1,
    "Archive every thread from the build bot older than a week and tell me how many remain in my inbox.",
    [
        ("shell", {"cmd": "notmuch count tag:inbox from:buildbot@ci.internal date:..7d"}, "63\n"),
        (
            "shell",
            {"cmd": "notmuch search --limit=3 tag:inbox from:buildbot@ci.internal date:..7d"},
            "thread:000000000001f2a1   8 days ago [1/1] buildbot; [FAIL] nightly-arm64 #1822 (inbox unread)\nthread:000000000001f29c   8 days ago [1/1] buildbot; [OK] nightly-x86 #1822 (inbox)\nthread:000000000001f288   9 days ago [1/1] buildbot; [OK] nightly-arm64 #1821 (inbox)\n",
        ),
        (
            "shell",
            {
                "cmd": "notmuch tag -inbox -unread +archived -- tag:inbox from:buildbot@ci.internal date:..7d"
            },
            "",
        ),
        ("shell", {"cmd": "notmuch count tag:inbox from:buildbot@ci.internal date:..7d"}, "0\n"),
        ("shell", {"cmd": "notmuch count tag:inbox"}, "214\n"),
    ],
)

S(
    "mu",
    "ok",
    1,
    "Find the message from Tomasz with the conference slides and which maildir it's in.",
    [
        (
            "shell",
            {"cmd": "mu find from:tomasz slides --fields 'd f s l' --sortfield=date --reverse"},
            "Thu 06 Jun 2024 16:22:07 CEST Tomasz Wiśniewski <tw@lab.uni.wroc.pl> Slides from EuroSciPy talk /home/kim/Maildir/work/cur/1717683727.29021_1.nb:2,S\nMon 15 Apr 2024 09:12:51 CEST Tomasz Wiśniewski <tw@lab.uni.wroc.pl> Re: draft slides? /home/kim/Maildir/work/cur/1713165171.18832_3.nb:2,RS\n",
        ),
        (
            "shell",
            {"cmd": "mu view /home/kim/Maildir/work/cur/1717683727.29021_1.nb:2,S | head -12"},
            "From: Tomasz Wiśniewski <tw@lab.uni.wroc.pl>\nTo: Kim Berg <kim@berg.se>\nSubject: Slides from EuroSciPy talk\nDate: Thu 06 Jun 2024 16:22:07 CEST\nAttachments: eurosci_2024_tw.pdf\n\nHi Kim, slides attached as promised. The benchmark notebook is on the group drive.\n",
        ),
        (
            "shell",
            {"cmd": "mu find from:tomasz maildir:/archive 2>&1"},
            "no matches for search expression\n",
        ),
    ],
)

MULOCK = "error: failed to open store @ /home/kim/.cache/mu/xapian: Unable to get write lock on /home/kim/.cache/mu/xapian: already locked\n"
S(
    "mu",
    "fail",
    1,
    "Search my mail with mu for the rental car receipt from Sixt in March.",
    [
        ("shell", {"cmd": "mu find from:sixt date:20240301..20240331"}, MULOCK),
        ("shell", {"cmd": "mu find sixt receipt"}, MULOCK),
        ("shell", {"cmd": "mu find subject:Rechnung from:sixt.de"}, MULOCK),
        ("shell", {"cmd": "mu find 'rental car' date:3m.."}, MULOCK),
        ("shell", {"cmd": "mu find from:noreply@sixt.com --fields 'd s l'"}, MULOCK),
        ("shell", {"cmd": "mu find maildir:/receipts sixt"}, MULOCK),
    ],
)


# ---------------------------------------------------------------- photos
def gp_item(k, fname, t):
    return {
        "id": "AH" + h(k, 30),
        "productUrl": "https://photos.google.com/lr/photo/AH" + h(k, 30),
        "baseUrl": "https://lh3.googleusercontent.com/lr/" + h(k + "b", 40),
        "mimeType": "image/jpeg",
        "mediaMetadata": {
            "creationTime": t,
            "width": "4032",
            "height": "3024",
            "photo": {"cameraMake": "Google", "cameraModel": "Pixel 7"},
        },
        "filename": fname,
    }


S(
    "google-photos",
    "ok",
    1,
    "Make an album 'Lisbon 2024' in Google Photos with the photos I took there (they were uploaded by our sync app).",
    [
        (
            "gphotos_media_search",
            {
                "filters": {
                    "dateFilter": {
                        "ranges": [
                            {
                                "startDate": {"year": 2024, "month": 4, "day": 3},
                                "endDate": {"year": 2024, "month": 4, "day": 9},
                            }
                        ]
                    }
                },
                "pageSize": 3,
            },
            j(
                {
                    "mediaItems": [
                        gp_item("p1", "PXL_20240403_101522.jpg", "2024-04-03T10:15:22Z"),
                        gp_item("p2", "PXL_20240404_183001.jpg", "2024-04-04T18:30:01Z"),
                        gp_item("p3", "PXL_20240405_090412.jpg", "2024-04-05T09:04:12Z"),
                    ],
                    "nextPageToken": "CkMKQXR5cGUuZ29vZ2xlYXBpcy5jb20vZ29vZ2xlLnBob3Rvcy5saWJyYXJ5LnYxLk1lZGlhSXRlbXNQYWdlVG9rZW4SAhgD",
                }
            ),
        ),
        (
            "gphotos_media_search",
            {
                "pageToken": "CkMKQXR5cGUuZ29vZ2xlYXBpcy5jb20vZ29vZ2xlLnBob3Rvcy5saWJyYXJ5LnYxLk1lZGlhSXRlbXNQYWdlVG9rZW4SAhgD",
                "pageSize": 3,
            },
            j(
                {
                    "mediaItems": [
                        gp_item("p4", "PXL_20240407_121945.jpg", "2024-04-07T12:19:45Z"),
                        gp_item("p5", "PXL_20240408_200233.jpg", "2024-04-08T20:02:33Z"),
                    ]
                }
            ),
        ),
        (
            "gphotos_create_album",
            {"album": {"title": "Lisbon 2024"}},
            j(
                {
                    "id": "AH" + h("alb", 40),
                    "title": "Lisbon 2024",
                    "productUrl": "https://photos.google.com/lr/album/AH" + h("alb", 40),
                    "isWriteable": True,
                }
            ),
        ),
        (
            "gphotos_album_batch_add",
            {
                "albumId": "AH" + h("alb", 40),
                "mediaItemIds": ["AH" + h(k, 30) for k in ("p1", "p2", "p3", "p4", "p5")],
            },
            "{}",
        ),
        (
            "gphotos_get_album",
            {"albumId": "AH" + h("alb", 40)},
            j(
                {
                    "id": "AH" + h("alb", 40),
                    "title": "Lisbon 2024",
                    "productUrl": "https://photos.google.com/lr/album/AH" + h("alb", 40),
                    "mediaItemsCount": "5",
                    "isWriteable": True,
                }
            ),
        ),
    ],
)

S(
    "google-photos",
    "fail",
    1,
    "Find the photos of the whiteboard from last Thursday's planning meeting in my Google Photos library.",
    [
        (
            "gphotos_media_search",
            {"filters": {"dateFilter": {"dates": [{"year": 2024, "month": 6, "day": 6}]}}},
            "{}",
        ),
        (
            "gphotos_media_search",
            {"filters": {"contentFilter": {"includedContentCategories": ["WHITEBOARDS"]}}},
            "{}",
        ),
        (
            "gphotos_media_search",
            {
                "filters": {
                    "contentFilter": {"includedContentCategories": ["DOCUMENTS", "WHITEBOARDS"]},
                    "dateFilter": {
                        "ranges": [
                            {
                                "startDate": {"year": 2024, "month": 6, "day": 1},
                                "endDate": {"year": 2024, "month": 6, "day": 10},
                            }
                        ]
                    },
                }
            },
            "{}",
        ),
        ("gphotos_list_media", {"pageSize": 50}, "{}"),
        ("gphotos_list_albums", {"pageSize": 20}, "{}"),
        (
            "gphotos_media_search",
            {"filters": {"mediaTypeFilter": {"mediaTypes": ["PHOTO"]}}, "pageSize": 100},
            "{}",
        ),
    ],
)


def im_asset(k, name, t, city):
    return {
        "id": h(k, 8)
        + "-"
        + h(k + "1", 4)
        + "-4"
        + h(k + "2", 3)
        + "-a"
        + h(k + "3", 3)
        + "-"
        + h(k + "4", 12),
        "type": "IMAGE",
        "originalFileName": name,
        "fileCreatedAt": t,
        "isFavorite": False,
        "exifInfo": {"city": city, "country": "Iceland", "make": "FUJIFILM", "model": "X-T4"},
    }


S(
    "immich",
    "ok",
    1,
    "Put every photo from our Iceland trip taken in Vík into a new Immich album called 'Vík'.",
    [
        (
            "immich_search_metadata",
            {"city": "Vík", "size": 3, "page": 1},
            j(
                {
                    "albums": {"total": 0, "count": 0, "items": [], "facets": []},
                    "assets": {
                        "total": 4,
                        "count": 3,
                        "items": [
                            im_asset("v1", "DSCF4410.JPG", "2023-09-14T11:02:10.000Z", "Vík"),
                            im_asset("v2", "DSCF4415.JPG", "2023-09-14T11:20:44.000Z", "Vík"),
                            im_asset("v3", "DSCF4431.JPG", "2023-09-14T16:51:03.000Z", "Vík"),
                        ],
                        "facets": [],
                        "nextPage": "2",
                    },
                }
            ),
        ),
        (
            "immich_search_metadata",
            {"city": "Vík", "size": 3, "page": 2},
            j(
                {
                    "albums": {"total": 0, "count": 0, "items": [], "facets": []},
                    "assets": {
                        "total": 4,
                        "count": 1,
                        "items": [
                            im_asset("v4", "DSCF4440.JPG", "2023-09-15T08:12:30.000Z", "Vík")
                        ],
                        "facets": [],
                        "nextPage": None,
                    },
                }
            ),
        ),
        (
            "immich_create_album",
            {"albumName": "Vík"},
            j(
                {
                    "id": h("alb", 8) + "-0c2d-4e1f-9a7b-" + h("alb2", 12),
                    "albumName": "Vík",
                    "assetCount": 0,
                    "shared": False,
                    "createdAt": "2024-06-12T09:14:01.220Z",
                }
            ),
        ),
        (
            "immich_add_assets_to_album",
            {
                "id": h("alb", 8) + "-0c2d-4e1f-9a7b-" + h("alb2", 12),
                "ids": ["v1", "v2", "v3", "v4"],
            },
            j([{"id": k, "success": True} for k in ("v1", "v2", "v3", "v4")]),
        ),
    ],
)

S(
    "photoprism",
    "ok",
    1,
    "In PhotoPrism, which of my photos are labelled 'cat' and taken in 2021? Mark the best-rated one as favourite.",
    [
        (
            "photoprism_search",
            {"q": "label:cat year:2021", "count": 5, "order": "newest"},
            j(
                [
                    {
                        "UID": "pr" + h("c1", 14),
                        "Type": "image",
                        "TakenAt": "2021-11-02T17:44:10Z",
                        "Title": "Miso / 2021",
                        "Quality": 5,
                        "FileName": "2021/11/20211102_174410_A1C2.jpg",
                        "Favorite": False,
                    },
                    {
                        "UID": "pr" + h("c2", 14),
                        "Type": "image",
                        "TakenAt": "2021-03-19T08:01:55Z",
                        "Title": "Cat / Kitchen / 2021",
                        "Quality": 3,
                        "FileName": "2021/03/20210319_080155_F0B1.jpg",
                        "Favorite": False,
                    },
                ]
            ),
        ),
        (
            "photoprism_like",
            {"uid": "pr" + h("c1", 14)},
            j({"code": 200, "message": "Changes successfully saved"}),
        ),
        (
            "photoprism_search",
            {"q": "label:cat year:2021 favorite:true", "count": 5},
            j(
                [
                    {
                        "UID": "pr" + h("c1", 14),
                        "Type": "image",
                        "TakenAt": "2021-11-02T17:44:10Z",
                        "Title": "Miso / 2021",
                        "Favorite": True,
                    }
                ]
            ),
        ),
    ],
)

S(
    "photoprism",
    "fail",
    1,
    "Find PhotoPrism photos from the 2019 Kraków wedding and list the cameras used.",
    [
        ("photoprism_search", {"q": "Kraków year:2019"}, j({"error": "Unauthorized"})),
        ("photoprism_search", {"q": "wedding 2019"}, j({"error": "Unauthorized"})),
        ("photoprism_albums", {"q": "wedding"}, j({"error": "Unauthorized"})),
        ("photoprism_search", {"q": "place:Krakow"}, j({"error": "Unauthorized"})),
        ("photoprism_search", {"q": "year:2019 month:8"}, j({"error": "Unauthorized"})),
        ("photoprism_cameras", {}, j({"error": "Unauthorized"})),
    ],
)


def fl_photo(pid, title, owner="41288833@N05"):
    return {
        "id": str(pid),
        "owner": owner,
        "secret": h(str(pid), 10),
        "server": "65535",
        "farm": 66,
        "title": title,
        "ispublic": 1,
        "isfriend": 0,
        "isfamily": 0,
    }


S(
    "flickr",
    "ok",
    1,
    "Find CC-BY licensed Flickr photos of the Tatra mountains in winter that I could use, with the author of each.",
    [
        (
            "flickr_call",
            {
                "method": "flickr.photos.search",
                "text": "Tatra winter",
                "license": "4",
                "per_page": 3,
                "page": 1,
            },
            j(
                {
                    "photos": {
                        "page": 1,
                        "pages": 19,
                        "perpage": 3,
                        "total": 56,
                        "photo": [
                            fl_photo(53419927711, "Morskie Oko in January"),
                            fl_photo(53388120042, "Giewont", "98772015@N00"),
                            fl_photo(52710344865, "Kasprowy Wierch ridge", "15521830@N04"),
                        ],
                    },
                    "stat": "ok",
                }
            ),
        ),
        (
            "flickr_call",
            {"method": "flickr.photos.getInfo", "photo_id": "53419927711"},
            j(
                {
                    "photo": {
                        "id": "53419927711",
                        "license": "4",
                        "owner": {
                            "nsid": "41288833@N05",
                            "username": "jkowal_photo",
                            "realname": "Jan Kowalczyk",
                        },
                        "title": {"_content": "Morskie Oko in January"},
                        "dates": {"taken": "2024-01-14 10:22:05"},
                    },
                    "stat": "ok",
                }
            ),
        ),
        (
            "flickr_call",
            {"method": "flickr.people.getInfo", "user_id": "98772015@N00"},
            j(
                {
                    "person": {
                        "id": "98772015@N00",
                        "nsid": "98772015@N00",
                        "username": {"_content": "alpenglow"},
                        "realname": {"_content": "Marta Nowak"},
                        "location": {"_content": "Zakopane"},
                    },
                    "stat": "ok",
                }
            ),
        ),
        (
            "flickr_call",
            {"method": "flickr.people.getInfo", "user_id": "15521830@N04"},
            j(
                {
                    "person": {
                        "id": "15521830@N04",
                        "nsid": "15521830@N04",
                        "username": {"_content": "pk_mountains"},
                        "realname": {"_content": ""},
                    },
                    "stat": "ok",
                }
            ),
        ),
    ],
)

FLFAIL = j({"stat": "fail", "code": 100, "message": "Invalid API Key (Key has expired)"})
S(
    "flickr",
    "fail",
    1,
    "Collect 10 photos from the Flickr group 'Lighthouses of the World' posted this year with their titles.",
    [
        (
            "flickr_call",
            {"method": "flickr.groups.search", "text": "Lighthouses of the World"},
            FLFAIL,
        ),
        (
            "flickr_call",
            {
                "method": "flickr.groups.pools.getPhotos",
                "group_id": "52240293230@N01",
                "per_page": 10,
            },
            FLFAIL,
        ),
        (
            "flickr_call",
            {
                "method": "flickr.photos.search",
                "text": "lighthouse",
                "min_upload_date": "2024-01-01",
            },
            FLFAIL,
        ),
        ("flickr_call", {"method": "flickr.photos.search", "tags": "lighthouse,phare"}, FLFAIL),
        ("flickr_call", {"method": "flickr.test.echo"}, FLFAIL),
        ("flickr_call", {"method": "flickr.groups.getInfo", "group_id": "52240293230@N01"}, FLFAIL),
    ],
)

S(
    "smugmug",
    "ok",
    1,
    "How many photos are in the 'Spring Recital 2024' gallery on our SmugMug, and is it password-protected?",
    [
        (
            "smugmug_get",
            {"uri": "/api/v2/user/harmonydance!albums", "count": 2, "start": 1},
            j(
                {
                    "Request": {
                        "Version": "v2",
                        "Method": "GET",
                        "Uri": "/api/v2/user/harmonydance!albums?count=2&start=1",
                    },
                    "Options": {"MethodDetails": {"GET": {"Permissions": ["Read"]}}},
                    "Response": {
                        "Uri": "/api/v2/user/harmonydance!albums",
                        "Album": [
                            {
                                "Uri": "/api/v2/album/Xk7bQ2",
                                "AlbumKey": "Xk7bQ2",
                                "Name": "Winter Showcase 2023",
                                "UrlName": "Winter-Showcase-2023",
                                "Privacy": "Unlisted",
                            },
                            {
                                "Uri": "/api/v2/album/Rt3mW9",
                                "AlbumKey": "Rt3mW9",
                                "Name": "Spring Recital 2024",
                                "UrlName": "Spring-Recital-2024",
                                "Privacy": "Unlisted",
                            },
                        ],
                        "Pages": {
                            "Total": 31,
                            "Start": 1,
                            "Count": 2,
                            "RequestedCount": 2,
                            "NextPage": "/api/v2/user/harmonydance!albums?start=3&count=2",
                        },
                    },
                    "Code": 200,
                    "Message": "Ok",
                }
            ),
        ),
        (
            "smugmug_get",
            {"uri": "/api/v2/album/Rt3mW9"},
            j(
                {
                    "Request": {"Version": "v2", "Method": "GET", "Uri": "/api/v2/album/Rt3mW9"},
                    "Response": {
                        "Uri": "/api/v2/album/Rt3mW9",
                        "Album": {
                            "AlbumKey": "Rt3mW9",
                            "Name": "Spring Recital 2024",
                            "ImageCount": 418,
                            "SecurityType": "Password",
                            "PasswordHint": "studio name",
                            "Privacy": "Unlisted",
                            "LastUpdated": "2024-05-21T03:11:40+00:00",
                        },
                    },
                    "Code": 200,
                    "Message": "Ok",
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- 3d printing
def op_job(state, comp, left, name="bracket_v3_0.2mm_PETG.gcode"):
    return j(
        {
            "job": {
                "file": {"name": name, "origin": "local", "size": 2874113},
                "estimatedPrintTime": 7310.4,
                "filament": {"tool0": {"length": 8120.5, "volume": 19.5}},
            },
            "progress": {
                "completion": comp,
                "filepos": int(2874113 * comp / 100),
                "printTime": int(7310 * comp / 100),
                "printTimeLeft": left,
                "printTimeLeftOrigin": "estimate",
            },
            "state": state,
        }
    )


S(
    "octoprint",
    "ok",
    1,
    "Start printing bracket_v3 on the OctoPrint printer and let me know when it's finished.",
    [
        (
            "octoprint_files",
            {"location": "local", "recursive": False},
            j(
                {
                    "files": [
                        {
                            "name": "bracket_v3_0.2mm_PETG.gcode",
                            "path": "bracket_v3_0.2mm_PETG.gcode",
                            "type": "machinecode",
                            "size": 2874113,
                            "date": 1718100211,
                        },
                        {
                            "name": "calib_cube.gcode",
                            "path": "calib_cube.gcode",
                            "type": "machinecode",
                            "size": 390112,
                        },
                    ],
                    "free": 5120332800,
                    "total": 15200000000,
                }
            ),
        ),
        (
            "octoprint_select_file",
            {"path": "bracket_v3_0.2mm_PETG.gcode", "command": "select", "print": True},
            "HTTP 204 No Content",
        ),
        ("octoprint_job", {}, op_job("Printing", 0.4, 7210)),
        ("octoprint_job", {}, op_job("Printing", 38.9, 4480)),
        ("octoprint_job", {}, op_job("Printing", 81.2, 1301)),
        ("octoprint_job", {}, op_job("Operational", 100.0, 0)),
        (
            "octoprint_printer",
            {"exclude": "sd"},
            j(
                {
                    "temperature": {
                        "tool0": {"actual": 61.3, "target": 0.0, "offset": 0},
                        "bed": {"actual": 55.8, "target": 0.0, "offset": 0},
                    },
                    "state": {
                        "text": "Operational",
                        "flags": {
                            "operational": True,
                            "printing": False,
                            "paused": False,
                            "ready": True,
                            "error": False,
                        },
                    },
                }
            ),
        ),
    ],
)

S(
    "octoprint",
    "fail",
    1,
    "Is the overnight print on the OctoPrint printer done yet? Keep checking until it finishes.",
    [
        (
            "octoprint_job",
            {},
            j(
                {
                    "job": {
                        "file": {"name": None, "origin": None, "size": None},
                        "estimatedPrintTime": None,
                    },
                    "progress": {
                        "completion": None,
                        "filepos": None,
                        "printTime": None,
                        "printTimeLeft": None,
                    },
                    "state": "Offline",
                }
            ),
        ),
        ("octoprint_printer", {}, "HTTP 409 CONFLICT\nPrinter is not operational"),
        (
            "octoprint_job",
            {},
            j(
                {
                    "job": {
                        "file": {"name": None, "origin": None, "size": None},
                        "estimatedPrintTime": None,
                    },
                    "progress": {
                        "completion": None,
                        "filepos": None,
                        "printTime": None,
                        "printTimeLeft": None,
                    },
                    "state": "Offline",
                }
            ),
        ),
        (
            "octoprint_printer",
            {"history": True, "limit": 5},
            "HTTP 409 CONFLICT\nPrinter is not operational",
        ),
        (
            "octoprint_job",
            {},
            j(
                {
                    "job": {
                        "file": {"name": None, "origin": None, "size": None},
                        "estimatedPrintTime": None,
                    },
                    "progress": {
                        "completion": None,
                        "filepos": None,
                        "printTime": None,
                        "printTimeLeft": None,
                    },
                    "state": "Offline",
                }
            ),
        ),
        ("octoprint_printer", {"exclude": "sd"}, "HTTP 409 CONFLICT\nPrinter is not operational"),
        (
            "octoprint_job",
            {},
            j(
                {
                    "job": {
                        "file": {"name": None, "origin": None, "size": None},
                        "estimatedPrintTime": None,
                    },
                    "progress": {
                        "completion": None,
                        "filepos": None,
                        "printTime": None,
                        "printTimeLeft": None,
                    },
                    "state": "Offline",
                }
            ),
        ),
    ],
)


def mr(state, prog, dur):
    return j(
        {
            "result": {
                "eventtime": 812344.51 + dur,
                "status": {
                    "print_stats": {
                        "filename": "enclosure_lid_ABS.gcode",
                        "state": state,
                        "print_duration": dur,
                        "filament_used": 4012.7 * prog,
                    },
                    "virtual_sdcard": {"progress": prog, "is_active": state == "printing"},
                },
            }
        }
    )


S(
    "moonraker",
    "ok",
    1,
    "Preheat the Voron to 240/100 for ABS, start enclosure_lid_ABS.gcode and tell me the progress in a bit.",
    [
        ("moonraker_gcode_script", {"script": "M140 S100\nM104 S240"}, j({"result": "ok"})),
        (
            "moonraker_query_objects",
            {
                "objects": {
                    "heater_bed": ["temperature", "target"],
                    "extruder": ["temperature", "target"],
                }
            },
            j(
                {
                    "result": {
                        "eventtime": 811902.1,
                        "status": {
                            "heater_bed": {"temperature": 99.6, "target": 100.0},
                            "extruder": {"temperature": 239.8, "target": 240.0},
                        },
                    }
                }
            ),
        ),
        ("moonraker_print_start", {"filename": "enclosure_lid_ABS.gcode"}, j({"result": "ok"})),
        (
            "moonraker_query_objects",
            {"objects": {"print_stats": None, "virtual_sdcard": ["progress", "is_active"]}},
            mr("printing", 0.03, 188.2),
        ),
        (
            "moonraker_query_objects",
            {"objects": {"print_stats": None, "virtual_sdcard": ["progress", "is_active"]}},
            mr("printing", 0.27, 2410.9),
        ),
    ],
)

MRERR = j({"error": {"code": 503, "message": "Klippy Host not connected", "traceback": None}})
S(
    "moonraker",
    "fail",
    1,
    "Check the bed mesh on the Klipper printer and re-run calibration if the range is over 0.2 mm.",
    [
        ("moonraker_query_objects", {"objects": {"bed_mesh": None}}, MRERR),
        ("moonraker_gcode_script", {"script": "BED_MESH_OUTPUT"}, MRERR),
        (
            "moonraker_query_objects",
            {"objects": {"bed_mesh": ["profile_name", "mesh_min", "mesh_max"]}},
            MRERR,
        ),
        ("moonraker_gcode_script", {"script": "G28"}, MRERR),
        ("moonraker_query_objects", {"objects": {"toolhead": ["homed_axes"]}}, MRERR),
        ("moonraker_gcode_script", {"script": "BED_MESH_CALIBRATE"}, MRERR),
    ],
)

S(
    "prusalink",
    "ok",
    1,
    "How long is left on the print on the MK4 (PrusaLink)? Pause it if the nozzle is above 260.",
    [
        (
            "prusalink_status",
            {},
            j(
                {
                    "job": {
                        "id": 412,
                        "progress": 56.0,
                        "time_remaining": 3180,
                        "time_printing": 4021,
                    },
                    "storage": {"path": "/usb/", "name": "usb", "read_only": False},
                    "printer": {
                        "state": "PRINTING",
                        "temp_bed": 85.1,
                        "target_bed": 85.0,
                        "temp_nozzle": 250.2,
                        "target_nozzle": 250.0,
                        "axis_z": 14.2,
                        "flow": 100,
                        "speed": 100,
                        "fan_hotend": 6210,
                        "fan_print": 2880,
                    },
                }
            ),
        ),
        (
            "prusalink_job",
            {},
            j(
                {
                    "id": 412,
                    "state": "PRINTING",
                    "progress": 56.0,
                    "time_remaining": 3180,
                    "time_printing": 4021,
                    "file": {
                        "name": "SPOOLH~1.BGC",
                        "display_name": "spool_holder_PETG_4h.bgcode",
                        "path": "/usb",
                    },
                }
            ),
        ),
    ],
)

S(
    "thingiverse",
    "ok",
    1,
    "Find a well-liked parametric cable clip on Thingiverse and list its STL files.",
    [
        (
            "thingiverse_search",
            {"term": "parametric cable clip", "type": "things", "sort": "popular", "per_page": 3},
            j(
                {
                    "total": 288,
                    "hits": [
                        {
                            "id": 4566108,
                            "name": "Parametric Cable Clip (OpenSCAD)",
                            "url": "https://api.thingiverse.com/things/4566108",
                            "public_url": "https://www.thingiverse.com/thing:4566108",
                            "like_count": 2140,
                            "creator": {"name": "mkeller"},
                        },
                        {
                            "id": 2890111,
                            "name": "Customizable desk cable clips",
                            "like_count": 812,
                            "creator": {"name": "walterh"},
                        },
                    ],
                }
            ),
        ),
        (
            "thingiverse_thing_files",
            {"id": 4566108},
            j(
                [
                    {
                        "id": 8522001,
                        "name": "cable_clip.scad",
                        "size": 3120,
                        "direct_url": "https://cdn.thingiverse.com/assets/cable_clip.scad",
                    },
                    {"id": 8522002, "name": "clip_6mm.stl", "size": 94122},
                    {"id": 8522003, "name": "clip_8mm.stl", "size": 101880},
                ]
            ),
        ),
    ],
)


def bambu(seq, pct, rem, layer, state="RUNNING"):
    return j(
        {
            "print": {
                "command": "push_status",
                "sequence_id": str(seq),
                "gcode_state": state,
                "gcode_file": "/data/Metadata/plate_1.gcode",
                "subtask_name": "planter_v2",
                "mc_percent": pct,
                "mc_remaining_time": rem,
                "layer_num": layer,
                "total_layer_num": 412,
                "nozzle_temper": 219.8,
                "nozzle_target_temper": 220,
                "bed_temper": 55.0,
                "bed_target_temper": 55,
                "wifi_signal": "-51dBm",
                "print_error": 0,
            }
        }
    )


S(
    "bambu",
    "ok",
    1,
    "Watch the planter print on the Bambu P1S and tell me when it's done.",
    [
        ("bambu_get_status", {"serial": "01P00A3B1200417"}, bambu(20441, 72, 41, 297)),
        ("bambu_get_status", {"serial": "01P00A3B1200417"}, bambu(20533, 88, 16, 362)),
        ("bambu_get_status", {"serial": "01P00A3B1200417"}, bambu(20610, 100, 0, 412, "FINISH")),
    ],
)

S(
    "bambu",
    "fail",
    1,
    "My Bambu X1C is printing a helmet; check every so often and tell me when it reaches 50%.",
    [
        ("bambu_get_status", {"serial": "00M09C4A2101188"}, bambu(88121, 23, 311, 96)),
        ("bambu_get_status", {"serial": "00M09C4A2101188"}, bambu(88121, 23, 311, 96)),
        ("bambu_get_status", {"serial": "00M09C4A2101188"}, bambu(88121, 23, 311, 96)),
        (
            "bambu_get_status",
            {"serial": "00M09C4A2101188", "refresh": True},
            bambu(88121, 23, 311, 96),
        ),
        ("bambu_get_status", {"serial": "00M09C4A2101188"}, bambu(88121, 23, 311, 96)),
        ("bambu_get_status", {"serial": "00M09C4A2101188"}, bambu(88121, 23, 311, 96)),
    ],
)


def main(out: Path) -> None:
    rows = []
    for family, kind, n, task, calls in SESSIONS:
        for tool, args, result in calls:
            rows.append(
                {
                    "source": f"{SRC}/{family}",
                    "run_id": f"{family}-{kind}-{n}",
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": kind == "ok"},
                }
            )
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parent / "tool_heldout55.jsonl"
    )
