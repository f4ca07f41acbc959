"""Which tools a gate counts: retrieval tools are sources, tools that act are not (design §3.4).

A gate is for sources that fail silently: tools that *retrieve* (search, lookup, read, query,
fetch, get, list, find, browse, view, …). A tool that *acts* (create, update, send, book,
cancel, delete, write, pay, …) answers with a receipt, and a receipt is no evidence that a
source has failed. :class:`ToolCounting` decides, once per tool name, whether the gate counts
a tool and under which source its run is kept:

1. the user's lists win: a name in ``ignore_tools`` is not counted; one in ``gate_tools`` or
   in a ``groups`` entry is;
2. ``count="all"`` counts every tool; a callable ``count(name) -> bool`` decides itself;
3. ``count="retrieval"`` (the default) reads the name: it is split into words (snake_case,
   camelCase, kebab-case, dotted and MCP-style names such as ``mcp__github__create_issue``, whose
   last part is the tool's own name), and the **first known verb among its first three words**
   (read up to a preposition: ``track_for_pack_send`` reads ``track``) decides: an action verb
   means not counted (``send_email``, ``github_create_issue``, ``browser_type``), a retrieval
   verb counted (``google_search``); a name without a known verb (``wiki``, ``calculator``) is
   counted, as every tool was before. A word that is as often a noun (:data:`NOUN_VERBS`:
   ``order``, ``post``, ``message``, ``list``, …) is read as the verb's object when a verb
   follows it (``post_search``, ``todo_list_add``), and an action noun before a word such as
   ``status`` or ``history`` names a read (``order_status``, ``message_history``). Past the
   leading word only a verb's own form counts (``slack_messages`` has no verb), and such a
   word's plural is a noun anywhere (``orders``);
4. a description given with :meth:`ToolCounting.describe` decides a name rule 3 could not read
   (no known verb in it): the first known verb among its first words.

``groups`` counts several tools as one source (``{"wiki": ["search_pages", "read_section"]}``):
their results move one run, kept under the group's name.

Examples
--------
>>> tc = ToolCounting()
>>> [tc.counted(n) for n in ("search_pages", "createIssue", "mcp__github__delete_repo", "wiki")]
[True, False, False, True]
>>> [tc.counted(n) for n in ("github_create_issue", "google_search", "order_status", "set_list")]
[False, True, True, False]
>>> tc.describe("stripe", "Creates a payment intent for a customer.")
False
>>> ToolCounting(groups={"wiki": ["search_pages", "read_section"]}).key("read_section")
'wiki'
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .._checks import check_choice, check_names
from ..exceptions import ConfigurationError

__all__ = [
    "ACTION_VERBS",
    "COUNT_MODES",
    "NOUN_VERBS",
    "RETRIEVAL_VERBS",
    "ToolCounting",
    "tool_words",
]

logger = logging.getLogger("uselessdetect.gate")

#: The ``count=`` words: ``retrieval`` (read the tool's name) or ``all``.
COUNT_MODES: tuple[str, ...] = ("retrieval", "all")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Verbs that make a tool a retrieval tool (a source the gate counts). ``click`` is in neither
#: list, so a name with it alone is counted: in WebShop and in browsers it returns the next page.
RETRIEVAL_VERBS = _words(
    "search lookup look read query fetch get list find retrieve browse view show load open "
    "download scrape crawl inspect describe count check peek select scan explore navigate "
    "visit see grep cat ls recall"
)
#: Verbs that make a tool one that acts (not counted unless the user says so). The browser verbs
#: ``type``, ``fill``, ``hover``, ``drag`` and ``resize`` only act on the page: their result is
#: an echo or the same page again, which "nothing new" would call useless. ``press``, ``scroll``,
#: ``tap`` and ``swipe`` are left out: like ``click`` (Enter submits a form) they bring the next
#: page, screen or part of a file.
ACTION_VERBS = _words(
    "create update post send book cancel delete write edit submit pay transfer add remove "
    "insert set put patch upload publish reply comment approve reject merge close assign "
    "move rename schedule reserve purchase buy order charge refund archive deploy invite "
    "share like follow subscribe unsubscribe mark lock unlock enable disable start stop "
    "restart kill launch trigger notify email message tweet save store commit push modify "
    "change replace upsert register apply confirm accept decline sign fork drop clear reset "
    "resolve unassign revoke grant checkout type fill hover drag resize append purge suspend "
    "unsuspend input craft dig freeze unfreeze bookmark mutate rm renew copy build activate "
    "deactivate rerun retry toggle pause play dispatch request acknowledge ack snooze escalate "
    "bump sbatch qsub bsub scancel remind complete import authorize"
)
#: Verbs that are as often nouns in a tool's name. One of them is read as the object of the verb
#: that follows it (``post_search``, ``order_list``, ``todo_list_add``; not when that verb is
#: itself an action noun, read then as the object: ``view_order`` views, ``post_message``
#: posts), and an action one before a word that names what is read (``status``, ``history``,
#: ``details``, …) makes the name a read (``order_status``, ``message_history``). ``set``,
#: ``update`` or ``send`` are not here: as a tool's word they are nearly always the imperative
#: (``set_list`` sets a list).
NOUN_VERBS = _words(
    "order post message email comment book charge transfer schedule tweet archive invite "
    "refund purchase deploy store lock type list count view query build request"
)
_ACTION_NOUNS = NOUN_VERBS & ACTION_VERBS
#: Words after an action noun that make the name a read of it (``order_status``).
_READ_NOUNS = _words(
    "status history details detail info summary stats log logs state thread threads"
)
#: Verbs that act in a tool's name but not in its description, where "Returns the forecast"
#: says what the tool gives (``return_order``, Classroom's ``studentSubmissions.return``).
_NAME_ACTIONS = _words("return")
#: A command sent to a device or a shell is run, and its output is what the tool returns (a
#: network server's ``send_command``): these verbs before these objects make a read (not
#: ``create_command`` or ``delete_command``, which act on a bot's commands).
_SEND_VERBS = _words("send sends submit")
_RUN_NOUNS = _words("command commands cmd")
#: ``resolve`` before a name of a thing looks it up (Context7's ``resolve-library-id``, an
#: address or a host resolved); before anything else it settles it (``resolve_incident``).
_LOOKUP_NOUNS = _words("id ids address addresses host hostname name names library dns url")
#: ``ask`` before a person (``ask_operator``, ``ask_human``, ``ask_user``): the tool hands
#: the question to someone, whose replies say what they did, not what a source holds.
_PEOPLE = _words("human user operator person customer owner approver reviewer")
#: A name is read up to one of these (past its first word): what follows is the verb's object
#: or the service's name, as in ToolBench's ``<api>_for_<tool>``.
_PREPOSITIONS = _words("for by of from with to in on at via into about")
#: How many of a name's first words are read for its verb.
_NAME_WORDS = 3
#: Verbs that are nouns as a name's last word after words that are no verb: what is read
#: (``mlb_schedule``, ``nba_daily_schedule``: a verb would come first, ``create_schedule``).
_FINAL_NOUNS = _words("schedule")

_SEGMENT = re.compile(r"__|[./:]")
_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
_WORD = re.compile(r"[A-Za-z]+")
#: How many of a description's first words are read for its verb.
_DESCRIPTION_WORDS = 8


def tool_words(name: str) -> list[str]:
    """The words of a tool's own name, lower-cased (the last part of a namespaced name).

    Examples
    --------
    >>> tool_words("mcp__github__create_issue"), tool_words("searchPages"), tool_words("a.b-c")
    (['create', 'issue'], ['search', 'pages'], ['b', 'c'])
    """
    parts = [p for p in _SEGMENT.split(name) if p.strip("_- ")]
    own = parts[-1] if parts else name
    return [w.lower() for chunk in re.split(r"[_\-\s]+", own) for w in _CAMEL.findall(chunk)]


def _verb(word: str, inflected: bool = True) -> bool | None:
    """``True`` for a retrieval verb, ``False`` for an action verb, else ``None``.

    ``inflected=False`` takes the verb's own form only (``messages`` is then no verb).
    """
    forms = [word]
    if inflected and word.endswith("s"):  # "creates", "searches"
        forms += [word[:-1], word[:-2]] if word.endswith("es") else [word[:-1]]
    elif inflected and word.endswith("ed"):  # "created", "posted"
        forms += [word[:-1], word[:-2]]
    for form in forms:
        if form in ACTION_VERBS:
            return False
        if form in RETRIEVAL_VERBS:
            return True
    return None


def _inflected_noun(word: str) -> bool:
    """Whether ``word`` is an inflected form of one of :data:`NOUN_VERBS` (``orders``)."""
    return word not in NOUN_VERBS and (word[:-1] in NOUN_VERBS or word[:-2] in NOUN_VERBS)


def _from_name(name: str) -> bool | None:
    """What the name's first known verb says: counted, not counted, or ``None`` (no verb).

    Examples
    --------
    >>> [_from_name(n) for n in ("gmail_send_email", "post_search", "post_message", "wiki")]
    [False, True, False, None]
    >>> [_from_name(n) for n in ("API-post-database-query", "API-patch-page", "append_insight")]
    [True, False, False]
    >>> [_from_name(n) for n in ("patch_list_projects", "patch_update_issue")]
    [True, False]
    >>> [_from_name(n) for n in ("androidpublisher_edits_tracks_update", "sbatch")]
    [False, False]
    >>> [_from_name(n) for n in ("resolve-library-id", "resolve_incident", "bookmarks_search")]
    [True, False, True]
    >>> [_from_name(n) for n in ("mlb_schedule", "nba_daily_team_schedule", "create_schedule")]
    [None, None, False]
    """
    words = tool_words(name)
    if words[:1] == ["api"]:  # an interface's prefix (Notion's ``API-post-search``)
        words = words[1:]
    for at, word in enumerate(words[1:], 1):
        if word in _PREPOSITIONS:
            words = words[:at]
            break
    if words[:1] in (["post"], ["put"], ["patch"]) and any(_verb(w, False) for w in words[1:]):
        return True  # an HTTP method (or a service so named), then the read it carries
        # (``post_database_query``; Patch's ``patch_list_projects``)
    names, words = words, words[:_NAME_WORDS]
    for at, word in enumerate(words):
        if word in _SEND_VERBS and at + 1 < len(words) and words[at + 1] in _RUN_NOUNS:
            return True  # send_command: the command's output is read
        if word == "resolve" and _LOOKUP_NOUNS.intersection(words[at + 1 : at + 3]):
            return True  # resolve_library_id, resolve_address: a look-up
        if word == "ask" and _PEOPLE.intersection(words[at + 1 : at + 3]):
            return False  # ask_operator, ask_human: a person's replies, no source
        # past the first word a verb's own form only; a noun-verb's plural is a noun anywhere,
        # and so is a first word's plural before a verb (``bookmarks_search``)
        plural_noun = (
            at == 0
            and at + 1 < len(words)
            and _verb(word, inflected=False) is None
            and _verb(words[1], inflected=False) is not None
        )
        said = _verb(word, inflected=at == 0 and not plural_noun and not _inflected_noun(word))
        if said is None and word in _NAME_ACTIONS:
            said = False
        if said is None or (at and at == len(names) - 1 and word in _FINAL_NOUNS):
            continue
        after = words[at + 1] if at + 1 < len(words) else None
        if after is not None and word in NOUN_VERBS:
            if said is False and after in _READ_NOUNS:
                return True  # order_status, message_history
            if after not in _ACTION_NOUNS and _verb(after, inflected=False) is not None:
                continue  # post_search, todo_list_add: the word is the next verb's object
        return said
    if len(names) > _NAME_WORDS and names[-1] not in _FINAL_NOUNS:  # a method after its
        if names[-1] in _NAME_ACTIONS:  # resources (…_edits_tracks_update)
            return False
        return _verb(names[-1], inflected=False)
    return None


def _said(name: str, description: str | None) -> bool | None:
    """What the name's first known verb says, else the description's; ``None``: neither has one."""
    said = _from_name(name)
    if said is None and description:
        said = _from_description(description)
    return said


def _from_description(text: str) -> bool | None:
    """What the first known verb among the description's first words says, else ``None``."""
    for word in _WORD.findall(text)[:_DESCRIPTION_WORDS]:
        said = _verb(word.lower())
        if said is not None:
            return said
    return None


class ToolCounting:
    """Whether the gate counts a tool, and the source its run is kept under (see the module).

    Parameters
    ----------
    count : {"retrieval", "all"} or callable, default "retrieval"
        ``retrieval``: read the tool's name (and a description given to :meth:`describe`);
        ``all``: count every tool; a callable ``count(name) -> bool`` decides (an error in
        it is logged and the tool counted).
    gate_tools, ignore_tools : sequence of str, optional
        Names the user says to count / to leave alone; they win over ``count``.
    groups : mapping of str to sequence of str, optional
        Source name -> the tools counted together as that one source (counted unless
        ignored).

    Decisions are cached per name: the gate's hot path pays one dict look-up.
    """

    def __init__(
        self,
        count: str | Callable[[str], Any] = "retrieval",
        *,
        gate_tools: Sequence[str] | None = None,
        ignore_tools: Sequence[str] | None = None,
        groups: Mapping[str, Sequence[str]] | None = None,
    ) -> None:
        if not callable(count):
            count = check_choice(count, "count", COUNT_MODES)
        self.count = count
        self.gate_tools = frozenset(
            () if gate_tools is None else check_names(gate_tools, "gate_tools")
        )
        self.ignore_tools = frozenset(
            () if ignore_tools is None else check_names(ignore_tools, "ignore_tools")
        )
        both = sorted(self.gate_tools & self.ignore_tools)
        if both:
            raise ConfigurationError(
                f"gate_tools and ignore_tools both name {both[0]!r}: say once whether to count it"
            )
        self.groups = _check_groups(groups)
        self._group_of = {tool: group for group, tools in self.groups.items() for tool in tools}
        #: name -> (the source its run is kept under, whether it is counted)
        self.cache: dict[str, tuple[str, bool]] = {}
        #: name -> whether its name (or description) reads as a retrieval (:meth:`reads`)
        self._reads: dict[str, bool] = {}

    def lookup(self, name: str) -> tuple[str, bool]:
        """``(source key, counted)`` for a tool name, decided once and then cached."""
        got = self.cache.get(name)
        if got is None:
            got = self.cache[name] = (self._group_of.get(name, name), self._decide(name, None))
        return got

    def key(self, name: str) -> str:
        """The source a tool's run is kept under: its group's name, else its own."""
        return self.lookup(name)[0]

    def counted(self, name: str) -> bool:
        """Whether the gate counts the tool ``name``."""
        return self.lookup(name)[1]

    def reads(self, name: str) -> bool:
        """Whether the tool's name (or the description given to :meth:`describe`) says it
        retrieves: its first known verb is a retrieval verb (``get_stock_level``,
        ``search_docs``), not merely no known verb (``think``, ``calculator``). Such a tool's
        empty text is an empty result (see :class:`~uselessdetect.gate.StopGate`); cached.

        Examples
        --------
        >>> tc = ToolCounting()
        >>> [tc.reads(n) for n in ("InventoryPlugin-get_stock_level", "think", "send_email")]
        [True, False, False]
        """
        got = self._reads.get(name)
        if got is None:
            got = self._reads[name] = _said(name, None) is True
        return got

    def describe(self, name: str, description: str | None) -> bool:
        """Decide ``name`` again with its description (an integration's tool list); cached.

        Returns whether the tool is counted. Never raises: a name or description that is not
        a string is taken as absent.
        """
        name = name if isinstance(name, str) else str(name)
        text = description if isinstance(description, str) else None
        counted = self._decide(name, text)
        self.cache[name] = (self._group_of.get(name, name), counted)
        self._reads[name] = _said(name, text) is True
        return counted

    def members(self, source: str) -> tuple[str, ...]:
        """The tool names a source stands for: a group's tools, else the source itself."""
        return tuple(self.groups.get(source, (source,)))

    def _decide(self, name: str, description: str | None) -> bool:
        if name in self.ignore_tools:
            return False
        if name in self.gate_tools or name in self._group_of or name in self.groups:
            return True
        if self.count == "all":
            return True
        if callable(self.count):
            try:
                return bool(self.count(name))
            except Exception:
                logger.warning("gate: count(%r) failed; the tool is counted", name, exc_info=True)
                return True
        return _said(name, description) is not False

    def call_reads(self, name: str, query: Any) -> bool:
        """Whether one call of a tool the name leaves out is counted after all: its arguments
        ask for an HTTP ``GET`` or ``HEAD`` (``{"method": "GET", "path": "/v2/queues"}``), a
        generic request tool (``http_request``, ``cxone_request``) reading; or, with no write
        method (``PUT``, ``PATCH``, ``DELETE``) named, its URL or path has a segment that reads
        (``/points/search``, ``/transactions/sync``, ``/accounts/get``, ``/executions/summary``):
        the APIs that read by ``POST`` (``plaid_post``, a vector store's search). Never where the
        user decides: a tool in ``ignore_tools``, or a callable ``count``.

        Examples
        --------
        >>> tc = ToolCounting()
        >>> tc.counted("http_request")
        False
        >>> [tc.call_reads("http_request", q) for q in ('{"method": "GET", "url": "/q"}',
        ...                                           '{"method": "POST", "url": "/q"}', None)]
        [True, False, False]
        >>> [tc.call_reads("plaid_post", q) for q in ('{"path": "/transactions/sync"}',
        ...     '{"method": "POST", "path": "/v2/customers/search"}', '{"path": "/payments"}',
        ...     '{"method": "DELETE", "path": "/v1/lists/search"}')]
        [True, True, False, False]
        >>> left_out = ToolCounting(ignore_tools=["http_request"])
        >>> left_out.call_reads("http_request", '{"method": "get"}')
        False

        A generic request tool (``meteostat_request``: words that are no verb, then
        ``request``) that names a URL, path or endpoint and no method at all sends a ``GET``,
        as HTTP clients do by default:

        >>> [tc.call_reads(n, '{"endpoint": "stations/nearby", "lat": 48.2}')
        ...  for n in ("meteostat_request", "create_deploy_request")]
        [True, False]
        >>> tc.call_reads("uber_request", '{"product_id": "a1b2", "start_latitude": 37.7}')
        False
        """
        if type(query) is not str or callable(self.count) or name in self.ignore_tools:
            return False
        if _READ_METHOD.search(query, 0, _METHOD_CHARS) is not None:
            return True
        if _ANY_METHOD.search(query, 0, _METHOD_CHARS) is None:
            return _TARGET.search(query, 0, _METHOD_CHARS) is not None and (
                _READ_PATH.search(query, 0, _METHOD_CHARS) is not None or _generic_request(name)
            )
        return (
            _READ_PATH.search(query, 0, _METHOD_CHARS) is not None
            and _WRITE_METHOD.search(query, 0, _METHOD_CHARS) is None
        )


def _generic_request(name: str) -> bool:
    """Whether a tool's name is a generic HTTP request tool's: words that are no verb (a
    service's name), then ``request`` (``http_request``, ``meteostat_request``)."""
    words = tool_words(name)
    return words[-1:] == ["request"] and all(_verb(w, False) is None for w in words[:-1])


def _method_re(methods: str) -> re.Pattern[str]:
    """An HTTP method among ``methods`` (``get|head``) named in a call's arguments: a
    ``method`` (or ``http_method``, ``verb``), as JSON or a Python literal writes it."""
    return re.compile(
        rf"""(?<!\w)["']?(?:method|http_?method|verb)["']?\s*[:=]\s*["'](?:{methods})["']""",
        re.IGNORECASE,
    )


#: An HTTP read named in a call's arguments, a write, and any method at all.
_READ_METHOD = _method_re("get|head")
_WRITE_METHOD = _method_re("put|patch|delete")
_ANY_METHOD = _method_re("[a-z]+")
#: A URL or path named in a call's arguments (``url``, ``path``, ``endpoint``, ``uri``, ``route``).
_TARGET_KEY = r"""(?<!\w)["']?(?:url|path|endpoint|uri|route)["']?\s*[:=]"""
_TARGET = re.compile(_TARGET_KEY, re.IGNORECASE)
#: A URL or path (``url``, ``path``, ``endpoint``, ``uri``, ``route``) with a segment that reads:
#: a search, a query, a look-up, a listing, a fetch, a sync, a scroll, a count, a summary,
#: statistics, a prediction.
_READ_PATH = re.compile(
    _TARGET_KEY + r"""\s*["'][^"'\s]*?[/:_.-]_?"""
    r"(?:search|query|find|lookup|list|get|fetch|read|retrieve|sync|scroll|count|msearch"
    r"|summary|statistics|predict|predictions|infer|inference)(?=[/?#:._\-\"']|$)",
    re.IGNORECASE,
)
#: Characters of a call's arguments searched for its method.
_METHOD_CHARS = 2_000


def _check_groups(groups: Any) -> dict[str, tuple[str, ...]]:
    """``groups`` as ``{source: (tool, ...)}``; a tool in two groups is refused."""
    if groups is None:
        return {}
    if not isinstance(groups, Mapping):
        raise ConfigurationError(
            f"groups must be a mapping of a source name to its tool names, such as "
            f"{{'wiki': ['search_pages', 'read_section']}}, got {type(groups).__name__} "
            f"{groups!r:.40}"
        )
    out: dict[str, tuple[str, ...]] = {}
    seen: dict[str, str] = {}
    for group, tools in groups.items():
        if not isinstance(group, str) or not group:
            raise ConfigurationError(
                f"groups: a source name must be a non-empty string, got {group!r:.40}"
            )
        out[group] = check_names(tools, f"groups[{group!r}]")
        for tool in out[group]:
            if tool in seen and seen[tool] != group:
                raise ConfigurationError(
                    f"groups: {tool!r} is in both {seen[tool]!r} and {group!r}; a tool counts "
                    f"under one source"
                )
            seen[tool] = group
    return out
