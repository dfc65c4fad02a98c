"""`python -m fizz replay [--quiet] [--wasm PATH] [--header PATH] FILE…`: replays scenarios on
fizz.wasm in wasmtime and prints `frame N HEX` lines and the summary, like `fizz replay`."""
import argparse
import sys

from . import Fizz, header_path, module_path, parse_header, parse_scenario, replay
import wasmtime


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m fizz")
    sub = ap.add_subparsers(dest="command", required=True)
    r = sub.add_parser("replay", help="replay scenario files")
    r.add_argument("--quiet", action="store_true")
    r.add_argument("--wasm")
    r.add_argument("--header")
    r.add_argument("files", nargs="+")
    a = ap.parse_args(argv)
    with open(header_path(a.header), encoding="utf-8") as f:
        api = parse_header(f.read())
    engine = wasmtime.Engine()
    module = wasmtime.Module.from_file(engine, module_path(a.wasm))
    status = 0
    for path in a.files:
        try:
            with open(path, encoding="utf-8") as f:
                scenario = parse_scenario(f.read(), api)
            fizz = Fizz(module, engine)           # a fresh instance per scenario
            out = []
            on_frame = None if a.quiet else (lambda i, h, *_: out.append(f"frame {i + 1} {h:016x}"))
            trace = replay(scenario, fizz.replay_call, fizz.read, on_frame)
            out.append(f"summary {trace.summary}")
            print("\n".join(out))
        except Exception as e:  # report and go on with the next file
            print(f"{path}: {e}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
