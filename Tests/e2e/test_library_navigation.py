"""The Library example's book pages (Examples/Library): the detail column is
a NavigationStack, a book row opens the book's page (double click, or Enter
on the focused row), and the header bar's Back button and Alt+Left return to
the list.

Real input (xdotool), results read from the accessibility tree, screenshots
in light and dark style saved to test-output/.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from apphelper import App
from fakeportal import FakePortal
from test_library import TITLE, lists, row, window_title
from xsession import wait_until

NO_FIXED_THEME = {"GTK_THEME": ""}


@pytest.fixture
def library_binary(note_editor_path) -> Path:
    binary = Path(note_editor_path).parent / "Library"
    if not binary.exists():
        pytest.fail(f"{binary} is missing: build it with `swift build`")
    return binary


def back_buttons(app: App) -> list:
    """The shown buttons named "Back" (GTK's push buttons)."""
    return app.find_all(role="push button", name="Back", root=app.window, visible=True)


def open_book(app: App, title: str) -> None:
    """Double-clicks the book's row (a click selects it) and waits for its
    page; double-clicks once more when the app is idle and the list still
    shows (a loaded run on Wayland, right after launch: the row was not
    opened, the first press lost as GTK 4.8 loses one; see App.click_for)."""
    wait_until(lambda: len(lists(app)) == 2, what="the sidebar and the book list")
    app.click_for(row(app, lists(app)[1], title), lambda: window_title(app) == title,
                  what=f"the title to become {title!r}", repeat=2)
    wait_until(lambda: len(back_buttons(app)) == 1, what="the Back button in the header bar")


def wait_for_list(app: App) -> None:
    wait_until(lambda: window_title(app) == TITLE, what="the collection's title back", describe=lambda: window_title(app))
    wait_until(lambda: not back_buttons(app), what="the Back button to leave the header bar")


def test_a_book_row_opens_its_page_and_every_way_back_returns(launch_app, library_binary, test_name):
    app = launch_app([library_binary], title=TITLE)
    open_book(app, "Kindred")
    back = back_buttons(app)[0]
    assert app.extents(back)[0] < 120, "Back sits at the start of the header bar"
    assert app.find(role="label", name="by Octavia E. Butler", root=app.window, visible=True)
    app.screenshot(f"{test_name}-book-page")

    app.click(back)
    wait_for_list(app)
    assert "selected" in app.states(row(app, lists(app)[1], "Kindred")), "the list kept its selection"
    app.screenshot(f"{test_name}-back-to-list")

    # Enter on the focused row opens it too (a single click only selects); Alt+Left goes back.
    app.click(row(app, lists(app)[1], "Kindred"))
    wait_until(lambda: app.is_focused(row(app, lists(app)[1], "Kindred")), what="the clicked row to have the focus")
    assert window_title(app) == TITLE, "a single click on a row of a selectable list does not open it"
    app.key("Return")
    wait_until(lambda: window_title(app) == "Kindred", what="Enter to open the book", describe=lambda: window_title(app))
    app.key("alt+Left")
    wait_for_list(app)

    # Another book opens the same way after going back.
    open_book(app, "The Dispossessed")
    app.screenshot(f"{test_name}-second-book")


def test_the_book_page_in_dark_style(launch_app, library_binary, test_name):
    portal = FakePortal(1)
    try:
        app = launch_app([library_binary], title=TITLE, env=NO_FIXED_THEME)
        open_book(app, "Kindred")
        app.screenshot(f"{test_name}-book-page-dark")
        app.key("alt+Left")
        wait_for_list(app)
        app.screenshot(f"{test_name}-list-dark")
    finally:
        portal.close()
