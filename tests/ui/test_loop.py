"""The fixed-timestep accumulator, driven by a simulated clock."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.loop import MAX_FRAME_NS, NS_PER_SECOND, FixedStep


class ScriptedClock:
    """Returns the given timestamps one per call."""

    def __init__(self, stamps: list[int]) -> None:
        self.stamps = iter(stamps)

    def __call__(self) -> int:
        return next(self.stamps)


def run_frames(frame_ns: list[int], rate: int = 60) -> tuple[int, FixedStep]:
    """Feed frames of the given lengths; return the total updates and the stepper."""
    stamps = [0]
    for length in frame_ns:
        stamps.append(stamps[-1] + length)
    step = FixedStep(ScriptedClock(stamps), rate=rate)
    total = sum(step.advance() for _ in stamps)
    return total, step


def test_first_frame_runs_no_update():
    # given a fresh stepper, when it reads the clock the first time, then nothing is due
    step = FixedStep(ScriptedClock([5_000_000_000]))
    assert step.advance() == 0


def test_one_second_of_uneven_frames_is_exactly_sixty_updates():
    # given frames of 7 ms, 13 ms and 20 ms adding up to exactly one second
    frames = [7_000_000, 13_000_000, 20_000_000] * 25
    assert sum(frames) == NS_PER_SECOND
    # when they are fed through, then exactly 60 updates ran and nothing is left over
    total, step = run_frames(frames)
    assert total == 60
    assert step.alpha == 0


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=MAX_FRAME_NS), min_size=1, max_size=80))
def test_updates_match_elapsed_time_for_any_frame_split(frames):
    # given any frames no longer than the clamp, when fed through
    total, step = run_frames(frames)
    # then the update count is elapsed time * 60, rounded down, and alpha is the remainder
    elapsed = sum(frames)
    assert total == elapsed * 60 // NS_PER_SECOND
    assert step.alpha == (elapsed * 60 % NS_PER_SECOND) / NS_PER_SECOND
    assert 0 <= step.alpha < 1


def test_a_long_frame_is_clamped_to_a_quarter_second():
    # given one frame that took three seconds (a breakpoint, a dragged window)
    total, _ = run_frames([3 * NS_PER_SECOND])
    # then it counts as 250 ms: 15 updates, not 180
    assert total == MAX_FRAME_NS * 60 // NS_PER_SECOND == 15


def test_a_clock_going_backwards_runs_nothing():
    total, _ = run_frames([-5_000_000])
    assert total == 0


def test_reset_forgets_the_last_frame():
    # given a stepper that has seen a frame, when reset, then the next read starts afresh
    step = FixedStep(ScriptedClock([0, 10 * NS_PER_SECOND, 20 * NS_PER_SECOND]))
    step.advance()
    step.reset()
    assert step.advance() == 0
    assert step.advance() == 15
