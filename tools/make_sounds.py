"""Synthesise Hexbrawl's sound effects with numpy and write them as WAV files.

Every effect is built from a few small pieces (envelopes, filtered noise, FM and additive tones,
pitch sweeps, soft clipping), normalised to about -3 dBFS and written as 16-bit 44.1 kHz mono.
Each effect draws its randomness from a generator seeded by its own name, so the output is the
same bytes on every run. Usage: ``python tools/make_sounds.py [out_dir] [name ...]``.
"""

from __future__ import annotations

import sys
import wave
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.synth import (  # noqa: E402
    RATE,
    Rng,
    Signal,
    bell,
    clip,
    decay,
    echo,
    fm,
    mix,
    noise,
    note,
    osc,
    saw,
    shape,
    svf,
    sweep,
    thump,
    tick,
    times,
    voices,
    vowel,
)

PEAK = 10 ** (-3 / 20)  # -3 dBFS
DEFAULT_OUT = ROOT / "assets" / "sounds"

# --- the effects (each returns an unnormalised signal) --------------------------------------

def ui_click(rng: Rng) -> Signal:
    s = 0.05
    return osc(1900, s, (1, 0.3)) * decay(s, 0.008) + 0.4 * tick(rng, s, 4500, 0.003)


def ui_hover(rng: Rng) -> Signal:
    s = 0.06
    return osc(sweep(s, 1100, 1500), s) * shape(s, (0, 0), (0.01, 1), (s, 0))


def ui_confirm(rng: Rng) -> Signal:
    s = 0.2
    first = fm(1319, 2.0, 1.2 * decay(0.2, 0.03), 0.2) * decay(0.2, 0.05)
    second = fm(1976, 2.0, 1.2 * decay(0.14, 0.03), 0.14) * decay(0.14, 0.05)
    return mix(s, (0, first), (0.06, second))


def ui_error(rng: Rng) -> Signal:
    s = 0.26
    buzz = osc(sweep(0.1, 180, 150), 0.1, saw(20)) * shape(0.1, (0, 1), (0.08, 1), (0.1, 0))
    low = osc(sweep(0.12, 150, 110), 0.12, saw(20)) * shape(0.12, (0, 1), (0.1, 1), (0.12, 0))
    return svf(mix(s, (0, buzz), (0.13, low)), 1400)


def dice_roll(rng: Rng) -> Signal:
    s, parts, at = 0.7, [], 0.0
    while at < s - 0.06:
        hit = tick(rng, 0.05, rng.uniform(1800, 4200), 0.006, 6.0)
        hit += 0.6 * bell(rng.uniform(900, 1400), 0.05, 0.01, rng)
        parts.append((at, hit * rng.uniform(0.4, 1.0) * (1 - 0.6 * at / s)))
        at += rng.uniform(0.015, 0.03) + 0.09 * at
    rumble = svf(noise(rng, s), 500) * shape(s, (0, 0), (0.05, 0.5), (s, 0))
    return mix(s, *parts) + 0.3 * rumble


def dice_land(rng: Rng) -> Signal:
    s = 0.16
    knock = tick(rng, s, 2600, 0.008, 5.0) + 0.8 * thump(s, 260, 150, 0.015)
    bounce = 0.35 * tick(rng, 0.05, 3000, 0.004, 5.0)
    return mix(s, (0, knock), (0.075, bounce))


def plib_shot(rng: Rng) -> Signal:
    s = 0.18
    pew = osc(sweep(s, 1400, 220, 0.4), s, (1, 0.4, 0.2)) * decay(s, 0.03)
    crack = svf(noise(rng, s), 2500, 0.7, "high") * decay(s, 0.006)
    return clip(pew + crack, 2.0)


def claw_hit(rng: Rng) -> Signal:
    s = 0.26
    scrape = svf(noise(rng, s), sweep(s, 4000, 900), 3.0, "band") * decay(s, 0.05)
    return clip(1.5 * scrape + thump(s, 140, 60, 0.04) + 0.4 * bell(620, s, 0.05, rng), 2.0)


def gouge(rng: Rng) -> Signal:
    s = 0.36
    t = times(s)
    tear = svf(noise(rng, s), sweep(s, 2200, 700), 2.0, "band")
    tear *= (0.6 + 0.4 * np.sign(np.sin(2 * np.pi * 38 * t))) * decay(s, 0.09)
    meat = thump(s, 120, 45, 0.06) + 0.5 * svf(noise(rng, s), 400) * decay(s, 0.05)
    return clip(1.8 * tear + meat, 2.5)


def lock_bite(rng: Rng) -> Signal:
    s = 0.3
    clank = bell(480, 0.2, 0.05, rng) + tick(rng, 0.2, 3200, 0.01)
    crunch = svf(noise(rng, 0.2), 1200, 1.0, "band") * decay(0.2, 0.03)
    return clip(mix(s, (0, clank), (0.07, 1.3 * clank + crunch + thump(0.2, 160, 70, 0.03))), 2)


def acid_spray(rng: Rng) -> Signal:
    s = 0.9
    sputter = np.interp(times(s), np.linspace(0, s, 40), rng.uniform(0.5, 1.0, 40))
    hiss = svf(noise(rng, s), 4500, 0.8, "band") + 0.3 * svf(noise(rng, s), 1500, 2.0, "band")
    hiss *= sputter * shape(s, (0, 0), (0.04, 1), (0.6, 0.8), (s, 0))
    bubbles = [(rng.uniform(0, s - 0.1), osc(sweep(0.05, f, f * 1.8), 0.05) * decay(0.05, 0.01))
               for f in rng.uniform(300, 900, 22)]
    return hiss + 0.5 * mix(s, *bubbles) * shape(s, (0, 0.3), (s, 1))


def boom_launch(rng: Rng) -> Signal:
    s = 0.6
    whoosh = svf(noise(rng, s), sweep(s, 300, 3500, 0.6), 2.5, "band")
    whoosh *= shape(s, (0, 0), (0.05, 1), (0.3, 0.9), (s, 0))
    return clip(1.6 * whoosh + thump(s, 110, 50, 0.05) + 0.5 * tick(rng, s, 900, 0.01, 2), 2)


def explosion(rng: Rng) -> Signal:
    s = 1.6
    blast = svf(noise(rng, s), sweep(s, 5000, 150, 0.35), 0.9) * decay(s, 0.22, 0.003)
    body = thump(s, 75, 28, 0.25)
    crackle = mix(s, *[(rng.uniform(0.0, 0.7), tick(rng, 0.03, rng.uniform(1500, 5000), 0.004))
                       for _ in range(30)])
    sound = clip(2.2 * blast + 1.6 * body + 0.5 * crackle, 3.0)
    return echo(sound, ((0.09, 0.3), (0.17, 0.2), (0.29, 0.12)))


def bonespear(rng: Rng) -> Signal:
    s = 0.55
    twang = svf(osc(sweep(s, 140, 95), s, saw(30)), sweep(s, 3000, 300, 0.4), 2.0) * decay(s, 0.1)
    whoosh = svf(noise(rng, s), sweep(s, 2500, 500), 2.0, "band") * shape(s, (0, 0), (0.04, 1),
                                                                          (0.35, 0))
    return clip(1.2 * twang + whoosh + 1.5 * thump(s, 90, 40, 0.05), 2.5)


def ray_beam(rng: Rng) -> Signal:
    s = 0.8
    t = times(s)
    carrier = sweep(s, 900, 500, 0.5) * (1 + 0.03 * np.sin(2 * np.pi * 18 * t))
    beam = fm(carrier, 1.5, 2.5 + 1.5 * np.sin(2 * np.pi * 7 * t), s)
    return clip(beam * shape(s, (0, 0), (0.02, 1), (0.65, 0.8), (s, 0)), 1.1)


def onco_shot(rng: Rng) -> Signal:
    s = 0.4
    bloop = fm(sweep(s, 320, 110, 0.5), 0.5, 3.0 * decay(s, 0.08), s) * decay(s, 0.09)
    squelch = svf(noise(rng, s), sweep(s, 1500, 400), 6.0, "band") * decay(s, 0.05)
    return clip(bloop + 1.2 * squelch + 0.4 * tick(rng, s, 2000, 0.004), 2.0)


def shell_whistle(rng: Rng) -> Signal:
    s = 1.4
    t = times(s)
    pitch = sweep(s, 2300, 650, 1.3) * (1 + 0.006 * np.sin(2 * np.pi * 6 * t))
    whistle = osc(pitch, s, (1, 0.08))
    air = svf(noise(rng, s), pitch, 8.0, "band")
    return (whistle + 0.5 * air) * shape(s, (0, 0), (0.3, 0.4), (s - 0.05, 1), (s, 0))


def knockback_thud(rng: Rng) -> Signal:
    s = 0.4
    dirt = svf(noise(rng, s), 700) * decay(s, 0.05)
    return clip(2 * thump(s, 95, 38, 0.07) + dirt + 0.3 * bell(310, s, 0.06, rng), 2.5)


def footstep_heavy(rng: Rng) -> Signal:
    s = 0.36
    servo = svf(osc(sweep(0.12, 420, 620), 0.12, saw(10)), 1500) * shape(0.12, (0, 0), (0.03, 1),
                                                                         (0.12, 0))
    stomp = 2 * thump(0.3, 70, 35, 0.06) + 0.3 * bell(260, 0.3, 0.04, rng)
    return clip(mix(s, (0, 0.4 * servo), (0.06, stomp + svf(noise(rng, 0.3), 500) *
                                                decay(0.3, 0.03))), 2.0)


def devour_chomp(rng: Rng) -> Signal:
    s = 0.45
    bites = [(at, svf(noise(rng, 0.08), rng.uniform(700, 2200), 1.5, "band") * decay(0.08, 0.015))
             for at in (0.0, 0.05, 0.13, 0.17)]
    gulp = osc(sweep(0.15, 300, 130), 0.15) * shape(0.15, (0, 0), (0.03, 1), (0.15, 0))
    return clip(mix(s, *bites, (0.27, 0.8 * gulp), (0.0, thump(0.2, 130, 60, 0.03))), 2.0)


def puke(rng: Rng) -> Signal:
    s = 0.9
    wobble = np.interp(times(s), np.linspace(0, s, 14), rng.uniform(300, 1000, 14))
    gurgle = svf(noise(rng, s), wobble, 6.0, "band")
    blergh = vowel(osc(sweep(s, 190, 85), s, saw(25)), ((600, 1.0), (1000, 0.6)))
    env = shape(s, (0, 0), (0.08, 1), (0.6, 0.8), (s, 0))
    return clip((1.5 * gurgle + blergh) * env, 2.0)


def heal(rng: Rng) -> Signal:
    s = 0.85
    notes = [(i * 0.09, bell(f, s - i * 0.09, 0.18, rng)) for i, f in enumerate((523, 659, 784,
                                                                                1047))]
    sparkle = svf(noise(rng, s), 7000, 0.7, "high") * shape(s, (0, 0), (0.3, 0.15), (s, 0))
    return mix(s, *notes) + sparkle


def collapse(rng: Rng) -> Signal:
    s = 1.8
    whine = svf(osc(sweep(1.2, 420, 35, 0.7), 1.2, saw(20)), 1200) * shape(1.2, (0, 1), (1.2, 0))
    clanks = [(rng.uniform(0.4, 1.2), bell(rng.uniform(200, 500), 0.4, 0.05, rng))
              for _ in range(4)]
    crash = svf(noise(rng, 0.8), sweep(0.8, 3000, 200), 0.8) * decay(0.8, 0.12)
    sound = mix(s, (0, 0.5 * whine), *clanks, (1.0, 1.8 * crash), (1.0, 2 * thump(0.8, 80, 30,
                                                                                    0.15)))
    return echo(clip(sound, 2.5), ((0.11, 0.25), (0.23, 0.12)))


def crowd_cheer(rng: Rng) -> Signal:
    s = 2.2
    contour = shape(s, (0, 0.9), (0.5, 1.15), (s, 1.05))
    yeah = vowel(voices(rng, s, 26, (140, 330), contour), ((750, 1.0), (1200, 0.6), (2600, 0.2)))
    roar = svf(noise(rng, s), 1400, 0.6)
    claps = mix(s, *[(rng.uniform(0.1, s - 0.1), tick(rng, 0.04, rng.uniform(1500, 3000), 0.004,
                                                       2.0)) for _ in range(60)])
    whistle = osc(sweep(0.5, 1800, 2600, 0.5), 0.5) * shape(0.5, (0, 0), (0.1, 1), (0.5, 0))
    swell = shape(s, (0, 0), (0.25, 1), (1.4, 0.9), (s, 0))
    return (yeah + 0.6 * roar + 0.35 * claps + mix(s, (0.5, 0.25 * whistle))) * swell


def crowd_gasp(rng: Rng) -> Signal:
    s = 1.0
    contour = shape(s, (0, 1.1), (s, 0.8))
    ohh = vowel(voices(rng, s, 18, (150, 300), contour), ((480, 1.0), (850, 0.5)))
    breath = svf(noise(rng, s), 900, 1.2, "band")
    return (0.7 * ohh + 1.2 * breath) * shape(s, (0, 0), (0.12, 1), (0.45, 0.6), (s, 0))


def grandstand_fanfare(rng: Rng) -> Signal:
    s = 1.6
    line = ((0.0, 392, 0.14), (0.16, 392, 0.14), (0.32, 523, 0.14), (0.48, 784, 1.1))
    horns = [(at, note(f, d, vibrato=0.008) + 0.6 * note(f * 1.5, d)) for at, f, d in line]
    return clip(mix(s, *horns), 1.5)


def victory(rng: Rng) -> Signal:
    s = 2.5
    run = [(i * 0.13, note(f, 0.13)) for i, f in enumerate((262, 330, 392, 523))]
    chord = sum(note(f, 1.6, 10, 0.01) for f in (262, 330, 392, 523)) / 2
    drum = thump(1.0, 110, 60, 0.12) + 0.4 * svf(noise(rng, 1.0), 600) * decay(1.0, 0.08)
    sound = mix(s, *run, (0.55, chord), (0.55, 1.5 * drum))
    return echo(clip(sound, 1.5), ((0.13, 0.2), (0.27, 0.1)))


def match_start(rng: Rng) -> Signal:
    s = 1.45
    beep = osc(880, 0.1, (1, 0.3)) * shape(0.1, (0, 0), (0.005, 1), (0.09, 1), (0.1, 0))
    horn = note(440, 0.7, 12, 0.01) + note(554, 0.7, 12) + note(659, 0.7, 12)
    return clip(mix(s, (0, beep), (0.25, beep), (0.5, beep), (0.75, horn),
                    (0.75, 2 * thump(0.6, 90, 40, 0.1))), 1.5)


def grab_click(rng: Rng) -> Signal:
    s = 0.12
    snap = tick(rng, s, 3400, 0.004, 6.0) + 0.6 * bell(1500, s, 0.012, rng)
    return snap + 0.5 * thump(s, 320, 180, 0.01)


def countdown_beep(rng: Rng) -> Signal:
    s = 0.18
    return osc(660, s, (1, 0.25, 0.1)) * shape(s, (0, 0), (0.005, 1), (0.12, 0.8), (s, 0))


def grab_go(rng: Rng) -> Signal:
    s = 0.45
    high = osc(1320, 0.35, (1, 0.3, 0.15)) * shape(0.35, (0, 0), (0.005, 1), (0.25, 0.7),
                                                      (0.35, 0))
    return clip(mix(s, (0, high), (0, 0.6 * thump(0.3, 180, 90, 0.05))), 1.3)


def card_swish(rng: Rng) -> Signal:
    # Paper sliding over felt: band-passed noise whose centre falls, then a soft tap as the
    # card comes to rest.
    s = 0.32
    slide = svf(noise(rng, s), sweep(s, 3000, 1100), 1.2, "band")
    slide = slide * shape(s, (0, 0), (0.04, 1), (0.22, 0.6), (s, 0))
    return mix(s, (0, slide), (0.24, 0.35 * tick(rng, 0.08, 900, 0.01)))


SOUNDS: dict[str, Callable[[Rng], Signal]] = {
    fn.__name__: fn
    for fn in (ui_click, ui_hover, ui_confirm, ui_error, dice_roll, dice_land, plib_shot,
               claw_hit, gouge, lock_bite, acid_spray, boom_launch, explosion, bonespear, ray_beam,
               onco_shot, shell_whistle, knockback_thud, footstep_heavy, devour_chomp, puke, heal,
               collapse, crowd_cheer, crowd_gasp, grandstand_fanfare, victory, match_start,
               grab_click, countdown_beep, grab_go, card_swish)
}


# --- output ---------------------------------------------------------------------------------

def render(name: str) -> Signal:
    """Synthesise one effect: seeded by its name, edges faded, peak at -3 dBFS."""
    rng = np.random.default_rng(zlib.crc32(name.encode("utf-8")))
    signal = np.asarray(SOUNDS[name](rng), dtype=float)
    fade = min(len(signal) // 4, round(0.004 * RATE))
    ramp = np.linspace(0.0, 1.0, fade)
    signal[:fade] *= ramp
    signal[len(signal) - fade :] *= ramp[::-1]
    return signal * (PEAK / np.max(np.abs(signal)))


def write_wav(path: Path, signal: Signal) -> None:
    """Write a mono float signal in [-1, 1] as a 16-bit 44.1 kHz WAV file."""
    samples = np.round(np.clip(signal, -1.0, 1.0) * 32767).astype("<i2")
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


def main(out_dir: Path | str | None = None, names: Iterable[str] | None = None) -> list[Path]:
    """Write the named effects (all by default) into out_dir; return the files written."""
    folder = Path(out_dir) if out_dir is not None else DEFAULT_OUT
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in names if names is not None else SOUNDS:
        path = folder / f"{name}.wav"
        write_wav(path, render(name))
        written.append(path)
    return written


if __name__ == "__main__":
    args = sys.argv[1:]
    for written_path in main(args[0] if args else None, args[1:] or None):
        print(written_path)
