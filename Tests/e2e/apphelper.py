"""Drive a real GTK 4 program the way a person would, for end-to-end tests.

The program runs on the X server that `meson-helpers/with-display` starts
(Xvfb + openbox + D-Bus + AT-SPI). This module finds widgets through the
accessibility tree (pyatspi), and acts on them with real X input (xdotool):
real pointer clicks and drags, real key presses.

Coordinates. GTK 4.8 reports a widget's AT-SPI extents in *window*
coordinates, whatever coordinate type is asked for (asking for screen
coordinates only adds a warning), and the numbers are:

- x, y: the origin of the widget's *content box* (inside border and
  padding), relative to the content box of the GtkWindow;
- width, height: the size of the content box (gtk_widget_get_width/height).

The GtkWindow's content box sits inside the X client window by the window's
own CSS border/padding/margin (5 px on each side with Adwaita's solid-csd
under openbox; 0 when maximized). `App.refresh_geometry` measures it as
(client window size - frame extents size) / 2, and the centre of the content
box is the centre of the widget (padding is symmetric in Adwaita), so:

    screen_x = client_x + (client_w - frame_w) / 2 + ext.x + ext.w / 2

The same holds in every GtkWindow (a dialog's widgets are relative to the
dialog). A popover (menu) is its own X window, the same size as the
popover's extents, and its widgets are relative to the GtkWindow as if the
popover sat at its own extents' origin, so:

    screen_x = popup_x + (ext.x - popover_ext.x) + ext.w / 2

`App.extents` picks the right rule from the widget's ancestors.

The tree walking lives in a11y.py; X input, geometry, the cursor, screen
shots and the one wait mechanism (wait_until) in xsession.py; drag and drop
between widgets in dnd.py; per-test folders and logs in appdirs.py. This
module ties them to one running program.

Usage (see conftest.py for the fixtures):

    app = launch(binary, title="My Note")
    bold = app.find(role="push button", name="Bold")
    app.click(bold)
    assert app.is_checked(bold)
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Optional, Sequence

import pyatspi

import wlsession

from a11y import (ancestors, applications, children, describe, describe_desktop,
                  dump_tree, is_application, layer, matches, pid_of, state_names, walk)
from appdirs import AppDirs, log_end, read_log
from dnd import drag_and_drop
from wlapp import WaylandWindows
from xsession import (DEFAULT_TIMEOUT, OUTPUT_DIR, REPO_ROOT, WAYLAND, AppError, AppExited,
                      cursor_name, describe_pointer, drag_pointer, parse_xwininfo, pointer_to,
                      run_tool, sanitize, screenshot, screenshot_when, viewable_windows,
                      wait_until, windows_titled, xdotool, xwininfo)

# --------------------------------------------------------------------------
# The app under test


@dataclass
class App(WaylandWindows):
    """One running instance of a program under test, with its main window.

    Under E2E_BACKEND=wayland the window lookups and placement go through
    wlapp.WaylandWindows (see there); the interface is the same."""

    argv: Sequence[str]
    dirs: AppDirs
    title: str
    label: str = "app"
    extra_env: dict = field(default_factory=dict)
    proc: Optional[subprocess.Popen] = None
    accessible: object = None      # the AT-SPI application
    window: object = None          # the AT-SPI frame titled `title`
    xid: Optional[str] = None      # the X client window of `window`
    origin: Optional[tuple[int, int]] = (0, 0)   # screen position of the window's content box
    stderr_path: Optional[Path] = None
    stderr_start: int = 0
    stdout_path: Optional[Path] = None
    _xids: dict = field(default_factory=dict)   # title -> the X window found last

    # ---- lifecycle -------------------------------------------------------

    def start(self, timeout: float = DEFAULT_TIMEOUT, move_to_origin: bool = True) -> "App":
        """Starts the program and waits until its window is on screen."""
        OUTPUT_DIR.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ)
        env.update(self.dirs.env())
        env.update(self.extra_env)
        if WAYLAND:
            env.update(self._wl_env())
        stem = sanitize(self.label)
        self.stderr_path = OUTPUT_DIR / f"{stem}.stderr.log"
        self.stdout_path = OUTPUT_DIR / f"{stem}.stdout.log"
        if not Path(self.argv[0]).exists():
            raise AppError(f"program not found: {self.argv[0]}")
        # Opened in append mode: a test that relaunches keeps both logs (and
        # earlier runs' logs stay); stderr() reads from where this launch began.
        self.stderr_start = log_end(self.stderr_path)
        with open(self.stderr_path, "ab") as err, open(self.stdout_path, "ab") as out:
            self.proc = subprocess.Popen(list(self.argv), env=env, stdin=subprocess.DEVNULL,
                                         stdout=out, stderr=err, cwd=str(self.dirs.home))
        self.wait_for_window(timeout)
        if move_to_origin:
            self.move_to(0, 0)
        elif WAYLAND:
            self.origin = None
        else:
            self.refresh_geometry()
        # (On Wayland, a window left where it opened is placed when a click
        # first needs its origin: placing needs the keyboard focus, which a
        # window under a modal alert does not get.)
        return self

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def _check_alive(self) -> None:
        if self.proc is not None and self.proc.poll() is not None:
            raise AppExited(f"{self.argv[0]} exited with status {self.proc.returncode}\n"
                            f"--- its stderr ---\n{self.stderr()}")

    def wait_for_window(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Finds the app on the accessibility bus by pid, then its window by
        title, and waits until the window is viewable on the X server."""
        def found() -> Optional[tuple]:
            self._check_alive()
            app = next((a for a in applications() if pid_of(a) == self.pid), None)
            if app is None:
                return None
            frame = next((w for w in children(app) if w.name == self.title
                          and "showing" in state_names(w)), None)
            return (app, frame) if frame is not None else None

        self.accessible, self.window = wait_until(
            found, timeout=timeout, interval=0.1,
            what=f"a window titled {self.title!r} from pid {self.pid} ({self.argv[0]})",
            describe=lambda: (f"applications on the accessibility bus:\n{describe_desktop()}\n"
                              f"--- stderr ---\n{self.stderr()}"))
        # The window may be mapped before its first frame is drawn.
        self.xid = self.wait_for_x_window(self.title, timeout=timeout)

    def wait_for_x_window(self, title: str, timeout: float = DEFAULT_TIMEOUT) -> str:
        """Waits until this app has a viewable X window titled `title`, and
        returns its id. (GTK builds a window's widgets before it maps it, so
        once it is viewable its accessible tree is complete.)"""
        if WAYLAND:
            return self._wl_wait_for_window(title, timeout)
        def viewable() -> Optional[str]:
            self._check_alive()
            xid = self._find_xid(title)
            return xid if xid and "IsViewable" in run_tool("xwininfo", "-id", xid, check=False) \
                else None
        return wait_until(viewable, timeout=timeout, what=f"the X window {title!r} to be viewable")

    def wait_for_no_x_window(self, title: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until this app has no X window titled `title` any more
        (a closed dialog: GTK destroys its X window)."""
        wait_until(lambda: self._find_xid(title) is None, timeout=timeout,
                   what=f"the window {title!r} to close", describe=self.describe_state)

    def describe_state(self) -> str:
        """What a failed wait should report: whether the app is running,
        stalled or blocked (its process state), and where the pointer is;
        its threads' native stacks go to <label>.stacks.txt beside its logs
        (gdb, three samples a second apart: a busy loop shows where it spins),
        and the screen as it was to <label>.stuck.png, with the windows'
        places (X11: xwininfo -root -tree) in the stacks file's head."""
        state = f"{process_state(self.pid)}; {describe_pointer()}"
        if WAYLAND and self.running():
            state += f"; {self._wl_log().describe_popups()}"
        if self.stderr_path is not None and self.running():
            stem = sanitize(self.label)
            shot = screenshot(f"{stem}.stuck")
            state += f"; screen in {shot}"
            stacks = self.stderr_path.with_name(f"{stem}.stacks.txt")
            if save_native_stacks(self.pid, stacks,
                                  header="" if WAYLAND else run_tool("xwininfo", "-root", "-tree", check=False)):
                state += f"; native stacks in {stacks}"
        return state

    def _find_xid(self, title: Optional[str] = None) -> Optional[str]:
        """This app's X window titled `title` (default: the main window's).

        The window found last for a title is checked first (one xdotool
        call instead of one per window of the app: every click in a dialog
        asks, and each call costs on a loaded machine)."""
        title = self.title if title is None else title
        if WAYLAND:
            return self._wl_find(title)
        known = self._xids.get(title)
        if known and run_tool("xdotool", "getwindowname", known, check=False).strip() == title:
            return known
        out = run_tool("xdotool", "search", "--pid", str(self.pid), check=False)
        for wid in out.split():
            if run_tool("xdotool", "getwindowname", wid, check=False).strip() == title:
                self._xids[title] = wid
                return wid
        return None

    def quit(self, keys: Optional[str] = None, timeout: float = DEFAULT_TIMEOUT) -> int:
        """Quits gracefully, and returns the exit status.

        Without `keys`, asks the window manager to close the window (as the
        title bar's close button would); with `keys` (e.g. "ctrl+q"), presses
        them instead."""
        if not self.running():
            return self.proc.returncode if self.proc else 0
        if keys:
            self.key(keys)
        elif WAYLAND:
            self._wl_close()
        elif self.xid:
            run_tool("wmctrl", "-i", "-c", self.xid, check=False)
        try:
            status = self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise AppError(f"{self.argv[0]} did not exit within {timeout} s after "
                           f"{'pressing ' + keys if keys else 'closing its window'}") from None
        if WAYLAND:
            self._wl_forget()  # its windows are gone: no focus or window to report
        return status

    def kill(self) -> None:
        """Ends the program at once (SIGKILL), as a crash or power loss would."""
        if self.running():
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=10)
        if WAYLAND:
            self._wl_forget()

    def wait_until_idle(self, quiet: float = 0.5, timeout: float = 600) -> None:
        """Waits until the app has handled the input sent to it: it sleeps and
        has used no CPU for `quiet` seconds. However starved the app is, a
        backlog of events keeps it runnable or using CPU, so this holds on a
        loaded machine where a deadline on the effect would not."""
        wait_until(lambda: self.is_idle(quiet) or not self.running(), timeout=timeout, interval=0,
                   what="the app to handle its input", describe=self.describe_state)

    def is_idle(self, quiet: float = 0.5) -> bool:
        """Whether the app sleeps and uses no CPU for `quiet` seconds (it
        takes that long to answer); true once it is gone."""
        before = cpu_ticks_and_state(self.pid)
        time.sleep(quiet)
        after = cpu_ticks_and_state(self.pid)
        if before is None or after is None:
            return True
        return before[0] == after[0] and after[1] == "S"

    def stderr(self) -> str:
        """What this launch wrote to standard error (on Wayland, without the
        WAYLAND_DEBUG protocol lines the harness reads)."""
        text = read_log(self.stderr_path, self.stderr_start) if self.stderr_path else ""
        if WAYLAND:
            text = "".join(line for line in text.splitlines(keepends=True)
                           if not wlsession.is_protocol_line(line))
        return text

    def stdout(self) -> str:
        if self.stdout_path and self.stdout_path.exists():
            return self.stdout_path.read_text(errors="replace")
        return ""

    # ---- geometry --------------------------------------------------------

    def move_to(self, x: int, y: int) -> None:
        """Moves the window so that its client window's top-left is at x, y.
        (Wayland: only 0, 0, with mutter's move-to-corner key.)"""
        if WAYLAND:
            self.origin = self._wl_move_to(self.title, x, y)
            return
        xdotool("windowmove", "--sync", self.xid, str(x), str(y))
        # --sync can return before the move is done under load (a stress run
        # read the old position right after moving a window back to 0, 0).
        wait_until(lambda: (lambda info: (info["x"], info["y"]) == (x, y))(xwininfo(self.xid)),
                   what=f"the window to be at {x}, {y}", describe=lambda: str(xwininfo(self.xid)))
        self.refresh_geometry()

    def refresh_geometry(self) -> None:
        """Measures where the GtkWindow's content box is on screen (see the
        module comment). Call after the window moved or was resized."""
        if WAYLAND:
            self.origin = self._wl_origin_of(self.title)
            return
        self.origin = _window_origin(self.xid, self.window)

    def extents(self, acc) -> tuple[int, int, int, int]:
        """The widget's content box in screen coordinates: x, y, width, height."""
        ext = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        ox, oy = self._origin_for(acc)
        return (ox + ext.x, oy + ext.y, ext.width, ext.height)

    def _origin_for(self, acc) -> tuple[int, int]:
        """Screen position of the coordinate origin `acc`'s extents use: its
        popover's, or its window's (see the module comment)."""
        chain = ancestors(acc)
        popover = next((a for a in chain if layer(a) == pyatspi.LAYER_POPUP), None)
        if popover is not None and WAYLAND:
            return self._wl_popup_origin(popover)
        if popover is not None:
            pext = popover.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            xid = self._popup_xid(pext.width, pext.height)
            info = xwininfo(xid)
            return (info["x"] - pext.x, info["y"] - pext.y)
        top = next((a for a in chain if is_application(a.parent)), None)
        if top is None or top.name == self.title:
            if self.origin is None:
                self.refresh_geometry()
            return self.origin
        if WAYLAND:
            return self._wl_origin_of(top.name)
        xid = wait_until(lambda: self._find_xid(top.name), what=f"the X window of {top.name!r}")
        return _window_origin(xid, top)

    def _popup_xid(self, width: int, height: int) -> str:
        """The viewable override-redirect X window of this app with this size."""
        def find() -> Optional[str]:
            out = run_tool("xdotool", "search", "--onlyvisible", "--pid", str(self.pid),
                           check=False)
            for wid in reversed(out.split()):
                info = run_tool("xwininfo", "-id", wid, check=False)
                geometry = parse_xwininfo(info)
                if ("Override Redirect State: yes" in info
                        and geometry.get("width") == width and geometry.get("height") == height):
                    return wid
            return None
        return wait_until(find, what=f"a {width}x{height} popup window")

    def centre(self, acc) -> tuple[int, int]:
        """The widget's centre in screen coordinates: a click target."""
        x, y, w, h = self.extents(acc)
        return (x + w // 2, y + h // 2)

    # ---- lookup ----------------------------------------------------------

    def find_all(self, role: Optional[str] = None, name: Optional[str] = None,
                 predicate: Optional[Callable[[object], bool]] = None,
                 root=None, visible: bool = False) -> list:
        """Every accessible below `root` (default: the app) with this role and
        name, breadth-first. `visible=True` keeps only those whose every
        ancestor is visible too (e.g. not in a closed popover)."""
        return [acc for acc in walk(root or self.accessible, only_visible=visible)
                if matches(acc, role, name, predicate)]

    def find(self, role: Optional[str] = None, name: Optional[str] = None,
             predicate: Optional[Callable[[object], bool]] = None, root=None,
             visible: bool = False, timeout: float = DEFAULT_TIMEOUT):
        """The first accessible matching role/name; waits up to `timeout`.
        On failure the message holds the whole accessible tree."""
        def first() -> object:
            self._check_alive()
            # The walk stops at the first match: each object costs round
            # trips to the app.
            return next((acc for acc in walk(root or self.accessible, only_visible=visible)
                         if matches(acc, role, name, predicate)), None)

        what = " ".join(filter(None, [f"role={role!r}" if role else "",
                                      f"name={name!r}" if name else "",
                                      "visible" if visible else ""]))
        return wait_until(first, timeout=timeout, interval=0.1, what=f"an accessible with {what}",
                          describe=lambda: f"the accessible tree is:\n"
                                           f"{dump_tree(root or self.accessible)}")

    def dump(self) -> str:
        return dump_tree(self.accessible)

    # ---- state -----------------------------------------------------------

    def states(self, acc) -> set[str]:
        return state_names(acc)

    def is_checked(self, acc) -> bool:
        """A toggle's on state (GTK 4.8 shows "checked" or "pressed")."""
        return bool(self.states(acc) & {"checked", "pressed"})

    def is_focused(self, acc) -> bool:
        return "focused" in self.states(acc)

    def is_sensitive(self, acc) -> bool:
        return "sensitive" in self.states(acc)

    def wait_for_state(self, acc, state: str, present: bool = True,
                       timeout: float = DEFAULT_TIMEOUT) -> None:
        wait_until(lambda: (state in self.states(acc)) == present, timeout=timeout,
                   what=f"{describe(acc)} to {'gain' if present else 'lose'} {state!r}")

    def text(self, acc) -> str:
        """The whole text of a text widget, through the AT-SPI Text interface."""
        acc.clear_cache()
        text = acc.queryText()
        return text.getText(0, text.characterCount)

    def value(self, acc) -> float:
        """The current value of a slider, through the AT-SPI Value interface."""
        acc.clear_cache()
        return acc.queryValue().currentValue

    def do_action(self, acc, action_name: Optional[str] = None) -> None:
        """Runs an accessible action (default: the first one). Not real
        input: prefer click() where the widget is on screen."""
        action = acc.queryAction()
        for i in range(action.nActions):
            if action_name is None or action.getName(i) == action_name:
                action.doAction(i)
                return
        raise AppError(f"{describe(acc)} has no action {action_name!r}")

    # ---- input -----------------------------------------------------------

    def _point(self, target) -> tuple[int, int]:
        if isinstance(target, tuple):
            return target
        return self.centre(target)

    def mouse_to(self, target) -> None:
        """Moves the pointer to `target` and waits until it is there."""
        pointer_to(*self._point(target))

    def click(self, target, button: int = 1, repeat: int = 1) -> None:
        """A real click at the centre of `target` (an accessible or an (x, y)
        screen point)."""
        self._check_alive()
        pointer_to(*self._point(target))
        xdotool("click", "--repeat", str(repeat), str(button))

    def right_click(self, target) -> None:
        self.click(target, button=3)

    def key(self, *keys: str) -> None:
        """Real key presses, e.g. key("ctrl+q") or key("Tab", "Return")."""
        self._check_alive()
        if WAYLAND:
            self._wl_keys(keys)
            return
        xdotool("key", "--clearmodifiers", *keys)

    def type_text(self, text: str, delay_ms: int = 12) -> None:
        """Types `text` as key presses into the focused widget."""
        self._check_alive()
        if WAYLAND:
            self._wl_wait_for_keyboard()
        xdotool("type", "--clearmodifiers", "--delay", str(delay_ms), text)

    def drag(self, source, target, steps: int = 12, step_sleep: float = 0.03,
             button: int = 1, before_release: Optional[Callable[[], object]] = None,
             what: str = "the drag to arrive") -> None:
        """A real pointer drag from `source` to `target` (accessibles or
        screen points), e.g. a slider's knob or a window's title; see
        xsession.drag_pointer (`before_release`: a condition to wait for
        before the button goes up). Between widgets, use drag_and_drop."""
        self._check_alive()
        drag_pointer(self._point(source), self._point(target), steps, step_sleep, button,
                     before_release=before_release, what=what)

    def drag_and_drop(self, source, target, *, accepting, refusing=None, dropped: bool = True,
                      while_held: Optional[Callable[[], None]] = None) -> None:
        """A real drag-and-drop from `source` to `target` (accessibles or
        screen points) that waits for the drop target's answer before it
        releases; see dnd.py. `accepting`/`refusing`: a place where a drop
        target accepts the drag / where nothing does. `dropped` false: the
        target refuses the drag (a release where nothing takes it)."""
        self._check_alive()
        drag_and_drop(self._point(source), self._point(target),
                      accepting=self._point(accepting),
                      refusing=None if refusing is None else self._point(refusing),
                      dropped=dropped, while_held=while_held)
        # The drop's X round trips (XdndDrop, XdndFinished, the source's
        # drag-end) are handled before the next input comes.
        self.wait_until_idle(quiet=0.3)

    def click_for(self, target, effect: Callable[[], object], what: str, repeat: int = 1) -> object:
        """Clicks `target` and waits for `effect`. When the app has handled
        all its input (idle) and the click did nothing, GTK 4.8 on X11
        dropped the press (seen for clicks right after a drag ended, in
        toolbarview.right_click_for_menu after a popover closed, and on a
        menu title right after launch; the widget was sensitive and showed
        the pointer over it): the click is made once more, and said so. A
        click the app got late is not made twice: its effect is looked for
        only once the app is idle. `repeat`: 2 for a double click."""
        return self._once_more_when_idle(lambda: self.click(target, repeat=repeat), effect, what,
                                         f"click_for: the click for {what}", "clicking")

    def right_click_for(self, target, effect: Callable[[], object], what: str) -> object:
        """Right-clicks `target` and waits for `effect`, once more when the
        app is idle and nothing happened, as `click_for` clicks (a CI run:
        a right-click on the toolbar opened no menu)."""
        return self._once_more_when_idle(lambda: self.right_click(target), effect, what,
                                         f"right_click_for: the right-click for {what}", "right-clicking")

    def context_menu(self, target, what: str = "a context menu"):
        """Right-clicks `target` and returns the menu that opens (the first
        visible menu with items), right-clicking once more as
        `right_click_for` does (a loaded run on Wayland: the app read the
        press of a right-click on the toolbar and opened nothing)."""
        def open_menu():
            return next((menu for menu in self.find_all(role="menu", visible=True)
                         if self.find_all(role="menu item", root=menu, visible=True)), None)
        return self.right_click_for(target, open_menu, what=what)

    def key_for(self, keys: Sequence[str], effect: Callable[[], object], what: str) -> object:
        """Presses `keys` and waits for `effect`, as `click_for` clicks: when
        the app is idle and nothing happened, the press was dropped (a CI
        run: F10 right after a window drag ended opened no menu), and the
        keys are pressed once more, said so."""
        return self._once_more_when_idle(lambda: self.key(*keys), effect, what,
                                         f"key_for: {' '.join(keys)} for {what}", "pressing")

    def _once_more_when_idle(self, act: Callable[[], None], effect: Callable[[], object], what: str,
                             action: str, verb: str) -> object:
        """`act`, then `effect` once the app is idle; if it did nothing,
        prints that `action` had no effect and acts once more."""
        act()
        self.wait_until_idle(quiet=0.3)
        if WAYLAND:
            self._wl_wait_for_popups()
        done = effect()
        if done:
            return done
        print(f"{action} had no effect once the app was idle; {verb} once more")
        act()
        return wait_until(effect, what=what, describe=self.describe_state)

    def screenshot(self, name: Optional[str] = None) -> Path:
        return screenshot(name or self.label)


def cpu_ticks_and_state(pid: int) -> Optional[tuple[int, str]]:
    """A process's CPU time so far (clock ticks) and scheduler state, or
    None when it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return int(fields[11]) + int(fields[12]), fields[0]


def save_native_stacks(pid: int, path: Path, samples: int = 3, header: str = "") -> bool:
    """Writes `header`, then every thread's native stack of `pid`, `samples`
    times a second apart, to `path` (gdb attaches for a moment); False
    without gdb."""
    if shutil.which("gdb") is None:
        return False
    with open(path, "w") as out:
        out.write(header)
        for sample in range(samples):
            out.write(f"==== sample {sample + 1} at {time.strftime('%H:%M:%S')}: {process_state(pid)}\n")
            out.flush()
            try:
                subprocess.run(["gdb", "-batch", "-nx", "-p", str(pid), "-ex", "set pagination off",
                                "-ex", "thread apply all bt 40"],
                               stdout=out, stderr=subprocess.DEVNULL, timeout=60, check=False)
            except subprocess.TimeoutExpired:
                out.write("(gdb took longer than 60 s)\n")
            time.sleep(1)
    return True


def process_state(pid: int) -> str:
    """A process's scheduler state, kernel wait channel and CPU time, from /proc."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        wchan = Path(f"/proc/{pid}/wchan").read_text().strip() or "-"
    except OSError:
        return f"pid {pid} is gone"
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(fields[11]) + int(fields[12])) / ticks
    return f"pid {pid} state {fields[0]} (wchan {wchan}), {cpu:.1f} s of CPU"


def _window_origin(xid: str, frame) -> tuple[int, int]:
    """Screen position of a GtkWindow's content box: its X client window's
    position plus the inset (client size - frame extents size) / 2."""
    info = xwininfo(xid)
    ext = frame.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    inset_x = max(0, (info["width"] - ext.width) // 2)
    inset_y = max(0, (info["height"] - ext.height) // 2)
    return (info["x"] + inset_x, info["y"] + inset_y)


# --------------------------------------------------------------------------
# Binaries


def note_editor_binary() -> Path:
    """$NOTE_EDITOR_BINARY, else the debug build: `swift build --show-bin-path`."""
    override = os.environ.get("NOTE_EDITOR_BINARY")
    if override:
        return Path(override)
    bin_dir = subprocess.run(["swift", "build", "--show-bin-path"], cwd=REPO_ROOT,
                             capture_output=True, text=True, check=True).stdout.strip()
    return Path(bin_dir) / "NoteEditor"


def reference_binary() -> Path:
    """$REFERENCE_BINARY, else Benchmarks/Reference/reference.c built on demand."""
    override = os.environ.get("REFERENCE_BINARY")
    if override:
        return Path(override)
    out = subprocess.run([str(REPO_ROOT / "meson-helpers" / "build-reference")],
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise AppError(f"building the reference program failed:\n{out.stderr}")
    return Path(out.stdout.strip())


def launch(argv: Sequence[str], title: str, dirs: Optional[AppDirs] = None,
           label: str = "app", env: Optional[dict] = None,
           timeout: float = DEFAULT_TIMEOUT) -> App:
    """Starts `argv` with its own folders and returns it once its window
    titled `title` is on screen at 0,0."""
    app = App(argv=[str(a) for a in argv], dirs=dirs or AppDirs.create(), title=title,
              label=label, extra_env=dict(env or {}))
    app.start(timeout=timeout)
    return app


__all__: Iterable[str] = [
    "App", "AppDirs", "AppError", "AppExited", "OUTPUT_DIR", "cursor_name", "describe",
    "dump_tree", "launch", "note_editor_binary", "reference_binary", "screenshot",
    "screenshot_when", "state_names", "wait_until", "walk",
]
