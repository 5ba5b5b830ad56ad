"""NoteEditor benchmarks against the C reference, measured in the same run.

Run under the private X server (meson-helpers/bench does all of this):

    meson-helpers/with-display /usr/bin/python3 Benchmarks/Harness/bench.py \
        --app .build/release/NoteEditor --reference .build/bench/reference \
        --gtkui-bench .build/release/gtkui-bench --toolbarkit-bench .build/release/toolbarkit-bench \
        --list-bench .build/release/list-bench

Prints one table: each figure, its reference, the ratio and the target.
`--only startup,typing,...` runs a subset; `--quick` fewer repetitions.
The List figures come from list_bench.py (its own C reference).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))

from procstat import main_thread_cpu_ns, memory_kib, wait_until_idle  # noqa: E402
from programs import WAYLAND, BenchError, Folders, make_note, start, window_origin  # noqa: E402
import list_bench  # noqa: E402
import memory_cycles  # noqa: E402


@dataclass
class Row:
    """One line of the result table."""

    name: str
    value: str
    reference: str = ""
    ratio: str = ""
    target: str = ""
    met: Optional[bool] = None

    @property
    def verdict(self) -> str:
        return "" if self.met is None else ("met" if self.met else "NOT MET")


@dataclass
class Results:
    rows: list[Row] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def add(self, row: Row) -> None:
        self.rows.append(row)
        print(f"  {row.name}: {row.value} (reference {row.reference or '-'}, ratio {row.ratio or '-'}, "
              f"target {row.target or '-'}) {row.verdict}", flush=True)

    def print_table(self) -> None:
        headers = ("figure", "value", "reference", "ratio", "target", "")
        table = [headers] + [(r.name, r.value, r.reference, r.ratio, r.target, r.verdict) for r in self.rows]
        widths = [max(len(line[i]) for line in table) for i in range(len(headers))]
        print()
        for i, line in enumerate(table):
            print("  ".join(cell.ljust(widths[j]) for j, cell in enumerate(line)).rstrip())
            if i == 0:
                print("  ".join("-" * w for w in widths))
        for note in self.notes:
            print(f"* {note}")


def median(values: list[float]) -> float:
    return statistics.median(values)


# --------------------------------------------------------------------------
# Startup


def bench_startup(args, results: Results) -> None:
    """Spawn to first painted frame, interleaved runs, medians."""
    runs = 5 if args.quick else 15
    warmups = 2
    times: dict[str, list[float]] = {"app": [], "reference": []}
    folders = {kind: Folders.create() for kind in times}
    print(f"startup: {warmups} warm-up + {runs} interleaved runs each", flush=True)
    try:
        for index in range(warmups + runs):
            order = ["app", "reference"] if index % 2 == 0 else ["reference", "app"]
            for kind in order:
                running = start(kind, args.app, args.reference, folders[kind], quit_after_first_frame=True)
                try:
                    running.wait_first_frame()
                    running.proc.wait(timeout=20)
                finally:
                    running.stop()
                if index >= warmups:
                    times[kind].append(running.startup_ms)
    finally:
        for f in folders.values():
            f.remove()
    app, ref = median(times["app"]), median(times["reference"])
    spread = lambda xs: f"{min(xs):.0f}-{max(xs):.0f}"  # noqa: E731
    results.add(Row("Startup to first frame (median, ms)", f"{app:.0f}", f"{ref:.0f}",
                    f"{app / ref:.2f}", "ratio <= 1.15", app / ref <= 1.15))
    results.notes.append(f"startup ranges: app {spread(times['app'])} ms, reference "
                         f"{spread(times['reference'])} ms over {runs} runs each")


# --------------------------------------------------------------------------
# Typing

TYPED = ("the quick brown fox jumps over the lazy dog while typing a note "
         "in a long document ") * 8


def typing_cost(kind: str, args, note: Path, characters: int, delay_ms: int) -> tuple[float, dict]:
    """Main-thread CPU ns per keystroke typing `characters` letters into `note`,
    and the memory figures after typing."""
    folders = Folders.create()
    running = start(kind, args.app, args.reference, folders, note=note)
    try:
        running.wait_first_frame(timeout=60)
        x0, y0 = window_origin(running)
        if not wait_until_idle(running.pid, timeout=120):
            raise BenchError(f"{kind}: still busy two minutes after start")
        # Click into the text (both programs: the third line of the view), so
        # the cursor is in the same place on screen in both.
        subprocess.run(["xdotool", "mousemove", str(x0 + 300), str(y0 + 150)], check=True, timeout=10)
        time.sleep(0.2)
        subprocess.run(["xdotool", "click", "1"], check=True, timeout=10)
        wait_until_idle(running.pid, timeout=30)
        text = TYPED[:characters]
        before = main_thread_cpu_ns(running.pid)
        subprocess.run(["xdotool", "type", "--delay", str(delay_ms), text], check=True,
                       timeout=characters * delay_ms / 1000 * 3 + 30)
        wait_until_idle(running.pid, timeout=60)
        after = main_thread_cpu_ns(running.pid)
        memory = memory_kib(running.pid)
        return (after - before) / characters, memory
    finally:
        running.stop()
        folders.remove()


def bench_typing(args, results: Results, notes_dir: Path) -> dict:
    characters = 500
    delay_ms = 15
    rounds = 1 if args.quick else 3
    sizes = [("10 KB", 10_000), ("1 MB", 1_000_000), ("10 MB", 10_000_000)]
    print(f"typing: {characters} characters at {delay_ms} ms intervals, {rounds} round(s) per size", flush=True)
    per_key: dict[tuple[str, str], list[float]] = {}
    memory: dict[str, dict] = {}
    for label, size in sizes:
        note = make_note(notes_dir / f"note-{size}.txt", size)
        for index in range(rounds):
            order = ["app", "reference"] if index % 2 == 0 else ["reference", "app"]
            for kind in order:
                cost, mem = typing_cost(kind, args, note, characters, delay_ms)
                per_key.setdefault((label, kind), []).append(cost)
                if label == "1 MB":
                    memory.setdefault(kind, mem)
                    memory[kind] = {k: max(v, memory[kind].get(k, 0)) for k, v in mem.items()}
    app_by_size = {}
    for label, _ in sizes:
        app = median(per_key[(label, "app")]) / 1e6
        ref = median(per_key[(label, "reference")]) / 1e6
        app_by_size[label] = app
        results.add(Row(f"Typing, ms main-thread CPU per key, {label} note", f"{app:.3f}", f"{ref:.3f}",
                        f"{app / ref:.2f}", "ratio <= 1.2" if label == "1 MB" else "(flatness)",
                        app / ref <= 1.2 if label == "1 MB" else None))
    flat = app_by_size["10 MB"] / app_by_size["10 KB"]
    results.add(Row("Typing flatness: app 10 MB / 10 KB per key", f"{flat:.2f}", "", "",
                    "<= 1.2 (flat)", flat <= 1.2))
    return memory


# --------------------------------------------------------------------------
# Memory


def bench_memory(args, results: Results, notes_dir: Path, typed_memory: Optional[dict]) -> None:
    # Peak RSS after showing the same 1 MB note and typing into it (from the typing run when it ran).
    if not typed_memory:
        note = make_note(notes_dir / "note-1000000.txt", 1_000_000)
        typed_memory = {}
        for kind in ("app", "reference"):
            _, typed_memory[kind] = typing_cost(kind, args, note, 100, 15)
    app, ref = typed_memory["app"]["VmHWM"] / 1024, typed_memory["reference"]["VmHWM"] / 1024
    results.add(Row("Peak RSS, 1 MB note + typing (MiB)", f"{app:.1f}", f"{ref:.1f}", f"+{app - ref:.1f}",
                    "<= reference + 20", app - ref <= 20))
    for name, run, cycles in (("Customize Toolbar dialog open/close", memory_cycles.dialog_cycles, 50 if args.quick else 200),
                              ("New Window / Close", memory_cycles.window_cycles, 50 if args.quick else 500)):
        label = f"RSS growth per cycle, {cycles} x {name} (KiB)"
        try:
            growth, objects, detail = run(args.app, cycles)
        except BenchError as error:
            results.add(Row(label, "failed", "", "", "<= 1, live objects flat", False))
            results.notes.append(f"{name}: {error}")
            continue
        flat = all(value == 0 for value in objects.values())
        results.add(Row(label, f"{growth:+.2f}", "", "", "<= 1, live objects flat", growth <= 1 and flat))
        results.notes.append(f"{name}: {detail}")


# --------------------------------------------------------------------------
# Swift benchmarks


def bench_customization(args, results: Results) -> None:
    out = subprocess.run([str(args.gtkui_bench), "--json"], capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        raise BenchError(f"gtkui-bench failed ({out.returncode}):\n{out.stderr}{out.stdout}")
    data = json.loads(out.stdout.strip().splitlines()[-1])
    relayout = {e["items"]: e["allocated_ms_median"] for e in data["results"] if e["operation"] == "relayout"}
    for entry in data["results"]:
        items = entry["items"]
        if entry["operation"] == "relayout":
            continue
        target = 2.0 if items <= 3 else 16.0
        value = entry["allocated_ms_median"]
        floor = relayout[items]
        results.add(Row(f"Customization {entry['operation']}, {items} items, to allocated (median ms)",
                        f"{value:.2f}", f"{floor:.2f}", f"{value / floor:.2f}", f"<= {target:g} ms", value <= target))
        results.notes.append(
            f"{entry['operation']}, {items} items: model change + render {entry['model_ms_median']:.2f} ms, "
            f"allocated p90 {entry['allocated_ms_p90']:.2f} / max {entry['allocated_ms_max']:.2f} ms, "
            f"painted median {entry['painted_ms_median']:.2f} ms ({entry['samples']} samples)")
    results.notes.append("customization reference: the same window's header bar re-laid out by GTK with no "
                         "model change (gtk_widget_queue_resize to the frame clock's layout phase)")


def bench_model(args, results: Results) -> None:
    out = subprocess.run([str(args.toolbarkit_bench)], capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        raise BenchError(f"toolbarkit-bench failed ({out.returncode}):\n{out.stderr}")
    patterns = {
        "model ops/s": ("Model: ops/s, 1,000 items (remove/insert/move)", ">= 10000", lambda v: v >= 10_000),
        "  same, with one observer": ("Model: ops/s with one observer", ">= 10000", lambda v: v >= 10_000),
        "encode 1,000-item layout": ("Model: encode 1,000-item layout (ms)", "<= 16 (a frame)", lambda v: v <= 16),
        "decode 1,000-item layout": ("Model: decode 1,000-item layout (ms)", "<= 16 (a frame)", lambda v: v <= 16),
    }
    for line in out.stdout.splitlines():
        for prefix, (name, target, check) in patterns.items():
            if line.startswith(prefix):
                numbers = re.findall(r"[0-9.]+x?", line[46:])
                value, reference, ratio = numbers[0], numbers[1], numbers[2]
                results.add(Row(name, value, reference, ratio, target, check(float(value))))
    results.notes.append("model references: a plain [String] doing the same operations, and JSON "
                         "coding of a [String] of the same 1,000 ids (toolbarkit-bench); targets: an "
                         "operation under 0.1 ms and a load or save within one 60 Hz frame")


def bench_list(args, results: Results) -> None:
    """GtkUI's List of 100,000 rows against the same GtkListView in C (list_bench.py)."""
    programs = {"gtkui": [str(args.list_bench)], "c": [str(list_bench.build_reference())]}
    reps = 1 if args.quick else 3
    small, large = 1_000, 100_000
    median_ms = lambda values: median(values) / 1000  # noqa: E731
    first = list_bench.measure(programs, "first-frame", [small, large], reps)
    ui, c = first[("gtkui", large)], first[("c", large)]
    app, ref = median(ui.first_frame_ms), median(c.first_frame_ms)
    results.add(Row("List, 100k rows: first frame (median ms)", f"{app:.0f}", f"{ref:.0f}", f"{app / ref:.2f}"))
    growth = {kind: (median(first[(kind, large)].rss_kib) - median(first[(kind, small)].rss_kib)) / 1024
              for kind in programs}
    results.add(Row("List: idle RSS growth from 1k to 100k rows (MiB)", f"{growth['gtkui']:+.1f}",
                    f"{growth['c']:+.1f}", f"{growth['gtkui'] - growth['c']:+.1f}",
                    "rows recycled: <= reference + 10", growth["gtkui"] - growth["c"] <= 10))
    scroll = list_bench.measure(programs, "scroll", [large], reps)
    ui, c = scroll[("gtkui", large)], scroll[("c", large)]
    for name, pick in (("median", median_ms), ("p95", lambda v: list_bench.percentile(v, 0.95) / 1000)):
        app, ref = pick(ui.cpu_us), pick(c.cpu_us)
        results.add(Row(f"List, 100k rows: CPU per scrolled frame ({name} ms)", f"{app:.2f}", f"{ref:.2f}",
                        f"{app / ref:.2f}", "<= 16.7 (60 Hz)" if name == "p95" else "",
                        app <= 16.7 if name == "p95" else None))
    update = list_bench.measure(programs, "update", [small, large], reps)
    app, ref = median_ms(update[("gtkui", large)].cpu_us), median_ms(update[("c", large)].cpu_us)
    results.add(Row("List, 100k rows: one-row change to painted (median ms CPU)", f"{app:.2f}", f"{ref:.2f}",
                    f"{app / ref:.2f}"))
    flat = app / median_ms(update[("gtkui", small)].cpu_us)
    ref_flat = ref / median_ms(update[("c", small)].cpu_us)
    results.add(Row("List: one-row change flatness, app 100k / 1k rows", f"{flat:.2f}", f"{ref_flat:.2f}", "",
                    "<= 1.2 (flat)", flat <= 1.2))
    results.notes.append(
        f"list: {reps} interleaved run(s) per program and row count; scrolling {list_bench.SCROLL_FRAMES} frames "
        f"of 100 px, one-row change {list_bench.UPDATE_CHANGES} changes per run; CPU is main-thread CPU from "
        "the frame's tick (the change) to the after-paint; reference: Benchmarks/Reference/list_reference.c")


# --------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--app", type=Path, required=True)
    parser.add_argument("--reference", type=Path, required=True)
    parser.add_argument("--gtkui-bench", type=Path)
    parser.add_argument("--toolbarkit-bench", type=Path)
    parser.add_argument("--list-bench", type=Path)
    parser.add_argument("--only", default="startup,typing,memory,customization,model,list")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (for trying things out)")
    args = parser.parse_args()
    for name in ("app", "reference", "gtkui_bench", "toolbarkit_bench", "list_bench"):
        if getattr(args, name) is not None:
            setattr(args, name, getattr(args, name).resolve())
    wanted = args.only.split(",")
    if WAYLAND and set(wanted) - {"startup", "typing"}:
        # The memory cycles find windows by X id (xdotool search); the Swift
        # benchmarks measure GtkUI alone, not the display server.
        parser.error("on Wayland only the startup and typing benchmarks run: --only startup,typing")
    results = Results()
    results.notes.append(f"GSK_RENDERER={os.environ.get('BENCH_GSK_RENDERER', 'cairo')} for both programs; "
                         "cursor blinking and animations off (GTK settings.ini) for both; "
                         f"{'Wayland (headless mutter), 720x520 windows' if WAYLAND else 'X11 (Xvfb)'}")
    started = time.monotonic()
    failures = 0

    def guarded(name: str, body: Callable[[], object]) -> object:
        nonlocal failures
        if name not in wanted:
            return None
        try:
            return body()
        except (BenchError, subprocess.SubprocessError, OSError) as error:
            failures += 1
            results.notes.append(f"{name}: could not measure: {error}")
            print(f"{name}: could not measure: {error}", flush=True)
            return None

    with tempfile.TemporaryDirectory(prefix="bench-notes-") as notes:
        notes_dir = Path(notes)
        guarded("startup", lambda: bench_startup(args, results))
        typed = guarded("typing", lambda: bench_typing(args, results, notes_dir))
        guarded("memory", lambda: bench_memory(args, results, notes_dir, typed))
    if args.gtkui_bench:
        guarded("customization", lambda: bench_customization(args, results))
    if args.toolbarkit_bench:
        guarded("model", lambda: bench_model(args, results))
    if args.list_bench:
        guarded("list", lambda: bench_list(args, results))
    results.print_table()
    missed = sum(1 for r in results.rows if r.met is False)
    print(f"\n{len(results.rows)} figures, {missed} target(s) not met, {failures} benchmark(s) failed; "
          f"{time.monotonic() - started:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
