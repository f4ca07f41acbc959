"""The response cache: successful response bodies as JSON files, keyed by the request body."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from contextlib import suppress
from typing import Any

from ..exceptions import ConfigurationError

__all__ = ["ResponseCache"]


class ResponseCache:
    """Response bodies as JSON files ``DIR/ab/abcdef….json``, keyed by the request body.

    Writes go to a temporary file renamed into place, so concurrent writers (threads or
    processes) never leave a torn file; a file that does not parse is a miss.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = os.fspath(path)
        try:
            os.makedirs(self.path, exist_ok=True)
        except OSError as exc:
            raise ConfigurationError(
                f"{self.path}: cannot use as the response cache ({exc.strerror or exc})"
            ) from None

    @staticmethod
    def key(body: dict[str, Any]) -> str:
        text = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()

    def _file(self, key: str) -> str:
        return os.path.join(self.path, key[:2], key + ".json")

    def get(self, key: str) -> dict[str, Any] | None:
        try:
            with open(self._file(key), encoding="utf-8") as fh:
                data = json.load(fh)
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) else None

    def put(self, key: str, data: dict[str, Any]) -> None:
        folder = os.path.dirname(self._file(key))
        os.makedirs(folder, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(data, fh, ensure_ascii=False)
            os.replace(tmp, self._file(key))
        except BaseException:
            with suppress(OSError):
                os.unlink(tmp)
            raise
