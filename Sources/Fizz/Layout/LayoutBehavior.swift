//===--- LayoutBehavior.swift --------------------------------------------===//
// Part of Fizz. The scroll-driven behaviors of a brick layout, as values in a declared order.
//===---------------------------------------------------------------------===//

/// A scroll-driven behavior (BrickKit's `BrickLayoutBehavior`s). A layout holds a list of at
/// most 32; each update runs them in the list's order (BrickKit keeps them in a `Set`, so its
/// order is undefined) over the bricks they are attached to (`attach`). Lengths are pt.
public enum LayoutBehavior: Equatable, Sendable {
    /// Sticks to the viewport's top (+ `topInset`) while its section is in view:
    /// y = clamp(max(y₀, offset + topInset + stacked), section.minY, section.maxY − h), where
    /// `stacked` is the height of the sticky bricks above it in its section (or in any section
    /// with `acrossSections`). Sticking percentage = clamp((y − offset − topInset)/h, 0, 1)
    /// as BrickKit reports it: 0 while stuck at the top, 1 once a brick pushed it a height down.
    case sticky(topInset: Double = 0, acrossSections: Bool = false)
    /// As `sticky`, but first shrinks to `minimumHeight`: h = max(h₀ − (y − y₀), minimumHeight);
    /// sticking percentage = (h₀ − h)/(h₀ − minimumHeight) (1 when h₀ <= minimum).
    case minimumSticky(minimumHeight: Double, topInset: Double = 0, acrossSections: Bool = false)
    /// Sticks to the viewport's bottom (− `bottomInset`) while its section is in view:
    /// y = max(section.minY, min(y₀, offset + viewport − bottomInset − h − stacked)), footers
    /// stacking upwards in reverse reading order.
    case stickyFooter(bottomInset: Double = 0)
    /// Quick return (BrickKit's OnScrollDownSticky): scrolls away with the content, and comes
    /// back as soon as the content scrolls back. Its place in the viewport p ∈ [−h, 0] follows
    /// the scroll: p ← clamp(p − Δoffset, −h, 0); y = max(y₀, offset + topInset + p). Path
    /// dependent: p is state (snapshotted, hashed).
    case quickReturn(topInset: Double = 0)
    /// Snap points for `snapTarget`: the attached bricks' leading edges, centres or trailing
    /// edges brought to the viewport's leading edge, centre or trailing edge.
    case snap(SnapAnchor)
    /// A stack of cards (BrickKit's CardLayoutBehavior): cards scrolled past pin at the offset,
    /// the card under the offset pins there, the next keeps its place, the ones after stack
    /// `smallHeight` apart below it.
    case cardStack(smallHeight: Double)
    /// BrickKit's SpotlightLayoutBehavior: the brick under the viewport's top grows to
    /// h = max(smallHeight, maxY₀ − offset) keeping its maxY₀, the next one grows by
    /// (h₀ − small)·(1 − (minY₀ − offset)/h₀), the others shrink to `smallHeight`.
    case spotlight(smallHeight: Double)
    /// Cover flow: scale = clamp(1 − |viewportMid − brickMid|/viewportLength, minimumScale, 1),
    /// along the attached bricks' section's scroll axis.
    case coverFlow(minimumScale: Double)
    /// A constant shift of the origin and the size (BrickKit's OffsetLayoutBehavior).
    case offset(dx: Double, dy: Double, dWidth: Double, dHeight: Double)
    /// Above every other brick: z = itemCount + 1 + k, k counting the attached bricks in view.
    case maxZIndex
    /// A given z-index.
    case setZIndex(Double)
}

/// Where a snap point sits on a brick and on the viewport.
public enum SnapAnchor: UInt32, Sendable {
    /// Left or top.
    case leading = 0
    /// Centre or middle.
    case center = 1
    /// Right or bottom.
    case trailing = 2
}

/// How an item enters or leaves (BrickKit's BrickAppearBehavior): its start frame when it
/// appears, its end frame when it disappears.
public enum AppearStyle: UInt32, Sendable {
    /// From above the viewport: y = −h (viewport coordinates).
    case top = 0
    /// From below: y = max(viewport height, content height − offset).
    case bottom = 1
    /// In place, from alpha 0 and scale 0.1.
    case scale = 2
}

/// A behavior of the list with its state (the quick return's place).
struct BehaviorRecord: Equatable {
    enum Kind: UInt8 {
        case sticky = 0, minimumSticky, stickyFooter, quickReturn, snap, cardStack, spotlight, coverFlow, offset, maxZIndex, setZIndex
    }
    var kind: Kind
    var a = 0.0, b = 0.0, c = 0.0, d = 0.0
    var flag = false
    /// Quick return: p per... the one brick-independent place, and the last offset seen.
    var place = 0.0, lastOffset = 0.0, started = false

    /// Whether the behavior may move a brick into view from afar (so the brick is looked at
    /// even when its laid-out frame is outside the window).
    var pins: Bool {
        switch kind {
        case .sticky, .minimumSticky, .stickyFooter, .quickReturn, .cardStack, .spotlight: return true
        default: return false
        }
    }

    static let maxStyle = 1e6

    init(kind: Kind) { self.kind = kind }

    /// The record for `b`, its values checked (`validate`).
    init(_ behavior: LayoutBehavior) throws(FizzError) {
        switch behavior {
        case .sticky(let t, let across): self.init(kind: .sticky); a = t; flag = across
        case .minimumSticky(let h, let t, let across): self.init(kind: .minimumSticky); a = t; b = h; flag = across
        case .stickyFooter(let t): self.init(kind: .stickyFooter); a = t
        case .quickReturn(let t): self.init(kind: .quickReturn); a = t
        case .snap(let anchor): self.init(kind: .snap); a = Double(anchor.rawValue)
        case .cardStack(let h): self.init(kind: .cardStack); a = h
        case .spotlight(let h): self.init(kind: .spotlight); a = h
        case .coverFlow(let s): self.init(kind: .coverFlow); a = s
        case .offset(let dx, let dy, let dw, let dh): self.init(kind: .offset); a = dx; b = dy; c = dw; d = dh
        case .maxZIndex: self.init(kind: .maxZIndex)
        case .setZIndex(let z): self.init(kind: .setZIndex); a = z
        }
        try validate()
    }

    /// Checks the values of the kind against the ranges its case takes (lengths and insets
    /// ±`maxStyle`, heights 0...`maxStyle`, a cover flow's minimum scale 0...1, a snap anchor
    /// a `SnapAnchor`), and that the values it does not use are as `init(_:)` leaves them.
    /// The one rule of `addBehavior` and of a restore (issue 25: a restored card stack's small
    /// height of −1 or a cover flow's scale of 2 was accepted where `addBehavior` refused).
    /// - Throws: `.nonFinite`, `.outOfRange`.
    func validate() throws(FizzError) {
        let m = BehaviorRecord.maxStyle
        var used = 1    // a, b, c, d: how many the kind reads
        switch kind {
        case .sticky, .stickyFooter, .quickReturn, .setZIndex: try Check.range(a, -m, m)
        case .minimumSticky: try Check.range(b, 0, m); try Check.range(a, -m, m); used = 2
        case .snap: if !(a == 0 || a == 1 || a == 2) { throw .outOfRange }     // SnapAnchor's raw values
        case .cardStack, .spotlight: try Check.range(a, 0, m)
        case .coverFlow: try Check.range(a, 0, 1)
        case .offset:
            try Check.range(a, -m, m); try Check.range(b, -m, m); try Check.range(c, -m, m); try Check.range(d, -m, m); used = 4
        case .maxZIndex: used = 0
        }
        if (used < 1 && a != 0) || (used < 2 && b != 0) || (used < 4 && (c != 0 || d != 0)) { throw .outOfRange }
        if flag && kind != .sticky && kind != .minimumSticky { throw .outOfRange }
    }

    /// Whether `validate` accepts the record.
    var isValid: Bool {
        do { try validate(); return true } catch { return false }
    }
}
