"""An attack die's buttons keep their number keys whatever is in reach, and the weapon last
aimed is offered first on the next die (issue 14, item 6)."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.meatbot.rules.choices import Pick
from game.games.meatbot.rules.devourables import ACID_SPRAY, BOOM
from game.games.meatbot.ui.battle.prompts import AimPrompt
from tests.games.meatbot.rules.helpers import build, duel


def aim_prompt(red_at: Hex, remembered: dict[int, str] | None = None,
               dice: list[int] | None = None) -> AimPrompt:
    starts = (Hex(0, 0), red_at)
    match = duel(starts, dice or [8, 1], {0: Pick(d10=1), 1: Pick(d6=1)},
                 builds=[build("Nina", ACID_SPRAY, BOOM), build("Red")])
    return AimPrompt(match.pending()[0], lambda _choice: None, match, starts[0],
                     lambda seat: match.state.bots[seat].hex, remembered)


def numbers(prompt: AimPrompt) -> dict[str, int]:
    return {label: number for number, (_, label, _) in enumerate(prompt.slots, 1)}


def test_a_weapon_that_comes_into_reach_does_not_renumber_the_others():
    # given the same bot with Red three hexes away, then adjacent
    far, near = aim_prompt(Hex(3, 0)), aim_prompt(Hex(1, 0))
    # then Claws & Teeth keeps its slot (disabled while nobody is adjacent)
    assert numbers(far) == numbers(near)
    claws = numbers(far)["Claws & Teeth"]
    assert far.slots[claws - 1][2] is None and near.slots[claws - 1][2] is not None
    # and Pass stays last
    assert far.slots[-1][1] == "Pass"


def test_the_number_key_of_a_disabled_weapon_chooses_nothing():
    import pygame

    far = aim_prompt(Hex(3, 0))
    before = far.action
    claws = numbers(far)["Claws & Teeth"]
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0 + claws, mod=0, unicode=str(claws))
    assert far.key(None, event, f"number_{claws}")     # the action its key is bound to
    assert far.action is before


def test_the_weapon_last_aimed_is_chosen_again_on_the_next_die():
    remembered: dict[int, str] = {}
    first = aim_prompt(Hex(3, 0), remembered)
    spray = next(a for a in first.actions if a.label == "Acid Spray")
    assert first.action is not spray  # the first weapon is offered by default
    first.choose_action(spray)
    second = aim_prompt(Hex(3, 0), remembered)
    assert second.action is not None and second.action.label == "Acid Spray"


def test_a_preview_does_not_say_the_players_next_die_is_lost_while_they_still_choose():
    # given Nina with two attack dice both showing 8 (one allocation step), Red in range
    from game.games.meatbot.rules.choices import Attack

    starts = (Hex(0, 0), Hex(3, 0))
    match = duel(starts, [8, 8, 1], {0: Pick(d10=2), 1: Pick(d6=1)},
                 builds=[build("Nina"), build("Red")])
    prompt = AimPrompt(match.pending()[0], lambda _choice: None, match, starts[0],
                       lambda seat: match.state.bots[seat].hex)
    # when she points her first die at Red
    shot = prompt.preview_of(Attack("plib", 1))
    # then the preview says nothing of her other die being passed
    assert not any("lost" in note for note in shot.notes), shot.notes
    # and passing this die itself is still said to lose it
    from game.games.meatbot.rules.choices import Pass
    assert any("lost" in note for note in prompt.preview_of(Pass()).notes)


def test_outcome_words_say_who_attacks_whom():
    from game.games.meatbot.ui.battle.panels import outcome_words
    from game.games.meatbot.ui.battle.preview import Preview

    names = ("Nina", "Red", "Oz")
    shot = Preview(damage={2: 3}, missed=(1,), collapses=(2,))
    assert outcome_words(shot, names, 0) == "you hit Oz for 3, you miss Red; Oz COLLAPSES"
    assert outcome_words(shot, names, 0, you=False) == \
        "Nina hits Oz for 3, Nina misses Red; Oz COLLAPSES"
    assert outcome_words(Preview(), names, 1) == "you hit nobody"
