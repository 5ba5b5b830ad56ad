"""The X session side of the e2e tests: running X tools, real pointer and
keyboard input (xdotool), window geometry (xwininfo), screenshots, and
polling with timeouts. Used by apphelper.py."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path
from typing import Callable, Optional

REPO_ROOT = Path(__file__).resolve().parents[2]
OUTPUT_DIR = Path(os.environ.get("TEST_OUTPUT_DIR", REPO_ROOT / "test-output"))

DEFAULT_TIMEOUT = float(os.environ.get("E2E_TIMEOUT", "20"))


class AppError(AssertionError):
    """A lookup or an action on the app under test failed.

    Subclasses AssertionError so pytest shows it as a test failure with its
    full message (which includes what *was* found)."""


def wait_until(predicate: Callable[[], object], timeout: float = DEFAULT_TIMEOUT,
               interval: float = 0.05, what: str = "condition") -> object:
    """Polls `predicate` until it returns a truthy value, and returns it.

    Exceptions raised by the predicate count as "not yet"; the last one is
    reported if the timeout expires."""
    deadline = time.monotonic() + timeout
    last_error: Optional[BaseException] = None
    while True:
        try:
            value = predicate()
            if value:
                return value
        except Exception as error:  # noqa: BLE001 - reported on timeout
            last_error = error
        if time.monotonic() >= deadline:
            detail = f" (last error: {last_error!r})" if last_error else ""
            raise AppError(f"timed out after {timeout:.1f} s waiting for {what}{detail}")
        time.sleep(interval)


def run_tool(*argv: str, check: bool = True, timeout: float = 15) -> str:
    """Runs an X tool (xdotool, xwininfo, ...) and returns its stdout."""
    result = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
    if check and result.returncode != 0:
        raise AppError(f"{' '.join(argv)} exited {result.returncode}: "
                       f"{result.stderr.strip() or result.stdout.strip()}")
    return result.stdout


def xdotool(*args: str) -> str:
    return run_tool("xdotool", *args)


def pointer_location() -> tuple[int, int]:
    out = xdotool("getmouselocation", "--shell")
    values = dict(line.split("=", 1) for line in out.split() if "=" in line)
    return int(values["X"]), int(values["Y"])


def pointer_to(x: int, y: int) -> None:
    """Moves the pointer and waits until the X server reports it there.

    (`xdotool mousemove --sync` waits forever when the pointer is already
    at the target, so it is not used.)"""
    xdotool("mousemove", str(x), str(y))
    wait_until(lambda: pointer_location() == (x, y), timeout=5, interval=0.01,
               what=f"the pointer to reach {x},{y}")


def sanitize(name: str) -> str:
    """A test node id turned into a file name."""
    keep = [c if c.isalnum() or c in "-_." else "_" for c in name]
    return "".join(keep).strip("_")[:150] or "unnamed"


def screenshot(name: str) -> Path:
    """Saves the whole X screen as test-output/<name>.png and returns the path."""
    OUTPUT_DIR.mkdir(parents=True, exist_ok=True)
    path = OUTPUT_DIR / f"{sanitize(name)}.png"
    run_tool("import", "-window", "root", str(path))
    return path


def drag_pointer(source: tuple[int, int], target: tuple[int, int], steps: int = 12,
                 step_sleep: float = 0.03, button: int = 1) -> None:
    """A real pointer drag between two screen points: press, a few small
    moves past GTK's drag threshold, moves to the target in steps, release.
    (Under openbox this reaches GTK drop targets; without a window manager
    it did not.)"""
    (x0, y0), (x1, y1) = source, target
    pointer_to(x0, y0)
    time.sleep(step_sleep)
    xdotool("mousedown", str(button))
    time.sleep(step_sleep)
    for i in range(1, 6):  # 10 px: past the 8 px drag threshold
        xdotool("mousemove", str(x0 + 2 * i), str(y0 + (1 if i % 2 else 0)))
        time.sleep(step_sleep)
    for i in range(1, steps + 1):
        x = x0 + 10 + (x1 - x0 - 10) * i // steps
        y = y0 + (y1 - y0) * i // steps
        xdotool("mousemove", str(x), str(y))
        time.sleep(step_sleep)
    pointer_to(x1, y1)
    time.sleep(step_sleep * 3)
    xdotool("mouseup", str(button))
    time.sleep(step_sleep)


def xwininfo(xid: str) -> dict[str, int]:
    return parse_xwininfo(run_tool("xwininfo", "-id", xid))


def parse_xwininfo(out: str) -> dict[str, int]:
    keys = {"Absolute upper-left X": "x", "Absolute upper-left Y": "y",
            "Width": "width", "Height": "height"}
    info: dict[str, int] = {}
    for line in out.splitlines():
        label, _, value = line.strip().partition(":")
        if label in keys:
            info[keys[label]] = int(value.strip())
    return info
