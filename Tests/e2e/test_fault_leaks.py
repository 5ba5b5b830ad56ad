"""Windows opened and closed leave nothing behind: over 100 New Window /
Close cycles (Ctrl+N, Ctrl+W) the live objects the app reports on SIGUSR1
(GObject wrappers, view nodes, signal closures, toplevels) come back to
the same counts, and the bytes in use in the heap grow by less than 1 KiB
a cycle more than those of the C reference program put through the same
cycles (each closed window once left its views' observation registrations
on the shared note: about 4.5 KiB a cycle, for good)."""

from __future__ import annotations

import re
import signal
import sys
import time
from pathlib import Path

from apphelper import REPO_ROOT, run_tool, wait_until, windows_titled
from faultsupport import TITLE

sys.path.insert(0, str(REPO_ROOT / "Benchmarks" / "Harness"))
from procstat import memory_kib, wait_until_idle  # noqa: E402  (the benchmarks' /proc readers)

# The reference goes through as many cycles as the app, sampled alike: on
# Wayland both grow about 4 KiB a cycle (GTK's; see below), and half the
# cycles gave the reference's slope half the samples, where one early dip
# (caches GTK trims after the warm-up) pulled its median down to 1.3 KiB.
WARMUP, CYCLES, SAMPLE_EVERY = 10, 100, 10
# Both programs draw with cairo: with GL, Mesa's software renderer (no GPU
# here) holds about 115 MiB of heap that moves in 1 MiB steps, and on
# Wayland it never destroys a closed window's buffers (in the C reference's
# protocol log: 44 wl_buffers made for 42 windows, none destroyed; about
# 100 KiB of heap and 320 KiB of RSS a cycle), which would hide a leak of
# the app's own.
RENDERER = {"GSK_RENDERER": "cairo"}


def window_count(app) -> int:
    return len(windows_titled(app.pid, TITLE))


def active_window() -> str:
    return run_tool("xdotool", "getactivewindow", check=False).strip()


def new_window_and_close(app) -> None:
    # The first window gets the keys (the window manager may leave the focus
    # nowhere after a close; on Wayland this waits until mutter gives it back).
    run_tool("xdotool", "windowactivate", "--sync", app.xid, check=False, timeout=10)
    app.key("ctrl+n")
    # Ctrl+W goes to the new window once it has the focus: mutter can focus
    # a new window late, and keys sent before go to the first one, or, once
    # that closed, to a window that is gone.
    wait_until(lambda: window_count(app) == 2 and active_window() not in ("", app.xid),
               what="a second window, with the focus")
    app.key("ctrl+w")
    wait_until(lambda: window_count(app) == 1 and active_window() == app.xid,
               what="the second window to close and the first to have the focus")


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


def cycle(app, cycles: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]], dict, dict]:
    """Warms up, then runs `cycles` New Window/Close cycles: the settled heap
    and VmRSS every SAMPLE_EVERY cycles, and the live objects before and after."""
    app.click(app.find(role="text"))
    for _ in range(WARMUP):
        new_window_and_close(app)
    wait_until_idle(app.pid)
    before = live_objects(app)
    samples = [(0, settled_heap_kib(app))]
    rss = [(0, memory_kib(app.pid)["VmRSS"])]
    for count in range(1, cycles + 1):
        new_window_and_close(app)
        if count % SAMPLE_EVERY == 0:
            samples.append((count, settled_heap_kib(app)))
            rss.append((count, memory_kib(app.pid)["VmRSS"]))
    return samples, rss, before, live_objects(app)


def test_new_window_close_cycles_leave_nothing_behind(launch_app, note_editor_path, reference_path, test_name):
    # The C reference (Benchmarks/Reference) first, through the same cycles:
    # what GTK keeps per window, which the app cannot give back either (on
    # Wayland, GTK 4.8 keeps a window's last buffer when mutter releases it
    # after the window closed: about 4 KiB of heap a cycle; see the README's
    # testing section).
    reference = launch_app([reference_path], title=TITLE, env=RENDERER)
    ref_samples, ref_rss, ref_before, ref_after = cycle(reference, CYCLES)
    assert ref_after["windows"] == ref_before["windows"], "the reference kept a window"
    assert reference.quit(keys="ctrl+q") == 0
    baseline = growth_per_cycle(ref_samples)

    app = launch_app([note_editor_path], title=TITLE, env={"GTKUI_PRINT_LIVE_OBJECTS": "1", **RENDERER})
    samples, rss, before, after = cycle(app, CYCLES)
    growth = growth_per_cycle(samples)
    report = Path(app.stdout_path).with_name(f"{test_name}-growth.txt")
    report.write_text(f"heap in use (cycle, KiB): {samples}\ngrowth {growth:.2f} KiB/cycle\n"
                      f"VmRSS (cycle, KiB): {rss}\nlive objects before {before}\nlive objects after {after}\n"
                      f"reference heap in use (cycle, KiB): {ref_samples}\n"
                      f"reference growth {baseline:.2f} KiB/cycle\nreference VmRSS (cycle, KiB): {ref_rss}\n")
    for key in ("wrappers", "nodes", "closures", "toplevels", "windows"):
        assert after[key] == before[key], f"{key}: {before[key]} -> {after[key]} over {CYCLES} cycles"
    assert growth - max(baseline, 0.0) < 1.0, \
        f"the heap grows {growth:.2f} KiB per cycle, the C reference's {baseline:.2f}: {samples}; " \
        f"reference {ref_samples}"
    assert app.quit(keys="ctrl+q") == 0
