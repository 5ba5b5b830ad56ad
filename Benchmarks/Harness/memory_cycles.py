"""RSS growth of NoteEditor over repeated open/close cycles, driven by the
keyboard as a person would (xdotool): the Customize Toolbar dialog through
View ▸ Customize Toolbar… (F10, Right, Right, Down, Return, each menu
waited for on screen) closed with Escape, and New Window (Ctrl+N) / Close
Window (Ctrl+W).

Each run warms up with a few cycles first (GTK builds caches, style nodes
and glyph atlases on first use; malloc keeps arenas), then samples VmRSS
every tenth of the run, and reports the growth per cycle: the difference
between the medians of the last and the first four samples, divided by the
cycles between them (a lone spike of malloc or of a cache does not count).
The app's live-object probe (GTKUI_PRINT_LIVE_OBJECTS=1, on SIGUSR1) gives
the GObject wrappers, view nodes, signal closures and toplevels before and
after: a leak of any of them shows as a count that grows. No accessibility
queries are made during the cycles: AT-SPI objects would be created in the
app and counted as growth.
"""

from __future__ import annotations

import re
import signal
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


def live_objects(running) -> dict[str, int]:
    """The counts the app prints on SIGUSR1 (see GtkUI's LiveObjectProbe)."""
    running.proc.send_signal(signal.SIGUSR1)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        line = running.proc.stdout.readline()
        if line.startswith("live-objects "):
            return {key: int(value) for key, value in re.findall(r"(\w+)=(\d+)", line)}
    raise BenchError("the app printed no live-object line")


def growth_per_cycle(samples: list[tuple[int, int]]) -> float:
    """KiB a cycle between the medians of the first four and the last four samples."""
    def median(values):
        return sorted(values)[len(values) // 2]
    first, last = samples[:4], samples[-4:]
    cycles = median([c for c, _ in last]) - median([c for c, _ in first])
    return (median([k for _, k in last]) - median([k for _, k in first])) / cycles


def _measure(app: Path, cycles: int, one_cycle) -> tuple[float, dict, str]:
    folders = Folders.create()
    running = start("app", app, app, folders, extra_env={"GTKUI_PRINT_LIVE_OBJECTS": "1"})
    try:
        running.wait_first_frame()
        prepare_window(running)
        wait_until_idle(running.pid)
        for _ in range(WARMUP_CYCLES):
            one_cycle(running.pid)
        wait_until_idle(running.pid)
        before = live_objects(running)
        samples = [(0, memory_kib(running.pid)["VmRSS"])]
        every = max(1, cycles // 10)
        started = time.monotonic()
        for cycle in range(1, cycles + 1):
            one_cycle(running.pid)
            if cycle % every == 0:
                wait_until_idle(running.pid)
                samples.append((cycle, memory_kib(running.pid)["VmRSS"]))
        elapsed = time.monotonic() - started
        after = live_objects(running)
        if running.proc.poll() is not None:
            raise BenchError(f"the app exited with status {running.proc.returncode}")
        growth = growth_per_cycle(samples)
        counted = ("wrappers", "nodes", "closures", "toplevels")
        objects = {key: (after[key] - before[key]) / cycles for key in counted}
        detail = (f"VmRSS {samples[0][1]} -> {samples[-1][1]} KiB over {cycles} cycles after {WARMUP_CYCLES} warm-up "
                  f"({growth:+.2f} KiB per cycle; samples {samples}); live objects per cycle "
                  + ", ".join(f"{key} {objects[key]:+.3f} ({before[key]} -> {after[key]})" for key in counted)
                  + f"; {elapsed / cycles * 1000:.0f} ms per cycle")
        return growth, objects, detail
    finally:
        running.stop()
        folders.remove()


def visible_windows(pid: int) -> set[str]:
    """The app's viewable X windows: its windows, and the popover of an open menu."""
    out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                         capture_output=True, text=True, timeout=10).stdout
    return set(out.split())


def open_next_menu(pid: int, keys: list[str], seen: set[str]) -> None:
    """Presses `keys` and waits until a menu popover not seen before is on
    screen (each menu of the menu bar has its own), so that the next keys
    reach it: fixed pauses were too short on a loaded machine."""
    key(*keys)

    def opened() -> bool:
        new = visible_windows(pid) - seen
        seen.update(new)
        return bool(new)
    wait_for(opened, f"the menu after {' '.join(keys)}", timeout=30)


def dialog_cycle(pid: int) -> None:
    seen = visible_windows(pid)
    open_next_menu(pid, ["F10"], seen)            # File
    open_next_menu(pid, ["Right"], seen)          # Edit
    open_next_menu(pid, ["Right"], seen)          # View
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


def dialog_cycles(app: Path, cycles: int) -> tuple[float, dict, str]:
    """KiB of VmRSS growth per dialog open/close cycle, live objects per cycle, and a detail line."""
    return _measure(app, cycles, dialog_cycle)


def window_cycles(app: Path, cycles: int) -> tuple[float, dict, str]:
    """KiB of VmRSS growth per New Window / Close cycle, live objects per cycle, and a detail line."""
    return _measure(app, cycles, window_cycle)
