"""Windows opened and closed leave nothing behind: over 100 New Window /
Close cycles (Ctrl+N, Ctrl+W) the live objects the app reports on SIGUSR1
(GObject wrappers, view nodes, signal closures, toplevels) come back to
the same counts, and the bytes in use in the heap grow by less than 1 KiB
a cycle (each closed window once left its views' observation registrations
on the shared note: about 4.5 KiB a cycle, for good)."""

from __future__ import annotations

import re
import signal
import sys
import time
from pathlib import Path

import pytest

from apphelper import REPO_ROOT, WAYLAND, run_tool, wait_until
from faultsupport import TITLE

sys.path.insert(0, str(REPO_ROOT / "Benchmarks" / "Harness"))
from procstat import memory_kib, wait_until_idle  # noqa: E402  (the benchmarks' /proc readers)

WARMUP, CYCLES, SAMPLE_EVERY = 10, 100, 10


def window_count(app) -> int:
    out = run_tool("xdotool", "search", "--onlyvisible", "--pid", str(app.pid), check=False)
    return sum(1 for wid in out.split()
               if run_tool("xdotool", "getwindowname", wid, check=False).strip() == TITLE)


def new_window_and_close(app) -> None:
    # The first window gets the keys (the window manager may leave the focus nowhere after a close).
    run_tool("xdotool", "windowactivate", "--sync", app.xid, check=False, timeout=10)
    app.key("ctrl+n")
    wait_until(lambda: window_count(app) == 2, what="a second window")
    app.key("ctrl+w")
    wait_until(lambda: window_count(app) == 1, what="the second window to close")


def live_objects(app) -> dict[str, int]:
    """The counts the app prints on SIGUSR1 (GTKUI_PRINT_LIVE_OBJECTS=1)."""
    seen = app.stdout().count("live-objects")
    app.proc.send_signal(signal.SIGUSR1)
    wait_until(lambda: app.stdout().count("live-objects") > seen, what="the live-object line")
    line = [line for line in app.stdout().splitlines() if line.startswith("live-objects")][-1]
    return {key: int(value) for key, value in re.findall(r"(\w+)=(\d+)", line)}


def settled_heap_kib(app, readings: int = 3) -> int:
    """The heap in use once the app is idle: the least of a few readings,
    each after the app went idle again. On a loaded machine a reading can
    still catch a window's drawing buffers (16 MiB more, gone by the next
    reading)."""
    values = []
    for _ in range(readings):
        wait_until_idle(app.pid)
        values.append(live_objects(app)["heap"] // 1024)
    return min(values)


def growth_per_cycle(points: list[tuple[int, int]]) -> float:
    """KiB a cycle: the median of the slopes between every two samples
    (Theil-Sen). A leak makes every slope positive; a 1 MiB block taken
    once (a cache) or held at some samples and not others moves only the
    slopes across it, a minority. Under load the heap in use stepped by
    about 1,025 KiB between samples both ways, which a difference of
    medians or floors of four samples read as ~15 KiB a cycle."""
    slopes = sorted((y2 - y1) / (x2 - x1) for i, (x1, y1) in enumerate(points) for x2, y2 in points[i + 1:])
    return slopes[len(slopes) // 2]


@pytest.mark.xfail(WAYLAND, strict=False,
                   reason="Wayland: measured 2026-12-01, the heap grows ~50 KiB per New Window/Close "
                          "cycle under mutter (the live-object counts come back); not yet traced to "
                          "the app or to GTK 4.8's Wayland backend")
def test_new_window_close_cycles_leave_nothing_behind(launch_app, note_editor_path, test_name):
    app = launch_app([note_editor_path], title=TITLE, env={"GTKUI_PRINT_LIVE_OBJECTS": "1"})
    app.click(app.find(role="text"))
    for _ in range(WARMUP):
        new_window_and_close(app)
    wait_until_idle(app.pid)
    before = live_objects(app)
    samples = [(0, settled_heap_kib(app))]
    rss = [(0, memory_kib(app.pid)["VmRSS"])]
    for cycle in range(1, CYCLES + 1):
        new_window_and_close(app)
        if cycle % SAMPLE_EVERY == 0:
            samples.append((cycle, settled_heap_kib(app)))
            rss.append((cycle, memory_kib(app.pid)["VmRSS"]))
    after = live_objects(app)
    growth = growth_per_cycle(samples)
    report = Path(app.stdout_path).with_name(f"{test_name}-growth.txt")
    report.write_text(f"heap in use (cycle, KiB): {samples}\ngrowth {growth:.2f} KiB/cycle\n"
                      f"VmRSS (cycle, KiB): {rss}\nlive objects before {before}\nlive objects after {after}\n")
    for key in ("wrappers", "nodes", "closures", "toplevels", "windows"):
        assert after[key] == before[key], f"{key}: {before[key]} -> {after[key]} over {CYCLES} cycles"
    assert growth < 1.0, f"the heap grows {growth:.2f} KiB per cycle: {samples}"
    assert app.quit(keys="ctrl+q") == 0
