//===--- KeyedSort.swift -------------------------------------------------===//
// Part of Fizz. Ordering values by a (key, tie) pair: a heap sort, written once.
//===---------------------------------------------------------------------===//

/// A value with the pair it is ordered by: `key` first, then `tie`.
public struct Keyed<Value> {
    public var key: UInt64
    public var tie: UInt32
    public var value: Value

    public init(key: UInt64, tie: UInt32, value: Value) { self.key = key; self.tie = tie; self.value = value }

    @inline(__always) func precedes(_ other: Keyed) -> Bool {
        key != other.key ? key < other.key : tie < other.tie
    }
}

/// Sorts `items` by (key, tie), ascending, in place, in O(n log n) time and no extra memory.
///
/// Why not the standard library's `sort`: each element type instantiates a copy of its stable
/// merge sort in fizz.wasm (about 2.5 KB each), and callers order by pairs that are unique (an
/// order counter and a slot), where stability buys nothing. Equal pairs would come out in an
/// unspecified but deterministic order: the same on every runtime.
public func sortByKey<Value>(_ items: inout [Keyed<Value>]) {
    items.withUnsafeMutableBufferPointer { sortByKey($0) }
}

/// `sortByKey` on storage the caller owns (a `Column` charged to its budget): a heap sort.
public func sortByKey<Value>(_ a: UnsafeMutableBufferPointer<Keyed<Value>>) {
    let n = a.count
    if n < 2 { return }
    // Sift `a[root]` down within `a[0..<end]`, larger pairs up: a max-heap.
    func sift(_ root: Int, _ end: Int) {
        var r = root
        while true {
            var c = 2 * r + 1
            if c >= end { return }
            if c + 1 < end && a[c].precedes(a[c + 1]) { c += 1 }
            if !a[r].precedes(a[c]) { return }
            a.swapAt(r, c)
            r = c
        }
    }
    var i = n / 2
    while i > 0 { i -= 1; sift(i, n) }
    var end = n
    while end > 1 {
        end -= 1
        a.swapAt(0, end)
        sift(0, end)
    }
}
