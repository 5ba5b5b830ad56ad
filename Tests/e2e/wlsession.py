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

The input and the screenshots are wlinput.py's, the window commands
wlwindows.py's; this module carries out xdotool's command lines with them
and re-exports what apphelper, wlapp and xsession use.

What a Wayland client cannot learn, and how the tests learn it anyway:
- where its window is: the session binds mutter's move-to-corner keys
  (E2E_MOVE_KEYS), and a window moved to a corner has a known origin
  (wlwindows.py);
- where a popup (popover) is: the app runs with WAYLAND_DEBUG=client, and
  its log shows xdg_popup.configure(x, y, ...) (the popup's window geometry
  relative to its parent's) and xdg_surface.set_window_geometry (see
  wlprotocol.ProtocolLog).
- which cursor is shown: not at all (no drag cursor to wait on; see dnd.py).
"""

from __future__ import annotations

import time
from typing import Callable, Optional

from wlinput import (BUTTONS, WaylandInputError, button, char_keysym, click, display_size,  # noqa: F401
                     key_combo, key_event, keysym, pointer_location, pointer_motion, request,
                     screenshot_to, type_text)
from wlprotocol import ProtocolLog, is_protocol_line  # noqa: F401  (re-exported for apphelper, wlapp)
from wlwindows import (active_windows, live_logs, move_surface_to_corner, place_window,  # noqa: F401
                       unwatch, watch, window_id, window_of, windows, wmctrl, xprop_text,
                       xwininfo_text)
import wlwindows

# --------------------------------------------------------------------------
# The drag "cursor" (see dnd.py): what the apps' logs say of their drags


def pointer_seen(x: int, y: int) -> bool:
    """Whether the app under x, y has been told the pointer is there, on
    the surface that is there: over a popup, the popup. (A menu that GTK
    4.8 configured but never drew, its first buffer never committed, is
    not on screen: mutter tells the parent of the motions over where the
    menu would be, and a press there closed the menu. The harness used to
    take that for the pointer on the menu's item, and the test then failed
    later on an effect that never came; now it fails at the click, saying
    the app never saw the pointer on the menu.)"""
    for log in live_logs():
        if log.update().screen_pointer() != (x, y):
            continue
        popup = log.popup_at(x, y)
        if popup is None or log.pointer[0] == popup:
            return True
    return False


def over_an_app(x: int, y: int) -> bool:
    return any(log.update().covers(x, y) for log in live_logs())


def cursor_name() -> str:
    """The X11 drag cursor's name for the state of a drag one of the
    running apps started ("dnd-none" refused, "dnd-move" accepted), else
    "left_ptr": GTK shows the drop target's last answer as the cursor on
    X11; on Wayland the drag source gets it as wl_data_source.target."""
    for log in reversed(live_logs()):
        state = log.update().drag
        if state is not None:
            return "dnd-move" if state == "accepted" else "dnd-none"
    return "left_ptr"


# --------------------------------------------------------------------------
# Keys as a person presses them

# How long a key stays down once the focused app has read its press: about
# a person's press. GTK 4.8 takes the newest input serial it has read for
# what a key asks of the compositor (a context menu's popup grab, an
# activation token); a release read in the same batch as the press gives
# the release's, which mutter refuses for a key that is up: Shift+F10's
# menu was dismissed at once (xdg_popup.popup_done), and GTK 4.8 then
# mapped it again without its grab on the next key, where Escape did not
# reach it.
KEY_HOLD = 0.1


def press_and_release(combo: str, held: Optional[Callable[[], None]] = None, must_read: bool = False) -> None:
    """Presses a key combination, holds it until the app with the keyboard
    focus has read the press, then `held()` more (default: KEY_HOLD), and
    releases it; with no app focused, at once (nobody to wait for). An app
    too busy to read it gets the release late, as from a person holding
    the key, unless `must_read`: then that is an error."""
    target = wlwindows.focused()
    if target is None:
        key_combo(combo)
        return
    log = target[0]
    expected = log.key_presses + len(combo.split("+"))
    key_combo(combo, release=False)
    try:
        def read() -> bool:
            return log.update().key_presses >= expected or not wlwindows._running(log)
        try:
            wlwindows._wait(read, f"an app to read the key press {combo}")
        except WaylandInputError:
            if must_read:
                raise
        (held or (lambda: time.sleep(KEY_HOLD)))()
    finally:
        key_combo(combo, press=False)


# --------------------------------------------------------------------------
# Clicks as a person makes them

# How long a click waits for the app under the pointer to read its press
# before it lets the button go anyway (an app that busy gets the release
# late, as from a person holding the button).
CLICK_READ_TIMEOUT = 10.0


def click_as_a_person(number: int, count: int = 1) -> None:
    """A click of button `number` (`count` clicks: a double click) that
    holds the button until an app under the pointer has read the press, as
    keys are held (see KEY_HOLD), then lets it go.

    A CI run under load clicked a menu bar title, found the app idle with
    no menu, clicked once more and still saw none (View, and Edit, whose
    menu then stayed open through Escape). The click was sent as one
    request and returned at once: an app idle right after it (App.click_for)
    may not have been given it yet, and an app that reads the press and the
    release in one batch opens the menu with the press already over. Now a
    click returns only once the app has the press. A press that closes a
    menu of the app's (mutter's popup grab ends, xdg_popup.popup_done) is
    not given to the app and counts as read. Over no app, the click goes
    at once."""
    x, y = pointer_location()
    logs = [log for log in live_logs() if log.update().covers(x, y)]
    if not logs:
        click(number, count)
        return
    presses = {id(log): log.button_presses for log in logs}
    dismissed = {id(log): log.popups_dismissed for log in logs}

    def read(expected: int) -> bool:
        return any(log.update().button_presses >= presses[id(log)] + expected
                   or log.popups_dismissed > dismissed[id(log)] or not wlwindows._running(log)
                   for log in logs)

    def wait(expected: int, what: str) -> None:
        try:
            wlwindows._wait(lambda: read(expected), what, timeout=CLICK_READ_TIMEOUT)
        except WaylandInputError:
            pass  # the app gets the rest late

    if count != 1:
        click(number, count)  # one request: a double click stays one
        wait(count, "an app to read the clicks")
        return
    button(number, True)
    try:
        wait(1, "an app to read the press")
        time.sleep(0.02)
    finally:
        button(number, False)


# --------------------------------------------------------------------------
# xdotool's commands, as the tests use them


def xdotool(*args: str) -> str:
    """Carries out an xdotool command line (chained commands too) with
    Wayland input: mousemove, mousedown, mouseup, click [--repeat N],
    key/keydown/keyup [--clearmodifiers] [--delay MS], type [--delay MS],
    getmouselocation [--shell], getdisplaygeometry, sleep; and the window
    commands search [--pid] [--name] (both only with --all, which xdotool
    needs to match both), getwindowname, getactivewindow,
    windowmove (to the nearest corner), windowactivate, windowminimize and
    windowsize [--sync] (all synchronous), as wlwindows.py carries them out."""
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
        elif command == "mousedown":
            wlwindows.pointer_down()
            button(int(words.pop(0)), True)
        elif command == "mouseup":
            button(int(words.pop(0)), False)
            wlwindows.pointer_up()
        elif command == "click":
            click_as_a_person(int(words.pop(0)), int(options.get("--repeat", "1")))
        elif command in ("key", "keydown", "keyup"):
            delay = int(options.get("--delay", "12")) / 1000
            while words and not _is_command(words[0]):
                if command == "key":
                    press_and_release(words.pop(0))
                else:
                    key_combo(words.pop(0), press=command == "keydown", release=command == "keyup")
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
            if "--pid" in options and name is not None and "--all" not in options:
                # xdotool's default --any matches windows of the pid *or* with
                # the name: on X11 such a search finds every window of the app.
                raise WaylandInputError("xdotool search --pid with a name matches either (its --any): "
                                        "add --all, or compare getwindowname's answers")
            out.extend(f"{window}\n" for window in windows(options.get("--pid"), name))
        elif command == "getwindowname":
            log, surface = window_of(words.pop(0))
            out.append(log.titles.get(surface, "") + "\n")
        elif command == "getactivewindow":
            out.extend(f"{window}\n" for window in active_windows())
        elif command == "windowmove":
            window, x, y = words.pop(0), int(words.pop(0)), int(words.pop(0))
            place_window(window, x, y)
        elif command == "windowactivate":
            wlwindows.activate(words.pop(0))
        elif command == "windowminimize":
            wlwindows.minimize(words.pop(0))
        elif command == "windowsize":
            window, width, height = words.pop(0), int(words.pop(0)), int(words.pop(0))
            wlwindows.resize(window, width, height)
        elif command == "getwindowgeometry":
            out.append(wlwindows.geometry_text(words.pop(0)))
        else:
            raise WaylandInputError(f"xdotool {command} has no Wayland equivalent in wlsession.py")
    return "".join(out)


_COMMANDS = {"mousemove", "mousedown", "mouseup", "click", "key", "keydown", "keyup", "type",
             "getmouselocation", "getdisplaygeometry", "sleep", "search", "getwindowname",
             "getactivewindow", "windowmove", "windowactivate", "windowminimize", "windowsize",
             "getwindowgeometry"}


def _is_command(word: str) -> bool:
    return word in _COMMANDS


if __name__ == "__main__":
    # `xdotool` and `wmctrl` on PATH in a with-wayland session, for tests
    # that run them as processes of their own: the same commands, on the
    # apps the harness watches (wlwindows.load_registry).
    import sys
    tool = "wmctrl" if sys.argv[1:2] == ["--wmctrl"] else "xdotool"
    try:
        wlwindows.load_registry()
        if tool == "wmctrl":
            sys.stdout.write(wmctrl(*sys.argv[2:]))
        else:
            sys.stdout.write(xdotool(*sys.argv[1:]))
    except (WaylandInputError, IndexError, ValueError) as error:
        print(f"{tool} (Wayland): {error}", file=sys.stderr)
        sys.exit(1)
