"""Drag-to-reorder in a List (`ForEach(...).onMove`), as a user does it in
the Library example (Examples/Library): press on a book row, drag it onto
another row, release. A drop on a row's lower half puts the book after
it, on its upper half before it; a drop outside the list changes nothing.

Real X input (xdotool, through dnd.py's drag that waits for the drop
target's answers), rows read from the accessibility tree, screenshots in
test-output/.
"""

from __future__ import annotations

from apphelper import App
from test_library import library, lists, row, row_labels  # noqa: F401 (fixture)
from xsession import wait_until


def book_rows(app: App) -> list[str]:
    return row_labels(app, lists(app)[1])


def half(app: App, acc, upper: bool) -> tuple[int, int]:
    """A point in the upper or lower quarter of a row (left of its labels' end)."""
    x, y, width, height = app.extents(acc)
    return (x + width // 3, y + (height // 4 if upper else 3 * height // 4))


def test_dragging_a_book_row_reorders_the_list(library, test_name):  # noqa: F811
    wait_until(lambda: len(lists(library)) == 2, what="the sidebar and the book list")
    before = book_rows(library)
    assert len(before) >= 4, before
    library.screenshot(f"{test_name}-start")
    sidebar, books = lists(library)
    first, third = row(library, books, before[0]), row(library, books, before[2])
    # Onto the third row's lower half: after it.
    library.drag_and_drop(half(library, first, upper=True), half(library, third, upper=False),
                          accepting=library.centre(row(library, books, before[1])),
                          refusing=library.centre(sidebar),
                          while_held=lambda: library.screenshot(f"{test_name}-dragging"))
    expected = [before[1], before[2], before[0]] + before[3:]
    wait_until(lambda: book_rows(library) == expected, what="the book to move after the third row",
               describe=lambda: str(book_rows(library)))
    library.screenshot(f"{test_name}-moved-down")

    # The last row onto the first row's upper half: first.
    books = lists(library)[1]
    last = row(library, books, expected[-1])
    top = row(library, books, expected[0])
    library.drag_and_drop(half(library, last, upper=False), half(library, top, upper=True),
                          accepting=library.centre(row(library, books, expected[1])),
                          refusing=library.centre(lists(library)[0]))
    moved = [expected[-1]] + expected[:-1]
    wait_until(lambda: book_rows(library) == moved, what="the last book to move to the top",
               describe=lambda: str(book_rows(library)))

    # Released over the sidebar (no drop target for books): nothing moves.
    books = lists(library)[1]
    library.drag_and_drop(half(library, row(library, books, moved[1]), upper=True),
                          library.centre(lists(library)[0]),
                          accepting=library.centre(row(library, books, moved[2])),
                          dropped=False)
    wait_until(lambda: book_rows(library) == moved, what="the order to stay", timeout=2)
    library.screenshot(f"{test_name}-end")
