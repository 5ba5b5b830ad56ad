"""What an app's WAYLAND_DEBUG=client log says about its Wayland surfaces
(ProtocolLog): the harness's way to learn on Wayland what a client cannot
ask the compositor (where its popups are, which window has the keyboard
focus, where it last saw the pointer, what a drop target answered a drag).
Used by wlsession.py and wlapp.py."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Optional



_LINE = re.compile(r"^\[\s*\d+\.\d+\]\s+(?:\{[^}]*\}\s+)?(->\s+)?(\w+)@(\d+)\.(\w+)\((.*)\)\s*$")
_STAMP = re.compile(r"^\[\s*\d+\.\d+\]\s")


def is_protocol_line(line: str) -> bool:
    """Whether a line of the app's stderr is WAYLAND_DEBUG's."""
    return _STAMP.match(line) is not None


class ProtocolLog:
    """What an app's WAYLAND_DEBUG=client log (its stderr) says about its
    surfaces, read incrementally: each toplevel's title and window
    geometry, each live popup's position relative to its parent
    (xdg_popup.configure) and window geometry within its surface, which
    surface has the keyboard focus, and where the app last saw the pointer.

    Object ids are reused after a destroy, so the log is read in order and
    what is destroyed is forgotten."""

    def __init__(self, path: Path, start: int = 0) -> None:
        self.path = path
        self.offset = start
        self.xdg_of_surface: dict[str, str] = {}   # wl_surface id -> xdg_surface id
        self.toplevels: dict[str, str] = {}        # xdg_toplevel id -> xdg_surface id
        self.titles: dict[str, str] = {}           # xdg_surface id -> title
        self.geometry: dict[str, tuple] = {}       # xdg_surface id -> (gx, gy, w, h)
        self.popups: dict[str, dict] = {}          # xdg_popup id -> record
        self.keyboard_focus: Optional[str] = None  # xdg_surface id
        self.pointer: Optional[tuple] = None       # (xdg_surface id, x, y) in surface coordinates
        self.pointer_surface: Optional[str] = None
        # A drag this app started: None, "refused" or "accepted" (the last
        # wl_data_source.target event: what X11 shows as the drag cursor).
        self.drag: Optional[str] = None
        # Screen position of each placed toplevel's window geometry, by
        # title (set by wlapp when it moves a window to a corner).
        self.origins: dict[str, tuple[int, int]] = {}
        self.pid: Optional[int] = None
        self.min_size: dict[str, tuple[int, int]] = {}   # xdg_surface id -> set_min_size

    def update(self) -> "ProtocolLog":
        try:
            with open(self.path, "rb") as log:
                log.seek(self.offset)
                data = log.read()
        except OSError:
            return self
        end = data.rfind(b"\n") + 1
        self.offset += end
        for line in data[:end].decode(errors="replace").splitlines():
            match = _LINE.match(line)
            if match:
                self._read(*match.groups()[1:])
        return self

    def _read(self, interface: str, obj: str, message: str, arguments: str) -> None:
        ids = re.findall(r"@(\d+)", arguments)
        if interface == "xdg_wm_base" and message == "get_xdg_surface" and len(ids) >= 2:
            self.xdg_of_surface[ids[1]] = ids[0]
        elif interface == "xdg_surface" and message == "get_toplevel" and ids:
            self.toplevels[ids[0]] = obj
        elif interface == "xdg_toplevel" and message == "set_title" and obj in self.toplevels:
            self.titles[self.toplevels[obj]] = arguments.strip().strip('"')
        elif interface == "xdg_surface" and message == "get_popup" and len(ids) >= 2:
            self.popups[ids[0]] = {"surface": obj, "parent": ids[1], "x": 0, "y": 0,
                                   "configured": False}
        elif interface == "xdg_toplevel" and message == "set_min_size" and obj in self.toplevels:
            self.min_size[self.toplevels[obj]] = tuple(int(v) for v in arguments.split(","))
        elif interface == "xdg_surface" and message == "set_window_geometry":
            self.geometry[obj] = tuple(int(v) for v in arguments.split(","))
        elif interface == "xdg_popup" and message == "configure" and obj in self.popups:
            x, y, _w, _h = (int(v) for v in arguments.split(","))
            self.popups[obj].update(x=x, y=y, configured=True)
        elif interface == "xdg_popup" and message == "destroy":
            self.popups.pop(obj, None)
        elif interface == "xdg_toplevel" and message == "destroy":
            surface = self.toplevels.pop(obj, "")
            self.titles.pop(surface, None)
            if self.keyboard_focus == surface:
                # Keys sent now would go to the closed window until mutter
                # moves the focus (wl_keyboard.enter on another surface).
                self.keyboard_focus = None
        elif interface == "xdg_surface" and message == "destroy":
            self.geometry.pop(obj, None)
            self.titles.pop(obj, None)
        elif interface == "wl_keyboard" and message in ("enter", "leave"):
            self.keyboard_focus = self.xdg_of_surface.get(ids[0]) if message == "enter" and ids else None
        elif interface == "wl_pointer" and message == "enter" and ids:
            self.pointer_surface = self.xdg_of_surface.get(ids[0])
            x, y = (float(v) for v in arguments.split(",")[-2:])
            self.pointer = (self.pointer_surface, x, y)
        elif interface == "wl_pointer" and message == "motion":
            x, y = (float(v) for v in arguments.split(",")[-2:])
            self.pointer = (self.pointer_surface, x, y)
        elif interface == "wl_data_device" and message == "enter" and len(ids) >= 1:
            self.pointer_surface = self.xdg_of_surface.get(ids[0])
            x, y = (float(v) for v in arguments.split(",")[2:4])
            self.pointer = (self.pointer_surface, x, y)
        elif interface == "wl_data_device" and message == "motion":
            x, y = (float(v) for v in arguments.split(",")[-2:])
            self.pointer = (self.pointer_surface, x, y)
        elif interface == "wl_data_device" and message == "start_drag":
            self.drag = "refused"
        elif interface == "wl_data_source" and message == "target" and self.drag is not None:
            self.drag = "refused" if arguments.strip() in ("nil", "") else "accepted"
        elif interface == "wl_data_source" and message in ("dnd_finished", "cancelled", "destroy"):
            self.drag = None
        elif interface == "wl_pointer" and message == "leave":
            self.pointer_surface = None
            self.pointer = None

    def surface_titled(self, title: str) -> Optional[str]:
        """The xdg_surface of the live toplevel titled `title` (the newest)."""
        found = [surface for surface, name in self.titles.items() if name == title]
        return found[-1] if found else None

    def has_focus(self, title: str) -> bool:
        surface = self.surface_titled(title)
        return surface is not None and self.keyboard_focus == surface

    def live_popups(self) -> list[dict]:
        """Configured popups, oldest first, with their window geometry:
        {"surface", "parent", "x", "y", "gx", "gy", "width", "height"}."""
        result = []
        for popup in self.popups.values():
            if popup["configured"] and popup["surface"] in self.geometry:
                gx, gy, w, h = self.geometry[popup["surface"]]
                result.append(dict(popup, gx=gx, gy=gy, width=w, height=h))
        return result

    def surface_origin(self, surface: Optional[str]) -> Optional[tuple[int, int]]:
        """Screen position of `surface`'s top-left (its window geometry's
        origin less the geometry's offset), when the toplevel it belongs to
        was placed."""
        if surface is None or surface not in self.geometry:
            return None
        try:
            x, y = self.geometry_origin(surface, lambda title: self.origins[title])
        except KeyError:
            return None
        gx, gy, _, _ = self.geometry[surface]
        return (x - gx, y - gy)

    def screen_pointer(self) -> Optional[tuple[int, int]]:
        """Where the app last saw the pointer, on the screen."""
        if self.pointer is None:
            return None
        surface, sx, sy = self.pointer
        origin = self.surface_origin(surface)
        return None if origin is None else (round(origin[0] + sx), round(origin[1] + sy))

    def covers(self, x: int, y: int) -> bool:
        """Whether a placed window or a live popup of the app is at x, y."""
        for surface, (gx, gy, w, h) in self.geometry.items():
            origin = self.surface_origin(surface)
            if origin and origin[0] + gx <= x < origin[0] + gx + w and origin[1] + gy <= y < origin[1] + gy + h:
                return True
        return False

    def geometry_origin(self, surface: str, toplevel_origin) -> tuple[int, int]:
        """Screen position of `surface`'s window geometry: a toplevel's from
        `toplevel_origin(title)`, a popup's from its parent's plus its
        configured offset."""
        popup = next((p for p in self.popups.values() if p["surface"] == surface), None)
        if popup is None:
            return toplevel_origin(self.titles.get(surface, ""))
        px, py = self.geometry_origin(popup["parent"], toplevel_origin)
        return (px + popup["x"], py + popup["y"])
