//===--- ReplayMain.swift ------------------------------------------------===//
// Part of Fizz. `fizz-replay.wasm`: a WASI command that replays a scenario from stdin.
//
// Not a SwiftPM target: `tools/build-wasm-replay` compiles this file with Embedded Swift
// together with Sources/Fizz, Sources/FizzExports and Sources/FizzScenario into a WASI
// command, so any WASI runtime can replay a scenario with no host code at all.
//===---------------------------------------------------------------------===//

import FizzScenario

// wasi-libc's POSIX layer: the only imports of the command (fd_read, fd_write, proc_exit).
@_extern(c, "read") func c_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
@_extern(c, "write") func c_write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int

/// Output collected and written in large blocks (one `write` per line would be thousands of
/// host calls for a long scenario).
struct Output {
    var fd: Int32
    var bytes: [UInt8] = []

    mutating func line(_ parts: [UInt8]...) {
        for p in parts { bytes += p }
        bytes.append(10)
        if bytes.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        var offset = 0
        bytes.withUnsafeBytes { raw in
            while offset < raw.count {
                let n = c_write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}

func readStandardInput() -> [UInt8] {
    var all: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { c_read(0, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        all += chunk[0..<n]
    }
    return all
}

func staticBytes(_ s: StaticString) -> [UInt8] { Text.bytes(s) }

/// Reads the scenario, replays it on the engine linked into this module, and prints
/// `frame N HEX` per frame and `summary frames=… final=… digest=…`, like `fizz replay`.
/// Exit status: 0, or 1 for a scenario that does not parse, 2 for a replay failure.
@_cdecl("__main_argc_argv")
func replayMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var out = Output(fd: 1)
    var err = Output(fd: 2)
    let text = readStandardInput()
    let scenario: Scenario
    do {
        scenario = try Scenario(parsing: text)
    } catch {
        err.line(staticBytes("fizz-replay: line "), Text.decimal(UInt64(error.line)), staticBytes(": "), error.detail)
        err.flush()
        return 1
    }
    var backend = DirectBackend()
    do {
        let trace = try Replayer.run(scenario, on: &backend) { i, h in
            out.line(staticBytes("frame "), Text.decimal(UInt64(i + 1)), staticBytes(" "), Text.hex(h))
        }
        out.line(staticBytes("summary "), trace.summary)
        out.flush()
        return 0
    } catch {
        out.flush()
        err.line(staticBytes("fizz-replay: the replay failed"))
        err.flush()
        return 2
    }
}
