"""Break a framework's tool on purpose: the wrappers behind :attr:`FailingSource.tool`.

Each wrapper keeps the tool's name, argument schema and description, and asks the source's
schedule (:meth:`FailingSource.next_call`) on every call: a failing call returns a drawn
failure without running the tool; a working call runs it. The frameworks are recognised by
their classes without importing them (a module only counts once the framework is loaded).
"""

from __future__ import annotations

import asyncio
import copy
import dataclasses
import functools
import inspect
import json
import sys
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from ..exceptions import ConfigurationError

__all__ = ["query_argument", "wrap_tool"]


class _Schedule(Protocol):
    """What a wrapper asks on every call (a :class:`~uselessdetect.sim.FailingSource`)."""

    def next_call(self, query: str) -> tuple[bool, Any]: ...

    def noted(self, failed: bool, result: Any) -> Any: ...

    def __call__(self, *args: Any, **kwargs: Any) -> Any: ...


def query_argument(args: Sequence[Any], kwargs: Mapping[str, Any]) -> str:
    """The query of a call: its ``query`` keyword, else its first string argument.

    Examples
    --------
    >>> query_argument((), {"query": "Creed"}), query_argument((3, "Oslo"), {})
    ('Creed', 'Oslo')
    """
    if isinstance(kwargs.get("query"), str):
        return str(kwargs["query"])
    strings = [a for a in (*args, *kwargs.values()) if isinstance(a, str)]
    return strings[0] if strings else ""


def _is(obj: Any, module: str, name: str) -> bool:
    mod = sys.modules.get(module)
    cls = getattr(mod, name, None) if mod is not None else None
    return isinstance(cls, type) and isinstance(obj, cls)


def wrap_tool(src: _Schedule, tool: Any) -> tuple[str, str, Any]:
    """``(kind, name, broken tool)`` for a callable or a framework's tool."""
    if _is(tool, "langchain_core.tools", "BaseTool"):
        return "langchain", str(tool.name), _langchain(src, tool)
    if _is(tool, "agents.tool", "FunctionTool"):
        return "openai_agents", str(tool.name), _openai_agents(src, tool)
    if _is(tool, "smolagents.tools", "Tool"):
        return "smolagents", str(tool.name), _smolagents(src, tool)
    if _is(tool, "pydantic_ai.tools", "Tool"):
        return "pydantic_ai", str(tool.name), _pydantic_ai(src, tool)
    if _is(tool, "crewai.tools.base_tool", "BaseTool"):
        return "crewai", str(tool.name), _crewai(src, tool)
    if _is(tool, "llama_index.core.tools.types", "BaseTool"):
        return "llama_index", str(tool.metadata.get_name()), _llama_index(src, tool)
    if callable(tool):
        return "callable", str(getattr(tool, "__name__", "search")), _schedule(src, tool)
    raise ConfigurationError(
        "FailingSource wraps a callable, a LangChain tool, an OpenAI Agents SDK function tool, "
        "a smolagents Tool, a pydantic-ai Tool, a CrewAI tool or a LlamaIndex tool; "
        f"got {type(tool).__name__}"
    )


def _query(args: Any) -> str:
    if isinstance(args, str):
        try:
            args = json.loads(args)
        except ValueError:
            return args
    if isinstance(args, dict):
        return query_argument((), args)
    return "" if args is None else str(args)


def _langchain(src: _Schedule, tool: Any) -> Any:
    from langchain_core.tools import StructuredTool

    def run(**kwargs: Any) -> Any:
        failed, result = src.next_call(_query(kwargs))
        return src.noted(failed, result if failed else tool.invoke(kwargs))

    async def arun(**kwargs: Any) -> Any:
        failed, result = src.next_call(_query(kwargs))
        return src.noted(failed, result if failed else await tool.ainvoke(kwargs))

    return StructuredTool(
        name=tool.name,
        description=tool.description,
        args_schema=tool.args_schema,
        return_direct=tool.return_direct,
        func=run,
        coroutine=arun,
        metadata=tool.metadata,
        tags=tool.tags,
    )


def _openai_agents(src: _Schedule, tool: Any) -> Any:
    invoke = tool.on_invoke_tool

    async def on_invoke_tool(ctx: Any, arguments: str) -> Any:
        failed, result = src.next_call(_query(arguments))
        return src.noted(failed, result if failed else await invoke(ctx, arguments))

    return dataclasses.replace(tool, on_invoke_tool=on_invoke_tool)


def _smolagents(src: _Schedule, tool: Any) -> Any:
    broken = copy.copy(tool)
    forward = tool.forward

    @functools.wraps(forward)
    def forward_or_fail(*args: Any, **kwargs: Any) -> Any:
        failed, result = src.next_call(query_argument(args, kwargs))
        return src.noted(failed, result if failed else forward(*args, **kwargs))

    broken.forward = forward_or_fail
    return broken


def _pydantic_ai(src: _Schedule, tool: Any) -> Any:
    broken = copy.copy(tool)
    schema = tool.function_schema
    function = schema.function

    async def call(*args: Any, **kwargs: Any) -> Any:
        failed, result = src.next_call(query_argument(args, kwargs))
        if not failed:
            if schema.is_async:
                result = await function(*args, **kwargs)
            else:
                result = await asyncio.to_thread(function, *args, **kwargs)  # copies the context
        return src.noted(failed, result)

    broken.function_schema = dataclasses.replace(schema, function=call, is_async=True)
    return broken


def _schedule(src: _Schedule, fn: Any) -> Any:
    """``fn`` (sync or async) failing on ``src``'s schedule."""
    if inspect.iscoroutinefunction(fn):

        @functools.wraps(fn)
        async def broken_async(*args: Any, **kwargs: Any) -> Any:
            failed, result = src.next_call(query_argument(args, kwargs))
            return src.noted(failed, result if failed else await fn(*args, **kwargs))

        return broken_async

    @functools.wraps(fn)
    def broken(*args: Any, **kwargs: Any) -> Any:
        failed, result = src.next_call(query_argument(args, kwargs))
        return src.noted(failed, result if failed else fn(*args, **kwargs))

    return broken


def _crewai(src: _Schedule, tool: Any) -> Any:
    fields = getattr(type(tool), "model_fields", {})
    if "func" in fields and callable(getattr(tool, "func", None)):  # a @tool function
        return tool.model_copy(update={"func": _schedule(src, tool.func)})
    broken = tool.model_copy()  # a BaseTool subclass: its _run does the work
    object.__setattr__(broken, "_run", _schedule(src, tool._run))
    return broken


def _llama_index(src: _Schedule, tool: Any) -> Any:
    from llama_index.core.tools import ToolOutput

    broken = copy.copy(tool)
    name = tool.metadata.get_name()

    def failure(args: Any, kwargs: Any, result: Any) -> Any:
        raw = {"args": args, "kwargs": kwargs}
        return ToolOutput(content=str(result), tool_name=name, raw_input=raw, raw_output=result)

    def call(*args: Any, **kwargs: Any) -> Any:
        failed, result = src.next_call(query_argument(args, kwargs))
        out = failure(args, kwargs, result) if failed else tool.call(*args, **kwargs)
        src.noted(failed, out.content)
        return out

    async def acall(*args: Any, **kwargs: Any) -> Any:
        failed, result = src.next_call(query_argument(args, kwargs))
        out = failure(args, kwargs, result) if failed else await tool.acall(*args, **kwargs)
        src.noted(failed, out.content)
        return out

    broken.call, broken.acall = call, acall
    return broken
