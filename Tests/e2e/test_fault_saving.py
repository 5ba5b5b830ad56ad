"""Saves that fail: the text stays unsaved (and the window says so) until a
write succeeds, failed saves are retried, and quitting with text that
cannot be written asks the user instead of dropping it.

Each test ends by counting the typed text that did not reach a file the
user can find ("text lost"), which must be 0 bytes unless the user chose
Quit Anyway."""

from __future__ import annotations

import signal
from contextlib import contextmanager

import pytest

from apphelper import wait_until
from faultsupport import (NOT_SAVED, TITLE, can_mount, close_window, fill_disk, find_button, lines_naming,
                          note_file, press_button, read_only, save_copy_in_file_chooser,
                          small_disk, wait_for_banner, wait_for_no_banner, wait_for_quit_question, quit_anyway)

needs_mount = pytest.mark.skipif(not can_mount(), reason="mounting (read-only bind, tmpfs) is not allowed here")

PREVIOUS = "the previous note, saved before trouble began\n"
TYPED = "typed while the note could not be saved "


def start(launch_app, note_editor_path):
    return launch_app([note_editor_path], title=TITLE)


def type_at_end(app, text: str) -> None:
    app.click(app.find(role="text"))
    app.key("ctrl+End")
    app.type_text(text)


@contextmanager
def unsaved_text_in_a_read_only_folder(launch_app, note_editor_path, app_dirs):
    """Yields (app, note path) once TYPED is in the window and the banner
    says it is not saved; the folder is writable again after the block."""
    path = note_file(app_dirs)
    path.parent.mkdir(parents=True)
    path.write_text(PREVIOUS)
    with read_only(path.parent):
        app = start(launch_app, note_editor_path)
        type_at_end(app, TYPED)
        wait_for_banner(app, NOT_SAVED + "Read-only file system")
        yield app, path


@contextmanager
def unsaved_text_on_a_full_disk(launch_app, note_editor_path, app_dirs):
    """Yields (app, note path, filler) once TYPED is in the window and the
    banner says the disk is full; deleting the filler frees the space."""
    path = note_file(app_dirs)
    path.parent.mkdir(parents=True)
    path.write_text(PREVIOUS)
    with small_disk(path.parent, size_kib=256):
        filler = fill_disk(path.parent)
        app = start(launch_app, note_editor_path)
        type_at_end(app, TYPED)
        # The window, not only stderr, says the note is not saved.
        assert wait_for_banner(app, NOT_SAVED) == NOT_SAVED + "No space left on device."
        assert path.read_text() == PREVIOUS
        yield app, path, filler


def text_lost(expected: str, *files) -> int:
    """Bytes of `expected` found in none of `files` (0: nothing lost)."""
    for path in files:
        if path.exists() and expected in path.read_text(errors="replace"):
            return 0
    return len(expected.encode())


@needs_mount
def test_full_disk_then_freed_then_quit_loses_nothing(launch_app, note_editor_path, app_dirs):
    with unsaved_text_on_a_full_disk(launch_app, note_editor_path, app_dirs) as (app, path, filler):
        app.screenshot("test_full_disk_then_freed_then_quit-banner")
        filler.unlink()
        assert app.quit(keys="ctrl+q") == 0  # nothing to ask: the save on quit succeeds
        assert path.read_text() == PREVIOUS + TYPED
        assert text_lost(TYPED, path) == 0
    assert len(lines_naming(app.stderr(), path.parent)) == 1, app.stderr()


@needs_mount
def test_read_only_then_writable_then_quit_loses_nothing(launch_app, note_editor_path, app_dirs):
    with unsaved_text_in_a_read_only_folder(launch_app, note_editor_path, app_dirs) as (app, path):
        pass
    assert app.quit(keys="ctrl+q") == 0
    assert path.read_text() == PREVIOUS + TYPED
    assert text_lost(TYPED, path) == 0


@needs_mount
def test_failed_saves_are_retried_until_one_succeeds(launch_app, note_editor_path, app_dirs):
    with unsaved_text_on_a_full_disk(launch_app, note_editor_path, app_dirs) as (app, path, filler):
        find_button(app, "Try Again")
        find_button(app, "Save As…")
        filler.unlink()
        # No more input: a retry (1, 2, 4, 8, 16, then every 30 s) saves the text by itself.
        wait_until(lambda: path.read_text() == PREVIOUS + TYPED, timeout=45, what="a retry to save the note")
        wait_for_no_banner(app)
        assert app.quit(keys="ctrl+q") == 0
        assert text_lost(TYPED, path) == 0


@needs_mount
def test_quitting_with_unsaved_text_asks_and_cancel_keeps_it(launch_app, note_editor_path, app_dirs):
    with unsaved_text_in_a_read_only_folder(launch_app, note_editor_path, app_dirs) as (app, path):
        app.key("ctrl+q")
        wait_for_quit_question(app)
        for name in ("Cancel", "Quit Anyway", "Save As…"):
            find_button(app, name)
        app.screenshot("test_quitting_with_unsaved_text_asks")
        press_button(app, "Cancel")
        wait_until(lambda: not app.find_all(role="push button", visible=True,
                                            predicate=lambda acc: acc.name in ("Quit Anyway", "Quit Anyway Quit Anyway")),
                   what="the question to close")
        assert app.running()
        assert app.text(app.find(role="text")) == PREVIOUS + TYPED
        # Closing the last window asks the same question.
        close_window(app)
        wait_for_quit_question(app)
        press_button(app, "Cancel")
    assert app.running()
    assert app.quit(keys="ctrl+q") == 0  # writable again: saved, no question
    assert path.read_text() == PREVIOUS + TYPED


@needs_mount
def test_save_as_elsewhere_then_quit_keeps_the_text(launch_app, note_editor_path, app_dirs):
    copy = app_dirs.home / "rescued note.txt"
    with unsaved_text_in_a_read_only_folder(launch_app, note_editor_path, app_dirs) as (app, path):
        app.key("ctrl+q")
        wait_for_quit_question(app)
        press_button(app, "Save As…")
        save_copy_in_file_chooser(app, copy)
        assert app.proc.wait(timeout=15) == 0
    assert copy.read_text() == PREVIOUS + TYPED
    assert copy.stat().st_mode & 0o777 == 0o600
    assert path.read_text() == PREVIOUS
    assert text_lost(TYPED, path, copy) == 0


@needs_mount
def test_quit_anyway_is_the_users_choice(launch_app, note_editor_path, app_dirs):
    with unsaved_text_in_a_read_only_folder(launch_app, note_editor_path, app_dirs) as (app, path):
        app.key("ctrl+q")
        wait_for_quit_question(app)
        quit_anyway(app)
        assert app.proc.wait(timeout=15) == 0
    assert path.read_text() == PREVIOUS
    assert any("chose to quit without it" in line for line in lines_naming(app.stderr(), path.parent))


@needs_mount
def test_a_signal_with_an_unwritable_folder_writes_a_recovery_copy(launch_app, note_editor_path, app_dirs):
    with unsaved_text_in_a_read_only_folder(launch_app, note_editor_path, app_dirs) as (app, path):
        app.proc.send_signal(signal.SIGTERM)  # a logout: nobody can be asked
        assert app.proc.wait(timeout=15) == 0
    copies = sorted(app_dirs.home.glob("Unsaved note *.txt"))
    assert len(copies) == 1, list(app_dirs.home.iterdir())
    assert copies[0].read_text() == PREVIOUS + TYPED
    assert copies[0].stat().st_mode & 0o777 == 0o600
    assert any(str(copies[0]) in line for line in app.stderr().splitlines()), app.stderr()
    assert text_lost(TYPED, path, *copies) == 0
