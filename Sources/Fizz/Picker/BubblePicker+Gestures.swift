//===--- BubblePicker+Gestures.swift --------------------------------------===//
// Part of Fizz. Dragging one bubble, panning the background, scrolling the view.
//===---------------------------------------------------------------------===//

extension BubblePicker {
    // MARK: Drag

    /// Takes hold of the top-most bubble at the view point `p`: from now on it follows the
    /// finger through a spring (`dragHertz`, damping ratio by state: the seed's snap), feels no
    /// attraction field, and still pushes the others.
    /// - Returns: the bubble held, or nil when `p` is on the background.
    /// - Throws: `.nonFinite`, `.outOfRange`, `.invalidState` when a drag is already under way.
    @discardableResult
    public func beginDrag(at p: Vec2) throws(FizzError) -> BubbleID? {
        try checkPoint(p)
        if state.dragID != nil { throw .invalidState }
        guard let id = hitTest(p) else { return nil }
        state.dragID = id
        state.dragTarget = worldPoint(p)
        emit(.dragBegan, id)
        wake()
        return id
    }

    /// Moves the finger of the drag to the view point `p`.
    /// - Throws: `.nonFinite`, `.outOfRange`, `.invalidState` when no drag is under way.
    public func moveDrag(to p: Vec2) throws(FizzError) {
        try checkPoint(p)
        guard state.dragID != nil else { throw .invalidState }
        state.dragTarget = worldPoint(p)
        state.inUse = true
        wake()
    }

    /// Lets go: the bubble keeps the velocity it has (a fling) and returns to the field.
    /// - Returns: the bubble let go. - Throws: `.invalidState` when no drag is under way.
    @discardableResult
    public func endDrag() throws(FizzError) -> BubbleID {
        guard let id = state.dragID else { throw .invalidState }
        state.dragID = nil
        emit(.dragEnded, id)
        wake()
        return id
    }

    /// The bubble being dragged, if any.
    public var draggedBubble: BubbleID? { state.dragID }

    // MARK: Pan

    /// Starts a background pan at the view point `p` (see `PanMode`).
    /// - Throws: `.nonFinite`, `.outOfRange`, `.invalidState` when a pan is already under way.
    public func beginPan(at p: Vec2) throws(FizzError) {
        try checkPoint(p)
        let s = state
        if s.panActive { throw .invalidState }
        s.panActive = true
        s.panStartView = p
        s.panLastView = p
        if !s.springingBack { s.anchorHome = world.def.anchor }
        s.springingBack = false
        s.panStartAnchor = world.def.anchor
        s.inUse = true
        wake()
    }

    /// Moves the pan's finger to the view point `p`.
    /// - anchor: the anchor goes `panSmoothing` of the way to `start anchor + Δ / size`;
    /// - push: every bubble but a dragged one gains `Δ · panPushGain` pt/s;
    /// - scroll: the content offset moves by `−Δ` (the content follows the finger), clamped.
    /// Δ is the finger's motion (pt) since the pan began (anchor) or since the last move.
    /// - Throws: `.nonFinite`, `.outOfRange`, `.invalidState` when no pan is under way.
    public func movePan(to p: Vec2) throws(FizzError) {
        try checkPoint(p)
        let s = state
        guard s.panActive else { throw .invalidState }
        let step = p - s.panLastView
        s.panLastView = p
        switch s.settings.panMode {
        case .anchor:
            let total = p - s.panStartView
            let target = Vec2(s.panStartAnchor.x + total.x / size.x, s.panStartAnchor.y + total.y / size.y)
            let a = world.def.anchor.lerp(to: target, s.settings.panSmoothing)
            let m = BubbleWorldDef.maxAnchor
            world.def.anchor = Vec2(clamp(a.x, -m, m), clamp(a.y, -m, m))
        case .push:
            let g = s.settings.panPushGain
            let b = bodies
            for i in 0..<b.count {
                if let d = s.dragID, b.slotOf[i] == d.slot { continue }
                let m = BubbleWorldDef.maxSpeed
                b.vx[i] = clamp(b.vx[i] + step.x * g, -m, m)
                b.vy[i] = clamp(b.vy[i] + step.y * g, -m, m)
            }
        case .scroll:
            s.contentOffset = clampedOffset(s.contentOffset - step)
        }
        wake()
    }

    /// Ends the pan. An anchor pan clamps the anchor into the world (0...1 each way, the seed)
    /// and, with `springBackRate` > 0, starts it back toward where it was when the pan began.
    /// - Throws: `.invalidState` when no pan is under way.
    public func endPan() throws(FizzError) {
        let s = state
        guard s.panActive else { throw .invalidState }
        s.panActive = false
        if s.settings.panMode == .anchor {
            world.def.anchor = Vec2(clamp(world.def.anchor.x, 0, 1), clamp(world.def.anchor.y, 0, 1))
            if s.settings.springBackRate > 0 && world.def.anchor != s.anchorHome { s.springingBack = true }
        }
        wake()
    }

    // MARK: Scrolling

    /// The view's top-left corner in world points: hosts draw a bubble at its world position
    /// minus this (the render array already does), and touch points are view points.
    public var contentOffset: Vec2 { state.contentOffset }

    /// Scrolls the view to `offset` (world points), clamped so the view stays inside the
    /// content: the union of the world rectangle and every bubble's drawn circle. Whatever
    /// the size of the cloud, every bubble can be scrolled into view, and never past it.
    public func setContentOffset(_ offset: Vec2) throws(FizzError) {
        try checkPoint(offset)
        state.contentOffset = clampedOffset(offset)
        state.inUse = true
    }

    /// The content rectangle scrolling is clamped to (world points).
    public var contentBounds: Rect {
        var x0 = 0.0, y0 = 0.0, x1 = size.x, y1 = size.y
        let b = bodies
        for i in 0..<b.count {
            let r = record(slot: Int(b.slotOf[i])).map { drawRadius($0) } ?? b.radius[i]
            if b.px[i] - r < x0 { x0 = b.px[i] - r }
            if b.py[i] - r < y0 { y0 = b.py[i] - r }
            if b.px[i] + r > x1 { x1 = b.px[i] + r }
            if b.py[i] + r > y1 { y1 = b.py[i] + r }
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func clampedOffset(_ o: Vec2) -> Vec2 {
        let c = contentBounds
        return Vec2(clamp(o.x, c.minX, c.maxX - size.x), clamp(o.y, c.minY, c.maxY - size.y))
    }

    func checkPoint(_ p: Vec2) throws(FizzError) {
        try Check.range(p.x, -BubbleWorldDef.maxExtent, BubbleWorldDef.maxExtent)
        try Check.range(p.y, -BubbleWorldDef.maxExtent, BubbleWorldDef.maxExtent)
    }

    @inline(__always) func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double {
        v < lo ? lo : (v > hi ? hi : v)
    }
}
