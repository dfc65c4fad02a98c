//===--- BubbleWorldDef.swift --------------------------------------------===//
// Part of Fizz. Every tunable of a bubble world, with the values that give its default feel.
//===---------------------------------------------------------------------===//

/// The parameters of a bubble world (Box2D's "def" idiom: start from the defaults, change what
/// you need, hand it to the world). Every value can also be changed later through the world's
/// setters, which validate it the same way.
///
/// ## The default feel, and how it was calibrated
/// The seed attracts bubbles with a UIKit spring field (strength 9.8) against a linear
/// resistance of 4.9. Fizz models the field as an acceleration `k · (anchor − p)` and the
/// resistance as Box2D-style damping `v ← v / (1 + c·h)` per substep, keeping `c = 4.9 /s`.
/// With the damping fixed, a damping ratio `ζ = c / (2√k)` of one (no overshoot at all) needs
/// k = 6.0 and takes 2.4 s to come within 2 % — sluggish; the seed's k = 9.8 arrives in 1.2 s
/// but overshoots by 4 pt. Fizz takes k = 8.0 (ζ ≈ 0.87), measured on a lone 40 pt bubble
/// released 200 pt from the anchor and stepped at 60 Hz:
///
/// | k (1/s²) | overshoot | within 20 pt | within 4 pt | settled |
/// |---|---|---|---|---|
/// | 6.0 | none | 1.60 s | 2.38 s | 3.6 s |
/// | 7.4 | 0.3 pt | 1.27 s | 1.73 s | 2.8 s |
/// | **8.0** | **0.9 pt** | **1.15 s** | **1.55 s** | **2.6 s** |
/// | 9.8 (seed) | 3.9 pt | 0.93 s | 1.17 s | 3.1 s |
///
/// Sub-point overshoot is invisible on screen, and the bubble is where it belongs in about a
/// second. `Tests/FizzTests/BubbleFeelTests.swift` pins these figures.
public struct BubbleWorldDef: Sendable, Equatable {
    /// How bubbles are pulled toward the attraction point.
    public var attraction: AttractionKind = .spring
    /// Field strength: the spring stiffness `k` in 1/s² for `.spring`, the acceleration `g` in
    /// pt/s² for `.constant`; unused for `.none`. Must be finite and in 0...1e7, and for the
    /// spring at most `substepRate²` (see `maxSpringStiffness`).
    public var strength: Double = BubbleWorldDef.defaultSpringStiffness
    /// The attraction point as a fraction of the world size: (0.5, 0.5) is the centre. Values
    /// outside 0...1 put it outside the world (allowed, within ±1000).
    public var anchor: Vec2 = Vec2(0.5, 0.5)
    /// Linear damping `c` in 1/s (the seed's "resistance"). 0 means none. Range 0...1e4.
    public var damping: Double = 4.9
    /// Walls at x = 0 and x = width (left and right). Off means the cloud may scroll sideways.
    public var wallsX: Bool = true
    /// Walls at y = 0 and y = height (top and bottom).
    public var wallsY: Bool = true
    /// Density of new bubbles, in mass units per pt² (mass = density × π r²). Range
    /// `minDensity...maxDensity` (1e-6...1e6).
    public var density: Double = 1
    /// Internal fixed substep rate in Hz. `step(dt)` runs as many substeps of `1 / rate` as the
    /// accumulated time allows, so any host frame rate sees the same motion. Range 15...10000,
    /// and at least √strength with the spring field (see `maxSpringStiffness`).
    ///
    /// Why 1200 (20 substeps per 60 Hz frame, where Box2D uses 4): a soft contact is a spring,
    /// so a pile pulled to its centre rests compressed by load / stiffness, and the load grows
    /// with the pile (∝ N under the spring field). The stiffest calm contact is 0.3 of the
    /// substep rate (`maxContactHertzRatio`). Measured on 1,000 bubbles (r = 10 pt) packed by the
    /// default spring field, with contacts then capped at a quarter of the rate, the worst
    /// resting overlap is 9.9 % of the radius at 240 Hz, 4 % at 480 Hz, 1.6 % at 720 Hz,
    /// 0.6–1.1 % at 960 Hz and 0.4–0.6 % at 1200 Hz over three seeds — the first rate with no
    /// visible overlap whatever the seed (the default 300 Hz contacts are under either cap there). (Two iterations at 960 Hz cost more and reached
    /// 0.4–0.9 %; a position-correction pass, Box2D v2's NGS, made it worse: it fights the soft
    /// spring.) Contacts are still found 60 times a second, so the extra substeps cost only the
    /// solver passes. The benchmark scene uses 240 Hz like Box2D.
    public var substepRate: Double = 1200
    /// Solver iterations per substep (each is one velocity pass plus one relax pass). 1...64.
    public var iterations: Int32 = 1
    /// Contact stiffness as a frequency in Hz; it is capped at `maxContactHertzRatio` (0.3) of
    /// the substep rate, where the soft-step solver stays calm. Higher means less overlap under
    /// pressure: a resting contact is a spring of stiffness `m·(2π·hertz)²` (m its effective
    /// mass), so overlap falls with the square of the frequency.
    public var contactHertz: Double = 300
    /// Contact damping ratio (Box2D v3 uses 10: stiff but with no bounce).
    public var contactDampingRatio: Double = 10
    /// The fastest speed, in pt/s, at which overlapping bubbles are pushed apart.
    public var maxPushSpeed: Double = 300
    /// Contacts are created this many points before bubbles touch, so that the solver sees a
    /// gap closing before it becomes an overlap (speculative contacts).
    public var speculativeDistance: Double = 4
    /// Below this speed (pt/s) for `sleepTime` seconds the world is settled and stops moving
    /// until something wakes it. 0 disables settling.
    public var sleepSpeed: Double = 2
    /// How long (s) every bubble must stay under `sleepSpeed` before the world settles.
    public var sleepTime: Double = 0.5
    /// The most bubbles the world accepts; adding one more is refused with `.limitReached`.
    /// At most `BubbleWorldDef.bubbleLimit`.
    public var maxBubbles: Int32 = BubbleWorldDef.bubbleLimit

    public init() {}

    /// The hard cap on bubbles per world: the C API packs a bubble's slot into 17 bits.
    public static let bubbleLimit: Int32 = 131_071
    /// The largest world side and the largest coordinate magnitude accepted, in points. It is
    /// also the world's reach: no bubble's centre is further out than this between calls
    /// (`setPosition` and `addBubble` take no more, a resize clamps to it, and every `step`
    /// ends by pulling a centre that went further back to it), so a restore accepts no more.
    public static let maxExtent: Double = 10_000_000
    /// The largest magnitude of a bubble's velocity component between calls, in pt/s: what
    /// `setVelocity` takes, what a picker's pan and selection pop give at most, and where
    /// every `step` ends by clamping a faster component (a field of 1e7 pt/s² pulling from
    /// 1e10 pt away, or bodies flung without walls or damping, could otherwise grow without
    /// bound over many calls), so a restore accepts no more. Ordinary scenes move at
    /// thousands of pt/s and never meet it.
    public static let maxSpeed: Double = 10_000_000
    /// The smallest world side accepted, in points. With sides in `minSide...maxExtent`, a
    /// resize scales positions by at most 1e7, so no product of a position and a scale factor
    /// can overflow (a world of 1e-303 pt resized to 1e7 pt scaled by 1e310 = ∞).
    public static let minSide: Double = 1
    /// The largest bubble radius accepted, in points.
    public static let maxRadius: Double = 1_000_000
    /// The smallest bubble radius accepted, in points. It is 5·10⁵ ulps of the largest
    /// coordinate (1e7 pt), so a contact between two of the smallest bubbles resolves anywhere
    /// in any world; and with `minDensity` the lightest body the physics can meet (a smallest
    /// bubble at 1 % of a selected scale of 0.01 while it appears) has a mass of 3e-20, whose
    /// inverse is far from overflowing. (A radius of 1e-200 squared is 0: an infinite inverse
    /// mass, and the first contact turned the velocities into NaN.)
    public static let minRadius: Double = 0.001
    /// The density range accepted, in mass per pt² (for the world and the densities of components over it).
    /// A density of 5e-324 made a mass of 0 and an infinite inverse mass.
    public static let minDensity: Double = 1e-6
    public static let maxDensity: Double = 1e6
    /// The stiffest contact the solver runs, as a fraction of the substep rate: a contact's
    /// frequency is `min(contactHertz, maxContactHertzRatio × substepRate)` (Hz per Hz).
    ///
    /// Why 0.3 (Box2D v3 caps at 0.25): a pile's overlap is load over stiffness, so the cap sets
    /// the overlap wherever the substep rate is low, as in the benchmark scene (240 Hz, four
    /// substeps). Measured on that scene at 10,000 bubbles after 660 steps, varying only the cap
    /// (and the contacts with it): the worst overlap in % of the radius, the 99th percentile,
    /// the bubbles' r.m.s. speed (the pile's jitter, pt/s) and the contacts left:
    ///
    /// | cap | contacts, Hz | worst | 99th pct. | r.m.s. speed | contacts |
    /// |---|---|---|---|---|---|
    /// | 0.25 | 60 | 6.09 % | 1.41 % | 0.08 | 27,337 |
    /// | 0.28 | 67 | 5.72 % | 1.20 % | 0.54 | 27,381 |
    /// | **0.30** | **72** | **4.32 %** | **1.06 %** | **0.72** | **26,952** |
    /// | 0.325 | 78 | 3.92 % | 0.89 % | 0.65 | 26,416 |
    /// | 0.35 | 84 | 3.14 % | 0.86 % | 1.62 | 26,754 |
    /// | 0.40 | 96 | 2.28 % | 0.52 % | 5.21 | 21,082 |
    ///
    /// Past 0.325 the pile starts to buzz (its r.m.s. speed doubles, and at 0.4 a fifth of the
    /// contacts come apart); 0.3 keeps a margin below that and brings the worst overlap under
    /// 5 %, at no cost (the same passes). At 1,000 and 30,000 bubbles it takes the worst overlap
    /// from 0.77 to 0.40 % and from 11.9 to 8.0 %, the r.m.s. speed from 0.43 to 0.37 and from
    /// 3.4 to 3.8 pt/s. Worlds at 1000 Hz and above (the default 1200 Hz) keep their 300 Hz
    /// contacts under either cap.
    public static let maxContactHertzRatio: Double = 0.3
    /// The largest spring stiffness (1/s²) the field accepts at `rate` Hz: `rate²`, so that
    /// `h²·k ≤ 1` at substep `h = 1/rate`. The field is integrated explicitly (symplectic
    /// Euler), which diverges once `h²·k > 4`: k = 1e7 at 1200 Hz (h²·k = 6.9) went NaN in
    /// 0.4 s. A quarter of that limit keeps the motion smooth; the default k = 8 is far below it
    /// at every rate (15 Hz allows 225).
    public static func maxSpringStiffness(substepRate rate: Double) -> Double {
        let k = rate * rate
        return k < 1e7 ? k : 1e7
    }
    /// Solver passes one `step` call may run: substeps × `iterations`. A call that would run
    /// more runs this many (`maxStepSubsteps`) and drops the rest of its time (the world runs
    /// slow rather than freezing its host). The defaults never reach it: 1 s at 1200 Hz with
    /// one iteration is 1200 passes.
    public static let maxStepPasses: Int32 = 2400
    /// Work units one `step` call may do: a unit is one bubble or one contact visited once by a
    /// collide, a solver pass, the rest detector or a driver's hook (a substep with `iterations` i
    /// over n bubbles and c contacts is (2i + 1)(n + c) units, and n more for its fastest speed
    /// when the world can rest, `sleepSpeed` > 0; a collide 6n + c, `collideVisitsPerBubble`; a
    /// picker's animation pass 4 per record, `recordVisitWork`, and n more for the store
    /// written before it). Past it a substep runs fewer iterations and the call drops its
    /// remaining substeps (see `BubbleWorld.step`). Ordinary scenes stay below it: packed
    /// bubbles have about 3 contacts each, so a 1/60 s step (20 substeps of one iteration, one
    /// collide) of 10,000 takes 2.7 million units and of 131,071 (the most a world holds) 35.3
    /// million (`fizz bench budgets` counts 2.1 and 27.3 million on its grids). It binds on piles (10,000 bubbles added at one point make 32 contacts each: a
    /// 1 s step would be 1.2 billion units), on long steps of the largest worlds and on long
    /// steps of many animating picker bubbles (131,071 appearing: a collide and an animation
    /// pass in every substep). `fizz bench budgets` prints the worst calls and their time.
    public static let maxStepWork: Int64 = 40_000_000
    /// Default spring stiffness, 1/s²: ζ = 4.9 / (2·√8) ≈ 0.87 with the default damping.
    public static let defaultSpringStiffness: Double = 8
    /// The longest `dt` one `step` accepts, in seconds: a host that was paused should clamp.
    public static let maxStepTime: Double = 1
    /// The largest anchor magnitude, a fraction of the world size (the anchor may sit outside).
    public static let maxAnchor: Double = 1000
    /// The largest `speculativeDistance`, pt, and `sleepTime`, s.
    public static let maxSpeculativeDistance: Double = 1e4, maxSleepTime: Double = 1e4
    /// The slowest `substepRate`, Hz: a substep is at most 1/15 s.
    public static let minSubstepRate: Double = 15

    /// Checks every field; the world refuses a def that fails.
    public func validate() throws(FizzError) {
        try Check.finite(strength, anchor.x, anchor.y, damping, density, substepRate)
        try Check.finite(contactHertz, contactDampingRatio, maxPushSpeed, speculativeDistance, sleepSpeed, sleepTime)
        try Check.range(strength, 0, 1e7)
        try Check.range(anchor.x, -BubbleWorldDef.maxAnchor, BubbleWorldDef.maxAnchor)
        try Check.range(anchor.y, -BubbleWorldDef.maxAnchor, BubbleWorldDef.maxAnchor)
        try Check.range(damping, 0, 1e4)
        try Check.density(density)
        try Check.range(substepRate, BubbleWorldDef.minSubstepRate, 10_000)
        if iterations < 1 || iterations > 64 { throw .outOfRange }
        if attraction == .spring && strength > BubbleWorldDef.maxSpringStiffness(substepRate: substepRate) {
            throw .outOfRange
        }
        try Check.positive(contactHertz, max: 1e4)
        try Check.range(contactDampingRatio, 0, 1e3)
        try Check.positive(maxPushSpeed, max: 1e7)
        try Check.range(speculativeDistance, 0, BubbleWorldDef.maxSpeculativeDistance)
        try Check.range(sleepSpeed, 0, 1e4)
        try Check.range(sleepTime, 0, BubbleWorldDef.maxSleepTime)
        if maxBubbles < 0 || maxBubbles > BubbleWorldDef.bubbleLimit { throw .outOfRange }
    }
}

/// The bubble physics' own input checks (the shared ones are in `Core/Check.swift`).
extension Check {
    /// A bubble radius: `minRadius...maxRadius` pt.
    @usableFromInline static func radius(_ r: Double) throws(FizzError) {
        try range(r, BubbleWorldDef.minRadius, BubbleWorldDef.maxRadius)
    }
    /// A density: `minDensity...maxDensity`.
    @usableFromInline static func density(_ d: Double) throws(FizzError) {
        try range(d, BubbleWorldDef.minDensity, BubbleWorldDef.maxDensity)
    }
    /// A world side: `minSide...maxExtent` pt.
    @usableFromInline static func side(_ s: Double) throws(FizzError) {
        try range(s, BubbleWorldDef.minSide, BubbleWorldDef.maxExtent)
    }
}
