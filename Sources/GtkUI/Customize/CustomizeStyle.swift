import Gtk

extension CustomizeToolbarDialog {
    private static var styleInstalled = false

    /// Installs the dialog's CSS once per process.
    ///
    /// Colours come from GTK 4.8's Adwaita (`@theme_selected_bg_color`,
    /// `@borders`, `@error_color`); libadwaita's names such as
    /// `@accent_bg_color` do not exist there.
    static func installStyle() {
        guard !styleInstalled else { return }
        styleInstalled = true
        CssProvider(
            css: """
                button.customize-tile { padding: 6px 8px; border-radius: 8px; min-width: 48px; font-weight: normal; }
                .tile-content { min-height: 36px; }
                .customize-tile.toolbar-look .tile-content { min-height: 0; }
                .customize-tile.toolbar-look scale { padding-top: 4px; padding-bottom: 4px; }
                .drop-gap { border-radius: 6px; background-color: alpha(@theme_selected_bg_color, 0.12); margin: 2px 0; }
                .in-toolbar-badge { background-color: @theme_selected_bg_color; color: @theme_selected_fg_color;
                                    border-radius: 999px; min-width: 16px; min-height: 16px; padding: 1px;
                                    margin: -4px -6px 0 0; }
                .customize-tile.dragging { opacity: 0.35; }
                .customize-tile.dragging.removing { opacity: 0.1; }
                .customize-palette { padding: 2px; }
                .customize-palette:drop(active) { box-shadow: inset 0 0 0 2px alpha(@error_color, 0.6);
                                                  border-radius: 8px; }
                .customize-strip { padding: 6px 10px; border-radius: 8px; border: 1px solid @borders;
                                   background-color: alpha(currentColor, 0.04); }
                .customize-strip:drop(active) { border-color: @theme_selected_bg_color; box-shadow: none; }
                .drop-indicator { min-width: 4px; margin: 2px 0; border-radius: 2px;
                                  background-color: @theme_selected_bg_color; }
                .spacer-glyph { border: 1px dashed alpha(currentColor, 0.45); border-radius: 4px; }
                .default-set { border: 1px solid @borders; border-radius: 8px; padding: 8px 12px;
                               background-color: alpha(currentColor, 0.04); }
                .customize-drag-icon { background-color: @theme_bg_color; border: 1px solid @borders;
                                       border-radius: 3px; }
                .remove-badge { background-color: @error_color; color: white; border-radius: 999px;
                                min-width: 16px; min-height: 16px; padding: 1px; }
                .gtkui-toolbar:drop(active) { box-shadow: inset 0 0 0 2px alpha(@theme_selected_bg_color, 0.7);
                                              border-radius: 6px; }
                """
        ).applyToDisplay()
    }
}
