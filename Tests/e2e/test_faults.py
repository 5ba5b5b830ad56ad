"""Fault tests: bad, huge, unreadable and unwritable files and folders.

For every fault the app must start (or keep running), print one clear
warning line that names the file, move an unreadable file aside intact
(never overwrite it), and never lose the previous good copy of what it
could not write.
"""

from __future__ import annotations

import json
import os
import shutil

import pytest

from apphelper import wait_until
from faultsupport import (DEFAULT_ITEMS, NOT_SAVED, TITLE, UnprivilegedApp, can_mount, fill_disk,
                          good_toolbars, gtk_problems, lines_naming, moved_aside, note_file,
                          press_button, read_layout, read_only, settings_file, small_disk,
                          toolbars_file, wait_for_banner, wait_for_no_banner, wait_for_quit_question,
                          write_huge, quit_anyway)

HUGE = 100 * 1024 * 1024

TOOLBAR_FAULTS = {
    "corrupt": b"\x00\xff\xfe not json at all {{{",
    "truncated": good_toolbars()[:70],
    "wrong_typed": json.dumps({"version": 1, "toolbars": {"editingtools": {
        "displayMode": 3, "isVisible": "yes", "seenItemIDs": {}, "entries": 42}}}).encode(),
    "future_version": json.dumps({"version": 99, "toolbars": {}, "from": "the future"}).encode(),
    "huge": None,
}

NOTE_FAULTS = {
    # (file, contents): the note must be UTF-8; settings JSON of version 1.
    "note_not_utf8": ("note.txt", b"caf\xe9 \xff\xfe latin-1, not UTF-8\n"),
    "note_truncated_mid_character": ("note.txt", "a note that ends in the middle of \u00e9".encode()[:-1]),
    "note_huge": ("note.txt", None),
    "settings_corrupt": ("settings.json", b"\x00\x01{{{"),
    "settings_truncated": ("settings.json", b'{"version": 1, "fontSize": 1'),
    "settings_wrong_typed": ("settings.json", b'{"version": 1, "fontSize": "big", "bold": 3, "italic": []}'),
    "settings_future_version": ("settings.json", b'{"version": 7, "fontSize": 20, "bold": true, "italic": false}'),
}

needs_mount = pytest.mark.skipif(not can_mount(), reason="mounting (read-only bind, tmpfs) is not allowed here")


def start(launch_app, note_editor_path):
    return launch_app([note_editor_path], title=TITLE)


def toggle_toolbar_twice(app) -> None:
    """Two layout changes (hide, show): each one saves toolbars.json."""
    app.key("ctrl+alt+t")
    app.key("ctrl+alt+t")


def type_into_note(app, text: str) -> None:
    editor = app.find(role="text")
    app.click(editor)
    app.type_text(text)


def assert_one_warning(stderr: str, path) -> str:
    lines = lines_naming(stderr, path)
    assert len(lines) == 1, f"expected one warning line naming {path}, got:\n{stderr}"
    return lines[0]


# --------------------------------------------------------------------------
# Unreadable files are moved aside


@pytest.mark.parametrize("fault", list(TOOLBAR_FAULTS))
def test_unreadable_toolbar_settings_are_moved_aside(fault, launch_app, note_editor_path, app_dirs):
    path = toolbars_file(app_dirs)
    path.parent.mkdir(parents=True)
    if fault == "huge":
        write_huge(path, HUGE)
    else:
        path.write_bytes(TOOLBAR_FAULTS[fault])
    original_size = path.stat().st_size
    original_head = path.read_bytes()[:4096]

    app = start(launch_app, note_editor_path)
    # The default toolbar is shown.
    app.find(role="push button", name="Bold")
    app.find(role="push button", name="Italic")
    line = assert_one_warning(app.stderr(), path)
    aside = moved_aside(path)
    assert len(aside) == 1, f"{line}\n{list(path.parent.iterdir())}"
    assert str(aside[0]) in line
    assert aside[0].stat().st_size == original_size
    with open(aside[0], "rb") as f:
        assert f.read(4096) == original_head

    toggle_toolbar_twice(app)
    wait_until(lambda: path.exists() and read_layout(path)["isVisible"], what="a new, valid toolbars.json")
    assert app.quit(keys="ctrl+q") == 0
    assert [e["id"] for e in read_layout(path)["entries"]] == DEFAULT_ITEMS
    assert moved_aside(path) == aside and aside[0].stat().st_size == original_size
    assert not gtk_problems(app.stderr()), app.stderr()


@pytest.mark.parametrize("fault", list(NOTE_FAULTS))
def test_unreadable_note_files_are_moved_aside(fault, launch_app, note_editor_path, app_dirs):
    name, contents = NOTE_FAULTS[fault]
    folder = note_file(app_dirs).parent
    folder.mkdir(parents=True)
    path = folder / name
    if contents is None:
        write_huge(path, HUGE, head=b"a very long note ")
    else:
        path.write_bytes(contents)
    other = folder / ("settings.json" if name == "note.txt" else "note.txt")
    other_contents = (b'{"version": 1, "fontSize": 20, "bold": true, "italic": false}'
                      if name == "note.txt" else b"the good note\n")
    other.write_bytes(other_contents)
    size = path.stat().st_size
    head = path.read_bytes()[:4096]

    app = start(launch_app, note_editor_path)
    editor = app.find(role="text")
    line = assert_one_warning(app.stderr(), path)
    aside = moved_aside(path)
    assert len(aside) == 1 and str(aside[0]) in line, line
    assert aside[0].stat().st_size == size
    with open(aside[0], "rb") as f:
        assert f.read(4096) == head
    if name == "note.txt":
        assert app.text(editor) == ""
    else:
        assert app.text(editor) == "the good note\n"
    assert not lines_naming(app.stderr(), other), app.stderr()

    assert app.quit(keys="ctrl+q") == 0
    assert other.read_bytes() == other_contents  # the readable file is left as it was
    assert aside[0].stat().st_size == size
    assert not gtk_problems(app.stderr()), app.stderr()


def test_a_folder_in_place_of_toolbars_json_is_left_alone(launch_app, note_editor_path, app_dirs):
    path = toolbars_file(app_dirs)
    (path / "keep").mkdir(parents=True)
    app = start(launch_app, note_editor_path)
    app.find(role="push button", name="Bold")
    assert len(lines_naming(app.stderr(), path)) == 1, app.stderr()
    assert app.quit(keys="ctrl+q") == 0
    assert not gtk_problems(app.stderr()), app.stderr()


# --------------------------------------------------------------------------
# Folders that cannot be written


def test_config_folder_being_a_file(launch_app, note_editor_path, app_dirs):
    blocker = toolbars_file(app_dirs).parent
    blocker.write_bytes(b"not a folder\n")
    app = start(launch_app, note_editor_path)
    app.find(role="push button", name="Bold")
    toggle_toolbar_twice(app)
    wait_until(lambda: lines_naming(app.stderr(), blocker), what="a warning about the config folder")
    toggle_toolbar_twice(app)  # later failures stay quiet
    assert app.running()
    assert app.quit(keys="ctrl+q") == 0
    assert len([line for line in app.stderr().splitlines() if "toolbar" in line.lower()]) == 1, app.stderr()
    assert blocker.read_bytes() == b"not a folder\n"
    assert not gtk_problems(app.stderr()), app.stderr()


def test_data_folder_being_a_file(launch_app, note_editor_path, app_dirs):
    blocker = note_file(app_dirs).parent
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_bytes(b"not a folder\n")
    app = start(launch_app, note_editor_path)
    type_into_note(app, "some text")
    wait_until(lambda: lines_naming(app.stderr(), blocker), what="a warning about the data folder")
    wait_for_banner(app, NOT_SAVED)
    type_into_note(app, " more")
    # The text cannot be written anywhere it belongs: quitting asks, and the user gives it up.
    app.key("ctrl+q")
    wait_for_quit_question(app)
    quit_anyway(app)
    assert app.proc.wait(timeout=15) == 0
    assert len(lines_naming(app.stderr(), blocker)) == 2, app.stderr()  # the failure, and the choice
    assert blocker.read_bytes() == b"not a folder\n"
    assert not gtk_problems(app.stderr()), app.stderr()


@needs_mount
def test_read_only_config_folder_keeps_the_saved_layout(launch_app, note_editor_path, app_dirs):
    path = toolbars_file(app_dirs)
    path.parent.mkdir(parents=True)
    saved = good_toolbars(["italic", "bold", "sizeSelector"], mode="textOnly")
    path.write_bytes(saved)
    with read_only(path.parent):
        app = start(launch_app, note_editor_path)
        app.find(role="push button", name="Bold")
        toggle_toolbar_twice(app)
        wait_until(lambda: lines_naming(app.stderr(), path), what="a warning about saving toolbars.json")
        toggle_toolbar_twice(app)
        assert app.quit(keys="ctrl+q") == 0
    assert path.read_bytes() == saved
    assert len(lines_naming(app.stderr(), path)) == 1, app.stderr()
    assert not gtk_problems(app.stderr()), app.stderr()


@needs_mount
def test_read_only_data_folder_keeps_the_note(launch_app, note_editor_path, app_dirs):
    path = note_file(app_dirs)
    path.parent.mkdir(parents=True)
    path.write_text("the saved note\n")
    with read_only(path.parent):
        app = start(launch_app, note_editor_path)
        editor = app.find(role="text")
        assert app.text(editor) == "the saved note\n"
        type_into_note(app, "unsaved words ")
        wait_until(lambda: lines_naming(app.stderr(), path.parent), what="a warning about saving the note")
        wait_for_banner(app, NOT_SAVED + "Read-only file system")
        app.key("ctrl+q")
        wait_for_quit_question(app)
        quit_anyway(app)
        assert app.proc.wait(timeout=15) == 0
    assert path.read_text() == "the saved note\n"
    assert len(lines_naming(app.stderr(), path.parent)) == 2, app.stderr()
    assert not gtk_problems(app.stderr()), app.stderr()


@needs_mount
def test_full_disk_on_save_keeps_the_previous_note_and_recovers(launch_app, note_editor_path, app_dirs):
    path = note_file(app_dirs)
    path.parent.mkdir(parents=True)
    previous = "the previous note, saved before the disk filled up\n" * 20
    path.write_text(previous)
    with small_disk(path.parent, size_kib=256):
        filler = fill_disk(path.parent)
        app = start(launch_app, note_editor_path)
        type_into_note(app, "words that do not fit ")
        wait_until(lambda: lines_naming(app.stderr(), path.parent), what="a warning about the full disk")
        assert "No space left on device" in lines_naming(app.stderr(), path.parent)[0]
        wait_for_banner(app, NOT_SAVED + "No space left on device")
        assert path.read_text() == previous
        assert not [p for p in path.parent.iterdir() if p.name.startswith(".note.txt.tmp")]
        # Space comes back: a retry (at most 30 s later) succeeds without another warning.
        filler.unlink()
        app.type_text("and then some")
        wait_until(lambda: "and then some" in path.read_text(), timeout=45, what="the note to be saved")
        wait_for_no_banner(app)
        assert app.quit(keys="ctrl+q") == 0
        saved = path.read_text()
    assert "words that do not fit and then some" in saved
    assert saved.count("the previous note, saved before the disk filled up") == 20
    assert len(lines_naming(app.stderr(), path.parent)) == 1, app.stderr()
    assert not gtk_problems(app.stderr()), app.stderr()


@needs_mount
def test_full_disk_keeps_the_previous_toolbar_layout(launch_app, note_editor_path, app_dirs):
    path = toolbars_file(app_dirs)
    path.parent.mkdir(parents=True)
    saved = good_toolbars(["bold", "italic", "sizeSelector"], mode="iconAndText")
    path.write_bytes(saved)
    with small_disk(path.parent, size_kib=64):
        fill_disk(path.parent)
        app = start(launch_app, note_editor_path)
        app.find(role="push button", name="Bold")
        toggle_toolbar_twice(app)
        wait_until(lambda: lines_naming(app.stderr(), path), what="a warning about the full disk")
        assert path.read_bytes() == saved
        assert app.quit(keys="ctrl+q") == 0
        assert path.read_bytes() == saved
    assert len(lines_naming(app.stderr(), path)) == 1, app.stderr()


# --------------------------------------------------------------------------
# Permission denied (as an unprivileged user: root reads every file)


@pytest.fixture
def unprivileged(note_editor_path, test_name):
    if os.geteuid() != 0 or not shutil.which("setpriv"):
        pytest.skip("needs root and setpriv to run the app as another user")
    app = UnprivilegedApp(note_editor_path, test_name)
    yield app
    app.close()


def test_permission_denied_files_are_moved_aside(unprivileged):
    app = unprivileged
    toolbars = toolbars_file(app.dirs)
    note = note_file(app.dirs)
    toolbars.parent.mkdir(parents=True)
    note.parent.mkdir(parents=True)
    toolbars.write_bytes(good_toolbars())
    note.write_text("a note nobody may read\n")
    app.chown_all()
    for path in (toolbars, note):
        os.chown(path, 0, 0)
        os.chmod(path, 0o600)  # root's, unreadable to nobody
    app.start()
    assert app.quit() == 0
    stderr = app.stderr()
    for path in (toolbars, note):
        line = assert_one_warning(stderr, path)
        assert "Permission denied" in line, line
        aside = moved_aside(path)
        assert len(aside) == 1 and str(aside[0]) in line
        assert aside[0].stat().st_uid == 0 and aside[0].stat().st_mode & 0o777 == 0o600
    assert aside[0].read_text() == "a note nobody may read\n"
    assert not gtk_problems(stderr), stderr


def test_permission_denied_folders_keep_the_previous_copies(unprivileged):
    app = unprivileged
    toolbars = toolbars_file(app.dirs)
    note = note_file(app.dirs)
    toolbars.parent.mkdir(parents=True)
    note.parent.mkdir(parents=True)
    saved = good_toolbars(["italic", "bold", "sizeSelector"])
    toolbars.write_bytes(saved)
    note.write_text("the saved note\n")
    app.chown_all()
    for folder in (toolbars.parent, note.parent):
        os.chown(folder, 0, 0)
        os.chmod(folder, 0o755)  # readable, not writable, by nobody
    app.start()
    app.key("ctrl+alt+t")
    app.key("ctrl+alt+t")
    wait_until(lambda: lines_naming(app.stderr(), toolbars), what="a warning about saving toolbars.json")
    assert app.quit() == 0
    stderr = app.stderr()
    assert toolbars.read_bytes() == saved
    assert note.read_text() == "the saved note\n"
    assert len(lines_naming(stderr, toolbars)) == 1, stderr
    assert "Permission denied" in lines_naming(stderr, toolbars)[0]
    assert not gtk_problems(stderr), stderr
