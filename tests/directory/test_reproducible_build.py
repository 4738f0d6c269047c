"""The directory bundle is the same bytes whatever the hash seed of the process that builds it,
so two builds of one commit answer alike (a set's iteration order once decided which of a
pope's two name keys, "Xystus" or "Sixtus", came first)."""

import os
import subprocess
import sys
from pathlib import Path


def _build(out_dir: Path, seed: int) -> dict[str, bytes]:
    script = ("import sys; from pathlib import Path; from ecclesia_tools.directory import bundle_build; "
              "bundle_build.build(Path(sys.argv[1]))")
    subprocess.run([sys.executable, "-c", script, str(out_dir)], check=True, capture_output=True,
                   env={**os.environ, "PYTHONHASHSEED": str(seed)})
    from ecclesia_tools.directory.bundle_build import AREA

    return {path.name: path.read_bytes() for path in sorted((out_dir / AREA).iterdir())
            if path.is_file() and path.name != "MANIFEST.json"}  # the manifest records build times


def test_two_builds_with_different_hash_seeds_write_the_same_files(tmp_path):
    first = _build(tmp_path / "a", 1)
    second = _build(tmp_path / "b", 2)
    assert "popes.index.json" in first
    assert sorted(first) == sorted(second)
    assert [name for name in first if first[name] != second[name]] == []
