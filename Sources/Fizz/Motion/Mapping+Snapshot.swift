//===--- Mapping+Snapshot.swift ------------------------------------------===//
// Part of Fizz. A mapping's storage written to and read from a motion's snapshot.
//===---------------------------------------------------------------------===//

extension Mapping {
    /// The counts, then every column as it is in memory (each record is free of padding).
    /// Reading checks every index and count inside the records against the counts read before
    /// them, before anything adds them up (`isConsistent` then checks that they chain).
    func code(_ c: inout SnapshotCoder) {
        var nt = targetCount, ns = stopCount, no = outputSlots, ng = groupCount, ni = itemCount, nc = channelCount
        c.int(&nt, max: Mapping.maxTargets); c.int(&ns, max: Mapping.maxStops); c.int(&no, max: 4 * Mapping.maxStops)
        c.int(&ng, max: Mapping.maxGroups); c.int(&ni, max: Mapping.maxItems); c.int(&nc, max: Mapping.maxGroups * Mapping.maxChannels)
        c.column(&targets, &nt, memory); c.column(&stopInputs, &ns, memory); c.column(&stopOutputs, &no, memory)
        c.column(&stopEasings, &ns, memory); c.column(&groups, &ng, memory); c.column(&items, &ni, memory)
        c.column(&channels, &nc, times: 2, memory)
        if !c.reading { return }
        let t = UnsafeRawPointer(targets.base), ts = MemoryLayout<MappingTarget>.stride
        let g = UnsafeRawPointer(groups.base), gs = MemoryLayout<ProximityGroup>.stride
        // MappingTarget: source, kind, flags, first, count, outFirst (Int32s at 12, 16, 20;
        // `SnapshotFieldTests` checks the layouts).
        c.check(ints: t + 12, nt, stride: ts, 0, ns); c.check(ints: t + 16, nt, stride: ts, 0, ns)
        c.check(ints: t + 20, nt, stride: ts, 0, no)
        // ProximityGroup: axis, kernel, radius, firstItem, itemCount, firstChannel, channelCount.
        c.check(ints: g + 16, ng, stride: gs, 0, ni); c.check(ints: g + 20, ng, stride: gs, 0, ni)
        c.check(ints: g + 24, ng, stride: gs, 0, nc); c.check(ints: g + 28, ng, stride: gs, 0, Mapping.maxChannels)
        if !c.intact { return }
        targetCount = nt; stopCount = ns; outputSlots = no; groupCount = ng; itemCount = ni; channelCount = nc
        targetOutputs = 0
        var k = 0
        while k < nt { targetOutputs += targets[k].width; k += 1 }
    }

    /// True when the storage is what the adding calls make: every record's counts and
    /// offsets run on from the previous one's, each target's inputs are strictly ordered in
    /// its direction and at least `minStopGap` apart, and every value is in its range. A restore checks this before use.
    var isConsistent: Bool {
        var stop = 0, slot = 0, t = 0
        while t < targetCount {
            let r = targets[t]
            if r.source > 1 || r.kind > 2 || r.flags > 7 || Int(r.first) != stop || Int(r.outFirst) != slot || r.count < 0 { return false }
            let n = Int(r.count)
            if stop + n > stopCount || slot + n * r.width > outputSlots { return false }
            if n < 2 && r.isDescending { return false }
            var k = 0
            while k < n {
                let v = stopInputs[stop + k]
                if !(v >= -Mapping.maxValue && v <= Mapping.maxValue) { return false }
                if k > 0 {
                    let u = stopInputs[stop + k - 1]
                    if (r.isDescending ? !(v < u) : !(v > u)) || !Mapping.validGap(u, v) { return false }
                }
                if stopEasings[stop + k].easing == nil || stopEasings[stop + k].zero != 0 { return false }
                k += 1
            }
            k = 0
            while k < n * r.width {
                let v = stopOutputs[slot + k]
                if !(v >= -Mapping.maxValue && v <= Mapping.maxValue) { return false }
                // A colour's channels are stored as `addStop` takes them (sRGB) or converted
                // (OKLab's L, a, b); its alpha is stored as taken in both.
                let taken = r.kind == Mapping.Kind.sRGB.rawValue || (r.kind == Mapping.Kind.okLab.rawValue && k % 4 == 3)
                if taken && !Mapping.validChannel(v) { return false }
                // OKLab's L, a, b: only those of an sRGB colour `addStop` could take.
                if r.kind == Mapping.Kind.okLab.rawValue && k % 4 == 0 {
                    let p = slot + k
                    if !Colour(v, stopOutputs[p + 1], stopOutputs[p + 2], 1).isOKLabOfSRGB { return false }
                }
                k += 1
            }
            stop += n; slot += n * r.width; t += 1
        }
        if stop != stopCount || slot != outputSlots { return false }
        var item = 0, channel = 0, g = 0
        while g < groupCount {
            let r = groups[g]
            if r.axis > 1 || r.kernel > 2 || !(r.radius > 0 && r.radius <= Mapping.maxValue) { return false }
            if Int(r.firstItem) != item || Int(r.firstChannel) != channel || r.itemCount < 0 || r.channelCount < 0 { return false }
            if r.channelCount > Int32(Mapping.maxChannels) { return false }
            item += Int(r.itemCount); channel += Int(r.channelCount); g += 1
        }
        if item != itemCount || channel != channelCount { return false }
        var i = 0
        while i < itemCount { let v = items[i]; if !(v >= -Mapping.maxValue && v <= Mapping.maxValue) { return false }; i += 1 }
        i = 0
        while i < 2 * channelCount { let v = channels[i]; if !(v >= -Mapping.maxValue && v <= Mapping.maxValue) { return false }; i += 1 }
        return true
    }
}
