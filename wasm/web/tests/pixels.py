"""Reading what a page draws, for tests: a screenshot of the viewport (or of a CSS-px region of
it) as a numpy array of RGB pixels, and the questions a test asks of it: how much of a rect is
drawn in colour C, how many pixels differ between two shots.

The screenshot is Chromium's PNG (Selenium); it is decoded by the browser itself
(createImageBitmap into an OffscreenCanvas, no DOM touched) because the test machine has no
PNG library, and only the region asked for comes back. Regions are CSS px of the viewport,
pixels are device pixels (a 390 × 844 viewport at ratio 3 is 1170 × 2532)."""
import base64
import re

import numpy as np

_DECODE = """
const [png, clip, done] = arguments;
(async () => {
  const blob = await (await fetch('data:image/png;base64,' + png)).blob();
  const bmp = await createImageBitmap(blob);
  const scale = bmp.width / window.innerWidth;
  let [x, y, w, h] = clip ?? [0, 0, window.innerWidth, window.innerHeight];
  x = Math.max(0, Math.round(x * scale)); y = Math.max(0, Math.round(y * scale));
  w = Math.min(bmp.width - x, Math.round(w * scale)); h = Math.min(bmp.height - y, Math.round(h * scale));
  if (w <= 0 || h <= 0) return done({ error: 'the region is outside the viewport' });
  const c = new OffscreenCanvas(w, h);
  const g = c.getContext('2d');
  g.drawImage(bmp, -x, -y);
  const rgba = g.getImageData(0, 0, w, h).data;
  let s = '';
  for (let i = 0; i < rgba.length; i += 0x8000) s += String.fromCharCode.apply(null, rgba.subarray(i, i + 0x8000));
  done({ w, h, scale, data: btoa(s) });
})().catch((e) => done({ error: String(e) }));
"""


def rect_of(driver, target):
    """The CSS-px viewport rect {left, top, width, height} of a CSS selector or WebElement."""
    if isinstance(target, str):
        r = driver.execute_script("const e = document.querySelector(arguments[0]); return e && e.getBoundingClientRect().toJSON();", target)
        assert r is not None, f"no element matches {target}"
        return r
    return driver.execute_script("return arguments[0].getBoundingClientRect().toJSON();", target)


def grab(driver, region=None):
    """The viewport as drawn now, or `region` of it (a rect dict with left/top/width/height in
    CSS px, a selector or an element): (pixels H×W×3 uint8, device px per CSS px)."""
    if region is not None and not isinstance(region, dict):
        region = rect_of(driver, region)
    clip = None if region is None else [region["left"], region["top"], region["width"], region["height"]]
    driver.set_script_timeout(30)
    out = driver.execute_async_script(_DECODE, driver.get_screenshot_as_base64(), clip)
    assert "error" not in out, out.get("error")
    rgba = np.frombuffer(base64.b64decode(out["data"]), dtype=np.uint8).reshape(out["h"], out["w"], 4)
    return rgba[:, :, :3].copy(), out["scale"]


def colour(css):
    """'#rgb', '#rrggbb' or 'rgb(r, g, b)' / 'rgba(…)' → (r, g, b)."""
    css = css.strip()
    if css.startswith("#"):
        h = css[1:]
        if len(h) == 3:
            h = "".join(c * 2 for c in h)
        return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))
    m = re.match(r"rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)", css)
    assert m, f"not a colour: {css}"
    return tuple(round(float(v)) for v in m.groups())


def matches(pixels, rgb, tolerance=24):
    """A boolean H×W mask: the pixels within `tolerance` (per channel) of colour `rgb`."""
    return (np.abs(pixels.astype(np.int16) - np.array(colour(rgb) if isinstance(rgb, str) else rgb, dtype=np.int16)) <= tolerance).all(axis=2)


def fraction(pixels, rgb, tolerance=24):
    """How much of `pixels` (0…1) is drawn in colour `rgb`."""
    return float(matches(pixels, rgb, tolerance).mean()) if pixels.size else 0.0


def drawn(driver, region, rgb, tolerance=24, shot=None):
    """How much of `region` (rect, selector or element) is drawn in `rgb` (0…1). `shot`: a
    (pixels, scale) of the whole viewport from grab(), to ask many questions of one picture."""
    if region is not None and not isinstance(region, dict):
        region = rect_of(driver, region)
    if shot is None:
        pixels, _ = grab(driver, region)
    else:
        full, s = shot
        x0, y0 = max(0, round(region["left"] * s)), max(0, round(region["top"] * s))
        pixels = full[y0:round((region["top"] + region["height"]) * s), x0:round((region["left"] + region["width"]) * s)]
    return fraction(pixels, rgb, tolerance)


def assert_drawn(driver, region, rgb, at_least=0.5, tolerance=24, what=None, shot=None):
    """Fails unless at least `at_least` of `region` is drawn in `rgb`."""
    f = drawn(driver, region, rgb, tolerance, shot)
    assert f >= at_least, f"{what or region}: {f:.0%} drawn in {rgb}, expected at least {at_least:.0%}"
    return f


def changed(a, b, tolerance=8):
    """The fraction of pixels (0…1) that differ by more than `tolerance` in some channel between
    two grabs of the same region (the shapes must agree)."""
    assert a.shape == b.shape, f"shots of different sizes: {a.shape} vs {b.shape}"
    return float((np.abs(a.astype(np.int16) - b.astype(np.int16)) > tolerance).any(axis=2).mean())


def colours(pixels, at_least=0.01, quantum=16):
    """The colours covering at least `at_least` of `pixels`, quantized to `quantum`, most first:
    [((r, g, b), fraction)]."""
    q = (pixels // quantum).reshape(-1, 3).astype(np.int32)
    keys = q[:, 0] * 65536 + q[:, 1] * 256 + q[:, 2]
    values, counts = np.unique(keys, return_counts=True)
    order = np.argsort(-counts)
    out = []
    for k, n in zip(values[order], counts[order]):
        f = n / len(keys)
        if f < at_least:
            break
        out.append(((int(k // 65536) * quantum, int(k // 256 % 256) * quantum, int(k % 256) * quantum), float(f)))
    return out
