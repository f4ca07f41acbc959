"""Held-out fixture tool_heldout78: pharmacy pricing, wine/beer/spirits, outdoors and
campsites, auction platforms, online course platforms.

Writes tests/data/tool_heldout78.jsonl in the project's real-runs format (one row per
tool call; rows of one session consecutive, in call order).  Deterministic: identifiers
come from SHA-1 hashes of fixed strings; no clock, no randomness.

Where each format comes from, family by family, and how sure I am of it:

Pharmacy and drug pricing
- goodrx: GoodRx Price Comparison API (``/v2/price/compare``) JSON body with
  ``success``/``data``/``errors``; from memory of the partner docs and public wrappers.
  Field names medium confidence; the 401 body shape medium.
- surescripts: an e-prescribing gateway's NCPDP SCRIPT responses as an EHR tool returns
  them (RxHistoryResponse / Status / Error XML fragments).  Element names from the NCPDP
  SCRIPT 2017071 standard as I remember it; medium confidence.  The timeout page is a
  generic F5/nginx 504 HTML page, high confidence for its shape.
- fdb: First Databank MedKnowledge / FDB Cloud Connector REST JSON (``Items``,
  ``TotalResultCount``, ``DispensableDrugID``); low-medium confidence on field names.
- medispan: Wolters Kluwer Medi-Span price file lookups via a partner REST wrapper
  (GPI, AWP/WAC unit prices); low-medium confidence.
- costplus: Mark Cuban Cost Plus Drugs public product search JSON (as its site's
  catalog endpoint returns it); low confidence on exact keys, high on the kind of data.
- blinkhealth: Blink Health price lookup as a scraped/wrapper JSON; low confidence.

Wine, beer and spirits
- vivino: the unofficial ``explore/explore`` JSON (``explore_vintage``, ``matches``,
  ``records_matched``) as used by many scrapers; medium-high confidence.
- winesearcher: Wine-Searcher API XML (``wine-searcher`` root, ``return-code``,
  ``list-price``, ``merchant``); medium confidence, checked against memory of the
  Wine-Check/Market-Price API docs.  Its quota text is a guess in the documented style.
- cellartracker: CellarTracker ``xlquery.asp`` tab-separated exports (Table=List,
  Format=tab); high confidence the export is tab-separated with an iWine column.
- untappd: Untappd API v4 JSON with ``meta.code``/``response``; confirmed via search
  (rubydoc untappd gem, api-developer group posts) for envelope and beer_search keys.
- distiller: Distiller's spirit search JSON as an app wrapper returns it; low confidence.
- delectable: a Delectable wrapper returning label-scan matches; low confidence.

Outdoors and campsites
- recgov: RIDB v1 JSON (``RECDATA``/``METADATA.RESULTS.CURRENT_COUNT/TOTAL_COUNT``),
  confirmed via search (node-ridb README); the availability endpoint
  (``/api/camps/availability/campground/{id}/month``) ``campsites`` map from scrapers'
  use of it, medium-high confidence.
- alltrails: AllTrails has no public API; results are a browser/scraper tool's JSON and
  text; low confidence on keys, high on content.
- reserveamerica: ReserveAmerica (Aspira) site search results as a scraping tool's
  text; low confidence.
- hipcamp: Hipcamp search results as an MCP/scraper JSON; low confidence.
- onx: onX Hunt/Offroad has no public API; a mapping wrapper's parcel lookup JSON; low.
- fishbrain: Fishbrain catch/spot lookups as a wrapper JSON; low confidence.

Auction platforms
- liveauctioneers: catalog/lot search JSON as the site's API returns it to its
  front-end; low-medium confidence.  Cloudflare challenge page is real in shape.
- invaluable: Invaluable (Algolia-backed) lot search hits; medium confidence that hits
  come through an Algolia ``hits``/``nbHits`` envelope.
- proxibid: Proxibid lot listing via a scraping tool's text; low confidence.
- hibid: HiBid GraphQL (``lotSearch``/``pagedResults``) JSON; medium confidence.
- bidsquare: Bidsquare search results text; low confidence.
- catawiki: Catawiki seller/buyer API JSON; low confidence.  Expired-token body medium.

Online course platforms
- teachable: Teachable public API v1 (``courses``, ``meta``{total,page,from,to,
  per_page,number_of_pages}), enrollment fields checked via search (api-evangelist
  teachable schema: user_id, enrolled_at, percent_complete); medium-high confidence.
- thinkific: Thinkific Admin API (``items``/``meta.pagination``), envelope confirmed via
  search (ex_thinkific_api GetEnrollmentsResponse: items, meta); high confidence.
- kajabi: Kajabi public API (JSON:API ``data``/``attributes``/``links``); medium.
- podia: Podia has no full public API; Zapier-style webhook/ack and export CSV text; low.
- learnworlds: LearnWorlds API v2 (``data``/``meta``{page,totalItems,totalPages}),
  paging via search (glama learnworlds tool descriptions); medium confidence.
- skool: Skool has no public API; a browser-automation tool's text; low confidence.
"""

# ruff: noqa: E501  (tool results are quoted as the tools return them: long literal lines are data)

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROWS: list[dict] = []


def hid(s: str, n: int = 8) -> str:
    return hashlib.sha1(s.encode()).hexdigest()[:n]


def num(s: str, lo: int = 100000, span: int = 900000) -> int:
    return lo + int(hashlib.sha1(s.encode()).hexdigest()[:8], 16) % span


def j(obj, indent=None) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


def session(family: str, kind: str, n: int, task: str, calls: list) -> None:
    ok = kind == "ok"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout78/{family}",
                "run_id": f"{family}-{kind}-{n}",
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
        )


NGINX_504 = (
    "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n"
    "<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n"
    "</body>\r\n</html>\r\n"
)
NGINX_502 = (
    "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
    "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n"
    "</body>\r\n</html>\r\n"
)


# ---------------------------------------------------------------- pharmacy
def goodrx_price(drug, dose, qty, rows):
    return j(
        {
            "success": True,
            "data": {
                "display": drug.title(),
                "dosage": dose,
                "quantity": qty,
                "form": "tablet",
                "price_detail": {
                    "pharmacy": [r[0] for r in rows],
                    "price": [r[1] for r in rows],
                    "type": [r[2] for r in rows],
                    "url": [
                        f"https://www.goodrx.com/{drug.lower()}?pharmacy_id={hid(drug + r[0], 6)}"
                        for r in rows
                    ],
                },
                "url": f"https://www.goodrx.com/{drug.lower()}",
                "brand": [],
                "generic": [drug.lower()],
            },
            "errors": [],
        }
    )


def pharmacy():
    session(
        "goodrx",
        "ok",
        1,
        "Find the cheapest cash price for 30 tablets of atorvastatin 20mg near ZIP 60614 "
        "and also for metformin 500mg (60 tablets).",
        [
            (
                "goodrx_compare_price",
                {"name": "atorvastatin", "dosage": "20mg", "quantity": 30, "zip": "60614"},
                goodrx_price(
                    "atorvastatin",
                    "20mg",
                    30,
                    [
                        ("Walgreens", 14.72, "COUPON"),
                        ("CVS Pharmacy", 16.10, "COUPON"),
                        ("Mariano's", 9.84, "COUPON"),
                        ("Costco", 8.21, "DISCOUNT_CARD"),
                        ("Jewel-Osco", 11.30, "COUPON"),
                    ],
                ),
            ),
            (
                "goodrx_compare_price",
                {"name": "metformin", "dosage": "500mg", "quantity": 60, "zip": "60614"},
                goodrx_price(
                    "metformin",
                    "500mg",
                    60,
                    [
                        ("Walgreens", 7.45, "COUPON"),
                        ("CVS Pharmacy", 6.98, "COUPON"),
                        ("Costco", 4.37, "DISCOUNT_CARD"),
                        ("Walmart", 4.00, "CASH"),
                    ],
                ),
            ),
            (
                "goodrx_drug_info",
                {"name": "metformin"},
                j(
                    {
                        "success": True,
                        "data": {
                            "drug_name": "metformin",
                            "drug_class": "Biguanides",
                            "forms": ["tablet", "tablet, extended release (ER)"],
                            "dosages": ["500mg", "850mg", "1000mg"],
                            "default_quantity": 60,
                        },
                        "errors": [],
                    }
                ),
            ),
            (
                "goodrx_compare_price",
                {"name": "metformin ER", "dosage": "500mg", "quantity": 60, "zip": "60614"},
                goodrx_price(
                    "metformin-er",
                    "500mg",
                    60,
                    [
                        ("Walgreens", 12.60, "COUPON"),
                        ("Costco", 7.92, "DISCOUNT_CARD"),
                        ("Walmart", 9.00, "CASH"),
                    ],
                ),
            ),
        ],
    )
    session(
        "goodrx",
        "ok",
        2,
        "Is there any GoodRx coupon for Ozempic 0.5mg pen in 94110? If none, tell me.",
        [
            (
                "goodrx_search_drug",
                {"query": "ozempic"},
                j(
                    {
                        "success": True,
                        "data": {
                            "candidates": ["Ozempic", "semaglutide"],
                            "brand": ["ozempic"],
                            "generic": ["semaglutide"],
                        },
                        "errors": [],
                    }
                ),
            ),
            (
                "goodrx_compare_price",
                {"name": "ozempic", "dosage": "0.5mg/dose", "quantity": 1, "zip": "94110"},
                j(
                    {
                        "success": True,
                        "data": {
                            "display": "Ozempic",
                            "dosage": "2mg/1.5ml pen (0.25 or 0.5mg/dose)",
                            "quantity": 1,
                            "form": "carton",
                            "price_detail": {
                                "pharmacy": ["Walgreens", "CVS Pharmacy", "Safeway"],
                                "price": [997.58, 1011.24, 1002.89],
                                "type": ["RETAIL", "RETAIL", "RETAIL"],
                                "url": [],
                            },
                            "url": "https://www.goodrx.com/ozempic",
                            "brand": ["ozempic"],
                            "generic": [],
                        },
                        "errors": [],
                    }
                ),
            ),
            (
                "goodrx_coupons",
                {"name": "ozempic", "zip": "94110"},
                j({"success": True, "data": {"coupons": []}, "errors": []}),
            ),
            (
                "goodrx_manufacturer_programs",
                {"name": "ozempic"},
                j(
                    {
                        "success": True,
                        "data": {
                            "programs": [
                                {
                                    "sponsor": "Novo Nordisk",
                                    "name": "Ozempic Savings Card",
                                    "eligibility": "Commercial insurance only",
                                    "max_savings": "$150 per 1-month prescription",
                                }
                            ]
                        },
                        "errors": [],
                    }
                ),
            ),
        ],
    )
    expired = j(
        {
            "success": False,
            "data": None,
            "errors": [{"code": 401, "message": "Invalid or expired signature/api_key"}],
        }
    )
    calls = []
    for q in [
        ("lisinopril", "10mg", 30),
        ("lisinopril", "20mg", 30),
        ("amlodipine", "5mg", 30),
        ("losartan", "50mg", 30),
        ("hydrochlorothiazide", "25mg", 30),
        ("amlodipine", "10mg", 90),
        ("losartan", "100mg", 90),
    ]:
        calls.append(
            (
                "goodrx_compare_price",
                {"name": q[0], "dosage": q[1], "quantity": q[2], "zip": "30307"},
                expired,
            )
        )
    session(
        "goodrx",
        "fail",
        1,
        "Compare cash prices for my dad's blood-pressure meds (lisinopril, amlodipine, "
        "losartan, HCTZ) around Atlanta 30307.",
        calls,
    )

    # surescripts
    def rxhist(fills):
        meds = "".join(
            f"<MedicationDispensed><DrugDescription>{d}</DrugDescription>"
            f"<Quantity><Value>{q}</Value></Quantity><DaysSupply>{ds}</DaysSupply>"
            f"<LastFillDate><Date>{dt}</Date></LastFillDate>"
            f"<Pharmacy><BusinessName>{ph}</BusinessName></Pharmacy>"
            f"<Prescriber><LastName>{pr}</LastName></Prescriber></MedicationDispensed>"
            for d, q, ds, dt, ph, pr in fills
        )
        return (
            '<?xml version="1.0" encoding="UTF-8"?><Message><Header><MessageID>'
            + hid("rx" + meds, 16)
            + "</MessageID></Header><Body><RxHistoryResponse><Patient><HumanPatient><Name>"
            "<LastName>REYES</LastName><FirstName>MARTA</FirstName></Name></HumanPatient></Patient>"
            + meds
            + "</RxHistoryResponse></Body></Message>"
        )

    session(
        "surescripts",
        "ok",
        1,
        "Before Marta Reyes's visit, pull her medication history, check eligibility, and send "
        "the new amoxicillin prescription to CVS #4471.",
        [
            (
                "surescripts_eligibility",
                {"patient_id": "MR-55120", "dob": "1961-03-14"},
                '<?xml version="1.0"?><Message><Body><Response><Coverage><PBMName>Express '
                "Scripts</PBMName><BIN>003858</BIN><PCN>A4</PCN><GroupID>2FRA</GroupID>"
                "<PharmacyBenefit>Active</PharmacyBenefit><MailOrder>Y</MailOrder>"
                "</Coverage></Response></Body></Message>",
            ),
            (
                "surescripts_med_history",
                {"patient_id": "MR-55120", "months": 12},
                rxhist(
                    [
                        (
                            "Levothyroxine 75 MCG Oral Tablet",
                            90,
                            90,
                            "2026-09-02",
                            "CVS #4471",
                            "OKAFOR",
                        ),
                        (
                            "Atorvastatin 40 MG Oral Tablet",
                            90,
                            90,
                            "2026-08-19",
                            "CVS #4471",
                            "OKAFOR",
                        ),
                        (
                            "Omeprazole 20 MG DR Capsule",
                            30,
                            30,
                            "2026-10-30",
                            "Walgreens #1102",
                            "LIN",
                        ),
                    ]
                ),
            ),
            (
                "surescripts_med_history",
                {"patient_id": "MR-55120", "months": 12, "page": 2},
                rxhist([("Prednisone 10 MG Oral Tablet", 21, 6, "2026-02-11", "CVS #4471", "LIN")]),
            ),
            (
                "surescripts_new_rx",
                {
                    "patient_id": "MR-55120",
                    "ncpdp_id": "1483320",
                    "drug": "Amoxicillin 500 MG Oral Capsule",
                    "sig": "1 cap PO TID x 10 days",
                    "quantity": 30,
                },
                '<?xml version="1.0"?><Message><Header><RelatesToMessageID>'
                + hid("newrx-marta", 16)
                + "</RelatesToMessageID></Header><Body><Status><Code>010</Code></Status>"
                "</Body></Message>",
            ),
            (
                "surescripts_message_status",
                {"message_id": hid("newrx-marta", 16)},
                '<?xml version="1.0"?><Message><Body><Verify><VerifyStatus><Code>000</Code>'
                "<Description>Transaction successful</Description></VerifyStatus></Verify>"
                "</Body></Message>",
            ),
        ],
    )
    calls = [
        (
            "surescripts_med_history",
            {"patient_id": "JT-20931", "months": m},
            NGINX_504,
        )
        for m in (12, 6, 24)
    ]
    calls.insert(
        0,
        (
            "surescripts_eligibility",
            {"patient_id": "JT-20931", "dob": "1979-11-02"},
            NGINX_504,
        ),
    )
    calls += [
        ("surescripts_med_history", {"patient_id": "JT-20931", "months": 3}, NGINX_504),
        ("surescripts_eligibility", {"patient_id": "JT-20931", "dob": "1979-11-02"}, NGINX_504),
        (
            "surescripts_med_history",
            {"patient_id": "JT-20931", "months": 12, "source": "PBM"},
            NGINX_504,
        ),
    ]
    session(
        "surescripts",
        "fail",
        1,
        "Reconcile James Tran's medications before discharge: pull his fill history and "
        "pharmacy coverage.",
        calls,
    )

    # fdb
    def fdb_item(name, ddid, gcn, route="Oral"):
        return {
            "DispensableDrugID": str(ddid),
            "DispensableDrugDesc": name,
            "GenericClinicalFormulationID": gcn,
            "RouteDesc": route,
            "StatusCode": "A",
        }

    session(
        "fdb",
        "ok",
        1,
        "Check for interactions between warfarin, fluconazole and sertraline for a patient "
        "profile, and get the FDB drug IDs.",
        [
            (
                "fdb_dispensable_drugs",
                {"searchText": "warfarin 5 mg"},
                j(
                    {
                        "Items": [
                            fdb_item("warfarin 5 mg tablet", 184393, "25794"),
                            fdb_item("Coumadin 5 mg tablet", 185016, "25794"),
                            fdb_item("Jantoven 5 mg tablet", 448713, "25794"),
                        ],
                        "TotalResultCount": 3,
                    }
                ),
            ),
            (
                "fdb_dispensable_drugs",
                {"searchText": "fluconazole 150 mg"},
                j(
                    {
                        "Items": [fdb_item("fluconazole 150 mg tablet", 190302, "09421")],
                        "TotalResultCount": 1,
                    }
                ),
            ),
            (
                "fdb_dispensable_drugs",
                {"searchText": "sertraline 50 mg"},
                j(
                    {
                        "Items": [
                            fdb_item("sertraline 50 mg tablet", 195672, "16375"),
                            fdb_item("Zoloft 50 mg tablet", 195668, "16375"),
                        ],
                        "TotalResultCount": 2,
                    }
                ),
            ),
            (
                "fdb_screen_ddi",
                {"DispensableDrugIDs": ["184393", "190302", "195672"]},
                j(
                    {
                        "DDIScreenResponse": {
                            "DDIScreenResults": [
                                {
                                    "SeverityLevel": "1",
                                    "SeverityDesc": "Contraindicated Drug Combination",
                                    "ScreenMessage": "FLUCONAZOLE may increase the anticoagulant effect of WARFARIN.",
                                    "ClinicalEffectsNarrative": "Increased INR and risk of bleeding.",
                                    "Drug1": "184393",
                                    "Drug2": "190302",
                                },
                                {
                                    "SeverityLevel": "2",
                                    "SeverityDesc": "Severe Interaction",
                                    "ScreenMessage": "SSRIs may increase the risk of bleeding with WARFARIN.",
                                    "Drug1": "184393",
                                    "Drug2": "195672",
                                },
                            ]
                        },
                        "Messages": [],
                    }
                ),
            ),
            (
                "fdb_screen_ddi",
                {"DispensableDrugIDs": ["190302", "195672"]},
                j({"DDIScreenResponse": {"DDIScreenResults": []}, "Messages": []}),
            ),
        ],
    )
    stale = j(
        {
            "Items": [
                fdb_item("acetaminophen 325 mg tablet", 150011, "70220"),
                fdb_item("acetaminophen 500 mg tablet", 150012, "70221"),
            ],
            "TotalResultCount": 2,
        }
    )
    session(
        "fdb",
        "fail",
        1,
        "Build the formulary lookup table: FDB dispensable drug IDs for apixaban, rivaroxaban, "
        "dabigatran, clopidogrel, ticagrelor and enoxaparin.",
        [
            ("fdb_dispensable_drugs", {"searchText": s}, stale)
            for s in [
                "apixaban 5 mg",
                "rivaroxaban 20 mg",
                "dabigatran 150 mg",
                "Eliquis",
                "clopidogrel 75 mg",
                "ticagrelor 90 mg",
                "enoxaparin 40 mg/0.4 mL",
            ]
        ],
    )

    # medispan
    session(
        "medispan",
        "ok",
        1,
        "For the pharmacy reimbursement audit, get AWP and WAC unit prices for NDCs "
        "00093-7146-56 and 00378-0208-01, and the GPI of each.",
        [
            (
                "medispan_ndc_lookup",
                {"ndc": "00093714656"},
                j(
                    {
                        "ndc": "00093714656",
                        "drugName": "SIMVASTATIN TAB 20MG",
                        "gpi14": "39400075000320",
                        "manufacturer": "TEVA PHARMACEUTICALS USA",
                        "packageSize": 90,
                        "multiSourceCode": "Y",
                        "rxOtcIndicator": "R",
                    }
                ),
            ),
            (
                "medispan_prices",
                {"ndc": "00093714656", "priceTypes": ["AWP", "WAC"]},
                j(
                    {
                        "ndc": "00093714656",
                        "prices": [
                            {"type": "AWP", "unitPrice": 0.31433, "effectiveDate": "2026-07-01"},
                            {"type": "WAC", "unitPrice": 0.04115, "effectiveDate": "2026-07-01"},
                        ],
                    }
                ),
            ),
            (
                "medispan_ndc_lookup",
                {"ndc": "00378020801"},
                j(
                    {
                        "ndc": "00378020801",
                        "drugName": "FUROSEMIDE TAB 20MG",
                        "gpi14": "37200030000305",
                        "manufacturer": "MYLAN PHARMACEUTICALS INC.",
                        "packageSize": 100,
                        "multiSourceCode": "Y",
                        "rxOtcIndicator": "R",
                    }
                ),
            ),
            (
                "medispan_prices",
                {"ndc": "00378020801", "priceTypes": ["AWP", "WAC"]},
                j(
                    {
                        "ndc": "00378020801",
                        "prices": [
                            {"type": "AWP", "unitPrice": 0.18250, "effectiveDate": "2025-11-15"}
                        ],
                    }
                ),
            ),
            (
                "medispan_price_history",
                {"ndc": "00378020801", "priceType": "WAC"},
                j({"ndc": "00378020801", "priceType": "WAC", "history": []}),
            ),
        ],
    )

    # costplus
    def cp(items):
        return j(
            {
                "count": len(items),
                "results": [
                    {
                        "medication_name": n,
                        "strength": s,
                        "form": f,
                        "quantity": q,
                        "unit_price": up,
                        "total_price": tp,
                        "ndc": ndc,
                        "slug": n.lower().replace(" ", "-") + "-" + s.lower().replace(" ", ""),
                    }
                    for n, s, f, q, up, tp, ndc in items
                ],
            }
        )

    session(
        "costplus",
        "ok",
        1,
        "How much would escitalopram 10mg (90 tabs) and bupropion XL 150mg (90 tabs) cost "
        "from Cost Plus Drugs including shipping?",
        [
            (
                "costplus_search",
                {"q": "escitalopram"},
                cp(
                    [
                        ("Escitalopram", "10mg", "tablet", 30, 0.10, 3.00, "13668013530"),
                        ("Escitalopram", "20mg", "tablet", 30, 0.12, 3.60, "13668013630"),
                        ("Escitalopram", "5mg", "tablet", 30, 0.11, 3.30, "13668013430"),
                    ]
                ),
            ),
            (
                "costplus_search",
                {"q": "bupropion xl 150"},
                cp(
                    [
                        (
                            "Bupropion XL",
                            "150mg",
                            "tablet, extended release",
                            30,
                            0.30,
                            9.00,
                            "00591354330",
                        )
                    ]
                ),
            ),
            (
                "costplus_quote",
                {
                    "items": [
                        {"ndc": "13668013530", "quantity": 90},
                        {"ndc": "00591354330", "quantity": 90},
                    ]
                },
                j(
                    {
                        "line_items": [
                            {
                                "ndc": "13668013530",
                                "quantity": 90,
                                "drug_cost": 9.00,
                                "markup": 1.35,
                                "pharmacy_fee": 5.00,
                                "subtotal": 15.35,
                            },
                            {
                                "ndc": "00591354330",
                                "quantity": 90,
                                "drug_cost": 27.00,
                                "markup": 4.05,
                                "pharmacy_fee": 5.00,
                                "subtotal": 36.05,
                            },
                        ],
                        "shipping": 5.00,
                        "total": 56.40,
                        "currency": "USD",
                    }
                ),
            ),
            (
                "costplus_pharmacy_partners",
                {"zip": "19104"},
                j({"count": 0, "results": []}),
            ),
        ],
    )
    rl = (
        'HTTP 429 Too Many Requests\n{"detail":"Request was throttled. Expected available in '
        '3542 seconds."}'
    )
    session(
        "costplus",
        "fail",
        1,
        "Price out my whole list on Cost Plus: sertraline 100mg, levothyroxine 50mcg, "
        "pantoprazole 40mg, montelukast 10mg, rosuvastatin 10mg.",
        [
            (
                "costplus_search",
                {"q": "sertraline"},
                cp([("Sertraline", "100mg", "tablet", 30, 0.13, 3.90, "16729021417")]),
            ),
        ]
        + [
            ("costplus_search", {"q": q}, rl)
            for q in [
                "levothyroxine",
                "levothyroxine 50mcg",
                "pantoprazole",
                "montelukast",
                "rosuvastatin",
                "pantoprazole 40",
            ]
        ],
    )

    # blinkhealth
    session(
        "blinkhealth",
        "ok",
        1,
        "Compare Blink Health's price for sildenafil 20mg x 30 with what they charge for "
        "tadalafil 5mg x 30, and order the cheaper one for pickup at Kroger 45202.",
        [
            (
                "blink_price",
                {"drug": "sildenafil", "strength": "20mg", "quantity": 30},
                "Sildenafil 20mg tablet (generic for Revatio) - qty 30\n"
                "Blink price: $9.87  (pay online, pick up at 35,000+ pharmacies)\n"
                "Home delivery: $11.24, ships in 2-3 days",
            ),
            (
                "blink_price",
                {"drug": "tadalafil", "strength": "5mg", "quantity": 30},
                "Tadalafil 5mg tablet (generic for Cialis) - qty 30\n"
                "Blink price: $21.43  (pay online, pick up at 35,000+ pharmacies)\n"
                "Home delivery: $23.90, ships in 2-3 days",
            ),
            (
                "blink_find_pharmacy",
                {"zip": "45202", "chain": "Kroger"},
                "1. Kroger Pharmacy - 100 E Court St, Cincinnati OH 45202 (0.4 mi) - open until 9pm\n"
                "2. Kroger Pharmacy - 1755 Vine St, Cincinnati OH 45202 (1.1 mi) - open until 8pm",
            ),
            (
                "blink_place_order",
                {
                    "drug": "sildenafil",
                    "strength": "20mg",
                    "quantity": 30,
                    "pharmacy_id": "kr-45202-100ec",
                },
                j(
                    {
                        "order_id": "BLK-" + hid("blink-order", 8).upper(),
                        "status": "PAID",
                        "amount": 9.87,
                    }
                ),
            ),
            (
                "blink_order_status",
                {"order_id": "BLK-" + hid("blink-order", 8).upper()},
                j(
                    {
                        "order_id": "BLK-" + hid("blink-order", 8).upper(),
                        "status": "SENT_TO_PHARMACY",
                        "rx_status": "awaiting prescription transfer from prescriber",
                    }
                ),
            ),
        ],
    )


# ---------------------------------------------------------------- wine, beer, spirits
def vivino_match(name, winery, year, rating, count, price, region):
    return {
        "vintage": {
            "id": num(name + str(year)),
            "name": f"{winery} {name} {year}",
            "year": year,
            "statistics": {"ratings_average": rating, "ratings_count": count},
            "wine": {
                "name": name,
                "winery": {"name": winery},
                "region": {"name": region},
            },
        },
        "price": {"amount": price, "currency": {"code": "USD"}, "bottle_type": {"name": "Bottle"}},
    }


def vivino_page(matches, total, page=1):
    return j({"explore_vintage": {"records_matched": total, "page": page, "matches": matches}})


def wine():
    session(
        "vivino",
        "ok",
        1,
        "Find Oregon Pinot Noirs rated 4.0+ under $40 on Vivino; list at least 8.",
        [
            (
                "vivino_explore",
                {
                    "country_codes": ["us"],
                    "region": "Willamette Valley",
                    "grape": "pinot-noir",
                    "min_rating": 4.0,
                    "price_max": 40,
                    "page": 1,
                },
                vivino_page(
                    [
                        vivino_match(
                            "Pinot Noir",
                            "Bergström Cumberland Reserve",
                            2022,
                            4.1,
                            2210,
                            38.99,
                            "Willamette Valley",
                        ),
                        vivino_match(
                            "Pinot Noir",
                            "Lingua Franca Avni",
                            2021,
                            4.1,
                            1843,
                            36.00,
                            "Eola-Amity Hills",
                        ),
                        vivino_match(
                            "Pinot Noir",
                            "Big Table Farm",
                            2022,
                            4.2,
                            611,
                            39.50,
                            "Willamette Valley",
                        ),
                        vivino_match(
                            "Pinot Noir",
                            "Lavinea Tradition",
                            2021,
                            4.0,
                            389,
                            34.00,
                            "Willamette Valley",
                        ),
                    ],
                    11,
                ),
            ),
            (
                "vivino_explore",
                {
                    "country_codes": ["us"],
                    "region": "Willamette Valley",
                    "grape": "pinot-noir",
                    "min_rating": 4.0,
                    "price_max": 40,
                    "page": 2,
                },
                vivino_page(
                    [
                        vivino_match(
                            "Pinot Noir", "Brick House", 2020, 4.0, 702, 37.00, "Ribbon Ridge"
                        ),
                        vivino_match(
                            "Pinot Noir",
                            "Walter Scott La Combe Verte",
                            2022,
                            4.2,
                            1390,
                            35.99,
                            "Eola-Amity Hills",
                        ),
                        vivino_match(
                            "Pinot Noir",
                            "Cristom Mt. Jefferson Cuvée",
                            2021,
                            4.1,
                            3021,
                            33.99,
                            "Eola-Amity Hills",
                        ),
                        vivino_match(
                            "Pinot Noir",
                            "Evening Land Seven Springs",
                            2021,
                            4.0,
                            960,
                            39.99,
                            "Eola-Amity Hills",
                        ),
                    ],
                    11,
                    2,
                ),
            ),
            (
                "vivino_explore",
                {
                    "country_codes": ["us"],
                    "region": "Willamette Valley",
                    "grape": "pinot-noir",
                    "min_rating": 4.0,
                    "price_max": 40,
                    "page": 3,
                },
                vivino_page(
                    [
                        vivino_match(
                            "Pinot Noir",
                            "Patricia Green Cellars Reserve",
                            2022,
                            4.0,
                            845,
                            31.00,
                            "Willamette Valley",
                        ),
                        vivino_match(
                            "Pinot Noir",
                            "Antica Terra Angelicall",
                            2019,
                            4.3,
                            212,
                            39.00,
                            "Eola-Amity Hills",
                        ),
                        vivino_match(
                            "Pinot Noir", "Gran Moraine", 2021, 4.0, 533, 38.00, "Yamhill-Carlton"
                        ),
                    ],
                    11,
                    3,
                ),
            ),
            (
                "vivino_explore",
                {
                    "country_codes": ["us"],
                    "region": "Willamette Valley",
                    "grape": "pinot-noir",
                    "min_rating": 4.0,
                    "price_max": 40,
                    "page": 4,
                },
                vivino_page([], 11, 4),
            ),
        ],
    )
    session(
        "vivino",
        "ok",
        2,
        "Look up the Vivino rating of the 2016 Château Musar Rouge and see if the 2015 is "
        "better rated; then add the better one to my wishlist.",
        [
            (
                "vivino_search",
                {"q": "Chateau Musar Rouge 2016"},
                vivino_page(
                    [
                        vivino_match(
                            "Rouge", "Château Musar", 2016, 4.3, 5120, 62.99, "Bekaa Valley"
                        )
                    ],
                    1,
                ),
            ),
            (
                "vivino_search",
                {"q": "Chateau Musar Rouge 2015"},
                vivino_page(
                    [
                        vivino_match(
                            "Rouge", "Château Musar", 2015, 4.4, 6388, 68.00, "Bekaa Valley"
                        )
                    ],
                    1,
                ),
            ),
            (
                "vivino_wishlist_add",
                {"vintage_id": num("Rouge2015")},
                j({"wishlist": {"vintage_id": num("Rouge2015"), "added": True}}),
            ),
            (
                "vivino_wishlist",
                {"user": "me"},
                j(
                    {
                        "items": [
                            {"vintage_id": num("Rouge2015"), "name": "Château Musar Rouge 2015"},
                            {
                                "vintage_id": num("Barolo2019"),
                                "name": "G.D. Vajra Albe Barolo 2019",
                            },
                        ]
                    }
                ),
            ),
        ],
    )
    empty_vv = vivino_page([], 0)
    session(
        "vivino",
        "fail",
        1,
        "Find well-rated Rioja Reserva under 30 euros available to ship to Germany.",
        [
            (
                "vivino_explore",
                {
                    "country_code": "de",
                    "currency_code": "EUR",
                    "region": r,
                    "min_rating": m,
                    "price_max": p,
                },
                empty_vv,
            )
            for r, m, p in [
                ("Rioja", 3.8, 30),
                ("Rioja", 3.5, 30),
                ("Rioja Alta", 3.5, 40),
                ("Rioja", 0, 100),
                ("Ribera del Duero", 3.5, 30),
                ("Rioja", 3.5, 50),
                ("Spain", 3.5, 30),
            ]
        ],
    )

    # winesearcher
    def ws(name, vintage, avg, offers):
        offs = "".join(
            f"<wine-vintage><merchant>{m}</merchant><merchant-description>{loc}</merchant-description>"
            f"<price>{p:.2f}</price><bottle-size>750ml</bottle-size><link>https://www.wine-searcher.com/merchant/{hid(m, 5)}</link></wine-vintage>"
            for m, loc, p in offers
        )
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n<wine-searcher><return-code>0</return-code>'
            f"<list-currency-code>USD</list-currency-code><wine-details><wine-name>{name}</wine-name>"
            f"<vintage>{vintage}</vintage><price-average>{avg:.2f}</price-average></wine-details>"
            f"<wine-vintages>{offs}</wine-vintages></wine-searcher>"
        )

    session(
        "winesearcher",
        "ok",
        1,
        "What does a 2019 Ridge Monte Bello cost at US retailers, and what's the cheapest "
        "offer in California?",
        [
            (
                "winesearcher_market_price",
                {"winename": "Ridge Monte Bello", "vintage": 2019, "location": "USA"},
                ws(
                    "Ridge Vineyards Monte Bello, Santa Cruz Mountains",
                    2019,
                    249.0,
                    [
                        ("K&L Wine Merchants", "Redwood City, CA", 229.99),
                        ("Total Wine & More", "Multiple locations", 244.97),
                        ("Zachys", "Port Chester, NY", 265.00),
                        ("Wine.com", "San Francisco, CA", 259.99),
                    ],
                ),
            ),
            (
                "winesearcher_market_price",
                {"winename": "Ridge Monte Bello", "vintage": 2019, "location": "California"},
                ws(
                    "Ridge Vineyards Monte Bello, Santa Cruz Mountains",
                    2019,
                    241.0,
                    [
                        ("K&L Wine Merchants", "Redwood City, CA", 229.99),
                        ("Ridge Vineyards", "Cupertino, CA", 250.00),
                    ],
                ),
            ),
            (
                "winesearcher_critic_scores",
                {"winename": "Ridge Monte Bello", "vintage": 2019},
                '<?xml version="1.0"?>\n<wine-searcher><return-code>0</return-code><critic-scores>'
                "<score><critic>Vinous</critic><value>98</value></score>"
                "<score><critic>Wine Spectator</critic><value>96</value></score>"
                "<score><critic>Jeb Dunnuck</critic><value>98</value></score>"
                "</critic-scores></wine-searcher>",
            ),
        ],
    )
    quota = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<wine-searcher><return-code>3</return-code>'
        "<return-message>Daily API call limit exceeded for this key.</return-message></wine-searcher>"
    )
    session(
        "winesearcher",
        "fail",
        1,
        "Value my six bottles for insurance: 2010 Sassicaia, 2015 Opus One, 2016 Dom Pérignon, "
        "2005 Vega Sicilia Unico, 2018 Screaming Eagle, 2012 Penfolds Grange.",
        [
            (
                "winesearcher_market_price",
                {"winename": "Tenuta San Guido Sassicaia", "vintage": 2010, "location": "USA"},
                ws(
                    "Tenuta San Guido Sassicaia Bolgheri",
                    2010,
                    512.0,
                    [
                        ("Wally's Wine", "Los Angeles, CA", 499.0),
                        ("Astor Wines", "New York, NY", 529.0),
                    ],
                ),
            ),
        ]
        + [
            ("winesearcher_market_price", {"winename": w, "vintage": v, "location": "USA"}, quota)
            for w, v in [
                ("Opus One", 2015),
                ("Dom Perignon", 2016),
                ("Vega Sicilia Unico", 2005),
                ("Screaming Eagle Cabernet", 2018),
                ("Penfolds Grange", 2012),
                ("Opus One", 2015),
            ]
        ],
    )

    # cellartracker
    hdr = "iWine\tType\tVintage\tWine\tLocale\tQuantity\tBeginConsume\tEndConsume\tValue\n"
    session(
        "cellartracker",
        "ok",
        1,
        "Which bottles in my CellarTracker cellar are at or past the end of their drinking "
        "window this year (2026)? Mark the 2012 Chianti as consumed.",
        [
            (
                "cellartracker_query",
                {"Table": "List", "Format": "tab", "Location": "1"},
                hdr
                + "1440213\tRed\t2012\tFèlsina Chianti Classico Riserva\tItaly, Tuscany\t1\t2017\t2026\t42\n"
                "2231090\tRed\t2016\tDomaine Jamet Côte-Rôtie\tFrance, Rhône\t2\t2024\t2038\t165\n"
                "1889021\tWhite\t2019\tTrimbach Riesling Clos Ste Hune\tFrance, Alsace\t1\t2027\t2045\t310\n"
                "1002337\tRed\t2014\tLa Rioja Alta Viña Ardanza Reserva\tSpain, Rioja\t3\t2019\t2025\t38\n"
                "2540016\tSparkling\tNV\tPierre Péters Cuvée de Réserve\tFrance, Champagne\t2\t2023\t2027\t69\n",
            ),
            (
                "cellartracker_query",
                {"Table": "List", "Format": "tab", "Location": "2"},
                hdr + "1766540\tRed\t2010\tChâteau Poujeaux\tFrance, Bordeaux\t2\t2018\t2026\t55\n",
            ),
            (
                "cellartracker_drink",
                {"iWine": "1440213", "Date": "2026-12-07", "Note": "Dinner with the Parks"},
                "OK: 1 bottle of 2012 Fèlsina Chianti Classico Riserva marked consumed (remaining: 0).",
            ),
            (
                "cellartracker_query",
                {"Table": "Consumed", "Format": "tab", "Since": "2026-12-01"},
                "iWine\tConsumed\tVintage\tWine\tNote\n1440213\t2026-12-07\t2012\tFèlsina Chianti Classico Riserva\tDinner with the Parks\n",
            ),
        ],
    )
    dead = "Error: HTTPSConnectionPool(host='www.cellartracker.com', port=443): Max retries exceeded with url: /xlquery.asp (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f3a2c1e4d90>: Failed to establish a new connection: [Errno 111] Connection refused'))"
    session(
        "cellartracker",
        "fail",
        1,
        "Export my CellarTracker inventory and tell me total bottles and value by region.",
        [
            ("cellartracker_query", a, dead)
            for a in [
                {"Table": "List", "Format": "tab"},
                {"Table": "List", "Format": "csv"},
                {"Table": "Inventory", "Format": "tab"},
                {"Table": "List", "Format": "tab", "Location": "1"},
                {"Table": "Bottles", "Format": "tab"},
                {"Table": "List", "Format": "xml"},
            ]
        ],
    )

    # untappd
    def ut_beer(name, brewery, style, abv, rating, count):
        return {
            "checkin_count": count,
            "have_had": False,
            "your_count": 0,
            "beer": {
                "bid": num(name),
                "beer_name": name,
                "beer_style": style,
                "beer_abv": abv,
                "rating_score": rating,
            },
            "brewery": {
                "brewery_id": num(brewery, 1000, 90000),
                "brewery_name": brewery,
                "country_name": "United States",
            },
        }

    def ut(resp, code=200):
        return j(
            {
                "meta": {"code": code, "response_time": {"time": 0.041, "measure": "seconds"}},
                "notifications": [],
                "response": resp,
            }
        )

    session(
        "untappd",
        "ok",
        1,
        "I'm going to Tree House in Charlton; what are their top hazy IPAs on Untappd and "
        "check in the Julius I had last night (4.5 stars).",
        [
            (
                "untappd_search_beer",
                {"q": "Tree House Julius"},
                ut(
                    {
                        "found": 3,
                        "beers": {
                            "count": 3,
                            "items": [
                                ut_beer(
                                    "Julius",
                                    "Tree House Brewing Company",
                                    "IPA - New England / Hazy",
                                    6.8,
                                    4.52,
                                    412030,
                                ),
                                ut_beer(
                                    "Juice Machine",
                                    "Tree House Brewing Company",
                                    "IPA - Imperial / Double New England / Hazy",
                                    8.2,
                                    4.61,
                                    201554,
                                ),
                                ut_beer(
                                    "Very Hazy",
                                    "Tree House Brewing Company",
                                    "IPA - Imperial / Double New England / Hazy",
                                    8.6,
                                    4.57,
                                    120337,
                                ),
                            ],
                        },
                    }
                ),
            ),
            (
                "untappd_brewery_info",
                {"brewery_id": num("Tree House Brewing Company", 1000, 90000)},
                ut(
                    {
                        "brewery": {
                            "brewery_name": "Tree House Brewing Company",
                            "location": {"brewery_city": "Charlton", "brewery_state": "MA"},
                            "rating": {"count": 2340211, "rating_score": 4.43},
                            "beer_count": 488,
                        }
                    }
                ),
            ),
            (
                "untappd_checkin",
                {"bid": num("Julius"), "rating": 4.5, "shout": "Still the benchmark."},
                ut(
                    {
                        "result": "success",
                        "checkin_id": num("julius-checkin", 1000000000, 90000000),
                        "badges": {"count": 0, "items": []},
                    }
                ),
            ),
        ],
    )
    throttled = j(
        {
            "meta": {
                "code": 429,
                "error_detail": "You have exceeded the API rate limit. Please try again later.",
                "error_type": "invalid_limit",
                "developer_friendly": "",
                "response_time": {"time": 0, "measure": "seconds"},
            },
            "response": [],
        }
    )
    session(
        "untappd",
        "fail",
        1,
        "Make a list of the highest-rated Belgian quads on Untappd (at least 10) with ABV.",
        [
            ("untappd_search_beer", {"q": q, "sort": "highest_rated"}, throttled)
            for q in [
                "quadrupel",
                "Belgian quad",
                "Westvleteren 12",
                "Rochefort 10",
                "St. Bernardus Abt 12",
                "quad",
                "Trappistes Rochefort",
            ]
        ],
    )

    # distiller
    session(
        "distiller",
        "ok",
        1,
        "Find a peated Islay single malt under $80 with a Distiller expert score of 90+ and "
        "compare its flavor profile with Laphroaig 10.",
        [
            (
                "distiller_search",
                {"q": "islay peated single malt", "max_price": 80, "min_score": 90},
                j(
                    {
                        "total": 3,
                        "results": [
                            {
                                "id": 1022,
                                "name": "Lagavulin 16 Year",
                                "expert_score": 93,
                                "avg_rating": 4.38,
                                "cost": "$$$",
                                "abv": 43.0,
                            },
                            {
                                "id": 3371,
                                "name": "Ardbeg Uigeadail",
                                "expert_score": 94,
                                "avg_rating": 4.41,
                                "cost": "$$$",
                                "abv": 54.2,
                            },
                            {
                                "id": 2810,
                                "name": "Kilchoman Machir Bay",
                                "expert_score": 90,
                                "avg_rating": 4.02,
                                "cost": "$$",
                                "abv": 46.0,
                            },
                        ],
                    }
                ),
            ),
            (
                "distiller_spirit",
                {"id": 3371},
                j(
                    {
                        "id": 3371,
                        "name": "Ardbeg Uigeadail",
                        "flavor_profile": {
                            "smoky": 80,
                            "peaty": 85,
                            "sweet": 45,
                            "rich": 70,
                            "briny": 40,
                            "spicy": 35,
                        },
                        "tasting_notes": "Christmas cake, espresso, tar and a wall of peat smoke.",
                    }
                ),
            ),
            (
                "distiller_search",
                {"q": "Laphroaig 10"},
                j(
                    {
                        "total": 1,
                        "results": [
                            {
                                "id": 118,
                                "name": "Laphroaig 10 Year",
                                "expert_score": 91,
                                "avg_rating": 4.10,
                                "cost": "$$",
                                "abv": 43.0,
                            }
                        ],
                    }
                ),
            ),
            (
                "distiller_spirit",
                {"id": 118},
                j(
                    {
                        "id": 118,
                        "name": "Laphroaig 10 Year",
                        "flavor_profile": {
                            "smoky": 85,
                            "peaty": 90,
                            "sweet": 25,
                            "rich": 40,
                            "briny": 60,
                            "medicinal": 75,
                        },
                        "tasting_notes": "Iodine, seaweed, bandages, vanilla underneath.",
                    }
                ),
            ),
        ],
    )

    # delectable
    session(
        "delectable",
        "ok",
        1,
        "I scanned three labels at dinner on Delectable; log them to my feed with my ratings "
        "(8.5, 9, 7) and tell me which one my friends rated highest.",
        [
            (
                "delectable_scan_results",
                {"session": "dinner-1206"},
                j(
                    {
                        "captures": [
                            {
                                "capture_id": hid("cap1"),
                                "wine": "Domaine Tempier Bandol Rosé 2023",
                                "confidence": 0.97,
                            },
                            {
                                "capture_id": hid("cap2"),
                                "wine": "Bodegas López de Heredia Viña Tondonia Reserva 2012",
                                "confidence": 0.94,
                            },
                            {
                                "capture_id": hid("cap3"),
                                "wine": "Matthiasson Ribolla Gialla 2022",
                                "confidence": 0.88,
                            },
                        ]
                    }
                ),
            ),
            ("delectable_rate", {"capture_id": hid("cap1"), "rating": 8.5}, j({"ok": True})),
            ("delectable_rate", {"capture_id": hid("cap2"), "rating": 9}, j({"ok": True})),
            ("delectable_rate", {"capture_id": hid("cap3"), "rating": 7}, j({"ok": True})),
            (
                "delectable_friend_ratings",
                {
                    "wines": [
                        "Tempier Bandol Rosé 2023",
                        "Viña Tondonia Reserva 2012",
                        "Matthiasson Ribolla 2022",
                    ]
                },
                j(
                    {
                        "results": [
                            {
                                "wine": "Domaine Tempier Bandol Rosé 2023",
                                "friends_avg": 8.8,
                                "friends_count": 4,
                            },
                            {
                                "wine": "Bodegas López de Heredia Viña Tondonia Reserva 2012",
                                "friends_avg": 9.3,
                                "friends_count": 2,
                            },
                            {
                                "wine": "Matthiasson Ribolla Gialla 2022",
                                "friends_avg": None,
                                "friends_count": 0,
                            },
                        ]
                    }
                ),
            ),
        ],
    )


# ---------------------------------------------------------------- outdoors
def ridb(recs, total, offset=0, query=""):
    return j(
        {
            "RECDATA": recs,
            "METADATA": {
                "RESULTS": {"CURRENT_COUNT": len(recs), "TOTAL_COUNT": total},
                "SEARCH_PARAMETERS": {"QUERY": query, "LIMIT": 50, "OFFSET": offset},
            },
        }
    )


def avail(sites):
    out = {}
    for site, loop, days in sites:
        sid = str(num(site + loop))
        out[sid] = {
            "campsite_id": sid,
            "site": site,
            "loop": loop,
            "campsite_type": "STANDARD NONELECTRIC",
            "availabilities": {f"2027-07-{d:02d}T00:00:00Z": s for d, s in days},
            "max_num_people": 6,
        }
    return j({"campsites": out, "count": len(out)})


def outdoors():
    session(
        "recgov",
        "ok",
        1,
        "Find a campsite at Upper Pines in Yosemite available July 9-11 2027; poll until the "
        "release job finishes and tell me which sites are open.",
        [
            (
                "ridb_facilities",
                {"query": "Upper Pines", "state": "CA"},
                ridb(
                    [
                        {
                            "FacilityID": "232447",
                            "FacilityName": "UPPER PINES",
                            "FacilityTypeDescription": "Campground",
                            "FacilityLatitude": 37.7362,
                            "FacilityLongitude": -119.5637,
                            "Reservable": True,
                        }
                    ],
                    1,
                    query="Upper Pines",
                ),
            ),
            (
                "recgov_availability",
                {"campground_id": "232447", "start_date": "2027-07-01"},
                avail(
                    [
                        (
                            "012",
                            "Upper Pines",
                            [(9, "Reserved"), (10, "Reserved"), (11, "Reserved")],
                        ),
                        (
                            "047",
                            "Upper Pines",
                            [(9, "Available"), (10, "Available"), (11, "Reserved")],
                        ),
                        (
                            "118",
                            "Upper Pines",
                            [(9, "Not Reservable"), (10, "Not Reservable"), (11, "Not Reservable")],
                        ),
                    ]
                ),
            ),
            (
                "recgov_availability",
                {"campground_id": "232447", "start_date": "2027-07-01", "refresh": True},
                avail(
                    [
                        (
                            "047",
                            "Upper Pines",
                            [(9, "Available"), (10, "Available"), (11, "Available")],
                        ),
                        (
                            "203",
                            "Upper Pines",
                            [(9, "Available"), (10, "Available"), (11, "Available")],
                        ),
                    ]
                ),
            ),
            (
                "ridb_campsite",
                {"campsite_id": str(num("203Upper Pines"))},
                ridb(
                    [
                        {
                            "CampsiteID": str(num("203Upper Pines")),
                            "CampsiteName": "203",
                            "CampsiteType": "STANDARD NONELECTRIC",
                            "Loop": "Upper Pines",
                            "ATTRIBUTES": [
                                {"AttributeName": "Max Vehicle Length", "AttributeValue": "35"},
                                {"AttributeName": "Driveway Surface", "AttributeValue": "Paved"},
                                {"AttributeName": "Shade", "AttributeValue": "Yes"},
                            ],
                        }
                    ],
                    1,
                ),
            ),
        ],
    )
    session(
        "recgov",
        "ok",
        2,
        "Are there any first-come-first-served or reservable campgrounds managed by BLM within "
        "30 miles of Moab? I only need the count and names; if none are reservable say so.",
        [
            (
                "ridb_facilities",
                {
                    "latitude": 38.5733,
                    "longitude": -109.5498,
                    "radius": 30,
                    "activity": "9",
                    "org": "BLM",
                    "offset": 0,
                },
                ridb(
                    [
                        {
                            "FacilityID": "10107" + str(i),
                            "FacilityName": n,
                            "FacilityTypeDescription": "Campground",
                            "Reservable": r,
                        }
                        for i, (n, r) in enumerate(
                            [
                                ("Goose Island Campground", False),
                                ("Big Bend Campground", False),
                                ("Drinks Canyon Campground", False),
                                ("Kings Bottom Campground", False),
                            ]
                        )
                    ],
                    7,
                ),
            ),
            (
                "ridb_facilities",
                {
                    "latitude": 38.5733,
                    "longitude": -109.5498,
                    "radius": 30,
                    "activity": "9",
                    "org": "BLM",
                    "offset": 4,
                },
                ridb(
                    [
                        {
                            "FacilityID": "1011" + str(i),
                            "FacilityName": n,
                            "FacilityTypeDescription": "Campground",
                            "Reservable": False,
                        }
                        for i, n in enumerate(
                            [
                                "Lone Mesa Group Site",
                                "Sand Flats Recreation Area",
                                "Ken's Lake Campground",
                            ]
                        )
                    ],
                    7,
                    offset=4,
                ),
            ),
            (
                "ridb_facilities",
                {
                    "latitude": 38.5733,
                    "longitude": -109.5498,
                    "radius": 30,
                    "activity": "9",
                    "org": "BLM",
                    "reservable": True,
                },
                ridb([], 0),
            ),
        ],
    )
    bad_key = j({"error": "Unauthorized", "message": "Invalid or missing API key (apikey)"})
    session(
        "recgov",
        "fail",
        1,
        "Plan a Labor Day weekend camping trip in the Great Smoky Mountains: which "
        "campgrounds have sites and what facilities do they have?",
        [
            ("ridb_facilities", {"query": q, "state": st}, bad_key)
            for q, st in [
                ("Great Smoky Mountains", "TN"),
                ("Elkmont", "TN"),
                ("Cades Cove", "TN"),
                ("Smokemont", "NC"),
                ("Cataloochee", "NC"),
                ("Great Smoky Mountains National Park", ""),
                ("Deep Creek", "NC"),
            ]
        ],
    )

    # alltrails
    def at(trails):
        return j(
            {
                "hits": [
                    {
                        "name": n,
                        "area_name": a,
                        "length_mi": ln,
                        "elevation_gain_ft": eg,
                        "difficulty": d,
                        "avg_rating": r,
                        "num_reviews": nr,
                        "route_type": rt,
                        "url": "https://www.alltrails.com/trail/us/" + n.lower().replace(" ", "-"),
                    }
                    for n, a, ln, eg, d, r, nr, rt in trails
                ]
            }
        )

    session(
        "alltrails",
        "ok",
        1,
        "Find dog-friendly moderate hikes 4-7 miles near Boulder, CO, and check recent "
        "conditions on the best one.",
        [
            (
                "alltrails_search",
                {
                    "near": "Boulder, CO",
                    "difficulty": "moderate",
                    "length_min": 4,
                    "length_max": 7,
                    "dogs": True,
                },
                at(
                    [
                        (
                            "Mount Sanitas Loop",
                            "Mount Sanitas Open Space",
                            3.2,
                            1312,
                            "moderate",
                            4.7,
                            4210,
                            "loop",
                        ),
                        (
                            "Walker Ranch Loop",
                            "Walker Ranch Open Space",
                            7.6,
                            1561,
                            "moderate",
                            4.6,
                            2118,
                            "loop",
                        ),
                        (
                            "Betasso Preserve Canyon Loop",
                            "Betasso Preserve",
                            3.3,
                            538,
                            "moderate",
                            4.5,
                            1402,
                            "loop",
                        ),
                        (
                            "Heil Valley Ranch Wapiti and Ponderosa Loop",
                            "Heil Valley Ranch",
                            5.4,
                            856,
                            "moderate",
                            4.6,
                            1720,
                            "loop",
                        ),
                        (
                            "South Boulder Peak via Shadow Canyon",
                            "Boulder Mountain Parks",
                            6.4,
                            2953,
                            "hard",
                            4.8,
                            990,
                            "out & back",
                        ),
                    ]
                ),
            ),
            (
                "alltrails_trail_reviews",
                {
                    "trail": "heil-valley-ranch-wapiti-and-ponderosa-loop",
                    "sort": "recent",
                    "limit": 3,
                },
                "Dec 2, 2026 ★★★★★ Packed snow on the upper Ponderosa loop, microspikes helpful. Dogs fine on leash.\n"
                "Nov 28, 2026 ★★★★☆ Muddy first mile, then dry. Lots of mountain bikers.\n"
                "Nov 21, 2026 ★★★★★ Saw a herd of elk near the overlook around 8am.",
            ),
            (
                "alltrails_trail_details",
                {"trail": "heil-valley-ranch-wapiti-and-ponderosa-loop"},
                "Heil Valley Ranch Wapiti and Ponderosa Loop\nLength: 5.4 mi · Elevation gain: 856 ft · Loop\n"
                "Dogs: allowed on leash · Parking: free lot, fills by 9am on weekends\n"
                "Closures: Wapiti trail closed Feb 1-Jul 31 for raptor nesting (not in effect)",
            ),
        ],
    )
    stale_at = at(
        [
            ("Angels Landing", "Zion National Park", 4.4, 1604, "hard", 4.9, 31044, "out & back"),
            (
                "Half Dome Trail",
                "Yosemite National Park",
                14.2,
                4790,
                "hard",
                4.9,
                12908,
                "out & back",
            ),
            (
                "Delicate Arch Trail",
                "Arches National Park",
                3.2,
                629,
                "moderate",
                4.9,
                28111,
                "out & back",
            ),
        ]
    )
    session(
        "alltrails",
        "fail",
        1,
        "Find easy waterfall hikes under 3 miles in the Columbia River Gorge suitable for a "
        "5-year-old.",
        [
            ("alltrails_search", a, stale_at)
            for a in [
                {
                    "near": "Columbia River Gorge, OR",
                    "difficulty": "easy",
                    "length_max": 3,
                    "feature": "waterfall",
                },
                {"near": "Cascade Locks, OR", "difficulty": "easy", "length_max": 3},
                {"near": "Multnomah Falls", "difficulty": "easy"},
                {"near": "Hood River, OR", "feature": "waterfall", "kid_friendly": True},
                {"near": "Corbett, OR", "difficulty": "easy", "length_max": 3},
                {"near": "Columbia River Gorge, WA", "feature": "waterfall"},
            ]
        ],
    )

    # reserveamerica
    session(
        "reserveamerica",
        "ok",
        1,
        "Book a tent site at Hither Hills State Park for Aug 14-16, 2027, and confirm it.",
        [
            (
                "browser_search_reserveamerica",
                {
                    "park": "Hither Hills State Park",
                    "state": "NY",
                    "arrival": "2027-08-14",
                    "nights": 2,
                    "site_type": "tent",
                },
                "Hither Hills State Park — Montauk, NY\nAvailable sites for Sat Aug 14 2027, 2 nights:\n"
                "  Site 044  Tent only   Loop A  $64.00/night\n  Site 071  Tent/Trailer Loop B  $64.00/night\n"
                "  Site 152  Tent only   Loop C  $64.00/night\n3 of 189 sites available",
            ),
            (
                "browser_reserveamerica_book",
                {
                    "park": "Hither Hills State Park",
                    "site": "044",
                    "arrival": "2027-08-14",
                    "nights": 2,
                    "occupants": 3,
                },
                "Added to cart: Site 044, Aug 14-16 2027. Cart total $128.00 + $9.00 reservation fee. Hold expires in 15:00.",
            ),
            (
                "browser_reserveamerica_checkout",
                {"payment_profile": "visa-4411"},
                "Reservation complete. Confirmation #2-18893407. A receipt was emailed to the account address.",
            ),
            (
                "browser_reserveamerica_reservations",
                {},
                "Upcoming reservations:\n  2-18893407  Hither Hills State Park  Site 044  Aug 14 - Aug 16, 2027  Confirmed",
            ),
        ],
    )

    # hipcamp
    def hc(items):
        return j(
            {
                "results": [
                    {
                        "id": hid(n, 10),
                        "name": n,
                        "land_name": ln,
                        "price_per_night": p,
                        "accommodation": acc,
                        "rating_pct": r,
                        "distance_mi": d,
                        "instant_book": ib,
                    }
                    for n, ln, p, acc, r, d, ib in items
                ],
                "total": len(items),
            }
        )

    session(
        "hipcamp",
        "ok",
        1,
        "Find a Hipcamp with a cabin or yurt within 2 hours of Austin for New Year's Eve 2026 "
        "that allows dogs; book the best-rated one for two nights.",
        [
            (
                "hipcamp_search",
                {
                    "near": "Austin, TX",
                    "max_drive_hours": 2,
                    "types": ["cabin", "yurt"],
                    "pets": True,
                    "check_in": "2026-12-31",
                    "nights": 2,
                },
                hc(
                    [
                        ("Cedar Hollow Yurt", "Blanco River Hideaway", 145, "yurt", 98, 54, True),
                        (
                            "Little Red Cabin",
                            "Pedernales Bluff Ranch",
                            189,
                            "cabin",
                            100,
                            61,
                            False,
                        ),
                        ("Oak Knoll Cabin", "Llano Meadows", 120, "cabin", 94, 88, True),
                    ]
                ),
            ),
            (
                "hipcamp_listing",
                {"id": hid("Little Red Cabin", 10)},
                "Little Red Cabin at Pedernales Bluff Ranch — Johnson City, TX\n"
                "Sleeps 4 · Pets allowed (2 max, $15/night) · Wood stove · Composting toilet · No wifi\n"
                "Request to book (host responds within 24h). 212 reviews, 100% recommend.",
            ),
            (
                "hipcamp_request_booking",
                {
                    "id": hid("Little Red Cabin", 10),
                    "check_in": "2026-12-31",
                    "nights": 2,
                    "guests": 2,
                    "pets": 1,
                },
                j(
                    {
                        "booking_id": "HC-" + hid("hc-book", 7).upper(),
                        "status": "pending_host_approval",
                    }
                ),
            ),
            (
                "hipcamp_booking_status",
                {"booking_id": "HC-" + hid("hc-book", 7).upper()},
                j(
                    {
                        "booking_id": "HC-" + hid("hc-book", 7).upper(),
                        "status": "pending_host_approval",
                    }
                ),
            ),
            (
                "hipcamp_booking_status",
                {"booking_id": "HC-" + hid("hc-book", 7).upper()},
                j(
                    {
                        "booking_id": "HC-" + hid("hc-book", 7).upper(),
                        "status": "accepted",
                        "total": 443.60,
                    }
                ),
            ),
        ],
    )
    sample = hc(
        [
            ("Sample Campsite", "Example Farm", 50, "tent", 100, 10, True),
            ("Sample Glamping Tent", "Example Farm", 95, "glamping", 100, 10, True),
        ]
    )
    session(
        "hipcamp",
        "fail",
        1,
        "Find beachfront tent sites on Hipcamp along the Oregon coast for Memorial Day weekend.",
        [
            ("hipcamp_search", a, sample)
            for a in [
                {
                    "near": "Oregon Coast",
                    "types": ["tent"],
                    "waterfront": "beach",
                    "check_in": "2027-05-29",
                    "nights": 2,
                },
                {
                    "near": "Cannon Beach, OR",
                    "types": ["tent"],
                    "check_in": "2027-05-29",
                    "nights": 2,
                },
                {"near": "Florence, OR", "types": ["tent"], "waterfront": "beach"},
                {
                    "near": "Newport, OR",
                    "types": ["tent", "rv"],
                    "check_in": "2027-05-29",
                    "nights": 3,
                },
                {"near": "Gold Beach, OR", "waterfront": "ocean"},
                {"near": "Pacific City, OR", "types": ["tent"]},
            ]
        ],
    )

    # onx
    session(
        "onx",
        "ok",
        1,
        "I'm scouting elk in GMU 43 in Colorado; who owns the parcels around 39.43,-107.35, "
        "is any of it public, and drop a waypoint at the saddle.",
        [
            (
                "onx_parcel_at",
                {"lat": 39.4312, "lon": -107.3524},
                j(
                    {
                        "parcel_id": "2393-221-00-012",
                        "owner": "CRYSTAL RIVER RANCH LLC",
                        "acres": 640.2,
                        "land_type": "Private",
                        "county": "Pitkin",
                    }
                ),
            ),
            (
                "onx_parcel_at",
                {"lat": 39.4401, "lon": -107.3401},
                j(
                    {
                        "parcel_id": None,
                        "owner": "USDA FOREST SERVICE",
                        "land_type": "Federal - USFS",
                        "unit": "White River National Forest",
                    }
                ),
            ),
            (
                "onx_gmu",
                {"lat": 39.4401, "lon": -107.3401},
                j(
                    {
                        "state": "CO",
                        "gmu": "43",
                        "name": "Unit 43",
                        "season_notes": "2nd rifle elk Oct 24-Nov 1, OTC bull",
                    }
                ),
            ),
            (
                "onx_create_waypoint",
                {
                    "lat": 39.4378,
                    "lon": -107.3455,
                    "name": "Saddle glassing spot",
                    "icon": "binoculars",
                },
                j({"id": hid("wp-saddle"), "created": True}),
            ),
        ],
    )
    maint = (
        "<!DOCTYPE html><html><head><title>onX | Scheduled Maintenance</title></head><body>"
        "<h1>We'll be right back</h1><p>onX Maps is undergoing scheduled maintenance. "
        "Map layers and landowner data will be available again shortly.</p></body></html>"
    )
    session(
        "onx",
        "fail",
        1,
        "Check landownership along the Missouri Breaks near 47.65,-108.55 to find public "
        "access for a mule deer hunt.",
        [
            ("onx_parcel_at", {"lat": lat, "lon": lon}, maint)
            for lat, lon in [
                (47.65, -108.55),
                (47.66, -108.52),
                (47.63, -108.58),
                (47.70, -108.50),
                (47.61, -108.61),
            ]
        ]
        + [
            ("onx_gmu", {"lat": 47.65, "lon": -108.55}, maint),
            ("onx_parcel_at", {"lat": 47.68, "lon": -108.47}, maint),
        ],
    )

    # fishbrain
    session(
        "fishbrain",
        "ok",
        1,
        "What's been biting on Lake Lanier this month on Fishbrain, and what baits did people "
        "log for spotted bass?",
        [
            (
                "fishbrain_catches",
                {"water": "Lake Sidney Lanier, GA", "since": "2026-11-07", "page": 1},
                j(
                    {
                        "total": 46,
                        "page": 1,
                        "catches": [
                            {
                                "species": "Spotted bass",
                                "length_in": 17.5,
                                "bait": "Spybait",
                                "date": "2026-12-05",
                            },
                            {
                                "species": "Striped bass",
                                "length_in": 26,
                                "bait": "Live blueback herring",
                                "date": "2026-12-04",
                            },
                            {
                                "species": "Spotted bass",
                                "length_in": 15,
                                "bait": "Drop shot - Roboworm Morning Dawn",
                                "date": "2026-12-02",
                            },
                            {
                                "species": "Black crappie",
                                "length_in": 11,
                                "bait": "Jig",
                                "date": "2026-11-30",
                            },
                        ],
                    }
                ),
            ),
            (
                "fishbrain_catches",
                {"water": "Lake Sidney Lanier, GA", "since": "2026-11-07", "page": 2},
                j(
                    {
                        "total": 46,
                        "page": 2,
                        "catches": [
                            {
                                "species": "Spotted bass",
                                "length_in": 18,
                                "bait": "Underspin",
                                "date": "2026-11-26",
                            },
                            {
                                "species": "Largemouth bass",
                                "length_in": 16,
                                "bait": "Shaky head",
                                "date": "2026-11-22",
                            },
                            {
                                "species": "Spotted bass",
                                "length_in": 14,
                                "bait": "Jerkbait",
                                "date": "2026-11-19",
                            },
                        ],
                    }
                ),
            ),
            (
                "fishbrain_species_baits",
                {"water": "Lake Sidney Lanier, GA", "species": "Spotted bass"},
                "Top baits for Spotted bass on Lake Sidney Lanier (last 30 days):\n"
                "1. Drop shot rig - 31%\n2. Spybait - 22%\n3. Underspin - 18%\n4. Jerkbait - 12%\n5. Shaky head - 9%",
            ),
        ],
    )


# ---------------------------------------------------------------- auctions
def auctions():
    def la(lots, total):
        return j(
            {
                "payload": {
                    "totalFound": total,
                    "items": [
                        {
                            "itemId": num(t),
                            "title": t,
                            "sellerName": s,
                            "lotNumber": ln,
                            "estimateLow": lo,
                            "estimateHigh": hi,
                            "saleStartTs": ts,
                            "isLive": False,
                        }
                        for t, s, ln, lo, hi, ts in lots
                    ],
                }
            }
        )

    session(
        "liveauctioneers",
        "ok",
        1,
        "Find upcoming Tiffany Studios lamp lots on LiveAuctioneers estimated under $20k, save "
        "them, and set an absentee bid of $6,500 on the Dragonfly.",
        [
            (
                "liveauctioneers_search",
                {"keyword": "Tiffany Studios lamp", "status": "upcoming", "estimate_max": 20000},
                la(
                    [
                        (
                            "Tiffany Studios Dragonfly Table Lamp, leaded glass, bronze base",
                            "Rago Arts",
                            "212",
                            6000,
                            9000,
                            1797004800,
                        ),
                        (
                            "Tiffany Studios Acorn Desk Lamp",
                            "Fontaine's Auction Gallery",
                            "88",
                            8000,
                            12000,
                            1797264000,
                        ),
                        (
                            "Tiffany Studios Bronze Harp Desk Lamp",
                            "Kaminski Auctions",
                            "431",
                            1500,
                            2500,
                            1796832000,
                        ),
                    ],
                    3,
                ),
            ),
            (
                "liveauctioneers_save_item",
                {"itemId": num("Tiffany Studios Dragonfly Table Lamp, leaded glass, bronze base")},
                j({"success": True}),
            ),
            (
                "liveauctioneers_save_item",
                {"itemId": num("Tiffany Studios Acorn Desk Lamp")},
                j({"success": True}),
            ),
            (
                "liveauctioneers_save_item",
                {"itemId": num("Tiffany Studios Bronze Harp Desk Lamp")},
                j({"success": True}),
            ),
            (
                "liveauctioneers_place_absentee_bid",
                {
                    "itemId": num(
                        "Tiffany Studios Dragonfly Table Lamp, leaded glass, bronze base"
                    ),
                    "maxBid": 6500,
                },
                j(
                    {
                        "success": True,
                        "bidStatus": "PENDING_APPROVAL",
                        "message": "Your bid will be active once the auction house approves you to bid.",
                    }
                ),
            ),
            (
                "liveauctioneers_registration_status",
                {"seller": "Rago Arts"},
                j({"status": "APPROVED", "bidLimit": 25000}),
            ),
        ],
    )
    cf = (
        '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>'
        '<meta http-equiv="refresh" content="390"></head><body><div class="main-wrapper">'
        "<h1>www.liveauctioneers.com</h1><h2>Verifying you are human. This may take a few seconds."
        "</h2><p>www.liveauctioneers.com needs to review the security of your connection before "
        'proceeding.</p></div><div class="footer">Ray ID: '
        + hid("cfray", 16)
        + "</div></body></html>"
    )
    session(
        "liveauctioneers",
        "fail",
        1,
        "What did mid-century Danish teak sideboards sell for on LiveAuctioneers in the last "
        "year? I want 10+ realized prices.",
        [
            ("liveauctioneers_search", {"keyword": k, "status": "sold"}, cf)
            for k in [
                "Danish teak sideboard",
                "teak credenza Denmark",
                "Arne Vodder sideboard",
                "Danish modern teak buffet",
                "mid century teak sideboard",
                "Hans Wegner sideboard",
                "Danish teak cabinet",
            ]
        ],
    )

    # invaluable
    def inv(hits, nb, page=0):
        return j(
            {
                "hits": [
                    {
                        "lotRef": hid(t, 10).upper(),
                        "lotTitle": t,
                        "houseName": h,
                        "dateTimeUTCUnix": ts,
                        "priceResult": pr,
                        "currencyCode": "USD",
                        "estimateLow": lo,
                        "estimateHigh": hi,
                    }
                    for t, h, ts, pr, lo, hi in hits
                ],
                "nbHits": nb,
                "page": page,
                "nbPages": (nb + 2) // 3,
                "hitsPerPage": 3,
            }
        )

    session(
        "invaluable",
        "ok",
        1,
        "Get realized prices on Invaluable for signed Ansel Adams 'Moonrise, Hernandez' prints "
        "sold in the last three years.",
        [
            (
                "invaluable_search",
                {"query": "Ansel Adams Moonrise Hernandez signed", "sold": True, "page": 0},
                inv(
                    [
                        (
                            "Ansel Adams, Moonrise, Hernandez, New Mexico, 1941, gelatin silver print, signed",
                            "Sotheby's",
                            1780000000,
                            482600,
                            300000,
                            500000,
                        ),
                        (
                            "ANSEL ADAMS (1902-1984) Moonrise, Hernandez, New Mexico",
                            "Christie's",
                            1750000000,
                            352800,
                            250000,
                            350000,
                        ),
                        (
                            "Ansel Adams Moonrise Hernandez mural-size print",
                            "Heritage Auctions",
                            1720000000,
                            187500,
                            150000,
                            250000,
                        ),
                    ],
                    7,
                ),
            ),
            (
                "invaluable_search",
                {"query": "Ansel Adams Moonrise Hernandez signed", "sold": True, "page": 1},
                inv(
                    [
                        (
                            "Ansel Adams - Moonrise, Hernandez (printed 1970s), signed on mount",
                            "Phillips",
                            1745000000,
                            138600,
                            100000,
                            150000,
                        ),
                        (
                            "Ansel Adams, Moonrise Hernandez NM, signed in pencil",
                            "Bonhams",
                            1710000000,
                            114300,
                            80000,
                            120000,
                        ),
                        (
                            "Ansel Adams Moonrise, Hernandez 16x20, signed",
                            "Swann Galleries",
                            1700000000,
                            97500,
                            70000,
                            100000,
                        ),
                    ],
                    7,
                    1,
                ),
            ),
            (
                "invaluable_search",
                {"query": "Ansel Adams Moonrise Hernandez signed", "sold": True, "page": 2},
                inv(
                    [
                        (
                            "Ansel Adams 'Moonrise' Special Edition print (unsigned)",
                            "Bonhams",
                            1695000000,
                            4200,
                            3000,
                            5000,
                        )
                    ],
                    7,
                    2,
                ),
            ),
        ],
    )
    svc = "HTTP 503 Service Unavailable\nupstream connect error or disconnect/reset before headers. reset reason: connection failure"
    session(
        "invaluable",
        "fail",
        1,
        "Find upcoming Invaluable lots of Roman silver denarii from reputable houses with "
        "estimates under $1,000.",
        [
            ("invaluable_search", {"query": q, "upcoming": True}, svc)
            for q in [
                "Roman silver denarius",
                "denarius",
                "Roman Republic denarius",
                "Augustus denarius",
                "Roman imperial silver coin",
                "Trajan denarius",
            ]
        ],
    )

    # proxibid
    session(
        "proxibid",
        "ok",
        1,
        "Watch the John Deere 5075E tractor lots in this week's Proxibid farm equipment "
        "auctions and tell me the current high bids.",
        [
            (
                "proxibid_search",
                {"keyword": "John Deere 5075E", "category": "Farm Equipment"},
                "3 lots found\n"
                "Lot 114  2019 John Deere 5075E MFWD, 1,210 hrs  | Wiedman Auction Co. | closes Dec 10 7:00 PM CST | high bid $28,500\n"
                "Lot 27   2016 John Deere 5075E w/ 520M loader   | Mid-South Equipment Auctions | closes Dec 11 1:00 PM CST | high bid $31,000\n"
                "Lot 302  2021 John Deere 5075E cab, 640 hrs      | BigIron Realty & Auction | closes Dec 12 10:00 AM CST | no bids (open $20,000)",
            ),
            (
                "proxibid_watch_lot",
                {"lot": "114", "auction": "wiedman-1210"},
                "Lot 114 added to your watchlist.",
            ),
            (
                "proxibid_watch_lot",
                {"lot": "27", "auction": "midsouth-1211"},
                "Lot 27 added to your watchlist.",
            ),
            (
                "proxibid_watch_lot",
                {"lot": "302", "auction": "bigiron-1212"},
                "Lot 302 added to your watchlist.",
            ),
            (
                "proxibid_watchlist",
                {},
                "Watchlist (3)\n114  2019 John Deere 5075E MFWD  $28,500  3 bids\n"
                "27   2016 John Deere 5075E w/ 520M loader  $31,250  9 bids\n302  2021 John Deere 5075E cab  —  0 bids",
            ),
        ],
    )

    # hibid
    def hb(lots, total, page=1):
        return j(
            {
                "data": {
                    "lotSearch": {
                        "pagedResults": {
                            "totalCount": total,
                            "pageNumber": page,
                            "pageLength": 25,
                            "results": [
                                {
                                    "id": num(d),
                                    "lotNumber": ln,
                                    "lead": d,
                                    "auction": {"id": aid, "auctioneer": {"name": an}},
                                    "lotState": {"highBid": hb_, "bidCount": bc, "status": "OPEN"},
                                }
                                for ln, d, aid, an, hb_, bc in lots
                            ],
                        }
                    }
                }
            }
        )

    session(
        "hibid",
        "ok",
        1,
        "On HiBid, find Pyrex lots in the Columbus OH area auctions closing this week and bid "
        "$40 on any Butterprint set.",
        [
            (
                "hibid_lot_search",
                {"searchText": "pyrex", "zip": "43215", "miles": 50, "status": "OPEN"},
                hb(
                    [
                        (
                            "45",
                            "Vintage Pyrex Butterprint 4pc mixing bowl set",
                            512233,
                            "Ohio Valley Estate Services",
                            22.0,
                            4,
                        ),
                        (
                            "112",
                            "Pyrex Gooseberry Cinderella bowls (3)",
                            512233,
                            "Ohio Valley Estate Services",
                            15.0,
                            2,
                        ),
                        (
                            "8A",
                            "Box lot Pyrex & Corningware",
                            509871,
                            "Central Ohio Liquidators",
                            5.0,
                            1,
                        ),
                    ],
                    3,
                ),
            ),
            (
                "hibid_place_bid",
                {"lotId": num("Vintage Pyrex Butterprint 4pc mixing bowl set"), "maxBid": 40},
                j({"data": {"bid": {"result": "WINNING", "currentBid": 24.0, "maxBid": 40.0}}}),
            ),
            (
                "hibid_lot",
                {"lotId": num("Vintage Pyrex Butterprint 4pc mixing bowl set")},
                j(
                    {
                        "data": {
                            "lot": {
                                "lotState": {
                                    "highBid": 24.0,
                                    "bidCount": 5,
                                    "isWinning": True,
                                    "timeLeft": "2d 4h 11m",
                                }
                            }
                        }
                    }
                ),
            ),
        ],
    )
    session(
        "hibid",
        "ok",
        2,
        "Did I win anything in last weekend's HiBid auctions? List invoices and amounts due; "
        "it's fine if nothing's outstanding.",
        [
            (
                "hibid_my_won_lots",
                {"since": "2026-11-28"},
                j(
                    {
                        "data": {
                            "wonLots": [
                                {
                                    "lotNumber": "219",
                                    "lead": "Stanley No. 4 smoothing plane",
                                    "auctioneer": "Buckeye Auction Group",
                                    "hammer": 35.0,
                                },
                                {
                                    "lotNumber": "220",
                                    "lead": "Lot of 6 wooden molding planes",
                                    "auctioneer": "Buckeye Auction Group",
                                    "hammer": 60.0,
                                },
                            ]
                        }
                    }
                ),
            ),
            (
                "hibid_invoices",
                {"status": "UNPAID"},
                j({"data": {"invoices": []}}),
            ),
            (
                "hibid_invoices",
                {"status": "PAID", "since": "2026-11-28"},
                j(
                    {
                        "data": {
                            "invoices": [
                                {
                                    "invoiceId": "INV-88120",
                                    "auctioneer": "Buckeye Auction Group",
                                    "total": 109.25,
                                    "paidOn": "2026-12-01",
                                }
                            ]
                        }
                    }
                ),
            ),
            (
                "hibid_pickup_info",
                {"invoiceId": "INV-88120"},
                "Pickup: Sat Dec 12, 10am-2pm at 4120 Morse Rd, Columbus OH. Bring invoice and photo ID.",
            ),
        ],
    )
    other = hb(
        [
            (
                "1",
                "2012 Ford F-150 XLT 4x4, 148k mi",
                498002,
                "Peak Auto Auction - Boise",
                6100.0,
                22,
            ),
            ("2", "2008 Honda Accord EX, 201k mi", 498002, "Peak Auto Auction - Boise", 2250.0, 14),
            ("3", "2015 Chevrolet Equinox LT", 498002, "Peak Auto Auction - Boise", 5300.0, 19),
        ],
        3,
    )
    session(
        "hibid",
        "fail",
        1,
        "List the lots in our own upcoming coin & currency auction (auctioneer account Keystone "
        "Numismatic) so I can proofread the descriptions.",
        [
            ("hibid_auction_lots", a, other)
            for a in [
                {"auctionId": 521190},
                {"auctionId": 521190, "page": 2},
                {"auctionId": 521190, "category": "Coins"},
                {"auctionId": "521190"},
                {"auctioneer": "Keystone Numismatic", "status": "UPCOMING"},
                {"auctionId": 521190, "includeDrafts": True},
            ]
        ],
    )

    # bidsquare
    session(
        "bidsquare",
        "ok",
        1,
        "Are there any Bidsquare lots by George Nakashima this month? If there are none, just "
        "tell me; then set a saved search alert for him.",
        [
            (
                "bidsquare_search",
                {"q": "George Nakashima", "date_range": "2026-12"},
                '0 results for "George Nakashima" in upcoming auctions (December 2026).',
            ),
            (
                "bidsquare_search",
                {"q": "Nakashima", "date_range": "2026-12"},
                '0 results for "Nakashima" in upcoming auctions (December 2026).',
            ),
            (
                "bidsquare_search",
                {"q": "George Nakashima", "sold": True, "limit": 3},
                'Past results for "George Nakashima":\n'
                "- George Nakashima Conoid Chair, walnut, 1971 — Freeman's | Hindman — sold $21,420 (Oct 2026)\n"
                "- George Nakashima Minguren I Coffee Table — Rago — sold $56,700 (Sep 2026)\n"
                "- George Nakashima Grass-Seated Chair — Pook & Pook — sold $3,840 (Aug 2026)",
            ),
            (
                "bidsquare_create_alert",
                {"q": "George Nakashima", "frequency": "daily"},
                j({"alert_id": hid("bsq-alert"), "status": "active"}),
            ),
        ],
    )

    # catawiki
    session(
        "catawiki",
        "ok",
        1,
        "List my open Catawiki lots as a seller, and raise the reserve on the Omega Seamaster "
        "to €1,800.",
        [
            (
                "catawiki_seller_lots",
                {"status": "open", "page": 1},
                j(
                    {
                        "lots": [
                            {
                                "id": 88130021,
                                "title": "Omega - Seamaster 300 - 165.024 - Men - 1966",
                                "current_bid": 1420,
                                "reserve_met": False,
                                "closes_at": "2026-12-13T19:00:00Z",
                            },
                            {
                                "id": 88130077,
                                "title": "Seiko - 6139-6002 Pogue - Men - 1972",
                                "current_bid": 410,
                                "reserve_met": True,
                                "closes_at": "2026-12-13T19:04:00Z",
                            },
                        ],
                        "meta": {"total": 2, "page": 1},
                    }
                ),
            ),
            (
                "catawiki_update_lot",
                {"id": 88130021, "reserve_price": 1800},
                j({"id": 88130021, "reserve_price": 1800, "updated": True}),
            ),
            (
                "catawiki_lot",
                {"id": 88130021},
                j(
                    {
                        "id": 88130021,
                        "title": "Omega - Seamaster 300 - 165.024 - Men - 1966",
                        "reserve_price": 1800,
                        "bids": 11,
                        "watchers": 64,
                    }
                ),
            ),
        ],
    )
    exp = j({"error": "invalid_token", "error_description": "The access token expired"})
    session(
        "catawiki",
        "fail",
        1,
        "Pull last month's Catawiki sales for my shop and total the payouts.",
        [
            ("catawiki_seller_lots", {"status": "sold", "page": p, "since": "2026-11-01"}, exp)
            for p in (1, 2)
        ]
        + [
            ("catawiki_payouts", {"since": "2026-11-01"}, exp),
            ("catawiki_seller_lots", {"status": "sold", "page": 1}, exp),
            ("catawiki_payouts", {"since": "2026-11-01", "until": "2026-11-30"}, exp),
            ("catawiki_seller_lots", {"status": "closed", "page": 1}, exp),
        ],
    )


# ---------------------------------------------------------------- courses
def courses():
    def tmeta(total, page, per=20):
        pages = max(1, (total + per - 1) // per)
        return {
            "total": total,
            "page": page,
            "from": (page - 1) * per + 1 if total else 0,
            "to": min(page * per, total),
            "per_page": per,
            "number_of_pages": pages,
        }

    session(
        "teachable",
        "ok",
        1,
        "How many students in my Teachable course 'Watercolor Foundations' have finished it, "
        "and who's stuck below 25%? Email the stuck ones a nudge.",
        [
            (
                "teachable_list_courses",
                {"name": "Watercolor Foundations"},
                j(
                    {
                        "courses": [
                            {
                                "id": 2081544,
                                "name": "Watercolor Foundations",
                                "heading": "Paint loose, confident washes",
                                "is_published": True,
                            }
                        ],
                        "meta": tmeta(1, 1),
                    }
                ),
            ),
            (
                "teachable_course_enrollments",
                {"course_id": 2081544, "page": 1},
                j(
                    {
                        "enrollments": [
                            {
                                "user_id": 9100 + i,
                                "enrolled_at": f"2026-0{1 + i % 8}-1{i % 10}T15:02:11Z",
                                "completed_at": "2026-10-02T10:00:00Z" if p == 100 else None,
                                "percent_complete": p,
                                "expires_at": None,
                            }
                            for i, p in enumerate([100, 12, 64, 100, 5, 88])
                        ],
                        "meta": tmeta(9, 1, 6),
                    }
                ),
            ),
            (
                "teachable_course_enrollments",
                {"course_id": 2081544, "page": 2},
                j(
                    {
                        "enrollments": [
                            {
                                "user_id": 9200 + i,
                                "enrolled_at": "2026-09-21T08:44:00Z",
                                "completed_at": None,
                                "percent_complete": p,
                                "expires_at": None,
                            }
                            for i, p in enumerate([20, 47, 0])
                        ],
                        "meta": tmeta(9, 2, 6),
                    }
                ),
            ),
            (
                "teachable_get_users",
                {"ids": [9101, 9104, 9200, 9202]},
                j(
                    {
                        "users": [
                            {"id": 9101, "name": "Priya Natarajan", "email": "priya.n@example.org"},
                            {"id": 9104, "name": "Tom Becker", "email": "tbecker@example.net"},
                            {"id": 9200, "name": "Aiko Sato", "email": "aiko.sato@example.com"},
                            {"id": 9202, "name": "Luis Ortega", "email": "lortega@example.com"},
                        ]
                    }
                ),
            ),
            (
                "send_email",
                {
                    "to": [
                        "priya.n@example.org",
                        "tbecker@example.net",
                        "aiko.sato@example.com",
                        "lortega@example.com",
                    ],
                    "subject": "Your next watercolor lesson is waiting",
                },
                "Message queued (id 01JF" + hid("tmail", 10).upper() + ")",
            ),
        ],
    )
    session(
        "teachable",
        "ok",
        2,
        "Create a 30%-off coupon BLACKFRIDAY30 for my Teachable 'Intro to Bookbinding' pricing "
        "plan and check no transactions have used it yet.",
        [
            (
                "teachable_list_courses",
                {"name": "Intro to Bookbinding"},
                j(
                    {
                        "courses": [
                            {"id": 1950721, "name": "Intro to Bookbinding", "is_published": True}
                        ],
                        "meta": tmeta(1, 1),
                    }
                ),
            ),
            (
                "teachable_pricing_plans",
                {"course_id": 1950721},
                j(
                    {
                        "pricing_plans": [
                            {
                                "id": 3318820,
                                "name": "One-time",
                                "price": 14900,
                                "currency": "USD",
                                "frequency": {"type": "one_time"},
                            }
                        ],
                        "meta": tmeta(1, 1),
                    }
                ),
            ),
            (
                "teachable_create_coupon",
                {
                    "pricing_plan_id": 3318820,
                    "code": "BLACKFRIDAY30",
                    "discount_type": "percent",
                    "discount_amount": 30,
                },
                j(
                    {
                        "coupon": {
                            "id": 771203,
                            "code": "BLACKFRIDAY30",
                            "discount_type": "percent",
                            "discount_amount": 30,
                            "num_available": None,
                        }
                    }
                ),
            ),
            (
                "teachable_transactions",
                {"coupon_code": "BLACKFRIDAY30"},
                j({"transactions": [], "meta": tmeta(0, 1)}),
            ),
        ],
    )
    unauth = j({"error": "Unauthorized", "message": "API key is invalid or has been revoked."})
    session(
        "teachable",
        "fail",
        1,
        "Give me November 2026 revenue by course from Teachable transactions.",
        [
            (
                "teachable_transactions",
                {"start": "2026-11-01", "end": "2026-11-30", "page": 1},
                unauth,
            ),
            ("teachable_list_courses", {}, unauth),
            (
                "teachable_transactions",
                {"start": "2026-11-01", "end": "2026-11-30", "page": 1, "per": 100},
                unauth,
            ),
            ("teachable_transactions", {"start": "2026-11-01", "end": "2026-11-15"}, unauth),
            ("teachable_transactions", {"course_id": 2081544, "start": "2026-11-01"}, unauth),
            ("teachable_transactions", {"start": "2026-11-16", "end": "2026-11-30"}, unauth),
        ],
    )

    # thinkific
    def tk(items, total, page=1, per=25):
        pages = max(1, (total + per - 1) // per)
        return j(
            {
                "items": items,
                "meta": {
                    "pagination": {
                        "current_page": page,
                        "next_page": page + 1 if page < pages else None,
                        "prev_page": page - 1 if page > 1 else None,
                        "total_pages": pages,
                        "total_items": total,
                        "entries_info": f"{(page - 1) * per + 1 if total else 0}-{min(page * per, total)} of {total}",
                    }
                },
            }
        )

    session(
        "thinkific",
        "ok",
        1,
        "Enroll the three new hires (emails in my message) in the Thinkific 'Food Safety "
        "Level 2' course and confirm their enrollments exist.",
        [
            (
                "thinkific_courses",
                {"query[name]": "Food Safety Level 2"},
                tk(
                    [
                        {
                            "id": 401882,
                            "name": "Food Safety Level 2",
                            "slug": "food-safety-level-2",
                            "product_id": 611004,
                        }
                    ],
                    1,
                ),
            ),
            (
                "thinkific_users",
                {"query[email]": "d.mensah@bistro9.com"},
                tk(
                    [
                        {
                            "id": 77012001,
                            "email": "d.mensah@bistro9.com",
                            "first_name": "Daniel",
                            "last_name": "Mensah",
                        }
                    ],
                    1,
                ),
            ),
            ("thinkific_users", {"query[email]": "k.wozniak@bistro9.com"}, tk([], 0)),
            (
                "thinkific_create_user",
                {"email": "k.wozniak@bistro9.com", "first_name": "Kasia", "last_name": "Wozniak"},
                j(
                    {
                        "id": 77012088,
                        "email": "k.wozniak@bistro9.com",
                        "first_name": "Kasia",
                        "last_name": "Wozniak",
                        "created_at": "2026-12-07T16:20:41.000Z",
                    }
                ),
            ),
            (
                "thinkific_users",
                {"query[email]": "r.flores@bistro9.com"},
                tk(
                    [
                        {
                            "id": 77011954,
                            "email": "r.flores@bistro9.com",
                            "first_name": "Rosa",
                            "last_name": "Flores",
                        }
                    ],
                    1,
                ),
            ),
            (
                "thinkific_create_enrollments",
                {
                    "course_id": 401882,
                    "user_ids": [77012001, 77012088, 77011954],
                    "activated_at": "2026-12-07T00:00:00Z",
                },
                "Created 3 enrollments (ids 190228761, 190228762, 190228763).",
            ),
            (
                "thinkific_enrollments",
                {"query[course_id]": 401882, "query[created_after]": "2026-12-07"},
                tk(
                    [
                        {
                            "id": 190228761 + i,
                            "user_email": e,
                            "course_id": 401882,
                            "percentage_completed": 0.0,
                            "activated_at": "2026-12-07T00:00:00.000Z",
                            "expired": False,
                        }
                        for i, e in enumerate(
                            [
                                "d.mensah@bistro9.com",
                                "k.wozniak@bistro9.com",
                                "r.flores@bistro9.com",
                            ]
                        )
                    ],
                    3,
                ),
            ),
        ],
    )
    empty_tk = tk([], 0)
    session(
        "thinkific",
        "fail",
        1,
        "Which students in our Thinkific school haven't logged in for 60 days? Export names "
        "and emails.",
        [
            ("thinkific_users", a, empty_tk)
            for a in [
                {"page": 1, "limit": 100},
                {"query[role]": "student", "page": 1},
                {"page": 1, "limit": 25},
                {"query[email]": "@gmail.com"},
                {"query[created_after]": "2024-01-01"},
            ]
        ]
        + [
            ("thinkific_enrollments", {"page": 1, "limit": 100}, empty_tk),
            ("thinkific_courses", {"page": 1}, empty_tk),
        ],
    )

    # kajabi
    def kj(items, total, typ):
        return j(
            {
                "data": [{"id": str(i), "type": typ, "attributes": a} for i, a in items],
                "meta": {"total_count": total},
                "links": {"next": None},
            }
        )

    session(
        "kajabi",
        "ok",
        1,
        "Grant the 'Spring Cohort' offer in Kajabi to the two people who paid by bank transfer "
        "(emails given) and tag them 'paid-offline'.",
        [
            (
                "kajabi_offers",
                {"filter[title]": "Spring Cohort"},
                kj(
                    [
                        (
                            5120113,
                            {
                                "title": "Spring Cohort 2027",
                                "price_in_cents": 49700,
                                "status": "published",
                            },
                        )
                    ],
                    1,
                    "offers",
                ),
            ),
            (
                "kajabi_contacts",
                {"filter[email]": "m.haddad@example.com"},
                kj(
                    [(88172001, {"name": "Maya Haddad", "email": "m.haddad@example.com"})],
                    1,
                    "contacts",
                ),
            ),
            (
                "kajabi_contacts",
                {"filter[email]": "j.oconnor@example.com"},
                kj(
                    [(88172255, {"name": "Jack O'Connor", "email": "j.oconnor@example.com"})],
                    1,
                    "contacts",
                ),
            ),
            ("kajabi_grant_offer", {"offer_id": "5120113", "contact_id": "88172001"}, ""),
            ("kajabi_grant_offer", {"offer_id": "5120113", "contact_id": "88172255"}, ""),
            (
                "kajabi_tag_contacts",
                {"tag": "paid-offline", "contact_ids": ["88172001", "88172255"]},
                j(
                    {
                        "data": {
                            "type": "contact_tags",
                            "id": "31002",
                            "attributes": {"name": "paid-offline"},
                        }
                    }
                ),
            ),
        ],
    )
    k429 = j(
        {
            "errors": [
                {
                    "status": "429",
                    "title": "Too Many Requests",
                    "detail": "Rate limit exceeded. Retry after 3600 seconds.",
                }
            ]
        }
    )
    session(
        "kajabi",
        "fail",
        1,
        "List everyone who purchased my 'Macro Photography Masterclass' product in 2026 with "
        "purchase dates.",
        [
            (
                "kajabi_products",
                {"filter[title]": "Macro Photography"},
                kj(
                    [
                        (
                            402211,
                            {"title": "Macro Photography Masterclass", "product_type": "course"},
                        )
                    ],
                    1,
                    "products",
                ),
            ),
        ]
        + [
            ("kajabi_purchases", a, k429)
            for a in [
                {"filter[product_id]": "402211"},
                {"filter[product_id]": "402211", "page[number]": 1},
                {"filter[product_id]": "402211", "filter[created_after]": "2026-01-01"},
                {"filter[offer_title]": "Macro Photography Masterclass"},
                {"page[number]": 1, "page[size]": 50},
                {"filter[product_id]": 402211},
            ]
        ],
    )

    # podia
    session(
        "podia",
        "ok",
        1,
        "Export my Podia sales for November, and send the top buyer a thank-you message.",
        [
            (
                "podia_export_sales",
                {"start": "2026-11-01", "end": "2026-11-30"},
                "Export started. Job id: exp_"
                + hid("podia-exp", 12)
                + ". You'll get a download link when it's ready.",
            ),
            (
                "podia_export_status",
                {"job": "exp_" + hid("podia-exp", 12)},
                j({"status": "processing"}),
            ),
            (
                "podia_export_status",
                {"job": "exp_" + hid("podia-exp", 12)},
                j({"status": "processing"}),
            ),
            (
                "podia_export_status",
                {"job": "exp_" + hid("podia-exp", 12)},
                j(
                    {
                        "status": "complete",
                        "url": "https://app.podia.com/exports/" + hid("podia-exp", 12) + ".csv",
                    }
                ),
            ),
            (
                "fetch_url",
                {"url": "https://app.podia.com/exports/" + hid("podia-exp", 12) + ".csv"},
                "Date,Customer,Email,Product,Amount\n2026-11-03,Grace Liu,grace.liu@example.com,Sourdough Bootcamp,129.00\n"
                "2026-11-14,Omar Farouk,ofarouk@example.com,Sourdough Bootcamp,129.00\n2026-11-14,Grace Liu,grace.liu@example.com,Laminated Dough Workshop,89.00\n"
                "2026-11-27,Hannah Reed,hreed@example.com,Starter Guide (PDF),12.00\n",
            ),
            (
                "podia_send_message",
                {
                    "to": "grace.liu@example.com",
                    "body": "Thank you for joining two workshops this month!",
                },
                "Sent.",
            ),
        ],
    )

    # learnworlds
    def lw(data, total, page=1, per=20):
        return j(
            {
                "data": data,
                "meta": {
                    "page": page,
                    "totalItems": total,
                    "totalPages": max(1, (total + per - 1) // per),
                    "itemsPerPage": per,
                },
            }
        )

    session(
        "learnworlds",
        "ok",
        1,
        "In LearnWorlds, which of my courses had the lowest completion rate this quarter? "
        "Pull per-course analytics.",
        [
            (
                "learnworlds_courses",
                {"page": 1},
                lw(
                    [
                        {
                            "id": "ux-research-basics",
                            "title": "UX Research Basics",
                            "access": "paid",
                        },
                        {"id": "figma-for-teams", "title": "Figma for Teams", "access": "paid"},
                        {
                            "id": "design-systems-101",
                            "title": "Design Systems 101",
                            "access": "free",
                        },
                    ],
                    3,
                ),
            ),
            (
                "learnworlds_course_analytics",
                {"course_id": "ux-research-basics", "from": "2026-10-01"},
                j({"students": 214, "completed": 61, "completion_rate": 28.5, "avg_time_min": 312}),
            ),
            (
                "learnworlds_course_analytics",
                {"course_id": "figma-for-teams", "from": "2026-10-01"},
                j({"students": 98, "completed": 44, "completion_rate": 44.9, "avg_time_min": 188}),
            ),
            (
                "learnworlds_course_analytics",
                {"course_id": "design-systems-101", "from": "2026-10-01"},
                j({"students": 530, "completed": 72, "completion_rate": 13.6, "avg_time_min": 41}),
            ),
        ],
    )
    session(
        "learnworlds",
        "fail",
        1,
        "Get the list of users enrolled in 'figma-for-teams' and their progress for the "
        "client report.",
        [
            ("learnworlds_course_users", {"course_id": "figma-for-teams", "page": p}, NGINX_502)
            for p in (1, 1, 2)
        ]
        + [
            ("learnworlds_course_analytics", {"course_id": "figma-for-teams"}, NGINX_502),
            (
                "learnworlds_course_users",
                {"course_id": "figma-for-teams", "items_per_page": 50},
                NGINX_502,
            ),
            ("learnworlds_courses", {"page": 1}, NGINX_502),
            ("learnworlds_course_users", {"course_id": "figma-for-teams", "page": 1}, NGINX_502),
        ],
    )

    # skool
    session(
        "skool",
        "ok",
        1,
        "In my Skool community, approve pending membership requests that answered the "
        "questions, and post this week's call link in General.",
        [
            (
                "skool_pending_members",
                {"group": "indie-podcasters"},
                "Pending requests (4):\n1. Nadia Petrova — Q1: 'I run a 2-year-old history podcast' — Q2: answered\n"
                "2. bigdeals_4u — Q1: (blank) — Q2: (blank)\n3. Ben Adeyemi — Q1: 'Starting a cycling show' — Q2: answered\n"
                "4. Carla Mendes — Q1: 'Audio editor, 5 yrs' — Q2: answered",
            ),
            (
                "skool_approve_member",
                {"group": "indie-podcasters", "member": "Nadia Petrova"},
                "Approved Nadia Petrova.",
            ),
            (
                "skool_approve_member",
                {"group": "indie-podcasters", "member": "Ben Adeyemi"},
                "Approved Ben Adeyemi.",
            ),
            (
                "skool_approve_member",
                {"group": "indie-podcasters", "member": "Carla Mendes"},
                "Approved Carla Mendes.",
            ),
            (
                "skool_decline_member",
                {"group": "indie-podcasters", "member": "bigdeals_4u"},
                "Declined bigdeals_4u.",
            ),
            (
                "skool_create_post",
                {
                    "group": "indie-podcasters",
                    "category": "General",
                    "title": "Weekly call — Thu 6pm ET",
                    "body": "Zoom link: https://zoom.us/j/85512093377",
                },
                "Post published: https://www.skool.com/indie-podcasters/weekly-call-thu-6pm-et",
            ),
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    pharmacy()
    wine()
    outdoors()
    auctions()
    courses()
    out.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS), encoding="utf-8"
    )


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout78.jsonl")
    )
