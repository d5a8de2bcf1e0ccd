"""How the scavenge's events are shown and heard.

The junkyard roll is the countdown: in real time its animation lasts ``COUNTDOWN`` seconds
(3, 2, 1) on the wall clock, so the 2x/4x animation speed does not shorten it and Tab does
not skip it (everybody gets the same warning), and since the battle flow opens no prompt and
runs no AI reaction time while an event animates, nobody can grab before "Grab!". Grabs
take no time of their own (the painter flies each die to its sheet meanwhile), so a fast
hand is never held up by another's animation.
"""

from __future__ import annotations

from game.core.events import Event
from game.games.dicebot.rules.events import DieGrabbed, JunkyardRolled, ScavengeEnded
from game.ui.anim import NO_ANIMATION, Presenter

COUNTDOWN = 3.0
"""Seconds of 3-2-1 before a real-time grab opens."""
SNAKE_ROLL = 0.8
"""Seconds the dice tumble before a snake draft's first pick."""
BUILT = 1.2
"""Seconds the finished sheets stay up before the battle."""
SOUNDS = {JunkyardRolled: "dice_roll", DieGrabbed: "grab_click",
          ScavengeEnded: "match_start"}


def presenter(event: Event) -> Presenter:
    """The countdown, the finished-sheets pause, or nothing."""
    if isinstance(event, JunkyardRolled):
        if getattr(event, "snake", False):
            return Presenter(SNAKE_ROLL)
        return Presenter(COUNTDOWN, on_wall_clock=True)
    if isinstance(event, ScavengeEnded):
        return Presenter(BUILT)
    return NO_ANIMATION


def sound_for(event: Event) -> str | None:
    """The roll, each grab's click and the start of the battle."""
    return SOUNDS.get(type(event))
