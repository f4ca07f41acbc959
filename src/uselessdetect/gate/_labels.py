"""Step labels from a tool broken on purpose: how a failing tool tells the recorder the truth.

A tool wrapped in :class:`~uselessdetect.sim.FailingSource` knows, on each call, whether it
failed (label 1 = useless) or worked (label 0). It notes that label with :func:`note_label`
under its tool name, in a box held by a context variable; the gate takes it with
:func:`take_label` when it records the step of that tool's result. The box is a mutable
object, so a label noted in a worker thread or a task that runs with a *copy* of the
caller's context (as frameworks run tools) still reaches the caller.

* A plain harness needs nothing: ``obs = tool(q); gate.observe(obs, source="search")`` takes
  the label noted in the same context for that result (a label is noted with the text the
  tool returned, and the gate takes the oldest one noted for the same text, so a call whose
  result was never observed cannot lend its label to a later step).
* A framework adapter wraps the tool's execution in :func:`label_scope` and passes the label
  it took as ``step={"label": ...}`` when it observes the result later.

Examples
--------
>>> with label_scope():
...     note_label("search", 1, "Oslo: a city.")
...     note_label("search", 0, "Creed: a band.")
...     take_label("search", "Creed: a band."), take_label("search")
(0, None)
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

__all__ = ["label_scope", "note_label", "take_label"]


class _Box:
    """Labels noted per tool name, oldest first."""

    __slots__ = ("labels", "lock")

    def __init__(self) -> None:
        self.labels: dict[str, list[tuple[int, str | None]]] = {}
        self.lock = threading.Lock()


_BOX: ContextVar[_Box | None] = ContextVar("uselessdetect_labels", default=None)
_KEPT = 64  # labels kept per tool name when nobody takes them


def note_label(source: str, label: int, result: object = None) -> None:
    """Note the label of a call of ``source`` that just returned ``result`` (1 = failed)."""
    box = _BOX.get()
    if box is None:
        box = _Box()
        _BOX.set(box)
    text = result if isinstance(result, str) else None
    with box.lock:
        labels = box.labels.setdefault(str(source), [])
        labels.append((int(label), text))
        del labels[:-_KEPT]


def take_label(source: str, observation: str | None = None) -> int | None:
    """Take the label noted for ``source`` in this context, or ``None``.

    Without ``observation``, the oldest one. With it, the oldest one noted for that result
    text (or for a result that was not text); the labels noted before it are dropped, as
    their results were never observed.
    """
    box = _BOX.get()
    if box is None:
        return None
    with box.lock:
        labels = box.labels.get(str(source))
        if not labels:
            return None
        if observation is None:
            return labels.pop(0)[0]
        for i, (label, text) in enumerate(labels):
            if text is None or text == observation:
                del labels[: i + 1]
                return label
        return None


@contextmanager
def label_scope() -> Iterator[None]:
    """A fresh box for the labels noted inside (by tools run in copied contexts too)."""
    token = _BOX.set(_Box())
    try:
        yield
    finally:
        _BOX.reset(token)
