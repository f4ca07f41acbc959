"""The public surface: names importable from the package, sorted __all__ everywhere."""

from __future__ import annotations

import importlib
import pkgutil

import uselessdetect


def test_required_public_names_importable() -> None:
    from uselessdetect import (  # noqa: F401
        Episode,
        Judgment,
        Sample,
        Verdict,
        available_detectors,
        make_detector,
    )


def test_all_is_sorted_and_resolves_in_every_module() -> None:
    from uselessdetect.exceptions import MissingDependencyError

    for info in pkgutil.walk_packages(uselessdetect.__path__, "uselessdetect."):
        try:
            module = importlib.import_module(info.name)
        except MissingDependencyError:  # an adapter whose framework is absent (CrewAI's own env)
            assert info.name.startswith("uselessdetect.integrations."), info.name
            continue
        names = getattr(module, "__all__", None)
        if names is None:
            continue
        assert list(names) == sorted(names), f"{info.name}.__all__ is not sorted"
        for name in names:
            assert hasattr(module, name), f"{info.name}.__all__ names missing {name}"


def test_exceptions_subclass_the_builtins_they_refine() -> None:
    from uselessdetect import exceptions as ex

    assert issubclass(ex.InputError, ValueError)
    assert issubclass(ex.UnknownDetectorError, KeyError)
    assert issubclass(ex.NotFittedError, (ValueError, AttributeError))
    for name in ex.__all__:
        assert issubclass(getattr(ex, name), ex.UselessDetectError)
