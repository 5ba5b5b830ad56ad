"""The toolbar gallery (Examples/ToolbarGallery) as a user meets it: SwiftUI's
`.toolbar { }` placements in one GNOME header bar and the action bar under
the content, read from the accessibility tree, operated with real input,
and screenshotted.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from apphelper import App, wait_until
from a11y import walk
from xsession import pointer_to, xdotool

TITLE = "Toolbar Gallery"
CONTROL_ROLES = ("push button", "toggle button", "check box", "radio button", "combo box")


@pytest.fixture
def gallery(launch_app, note_editor_path) -> App:
    binary = Path(note_editor_path).parent / "ToolbarGallery"
    if not binary.exists():
        pytest.fail(f"{binary} is missing: build it with `swift build`")
    # The pointer goes off the window first: left where the last test left
    # it (over Cancel or Done), it showed that button's tooltip, whose
    # label, named like the button, a lookup by name found first (a stress
    # run read Done's x as 16, the tooltip's own).
    screen_w, screen_h = map(int, xdotool("getdisplaygeometry").split())
    pointer_to(screen_w - 2, screen_h - 2)
    return launch_app([binary], title=TITLE)


def button(app: App, name: str):
    """The header bar's button `name` (not a tooltip or label of that name)."""
    return app.find(role="push button", name=name, root=app.window)


def controls_in(app: App, region_name: str) -> list[str]:
    """Names of the controls in a named region, left to right. A control
    inside a control is part of it (GTK 4.8 shows a menu button as a button
    holding a toggle button of the same name)."""
    region = app.find(name=region_name, root=app.window)
    found = [acc for acc in walk(region, only_visible=True) if acc.getRoleName() in CONTROL_ROLES
             and not (acc.parent is not None and acc.parent.getRoleName() in CONTROL_ROLES)]
    return [acc.name for acc in sorted(found, key=lambda acc: app.extents(acc)[0])]


def label(app: App, text: str, timeout: float = 10.0):
    return app.find(role="label", name=text, root=app.window, visible=True, timeout=timeout)


def test_header_bar_holds_every_views_items_by_placement(gallery, test_name):
    app = gallery
    start = controls_in(app, "Toolbar Start")
    end = controls_in(app, "Toolbar End")
    # Cancellation first at the start, then the navigation items of the
    # sidebar and of the window, in source order.
    assert start == ["Cancel", "Toggle Sidebar", "Back"], start
    # At the end: the detail view's plain item, the window's actions, and
    # the confirmation last (GNOME's dialog convention).
    assert end == ["Share", "New Item", "Bold", "Italic", "Sort By", "Delete", "Done"], end
    assert "Export" in controls_in(app, "Bottom Bar")
    search = app.find(name="Search Gallery", root=app.window)
    title = label(app, TITLE)
    subtitle = label(app, "3 items")
    sx = app.extents(button(app, "Cancel"))[0]
    ex = app.extents(button(app, "Done"))[0]
    tx, ty, tw, th = app.extents(title)
    assert sx < tx < ex, "the title sits between the start and the end items"
    assert app.extents(subtitle)[1] > ty, "the subtitle is under the title"
    assert app.extents(search)[0] < app.extents(app.find(name="Share", root=app.window))[0], \
        "the search field comes first at the end"
    # The bottom bar is under the content.
    content = label(app, "Ready")
    for name in ("Principal Picker", "Export", "Hide Keyboard"):
        assert app.extents(app.find(name=name, root=app.window))[1] > app.extents(content)[1], name
    status = label(app, "3 items, plain")
    assert app.extents(status)[1] > app.extents(content)[1]
    app.screenshot(test_name)


def test_toolbar_buttons_and_toggles_act(gallery, test_name):
    app = gallery

    def shows(text: str):
        return lambda: app.find_all(role="label", name=text, visible=True)
    # Each click once more when the app is idle and it did nothing (GTK 4.8
    # on X11 drops a press now and then: a CI run's click on Bold).
    app.click_for(app.find(name="New Item", root=app.window), shows("Added item 4"), what="New Item")
    label(app, "4 items")
    app.click_for(app.find(name="Bold", root=app.window), shows("4 items, bold"), what="Bold")
    app.click_for(app.find(name="Delete", root=app.window), shows("Deleted an item"), what="Delete")
    label(app, "3 items, bold")
    app.click_for(app.find(name="Cancel", root=app.window), shows("Cancelled"), what="Cancel")
    app.screenshot(test_name)


def type_into_search(app: App, text: str, field_name: str = "Search Gallery") -> None:
    """Types `text` into the focused search field named `field_name`. When
    the app is idle and the field is still empty, nothing of it arrived (a
    stress run: the field focused, "Searching for: " shown, no key of "milk" in it): it is
    typed once more, and said so. Text that arrived in part is left as it
    is, for the test to see."""
    app.type_text(text)
    app.wait_until_idle(quiet=0.3)
    field = app.find(name=field_name, root=app.window)
    texts = [acc for acc in walk(field) if acc.getRoleName() in ("text", "entry")]
    if texts and all(app.text(acc) == "" for acc in texts):
        print(f"type_into_search: none of {text!r} reached the field once the app was idle; typing it once more")
        app.type_text(text)


def test_ctrl_f_focuses_the_search_field_and_escape_ends_the_search(gallery, test_name):
    app = gallery
    label(app, "Not searching")
    app.key("ctrl+f")
    wait_until(lambda: any(app.is_focused(acc) for acc in walk(app.find(name="Search Gallery", root=app.window))),
               what="the search field to take the keyboard")
    type_into_search(app, "milk")
    label(app, "Searching for: milk")
    app.screenshot(test_name)
    app.key("Escape")
    label(app, "Not searching")


def test_search_suggestions_narrow_as_you_type_and_complete_the_field(gallery, test_name):
    app = gallery
    app.key("ctrl+f")
    wait_until(lambda: any(app.is_focused(acc) for acc in walk(app.find(name="Search Gallery", root=app.window))),
               what="the search field to take the keyboard")
    type_into_search(app, "ar")
    app.find(role="push button", name="Archive", visible=True)
    app.find(role="push button", name="Shared with Me", visible=True)
    assert not app.find_all(role="push button", name="Drafts", visible=True), "narrowed to what is typed"
    app.screenshot(f"{test_name}-suggestions")
    # The keyboard stays in the field: Down and Up go through the suggestions, Return picks one.
    app.key("Down", "Down", "Down", "Up", "Down")
    app.key("Return")
    label(app, "Searching for: Shared with Me")
    wait_until(lambda: not app.find_all(role="push button", name="Archive", visible=True),
               what="the suggestions to close once one is chosen")
    # A click picks one too.
    app.key("ctrl+a")
    type_into_search(app, "dr")
    app.click(app.find(role="push button", name="Drafts", visible=True))
    label(app, "Searching for: Drafts")
    app.screenshot(test_name)
    app.key("Escape")
    label(app, "Not searching")


def test_a_principal_item_replaces_the_title(gallery, test_name):
    app = gallery
    label(app, TITLE)
    app.click(app.find(name="Principal Picker", root=app.window))
    grid = app.find(name="Grid", root=app.window, visible=True)
    wait_until(lambda: not app.find_all(role="label", name=TITLE, root=app.window, visible=True),
               what="the title to give way to the principal item")
    gx = app.extents(grid)[0]
    assert app.extents(app.find(name="Back", root=app.window))[0] < gx < \
        app.extents(app.find(name="Share", root=app.window))[0]
    app.screenshot(test_name)


def test_share_menu_and_split_button_open_their_menus(gallery, test_name):
    app = gallery
    share = app.find(name="Share", root=app.window)
    app.click(share)
    items = [app.find(name=name, visible=True) for name in ("Copy Link", "Open in Browser", "Send by Email…")]
    assert all(app.is_sensitive(item) for item in items), "no dead share item"
    app.screenshot(f"{test_name}-share")
    app.key("Escape")
    app.click(app.find(name="Export", root=app.window))
    label(app, "Exported")
    app.click(app.find(name="Export Options", root=app.window))
    app.click(app.find(name="PNG", visible=True))
    label(app, "Exported PNG")
    app.screenshot(test_name)


def test_items_that_do_not_fit_a_narrow_window_are_in_the_overflow_menu(gallery, test_name):
    app = gallery
    label(app, "Sorted by Name")
    assert "More Items" not in controls_in(app, "Toolbar End"), "wide: no overflow button"
    xdotool("windowsize", app.xid, "820", "560")
    end = wait_until(lambda: (lambda names: names if "More Items" in names else None)(controls_in(app, "Toolbar End")),
                     what="the overflow button at the end of the header bar")
    app.refresh_geometry()
    more = app.find(name="More Items", root=app.window, visible=True)
    assert end[-1] == "More Items", end
    assert "Done" not in end and "Sort By" not in end, f"the trailing items left the header bar: {end}"
    assert end[0] == "Share", "items leave from the trailing end"

    # The menu lists the items that left, each as its menu entry.
    app.click(more)
    # The picker's options are grouped check buttons: radio items, which
    # GTK 4.8 shows as check boxes in the accessibility tree.
    date = app.find(role="check box", name="Date", visible=True)
    assert app.is_checked(app.find(role="check box", name="Name", visible=True)), "the selected option is checked"
    assert not app.is_checked(date)
    app.find(role="check box", name="Size", visible=True)
    done = app.find(role="push button", name="Done", visible=True)
    assert app.extents(done)[1] > app.extents(date)[1], "the items in their order: Done last"
    app.screenshot(f"{test_name}-menu")
    app.click(date)
    label(app, "Sorted by Date")

    # A button in the menu acts and closes the menu.
    if not app.find_all(role="push button", name="Delete", visible=True):
        app.click(more)
    app.click(app.find(role="push button", name="Delete", visible=True))
    label(app, "Deleted an item")
    label(app, "2 items")
    app.screenshot(test_name)
