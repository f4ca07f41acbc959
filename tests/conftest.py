"""Shared fixtures: where the shared real data lives, and skips with a reason where it is absent."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

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
