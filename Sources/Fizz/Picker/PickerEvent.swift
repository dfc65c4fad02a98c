//===--- PickerEvent.swift -----------------------------------------------===//
// Part of Fizz. What happened during a step, as plain records a host reads after it.
//===---------------------------------------------------------------------===//

/// The kind of a picker event (`FIZZ_EVENT_*` in `wasm/fizz.h`).
public enum PickerEventKind: UInt32, Sendable, Equatable {
    /// The bubble became selected (tap, `select`, `toggle`).
    case selected = 1
    /// The bubble became deselected (tap, `deselect`, or pushed out by `.deselectOldest`).
    case deselected = 2
    /// The bubble's appear animation finished: it is at full size.
    case appeared = 3
    /// The bubble left the world (its remove animation finished); its id is now stale.
    /// `detail` is the cause: 1 removed by a call, 2 evicted by cycling.
    case removed = 4
    /// Cycling chose the bubble to make room (its remove animation starts; `removed` follows).
    case evicted = 5
    /// A drag took hold of the bubble.
    case dragBegan = 6
    /// The drag let go of the bubble (it keeps its velocity).
    case dragEnded = 7
    /// The world came to rest. `id` is none.
    case settled = 8
    /// The world started moving again after having settled. `id` is none.
    case woke = 9
    /// A selection was refused because `maxSelected` bubbles are already selected (`.refuse`).
    case selectionRefused = 10
}

/// One event: its kind, the bubble it is about (none for `settled`/`woke`) and a detail.
public struct PickerEvent: Sendable, Equatable {
    public var kind: PickerEventKind
    /// The bubble; nil for world events.
    public var id: BubbleID?
    /// Kind-specific: the removal cause for `.removed`, else 0.
    public var detail: UInt32

    public init(kind: PickerEventKind, id: BubbleID?, detail: UInt32 = 0) {
        self.kind = kind; self.id = id; self.detail = detail
    }

    /// `removed` detail: removed by a call.
    public static let causeCall: UInt32 = 1
    /// `removed` detail: evicted by cycling.
    public static let causeEvicted: UInt32 = 2
}
