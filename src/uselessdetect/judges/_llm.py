"""Judge wrapper for models of the ``llm`` library (``model.prompt(text).text()``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["llm_model"]


def llm_model(model: Any, **options: Any) -> Callable[[str], str]:
    """A judge that asks a model of the ``llm`` library: ``model.prompt(text, **options)``.

    Parameters
    ----------
    model : llm.Model or str
        A model object, or a model name resolved with ``llm.get_model`` (imported only then).
    **options
        Model options passed to ``prompt`` (e.g. ``temperature=0``).

    Examples
    --------
    >>> from types import SimpleNamespace as NS
    >>> fake = NS(model_id="tiny", prompt=lambda text, **kw: NS(text=lambda: "USEFUL"))
    >>> judge = llm_model(fake)
    >>> judge("USEFUL or USELESS?"), judge.model_id
    ('USEFUL', 'llm:tiny')
    """
    if isinstance(model, str):
        from ..exceptions import MissingDependencyError

        try:
            import llm
        except ImportError as exc:
            raise MissingDependencyError(
                "llm_model with a model name needs the 'llm' package: pip install llm"
            ) from exc
        model = llm.get_model(model)

    def ask(prompt: str) -> str:
        return str(model.prompt(prompt, **options).text())

    ask.model_id = f"llm:{getattr(model, 'model_id', type(model).__name__)}"  # type: ignore[attr-defined]
    ask.input_format = "prompt"  # type: ignore[attr-defined]
    return ask
