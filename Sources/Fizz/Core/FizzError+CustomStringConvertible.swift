//===--- FizzError+CustomStringConvertible.swift -------------------------===//
// Part of Fizz. What a refusal says when a Swift caller prints it.
//===---------------------------------------------------------------------===//

/// `print(error)` shows the case and why it was refused, not a bare `outOfRange`. Each message
/// is a literal so the text costs nothing until it is printed (Embedded Swift included).
extension FizzError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .nonFinite: "nonFinite: a number is NaN or infinite"
        case .outOfRange: "outOfRange: a number is outside the range the call accepts"
        case .limitReached: "limitReached: the object already holds its maximum number of items"
        case .notFound: "notFound: the id or index names nothing live in this object"
        case .invalidOption: "invalidOption: an option is not one of the documented values"
        case .invalidBuffer: "invalidBuffer: the buffer is too small or its contents are malformed"
        case .invalidState: "invalidState: the call is not allowed in the object's current state"
        case .overBudget: "overBudget: the object's memory budget cannot hold what the call needs"
        case .allocationFailed: "allocationFailed: the allocator refused what the call needs"
        }
    }
}
