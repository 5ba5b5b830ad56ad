"""The Library example (Examples/Library) as a user meets it: a sidebar of
collections, the selected collection's books, the header bar's sidebar
toggle and View ▸ Show/Hide Sidebar, deleting books with Delete, the
search field (Ctrl+F) that narrows the books, and the books as a sortable
table (the toolbar's View As picker).

Everything is driven with real input (xdotool clicks and keys) and checked
in the accessibility tree; screenshots are saved to test-output/.
"""

from __future__ import annotations

import plistlib
import time
from pathlib import Path

import pytest

from a11y import walk
from apphelper import App
from fakeportal import FakePortal
from test_note_editor import choose, close_menus, menu_items, open_menu
from test_toolbar_gallery import type_into_search
from xsession import wait_until

TITLE = "All Books"
APP_ID = "org.gtkui.LibraryApp"
SEARCH = "Search Books"
ALL_BOOKS_BY_TITLE = ["Dune", "Foundation", "Hyperion", "Kindred", "Neuromancer", "Solaris",
                      "The Dispossessed", "The Left Hand of Darkness"]
ALL_BOOKS_BY_YEAR = ["Foundation", "Solaris", "Dune", "The Left Hand of Darkness", "The Dispossessed",
                     "Kindred", "Neuromancer", "Hyperion"]


@pytest.fixture
def library(launch_app, note_editor_path) -> App:
    binary = Path(note_editor_path).parent / "Library"
    if not binary.exists():
        pytest.fail(f"{binary} is missing: build it with `swift build`")
    return launch_app([binary], title=TITLE)


def lists(app: App) -> list:
    """The window's lists, sidebar first (GtkListView is role "list")."""
    found = app.find_all(role="list", root=app.window, visible=True)
    return sorted(found, key=lambda acc: app.extents(acc)[0])


def row_labels(app: App, list_acc) -> list[str]:
    """Each row's first label (top-most, then left-most), rows top to bottom."""
    rows = [acc for acc in app.find_all(role="list item", root=list_acc, visible=True)]
    rows.sort(key=lambda acc: app.extents(acc)[1])
    texts = []
    for row in rows:
        labels = app.find_all(role="label", root=row)
        labels.sort(key=lambda acc: (app.extents(acc)[1], app.extents(acc)[0]))
        texts.append(labels[0].name if labels else "")
    return texts


def row(app: App, list_acc, text: str):
    """The row of `list_acc` whose first label is `text`."""
    return app.find(role="list item", root=list_acc, visible=True,
                    predicate=lambda acc: any(label.name == text for label in app.find_all(role="label", root=acc)))


def window_title(app: App) -> str:
    app.window.clear_cache()
    return app.window.name


def test_rows_are_selected_by_click_and_keyboard(library, test_name):
    wait_until(lambda: len(lists(library)) == 2, what="the sidebar and the book list")
    sidebar, books = lists(library)
    assert row_labels(library, sidebar)[:3] == ["Library", "All Books", "Favorites"], row_labels(library, sidebar)
    library.screenshot(f"{test_name}-start")

    library.click(row(library, sidebar, "Favorites"))
    wait_until(lambda: window_title(library) == "Favorites", what="the title to follow the selected collection")
    wait_until(lambda: row_labels(library, lists(library)[1]) == ["The Left Hand of Darkness", "Kindred"],
               what="the detail list to show the favorites",
               describe=lambda: str(row_labels(library, lists(library)[1])))

    # The keyboard moves the selection: Down from Favorites skips the "Collections" header to Le Guin.
    library.key("Down")
    wait_until(lambda: window_title(library) == "Le Guin", what="Down to select the next collection",
               describe=lambda: window_title(library))
    library.screenshot(f"{test_name}-le-guin")

    books = lists(library)[1]
    library.click(row(library, books, "The Dispossessed"))
    wait_until(lambda: "selected" in library.states(row(library, lists(library)[1], "The Dispossessed")),
               what="the clicked book to be selected")


def test_sidebar_toggles_from_the_header_bar_and_the_view_menu(library, test_name):
    wait_until(lambda: len(lists(library)) == 2, what="the sidebar and the book list")
    toggle = library.find(role="push button", name="Toggle Sidebar", root=library.window)
    assert library.is_checked(toggle)
    library.click(toggle)
    wait_until(lambda: len(lists(library)) == 1, what="the sidebar to hide")
    assert not library.is_checked(toggle)
    library.screenshot(f"{test_name}-hidden")

    menu = open_menu(library, "View")
    assert "Show Sidebar" in menu_items(library, menu), menu_items(library, menu)
    close_menus(library)
    choose(library, "View", "Show Sidebar")
    wait_until(lambda: len(lists(library)) == 2, what="View ▸ Show Sidebar to show it")
    assert library.is_checked(toggle)

    library.key("ctrl+alt+s")
    wait_until(lambda: len(lists(library)) == 1, what="Ctrl+Alt+S to hide the sidebar")
    menu = open_menu(library, "View")
    assert "Show Sidebar" in menu_items(library, menu)
    close_menus(library)
    library.click(toggle)
    wait_until(lambda: len(lists(library)) == 2, what="the toggle to show the sidebar again")
    library.screenshot(f"{test_name}-shown")


def test_the_sidebar_keeps_its_width_after_a_relaunch(launch_app, note_editor_path, app_dirs, test_name):
    """The divider between the sidebar and the books, dragged, is where the
    user left it when the app starts again (kept with the window's scene
    storage)."""
    binary = Path(note_editor_path).parent / "Library"
    app = launch_app([binary], title=TITLE)
    wait_until(lambda: len(lists(app)) == 2, what="the sidebar and the book list")

    def sidebar_width() -> int:
        return app.extents(lists(app)[1])[0] - app.extents(app.window)[0]

    start = sidebar_width()
    books = app.extents(lists(app)[1])
    y = books[1] + books[3] // 2
    # GTK's divider handle takes presses a few pixels either side of its line.
    app.drag((books[0] - 1, y), (books[0] + 79, y), what="the divider drag")
    # Within a few pixels of the pointer's 80 (where in the handle the drag took it).
    wait_until(lambda: 70 <= sidebar_width() - start <= 90, what="the divider to follow the drag",
               describe=lambda: f"sidebar {sidebar_width()} px, was {start}")
    app.wait_until_idle(quiet=0.3)
    moved = sidebar_width()
    app.screenshot(f"{test_name}-dragged")
    assert app.quit(keys="ctrl+q") == 0
    scenes_file = app_dirs.config / APP_ID / "scenes.plist"
    assert scenes_file.exists(), sorted(str(p.relative_to(app_dirs.config)) for p in app_dirs.config.rglob("*"))
    scenes = plistlib.loads(scenes_file.read_bytes())
    assert any("GtkUI.NavigationSplitView.dividers" in values for values in scenes.values()), scenes

    app = launch_app([binary], title=TITLE)
    wait_until(lambda: len(lists(app)) == 2, what="the sidebar and the book list after relaunch")
    wait_until(lambda: abs(sidebar_width() - moved) <= 1, what="the sidebar at the width it was left with",
               describe=lambda: f"sidebar {sidebar_width()} px, left at {moved}, default {start}")
    app.screenshot(f"{test_name}-relaunched")
    assert app.quit(keys="ctrl+q") == 0


def test_delete_key_deletes_the_selected_book(library, test_name):
    wait_until(lambda: len(lists(library)) == 2, what="the sidebar and the book list")
    books = lists(library)[1]
    before = row_labels(library, books)
    assert "Dune" in before, before
    library.click(row(library, books, "Dune"))
    wait_until(lambda: "selected" in library.states(row(library, lists(library)[1], "Dune")),
               what="Dune to be selected")
    library.key("Delete")
    wait_until(lambda: "Dune" not in row_labels(library, lists(library)[1]),
               what="Delete to remove the book", describe=lambda: str(row_labels(library, lists(library)[1])))
    after = row_labels(library, lists(library)[1])
    assert len(after) == len(before) - 1, after
    library.screenshot(f"{test_name}-deleted")


def test_a_book_row_has_a_context_menu(library, test_name):
    wait_until(lambda: len(lists(library)) == 2, what="the sidebar and the book list")
    menu = library.context_menu(row(library, lists(library)[1], "Neuromancer"), what="the book's menu")
    item = library.find(role="menu item", name="Delete", root=menu, visible=True)
    library.screenshot(f"{test_name}-menu")
    library.click(item)
    wait_until(lambda: "Neuromancer" not in row_labels(library, lists(library)[1]),
               what="the context menu's Delete to remove the book",
               describe=lambda: str(row_labels(library, lists(library)[1])))


def test_typing_a_title_goes_to_its_book(library, test_name):
    """Type-ahead: letters typed in the book list select the next book whose
    title starts with them; a pause starts a new prefix."""
    wait_until(lambda: len(lists(library)) == 2, what="the sidebar and the book list")
    library.click(row(library, lists(library)[1], "Dune"))
    wait_until(lambda: "selected" in library.states(row(library, lists(library)[1], "Dune")),
               what="Dune to be selected")

    def selected_and_focused(title: str) -> bool:
        states = library.states(row(library, lists(library)[1], title))
        return {"selected", "focused"} <= states

    def selected_titles() -> str:
        books = lists(library)[1]
        return str([text for text in row_labels(library, books)
                    if "selected" in library.states(row(library, books, text))])

    library.type_text("ne")
    wait_until(lambda: selected_and_focused("Neuromancer"), what="\"ne\" to select and focus Neuromancer",
               describe=selected_titles)
    time.sleep(1.2)  # a pause: the next letters start a new prefix
    # "t" finds The Dispossessed after Neuromancer; "the l" goes on, round to the top, to The Left Hand.
    library.type_text("the l")
    wait_until(lambda: selected_and_focused("The Left Hand of Darkness"),
               what="\"the l\" to select and focus The Left Hand of Darkness", describe=selected_titles)
    assert "selected" not in library.states(row(library, lists(library)[1], "Neuromancer"))
    library.screenshot(f"{test_name}-the-left-hand")


def test_preferences_form_edits_numbers_in_rows(library, test_name):
    """The Settings window's Form: a number field and a stepper with a
    format are GNOME preference rows (title at the start, field at the
    end); typed numbers are parsed, the stepper's field follows its buttons."""
    from test_sketchbook import top_level

    library.key("ctrl+comma")
    settings = top_level(library, "Preferences")
    pages = library.find(role="text", name="Pages per Day", root=settings)
    assert library.text(pages) == "20"
    speed = library.find(role="text", name="Reading Speed", root=settings)
    assert library.text(speed) == "100%"
    for field, title in ((pages, "Pages per Day"), (speed, "Reading Speed")):
        row = library.find(role="list item", root=settings,
                           predicate=lambda acc, f=field: any(c == f for c in library.find_all(role="text", root=acc)))
        label = library.find(role="label", name=title, root=row)
        rx, _, rw, _ = library.extents(row)
        lx, _, lw, _ = library.extents(label)
        fx, _, fw, _ = library.extents(field)
        assert lx - rx < 24, f"{title}: the title starts the row"
        assert lx + lw < fx, f"{title}: the field comes after the title"
        assert fx + fw > rx + rw // 2, f"{title}: the field is in the row's end half"
    # The number field takes the rest of its row, as the Owner field does; the stepper's field is as wide as its value.
    px, _, pw, _ = library.extents(pages)
    assert px + pw > rx + rw - 24, "Pages per Day: the field ends the row"
    assert library.extents(speed)[2] < 120, f"Reading Speed: the field is {library.extents(speed)[2]} px wide"
    library.screenshot(f"{test_name}-form")

    library.click(pages)
    library.key("ctrl+a")
    library.type_text("35")
    library.key("Tab")
    wait_until(lambda: library.text(pages) == "35", what="the typed pages to stay", describe=lambda: library.text(pages))
    increase = library.find(role="push button", name="Increment Reading Speed", root=settings)
    library.click(increase)
    wait_until(lambda: library.text(speed) == "125%", what="+ to step the speed by 25%",
               describe=lambda: library.text(speed))
    library.click(speed)
    library.key("ctrl+a")
    library.type_text("300")
    library.key("Return")
    wait_until(lambda: library.text(speed) == "200%", what="a typed speed beyond the range to be kept at 200%",
               describe=lambda: library.text(speed))
    library.screenshot(f"{test_name}-edited")



def test_search_narrows_the_books_to_matching_titles_and_authors(library, test_name):
    wait_until(lambda: len(lists(library)) == 2, what="the sidebar and the book list")
    everything = row_labels(library, lists(library)[1])
    assert len(everything) == 8, everything
    library.key("ctrl+f")
    wait_until(lambda: any(library.is_focused(acc) for acc in walk(library.find(name=SEARCH, root=library.window))),
               what="Ctrl+F to give the search field the keyboard")
    # Lower case finds the author "Ursula K. Le Guin"; neither title has "le guin" in it.
    type_into_search(library, "le guin", field_name=SEARCH)
    wait_until(lambda: row_labels(library, lists(library)[1]) == ["The Left Hand of Darkness", "The Dispossessed"],
               what="only the two Le Guin books", describe=lambda: str(row_labels(library, lists(library)[1])))
    library.screenshot(f"{test_name}-le-guin")
    library.key("Escape")
    wait_until(lambda: row_labels(library, lists(library)[1]) == everything, what="Escape to bring every book back",
               describe=lambda: str(row_labels(library, lists(library)[1])))


def show_table(app: App) -> object:
    """Switches View As to Table and returns the table (GTK 4.8's column view, role "tree table")."""
    wait_until(lambda: len(lists(app)) == 2, what="the sidebar and the book list")
    picker = app.find(role="panel", name="View As", root=app.window, visible=True)
    app.click(app.find(role="push button", name="Table", root=picker))
    return app.find(role="tree table", root=app.window, visible=True)


def table_rows(app: App, table) -> list:
    """The table's shown rows, top to bottom (the header row is not among them: it is not in the rows' list)."""
    body = app.find(role="list", root=table)
    return sorted(app.find_all(role="table row", root=body, visible=True), key=lambda acc: app.extents(acc)[1])


def table_titles(app: App, table) -> list[str]:
    """Each row's first cell, rows top to bottom."""
    titles = []
    for acc in table_rows(app, table):
        labels = sorted(app.find_all(role="label", root=acc), key=lambda label: app.extents(label)[0])
        titles.append(labels[0].name if labels else "")
    return titles


def table_row(app: App, table, title: str):
    return next(acc for acc in table_rows(app, table) if any(label.name == title for label in app.find_all(role="label", root=acc)))


def header_labels(app: App, table) -> list:
    """The column headers' titles, left to right (GTK 4.8's headers have no role of their own:
    they are the labels of the table's first row, outside the rows' list)."""
    body = app.find(role="list", root=table)
    body_y = app.extents(body)[1]
    labels = [acc for acc in app.find_all(role="label", root=table, visible=True) if app.extents(acc)[1] < body_y]
    return sorted(labels, key=lambda acc: app.extents(acc)[0])


def test_the_table_sorts_by_a_clicked_header_and_selects_by_click_and_keyboard(library, test_name):
    table = show_table(library)
    headers = [label.name for label in header_labels(library, table)]
    assert headers == ["Title", "Author", "Year"], headers
    # The table starts sorted by the Preferences' "Sort Books By" (by title).
    wait_until(lambda: table_titles(library, table) == ALL_BOOKS_BY_TITLE, what="the rows sorted by title",
               describe=lambda: str(table_titles(library, table)))
    picker = library.find(role="panel", name="View As", root=library.window, visible=True)
    assert "pressed" in library.states(library.find(role="push button", name="Table", root=picker))
    assert "pressed" not in library.states(library.find(role="push button", name="List", root=picker))
    library.screenshot(f"{test_name}-by-title")

    year = library.find(role="label", name="Year", root=table)
    # Once more when the app is idle and nothing sorted (GTK 4.8 drops a press now and then).
    library.click_for(year, lambda: table_titles(library, table) == ALL_BOOKS_BY_YEAR, what="a click on Year to sort by year")
    library.click(year)
    wait_until(lambda: table_titles(library, table) == ALL_BOOKS_BY_YEAR[::-1],
               what="a second click on Year to sort by year, newest first",
               describe=lambda: str(table_titles(library, table)))

    delete = library.find(role="push button", name="Delete", root=library.window)
    assert not library.is_sensitive(delete), "nothing is selected yet"
    library.click(table_row(library, table, "Dune"))
    wait_until(lambda: "selected" in library.states(table_row(library, table, "Dune")), what="the clicked row to be selected")
    wait_until(lambda: library.is_sensitive(delete), what="the toolbar's Delete to act on the selected book")
    # Down selects the next row in the shown order: after Dune (1965), Solaris (1961).
    library.key("Down")
    wait_until(lambda: "selected" in library.states(table_row(library, table, "Solaris")),
               what="Down to select the next row")
    assert "selected" not in library.states(table_row(library, table, "Dune")), "the selection moved"
    library.screenshot(f"{test_name}-by-year-descending")

    # Return opens the selected book's page (the table's primary action); Alt+Left comes back to the table.
    library.key("Return")
    wait_until(lambda: window_title(library) == "Solaris", what="Return to open the book's page",
               describe=lambda: window_title(library))
    library.key("alt+Left")
    wait_until(lambda: window_title(library) == TITLE, what="Alt+Left back to the table",
               describe=lambda: window_title(library))
    table = library.find(role="tree table", root=library.window, visible=True)
    assert table_titles(library, table) == ALL_BOOKS_BY_YEAR[::-1], "the table kept its sort order"


def test_the_table_in_dark_style(launch_app, note_editor_path, test_name):
    portal = FakePortal(1)
    try:
        app = launch_app([Path(note_editor_path).parent / "Library"], title=TITLE, env={"GTK_THEME": ""})
        table = show_table(app)
        app.click_for(app.find(role="label", name="Year", root=table),
                      lambda: table_titles(app, table) == ALL_BOOKS_BY_YEAR, what="a click on Year to sort by year")
        app.click(table_row(app, table, "Kindred"))
        wait_until(lambda: "selected" in app.states(table_row(app, table, "Kindred")), what="the clicked row to be selected")
        app.screenshot(f"{test_name}-table-dark")
    finally:
        portal.close()
