"""pytest fixtures for the end-to-end tests (see apphelper.py).

Run under the headless desktop:
    meson-helpers/with-display /usr/bin/python3 -m pytest -q Tests/e2e
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Optional, Sequence

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import apphelper  # noqa: E402  (needs the path above)
from apphelper import App, AppDirs  # noqa: E402


def pytest_configure(config):
    if os.environ.get("E2E_BACKEND") == "wayland":
        if not os.environ.get("WAYLAND_DISPLAY") or not os.environ.get("E2E_INPUT_SOCKET"):
            pytest.exit("E2E_BACKEND=wayland needs mutter, its input service, a D-Bus session "
                        "and AT-SPI: run the tests under meson-helpers/with-wayland", returncode=2)
        return
    if not os.environ.get("DISPLAY") or not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        pytest.exit("the e2e tests need an X server, a D-Bus session and AT-SPI: "
                    "run them under meson-helpers/with-display", returncode=2)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    # Lets fixtures see whether the test failed (for the failure screenshot).
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


@pytest.fixture
def test_name(request) -> str:
    return apphelper.sanitize(request.node.nodeid.replace("Tests/e2e/", ""))


@pytest.fixture
def app_dirs(tmp_path) -> AppDirs:
    """Fresh HOME/XDG folders for this test. Pass the same object to several
    launches in one test to check what persists across a restart."""
    return AppDirs.create(parent=tmp_path)


@pytest.fixture
def launch_app(request, app_dirs, test_name):
    """Factory: launch_app(argv, title, dirs=app_dirs, env=None, move_to_origin=True) -> App.

    Every app started through it is killed at the end of the test if still
    running; when the test failed, the screen is saved as
    test-output/<test>-failure.png and each app's stderr is printed."""
    started: list[App] = []

    def launch(argv: Sequence, title: str, dirs: Optional[AppDirs] = None,
               env: Optional[dict] = None, timeout: float = apphelper.DEFAULT_TIMEOUT,
               move_to_origin: bool = True) -> App:
        label = test_name if not started else f"{test_name}-{len(started) + 1}"
        app = App(argv=[str(a) for a in argv], dirs=dirs or app_dirs, title=title,
                  label=label, extra_env=dict(env or {}))
        started.append(app)
        return app.start(timeout=timeout, move_to_origin=move_to_origin)

    yield launch

    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        try:
            path = apphelper.screenshot(f"{test_name}-failure")
            print(f"\nscreenshot: {path}")
        except Exception as error:  # noqa: BLE001 - keep the real failure visible
            print(f"\nno screenshot: {error}")
        for app in started:
            print(f"--- stderr of {app.argv[0]} (pid {app.proc.pid if app.proc else '?'}) ---")
            print(app.stderr())
            if app.running():
                print(f"--- after the failure: {app.describe_state()}")
    for app in started:
        app.kill()


@pytest.fixture(scope="session")
def note_editor_path() -> Path:
    """The NoteEditor binary: $NOTE_EDITOR_BINARY or the debug build."""
    return apphelper.note_editor_binary()


@pytest.fixture(scope="session")
def reference_path() -> Path:
    """The C reference program (Benchmarks/Reference), built on demand."""
    return apphelper.reference_binary()
