//===--- CollideWallsTests.swift -----------------------------------------===//
// The wall contacts a collide finds are exactly those of the per-body rule, also where the
// collide skips the pass over the bodies because the grid's box is far enough from every wall.
//===---------------------------------------------------------------------===//

import Testing
@testable import Fizz

/// The (body, side) pairs the per-body rule gives for the solver copy a collide just made: a
/// body whose centre is within its radius plus the speculative distance of a wall touches it.
private func expectedWalls(_ w: BubbleWorld) -> [[Int32]] {
    let sb = w.solverBodies, m = w.def.speculativeDistance
    var out: [[Int32]] = []
    for k in 0..<sb.count {
        let x = sb.state[k].x, y = sb.state[k].y, r = sb.radius[k] + m
        if w.def.wallsX && x - r < 0 { out.append([Int32(k), WallSide.left]) }
        if w.def.wallsX && x + r > w.size.x { out.append([Int32(k), WallSide.right]) }
        if w.def.wallsY && y - r < 0 { out.append([Int32(k), WallSide.top]) }
        if w.def.wallsY && y + r > w.size.y { out.append([Int32(k), WallSide.bottom]) }
    }
    return out
}

/// The world's wall contacts after a collide of its bodies where they are now.
private func foundWalls(_ w: BubbleWorld) throws -> [[Int32]] {
    try w.step(1.0 / 240)   // makes room for a collide (the step reserves it), and writes back
    w.collide()
    return (0..<w.contacts.wallCount).map { [w.contacts.walls[$0].body, w.contacts.walls[$0].side] }
}

@Suite struct CollideWallsTests {
    /// A world of `n` bubbles of radius 10 in a 20-pt grid around the centre, and one more of
    /// `radius` at `extra`.
    private func world(_ n: Int, extra: Vec2, radius: Double, wallsX: Bool = true) throws -> BubbleWorld {
        let w = try BubbleWorld(width: 1000, height: 1000)
        try w.update { $0.wallsX = wallsX; $0.strength = 0 }
        let side = Int(Double(n).squareRoot().rounded(.up))
        for i in 0..<n {
            _ = try w.addBubble(at: Vec2(500 + Double(i % side - side / 2) * 20, 500 + Double(i / side - side / 2) * 20), radius: 10)
        }
        _ = try w.addBubble(at: extra, radius: radius)
        return w
    }

    @Test func bodiesFarFromEveryWallMakeNoWallContact() throws {
        let w = try world(100, extra: Vec2(500, 500), radius: 10)
        #expect(try foundWalls(w).isEmpty && expectedWalls(w).isEmpty)
    }

    /// Bubbles at and just past the distance where they touch a wall, on each side: the box's
    /// edge is where the per-body rule's edge is, to the last bit.
    @Test func bodiesAtTheEdgeOfTouchingAWallAreFoundAsThePassFindsThem() throws {
        let m = BubbleWorldDef().speculativeDistance
        for (p, r) in [(Vec2(10 + m, 500), 10.0), (Vec2(10 + m, 500).nextDown, 10.0), (Vec2(990 - m, 500), 10.0),
                       (Vec2(990 - m, 500).nextUp, 10.0), (Vec2(500, 0.1 + 33.3 + m), 33.3), (Vec2(500, 999.9 - 7.7 - m), 7.7),
                       (Vec2(500, 999.9 - 7.7 - m).nextUp, 7.7)] {
            let w = try world(30, extra: p, radius: r)
            let found = try foundWalls(w)
            #expect(found == expectedWalls(w), "bubble at \(p) of radius \(r)")
        }
    }

    /// A big bubble is kept out of the grid (`BroadPhase`), so the grid's box does not hold it:
    /// its wall contact is still found.
    @Test func aBigBubbleOutsideTheGridStillTouchesTheWall() throws {
        let w = try world(300, extra: Vec2(950, 500), radius: 100)
        let found = try foundWalls(w)
        #expect(!found.isEmpty && found == expectedWalls(w))
    }

    /// Walls on one axis only: the other axis's box edges do not matter.
    @Test func wallsOnOneAxisAreTestedOnThatAxisAlone() throws {
        let w = try world(30, extra: Vec2(-50, 500), radius: 10, wallsX: false)
        #expect(try foundWalls(w) == expectedWalls(w))
        let v = try world(30, extra: Vec2(500, 5), radius: 10, wallsX: false)
        let found = try foundWalls(v)
        #expect(!found.isEmpty && found == expectedWalls(v))
    }
}

private extension Vec2 {
    var nextDown: Vec2 { Vec2(x.nextDown, y.nextDown) }
    var nextUp: Vec2 { Vec2(x.nextUp, y.nextUp) }
}
