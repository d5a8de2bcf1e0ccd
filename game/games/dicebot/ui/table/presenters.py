"""How long each Dice Bot event is shown, its sound, and when the table changes.

Every event type of the rules core is listed: the battle's are animated by ``effects.py``;
the set-up and scavenge ones are explicitly not (the scavenge screen shows grabs live, and
the table shows each grabbed die on its robot's sheet at once).
"""

from __future__ import annotations

from game.core.events import Event
from game.games.dicebot.rules.battle_events import (
    AbilityPassed,
    AbilityUsed,
    AttackDodged,
    AttackJammed,
    AttackResolved,
    CardChosen,
    CardsDiscarded,
    CardsDrawn,
    CardsRevealed,
    GameEnded,
    HeadScrapped,
    MedalAwarded,
    MeleeEnded,
    Overheated,
    PaymentMade,
    PaymentRefused,
    RobotDestroyed,
    RoundBegan,
    RoundEnded,
    SuddenDeathBegan,
)
from game.games.dicebot.rules.events import (
    CardsDealt,
    DeckShuffled,
    DieGrabbed,
    JunkyardRolled,
    MeleeBegan,
    PlayerReady,
    ScavengeEnded,
)
from game.ui.anim import Presenter, PresenterTable

ANIMATED: dict[type[Event], Presenter] = {
    MeleeBegan: Presenter(0.9),
    RoundBegan: Presenter(0.6),
    CardChosen: Presenter(0.25),
    CardsRevealed: Presenter(0.9),
    AbilityUsed: Presenter(0.8),
    AbilityPassed: Presenter(0.3),
    CardsDrawn: Presenter(0.4),
    CardsDiscarded: Presenter(0.4),
    PaymentMade: Presenter(0.6),
    PaymentRefused: Presenter(0.8),
    AttackResolved: Presenter(0.9),
    AttackDodged: Presenter(0.8),
    HeadScrapped: Presenter(0.7),
    AttackJammed: Presenter(0.6),
    Overheated: Presenter(0.6),
    RoundEnded: Presenter(0.7),
    RobotDestroyed: Presenter(1.0),
    MeleeEnded: Presenter(1.1),
    MedalAwarded: Presenter(0.8),
    SuddenDeathBegan: Presenter(1.6),
    GameEnded: Presenter(1.6),
}
"""Events the table animates, by class."""

SILENT = frozenset({DeckShuffled, CardsDealt, PlayerReady, JunkyardRolled,
                    DieGrabbed, ScavengeEnded})
"""Events shown by their log line and the board only (explicitly not animated here)."""

SOUNDS = {MeleeBegan: "match_start", JunkyardRolled: "dice_roll", DieGrabbed: "dice_land",
          CardsRevealed: "ui_confirm", AbilityUsed: "lock_bite", PaymentMade: "dice_land",
          PaymentRefused: "ui_error", AttackResolved: "claw_hit",
          AttackDodged: "shell_whistle", HeadScrapped: "gouge",
          AttackJammed: "knockback_thud", Overheated: "acid_spray",
          RobotDestroyed: "explosion", MedalAwarded: "crowd_cheer",
          SuddenDeathBegan: "crowd_gasp", GameEnded: "victory",
          CardsDealt: "card_swish", CardsDrawn: "card_swish",
          CardsDiscarded: "card_swish", RoundEnded: "card_swish"}
"""Rules event class -> sound effect (the shared sound set in assets/sounds)."""


_TABLE = PresenterTable(ANIMATED, SILENT)
presenter = _TABLE.presenter
presents = _TABLE.presents


def sound_for(event: Event) -> str | None:
    """The sound ``event`` plays (None: silent)."""
    return SOUNDS.get(type(event))
