"""A model file that does not match its card is refused before it is read into memory.

The check runs in a child process whose address space is capped (``RLIMIT_AS``) at what it
already uses plus 96 MB, against a 256 MB file (sparse: it costs no disk). Hashing in chunks
fits; any route that reads the whole file first — or deserialises it before checking — raises
``MemoryError`` or another error in the child, and the assertion here says which, instead of
the machine killing the test run.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

resource = pytest.importorskip("resource", reason="RLIMIT_AS needs a POSIX system")

BIG = 256 * 2**20
HEADROOM = 96 * 2**20

CHILD = textwrap.dedent(
    """
    import json, resource, sys
    from pathlib import Path
    from uselessdetect import make_detector
    from uselessdetect.exceptions import ModelIntegrityError
    from uselessdetect.io import load_model

    model, route, headroom = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    vm = next(int(line.split()[1]) * 1024 for line in open("/proc/self/status")
              if line.startswith("VmSize:"))
    resource.setrlimit(resource.RLIMIT_AS, (vm + headroom, vm + headroom))
    try:
        if route == "load_model":
            # trust=True for a pickle: the digest check, not the pickle refusal, must stop it
            load_model(model, trust=model.suffix == ".joblib")
        else:
            trust = model.suffix == ".joblib"
            make_detector("classifier").set_params(model_path=str(model), trust=trust).fit([])
    except ModelIntegrityError as exc:
        print(json.dumps({"error": "ModelIntegrityError", "message": str(exc)}))
    except MemoryError:
        print(json.dumps({"error": "MemoryError", "message": ""}))
    except Exception as exc:
        print(json.dumps({"error": type(exc).__name__, "message": str(exc)[:300]}))
    else:
        print(json.dumps({"error": None, "message": "loaded"}))
    """
)


@pytest.fixture(scope="module", params=["npz", "joblib"])
def tampered(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real model card beside a 256 MB file that is not its model: the shipped arrays form
    (``.npz``, copied with its card) and a pickle saved by the library (``.joblib``)."""
    import shutil

    from uselessdetect import make_detector
    from uselessdetect.io import card_path, default_model_path, save_model

    folder = tmp_path_factory.mktemp("model")
    path = folder / f"big.{request.param}"
    if request.param == "npz":
        shutil.copyfile(default_model_path(), path)
        shutil.copyfile(card_path(default_model_path()), card_path(path))
    else:
        save_model(make_detector("lexical").fit([]), path)
    with path.open("r+b") as fh:
        fh.truncate(BIG)
    return path


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads VmSize from /proc")
@pytest.mark.parametrize("route", ["load_model", "classifier"])
def test_digest_mismatch_fails_before_reading_the_file(tampered: Path, route: str) -> None:
    assert tampered.stat().st_size == BIG > 2 * HEADROOM
    res = subprocess.run(
        [sys.executable, "-c", CHILD, str(tampered), route, str(HEADROOM)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert res.returncode == 0, res.stderr[-2000:]
    out = json.loads(res.stdout.strip().splitlines()[-1])
    assert out["error"] == "ModelIntegrityError", (
        f"{route}: expected the digest check to refuse the file within {HEADROOM >> 20} MB "
        f"of memory, got {out}"
    )
    assert "sha256" in out["message"] and tampered.name in out["message"]
