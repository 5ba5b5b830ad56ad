"""Note Editor in the pseudo-locale (LANGUAGE=en_XA, made by
meson-helpers/pseudo-translate): every string GtkUI and the app look up in
their catalogues reads "[!!! Ƒööñţ Šîžéé !!!]", so any text a user sees
without the brackets is a literal that escaped translation, in GtkUI or in
the app. Read back from the accessibility tree: the main window, every
menu of the menu bar, the overflow menu of a narrow window and the
Customize Toolbar dialog. The strings are a third longer, as German and
French often are: the window still gets narrow, the overflow still opens
with its items, and the dialog's Done button is inside the dialog and
closes it.

Screenshots land in test-output/ named after the test.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import re

from a11y import role_name, walk
from apphelper import REPO_ROOT, App, run_tool, wait_until
from test_note_editor import menu_bar, open_menu

_loader = importlib.machinery.SourceFileLoader("pseudo_translate", str(REPO_ROOT / "meson-helpers" / "pseudo-translate"))
_module = importlib.util.module_from_spec(importlib.util.spec_from_loader(_loader.name, _loader))
_loader.exec_module(_module)
pseudo = _module.pseudo

LANGUAGE = {"LANGUAGE": "en_XA", "LANG": "C.UTF-8"}
# Text that is not looked up in GtkUI's or the app's catalogues, and rightly:
# GTK's own window buttons (its gtk40 domain has no en_XA), key names of
# shortcuts, numbers (the font size), and the note's text (the user's).
GTK_OWN = {"Minimize", "Maximize", "Restore", "Close"}
SHORTCUT = re.compile(r"^((Shift|Ctrl|Alt|Super|Meta)\+)*(\S|F\d+|[A-Z][a-z]+)$")
NUMBER = re.compile(r"^[\d.,\s]+$")
TEXT_ROLES = {"label", "push button", "toggle button", "check box", "radio button", "menu item",
              "check menu item", "radio menu item", "slider", "tool bar", "frame", "dialog", "heading",
              "list item", "page tab", "combo box", "spin button"}


def is_pseudo(text: str) -> bool:
    return text.startswith("[!!! ") and text.endswith(" !!!]") or " [!!! " in f" {text}"


def untranslated(root, skip=(), at_least: int = 1) -> list[str]:
    """The names of the accessibles under `root` a user reads that are not
    pseudo-translated (and are not GTK's own, shortcuts or numbers); at
    least `at_least` pseudo-translated ones must be there (the walk saw them)."""
    found = []
    seen = 0
    for acc in walk(root, only_visible=True):
        if any(acc == s for s in skip):
            continue
        name = (acc.name or "").strip()
        if not name or role_name(acc) not in TEXT_ROLES:
            continue
        if is_pseudo(name):
            seen += 1
            continue
        if name in GTK_OWN or SHORTCUT.match(name) or NUMBER.match(name):
            continue
        found.append(f"{role_name(acc)} {name!r}")
    assert seen >= at_least, f"only {seen} pseudo-translated names under {root}: is the walk reading the tree?"
    return found


def launch(launch_app, note_editor_path) -> App:
    return launch_app([note_editor_path], title=pseudo("My Note"), env=LANGUAGE)


def test_every_string_of_the_window_and_its_menus_is_looked_up(launch_app, note_editor_path, test_name):
    app = launch(launch_app, note_editor_path)
    wait_until(lambda: app.find_all(name=pseudo("Font Size (%lld)").replace("%lld", "12"), root=app.window) or None,
               what="the slider's caption in the pseudo-locale")
    app.screenshot(f"{test_name}-window")
    # The title, the toolbar and its items, the menu bar's titles at least.
    assert untranslated(app.window, at_least=8) == [], "shown without the pseudo-locale's brackets"

    titles = [item.name for item in app.find_all(role="menu item", root=menu_bar(app)) if item.parent == menu_bar(app)]
    assert len(titles) >= 4 and all(is_pseudo(t) for t in titles), titles
    for title in titles:
        menu = open_menu(app, title)
        app.screenshot(f"{test_name}-menu-{titles.index(title) + 1}")
        assert untranslated(menu) == [], f"in the menu {title}"
        app.key("Escape")
        wait_until(lambda: not app.find_all(role="menu", root=menu_bar(app), visible=True) or None,
                   what=f"the menu {title} to close")
    assert app.quit(keys="ctrl+q") == 0


def test_a_narrow_window_overflows_into_a_translated_menu(launch_app, note_editor_path, test_name):
    app = launch(launch_app, note_editor_path)
    more_name = pseudo("More Items")
    run_tool("xdotool", "windowsize", app.xid, "360", "480")
    more = wait_until(lambda: next(iter(app.find_all(role="push button", name=more_name, root=app.window,
                                                     visible=True)), None),
                      timeout=20, what="the overflow button of a 360 px window")
    # The window is as narrow as it gets: its menu bar's titles (GTK's menu
    # bar does not overflow) hold it, not the header bar, whose items went
    # into the overflow menu; the title and the window buttons stay inside.
    last = [None]

    def settled():
        width = app.extents(app.window)[2]
        stable = width if width == last[0] else None
        last[0] = width
        return stable

    width = wait_until(settled, timeout=20, interval=0.5, what="the window's width to settle")
    bar = app.extents(menu_bar(app))
    assert width <= bar[2] + 24, f"the window ({width} px) is held wider than its menu bar ({bar[2]} px)"
    wx, wy, ww, wh = app.extents(app.window)
    for name in (pseudo("My Note"), "Close"):
        acc = app.find(name=name, root=app.window, visible=True)
        x, y, w, h = app.extents(acc)
        assert w > 0 and wx <= x and x + w <= wx + ww, f"{name} {x, w} inside the window {wx, ww}"
    app.click(more)

    def items():
        found = [acc for acc in walk(more) if role_name(acc) in ("check box", "slider", "push button")
                 and acc != more]
        return found or None

    shown = wait_until(items, timeout=10, what="the overflow menu to open with its items")
    app.screenshot(f"{test_name}-overflow")
    names = [acc.name for acc in shown]
    assert names and all(is_pseudo(n) for n in names), names
    assert untranslated(more, skip=[more]) == []
    app.key("Escape")
    assert app.quit(keys="ctrl+q") == 0


def test_the_customize_dialog_is_translated_and_usable(launch_app, note_editor_path, test_name):
    app = launch(launch_app, note_editor_path)
    menu = open_menu(app, pseudo("View"))
    app.click(app.find(role="menu item", name=pseudo("Customize Toolbar…"), root=menu, visible=True))
    done = wait_until(lambda: next(iter(app.find_all(role="push button", name=pseudo("Done"), visible=True)), None),
                      what="the dialog's Done button")
    dialog = next(acc for acc in app.accessible if role_name(acc) in ("dialog", "frame")
                  and app.find_all(role="push button", name=pseudo("Done"), root=acc))
    app.screenshot(f"{test_name}-dialog")
    assert untranslated(dialog, at_least=12) == [], "in the Customize Toolbar dialog"
    dx, dy, dw, dh = app.extents(dialog)
    bx, by, bw, bh = app.extents(done)
    assert dx <= bx and bx + bw <= dx + dw and dy <= by and by + bh <= dy + dh, \
        f"Done {bx, by, bw, bh} inside the dialog {dx, dy, dw, dh}"
    app.click(done)
    wait_until(lambda: not app.find_all(role="push button", name=pseudo("Done"), visible=True) or None,
               what="the dialog to close")
    assert app.quit(keys="ctrl+q") == 0
