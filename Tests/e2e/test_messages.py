"""What the app says: `--version` and `--help`, a sentence for arguments it
does not take (not a GLib critical), and warnings that are whole sentences
with one prefix, naming the file and the reason."""

from __future__ import annotations

import os
import re
import subprocess

from faultsupport import APP_ID, TITLE, gtk_problems, lines_naming, note_file, settings_file, toolbars_file

SENTENCE = re.compile(rf"^{re.escape(APP_ID)}: [A-Z][^\n]*\.$")


def run(note_editor_path, app_dirs, *arguments) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env.update(app_dirs.env())
    return subprocess.run([str(note_editor_path), *arguments], capture_output=True, text=True, env=env,
                          cwd=app_dirs.home, timeout=30)


def test_version_and_help(note_editor_path, app_dirs):
    version = run(note_editor_path, app_dirs, "--version")
    assert (version.returncode, version.stdout, version.stderr) == (0, "Note Editor 0.1.0\n", "")
    usage = run(note_editor_path, app_dirs, "--help")
    assert usage.returncode == 0 and usage.stdout.startswith("Usage: NoteEditor [--version] [--help]"), usage
    assert "--version" in usage.stdout and usage.stderr == ""


def test_a_file_argument_gets_a_sentence_not_a_glib_critical(note_editor_path, app_dirs):
    result = run(note_editor_path, app_dirs, "shopping list.txt")
    assert result.returncode == 2
    assert result.stderr == ("NoteEditor: Note Editor cannot open “shopping list.txt”: it does not open files. "
                             "Start it without arguments to edit its note.\n"), result.stderr
    assert "CRITICAL" not in result.stderr and result.stdout == ""
    unknown = run(note_editor_path, app_dirs, "--frobnicate")
    assert unknown.returncode == 2 and "The option “--frobnicate” is unknown" in unknown.stderr, unknown.stderr


def test_warnings_are_sentences_with_one_prefix(launch_app, note_editor_path, app_dirs):
    toolbars, settings, note = toolbars_file(app_dirs), settings_file(app_dirs), note_file(app_dirs)
    toolbars.parent.mkdir(parents=True)
    toolbars.write_text('{"version": 1.5, "toolbars": {}}')
    note.parent.mkdir(parents=True)
    settings.write_text('{"version": 1.5, "fontSize": 20, "bold": true, "italic": false}')
    os.mkfifo(note)
    app = launch_app([note_editor_path], title=TITLE)
    app.find(role="push button", name="Bold")
    assert app.quit(keys="ctrl+q") == 0
    lines = [line for line in app.stderr().splitlines() if line.startswith(APP_ID)]
    assert len(lines) == 3, app.stderr()
    for line in lines:
        assert SENTENCE.match(line), line
    for path in (toolbars, settings):
        (line,) = lines_naming(app.stderr(), path)
        assert "has a bad format version 1.5" in line and "not valid JSON" not in line, line
    (line,) = lines_naming(app.stderr(), note)
    assert "is not a regular file" in line, line
    assert not gtk_problems(app.stderr()), app.stderr()
