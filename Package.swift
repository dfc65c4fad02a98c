// swift-tools-version:6.0
//
// Fizz: a headless, deterministic engine for playful interactive UI.
//
// `Fizz` and `FizzExports` depend on nothing: they are compiled unchanged into the native
// library and, with Embedded Swift, into `wasm/fizz.wasm` (see `tools/build-wasm`).
// `FizzScenario` is Embedded-clean too (it becomes the WASI replay command).
// Only the harness, which runs fizz.wasm inside WasmKit, has a dependency.

import PackageDescription

// `squareRoot()` and friends lower to libm calls on Linux.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
    name: "Fizz",
    products: [
        .library(name: "Fizz", targets: ["Fizz"]),
        .library(name: "FizzExports", type: .dynamic, targets: ["FizzExports"]),
        .executable(name: "fizz", targets: ["FizzCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftwasm/WasmKit.git", .upToNextMinor(from: "0.4.2")),
    ],
    targets: [
        // Extern: `@_extern(c)` for the one checked allocation (Support/MemoryBudget.swift).
        .target(name: "Fizz", swiftSettings: [.enableExperimentalFeature("Extern")], linkerSettings: libm),
        .target(name: "FizzExports", dependencies: ["Fizz"], linkerSettings: libm),
        .target(name: "FizzScenario", dependencies: ["Fizz", "FizzExports"]),
        .target(
            name: "FizzHarness",
            dependencies: [
                "FizzScenario", "FizzExports",
                .product(name: "WasmKit", package: "WasmKit"),
            ]),
        .executableTarget(name: "FizzCLI", dependencies: ["FizzHarness"]),
        .testTarget(name: "FizzTests", dependencies: ["Fizz"]),
        .testTarget(name: "FizzExportsTests", dependencies: ["FizzExports", "FizzHarness"]),
        .testTarget(name: "FizzHarnessTests", dependencies: ["FizzHarness"]),
    ],
    swiftLanguageModes: [.v6]
)
