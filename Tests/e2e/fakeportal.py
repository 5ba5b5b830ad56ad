"""A desktop settings portal whose color scheme the test sets.

Owns org.freedesktop.portal.Desktop on the session bus and serves
org.freedesktop.portal.Settings at /org/freedesktop/portal/desktop (Read,
ReadOne, ReadAll, the SettingChanged signal, version 2), with one setting:
org.freedesktop.appearance color-scheme (0 no preference, 1 dark, 2 light).

Run it as a program: it prints "ready" once it owns the name, then reads
lines "color-scheme N" on standard input, answers "ok" to each after
emitting SettingChanged, and exits when standard input closes (the bus name
goes with it). The FakePortal class does that from a test.
"""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path
from typing import Optional

NAMESPACE = "org.freedesktop.appearance"
KEY = "color-scheme"
INTERFACE_XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadAll"><arg type="as" direction="in"/><arg type="a{sa{sv}}" direction="out"/></method>
    <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/>
      <arg type="v" direction="out"/></method>
    <method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/>
      <arg type="v" direction="out"/></method>
    <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""


def serve(initial: int) -> None:
    from gi.repository import Gio, GLib

    state = {"scheme": initial, "connection": None}
    loop = GLib.MainLoop()
    info = Gio.DBusNodeInfo.new_for_xml(INTERFACE_XML).interfaces[0]

    def value() -> GLib.Variant:
        return GLib.Variant("u", state["scheme"])

    def on_call(connection, sender, path, interface, method, params, invocation):
        namespace, key = (params.unpack() + ("", ""))[:2] if method != "ReadAll" else ("", "")
        if method == "ReadAll":
            invocation.return_value(GLib.Variant("(a{sa{sv}})", ({NAMESPACE: {KEY: value()}},)))
        elif (namespace, key) != (NAMESPACE, KEY):
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "Requested setting not found")
        elif method == "Read":  # version 1 wraps the value twice
            invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", value()),)))
        else:
            invocation.return_value(GLib.Variant("(v)", (value(),)))

    def on_get_property(connection, sender, path, interface, name):
        return GLib.Variant("u", 2)

    def on_bus(connection, name):
        state["connection"] = connection
        connection.register_object("/org/freedesktop/portal/desktop", info, on_call, on_get_property, None)

    def on_name(connection, name):
        print("ready", flush=True)

    def on_lost(connection, name):
        print("lost", flush=True)
        loop.quit()

    def on_input(channel, condition):
        line = sys.stdin.readline()
        if not line:
            loop.quit()
            return False
        words = line.split()
        if len(words) == 2 and words[0] == KEY:
            state["scheme"] = int(words[1])
            state["connection"].emit_signal(None, "/org/freedesktop/portal/desktop",
                                            "org.freedesktop.portal.Settings", "SettingChanged",
                                            GLib.Variant("(ssv)", (NAMESPACE, KEY, value())))
            state["connection"].flush_sync(None)
        print("ok", flush=True)
        return True

    Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop",
                     Gio.BusNameOwnerFlags.DO_NOT_QUEUE, on_bus, on_name, on_lost)
    GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.PRIORITY_DEFAULT,
                      GLib.IOCondition.IN | GLib.IOCondition.HUP, on_input)
    loop.run()


class FakePortal:
    """The portal above in a child process, for one test."""

    def __init__(self, color_scheme: int):
        self.proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), str(color_scheme)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self._expect("ready")

    def _expect(self, word: str, timeout: float = 20) -> None:
        result: dict[str, Optional[str]] = {"line": None}

        def read():
            result["line"] = self.proc.stdout.readline().strip()
        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(timeout)
        if result["line"] != word:
            raise AssertionError(f"the fake portal said {result['line']!r}, not {word!r}")

    def set_color_scheme(self, value: int) -> None:
        """Changes the setting and emits SettingChanged (waits until sent)."""
        self.proc.stdin.write(f"{KEY} {value}\n")
        self.proc.stdin.flush()
        self._expect("ok")

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


if __name__ == "__main__":
    serve(int(sys.argv[1]) if len(sys.argv) > 1 else 0)
