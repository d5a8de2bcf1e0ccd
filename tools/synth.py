"""Sound synthesis building blocks for tools/make_sounds.py: envelopes, oscillators, FM and
bell tones, filtered noise, soft clipping, echoes and mixing, all as numpy arrays at ``RATE``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

RATE = 44_100

Signal = np.ndarray
Rng = np.random.Generator


# --- building blocks ------------------------------------------------------------------------

def times(seconds: float) -> Signal:
    """Sample times (s) for a buffer of the given length."""
    return np.arange(round(seconds * RATE)) / RATE


def shape(seconds: float, *points: tuple[float, float]) -> Signal:
    """A piecewise-linear curve through (time, value) points, held flat past the ends."""
    at, value = zip(*points, strict=True)
    return np.interp(times(seconds), at, value)


def decay(seconds: float, half_life: float, attack: float = 0.002) -> Signal:
    """A percussive envelope: a short linear attack, then exponential decay."""
    t = times(seconds)
    return np.minimum(t / attack, 1.0) * 0.5 ** (t / half_life)


def sweep(seconds: float, start: float, end: float, power: float = 1.0) -> Signal:
    """A frequency curve gliding exponentially from start to end Hz (power bends the timing)."""
    progress = (times(seconds) / seconds) ** power
    return start * (end / start) ** progress


def osc(freq: Signal | float, seconds: float, harmonics: Sequence[float] = (1.0,)) -> Signal:
    """An additive oscillator: partial k has amplitude harmonics[k-1]; freq may glide."""
    freq = np.broadcast_to(np.asarray(freq, dtype=float), times(seconds).shape)
    phase = 2 * np.pi * np.cumsum(freq) / RATE
    return sum(amp * np.sin(k * phase) for k, amp in enumerate(harmonics, 1) if amp)


def saw(count: int) -> list[float]:
    """Band-limited sawtooth partial amplitudes."""
    return [1 / k for k in range(1, count + 1)]


def fm(carrier: Signal | float, ratio: float, index: Signal | float, seconds: float) -> Signal:
    """Two-operator FM: a sine carrier phase-modulated by a sine at carrier * ratio."""
    carrier = np.broadcast_to(np.asarray(carrier, dtype=float), times(seconds).shape)
    phase = 2 * np.pi * np.cumsum(carrier) / RATE
    return np.sin(phase + index * np.sin(ratio * phase))


def bell(freq: float, seconds: float, half_life: float, rng: Rng | None = None) -> Signal:
    """A struck metal tone from inharmonic partials, higher partials dying faster."""
    ratios = (1.0, 2.76, 5.40, 8.93)
    out = np.zeros_like(times(seconds))
    for n, ratio in enumerate(ratios):
        detune = 1.0 + (rng.uniform(-0.01, 0.01) if rng is not None else 0.0)
        out += osc(freq * ratio * detune, seconds) * decay(seconds, half_life / (1 + n)) / (1 + n)
    return out


def noise(rng: Rng, seconds: float) -> Signal:
    """White noise."""
    return rng.uniform(-1.0, 1.0, len(times(seconds)))


def svf(signal: Signal, cutoff: Signal | float, q: float = 0.7, mode: str = "low") -> Signal:
    """A (time-varying) state-variable filter; mode is low, band or high."""
    cut = np.broadcast_to(np.asarray(cutoff, dtype=float), signal.shape)
    g = np.tan(np.pi * np.clip(cut, 20.0, RATE * 0.45) / RATE).tolist()
    k = 1.0 / q
    ic1 = ic2 = 0.0
    low, band = [0.0] * len(signal), [0.0] * len(signal)
    for i, x in enumerate(signal.tolist()):
        gi = g[i]
        a1 = 1.0 / (1.0 + gi * (gi + k))
        v1 = a1 * (ic1 + gi * (x - ic2))
        v2 = ic2 + gi * v1
        ic1, ic2 = 2.0 * v1 - ic1, 2.0 * v2 - ic2
        low[i], band[i] = v2, v1
    lows, bands = np.array(low), np.array(band)
    if mode == "low":
        return lows
    if mode == "band":
        return bands * k
    return signal - k * bands - lows


def clip(signal: Signal, drive: float) -> Signal:
    """Soft clipping: tanh saturation that keeps unity gain for quiet parts."""
    return np.tanh(drive * signal) / drive


def echo(signal: Signal, delays: Iterable[tuple[float, float]]) -> Signal:
    """Add delayed, scaled copies (delay s, gain) for a cheap sense of a big room."""
    out = signal.copy()
    for delay_s, gain in delays:
        shift = round(delay_s * RATE)
        if shift < len(signal):
            out[shift:] += gain * signal[: len(signal) - shift]
    return out


def mix(seconds: float, *parts: tuple[float, Signal]) -> Signal:
    """Lay (start time, signal) parts onto one silent buffer, cutting at its end."""
    out = np.zeros_like(times(seconds))
    for start, part in parts:
        begin = round(start * RATE)
        piece = part[: max(0, len(out) - begin)]
        out[begin : begin + len(piece)] += piece
    return out


def thump(seconds: float, start: float, end: float, half_life: float) -> Signal:
    """A low body hit: a sine dropping in pitch under a percussive envelope."""
    return osc(sweep(seconds, start, end, 0.5), seconds) * decay(seconds, half_life)


def tick(rng: Rng, seconds: float, centre: float, half_life: float, q: float = 4.0) -> Signal:
    """A short knock: a noise burst rung through a resonant band-pass."""
    return svf(noise(rng, seconds), centre, q, "band") * decay(seconds, half_life, 0.0005)


def note(freq: float, seconds: float, brightness: int = 8, vibrato: float = 0.0) -> Signal:
    """A brassy note: harmonics open up as the note swells, with optional late vibrato."""
    t = times(seconds)
    env = np.interp(t, (0, 0.03, 0.09, seconds - 0.06, seconds), (0, 1, 0.75, 0.65, 0))
    wobble = 1 + vibrato * np.minimum(t / 0.4, 1) * np.sin(2 * np.pi * 5.5 * t)
    phase = 2 * np.pi * np.cumsum(freq * wobble) / RATE
    tone = sum(np.sin(k * phase) * env ** (1 + 0.45 * k) / k for k in range(1, brightness + 1))
    return tone * env


def voices(rng: Rng, seconds: float, count: int, pitch: tuple[float, float],
           contour: Signal) -> Signal:
    """A crowd of buzzy voices, each with its own pitch, onset and length, following contour."""
    out = np.zeros_like(times(seconds))
    for _ in range(count):
        base = rng.uniform(*pitch)
        drift = rng.uniform(-0.03, 0.03, 12)
        jitter = 1 + np.interp(times(seconds), np.linspace(0, seconds, 12), drift)
        start, length = rng.uniform(0, seconds * 0.3), rng.uniform(0.4, 1.0) * seconds
        gate = shape(seconds, (start, 0), (start + 0.08, 1), (start + length, 0.6),
                     (start + length + 0.15, 0))
        out += osc(base * contour * jitter, seconds, saw(12)) * gate * rng.uniform(0.5, 1)
    return out


def vowel(signal: Signal, formants: Sequence[tuple[float, float]]) -> Signal:
    """Shape a buzzy source into a vowel by summing resonant bands (frequency, gain)."""
    return sum(gain * svf(signal, freq, 5.0, "band") for freq, gain in formants)
