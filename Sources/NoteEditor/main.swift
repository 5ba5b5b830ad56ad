import GtkUI
print("NoteEditor")
