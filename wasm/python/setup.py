"""Bundles the engine into the package at build time.

`pip install ./wasm/python` builds in place, so ../fizz.wasm (made by tools/build-wasm), its
SIMD twin ../fizz-simd.wasm (tools/build-wasm --simd), the per-product modules ../fizz-<product>.wasm and ../fizz.h sit next to this file's folder: they
are copied into the built package, and `fizz.load()` (or `fizz.load(product=…)`) then needs no path. Without a built module the package still installs, and
load() takes a path or $FIZZ_WASM instead.
"""
import importlib.util
import os
import shutil
import sys

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = os.path.dirname(os.path.abspath(__file__))


def products():
    """The products of fizz.h's @kind lines (each has a module fizz-<product>.wasm; not
    fizz-replay.wasm, the WASI command), read by the package's own header reader."""
    header = os.path.join(HERE, "..", "fizz.h")
    if not os.path.isfile(header):
        return []
    spec = importlib.util.spec_from_file_location("fizz_header", os.path.join(HERE, "src", "fizz", "header.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules["fizz_header"] = module      # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    with open(header, encoding="utf-8") as f:
        return list(dict.fromkeys(k.product for k in module.parse_kinds(f.read())))


class BuildWithEngine(build_py):
    def run(self):
        super().run()
        target = os.path.join(self.build_lib, "fizz")
        for name in ("fizz.wasm", "fizz.h", "fizz-simd.wasm", *(f"fizz-{p}.wasm" for p in products())):
            source = os.path.join(HERE, "..", name)
            if os.path.isfile(source):
                os.makedirs(target, exist_ok=True)
                shutil.copyfile(source, os.path.join(target, name))


setup(cmdclass={"build_py": BuildWithEngine})
