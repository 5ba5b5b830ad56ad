"""kill -9 at random moments (fixed seed) while typing and while customizing
the toolbar: after every kill the files on disk are a complete save (the
last or an earlier one, never a torn write), and the relaunched app reads
them without a warning."""

from __future__ import annotations

import random
import subprocess
import time

from apphelper import OUTPUT_DIR, App, sanitize
from faultsupport import TITLE, lines_naming, note_file, read_layout, toolbars_file

KILLS = 20
MARKER = "END-OF-NOTE-MARKER\n"
TYPED = "kill me softly while i type this sentence again and again "


def launch(note_editor_path, dirs, label) -> App:
    for log in OUTPUT_DIR.glob(f"{sanitize(label)}.std*.log"):
        log.unlink()  # a log left by an earlier run
    return App(argv=[str(note_editor_path)], dirs=dirs, title=TITLE, label=label).start(timeout=60)


def assert_clean_start(app: App) -> None:
    """The app read its files without complaint (nothing moved aside)."""
    stderr = app.stderr()
    for path in (toolbars_file(app.dirs), note_file(app.dirs)):
        assert not lines_naming(stderr, path), stderr


def assert_complete_note(text: str, base: str) -> None:
    """Typing goes in at the start of the note, so every complete save is
    some prefix of the typed text followed by the whole original note."""
    assert text.endswith(base), f"torn note: {len(text)} characters, ends {text[-60:]!r}"
    typed = text[: len(text) - len(base)]
    assert set(typed) <= set(TYPED), f"unexpected typed text {typed[:80]!r}"


def release_keys() -> None:
    """A killed `xdotool type` may leave a key down (it would auto-repeat into the next app)."""
    keys = sorted({"space" if c == " " else c for c in TYPED} | {"ctrl", "alt", "Shift_L", "Control_L"})
    subprocess.run(["xdotool", "keyup", *keys], check=False, capture_output=True)


def test_kill_while_typing_never_tears_the_note(note_editor_path, app_dirs, test_name):
    rng = random.Random(20240601)
    note = note_file(app_dirs)
    note.parent.mkdir(parents=True)
    base = "".join(f"line {i:06d} of a long note that is saved while it is typed into\n"
                   for i in range(12_000)) + MARKER  # about 750 KB: each save takes a while
    note.write_text(base)
    for kill in range(KILLS):
        app = launch(note_editor_path, app_dirs, f"{test_name}-{kill}")
        try:
            assert_clean_start(app)
            editor = app.find(role="text")
            app.click(editor)
            app.key("ctrl+Home")
            typist = subprocess.Popen(["xdotool", "type", "--delay", "8", TYPED * 2])
            # The kill's random moment is the input of this test, not a wait.
            time.sleep(rng.uniform(0.1, 1.6))
            app.kill()
            typist.kill()
            typist.wait()
            release_keys()
        finally:
            app.kill()
        text = note.read_text()
        assert_complete_note(text, base)
        # The next launch continues from what was saved.
        base = text
        if len(base) > len(MARKER) + 600_000 + len(TYPED) * 8:
            base = base[len(base) - 600_000 - len(MARKER):]  # keep it from growing without end
            note.write_text(base)
    leftovers = [p.name for p in note.parent.iterdir() if p.name.startswith(".note.txt.tmp")]
    assert len(leftovers) <= 1, leftovers  # at most the one write the last kill interrupted


def test_kill_while_customizing_never_tears_the_layout(note_editor_path, app_dirs, test_name):
    rng = random.Random(4711)
    path = toolbars_file(app_dirs)
    for kill in range(KILLS):
        app = launch(note_editor_path, app_dirs, f"{test_name}-{kill}")
        try:
            assert_clean_start(app)
            if path.exists():
                layout = read_layout(path)
                assert layout["isVisible"] in (True, False)
            # A burst of layout changes: show/hide (saved at once), display
            # modes from the toolbar's context menu, and the dialog opened
            # and cancelled (its session saves nothing until Done). The
            # sleeps pace this scripted input; it is killed at a random
            # moment, so nothing waits for the menus it opens.
            steps = []
            for _ in range(12):
                choice = rng.random()
                if choice < 0.5:
                    steps += ["key", "--clearmodifiers", "ctrl+alt+t", "sleep", "0.05"]
                elif choice < 0.8:
                    steps += ["key", "F10", "sleep", "0.1", "key", "Right", "Right", "Down", "Return",
                              "sleep", "0.3", "key", "Escape", "sleep", "0.1"]
                else:
                    steps += ["key", "F10", "sleep", "0.1", "key", "Right", "Right", "Down", "Return",
                              "sleep", "0.3", "key", "Tab", "Tab", "space", "Return", "sleep", "0.1"]
            driver = subprocess.Popen(["xdotool", *steps])
            time.sleep(rng.uniform(0.1, 2.5))  # the kill's random moment
            app.kill()
            driver.kill()
            driver.wait()
            subprocess.run(["xdotool", "keyup", "ctrl", "alt", "t", "Tab", "space", "Return", "Escape",
                            "Right", "Down", "F10"], check=False, capture_output=True)
        finally:
            app.kill()
        if path.exists():
            read_layout(path)
    final = launch(note_editor_path, app_dirs, f"{test_name}-final")
    try:
        assert_clean_start(final)
        assert final.quit(keys="ctrl+q") == 0
    finally:
        final.kill()
    read_layout(path)
    assert not [p.name for p in path.parent.iterdir() if ".tmp-" in p.name]
