"""Starting NoteEditor and the C reference side by side for the benchmarks.

Both programs get the same environment: a fixed GSK renderer (cairo: no GL
shader compilation, so the first run is not an outlier), a GTK settings
file without cursor blinking (an idle, blinking text view would add CPU
time unrelated to typing) and their own fresh HOME/XDG folders. Both print
`first-frame monotonic_us=N` after their first painted frame (NoteEditor
with GTKUI_PRINT_FIRST_FRAME=1, the reference with --print-first-frame).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

APP_ID = "org.gtkui.NoteEditor"
# Under meson-helpers/with-wayland (headless mutter) rather than with-display.
WAYLAND = os.environ.get("E2E_BACKEND") == "wayland"
TITLE = "My Note"
GTK_SETTINGS = "[Settings]\ngtk-cursor-blink = false\ngtk-enable-animations = false\n"


class BenchError(RuntimeError):
    """A benchmark could not measure what it should."""


@dataclass
class Folders:
    """A fresh HOME and XDG folders for one program."""

    root: Path

    @classmethod
    def create(cls) -> "Folders":
        root = Path(tempfile.mkdtemp(prefix="bench-"))
        for sub in ("home", "config/gtk-4.0", "data", "cache", "state"):
            (root / sub).mkdir(parents=True)
        (root / "config/gtk-4.0/settings.ini").write_text(GTK_SETTINGS)
        return cls(root)

    def env(self) -> dict[str, str]:
        return {"HOME": str(self.root / "home"), "XDG_CONFIG_HOME": str(self.root / "config"),
                "XDG_DATA_HOME": str(self.root / "data"), "XDG_CACHE_HOME": str(self.root / "cache"),
                "XDG_STATE_HOME": str(self.root / "state")}

    @property
    def note_folder(self) -> Path:
        return self.root / "data" / APP_ID

    def remove(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)


def base_env(folders: Folders) -> dict[str, str]:
    env = dict(os.environ)
    env.update(folders.env())
    env["GSK_RENDERER"] = os.environ.get("BENCH_GSK_RENDERER", "cairo")
    return env


@dataclass
class Running:
    """A started program and what its first frame told."""

    kind: str                     # "app" or "reference"
    proc: subprocess.Popen
    spawned_us: int               # CLOCK_MONOTONIC µs just before the spawn
    first_frame_us: Optional[int] = None

    @property
    def pid(self) -> int:
        return self.proc.pid

    def wait_first_frame(self, timeout: float = 30) -> int:
        """Reads standard output until the first-frame line; returns its µs."""
        deadline = time.monotonic() + timeout
        assert self.proc.stdout is not None
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                break
            if line.startswith("first-frame "):
                fields = dict(part.split("=", 1) for part in line.split()[1:])
                self.first_frame_us = int(fields["monotonic_us"])
                return self.first_frame_us
        raise BenchError(f"{self.kind}: no first-frame line (status {self.proc.poll()})")

    @property
    def startup_ms(self) -> float:
        assert self.first_frame_us is not None
        return (self.first_frame_us - self.spawned_us) / 1000

    def window_id(self, timeout: float = 10) -> str:
        """The X window titled "My Note" of this process."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.pid)],
                                 capture_output=True, text=True).stdout
            for wid in out.split():
                name = subprocess.run(["xdotool", "getwindowname", wid], capture_output=True,
                                      text=True).stdout.strip()
                if name == TITLE:
                    return wid
            time.sleep(0.05)
        raise BenchError(f"{self.kind}: no visible window titled {TITLE!r}")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=10)
        if self.proc.stdout:
            self.proc.stdout.close()


def start(kind: str, app: Path, reference: Path, folders: Folders, quit_after_first_frame: bool = False,
          note: Optional[Path] = None, extra_env: Optional[dict] = None) -> Running:
    """Starts NoteEditor ("app") or the reference with `folders`, showing `note` if given."""
    env = base_env(folders)
    env.update(extra_env or {})
    if kind == "app":
        argv = [str(app)]
        env["GTKUI_PRINT_FIRST_FRAME"] = "1"
        if quit_after_first_frame:
            env["GTKUI_QUIT_AFTER_FIRST_FRAME"] = "1"
        if note is not None:
            install_note(folders, note)
    else:
        argv = [str(reference), "--quit-after-first-frame" if quit_after_first_frame else "--print-first-frame"]
        if note is not None:
            argv += ["--open", str(note)]
    spawned = time.monotonic_ns() // 1000
    proc = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, cwd=str(folders.root / "home"))
    return Running(kind, proc, spawned)


def install_note(folders: Folders, note: Path) -> None:
    """Puts `note` in place as NoteEditor's note, at the reference's font size (12 px, both defaults)."""
    folders.note_folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(note, folders.note_folder / "note.txt")
    settings = {"version": 1, "fontSize": 12, "bold": False, "italic": False}
    (folders.note_folder / "settings.json").write_text(json.dumps(settings))


def make_note(path: Path, size: int) -> Path:
    """A note of about `size` bytes: lines of 60-80 characters of words."""
    words = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "
             "incididunt ut labore et dolore magna aliqua enim ad minim veniam quis nostrud").split()
    lines: list[str] = []
    total = 0
    index = 0
    while total < size:
        line: list[str] = []
        length = 0
        while length < 60 + index % 20:
            word = words[(index * 7 + len(line) * 3) % len(words)]
            line.append(word)
            length += len(word) + 1
            index += 1
        text = " ".join(line) + "\n"
        lines.append(text)
        total += len(text)
    path.write_text("".join(lines))
    return path


def window_origin(running: Running) -> tuple[int, int]:
    """Gives the window the same size, place and the keyboard focus for both
    programs; returns its top-left on the screen.

    X11: 800x600 at 0,0 (xdotool). Wayland (meson-helpers/with-wayland): a
    client cannot be placed or sized from outside, so both keep their
    default size (720x520, the same for both) and go to 0,0 with mutter's
    move-to-corner-nw key, once the accessibility tree says the window is
    active (mutter gives a new window the focus when it maps it)."""
    if not WAYLAND:
        wid = prepare_window(running)
        geometry = subprocess.run(["xdotool", "getwindowgeometry", wid], capture_output=True,
                                  text=True).stdout
        match = re.search(r"Position: (\d+),(\d+)", geometry)
        return (int(match.group(1)), int(match.group(2))) if match else (0, 0)
    wait_active(running)
    nw_key = os.environ["E2E_MOVE_KEYS"].split()[0]
    subprocess.run(["xdotool", "key", nw_key], check=True, timeout=10)
    return (0, 0)


def wait_active(running: Running, timeout: float = 30) -> None:
    """Waits until the accessibility tree shows the program's window as active."""
    import pyatspi  # Debian's, for /usr/bin/python3; only the Wayland runs need it
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in (desktop.getChildAtIndex(i) for i in range(desktop.childCount)):
            try:
                if app is None or app.get_process_id() != running.pid:
                    continue
                for frame in (app.getChildAtIndex(i) for i in range(app.childCount)):
                    if frame is not None and frame.name == TITLE and \
                            frame.getState().contains(pyatspi.STATE_ACTIVE):
                        return
            except Exception:  # noqa: BLE001 - an app still registering, or gone
                continue
        time.sleep(0.05)
    raise BenchError(f"{running.kind}: its window never became active")


def prepare_window(running: Running, width: int = 800, height: int = 600) -> str:
    """Gives the window the same size and place for both programs; returns its id."""
    wid = running.window_id()
    subprocess.run(["xdotool", "windowsize", "--sync", wid, str(width), str(height)], check=False,
                   capture_output=True, timeout=10)
    subprocess.run(["xdotool", "windowmove", "--sync", wid, "0", "0"], check=False,
                   capture_output=True, timeout=10)
    subprocess.run(["xdotool", "windowactivate", "--sync", wid], check=False, capture_output=True,
                   timeout=10)
    return wid
