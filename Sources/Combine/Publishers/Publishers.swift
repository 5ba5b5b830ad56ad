/// Namespace of publisher types the operators return (Combine's `Publishers`).
public enum Publishers {}
