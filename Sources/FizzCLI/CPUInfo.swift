//===--- CPUInfo.swift ---------------------------------------------------===//
// Part of Fizz. Which processor a benchmark ran on, so no figure travels without it.
//===---------------------------------------------------------------------===//

import Foundation

/// The processor as Linux reports it in `/proc/cpuinfo`: timings from two machines (or two
/// kinds of cloud VM) are not comparable, so `fizz bench` prints this beside its table.
struct CPUInfo: Codable {
    /// `model name` of the first processor (`AMD EPYC`, `Intel(R) Xeon(R) …`), or a note why
    /// it is unknown.
    var model: String
    /// Logical processors the kernel lists.
    var logicalCPUs: Int

    static func current(path: String = "/proc/cpuinfo") -> CPUInfo {
        guard let data = FileManager.default.contents(atPath: path) else {
            return CPUInfo(model: "unknown CPU (no \(path))", logicalCPUs: ProcessInfo.processInfo.processorCount)
        }
        return parse(String(decoding: data, as: UTF8.self))
    }

    /// Reads `key : value` lines; one `processor` line per logical CPU.
    static func parse(_ text: String) -> CPUInfo {
        var model: String? = nil
        var count = 0
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            if key == "processor" { count += 1 }
            if key == "model name" && model == nil { model = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return CPUInfo(model: model ?? "unknown CPU (no model name in /proc/cpuinfo)", logicalCPUs: count)
    }

    /// `AMD EPYC, 2 logical CPUs`.
    var summary: String { "\(model), \(logicalCPUs) logical CPU\(logicalCPUs == 1 ? "" : "s")" }
}
