//===--- BubbleWorld+Collide.swift ---------------------------------------===//
// Part of Fizz. Building the contact set: grid, narrow phase, walls, warm start.
//===---------------------------------------------------------------------===//

extension BubbleWorld {
    /// Rebuilds every contact from the current positions, sorted by body index, and carries
    /// over accumulated impulses from the previous set.
    func collide() {
        let b = bodies
        let n = b.count
        contacts.beginCollide()
        let margin = def.speculativeDistance
        var maxR = 0.0
        for i in 0..<n where b.radius[i] > maxR { maxR = b.radius[i] }
        grid.build(px: b.px, py: b.py, count: n, reach: 2 * maxR + margin)

        let px = b.px, py = b.py, r = b.radius, im = b.invMass
        let cols = grid.columns, rows = grid.rows
        for ia in 0..<n {
            let ax = px[ia], ay = py[ia], ar = r[ia]
            let cell = Int(grid.cellOf[ia])
            let cx = grid.column(ofCell: cell), cy = grid.row(ofCell: cell)
            let first = contacts.count
            var y = cy > 0 ? cy - 1 : 0
            let yEnd = cy + 1 < rows ? cy + 1 : rows - 1
            while y <= yEnd {
                var x = cx > 0 ? cx - 1 : 0
                let xEnd = cx + 1 < cols ? cx + 1 : cols - 1
                while x <= xEnd {
                    let c = y * cols + x
                    var k = Int(grid.cellStart[c])
                    let kEnd = Int(grid.cellStart[c + 1])
                    while k < kEnd {
                        let ib = Int(grid.sorted[k])
                        k += 1
                        if ib <= ia { continue }
                        let dx = px[ib] - ax, dy = py[ib] - ay
                        let reach = ar + r[ib] + margin
                        let d2 = dx * dx + dy * dy
                        if d2 >= reach * reach { continue }
                        let d = d2.squareRoot()
                        // Coincident centres: push apart along +x (deterministic, never NaN).
                        let nx = d > 0 ? dx / d : 1, ny = d > 0 ? dy / d : 0
                        let m = 1.0 / (im[ia] + im[ib])
                        contacts.append(a: Int32(ia), b: Int32(ib), nx: nx, ny: ny, mass: m)
                    }
                    x += 1
                }
                y += 1
            }
            sortNewest(from: first)
        }
        collideWalls(margin: margin)
        contacts.warmStartFromOld()
    }

    /// Insertion sort of the contacts of one body by partner index (there are only a handful).
    private func sortNewest(from first: Int) {
        let c = contacts
        var i = first + 1
        while i < c.count {
            let b = c.b[i], nx = c.nx[i], ny = c.ny[i], m = c.mass[i]
            var j = i - 1
            while j >= first && c.b[j] > b {
                c.b[j + 1] = c.b[j]; c.nx[j + 1] = c.nx[j]; c.ny[j + 1] = c.ny[j]; c.mass[j + 1] = c.mass[j]
                j -= 1
            }
            c.b[j + 1] = b; c.nx[j + 1] = nx; c.ny[j + 1] = ny; c.mass[j + 1] = m
            i += 1
        }
    }

    func collideWalls(margin: Double) {
        if !def.wallsX && !def.wallsY { return }
        let b = bodies
        let w = size.x, h = size.y
        for i in 0..<b.count {
            let x = b.px[i], y = b.py[i], r = b.radius[i] + margin
            if def.wallsX {
                if x - r < 0 { contacts.appendWall(body: Int32(i), side: WallSide.left) }
                if x + r > w { contacts.appendWall(body: Int32(i), side: WallSide.right) }
            }
            if def.wallsY {
                if y - r < 0 { contacts.appendWall(body: Int32(i), side: WallSide.top) }
                if y + r > h { contacts.appendWall(body: Int32(i), side: WallSide.bottom) }
            }
        }
    }
}
