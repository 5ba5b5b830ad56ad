"""The List benchmark: GtkUI's `List` of many rows against the same list
written in C (Benchmarks/Reference/list_reference.c), measured interleaved
in one run under the private X server.

For each row count, each program is started REPS times in turn; we read
the time from spawn to the first painted frame and the resident memory once
the program is idle. Memory must stay flat as rows grow (rows are recycled):
the table shows how much 100x more rows cost each program.

    meson-helpers/with-display /usr/bin/python3 Benchmarks/Harness/list_bench.py \\
        --app .build/release/list-bench [--rows 1000,100000] [--reps 5]

The C reference is compiled here with `cc` and pkg-config's gtk4 flags.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from procstat import memory_kib, wait_until_idle  # noqa: E402
from programs import BenchError, Folders, base_env  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def build_reference() -> Path:
    out = Path(tempfile.gettempdir()) / "gtkui-list-reference"
    source = ROOT / "Benchmarks/Reference/list_reference.c"
    if not out.exists() or out.stat().st_mtime < source.stat().st_mtime:
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4"], capture_output=True,
                               text=True, check=True).stdout.split()
        subprocess.run(["cc", "-O2", "-o", str(out), str(source), *flags], check=True)
    return out


def run_once(argv: list[str], rows: int, extra_env: dict[str, str]) -> tuple[float, int]:
    """Starts one program; returns (ms to first frame, idle VmRSS in KiB)."""
    folders = Folders.create()
    env = base_env(folders)
    env.update(extra_env)
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", required=True, help="the list-bench executable")
    parser.add_argument("--rows", default="1000,100000")
    parser.add_argument("--reps", type=int, default=5)
    args = parser.parse_args()
    reference = build_reference()
    programs = {
        "gtkui": ([args.app], {"GTKUI_PRINT_FIRST_FRAME": "1"}),
        "c": ([str(reference), "--print-first-frame"], {}),
    }
    counts = [int(n) for n in args.rows.split(",")]
    results: dict[tuple[str, int], dict[str, list[float]]] = {}
    for rows in counts:
        for kind, (argv, env) in programs.items():  # one warm-up each
            run_once(argv, rows, env)
        for _ in range(args.reps):
            for kind, (argv, env) in programs.items():
                ms, kib = run_once(argv, rows, env)
                entry = results.setdefault((kind, rows), {"ms": [], "kib": []})
                entry["ms"].append(ms)
                entry["kib"].append(kib)
    print(f"List benchmark: {args.reps} interleaved runs per program and row count (medians)")
    print(f"{'rows':>8} {'GtkUI first frame':>18} {'C first frame':>14} {'ratio':>6} "
          f"{'GtkUI RSS':>10} {'C RSS':>9} {'ratio':>6}")
    for rows in counts:
        ui, c = results[("gtkui", rows)], results[("c", rows)]
        ui_ms, c_ms = statistics.median(ui["ms"]), statistics.median(c["ms"])
        ui_kib, c_kib = statistics.median(ui["kib"]), statistics.median(c["kib"])
        print(f"{rows:>8} {ui_ms:>15.1f} ms {c_ms:>11.1f} ms {ui_ms / c_ms:>5.2f}x "
              f"{ui_kib / 1024:>7.1f} MiB {c_kib / 1024:>6.1f} MiB {ui_kib / c_kib:>5.2f}x")
    if len(counts) >= 2:
        small, large = counts[0], counts[-1]
        for kind in programs:
            grow = (statistics.median(results[(kind, large)]["kib"])
                    - statistics.median(results[(kind, small)]["kib"])) / 1024
            print(f"{kind}: {large} rows cost {grow:+.1f} MiB more than {small}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
