"""One way in to matplotlib (the optional ``plot`` extra) for every figure the package draws.

Figures are made with :class:`matplotlib.figure.Figure` directly, never through pyplot, so
drawing one neither switches the user's backend (a notebook's inline display keeps working)
nor leaves a figure open.
"""

from __future__ import annotations

from typing import Any

from .exceptions import MissingDependencyError

__all__ = ["new_figure"]


def new_figure(figsize: tuple[float, float]) -> Any:
    """A new ``matplotlib.figure.Figure``; a clear error naming the extra when it is missing."""
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise MissingDependencyError(
            "plotting needs matplotlib; install it with: pip install 'uselessdetect[plot]'"
        ) from None
    return Figure(figsize=figsize)
