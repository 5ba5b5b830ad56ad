"""A desktop's app launcher, for the tests: a window with one button that
starts a command the way GNOME Shell's dash does, with a startup
notification (X11) or xdg-activation token (Wayland) that lets the started
app bring its window to the front.

Usage: /usr/bin/python3 Tests/e2e/launcher.py COMMAND [ARGS...]

The window is titled "Launcher" and its button "Launch". A click asks
GDK's app launch context for a token: on Wayland, for the launcher's
focused surface and the click's serial, which is what mutter requires
before it lets another client use the token. The command then runs with
the token in XDG_ACTIVATION_TOKEN and DESKTOP_STARTUP_ID (GTK 4.8's
GtkApplication hands DESKTOP_STARTUP_ID on to the running instance).
The launcher prints "launched PID token=yes|no" on stdout for each start,
and "exited PID STATUS" when that process ends.

Without a shell, mutter alone gives no launcher, so without this a test
could not tell a second launch that brings the first window back from one
that only makes it demand attention.
"""

from __future__ import annotations

import os
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, Gio, GLib, Gtk  # noqa: E402


def token_for(command: list[str]) -> str | None:
    """A startup notification id (X11) or activation token (Wayland) from
    GDK's launch context, as a launcher's GAppInfo launch would get it."""
    info = Gio.AppInfo.create_from_commandline(" ".join(GLib.shell_quote(a) for a in command), None,
                                               Gio.AppInfoCreateFlags.SUPPORTS_STARTUP_NOTIFICATION)
    context = Gdk.Display.get_default().get_app_launch_context()
    return context.get_startup_notify_id(info, [])


def main() -> int:
    command = sys.argv[1:]
    if not command:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    app = Gtk.Application(application_id=None, flags=Gio.ApplicationFlags.NON_UNIQUE)

    def launch(_button: Gtk.Button) -> None:
        env = dict(os.environ)
        env.pop("WAYLAND_DEBUG", None)  # the harness reads the launcher's own protocol log
        token = token_for(command)
        if token:
            env["XDG_ACTIVATION_TOKEN"] = token
            env["DESKTOP_STARTUP_ID"] = token
        pid, *_ = GLib.spawn_async(command, [f"{k}={v}" for k, v in env.items()],
                                   flags=GLib.SpawnFlags.SEARCH_PATH | GLib.SpawnFlags.DO_NOT_REAP_CHILD)
        print(f"launched {pid} token={'yes' if token else 'no'}", flush=True)
        GLib.child_watch_add(GLib.PRIORITY_DEFAULT, pid, lambda pid, status: print(
            f"exited {pid} {os.waitstatus_to_exitcode(status)}", flush=True))

    def activate(application: Gtk.Application) -> None:
        window = Gtk.ApplicationWindow(application=application, title="Launcher")
        window.set_default_size(240, 120)
        button = Gtk.Button(label="Launch")
        button.connect("clicked", launch)
        window.set_child(button)
        window.present()

    app.connect("activate", activate)
    return app.run([sys.argv[0]])


if __name__ == "__main__":
    sys.exit(main())
