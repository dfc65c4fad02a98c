// The native Fizz library inside node, for the paired ratios of wasm-node.mjs and
// carousel-node.mjs: node-native.c (a Node-API addon over the library) compiled for this run,
// loaded, and pointed at `library` (libFizzExports.so). Throws without a C compiler, node's
// headers or the library; the runners then go on unpaired.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export function loadNative(library) {
  const here = dirname(fileURLToPath(import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), "fizz-native-"));
  try {
    const addon = join(dir, "fizz-native.node");
    execFileSync("cc", ["-O2", "-shared", "-fPIC", "-I/usr/include/node", "-I" + join(here, "..", "..", "wasm"),
                        join(here, "node-native.c"), "-o", addon, "-ldl"], { stdio: "inherit" });
    const module = { exports: {} };
    process.dlopen(module, addon);
    module.exports.open(library);
    return module.exports;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
