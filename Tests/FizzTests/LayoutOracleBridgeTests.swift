//===--- LayoutOracleBridgeTests.swift -----------------------------------===//
// Part of Fizz. Lays out trees given as JSON for the outside oracle (tools/test_layout_oracle.py).
//===---------------------------------------------------------------------===//

import Foundation
import Testing
@testable import Fizz

/// Reads `FIZZ_LAYOUT_ORACLE_IN` (a JSON list of cases: {"viewport": w, "root": node}, a node
/// {"width": dim, "height": dim, "children": [...]?, "inset", "edge": [t, l, b, r], "halign",
/// "valign", "alignRowHeights", "hidden"}, a dim {"ratio": r} or {"fixed": v}) and writes to
/// `FIZZ_LAYOUT_ORACLE_OUT` per case the frames of every node but the root in reading order
/// (content coordinates; [] for a hidden one) and the content height. Without the variables
/// there is nothing to do: the Python test runs this test with them.
@Suite("Layout oracle bridge")
struct LayoutOracleBridgeTests {
    static func dimension(_ d: Any?, _ fallback: BrickDimension) -> BrickDimension {
        guard let d = d as? [String: Any] else { return fallback }
        if let r = d["ratio"] as? Double { return .ratio(r) }
        if let v = d["fixed"] as? Double { return .fixed(v) }
        return fallback
    }

    static func brick(_ n: [String: Any]) -> Brick {
        let width = dimension(n["width"], .ratio(1))
        let hidden = n["hidden"] as? Bool ?? false
        guard let children = n["children"] as? [[String: Any]] else {
            return Brick(width: width, height: dimension(n["height"], .fixed(50)), isHidden: hidden)
        }
        let e = n["edge"] as? [Double] ?? [0, 0, 0, 0]
        let h = ["left": HorizontalAlignment.left, "center": .center, "right": .right, "justified": .justified][n["halign"] as? String ?? "left"]!
        let v = ["top": VerticalAlignment.top, "center": .center, "bottom": .bottom][n["valign"] as? String ?? "top"]!
        return BrickSection(width: width, bricks: children.map(brick), inset: n["inset"] as? Double ?? 0,
                            edgeInsets: EdgeInsets(top: e[0], left: e[1], bottom: e[2], right: e[3]),
                            alignRowHeights: n["alignRowHeights"] as? Bool ?? false, verticalAlignment: v,
                            horizontalAlignment: h, isHidden: hidden)
    }

    @Test("Trees from JSON to frames as JSON (a no-op unless the oracle test runs it)")
    func bridge() throws {
        let env = ProcessInfo.processInfo.environment
        guard let input = env["FIZZ_LAYOUT_ORACLE_IN"], let output = env["FIZZ_LAYOUT_ORACLE_OUT"] else { return }
        let cases = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: input))) as! [[String: Any]]
        var results: [[String: Any]] = []
        for c in cases {
            let l = try BrickLayout(viewportWidth: c["viewport"] as! Double, viewportHeight: 1e6)
            try l.setMargin(1e7)
            try l.setRoot(Self.brick(c["root"] as! [String: Any]))
            try l.update()
            var frames: [[Double]] = []
            var id: UInt32 = 2
            while Int(id) <= l.nodeCount {
                if let f = l.layoutFrame(of: id) { frames.append([f.x, f.y, f.width, f.height]) } else { frames.append([]) }
                id += 1
            }
            results.append(["frames": frames, "height": l.contentHeight, "laidOut": l.lastLaidOut])
        }
        try JSONSerialization.data(withJSONObject: results).write(to: URL(fileURLWithPath: output))
    }
}
