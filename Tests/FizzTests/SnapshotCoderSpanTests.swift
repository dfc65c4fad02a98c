//===--- SnapshotCoderSpanTests.swift ------------------------------------===//
// Issue 25 §2: a column's element count times its stride is computed where it cannot overflow.
// `SnapshotCoder.column` multiplied a stored count, the elements per record and the element
// size in `Int`; on wasm32 (32-bit `Int`) a count in range times 24-byte records passes 2^31
// and traps. Natively the same class shows with a count whose bytes pass 2^63: before the fix
// the product trapped (the test process died); now the payload is refused.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

@Suite struct SnapshotCoderSpan {
    /// Reads one column of `n` · `k` doubles from a 64-byte payload; (failed, n afterwards).
    func readColumn(count n: Int, times k: Int) -> (failed: Bool, n: Int, used: Int64) {
        let bytes = [UInt8](repeating: 0, count: 64)
        let budget = MemoryBudget()
        var column = Column<Double>()
        var count = n
        let failed = bytes.withUnsafeBufferPointer { p -> Bool in
            var c = SnapshotCoder(reading: p.baseAddress!, count: p.count)
            c.column(&column, &count, times: k, budget)
            return c.failed
        }
        return (failed, count, budget.used)
    }

    @Test("a count whose byte size does not fit an Int is refused, asking for no memory, not a trap")
    func hugeProductIsRefused() {
        for (n, k) in [(Int.max / 2, 4), (Int.max, 1), (Int(Int32.max), Int(Int32.max)), (1 << 40, 1 << 30), (-1, 1), (1, -1)] {
            let r = readColumn(count: n, times: k)
            #expect(r.failed && r.n == 0 && r.used == 0, "count \(n) × \(k)")
        }
    }

    @Test("the span arithmetic: exact while it fits, nil past Int or for a negative factor")
    func spanArithmetic() {
        #expect(SnapshotCoder.span(3, times: 4, stride: 8)! == (12, 96))
        #expect(SnapshotCoder.span(0, times: 64, stride: 24)! == (0, 0))
        #expect(SnapshotCoder.span(Int(Int32.max), times: 1, stride: 1)! == (Int(Int32.max), Int(Int32.max)))
        #expect(SnapshotCoder.span(Int(Int32.max) + 1, times: 1, stride: 1) == nil)
        #expect(SnapshotCoder.span(-1, times: 1, stride: 8) == nil)
        #expect(SnapshotCoder.span(1, times: -1, stride: 8) == nil)
        // Whatever the host's Int, the bytes never pass Int.max.
        #expect(SnapshotCoder.span(Int(Int32.max), times: Int(Int32.max), stride: 1 << 20) == nil)
    }

    @Test("a column that is there still reads: 2 records of 4 doubles from a 64-byte payload")
    func smallColumnReads() {
        let r = readColumn(count: 2, times: 4)
        #expect(!r.failed && r.n == 2)
    }
}
