"""The paper's conditions: what each one adds to the unaided agent, one element at a time."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..exceptions import ConfigurationError
from ..sim import BACKUP, TOOLS

__all__ = ["CONDITIONS", "Condition", "parse_conditions"]


@dataclass(frozen=True)
class Condition:
    """One condition: the prompt elements it states and the harness rule it applies.

    Attributes
    ----------
    name : str
        The paper's name.
    permission, budget, rule, price, decide : bool
        The prompt elements stated (see :mod:`uselessdetect.experiment._prompts`).
    gate : {None, "self", "random"}
        The harness rule's signal: the agent's own side-channel verdicts, or the rate-matched
        random detector (the paper's control).
    mode : {"finish_only", "drop_tool"}
        What the rule does at k: offer only ``finish``, or remove the failing ``search``.
    backup : bool
        Offer ``backup_search``, an intact second search tool.

    Examples
    --------
    >>> CONDITIONS["budget+enforced"].tools(), CONDITIONS["budget+enforced"].gate
    (('search', 'lookup', 'finish'), 'self')
    >>> CONDITIONS["drop_tool"].tools()
    ('search', 'backup_search', 'lookup', 'finish')
    """

    name: str
    permission: bool = False
    budget: bool = False
    rule: bool = False
    price: bool = False
    decide: bool = False
    gate: str | None = None
    mode: str = "finish_only"
    backup: bool = False

    def tools(self) -> tuple[str, ...]:
        """The actions offered before any restriction."""
        return ("search", BACKUP, "lookup", "finish") if self.backup else TOOLS


#: The conditions by name, in the paper's order.
CONDITIONS: dict[str, Condition] = {
    c.name: c
    for c in (
        Condition("unaided"),
        Condition("permission", permission=True),
        Condition("budget", budget=True),
        Condition("rule", rule=True),
        Condition("price", price=True),
        Condition("decide", decide=True),
        Condition("enforced", gate="self"),
        Condition("drop_tool", gate="self", mode="drop_tool", backup=True),
        Condition("backup", backup=True),
        Condition("budget+enforced", budget=True, gate="self"),
        Condition("random", gate="random"),
    )
}


def parse_conditions(spec: str | Sequence[str]) -> tuple[Condition, ...]:
    """Conditions from ``"unaided,enforced"``, ``"all"`` or a sequence of names.

    Examples
    --------
    >>> [c.name for c in parse_conditions("unaided, enforced")]
    ['unaided', 'enforced']
    >>> parse_conditions("enforce")
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: unknown condition 'enforce'; expected ...
    """
    names = (
        [p.strip() for p in spec.split(",") if p.strip()] if isinstance(spec, str) else list(spec)
    )
    if names == ["all"]:
        return tuple(CONDITIONS.values())
    out = []
    for name in names:
        if name not in CONDITIONS:
            raise ConfigurationError(
                f"unknown condition {name!r}; expected one of {', '.join(CONDITIONS)} or 'all'"
            )
        if CONDITIONS[name] not in out:
            out.append(CONDITIONS[name])
    if not out:
        raise ConfigurationError(f"expected at least one condition, got {spec!r}")
    return tuple(out)
