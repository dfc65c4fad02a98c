//===--- Exports+Popup.swift ---------------------------------------------===//
// Part of Fizz. The C API of a popup layer: popups beside references, kept inside and apart.
//===---------------------------------------------------------------------===//

import Fizz

/// A popup layer as the C API sees it: the engine object and the buffers its bulk reads
/// point into. Its exports are generated from fizz.h (Generated/PopupKind.swift,
/// Generated/PopupCalls.swift); each forwards to one of the bodies below, named after its call.
final class PopupEntry: HandleObject, KindEntry {
    private(set) var layer: PopupLayer
    private(set) var doubles = PackedBuffer<Double>()
    private(set) var words = PackedBuffer<UInt32>()
    private(set) var path = PackedBuffer<Double>()

    /// `fizz_popup_create`: a layer over the boundary (0, 0, width, height) pt.
    init(width: Double, height: Double) throws(FizzError) { layer = try PopupLayer(width: width, height: height) }

    var object: PopupLayer { layer }

    /// Takes a restored layer in place of this one, under the same handle; the buffers start
    /// again empty, charged to the new layer's budget.
    func restore(_ l: PopupLayer) {
        layer = l; doubles = PackedBuffer<Double>(); words = PackedBuffer<UInt32>(); path = PackedBuffer<Double>()
    }
}

extension PopupEntry {
    /// The body of every popup call but those generated whole: one case per call. The layer's
    /// handle is checked before this runs.
    func run(_ call: PopupCall) throws(Failure) -> Answer {
        let l = layer
        var bulk = false   // a bulk read but the outline: the engine's refusals in the shared words
        do throws(FizzError) {
            switch call {
            case let .setBoundary(x, y, width, height): try l.setBoundary(x: x, y: y, width: width, height: height)
            case let .setPadding(top, right, bottom, left): try l.setPadding(top: top, right: right, bottom: bottom, left: left)
            case let .setRtl(rtl):
                if rtl != 0 && rtl != 1 { throw .invalidOption }
                l.setRightToLeft(rtl == 1)
            case let .setSpacing(spacing): try l.setSpacing(spacing)
            case let .setHysteresis(margin): try l.setHysteresis(margin)
            case .add: return .count(try l.add())
            case let .remove(id): try l.remove(UInt32(bitPattern: id))
            case let .setReference(id, x, y, width, height):
                try l.setReference(UInt32(bitPattern: id), x: x, y: y, width: width, height: height)
            case let .setSize(id, width, height): try l.setSize(UInt32(bitPattern: id), width: width, height: height)
            case let .setPlacement(id, placement):
                guard let v = PopupPlacement(rawValue: UInt32(bitPattern: placement)) else { throw .invalidOption }
                try l.setPlacement(UInt32(bitPattern: id), v)
            case let .setFallbacks(id, sides): try l.setFallbacks(UInt32(bitPattern: id), UInt32(bitPattern: sides))
            case let .setArrow(id, base, height, tipRadius): try l.setArrow(UInt32(bitPattern: id), base: base, height: height, tipRadius: tipRadius)
            case let .setLeader(id, length, dash, dotRadius, innerDotRadius):
                try l.setLeader(UInt32(bitPattern: id), length: length, dash: dash, dotRadius: dotRadius, innerDotRadius: innerDotRadius)
            case let .setCornerRadius(id, radius): try l.setCornerRadius(UInt32(bitPattern: id), radius)
            case let .setOffsets(id, main, cross): try l.setOffsets(UInt32(bitPattern: id), main: main, cross: cross)
            case let .applyPreset(id, preset):
                guard let v = PopupPreset(rawValue: UInt32(bitPattern: preset)) else { throw .invalidOption }
                try l.applyPreset(UInt32(bitPattern: id), v)
            case let .setOptions(id, options): try l.setOptions(UInt32(bitPattern: id), UInt32(bitPattern: options))
            case let .setArrowPadding(id, padding): try l.setArrowPadding(UInt32(bitPattern: id), padding)
            case let .setAlignmentOffset(id, offset): try l.setAlignmentOffset(UInt32(bitPattern: id), offset)
            case let .setPopupBoundary(id, x, y, width, height):
                try l.setPopupBoundary(UInt32(bitPattern: id), x: x, y: y, width: width, height: height)
            case let .addObstacle(x, y, width, height): return .count(try l.addObstacle(x: x, y: y, width: width, height: height))
            case .clearObstacles: l.clearObstacles()
            case .solve: try l.solve()
            case .count: return .count(l.count)
            case let .getBoundary(value):
                switch value {
                case 0: return .number(l.boundaryX)
                case 1: return .number(l.boundaryY)
                case 2: return .number(l.boundaryWidth)
                case 3: return .number(l.boundaryHeight)
                case 4: return .number(l.paddingTop)
                case 5: return .number(l.paddingRight)
                case 6: return .number(l.paddingBottom)
                case 7: return .number(l.paddingLeft)
                default: throw .invalidOption
                }
            case .references: bulk = true; try l.packReferences(into: doubles); return .doubles(doubles.pointer)
            case .frames: bulk = true; try l.packFrames(into: doubles); return .doubles(doubles.pointer)
            case .placements: bulk = true; try l.packPlacements(into: words); return .words(words.pointer)
            case .moves: bulk = true; try l.packMoves(into: doubles); return .doubles(doubles.pointer)
            case .pointers: bulk = true; try l.packPointers(into: doubles); return .doubles(doubles.pointer)
            case let .outlineLength(id):
                try l.packOutline(UInt32(bitPattern: id), into: path)
                return .count(path.count)
            case let .outline(id):
                try l.packOutline(UInt32(bitPattern: id), into: path)
                return .doubles(path.pointer)
            }
            return .ok
        } catch {
            if bulk { throw Failure(error) }
            switch error {
            case .notFound: throw Failure(Status.staleHandle, "no popup of this layer has that id (removed, or never added)")
            case .limitReached: throw Failure(Status.limitReached, "the layer already holds its maximum of 100000 popups (or obstacles)")
            case .overBudget: throw Failure(Status.limitReached, "the layer's memory budget cannot hold what the call needs")
            case .invalidOption:
                switch call {
                case .setRtl: throw Failure(Status.invalidOption, "right-to-left is 0 (off) or 1 (on)")
                case .setPlacement: throw Failure(Status.invalidOption, "the placement must be 0..11 (FIZZ_PLACEMENT_*) or 12 (auto)")
                case .setFallbacks:
                    throw Failure(Status.invalidOption, "the fallbacks must be up to 4 sides + 1 (1..4), 4 bits each from the lowest, then zeros")
                case .getBoundary:
                    throw Failure(Status.invalidOption, "the boundary value must be 0..7 (x, y, width, height, top, right, bottom, left padding)")
                case .setOptions:
                    throw Failure(Status.invalidOption, "the options must be FIZZ_ANCHOR_* bits (0..255), not both CROSS_START and CROSS_END")
                default: throw Failure(Status.invalidOption, "the preset must be 0..7 (FIZZ_TIP_*)")
                }
            default: throw Failure(error)
            }
        }
    }
}
