//===--- ContactSolver.swift ---------------------------------------------===//
// Part of Fizz. Box2D v3's soft step, specialised to frictionless, non-rotating circles.
//===---------------------------------------------------------------------===//

/// Solves the contact set for one substep.
///
/// Why the soft step (Catto, "Solver2D", 2024): a contact is a stiff, heavily damped spring
/// (`contactHertz`, damping ratio 10) rather than a rigid constraint with Baumgarte
/// feedback, so pushing overlapping bubbles apart never injects energy; the push speed is
/// capped (`maxPushSpeed`); and impulses are warm-started from the last substep, so a deep pile
/// keeps its pressure with one iteration. Per substep: warm start, a biased pass, integrate
/// positions (by the world), then a relax pass without bias to remove the bias velocity.
///
/// The separation is recomputed from current positions along the normal fixed at collide
/// (`s = n · (pb − pa) − ra − rb`): no square root per iteration, and exact for the small
/// motions between two collides. A positive separation is speculative: the solver lets the gap
/// close in one substep but no further.
struct ContactSolver {
    let b: BodyStore
    let c: ContactSet
    let invH: Double
    let biasRate: Double, massScale: Double, impulseScale: Double
    let maxPush: Double
    let width: Double, height: Double

    init(world: BubbleWorld, h: Double) {
        b = world.bodies
        c = world.contacts
        invH = 1 / h
        // Box2D's b2MakeSoft: a spring of `hertz` and damping ratio `zeta`, implicit in time.
        let rate = world.def.substepRate
        let hertz = min(world.def.contactHertz, 0.25 * rate)
        let zeta = world.def.contactDampingRatio
        let omega = 2 * Double.pi * hertz
        let a1 = 2 * zeta + h * omega
        let a2 = h * omega * a1
        let a3 = 1 / (1 + a2)
        biasRate = omega / a1
        massScale = a2 * a3
        impulseScale = a3
        maxPush = world.def.maxPushSpeed
        width = world.size.x
        height = world.size.y
    }

    /// Applies the impulses carried over from the previous substep.
    func warmStart() {
        let vx = b.vx, vy = b.vy, im = b.invMass
        for k in 0..<c.count {
            let ia = Int(c.a[k]), ib = Int(c.b[k])
            let p = c.impulse[k]
            let jx = p * c.nx[k], jy = p * c.ny[k]
            vx[ia] -= jx * im[ia]; vy[ia] -= jy * im[ia]
            vx[ib] += jx * im[ib]; vy[ib] += jy * im[ib]
        }
        for k in 0..<c.wallCount {
            let i = Int(c.wBody[k])
            let n = ContactSolver.wallNormal(c.wSide[k])
            let p = c.wImpulse[k]
            vx[i] += p * n.x * im[i]; vy[i] += p * n.y * im[i]
        }
    }

    /// One Gauss–Seidel pass over every contact, circles first, then walls.
    func solve(useBias: Bool) {
        let px = b.px, py = b.py, vx = b.vx, vy = b.vy, r = b.radius, im = b.invMass
        for k in 0..<c.count {
            let ia = Int(c.a[k]), ib = Int(c.b[k])
            let nx = c.nx[k], ny = c.ny[k]
            let s = nx * (px[ib] - px[ia]) + ny * (py[ib] - py[ia]) - (r[ia] + r[ib])
            let vn = nx * (vx[ib] - vx[ia]) + ny * (vy[ib] - vy[ia])
            let old = c.impulse[k]
            let delta = impulse(separation: s, normalSpeed: vn, mass: c.mass[k], accumulated: old, useBias: useBias)
            let new = old + delta > 0 ? old + delta : 0
            c.impulse[k] = new
            let d = new - old
            let jx = d * nx, jy = d * ny
            vx[ia] -= jx * im[ia]; vy[ia] -= jy * im[ia]
            vx[ib] += jx * im[ib]; vy[ib] += jy * im[ib]
        }
        for k in 0..<c.wallCount {
            let i = Int(c.wBody[k])
            let side = c.wSide[k]
            let n = ContactSolver.wallNormal(side)
            let s = wallSeparation(side, x: px[i], y: py[i], r: r[i])
            let vn = n.x * vx[i] + n.y * vy[i]
            let old = c.wImpulse[k]
            let delta = impulse(separation: s, normalSpeed: vn, mass: 1 / im[i], accumulated: old, useBias: useBias)
            let new = old + delta > 0 ? old + delta : 0
            c.wImpulse[k] = new
            let d = new - old
            vx[i] += d * n.x * im[i]; vy[i] += d * n.y * im[i]
        }
    }

    /// The impulse change for one contact (before clamping the total to be non-negative).
    @inline(__always)
    func impulse(separation s: Double, normalSpeed vn: Double, mass m: Double, accumulated: Double, useBias: Bool) -> Double {
        if s > 0 {
            return -m * (vn + s * invH)          // speculative: may close the gap, not more
        } else if useBias {
            let bias = max(biasRate * s, -maxPush)
            return -m * massScale * (vn + bias) - impulseScale * accumulated
        }
        return -m * vn
    }

    @inline(__always) func wallSeparation(_ side: Int32, x: Double, y: Double, r: Double) -> Double {
        switch side {
        case WallSide.left: return x - r
        case WallSide.right: return width - x - r
        case WallSide.top: return y - r
        default: return height - y - r
        }
    }

    @inline(__always) static func wallNormal(_ side: Int32) -> Vec2 {
        switch side {
        case WallSide.left: return Vec2(1, 0)
        case WallSide.right: return Vec2(-1, 0)
        case WallSide.top: return Vec2(0, 1)
        default: return Vec2(0, -1)
        }
    }
}
