"""The windows of the apps under test on the Wayland session, as the X
tools' window commands see them (xdotool search/windowmove/windowsize/
windowactivate, xwininfo, xprop, wmctrl), from the apps' WAYLAND_DEBUG
logs (wlprotocol.ProtocolLog) and carried out with real input (wlinput):

- window ids: "wayland:<pid>:<xdg_surface id>", one per shown toplevel;
- placing: a client cannot choose where its window goes, so windows are
  moved with mutter's move-to-corner keys (E2E_MOVE_KEYS, bound by
  with-wayland) to the corner nearest the place asked for, and their
  origin is then known;
- activating: a client cannot be raised from outside either; mutter's
  switch-windows-backward key (E2E_SWITCH_KEY, Alt+Shift+Tab's action) is
  pressed until the window has the keyboard focus, as a person would;
- resizing: a drag of the window's bottom-right corner (GTK's client-side
  resize handle, in its shadow), released once the window has the size;
- maximized: see ProtocolLog.maximized;
- moved by a drag on its title (xdg_toplevel.move): mutter moves it with
  the pointer from where the button went down, and once the button is up
  the app's own pointer coordinates say where it went (see pointer_up);
- popups (menus) are listed too, as X11's override-redirect windows are,
  untitled and at their place on the screen.

Used by wlsession.py (which re-exports what apphelper and wlapp use)."""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Callable, Optional

import wlinput
from wlinput import WaylandInputError
from wlprotocol import ProtocolLog

# Keys bound to move-to-corner-nw, -ne, -sw, -se by with-wayland.
CORNERS = ("nw", "ne", "sw", "se")
TIMEOUT = float(os.environ.get("E2E_TIMEOUT", "30"))

# --------------------------------------------------------------------------
# The running apps' logs

_watched: list = []   # the ProtocolLogs of the apps under test (apphelper registers them)


def watch(log: ProtocolLog) -> None:
    """Follows an app's log, and lists it where the harness's other
    processes (xdotool and wmctrl run as processes of their own, see
    with-wayland) find it: a file per log in the session's folder."""
    log.screen_size = wlinput.display_size()
    _watched.append(log)
    folder = _registry_folder()
    if folder is not None and log.registry is None:
        folder.mkdir(exist_ok=True)
        log.registry = folder / f"{log.pid}-{log.start}.json"
        log.registry.write_text(json.dumps({"pid": log.pid, "path": str(log.path), "start": log.start,
                                            "origins": {}}))


def _registry_folder() -> Optional[Path]:
    session = os.environ.get("WITH_DISPLAY_TMP")
    return Path(session) / "wayland-logs" if session else None


def load_registry() -> None:
    """In a process of its own (xdotool, wmctrl): follows the logs of the
    apps the harness watches that still run."""
    folder = _registry_folder()
    if folder is None or not folder.is_dir():
        return
    for entry in sorted(folder.glob("*.json")):
        try:
            data = json.loads(entry.read_text())
        except (OSError, ValueError):
            continue
        log = ProtocolLog(Path(data["path"]), data["start"])
        log.pid = data["pid"]
        log.registry = entry
        log.screen_size = wlinput.display_size()
        if _running(log):
            _watched.append(log)


def unwatch(log: ProtocolLog) -> None:
    if log in _watched:
        _watched.remove(log)


def _running(log: ProtocolLog) -> bool:
    """Whether the app that writes `log` still runs (an app that exited,
    even one not yet reaped, has no windows and no focus any more, whatever
    its log said last)."""
    if log.pid is None:
        return True
    try:
        state = Path(f"/proc/{log.pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def live_logs() -> list[ProtocolLog]:
    """The logs of the watched apps that still run, oldest first."""
    return [log for log in _watched if _running(log)]


def _wait(condition: Callable[[], object], what: str, timeout: float = TIMEOUT) -> object:
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise WaylandInputError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(0.03)


# --------------------------------------------------------------------------
# Window ids


def window_id(log: ProtocolLog, surface: str) -> str:
    return f"wayland:{log.pid}:{surface}"


def window_of(window: str) -> tuple[ProtocolLog, str]:
    """The log and xdg_surface of a window id: a toplevel, or a popup."""
    try:
        _, pid, surface = window.split(":")
    except ValueError:
        raise WaylandInputError(f"not a Wayland window id: {window!r}") from None
    for log in reversed(live_logs()):
        if str(log.pid) == pid and (surface in log.update().titles or surface in log.popup_surfaces()):
            return log, surface
    raise WaylandInputError(f"no window {window!r}")


def windows(pid: Optional[str] = None, name: Optional[str] = None) -> list[str]:
    """The shown toplevels of the running apps (of `pid`), titles matching
    the regular expression `name`, oldest first; without `name`, their open
    popups too (untitled, as X11's override-redirect menus)."""
    found = []
    for log in live_logs():
        if pid is not None and str(log.pid) != str(pid):
            continue
        for surface in log.update().toplevel_surfaces():
            if name is None or re.search(name, log.titles[surface]):
                found.append(window_id(log, surface))
        if name is None:
            found.extend(window_id(log, surface) for surface in log.popup_surfaces())
    return found


def focused() -> Optional[tuple[ProtocolLog, str]]:
    """The toplevel with the keyboard focus, if it is one of the apps'
    (a toplevel's popup having it counts as the toplevel, as on X11)."""
    for log in live_logs():
        surface = log.update().toplevel_of(log.keyboard_focus)
        if surface in log.titles:
            return log, surface
    return None


def active_windows() -> list[str]:
    found = focused()
    return [window_id(*found)] if found else []


# How long a window may take to get the keyboard focus by itself (a new
# window gets it as it maps) before the harness gives it the focus.
FOCUS_GRACE = 5.0


def wait_focus(log: ProtocolLog, surface: str, window: str) -> None:
    """Waits until the toplevel `surface` has the keyboard focus. One that
    does not get it by itself within FOCUS_GRACE s gets it as a person
    would give it, with the switch key (activate): a dialog that random
    input opened and then clicked away from, before the harness first
    needed its place, waited 30 s in vain."""
    has_it = lambda: log.update().keyboard_focus == surface  # noqa: E731
    try:
        _wait(has_it, f"{window} to have the keyboard focus", timeout=FOCUS_GRACE)
    except WaylandInputError:
        activate(window)
        _wait(has_it, f"{window} to have the keyboard focus")


# --------------------------------------------------------------------------
# Placing and activating


def move_surface_to_corner(log: ProtocolLog, surface: str, corner: str) -> tuple[int, int]:
    """Moves the toplevel `surface` to a corner of the monitor once it has
    the keyboard focus (mutter moves the focused window), and returns the
    screen position of its window geometry."""
    wait_focus(log, surface, window_id(log, surface))
    keys = os.environ.get("E2E_MOVE_KEYS", "").split()
    if len(keys) != len(CORNERS):
        raise WaylandInputError("E2E_MOVE_KEYS is not set: run under meson-helpers/with-wayland")
    wlinput.key_combo(keys[CORNERS.index(corner)])
    _, _, width, height = log.update().geometry[surface]
    screen_w, screen_h = wlinput.display_size()
    origin = {"nw": (0, 0), "ne": (screen_w - width, 0), "sw": (0, screen_h - height),
              "se": (screen_w - width, screen_h - height)}[corner]
    log.set_origin(surface, origin)
    return origin


def place_window(window: str, x: int, y: int) -> None:
    """Moves a window to the corner of the monitor nearest to where x, y
    (its top-left) would put it, once it has the keyboard focus: the only
    places a Wayland window can be put at a known position."""
    log, surface = window_of(window)
    _, _, width, height = log.update().geometry[surface]
    screen_w, screen_h = wlinput.display_size()
    right = abs(x + width - screen_w) < abs(x)
    bottom = abs(y + height - screen_h) < abs(y)
    move_surface_to_corner(log, surface, ("s" if bottom else "n") + ("e" if right else "w"))


def activate(window: str) -> None:
    """Gives `window` the keyboard focus as a person would from the
    keyboard: mutter's switch-windows-backward key (each press activates
    the window used least recently, so presses go round all of them) until
    it has it. A Wayland window cannot be activated from outside its app.
    A window whose popup (an open menu) has the keyboard is active, as on
    X11: the switch key does nothing while a popup holds the grab."""
    log, surface = window_of(window)
    if log.update().toplevel_of(log.keyboard_focus) == surface:
        return
    key = os.environ.get("E2E_SWITCH_KEY")
    if not key:
        raise WaylandInputError("E2E_SWITCH_KEY is not set: run under meson-helpers/with-wayland")
    for _ in range(sum(len(other.toplevel_surfaces()) for other in live_logs()) + 1):
        before = focused()
        wlinput.key_combo(key)
        # One press, one focus change: the next press goes to the new window.
        _wait(lambda: focused() not in (None, before), "the switch key to move the keyboard focus")
        if log.update().toplevel_of(log.keyboard_focus) == surface:
            return
    raise WaylandInputError(f"the switch key never gave {window} the keyboard focus")


def minimize(window: str) -> None:
    """Minimizes `window` as a person would from the keyboard: gives it the
    focus, then presses mutter's minimize key (E2E_MINIMIZE_KEY), and waits
    until mutter has moved the keyboard focus away from it. The app is not
    told (xdg_toplevel has no minimized state before xdg-shell 6, which
    mutter 43 lacks): the harness remembers it until the window has the
    focus again (a minimized window never has it)."""
    log, surface = window_of(window)
    activate(window)
    key = os.environ.get("E2E_MINIMIZE_KEY")
    if not key:
        raise WaylandInputError("E2E_MINIMIZE_KEY is not set: run under meson-helpers/with-wayland")
    wlinput.key_combo(key)
    _wait(lambda: log.update().toplevel_of(log.keyboard_focus) != surface,
          f"mutter to minimize {window} (to take the keyboard focus away)")
    log.minimized.add(surface)
    log._write_registry()


def is_minimized(log: ProtocolLog, surface: str) -> bool:
    """Whether the harness minimized the window and it has not had the
    keyboard focus since (see minimize)."""
    if surface in log.minimized and log.update().toplevel_of(log.keyboard_focus) == surface:
        log.minimized.discard(surface)
        log._write_registry()
    return surface in log.minimized


# --------------------------------------------------------------------------
# Size


def point_at(log: ProtocolLog, x: int, y: int, what: str, surface: Optional[str] = None) -> None:
    """Moves the pointer to x, y over one of the app's surfaces (`surface`,
    when given: windows can overlap) and waits until the app was told it is
    there. mutter tells a surface of a motion when it next repicks, and at
    times only with the next event: the same motion is sent again now and
    then (xsession.pointer_to does the same)."""
    polls = [0]

    def seen() -> bool:
        if polls[0] % 20 == 0:
            wlinput.pointer_motion(x, y)
        polls[0] += 1
        return log.update().screen_pointer() == (x, y) and (surface is None or log.pointer[0] == surface)
    _wait(seen, what)


def _free_corner(log: ProtocolLog, surface: str) -> str:
    """The top corner for a window never placed: the top-left, unless
    another shown window is there (a second window of the app would cover
    the first, and presses meant for one could reach the other)."""
    taken = any(other.placed_origin(s) == (0, 0) for other in live_logs()
                for s in other.update().toplevel_surfaces() if (other, s) != (log, surface))
    return "ne" if taken else "nw"


def resize(window: str, width: int, height: int) -> None:
    """Resizes a window to `width` x `height` (its window geometry; at
    least its minimum size) with a drag of a bottom corner: the right one,
    or the left one for a window against the screen's right edge (room to
    grow). A window never placed goes to a free top corner first."""
    log, surface = window_of(window)
    if log.update().placed_origin(surface) is None:
        move_surface_to_corner(log, surface, _free_corner(log, surface))
    ox, oy = log.placed_origin(surface)
    _, _, w, h = log.update().geometry[surface]
    min_w, min_h = log.min_size.get(surface, (0, 0))
    wanted = (max(width, min_w), max(height, min_h))
    if (w, h) == wanted:
        return
    screen_w, _ = wlinput.display_size()
    from_left = ox > 0 and ox + w >= screen_w
    # 4 px out of the corner: GTK's resize handle, in the window's shadow.
    x0, y0 = (ox - 4 if from_left else ox + w + 4), oy + h + 4
    point_at(log, x0, y0, "the app to see the pointer on its corner", surface)
    asked = log.resize_asked.get(surface)
    wlinput.button(1, True)
    try:
        # mutter starts the resize when it gets GTK's xdg_toplevel.resize,
        # from where the pointer is then, and answers with a configure: move
        # only after that, or the resize starts part way along the drag.
        _wait(lambda: log.update().resize_asked.get(surface) not in (None, asked)
              and log.configures.get(surface, 0) > log.resize_asked[surface],
              "mutter to begin the interactive resize")
        dx = wanted[0] - w
        wlinput.pointer_motion(x0 - dx if from_left else x0 + dx, y0 + wanted[1] - h)
        _wait(lambda: tuple(log.update().geometry[surface][2:]) == wanted,
              f"{window} to be {wanted[0]}x{wanted[1]}")
    finally:
        wlinput.button(1, False)
    if from_left:
        log.set_origin(surface, (ox + w - wanted[0], oy))  # the right edge stayed
    # The resize ends with a configure of its own (without the resizing state).
    done = log.configures.get(surface, 0)
    _wait(lambda: log.update().configures.get(surface, 0) > done, "mutter to end the interactive resize")


# --------------------------------------------------------------------------
# xwininfo, xprop and wmctrl


def xwininfo_text(window: str) -> str:
    """xwininfo's lines for a Wayland window: where its window geometry is
    (a toplevel as placed, 0,0 if never; a popup from its parent's)."""
    log, surface = window_of(window)
    _, _, w, h = log.update().geometry[surface]
    popup = surface in log.popup_surfaces()
    if popup:
        origin = log.geometry_origin(surface, lambda toplevel: toplevel_origin(log, toplevel))
    else:
        origin = toplevel_origin(log, surface)
    state = "IsUnMapped" if not popup and is_minimized(log, surface) else "IsViewable"
    return (f"  Absolute upper-left X:  {origin[0]}\n  Absolute upper-left Y:  {origin[1]}\n"
            f"  Width: {w}\n  Height: {h}\n  Map State: {state}\n"
            f"  Override Redirect State: {'yes' if popup else 'no'}\n")


def geometry_text(window: str) -> str:
    """xdotool getwindowgeometry's lines; a toplevel never placed goes to
    the bottom-right corner first (as wlapp places dialogs)."""
    log, surface = window_of(window)
    if surface in log.titles and log.update().placed_origin(surface) is None:
        move_surface_to_corner(log, surface, "se")
    info = xwininfo_text(window)
    values = dict(line.strip().split(":  ", 1) if ":  " in line else line.strip().split(": ", 1)
                  for line in info.splitlines() if ":" in line)
    x, y = values["Absolute upper-left X"].strip(), values["Absolute upper-left Y"].strip()
    return f"Window {window}\n  Position: {x},{y} (screen: 0)\n  Geometry: {values['Width']}x{values['Height']}\n"


def toplevel_origin(log: ProtocolLog, surface: str) -> tuple[int, int]:
    """Where a toplevel's window geometry is: as placed (0,0 if never),
    following the pointer while a drag on its title moves it."""
    origin = log.placed_origin(surface) or (0, 0)
    if _press is not None and log.moves.get(surface, 0) > _press["moves"].get((id(log), surface), 0):
        px, py = _press["at"]
        x, y = wlinput.pointer_location()
        sx, sy = _press["origins"].get((id(log), surface), origin)
        return (sx + x - px, sy + y - py)
    return origin


# --------------------------------------------------------------------------
# A drag on a window's title: mutter moves the window from where the button
# went down (its grab's anchor); once the button is up, where the app sees
# the pointer in its own coordinates says where the window went.

_press: Optional[dict] = None


def pointer_down() -> None:
    """Called before a button goes down: remembers where, each toplevel's
    origin and how many moves it had asked for."""
    global _press
    logs = live_logs()
    _press = {"at": wlinput.pointer_location(),
              "moves": {(id(log), s): n for log in logs for s, n in log.update().moves.items()},
              "origins": {(id(log), s): log.placed_origin(s) or (0, 0) for log in logs
                          for s in log.toplevel_surfaces()}}


def moving() -> bool:
    """Whether a drag on a window's title is moving it now (mutter then
    tells the app nothing of the pointer)."""
    return _press is not None and any(
        count > _press["moves"].get((id(log), surface), 0)
        for log in live_logs() for surface, count in log.update().moves.items())


def pointer_up() -> None:
    """Called after a button went up: a window a drag on its title moved
    gets its new origin, from the app's pointer coordinates once it sees the
    pointer again (mutter tells it when the move ends)."""
    global _press
    press, _press = _press, None
    if press is None:
        return
    x, y = wlinput.pointer_location()
    for log in live_logs():
        for surface, count in log.update().moves.items():
            if count > press["moves"].get((id(log), surface), 0) and surface in log.titles:
                _locate(log, surface, x, y, press)


def _locate(log: ProtocolLog, surface: str, x: int, y: int, press: dict) -> None:
    """The moved window's origin: measured from the app's next pointer
    event on it; if the pointer ended elsewhere (mutter keeps a title on
    screen, so it may not follow), the pointer's offset from the press."""
    seen = log.pointer_events
    polls = [0]

    def told() -> bool:
        if polls[0] % 20 == 19:
            wlinput.pointer_motion(x, y)  # mutter at times tells a surface only with the next event
        polls[0] += 1
        return log.update().pointer_events > seen
    try:
        _wait(told, f"the app to see the pointer after moving its window ({surface})")
    except WaylandInputError:
        pass
    if log.pointer is not None and log.pointer[0] == surface and log.pointer_events > seen:
        _, sx, sy = log.pointer
        gx, gy, _, _ = log.geometry[surface]
        log.set_origin(surface, (round(x - sx + gx), round(y - sy + gy)))
    else:
        px, py = press["at"]
        ox, oy = press["origins"].get((id(log), surface), (0, 0))
        log.set_origin(surface, (ox + x - px, oy + y - py))


def xprop_text(window: str, prop: str) -> str:
    log, surface = window_of(window)
    if prop == "WM_NORMAL_HINTS":
        w, h = log.min_size.get(surface, (0, 0))
        return f"WM_NORMAL_HINTS(WM_SIZE_HINTS):\n\t\tprogram specified minimum size: {w} by {h}\n"
    if prop == "_NET_WM_STATE":
        states = "_NET_WM_STATE_MAXIMIZED_VERT, _NET_WM_STATE_MAXIMIZED_HORZ" if log.update().maximized(surface) else ""
        return f"_NET_WM_STATE(ATOM) = {states}\n"
    raise WaylandInputError(f"xprop {prop} has no Wayland counterpart")


def wmctrl(*args: str) -> str:
    """wmctrl -i -r ID -b add|remove,maximized_vert,maximized_horz (mutter's
    Super+Up / Super+Down) and wmctrl -i -c ID (Alt+F4), on the window once
    it has the focus."""
    words = [a for a in args if a != "-i"]
    if words[:1] == ["-c"]:
        log, surface = window_of(words[1])
        activate(words[1])
        wlinput.key_combo("alt+F4")
        return ""
    if words[:1] == ["-r"] and len(words) >= 4 and words[2] == "-b" and "maximized" in words[3]:
        log, surface = window_of(words[1])
        activate(words[1])
        wlinput.key_combo("super+Up" if words[3].startswith("add") else "super+Down")
        return ""
    raise WaylandInputError(f"wmctrl {' '.join(args)} has no Wayland counterpart here")
