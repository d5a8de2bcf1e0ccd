"""The aiming preview is exact: what it shows is what the core then does."""

from __future__ import annotations

import random

import pytest

from game.core.hexes import Hex
from game.core.match import start_match
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Blast, Pass, Pick, Spray
from game.games.meatbot.rules.devourables import ACID_SPRAY, BOOM, UP_DOWN
from game.games.meatbot.ui.battle.preview import preview, summarise
from tests.games.meatbot.rules.fuzz import random_choice, random_setup_json
from tests.games.meatbot.rules.helpers import build, duel


def actual(match, player, choice):
    """What really happens when ``choice`` is submitted (on a copy of the match)."""
    copy = match.clone()
    events = copy.submit(player, choice)
    cut = next((i for i, e in enumerate(events)
                if isinstance(e, ev.MoveOrderSet | ev.GrandstandRolled | ev.RoundEnded)),
               len(events))
    positions = {b.seat: b.hex for b in match.state.bots}
    return summarise(events[:cut], player, match.state.names, positions)


def test_an_explosion_preview_marks_ground_zero_the_ring_and_a_miss():
    # given Nina (Boom Launcher) rolling a 3 at Red on ground zero, Jet (Defend 4) beside him
    starts = (Hex(0, 0), Hex(4, 0), Hex(5, 0))
    builds = [build("Nina", BOOM), build("Red"), build("Jet")]
    match = duel(starts, [3, 2, 2], {0: Pick(d10=1), 1: Pick(d6=1), 2: Pick(d6=1)},
                 builds=builds)
    request = match.pending()[0]
    assert request.kind == "attack" and request.player == 0
    # when the shot at Red's hex is previewed
    shown = preview(match, 0, Blast(BOOM, Hex(4, 0)))
    # then it matches the resolution: Red hit at ground zero, Jet untouched in the ring
    assert shown == actual(match, 0, Blast(BOOM, Hex(4, 0)))
    assert shown.damage[1] >= 1 and 2 not in shown.damage
    assert Hex(4, 0) in shown.hexes and Hex(5, 0) in shown.hexes


@pytest.mark.parametrize("choice", [Spray(0), Spray(3)])
def test_a_cone_preview_equals_the_spray(choice):
    starts = (Hex(0, 0), Hex(2, 0), Hex(-2, 0))
    builds = [build("Nina", ACID_SPRAY), build("Red"), build("Jet")]
    match = duel(starts, [6, 1, 5], {0: Pick(d10=1), 1: Pick(d6=1), 2: Pick(d6=1)},
                 builds=builds)
    shown = preview(match, 0, choice)
    assert shown == actual(match, 0, choice)
    assert len(shown.hexes) == 6


def test_an_up_down_preview_shows_where_the_shell_lands_and_its_ring():
    starts = (Hex(0, 0), Hex(4, 0))
    match = duel(starts, [2], {0: Pick(d10=1), 1: Pick()}, builds=[build("Nina", UP_DOWN),
                                                                    build("Red")])
    shown = preview(match, 0, Blast(UP_DOWN, Hex(4, 0)))
    assert shown.delayed and shown.damage == {1: 3} and len(shown.hexes) == 7


@pytest.mark.parametrize("seed", range(6))
def test_every_lone_die_preview_equals_its_resolution(seed):
    # given random matches, wherever a single die waits for its choice
    rng = random.Random(seed)
    match = start_match("meatbot", random_setup_json(seed, round_limit=8), seed)
    compared = 0
    while not match.is_over and compared < 40:
        request = match.pending()[0]
        if request.kind in ("attack", "grandstand") and len(match.pending()) == 1 \
                and len(match.state.step) == 1:
            for choice in rng.sample(request.legal_choices(),
                                     min(4, len(request.legal_choices()))):
                if isinstance(choice, Blast) and choice.weapon == UP_DOWN:
                    continue
                # then previewing it gives exactly what submitting it does
                assert preview(match, request.player, choice) == \
                    actual(match, request.player, choice), choice
                compared += 1
        match.submit(request.player, random_choice(rng, request))
    assert compared or match.is_over


def test_a_tied_die_preview_ignores_the_other_players_secret_choice():
    # given Nina and Red both rolling a 7, Red already allocated against Nina
    starts = (Hex(0, 0), Hex(3, 0))
    builds = [build("Nina", ACID_SPRAY), build("Red", BOOM)]
    match = duel(starts, [7, 7], {0: Pick(d10=1), 1: Pick(d10=1)}, builds=builds)
    match.submit(1, Blast(BOOM, Hex(0, 0)))
    # when Nina previews her spray at Red, then Red's hidden shot plays no part in it
    shown = preview(match, 0, Spray(0))
    assert 0 not in shown.damage and shown.damage.get(1) == 2
    assert preview(match, 0, Pass()).damage == {}
    # and the real, simultaneous resolution does include it
    assert 0 in actual(match, 0, Spray(0)).damage
