"""The toolbar gallery's other windows (Examples/ToolbarGallery), opened from
its Gallery menu: a customizable toolbar and its Customize Toolbar palette,
bar styles, iOS placements, the title and the document, and toolbar
controls. Each is opened with real input (a menu click or its Ctrl+number
shortcut), read back from the accessibility tree, operated, and
screenshotted in the light and the dark style.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import apphelper
from a11y import walk
from apphelper import App, wait_until
from test_note_editor import close_menus, gray_mean, menu_items, open_menu, saturation
from test_sketchbook import gone, top_level, visible_titles
from test_toolbar_gallery import CONTROL_ROLES, TITLE
from xsession import WAYLAND, AppError, pointer_to, xdotool

DARK = {"GTK_THEME": "Adwaita:dark"}
WINDOWS = {  # the Gallery menu's item: its shortcut
    "Customizable Toolbar": "ctrl+1",
    "Bar Styles": "ctrl+2",
    "iOS Placements": "ctrl+3",
    "Title and Document": "ctrl+4",
    "Controls": "ctrl+5",
}
# The window's title: its navigation title (the renamable document's name).
WINDOW_TITLES = {item: "Gallery Notes" if item == "Title and Document" else item for item in WINDOWS}
WINDOW_CONTROLS = {"Minimize", "Maximize", "Restore", "Close"}


def launch_gallery(launch_app, note_editor_path, env=None) -> App:
    binary = Path(note_editor_path).parent / "ToolbarGallery"
    if not binary.exists():
        pytest.fail(f"{binary} is missing: build it with `swift build`")
    # The pointer off the windows: a tooltip named like a button is found first otherwise.
    screen_w, screen_h = map(int, xdotool("getdisplaygeometry").split())
    pointer_to(screen_w - 2, screen_h - 2)
    return launch_app([binary], title=TITLE, env=env)


@pytest.fixture
def gallery(launch_app, note_editor_path) -> App:
    return launch_gallery(launch_app, note_editor_path)


def open_window(app: App, item: str):
    """Opens a gallery window with its Gallery menu item's shortcut; returns its accessible."""
    title = WINDOW_TITLES[item]
    app.key_for([WINDOWS[item]], lambda: title in visible_titles(app), what=f"{WINDOWS[item]} to open {title!r}")
    window = top_level(app, title)
    wait_until(lambda: "active" in apphelper.state_names(window), what=f"{title!r} to take the focus")
    app.wait_until_idle(quiet=0.3)
    return window


def controls_in(app: App, window, region_name: str) -> list[str]:
    """Names of the controls in a named region of `window`, left to right
    (a control inside a control is part of it, as in test_toolbar_gallery)."""
    region = app.find(name=region_name, root=window)
    found = [acc for acc in walk(region, only_visible=True) if acc.getRoleName() in CONTROL_ROLES
             and not (acc.parent is not None and acc.parent.getRoleName() in CONTROL_ROLES)]
    return [acc.name for acc in sorted(found, key=lambda acc: app.extents(acc)[0])]


def labels(app: App, root) -> set[str]:
    return {acc.name for acc in app.find_all(role="label", root=root, visible=True)}


def button(app: App, root, name: str):
    return app.find(name=name, root=root, visible=True,
                    predicate=lambda a: a.getRoleName() in ("push button", "toggle button"))


def test_the_gallery_menu_opens_each_window(gallery, test_name):
    app = gallery
    menu = open_menu(app, "Gallery")
    assert menu_items(app, menu)[:6] == [*WINDOWS, "Documentation"], menu_items(app, menu)
    app.screenshot(f"{test_name}-menu")
    app.click(app.find(role="menu item", name="Documentation", root=menu, visible=True))
    app.find(role="menu item", name="Menus and Commands", visible=True)
    app.screenshot(f"{test_name}-submenu")
    close_menus(app)
    # Each window through its menu item, for real, from the main window's
    # menu bar (the new windows open below it, so it stays in sight; a
    # click on it brings the main window forward, Wayland too).
    # On Wayland the compositor may place a new window over the main
    # window's menu bar: there each window opens with its item's shortcut.
    for item in WINDOWS:
        if WAYLAND:
            open_window(app, item)
            continue
        menu = open_menu(app, "Gallery")
        app.click(app.find(role="menu item", name=item, root=menu, visible=True))
        to_front(app, top_level(app, WINDOW_TITLES[item]), WINDOW_TITLES[item])
    # The Window menu (CommandGroup(before: .windowArrangement)) lists them and closes them;
    # opened in the last window's menu bar (the main window's is under the others).
    menu = open_menu_in(app, top_level(app, "Controls"), "Window")
    items = menu_items(app, menu)
    assert "Close Gallery Windows" in items and all(title in items for title in WINDOW_TITLES.values()), items
    app.click(app.find(role="menu item", name="Close Gallery Windows", root=menu, visible=True))
    for title in WINDOW_TITLES.values():
        gone(app, title)
    assert TITLE in visible_titles(app)
    # File has the group after New Window, Help the replaced help.
    menu = open_menu(app, "File")
    assert "Open All Gallery Windows" in menu_items(app, menu), menu_items(app, menu)
    close_menus(app)
    menu = open_menu(app, "Help")
    assert "Toolbar Gallery Help" in menu_items(app, menu), menu_items(app, menu)
    close_menus(app)


def to_front(app: App, window, title: str):
    """`window`, active: a new window may open under the one whose menu
    opened it (seen on Wayland, where the menu's window took the focus
    back as its menu closed); a click on its title brings it forward, as a
    user would."""
    def active():
        return "active" in apphelper.state_names(window)
    try:
        wait_until(active, what=f"{title!r} to take the focus", timeout=3)
    except AppError:
        # A label of the content, not of a control (the window's title may be hidden: .windowStyle(.plain)).
        content = next(acc for acc in app.find_all(role="label", root=window, visible=True)
                       if acc.parent is None or acc.parent.getRoleName() not in CONTROL_ROLES)
        app.click_for(content, active, what=f"{title!r} to come to the front")
    return window


def open_menu_in(app: App, window, title: str):
    """Opens a top-level menu of `window`'s menu bar with a real click; returns its popover menu."""
    item = app.find(role="menu item", name=title, root=app.find(role="menu bar", root=window))

    def opened():
        return next((menu for menu in app.find_all(role="menu", root=item, visible=True)
                     if app.find_all(role="menu item", root=menu, visible=True)), None)
    return app.click_for(item, opened, what=f"the {title} menu to open")


def test_customizable_toolbar_and_its_palette(gallery, test_name):
    app = gallery
    window = open_window(app, "Customizable Toolbar")
    bar = app.find(role="tool bar", root=window)
    shown = [acc.name for acc in sorted((acc for acc in walk(bar, only_visible=True)
                                         if acc.getRoleName() in CONTROL_ROLES and acc.name not in WINDOW_CONTROLS
                                         and acc.parent.getRoleName() not in CONTROL_ROLES),
                                        key=lambda acc: app.extents(acc)[0])]
    # The default set: not Word Count (showsByDefault: false) nor Print (.hidden). At the
    # window's 900 px its title stays whole ("Customizable Toolbar", not "Customizable Too…"):
    # the last items are in the overflow menu instead (Share on X11; on Wayland, where the
    # window buttons start with the app's icon, the alignment group too).
    default_set = ["Pages", "New Page", "Bold", "Italic", "Align Left", "Center", "Align Right", "Share"]
    kept = shown[:-1]
    assert shown[-1:] == ["More Items"] and kept == default_set[:len(kept)] and len(kept) >= 4, shown
    app.click(button(app, window, "New Page"))
    wait_until(lambda: "Added page 2" in labels(app, window), what="New Page to act")
    app.screenshot(f"{test_name}-light")
    # Right-click the toolbar (an item: the bar's middle may be the title, whose menu is the
    # window's): its menu offers Customize Toolbar…, which opens the palette.
    menu = app.context_menu(button(app, window, "Bold"), what="the toolbar's menu")
    app.click(app.find(role="menu item", name="Customize Toolbar…", root=menu, visible=True))
    dialog = top_level(app, "Customize Toolbar")
    palette = app.find(role="list", name="Available Items", root=dialog)
    offered = [acc.name for acc in app.find_all(role="list item", root=palette)]
    assert any(name.startswith("Word Count") for name in offered), offered
    assert any(name.startswith("Print") for name in offered), offered
    app.screenshot(f"{test_name}-palette")
    app.key("Escape")
    gone(app, "Customize Toolbar")


def test_bar_styles_paint_hide_and_label_the_bars(gallery, test_name):
    app = gallery
    window = open_window(app, "Bar Styles")
    assert controls_in(app, window, "Toolbar Start") == ["Inbox"]
    assert controls_in(app, window, "Toolbar End") == ["Flag", "Favorite", "Tag"]
    # .windowToolbarLabelStyle(fixed: .titleAndIcon): icon and title; .labelStyle wins on an item.
    flag, favorite, tag = (button(app, window, name) for name in ("Flag", "Favorite", "Tag"))
    assert app.find_all(role="label", name="Flag", root=flag), "Flag shows its title"
    assert not app.find_all(role="label", name="Favorite", root=favorite), "Favorite is icon only"
    assert app.find_all(role="label", name="Tag", root=tag), "Tag shows its title"
    assert "Reply" in controls_in(app, window, "Bottom Bar")
    shot = app.screenshot(f"{test_name}-indigo")
    x, y, w, h = app.extents(app.find(role="label", name="Bar Styles", root=window, visible=True))
    assert saturation(shot, (x - 40, y - 2, 24, h + 4)) > 0.3, "the header bar is painted indigo"
    # Flat: GTK's flat header bar, not painted.
    app.click(app.find(role="check box", name="Flat Header Bar", root=window))
    app.find(role="label", name="Flat", root=window, visible=True)
    shot = app.screenshot(f"{test_name}-flat")
    assert saturation(shot, (x - 40, y - 2, 24, h + 4)) < 0.15, "the flat header bar is not painted"
    # Hidden toolbar items: the title stays; hidden bottom bar: Reply goes.
    app.click(app.find(role="check box", name="Hide Toolbar Items", root=window))
    wait_until(lambda: not app.find_all(name="Flag", root=window, visible=True), what="the items to leave the header bar")
    app.find(role="label", name="Bar Styles", root=window, visible=True)
    app.click(app.find(role="check box", name="Hide Bottom Bar", root=window))
    wait_until(lambda: not app.find_all(name="Reply", root=window, visible=True), what="the bottom bar to hide")
    app.screenshot(f"{test_name}-hidden")
    app.click(app.find(role="check box", name="Hide Toolbar Items", root=window))
    button(app, window, "Flag")


def test_ios_placements_map_to_the_header_and_bottom_bars(gallery, test_name):
    app = gallery
    window = open_window(app, "iOS Placements")
    # .windowStyle(.plain): no title in the bar, the window buttons stay.
    assert "iOS Placements" not in labels(app, window), labels(app, window)
    assert button(app, window, "Minimize"), "the window buttons stay"
    assert controls_in(app, window, "Toolbar Start") == ["Drafts", "Close"]
    assert controls_in(app, window, "Toolbar End") == ["Send", "Attach"]
    bottom = controls_in(app, window, "Bottom Bar")
    assert bottom[:2] == ["Record", "Bold"] and bottom[-1] == "Done Typing", bottom
    search = app.find(name="Search Mail", root=window)
    assert app.extents(search)[1] > app.extents(button(app, window, "Send"))[1] + 40, \
        "DefaultToolbarItem(kind: .search, placement: .bottomBar) moved the field under the content"
    app.click(button(app, window, "Send"))
    wait_until(lambda: "Sent" in labels(app, window), what="Send to act")
    # The search field suggests its tokens.
    app.click(search)
    for name in ("Unread", "Flagged", "Attachments"):
        app.find(role="push button", name=name, visible=True)
    app.screenshot(test_name)


def test_a_token_suggestion_is_chosen_by_a_click(gallery):
    app = gallery
    window = open_window(app, "iOS Placements")
    app.click(app.find(name="Search Mail", root=window))
    # click_for: GTK 4.8 on X11 may drop the first press in a popup just mapped under the pointer (apphelper).
    app.click_for(app.find(role="push button", name="Flagged", visible=True),
                  lambda: "Filtered by Flagged" in labels(app, window), what="the Flagged token")
    # The keyboard stayed in the field: typing reopens the suggestions, without the chosen token.
    app.type_text("u")
    unread = app.find(role="push button", name="Unread", visible=True)
    assert not app.find_all(role="push button", name="Flagged", visible=True), "a chosen token is not suggested again"
    app.click_for(unread, lambda: "Filtered by Flagged, Unread" in labels(app, window), what="the Unread token")


def test_the_title_renames_and_shows_the_document(gallery, test_name):
    app = gallery
    window = open_window(app, "Title and Document")
    title = "Gallery Notes"
    assert "~/Documents" in labels(app, window), "the document's folder is the subtitle"
    assert button_named(app, window, "Toggle Sidebar"), "the split view's sidebar button"
    title_menu = button(app, window, title)
    app.click(title_menu)
    rename = app.find(role="push button", name="Rename", visible=True)
    assert app.find(role="push button", name="Duplicate", visible=True)
    assert app.find(role="push button", name="Move to Trash", visible=True)
    app.screenshot(f"{test_name}-menu")
    app.click(rename)
    app.find(name="Title", root=window, visible=True)
    app.key("ctrl+a")
    app.type_text("Trip Plan")
    app.key("Return")
    wait_until(lambda: button_named(app, window, "Trip Plan"), what="the title menu to show the new name")
    app.screenshot(test_name)
    # toolbar(removing: .sidebarToggle) follows the switch.
    app.click(app.find(role="check box", name="Sidebar Button in the Toolbar", root=window))
    wait_until(lambda: not button_named(app, window, "Toggle Sidebar"), what="the sidebar button to leave the header bar")
    app.screenshot(f"{test_name}-no-sidebar-button")


def button_named(app: App, root, name: str) -> bool:
    return bool(app.find_all(name=name, root=root, visible=True,
                             predicate=lambda a: a.getRoleName() in ("push button", "toggle button")))


def test_controls_in_the_toolbar(gallery, test_name):
    app = gallery
    window = open_window(app, "Controls")
    assert "Controls" not in labels(app, window), "toolbar(removing: .title): no title in the bar"
    assert controls_in(app, window, "Toolbar Start") == ["Edit", "Rename"]
    assert controls_in(app, window, "Toolbar End") == ["Arrange", "Zoom Out", "Zoom In", "Paste", "Add Item"]
    bottom = app.find(name="Bottom Bar", root=window)
    previous, page, following = (app.find(name=name, root=bottom, visible=True)
                                 for name in ("Previous Page", "Page 1 of 3", "Next Page"))
    px, nx = app.extents(previous)[0], app.extents(following)[0]
    assert px < app.extents(page)[0] < nx, "the spacers put the page between the buttons"
    app.screenshot(f"{test_name}-light")
    # The menu with an inline picker.
    app.click(button(app, window, "Arrange"))
    name = app.find(role="check box", name="Name", visible=True)
    assert app.is_checked(app.find(role="check box", name="Added", visible=True))
    app.find(role="push button", name="Reverse Order", visible=True)
    app.screenshot(f"{test_name}-menu")
    app.click(name)
    wait_until(lambda: "Sorted by Name, zoom 100%" in labels(app, window), what="the picker to choose Name")
    # The first click after the menu closed can go to the closing popover: once more if it did nothing.
    app.click_for(button(app, window, "Zoom In"), lambda: "Sorted by Name, zoom 110%" in labels(app, window),
                  what="Zoom In")
    # Edit: Delete buttons on the rows, Done ends it.
    app.click(button(app, window, "Edit"))
    wait_until(lambda: [acc.name for acc in app.find_all(role="push button", root=window, visible=True)].count("Delete") == 3,
               what="a Delete button on each row",
               describe=lambda: str([acc.name for acc in app.find_all(role="push button", root=window, visible=True)]))
    app.screenshot(f"{test_name}-editing")
    app.click(button(app, window, "Done"))
    # Rename focuses the list's name field.
    app.click(button(app, window, "Rename"))
    field = app.find(role="text", name="List Name", root=window)
    wait_until(lambda: app.is_focused(field), what="Rename to focus the name field")


def test_every_window_in_dark_style(launch_app, note_editor_path, test_name):
    app = launch_gallery(launch_app, note_editor_path, env=DARK)
    for item in WINDOWS:
        window = open_window(app, item)
        shot = app.screenshot(f"{test_name}-{item.lower().replace(' ', '-')}-dark")
        x, y, w, h = app.extents(window)
        assert gray_mean(shot, (x + w // 2, y + h - 80, 40, 20)) < 0.35, f"{item} is drawn dark"
        app.key("ctrl+alt+w")
        gone(app, WINDOW_TITLES[item])
