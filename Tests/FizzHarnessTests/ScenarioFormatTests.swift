//===--- ScenarioFormatTests.swift ---------------------------------------===//
// The scenario format: numbers that every language parses to the same bits, and clear errors.
//===---------------------------------------------------------------------===//

import FizzScenario
import Testing

@Suite struct ScenarioFormat {
    func number(_ s: String) -> ScenarioNumber.Value? { ScenarioNumber.parse(Array(s.utf8)[...]) }

    @Test("decimals and fractions give the correctly rounded double")
    func numbers() {
        #expect(number("0.1")?.double == 0.1)
        #expect(number("1/60")?.double == 1.0 / 60.0)
        #expect(number("-12.5e-3")?.double == -0.0125)
        #expect(number("123456789012345")?.double == 123_456_789_012_345)
        #expect(number("4.9")?.double == 4.9)
        #expect(number("1e22")?.double == 1e22)
        #expect(number("550.168458")?.double == 550.168458)
        #expect(number("0.000001")?.double == 0.000001)
        #expect(number("+3")?.integer == 3)
        #expect(number("-0x1")?.integer == -1)
        #expect(number("0x80000101")?.integer == 0x8000_0101)
        #expect(number("nan")?.double.isNaN == true)
        #expect(number("-inf")?.double == -.infinity)
        #expect(number("2.5")?.integer == nil)
    }

    @Test("hex floats give exactly the double whose bits they spell")
    func hexFloats() {
        #expect(number("0x0.0000000000001p-1022")?.double.bitPattern == 1)          // 5e-324
        #expect(number("-0x0.0000000000001p-1022")?.double.bitPattern == 0x8000_0000_0000_0001)
        #expect(number("0x1.312d000000001p+23")?.double == 10_000_000.000_000_002)  // 1e7 + 1 ulp
        #expect(number("0x1.8p1")?.double == 3)
        #expect(number("0x1p-1")?.double == 0.5)
        #expect(number("0x1.fffffffffffffp+1023")?.double == .greatestFiniteMagnitude)
        #expect(number("-0x0.0p+0")?.double.bitPattern == 0x8000_0000_0000_0000)   // -0
        #expect(number("0x1p3")?.integer == nil)
        #expect(number("0x1.0p1024") == nil)             // beyond the largest exponent
        #expect(number("0x0.8p-1021") == nil)            // not %a's form of a subnormal
        #expect(number("0x1.00000000000000p0") == nil)   // 14 fraction digits
        #expect(number("0x2p0") == nil)
    }

    @Test("literals that a host might round differently are refused")
    func refused() {
        #expect(number("1234567890123456") == nil)     // 16 significant digits
        #expect(number("1e23") == nil)                 // exponent beyond the exact powers of ten
        #expect(number("0x123456789") == nil)          // more than 32 bits
        #expect(number("1.2.3") == nil)
        #expect(number("e5") == nil)
        #expect(number("") == nil)
    }

    @Test("lines, names, repeats and comments")
    func lines() throws {
        let s = try Scenario(parsing: Array("""
            # comment
            w = world_create 100 200   # trailing comment

            world_step w 1/60 *3
            b = bubble_add w 1 2 3
            bubble_remove w b
            """.utf8))
        #expect(s.lines.count == 4)
        #expect(s.lines[1].call == .worldStep && s.lines[1].repeatCount == 3)
        #expect(s.names.count == 2)
        #expect(s.lines[3].number == 6)
    }

    @Test("errors name the line and the cause", arguments: [
        ("world_create 1", 1, "wrong number of arguments for this call"),
        ("w = world_create 1 1\nworld_frobnicate w", 2, "unknown call (names are C names without 'fizz_')"),
        ("world_step w 1", 1, "a name is used before it is assigned"),
        ("w = world_create 1 1\nworld_set_walls w 0.5 1", 2, "an integer argument is not an integer literal"),
        ("w = world_create 1 1\nworld_step w 1/60 *0", 2, "a repeat count is '*N' with N from 1 to 10000000"),
    ])
    func errors(_ c: (String, Int, String)) {
        do {
            _ = try Scenario(parsing: Array(c.0.utf8))
            Issue.record("accepted: \(c.0)")
        } catch {
            #expect(error.line == c.1)
            #expect(error.message.description == c.2)
        }
    }

    @Test("errors name the token and what was expected, in the same words as the JS and Python parsers", arguments: [
        ("w = world_create 1 1\nworld_stepp w 1", 2, "unknown call 'world_stepp': did you mean 'world_step'?"),
        ("fizz_version", 1, "unknown call 'fizz_version': did you mean 'version'?"),
        ("foo", 1, "unknown call 'foo' (calls are the C names of wasm/fizz.h without 'fizz_')"),
        ("w = world_create 1 1\nworld_step w 1 2", 2, "wrong number of arguments: world_step takes 2, got 3"),
        ("w = world_create 1", 1, "wrong number of arguments: world_create takes 2, got 1"),
        ("w = world_create 1234567890123456789 1", 1,
         "'1234567890123456789' has 19 significant digits; a decimal has at most 15, so that every host parses it to the same double"),
        ("w = world_create 0.0001234567890123456 1", 1,
         "'0.0001234567890123456' has 16 significant digits; a decimal has at most 15, so that every host parses it to the same double"),
        ("w = world_create 1e23 1", 1,
         "'1e23' needs a power of ten beyond ±22; a decimal stays within ±22, so that every host parses it to the same double"),
        ("w = world_create 1/12345678901234567 1", 1,
         "'1/12345678901234567' has 17 significant digits; a decimal has at most 15, so that every host parses it to the same double"),
        ("world_is_valid 0x123456789", 1, "'0x123456789' has more than 8 hex digits; a hex literal is a 32-bit word"),
        ("world_is_valid 12px", 1, "'12px' is neither a name nor a number in the scenario format"),
    ])
    func detailedErrors(_ c: (String, Int, String)) {
        do {
            _ = try Scenario(parsing: Array(c.0.utf8))
            Issue.record("accepted: \(c.0)")
        } catch {
            #expect(error.line == c.1)
            #expect(String(decoding: error.detail, as: UTF8.self) == c.2)
        }
    }
}
