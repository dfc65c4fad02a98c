//===--- HeaderTests.swift -----------------------------------------------===//
// One header for the C ABI: wasm/fizz.h, APICall and the module's exports say the same thing.
//===---------------------------------------------------------------------===//

import Foundation
import FizzHarness
import FizzWasmKit
import FizzScenario
import Testing

@Suite struct Header {
    /// `name → (parameter types, result type)` from the prototypes in wasm/fizz.h that a
    /// scenario can call.
    static func prototypes() throws -> [String: ([ABIType], String)] {
        let text = try String(contentsOf: Fixture.repository.header, encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"^\s*((?:const )?[a-z0-9_]+\s*\**)\s*(fizz_[a-z0-9_]+)\s*\(([^)]*)\);"#, options: .anchorsMatchLines)
        var out: [String: ([ABIType], String)] = [:]
        let ns = text as NSString
        for m in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let ret = ns.substring(with: m.range(at: 1)).trimmingCharacters(in: .whitespaces)
            let name = ns.substring(with: m.range(at: 2))
            let params = ns.substring(with: m.range(at: 3)).trimmingCharacters(in: .whitespaces)
            let types: [ABIType] = params == "void" || params.isEmpty ? [] : params.split(separator: ",").map { p in
                let t = p.trimmingCharacters(in: .whitespaces)
                if t.hasPrefix("double") { return .f64 }
                if t.hasPrefix("uint64_t") || t.hasPrefix("int64_t") { return .i64 }
                return .i32
            }
            let result = ret.replacingOccurrences(of: " ", with: "")
            // Scenarios pass numbers only: a function taking a buffer (a snapshot), returning nothing or
            // another kind of pointer is not in the catalogue, as tools/gen-catalogue decides.
            let arrays = ["constdouble*", "constuint32_t*", "constchar*"]
            if params.contains("*") || result == "void" || (result.hasSuffix("*") && !arrays.contains(result)) { continue }
            out[name] = (types, result)
        }
        return out
    }

    static func cResult(_ t: ABIType) -> [String] {
        switch t {
        case .i32: ["int32_t", "uint32_t"]
        case .i64: ["uint64_t", "int64_t"]
        case .f64: ["double"]
        case .doubles: ["constdouble*"]
        case .words: ["constuint32_t*"]
        case .string: ["constchar*"]
        }
    }

    @Test("every APICall is declared in fizz.h with the same parameter and result types")
    func catalogueMatchesHeader() throws {
        let protos = try Self.prototypes()
        #expect(protos.count >= 30)
        for call in APICall.allCases {
            let name = "fizz_\(call.name)"
            guard let (params, ret) = protos[name] else { Issue.record("\(name) is not in fizz.h"); continue }
            #expect(params == call.parameters, "\(name) parameters")
            #expect(Self.cResult(call.result).contains(ret), "\(name) returns \(ret)")
        }
    }

    @Test("array results carry the header's shapes: values per element and the call that counts them")
    func arrayShapesFollowTheHeader() {
        // Read off the comments above each prototype in wasm/fizz.h.
        #expect(APICall.worldPositions.result == .doubles(stride: 3, count: .worldCount))    // count × (x, y, radius)
        #expect(APICall.worldVelocities.result == .doubles(stride: 2, count: .worldCount))   // count × (vx, vy)
        #expect(APICall.worldIds.result == .words(stride: 1, count: .worldCount))            // count bubble handles
        #expect(APICall.pickerRender.result == .doubles(stride: 5, count: .worldCount))      // (x, y, radius, scale, opacity)
        #expect(APICall.pickerEvents.result == .words(stride: 4, count: .pickerEventCount))  // (kind, bubble, detail, 0)
        #expect(APICall.pickerQueryResult.result == .words(stride: 1, count: .pickerQueryCount))
        #expect(APICall.lastErrorMessage.result == .string)
        #expect(APICall.pickerAdd.parameters == [.i32, .f64, .f64, .f64, .i64])
        // `fizz_world_count(world)`: the counting call takes the array call's first argument.
        #expect(APICall.worldPositions.lengthArguments == [0])
        #expect(APICall.pickerEvents.lengthArguments == [0])
        #expect(APICall.worldCount.lengthArguments == [])
    }

    @Test("frames: fizz_world_step alone makes them (@frame fizz_world_hash(world)), of its first argument")
    func frameRulesFollowTheHeader() {
        // Other components (a strip) add their own producers; the world and picker have one.
        let ours = ["world_", "bubble_", "picker_"]
        let producers = APICall.allCases.filter { $0.frame != nil }.filter { c in ours.contains { "\(c.name)".hasPrefix($0) } }
        #expect(producers == [.worldStep])
        let rule = APICall.worldStep.frame
        #expect(rule?.hash == .worldHash)
        #expect(rule?.object == 0)
        #expect(rule.map { "\($0.kind)" } == "world")
    }

    /// `name → (frame rule "hash(param index)" or "", counting call "count(param indices)" or "")`
    /// read off fizz.h here with its own regular expressions, independently of the generator.
    static func replayRules() throws -> [String: (frame: String, length: String)] {
        let text = try String(contentsOf: Fixture.repository.header, encoding: .utf8)
        let proto = try NSRegularExpression(pattern: #"/\*((?:[^*]|\*(?!/))*)\*/\s*\n((?:const )?[a-z0-9_]+\s*\**)\s*fizz_([a-z0-9_]+)\(([^)]*)\);"#)
        let frame = try NSRegularExpression(pattern: #"@frame fizz_([a-z0-9_]+)\((\w+)\)"#)
        let length = try NSRegularExpression(pattern: #"^\s*fizz_([a-z0-9_]+)\(([^)]*)\)"#)
        let ns = text as NSString
        var out: [String: (frame: String, length: String)] = [:]
        for m in proto.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let comment = ns.substring(with: m.range(at: 1))
            let params = ns.substring(with: m.range(at: 4)).split(separator: ",").map { $0.split(separator: " ").last.map(String.init) ?? "" }
            let index = { (name: String) in params.firstIndex(of: name).map(String.init) ?? "?" }
            let c = comment as NSString
            var rule = (frame: "", length: "")
            if let f = frame.firstMatch(in: comment, range: NSRange(location: 0, length: c.length)) {
                rule.frame = "\(c.substring(with: f.range(at: 1)))(\(index(c.substring(with: f.range(at: 2)))))"
            }
            if ns.substring(with: m.range(at: 2)).hasSuffix("*"),
               let l = length.firstMatch(in: comment, range: NSRange(location: 0, length: c.length)) {
                let args = c.substring(with: l.range(at: 2)).split(separator: ",").map { index($0.trimmingCharacters(in: .whitespaces)) }
                rule.length = "\(c.substring(with: l.range(at: 1)))(\(args.joined(separator: ",")))"
            }
            out[ns.substring(with: m.range(at: 3))] = rule
        }
        return out
    }

    @Test("every frame rule and counting call of APICall is the one fizz.h declares")
    func replayRulesMatchHeader() throws {
        let rules = try Self.replayRules()
        #expect(rules["world_step"]?.frame == "world_hash(0)")
        #expect(rules["world_positions"]?.length == "world_count(0)")
        for call in APICall.allCases {
            let name = "\(call.name)"
            let frame = call.frame.map { "\($0.hash.name)(\($0.object))" } ?? ""
            var length = ""
            switch call.result {
            case .doubles(_, let count), .words(_, let count):
                length = "\(count.name)(\(call.lengthArguments.map(String.init).joined(separator: ",")))"
            default: break
            }
            #expect(rules[name]?.frame ?? "" == frame, "fizz_\(name): frame rule")
            #expect(rules[name]?.length ?? "" == length, "fizz_\(name): counting call")
        }
    }

    @Test("every function in fizz.h is in the scenario catalogue")
    func headerIsCatalogued() throws {
        let catalogued = Set(APICall.allCases.map { "fizz_\($0.name)" })
        for name in try Self.prototypes().keys { #expect(catalogued.contains(name), "\(name) missing from APICall") }
    }

    @Test("fizz.wasm exports exactly the header's functions, memory and _initialize")
    func moduleExportsMatchHeader() throws {
        var backend = try Fixture.wasmBackend()
        // Every catalogued call resolves (WasmBackend.init checks each export exists) and one
        // of them runs; the exact export set is checked by tools/check-wasm with wabt.
        #expect(try backend.call(.version, []) == .i32(0x00_01_00))
    }
}
