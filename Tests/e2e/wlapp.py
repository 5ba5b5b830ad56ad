"""The Wayland side of apphelper.App (E2E_BACKEND=wayland): finding an
app's windows, placing them where their widgets' coordinates are known,
and the screen position of popovers, from the app's WAYLAND_DEBUG log
(wlsession.ProtocolLog) instead of the X server.

Window ids. Tests keep an App's `xid` and pass window ids around; on
Wayland an id is "wayland:<pid>:<xdg_surface id>" (wlsession.windows).

Placement. A Wayland client cannot learn or choose where its window is.
The main window is moved to the monitor's top-left corner with mutter's
move-to-corner-nw key (its window geometry, the GtkWindow's content box
that AT-SPI extents are relative to, is then at 0,0); any other window
(a dialog) the first time a test needs its coordinates, to the bottom-right
corner (origin = monitor size - its window geometry size)."""

from __future__ import annotations

import time
from typing import Optional

import pyatspi

import wlsession
from xsession import AppError, wait_until

class WaylandWindows:
    """Mixed into apphelper.App; uses its title, xid, stderr_path,
    stderr_start, window and _check_alive."""

    _protocol: Optional[wlsession.ProtocolLog] = None
    _protocol_start: Optional[tuple] = None

    def _wl_env(self) -> dict[str, str]:
        return {"WAYLAND_DEBUG": "client"}

    def _wl_log(self) -> wlsession.ProtocolLog:
        """This launch's protocol log (a relaunch appends to the same file)."""
        if self._protocol is None or self._protocol_start != (self.stderr_path, self.stderr_start):
            if self._protocol is not None:
                wlsession.unwatch(self._protocol)
            self._protocol = wlsession.ProtocolLog(self.stderr_path, self.stderr_start)
            self._protocol_start = (self.stderr_path, self.stderr_start)
            self._protocol.pid = self.pid
            wlsession.watch(self._protocol)
        return self._protocol.update()

    def wl_popups(self) -> tuple[int, int]:
        """How many popups the app has open on Wayland, and how many of
        them no buffer was attached to (shown as nothing by the compositor)."""
        log = self._wl_log()
        return len(log.live_popups()), len(log.undrawn_popups())

    def _wl_wait_for_popups(self, timeout: float = 10) -> None:
        """Waits, at most `timeout` seconds, until every popup the app asked
        for was configured by the compositor and drawn: an app waiting for
        mutter to place its menu is idle, and its menu not yet on screen."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            log = self._wl_log()
            if all(popup["configured"] and popup["drawn"] for popup in log.popups.values()):
                return
            time.sleep(0.05)

    def _wl_forget(self) -> None:
        if self._protocol is not None:
            wlsession.unwatch(self._protocol)

    def _wl_wait_for_window(self, title: str, timeout: float) -> str:
        """Waits until the app has a toplevel titled `title` with its window
        geometry set (GTK sets it when it draws the window)."""
        def shown() -> bool:
            self._check_alive()
            log = self._wl_log()
            surface = log.surface_titled(title)
            return surface is not None and surface in log.geometry
        wait_until(shown, timeout=timeout, what=f"the Wayland window {title!r} to be shown")
        return self._wl_find(title)

    def _wl_find(self, title: str) -> Optional[str]:
        surface = self._wl_log().surface_titled(title)
        return wlsession.window_id(self._protocol, surface) if surface else None

    def _wl_surface(self, title: str) -> Optional[str]:
        """The xdg_surface of this app's window titled `title`: the main
        window's own (self.xid) for the main title, even when a newer
        window has the same title; else the newest one titled so."""
        log = self._wl_log()
        if title == self.title and self.xid:
            surface = self.xid.rsplit(":", 1)[1]
            if surface in log.titles:
                return surface
        return log.surface_titled(title)

    def _wl_move_to_corner(self, title: str, corner: str) -> tuple[int, int]:
        """Moves the window titled `title` to a corner of the monitor once it
        has the keyboard focus (mutter moves the focused window), and returns
        the screen position of its window geometry."""
        surface = wait_until(lambda: self._wl_surface(title), what=f"the window {title!r}")
        return wlsession.move_surface_to_corner(self._wl_log(), surface, corner)

    def move_window_to_corner(self, title: str, corner: str) -> tuple[int, int]:
        """Wayland only: moves this app's window titled `title` (once it has
        the focus) to a corner of the monitor ("nw", "ne", "sw", "se"), and
        returns the screen position of its content box."""
        self._wl_log()
        return self._wl_move_to_corner(title, corner)

    def _wl_move_to(self, title: str, x: int, y: int) -> tuple[int, int]:
        if (x, y) != (0, 0):
            raise AppError(f"on Wayland a window can only be placed in a corner of the screen, "
                           f"not at {x},{y} (a client cannot choose its position)")
        return self._wl_move_to_corner(title, "nw")

    def _wl_origin_of(self, title: str) -> tuple[int, int]:
        """Screen position of the content box of the window titled `title`,
        moving it to the bottom-right corner first if it was never placed."""
        log = self._wl_log()
        surface = wait_until(lambda: self._wl_surface(title), what=f"the window {title!r}")
        if log.placed_origin(surface) is None:
            return self._wl_move_to_corner(title, "se")
        return log.placed_origin(surface)

    def _wl_popup_origin(self, popover) -> tuple[int, int]:
        """Screen position of the origin `popover`'s widgets' extents use:
        its popup surface's top-left, less the popover's own extents origin
        (GTK 4.8 reports popup widgets relative to the popup)."""
        pext = popover.queryComponent().getExtents(pyatspi.WINDOW_COORDS)

        def matching() -> Optional[dict]:
            fits = [p for p in self._wl_log().live_popups()
                    if 0 <= pext.width - p["width"] <= 64 and 0 <= pext.height - p["height"] <= 64]
            if not fits:
                return None
            return min(reversed(fits), key=lambda p: (pext.width - p["width"]) + (pext.height - p["height"]))

        popup = wait_until(matching, what=f"a {pext.width}x{pext.height} popup in the app's Wayland log",
                           describe=lambda: f"live popups: {self._wl_log().live_popups()}")
        log = self._wl_log()
        gx, gy = log.geometry_origin(popup["surface"], lambda toplevel: self._wl_toplevel_origin(log, toplevel))
        return (gx - popup["gx"] - pext.x, gy - popup["gy"] - pext.y)

    def _wl_toplevel_origin(self, log: wlsession.ProtocolLog, surface: str) -> tuple[int, int]:
        """A popup's toplevel's origin, placing the toplevel if it never was."""
        if log.placed_origin(surface) is None:
            return wlsession.move_surface_to_corner(log, surface, "se")
        return log.placed_origin(surface)

    def window_menu_requests(self) -> int:
        """Wayland only: how often the app has asked the compositor for its
        window menu (see wlprotocol.ProtocolLog.window_menus)."""
        return self._wl_log().window_menus

    def _wl_keys(self, combos) -> None:
        """Presses each key combination as a person does: down, held until
        the app has acted on it, then up. The app reads the press from its
        log's queue, and acts on it a main-loop turn later; keys released
        at once are read in the same batch, and GTK 4.8 then takes the
        release's serial for what the press asked for (an activation token
        for Ctrl+, bringing a window back, which mutter refuses for a key
        that is up). So: the press in the app's log, then an accessibility
        call answered (a main-loop turn), then the release."""
        def main_loop_turn() -> None:
            try:
                self.window.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            except Exception:  # noqa: BLE001 - the key closed the window or ended the app
                pass
        for combo in combos:
            self._wl_wait_for_keyboard()
            wlsession.press_and_release(combo, held=main_loop_turn, must_read=True)

    def _wl_wait_for_keyboard(self) -> None:
        """After the focused window closed, waits until mutter has moved the
        keyboard focus (keys sent before go to the closed window). With the
        focus nowhere (a click on the desktop), keys go nowhere, as on X11."""
        wait_until(lambda: not self._wl_log().focus_closing,
                   what="mutter to move the keyboard focus from a closed window")

    def _wl_close(self) -> None:
        """Closes the focused window as its close button would (mutter's
        Alt+F4)."""
        wlsession.key_combo("alt+F4")
