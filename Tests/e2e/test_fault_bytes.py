"""Odd notes round-trip byte for byte: open, edit one character, save, and
every other byte of the file is unchanged. A note the editor cannot show
exactly (invalid UTF-8) is moved aside, intact, before anything is written."""

from __future__ import annotations

import pytest

from apphelper import wait_until
from faultsupport import TITLE, gtk_problems, lines_naming, moved_aside, note_file

CORPUS = {
    "nul": b"before\x00after\x00 the end\n",
    "bom": b"\xef\xbb\xbfa note that starts with a byte order mark\n",
    "crlf": b"first line\r\nsecond line\r\n",
    "lone_cr": b"first line\rsecond line\r",
    "emoji": "four-byte characters: \U0001F389\U0001F9EA\n".encode(),
    "combining": "e\u0301a\u0308\u0323 q\u030c \u1100\u1161\u11a8\n".encode(),
    "long_single_line": b"x" * (1 << 20),
}

# What the editor shows for each: NUL as the visible symbol, everything else as it is.
SHOWN = {name: data.decode().replace("\x00", "\u2400") for name, data in CORPUS.items()}


def open_edit_one_character_and_quit(launch_app, note_editor_path, app_dirs, data: bytes):
    path = note_file(app_dirs)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    app = launch_app([note_editor_path], title=TITLE, timeout=60)
    editor = app.find(role="text")
    app.click(editor)
    app.key("ctrl+End")
    app.type_text("!")
    return app, path, editor


@pytest.mark.parametrize("name", list(CORPUS))
def test_editing_one_character_changes_no_other_byte(name, launch_app, note_editor_path, app_dirs):
    data = CORPUS[name]
    app, path, editor = open_edit_one_character_and_quit(launch_app, note_editor_path, app_dirs, data)
    if len(data) < 4096:
        # Shown whole: NULs as ␀, a byte order mark kept as U+FEFF.
        wait_until(lambda: app.text(editor) == SHOWN[name] + "!", what="the whole note in the editor")
    # GTK lays a paragraph out whole after each edit: the 1 MB single line
    # takes it seconds on a quiet machine, over 30 s on a loaded one.
    slow = 120 if name == "long_single_line" else 30
    wait_until(lambda: path.read_bytes() == data + b"!", timeout=slow, what="the edit to be saved")
    assert app.quit(keys="ctrl+q", timeout=slow) == 0
    assert path.read_bytes() == data + b"!", "text lost or changed"
    assert moved_aside(path) == []
    assert not lines_naming(app.stderr(), path), app.stderr()
    assert not gtk_problems(app.stderr()), app.stderr()


@pytest.mark.parametrize("data", [b"caf\xe9 latin-1\n", b"truncated \xc3", b"nul\x00 and the \xe2\x90\x80 symbol\n"],
                         ids=["latin1", "truncated", "nul_and_symbol"])
def test_a_note_that_cannot_round_trip_is_moved_aside_first(data, launch_app, note_editor_path, app_dirs):
    app, path, editor = open_edit_one_character_and_quit(launch_app, note_editor_path, app_dirs, data)
    aside = moved_aside(path)
    assert len(aside) == 1 and aside[0].read_bytes() == data
    line = lines_naming(app.stderr(), path)
    assert len(line) == 1 and str(aside[0]) in line[0], app.stderr()
    # The key was read; the text view shows it once the app handled it.
    wait_until(lambda: app.text(editor) == "!", what="the typed character alone in the note",
               describe=lambda: repr(app.text(editor)))
    assert app.quit(keys="ctrl+q") == 0
    assert path.read_bytes() == b"!"
    assert aside[0].read_bytes() == data
