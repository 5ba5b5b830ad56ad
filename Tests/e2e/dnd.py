"""Drag and drop between GTK widgets with real X input, made deterministic
on a loaded machine. Used through App.drag_and_drop (apphelper.py).

Why a plain pointer drag is not enough. GTK 4.8's X11 drag source keeps at
most one position "in flight": it sends the drop target a position
(XdndPosition), and until the target's answer (XdndStatus) arrives, it only
remembers later pointer moves without sending them. It never re-sends the
last one when the answer comes. On release, it drops if the last answer
accepted, and cancels otherwise. So when the app is starved of CPU, the
moves and the release of a quick drag are handled in one go: the release
comes before any answer (the drop is lost), or the last answer is for a
point the pointer has left (the drop lands at the wrong place). Both were
seen in the suite under load; a SIGSTOPped app loses every drop.

What the test can observe. While it holds the pointer, GTK shows the last
answer as the cursor: "dnd-none" when nothing accepts, "dnd-move" (or
-copy, -link, -ask) when the target accepts (xsession.cursor_name reads it).
Because one position is in flight at a time, a *change* of the cursor means
that the answer to a position sent after the previous answer has arrived,
and nothing else is in flight. So the drag goes:

1. press on the source, move past the drag threshold, wait for the drag
   cursor (the drag began);
2. jump to a point that accepts the drag and wait for an accepting cursor
   (the grab's first cursor is "dnd-none", so this is a change);
3. when the target accepts: jump to a point that refuses the drag and wait
   for "dnd-none" (a change);
4. jump to the target and wait for its answer (a change again): accepting,
   or "dnd-none" for a release where nothing takes the drag;
5. release, and wait until the drag cursor is gone (the app took the
   release).

While waiting at a point, the pointer is nudged by a pixel now and then:
a move the app saw while a position was in flight is never sent, and a
fresh one is. The nudge stays inside the same widget.
"""

from __future__ import annotations

import time
from typing import Callable, Optional

from xsession import cursor_name, pointer_to, wait_until, xdotool

Point = tuple[int, int]

# GTK 4.8 drag cursors (gdk/gdkdrag.c), by the action the target chose.
REFUSED = "dnd-none"
ACCEPTED = frozenset({"dnd-move", "dnd-copy", "dnd-link", "dnd-ask"})
# How many polls (of 0.05 s or more) pass between nudges.
_NUDGE_EVERY = 10


def is_dragging(cursor: str) -> bool:
    """Whether `cursor` is one GTK shows while a drag holds the pointer."""
    return cursor == REFUSED or cursor in ACCEPTED


def drag_and_drop(source: Point, target: Point, *, accepting: Point,
                  refusing: Optional[Point] = None, dropped: bool = True,
                  while_held: Optional[Callable[[], None]] = None,
                  step_sleep: float = 0.03) -> None:
    """A real drag from `source` released on `target` (screen points).

    `accepting`: a point where a drop target accepts this drag (it may be
    the target's own widget, elsewhere). `refusing`: a point where nothing
    accepts it; needed when `dropped` is true. `dropped`: whether the target
    takes the drop (false: the drag is released where nothing takes it, for
    example dragged off to be removed). `while_held` runs once the target
    has answered, before the release (e.g. a screenshot of the drop
    indicator)."""
    if dropped and refusing is None:
        raise ValueError("a drop on an accepting target needs a refusing point to pass")
    (x0, y0) = source
    pointer_to(x0, y0)
    xdotool("mousedown", "1")
    try:
        # Small moves past GTK's 8 px drag threshold; the sleeps pace the input.
        for i in range(1, 6):
            xdotool("mousemove", str(x0 + 2 * i), str(y0 + i % 2))
            time.sleep(step_sleep)
        _wait_for_cursor((x0 + 10, y0 + 1), is_dragging, "the drag to begin")
        _jump_and_wait(accepting, ACCEPTED.__contains__, "a drop target to accept the drag")
        if dropped:
            _jump_and_wait(refusing, REFUSED.__eq__, "the drag to be refused off the targets")
            _jump_and_wait(target, ACCEPTED.__contains__, "the target to accept the drop")
        else:
            _jump_and_wait(target, REFUSED.__eq__, "the drag to be refused at the target")
        if while_held is not None:
            while_held()
    finally:
        xdotool("mouseup", "1")
    wait_until(lambda: not is_dragging(cursor_name()), what="the app to take the release",
               describe=lambda: f"the cursor is {cursor_name()!r}")


def _jump_and_wait(point: Point, answered: Callable[[str], bool], what: str) -> None:
    pointer_to(*point)
    _wait_for_cursor(point, answered, what)


def _wait_for_cursor(point: Point, answered: Callable[[str], bool], what: str) -> None:
    """Waits until the cursor satisfies `answered`, nudging the pointer by
    a pixel around `point` now and then (see the module comment)."""
    polls = [0]
    seen: list[str] = []

    def arrived() -> bool:
        cursor = cursor_name()
        seen.append(cursor)
        if answered(cursor):
            return True
        polls[0] += 1
        if polls[0] % _NUDGE_EVERY == 0:
            x, y = point
            xdotool("mousemove", str(x + 1), str(y))
            xdotool("mousemove", str(x), str(y))
        return False

    wait_until(arrived, what=what, describe=lambda: f"the cursor is {seen[-1] if seen else '?'!r}")
