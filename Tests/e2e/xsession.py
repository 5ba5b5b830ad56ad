"""The X session side of the e2e tests: running X tools, real pointer and
keyboard input (xdotool), window geometry (xwininfo), the pointer's cursor
(XFixes), screenshots, and waiting on conditions with deadlines. Used by
apphelper.py.

Waiting. Every "until X happened" in the tests is `wait_until(condition)`:
it polls an observable condition (accessibility state, X windows, file
content, the cursor) and returns as soon as it holds. Deadlines are
generous (E2E_TIMEOUT, 30 s by default) because they cost nothing when the
condition comes fast, and a loaded 2-core machine can stall the app for
seconds. A fixed sleep only appears where it is part of the input itself
(the pacing of a drag's pointer moves), and says so."""

from __future__ import annotations

import ctypes
import os
import subprocess
import time
from pathlib import Path
from typing import Callable, Optional

REPO_ROOT = Path(__file__).resolve().parents[2]
OUTPUT_DIR = Path(os.environ.get("TEST_OUTPUT_DIR", REPO_ROOT / "test-output"))

DEFAULT_TIMEOUT = float(os.environ.get("E2E_TIMEOUT", "30"))
# The shortest deadline any wait gets. A test that needs its condition
# within a short deadline to be meaningful belongs in a benchmark, not in
# the suite: shorter timeouts passed by callers are raised to this.
MIN_TIMEOUT = DEFAULT_TIMEOUT


class AppError(AssertionError):
    """A lookup or an action on the app under test failed.

    Subclasses AssertionError so pytest shows it as a test failure with its
    full message (which includes what *was* found)."""


class AppExited(AppError):
    """The app under test is gone: no wait for it can succeed any more."""


def wait_until(predicate: Callable[[], object], timeout: Optional[float] = None,
               interval: float = 0.05, what: str = "condition",
               describe: Optional[Callable[[], str]] = None) -> object:
    """Polls `predicate` until it returns a truthy value, and returns it.

    The deadline is `timeout` seconds, but never less than MIN_TIMEOUT (see
    above). Exceptions raised by the predicate count as "not yet" (the last
    one is reported if the deadline passes, with `describe()`, what the
    condition saw last, when given), except AppExited, which ends the wait
    at once."""
    timeout = max(timeout or 0.0, MIN_TIMEOUT)
    deadline = time.monotonic() + timeout
    last_error: Optional[BaseException] = None
    while True:
        try:
            value = predicate()
            if value:
                return value
        except AppExited:
            raise
        except Exception as error:  # noqa: BLE001 - reported on timeout
            last_error = error
        if time.monotonic() >= deadline:
            detail = f" (last error: {last_error!r})" if last_error else ""
            if describe is not None:
                try:
                    detail += f"; {describe()}"
                except Exception as error:  # noqa: BLE001 - keep the timeout visible
                    detail += f"; (describing failed: {error!r})"
            raise AppError(f"timed out after {timeout:.1f} s waiting for {what}{detail}")
        time.sleep(interval)


def run_tool(*argv: str, check: bool = True, timeout: float = DEFAULT_TIMEOUT) -> str:
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
    wait_until(lambda: pointer_location() == (x, y), interval=0.01,
               what=f"the pointer to reach {x},{y}")


def describe_pointer() -> str:
    """Where the pointer is and which X window (and title) is under it."""
    out = run_tool("xdotool", "getmouselocation", "--shell", check=False)
    values = dict(line.split("=", 1) for line in out.split() if "=" in line)
    window = values.get("WINDOW", "?")
    title = run_tool("xdotool", "getwindowname", window, check=False).strip() \
        if window != "?" else ""
    return f"pointer at {values.get('X')},{values.get('Y')} over window {window} {title!r}"


# --------------------------------------------------------------------------
# The pointer's cursor (XFixes), which shows what a drag-and-drop is doing


class _CursorImage(ctypes.Structure):
    """XFixesCursorImage (X11/extensions/Xfixes.h)."""
    _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short),
                ("width", ctypes.c_ushort), ("height", ctypes.c_ushort),
                ("xhot", ctypes.c_ushort), ("yhot", ctypes.c_ushort),
                ("cursor_serial", ctypes.c_ulong), ("pixels", ctypes.c_void_p),
                ("atom", ctypes.c_ulong), ("name", ctypes.c_char_p)]


class _CursorReader:
    """One connection to the X server (DISPLAY), opened on first use."""

    def __init__(self) -> None:
        self.xlib = ctypes.CDLL("libX11.so.6")
        self.xfixes = ctypes.CDLL("libXfixes.so.3")
        self.xlib.XOpenDisplay.restype = ctypes.c_void_p
        self.xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.xlib.XFree.argtypes = [ctypes.c_void_p]
        self.xfixes.XFixesGetCursorImage.restype = ctypes.POINTER(_CursorImage)
        self.xfixes.XFixesGetCursorImage.argtypes = [ctypes.c_void_p]
        self.display = self.xlib.XOpenDisplay(None)
        if not self.display:
            raise AppError(f"cannot open the X display {os.environ.get('DISPLAY')!r}")

    def name(self) -> str:
        image = self.xfixes.XFixesGetCursorImage(self.display)
        if not image:
            raise AppError("XFixesGetCursorImage failed")
        try:
            return (image.contents.name or b"").decode()
        finally:
            self.xlib.XFree(image)


_cursor_reader: Optional[_CursorReader] = None


def cursor_name() -> str:
    """The name of the cursor the X server shows now ("left_ptr",
    "dnd-move", ...; "" for an unnamed one). Cursors that GTK loads from
    the cursor theme (Adwaita) carry their names."""
    global _cursor_reader
    if _cursor_reader is None:
        _cursor_reader = _CursorReader()
    return _cursor_reader.name()


# --------------------------------------------------------------------------
# Screenshots


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


def screenshot_when(name: str, measure: Callable[[Path], float],
                    until: Optional[Callable[[float], bool]] = None,
                    what: str = "the screen", tolerance: float = 0.002) -> tuple[Path, float]:
    """Takes screenshots (test-output/<name>.png) until what `measure`
    reads from one satisfies `until`, and returns the last one and its
    value. Without `until`: until two screenshots in a row measure the same
    (within `tolerance`), i.e. the app has drawn what it is showing.

    The app draws a change a frame after it made it (and after the
    accessibility tree shows it), later still on a loaded machine, so a
    screenshot taken at once can show the old picture."""
    values: list[float] = []

    def taken() -> Optional[tuple[Path, float]]:
        path = screenshot(name)
        values.append(measure(path))
        if until is not None:
            return (path, values[-1]) if until(values[-1]) else None
        if len(values) >= 2 and abs(values[-1] - values[-2]) <= tolerance:
            return path, values[-1]
        return None

    return wait_until(taken, interval=0.1, what=what,
                      describe=lambda: f"measured {[round(v, 4) for v in values[-5:]]}")


def drag_pointer(source: tuple[int, int], target: tuple[int, int], steps: int = 12,
                 step_sleep: float = 0.03, button: int = 1,
                 before_release: Optional[Callable[[], object]] = None,
                 what: str = "the drag to arrive") -> None:
    """A real pointer drag between two screen points: press, a few small
    moves past GTK's drag threshold, moves to the target in steps, release.
    (Under openbox this reaches GTK drop targets; without a window manager
    it did not.) For a drag-and-drop between widgets use dnd.drag_and_drop,
    which waits for the drop target's answer.

    `before_release`: a condition waited on (wait_until) before the button
    is released, e.g. that a window being dragged by its title has arrived,
    so the release ends the gesture the app is in rather than one it has
    not started yet.

    The sleeps pace the input: a person's drag is a stream of moves, not
    one jump; no sleep stands in for waiting on the app."""
    (x0, y0), (x1, y1) = source, target
    pointer_to(x0, y0)
    xdotool("mousedown", str(button))
    try:
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
        if before_release is not None:
            wait_until(before_release, what=what)
    finally:
        xdotool("mouseup", str(button))


def viewable_windows(pid: int) -> list[tuple[str, str]]:
    """(window id, title) of each viewable window of process `pid`, in the
    window system's order (on Wayland, as wlsession answers xdotool).

    Viewable windows only: GTK has built those completely (reading the
    accessible tree of a half-built window has crashed libatspi). Titles
    are compared here, not with `xdotool search --pid P --name N`, which
    matches windows of P *or* named N (its --any is the default)."""
    ids = run_tool("xdotool", "search", "--onlyvisible", "--pid", str(pid), check=False).split()
    return [(wid, run_tool("xdotool", "getwindowname", wid, check=False).strip()) for wid in ids]


def windows_titled(pid: int, title: str) -> list[str]:
    """The ids of process `pid`'s viewable windows titled exactly `title`."""
    return [wid for wid, name in viewable_windows(pid) if name == title]


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


# --------------------------------------------------------------------------
# The Wayland backend (E2E_BACKEND=wayland, set by meson-helpers/with-wayland)
#
# The same functions, carried out with mutter's RemoteDesktop input and
# ScreenCast screenshots (wlsession.py), so that a test runs unchanged on
# either backend. X tools that have no Wayland counterpart (xwininfo,
# xprop, wmctrl) raise AppError naming the tool.

BACKEND = os.environ.get("E2E_BACKEND", "x11")
WAYLAND = BACKEND == "wayland"

if WAYLAND:
    import wlsession

    # mutter finds the surface under the pointer when it next updates the
    # stage (a frame), not when the motion arrives: a press sent at once
    # goes to the surface the pointer was over before. Paces the input.
    _REPICK_PAUSE = 0.12

    def run_tool(*argv: str, check: bool = True, timeout: float = DEFAULT_TIMEOUT) -> str:
        """xdotool's commands, xwininfo's, xprop's and wmctrl's, answered
        through wlsession (with check=False a command that cannot be
        carried out returns "", as a failed X tool's empty output); other X
        tools fail."""
        try:
            return _wayland_tool(argv, check, timeout)
        except wlsession.WaylandInputError:
            if check:
                raise
            return ""

    def _wayland_tool(argv, check: bool, timeout: float) -> str:
        if argv and argv[0] == "xdotool":
            return wlsession.xdotool(*argv[1:])
        if argv[:2] == ("xwininfo", "-id"):
            return wlsession.xwininfo_text(argv[2])
        if argv[:2] == ("xprop", "-id") and len(argv) == 4:
            return wlsession.xprop_text(argv[2], argv[3])
        if argv and argv[0] == "wmctrl":
            return wlsession.wmctrl(*argv[1:])
        if argv and argv[0] in ("xwininfo", "xprop", "import", "xdpyinfo"):
            raise AppError(f"{argv[0]} needs an X server; this is a Wayland session")
        result = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
        if check and result.returncode != 0:
            raise AppError(f"{' '.join(argv)} exited {result.returncode}: "
                           f"{result.stderr.strip() or result.stdout.strip()}")
        return result.stdout

    def xdotool(*args: str) -> str:  # noqa: F811 - the Wayland counterpart
        return wlsession.xdotool(*args)

    def pointer_location() -> tuple[int, int]:  # noqa: F811
        return wlsession.pointer_location()

    def pointer_to(x: int, y: int) -> None:  # noqa: F811
        """Moves the pointer and, over a window of a running app, waits
        until the app was told the pointer is there (its WAYLAND_DEBUG log:
        a press sent earlier would go to the surface the pointer was over
        before); elsewhere lets mutter find the surface under it (see
        _REPICK_PAUSE)."""
        wlsession.pointer_motion(x, y)
        if not wlsession.over_an_app(x, y) or wlsession.wlwindows.moving():
            time.sleep(_REPICK_PAUSE)
            return
        polls = [0]

        def seen() -> bool:
            if wlsession.pointer_seen(x, y):
                return True
            # mutter sometimes tells the surface under a motion only with
            # the next event, and finds the surface under the pointer again
            # only when it moves: a pixel away and back is that event.
            polls[0] += 1
            if polls[0] % 20 == 0:
                wlsession.pointer_motion(x + 1, y)
                wlsession.pointer_motion(x, y)
            return False
        wait_until(seen, interval=0.01, what=f"the app to see the pointer at {x},{y}")

    def describe_pointer() -> str:  # noqa: F811
        x, y = wlsession.pointer_location()
        return f"pointer at {x},{y} (Wayland: the window under it is not known)"

    def cursor_name() -> str:  # noqa: F811
        return wlsession.cursor_name()

    def screenshot(name: str) -> Path:  # noqa: F811
        """Saves the whole monitor as test-output/<name>.png (from mutter's
        screen cast) and returns the path."""
        OUTPUT_DIR.mkdir(parents=True, exist_ok=True)
        path = OUTPUT_DIR / f"{sanitize(name)}.png"
        wlsession.screenshot_to(path)
        return path
