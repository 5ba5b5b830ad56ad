// ToolbarKit: the shared customizable-toolbar model.
import Foundation
