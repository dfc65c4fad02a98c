//===--- Scenario.swift --------------------------------------------------===//
// Part of Fizz. The plain-text scenario format: one C API call per line.
//===---------------------------------------------------------------------===//

/// A scenario: a script of C API calls that tests, the CLI, every host and the benchmarks
/// replay, so one file proves the same thing everywhere. The format (see
/// `Tests/Scenarios/README.md`):
///
///     # a comment
///     w = world_create 390 844        # name = call args…   (the result is kept as `w`)
///     world_set_damping w 4.9
///     b = bubble_add w 100 100 40
///     world_step w 1/60 *600          # `*N` repeats the call N times
///     bubble_remove w b
///
/// Call names are the C names without `fizz_`; arguments are numbers or earlier names.
public struct Scenario: Sendable {
    public struct Line: Sendable {
        /// 1-based line number in the source, for error messages.
        public var number: Int
        public var call: APICall
        public var arguments: [Argument]
        /// Index into `Scenario.names` of the variable the result is stored in, if any.
        public var result: Int?
        public var repeatCount: Int
    }

    public enum Argument: Sendable {
        case number(ScenarioNumber.Value)
        /// Index into `Scenario.names`.
        case name(Int)
    }

    public var lines: [Line] = []
    /// Variable names, as UTF-8 bytes.
    public var names: [[UInt8]] = []

    public struct ParseError: Error, Sendable {
        /// 1-based line number.
        public var line: Int
        /// The rule the line breaks, in general terms.
        public var message: StaticString
        /// The whole sentence for a person, UTF-8: names the offending token and, where there is
        /// one, the expected form (`unknown call 'foo': did you mean 'world_step'?`). Equal to
        /// `message` when the rule says it all.
        public var detail: [UInt8]

        init(line: Int, message: StaticString, detail: [UInt8]? = nil) {
            self.line = line
            self.message = message
            self.detail = detail ?? Text.bytes(message)
        }
    }

    /// Parses a whole scenario. Names must be assigned before they are used.
    public init(parsing text: [UInt8]) throws(ParseError) {
        var lineNumber = 0
        var start = 0
        while start <= text.count {
            var end = start
            while end < text.count && text[end] != 10 { end += 1 }
            lineNumber += 1
            var tokens = Scenario.tokens(text[start..<end])
            start = end + 1
            if tokens.isEmpty { if end >= text.count { break } else { continue } }
            var result: Int? = nil
            if tokens.count >= 2 && Text.equal("=", tokens[1]) {
                guard Scenario.isName(tokens[0]) else { throw ParseError(line: lineNumber, message: "a result name must be a lower-case identifier") }
                result = index(ofName: tokens[0], creating: true)
                tokens.removeFirst(2)
                if tokens.isEmpty { throw ParseError(line: lineNumber, message: "nothing after '='") }
            }
            guard let call = APICall.named(tokens[0]) else {
                throw ParseError(line: lineNumber, message: "unknown call (names are C names without 'fizz_')",
                                 detail: Diagnosis.unknownCall(tokens[0]))
            }
            tokens.removeFirst()
            var repeatCount = 1
            if let last = tokens.last, last.first == 42 {      // '*N'
                guard let n = ScenarioNumber.parse(last.dropFirst()), let k = n.integer, k >= 1, k <= 10_000_000 else {
                    throw ParseError(line: lineNumber, message: "a repeat count is '*N' with N from 1 to 10000000")
                }
                repeatCount = Int(k)
                tokens.removeLast()
            }
            let params = call.parameters
            if tokens.count != params.count {
                throw ParseError(line: lineNumber, message: "wrong number of arguments for this call",
                                 detail: Diagnosis.argumentCount(call, got: tokens.count))
            }
            var args: [Argument] = []
            for (k, t) in tokens.enumerated() {
                if Scenario.isName(t) {
                    guard let n = index(ofName: t, creating: false) else {
                        throw ParseError(line: lineNumber, message: "a name is used before it is assigned")
                    }
                    args.append(.name(n))
                } else if let v = ScenarioNumber.parse(t) {
                    if params[k] != .f64 && v.integer == nil {
                        throw ParseError(line: lineNumber, message: "an integer argument is not an integer literal")
                    }
                    args.append(.number(v))
                } else {
                    let why = ScenarioNumber.refusal(t)
                    throw ParseError(line: lineNumber, message: why.rule, detail: Diagnosis.literal(t, why))
                }
            }
            lines.append(Line(number: lineNumber, call: call, arguments: args, result: result, repeatCount: repeatCount))
            if end >= text.count { break }
        }
    }

    private mutating func index(ofName t: ArraySlice<UInt8>, creating: Bool) -> Int? {
        for (i, n) in names.enumerated() where n.elementsEqual(t) { return i }
        if !creating { return nil }
        names.append(Array(t))
        return names.count - 1
    }

    /// Splits a line on spaces and tabs, dropping a `#` comment.
    static func tokens(_ line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var i = line.startIndex
        while i < line.endIndex {
            let c = line[i]
            if c == 35 { break }                                       // '#'
            if c == 32 || c == 9 || c == 13 { i += 1; continue }       // space, tab, CR
            var j = i
            while j < line.endIndex && line[j] != 32 && line[j] != 9 && line[j] != 13 && line[j] != 35 { j += 1 }
            out.append(line[i..<j])
            i = j
        }
        return out
    }

    /// `[a-z_][a-z0-9_]*`, and not a number keyword.
    static func isName(_ t: ArraySlice<UInt8>) -> Bool {
        guard let f = t.first, (f >= 97 && f <= 122) || f == 95 else { return false }
        if Text.equal("nan", t) || Text.equal("inf", t) { return false }
        for c in t where !((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c == 95) { return false }
        return true
    }
}
