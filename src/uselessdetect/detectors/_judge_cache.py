"""The judge's answer cache: in memory, or a small SQLite table that persists across runs.

Keys are digests of (model identity, prompt); values are P(useless) (``None`` for an answer
that named neither word) and the answer's first characters, for inspection. Thread-safe
(one lock per cache); process-safe through SQLite's own locking (WAL journal, busy timeout).
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import threading
from collections.abc import Iterable
from typing import Any

from ..exceptions import ConfigurationError

__all__ = ["MemoryCache", "SQLiteCache", "cache_key", "open_cache"]

#: Characters of the raw answer kept beside its score.
ANSWER_CHARS = 200

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS judgments ("
    "key TEXT PRIMARY KEY, score REAL, answer TEXT, model TEXT)"
)


def cache_key(model: str, prompt: str) -> str:
    """The digest that identifies one question to one model.

    Examples
    --------
    >>> cache_key("m", "p") == cache_key("m", "p") != cache_key("m2", "p")
    True
    """
    return hashlib.sha256(f"{model}\x00{prompt}".encode("utf-8", "surrogatepass")).hexdigest()


class MemoryCache:
    """A dict of key → (score, answer), guarded by a lock."""

    def __init__(self) -> None:
        self._data: dict[str, tuple[float | None, str]] = {}
        self._lock = threading.Lock()

    def get_many(self, keys: Iterable[str]) -> dict[str, float | None]:
        """Scores of the keys that are cached (absent keys are left out)."""
        with self._lock:
            return {k: self._data[k][0] for k in keys if k in self._data}

    def put(self, key: str, score: float | None, answer: str, model: str) -> None:
        """Store one answer."""
        with self._lock:
            self._data[key] = (score, answer[:ANSWER_CHARS])

    def __len__(self) -> int:
        return len(self._data)

    def __getstate__(self) -> dict[str, Any]:
        return {"_data": dict(self._data)}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self._data = state["_data"]
        self._lock = threading.Lock()


class SQLiteCache:
    """A table ``judgments(key, score, answer, model)`` in the SQLite file ``path``.

    Examples
    --------
    >>> import tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "judge.sqlite")
    >>> SQLiteCache(path).put("k", 1.0, "USELESS", "m")
    >>> SQLiteCache(path).get_many(["k", "other"])
    {'k': 1.0}
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = os.fspath(path)
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            try:
                conn = sqlite3.connect(self.path, timeout=60.0, check_same_thread=False)
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute("PRAGMA synchronous=NORMAL")  # a cache: no fsync per answer
                conn.execute(_SCHEMA)
                conn.commit()
            except sqlite3.Error as exc:
                raise ConfigurationError(
                    f"{self.path}: cannot use as the judge's cache ({exc}); "
                    "give a new file name or an SQLite file written by this cache"
                ) from None
            self._conn = conn
        return self._conn

    def get_many(self, keys: Iterable[str]) -> dict[str, float | None]:
        """Scores of the keys that are cached (absent keys are left out)."""
        wanted = list(dict.fromkeys(keys))
        out: dict[str, float | None] = {}
        with self._lock:
            conn = self._connection()
            for i in range(0, len(wanted), 500):
                chunk = wanted[i : i + 500]
                marks = ",".join("?" * len(chunk))
                rows = conn.execute(
                    f"SELECT key, score FROM judgments WHERE key IN ({marks})", chunk
                )
                out.update({k: s for k, s in rows})
        return out

    def put(self, key: str, score: float | None, answer: str, model: str) -> None:
        """Store one answer (committed at once: what was paid for is kept)."""
        with self._lock:
            conn = self._connection()
            conn.execute(
                "INSERT OR REPLACE INTO judgments VALUES (?, ?, ?, ?)",
                (key, score, answer[:ANSWER_CHARS], model),
            )
            conn.commit()

    def __len__(self) -> int:
        with self._lock:
            return int(self._connection().execute("SELECT COUNT(*) FROM judgments").fetchone()[0])

    def __getstate__(self) -> dict[str, Any]:
        return {"path": self.path}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__init__(state["path"])  # type: ignore[misc]


def open_cache(cache: Any) -> MemoryCache | SQLiteCache | None:
    """``True`` → a memory cache, ``False``/``None`` → none, a path → an SQLite file cache."""
    if cache is True:
        return MemoryCache()
    if cache is False or cache is None:
        return None
    if isinstance(cache, (str, os.PathLike)) and os.fspath(cache):
        return SQLiteCache(cache)
    raise ConfigurationError(f"cache must be True, False or a file path, got {cache!r}")
