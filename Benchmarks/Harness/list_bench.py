"""The List benchmark: GtkUI's `List` of many rows against the same list
written in C (Benchmarks/Reference/list_reference.c), measured interleaved
in one run under the private X server.

Three figures, each at several row counts, each program started REPS
times in turn per row count:

- first frame and memory: the time from spawn to the first painted frame
  and the resident memory once the program is idle. Memory must stay flat
  as rows grow (rows are recycled): the table shows how much 100x more
  rows cost each program.
- scrolling (`--scroll N`): each program scrolls its list 100 px a frame
  (a tick callback moving the scrolled window's vertical adjustment) for N
  frames after 10 warm-up frames and prints each frame's wall and
  main-thread CPU time, from the tick to the frame clock's after-paint.
- one-row change (`--update N`): each program changes the text of one
  visible row N times, 60 ms apart (GtkUI: one element of the
  `@Observable` array the `List` shows; C: the GtkStringList item
  replaced), and prints the wall and main-thread CPU time from just before
  the change to the painted frame. The GtkUI figure must be flat in the
  row count. `--selected-row N` selects row N first in both programs (a
  list with a selection finds the selected row again on each render).

Medians and 95th percentiles are taken over all frames (changes) of all
runs; ratios are GtkUI / C in this run.

    meson-helpers/with-display /usr/bin/python3 Benchmarks/Harness/list_bench.py \\
        --app .build/release/list-bench [--reps 3] [--only first-frame,scroll,update]

The C reference is compiled here with `cc` and pkg-config's gtk4 flags.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from procstat import memory_kib, wait_until_idle  # noqa: E402
from programs import BenchError, Folders, base_env  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
KINDS = ("gtkui", "c")
# How each program is asked to print its first frame (GtkUI: GTKUI_PRINT_FIRST_FRAME=1, set for both).
FIRST_FRAME_ARGS = {"gtkui": [], "c": ["--print-first-frame"]}
SCROLL_FRAMES = 200
UPDATE_CHANGES = 30


def build_reference() -> Path:
    out = Path(tempfile.gettempdir()) / "gtkui-list-reference"
    source = ROOT / "Benchmarks/Reference/list_reference.c"
    if not out.exists() or out.stat().st_mtime < source.stat().st_mtime:
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4"], capture_output=True,
                               text=True, check=True).stdout.split()
        subprocess.run(["cc", "-O2", "-o", str(out), str(source), *flags], check=True)
    return out


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int((len(ordered) - 1) * fraction + 0.5))]


@dataclass
class Samples:
    """What the runs of one program at one row count measured."""

    first_frame_ms: list[float] = field(default_factory=list)
    rss_kib: list[float] = field(default_factory=list)
    wall_us: list[float] = field(default_factory=list)
    cpu_us: list[float] = field(default_factory=list)


def first_frame_once(argv: list[str], rows: int) -> tuple[float, int]:
    """Starts one program (`argv` asks it to print its first frame); returns
    (ms to first frame, idle VmRSS in KiB)."""
    folders = Folders.create()
    env = base_env(folders)
    env["GTKUI_PRINT_FIRST_FRAME"] = "1"
    env["LIST_BENCH_ROWS"] = str(rows)
    spawned = time.monotonic_ns() // 1000
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        first_frame = None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            if line.startswith("first-frame "):
                fields = dict(part.split("=", 1) for part in line.split()[1:])
                first_frame = int(fields["monotonic_us"])
                break
        if first_frame is None:
            raise BenchError(f"{argv[0]}: no first-frame line (status {proc.poll()})")
        wait_until_idle(proc.pid)
        return (first_frame - spawned) / 1000, memory_kib(proc.pid)["VmRSS"]
    finally:
        proc.kill()
        proc.wait(timeout=10)
        proc.stdout.close()
        folders.remove()


def probe_once(argv: list[str], rows: int, probe: list[str], selected_row: int | None = None) -> list[tuple[int, int]]:
    """Runs one program's `--scroll N` or `--update N`; returns (wall µs, CPU µs) per sample."""
    folders = Folders.create()
    env = base_env(folders)
    env["LIST_BENCH_ROWS"] = str(rows)
    if selected_row is not None:
        env["LIST_BENCH_SELECTED_ROW"] = str(selected_row)
    try:
        out = subprocess.run([*argv, *probe], env=env, capture_output=True, text=True, timeout=600)
    finally:
        folders.remove()
    samples = []
    for line in out.stdout.splitlines():
        fields = dict(part.split("=", 1) for part in line.split()[1:])
        samples.append((int(fields["wall_us"]), int(fields["cpu_us"])))
    if out.returncode != 0 or not samples:
        raise BenchError(f"{argv[0]} {' '.join(probe)} at {rows} rows failed ({out.returncode}):\n{out.stderr[-2000:]}")
    return samples


def measure(programs: dict[str, list[str]], figure: str, counts: list[int], reps: int,
            selected_row: int | None = None) -> dict[tuple[str, int], Samples]:
    """Runs `figure` ("first-frame", "scroll" or "update") for each row count, programs interleaved."""
    results: dict[tuple[str, int], Samples] = {}
    probe = {"scroll": ["--scroll", str(SCROLL_FRAMES)], "update": ["--update", str(UPDATE_CHANGES)]}.get(figure)
    for rows in counts:
        if probe is None:
            for kind, argv in programs.items():  # one warm-up each
                first_frame_once([*argv, *FIRST_FRAME_ARGS[kind]], rows)
        for rep in range(reps):
            order = list(programs) if rep % 2 == 0 else list(reversed(programs))
            for kind in order:
                entry = results.setdefault((kind, rows), Samples())
                if probe is None:
                    ms, kib = first_frame_once([*programs[kind], *FIRST_FRAME_ARGS[kind]], rows)
                    entry.first_frame_ms.append(ms)
                    entry.rss_kib.append(kib)
                else:
                    for wall, cpu in probe_once(programs[kind], rows, probe, selected_row):
                        entry.wall_us.append(wall)
                        entry.cpu_us.append(cpu)
    return results


def print_first_frame(results: dict[tuple[str, int], Samples], counts: list[int], reps: int) -> None:
    print(f"List: first frame and idle memory, {reps} interleaved runs per program and row count (medians)")
    print(f"{'rows':>8} {'GtkUI first frame':>18} {'C first frame':>14} {'ratio':>6} "
          f"{'GtkUI RSS':>10} {'C RSS':>9} {'ratio':>6}")
    for rows in counts:
        ui, c = results[("gtkui", rows)], results[("c", rows)]
        ui_ms, c_ms = statistics.median(ui.first_frame_ms), statistics.median(c.first_frame_ms)
        ui_kib, c_kib = statistics.median(ui.rss_kib), statistics.median(c.rss_kib)
        print(f"{rows:>8} {ui_ms:>15.1f} ms {c_ms:>11.1f} ms {ui_ms / c_ms:>5.2f}x "
              f"{ui_kib / 1024:>7.1f} MiB {c_kib / 1024:>6.1f} MiB {ui_kib / c_kib:>5.2f}x")
    if len(counts) >= 2:
        small, large = counts[0], counts[-1]
        for kind in KINDS:
            grow = (statistics.median(results[(kind, large)].rss_kib)
                    - statistics.median(results[(kind, small)].rss_kib)) / 1024
            print(f"{kind}: {large} rows cost {grow:+.1f} MiB more than {small}")


def print_timings(title: str, results: dict[tuple[str, int], Samples], counts: list[int]) -> None:
    """A table of CPU and wall medians and 95th percentiles, GtkUI against C, and the flatness of each."""
    print(title)
    print(f"{'rows':>8} {'samples':>9} {'GtkUI CPU med / p95':>21} {'C CPU med / p95':>18} {'ratio':>6} "
          f"{'GtkUI wall med / p95':>22} {'C wall med / p95':>19} {'ratio':>6}")
    for rows in counts:
        ui, c = results[("gtkui", rows)], results[("c", rows)]
        cells = []
        for mine, theirs in ((ui.cpu_us, c.cpu_us), (ui.wall_us, c.wall_us)):
            a, b = statistics.median(mine) / 1000, statistics.median(theirs) / 1000
            cells.append(f"{a:>9.2f} / {percentile(mine, 0.95) / 1000:>6.2f} ms "
                         f"{b:>6.2f} / {percentile(theirs, 0.95) / 1000:>6.2f} ms {a / b:>5.2f}x")
        print(f"{rows:>8} {len(ui.cpu_us):>4}/{len(c.cpu_us):<4} {cells[0]} {cells[1]}")
    if len(counts) >= 2:
        small, large = counts[0], counts[-1]
        for kind in KINDS:
            flat = statistics.median(results[(kind, large)].cpu_us) / statistics.median(results[(kind, small)].cpu_us)
            print(f"{kind}: median CPU at {large} rows / at {small} rows = {flat:.2f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", required=True, help="the list-bench executable")
    parser.add_argument("--only", default="first-frame,scroll,update")
    parser.add_argument("--first-frame-rows", default="1000,100000")
    parser.add_argument("--scroll-rows", default="1000,100000")
    parser.add_argument("--update-rows", default="1000,10000,100000")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--selected-row", type=int, help="select this row first (scroll and update)")
    args = parser.parse_args()
    programs = {"gtkui": [str(Path(args.app).resolve())], "c": [str(build_reference())]}
    wanted = args.only.split(",")
    for figure, rows_text, printer in (
        ("first-frame", args.first_frame_rows, None),
        ("scroll", args.scroll_rows,
         f"List: scrolling, {SCROLL_FRAMES} frames of 100 px per run, {args.reps} runs per program "
         "and row count (main-thread CPU and wall time from the frame's tick to its after-paint)"),
        ("update", args.update_rows,
         f"List: one visible row's text changed, {UPDATE_CHANGES} changes per run, {args.reps} runs per "
         "program and row count (main-thread CPU and wall time from the change to the painted frame)"),
    ):
        if figure not in wanted:
            continue
        counts = [int(n) for n in rows_text.split(",")]
        results = measure(programs, figure, counts, args.reps, args.selected_row)
        if printer is None:
            print_first_frame(results, counts, args.reps)
        else:
            print_timings(printer, results, counts)
        print(flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
