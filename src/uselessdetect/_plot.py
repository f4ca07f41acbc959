"""Figures, in and out: the one way in to matplotlib (the optional ``plot`` extra) for every
figure the package draws, and the one way a figure reaches a file.

Figures are made with :class:`matplotlib.figure.Figure` directly, never through pyplot, so
drawing one neither switches the user's backend (a notebook's inline display keeps working)
nor leaves a figure open. They are saved as the package's other outputs are written
(:mod:`uselessdetect.io`'s atomic writers): a regular file appears only whole.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from .exceptions import ConfigurationError, MissingDependencyError, install_hint
from .io import atomic_binary_writer, output_target

__all__ = ["new_figure", "save_figure"]


def new_figure(figsize: tuple[float, float]) -> Any:
    """A new ``matplotlib.figure.Figure``; a clear error naming the extra when it is missing."""
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise MissingDependencyError(
            f"plotting needs matplotlib; install it with: {install_hint('plot')}"
        ) from None
    return Figure(figsize=figsize)


def save_figure(fig: Any, path: str | os.PathLike[str], *, dpi: int = 120) -> Path:
    """Save a matplotlib figure as :func:`~uselessdetect.io.atomic_writer` writes text: a
    regular file atomically, a device or FIFO in place, never replacing either. The format
    comes from the file name's suffix (PNG without one, or for a device or FIFO whose suffix
    names none); a regular file with a suffix matplotlib cannot write is a
    :class:`ConfigurationError`. Returns ``path``."""
    suffix = Path(path).suffix.lstrip(".").lower()
    how, _ = output_target(path)
    formats = fig.canvas.get_supported_filetypes()
    if suffix not in formats:
        if suffix and how == "file":
            raise ConfigurationError(
                f"{path}: matplotlib cannot write .{suffix} figures; use one of "
                f"{', '.join('.' + f for f in sorted(formats))}"
            )
        suffix = "png"
    with atomic_binary_writer(path) as fh:
        fig.savefig(fh, format=suffix, dpi=dpi)
    return Path(path)
