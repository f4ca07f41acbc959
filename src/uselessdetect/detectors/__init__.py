"""The detector registry: ``make_detector(name, **params)`` and ``available_detectors()``.

Built-in detectors and third-party ones load through the same path: an entry point in the
group ``uselessdetect.detectors`` whose value is ``"module:Class"``. A third-party package
registers its own detector in its ``pyproject.toml``::

    [project.entry-points."uselessdetect.detectors"]
    mine = "my_package.detectors:MyDetector"

The built-ins are also listed here, so a source checkout that was never installed still works.
A name of the form ``"a>b>c"`` builds a :class:`Fallback` over those detectors: the first one
that does not abstain gives the verdict (e.g. ``"keyword>lexical"``). A name of the form
``"cheap|expensive"`` builds a :class:`Cascade`: the cheap detector decides where it is sure and
sends the rest on (e.g. ``"classifier|semantic"``, the one that saves work; ``|`` binds loosest,
so ``"keyword>classifier|semantic"`` cascades from the fallback chain). A cascade's score is
rescaled: one ranking in which the cheap detector's sure results sit at the ends and the
expensive detector's scores, centred on its cut-off, in between.

:func:`missing_extra` names the optional extra a built-in detector needs when it is not
installed (``semantic`` needs the ``semantic`` extra).
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any

from ..exceptions import ConfigurationError, UnknownDetectorError, install_hint
from ._base import Detector, EarlierNeed, as_samples, earlier_need, earlier_union, tune_cutoff
from ._cascade import Cascade
from ._combine import Fallback
from ._judge import JudgeDetector, fitted_judges, watch_judges
from ._judge_parse import p_useless_from_tokens, parse_answer, parse_text
from ._judge_prompt import (
    DEFAULT_TEMPLATE,
    THOUGHT_TEMPLATE,
    check_template,
    render_messages,
    render_prompt,
)

if TYPE_CHECKING:
    from ._classifier import ClassifierDetector
    from ._semantic import SemanticDetector
    from ._semantic_train import train_semantic

__all__ = [
    "Cascade",
    "ClassifierDetector",
    "DEFAULT_TEMPLATE",
    "Detector",
    "ENTRY_POINT_GROUP",
    "EarlierNeed",
    "Fallback",
    "JudgeDetector",
    "SemanticDetector",
    "THOUGHT_TEMPLATE",
    "as_samples",
    "available_detectors",
    "check_template",
    "clear_memos",
    "detector_class",
    "detector_defaults",
    "earlier_need",
    "earlier_union",
    "fitted_judges",
    "make_detector",
    "missing_extra",
    "p_useless_from_tokens",
    "parse_answer",
    "parse_text",
    "render_messages",
    "render_prompt",
    "train_semantic",
    "tune_cutoff",
    "watch_judges",
]

#: Names exported lazily: importing the package does not load the classifier's model code,
#: the semantic detector's onnxruntime glue or its torch training loop.
_LAZY = {
    "ClassifierDetector": "._classifier",
    "SemanticDetector": "._semantic",
    "train_semantic": "._semantic_train",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


ENTRY_POINT_GROUP = "uselessdetect.detectors"

_BUILTINS: dict[str, str] = {
    "lexical": "uselessdetect.detectors._lexical:LexicalDetector",
    "keyword": "uselessdetect.detectors._keyword:KeywordDetector",
    "classifier": "uselessdetect.detectors._classifier:ClassifierDetector",
    "random": "uselessdetect.detectors._random:RandomDetector",
    "oracle": "uselessdetect.detectors._oracle:OracleDetector",
    "judge": "uselessdetect.detectors._judge:JudgeDetector",
    "semantic": "uselessdetect.detectors._semantic:SemanticDetector",
    "novelty": "uselessdetect.detectors._novelty:NoveltyDetector",
    "default": "uselessdetect.detectors._default:DefaultDetector",
}

#: Parameters that ``make_detector`` gives a registry name inside ``detector_defaults``.
_DEFAULTS: ContextVar[dict[str, dict[str, Any]] | None] = ContextVar(
    "detector_defaults", default=None
)


def _registry() -> dict[str, str]:
    reg = dict(_BUILTINS)
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        reg.setdefault(ep.name, ep.value)
    return reg


def _load(target: str) -> type[Detector]:
    module, _, attr = target.partition(":")
    obj = getattr(importlib.import_module(module), attr)
    if not (isinstance(obj, type) and issubclass(obj, Detector)):
        raise UnknownDetectorError(f"{target} is not a uselessdetect Detector subclass")
    return obj


def available_detectors() -> dict[str, str]:
    """Map every registered detector name to its one-line description, sorted by name.

    Examples
    --------
    >>> {'judge', 'keyword', 'lexical'} <= set(available_detectors())
    True
    """
    out = {}
    for name, target in sorted(_registry().items()):
        try:
            doc = (_load(target).__doc__ or "").strip().splitlines()
            out[name] = doc[0].replace("``", "`") if doc else ""  # one line, plain text
        except Exception as exc:  # a broken third-party plugin must not hide the others
            out[name] = f"(cannot be loaded: {exc})"
    return out


#: Built-in detector -> (its extra, the modules that extra installs).
EXTRAS: dict[str, tuple[str, tuple[str, ...]]] = {
    "semantic": ("semantic", ("onnxruntime", "tokenizers")),
}


def missing_extra(name: str) -> str | None:
    """The install command of the extra detector ``name`` needs, when that extra is missing.

    ``None`` when the detector needs no extra or its extra is installed (nothing is imported:
    the check only looks the modules up).

    Examples
    --------
    >>> missing_extra("lexical") is None
    True
    """
    extra, modules = EXTRAS.get(name, ("", ()))
    for module in modules:
        try:
            found = importlib.util.find_spec(module) is not None
        except (ImportError, ValueError):  # a module set to None in sys.modules, a bad spec
            found = False
        if not found:
            return install_hint(extra)
    return None


def detector_class(name: str) -> type[Detector]:
    """The class registered under ``name``.

    Raises
    ------
    UnknownDetectorError
        When ``name`` is not registered; the message lists the names that are.
    """
    reg = _registry()
    if name not in reg:
        raise UnknownDetectorError(
            f"unknown detector {name!r}; expected one of {', '.join(sorted(reg))} "
            f"(or a fallback chain such as 'keyword>lexical', or a cascade such as "
            f"'classifier|semantic')"
        )
    return _load(reg[name])


def clear_memos() -> None:
    """Empty every memo of the package (word stems, thoughts already read).

    Memos make repeated text cheap; clear them to time detectors on text never seen before.
    """
    for module in [m for n, m in list(sys.modules.items()) if n.startswith("uselessdetect")]:
        for obj in list(vars(module).values()):
            if callable(getattr(obj, "cache_clear", None)) and hasattr(obj, "cache_info"):
                obj.cache_clear()


@contextmanager
def detector_defaults(name: str, **params: Any) -> Iterator[None]:
    """Within the block, ``make_detector(name)`` gets ``params`` wherever it is called.

    This reaches detectors built deep inside the library by name (a chain such as
    ``"keyword>judge"``, the analysis and the k fitter scoring on the fly); parameters the
    caller passes explicitly win. The setting is local to the current thread or task.

    Examples
    --------
    >>> with detector_defaults("lexical", cutoff=0.3):
    ...     make_detector("keyword>lexical").fit([]).detectors_[1].cutoff_
    0.3
    >>> make_detector("lexical").cutoff is None
    True
    """
    current = _DEFAULTS.get() or {}
    token = _DEFAULTS.set({**current, name: {**current.get(name, {}), **params}})
    try:
        yield
    finally:
        _DEFAULTS.reset(token)


def make_detector(name: str, **params: Any) -> Detector:
    """Build a detector by registry name; ``"a>b"`` builds a :class:`Fallback`.

    Parameters are passed to the detector's constructor (for a fallback chain, to none).

    Examples
    --------
    >>> det = make_detector("lexical").fit([])
    >>> det.judge({"question": "Who founded Creed?", "query": "Creed",
    ...            "observation": "Creed: an American rock band founded by Scott Stapp."}).verdict
    <Verdict.USEFUL: 'useful'>
    """
    if not isinstance(name, str):
        raise UnknownDetectorError(
            f"expected a detector name (a string such as 'lexical' or 'keyword>lexical'), got "
            f"{type(name).__name__} {name!r:.40}"
        )
    name = name.strip()
    if "|" in name:
        return _cascade(name, params)
    if ">" in name:
        parts = [p.strip() for p in name.split(">")]
        if not all(parts):
            raise UnknownDetectorError(
                f"{name!r}: a fallback chain names a detector on each side of '>' "
                "(e.g. 'keyword>lexical')"
            )
        if params:
            raise ConfigurationError(
                f"{name!r}: a fallback chain takes no parameters (got "
                f"{', '.join(sorted(params))}); build its members with make_detector and pass "
                "Fallback(detectors=[...])"
            )
        return Fallback(detectors=[make_detector(p) for p in parts])
    cls = detector_class(name)
    known = getattr(cls, "_get_param_names", None)
    unknown = sorted(set(params) - set(known())) if known is not None else []
    if unknown and known is not None:
        raise ConfigurationError(
            f"{name!r} takes no parameter {', '.join(map(repr, unknown))}; its parameters: "
            f"{', '.join(known()) or 'none'}"
        )
    return cls(**{**(_DEFAULTS.get() or {}).get(name, {}), **params})


def _cascade(name: str, params: dict[str, Any]) -> Detector:
    """``"cheap|expensive"`` → :class:`Cascade`; ``params`` may set its ``low`` and ``high``."""
    cheap, sep, expensive = (p.strip() for p in name.rpartition("|"))
    if not cheap or not expensive or "|" in cheap:
        raise UnknownDetectorError(
            f"{name!r}: a cascade names one cheap and one expensive detector around one '|' "
            "(e.g. 'classifier|semantic')"
        )
    unknown = sorted(set(params) - {"low", "high"})
    if unknown:
        raise ConfigurationError(
            f"{name!r}: a cascade takes the parameters low and high, got {', '.join(unknown)}"
        )
    chosen = Cascade.DEFAULTS.get(f"{cheap}|{expensive}", {})
    defaults = (_DEFAULTS.get() or {}).get(name, {})
    return Cascade(
        cheap=make_detector(cheap),
        expensive=make_detector(expensive),
        **{**chosen, **defaults, **params},
    )
