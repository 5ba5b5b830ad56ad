// The Gtk wrapper: see Object.swift.
import CGtk
