import Foundation

extension Timer {
    /// A publisher of the current date every `interval` seconds, once connected
    /// (`Timer.publish(every: 1, on: .main, in: .common).autoconnect()`).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
        in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// Publishes dates while connected (Combine's `Timer.TimerPublisher`).
    ///
    /// Ticks on `RunLoop.main` fire on the main thread through the main
    /// dispatch queue (which a GTK app drains; see `RunLoop`'s scheduler).
    /// A subscriber without demand at a tick misses it.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The date of each tick.
        public typealias Output = Date
        /// `Never`: it does not fail.
        public typealias Failure = Never
        /// Seconds between ticks.
        public let interval: TimeInterval
        /// Allowed lateness of a tick.
        public let tolerance: TimeInterval?
        /// The run loop the ticks fire on.
        public let runLoop: RunLoop
        /// The run loop mode.
        public let mode: RunLoop.Mode
        /// Scheduler options.
        public let options: RunLoop.SchedulerOptions?
        private let subscribers = ConduitList<Date, Never>()

        /// Creates the publisher (unconnected).
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Adds `subscriber` to those the ticks go to; none arrive before `connect()`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscribers.attach(subscriber)
        }

        /// Starts the ticks, the first after `interval`, then every `interval`; cancel the result to stop them.
        public func connect() -> Cancellable {
            let start = runLoop.now.advanced(by: .seconds(interval))
            return runLoop.schedule(
                after: start, interval: .seconds(interval),
                tolerance: .seconds(tolerance ?? 0), options: options
            ) { [subscribers] in
                subscribers.send(Date())
            }
        }
    }
}
