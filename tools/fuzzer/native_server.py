"""The native library's side of the fuzzer: loads libFizzExports, then for every sequence
forks a worker from this pristine state (a fresh library, as a fresh wasm instance is). The
worker performs calls sent on stdin and answers on stdout; when it crashes this server says
how it died. Usage: native_server.py LIBFIZZEXPORTS.so
"""
import os
import resource
import signal
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import backends  # noqa: E402
import catalogue  # noqa: E402
import observe  # noqa: E402


def work(lib, cat, inp, out):
    while True:
        m = backends.receive(inp)
        if m[0] == "end":
            os._exit(0)
        _, name, args, tracked = m
        backends.send(out, ("obs", observe.perform(lib, cat, cat.api[name], args, tracked)))


def main():
    cat = catalogue.load()
    lib = backends.NativeLibrary(sys.argv[1], cat)
    inp, out = sys.stdin.fileno(), sys.stdout.fileno()
    while True:
        try:
            m = backends.receive(inp)
        except EOFError:
            return
        if m[0] != "begin":
            continue
        pid = os.fork()
        if pid == 0:
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            # A runaway allocation fails in the worker (a crash the fuzzer reports) instead
            # of exhausting the machine.
            if not os.environ.get("FIZZ_FUZZ_ASAN"):
                resource.setrlimit(resource.RLIMIT_AS, (backends.NATIVE_ADDRESS_SPACE,) * 2)
            backends.send(out, ("worker", os.getpid()))
            work(lib, cat, inp, out)
        _, status = os.waitpid(pid, 0)
        if os.WIFSIGNALED(status):
            how = f"signal {signal.Signals(os.WTERMSIG(status)).name}"
        else:
            how = f"exit status {os.WEXITSTATUS(status)}"
        backends.send(out, ("died", how))


if __name__ == "__main__":
    main()
