"""The folders and logs of an app under test: a fresh HOME and XDG folders
per test, and append-only logs read from where one launch began. Used by
apphelper.py (which re-exports these names)."""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Optional


def log_end(path: Path) -> int:
    """Where the next launch's output will start in the append-only log `path`."""
    return path.stat().st_size if path.exists() else 0


def read_log(path: Path, start: int) -> str:
    """What was appended to the log `path` from offset `start` on."""
    if not path.exists():
        return ""
    with open(path, "rb") as f:
        f.seek(start)
        return f.read().decode(errors="replace")


@dataclass
class AppDirs:
    """A fresh HOME and XDG folders for one test; reused across relaunches
    within the test so that persistence can be checked."""

    root: Path

    @classmethod
    def create(cls, parent: Optional[Path] = None) -> "AppDirs":
        root = Path(tempfile.mkdtemp(prefix="e2e-", dir=parent))
        dirs = cls(root)
        for sub in ("home", "config", "data", "cache", "state"):
            (root / sub).mkdir(parents=True, exist_ok=True)
        # GTK turns a press held still for a while into a long press (a
        # slider then enters its slow "zoom" mode). A stalled app or test
        # holds every press that long, so the tests' GTK waits a minute.
        gtk = root / "config" / "gtk-4.0"
        gtk.mkdir()
        (gtk / "settings.ini").write_text("[Settings]\ngtk-long-press-time = 60000\n")
        return dirs

    @property
    def home(self) -> Path:
        return self.root / "home"

    @property
    def config(self) -> Path:
        return self.root / "config"

    @property
    def data(self) -> Path:
        return self.root / "data"

    @property
    def cache(self) -> Path:
        return self.root / "cache"

    def env(self) -> dict[str, str]:
        return {
            "HOME": str(self.home),
            "XDG_CONFIG_HOME": str(self.config),
            "XDG_DATA_HOME": str(self.data),
            "XDG_CACHE_HOME": str(self.cache),
            "XDG_STATE_HOME": str(self.root / "state"),
        }

    def remove(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)
