//===--- ScenarioNumber+Refusal.swift ------------------------------------===//
// Part of Fizz. Why a literal is not a scenario number, for the error message.
//===---------------------------------------------------------------------===//

extension ScenarioNumber {
    /// The reason `parse` refuses a token. Most refused literals are ordinary numbers that a
    /// host might round differently, so the message must cite the rule rather than call the
    /// token "not a number".
    public enum Refusal: Equatable, Sendable {
        /// A decimal with more significant digits than the exact grammar allows (the count).
        case tooManyDigits(Int)
        /// A decimal whose power of ten lies beyond ±22.
        case exponentOutOfRange
        /// A hex word longer than 8 digits.
        case hexTooLong
        /// Not a literal of the grammar at all.
        case notANumber

        /// The rule, in general terms.
        public var rule: StaticString {
            switch self {
            case .tooManyDigits: "a decimal has at most 15 significant digits"
            case .exponentOutOfRange: "a decimal's power of ten is within ±22"
            case .hexTooLong: "a hex literal is a 32-bit word: at most 8 hex digits"
            case .notANumber: "an argument is neither a name nor a number in the scenario format"
            }
        }
    }

    /// Why `parse(t)` returns nil. Only meaningful for a token `parse` refuses.
    public static func refusal(_ t: ArraySlice<UInt8>) -> Refusal {
        if let slash = t.firstIndex(of: 47) {       // '/': a fraction of two decimals
            let a = t[t.startIndex..<slash], b = t[(slash + 1)...]
            return decimal(a) == nil ? decimalRefusal(a) : decimalRefusal(b)
        }
        var i = t.startIndex
        if i < t.endIndex && t[i] == 45 { i += 1 }                        // '-'
        if t.endIndex - i > 2 && t[i] == 48 && (t[i + 1] == 120 || t[i + 1] == 88) {  // '0x'
            for c in t[(i + 2)...] where !isHexDigit(c) { return .notANumber }
            return .hexTooLong
        }
        return decimalRefusal(t)
    }

    /// `[±]digits[.digits][(e|E)[±]digits]` is a decimal of the grammar's shape; `parse` refuses
    /// one only for its digit count or its power of ten. Leading zeros are not significant.
    static func decimalRefusal(_ t: ArraySlice<UInt8>) -> Refusal {
        var i = t.startIndex
        if i < t.endIndex && (t[i] == 45 || t[i] == 43) { i += 1 }
        var significant = 0, digits = 0
        var sawPoint = false
        while i < t.endIndex {
            let c = t[i]
            if c >= 48 && c <= 57 {
                digits += 1
                if significant > 0 || c != 48 { significant += 1 }
            } else if c == 46 && !sawPoint { sawPoint = true }
            else { break }
            i += 1
        }
        if digits == 0 { return .notANumber }
        if i < t.endIndex && (t[i] == 101 || t[i] == 69) {               // 'e' / 'E'
            i += 1
            if i < t.endIndex && (t[i] == 45 || t[i] == 43) { i += 1 }
            var expDigits = 0
            while i < t.endIndex && t[i] >= 48 && t[i] <= 57 { expDigits += 1; i += 1 }
            if expDigits == 0 { return .notANumber }
        }
        if i != t.endIndex { return .notANumber }
        return significant > 15 ? .tooManyDigits(significant) : .exponentOutOfRange
    }

    static func isHexDigit(_ c: UInt8) -> Bool {
        (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70)
    }
}
