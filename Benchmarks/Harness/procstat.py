"""Process measurements for the benchmarks, read from /proc (Linux only).

Main-thread CPU time comes from /proc/<pid>/task/<pid>/schedstat, whose
first field is the nanoseconds the thread has run on a CPU (the scheduler's
own accounting, not rounded to clock ticks like utime/stime in `stat`).
The main thread's task id equals the process id.
"""

from __future__ import annotations

import time
from pathlib import Path


def main_thread_cpu_ns(pid: int) -> int:
    """Nanoseconds the main thread of `pid` has spent on a CPU."""
    fields = Path(f"/proc/{pid}/task/{pid}/schedstat").read_text().split()
    return int(fields[0])


def process_cpu_ns(pid: int) -> int:
    """Nanoseconds all threads of `pid` have spent on a CPU."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (FileNotFoundError, ProcessLookupError, IndexError):
            pass  # a thread that ended while we looked
    return total


def memory_kib(pid: int) -> dict[str, int]:
    """VmRSS (resident now) and VmHWM (peak resident) of `pid`, in KiB."""
    values: dict[str, int] = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, rest = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            values[key] = int(rest.split()[0])
    return values


def wait_until_idle(pid: int, quiet_ns: int = 3_000_000, window: float = 0.6,
                    timeout: float = 60.0) -> bool:
    """Waits until the main thread of `pid` uses less than `quiet_ns` of CPU
    over `window` seconds (background line validation of a big text, a
    pending save); returns False if it is still busy after `timeout`."""
    deadline = time.monotonic() + timeout
    previous = main_thread_cpu_ns(pid)
    while time.monotonic() < deadline:
        time.sleep(window)
        now = main_thread_cpu_ns(pid)
        if now - previous < quiet_ns:
            return True
        previous = now
    return False
