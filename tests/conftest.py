"""Shared fixtures: where the shared real data lives, and skips with a reason where it is absent."""

from __future__ import annotations

import os
from pathlib import Path

# Under pytest-xdist every core already runs a worker: OpenMP (scikit-learn's boosting) and BLAS
# pools sized to the machine would put two threads on each core, and OpenMP's waiting threads
# spin, so a fit that takes 0.3 s alone took 58 s beside another worker. One thread per worker;
# set before numpy or scikit-learn load their pools (the variables reach subprocesses too).
if os.environ.get("PYTEST_XDIST_WORKER"):
    for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(_var, "1")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# The adapter tests' shared cases assert in these helpers: pytest explains their failures too.
pytest.register_assert_rewrite("tests._adapter_world", "tests._described")

# Property tests draw the same examples on every run (a CI run cannot turn red on a draw no one
# can reproduce); USELESSDETECT_HYPOTHESIS=explore draws fresh ones (docs/testing.md).
settings.register_profile("repeatable", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("USELESSDETECT_HYPOTHESIS", "repeatable"))

ROOT = Path(__file__).resolve().parents[1]

# tests/data holds fixtures and the scripts that build them (11 MB of Python strings): none is a
# test module or holds a doctest, and --doctest-modules would import (compile) every one in
# every worker, a third of the collection's time. Each fixture module rebuilds its own fixture.
collect_ignore_glob = ["data/*"]


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
