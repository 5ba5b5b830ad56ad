"""Helpers for the fault tests (test_fault*.py): the app's files, warning
lines, mounts (a read-only folder, a full disk) and running the app as an
unprivileged user (permission tests: the suite runs as root, and root
reads and writes any file whatever its mode)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Optional

from apphelper import AppDirs, OUTPUT_DIR, log_end, read_log, sanitize, wait_until
from xsession import DEFAULT_TIMEOUT, WAYLAND, run_tool, windows_titled

if WAYLAND:
    import wlsession

APP_ID = "org.gtkui.NoteEditor"
TITLE = "My Note"
TOOLBAR_ID = "editingtools"
DEFAULT_ITEMS = ["sizeSelector", "bold", "italic"]
NOBODY = 65534


def toolbars_file(dirs: AppDirs) -> Path:
    return dirs.config / APP_ID / "toolbars.json"


def note_file(dirs: AppDirs) -> Path:
    return dirs.data / APP_ID / "note.txt"


def settings_file(dirs: AppDirs) -> Path:
    return dirs.data / APP_ID / "settings.json"


def good_toolbars(items: Optional[list[str]] = None, mode: str = "iconOnly") -> bytes:
    """A valid toolbars.json (version 1) with `items` in the toolbar."""
    items = DEFAULT_ITEMS if items is None else items
    document = {"version": 1, "toolbars": {TOOLBAR_ID: {
        "displayMode": mode, "isVisible": True, "seenItemIDs": sorted(DEFAULT_ITEMS),
        "entries": [{"id": item, "kind": "item"} for item in items]}}}
    return json.dumps(document, indent=2, sort_keys=True).encode()


def read_layout(path: Path) -> dict:
    """The editingtools layout of a toolbars.json; fails if it is not valid."""
    document = json.loads(path.read_bytes())
    assert document["version"] == 1, document
    layout = document["toolbars"][TOOLBAR_ID]
    assert isinstance(layout["entries"], list) and isinstance(layout["isVisible"], bool), layout
    assert layout["displayMode"] in ("iconAndText", "iconOnly", "textOnly"), layout
    for entry in layout["entries"]:
        assert isinstance(entry["id"], str) and entry["kind"] in ("item", "space", "flexibleSpace", "separator")
    return layout


def moved_aside(path: Path) -> list[Path]:
    """The copies of `path` the app moved aside (`<name>.corrupt-<time>[-N]`)."""
    return sorted(path.parent.glob(path.name + ".corrupt-*")) if path.parent.is_dir() else []


def lines_naming(text: str, path: Path) -> list[str]:
    """The lines of `text` (an app's stderr) that name `path`."""
    return [line for line in text.splitlines() if str(path) in line]


def gtk_problems(stderr: str) -> list[str]:
    """GTK/GLib critical warnings and warnings in an app's stderr."""
    return [line for line in stderr.splitlines() if "CRITICAL" in line or "WARNING **" in line]


def write_huge(path: Path, size: int = 100 * 1024 * 1024, head: bytes = b'{"version": 1, ') -> None:
    """A `size`-byte file starting with `head` (sparse: no disk is used for the rest)."""
    with open(path, "wb") as f:
        f.write(head)
        f.truncate(size)


# --------------------------------------------------------------------------
# Mounts (the suite runs as root; tests skip where mounting is not allowed)


def _mount(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run(["mount", *argv], capture_output=True, text=True)


def can_mount() -> bool:
    probe = Path(tempfile.mkdtemp(prefix="mount-probe-"))
    try:
        if _mount("-t", "tmpfs", "-o", "size=64k", "tmpfs", str(probe)).returncode != 0:
            return False
        subprocess.run(["umount", str(probe)], check=False)
        return True
    finally:
        shutil.rmtree(probe, ignore_errors=True)


@contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """Makes `folder` read-only for everyone, root included (a read-only bind mount)."""
    result = _mount("--bind", str(folder), str(folder))
    assert result.returncode == 0, result.stderr
    try:
        result = _mount("-o", "remount,bind,ro", str(folder))
        assert result.returncode == 0, result.stderr
        yield
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


@contextmanager
def small_disk(folder: Path, size_kib: int) -> Iterator[None]:
    """Mounts a `size_kib` KiB tmpfs on `folder` (keeping what it held)."""
    saved = Path(tempfile.mkdtemp(prefix="small-disk-"))
    for item in folder.iterdir():
        shutil.move(str(item), saved / item.name)
    result = _mount("-t", "tmpfs", "-o", f"size={size_kib}k,mode=755", "tmpfs", str(folder))
    assert result.returncode == 0, result.stderr
    try:
        for item in saved.iterdir():
            shutil.move(str(item), folder / item.name)
        yield
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)
        shutil.rmtree(saved, ignore_errors=True)


def fill_disk(folder: Path) -> Path:
    """Fills the file system of `folder` with a filler file; returns it."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        for size in (65536, 4096, 512, 1):
            try:
                while os.write(fd, b"\0" * size) > 0:
                    pass
            except OSError:
                continue  # full at this size: try smaller pieces
    finally:
        os.close(fd)
    return filler


# --------------------------------------------------------------------------
# An unprivileged run (no accessibility bus: the bus belongs to root)


class UnprivilegedApp:
    """NoteEditor started as user `nobody` with folders under /tmp it owns."""

    def __init__(self, binary: Path, label: str):
        # The session's TMPDIR is inside a root-only folder: nobody could not reach it.
        self.root = Path(tempfile.mkdtemp(prefix="e2e-nobody-", dir="/tmp"))
        os.chmod(self.root, 0o755)
        self.dirs = AppDirs(self.root)
        for sub in ("home", "config", "data", "cache", "state", "runtime"):
            (self.root / sub).mkdir()
        self.binary = binary
        self.label = sanitize(label)
        self.proc: Optional[subprocess.Popen] = None
        self.stderr_path = OUTPUT_DIR / f"{self.label}.stderr.log"
        self.stderr_start = 0

    def chown_all(self) -> None:
        for path in [self.root, *self.root.rglob("*")]:
            os.lchown(path, NOBODY, NOBODY)

    def start(self) -> "UnprivilegedApp":
        env = {key: value for key, value in os.environ.items()
               if key not in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "XAUTHORITY")}
        env.update(self.dirs.env())
        env.update({"XDG_RUNTIME_DIR": str(self.root / "runtime"), "TMPDIR": str(self.root / "home"),
                    # Fail fast instead of auto-launching a bus through X11.
                    "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus",
                    "GTK_A11Y": "none", "NO_AT_BRIDGE": "1", "GSK_RENDERER": "cairo"})
        env.pop("MESA_SHADER_CACHE_DIR", None)
        if WAYLAND:
            env.update(self._wayland_env())
        OUTPUT_DIR.mkdir(parents=True, exist_ok=True)
        self.stderr_start = log_end(self.stderr_path)
        with open(self.stderr_path, "ab") as err:
            self.proc = subprocess.Popen(
                ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", "--",
                 str(self.binary)], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                stderr=err, cwd="/")
        if WAYLAND:
            # Its windows, for xdotool (wlsession), from its protocol log.
            self.protocol = wlsession.ProtocolLog(self.stderr_path, self.stderr_start)
            self.protocol.pid = self.proc.pid
            wlsession.watch(self.protocol)
        wait_until(self.window_id, what="the unprivileged app's window")
        return self

    def _wayland_env(self) -> dict[str, str]:
        """The compositor's socket for the unprivileged user: the session's
        runtime folder is root's (0700), so a hard link to the socket in
        the app's own folder, writable for others (a private session)."""
        socket = Path(os.environ["XDG_RUNTIME_DIR"]) / os.environ["WAYLAND_DISPLAY"]
        link = self.root / "wayland-socket"
        if not link.exists():
            os.link(socket, link)
        os.chmod(link, 0o777)
        return {"WAYLAND_DISPLAY": str(link), "WAYLAND_DEBUG": "client"}

    def window_id(self) -> Optional[str]:
        assert self.proc is not None
        if self.proc.poll() is not None:
            raise AssertionError(f"the app exited with status {self.proc.returncode}:\n{self.stderr()}")
        return next(iter(windows_titled(self.proc.pid, TITLE)), None)

    def key(self, *keys: str) -> None:
        wid = self.window_id()
        subprocess.run(["xdotool", "windowactivate", "--sync", wid], capture_output=True,
                       timeout=DEFAULT_TIMEOUT)
        subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True,
                       timeout=DEFAULT_TIMEOUT)

    def quit(self) -> int:
        assert self.proc is not None
        self.key("ctrl+q")
        return self.proc.wait(timeout=DEFAULT_TIMEOUT)

    def stderr(self) -> str:
        text = read_log(self.stderr_path, self.stderr_start)
        if WAYLAND:
            text = "".join(line for line in text.splitlines(keepends=True) if not wlsession.is_protocol_line(line))
        return text

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=10)
        if WAYLAND and getattr(self, "protocol", None) is not None:
            wlsession.unwatch(self.protocol)
        shutil.rmtree(self.root, ignore_errors=True)


def wait_for_file(predicate, what: str, timeout: float = 10) -> None:
    """Waits until `predicate` (about the app's files) holds; see wait_until."""
    wait_until(predicate, timeout=timeout, what=what)


# --------------------------------------------------------------------------
# What the window tells the user, and the questions it asks

QUIT_QUESTION = "The note could not be saved"
NOT_SAVED = "The note is not saved: "
MERGED = "Changes saved by another Note Editor were added to this note."


def banner_text(app) -> Optional[str]:
    """The note's banner line (a label above the text), or None when there is none."""
    labels = app.find_all(role="label", predicate=lambda acc: (acc.name or "").startswith(
        ("The note is not saved", "Changes saved by another", "Another Note Editor", "A note file")))
    return labels[0].name if labels else None


def wait_for_banner(app, starts_with: str, timeout: float = 20) -> str:
    return wait_until(lambda: (banner_text(app) or "").startswith(starts_with) and banner_text(app),
                      timeout=timeout, what=f"a banner starting {starts_with!r}")


def wait_for_no_banner(app, timeout: float = 20) -> None:
    wait_until(lambda: banner_text(app) is None, timeout=timeout, what="the banner to go")


def find_button(app, name: str, timeout: float = 10):
    """The visible push button labelled `name`, in whichever window of the app
    shows it. (GTK 4.8 names a GtkDialog's buttons "<label> <label>"; GtkUI's
    MessageDialog names them once since issue 17, either is accepted.)"""
    return app.find(role="push button", predicate=lambda acc: acc.name in (name, f"{name} {name}"),
                    visible=True, timeout=timeout)


def press_button(app, name: str, timeout: float = 10) -> None:
    """A real click on the push button `name`, in whichever window of the app shows it."""
    app.click(find_button(app, name, timeout))


def quit_anyway(app) -> None:
    """A real click on the quit question's Quit Anyway; once more when the
    app is idle and still running (GTK 4.8 on X11 now and then drops a
    press: a CI run's click left the question open)."""
    app.click_for(find_button(app, "Quit Anyway"), lambda: not app.running(), what="Quit Anyway to end the app")


def wait_for_quit_question(app, timeout: float = 10):
    """The dialog asking what to do with text that cannot be saved; returns it."""
    return app.find(predicate=lambda acc: acc.name == QUIT_QUESTION and role_is_window(acc),
                    timeout=timeout)


def role_is_window(acc) -> bool:
    try:
        return acc.getRoleName() in ("dialog", "alert", "frame", "window")
    except Exception:  # noqa: BLE001 - a vanished object is no window
        return False


SAVE_COPY_TITLE = "Save a Copy of the Note"


def save_copy_in_file_chooser(app, path: Path) -> None:
    """Types `path` into the Save dialog's name field (which has the focus
    when it opens) and presses Enter. GTK 4.8 does not put the file chooser
    of a GtkFileChooserNative on the accessibility bus, so the dialog is
    found as an X window."""
    xid = wait_until(lambda: app._find_xid(SAVE_COPY_TITLE), timeout=15, what="the Save dialog")
    run_tool("xdotool", "windowactivate", "--sync", xid, check=False)
    app.key("ctrl+a")
    app.type_text(str(path))
    app.key("Return")


# --------------------------------------------------------------------------
# A second login on the same HOME: its own D-Bus session (so the app's
# single-instance check does not merge the two), the same accessibility bus


@contextmanager
def second_session() -> Iterator[dict]:
    """A private D-Bus session bus; yields the environment for an app in it."""
    daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                              stdout=subprocess.PIPE, text=True)
    try:
        address = daemon.stdout.readline().strip()
        assert address, "dbus-daemon printed no address"
        a11y = subprocess.run(
            ["dbus-send", "--session", "--print-reply=literal", "--dest=org.a11y.Bus", "/org/a11y/bus",
             "org.a11y.Bus.GetAddress"], capture_output=True, text=True, check=True).stdout.strip()
        yield {"DBUS_SESSION_BUS_ADDRESS": address, "AT_SPI_BUS_ADDRESS": a11y}
    finally:
        daemon.terminate()
        daemon.wait(timeout=10)


def mode(path: Path) -> int:
    return path.stat().st_mode & 0o7777


@contextmanager
def umask(mask: int) -> Iterator[None]:
    """Apps launched inside inherit `mask`."""
    previous = os.umask(mask)
    try:
        yield
    finally:
        os.umask(previous)


def close_window(app) -> None:
    """Asks the window manager to close the app's main window (its close
    button), without waiting for the app to end."""
    run_tool("wmctrl", "-i", "-c", app.xid, check=False)


def focus(app) -> None:
    """Raises the app's main window and gives it the keyboard focus (for
    tests with two apps whose windows overlap)."""
    run_tool("xdotool", "windowactivate", "--sync", app.xid, check=False)
    wait_until(lambda: "active" in app.states(app.window), timeout=10, what="the window to be active")
