"""The first lesson's match (game/games/mechaton/rules/example_setup.py): Sam builds three
fully loaded mechs, becomes the primary attacker, and every piece goes down in the
rulebook's order on a legal hex; the lesson takes only fully loaded mechs."""

from __future__ import annotations

from game.core.match import Match
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules import example_setup as book
from game.games.mechaton.rules.choices import BuildMech, FinishArmy

from .helpers import of_type, state_of


def build_and_deploy() -> tuple[Match, list]:
    """Sam builds three of the suggested mech (named Sam 1-3) and takes every suggested hex; the
    others play the example's placements (each answer checked legal and accepted)."""
    match = book.new_match()
    out: list = list(match.events)
    while state_of(match).turn == 0:
        request = match.pending()[0]
        if request.player == book.SAM:
            choice = book.suggested(match.state, request)
            assert book.accepted(request, choice)
        else:
            choice = book.book_choices(match.view_for(request.player), request)[0]
        assert choice in request.legal_choices() or isinstance(choice, BuildMech)
        out += match.submit(request.player, choice)
    return match, out


def test_sam_attacks_first_and_vince_defends():
    # given Sam's army of three fully loaded mechs against Vince's 10 parts
    match, events = build_and_deploy()
    points = of_type(events, ev.PointsPerSet)[0]
    # then Vince scores 6 per asset (30) and Sam and Mitch 4 (20); the roll-off picks Sam
    assert points.points_per == (4, 6, 4) and points.scores == (20, 30, 20)
    assert (points.defender, points.primary) == (book.VINCE, book.SAM)
    assert of_type(events, ev.RolledOff)[0].what == "primary attacker"


def test_every_piece_is_placed_in_the_rulebooks_order():
    # when the armies deploy
    match, events = build_and_deploy()
    placed = [(type(e).__name__, e.player) for e in events
              if isinstance(e, ev.StationPlaced | ev.MechPlaced)]
    # then Vince's stations and two mechs, Sam's first mech, the mechs in turn, the
    # attackers' stations in turn, and Vince's last mech
    s, v, m = book.SAM, book.VINCE, book.MITCH
    assert placed == [("StationPlaced", v)] * 2 + [("MechPlaced", v)] * 2 + [
        ("MechPlaced", s), ("MechPlaced", s), ("MechPlaced", m), ("MechPlaced", s),
        ("MechPlaced", m), ("MechPlaced", m), ("StationPlaced", s), ("StationPlaced", m),
        ("StationPlaced", s), ("StationPlaced", m), ("MechPlaced", v)]
    # and the first turn has started with everything on the field
    state = state_of(match)
    assert state.turn == 1 and all(x.hex is not None for x in (*state.mechs, *state.stations))


def test_the_lesson_takes_only_fully_loaded_mechs_then_finishing():
    # given Sam's first build request
    match = book.new_match()
    request = match.pending()[0]
    # then a legal mech with an empty slot is not the lesson's, a full one is
    assert not book.accepted(request, BuildMech("Light", ("move", "spot", "direct")))
    assert book.accepted(request, BuildMech("Heavy", ("move", "spot", "defence", "direct")))
    assert not book.accepted(request, FinishArmy())
    # and a full mech the rules refuse (two weapons for one range) is not taken either
    assert not book.accepted(request, BuildMech("Odd", ("direct", "direct", "move", "spot")))
