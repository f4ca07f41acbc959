"""Shared fixtures: where the shared real data lives, and skips with a reason where it is absent."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

# The adapter tests' shared cases assert in these helpers: pytest explains their failures too.
pytest.register_assert_rewrite("tests._adapter_world", "tests._described")

# Property tests draw the same examples on every run (a CI run cannot turn red on a draw no one
# can reproduce); USELESSDETECT_HYPOTHESIS=explore draws fresh ones (docs/testing.md).
settings.register_profile("repeatable", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("USELESSDETECT_HYPOTHESIS", "repeatable"))

ROOT = Path(__file__).resolve().parents[1]


def _shared_data() -> Path:
    env = os.environ.get("USELESSDETECT_SHARED_DATA")
    return Path(env) if env else ROOT.parent / "shared" / "data"


SHARED = _shared_data()


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """``../shared/data`` (or $USELESSDETECT_SHARED_DATA); skips the test where it is absent."""
    if not (SHARED / "MANIFEST.md").is_file():
        pytest.skip(f"shared data not found at {SHARED} (set USELESSDETECT_SHARED_DATA)")
    return SHARED
