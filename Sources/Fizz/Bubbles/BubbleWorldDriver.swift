//===--- BubbleWorldDriver.swift -----------------------------------------===//
// Part of Fizz. The narrow interface through which a component drives a bubble world's step.
//===---------------------------------------------------------------------===//

/// What a component built on a `BubbleWorld` hooks into the world's `step`.
///
/// Why a protocol the physics declares: the physics must not know who drives it, yet a driver
/// has work at fixed points of a step (animations before each substep, events around the
/// step). The world calls these hooks through a generic parameter, so every call is
/// specialised and inlinable (no existential, Embedded-clean) and a bare world pays nothing.
protocol BubbleWorldDriver {
    /// Reserves, within the world's budget, what the coming step's hooks can need, before the
    /// step changes anything; throwing refuses the whole step.
    func reserveStep() throws(FizzError)
    /// Before anything else in the step (also when the world is settled).
    func beginStep()
    /// Whether the coming `substep` hook may read or change the bodies (positions, velocities,
    /// radii, the bubbles themselves): the world then writes the solver's copy back to the store
    /// before it, and gathers from the store after it (see `SolverBodies.current`).
    func touchesBodies() -> Bool
    /// Whether the `touchesBodies` and `substep` hooks would do nothing (false and nothing
    /// changed) in every substep until the host calls again: the world may then run the
    /// substeps up to its next collide as one (`BubbleWorld.fusableSubsteps`) without them.
    func idle() -> Bool
    /// At the start of every substep of `h` seconds, before contacts and the solver.
    /// - Returns: `awake`, true to keep the world awake (its rest time starts again); `work`,
    ///   the work units the hook did (a record or a body visited once counts one; 0 for hooks
    ///   whose cost does not grow with the world), charged to the step's work budget
    ///   (`BubbleWorldDef.maxStepWork`) with the rest of that substep. Why the work: a hook
    ///   that walks every bubble in every substep costs as much as a solver pass; uncharged,
    ///   131,071 appearing picker bubbles ran every substep of a `step(1)` (1.8-2.9 s of CPU)
    ///   while the budget saw a cheap world.
    func substep(_ h: Double) -> (awake: Bool, work: Int64)
    /// When the step returns, after the last substep.
    func endStep()
}

/// The driver of a bare world: no hooks.
struct NoDriver: BubbleWorldDriver {
    @inline(__always) func reserveStep() throws(FizzError) {}
    @inline(__always) func beginStep() {}
    @inline(__always) func touchesBodies() -> Bool { false }
    @inline(__always) func idle() -> Bool { true }
    @inline(__always) func substep(_ h: Double) -> (awake: Bool, work: Int64) { (false, 0) }
    @inline(__always) func endStep() {}
}
