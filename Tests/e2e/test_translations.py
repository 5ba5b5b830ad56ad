"""Note Editor in the user's language, as a German, French or Hebrew user
meets it: the window title, the menus, the toolbar and the Customize
Toolbar dialog come from the catalogues in po/ (GtkUI's strings from the
`gtkui` domain, the app's `Text`/`Button`/`navigationTitle` literals from
its own), read back from the accessibility tree; Hebrew lays out right to
left. LANGUAGE picks the language (LANG=C.UTF-8, as on a machine with no
other locale generated).

Screenshots land in test-output/ named after the test.
"""

from __future__ import annotations

import pytest

from apphelper import App, wait_until
from test_note_editor import open_menu


def launch_in(launch_app, note_editor_path, language: str, title: str) -> App:
    return launch_app([note_editor_path], title=title, env={"LANGUAGE": language, "LANG": "C.UTF-8"})


def menu_titles(app: App) -> list[str]:
    bar = app.find(role="menu bar", root=app.window)
    return [item.name for item in app.find_all(role="menu item", root=bar) if item.parent == bar]


def open_customize_dialog(app: App, view: str, customize: str):
    menu = open_menu(app, view)
    app.click(app.find(role="menu item", name=customize, root=menu, visible=True))


@pytest.mark.parametrize("language, title, menus, view, customize, done, heading, bold", [
    ("de", "Meine Notiz", ["Datei", "Bearbeiten", "Ansicht", "Format", "Hilfe"], "Ansicht",
     "Werkzeugleiste anpassen…", "Fertig", "Ziehen Sie Ihre Lieblingselemente in die Werkzeugleiste …", "Fett"),
    ("fr", "Ma note", ["Fichier", "Édition", "Affichage", "Format", "Aide"], "Affichage",
     "Personnaliser la barre d’outils…", "Terminé", "Glissez vos éléments préférés dans la barre d’outils…", "Gras"),
], ids=["de", "fr"])
def test_menus_toolbar_and_dialog_are_translated(launch_app, note_editor_path, test_name, language, title, menus,
                                                 view, customize, done, heading, bold):
    app = launch_in(launch_app, note_editor_path, language, title)
    assert menu_titles(app) == menus
    # The app's own strings: the slider's caption and the Format menu's items.
    slider_caption = {"de": "Schriftgröße (12)", "fr": "Taille de police (12)"}[language]
    wait_until(lambda: app.find_all(name=slider_caption, root=app.window) or None,
               what=f"the slider caption {slider_caption!r}")
    assert app.find_all(name=bold, root=app.window), f"the toolbar's {bold!r} toggle"
    format_menu = open_menu(app, "Format")
    items = {item.name for item in app.find_all(role="menu item", root=format_menu, visible=True)}
    bigger = {"de": "Größer", "fr": "Plus grand"}[language]
    assert {bold, bigger} <= items, items
    app.key("Escape")
    wait_until(lambda: not app.find_all(role="menu", visible=True), what="the Format menu to close")

    open_customize_dialog(app, view, customize)
    button = wait_until(lambda: app.find_all(role="push button", name=done), what=f"the dialog's {done!r} button")[0]
    assert app.find_all(name=heading), f"the dialog's heading {heading!r}"
    space = {"de": "Abstand", "fr": "Espace"}[language]
    assert app.find_all(name=space), f"the palette's {space!r} spacer"
    app.screenshot(f"{test_name}-dialog")
    app.click(button)
    wait_until(lambda: not app.find_all(role="push button", name=done) or None, what="the dialog to close")
    assert app.quit(keys="ctrl+q") == 0


def test_hebrew_is_translated_and_right_to_left(launch_app, note_editor_path, test_name):
    app = launch_in(launch_app, note_editor_path, "he", "הפתק שלי")
    menus = menu_titles(app)
    assert menus == ["קובץ", "עריכה", "תצוגה", "עיצוב", "עזרה"]
    bar = app.find(role="menu bar", root=app.window)
    items = [item for item in app.find_all(role="menu item", root=bar) if item.parent == bar]
    first, second = (app.extents(item) for item in items[:2])
    assert first[0] > second[0], f"right to left: File ({first}) is right of Edit ({second})"
    open_customize_dialog(app, "תצוגה", "התאמת סרגל הכלים…")
    wait_until(lambda: app.find_all(role="push button", name="סיום") or None, what="the dialog's Done button")
    assert app.find_all(name="יש לגרור את הפריטים המועדפים לסרגל הכלים…")
    app.screenshot(f"{test_name}-dialog")
    app.key("Escape")
    wait_until(lambda: not app.find_all(role="push button", name="סיום") or None, what="the dialog to close")
    assert app.quit(keys="ctrl+q") == 0


@pytest.mark.parametrize("language, new, clear, ask, erased, cancel, strokes, none, image", [
    ("de", "Neue Leinwand", "Leeren", "Die Leinwand leeren?", "Alle 12 Striche werden gelöscht.", "Abbrechen",
     "12 Striche", "0 Striche", "Bild importieren"),
    # French counts 0 as singular; its "Import Image" is marked needs_review in the
    # catalogue, so it is not shipped and stays English.
    ("fr", "Nouvelle toile", "Effacer", "Effacer la toile ?", "Les 12 traits seront effacés.", "Annuler",
     "12 traits", "0 trait", "Import Image"),
], ids=["de", "fr"])
def test_an_app_with_an_xcode_string_catalogue_is_translated(launch_app, note_editor_path, test_name, language, new,
                                                             clear, ask, erased, cancel, strokes, none, image):
    """Sketchbook brings Examples/Sketchbook/Localizable.xcstrings, as a
    SwiftUI app would; meson-helpers/xcstrings-to-po compiles it (plural
    variations as gettext plural forms) and its toolbar, labels and alert
    read the translations, plurals by the language's rule."""
    from pathlib import Path
    from test_sketchbook import TITLE, gone, labels, top_level

    binary = Path(note_editor_path).parent / "Sketchbook"
    app = launch_app([binary], title=TITLE, env={"LANGUAGE": language, "LANG": "C.UTF-8"})
    for name in (new, clear, image):
        app.find(name=name, root=app.window, predicate=lambda a: a.getRoleName() == "push button")
    assert strokes in labels(app, app.window), labels(app, app.window)
    app.click(app.find(name=clear, root=app.window, predicate=lambda a: a.getRoleName() == "push button"))
    alert = top_level(app, ask)
    assert erased in labels(app, alert), labels(app, alert)
    app.screenshot(f"{test_name}-alert")
    app.click(app.find(role="push button", name=clear, root=alert))
    gone(app, ask)
    wait_until(lambda: none in labels(app, app.window), what=f"the label {none!r} after clearing")
    assert cancel  # the alert's Cancel is GtkUI's; its catalogue has it too
