//===--- BubbleWorld+Frame.swift -----------------------------------------===//
// Part of Fizz. The frame a host draws: packed arrays (`PackedBuffer`), rebuilt on demand.
//===---------------------------------------------------------------------===//

extension BubbleWorld {
    /// Writes `x, y, radius` of every live bubble, in body order, into `out` (3 × count doubles).
    public func packPositions(into out: PackedBuffer<Double>) throws(FizzError) {
        let n = bodies.count
        let p = try out.resize(3 * n, in: memory)
        let b = bodies
        for i in 0..<n {
            p[3 * i] = b.px[i]; p[3 * i + 1] = b.py[i]; p[3 * i + 2] = b.radius[i]
        }
    }

    /// Writes `vx, vy` of every live bubble, in body order (2 × count doubles, pt/s).
    public func packVelocities(into out: PackedBuffer<Double>) throws(FizzError) {
        let n = bodies.count
        let p = try out.resize(2 * n, in: memory)
        let b = bodies
        for i in 0..<n { p[2 * i] = b.vx[i]; p[2 * i + 1] = b.vy[i] }
    }
}
