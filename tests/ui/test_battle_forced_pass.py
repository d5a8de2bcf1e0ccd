"""A die whose only use is passing is passed without asking, and the log says so (issue 14,
item 1): two humans without devourables far apart in a long corridor."""

from __future__ import annotations

from game.core.arena import Arena, Cell
from game.core.hexes import Hex
from game.games.meatbot.rules.devourables import PLIB_RANGE
from game.games.meatbot.ui import session_setup
from game.games.meatbot.ui.session_setup import new_session
from game.ui.scenes.battle import BattleScene
from game.ui.session import SeatConfig
from tests.ui.test_battle_handoffs import expected_hand_offs, play_rounds

LENGTH = 3 * PLIB_RANGE
"""Far enough that two rounds of d4 moves cannot bring the bots within Plib range."""


def corridor(_path: str) -> Arena:
    """A straight one-hex-wide corridor with a spawn at each end."""
    cells = {Hex(q, 0): Cell("floor") for q in range(LENGTH)}
    return Arena(name="corridor", cols=LENGTH, rows=1, cells=cells,
                 spawns=(Hex(0, 0), Hex(LENGTH - 1, 0)))


def test_a_die_with_nothing_in_reach_is_passed_without_asking(app, tmp_path, monkeypatch):
    # given two humans with empty builds (nothing to spray, blast or puke) at the ends of a
    # corridor longer than the Plib Gun reaches
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    monkeypatch.setattr(session_setup, "load_arena_file", corridor)
    build: tuple[str, ...] = ()
    seats = [SeatConfig("Nina", "human", colour=0, build=build),
             SeatConfig("Red", "human", colour=1, build=build)]
    session = new_session("corridor.tmx", seats, massacre=6, stomachs=10, seed=4,
                          secret_builds=False)
    session.autosave_enabled = False
    scene = BattleScene(session)
    app.push(scene)
    asked: list[str] = []
    opening = scene.flow.open
    monkeypatch.setattr(scene.flow, "open",
                        lambda request: (asked.append(request.kind), opening(request)))
    try:
        # when two rounds are played, each picking an attack d10 and a move d4
        seen = play_rounds(app, scene, rounds=2)
    finally:
        session.close()
    # then nobody was asked about an attack die: each was passed for them, said in the log
    assert "attack" not in asked and "move" in asked
    notes = [line for line in scene.flow.log.lines if "passed without asking" in line]
    lost = [line for line in scene.flow.log.lines if line.endswith("is lost: passed.")]
    assert scene.flow.forced == len(notes) == len(lost) == 4  # 2 seats x 2 rounds x 1 die
    # and the hand-offs still come only before the picks of another human
    assert len([e for e in seen if e[0] == "hand-off"]) == expected_hand_offs(seen)
