"""The one exception tree of uselessdetect.

Every error the library raises on purpose derives from :class:`UselessDetectError`, and each
also subclasses the built-in it refines, so ``except ValueError`` keeps working::

    UselessDetectError(Exception)
    ├── InputError(ValueError)            bad record in a file: names file, line and field
    │   └── EmptyInputError               a file that holds no record at all
    ├── UnknownDetectorError(KeyError)    a detector name that is not registered
    ├── NotFittedError(sklearn's NotFittedError: ValueError, AttributeError)
    ├── ModelIntegrityError(ValueError)   a model file whose digest/versions differ from its card
    ├── ConfigurationError(ValueError)    a parameter value that cannot work (said at fit/call time)
    ├── ChatClientError(ConnectionError, ValueError) a chat server that cannot be used as configured
    ├── JudgeFailureError(RuntimeError)   the judge failed on more calls than allowed
    └── MissingDependencyError(ImportError) an optional extra (e.g. `plot`) is not installed
"""

from __future__ import annotations

from sklearn.exceptions import NotFittedError as _SklearnNotFittedError

__all__ = [
    "ChatClientError",
    "ConfigurationError",
    "EmptyInputError",
    "InputError",
    "JudgeFailureError",
    "MissingDependencyError",
    "ModelIntegrityError",
    "NotFittedError",
    "UnknownDetectorError",
    "UselessDetectError",
]  # and install_hint, the one spelling of a missing extra's install command


class UselessDetectError(Exception):
    """Root of every error uselessdetect raises on purpose."""


class InputError(UselessDetectError, ValueError):
    """A record that does not match its format.

    Parameters
    ----------
    message : str
        What was expected and what arrived.
    path : str or None
        The file the record came from (``None`` for in-memory input, ``"-"`` for standard
        input, shown as ``<stdin>``).
    line : int or None
        1-based line number in that file.
    field : str or None
        The offending field, dotted for nested ones (``steps[2].action``).

    Examples
    --------
    >>> str(InputError("expected a string, got 3", path="a.jsonl", line=4, field="question"))
    'a.jsonl:4: field `question`: expected a string, got 3'
    """

    def __init__(
        self,
        message: str,
        *,
        path: str | None = None,
        line: int | None = None,
        field: str | None = None,
    ) -> None:
        self.message = message
        self.path = path
        self.line = line
        self.field = field
        super().__init__(self.__str__())

    def __str__(self) -> str:
        where = "<stdin>" if self.path == "-" else self.path or "<input>"
        if self.line is not None:
            where += f":{self.line}"
        what = f"field `{self.field}`: " if self.field else ""
        return f"{where}: {what}{self.message}"


class EmptyInputError(InputError):
    """A file that holds no record."""


class UnknownDetectorError(UselessDetectError, KeyError):
    """A detector name that is not in the registry."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class NotFittedError(UselessDetectError, _SklearnNotFittedError):
    """A detector used before ``fit``."""


class ModelIntegrityError(UselessDetectError, ValueError):
    """A model file whose sha256 or versions do not match its model card."""


class ConfigurationError(UselessDetectError, ValueError):
    """A parameter value that cannot work."""


class MissingDependencyError(UselessDetectError, ImportError):
    """An optional extra that a feature needs is not installed (the message names the extra).

    The message ends with :func:`install_hint`, the install command in both its forms.
    """


def install_hint(extra: str) -> str:
    """The command that installs an optional extra, from a package index and from a checkout.

    Every missing-extra error ends with it, so the hint reads the same everywhere.

    Examples
    --------
    >>> install_hint("plot")
    "pip install 'uselessdetect[plot]' (in a source checkout: pip install -e '.[plot]')"
    """
    return (
        f"pip install 'uselessdetect[{extra}]' (in a source checkout: pip install -e '.[{extra}]')"
    )


class ChatClientError(UselessDetectError, ConnectionError, ValueError):
    """A chat server that cannot be used as configured: unreachable, unknown model, refused key.

    Transient failures (timeouts, 429, 5xx) never raise: they are retried, counted, and a
    reply that failed every attempt carries its ``error``.
    """


class JudgeFailureError(UselessDetectError, RuntimeError):
    """The judge failed (raised or timed out after its retries) on more calls than allowed."""
