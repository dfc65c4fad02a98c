//===--- Options.swift ---------------------------------------------------===//
// Part of Fizz. The tiny option parser the subcommands share.
//===---------------------------------------------------------------------===//

/// `--name value` options and positional arguments, with errors a person can act on.
struct Options {
    var positional: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    struct Problem: Error, CustomStringConvertible { let description: String }

    /// - Parameters: valued: option names that take a value; switches: names that do not.
    init(_ args: [String], valued: Set<String>, switches: Set<String> = []) throws {
        var i = 0
        while i < args.count {
            let a = args[i]
            if a.hasPrefix("--") {
                let name = String(a.dropFirst(2))
                if switches.contains(name) { flags.insert(name) }
                else if valued.contains(name) {
                    guard i + 1 < args.count else { throw Problem(description: "\(a) needs a value") }
                    values[name] = args[i + 1]; i += 1
                } else { throw Problem(description: "unknown option \(a)") }
            } else { positional.append(a) }
            i += 1
        }
    }

    /// The whole number given for `--name`, or `default` when it is absent; anything else
    /// outside `range` is refused rather than quietly replaced by the default.
    func integer(_ name: String, default value: Int, in range: ClosedRange<Int>) throws -> Int {
        guard let text = values[name] else { return value }
        guard let n = Int(text), range.contains(n) else {
            throw Problem(description: "--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return n
    }
}
