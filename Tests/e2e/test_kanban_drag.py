"""Drag and drop of Transferable values with real input, in the KanbanBoard
example (Examples/KanbanBoard): a card (`.draggable` of a Codable card)
dragged with xdotool from the To Do column onto the Done column (a
`.dropDestination(for: Card.self)`) moves there; the column headers count
the cards. Released where no column is, nothing moves.

Real X input (xdotool, through dnd.py's drag that waits for the drop
target's answers), labels read from the accessibility tree, screenshots in
test-output/.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from apphelper import App
from xsession import wait_until

TITLE = "Kanban"


@pytest.fixture
def kanban(launch_app, note_editor_path) -> App:
    binary = Path(note_editor_path).parent / "KanbanBoard"
    if not binary.exists():
        pytest.fail(f"{binary} is missing: build it with `swift build`")
    return launch_app([binary], title=TITLE)


def label(app: App, name: str):
    return app.find(role="label", name=name, root=app.window, visible=True)


def label_names(app: App) -> list[str]:
    return [acc.name for acc in app.find_all(role="label", root=app.window, visible=True)]


def test_dragging_a_card_to_another_column_moves_it(kanban, test_name):
    wait_until(lambda: "To Do (2)" in label_names(kanban), what="the board")
    kanban.screenshot(f"{test_name}-start")
    card = label(kanban, "Write the spec")
    done = label(kanban, "Done (0)")
    doing = label(kanban, "Doing (1)")
    status = label(kanban, "Drag a card to another column")
    kanban.drag_and_drop(kanban.centre(card), kanban.centre(done),
                         accepting=kanban.centre(doing), refusing=kanban.centre(status),
                         while_held=lambda: (time.sleep(1.0), kanban.screenshot(f"{test_name}-dragging")))
    wait_until(lambda: "Done (1)" in label_names(kanban) and "To Do (1)" in label_names(kanban),
               what="the card to move to Done", describe=lambda: str(label_names(kanban)))
    assert "Moved Write the spec to Done" in label_names(kanban)
    kanban.screenshot(f"{test_name}-moved")

    # Released over the status line (no drop destination): nothing moves.
    card = label(kanban, "Draw the icon")
    kanban.drag_and_drop(kanban.centre(card), kanban.centre(label(kanban, "Moved Write the spec to Done")),
                         accepting=kanban.centre(label(kanban, "Doing (1)")), dropped=False)
    wait_until(lambda: "To Do (1)" in label_names(kanban), what="the board to stay")
    assert "Done (1)" in label_names(kanban) and "Doing (1)" in label_names(kanban), label_names(kanban)
