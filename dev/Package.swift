// swift-tools-version:6.0
//
// The package for working on Fizz: the engine and the C API (the same source folders as the
// package a user depends on, ../Package.swift, linked here as dev/Sources/* and dev/Tests/*,
// since a target's folder must lie inside its package), plus what only development needs:
// `FizzScenario` (Embedded-clean; it becomes the WASI replay command), the harness that runs
// fizz.wasm inside WasmKit, the `fizz` command and every Swift test. Only this package
// depends on WasmKit, so a user of ../Package.swift clones nothing.
//
//   tools/swiftpm build -c release --product fizz   (a stable build plan: see tools/swiftpm)
//   swift test --package-path dev

import PackageDescription

// `squareRoot()` and friends lower to libm calls on Linux.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
    name: "FizzDev",
    products: [
        .library(name: "Fizz", targets: ["Fizz"]),
        .library(name: "FizzExports", type: .dynamic, targets: ["FizzExports"]),
        .executable(name: "fizz", targets: ["FizzCLI"]),
        // The quick first run (tools/demo): links no WasmKit, whose release build took minutes.
        .executable(name: "fizz-demo", targets: ["FizzDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftwasm/WasmKit.git", .upToNextMinor(from: "0.4.2")),
    ],
    targets: [
        // Extern: `@_extern(c)` for the one checked allocation (Core/MemoryBudget.swift).
        .target(name: "Fizz", swiftSettings: [.enableExperimentalFeature("Extern")], linkerSettings: libm),
        .target(name: "FizzExports", dependencies: ["Fizz"], linkerSettings: libm),
        .target(name: "FizzScenario", dependencies: ["Fizz", "FizzExports"]),
        // The painters, pictures and parity verdicts: no WasmKit (fizz-demo links only this).
        .target(name: "FizzHarness", dependencies: ["FizzScenario", "FizzExports"]),
        // fizz.wasm run inside WasmKit, for `fizz demo`, `fizz replay --wasm` and the tests.
        .target(
            name: "FizzWasmKit",
            dependencies: [
                "FizzHarness", "FizzScenario",
                .product(name: "WasmKit", package: "WasmKit"),
            ]),
        .executableTarget(name: "FizzCLI", dependencies: ["FizzHarness", "FizzWasmKit"]),
        .executableTarget(name: "FizzDemo", dependencies: ["FizzHarness", "FizzScenario"]),
        .testTarget(name: "FizzTests", dependencies: ["Fizz"]),
        .testTarget(name: "FizzExportsTests", dependencies: ["FizzExports", "FizzHarness"]),
        .testTarget(name: "FizzHarnessTests", dependencies: ["FizzHarness", "FizzWasmKit"]),
    ],
    swiftLanguageModes: [.v6]
)
