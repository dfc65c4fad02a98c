//===--- ScenarioDiagnosis.swift -----------------------------------------===//
// Part of Fizz. The sentences a scenario parse error prints.
//===---------------------------------------------------------------------===//

/// Builds the `detail` of a `Scenario.ParseError`: the token at fault and what was expected.
/// The JS and Python parsers (wasm/js/scenario.mjs, wasm/python/src/fizz/scenario.py) print
/// the same sentences, so a scenario fails alike in every host.
enum Diagnosis {
    /// `unknown call 'world_stepp': did you mean 'world_step'?`, or without a suggestion when no
    /// call is within 3 edits (ties go to the alphabetically first name, in every language).
    static func unknownCall(_ token: ArraySlice<UInt8>) -> [UInt8] {
        var out = Text.bytes("unknown call '") + token + Text.bytes("'")
        guard let near = nearestCall(to: token) else {
            return out + Text.bytes(" (calls are the C names of wasm/fizz.h without 'fizz_')")
        }
        out += Text.bytes(": did you mean '") + Text.bytes(near.name) + Text.bytes("'?")
        return out
    }

    /// `wrong number of arguments: world_step takes 2, got 3`.
    static func argumentCount(_ call: APICall, got: Int) -> [UInt8] {
        Text.bytes("wrong number of arguments: ") + Text.bytes(call.name) + Text.bytes(" takes ")
            + Text.decimal(UInt64(call.parameters.count)) + Text.bytes(", got ") + Text.decimal(UInt64(got))
    }

    /// A literal the number grammar refuses, and the rule it breaks.
    static func literal(_ token: ArraySlice<UInt8>, _ why: ScenarioNumber.Refusal) -> [UInt8] {
        let quoted = Text.bytes("'") + token + Text.bytes("'")
        switch why {
        case .tooManyDigits(let n):
            return quoted + Text.bytes(" has ") + Text.decimal(UInt64(n))
                + Text.bytes(" significant digits; a decimal has at most 15, so that every host parses it to the same double")
        case .exponentOutOfRange:
            return quoted + Text.bytes(" needs a power of ten beyond ±22; a decimal stays within ±22, so that every host parses it to the same double")
        case .hexTooLong:
            return quoted + Text.bytes(" has more than 8 hex digits; a hex literal is a 32-bit word")
        case .notANumber:
            return quoted + Text.bytes(" is neither a name nor a number in the scenario format")
        }
    }

    /// The call a mistyped name most likely meant: `fizz_world_step` means `world_step`, else the
    /// closest name by edit distance, if within 3 edits and fewer edits than the token is long.
    static func nearestCall(to token: ArraySlice<UInt8>) -> APICall? {
        var key = token
        let prefix = Text.bytes("fizz_")
        if key.count > prefix.count && key.prefix(prefix.count).elementsEqual(prefix) {
            key = key.dropFirst(prefix.count)
        }
        var best: APICall? = nil
        var bestName: [UInt8] = []
        var bestDistance = Int.max
        for call in APICall.allCases {
            let name = Text.bytes(call.name)
            let d = editDistance(key, name[...])
            if d < bestDistance || (d == bestDistance && name.lexicographicallyPrecedes(bestName)) {
                best = call; bestName = name; bestDistance = d
            }
        }
        return bestDistance <= 3 && bestDistance < key.count ? best : nil
    }

    /// Levenshtein distance (insertions, deletions, substitutions) between two byte strings.
    static func editDistance(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return a.count + b.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
