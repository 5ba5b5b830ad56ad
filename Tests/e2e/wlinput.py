"""Real input and screenshots on the Wayland session (E2E_BACKEND=wayland,
under meson-helpers/with-wayland): pointer and keyboard through mutter's
RemoteDesktop API, screenshots from its ScreenCast stream. Used by
wlsession.py and wlwindows.py.

Input goes to meson-helpers/wayland-input (the process that holds the
RemoteDesktop session) over the socket E2E_INPUT_SOCKET, one request per
line. mutter handles the requests of one connection in order, so a click
sent after a key press that moved a window lands on the moved window."""

from __future__ import annotations

import ctypes
import os
import socket
import subprocess
import threading
import time
from pathlib import Path
from typing import Optional

BUTTONS = {1: 0x110, 2: 0x112, 3: 0x111}  # X button number -> Linux button code
# xdotool's modifier aliases.
KEY_ALIASES = {"ctrl": "Control_L", "control": "Control_L", "alt": "Alt_L", "shift": "Shift_L",
               "super": "Super_L", "meta": "Meta_L"}


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


# --------------------------------------------------------------------------
# Pointer


def pointer_location() -> tuple[int, int]:
    x, y = request("location")
    return int(x), int(y)


def pointer_motion(x: int, y: int) -> None:
    request(f"motion {x} {y}")


def button(number: int, pressed: bool) -> None:
    request(f"button {BUTTONS[number]:#x} {1 if pressed else 0}")


def click(number: int, count: int = 1) -> None:
    """`count` clicks of button `number` in one request, so that a double
    click stays one on a loaded machine."""
    request(f"click {BUTTONS[number]:#x} {count}")


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
