"""What an app's WAYLAND_DEBUG=client log says about its Wayland surfaces
(ProtocolLog): the harness's way to learn on Wayland what a client cannot
ask the compositor (where its popups are, which window has the keyboard
focus, where it last saw the pointer, what a drop target answered a drag).
Used by wlsession.py and wlapp.py."""

from __future__ import annotations

import json
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
        self.start = start
        self.offset = start
        self.xdg_of_surface: dict[str, str] = {}   # wl_surface id -> xdg_surface id
        self.toplevels: dict[str, str] = {}        # xdg_toplevel id -> xdg_surface id
        self.titles: dict[str, str] = {}           # xdg_surface id -> title
        self.geometry: dict[str, tuple] = {}       # xdg_surface id -> (gx, gy, w, h)
        self.popups: dict[str, dict] = {}          # xdg_popup id -> record
        self.keyboard_focus: Optional[str] = None  # xdg_surface id
        # The focused toplevel was destroyed and mutter has not moved the
        # keyboard focus yet (keys sent now would go to the closed window).
        self.focus_closing = False
        self.pointer: Optional[tuple] = None       # (xdg_surface id, x, y) in surface coordinates
        self.pointer_surface: Optional[str] = None
        # A drag this app started: None, "refused" or "accepted" (the last
        # wl_data_source.target event: what X11 shows as the drag cursor).
        self.drag: Optional[str] = None
        # Screen position of each placed toplevel's window geometry, by
        # xdg_surface (set when the harness moves a window to a corner),
        # shared with the harness's other processes through `registry`
        # (see wlwindows.watch).
        self.origins: dict[str, tuple[int, int]] = {}
        # Toplevels the harness minimized (mutter's minimize key) that have
        # not had the keyboard focus since (see wlwindows.minimize), shared
        # through `registry` as the origins are.
        self.minimized: set[str] = set()
        self.registry: Optional[Path] = None
        self._registry_mtime = 0
        # Configure events of each toplevel (xdg_surface id -> how many so
        # far), and how many a toplevel had when it asked for an
        # interactive resize (xdg_toplevel.resize): mutter answers the
        # start of the resize with a configure.
        self.configures: dict[str, int] = {}
        self.resize_asked: dict[str, int] = {}
        # Interactive moves each toplevel asked for (xdg_toplevel.move: a
        # drag on its title), and pointer events read so far (enter and
        # motion: to tell a new one from the last).
        self.moves: dict[str, int] = {}
        self.pointer_events = 0
        self.key_presses = 0   # wl_keyboard.key events with the pressed state
        self.button_presses = 0   # wl_pointer.button events with the pressed state
        # Popups the compositor dismissed (xdg_popup.popup_done): a click
        # outside a menu, or a popup grab mutter refused (the menu then
        # closes at once); reported when a wait for a menu fails.
        self.popups_dismissed = 0
        # The monitor's size (set by wlwindows.watch): a toplevel without a
        # shadow that fills it is maximized, at 0,0 whatever its origin was.
        self.screen_size: Optional[tuple[int, int]] = None
        # How often the app asked the compositor for its window menu (a
        # right-click on a header bar: gtk_surface1.titlebar_gesture, or
        # xdg_toplevel.show_window_menu). On Wayland the compositor draws
        # that menu (GNOME Shell; mutter alone shows none), not GTK.
        self.window_menus = 0
        self.pid: Optional[int] = None
        self.min_size: dict[str, tuple[int, int]] = {}   # xdg_surface id -> set_min_size

    def set_origin(self, surface: str, origin: tuple[int, int]) -> None:
        self.origins[surface] = (int(origin[0]), int(origin[1]))
        self._write_registry()

    def _write_registry(self) -> None:
        """Writes the origins where the harness's other processes read them."""
        if self.registry is not None:
            entry = {"pid": self.pid, "path": str(self.path), "start": self.start, "origins": self.origins,
                     "minimized": sorted(self.minimized)}
            tmp = self.registry.with_suffix(".tmp")
            tmp.write_text(json.dumps(entry))
            tmp.replace(self.registry)
            self._registry_mtime = self.registry.stat().st_mtime_ns

    def _read_registry(self) -> None:
        """Origins another process of the harness set (an xdotool run as a
        process of its own placed a window)."""
        try:
            mtime = self.registry.stat().st_mtime_ns
            if mtime == self._registry_mtime:
                return
            self._registry_mtime = mtime
            entry = json.loads(self.registry.read_text())
            origins = entry["origins"]
        except (OSError, ValueError, KeyError):
            return
        self.origins.update({surface: tuple(xy) for surface, xy in origins.items() if surface in self.titles})
        self.minimized = {surface for surface in entry.get("minimized", []) if surface in self.titles}

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
        if self.registry is not None:
            self._read_registry()
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
                                   "configured": False, "drawn": False}
        elif interface == "wl_surface" and message == "attach" and ids:
            # A buffer for the surface (nil detaches): what makes a popup
            # show, once committed (GTK and Mesa commit right after).
            xdg_surface = self.xdg_of_surface.get(obj)
            for popup in self.popups.values():
                if popup["surface"] == xdg_surface:
                    popup["drawn"] = True
        elif interface == "xdg_toplevel" and message == "configure" and obj in self.toplevels:
            surface = self.toplevels[obj]
            self.configures[surface] = self.configures.get(surface, 0) + 1
        elif interface == "xdg_toplevel" and message == "move" and obj in self.toplevels:
            surface = self.toplevels[obj]
            self.moves[surface] = self.moves.get(surface, 0) + 1
        elif interface == "xdg_toplevel" and message == "resize" and obj in self.toplevels:
            surface = self.toplevels[obj]
            self.resize_asked[surface] = self.configures.get(surface, 0)
        elif (interface == "gtk_surface1" and message == "titlebar_gesture"
              and arguments.replace(" ", "").endswith(",2")) or \
                (interface == "xdg_toplevel" and message == "show_window_menu"):
            self.window_menus += 1  # gtk_surface1's GESTURE_RIGHT_CLICK is 2
        elif interface == "xdg_toplevel" and message == "set_min_size" and obj in self.toplevels:
            self.min_size[self.toplevels[obj]] = tuple(int(v) for v in arguments.split(","))
        elif interface == "xdg_surface" and message == "set_window_geometry":
            self.geometry[obj] = tuple(int(v) for v in arguments.split(","))
        elif interface == "xdg_popup" and message == "configure" and obj in self.popups:
            x, y, _w, _h = (int(v) for v in arguments.split(","))
            self.popups[obj].update(x=x, y=y, configured=True)
        elif interface == "xdg_popup" and message == "destroy":
            self.popups.pop(obj, None)
        elif interface == "xdg_popup" and message == "popup_done":
            self.popups_dismissed += 1
        elif interface == "xdg_toplevel" and message == "destroy":
            surface = self.toplevels.pop(obj, "")
            self.titles.pop(surface, None)
            if self.keyboard_focus == surface:
                # Keys sent now would go to the closed window until mutter
                # moves the focus (wl_keyboard.enter on another surface).
                self.keyboard_focus = None
                self.focus_closing = True
        elif interface == "xdg_surface" and message == "destroy":
            self.geometry.pop(obj, None)
            self.titles.pop(obj, None)
            if self.origins.pop(obj, None) is not None and self.registry is not None:
                self._write_registry()
            self.configures.pop(obj, None)
            self.resize_asked.pop(obj, None)
            self.moves.pop(obj, None)
        elif interface == "wl_keyboard" and message == "key" and arguments.replace(" ", "").endswith(",1"):
            self.key_presses += 1
        elif interface == "wl_pointer" and message == "button" and arguments.replace(" ", "").endswith(",1"):
            self.button_presses += 1
        elif interface == "wl_keyboard" and message in ("enter", "leave"):
            if message == "enter":
                # Keys already down when the focus arrives come in the
                # enter's array (4 bytes a key), not as key events: a
                # modifier pressed while mutter moved the focus to a new
                # window (a CI-like run: Ctrl of Ctrl+L as the file chooser
                # took the focus) was read, as part of the enter.
                held = re.search(r"array\[(\d+)\]", arguments)
                self.key_presses += int(held.group(1)) // 4 if held else 0
            # An enter on a surface the app already destroyed (nil): mutter
            # focused a window the app closed; it moves on shortly.
            self.focus_closing = message == "enter" and not ids
            self.keyboard_focus = self.xdg_of_surface.get(ids[0]) if message == "enter" and ids else None
        elif interface == "wl_pointer" and message == "enter" and ids:
            self.pointer_surface = self.xdg_of_surface.get(ids[0])
            x, y = (float(v) for v in arguments.split(",")[-2:])
            self.pointer = (self.pointer_surface, x, y)
            self.pointer_events += 1
        elif interface == "wl_pointer" and message == "motion":
            x, y = (float(v) for v in arguments.split(",")[-2:])
            self.pointer = (self.pointer_surface, x, y)
            self.pointer_events += 1
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

    def toplevel_of(self, surface: Optional[str]) -> Optional[str]:
        """The toplevel xdg_surface a popup's chain of parents ends at (a
        toplevel is its own)."""
        seen: set[str] = set()
        while surface is not None and surface not in seen:
            seen.add(surface)
            popup = next((p for p in self.popups.values() if p["surface"] == surface), None)
            if popup is None:
                return surface
            surface = popup["parent"]
        return surface

    def toplevel_surfaces(self) -> list[str]:
        """The xdg_surfaces of the live toplevels that are shown (their
        window geometry is set), oldest first."""
        return [surface for surface in self.titles if surface in self.geometry]

    def popup_surfaces(self) -> list[str]:
        """The xdg_surfaces of the configured popups, oldest first."""
        return [popup["surface"] for popup in self.live_popups()]

    def live_popups(self) -> list[dict]:
        """Configured popups, oldest first, with their window geometry:
        {"surface", "parent", "x", "y", "gx", "gy", "width", "height"}."""
        result = []
        for popup in self.popups.values():
            if popup["configured"] and popup["surface"] in self.geometry:
                gx, gy, w, h = self.geometry[popup["surface"]]
                result.append(dict(popup, gx=gx, gy=gy, width=w, height=h))
        return result

    def undrawn_popups(self) -> list[dict]:
        """Configured popups that no buffer was attached to yet: a menu
        whose items are in the accessibility tree while the compositor has
        nothing to show."""
        return [popup for popup in self.live_popups() if not popup["drawn"]]

    def describe_popups(self) -> str:
        """The app's popups as a failed wait reports them."""
        focus = self.titles.get(self.keyboard_focus or "", self.keyboard_focus)
        return (f"popups: {len(self.live_popups())} open, {len(self.undrawn_popups())} undrawn, "
                f"{self.popups_dismissed} dismissed by the compositor so far; "
                f"keyboard focus on {focus!r}")

    def maximized(self, surface: str) -> bool:
        """Whether the toplevel `surface` is maximized: a maximized GTK
        window drops its shadow and fills the monitor (the states of
        xdg_toplevel.configure are not in WAYLAND_DEBUG's text)."""
        return self.screen_size is not None and self.geometry.get(surface) == (0, 0, *self.screen_size)

    def placed_origin(self, surface: str) -> Optional[tuple[int, int]]:
        """Screen position of a toplevel's window geometry: 0,0 when it is
        maximized, else where the harness placed it (None: never placed)."""
        return (0, 0) if self.maximized(surface) else self.origins.get(surface)

    def surface_origin(self, surface: Optional[str]) -> Optional[tuple[int, int]]:
        """Screen position of `surface`'s top-left (its window geometry's
        origin less the geometry's offset), when the toplevel it belongs to
        was placed."""
        if surface is None or surface not in self.geometry:
            return None
        try:
            x, y = self.geometry_origin(surface, lambda toplevel: self.origins[toplevel]
                                        if not self.maximized(toplevel) else (0, 0))
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

    def popup_at(self, x: int, y: int) -> Optional[str]:
        """The newest live popup whose window geometry covers x, y on the
        screen, if any (popups are above their parents)."""
        for popup in reversed(self.live_popups()):
            origin = self.surface_origin(popup["surface"])
            if origin is None:
                continue
            left, top = origin[0] + popup["gx"], origin[1] + popup["gy"]
            if left <= x < left + popup["width"] and top <= y < top + popup["height"]:
                return popup["surface"]
        return None

    def covers(self, x: int, y: int) -> bool:
        """Whether a placed window or a live popup of the app is at x, y."""
        for surface, (gx, gy, w, h) in self.geometry.items():
            origin = self.surface_origin(surface)
            if origin and origin[0] + gx <= x < origin[0] + gx + w and origin[1] + gy <= y < origin[1] + gy + h:
                return True
        return False

    def geometry_origin(self, surface: str, toplevel_origin) -> tuple[int, int]:
        """Screen position of `surface`'s window geometry: a toplevel's from
        `toplevel_origin(xdg_surface id)`, a popup's from its parent's plus
        its configured offset."""
        popup = next((p for p in self.popups.values() if p["surface"] == surface), None)
        if popup is None:
            return toplevel_origin(surface)
        px, py = self.geometry_origin(popup["parent"], toplevel_origin)
        return (px + popup["x"], py + popup["y"])
