"""The Wayland session side of the e2e tests (E2E_BACKEND=wayland, under
meson-helpers/with-wayland): real pointer and keyboard input through
mutter's RemoteDesktop API, screenshots from its ScreenCast stream, and
the xdotool commands the tests use, carried out with those. xsession.py
uses this module in place of the X tools when the backend is Wayland, so
a test file runs unchanged on either backend.

Input goes to meson-helpers/wayland-input (the process that holds the
RemoteDesktop session) over the socket E2E_INPUT_SOCKET, one request per
line. mutter handles the requests of one connection in order, so a click
sent after a key press that moved a window lands on the moved window.

What a Wayland client cannot learn, and how the tests learn it anyway:
- where its window is: the session binds mutter's move-to-corner keys
  (E2E_MOVE_KEYS), and a window moved to a corner has a known origin;
- where a popup (popover) is: the app runs with WAYLAND_DEBUG=client, and
  its log shows xdg_popup.configure(x, y, ...) (the popup's window geometry
  relative to its parent's) and xdg_surface.set_window_geometry (see
  wlprotocol.ProtocolLog).
- which cursor is shown: not at all (no drag cursor to wait on; see dnd.py).
"""

from __future__ import annotations

import ctypes
import os
import re
import socket
import subprocess
import threading
import time
from pathlib import Path
from typing import Optional

from wlprotocol import ProtocolLog, is_protocol_line  # noqa: F401  (re-exported for apphelper, wlapp)

BUTTONS = {1: 0x110, 2: 0x112, 3: 0x111}  # X button number -> Linux button code
# xdotool's modifier aliases.
KEY_ALIASES = {"ctrl": "Control_L", "control": "Control_L", "alt": "Alt_L", "shift": "Shift_L",
               "super": "Super_L", "meta": "Meta_L"}
# Keys bound to move-to-corner-nw, -ne, -sw, -se by with-wayland.
CORNERS = ("nw", "ne", "sw", "se")


class WaylandInputError(RuntimeError):
    """The input service refused a request or is gone."""


class _Input:
    """One connection to meson-helpers/wayland-input."""

    def __init__(self) -> None:
        path = os.environ.get("E2E_INPUT_SOCKET")
        if not path:
            raise WaylandInputError("E2E_INPUT_SOCKET is not set: run under meson-helpers/with-wayland")
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(path)
        self.stream = self.sock.makefile("rw")
        self.lock = threading.Lock()

    def request(self, line: str) -> list[str]:
        with self.lock:
            self.stream.write(line + "\n")
            self.stream.flush()
            reply = self.stream.readline().split()
        if not reply or reply[0] != "ok":
            raise WaylandInputError(f"wayland-input: {line!r} -> {' '.join(reply) or 'no answer'}")
        return reply[1:]


_input: Optional[_Input] = None


def request(line: str) -> list[str]:
    global _input
    if _input is None:
        _input = _Input()
    return _input.request(line)


# --------------------------------------------------------------------------
# Keys


class _Xkb:
    """Key names and characters to keysyms (libxkbcommon, as GTK uses)."""

    def __init__(self) -> None:
        self.lib = ctypes.CDLL("libxkbcommon.so.0")
        self.lib.xkb_keysym_from_name.restype = ctypes.c_uint32
        self.lib.xkb_keysym_from_name.argtypes = [ctypes.c_char_p, ctypes.c_int]
        self.lib.xkb_utf32_to_keysym.restype = ctypes.c_uint32
        self.lib.xkb_utf32_to_keysym.argtypes = [ctypes.c_uint32]

    def keysym(self, name: str) -> int:
        name = KEY_ALIASES.get(name.lower(), name)
        value = self.lib.xkb_keysym_from_name(name.encode(), 0) \
            or self.lib.xkb_keysym_from_name(name.encode(), 1)  # XKB_KEYSYM_CASE_INSENSITIVE
        if not value:
            raise WaylandInputError(f"unknown key name {name!r}")
        return value

    def of_char(self, char: str) -> int:
        return self.lib.xkb_utf32_to_keysym(ord(char))


_xkb: Optional[_Xkb] = None


def keysym(name: str) -> int:
    global _xkb
    if _xkb is None:
        _xkb = _Xkb()
    return _xkb.keysym(name)


def char_keysym(char: str) -> int:
    keysym("a")  # loads the library
    return _xkb.of_char(char)


def key_event(sym: int, pressed: bool) -> None:
    request(f"keysym {sym:#x} {1 if pressed else 0}")


def key_combo(combo: str, press: bool = True, release: bool = True) -> None:
    """One xdotool-style key combination, e.g. "ctrl+shift+z": the keys go
    down in order and up in reverse order."""
    syms = [keysym(part) for part in combo.split("+")]
    if press:
        for sym in syms:
            key_event(sym, True)
    if release:
        for sym in reversed(syms):
            key_event(sym, False)


def type_text(text: str, delay: float = 0.012) -> None:
    """Types `text` key by key (the delay paces the input as xdotool's does)."""
    for char in text:
        sym = char_keysym(char)
        key_event(sym, True)
        key_event(sym, False)
        time.sleep(delay)


def move_window_to_corner(corner: str) -> None:
    """Sends the key bound to mutter's move-to-corner-<corner> (the focused
    window moves so that its frame touches that corner of the monitor)."""
    keys = os.environ.get("E2E_MOVE_KEYS", "").split()
    if len(keys) != len(CORNERS):
        raise WaylandInputError("E2E_MOVE_KEYS is not set: run under meson-helpers/with-wayland")
    key_combo(keys[CORNERS.index(corner)])


# --------------------------------------------------------------------------
# Pointer


def pointer_location() -> tuple[int, int]:
    x, y = request("location")
    return int(x), int(y)


def pointer_motion(x: int, y: int) -> None:
    request(f"motion {x} {y}")


def button(number: int, pressed: bool) -> None:
    request(f"button {BUTTONS[number]:#x} {1 if pressed else 0}")


def display_size() -> tuple[int, int]:
    w, h = request("size")
    return int(w), int(h)


# --------------------------------------------------------------------------
# Screenshots


def screenshot_to(path: Path) -> None:
    """One frame of the monitor stream as a PNG (the cursor drawn in)."""
    node = request("node")[0]
    tmp = path.with_name(path.name + ".tmp.png")
    result = subprocess.run(
        ["gst-launch-1.0", "-q", "pipewiresrc", f"path={node}", "num-buffers=1", "!",
         "videoconvert", "!", "pngenc", "!", "filesink", f"location={tmp}"],
        capture_output=True, text=True, timeout=60)
    if result.returncode != 0 or not tmp.exists():
        raise WaylandInputError(f"screenshot failed: {result.stderr.strip() or result.stdout.strip()}")
    tmp.replace(path)


# --------------------------------------------------------------------------
# The drag "cursor" (see dnd.py): what the apps' logs say of their drags

_watched: list = []   # the ProtocolLogs of the running apps (apphelper registers them)


def watch(log: "ProtocolLog") -> None:
    _watched.append(log)


def unwatch(log: "ProtocolLog") -> None:
    if log in _watched:
        _watched.remove(log)


def pointer_seen(x: int, y: int) -> bool:
    """Whether the app under x, y has been told the pointer is there."""
    return any(log.update().screen_pointer() == (x, y) for log in _watched)


def over_an_app(x: int, y: int) -> bool:
    return any(log.update().covers(x, y) for log in _watched)


def cursor_name() -> str:
    """The X11 drag cursor's name for the state of a drag one of the
    running apps started ("dnd-none" refused, "dnd-move" accepted), else
    "left_ptr": GTK shows the drop target's last answer as the cursor on
    X11; on Wayland the drag source gets it as wl_data_source.target."""
    for log in reversed(_watched):
        state = log.update().drag
        if state is not None:
            return "dnd-move" if state == "accepted" else "dnd-none"
    return "left_ptr"


# --------------------------------------------------------------------------
# xdotool's commands, as the tests use them


def xdotool(*args: str) -> str:
    """Carries out an xdotool command line (chained commands too) with
    Wayland input: mousemove, mousedown, mouseup, click [--repeat N],
    key/keydown/keyup [--clearmodifiers] [--delay MS], type [--delay MS],
    getmouselocation [--shell], getdisplaygeometry, sleep. Window commands
    (search, windowmove, ...) have no Wayland equivalent here: the callers
    use the accessibility tree and move_window_to_corner instead."""
    words = list(args)
    out: list[str] = []
    while words:
        command = words.pop(0)
        options: dict[str, str] = {}
        while words and words[0].startswith("--"):
            option = words.pop(0)
            if option in ("--repeat", "--delay", "--window", "--pid", "--name", "--class", "--classname"):
                options[option] = words.pop(0)
            else:
                options[option] = ""
        if command == "mousemove":
            pointer_motion(int(words.pop(0)), int(words.pop(0)))
        elif command in ("mousedown", "mouseup"):
            button(int(words.pop(0)), command == "mousedown")
        elif command == "click":
            number = int(words.pop(0))
            for i in range(int(options.get("--repeat", "1"))):
                if i:
                    time.sleep(0.1)  # xdotool's pause between repeated clicks
                button(number, True)
                button(number, False)
        elif command in ("key", "keydown", "keyup"):
            delay = int(options.get("--delay", "12")) / 1000
            while words and not _is_command(words[0]):
                key_combo(words.pop(0), press=command != "keyup", release=command != "keydown")
                time.sleep(delay)
        elif command == "type":
            type_text(words.pop(0), int(options.get("--delay", "12")) / 1000)
        elif command == "getmouselocation":
            x, y = pointer_location()
            out.append(f"X={x}\nY={y}\nSCREEN=0\nWINDOW=0\n" if "--shell" in options
                       else f"x:{x} y:{y} screen:0 window:0\n")
        elif command == "getdisplaygeometry":
            w, h = display_size()
            out.append(f"{w} {h}\n")
        elif command == "sleep":
            time.sleep(float(words.pop(0)))
        elif command == "search":
            pattern = words.pop(0) if words and not _is_command(words[0]) else None
            name = options.get("--name", pattern)
            out.extend(f"{window}\n" for window in windows(options.get("--pid"), name))
        elif command == "getwindowname":
            log, surface = window_of(words.pop(0))
            out.append(log.titles.get(surface, "") + "\n")
        elif command == "getactivewindow":
            out.extend(f"{window_id(log, log.keyboard_focus)}\n" for log in _watched
                       if log.update().keyboard_focus in log.titles)
        elif command == "windowmove":
            window, x, y = words.pop(0), int(words.pop(0)), int(words.pop(0))
            place_window(window, x, y)
        elif command == "windowactivate":
            log, surface = window_of(words.pop(0))
            if log.keyboard_focus != surface:
                raise WaylandInputError("a Wayland window cannot be activated from outside its app")
        else:
            raise WaylandInputError(f"xdotool {command} has no Wayland equivalent in wlsession.py")
    return "".join(out)


_COMMANDS = {"mousemove", "mousedown", "mouseup", "click", "key", "keydown", "keyup", "type",
             "getmouselocation", "getdisplaygeometry", "sleep", "search", "getwindowname",
             "getactivewindow", "windowmove", "windowactivate"}


# --------------------------------------------------------------------------
# Windows: "wayland:<pid>:<xdg_surface id>", from the running apps' logs


def window_id(log: "ProtocolLog", surface: str) -> str:
    return f"wayland:{log.pid}:{surface}"


def window_of(window: str) -> tuple["ProtocolLog", str]:
    try:
        _, pid, surface = window.split(":")
    except ValueError:
        raise WaylandInputError(f"not a Wayland window id: {window!r}") from None
    for log in reversed(_watched):
        if str(log.pid) == pid and surface in log.update().titles:
            return log, surface
    raise WaylandInputError(f"no window {window!r}")


def windows(pid: Optional[str] = None, name: Optional[str] = None) -> list[str]:
    """The shown toplevels of the running apps (of `pid`), titles matching
    the regular expression `name`, oldest first."""
    found = []
    for log in _watched:
        if pid is not None and str(log.pid) != str(pid):
            continue
        for surface, title in log.update().titles.items():
            if surface in log.geometry and (name is None or re.search(name, title)):
                found.append(window_id(log, surface))
    return found


def place_window(window: str, x: int, y: int) -> None:
    """Moves a window to 0, 0 (the only place a Wayland window can be put
    at a known position: mutter's move-to-corner-nw), once it has the
    keyboard focus."""
    log, surface = window_of(window)
    if (x, y) != (0, 0):
        raise WaylandInputError(f"on Wayland a window can only be moved to 0,0 (a corner), not {x},{y}")
    deadline = time.monotonic() + float(os.environ.get("E2E_TIMEOUT", "30"))
    while log.update().keyboard_focus != surface:
        if time.monotonic() > deadline:
            raise WaylandInputError(f"{window} never got the keyboard focus to be moved")
        time.sleep(0.05)
    move_window_to_corner("nw")
    log.origins[log.titles[surface]] = (0, 0)


def _is_command(word: str) -> bool:
    return word in _COMMANDS


def _wait_focus(log: "ProtocolLog", surface: str, window: str) -> None:
    deadline = time.monotonic() + float(os.environ.get("E2E_TIMEOUT", "30"))
    while log.update().keyboard_focus != surface:
        if time.monotonic() > deadline:
            raise WaylandInputError(f"{window} does not have the keyboard focus")
        time.sleep(0.05)


def xwininfo_text(window: str) -> str:
    """xwininfo's lines for a placed Wayland window: its window geometry."""
    log, surface = window_of(window)
    origin = log.surface_origin(surface)
    gx, gy, w, h = log.geometry[surface]
    x, y = (origin[0] + gx, origin[1] + gy) if origin else (0, 0)
    return (f"  Absolute upper-left X:  {x}\n  Absolute upper-left Y:  {y}\n"
            f"  Width: {w}\n  Height: {h}\n  Map State: IsViewable\n"
            f"  Override Redirect State: no\n")


def xprop_text(window: str, prop: str) -> str:
    log, surface = window_of(window)
    if prop == "WM_NORMAL_HINTS":
        w, h = log.min_size.get(surface, (0, 0))
        return f"WM_NORMAL_HINTS(WM_SIZE_HINTS):\n\t\tprogram specified minimum size: {w} by {h}\n"
    raise WaylandInputError(f"xprop {prop} has no Wayland counterpart")


def wmctrl(*args: str) -> str:
    """wmctrl -i -r ID -b add|remove,maximized_vert,maximized_horz (mutter's
    Super+Up / Super+Down) and wmctrl -i -c ID (Alt+F4), on the focused window."""
    words = [a for a in args if a != "-i"]
    if words[:1] == ["-c"]:
        log, surface = window_of(words[1])
        _wait_focus(log, surface, words[1])
        key_combo("alt+F4")
        return ""
    if words[:1] == ["-r"] and len(words) >= 4 and words[2] == "-b" and "maximized" in words[3]:
        log, surface = window_of(words[1])
        _wait_focus(log, surface, words[1])
        key_combo("super+Up" if words[3].startswith("add") else "super+Down")
        return ""
    raise WaylandInputError(f"wmctrl {' '.join(args)} has no Wayland counterpart here")


if __name__ == "__main__":
    # `xdotool` on PATH in a with-wayland session (tests that run xdotool as
    # a process of its own, e.g. to kill it mid-stream): the input commands.
    import sys
    try:
        sys.stdout.write(xdotool(*sys.argv[1:]))
    except (WaylandInputError, IndexError, ValueError) as error:
        print(f"xdotool (Wayland): {error}", file=sys.stderr)
        sys.exit(1)
