//===--- HostIntegerScanTests.swift --------------------------------------===//
// Issue 25 §2: every conversion to `Int` in the C API, listed. A C-ABI integer becomes an `Int`
// only in Sources/FizzExports/HostIntegers.swift (checked in 64 bits there); any other
// `Int(…)` in Sources/FizzExports must be one of the engine-side values below, each with the
// reason it cannot overflow wasm32's 32-bit `Int`. A new one fails this test until it goes
// through the helpers or is listed here with its reason.
//===---------------------------------------------------------------------===//

import Foundation
@testable import FizzExports
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

    /// Every `Int(…)` of `text` (or `type(…)`), as its argument text (the balanced parentheses' content).
    static func conversions(in text: String, to type: String = "Int") -> [String] {
        let chars = Array(text), name = Array(type + "(")
        var out: [String] = []
        var i = 0
        while i + name.count <= chars.count {
            let before: Character = i > 0 ? chars[i - 1] : " "
            if Array(chars[i..<(i + name.count)]) == name && !(before.isLetter || before.isNumber || before == "_") {
                var depth = 1, j = i + name.count
                while j < chars.count && depth > 0 {
                    if chars[j] == "(" { depth += 1 } else if chars[j] == ")" { depth -= 1 }
                    j += 1
                }
                out.append(String(chars[(i + name.count)..<(j - 1)]))
                i = j
            } else { i += 1 }
        }
        return out
    }

    /// The code of every Swift file of Sources/FizzExports but `except`, comment lines left out
    /// (they are prose): (file, code).
    static func exportsCode(except: String? = nil) throws -> [(String, String)] {
        let root = Self.exportsFolder
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && $0 != except }.sorted()
        return try files.map { f in
            let text = try String(contentsOf: root.appendingPathComponent(f), encoding: .utf8)
            return (f, text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n"))
        }
    }

    @Test("the scanner finds raw conversions (a C-ABI count written the old way is caught)")
    func scannerFindsThem() {
        #expect(Self.conversions(in: "let n = Int(count); let u = UInt(x); f(Int(a.b(c)))") == ["count", "a.b(c)"])
        #expect(Self.conversions(in: "let s = Int32(v) + MyInt(v)").isEmpty)
    }

    @Test("no raw Int(…) of a C-ABI integer in Sources/FizzExports outside HostIntegers.swift")
    func everyConversionIsListed() throws {
        let files = try Self.exportsCode(except: "HostIntegers.swift")
        #expect(files.count > 20, "the scan read Sources/FizzExports")
        var found: [String] = []
        for (f, code) in files {
            for a in Self.conversions(in: code) { found.append("\(f): \(a)") }
        }
        let unlisted = found.filter { Self.allowed[$0] == nil }
        #expect(unlisted.isEmpty, "convert through hostInt/hostRange/hostElements (HostIntegers.swift), or list with a reason: \(unlisted)")
        let stale = Set(Self.allowed.keys).subtracting(found)
        #expect(stale.isEmpty, "listed but no longer in the source: \(stale.sorted())")
    }

    /// The trapping `Int32(…)` and `UInt32(…)` conversions allowed in Sources/FizzExports (the
    /// checked forms, `exactly:`, `truncatingIfNeeded:`, `clamping:` and `bitPattern:`, need no
    /// entry): (file, argument) → why the value always fits.
    static let allowed32: [String: String] = [
        "HandleRegistry.swift: Handle.lastGeneration": "a constant, 1023",
        "HandleRegistry.swift: Handle.generation(h)": "a UInt16",
        "Handle.swift: generation": "a UInt16",
        "Handle.swift: index": "a registry slot, below 2^22",
        "Picker/Exports+Parameters.swift: raw": "an Int32 checked ≥ 0 just before",
        "Layout/Exports+Layout.swift: v": "an Int32 checked ≥ 0 just before",
        "Layout/Exports+Layout.swift: a": "a whole number checked in 0...2 just before",
    ]

    @Test("no unchecked Int32(…) or UInt32(…) in Sources/FizzExports: a figure past the C result's range traps the host")
    func every32BitConversionIsChecked() throws {
        var found: [String] = []
        for (f, code) in try Self.exportsCode() {
            for type in ["Int32", "UInt32"] {
                for a in Self.conversions(in: code, to: type)
                where !["exactly:", "truncatingIfNeeded:", "clamping:", "bitPattern:"].contains(where: { a.hasPrefix($0) }) {
                    found.append("\(f): \(a)")
                }
            }
        }
        let unlisted = found.filter { Self.allowed32[$0] == nil }
        #expect(unlisted.isEmpty, "use Int32(exactly:) and answer an error, or list with a reason: \(unlisted)")
        let stale = Set(Self.allowed32.keys).subtracting(found)
        #expect(stale.isEmpty, "listed but no longer in the source: \(stale.sorted())")
    }

    @Test("a snapshot past 2^31 − 1 bytes is FIZZ_E_LIMIT, not a trap (its size is an int32_t result)")
    func snapshotSizePastInt32IsRefused() throws {
        #expect(try snapshotSizeAnswer(Int(Int32.max)) == Int32.max)
        #expect(try snapshotSizeAnswer(48) == 48)
        for size in [Int(Int32.max) + 1, 1 << 40] {
            do { _ = try snapshotSizeAnswer(size); Issue.record("a snapshot of \(size) bytes answered a size") }
            catch { #expect(error.code == Status.limitReached) }
        }
    }
}
