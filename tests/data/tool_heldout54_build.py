# ruff: noqa: E501
"""Held-out fixture tool_heldout54: identity directories, messaging/telecom APIs, server
provisioning, mainframe operations and machine translation.

Each row is one tool call in the project's real-runs format. Sessions are written as the real
tools and their usual wrappers return them; nothing was tuned to a detector. Formats, family
by family, with how sure the author is of them (written from memory of the tools' docs and
client libraries under a tight time budget; no format was checked against a live system):

Identity providers and directories
- ipa: FreeIPA CLI run through a shell tool (`ipa user-find`, `ipa group-show`, `ipa
  host-find`, `ipa hbacrule-find`); the "N users matched" / "Number of entries returned"
  framing and the Kerberos "did not receive Kerberos credentials" error are the CLI's own.
  Fairly sure of the shapes, field labels approximate.
- jumpcloud: JumpCloud v1/v2 REST (`/api/systemusers` -> {"totalCount", "results"},
  `/api/v2/usergroups/{id}/members` list of {"to": {...}}), via a generic HTTP tool.
  Fairly sure.
- onelogin: OneLogin API v2 (`/api/2/users` list, `/api/2/users/{id}/apps`), the 429 body
  in the v1-style {"status": {...}} envelope. Moderately sure.
- authentik: authentik API v3 (`/api/v3/core/users/` with {"pagination", "results"}).
  Fairly sure of the envelope, fields approximate.
- pingone: PingOne Platform API (`/environments/{id}/users` with HAL "_embedded"), the
  401 {"code": "ACCESS_FAILED", ...} error. Fairly sure.
- zitadel: ZITADEL v2 user service search (`/v2/users`, {"details", "result"}). Moderately
  sure.

Messaging and telecom APIs
- telnyx: Telnyx v2 (`/v2/messages` {"data": {...}}, errors {"errors": [{"code", "title",
  "detail"}]}). Fairly sure.
- sinch: Sinch SMS REST (`/xms/v1/{plan}/batches`, delivery_report). Fairly sure.
- infobip: Infobip SMS (`/sms/2/text/advanced` {"bulkId", "messages"}, `/sms/1/logs`
  {"results": [...]}). Fairly sure.
- africastalking: Africa's Talking SMS (`SMSMessageData` with "Recipients"), plain-text
  auth error. Fairly sure.
- kaleyra: Kaleyra v1 messages API ({"id", "type", "data": [...]}). Less sure.
- messente: Messente omnimessage API ({"messages": [...], "omnimessage": id}); the
  maintenance page is a generic HTML 503. Moderately sure.

Server provisioning and configuration
- cfengine: cf-promises / cf-agent output and Mission Portal inventory API JSON. Fairly
  sure of the agent log lines, less of the API body.
- rudder: Rudder REST API ({"action", "result", "data"}). Fairly sure.
- hammer: Foreman `hammer` CLI tables and task progress. Fairly sure.
- juju: `juju status`, `juju run`, `juju show-task` text. Fairly sure.
- maas: `maas <profile> machines read` JSON and the nginx 502 page. Fairly sure.
- cobbler: `cobbler system list/report`, `cobbler sync` text. Fairly sure.

Mainframe operations
- zowe: Zowe CLI `zos-files list ds`, `zos-jobs submit/view` text and its error framing.
  Fairly sure.
- runmqsc: IBM MQ runmqsc AMQ message output. Fairly sure.
- racf: TSO LISTUSER / SEARCH / ALTUSER output through a TSO command tool. Moderately sure.
- ims: IMS type-1 commands (/DISPLAY, /START) through an IMS command tool. Moderately sure.
- zosmf: z/OSMF REST files and jobs JSON, the 503 HTML page. Fairly sure.
- sdsf: SDSF REXX (ISFEXEC ST) output written by a small exec through a shell tool; the
  timeout text is the shell tool's own. Moderately sure.

Machine translation APIs
- google-translate: Cloud Translation v2/v3 JSON and the 429 quota error. Fairly sure.
- amazon-translate: Amazon Translate via AWS CLI JSON and ThrottlingException. Fairly sure.
- modernmt: ModernMT REST ({"status", "data": {...}}). Moderately sure.
- systran: SYSTRAN Translate API ({"outputs": [...]}), 401 error body. Moderately sure.
- libretranslate: LibreTranslate (`/translate` {"translatedText"}, `/detect`). Sure.
- lingvanex: Lingvanex cloud API ({"err": null, "result": ...}). Moderately sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SRC = "heldout54"


def h(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def uid(s: str) -> str:
    x = hashlib.sha256(s.encode()).hexdigest()
    return f"{x[:8]}-{x[8:12]}-{x[12:16]}-{x[16:20]}-{x[20:32]}"


def j(o) -> str:
    return json.dumps(o, indent=2)


def jc(o) -> str:
    return json.dumps(o)


SESSIONS: list[tuple[str, bool, str, list[tuple[str, dict, str]]]] = []


def ses(family: str, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    SESSIONS.append((family, ok, task, calls))


def sh(cmd: str, out: str) -> tuple[str, dict, str]:
    return ("run_shell", {"command": cmd}, out)


def http(method: str, url: str, out: str, body: dict | None = None, tool="http_request"):
    a = {"method": method, "url": url}
    if body is not None:
        a["body"] = body
    return (tool, a, out)


# ---------------------------------------------------------------- identity
def ipa_user(login, first, last, uidn, groups):
    return (
        f"  User login: {login}\n  First name: {first}\n  Last name: {last}\n"
        f"  Home directory: /home/{login}\n  Login shell: /bin/bash\n"
        f"  Principal name: {login}@CORP.EXAMPLE.ORG\n  Email address: {login}@corp.example.org\n"
        f"  UID: {uidn}\n  GID: {uidn}\n  Account disabled: False\n"
        f"  Member of groups: {', '.join(groups)}\n"
    )


ses(
    "ipa",
    True,
    "Who is in the dba-oncall group, and add Priya Raman (praman) to it.",
    [
        sh(
            "ipa group-show dba-oncall",
            "  Group name: dba-oncall\n  Description: Database on-call rotation\n"
            "  GID: 1418200014\n  Member users: tkowalski, mdelacroix, jbaptiste\n"
            "  Member of HBAC rule: allow_db_hosts\n",
        ),
        sh(
            "ipa user-show praman",
            ipa_user("praman", "Priya", "Raman", 1418200231, ["ipausers", "analytics"]),
        ),
        sh(
            "ipa group-add-member dba-oncall --users=praman",
            "  Group name: dba-oncall\n  Description: Database on-call rotation\n"
            "  GID: 1418200014\n  Member users: tkowalski, mdelacroix, jbaptiste, praman\n"
            "  Member of HBAC rule: allow_db_hosts\n-------------------------\n"
            "Number of members added 1\n-------------------------\n",
        ),
        sh(
            "ipa hbacrule-show allow_db_hosts",
            "  Rule name: allow_db_hosts\n  Enabled: TRUE\n  User Groups: dba-oncall\n"
            "  Host Groups: db-servers\n  Services: sshd, sudo\n",
        ),
    ],
)
ses(
    "ipa",
    True,
    "Check whether a host entry for build07 still exists in IdM before we reuse the name; "
    "also list any sudo rules that mention it.",
    [
        sh(
            "ipa host-find build07",
            "---------------\n0 hosts matched\n---------------\n----------------------------\n"
            "Number of entries returned 0\n----------------------------\n",
        ),
        sh(
            "ipa host-find --in-hostgroups=ci-runners",
            "---------------\n3 hosts matched\n---------------\n"
            "  Host name: build04.corp.example.org\n  Platform: x86_64\n"
            "  Operating system: 5.14.0-427.el9.x86_64\n  Keytab: True\n\n"
            "  Host name: build05.corp.example.org\n  Platform: x86_64\n"
            "  Operating system: 5.14.0-427.el9.x86_64\n  Keytab: True\n\n"
            "  Host name: build08.corp.example.org\n  Platform: aarch64\n"
            "  Operating system: 5.14.0-503.el9.aarch64\n  Keytab: True\n"
            "----------------------------\nNumber of entries returned 3\n"
            "----------------------------\n",
        ),
        sh(
            "ipa sudorule-find --hosts=build07.corp.example.org",
            "-------------------\n0 Sudo Rules matched\n-------------------\n"
            "----------------------------\nNumber of entries returned 0\n"
            "----------------------------\n",
        ),
        sh(
            "ipa dnsrecord-find corp.example.org --name=build07",
            "ipa: ERROR: build07: DNS resource record not found\n",
        ),
        sh(
            "ipa sudorule-find ci",
            "-------------------\n1 Sudo Rule matched\n-------------------\n"
            "  Rule name: ci-runner-docker\n  Enabled: TRUE\n  Host Groups: ci-runners\n"
            "  Sudo Allow Commands: /usr/bin/docker, /usr/bin/podman\n"
            "  RunAs External User: root\n----------------------------\n"
            "Number of entries returned 1\n----------------------------\n",
        ),
    ],
)
KRB = "ipa: ERROR: did not receive Kerberos credentials\n"
ses(
    "ipa",
    False,
    "Find every user whose password expires this week and list their manager.",
    [
        sh("ipa user-find --sizelimit=500 --all", KRB),
        sh("ipa user-find --all --raw | grep -i krbPasswordExpiration", KRB),
        sh("ipa pwpolicy-show", KRB),
        sh("ipa user-show jbaptiste --all", KRB),
        sh("ipa user-find --in-groups=ipausers", KRB),
        sh("ipa group-show admins", KRB),
        sh("ipa user-find --manager=mdelacroix", KRB),
    ],
)

JC_USERS = [
    {
        "_id": h("jc" + n, 24),
        "username": n,
        "email": f"{n}@harborlight.io",
        "firstname": f,
        "lastname": ln,
        "activated": True,
        "suspended": s,
        "mfa": {"configured": m},
    }
    for n, f, ln, s, m in [
        ("acheng", "Alice", "Cheng", False, True),
        ("bokafor", "Bola", "Okafor", False, False),
        ("cmuller", "Clara", "Muller", True, False),
        ("dsato", "Daiki", "Sato", False, True),
        ("eivanova", "Elena", "Ivanova", False, False),
        ("fnguyen", "Felix", "Nguyen", False, True),
    ]
]
ses(
    "jumpcloud",
    True,
    "List JumpCloud users who have not configured MFA, and put them into the mfa-enrolment "
    "user group.",
    [
        http(
            "GET",
            "https://console.jumpcloud.com/api/systemusers?limit=3&skip=0",
            j({"totalCount": 6, "results": JC_USERS[:3]}),
        ),
        http(
            "GET",
            "https://console.jumpcloud.com/api/systemusers?limit=3&skip=3",
            j({"totalCount": 6, "results": JC_USERS[3:]}),
        ),
        http(
            "GET",
            "https://console.jumpcloud.com/api/v2/usergroups?filter=name:eq:mfa-enrolment",
            j(
                [
                    {
                        "id": h("grp-mfa", 24),
                        "name": "mfa-enrolment",
                        "type": "user_group",
                        "attributes": None,
                    }
                ]
            ),
        ),
        http(
            "POST",
            f"https://console.jumpcloud.com/api/v2/usergroups/{h('grp-mfa', 24)}/members",
            "HTTP 204 No Content",
            {"op": "add", "type": "user", "id": JC_USERS[1]["_id"]},
        ),
        http(
            "POST",
            f"https://console.jumpcloud.com/api/v2/usergroups/{h('grp-mfa', 24)}/members",
            "HTTP 204 No Content",
            {"op": "add", "type": "user", "id": JC_USERS[4]["_id"]},
        ),
        http(
            "GET",
            f"https://console.jumpcloud.com/api/v2/usergroups/{h('grp-mfa', 24)}/members",
            j(
                [
                    {
                        "attributes": None,
                        "to": {"attributes": None, "id": JC_USERS[1]["_id"], "type": "user"},
                    },
                    {
                        "attributes": None,
                        "to": {"attributes": None, "id": JC_USERS[4]["_id"], "type": "user"},
                    },
                ]
            ),
        ),
    ],
)
JE = j({"totalCount": 0, "results": []})
ses(
    "jumpcloud",
    False,
    "Which of our Mac laptops have not checked in to JumpCloud for 30 days, and who owns them?",
    [
        http(
            "GET",
            "https://console.jumpcloud.com/api/systems?limit=100&filter=os:$eq:Mac%20OS%20X",
            JE,
        ),
        http("GET", "https://console.jumpcloud.com/api/systems?limit=100", JE),
        http(
            "GET",
            "https://console.jumpcloud.com/api/systems?limit=100&search[fields][]=hostname&search[searchTerm]=MBP",
            JE,
        ),
        http("GET", "https://console.jumpcloud.com/api/systemusers?limit=50", JE),
        http(
            "GET",
            "https://console.jumpcloud.com/api/systemusers?filter=email:$eq:acheng@harborlight.io",
            JE,
        ),
        http("GET", "https://console.jumpcloud.com/api/v2/systemgroups", "[]"),
        http("GET", "https://console.jumpcloud.com/api/systems?limit=100&skip=100", JE),
    ],
)

OL = "https://harborlight.onelogin.com/api/2"
ses(
    "onelogin",
    True,
    "Offboard Marco Ruiz in OneLogin: find him, list his apps, then lock the account.",
    [
        http(
            "GET",
            f"{OL}/users?email=marco.ruiz@harborlight.io",
            j(
                [
                    {
                        "id": 88412301,
                        "firstname": "Marco",
                        "lastname": "Ruiz",
                        "email": "marco.ruiz@harborlight.io",
                        "username": "mruiz",
                        "status": 1,
                        "state": 1,
                        "last_login": "2026-12-04T16:22:09.114Z",
                        "department": "Field Sales",
                        "manager_user_id": 88410077,
                    }
                ]
            ),
        ),
        http(
            "GET",
            f"{OL}/users/88412301/apps",
            j(
                [
                    {
                        "id": 512200,
                        "name": "Salesforce",
                        "icon_url": None,
                        "provisioning_status": "provisioned",
                        "login_id": 2201,
                        "extension": False,
                    },
                    {
                        "id": 512244,
                        "name": "Gong",
                        "icon_url": None,
                        "provisioning_status": "provisioned",
                        "login_id": 2209,
                        "extension": False,
                    },
                    {
                        "id": 512390,
                        "name": "Zoom",
                        "icon_url": None,
                        "provisioning_status": None,
                        "login_id": 2217,
                        "extension": False,
                    },
                ]
            ),
        ),
        http("PUT", f"{OL}/users/88412301", j({"id": 88412301}), {"status": 3}),
        http(
            "GET",
            f"{OL}/users/88412301",
            j(
                {
                    "id": 88412301,
                    "firstname": "Marco",
                    "lastname": "Ruiz",
                    "status": 3,
                    "state": 1,
                    "locked_until": None,
                    "updated_at": "2026-12-07T18:02:44.501Z",
                }
            ),
        ),
    ],
)
OL429 = j(
    {
        "status": {
            "error": True,
            "code": 429,
            "type": "Too Many Requests",
            "message": "Rate limit exceeded. Limit 5000 per hour; resets in 2841 seconds.",
        }
    }
)
ses(
    "onelogin",
    False,
    "Produce a list of OneLogin users in the Finance department who never logged in.",
    [
        http("GET", f"{OL}/users?department=Finance", OL429),
        http("GET", f"{OL}/users?department=Finance&fields=id,email,last_login", OL429),
        http("GET", f"{OL}/users?limit=50&page=1", OL429),
        http("GET", f"{OL}/users?last_login_since=1970-01-01T00:00:00Z", OL429),
        http("GET", f"{OL}/roles?name=Finance", OL429),
        http("GET", f"{OL}/users?department=finance", OL429),
        http("GET", f"{OL}/users?directory_id=41220", OL429),
        http("GET", f"{OL}/groups", OL429),
    ],
)

AK = "https://sso.harborlight.io/api/v3"
ses(
    "authentik",
    True,
    "In authentik, find the service accounts created for the Grafana integration and tell me "
    "when their tokens expire.",
    [
        (
            "authentik_api",
            {"path": "/core/users/", "params": {"type": "service_account", "page": 1}},
            j(
                {
                    "pagination": {
                        "next": 2,
                        "previous": 0,
                        "count": 4,
                        "current": 1,
                        "total_pages": 2,
                        "start_index": 1,
                        "end_index": 2,
                    },
                    "results": [
                        {
                            "pk": 41,
                            "username": "ak-outpost-" + h("op1", 32),
                            "name": "Outpost embedded",
                            "is_active": True,
                            "type": "internal_service_account",
                            "path": "goauthentik.io/outposts",
                        },
                        {
                            "pk": 57,
                            "username": "svc-backup",
                            "name": "Backup exporter",
                            "is_active": True,
                            "type": "service_account",
                            "path": "users",
                        },
                    ],
                }
            ),
        ),
        (
            "authentik_api",
            {"path": "/core/users/", "params": {"type": "service_account", "page": 2}},
            j(
                {
                    "pagination": {
                        "next": 0,
                        "previous": 1,
                        "count": 4,
                        "current": 2,
                        "total_pages": 2,
                        "start_index": 3,
                        "end_index": 4,
                    },
                    "results": [
                        {
                            "pk": 63,
                            "username": "svc-grafana-sync",
                            "name": "Grafana team sync",
                            "is_active": True,
                            "type": "service_account",
                            "path": "users",
                        },
                        {
                            "pk": 64,
                            "username": "svc-grafana-alerts",
                            "name": "Grafana alert webhook",
                            "is_active": False,
                            "type": "service_account",
                            "path": "users",
                        },
                    ],
                }
            ),
        ),
        (
            "authentik_api",
            {"path": "/core/tokens/", "params": {"user__username": "svc-grafana-sync"}},
            j(
                {
                    "pagination": {
                        "next": 0,
                        "previous": 0,
                        "count": 1,
                        "current": 1,
                        "total_pages": 1,
                        "start_index": 1,
                        "end_index": 1,
                    },
                    "results": [
                        {
                            "pk": uid("tok63"),
                            "identifier": "service-account-svc-grafana-sync-password",
                            "intent": "app_password",
                            "expiring": True,
                            "expires": "2027-03-02T09:14:00Z",
                            "user": 63,
                        }
                    ],
                }
            ),
        ),
        (
            "authentik_api",
            {"path": "/core/tokens/", "params": {"user__username": "svc-grafana-alerts"}},
            j(
                {
                    "pagination": {
                        "next": 0,
                        "previous": 0,
                        "count": 0,
                        "current": 1,
                        "total_pages": 1,
                        "start_index": 0,
                        "end_index": 0,
                    },
                    "results": [],
                }
            ),
        ),
    ],
)

PO = "https://api.pingone.eu/v1/environments/" + uid("pingenv")
ses(
    "pingone",
    True,
    "In PingOne, how many users are in the Contractors population, and disable the ones whose "
    "contract ended (title contains 'ended').",
    [
        http(
            "GET",
            f"{PO}/populations?filter=name%20eq%20%22Contractors%22",
            j(
                {
                    "_links": {"self": {"href": f"{PO}/populations"}},
                    "_embedded": {
                        "populations": [
                            {
                                "id": uid("popc"),
                                "name": "Contractors",
                                "userCount": 3,
                                "default": False,
                            }
                        ]
                    },
                    "count": 1,
                    "size": 1,
                }
            ),
        ),
        http(
            "GET",
            f"{PO}/users?filter=population.id%20eq%20%22{uid('popc')}%22",
            j(
                {
                    "_embedded": {
                        "users": [
                            {
                                "id": uid("u1"),
                                "username": "k.osei",
                                "title": "Contractor - ended 2026-11-30",
                                "enabled": True,
                            },
                            {
                                "id": uid("u2"),
                                "username": "l.brandt",
                                "title": "Contractor",
                                "enabled": True,
                            },
                            {
                                "id": uid("u3"),
                                "username": "s.haddad",
                                "title": "Contractor - ended 2026-10-15",
                                "enabled": True,
                            },
                        ]
                    },
                    "count": 3,
                    "size": 3,
                }
            ),
        ),
        http("PUT", f"{PO}/users/{uid('u1')}/enabled", j({"enabled": False}), {"enabled": False}),
        http("PUT", f"{PO}/users/{uid('u3')}/enabled", j({"enabled": False}), {"enabled": False}),
    ],
)
PO401 = j(
    {
        "id": "",
        "code": "ACCESS_FAILED",
        "message": "The request could not be completed. The access token is expired.",
    }
)
ses(
    "pingone",
    False,
    "List PingOne users who have no MFA device registered.",
    [
        http("GET", f"{PO}/users?limit=100", PO401.replace('""', f'"{uid("e1")}"')),
        http(
            "GET",
            f"{PO}/users?filter=mfaEnabled%20eq%20false",
            PO401.replace('""', f'"{uid("e2")}"'),
        ),
        http("GET", f"{PO}/users/{uid('u2')}/devices", PO401.replace('""', f'"{uid("e3")}"')),
        http("GET", f"{PO}/populations", PO401.replace('""', f'"{uid("e4")}"')),
        http(
            "GET", f"{PO}/users?limit=25&expand=population", PO401.replace('""', f'"{uid("e5")}"')
        ),
        http("GET", f"{PO}/users/{uid('u1')}/devices", PO401.replace('""', f'"{uid("e6")}"')),
        http("GET", f"{PO}/mfaPolicies", PO401.replace('""', f'"{uid("e7")}"')),
    ],
)

ZT = "https://auth.harborlight.io"
NOOR = "29" + str(int(h("noor", 12), 16))[:16]
ses(
    "zitadel",
    True,
    "Create a ZITADEL human user for the new hire Noor Haddad (noor.haddad@harborlight.io) and "
    "grant her the 'viewer' role on the Reports project.",
    [
        (
            "zitadel_api",
            {
                "method": "POST",
                "path": "/v2/users/search",
                "body": {
                    "queries": [{"emailQuery": {"emailAddress": "noor.haddad@harborlight.io"}}]
                },
            },
            j(
                {
                    "details": {"totalResult": "0", "timestamp": "2026-12-07T18:05:10.421Z"},
                    "result": [],
                }
            ),
        ),
        (
            "zitadel_api",
            {
                "method": "POST",
                "path": "/v2/users/human",
                "body": {
                    "profile": {"givenName": "Noor", "familyName": "Haddad"},
                    "email": {"email": "noor.haddad@harborlight.io"},
                },
            },
            j(
                {
                    "userId": NOOR,
                    "details": {
                        "sequence": "1182",
                        "changeDate": "2026-12-07T18:05:12.009Z",
                        "resourceOwner": "2887711",
                    },
                }
            ),
        ),
        (
            "zitadel_api",
            {
                "method": "POST",
                "path": "/management/v1/projects/_search",
                "body": {"queries": [{"nameQuery": {"name": "Reports"}}]},
            },
            j(
                {
                    "details": {"totalResult": "1"},
                    "result": [
                        {
                            "id": "2887790",
                            "details": {"sequence": "44"},
                            "name": "Reports",
                            "state": "PROJECT_STATE_ACTIVE",
                            "projectRoleAssertion": True,
                        }
                    ],
                }
            ),
        ),
        (
            "zitadel_api",
            {
                "method": "POST",
                "path": f"/management/v1/users/{NOOR}/grants",
                "body": {"projectId": "2887790", "roleKeys": ["viewer"]},
            },
            j(
                {
                    "userGrantId": "2950" + str(int(h("grant", 12), 16))[:14],
                    "details": {
                        "sequence": "1183",
                        "creationDate": "2026-12-07T18:05:14.550Z",
                        "resourceOwner": "2887711",
                    },
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- messaging
TX = "https://api.telnyx.com/v2"
TXID = uid("telnyx-msg-1")


def tx_msg(status):
    return j(
        {
            "data": {
                "record_type": "message",
                "direction": "outbound",
                "id": TXID,
                "type": "SMS",
                "messaging_profile_id": uid("tx-profile"),
                "from": {"phone_number": "+13125550147", "carrier": "Telnyx", "line_type": "VoIP"},
                "to": [
                    {
                        "phone_number": "+13125550199",
                        "status": status,
                        "carrier": "T-MOBILE USA, INC.",
                        "line_type": "Wireless",
                    }
                ],
                "text": "Your pharmacy order #44821 is ready for pickup.",
                "parts": 1,
                "encoding": "GSM-7",
                "cost": {"amount": "0.0040", "currency": "USD"} if status == "delivered" else None,
                "errors": [],
            }
        }
    )


ses(
    "telnyx",
    True,
    "Send the pickup text for order 44821 to +13125550199 via Telnyx and confirm it was delivered.",
    [
        http(
            "POST",
            f"{TX}/messages",
            tx_msg("queued"),
            {
                "from": "+13125550147",
                "to": "+13125550199",
                "text": "Your pharmacy order #44821 is ready for pickup.",
            },
        ),
        http("GET", f"{TX}/messages/{TXID}", tx_msg("sending")),
        http("GET", f"{TX}/messages/{TXID}", tx_msg("sent")),
        http("GET", f"{TX}/messages/{TXID}", tx_msg("delivered")),
    ],
)
TX401 = j(
    {
        "errors": [
            {
                "code": "10009",
                "title": "Authentication failed",
                "detail": "The API key looks malformed. Check that you copied it correctly.",
                "meta": {"url": "https://developers.telnyx.com/docs/overview/errors/10009"},
            }
        ]
    }
)
ses(
    "telnyx",
    False,
    "Which of our Telnyx numbers are on the 'support-line' messaging profile, and what did they "
    "send yesterday?",
    [
        http("GET", f"{TX}/messaging_profiles?filter[name]=support-line", TX401),
        http("GET", f"{TX}/messaging_profiles", TX401),
        http("GET", f"{TX}/phone_numbers?page[size]=50", TX401),
        http("GET", f"{TX}/phone_numbers/messaging", TX401),
        http(
            "GET",
            f"{TX}/detail_records?filter[record_type]=messaging&filter[date_range]=yesterday",
            TX401,
        ),
        http("GET", f"{TX}/messaging_profiles?page[number]=1&page[size]=20", TX401),
        http("GET", f"{TX}/balance", TX401),
    ],
)

SN = "https://us.sms.api.sinch.com/xms/v1/" + h("sinchplan", 32)
BID = "01J" + h("sinchbatch", 23).upper()
ses(
    "sinch",
    True,
    "Text the three shift leads (+46701234501, +46701234502, +46701234503) that the Kista "
    "warehouse opens at 06:00 tomorrow, then check how many got it.",
    [
        http(
            "POST",
            f"{SN}/batches",
            j(
                {
                    "id": BID,
                    "to": ["46701234501", "46701234502", "46701234503"],
                    "from": "Lagerhus",
                    "canceled": False,
                    "body": "Kista opens 06:00 tomorrow.",
                    "type": "mt_text",
                    "created_at": "2026-12-07T17:41:03.512Z",
                    "modified_at": "2026-12-07T17:41:03.512Z",
                    "delivery_report": "summary",
                    "expire_at": "2026-12-10T17:41:03.512Z",
                    "flash_message": False,
                }
            ),
            {
                "from": "Lagerhus",
                "to": ["46701234501", "46701234502", "46701234503"],
                "body": "Kista opens 06:00 tomorrow.",
                "delivery_report": "summary",
            },
        ),
        http(
            "GET",
            f"{SN}/batches/{BID}/delivery_report",
            j(
                {
                    "batch_id": BID,
                    "statuses": [{"code": 401, "count": 3, "status": "Dispatched"}],
                    "total_message_count": 3,
                    "type": "delivery_report_sms",
                }
            ),
        ),
        http(
            "GET",
            f"{SN}/batches/{BID}/delivery_report",
            j(
                {
                    "batch_id": BID,
                    "statuses": [
                        {"code": 0, "count": 2, "status": "Delivered"},
                        {"code": 401, "count": 1, "status": "Dispatched"},
                    ],
                    "total_message_count": 3,
                    "type": "delivery_report_sms",
                }
            ),
        ),
        http(
            "GET",
            f"{SN}/batches/{BID}/delivery_report?type=full",
            j(
                {
                    "batch_id": BID,
                    "statuses": [
                        {
                            "code": 0,
                            "count": 2,
                            "recipients": ["46701234501", "46701234503"],
                            "status": "Delivered",
                        },
                        {
                            "code": 402,
                            "count": 1,
                            "recipients": ["46701234502"],
                            "status": "Failed",
                        },
                    ],
                    "total_message_count": 3,
                    "type": "delivery_report_sms",
                }
            ),
        ),
        http(
            "GET",
            f"{SN}/batches/{BID}/delivery_report/46701234502",
            j(
                {
                    "at": "2026-12-07T17:44:20.002Z",
                    "batch_id": BID,
                    "code": 402,
                    "recipient": "46701234502",
                    "status": "Failed",
                    "type": "recipient_delivery_report_sms",
                    "operator_status_at": "2026-12-07T17:44:19Z",
                }
            ),
        ),
    ],
)

IB = "https://xk91m.api.infobip.com"
ses(
    "infobip",
    True,
    "Send the outage notice to our two on-site engineers through Infobip and report their status.",
    [
        http(
            "POST",
            f"{IB}/sms/2/text/advanced",
            j(
                {
                    "bulkId": "bulk-" + h("ibbulk", 12),
                    "messages": [
                        {
                            "messageId": h("ibm1", 20),
                            "status": {
                                "description": "Message sent to next instance",
                                "groupId": 1,
                                "groupName": "PENDING",
                                "id": 26,
                                "name": "PENDING_ACCEPTED",
                            },
                            "to": "4915112345670",
                        },
                        {
                            "messageId": h("ibm2", 20),
                            "status": {
                                "description": "Message sent to next instance",
                                "groupId": 1,
                                "groupName": "PENDING",
                                "id": 26,
                                "name": "PENDING_ACCEPTED",
                            },
                            "to": "4915112345671",
                        },
                    ],
                }
            ),
            {
                "messages": [
                    {
                        "destinations": [{"to": "4915112345670"}, {"to": "4915112345671"}],
                        "from": "NetOps",
                        "text": "Hall B power outage, on site by 19:30.",
                    }
                ]
            },
        ),
        http("GET", f"{IB}/sms/1/reports?bulkId=bulk-{h('ibbulk', 12)}", j({"results": []})),
        http(
            "GET",
            f"{IB}/sms/1/logs?bulkId=bulk-{h('ibbulk', 12)}",
            j(
                {
                    "results": [
                        {
                            "bulkId": "bulk-" + h("ibbulk", 12),
                            "messageId": h("ibm1", 20),
                            "to": "4915112345670",
                            "from": "NetOps",
                            "text": "Hall B power outage, on site by 19:30.",
                            "sentAt": "2026-12-07T17:50:02.110+0000",
                            "doneAt": "2026-12-07T17:50:06.870+0000",
                            "smsCount": 1,
                            "mccMnc": "26201",
                            "price": {"pricePerMessage": 0.072, "currency": "EUR"},
                            "status": {
                                "groupId": 3,
                                "groupName": "DELIVERED",
                                "id": 5,
                                "name": "DELIVERED_TO_HANDSET",
                                "description": "Message delivered to handset",
                            },
                            "error": {
                                "groupId": 0,
                                "groupName": "OK",
                                "id": 0,
                                "name": "NO_ERROR",
                                "description": "No Error",
                                "permanent": False,
                            },
                        },
                        {
                            "bulkId": "bulk-" + h("ibbulk", 12),
                            "messageId": h("ibm2", 20),
                            "to": "4915112345671",
                            "from": "NetOps",
                            "text": "Hall B power outage, on site by 19:30.",
                            "sentAt": "2026-12-07T17:50:02.114+0000",
                            "doneAt": "2026-12-07T17:50:03.001+0000",
                            "smsCount": 1,
                            "mccMnc": "26203",
                            "price": {"pricePerMessage": 0.072, "currency": "EUR"},
                            "status": {
                                "groupId": 1,
                                "groupName": "PENDING",
                                "id": 7,
                                "name": "PENDING_ENROUTE",
                                "description": "Message sent to next instance",
                            },
                            "error": {
                                "groupId": 0,
                                "groupName": "OK",
                                "id": 0,
                                "name": "NO_ERROR",
                                "description": "No Error",
                                "permanent": False,
                            },
                        },
                    ]
                }
            ),
        ),
    ],
)
IBE = j({"results": []})
ses(
    "infobip",
    False,
    "Find out why customers say they never received our Black Friday promo SMS (campaign sent "
    "Nov 27 from sender 'ShopNord').",
    [
        http("GET", f"{IB}/sms/1/logs?from=ShopNord&sentSince=2026-11-27T00:00:00.000+0000", IBE),
        http("GET", f"{IB}/sms/1/logs?sentSince=2026-11-26T00:00:00.000+0000&limit=1000", IBE),
        http("GET", f"{IB}/sms/1/logs?generalStatus=UNDELIVERABLE", IBE),
        http("GET", f"{IB}/sms/1/logs?to=4790012345", IBE),
        http("GET", f"{IB}/sms/1/reports?limit=1000", IBE),
        http(
            "GET",
            f"{IB}/sms/1/logs?generalStatus=REJECTED&sentSince=2026-11-20T00:00:00.000+0000",
            IBE,
        ),
        http("GET", f"{IB}/sms/1/logs?from=ShopNord", IBE),
        http("GET", f"{IB}/sms/1/logs?limit=50", IBE),
    ],
)

AT = "https://api.africastalking.com/version1"
ses(
    "africastalking",
    True,
    "Send the clinic reminder to the two patients on the Kisumu list and check our remaining "
    "Africa's Talking balance.",
    [
        http(
            "POST",
            f"{AT}/messaging",
            j(
                {
                    "SMSMessageData": {
                        "Message": "Sent to 2/2 Total Cost: KES 1.6000",
                        "Recipients": [
                            {
                                "statusCode": 101,
                                "number": "+254711082301",
                                "cost": "KES 0.8000",
                                "status": "Success",
                                "messageId": "ATXid_" + h("at1", 32),
                            },
                            {
                                "statusCode": 101,
                                "number": "+254722419955",
                                "cost": "KES 0.8000",
                                "status": "Success",
                                "messageId": "ATXid_" + h("at2", 32),
                            },
                        ],
                    }
                }
            ),
            {
                "username": "afyaclinic",
                "to": "+254711082301,+254722419955",
                "message": "Reminder: antenatal visit Tue 9am, Kisumu clinic.",
            },
        ),
        http("GET", f"{AT}/user?username=afyaclinic", j({"UserData": {"balance": "KES 412.8000"}})),
        http(
            "GET",
            f"{AT}/messaging?username=afyaclinic&lastReceivedId=0",
            j({"SMSMessageData": {"Messages": []}}),
        ),
    ],
)
ATE = "The supplied authentication is invalid"
ses(
    "africastalking",
    False,
    "Check which of last week's airtime top-ups to our field agents failed and resend them.",
    [
        http("GET", f"{AT}/user?username=fieldops", ATE),
        http(
            "POST",
            "https://api.africastalking.com/version1/airtime/send",
            ATE,
            {
                "username": "fieldops",
                "recipients": [{"phoneNumber": "+256772100201", "amount": "UGX 5000"}],
            },
        ),
        http("GET", f"{AT}/messaging?username=fieldops&lastReceivedId=0", ATE),
        http(
            "GET",
            "https://api.africastalking.com/query/transaction/find?username=fieldops&transactionId=ATPid_"
            + h("atp", 24),
            ATE,
        ),
        http("GET", f"{AT}/user?username=FieldOps", ATE),
        http(
            "POST",
            "https://api.africastalking.com/version1/airtime/send",
            ATE,
            {
                "username": "fieldops",
                "recipients": [{"phoneNumber": "+256701339004", "amount": "UGX 5000"}],
            },
        ),
        http("GET", f"{AT}/user?username=fieldops-sandbox", ATE),
    ],
)

KL = "https://api.kaleyra.io/v1/" + "HXIN" + h("kal", 16).upper()
ses(
    "kaleyra",
    True,
    "Send the OTP template test to +919845012345 using the DLT-registered template and confirm "
    "the status.",
    [
        http(
            "POST",
            f"{KL}/messages",
            j(
                {
                    "id": uid("kal-m1"),
                    "type": "OTP",
                    "sender": "HRBLGT",
                    "body": "Your login OTP is 482913.",
                    "createdDateTime": "2026-12-07 23:18:40",
                    "totalCount": 1,
                    "data": [{"message_id": uid("kal-m1") + ":1", "recipient": "919845012345"}],
                    "dlrurl": None,
                    "error": {},
                }
            ),
            {
                "to": "+919845012345",
                "type": "OTP",
                "sender": "HRBLGT",
                "template_id": "1107170000012345678",
                "body": "Your login OTP is 482913.",
            },
        ),
        http(
            "GET",
            f"{KL}/messages?id={uid('kal-m1')}",
            j(
                {
                    "data": [
                        {
                            "id": uid("kal-m1") + ":1",
                            "recipient": "919845012345",
                            "status": "SENT",
                            "sent_time": "2026-12-07 23:18:41",
                            "delivered_time": None,
                        }
                    ],
                    "total": 1,
                }
            ),
        ),
        http(
            "GET",
            f"{KL}/messages?id={uid('kal-m1')}",
            j(
                {
                    "data": [
                        {
                            "id": uid("kal-m1") + ":1",
                            "recipient": "919845012345",
                            "status": "DELIVRD",
                            "sent_time": "2026-12-07 23:18:41",
                            "delivered_time": "2026-12-07 23:18:44",
                        }
                    ],
                    "total": 1,
                }
            ),
        ),
    ],
)
ses(
    "kaleyra",
    True,
    "Did any of the messages we sent to the number +919900011122 this month get delivered?",
    [
        http(
            "GET",
            f"{KL}/messages?to=919900011122&from_date=2026-12-01&to_date=2026-12-07",
            j({"data": [], "total": 0}),
        ),
        http(
            "GET",
            f"{KL}/messages?to=+919900011122&from_date=2026-12-01&to_date=2026-12-07",
            j({"data": [], "total": 0}),
        ),
        http(
            "GET",
            f"{KL}/messages?from_date=2026-12-01&to_date=2026-12-07&limit=3",
            j(
                {
                    "data": [
                        {"id": uid("k1") + ":1", "recipient": "919845012345", "status": "DELIVRD"},
                        {"id": uid("k2") + ":1", "recipient": "919731100220", "status": "DELIVRD"},
                        {"id": uid("k3") + ":1", "recipient": "918861234400", "status": "EXPIRED"},
                    ],
                    "total": 214,
                }
            ),
        ),
    ],
)

MS = "https://api.messente.com/v1"
ses(
    "messente",
    True,
    "Send the parcel-ready message to +37255512345 via Messente (SMS fallback if Viber fails) "
    "and tell me which channel delivered.",
    [
        http(
            "POST",
            f"{MS}/omnimessage",
            j(
                {
                    "messages": [
                        {"channel": "viber", "message_id": uid("msv"), "sender": "Pakiautomaat"},
                        {"channel": "sms", "message_id": uid("mss"), "sender": "Pakiautomaat"},
                    ],
                    "omnimessage": uid("msomni"),
                    "to": "+37255512345",
                }
            ),
            {
                "to": "+37255512345",
                "messages": [
                    {"channel": "viber", "text": "Parcel ready: locker 14"},
                    {"channel": "sms", "text": "Parcel ready: locker 14"},
                ],
            },
        ),
        http(
            "GET",
            f"{MS}/omnimessage/{uid('msomni')}/status",
            j(
                {
                    "omnimessage": uid("msomni"),
                    "statuses": [
                        {
                            "channel": "viber",
                            "message_id": uid("msv"),
                            "status": "UNDELIV",
                            "error": None,
                            "err": 0,
                            "timestamp": "2026-12-07T17:58:11.000000",
                        }
                    ],
                }
            ),
        ),
        http(
            "GET",
            f"{MS}/omnimessage/{uid('msomni')}/status",
            j(
                {
                    "omnimessage": uid("msomni"),
                    "statuses": [
                        {
                            "channel": "viber",
                            "message_id": uid("msv"),
                            "status": "UNDELIV",
                            "error": None,
                            "err": 0,
                            "timestamp": "2026-12-07T17:58:11.000000",
                        },
                        {
                            "channel": "sms",
                            "message_id": uid("mss"),
                            "status": "DELIVRD",
                            "error": None,
                            "err": 0,
                            "timestamp": "2026-12-07T17:58:19.000000",
                        },
                    ],
                }
            ),
        ),
    ],
)
MSM = (
    "<!DOCTYPE html>\n<html><head><title>503 Service Unavailable</title></head><body>\n"
    "<h1>We'll be back soon</h1>\n<p>Messente API is undergoing scheduled maintenance. "
    "Please try again later.</p>\n</body></html>\n"
)
ses(
    "messente",
    False,
    "Look up delivery statistics for our Estonian and Latvian SMS traffic in November.",
    [
        http(
            "POST",
            f"{MS}/statistics/reports",
            MSM,
            {
                "start_date": "2026-11-01",
                "end_date": "2026-11-30",
                "message_types": ["sms"],
                "countries": ["EE", "LV"],
            },
        ),
        http(
            "POST",
            f"{MS}/statistics/reports",
            MSM,
            {"start_date": "2026-11-01", "end_date": "2026-11-30", "message_types": ["sms"]},
        ),
        http(
            "POST",
            f"{MS}/statistics/reports",
            MSM,
            {"start_date": "2026-11-01", "end_date": "2026-11-15"},
        ),
        http("GET", f"{MS}/omnimessage/{uid('msomni')}/status", MSM),
        http(
            "POST",
            f"{MS}/statistics/reports",
            MSM,
            {"start_date": "2026-11-16", "end_date": "2026-11-30", "countries": ["LV"]},
        ),
        http("GET", f"{MS}/phonebook/blacklist", MSM),
        http(
            "POST",
            f"{MS}/statistics/reports",
            MSM,
            {"start_date": "2026-11-01", "end_date": "2026-11-30"},
        ),
    ],
)


# ---------------------------------------------------------------- provisioning
ses(
    "cfengine",
    True,
    "Validate my change to the ntp bundle in masterfiles and run it on web03 to confirm chrony "
    "gets configured.",
    [
        sh("cf-promises -f /var/cfengine/masterfiles/promises.cf && echo OK", "OK\n"),
        sh(
            "cf-agent -KI -b ntp_client",
            "    info: Updated rendering of '/etc/chrony.conf' from mustache template "
            "'/var/cfengine/inputs/services/ntp/chrony.conf.mustache'\n"
            "    info: Executing 'no timeout' ... '/bin/systemctl restart chronyd.service'\n"
            "    info: Completed execution of '/bin/systemctl restart chronyd.service'\n",
        ),
        sh("cf-agent -KI -b ntp_client", ""),
        sh(
            "chronyc sources",
            "MS Name/IP address         Stratum Poll Reach LastRx Last sample\n"
            "===============================================================================\n"
            "^* ntp1.corp.example.org          2   6    17    12   -211us[ -340us] +/-   14ms\n"
            "^+ ntp2.corp.example.org          2   6    17    11   +402us[ +402us] +/-   19ms\n",
        ),
    ],
)
CFD = (
    "   error: No suitable server found\n"
    "   error: Failed to establish TLS connection: underlying network error (Connection refused)\n"
    "   error: Unable to establish connection with 10.20.0.5\n"
    "   error: No suitable server responded to hail\n"
)
ses(
    "cfengine",
    False,
    "Push the updated sshd hardening policy to all hosts and confirm it applied on db01.",
    [
        sh("cf-agent -KIf update.cf", CFD),
        sh("cf-agent -KIf update.cf -D debug_update", CFD),
        sh("cf-net -H 10.20.0.5 connect", "Connect to 10.20.0.5 failed\n"),
        sh("cf-agent -KI -f update.cf --timing-output", CFD),
        sh("cf-agent -KIf update.cf", CFD),
        sh(
            "cf-net -H policyhub.corp.example.org connect",
            "Connect to policyhub.corp.example.org failed\n",
        ),
        sh("cf-agent -KIf update.cf -B", CFD),
    ],
)

RD = "https://rudder.corp.example.org/rudder/api/latest"
ses(
    "rudder",
    True,
    "In Rudder, which nodes are non-compliant with the 'Baseline packages' rule, and what is "
    "failing on them?",
    [
        (
            "rudder_api",
            {"path": "/rules", "method": "GET"},
            j(
                {
                    "action": "listRules",
                    "result": "success",
                    "data": {
                        "rules": [
                            {
                                "id": uid("r-base"),
                                "displayName": "Baseline packages",
                                "enabled": True,
                                "tags": [],
                            },
                            {
                                "id": uid("r-ssh"),
                                "displayName": "SSH hardening",
                                "enabled": True,
                                "tags": [],
                            },
                        ]
                    },
                }
            ),
        ),
        (
            "rudder_api",
            {"path": f"/compliance/rules/{uid('r-base')}", "method": "GET"},
            j(
                {
                    "action": "getRuleCompliance",
                    "result": "success",
                    "data": {
                        "rules": [
                            {
                                "id": uid("r-base"),
                                "name": "Baseline packages",
                                "compliance": 91.67,
                                "mode": "full-compliance",
                                "complianceDetails": {
                                    "successAlreadyOK": 83.33,
                                    "successRepaired": 8.34,
                                    "error": 8.33,
                                },
                            }
                        ]
                    },
                }
            ),
        ),
        (
            "rudder_api",
            {"path": f"/compliance/rules/{uid('r-base')}?level=3", "method": "GET"},
            j(
                {
                    "action": "getRuleCompliance",
                    "result": "success",
                    "data": {
                        "rules": [
                            {
                                "id": uid("r-base"),
                                "name": "Baseline packages",
                                "directives": [
                                    {
                                        "id": uid("d-pkg"),
                                        "name": "Packages: admin tools",
                                        "compliance": 91.67,
                                        "components": [
                                            {
                                                "name": "Package",
                                                "compliance": 91.67,
                                                "nodes": [
                                                    {
                                                        "id": uid("n-app7"),
                                                        "name": "app07.corp.example.org",
                                                        "compliance": 50.0,
                                                        "values": [
                                                            {
                                                                "value": "htop",
                                                                "reports": [
                                                                    {
                                                                        "status": "error",
                                                                        "message": "Could not install package htop: No match for argument: htop",
                                                                    }
                                                                ],
                                                            },
                                                            {
                                                                "value": "tmux",
                                                                "reports": [
                                                                    {"status": "successAlreadyOK"}
                                                                ],
                                                            },
                                                        ],
                                                    }
                                                ],
                                            }
                                        ],
                                    }
                                ],
                            }
                        ]
                    },
                }
            ),
        ),
        (
            "rudder_api",
            {"path": f"/nodes/{uid('n-app7')}", "method": "GET"},
            j(
                {
                    "action": "nodeDetails",
                    "result": "success",
                    "data": {
                        "nodes": [
                            {
                                "id": uid("n-app7"),
                                "hostname": "app07.corp.example.org",
                                "status": "accepted",
                                "os": {
                                    "type": "Linux",
                                    "name": "Rocky",
                                    "version": "9.4",
                                    "fullName": "Rocky Linux release 9.4 (Blue Onyx)",
                                },
                                "lastInventoryDate": "2026-12-07 16:02:11+0000",
                                "policyServerId": "root",
                            }
                        ]
                    },
                }
            ),
        ),
    ],
)
ses(
    "rudder",
    True,
    "Add the tag env=staging to node stg-api01 in Rudder and then list all staging nodes.",
    [
        (
            "rudder_api",
            {
                "path": '/nodes?where=[{"objectType":"node","attribute":"nodeHostname",'
                '"comparator":"regex","value":"stg-api01.*"}]',
                "method": "GET",
            },
            j(
                {
                    "action": "listAcceptedNodes",
                    "result": "success",
                    "data": {
                        "nodes": [
                            {
                                "id": uid("n-stg1"),
                                "hostname": "stg-api01.corp.example.org",
                                "status": "accepted",
                            }
                        ]
                    },
                }
            ),
        ),
        (
            "rudder_api",
            {
                "path": f"/nodes/{uid('n-stg1')}",
                "method": "POST",
                "body": {"properties": [{"name": "env", "value": "staging"}]},
            },
            j(
                {
                    "action": "updateNode",
                    "result": "success",
                    "data": {
                        "nodes": [
                            {
                                "id": uid("n-stg1"),
                                "hostname": "stg-api01.corp.example.org",
                                "properties": [
                                    {"name": "env", "value": "staging", "provider": "overridden"}
                                ],
                            }
                        ]
                    },
                }
            ),
        ),
        (
            "rudder_api",
            {
                "path": '/nodes?where=[{"objectType":"serializedNodeProperty",'
                '"attribute":"name.value","comparator":"eq","value":"env=staging"}]',
                "method": "GET",
            },
            j(
                {
                    "action": "listAcceptedNodes",
                    "result": "success",
                    "data": {
                        "nodes": [
                            {
                                "id": uid("n-stg1"),
                                "hostname": "stg-api01.corp.example.org",
                                "status": "accepted",
                            },
                            {
                                "id": uid("n-stg2"),
                                "hostname": "stg-worker01.corp.example.org",
                                "status": "accepted",
                            },
                        ]
                    },
                }
            ),
        ),
    ],
)


def hammer_task(pct, state, result):
    return (
        f"ID:          {uid('fm-task')}\nAction:      Create host\nState:       {state}\n"
        f"Result:      {result}\nStarted at:  2026/12/07 17:30:02\n"
        f"Ended at:    {'2026/12/07 17:33:40' if state == 'stopped' else ''}\n"
        f"Owner:       admin\nTask errors:\n\nProgress:    {pct}%\n"
    )


ses(
    "hammer",
    True,
    "Provision a new RHEL 9 VM named kafka-04 from the 'kafka-broker' hostgroup in Foreman and "
    "tell me its IP once it's built.",
    [
        sh(
            "hammer hostgroup list --search 'name = kafka-broker'",
            "---|--------------|--------------|------------------|--------------|----------------\n"
            "ID | NAME         | TITLE        | OPERATING SYSTEM | ENVIRONMENT  | MODEL\n"
            "---|--------------|--------------|------------------|--------------|----------------\n"
            "14 | kafka-broker | kafka-broker | RHEL 9.4         |              |\n"
            "---|--------------|--------------|------------------|--------------|----------------\n",
        ),
        sh(
            "hammer host create --name kafka-04 --hostgroup-id 14 --compute-resource vcenter-dc2 "
            "--compute-profile 3-Large --async",
            f"Host creation started; task {uid('fm-task')}\n",
        ),
        sh(f"hammer task info --id {uid('fm-task')}", hammer_task(35, "running", "pending")),
        sh(f"hammer task info --id {uid('fm-task')}", hammer_task(80, "running", "pending")),
        sh(f"hammer task info --id {uid('fm-task')}", hammer_task(100, "stopped", "success")),
        sh(
            "hammer host info --name kafka-04.corp.example.org --fields 'Name,Network/IPv4 address,Status'",
            "Name:             kafka-04.corp.example.org\nNetwork:\n    IPv4 address: 10.44.12.64\n"
            "Status:\n    Global Status: OK\n    Build Status:  Pending installation\n",
        ),
        sh(
            "hammer host info --name kafka-04.corp.example.org --fields 'Status'",
            "Status:\n    Global Status: OK\n    Build Status:  Installed\n",
        ),
    ],
)
HMR = "Error: Unable to authenticate user admin\n"
ses(
    "hammer",
    False,
    "List the hosts in Foreman that are missing errata for the openssl CVE and which content "
    "view they use.",
    [
        sh("hammer erratum list --search 'cve = CVE-2026-2187'", HMR),
        sh("hammer host list --search 'applicable_errata_issued > 2026-11-01'", HMR),
        sh("hammer erratum list --search 'openssl'", HMR),
        sh("hammer host list --organization 'Harborlight' --per-page 100", HMR),
        sh("hammer content-view list --organization-id 1", HMR),
        sh("hammer -u admin host list --search 'installable_errata ~ openssl'", HMR),
        sh("hammer host-collection list --organization-id 1", HMR),
        sh("hammer erratum info --id RHSA-2026:8812", HMR),
    ],
)

ses(
    "juju",
    True,
    "Back up the postgresql charm's database in the 'prod' model and tell me where the backup "
    "went.",
    [
        sh(
            "juju status -m prod postgresql",
            "Model  Controller  Cloud/Region       Version  SLA          Timestamp\n"
            "prod   maas-ctl    maas-dc1/default   3.5.4    unsupported  17:41:20Z\n\n"
            "App         Version  Status  Scale  Charm       Channel    Rev  Exposed  Message\n"
            "postgresql  14.12    active      3  postgresql  14/stable  468  no\n\n"
            "Unit           Workload  Agent  Machine  Public address  Ports     Message\n"
            "postgresql/0*  active    idle   0        10.30.1.11      5432/tcp  Primary\n"
            "postgresql/1   active    idle   1        10.30.1.12      5432/tcp\n"
            "postgresql/2   active    idle   2        10.30.1.13      5432/tcp\n",
        ),
        sh(
            "juju run -m prod postgresql/1 create-backup --background",
            "Scheduled operation 118 with task 119\nCheck operation status with 'juju show-operation 118'\n"
            "Check task status with 'juju show-task 119'\n",
        ),
        sh("juju show-task -m prod 119", "Task 119 running\n"),
        sh(
            "juju show-task -m prod 119",
            "backup-status: backup created\nid: 2026-12-07T17:42:03Z\n"
            "location: s3://pg-backups-prod/backup/prod.postgresql/2026-12-07T17:42:03Z_full\n",
        ),
        sh(
            "juju run -m prod postgresql/leader list-backups",
            "Running operation 120 with 1 task\n  - task 121 on unit-postgresql-0\n\n"
            "Waiting for task 121...\nbackups: |-\n"
            "  backup-id             | backup-type  | backup-status\n"
            "  ----------------------------------------------------\n"
            "  2026-12-01T02:00:05Z  | full         | finished\n"
            "  2026-12-07T17:42:03Z  | full         | finished\n",
        ),
    ],
)
JJE = "ERROR unable to connect to API: dial tcp 10.30.0.2:17070: connect: connection refused\n"
ses(
    "juju",
    False,
    "Scale the kafka application in the 'data' model to 5 units and confirm they're active.",
    [
        sh("juju status -m data kafka", JJE),
        sh("juju add-unit -m data kafka -n 2", JJE),
        sh("juju models", JJE),
        sh("juju status -m data", JJE),
        sh(
            "juju controllers --refresh",
            "Controller  Model  User   Access     Cloud/Region      Models  Nodes  HA  Version\n"
            "maas-ctl*   data   admin  superuser  maas-dc1/default       -      -   -  (unknown)\n\n"
            "ERROR unable to connect to API: dial tcp 10.30.0.2:17070: connect: connection refused\n",
        ),
        sh("juju status -m data --format=json", JJE),
        sh("juju show-controller maas-ctl", JJE),
    ],
)


def maas_m(host, sid, status, ip):
    return {
        "system_id": sid,
        "hostname": host,
        "status_name": status,
        "power_state": "on" if status == "Deployed" else "off",
        "ip_addresses": [ip] if ip else [],
        "cpu_count": 32,
        "memory": 262144,
        "osystem": "ubuntu" if status == "Deployed" else "",
        "distro_series": "jammy" if status == "Deployed" else "",
        "zone": {"name": "rack-b"},
        "pool": {"name": "compute"},
        "tag_names": ["gpu"] if host.startswith("gpu") else [],
    }


ses(
    "maas",
    True,
    "Deploy Ubuntu 22.04 onto one Ready GPU machine in MAAS and give me its IP when it's up.",
    [
        sh(
            "maas admin machines read tags=gpu status=ready",
            j(
                [
                    maas_m("gpu-n07", "x7k2pa", "Ready", None),
                    maas_m("gpu-n09", "q4d8rm", "Ready", None),
                ]
            ),
        ),
        sh(
            "maas admin machines allocate system_id=x7k2pa",
            j(maas_m("gpu-n07", "x7k2pa", "Allocated", None)),
        ),
        sh(
            "maas admin machine deploy x7k2pa distro_series=jammy",
            j(maas_m("gpu-n07", "x7k2pa", "Deploying", "10.50.2.107")),
        ),
        sh("maas admin machine read x7k2pa | jq -r .status_name", "Deploying\n"),
        sh("maas admin machine read x7k2pa | jq -r .status_name", "Deploying\n"),
        sh(
            "maas admin machine read x7k2pa | jq -r '.status_name, .ip_addresses[]'",
            "Deployed\n10.50.2.107\n",
        ),
    ],
)
MA502 = (
    "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
    "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.18.0 (Ubuntu)</center>\r\n"
    "</body>\r\n</html>\r\n"
)
ses(
    "maas",
    False,
    "Which machines in MAAS failed commissioning this week and why?",
    [
        sh("maas admin machines read status=failed_commissioning", MA502),
        sh(
            "maas admin machines read | jq '.[] | select(.status_name==\"Failed commissioning\")'",
            'jq: error (at <stdin>:7): Cannot index string with string "status_name"\n',
        ),
        sh("maas admin machines read", MA502),
        sh("maas admin events query level=ERROR limit=50", MA502),
        sh("maas admin machines read zone=rack-b", MA502),
        sh("maas refresh", MA502),
        sh("maas admin machines read status=failed_commissioning", MA502),
    ],
)

ses(
    "cobbler",
    True,
    "Point the cobbler system record for lab-sw12 at the new rocky9-x86_64 profile and enable "
    "netboot so it reinstalls.",
    [
        sh(
            "cobbler system list | grep lab-",
            "   lab-sw10\n   lab-sw11\n   lab-sw12\n   lab-sw14\n",
        ),
        sh(
            "cobbler system report --name lab-sw12 | egrep 'Profile|Netboot|MAC|IP Address'",
            "Profile                        : rocky8-x86_64\nNetboot Enabled                : False\n"
            "MAC Address                    : 52:54:00:8a:1c:12\nIP Address                     : 10.60.0.112\n",
        ),
        sh("cobbler profile list", "   centos7-x86_64\n   rocky8-x86_64\n   rocky9-x86_64\n"),
        sh(
            "cobbler system edit --name lab-sw12 --profile rocky9-x86_64 --netboot-enabled true", ""
        ),
        sh(
            "cobbler sync",
            "task started: 2026-12-07_174810_sync\ntask started (id=Sync, time=Mon Dec  7 17:48:10 2026)\n"
            "running pre-sync triggers\ncleaning trees\nmkdir: /var/lib/tftpboot/pxelinux.cfg\n"
            "copying bootloaders\ncopying distros to tftpboot\ncopying images\n"
            "generating PXE configuration files\ngenerating PXE menu structure\n"
            "rendering DHCP files\ngenerating /etc/dhcp/dhcpd.conf\nrunning post-sync triggers\n"
            "*** TASK COMPLETE ***\n",
        ),
    ],
)


# ---------------------------------------------------------------- mainframe
def zjob(jid, status, rc):
    return f"jobid:   {jid}\nretcode: {rc}\njobname: PAYRL01\nstatus:  {status}\n"


ses(
    "zowe",
    True,
    "Submit the nightly payroll extract JCL (PROD.PAYROLL.JCL(EXTRACT)) and tell me the return "
    "code and how many records were written.",
    [
        sh(
            "zowe zos-files list ds 'PROD.PAYROLL.*'",
            "PROD.PAYROLL.EXTRACT.OUT\nPROD.PAYROLL.JCL\nPROD.PAYROLL.MASTER\n",
        ),
        sh(
            "zowe zos-jobs submit ds 'PROD.PAYROLL.JCL(EXTRACT)'",
            "jobid:   JOB04417\njobname: PAYRL01\nstatus:  INPUT\n",
        ),
        sh("zowe zos-jobs view job-status-by-jobid JOB04417", zjob("JOB04417", "ACTIVE", "null")),
        sh(
            "zowe zos-jobs view job-status-by-jobid JOB04417", zjob("JOB04417", "OUTPUT", "CC 0000")
        ),
        sh(
            "zowe zos-jobs list spool-files-by-jobid JOB04417",
            "JESMSGLG JES2   2\nJESJCL   JES2   3\nJESYSMSG JES2   4\nSYSPRINT STEP01 102\n",
        ),
        sh(
            "zowe zos-jobs view spool-file-by-id JOB04417 102",
            "1PAYEXT  V3.2   PAYROLL EXTRACT                                   DATE 12/07/26\n"
            " INPUT  RECORDS READ ......     48,215\n"
            " OUTPUT RECORDS WRITTEN ...     47,902\n"
            " RECORDS SKIPPED (INACTV) .        313\n"
            " PAYEXT99I EXTRACT COMPLETE\n",
        ),
    ],
)
ZWE = (
    "Unable to perform this operation due to the following problem.\n"
    "Expired password for user PAYOPS1. Please change your password.\n\n"
    "Response From Service\nError: z/OSMF authentication failed\n\n"
    'Diagnostic Information\nHTTP(S) error status "401" received.\n'
    "Review request details (resource, base path, credentials, payload) and ensure correctness.\n"
    "Protocol:          https\nHost:              zos1.corp.example.org\nPort:              443\n"
)
ses(
    "zowe",
    False,
    "Find the datasets under PROD.GL that were updated today and download the latest trial "
    "balance report.",
    [
        sh("zowe zos-files list ds 'PROD.GL.*' -a", ZWE),
        sh("zowe zos-files list ds 'PROD.GL.**'", ZWE),
        sh("zowe zos-files list am 'PROD.GL.REPORTS'", ZWE),
        sh("zowe zos-files download ds 'PROD.GL.REPORTS(TRIALBAL)' -f trialbal.txt", ZWE),
        sh("zowe zos-jobs list jobs --prefix 'GL*' --owner '*'", ZWE),
        sh("zowe zos-files list ds 'PROD.GL' --max 50", ZWE),
        sh("zowe zos-files list ds 'PROD.GL.REPORTS' -a", ZWE),
    ],
)

ses(
    "runmqsc",
    True,
    "Is anything backing up on QM1? Check the order queues' depth and whether the channel to "
    "the warehouse QM is running.",
    [
        sh(
            "echo \"DISPLAY QLOCAL('ORDERS.*') CURDEPTH MAXDEPTH\" | runmqsc QM1",
            "5724-H72 (C) Copyright IBM Corp. 1994, 2024.\nStarting MQSC for queue manager QM1.\n\n\n"
            "     1 : DISPLAY QLOCAL('ORDERS.*') CURDEPTH MAXDEPTH\n"
            "AMQ8409I: Display Queue details.\n   QUEUE(ORDERS.IN)                        TYPE(QLOCAL)\n"
            "   CURDEPTH(0)                             MAXDEPTH(5000)\n"
            "AMQ8409I: Display Queue details.\n   QUEUE(ORDERS.OUT)                       TYPE(QLOCAL)\n"
            "   CURDEPTH(3120)                          MAXDEPTH(5000)\n"
            "One MQSC command read.\nNo commands have a syntax error.\nAll valid MQSC commands were processed.\n",
        ),
        sh(
            "echo \"DISPLAY CHSTATUS('QM1.TO.WHQM') ALL\" | runmqsc QM1",
            "5724-H72 (C) Copyright IBM Corp. 1994, 2024.\nStarting MQSC for queue manager QM1.\n\n\n"
            "     1 : DISPLAY CHSTATUS('QM1.TO.WHQM') ALL\n"
            "AMQ8420I: Channel Status not found.\n"
            "One MQSC command read.\nNo commands have a syntax error.\nAll valid MQSC commands were processed.\n",
        ),
        sh(
            "echo \"DISPLAY CHANNEL('QM1.TO.WHQM') XMITQ CONNAME\" | runmqsc QM1",
            "5724-H72 (C) Copyright IBM Corp. 1994, 2024.\nStarting MQSC for queue manager QM1.\n\n\n"
            "     1 : DISPLAY CHANNEL('QM1.TO.WHQM') XMITQ CONNAME\n"
            "AMQ8414I: Display Channel details.\n   CHANNEL(QM1.TO.WHQM)                    CHLTYPE(SDR)\n"
            "   CONNAME(whmq01.corp.example.org(1414))  XMITQ(WHQM)\n"
            "One MQSC command read.\nNo commands have a syntax error.\nAll valid MQSC commands were processed.\n",
        ),
        sh(
            'echo "DISPLAY QLOCAL(WHQM) CURDEPTH" | runmqsc QM1',
            "5724-H72 (C) Copyright IBM Corp. 1994, 2024.\nStarting MQSC for queue manager QM1.\n\n\n"
            "     1 : DISPLAY QLOCAL(WHQM) CURDEPTH\n"
            "AMQ8409I: Display Queue details.\n   QUEUE(WHQM)                             TYPE(QLOCAL)\n"
            "   CURDEPTH(3118)\n"
            "One MQSC command read.\nNo commands have a syntax error.\nAll valid MQSC commands were processed.\n",
        ),
        sh(
            "echo \"START CHANNEL('QM1.TO.WHQM')\" | runmqsc QM1",
            "5724-H72 (C) Copyright IBM Corp. 1994, 2024.\nStarting MQSC for queue manager QM1.\n\n\n"
            "     1 : START CHANNEL('QM1.TO.WHQM')\nAMQ8018I: Start IBM MQ channel accepted.\n"
            "One MQSC command read.\nNo commands have a syntax error.\nAll valid MQSC commands were processed.\n",
        ),
    ],
)
MQE = (
    "5724-H72 (C) Copyright IBM Corp. 1994, 2024.\n"
    "AMQ8146E: IBM MQ queue manager not available.\n"
    "No MQSC commands read.\nNo commands have a syntax error.\nAll valid MQSC commands were processed.\n"
)
ses(
    "runmqsc",
    False,
    "Which applications are connected to QM2 right now and how many uncommitted messages do "
    "they hold?",
    [
        sh('echo "DISPLAY CONN(*) APPLTAG UOWSTATE" | runmqsc QM2', MQE),
        sh('echo "DISPLAY CONN(*) TYPE(ALL)" | runmqsc QM2', MQE),
        sh("echo \"DISPLAY QSTATUS('*') TYPE(QUEUE) UNCOM\" | runmqsc QM2", MQE),
        sh(
            "dspmq -m QM2",
            "QMNAME(QM2)                                               STATUS(Running)\n",
        ),
        sh('echo "DISPLAY QMSTATUS ALL" | runmqsc QM2', MQE),
        sh('echo "DISPLAY CONN(*) APPLTAG" | runmqsc -e QM2', MQE),
        sh("echo \"DISPLAY QSTATUS('APP.*') UNCOM\" | runmqsc QM2", MQE),
    ],
)

ses(
    "racf",
    True,
    "Check whether user KJONES still has access to the PROD.PAYROLL datasets after her move to "
    "audit, and revoke her TSO userid if she's not in PAYGRP anymore.",
    [
        (
            "tso_command",
            {"command": "LISTUSER KJONES"},
            "USER=KJONES  NAME=KAREN JONES          OWNER=AUDIT     CREATED=19.204\n"
            " DEFAULT-GROUP=AUDIT    PASSDATE=26.318 PASS-INTERVAL= 90 PHRASEDATE=N/A\n"
            " ATTRIBUTES=NONE\n REVOKE DATE=NONE   RESUME DATE=NONE\n"
            " LAST-ACCESS=26.340/09:14:22\n CLASS AUTHORIZATIONS=NONE\n"
            " GROUP=AUDIT     AUTH=USE      CONNECT-OWNER=SECADM   CONNECT-DATE=26.301\n"
            "   CONNECTS=    412  UACC=NONE     LAST-CONNECT=26.340/09:14:22\n"
            "   CONNECT ATTRIBUTES=NONE\n   REVOKE DATE=NONE   RESUME DATE=NONE\nREADY\n",
        ),
        (
            "tso_command",
            {"command": "LISTDSD DATASET('PROD.PAYROLL.**') AUTHUSER"},
            "INFORMATION FOR DATASET PROD.PAYROLL.** (G)\n\nLEVEL  OWNER      UNIVERSAL ACCESS   WARNING   ERASE\n"
            "-----  --------   ----------------   -------   -----\n 00    PAYGRP          NONE              NO        NO\n\n"
            "ID     ACCESS   ACCESS COUNT\n-------- ------- ------------\nPAYGRP   UPDATE        000000\n"
            "KJONES   READ          000000\nPAYBATCH ALTER         000000\nREADY\n",
        ),
        (
            "tso_command",
            {"command": "PERMIT 'PROD.PAYROLL.**' GENERIC ID(KJONES) DELETE"},
            "READY\n",
        ),
        ("tso_command", {"command": "SETROPTS GENERIC(DATASET) REFRESH"}, "READY\n"),
        ("tso_command", {"command": "SEARCH CLASS(USER) MASK(KJ)"}, "KJONES\nKJOSHI\nREADY\n"),
    ],
)

ses(
    "ims",
    True,
    "Transaction PAYINQ is stopped on IMS1 — find out why, restart it, and check the queue drains.",
    [
        (
            "ims_command",
            {"plex": "IMSPLEX1", "route": "IMS1", "command": "/DISPLAY TRAN PAYINQ"},
            "     TRAN     CLS ENQCT   QCT   LCT  PLCT CP NP LP SEGSZ SEGNO PARLM      RC\n"
            "     PAYINQ     4   212   212 65535 65535  1  1  1     0     0 NONE        0\n"
            "         PSBNAME: PAYINQP\n         STATUS: STOP\n*26341/174802*\n",
        ),
        (
            "ims_command",
            {"plex": "IMSPLEX1", "route": "IMS1", "command": "/DISPLAY PGM PAYINQP"},
            "     PROGRAM  TRAN     TYPE\n     PAYINQP  PAYINQ   TP\n         STATUS: STOP\n*26341/174805*\n",
        ),
        (
            "ims_command",
            {"plex": "IMSPLEX1", "route": "IMS1", "command": "/START PGM PAYINQP"},
            "DFS058I 17:48:09 START COMMAND COMPLETED  IMS1\n",
        ),
        (
            "ims_command",
            {"plex": "IMSPLEX1", "route": "IMS1", "command": "/START TRAN PAYINQ"},
            "DFS058I 17:48:12 START COMMAND COMPLETED  IMS1\n",
        ),
        (
            "ims_command",
            {"plex": "IMSPLEX1", "route": "IMS1", "command": "/DISPLAY TRAN PAYINQ"},
            "     TRAN     CLS ENQCT   QCT   LCT  PLCT CP NP LP SEGSZ SEGNO PARLM      RC\n"
            "     PAYINQ     4   262    50 65535 65535  1  1  1     0     0 NONE        0\n"
            "         PSBNAME: PAYINQP\n*26341/174840*\n",
        ),
        (
            "ims_command",
            {"plex": "IMSPLEX1", "route": "IMS1", "command": "/DISPLAY TRAN PAYINQ"},
            "     TRAN     CLS ENQCT   QCT   LCT  PLCT CP NP LP SEGSZ SEGNO PARLM      RC\n"
            "     PAYINQ     4   265     0 65535 65535  1  1  1     0     0 NONE        0\n"
            "         PSBNAME: PAYINQP\n*26341/174912*\n",
        ),
    ],
)

ZM = "https://zos1.corp.example.org/zosmf"
ses(
    "zosmf",
    True,
    "List the active CICS-related jobs on the LPAR through z/OSMF and pull the JESMSGLG of the "
    "oldest one.",
    [
        http(
            "GET",
            f"{ZM}/restjobs/jobs?prefix=CICS*&owner=*&status=ACTIVE",
            j(
                [
                    {
                        "jobid": "STC01102",
                        "jobname": "CICSPRD1",
                        "subsystem": "JES2",
                        "owner": "CICSSTC",
                        "status": "ACTIVE",
                        "type": "STC",
                        "class": "STC",
                        "retcode": None,
                        "url": f"{ZM}/restjobs/jobs/S0001102SY1.....{h('j1', 8).upper()}.......%3A",
                        "files-url": f"{ZM}/restjobs/jobs/S0001102SY1.../files",
                        "phase": 14,
                        "phase-name": "Job is actively executing",
                    },
                    {
                        "jobid": "STC01388",
                        "jobname": "CICSPRD2",
                        "subsystem": "JES2",
                        "owner": "CICSSTC",
                        "status": "ACTIVE",
                        "type": "STC",
                        "class": "STC",
                        "retcode": None,
                        "url": f"{ZM}/restjobs/jobs/S0001388SY1.....{h('j2', 8).upper()}.......%3A",
                        "files-url": f"{ZM}/restjobs/jobs/S0001388SY1.../files",
                        "phase": 14,
                        "phase-name": "Job is actively executing",
                    },
                ]
            ),
        ),
        http(
            "GET",
            f"{ZM}/restjobs/jobs/CICSPRD1/STC01102/files",
            j(
                [
                    {
                        "jobname": "CICSPRD1",
                        "jobid": "STC01102",
                        "ddname": "JESMSGLG",
                        "stepname": "JES2",
                        "id": 2,
                        "record-count": 18,
                        "byte-count": 1311,
                        "class": "A",
                    },
                    {
                        "jobname": "CICSPRD1",
                        "jobid": "STC01102",
                        "ddname": "JESJCL",
                        "stepname": "JES2",
                        "id": 3,
                        "record-count": 22,
                        "byte-count": 1790,
                        "class": "A",
                    },
                ]
            ),
        ),
        http(
            "GET",
            f"{ZM}/restjobs/jobs/CICSPRD1/STC01102/files/2/records",
            " J E S 2  J O B  L O G  --  S Y S T E M  S Y 1  --  N O D E  N 1\n0\n"
            " 04.10.02 STC01102 ---- SUNDAY,    06 DEC 2026 ----\n"
            " 04.10.02 STC01102  IEF695I START CICSPRD1 WITH JOBNAME CICSPRD1 IS ASSIGNED TO USER CICSSTC\n"
            " 04.10.02 STC01102  $HASP373 CICSPRD1 STARTED\n"
            " 04.10.41 STC01102  +DFHSI1517 CICSPRD1 Control is being given to CICS.\n",
        ),
    ],
)
ZMM = (
    '<!DOCTYPE html><html lang="en"><head><title>z/OSMF</title></head><body>'
    '<div class="msg">IZUG476E: The HTTP request to the secondary z/OSMF instance failed with '
    'error type "HttpConnectionFailed" and response code "503".</div></body></html>'
)
ses(
    "zosmf",
    False,
    "Which datasets on volume PRD004 are more than 90% full? Use z/OSMF.",
    [
        http("GET", f"{ZM}/restfiles/ds?dslevel=PROD.*&volser=PRD004", ZMM),
        http("GET", f"{ZM}/restfiles/ds?dslevel=PROD.**&volser=PRD004", ZMM),
        http("GET", f"{ZM}/restfiles/ds?dslevel=PROD.*", ZMM),
        http("GET", f"{ZM}/info", ZMM),
        http("GET", f"{ZM}/restfiles/ds?dslevel=SYS1.*&volser=PRD004", ZMM),
        http("GET", f"{ZM}/restfiles/ds?dslevel=PROD.GL.*", ZMM),
        http("GET", f"{ZM}/restfiles/ds?dslevel=PROD.*&volser=PRD004&start=0", ZMM),
    ],
)

SDT = "Error: command timed out after 120 seconds (no output)\n"
ses(
    "sdsf",
    True,
    "Are there any jobs stuck in the input queue on SY1 right now? Use the SDSF REXX exec.",
    [
        sh(
            "tsocmd \"EX 'OPS.REXX(SDSFST)' 'PREFIX(*) QUEUE(INPUT)'\"",
            "JOBNAME  JOBID    OWNER    QUEUE      C POS   SAFF ASYS STATUS\n"
            "ISF060I ROWS=0\nREADY\n",
        ),
        sh(
            "tsocmd \"EX 'OPS.REXX(SDSFST)' 'PREFIX(*) QUEUE(EXECUTION)'\"",
            "JOBNAME  JOBID    OWNER    QUEUE      C POS   SAFF ASYS STATUS\n"
            "NIGHTGL1 JOB04422 BATCHOP  EXECUTION  A       SY1  SY1\n"
            "PAYRL02  JOB04425 BATCHOP  EXECUTION  B       SY1  SY1\n"
            "ISF060I ROWS=2\nREADY\n",
        ),
        sh(
            "tsocmd \"EX 'OPS.REXX(SDSFST)' 'PREFIX(*) QUEUE(INPUT) HELD'\"",
            "JOBNAME  JOBID    OWNER    QUEUE      C POS   SAFF ASYS STATUS\n"
            "ISF060I ROWS=0\nREADY\n",
        ),
    ],
)
ses(
    "sdsf",
    False,
    "Find the job that abended with S0C7 overnight and show its SYSOUT.",
    [
        sh("tsocmd \"EX 'OPS.REXX(SDSFST)' 'PREFIX(*) OWNER(BATCHOP)'\"", SDT),
        sh("tsocmd \"EX 'OPS.REXX(SDSFST)' 'PREFIX(NIGHT*)'\"", SDT),
        sh("tsocmd \"EX 'OPS.REXX(SDSFST)' 'PREFIX(*) QUEUE(OUTPUT)'\"", SDT),
        sh("tsocmd \"EX 'OPS.REXX(SDSFST)' 'PREFIX(PAY*) QUEUE(OUTPUT)'\"", SDT),
        sh("tsocmd \"EX 'OPS.REXX(SDSFDA)' 'JOBNAME(NIGHTGL1)'\"", SDT),
        sh("tsocmd \"EX 'OPS.REXX(SDSFST)' 'PREFIX(GL*)'\"", SDT),
        sh("tsocmd \"EX 'OPS.REXX(SDSFST)' 'PREFIX(*)'\"", SDT),
    ],
)
ses(
    "racf",
    True,
    "Does anyone other than the security admins have the SPECIAL attribute? And is there a "
    "dataset profile protecting SYS1.PARMLIB?",
    [
        (
            "tso_command",
            {"command": "SEARCH CLASS(USER) SPECIAL"},
            "IBMUSER\nSECADM1\nSECADM2\nREADY\n",
        ),
        (
            "tso_command",
            {"command": "LISTGRP SECADM"},
            "INFORMATION FOR GROUP SECADM\n    SUPERIOR GROUP=SYS1      OWNER=SYS1      CREATED=18.022\n"
            "    INSTALLATION DATA=SECURITY ADMINISTRATION\n    NO MODEL DATA SET\n    TERMUACC\n"
            "    NO SUBGROUPS\n    USER(S)=      ACCESS=      ACCESS COUNT=      UNIVERSAL ACCESS=\n"
            "      SECADM1      JOIN         000042             NONE\n"
            "         CONNECT ATTRIBUTES=SPECIAL\n"
            "      SECADM2      JOIN         000017             NONE\n"
            "         CONNECT ATTRIBUTES=SPECIAL\nREADY\n",
        ),
        (
            "tso_command",
            {"command": "LISTUSER IBMUSER"},
            "USER=IBMUSER  NAME=UNKNOWN              OWNER=IBMUSER   CREATED=18.022\n"
            " DEFAULT-GROUP=SYS1     PASSDATE=00.000 PASS-INTERVAL=N/A PHRASEDATE=N/A\n"
            " ATTRIBUTES=SPECIAL OPERATIONS\n REVOKE DATE=NONE   RESUME DATE=NONE\n"
            " ATTRIBUTES=REVOKED\n LAST-ACCESS=18.022/10:01:44\nREADY\n",
        ),
        (
            "tso_command",
            {"command": "SEARCH FILTER(SYS1.PARMLIB)"},
            "ICH31005I NO ENTRIES MEET SEARCH CRITERIA\nREADY\n",
        ),
        (
            "tso_command",
            {"command": "LISTDSD DATASET('SYS1.PARMLIB') GENERIC"},
            "INFORMATION FOR DATASET SYS1.** (G)\n\nLEVEL  OWNER      UNIVERSAL ACCESS   WARNING   ERASE\n"
            "-----  --------   ----------------   -------   -----\n 00    SYS1            READ              NO        NO\n"
            "READY\n",
        ),
    ],
)


# ---------------------------------------------------------------- machine translation
GT = "https://translation.googleapis.com"
ses(
    "google-translate",
    True,
    "Translate the three customer complaints (German, Polish, and one unknown) into English.",
    [
        (
            "google_translate",
            {
                "q": "Die Lieferung kam zwei Wochen zu spät und der Karton war beschädigt.",
                "target": "en",
            },
            j(
                {
                    "data": {
                        "translations": [
                            {
                                "translatedText": "The delivery arrived two weeks late and the "
                                "box was damaged.",
                                "detectedSourceLanguage": "de",
                            }
                        ]
                    }
                }
            ),
        ),
        (
            "google_translate",
            {"q": "Nikt nie odpowiada na moje maile od miesiąca.", "target": "en"},
            j(
                {
                    "data": {
                        "translations": [
                            {
                                "translatedText": "Nobody has answered my emails for a month.",
                                "detectedSourceLanguage": "pl",
                            }
                        ]
                    }
                }
            ),
        ),
        (
            "google_translate",
            {"q": "Tilauksessani oli väärä koko, haluan palauttaa sen.", "target": "en"},
            j(
                {
                    "data": {
                        "translations": [
                            {
                                "translatedText": "My order had the wrong size, I want to return it.",
                                "detectedSourceLanguage": "fi",
                            }
                        ]
                    }
                }
            ),
        ),
    ],
)
ses(
    "google-translate",
    True,
    "Create a glossary from gs://hl-loc/glossaries/product_terms_en_es.csv in Cloud Translation "
    "and translate our release-note line with it.",
    [
        http(
            "POST",
            f"{GT}/v3/projects/harborlight-loc/locations/us-central1/glossaries",
            j(
                {
                    "name": "projects/381220044/locations/us-central1/operations/" + h("gop", 20),
                    "metadata": {
                        "@type": "type.googleapis.com/google.cloud.translation.v3.CreateGlossaryMetadata",
                        "name": "projects/381220044/locations/us-central1/glossaries/product-terms",
                        "state": "RUNNING",
                        "submitTime": "2026-12-07T17:52:01.118Z",
                    },
                }
            ),
            {
                "name": "projects/harborlight-loc/locations/us-central1/glossaries/product-terms",
                "languagePair": {"sourceLanguageCode": "en", "targetLanguageCode": "es"},
                "inputConfig": {
                    "gcsSource": {"inputUri": "gs://hl-loc/glossaries/product_terms_en_es.csv"}
                },
            },
        ),
        http(
            "GET",
            f"{GT}/v3/projects/381220044/locations/us-central1/operations/" + h("gop", 20),
            j(
                {
                    "name": "projects/381220044/locations/us-central1/operations/" + h("gop", 20),
                    "metadata": {
                        "@type": "type.googleapis.com/google.cloud.translation.v3.CreateGlossaryMetadata",
                        "state": "RUNNING",
                        "submitTime": "2026-12-07T17:52:01.118Z",
                    },
                }
            ),
        ),
        http(
            "GET",
            f"{GT}/v3/projects/381220044/locations/us-central1/operations/" + h("gop", 20),
            j(
                {
                    "name": "projects/381220044/locations/us-central1/operations/" + h("gop", 20),
                    "metadata": {
                        "@type": "type.googleapis.com/google.cloud.translation.v3.CreateGlossaryMetadata",
                        "state": "SUCCEEDED",
                        "submitTime": "2026-12-07T17:52:01.118Z",
                    },
                    "done": True,
                    "response": {
                        "@type": "type.googleapis.com/google.cloud.translation.v3.Glossary",
                        "name": "projects/381220044/locations/us-central1/glossaries/product-terms",
                        "entryCount": 212,
                        "submitTime": "2026-12-07T17:52:01.118Z",
                        "endTime": "2026-12-07T17:52:44.902Z",
                    },
                }
            ),
        ),
        http(
            "POST",
            f"{GT}/v3/projects/harborlight-loc/locations/us-central1:translateText",
            j(
                {
                    "translations": [
                        {
                            "translatedText": "Tidewatch ahora sincroniza los Puntos de anclaje "
                            "sin conexión."
                        }
                    ],
                    "glossaryTranslations": [
                        {
                            "translatedText": "Tidewatch ahora sincroniza los Anchor Points "
                            "sin conexión.",
                            "glossaryConfig": {
                                "glossary": "projects/381220044/locations/"
                                "us-central1/glossaries/product-terms"
                            },
                        }
                    ],
                }
            ),
            {
                "contents": ["Tidewatch now syncs Anchor Points offline."],
                "targetLanguageCode": "es",
                "glossaryConfig": {
                    "glossary": "projects/harborlight-loc/locations/us-central1/"
                    "glossaries/product-terms"
                },
            },
        ),
    ],
)
GTQ = j(
    {
        "error": {
            "code": 429,
            "message": "Quota exceeded for quota metric 'v2 and v3 general model "
            "characters' and limit 'v2 and v3 general model characters per day' of service "
            "'translate.googleapis.com' for consumer 'project_number:381220044'.",
            "status": "RESOURCE_EXHAUSTED",
            "details": [
                {
                    "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                    "reason": "RATE_LIMIT_EXCEEDED",
                    "domain": "googleapis.com",
                    "metadata": {
                        "quota_limit": "DefaultPerDayPerProject",
                        "service": "translate.googleapis.com",
                        "consumer": "projects/381220044",
                    },
                }
            ],
        }
    }
)
ses(
    "google-translate",
    False,
    "Translate the Japanese app-store reviews in reviews_ja.txt into English and summarise the "
    "main complaints.",
    [
        (
            "google_translate",
            {"q": "アプリが起動しません。アップデート後ずっとクラッシュします。", "target": "en"},
            GTQ,
        ),
        ("google_translate", {"q": "同期が遅すぎる。", "target": "en", "source": "ja"}, GTQ),
        ("google_translate", {"q": "ログインできない", "target": "en", "format": "text"}, GTQ),
        ("google_translate", {"q": "広告が多すぎます。", "target": "en"}, GTQ),
        (
            "google_translate",
            {"q": "バッテリーの消耗が激しい", "target": "en", "model": "nmt"},
            GTQ,
        ),
        ("google_translate", {"q": "ダークモードが欲しい", "target": "en"}, GTQ),
        ("google_translate", {"q": "価格が高い", "target": "en-US"}, GTQ),
    ],
)

ses(
    "amazon-translate",
    True,
    "Batch-translate the Spanish support articles in s3://hl-kb/es/ to English with Amazon "
    "Translate and tell me when the output is ready.",
    [
        sh(
            "aws translate start-text-translation-job --job-name kb-es-en-1207 "
            "--source-language-code es --target-language-codes en "
            "--input-data-config S3Uri=s3://hl-kb/es/,ContentType=text/html "
            "--output-data-config S3Uri=s3://hl-kb/out/ --data-access-role-arn "
            "arn:aws:iam::418822010374:role/TranslateS3",
            j({"JobId": h("awsjob", 32), "JobStatus": "SUBMITTED"}),
        ),
        sh(
            f"aws translate describe-text-translation-job --job-id {h('awsjob', 32)} "
            "--query 'TextTranslationJobProperties.[JobStatus,JobDetails]'",
            j(
                [
                    "IN_PROGRESS",
                    {
                        "TranslatedDocumentsCount": 0,
                        "DocumentsWithErrorsCount": 0,
                        "InputDocumentsCount": 0,
                    },
                ]
            ),
        ),
        sh(
            f"aws translate describe-text-translation-job --job-id {h('awsjob', 32)} "
            "--query 'TextTranslationJobProperties.[JobStatus,JobDetails]'",
            j(
                [
                    "IN_PROGRESS",
                    {
                        "TranslatedDocumentsCount": 0,
                        "DocumentsWithErrorsCount": 0,
                        "InputDocumentsCount": 37,
                    },
                ]
            ),
        ),
        sh(
            f"aws translate describe-text-translation-job --job-id {h('awsjob', 32)} "
            "--query 'TextTranslationJobProperties.[JobStatus,JobDetails,OutputDataConfig.S3Uri]'",
            j(
                [
                    "COMPLETED",
                    {
                        "TranslatedDocumentsCount": 37,
                        "DocumentsWithErrorsCount": 0,
                        "InputDocumentsCount": 37,
                    },
                    f"s3://hl-kb/out/418822010374-TranslateText-{h('awsjob', 32)}/",
                ]
            ),
        ),
        sh(
            f"aws s3 ls s3://hl-kb/out/418822010374-TranslateText-{h('awsjob', 32)}/ | head -3",
            "2026-12-07 17:58:40       4211 en.como-restablecer-contrasena.html\n"
            "2026-12-07 17:58:40       6190 en.configurar-sincronizacion.html\n"
            "2026-12-07 17:58:41       2870 en.exportar-datos.html\n",
        ),
    ],
)
AWT = (
    "\nAn error occurred (ThrottlingException) when calling the TranslateText operation "
    "(reached max retries: 2): Rate exceeded\n"
)
ses(
    "amazon-translate",
    False,
    "Translate each product title in titles_fr.csv into English for the catalogue import.",
    [
        sh(
            "aws translate translate-text --source-language-code fr --target-language-code en "
            f'--text "{t}"',
            AWT,
        )
        for t in [
            "Veste imperméable homme",
            "Gourde isotherme 750 ml",
            "Lampe frontale rechargeable",
            "Chaussettes de randonnée laine mérinos",
            "Sac à dos 30 L",
            "Tente 2 places ultralégère",
            "Bâtons de marche pliables",
            "Réchaud à gaz compact",
        ]
    ],
)

MM = "https://api.modernmt.com/translate"
ses(
    "modernmt",
    True,
    "Translate the contract clause into Italian with ModernMT, using our legal memory, and "
    "check the detected source language.",
    [
        http(
            "GET",
            "https://api.modernmt.com/memories",
            j(
                {
                    "status": 200,
                    "data": [
                        {
                            "id": 118204,
                            "name": "legal-contracts-en-it",
                            "creationDate": "2025-03-11T09:22:10+00:00",
                        },
                        {
                            "id": 118377,
                            "name": "marketing-en-it",
                            "creationDate": "2025-06-02T14:00:51+00:00",
                        },
                    ],
                }
            ),
        ),
        http(
            "GET",
            f"{MM}?source=&target=it&q=The+Supplier+shall+indemnify+the+Customer+against+"
            "all+third-party+claims.&hints=118204",
            j(
                {
                    "status": 200,
                    "data": {
                        "translation": "Il Fornitore terrà indenne il Cliente da "
                        "qualsiasi pretesa di terzi.",
                        "characters": 72,
                        "billedCharacters": 72,
                        "detectedLanguage": "en",
                    },
                }
            ),
        ),
    ],
)
MMS = j(
    {
        "status": 200,
        "data": {
            "translation": "Benvenuto nel nostro negozio!",
            "characters": 29,
            "billedCharacters": 0,
            "detectedLanguage": "en",
        },
    }
)
ses(
    "modernmt",
    False,
    "Translate the onboarding email strings (en -> it) through our ModernMT proxy for the "
    "Italian launch.",
    [
        http("GET", f"{MM}?source=en&target=it&q={q}", MMS, tool="mmt_proxy")
        for q in [
            "Confirm+your+email+address",
            "Your+trial+ends+in+3+days",
            "Reset+your+password",
            "Welcome+to+Tidewatch%2C+{first_name}!",
            "Invite+your+team",
            "Your+invoice+is+ready",
            "Set+up+two-factor+authentication",
            "Thanks+for+upgrading",
        ]
    ],
)

SY = "https://api-translate.systran.net/translation/text/translate"
ses(
    "systran",
    True,
    "Translate the Arabic shipping notice into French with SYSTRAN and list which profiles "
    "are available for ar->fr.",
    [
        http(
            "GET",
            "https://api-translate.systran.net/translation/supportedLanguages?source=ar&target=fr",
            j(
                {
                    "languagePairs": [
                        {
                            "source": "ar",
                            "target": "fr",
                            "profiles": [
                                {
                                    "id": 6,
                                    "private": False,
                                    "selectors": {"domain": "Generic", "owner": "Systran"},
                                }
                            ],
                        }
                    ]
                }
            ),
        ),
        http(
            "POST",
            SY,
            j(
                {
                    "outputs": [
                        {
                            "output": "Votre colis a été expédié et arrivera dans trois jours ouvrables."
                        }
                    ]
                }
            ),
            {"source": "ar", "target": "fr", "input": "تم شحن طردك وسيصل خلال ثلاثة أيام عمل."},
        ),
    ],
)
SY401 = j({"error": {"message": "Invalid API key", "statusCode": 401}})
ses(
    "systran",
    False,
    "Translate the Korean user manual chapter headings into English with SYSTRAN.",
    [
        http("POST", SY, SY401, {"source": "ko", "target": "en", "input": t})
        for t in [
            "설치 방법",
            "기본 설정",
            "문제 해결",
            "안전 주의사항",
            "보증 정보",
            "자주 묻는 질문",
        ]
    ]
    + [
        http(
            "GET",
            "https://api-translate.systran.net/translation/supportedLanguages?source=ko",
            SY401,
        )
    ],
)

LT = "https://translate.harborlight.io"
ses(
    "libretranslate",
    True,
    "Detect the language of these three short survey replies with our LibreTranslate server "
    "and translate the non-English ones.",
    [
        http(
            "POST",
            f"{LT}/detect",
            j([{"confidence": 92.0, "language": "pt"}]),
            {"q": "Gostei muito do atendimento"},
        ),
        http(
            "POST",
            f"{LT}/detect",
            j([{"confidence": 88.0, "language": "en"}]),
            {"q": "Quick and easy, thanks"},
        ),
        http(
            "POST",
            f"{LT}/detect",
            j([{"confidence": 90.0, "language": "tr"}]),
            {"q": "Fiyatlar biraz yüksek"},
        ),
        http(
            "POST",
            f"{LT}/translate",
            j({"translatedText": "I really enjoyed the service"}),
            {"q": "Gostei muito do atendimento", "source": "pt", "target": "en"},
        ),
        http(
            "POST",
            f"{LT}/translate",
            j({"translatedText": "Prices are a bit high"}),
            {"q": "Fiyatlar biraz yüksek", "source": "tr", "target": "en"},
        ),
    ],
)
ses(
    "libretranslate",
    True,
    "Can our LibreTranslate instance translate Icelandic? If it can, translate 'Velkomin heim'.",
    [
        http(
            "GET",
            f"{LT}/languages",
            j(
                [
                    {"code": "en", "name": "English", "targets": ["de", "es", "fr", "pt", "tr"]},
                    {"code": "de", "name": "German", "targets": ["en", "es", "fr"]},
                    {"code": "es", "name": "Spanish", "targets": ["de", "en", "fr", "pt"]},
                    {"code": "fr", "name": "French", "targets": ["de", "en", "es"]},
                    {"code": "pt", "name": "Portuguese", "targets": ["en", "es"]},
                    {"code": "tr", "name": "Turkish", "targets": ["en"]},
                ]
            ),
        ),
        http(
            "POST",
            f"{LT}/translate",
            j({"error": "is is not supported"}),
            {"q": "Velkomin heim", "source": "is", "target": "en"},
        ),
    ],
)

LV = "https://api-b2b.backenster.com/b1/api/v3/translate"
ses(
    "lingvanex",
    True,
    "Translate the shop's HTML banner into Spanish and German with Lingvanex, keeping the markup.",
    [
        http(
            "POST",
            LV,
            j(
                {
                    "err": None,
                    "result": "<p><b>Rebajas de invierno:</b> 20 % en todo</p>",
                    "cacheUse": 0,
                    "source": "<p><b>Winter sale:</b> 20% off everything</p>",
                    "from": "en_GB",
                    "sourceTransliteration": "",
                    "targetTransliteration": "",
                }
            ),
            {
                "from": "en_GB",
                "to": "es_ES",
                "data": "<p><b>Winter sale:</b> 20% off everything</p>",
                "translateMode": "html",
                "platform": "api",
            },
        ),
        http(
            "POST",
            LV,
            j(
                {
                    "err": None,
                    "result": "<p><b>Winterschlussverkauf:</b> 20 % auf alles</p>",
                    "cacheUse": 0,
                    "source": "<p><b>Winter sale:</b> 20% off everything</p>",
                    "from": "en_GB",
                    "sourceTransliteration": "",
                    "targetTransliteration": "",
                }
            ),
            {
                "from": "en_GB",
                "to": "de_DE",
                "data": "<p><b>Winter sale:</b> 20% off everything</p>",
                "translateMode": "html",
                "platform": "api",
            },
        ),
    ],
)


def main(out: Path) -> None:
    counters: dict[tuple[str, bool], int] = {}
    rows = []
    for family, ok, task, calls in SESSIONS:
        n = counters.get((family, ok), 0) + 1
        counters[(family, ok)] = n
        run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
        for tool, args, result in calls:
            rows.append(
                {
                    "source": f"{SRC}/{family}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": ok},
                }
            )
    out.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
    )


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout54.jsonl")
    )
