"""The app's files: private whatever the umask, an existing file's mode and
owner kept; one place for them when HOME is empty; stale temporary files of
the app removed at start; a toolbars.json far past the entry limit refused
quickly instead of freezing the app."""

from __future__ import annotations

import json
import os
import shutil
import time

import pytest

from apphelper import App, wait_until
from faultsupport import (APP_ID, DEFAULT_ITEMS, TITLE, TOOLBAR_ID, can_mount, lines_naming, mode,
                          moved_aside, note_file, read_layout, settings_file, toolbars_file, umask)


def type_and_customize(app: App, text: str) -> None:
    """Writes all three files: the note, its settings (Bold) and the toolbar (hide, show)."""
    app.click(app.find(role="text"))
    app.type_text(text)
    app.key("ctrl+b")
    app.key("ctrl+alt+t")
    app.key("ctrl+alt+t")


@pytest.mark.parametrize("mask", [0o077, 0o022], ids=["umask077", "umask022"])
def test_new_files_are_private_whatever_the_umask(mask, launch_app, note_editor_path, app_dirs):
    with umask(mask):
        app = launch_app([note_editor_path], title=TITLE)
    type_and_customize(app, "private words")
    files = [note_file(app_dirs), settings_file(app_dirs), toolbars_file(app_dirs)]
    wait_until(lambda: all(path.exists() for path in files), what="the three files")
    assert app.quit(keys="ctrl+q") == 0
    for path in files:
        assert mode(path) == 0o600, f"{path}: {oct(mode(path))}"
    for folder in (note_file(app_dirs).parent, toolbars_file(app_dirs).parent):
        assert mode(folder) == 0o700, f"{folder}: {oct(mode(folder))}"
    assert "private words" in note_file(app_dirs).read_text()


def test_an_existing_files_mode_and_owner_are_kept(launch_app, note_editor_path, app_dirs):
    if os.geteuid() != 0:
        pytest.skip("needs root to give the note to another user")
    path = note_file(app_dirs)
    path.parent.mkdir(parents=True)
    path.write_text("a note shared with my group\n")
    os.chmod(path, 0o640)
    os.chown(path, 65534, 65534)
    with umask(0o077):
        app = launch_app([note_editor_path], title=TITLE)
    app.click(app.find(role="text"))
    app.key("ctrl+End")
    app.type_text("edited")
    wait_until(lambda: "edited" in path.read_text(), what="the edit saved")
    assert app.quit(keys="ctrl+q") == 0
    info = path.stat()
    assert (mode(path), info.st_uid, info.st_gid) == (0o640, 65534, 65534)


def test_an_empty_home_keeps_every_file_in_the_accounts_home(note_editor_path, tmp_path, test_name):
    """HOME="" and no XDG variables: the note once went to ./.local/share of the
    current folder while the toolbars went to the account's home."""
    if os.geteuid() != 0 or not can_mount() or not shutil.which("unshare"):
        pytest.skip("needs root, mounts and unshare to give the account a private home")
    account_home = tmp_path / "account-home"
    account_home.mkdir()
    workdir = tmp_path / "somewhere"
    workdir.mkdir()
    home = os.path.expanduser("~root")
    # `env` unsets the XDG folders and empties HOME (it execs: the pid stays the app's).
    unset = [arg for key in os.environ if key.startswith("XDG_") and key != "XDG_RUNTIME_DIR" for arg in ("-u", key)]
    # The account's home is replaced by an empty folder in a private mount
    # namespace, so the test never touches the real one.
    argv = [shutil.which("env"), *unset, "HOME=", shutil.which("unshare"), "--mount", "--propagation", "private", "sh", "-c",
            f'mount --bind "$0" "{home}" && cd "$1" && exec "$2"',
            str(account_home), str(workdir), str(note_editor_path)]
    app = App(argv=argv, dirs=_Dirs(workdir), title=TITLE, label=test_name)
    try:
        app.start()
        type_and_customize(app, "where am I")
        expected = [account_home / ".local/share" / APP_ID / "note.txt", account_home / ".config" / APP_ID / "toolbars.json"]
        wait_until(lambda: all(path.exists() for path in expected), what=f"{expected}")
        assert app.quit(keys="ctrl+q") == 0
    finally:
        app.kill()  # not started through launch_app: a failure must not leave it running
    assert "where am I" in expected[0].read_text()
    assert not (workdir / ".local").exists() and not (workdir / ".config").exists(), list(workdir.rglob("*"))


class _Dirs:
    """AppDirs-like folders for a launch whose environment the test sets itself."""

    def __init__(self, home):
        self.home = home

    def env(self) -> dict:
        return {}


def test_stale_temporary_files_of_the_app_are_removed_at_start(launch_app, note_editor_path, app_dirs):
    folder = note_file(app_dirs).parent
    folder.mkdir(parents=True)
    note_file(app_dirs).write_text("the note\n")
    an_hour_ago = time.time() - 3600
    stale = [folder / ".note.txt.tmp-Ab12Cd", folder / ".settings.json.tmp-Zz99Yy",
             toolbars_file(app_dirs).parent / ".toolbars.json.tmp-Qq11Ww"]
    kept = [folder / ".note.txt.tmp-toolong", folder / "note.txt.tmp-Ab12Cd", folder / "mine.txt",
            folder / ".note.txt.tmp-NewOne"]
    toolbars_file(app_dirs).parent.mkdir(parents=True)
    for path in stale + kept:
        with open(path, "wb") as f:
            f.truncate(8 * 1024 * 1024 if path == stale[0] else 16)
        os.utime(path, (an_hour_ago, an_hour_ago))
    # Newer than the app: another running instance's write in progress.
    in_the_future = time.time() + 3600
    os.utime(kept[-1], (in_the_future, in_the_future))
    app = launch_app([note_editor_path], title=TITLE)
    app.find(role="push button", name="Bold")
    wait_until(lambda: not any(path.exists() for path in stale), what="the stale temporary files to go")
    assert all(path.exists() for path in kept), [p.name for p in kept if not p.exists()]
    assert app.quit(keys="ctrl+q") == 0
    assert note_file(app_dirs).read_text() == "the note\n"


def separators(count: int) -> bytes:
    entries = [{"id": f"separator#{i}", "kind": "separator"} for i in range(count)]
    entries += [{"id": item, "kind": "item"} for item in DEFAULT_ITEMS]
    return json.dumps({"version": 1, "toolbars": {TOOLBAR_ID: {
        "displayMode": "iconOnly", "isVisible": True, "seenItemIDs": sorted(DEFAULT_ITEMS), "entries": entries}}}).encode()


def test_a_toolbar_with_100000_entries_is_refused_at_once(launch_app, note_editor_path, app_dirs):
    path = toolbars_file(app_dirs)
    path.parent.mkdir(parents=True)
    data = separators(100_000)
    path.write_bytes(data)
    started = time.monotonic()
    app = launch_app([note_editor_path], title=TITLE, timeout=60)
    app.find(role="push button", name="Bold")
    assert time.monotonic() - started < 30, "the window took too long"
    lines = lines_naming(app.stderr(), path)
    assert len(lines) == 1 and "holds 100003 entries" in lines[0] and "the limit is 1000" in lines[0], lines
    aside = moved_aside(path)
    assert len(aside) == 1 and aside[0].read_bytes() == data
    app.click(app.find(role="text"))
    app.type_text("still usable")
    wait_until(lambda: note_file(app_dirs).exists() and "still usable" in note_file(app_dirs).read_text(),
               timeout=10, what="typing to be saved")
    quit_started = time.monotonic()
    assert app.quit(keys="ctrl+q") == 0
    assert time.monotonic() - quit_started < 5


def test_a_toolbar_at_the_entry_limit_stays_usable(launch_app, note_editor_path, app_dirs):
    path = toolbars_file(app_dirs)
    path.parent.mkdir(parents=True)
    path.write_bytes(separators(1000 - len(DEFAULT_ITEMS)))
    app = launch_app([note_editor_path], title=TITLE, timeout=60)
    app.find(role="text")
    assert not lines_naming(app.stderr(), path), app.stderr()
    app.click(app.find(role="text"))
    typed = time.monotonic()
    app.type_text("typing in a window with a thousand separators")
    wait_until(lambda: note_file(app_dirs).exists() and "thousand separators" in note_file(app_dirs).read_text(),
               timeout=15, what="typing to be saved")
    assert time.monotonic() - typed < 15
    quit_started = time.monotonic()
    assert app.quit(keys="ctrl+q", timeout=30) == 0
    assert time.monotonic() - quit_started < 10
    assert len(read_layout(path)["entries"]) == 1000
