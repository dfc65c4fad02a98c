//===--- BrickLayout+Behaviors.swift -------------------------------------===//
// Part of Fizz. The behaviors, run over the window in the list's order after every update.
//===---------------------------------------------------------------------===//

extension BrickLayout {
    /// Runs every behavior, in the list's order, over the window entries it is attached to.
    /// Each behavior reads the frames the ones before it left (BrickKit's `originalFrame` is
    /// the flow's; here a behavior's input is the previous behavior's output, in a stated order).
    func runBehaviors() {
        var k = 0
        while k < behaviorCount {
            let bit = UInt32(1) << UInt32(k)
            var r = behaviorList[k]
            switch r.kind {
            case .sticky, .minimumSticky: sticky(bit, r)
            case .stickyFooter: stickyFooter(bit, r)
            case .quickReturn: quickReturn(bit, &r)
            case .cardStack: cardStack(bit, r)
            case .spotlight: spotlight(bit, r)
            case .coverFlow: coverFlow(bit, r)
            case .offset:
                forEach(bit) { e in
                    e[0] += r.a; e[1] += r.b
                    e[2] = max(0, e[2] + r.c); e[3] = max(0, e[3] + r.d)
                }
            case .maxZIndex:
                var count = 0.0
                let top = Double(itemCount) + 1
                forEach(bit) { e in e[4] = top + count; count += 1 }
            case .setZIndex: forEach(bit) { e in e[4] = r.a }
            case .snap: break
            }
            behaviorList[k] = r
            k += 1
        }
    }

    @inline(__always) func entry(_ k: Int) -> UnsafeMutablePointer<Double> { window.base + BrickLayout.entryStride * k }
    /// Whether behavior `bit` moves window entry `k`: attached, and not hidden (a hidden brick
    /// has no footprint: it neither moves nor counts in a stack, a card stack or a spotlight).
    @inline(__always) func attached(_ k: Int, _ bit: UInt32) -> Bool {
        let n = nodes[Int(itemNode[Int(windowItems[k])])]
        return n.behaviors & bit != 0 && !n.hidden
    }

    /// Calls `body` on each window entry the behavior is attached to, in reading order.
    func forEach(_ bit: UInt32, _ body: (UnsafeMutablePointer<Double>) -> Void) {
        var k = 0
        while k < windowCount { if attached(k, bit) { body(entry(k)) }; k += 1 }
    }

    /// Sticky and minimum-height sticky (see `LayoutBehavior.sticky`).
    func sticky(_ bit: UInt32, _ r: BehaviorRecord) {
        let base = offsetY + r.a
        let shrinking = r.kind == .minimumSticky
        var lastParent: Int32 = -2, stack = base
        var k = 0
        while k < windowCount {
            if !attached(k, bit) { k += 1; continue }
            let e = entry(k)
            // Stacks restart per section unless across sections.
            let parent = parentOf(k)
            if !r.flag && parent != lastParent { stack = base; lastParent = parent }
            let y0 = e[1], h0 = e[3]
            // BrickKit: max(y₀, offset + inset, previous maxY). The previous sticky's maxY can
            // lie above the offset (it was held in its own section), so the base still counts.
            var y = max(y0, max(base, stack))
            var h = h0
            if shrinking {
                h = max(h0 - (y - y0), r.b)
                if h > h0 { h = h0 }
            }
            if y > e[11] - h { y = e[11] - h }
            if y < e[9] { y = e[9] }
            e[1] = y; e[3] = h
            if shrinking {
                e[7] = h0 > r.b ? (h0 - h) / (h0 - r.b) : 1
            } else {
                let p = h > 0 ? (y - base) / h : 0
                e[7] = p < 0 ? 0 : (p > 1 ? 1 : p)
            }
            stack = y + h
            k += 1
        }
    }

    /// The section node holding window entry `k`.
    @inline(__always) func parentOf(_ k: Int) -> Int32 { nodes[Int(itemNode[Int(windowItems[k])])].parent }

    /// Sticky footers, stacking upwards in reverse reading order.
    func stickyFooter(_ bit: UInt32, _ r: BehaviorRecord) {
        let base = offsetY + viewportHeight - r.a
        var ceiling = base, lastParent: Int32 = -2, stacked = false
        var k = windowCount - 1
        while k >= 0 {
            if attached(k, bit) {
                let e = entry(k)
                let parent = parentOf(k)
                if parent != lastParent { ceiling = base; lastParent = parent; stacked = false }
                let atRoot = parent == 0
                var y = ceiling - e[3]
                // The first footer of a section: the viewport's bottom (at the root, always;
                // nested, never below its own place). Every further one (BrickKit): just above
                // the one below it, never below its own place, at the root too.
                if (stacked || !atRoot) && e[1] < y { y = e[1] }
                if !atRoot && y < e[9] { y = e[9] }
                stacked = true
                e[1] = y
                ceiling = y
            }
            k -= 1
        }
    }

    /// Quick return: the place p in [−h, 0] follows the scroll; y = max(y₀, offset + inset + p).
    func quickReturn(_ bit: UInt32, _ r: inout BehaviorRecord) {
        let delta = r.started ? offsetY - r.lastOffset : 0
        r.started = true
        r.lastOffset = offsetY
        var place = r.place - delta
        if place > 0 { place = 0 }
        var k = 0, first = true
        while k < windowCount {
            if attached(k, bit) {
                let e = entry(k)
                if first { if place < -e[3] { place = -e[3] }; first = false }
                var y = max(e[1], offsetY + r.a + place)
                if y > e[11] - e[3] { y = e[11] - e[3] }
                if y < e[9] { y = e[9] }
                e[1] = y
            }
            k += 1
        }
        if first && place < -BrickLayout.maxStyle { place = -BrickLayout.maxStyle }
        r.place = place
    }

    /// BrickKit's CardLayoutBehavior (with the first card's y₀ where BrickKit assumes 0).
    func cardStack(_ bit: UInt32, _ r: BehaviorRecord) {
        let off = offsetY, small = r.a
        var lastY0 = -Double.greatestFiniteMagnitude, firstY0 = Double.nan
        forEach(bit) { e in lastY0 = e[1]; if firstY0.isNaN { firstY0 = e[1] } }
        var previousInSpotlight = false
        var currentY = firstY0, scrollOffset = 0.0
        var index = 0
        forEach(bit) { e in
            let y0 = e[1], h = e[3]
            let above = y0 + h <= off, below = y0 > off
            let inSpotlight = !above && !below
            var y = y0
            if inSpotlight {
                y = off; scrollOffset = off - y0
            } else if previousInSpotlight {
                y = y0
                currentY = min(y0 + h, y0 + scrollOffset + small)
            } else if above {
                y = off
            } else {
                y = currentY
                currentY = off < 0 && index == 0 ? y + h : y + small
            }
            if off > lastY0 { y = min(off, y0) }
            e[1] = y
            previousInSpotlight = inSpotlight && off >= 0
            index += 1
        }
    }

    /// BrickKit's SpotlightLayoutBehavior (without `lastBrickStretchy`).
    func spotlight(_ bit: UInt32, _ r: BehaviorRecord) {
        let off = offsetY, small = r.a
        var firstY0 = Double.nan
        forEach(bit) { e in if firstY0.isNaN { firstY0 = e[1] } }
        let firstBelowTop = firstY0 >= off
        var previousInSpotlight = false, currentY = 0.0, index = 0
        var k = 0
        while k < windowCount {
            if attached(k, bit) {
                let e = entry(k)
                let s = Int(itemNode[Int(windowItems[k])])
                let inset = sections[Int(nodes[Int(nodes[s].parent)].section)].inset
                let y0 = e[1], oh = e[3] + inset
                let above = y0 + oh <= off, below = y0 > off
                let inSpotlight = (!above && !below) || (off < 0 && index == 0) || (firstBelowTop && index == 0)
                var y = y0, h = e[3]
                if inSpotlight {
                    var sh = max(small, y0 + oh - off)
                    y = y0 + oh - sh
                    if firstBelowTop && firstY0 > 0 { sh = oh; y = y0 }
                    h = sh
                } else if previousInSpotlight && !firstBelowTop {
                    let ratio = (y0 - off) / oh
                    let leftOver = oh - small
                    let gap = inset - leftOver * (1 - ratio)
                    y = currentY + (gap > 0 ? gap : 0)
                    h = small + leftOver * (1 - ratio)
                } else if above {
                    y = y0 + oh - small; h = small
                } else {
                    y = currentY + inset; h = small
                }
                e[1] = y; e[3] = max(0, h)
                currentY = y + e[3]
                previousInSpotlight = inSpotlight && off >= 0
                index += 1
            }
            k += 1
        }
    }

    /// Cover flow along the scroll axis of the brick's section: a horizontal section's own
    /// frame, else the viewport.
    func coverFlow(_ bit: UInt32, _ r: BehaviorRecord) {
        var k = 0
        while k < windowCount {
            if attached(k, bit) {
                let e = entry(k)
                let s = Int(itemNode[Int(windowItems[k])])
                let parent = Int(nodes[s].parent)
                let parentFlow = sections[Int(nodes[parent].section)].flow
                let mid: Double, length: Double, cell: Double
                if parent != 0 && parentFlow == .horizontal {
                    mid = (e[8] + e[10]) / 2; length = e[10] - e[8]; cell = e[0] + e[2] / 2
                } else if scrollsHorizontally {
                    mid = offsetX + viewportWidth / 2; length = viewportWidth; cell = e[0] + e[2] / 2
                } else {
                    mid = offsetY + viewportHeight / 2; length = viewportHeight; cell = e[1] + e[3] / 2
                }
                let d = mid > cell ? mid - cell : cell - mid
                let s0 = length > 0 ? (length - d) / length : 1
                e[6] = s0 < r.a ? r.a : (s0 > 1 ? 1 : s0)
            }
            k += 1
        }
    }
}
