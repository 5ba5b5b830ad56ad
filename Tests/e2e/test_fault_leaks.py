"""Windows opened and closed leave nothing behind: over 100 New Window /
Close cycles (Ctrl+N, Ctrl+W) the live objects the app reports on SIGUSR1
(GObject wrappers, view nodes, signal closures, toplevels) come back to
the same counts, and the bytes in use in the heap grow by less than 1 KiB
a cycle (each closed window once left its views' observation registrations
on the shared note: about 4.5 KiB a cycle, for good)."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import time
from pathlib import Path

from apphelper import REPO_ROOT, wait_until
from faultsupport import TITLE

sys.path.insert(0, str(REPO_ROOT / "Benchmarks" / "Harness"))
from procstat import memory_kib, wait_until_idle  # noqa: E402  (the benchmarks' /proc readers)

WARMUP, CYCLES, SAMPLE_EVERY = 10, 100, 10


def window_count(app) -> int:
    out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
                         capture_output=True, text=True).stdout
    return sum(1 for wid in out.split() if subprocess.run(
        ["xdotool", "getwindowname", wid], capture_output=True, text=True).stdout.strip() == TITLE)


def new_window_and_close(app) -> None:
    # The first window gets the keys (the window manager may leave the focus nowhere after a close).
    subprocess.run(["xdotool", "windowactivate", "--sync", app.xid], capture_output=True, timeout=10)
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


def growth_per_cycle(points: list[tuple[int, int]]) -> float:
    """KiB a cycle between the medians of the first four and the last four
    samples: robust to a lone spike (malloc, a glyph cache filling)."""
    def median(values):
        return sorted(values)[len(values) // 2]
    first, last = points[:4], points[-4:]
    cycles = median([x for x, _ in last]) - median([x for x, _ in first])
    return (median([y for _, y in last]) - median([y for _, y in first])) / cycles


def test_new_window_close_cycles_leave_nothing_behind(launch_app, note_editor_path, test_name):
    app = launch_app([note_editor_path], title=TITLE, env={"GTKUI_PRINT_LIVE_OBJECTS": "1"})
    app.click(app.find(role="text"))
    for _ in range(WARMUP):
        new_window_and_close(app)
    wait_until_idle(app.pid)
    before = live_objects(app)
    samples = [(0, before["heap"] // 1024)]
    rss = [(0, memory_kib(app.pid)["VmRSS"])]
    for cycle in range(1, CYCLES + 1):
        new_window_and_close(app)
        if cycle % SAMPLE_EVERY == 0:
            wait_until_idle(app.pid)
            samples.append((cycle, live_objects(app)["heap"] // 1024))
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
