"""OpenTelemetry GenAI traces (OTLP JSON) as episodes: one trace, one episode.

Each line is one ``ExportTraceServiceRequest`` (as the Collector's file exporter writes).
The steps are the trace's ``execute_tool`` spans (``gen_ai.tool.name``,
``gen_ai.tool.call.id``, ``gen_ai.tool.call.arguments``, ``gen_ai.tool.call.result``), the
question is the first user message in ``gen_ai.input.messages``, and each step's thought is
the text the assistant wrote in the chat span that issued the call
(``gen_ai.output.messages``). Spans of one trace may arrive in any order and across lines:
each trace is buffered until its root span and every parent have arrived and no span of it
has come for ``window`` lines; at most ``max_open_spans`` spans are held.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from typing import Any

from .._types import Episode
from ..exceptions import InputError
from ._mapping import ImportStats, build_episode
from ._messages import Events, text_of

__all__ = ["MAX_OPEN_SPANS", "TRACE_WINDOW", "read_otlp"]

#: Most spans held in traces not yet complete; more is an :class:`InputError`.
MAX_OPEN_SPANS = 200_000
#: Lines without a new span after which a complete trace is written.
TRACE_WINDOW = 100
_REMEMBERED = 100_000  # ids of traces written, to refuse their late spans
_ERROR = 2  # STATUS_CODE_ERROR


def _value(v: Any) -> Any:
    """The Python value of an OTLP ``AnyValue``."""
    if not isinstance(v, dict):
        return None
    for key in ("stringValue", "boolValue", "doubleValue"):
        if key in v:
            return v[key]
    if "intValue" in v:
        return int(v["intValue"])
    if "arrayValue" in v:
        return [_value(x) for x in (v["arrayValue"] or {}).get("values", [])]
    if "kvlistValue" in v:
        kv = (v["kvlistValue"] or {}).get("values", [])
        return {x.get("key"): _value(x.get("value")) for x in kv if isinstance(x, dict)}
    return None


_WANTED = {
    "gen_ai.operation.name",
    "gen_ai.tool.name",
    "gen_ai.tool.call.id",
    "gen_ai.tool.call.arguments",
    "gen_ai.tool.call.result",
    "gen_ai.input.messages",
    "gen_ai.output.messages",
    "error.type",
}


class _Trace:
    __slots__ = ("first_input", "first_line", "last_line", "missing", "root", "spans", "span_ids")

    def __init__(self, line: int) -> None:
        self.first_line = self.last_line = line
        self.spans: list[tuple[int, int, dict[str, Any], str]] = []
        self.span_ids: set[str] = set()
        self.missing: set[str] = set()  # parents referenced but not yet seen
        self.root = False
        self.first_input: tuple[int, Any] | None = None  # earliest gen_ai.input.messages

    def add(self, span: dict[str, Any], loc: tuple[Any, ...], where: dict[str, Any]) -> None:
        sid = span.get("spanId") or ""
        parent = span.get("parentSpanId") or ""
        attrs: dict[str, Any] = {}
        raw_attrs = span.get("attributes") or []
        if not isinstance(raw_attrs, list):
            raise InputError("expected a list", field=_field(loc) + ".attributes", **where)
        for a in raw_attrs:
            key = a.get("key") if type(a) is dict else None
            if key in _WANTED:
                v = a.get("value")
                attrs[key] = (
                    v["stringValue"] if type(v) is dict and "stringValue" in v else _value(v)
                )
        status = span.get("status")
        if isinstance(status, dict) and status.get("code") in (_ERROR, "STATUS_CODE_ERROR"):
            attrs["error.type"] = attrs.get("error.type") or status.get("message") or "error"
        try:
            start, end = (
                int(span.get("startTimeUnixNano") or 0),
                int(span.get("endTimeUnixNano") or 0),
            )
        except (TypeError, ValueError):
            raise InputError(
                "expected an integer time", field=_field(loc) + ".startTimeUnixNano", **where
            ) from None
        if "gen_ai.input.messages" in attrs:  # only the earliest is read: keep one per trace
            inputs = attrs.pop("gen_ai.input.messages")
            if self.first_input is None or start < self.first_input[0]:
                self.first_input = (start, inputs)
        self.spans.append((start, end, attrs, str(span.get("name") or "")))
        self.span_ids.add(sid)
        self.missing.discard(sid)
        if not parent:
            self.root = True
        elif parent not in self.span_ids:
            self.missing.add(parent)

    @property
    def complete(self) -> bool:
        return self.root and not self.missing


def _messages(value: Any, field: str, where: dict[str, Any]) -> list[Any]:
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            raise InputError("expected a JSON array of messages", field=field, **where) from None
    if not isinstance(value, list):
        raise InputError("expected a JSON array of messages", field=field, **where)
    return value


def _trace_events(trace: _Trace, where: dict[str, Any]) -> tuple[Events, bool]:
    """The trace's events in time order, and whether it holds any GenAI span."""
    timed: list[tuple[int, int, Events]] = []
    chat_ids: set[str] = set()
    idless_calls = False
    question: str | None = None
    genai = False
    spans = sorted(trace.spans, key=lambda s: (s[0], s[1]))
    for n, (start, end, attrs, name) in enumerate(spans):
        op = attrs.get("gen_ai.operation.name") or name.split(" ", 1)[0]
        genai = genai or any(k.startswith("gen_ai.") for k in attrs)
        if "gen_ai.output.messages" in attrs and op != "execute_tool":
            ev: Events = []
            for m in _messages(attrs["gen_ai.output.messages"], "gen_ai.output.messages", where):
                if not isinstance(m, dict) or m.get("role", "assistant") != "assistant":
                    continue
                parts = m.get("parts") or []
                field = "gen_ai.output.messages.parts"
                ev.append(("say", text_of(parts, field, where, name_others=False)))
                for p in parts if isinstance(parts, list) else []:
                    if isinstance(p, dict) and p.get("type") == "tool_call":
                        cid = p.get("id") or None
                        chat_ids.add(cid) if cid else None
                        idless_calls = idless_calls or cid is None
                        ev.append(("call", cid, str(p.get("name")), p.get("arguments"), n))
            timed.append((end, 0, ev))
        elif op == "execute_tool":
            tool = attrs.get("gen_ai.tool.name")
            if not isinstance(tool, str):
                raise InputError(
                    "an execute_tool span needs a tool name", field="gen_ai.tool.name", **where
                )
            cid = attrs.get("gen_ai.tool.call.id") or None
            result = attrs.get("gen_ai.tool.call.result")
            ev = []
            if not (cid in chat_ids or (cid is None and idless_calls)):
                ev.append(("call", cid, tool, attrs.get("gen_ai.tool.call.arguments"), None))
            extra = {"is_error": True} if attrs.get("error.type") else {}
            if result is not None:
                obs = result if isinstance(result, str) else json.dumps(result, ensure_ascii=False)
                ev.append(("result", cid, obs, tool, extra))
            timed.append((start, 1, ev))
    if trace.first_input is not None:
        for m in _messages(trace.first_input[1], "gen_ai.input.messages", where):
            if isinstance(m, dict) and m.get("role") == "user":
                question = text_of(m.get("parts"), "gen_ai.input.messages.parts", where)
                break
    events: Events = [("user", question)] if question is not None else []
    for _, _, ev in sorted(timed, key=lambda t: (t[0], t[1])):
        events.extend(ev)
    return events, genai


def _field(loc: tuple[Any, ...]) -> str:
    """The field path of a span from its place ``(i, key, j, k)`` in the request."""
    i, key, j, k = loc
    return f"resourceSpans[{i}].{key}[{j}].spans[{k}]"


def _spans(req: Any, where: dict[str, Any]) -> Iterator[tuple[dict[str, Any], tuple[Any, ...]]]:
    resource_spans = req.get("resourceSpans")
    if not isinstance(resource_spans, list):
        raise InputError(
            "expected a list (an ExportTraceServiceRequest)", field="resourceSpans", **where
        )
    for i, rs in enumerate(resource_spans):
        if not isinstance(rs, dict):
            raise InputError("expected an object", field=f"resourceSpans[{i}]", **where)
        key = "scopeSpans" if "scopeSpans" in rs else "instrumentationLibrarySpans"
        for j, ss in enumerate(rs.get(key) or []):
            spans = ss.get("spans") if isinstance(ss, dict) else None
            if not isinstance(spans, list):
                raise InputError(
                    "expected a list", field=f"resourceSpans[{i}].{key}[{j}].spans", **where
                )
            for k, span in enumerate(spans):
                tid = span.get("traceId") if type(span) is dict else None
                if type(tid) is not str or not tid:
                    field = _field((i, key, j, k))
                    if not isinstance(span, dict):
                        raise InputError("expected an object", field=field, **where)
                    raise InputError(
                        "expected a trace id (string)", field=field + ".traceId", **where
                    )
                yield span, (i, key, j, k)


def read_otlp(
    records: Iterable[tuple[int, Any]],
    *,
    path: str,
    stats: ImportStats | None = None,
    max_open_spans: int = MAX_OPEN_SPANS,
    window: int = TRACE_WINDOW,
) -> Iterator[Episode]:
    """Map OTLP JSON lines onto episodes, one per trace (see the module docstring)."""
    stats = stats if stats is not None else ImportStats()
    open_traces: OrderedDict[str, _Trace] = OrderedDict()
    done: OrderedDict[str, int] = OrderedDict()
    held = 0
    line = 0
    for line, req in records:
        where: dict[str, Any] = {"path": path, "line": line}
        if not isinstance(req, dict):
            raise InputError("expected an object (an ExportTraceServiceRequest)", **where)
        for span, loc in _spans(req, where):
            tid = span["traceId"]
            if tid in done:
                raise InputError(
                    f"a span of trace {tid} arrived after the trace was written (its root and "
                    f"every parent had arrived by line {done[tid]} and no span came for {window} "
                    "lines); raise the window (--trace-window)",
                    field=_field(loc) + ".traceId",
                    **where,
                )
            trace = open_traces.get(tid)
            if trace is None:
                trace = open_traces[tid] = _Trace(line)
            trace.last_line = line
            trace.add(span, loc, where)
            held += 1
        if held > max_open_spans:
            raise InputError(
                f"more than {max_open_spans:,} spans held in {len(open_traces):,} traces whose "
                "root span or parents have not arrived; raise the bound (--max-open-spans) or "
                "check that the file holds whole traces",
                **where,
            )
        if line % max(1, window // 4) == 0:
            for tid in [
                t for t, tr in open_traces.items() if tr.complete and tr.last_line <= line - window
            ]:
                held -= len(open_traces[tid].spans)
                yield from _emit(tid, open_traces.pop(tid), path, stats, done, line)
    for tid in list(open_traces):
        trace = open_traces.pop(tid)
        if not trace.complete:
            stats.kept.note("traces written without their root span or a parent (end of file)")
        yield from _emit(tid, trace, path, stats, done, line)


#: How :class:`ImportStats` counts a trace whose spans record no message (content capture off).
NO_QUESTION = "traces without a question (content capture off; imported, empty question)"


def _emit(
    tid: str, trace: _Trace, path: str, stats: ImportStats, done: OrderedDict[str, int], line: int
) -> Iterator[Episode]:
    done[tid] = trace.last_line
    if len(done) > _REMEMBERED:
        done.popitem(last=False)
    where = {"path": path, "line": trace.first_line}
    events, genai = _trace_events(trace, where)
    if not genai:
        stats.skipped.note("traces without GenAI spans")
        return
    if not any(ev[0] == "user" for ev in events) and any(ev[0] == "call" for ev in events):
        events.insert(0, ("user", ""))  # content capture off: the tool spans are still steps
        stats.kept.note(NO_QUESTION)
    ep = build_episode(events, ep_id=tid, stats=stats, raw={})
    if ep is not None:
        yield ep
