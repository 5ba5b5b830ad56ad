"""The Showcase example (Examples/Showcase): every container, control and
presentation GtkUI implements, one page each, in a NavigationSplitView
whose sidebar lists the pages in three sections. Each test selects pages
with real input (a click on a sidebar row, then Down in the focused list,
or type-ahead), checks the page's key elements in the accessibility tree,
opens its presentations with real clicks and keys, and saves a screenshot
of each page and presentation; the last test walks every page again in
the dark style. The screenshots are what the issues' "they must look like
a GNOME app" is judged on.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

import apphelper
import pyatspi

from a11y import ancestors, children, layer, state_names
from apphelper import App, wait_until
from test_note_editor import gray_mean, saturation
from xsession import WAYLAND, xdotool

TITLE = "Scroll View"
DARK = {"GTK_THEME": "Adwaita:dark"}

CONTAINERS = ["Scroll View", "Lazy Stacks and Grids", "Grid", "Layers", "Tab View", "Group Box", "Split Views",
              "Outlines", "Form", "Table", "Three Columns"]
CONTROLS = ["Text Fields", "Buttons", "Toggles", "Values", "Pickers", "Menus", "Lists and Labels", "Text",
            "Colors and Shapes"]
PRESENTATIONS = ["Sheet", "Alerts", "Popovers", "Full Screen Cover", "Inspector", "Context Menu", "File Dialogs"]
PAGES = CONTAINERS + CONTROLS + PRESENTATIONS

# A name each page shows once it is drawn (for the walk that only takes screenshots).
LANDMARK = {
    "Scroll View": "Row 1, Column 1", "Lazy Stacks and Grids": "Lazy row 1", "Grid": "Day Length",
    "Layers": "Background capsule", "Tab View": "General settings", "Group Box": "Storage",
    "Split Views": "Middle pane", "Outlines": "Advanced Options", "Form": "Reminders: 3", "Table": "Ice Giant",
    "Three Columns": "Open Three Columns", "Text Fields": "Password", "Buttons": "Pressed 0 times",
    "Toggles": "I agree to the terms", "Values": "Copies: 4", "Pickers": "Strawberry", "Menus": "Nothing chosen",
    "Lists and Labels": "GPL-3.0-or-later", "Text": "Large Title", "Colors and Shapes": "indigo",
    "Sheet": "Show Sheet", "Alerts": "No choice yet", "Popovers": "Show Popover",
    "Full Screen Cover": "Show Full Screen Cover", "Inspector": "Show Inspector",
    "Context Menu": "Right-click the card", "File Dialogs": "No file chosen",
}
BUTTONS = ("push button", "toggle button")


@pytest.fixture
def showcase_path(note_editor_path) -> Path:
    binary = Path(note_editor_path).parent / "Showcase"
    if not binary.exists():
        pytest.fail(f"{binary} is missing: build it with `swift build`")
    return binary


@pytest.fixture
def showcase(launch_app, showcase_path) -> App:
    return launch_app([showcase_path], title=TITLE)


# ---- finding things ---------------------------------------------------------

def window_title(app: App) -> str:
    app.window.clear_cache()
    return app.window.name


def visible_titles(app: App) -> list[str]:
    return [title for _, title in apphelper.viewable_windows(app.pid) if title]


def top_level(app: App, title: str):
    """The accessible of the app's showing window titled `title`, once it is on screen."""
    wait_until(lambda: title in visible_titles(app), what=f"the window {title!r}",
               describe=lambda: str(visible_titles(app)))
    acc = app.accessible
    return wait_until(lambda: next((w for w in (acc.get_child_at_index(i) for i in range(acc.get_child_count()))
                                    if w is not None and w.name == title
                                    and apphelper.state_names(w) & {"showing", "visible"}), None),
                      what=f"the accessible of {title!r}")


def gone(app: App, title: str) -> None:
    wait_until(lambda: title not in visible_titles(app), what=f"the window {title!r} to close")


def on_screen(app: App, acc) -> bool:
    """GTK 4.8 keeps "visible" on widgets that are not mapped (a stack's
    other pages, the views ViewThatFits did not choose); those have no size."""
    try:
        return app.extents(acc)[2] > 0
    except Exception:  # noqa: BLE001 - gone
        return False


def detail(app: App):
    """The split view's detail column (searching only there is much faster
    than searching the whole window, sidebar rows first)."""
    paned = app.find(name="GtkPaned", root=app.window, visible=True)
    return [acc for acc in children(paned)][-1]


def shown(app: App, name: str, root=None, role=None):
    """The first accessible named `name` that is on screen in `root` (the
    detail column unless given), once it is there."""
    return app.find(role=role, name=name, root=root or detail(app), visible=True,
                    predicate=lambda acc: on_screen(app, acc))


def hidden(app: App, name: str, root=None) -> None:
    wait_until(lambda: not any(on_screen(app, acc) for acc in app.find_all(name=name, root=root or detail(app),
                                                                          visible=True)),
               what=f"{name!r} to be hidden")


def button(app: App, name: str, root=None):
    return app.find(name=name, root=root or detail(app), visible=True,
                    predicate=lambda a: a.getRoleName() in BUTTONS)


def sidebar(app: App):
    """The page list: the left-most list of the window."""
    paned = app.find(name="GtkPaned", root=app.window, visible=True)
    return app.find(role="list", root=children(paned)[0], visible=True)


def sidebar_row(app: App, page: str):
    return app.find(role="list item", root=sidebar(app), visible=True,
                    predicate=lambda acc: any(label.name == page for label in app.find_all(role="label", root=acc)))


def rest_pointer(app: App) -> None:
    """Moves the pointer onto the empty start of the header bar, so no
    hover highlight shows in a screenshot."""
    x, y, w, h = app.extents(app.window)
    app.mouse_to((x + w // 4, y + 20))


# ---- selecting pages --------------------------------------------------------

def act_for(app: App, act, effect, what: str) -> None:
    """`act`, then waits for `effect`; once more only if nothing happened
    once the app handled its input (GTK 4.8 on X11 can drop a press: see
    App.click_for). The effect is looked for 5 s, then until the app is
    idle (at most the suite's shortest wait: a page with a spinner never is
    idle): on a loaded machine an effect can take longer than 5 s."""
    act()
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        if effect():
            return
        time.sleep(0.05)
    deadline = time.monotonic() + apphelper.DEFAULT_TIMEOUT
    while time.monotonic() < deadline:
        if effect():
            return
        if app.is_idle(quiet=0.3):
            break
    if effect():
        return
    print(f"{what}: no effect once the app handled its input; once more")
    act()
    wait_until(effect, what=what)


def open_submenu(app: App, menu_button, row, item: str):
    """Clicks `row`, a submenu row of `menu_button`'s open menu, and returns
    the submenu's `item` once it is on screen (it has a size only once its
    page showed; the page left keeps its extents in GTK 4.8's tree).

    The row is clicked once more only when the press was lost: the menu is
    still open at its first page's height after 5 s (the popover takes each
    page's height as it slides). A click made once more on a menu that did
    slide would land on the submenu's item in the row's place (a CI run:
    the submenu opened, its item was not seen in 5 s under load, and the
    second click chose Messages)."""
    def shown_item():
        return next((i for i in app.find_all(role="push button", name=item, root=menu_button, visible=True)
                     if on_screen(app, i)), None)

    def menu_height() -> int | None:
        popover = next((a for a in ancestors(row) if layer(a) == pyatspi.LAYER_POPUP),
                       None)
        try:
            return popover.queryComponent().getExtents(pyatspi.WINDOW_COORDS).height \
                if popover is not None and "visible" in state_names(popover) else None
        except Exception:  # noqa: BLE001 - gone
            return None

    first_page = menu_height()
    app.click(row)
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        found = shown_item()
        if found:
            return found
        time.sleep(0.05)
    if menu_height() == first_page:
        print(f"the submenu of {row.name!r}: the menu still shows its first page after 5 s; clicking once more")
        app.click(row)
    return wait_until(shown_item, what=f"the submenu of {row.name!r}",
                      describe=lambda: f"menu height {menu_height()} (first page: {first_page})")


def wait_for_page(app: App, page: str) -> None:
    wait_until(lambda: window_title(app) == page, what=f"the page {page!r}", describe=lambda: window_title(app))
    shown(app, LANDMARK[page])


def click_page(app: App, page: str) -> None:
    """Selects a visible sidebar row with a click (the list then has the
    focus; clicking the page shown gives the focus back to the list)."""
    showing = window_title(app) == page
    row = sidebar_row(app, page)
    act_for(app, lambda: app.click(row), lambda: window_title(app) == page, what=f"a click to select {page!r}")
    if not showing:
        wait_for_page(app, page)
    rest_pointer(app)


def next_page(app: App, page: str) -> None:
    """Down in the focused sidebar selects the next page (over section headers)."""
    act_for(app, lambda: app.key("Down"), lambda: window_title(app) == page, what=f"Down to select {page!r}")
    wait_for_page(app, page)


def shoot(app: App, name: str):
    return app.screenshot(name)


# ---- containers -------------------------------------------------------------

def check_scroll_view(app: App, test_name: str) -> None:
    first = shown(app, "Row 1, Column 1")
    last = app.find(role="label", name="Row 30, Column 8", root=detail(app))
    wx, wy, ww, wh = app.extents(app.window)
    lx, ly, _, _ = app.extents(last)
    assert lx > wx + ww and ly > wy + wh, "the long content runs past the window on both axes"
    shoot(app, f"{test_name}-scroll-view-light")
    if not WAYLAND:       # (the Wayland input service has no wheel)
        y0 = app.extents(first)[1]
        app.mouse_to(first)
        xdotool("click", "--repeat", "3", "5")
        wait_until(lambda: app.extents(first)[1] < y0, what="the wheel to scroll the content")
        rest_pointer(app)


def check_lazy_grids(app: App, test_name: str) -> None:
    for index in range(1, 7):
        shown(app, f"Lazy row {index}")
    one, two = shown(app, "1", role="label"), shown(app, "2", role="label")
    shown(app, "24", role="label")
    assert app.extents(one)[1] == app.extents(two)[1] and app.extents(two)[0] > app.extents(one)[0], \
        "the adaptive grid puts several tiles in a row"
    shoot(app, f"{test_name}-lazy-grids-light")


def check_grid(app: App, test_name: str) -> None:
    planet, moons = shown(app, "Planet"), shown(app, "Moons")
    mercury = shown(app, "Mercury")
    assert app.extents(mercury)[0] == app.extents(planet)[0], "a column starts at one x"
    assert app.extents(moons)[0] > app.extents(planet)[0]
    right = [sum(app.extents(shown(app, n, role="label"))[0::2]) for n in ("95", "146")]
    assert abs(right[0] - right[1]) <= 1, f"the Moons column is trailing-aligned: {right}"
    shoot(app, f"{test_name}-grid-light")


def check_layers(app: App, test_name: str) -> None:
    for name in ("ZStack", "Background capsule", "Overlay border"):
        shown(app, name)
    shoot(app, f"{test_name}-layers-light")


def check_tab_view(app: App, test_name: str) -> None:
    tabs = [t.name for t in app.find_all(role="page tab", root=detail(app), visible=True)]
    assert tabs == ["General", "Accounts", "Advanced", "Inbox", "Sent"], tabs
    shoot(app, f"{test_name}-tab-view-light")
    chosen = {"selected", "checked"}
    general, accounts = shown(app, "General", role="page tab"), shown(app, "Accounts", role="page tab")
    assert app.states(general) & chosen and not app.states(accounts) & chosen
    app.click(accounts)
    shown(app, "Accounts settings")
    wait_until(lambda: app.states(accounts) & chosen and not app.states(general) & chosen,
               what="the Accounts tab to be the chosen one")
    app.click(shown(app, "Sent", role="page tab"))
    shown(app, "Sent messages")


def check_group_box(app: App, test_name: str) -> None:
    for name in ("Storage", "Used", "12.4 GB", "Backups", "A group box whose label is a Label."):
        shown(app, name)
    shown(app, "Export as PDF…", role="push button")     # ViewThatFits: the wide row fits
    shoot(app, f"{test_name}-group-box-light")
    wide = shown(app, "Wide space", role="check box")
    app.click(wide)

    def stacked() -> bool:      # 200 px: the narrow view, Print… under Save
        saves, prints = (app.find_all(role="push button", name=n, root=detail(app), visible=True)
                         for n in ("Save", "Print…"))
        return any(app.extents(p)[0] == app.extents(s)[0] and app.extents(p)[1] > app.extents(s)[1]
                   for s in saves for p in prints if on_screen(app, s) and on_screen(app, p))
    wait_until(stacked, what="ViewThatFits to choose the narrow column")


def check_split_views(app: App, test_name: str) -> None:
    left, middle, right = (app.extents(shown(app, n)) for n in ("Left pane", "Middle pane", "Right pane"))
    bottom = app.extents(shown(app, "Bottom pane of a VSplitView"))
    assert left[0] < middle[0] < right[0] and left[1] == middle[1] == right[1], (left, middle, right)
    assert bottom[1] > left[1] + left[3], "the VSplitView's second pane is below"
    shoot(app, f"{test_name}-split-views-light")


def check_outlines(app: App, test_name: str) -> None:
    shown(app, "Verbose Logging", role="check box")          # the DisclosureGroup starts expanded
    assert not app.find_all(name="Letters", root=detail(app), visible=True)
    expanders = app.find_all(role="push button", name="Expand", root=detail(app), visible=True)
    assert len(expanders) == 2, "List(children:) rows with children have a triangle, leaves none"
    # A click on the Documents row's triangle opens it (its children appear
    # in the tree), and a second click closes it again.
    documents_triangle = min(expanders, key=lambda acc: app.extents(acc)[1])
    act_for(app, lambda: app.click(documents_triangle),
            lambda: app.find_all(name="Letters", root=detail(app), visible=True),
            what="a click on the triangle to open the folder")
    shown(app, "Budget.ods")
    time.sleep(0.6)  # past the double-click time
    act_for(app, lambda: app.click(documents_triangle),
            lambda: not app.find_all(name="Letters", root=detail(app), visible=True),
            what="a click on the triangle to close the folder")
    # A click selects the folder, Right opens it.
    documents = min(app.find_all(role="label", name="Documents", root=detail(app), visible=True),
                    key=lambda acc: app.extents(acc)[0])
    app.click(documents)
    act_for(app, lambda: app.key("Right"), lambda: app.find_all(name="Letters", root=detail(app), visible=True),
            what="Right to open the folder")
    shown(app, "Budget.ods")
    rest_pointer(app)
    shoot(app, f"{test_name}-outlines-light")


def check_form(app: App, test_name: str) -> None:
    name = shown(app, "Name", role="text")
    assert app.text(name) == "Ada Lovelace"
    for label in ("Account", "Plan", "Free", "Member Since", "2019", "Frequency",
                  "Reminders are sent at nine in the morning."):
        shown(app, label)
    app.click(shown(app, "Increment Reminders: 3", role="push button"))
    shown(app, "Reminders: 4")
    shoot(app, f"{test_name}-form-light")


def check_table(app: App, test_name: str) -> None:
    headers = [app.extents(shown(app, n, role="label")) for n in ("Planet", "Moons", "Day Length", "Type")]
    assert [h[0] for h in headers] == sorted(h[0] for h in headers), "the columns in declared order"
    assert len({h[1] for h in headers}) == 1, "one header row"
    for row in ("Mercury", "Neptune", "146", "Gas Giant"):
        shown(app, row)
    shoot(app, f"{test_name}-table-light")


def check_three_columns(app: App, test_name: str) -> None:
    app.click(shown(app, "Open Three Columns", role="push button"))
    window = top_level(app, "Planets")
    lists = wait_until(lambda: len(app.find_all(role="list", root=window, visible=True)) == 2 or None,
                       what="the sidebar and content lists")
    assert lists
    shown(app, "No Planet Selected", root=window)
    app.click(shown(app, "Earth", root=window, role="label"))
    shown(app, "Day: 24 hours", root=window)
    hidden(app, "No Planet Selected", root=window)
    shoot(app, f"{test_name}-three-columns-light")
    app.click(button(app, "Close", root=window))
    gone(app, "Planets")


CONTAINER_CHECKS = {
    "Scroll View": check_scroll_view, "Lazy Stacks and Grids": check_lazy_grids, "Grid": check_grid,
    "Layers": check_layers, "Tab View": check_tab_view, "Group Box": check_group_box,
    "Split Views": check_split_views, "Outlines": check_outlines, "Form": check_form, "Table": check_table,
    "Three Columns": check_three_columns,
}


def walk_pages(app: App, pages: list[str], checks: dict, test_name: str) -> None:
    """Selects each page in turn (a click on the first, then Down from the
    page before, its row clicked first to give the sidebar the focus back)
    and runs its check."""
    click_page(app, pages[0])
    for before, page in zip([None] + pages, pages):
        if before is not None:
            click_page(app, before)
            next_page(app, page)
        checks[page](app, test_name)


def no_criticals(app: App) -> None:
    log = app.stderr()
    assert "-CRITICAL" not in log and "-WARNING" not in log, log


def test_container_pages(showcase, test_name):
    walk_pages(showcase, CONTAINERS, CONTAINER_CHECKS, test_name)
    no_criticals(showcase)


# ---- controls ---------------------------------------------------------------

def check_text_fields(app: App, test_name: str) -> None:
    plain, rounded, notes = (shown(app, n, role="text") for n in ("Plain", "Rounded", "Notes"))
    password = shown(app, "Password")
    assert app.text(rounded) == "Rounded"
    assert password.getRoleName() == "password text", password.getRoleName()
    # (GTK 4.8's accessible text of a password entry is its real text: an
    # upstream limit noted in Docs/SwiftUI-Presentations.md, not checked here.)
    app.click(plain)
    app.type_text("Hello")
    wait_until(lambda: app.text(plain) == "Hello", what="the typed text")
    assert app.extents(notes)[3] > 1.5 * app.extents(rounded)[3] - 8, "the vertical field keeps room for two lines"
    app.click(notes)
    app.type_text("One")
    app.key("shift+Return")
    app.type_text("Two")
    wait_until(lambda: app.text(notes) == "One\nTwo", what="two lines in the vertical field")
    rest_pointer(app)
    shoot(app, f"{test_name}-text-fields-light")


def check_buttons(app: App, test_name: str) -> None:
    for name in ("Prominent", "Bordered", "Borderless", "Plain", "Link", "Cancel", "Add", "Small", "Regular", "Large"):
        shown(app, name, role="push button")
    assert len([b for b in app.find_all(role="push button", name="Delete", root=detail(app), visible=True)]) == 2
    shown(app, "GNOME Website", role="link")
    share = app.find(name="Share", root=detail(app), visible=True,
                     predicate=lambda acc: acc.getRoleName() in BUTTONS)
    assert share
    # (A button's accessible box is its content, without padding: the
    # sizes in all are checked by ControlTests; the screenshot shows them.)
    small, regular = (app.extents(shown(app, n, role="push button"))[3] for n in ("Small", "Regular"))
    assert small < regular, (small, regular)
    app.click(shown(app, "Plain", role="push button"))
    shown(app, "Pressed 1 times")
    rest_pointer(app)
    shoot(app, f"{test_name}-buttons-light")


def check_toggles(app: App, test_name: str) -> None:
    def toggle(name):
        return app.find(name=name, root=detail(app), visible=True,
                        predicate=lambda acc: acc.getRoleName() not in ("label", "panel", "filler"))
    wifi, bluetooth, agree, bold = (toggle(n) for n in ("Wi-Fi", "Bluetooth", "I agree to the terms", "Bold"))
    assert app.is_checked(wifi) and not app.is_checked(bluetooth) and app.is_checked(agree)
    assert agree.getRoleName() == "check box" and bold.getRoleName() in BUTTONS, \
        (agree.getRoleName(), bold.getRoleName())
    assert not app.is_checked(bold)
    app.click(bluetooth)
    wait_until(lambda: app.is_checked(bluetooth), what="the switch to turn on")
    app.click(bold)
    wait_until(lambda: app.is_checked(bold), what="the button toggle to turn on")
    rest_pointer(app)
    shoot(app, f"{test_name}-toggles-light")


def check_values(app: App, test_name: str) -> None:
    app.click(shown(app, "Increment Copies: 4", role="push button"))
    shown(app, "Copies: 5")
    volume = shown(app, "Volume", role="slider")
    assert abs(app.value(volume) - 0.6) < 0.01, app.value(volume)
    assert abs(app.value(shown(app, "Downloading", role="progress bar")) - 0.35) < 0.01
    shown(app, "Indeterminate", role="progress bar")
    assert abs(app.value(shown(app, "Battery", role="level bar")) - 0.7) < 0.01
    shown(app, "70%")
    rest_pointer(app)
    shoot(app, f"{test_name}-values-light")


def check_pickers(app: App, test_name: str) -> None:
    menu = shown(app, "Flavor", role="combo box")
    size = shown(app, "Size", role="panel")
    segments = [b.name for b in app.find_all(role="push button", root=size, visible=True)]
    assert segments == ["Small", "Medium", "Large"], segments
    radios = [b.name for b in app.find_all(role="check box", root=detail(app), visible=True)]
    assert radios == ["Vanilla", "Chocolate", "Strawberry", "Small", "Medium", "Large"], radios
    app.click(shown(app, "Chocolate", role="check box"))
    wait_until(lambda: app.is_checked(shown(app, "Chocolate", role="check box")), what="the radio button")
    wait_until(lambda: app.find_all(name="Chocolate", root=menu, visible=True), what="the menu picker to follow")
    tool = shown(app, "Tool", role="panel")
    # A palette: the options' symbols alone, named by their titles for screen readers.
    palette = [b.name for b in app.find_all(role="push button", root=tool, visible=True)]
    assert palette == ["Small", "Medium", "Large"], palette
    assert not any(app.find_all(role="label", name=n, root=tool, visible=True) for n in palette), "no text in a palette"
    due = app.find(root=detail(app), visible=True, predicate=lambda a: (a.name or "").startswith("Due: "))
    assert "2026" in due.name, due.name
    shown(app, "Accent")
    rest_pointer(app)
    shoot(app, f"{test_name}-pickers-light")
    app.click(menu)
    app.find(role="label", name="Strawberry", root=menu, visible=True)       # the drop-down's choices
    shoot(app, f"{test_name}-picker-menu-light")
    app.key("Escape")


def check_menus(app: App, test_name: str) -> None:
    actions = app.find(name="Actions", root=detail(app), visible=True, predicate=lambda a: a.getRoleName() in BUTTONS)
    for name in ("Borderless", "Button Style", "Save Options"):
        app.find(name=name, root=detail(app), visible=True, predicate=lambda a: a.getRoleName() in BUTTONS)
    app.click(actions)
    # The menu's items are a popover's flat buttons (a nested Menu, a submenu row).
    items = wait_until(lambda: [i.name for i in app.find_all(root=actions, visible=True)
                                if i.name in ("Duplicate", "Rename", "Share", "Delete")
                                and i.getRoleName() in BUTTONS and on_screen(app, i)] or None,
                       what="the Actions menu")
    shoot(app, f"{test_name}-menu-open-light")
    assert items[:4] == ["Duplicate", "Rename", "Share", "Delete"], items
    app.click(app.find(role="push button", name="Rename", root=actions, visible=True))
    shown(app, "Rename", role="label")
    # The nested Share menu is a submenu: its row slides the popover to its items.
    app.click(actions)
    share = wait_until(lambda: next((i for i in app.find_all(role="push button", name="Share", root=actions, visible=True)
                                     if on_screen(app, i)), None), what="the Actions menu again")
    email = open_submenu(app, actions, share, "Email")
    shoot(app, f"{test_name}-submenu-open-light")
    app.click(email)
    shown(app, "Email", role="label")
    app.click(shown(app, "Save", role="push button"))     # the primary action of Menu(primaryAction:)
    shown(app, "Save")
    rest_pointer(app)
    shoot(app, f"{test_name}-menus-light")


def check_lists(app: App, test_name: str) -> None:
    for name in ("Inbox", "12", "Drafts", "2", "Sent", "Archive", "Version", "1.0", "License", "Documents",
                 "Favorites", "Title only"):
        shown(app, name)
    assert not app.find_all(role="label", name="0", root=detail(app), visible=True), "no badge for 0"
    app.click(shown(app, "Edit", role="push button"))
    def row_buttons() -> list[str]:
        return [b.name for b in app.find_all(role="push button", root=detail(app), visible=True)]
    wait_until(lambda: row_buttons().count("Delete") == 4, what="a Delete button on each row while editing",
               describe=lambda: str(row_buttons()))
    shown(app, "Done", role="push button")
    rest_pointer(app)
    shoot(app, f"{test_name}-lists-editing-light")
    app.click(shown(app, "Done", role="push button"))
    shown(app, "Edit", role="push button")
    rest_pointer(app)
    shoot(app, f"{test_name}-lists-light")


def check_text(app: App, test_name: str) -> None:
    for name in ("Large Title", "Title", "Headline", "Body", "Caption", "Bold", "Italic", "Monospaced", "Secondary",
                 "Tinted"):
        shown(app, name)
    heights = [app.extents(shown(app, n))[3] for n in ("Large Title", "Title", "Body", "Caption")]
    assert heights == sorted(heights, reverse=True) and heights[0] > heights[-1], heights
    markdown = app.find(role="label", root=detail(app), visible=True,
                        predicate=lambda a: (a.name or "").startswith("Markdown: "))
    assert "**" not in markdown.name and "strong" in markdown.name, markdown.name
    shoot(app, f"{test_name}-text-light")


def check_colors(app: App, test_name: str) -> None:
    for name in ("red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
                 "brown", "gray", "primary", "accent"):
        shown(app, name)
    shot = shoot(app, f"{test_name}-colors-light")
    x, y, w, h = app.extents(shown(app, "red"))
    assert saturation(shot, (x, y - 30, w, 10)) > 0.5, "the swatch above its name is coloured"


CONTROL_CHECKS = {
    "Text Fields": check_text_fields, "Buttons": check_buttons, "Toggles": check_toggles, "Values": check_values,
    "Pickers": check_pickers, "Menus": check_menus, "Lists and Labels": check_lists, "Text": check_text,
    "Colors and Shapes": check_colors,
}


def test_control_pages(showcase, test_name):
    walk_pages(showcase, CONTROLS, CONTROL_CHECKS, test_name)
    no_criticals(showcase)


# ---- presentations ----------------------------------------------------------

def open_sheet(app: App, opener) -> object:
    act_for(app, lambda: app.click(opener), lambda: "New Item" in visible_titles(app), what="the sheet to open")
    return top_level(app, "New Item")


def check_sheet(app: App, test_name: str, style: str = "light") -> None:
    sheet = open_sheet(app, shown(app, "Show Sheet", role="push button"))
    cancel, done = button(app, "Cancel", root=sheet), button(app, "Done", root=sheet)
    name = app.find(role="text", name="Name", root=sheet, visible=True)
    assert app.text(name) == "Untitled"
    cx, cy, cw, ch = app.extents(cancel)
    dx, dy, dw, dh = app.extents(done)
    fx, fy, fw, fh = app.extents(name)
    assert cy + ch <= fy and dy + dh <= fy, "Cancel and Done are in the header bar, above the form"
    assert cx < fx + fw / 2 < dx, "Cancel at the start, Done at the end"
    shoot(app, f"{test_name}-sheet-{style}")
    app.key("Escape")                                     # Escape is Cancel
    gone(app, "New Item")
    # The toolbar's New Item opens the same sheet; Done closes it.
    sheet = open_sheet(app, button(app, "New Item", root=app.window))
    app.click(button(app, "Done", root=sheet))
    gone(app, "New Item")


def check_alerts(app: App, test_name: str, style: str = "light") -> None:
    act_for(app, lambda: app.click(shown(app, "Show Alert", role="push button")),
            lambda: "Delete the draft?" in visible_titles(app), what="the alert")
    alert = top_level(app, "Delete the draft?")
    app.find(role="label", name="This cannot be undone.", root=alert)
    buttons = [b.name for b in app.find_all(role="push button", root=alert, visible=True)]
    assert buttons[:2] == ["Cancel", "Delete"], buttons
    shoot(app, f"{test_name}-alert-{style}")
    app.key("Escape")                                     # the cancel button's action
    gone(app, "Delete the draft?")
    shown(app, "Kept the draft")
    act_for(app, lambda: app.click(shown(app, "Show Confirmation Dialog", role="push button")),
            lambda: "Empty the trash?" in visible_titles(app), what="the confirmation dialog")
    dialog = top_level(app, "Empty the trash?")
    buttons = [b.name for b in app.find_all(role="push button", root=dialog, visible=True)]
    assert {"Cancel", "Empty Trash", "Move to Archive"} <= set(buttons), buttons
    shoot(app, f"{test_name}-confirmation-dialog-{style}")
    app.click(app.find(role="push button", name="Move to Archive", root=dialog, visible=True))
    gone(app, "Empty the trash?")
    shown(app, "Archived the trash")


def check_popovers(app: App, test_name: str, style: str = "light") -> None:
    opener = shown(app, "Show Popover", role="push button")
    act_for(app, lambda: app.click(opener),
            lambda: app.find_all(name="Press Escape to close it.", root=opener, visible=True), what="the popover")
    text = app.find(role="label", name="Press Escape to close it.", root=opener, visible=True)
    assert app.extents(text)[1] > app.extents(opener)[1], "below its button"
    shoot(app, f"{test_name}-popover-{style}")
    app.key("Escape")
    wait_until(lambda: not app.find_all(name="Press Escape to close it.", root=opener, visible=True),
               what="the popover to close")
    tips = button(app, "Tips", root=app.window)
    act_for(app, lambda: app.click(tips),
            lambda: app.find_all(name="Select a page in the sidebar to see its views.", root=tips, visible=True),
            what="the toolbar item's popover")
    shoot(app, f"{test_name}-toolbar-popover-{style}")
    app.key("Escape")
    wait_until(lambda: not app.find_all(name="Tips", role="label", root=tips, visible=True),
               what="the toolbar popover to close")


def check_full_screen_cover(app: App, test_name: str, style: str = "light") -> None:
    act_for(app, lambda: app.click(shown(app, "Show Full Screen Cover", role="push button")),
            lambda: "Cover" in visible_titles(app), what="the full-screen cover")
    cover = top_level(app, "Cover")
    dismiss = app.find(role="push button", name="Dismiss", root=cover, visible=True)
    wait_until(lambda: app.extents(cover)[2] >= 1200 and app.extents(cover)[3] >= 900,
               what="the cover to be maximized", describe=lambda: str(app.extents(cover)))
    shoot(app, f"{test_name}-full-screen-cover-{style}")
    app.click(dismiss)                                   # @Environment(\.dismiss)
    gone(app, "Cover")


def check_inspector(app: App, test_name: str, style: str = "light") -> None:
    show = shown(app, "Show Inspector", role="push button")
    app.click(show)
    opacity = shown(app, "Opacity", root=app.window)
    assert app.extents(opacity)[0] > app.extents(show)[0] + 300, "the inspector is at the trailing edge"
    shown(app, "Rounded Rectangle", root=app.window)
    rest_pointer(app)
    shoot(app, f"{test_name}-inspector-{style}")
    app.click(shown(app, "Hide Inspector", role="push button"))
    hidden(app, "Rounded Rectangle", root=app.window)


def check_context_menu(app: App, test_name: str, style: str = "light") -> None:
    card = shown(app, "Project Card")
    act_for(app, lambda: app.right_click(card),
            lambda: app.find_all(role="menu item", name="Duplicate", visible=True), what="the context menu")
    items = [i.name for i in app.find_all(role="menu item", visible=True) if i.name in ("Open", "Duplicate", "Delete")]
    assert items == ["Open", "Duplicate", "Delete"], items
    shoot(app, f"{test_name}-context-menu-{style}")
    app.click(app.find(role="menu item", name="Duplicate", visible=True))
    shown(app, "Duplicated")


def check_file_dialogs(app: App, test_name: str, style: str = "light") -> None:
    choosers = (("Import…", lambda t: t == "Open File", "file-importer"),
                ("Export…", lambda t: t == "Export", "file-exporter"),
                ("Move…", lambda t: t.startswith("Move"), "file-mover"))
    for opener, is_title, shot in choosers:
        def title() -> str:
            return next((t for t in visible_titles(app) if is_title(t)), "")
        act_for(app, lambda: app.click(shown(app, opener, role="push button")), title, what=f"the {opener} chooser")
        name = title()
        top_level(app, name)
        shoot(app, f"{test_name}-{shot}-{style}")
        app.key("Escape")
        gone(app, name)
        if style == "dark":
            break
    shown(app, "No file chosen")                       # cancelled: nothing chosen


PRESENTATION_CHECKS = {
    "Sheet": check_sheet, "Alerts": check_alerts, "Popovers": check_popovers,
    "Full Screen Cover": check_full_screen_cover, "Inspector": check_inspector, "Context Menu": check_context_menu,
    "File Dialogs": check_file_dialogs,
}


def type_ahead_to(app: App, page: str, letters: str) -> None:
    """Type-ahead in the focused sidebar selects the page starting with `letters`."""
    act_for(app, lambda: app.type_text(letters), lambda: window_title(app) == page, what=f"typing {letters!r}")
    wait_for_page(app, page)


def test_presentation_pages(showcase, test_name):
    app = showcase
    click_page(app, "Scroll View")
    type_ahead_to(app, "Sheet", "sh")
    walk_pages(app, PRESENTATIONS, PRESENTATION_CHECKS, test_name)
    no_criticals(app)


# ---- dark style -------------------------------------------------------------

def test_every_page_in_dark_style(launch_app, showcase_path, test_name):
    """Every page, then each presentation, in Adwaita's dark style."""
    app = launch_app([showcase_path], title=TITLE, env=DARK)
    click_page(app, PAGES[0])
    shot = shoot(app, f"{test_name}-{slug(PAGES[0])}-dark")
    x, y, w, h = app.extents(sidebar(app))
    assert gray_mean(shot, (x + 10, y + h - 40, 30, 30)) < 0.35, "the window is drawn dark"
    for before, page in zip(PAGES, PAGES[1:]):
        if page == "Sheet":
            break
        next_page(app, page)
        rest_pointer(app)
        shoot(app, f"{test_name}-{slug(page)}-dark")
    for page in PRESENTATIONS:
        click_page(app, before)
        next_page(app, page)
        before = page
        rest_pointer(app)
        PRESENTATION_CHECKS[page](app, test_name, "dark")
    no_criticals(app)


def slug(page: str) -> str:
    return page.lower().replace(" ", "-")


# ---- a file moved for real --------------------------------------------------

def test_a_file_moves_into_the_folder_chosen(launch_app, showcase_path, tmp_path, test_name):
    """`.fileMover`: choosing a folder in GTK's chooser moves the file there."""
    temp = tmp_path / "app-tmp"
    (temp / "Archive").mkdir(parents=True)
    (temp / "showcase.txt").write_text("moved by the test\n")
    app = launch_app([showcase_path], title=TITLE, env={"TMPDIR": str(temp)})
    click_page(app, "Scroll View")
    type_ahead_to(app, "File Dialogs", "file")

    def chooser_title() -> str:
        return next((t for t in visible_titles(app) if t.startswith("Move")), "")
    act_for(app, lambda: app.click(shown(app, "Move…", role="push button")), chooser_title, what="the folder chooser")
    title = chooser_title()
    chooser = top_level(app, title)
    # The folder by its path, as a user types it into GTK's location bar.
    app.key("ctrl+l")
    app.type_text(f"{temp / 'Archive'}/")
    app.key("Return")
    time.sleep(0.5)
    if title in visible_titles(app):
        shoot(app, f"{test_name}-chooser")
        app.click(app.find(role="push button", name="Move", root=chooser, visible=True))
    gone(app, title)
    shown(app, "Moved showcase.txt")
    assert (temp / "Archive" / "showcase.txt").read_text() == "moved by the test\n"
    assert not (temp / "showcase.txt").exists(), "moved, not copied"
    no_criticals(app)
