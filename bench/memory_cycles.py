"""RSS growth of NoteEditor over repeated open/close cycles, driven by the
keyboard as a person would (xdotool): the Customize Toolbar dialog through
View ▸ Customize Toolbar… (F10, Right, Right, Down, Return) closed with
Escape, and New Window (Ctrl+N) / Close Window (Ctrl+W).

Each run warms up with a few cycles first (GTK builds caches, style nodes
and glyph atlases on first use; malloc keeps arenas), measures VmRSS, runs
the cycles, lets the app settle and measures again. No accessibility
queries are made during the cycles: AT-SPI objects would be created in the
app and counted as growth.
"""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

from procstat import memory_kib, wait_until_idle
from programs import TITLE, BenchError, Folders, prepare_window, start

DIALOG_TITLE = "Customize Toolbar"
WARMUP_CYCLES = 5


def key(*keys: str) -> None:
    subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True, timeout=10)


def window_names(pid: int) -> list[str]:
    out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                         capture_output=True, text=True, timeout=10).stdout
    names = []
    for wid in out.split():
        names.append(subprocess.run(["xdotool", "getwindowname", wid], capture_output=True,
                                    text=True, timeout=10).stdout.strip())
    return names


def wait_for(predicate, what: str, timeout: float = 10) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.03)
    raise BenchError(f"timed out waiting for {what}")


def _measure(app: Path, cycles: int, one_cycle) -> tuple[int, str]:
    folders = Folders.create()
    running = start("app", app, app, folders)
    try:
        running.wait_first_frame()
        prepare_window(running)
        wait_until_idle(running.pid)
        for _ in range(WARMUP_CYCLES):
            one_cycle(running.pid)
        wait_until_idle(running.pid)
        before = memory_kib(running.pid)["VmRSS"]
        started = time.monotonic()
        for _ in range(cycles):
            one_cycle(running.pid)
        elapsed = time.monotonic() - started
        wait_until_idle(running.pid)
        time.sleep(1)
        after = memory_kib(running.pid)
        if running.proc.poll() is not None:
            raise BenchError(f"the app exited with status {running.proc.returncode}")
        detail = (f"VmRSS {before} -> {after['VmRSS']} KiB after {WARMUP_CYCLES} warm-up and "
                  f"{cycles} measured cycles ({elapsed / cycles * 1000:.0f} ms per cycle)")
        return after["VmRSS"] - before, detail
    finally:
        running.stop()
        folders.remove()


def dialog_cycle(pid: int) -> None:
    key("F10")
    time.sleep(0.15)
    key("Right", "Right")
    time.sleep(0.15)
    key("Down", "Return")
    wait_for(lambda: DIALOG_TITLE in window_names(pid), "the Customize Toolbar dialog")
    key("Escape")
    wait_for(lambda: DIALOG_TITLE not in window_names(pid), "the dialog to close")


def window_cycle(pid: int) -> None:
    key("ctrl+n")
    wait_for(lambda: window_names(pid).count(TITLE) == 2, "a second window")
    time.sleep(0.1)
    key("ctrl+w")
    wait_for(lambda: window_names(pid).count(TITLE) == 1, "the second window to close")
    time.sleep(0.1)


def dialog_cycles(app: Path, cycles: int) -> tuple[int, str]:
    """KiB of VmRSS growth over `cycles` dialog open/close cycles, and a detail line."""
    return _measure(app, cycles, dialog_cycle)


def window_cycles(app: Path, cycles: int) -> tuple[int, str]:
    """KiB of VmRSS growth over `cycles` New Window / Close cycles, and a detail line."""
    return _measure(app, cycles, window_cycle)
