import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The activity type of a web page the user is browsing (Foundation's
/// `NSUserActivityTypeBrowsingWeb`), spelled as Foundation spells it.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// What the user is doing, for continuing it elsewhere (Foundation's
/// `NSUserActivity`, which swift-corelibs-foundation lacks on Linux).
///
/// GNOME has no Handoff, Spotlight or Siri to hand an activity to: an
/// activity keeps what the app sets (type, title, user info, eligibility)
/// so that code written for Apple's systems compiles and runs unchanged,
/// and `becomeCurrent()` makes it `NSUserActivity.current` in this process
/// only. No other device or app ever receives it.
///
///     let activity = NSUserActivity(activityType: "org.example.viewing-note")
///     activity.title = note.title
///     activity.userInfo = ["id": note.id.uuidString]
///     activity.becomeCurrent()
@MainActor
open class NSUserActivity: NSObject {
    /// The reverse-DNS type the app declared for this kind of activity.
    public let activityType: String
    /// A user-visible title.
    open var title: String?
    /// What the app needs to continue the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` that must be present when the activity is continued.
    open var requiredUserInfoKeys: Set<String>?
    /// Search keywords.
    open var keywords: Set<String> = []
    /// The web page to open where the app is not installed.
    open var webpageURL: URL?
    /// The page that referred to `webpageURL`.
    open var referrerURL: URL?
    /// When the activity stops being useful.
    open var expirationDate: Date?
    /// An identifier of the content, for choosing the scene that continues it.
    open var targetContentIdentifier: String?
    /// An identifier for deleting the activity's saved data later.
    open var persistentIdentifier: String?
    /// Whether the app wants `userActivity(_:isActive:_:)`'s update called again.
    open var needsSave = false
    /// Whether the activity may be handed to another device (none on GNOME).
    open var isEligibleForHandoff = true
    /// Whether the activity may be indexed for search (no index on GNOME).
    open var isEligibleForSearch = false
    /// Whether the activity may be indexed publicly (no index on GNOME).
    open var isEligibleForPublicIndexing = false
    /// Whether the activity may be suggested as a shortcut (no Siri on GNOME).
    open var isEligibleForPrediction = false
    /// Whether the activity is valid (false after `invalidate()`).
    public private(set) var isValid = true

    /// The activity that became current last in this process, if still current.
    public private(set) static var current: NSUserActivity?

    /// Creates an activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Makes the activity the process's current one.
    open func becomeCurrent() {
        guard isValid else { return }
        NSUserActivity.current = self
    }

    /// Stops being the current activity.
    open func resignCurrent() {
        if NSUserActivity.current === self { NSUserActivity.current = nil }
    }

    /// Ends the activity for good.
    open func invalidate() {
        resignCurrent()
        isValid = false
    }
}
