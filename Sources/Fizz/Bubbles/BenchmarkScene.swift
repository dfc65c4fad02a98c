//===--- BenchmarkScene.swift --------------------------------------------===//
// Part of Fizz. The bubble benchmark scene that every engine and runtime is measured on.
//===---------------------------------------------------------------------===//

/// The benchmark scene of `research/physics-peers.md` §2, exactly: `count` circles covering
/// half of a walled square, on a jittered grid, pulled to the centre with constant magnitude.
///
/// Why one definition: `fizz bench`, the wasm runners (node, wasmtime) and the peer scripts
/// (pymunk, pybox2d) must time the same scene, so figures compare across engines. This type is
/// the reference; the JS and Python copies in `tools/bench/` check themselves against the
/// `setupHash` that `fizz bench` hands them, so they cannot drift.
///
/// The research scene is centred on the origin; a Fizz world spans `0...side`, so positions
/// here are the research's shifted by `side / 2` (the anchor is the world's centre). The JS and
/// Python copies compute `(g + 0.5)·cell + (u − 0.5)·jitter` in this exact order.
public struct BenchmarkScene: Sendable {
    /// Number of circles.
    public let count: Int
    /// The container's side `L = 1000·√(count/1000)`, in points.
    public let side: Double

    /// Circle radius in points, `1000·√(0.5/(1000π))` ≈ 12.6157: the circles cover half of
    /// the container at every count.
    public static let radius: Double = 1000 * (0.5 / (1000 * Double.pi)).squareRoot()
    /// The pull toward the centre, pt/s² (constant magnitude, softened inside one radius).
    public static let pull: Double = 200
    /// Linear damping, 1/s.
    public static let damping: Double = 0.5
    /// Host time step, seconds.
    public static let dt: Double = 1.0 / 60
    /// Steps per run (11 s of simulated time).
    public static let steps = 660
    /// The steps whose times are reported: the median over `timedFrom..<steps`.
    public static let timedFrom = 60
    /// Internal substep rate, Hz: four substeps per step, as in Box2D v3.
    public static let substepRate: Double = 240
    /// The SplitMix64 seed of the jitter.
    public static let seed: UInt64 = 12345

    /// - Parameter count: circles, at least 1.
    public init(count: Int) {
        self.count = count < 1 ? 1 : count
        side = 1000 * (Double(self.count) / 1000).squareRoot()
    }

    /// Start centres in world points, in creation order: cell `(i / n, i % n)` of an `n × n`
    /// grid (`n = ⌈√count⌉`), each offset from its cell centre by `(u − 0.5)·0.9·(cell − 2r)`
    /// with `u` drawn from SplitMix64 (x first, then y).
    public func positions() -> [Vec2] {
        var n = 1
        while n * n < count { n += 1 }
        let cell = side / Double(n)
        let jitter = 0.9 * (cell - 2 * BenchmarkScene.radius)
        var rng = SplitMix64(seed: BenchmarkScene.seed)
        var out: [Vec2] = []
        out.reserveCapacity(count)
        for i in 0..<count {
            let gx = i / n, gy = i % n
            let ux = rng.nextUnit() - 0.5
            let uy = rng.nextUnit() - 0.5
            out.append(Vec2((Double(gx) + 0.5) * cell + ux * jitter, (Double(gy) + 0.5) * cell + uy * jitter))
        }
        return out
    }

    /// The world parameters: constant pull about the centre, damping, walls on, never settling
    /// (the benchmark times moving steps), 240 Hz substeps (four per step, like Box2D v3),
    /// everything else at its default. The contacts are the default 300 Hz, capped at
    /// `maxContactHertzRatio` of the substep rate: 72 Hz (Box2D v3 runs 30 Hz). The C API has
    /// no contact stiffness setter, so the wasm runners, which build the scene through it, get
    /// the same contacts.
    public var def: BubbleWorldDef {
        var d = BubbleWorldDef()
        d.attraction = .constant
        d.strength = BenchmarkScene.pull
        d.damping = BenchmarkScene.damping
        d.anchor = Vec2(0.5, 0.5)
        d.wallsX = true
        d.wallsY = true
        d.sleepSpeed = 0
        d.substepRate = 240      // four substeps per step, as Box2D v3 runs it
        return d
    }

    /// A fresh world holding the scene, not yet stepped.
    public func makeWorld() throws(FizzError) -> BubbleWorld {
        let w = try BubbleWorld(width: side, height: side, def: def)
        for p in positions() { try w.addBubble(at: p, radius: BenchmarkScene.radius) }
        return w
    }

    /// Mean distance of the bubbles from the centre, in points: the research's equivalence
    /// check (after 660 steps: 282 at 1,000 bubbles, 884 at 10,000, within about 1 % across
    /// Box2D v3, Box2D 2.3 and Chipmunk).
    public static func meanDistance(_ world: BubbleWorld) -> Double {
        let c = Vec2(world.size.x / 2, world.size.y / 2)
        var sum = 0.0
        world.forEachBubble { _, p, _ in sum += p.distance(to: c) }
        return world.count > 0 ? sum / Double(world.count) : 0
    }
}
