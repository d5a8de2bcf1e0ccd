"""Every event type of the Dice Bot ruleset has a presenter (an animation or the explicit
none) and, if it makes a sound, one the shared sound set has."""

from __future__ import annotations

import pytest

from game.games.dicebot.ui import table
from game.games.dicebot.ui.table import presenters
from game.ui.anim import NO_ANIMATION
from game.ui.audio import SOUND_NAMES
from tests.ui.test_game_ui_contract import ruleset_event_types

TYPES = ruleset_event_types("dicebot")
BY_NAME = {t.__name__: t for t in TYPES}


def test_every_event_type_is_presented():
    assert len(TYPES) >= 25
    assert [t.__name__ for t in TYPES if not table.presents(t)] == []


def test_no_presenter_is_kept_for_an_event_the_ruleset_lacks():
    assert set(presenters.ANIMATED) | presenters.SILENT == set(TYPES)


@pytest.mark.parametrize("name", ["CardsRevealed", "AttackResolved", "AttackDodged",
                                  "PaymentMade", "AbilityUsed", "RobotDestroyed",
                                  "MedalAwarded", "SuddenDeathBegan", "GameEnded",
                                  "RoundEnded"])
def test_the_battle_moments_are_animated(name):
    assert presenters.ANIMATED[BY_NAME[name]].duration > 0


def test_scavenge_events_are_explicitly_not_animated_here():
    for name in ("JunkyardRolled", "DieGrabbed", "PlayerReady", "ScavengeEnded"):
        assert BY_NAME[name] in presenters.SILENT


def test_an_unknown_event_has_no_presenter():
    class Invented:
        pass

    with pytest.raises(KeyError):
        table.presenter(Invented())  # type: ignore[arg-type]
    assert not table.presents(Invented)


def test_sounds_are_in_the_shared_set():
    assert set(presenters.SOUNDS.values()) <= set(SOUND_NAMES)
    assert set(presenters.SOUNDS) <= set(TYPES)


def test_silent_events_take_no_time():
    silent = next(t for t in TYPES if t.__name__ == "CardsDealt")
    assert table.presenter(silent(0, 6)) is NO_ANIMATION


@pytest.mark.parametrize("name", ["CardsDealt", "CardsDrawn", "CardsDiscarded", "RoundEnded"])
def test_cards_moving_across_the_table_make_the_card_sound(name):
    assert presenters.SOUNDS[BY_NAME[name]] == "card_swish"
