"""The accessibility side of the e2e tests: walking, searching and
describing the AT-SPI tree that GTK 4 exposes (pyatspi). Used by
apphelper.py."""

from __future__ import annotations

import collections
from typing import Callable, Iterator, Optional

import pyatspi

from xsession import DEFAULT_TIMEOUT

# libatspi gives up on a call the app has not answered within 0.8 s (15 s
# while it starts), and pyatspi then raises "Did not receive a reply". A
# loaded machine stalls the app longer than that: wait as long as any
# other wait of the tests.
pyatspi.setTimeout(int(DEFAULT_TIMEOUT * 1000), int(DEFAULT_TIMEOUT * 2000))


def role_name(acc) -> str:
    try:
        return acc.getRoleName()
    except Exception:  # noqa: BLE001 - a vanished object has no role
        return "?"


def state_names(acc) -> set[str]:
    """The accessible's states as names: {"checked", "focused", ...}."""
    acc.clear_cache()
    return {pyatspi.stateToString(s) for s in acc.getState().getStates()}


def is_defunct(acc) -> bool:
    try:
        return acc is None or acc.getState().contains(pyatspi.STATE_DEFUNCT)
    except Exception:  # noqa: BLE001 - a broken D-Bus object counts as gone
        return True


def children(acc) -> list:
    try:
        # libatspi 2.46 clears caches recursively through every object it
        # ever cached below `acc`. From the desktop or an application that
        # reaches objects of windows GTK 4.8 has destroyed (seen after an
        # About dialog opened), and the recursion crashed the test process
        # with a stack overflow. Their child lists are kept up to date by
        # events, so only objects below them are cleared.
        if role_name(acc) not in ("desktop frame", "application"):
            acc.clear_cache()
        return [c for c in acc if c is not None]
    except Exception:  # noqa: BLE001
        return []


def walk(root, only_visible: bool = False) -> Iterator:
    """Breadth-first over the accessible tree below `root` (included),
    skipping defunct objects. With `only_visible`, skips the subtrees of
    objects without the "visible" state (a closed popover's items are
    "visible" themselves, but their popover is not). One state query per
    object answers both (each is a round trip to the app); it is fresh,
    since `children()` of the parent cleared the caches below it."""
    queue = collections.deque([root])
    while queue:
        acc = queue.popleft()
        try:
            states = {pyatspi.stateToString(s) for s in acc.getState().getStates()}
        except Exception:  # noqa: BLE001 - a broken D-Bus object counts as gone
            continue
        if "defunct" in states:
            continue
        if only_visible and acc is not root and not states & {"visible", "showing"}:
            continue
        yield acc
        queue.extend(children(acc))


def is_visible(acc) -> bool:
    """GTK 4.8 sets "showing" on windows only; "visible" is what it keeps
    up to date for every widget (gtk_widget_get_visible)."""
    try:
        return bool(state_names(acc) & {"visible", "showing"})
    except Exception:  # noqa: BLE001
        return False


def describe(acc) -> str:
    try:
        ext = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        box = f" @({ext.x},{ext.y} {ext.width}x{ext.height})"
    except Exception:  # noqa: BLE001 - not every object is a component
        box = ""
    try:
        states = ",".join(sorted(state_names(acc) & {
            "checked", "pressed", "focused", "sensitive", "showing", "visible",
            "selected", "expanded", "editable"}))
    except Exception:  # noqa: BLE001
        states = "?"
    return f"[{role_name(acc)}] {acc.name!r}{box} {{{states}}}"


def dump_tree(root, max_depth: int = 40) -> str:
    """The tree below `root`, one object per line, indented by depth."""
    lines: list[str] = []

    def visit(acc, depth: int) -> None:
        if is_defunct(acc) or depth > max_depth:
            return
        lines.append("  " * depth + describe(acc))
        for child in children(acc):
            visit(child, depth + 1)

    visit(root, 0)
    return "\n".join(lines)


def desktop():
    return pyatspi.Registry.getDesktop(0)


def applications() -> list:
    return children(desktop())


def describe_desktop() -> str:
    apps = applications()
    if not apps:
        return "  (no application on the accessibility bus)"
    lines = []
    for app in apps:
        try:
            pid = app.get_process_id()
        except Exception:  # noqa: BLE001
            pid = "?"
        windows = ", ".join(f"[{role_name(w)}] {w.name!r}" for w in children(app))
        lines.append(f"  {app.name!r} pid={pid}: {windows or '(no window)'}")
    return "\n".join(lines)


def matches(acc, role: Optional[str], name: Optional[str],
            predicate: Optional[Callable[[object], bool]]) -> bool:
    if role is not None and role_name(acc) != role:
        return False
    if name is not None and acc.name != name:
        return False
    if predicate is not None and not predicate(acc):
        return False
    return True


def pid_of(app) -> Optional[int]:
    try:
        return app.get_process_id()
    except Exception:  # noqa: BLE001 - an app that just exited
        return None


def ancestors(acc) -> list:
    """`acc`, its parent, ... up to (excluding) the application."""
    chain = []
    while acc is not None and not is_application(acc):
        chain.append(acc)
        acc = acc.parent
    return chain


def is_application(acc) -> bool:
    return acc is not None and role_name(acc) == "application"


def layer(acc):
    try:
        return acc.queryComponent().getLayer()
    except Exception:  # noqa: BLE001 - not a component
        return None
