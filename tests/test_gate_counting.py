"""Issue 49.3: which tools a gate counts — retrieval tools are sources, tools that act are not;
the user's lists and groups win; a tool not counted is judged and recorded, never counted."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from uselessdetect import Verdict
from uselessdetect.exceptions import ConfigurationError
from uselessdetect.gate import StopGate
from uselessdetect.gate._counting import ToolCounting, tool_words

U, F = Verdict.USELESS, Verdict.USEFUL


def always(sample: object) -> bool:
    return True


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("search_pages", ["search", "pages"]),
        ("createIssue", ["create", "issue"]),
        ("HTTPGetRequest", ["http", "get", "request"]),
        ("mcp__github__create_issue", ["create", "issue"]),
        ("github.create_issue", ["create", "issue"]),
        ("server/send-email", ["send", "email"]),
        ("files:list", ["list"]),
        ("wiki", ["wiki"]),
    ],
)
def test_tool_names_split_into_the_words_of_the_tools_own_name(name: str, words: list) -> None:
    assert tool_words(name) == words


@pytest.mark.parametrize(
    "name",
    [
        "search",
        "wiki",
        "get_weather",
        "lookupEntity",
        "mcp__fs__read_file",
        "tavily_search",
        "list_files",
        "fetch",
        "browse",
        "query_db",
        "calculator",
        "Search",
        "google_search",
        "notion_search",
        "postgres_query",
        "browser_click",
        "browser_navigate",
        "browser_press_key",
        "browser_scroll",
        "slack_messages",
        "api_tracking_for_pack_send",
    ],
)
def test_retrieval_and_unknown_names_are_counted(name: str) -> None:
    d = StopGate(always, k=1).observe({"observation": "x"}, source=name)
    assert d.counted and d.run == 1 and d.tripped


@pytest.mark.parametrize(
    "name",
    [
        "send_email",
        "createIssue",
        "mcp__github__delete_repo",
        "book_flight",
        "cancelBooking",
        "post_message",
        "update-record",
        "payments.transfer_funds",
        "submit",
        "WriteFile",
        "github_create_issue",
        "slack_post_message",
        "notion_create_page",
        "gmail_send_email",
        "browser_type",
        "jira_update_issue",
        "linear_createIssue",
        "issue_create",
        "mcp__playwright__browser_fill_form",
    ],
)
def test_an_action_verb_means_judged_and_recorded_but_never_counted(name: str) -> None:
    buf = io.StringIO()
    gate = StopGate(always, k=1, record_to=buf)
    ds = [gate.observe({"observation": "ok"}, source=name, episode="e") for _ in range(3)]
    assert [(d.counted, d.run, d.tripped, d.would_trip) for d in ds] == [
        (False, 0, False, False)
    ] * 3
    assert all(d.judgment is not None and d.judgment.verdict is U for d in ds)  # still judged
    st = gate.state("e")
    assert st["runs"] == {} and st["uncounted"] == 3 and st["observed"] == 3
    gate.end("e")
    steps = json.loads(buf.getvalue())["steps"]
    assert [s["action"] for s in steps[:3]] == [name] * 3
    assert steps[0]["gate"]["counted"] is False and steps[0]["judgments"]


@pytest.mark.parametrize(
    ("name", "counted"),
    [
        # the first known verb among the first three words, not only the leading one
        ("github_create_issue", False),
        # past the first three words only a last word is read: a method after its resources
        ("acme_crm_contacts_create", False),
        # resolve before a name of a thing looks it up; a plural before a verb is a noun
        ("resolve-library-id", True),
        ("avatax_resolve_address", True),
        ("pagerduty_resolve_incident", False),
        ("bookmarks_search", True),
        ("mastodon_bookmark_status", False),
        # asking a person is no source; asking an expert (a model, a sub-agent) is
        ("ask_operator", False),
        ("ask_expert", True),
        ("dropboxsign_remind", False),
        ("quizbank_import", False),
        ("acme_crm_contacts_search_by_email", True),
        ("google_search", True),
        ("browser_hover", False),
        # a noun-verb before a verb is that verb's object
        ("post_search", True),
        ("order_list", True),
        ("messages_list", True),
        ("todo_list_add", False),
        ("email_send", False),
        # ... but not before an action noun, which is then the object: view_order views
        ("view_order", True),
        ("query_post", True),
        ("post_message", False),
        ("slack_post_message", False),
        # an action noun before a word that names what is read
        ("order_status", True),
        ("message_history", True),
        ("book_details", True),
        ("book_flight", False),
        # set is not a noun-verb: set_list sets a list
        ("set_list", False),
        ("change_status", False),
        # a name is read up to a preposition past its first word
        ("news_for_post_office", True),
        ("transfer_to_human_agents", False),
        # past the first word only a verb's own form: plurals and participles are nouns
        ("user_saved_tracks", True),
        ("saved_tracks", False),  # the leading word reads as before
        ("types_list", True),
        ("orders", True),  # a noun-verb's plural is a noun, even leading
        ("messages", True),
        ("posted_items", True),
        ("file_type", False),
        # a schedule after words that are no verb is what is read; before them it is done
        ("mlb_schedule", True),
        ("sportradar_nba_daily_schedule", True),
        ("create_schedule", False),
        ("schedule_meeting", False),
        ("smartling_authorize_job", False),
        # return acts in a name; a description's "Returns …" says what the tool gives
        ("classroom_student_submissions_return", False),
        ("return_order", False),
        ("returns_list", True),
    ],
)
def test_the_first_known_verb_of_the_name_decides(name: str, counted: bool) -> None:
    assert ToolCounting().counted(name) is counted


#: The tools of the shared real runs that act (every other one is counted).
REAL_ACTIONS = {
    "POST ServiceRequest",
    "POST Observation",
    "POST MedicationRequest",
    "update_reservation_flights",
    "update_reservation_baggages",
    "update_reservation_passengers",
    "cancel_reservation",
    "book_reservation",
    "transfer_to_human_agents",
    "send_certificate",
}


@pytest.mark.shared_data
def test_the_real_runs_tools_are_decided_as_documented(shared_data: Path) -> None:
    names = {"Search", "Lookup", "Retrieve", "Finish", "Calculate"}  # KnowAgent's HotpotQA
    for path in sorted((shared_data / "real_runs").glob("*.jsonl")):
        with path.open(encoding="utf-8") as fh:
            names |= {json.loads(line)["tool"] for line in fh if line.strip()}
    assert len(names) > 60 and names >= REAL_ACTIONS
    tc = ToolCounting()
    assert {n for n in names if not tc.counted(n)} == REAL_ACTIONS


def test_a_name_with_a_verb_is_decided_by_it_not_by_its_description() -> None:
    tc = ToolCounting()
    assert tc.describe("github_create_issue", "Search the issues and create one.") is False
    assert tc.describe("slack_messages", "Sends a message to a channel.") is False  # no verb
    assert tc.describe("notion_search", "Creates nothing; searches pages.") is True


def test_an_uncounted_tool_keeps_a_trip_of_another_and_moves_no_shadow_rule() -> None:
    gate = StopGate(always, k=2, shadow_rules=["cusum"])
    gate.observe("x", source="search")
    d = gate.observe("x", source="send_email")
    assert not d.counted and not d.tripped and d.shadow_trips == ()
    assert gate.state()["default"]["shadow_rules"][0]["statistics"] == {
        "search": pytest.approx(1.386, abs=1e-3)
    }
    gate.observe("x", source="search")
    d = gate.observe("x", source="send_email")
    assert d.tripped and d.allowed == ("finish",) and not d.counted  # the episode is restricted


def test_user_lists_win_over_the_name() -> None:
    gate = StopGate(always, k=1, gate_tools=["send_email"], ignore_tools=["search"])
    assert gate.observe("x", source="send_email").tripped
    assert not gate.observe("x", source="search", episode="2").counted
    with pytest.raises(ConfigurationError, match="gate_tools and ignore_tools both name 'a'"):
        StopGate(always, gate_tools=["a"], ignore_tools=["a"])


def _call(method: str) -> dict[str, str]:
    return {"question": "q", "observation": "HTTP 401 Unauthorized", "query": method}


@pytest.mark.parametrize(
    ("query", "counted"),
    [
        ('{"method": "GET", "url": "https://api.example.com/v2/queues"}', True),
        ("{'http_method': 'head', 'path': '/health'}", True),
        ('{"method": "POST", "url": "https://api.example.com/v2/queues"}', False),
        # no method named: a GET, as HTTP clients send by default
        ('{"url": "https://api.example.com/v2/queues"}', True),
        ('{"endpoint": "stations/nearby", "lat": 48.2}', True),
        ("GET me the queue", False),
        ('{"body": {"to": "ops"}}', False),  # nothing named to get
        # the APIs that read by POST: a path segment that reads, no write method
        ('{"path": "/transactions/sync", "body": {"cursor": "x"}}', True),
        ('{"method": "POST", "path": "/collections/notes/points/search"}', True),
        ('{"method": "POST", "url": "https://api.example.com/v1/accounts/get"}', True),
        ('{"method": "POST", "path": "/api/v2/search/spending_by_award/"}', True),
        ('{"method": "POST", "url": "https://serve.example.com/predictions/sentiment"}', True),
        # the APIs that read a summary or statistics by POST (Harness, Messente)
        ('{"method": "POST", "url": "https://x.io/api/pipelines/execution/summary?org=a"}', True),
        ('{"method": "POST", "path": "/v1/statistics/reports"}', True),
        ('{"method": "POST", "path": "/v1/summaryjobs"}', False),  # a segment that says more
        ('{"method": "PATCH", "path": "/v2/customers/search"}', False),
        ('{"method": "POST", "path": "/v1/lists/9f2a/members"}', False),  # lists: a name
        ('{"method": "POST", "path": "/session"}', False),
    ],
)
def test_a_generic_request_tool_is_counted_on_its_reads(query: str, counted: bool) -> None:
    gate = StopGate(always, k=2)
    assert not gate.counting_.counted("http_request")  # its name: an action
    assert gate.observe(_call(query), source="http_request").counted is counted


@pytest.mark.parametrize(
    ("tool", "query", "counted"),
    [
        ("meteostat_request", '{"endpoint": "stations/nearby", "lat": 48.2}', True),
        ("ksqldb_request", '{"endpoint": "/ksql", "ksql": "SHOW STREAMS;"}', True),
        # a name with a verb is no generic request tool: no method named says nothing
        ("create_deploy_request", '{"path": "/deploy-requests", "number": 42}', False),
        ("plaid_post", '{"query": "search the transactions", "path": "/payments"}', False),
        ("plaid_post", '{"path": "/transactions/sync", "body": {"cursor": "x"}}', True),
        ("uber_request", '{"product_id": "a1b2", "start_latitude": 37.7}', False),  # a ride
    ],
)
def test_without_a_method_only_a_generic_request_tool_gets(
    tool: str, query: str, counted: bool
) -> None:
    gate = StopGate(always, k=2)
    assert not gate.counting_.counted(tool)
    assert gate.observe(_call(query), source=tool).counted is counted


def test_a_get_trips_the_run_and_a_post_moves_nothing() -> None:
    get, post = _call('{"method": "GET", "path": "/a"}'), _call('{"method": "POST", "path": "/a"}')
    gate = StopGate(always, k=2)
    assert gate.observe(get, source="http_request").run == 1
    assert gate.observe(post, source="http_request").run == 1  # not counted: the run stands
    assert gate.observe(get, source="http_request").tripped


def test_the_user_decides_a_request_tool_before_its_calls() -> None:
    get = _call('{"method": "GET", "path": "/a"}')
    assert (
        not StopGate(always, ignore_tools=["http_request"])
        .observe(get, source="http_request")
        .counted
    )
    only_db = StopGate(always, count=lambda name: name.startswith("db_"))
    assert not only_db.observe(get, source="http_request").counted


def test_count_all_and_a_callable() -> None:
    assert StopGate(always, k=1, count="all").observe("x", source="send_email").tripped
    gate = StopGate(always, k=1, count=lambda name: name.startswith("db_"))
    assert gate.observe("x", source="db_write").counted
    assert not gate.observe("x", source="search").counted

    def broken(name: str) -> bool:
        raise RuntimeError("bad count")

    assert StopGate(always, k=1, count=broken).observe("x", source="send").counted  # logged


@pytest.mark.parametrize(
    ("kwargs", "needle"),
    [
        ({"count": "retrieve"}, "count must be one of retrieval, all, got 'retrieve'"),
        ({"count": None}, "count must be one of retrieval, all"),
        ({"gate_tools": "search"}, "gate_tools must be a list of names"),
        ({"ignore_tools": [3]}, "ignore_tools[0] must be a string"),
        ({"groups": ["wiki"]}, "groups must be a mapping"),
        ({"groups": {"wiki": "search"}}, "groups['wiki'] must be a list of names"),
        ({"groups": {"a": ["x"], "b": ["x"]}}, "'x' is in both 'a' and 'b'"),
        ({"groups": {"": ["x"]}}, "groups: a source name must be a non-empty string"),
    ],
)
def test_bad_counting_parameters_are_refused_naming_them(kwargs: dict, needle: str) -> None:
    with pytest.raises(ConfigurationError) as err:
        StopGate(always, **kwargs)
    assert needle in str(err.value) and "\n" not in str(err.value)


def test_groups_count_several_tools_as_one_source_and_drop_them_together() -> None:
    wiki = {"wiki": ["search_pages", "read_section"]}
    gate = StopGate(
        always,
        k=3,
        mode="drop_tool",
        groups=wiki,
        tools=["search_pages", "read_section", "web", "finish"],
    )
    runs = [gate.observe("x", source=s).run for s in ("search_pages", "read_section")]
    d = gate.observe("x", source="search_pages")
    assert runs == [1, 2] and d.run == 3 and d.tripped and d.source == "search_pages"
    assert d.blocked == ("search_pages", "read_section") and d.allowed == ("web", "finish")
    assert "from `wiki`" in (d.reason or "")
    assert gate.state()["default"]["runs"] == {"wiki": 3}
    assert gate.decision(source="read_section").run == 3
    # a group member counts even when its name starts with an action verb
    assert (
        StopGate(always, k=1, groups={"db": ["write_row"]}).observe("x", source="write_row").tripped
    )


def test_a_description_decides_a_name_without_a_verb() -> None:
    gate = StopGate(always, k=1)
    assert gate.describe_tool("stripe", "Creates a payment intent.") is False
    assert gate.describe_tool("wiki", "Use this tool to search Wikipedia.") is True
    assert gate.describe_tool("weather", "Returns the forecast for a city.") is True  # no verb
    assert gate.describe_tool("send_email", "Looks up nothing; sends mail.") is False  # name wins
    assert not gate.observe("x", source="stripe").counted
    assert gate.observe("x", source="wiki", episode="2").tripped
    # the user's word still wins over a description
    told = StopGate(always, gate_tools=["stripe"])
    assert told.describe_tool("stripe", "Create a payment.") is True
    assert gate.describe_tool(5, None) is True  # type: ignore[arg-type]  # never raises


def test_the_decision_is_cached_per_name() -> None:
    seen: list[str] = []

    def count(name: str) -> bool:
        seen.append(name)
        return True

    tc = ToolCounting(count)
    for _ in range(3):
        tc.lookup("search")
    assert seen == ["search"] and tc.cache == {"search": ("search", True)}


def test_a_decision_says_counted_in_its_dict() -> None:
    d = StopGate(always).observe("x", source="send_email")
    assert d.to_dict()["counted"] is False


def test_the_docs_example_prints_what_its_comments_say() -> None:
    import contextlib
    import io as _io
    import re
    from pathlib import Path

    page = (Path(__file__).resolve().parents[1] / "docs" / "gate.md").read_text(encoding="utf-8")
    block = next(b for b in re.findall(r"```python\n(.*?)```", page, re.S) if "groups=" in b)
    out = _io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(block, "docs/gate.md", "exec"), {"__name__": "__docs__"})
    said = [line.split("# ", 1)[1] for line in block.splitlines() if "print(" in line]
    assert out.getvalue().splitlines() == said


def _runs(gate: StopGate, tool: str, items: list[object], episode: str = "e") -> list[int]:
    return [gate.observe(item, source=tool, episode=episode).run for item in items]


@pytest.mark.parametrize("detector", ["default", "classifier", "semantic"])
def test_an_empty_text_from_a_retrieval_tool_is_an_empty_result(detector: str) -> None:
    gate = StopGate(detector, k=3)
    asks = [{"question": "Stock of TR-2201?", "observation": "", "query": f'{{"sku": "{s}"}}'}
            for s in ("TR-2201", "TR-2205", "AC-0910")]  # fmt: skip
    assert _runs(gate, "InventoryPlugin-get_stock_level", asks) == [1, 2, 3]
    assert gate.state("e")["tripped_by"] == ["InventoryPlugin-get_stock_level"]


def test_an_empty_text_from_a_tool_without_a_retrieval_verb_is_no_verdict() -> None:
    gate = StopGate("default", k=3)
    thoughts = [{"question": "Rebook the flight", "observation": "", "query": f"thought {i}"}
                for i in range(5)]  # fmt: skip
    assert _runs(gate, "think", thoughts) == [0] * 5  # a think tool returns "" every time
    assert _runs(gate, "calculator", ["", " \n"]) == [0, 0]  # no known verb: no verdict
    assert not gate.state("e")["tripped_by"]


def test_the_empty_text_rule_reads_every_form_of_a_result_and_nothing_else() -> None:
    from uselessdetect import Sample

    gate = StopGate("default", k=5)
    sample = Sample("Stock?", "  ", query="TR-2201")
    # the text itself, its dict, a sample: each is an empty result of get_stock
    assert _runs(gate, "get_stock", ["", {"question": "Stock?", "observation": ""}, sample]) == [
        1,
        2,
        3,
    ]
    # a verdict given as it is (unknown) stays unknown; a text that is not blank is judged
    assert _runs(gate, "get_stock", [None, {"verdict": "unknown"}]) == [3, 3]
    # a tool left alone by the user is never counted, whatever it returns
    left = StopGate("default", k=3, ignore_tools=["get_stock"])
    assert _runs(left, "get_stock", ["", "", ""]) == [0, 0, 0]


def test_a_description_says_whether_a_tool_retrieves() -> None:
    gate = StopGate("default", k=3)
    gate.describe_tool("inventory", "Looks up the stock level of a SKU.")
    gate.describe_tool("scratchpad", "Records a thought; returns nothing.")
    assert _runs(gate, "inventory", ["", "", ""]) == [1, 2, 3]
    assert _runs(gate, "scratchpad", ["", "", ""]) == [0, 0, 0]
    tc = ToolCounting()
    assert [tc.reads(n) for n in ("search_docs", "think", "send_email", "wiki")] == [
        True,
        False,
        False,
        False,
    ]


@pytest.mark.parametrize(
    ("name", "counted"),
    [
        # a command sent to a device or a shell is run: its output is read
        ("send_command", True),
        ("netmiko_send_command", True),
        ("submit_cmd", True),
        ("send_message", False),
        ("delete_command", False),  # a bot's commands, acted on
        ("create_command", False),
        # build, copy and renew act; a build is also read as a noun
        ("jenkins_build_job", False),
        ("rclone_copy", False),
        ("copy_file", False),
        ("renew_loan", False),
        ("vault_lease_renew", False),
        ("build_status", True),
        ("build_list", True),
        ("get_build", True),
        ("azdo_get_build_log", True),
    ],
)
def test_sent_commands_are_read_and_build_copy_renew_act(name: str, counted: bool) -> None:
    assert ToolCounting().counted(name) is counted


@pytest.mark.parametrize(
    ("name", "counted"),
    [
        ("hue_activate_scene", False),
        ("rerun_workflow", False),
        ("gitlab_retry_job", False),
        ("toggle_light", False),
        ("uber_request_ride", False),
        ("workday_request_time_off", False),
        # a request is as often a noun: read when a verb or a status follows or precedes it
        ("uber_get_request", True),
        ("get_pull_request", True),
        ("request_status", True),
    ],
)
def test_activate_rerun_retry_toggle_and_request_act(name: str, counted: bool) -> None:
    assert ToolCounting().counted(name) is counted
