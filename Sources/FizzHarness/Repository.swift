//===--- Repository.swift ------------------------------------------------===//
// Part of Fizz. Where the shared files live: scenarios, goldens, the wasm module.
//===---------------------------------------------------------------------===//

import Foundation
import FizzScenario

/// Paths of the files the tests, the CLI and the hosts share. The root is found by walking up
/// from a starting directory to the one holding `Package.swift` and `Tests/Scenarios`.
public struct Repository: Sendable {
    public let root: URL

    public init(root: URL) { self.root = root }

    /// The repository around `start` (a file or directory), or nil when there is none.
    public static func find(from start: URL) -> Repository? {
        var dir = start.hasDirectoryPath ? start : start.deletingLastPathComponent()
        for _ in 0..<12 {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Tests/Scenarios").path),
               FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                return Repository(root: dir)
            }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// The repository around the current directory or this executable.
    public static func current() -> Repository? {
        find(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            ?? find(from: URL(fileURLWithPath: CommandLine.arguments[0]))
    }

    public var scenarios: URL { root.appendingPathComponent("Tests/Scenarios") }
    public var goldenFile: URL { scenarios.appendingPathComponent("golden.txt") }
    public var wasmModule: URL { root.appendingPathComponent("wasm/fizz.wasm") }
    public var header: URL { root.appendingPathComponent("wasm/fizz.h") }

    /// Every `*.fizz` scenario, sorted by name.
    public func scenarioNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scenarios.path)
            .filter { $0.hasSuffix(".fizz") }
            .map { String($0.dropLast(5)) }
            .sorted()
    }

    public func loadScenario(named name: String) throws -> Scenario {
        try ScenarioFile.load(scenarios.appendingPathComponent(name + ".fizz"))
    }

    /// The committed golden lines: scenario name → `frames=N final=HEX digest=HEX`.
    public func goldens() throws -> [String: String] {
        let text = try String(contentsOf: goldenFile, encoding: .utf8)
        var out: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { out[String(parts[0])] = String(parts[1]) }
        }
        return out
    }
}

/// Loading scenario files, with errors that name the file, the line and the problem
/// (`picker.fizz:3: unknown call 'world_stepp': did you mean 'world_step'?`).
public enum ScenarioFile {
    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func load(_ url: URL) throws -> Scenario { try load(path: url.path) }

    /// `path` as the user gave it, so the message names the file the way they wrote it.
    public static func load(path: String) throws -> Scenario {
        let data = try FileAccess.read(path)
        do { return try Scenario(parsing: Array(data)) } catch {
            throw LoadError(description: "\(path):\(error.line): \(String(decoding: error.detail, as: UTF8.self))")
        }
    }
}

extension Trace {
    /// The golden-file form of the summary.
    public var summaryString: String { String(decoding: summary, as: UTF8.self) }
}
