// swift-tools-version:6.0
//
// Fizz: a headless, deterministic engine for playful interactive UI.
//
// This is the package a Swift user depends on: the engine (`Fizz`) and its flat C API as a
// C library (`FizzExports`). It declares no dependency, so adding it resolves and clones no
// other package (tools/check-downstream proves it). `Fizz` and `FizzExports` are also compiled
// unchanged, with Embedded Swift, into `wasm/fizz.wasm` (see `tools/build-wasm`).
//
// Working on Fizz itself (the harness that runs fizz.wasm in WasmKit, the `fizz` command, the
// C API and parity tests) happens in the package in `dev/`, which links the same source
// folders and adds WasmKit: `tools/swiftpm build`, `swift test --package-path dev`.

import PackageDescription

// `squareRoot()` and friends lower to libm calls on Linux.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
    name: "Fizz",
    products: [
        .library(name: "Fizz", targets: ["Fizz"]),
        .library(name: "FizzExports", type: .dynamic, targets: ["FizzExports"]),
    ],
    targets: [
        // Extern: `@_extern(c)` for the one checked allocation (Core/MemoryBudget.swift).
        .target(name: "Fizz", swiftSettings: [.enableExperimentalFeature("Extern")], linkerSettings: libm),
        .target(name: "FizzExports", dependencies: ["Fizz"], linkerSettings: libm),
        .testTarget(name: "FizzTests", dependencies: ["Fizz"]),
    ],
    swiftLanguageModes: [.v6]
)
