"""Bundles the engine into the package at build time.

`pip install ./wasm/python` builds in place, so ../fizz.wasm (made by tools/build-wasm), the
per-product modules ../fizz-<product>.wasm and ../fizz.h sit next to this file's folder: they
are copied into the built package, and `fizz.load()` (or `fizz.load(product=…)`) then needs no path. Without a built module the package still installs, and
load() takes a path or $FIZZ_WASM instead.
"""
import os
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = os.path.dirname(os.path.abspath(__file__))


class BuildWithEngine(build_py):
    def run(self):
        super().run()
        target = os.path.join(self.build_lib, "fizz")
        products = sorted(n for n in os.listdir(os.path.join(HERE, "..")) if n.startswith("fizz-") and n.endswith(".wasm"))
        for name in ("fizz.wasm", "fizz.h", *products):
            source = os.path.join(HERE, "..", name)
            if os.path.isfile(source):
                os.makedirs(target, exist_ok=True)
                shutil.copyfile(source, os.path.join(target, name))


setup(cmdclass={"build_py": BuildWithEngine})
