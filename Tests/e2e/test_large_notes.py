"""Long notes: typing while GTK still lays out a long note draws no
half-allocated widget (GTK 4.8 printed "Trying to snapshot GtkGizmo …
without a current allocation" for the scrollbar's trough with notes of
212 KB or more)."""

from __future__ import annotations

import pytest

from apphelper import wait_until
from faultsupport import TITLE, gtk_problems, note_file

LONG_NOTE = "".join(f"line {i:06d} of a long note that is saved while it is typed into\n" for i in range(12_000))


@pytest.mark.parametrize("attempt", range(3))
def test_typing_at_once_into_a_long_note_draws_no_unallocated_widget(attempt, launch_app, note_editor_path, app_dirs):
    path = note_file(app_dirs)
    path.parent.mkdir(parents=True)
    path.write_text(LONG_NOTE)  # 768 KB: GTK is still measuring its lines when typing starts
    app = launch_app([note_editor_path], title=TITLE)
    editor = app.find(role="text")
    app.click(editor)
    app.key("ctrl+Home")
    app.type_text("typed at once ")
    wait_until(lambda: path.read_text().startswith("typed at once "), timeout=20, what="the edit saved")
    assert app.quit(keys="ctrl+q", timeout=30) == 0
    assert "GtkGizmo" not in app.stderr(), app.stderr()
    assert not gtk_problems(app.stderr()), app.stderr()
