/// A property of an `ObservableObject` that publishes its changes (Combine's `@Published`).
///
/// Setting it sends the object's `objectWillChange`, then the new value on
/// `$property`, then stores it: subscribers run before the change lands.
@propertyWrapper
public struct Published<Value>: PublishedField {
    let box: PublishedStorage<Value>
    var storage: PublishedStorageBase { box }

    /// Creates the property with an initial value.
    public init(wrappedValue: Value) { box = PublishedStorage(wrappedValue) }
    /// Creates the property with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Only properties of classes publish.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The publisher of the property's values (`$property`): the current value
    /// on subscription, then each new value before it is stored.
    public var projectedValue: Publisher {
        get { Publisher(box) }
        set {}
    }

    /// Reads and writes the property of a class instance.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set { object[keyPath: storageKeyPath].box.set(newValue) }
    }

    /// The publisher of a `@Published` property (`$property`).
    public struct Publisher: Combine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// `Never`: it does not fail.
        public typealias Failure = Never
        let box: PublishedStorage<Value>

        init(_ box: PublishedStorage<Value>) { self.box = box }

        /// Sends `subscriber` the current value, then each new value as it is set.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.attach(subscriber)
        }
    }
}

extension Combine.Publisher where Failure == Never {
    /// Writes each value to a `@Published` property (`assign(to: &$property)`);
    /// the subscription lasts as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        box.keep(sink { [weak box] in box?.set($0) })
    }
}
