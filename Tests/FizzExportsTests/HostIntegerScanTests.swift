//===--- HostIntegerScanTests.swift --------------------------------------===//
// Issue 25 §2: every conversion to `Int` in the C API, listed. A C-ABI integer becomes an `Int`
// only in Sources/FizzExports/HostIntegers.swift (checked in 64 bits there); any other
// `Int(…)` in Sources/FizzExports must be one of the engine-side values below, each with the
// reason it cannot overflow wasm32's 32-bit `Int`. A new one fails this test until it goes
// through the helpers or is listed here with its reason.
//===---------------------------------------------------------------------===//

import Foundation
import FizzHarness
import Testing

@Suite struct HostIntegerScan {
    /// The `Int(…)` conversions allowed outside HostIntegers.swift: (file, argument) → why.
    static let allowed: [String: String] = [
        "HandleRegistry.swift: Handle.indexMask": "a constant, 2^22 − 1",
        "HandleRegistry.swift: slots.take()": "a slot of the registry, below its limit of 2^22",
        "Handle.swift: h & indexMask": "masked to 22 bits before the conversion",
        "Picker/WorldEntry.swift: id.slot": "an engine bubble slot, below the world's bubble limit",
        "Picker/Exports+World.swift: Int32.max": "a constant that fits every Int",
        "Exports+Buffers.swift: truncatingIfNeeded: size": "fizz_alloc's size, checked ≤ 2^28 just before",
    ]

    static var exportsFolder: URL {
        Repository.find(from: URL(fileURLWithPath: #filePath))!.root.appendingPathComponent("Sources/FizzExports")
    }

    /// Every `Int(…)` of `text`, as its argument text (the balanced parentheses' content).
    static func conversions(in text: String) -> [String] {
        let chars = Array(text)
        var out: [String] = []
        var i = 0
        while i + 4 <= chars.count {
            let before: Character = i > 0 ? chars[i - 1] : " "
            if chars[i] == "I" && chars[i + 1] == "n" && chars[i + 2] == "t" && chars[i + 3] == "("
                && !(before.isLetter || before.isNumber || before == "_") {
                var depth = 1, j = i + 4
                while j < chars.count && depth > 0 {
                    if chars[j] == "(" { depth += 1 } else if chars[j] == ")" { depth -= 1 }
                    j += 1
                }
                out.append(String(chars[(i + 4)..<(j - 1)]))
                i = j
            } else { i += 1 }
        }
        return out
    }

    @Test("the scanner finds raw conversions (a C-ABI count written the old way is caught)")
    func scannerFindsThem() {
        #expect(Self.conversions(in: "let n = Int(count); let u = UInt(x); f(Int(a.b(c)))") == ["count", "a.b(c)"])
        #expect(Self.conversions(in: "let s = Int32(v) + MyInt(v)").isEmpty)
    }

    @Test("no raw Int(…) of a C-ABI integer in Sources/FizzExports outside HostIntegers.swift")
    func everyConversionIsListed() throws {
        let root = Self.exportsFolder
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && $0 != "HostIntegers.swift" }.sorted()
        #expect(files.count > 20, "the scan read Sources/FizzExports")
        var found: [String] = []
        for f in files {
            let text = try String(contentsOf: root.appendingPathComponent(f), encoding: .utf8)
            // Comment lines are prose, not code.
            let code = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for a in Self.conversions(in: code) { found.append("\(f): \(a)") }
        }
        let unlisted = found.filter { Self.allowed[$0] == nil }
        #expect(unlisted.isEmpty, "convert through hostInt/hostRange/hostElements (HostIntegers.swift), or list with a reason: \(unlisted)")
        let stale = Set(Self.allowed.keys).subtracting(found)
        #expect(stale.isEmpty, "listed but no longer in the source: \(stale.sorted())")
    }
}
