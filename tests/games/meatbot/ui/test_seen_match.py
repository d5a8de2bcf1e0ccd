"""Meatbot's previews on a session that holds no match (online): computed from the views."""

from __future__ import annotations

import random
from typing import Any

from game.core.match import Match, Request, start_match
from game.core.ruleset import public_setup
from game.games.meatbot.rules import samples
from game.games.meatbot.rules.item_ids import hides_numbers
from game.games.meatbot.ui.battle.preview import preview
from game.games.meatbot.ui.battle.seen import SeenMatch, seen_match


class ViewsOnly:
    """What an online client's session offers: views, its requests, the log, the arena;
    no match (it is the local ``match`` kept out of reach)."""

    def __init__(self, match: Match, seats: list[int]) -> None:
        self._match, self.human_seats = match, seats

    @property
    def names(self) -> tuple[str, ...]:
        return self._match.state.names

    @property
    def arena(self) -> Any:
        return self._match.state.arena

    @property
    def log(self) -> list[Any]:
        return self._match.events

    @property
    def public_setup(self) -> dict[str, Any]:
        return public_setup("meatbot", self._match.setup)

    def view_for(self, seat: int | None) -> Any:
        return self._match.view_for(seat if seat in self.human_seats else None)

    def pending(self) -> list[Request]:
        return [r for r in self._match.pending() if r.player in self.human_seats]


def test_an_aims_preview_from_the_seats_view_is_the_one_the_whole_match_gives():
    # given open-build matches played at random, each seat seen as an online client sees it
    compared = 0
    for seed in range(3):
        setup = samples.sample_setup_json(3, seed)
        match = start_match("meatbot", {**setup, "secret_builds": False}, seed)
        rng = random.Random(seed)
        while not match.is_over:
            for request in match.pending():
                if request.kind != "attack":
                    continue
                seen = seen_match(ViewsOnly(match, [request.player]), request.player)
                assert isinstance(seen, SeenMatch)
                # when a choice is previewed from the view, then it matches the full match's
                for choice in request.legal_choices()[-4:]:
                    assert preview(seen, request.player, choice) == \
                        preview(match, request.player, choice)
                    compared += 1
            first = match.pending()[0]
            match.submit(first.player, rng.choice(first.legal_choices()))
    assert compared > 20


def test_a_local_session_keeps_previewing_on_its_own_match():
    # given a local session, then the prompts compute on its own match, as before
    from game.games.meatbot.ui import UI

    session = UI.demo_session(4, humans=1)
    try:
        assert seen_match(session, 0) is session.match
    finally:
        session.close()


def test_online_log_lines_give_a_hidden_builds_meat_as_the_local_screen_does():
    from game.games.meatbot.rules import events as ev
    from game.games.meatbot.ui import UI
    from game.games.meatbot.ui.battle.shown_meat import hidden_builds, log_line

    # given secret-build matches played at random, seen by a client holding no match
    compared = unseen_extra_meat = 0
    for seed in range(8):
        setup = samples.sample_setup_json(3, seed)
        match = start_match("meatbot", {**setup, "secret_builds": True}, seed)
        online = ViewsOnly(match, [0])
        rng = random.Random(seed)
        while not match.is_over:
            first = match.pending()[0]
            new = match.submit(first.player, rng.choice(first.legal_choices()))
            # when a blow or heal is written in the log, then the Meat it gives is the one
            # the local screen gives (worked out from the log, not the hidden build)
            for event in new:
                if isinstance(event, ev.BotDamaged | ev.Healed) and event.player != 0:
                    assert UI.log_line(event, online) == \
                        log_line(event, match.state, match.state.names)
                    compared += 1
                    true_max, seen_max = hidden_builds(match.state, None)[event.player]
                    unseen_extra_meat += true_max != seen_max
    assert compared > 20 and unseen_extra_meat > 0


def test_an_online_board_shows_a_hidden_builds_meat_as_the_local_board_does():
    from game.games.meatbot.ui import UI
    from game.games.meatbot.ui.battle.board import Board
    from game.games.meatbot.ui.battle.shown_meat import hidden_builds

    # given secret-build matches played at random, the board of seat 0 drawn both ways
    compared = 0
    for seed in range(8):
        setup = samples.sample_setup_json(3, seed)
        match = start_match("meatbot", {**setup, "secret_builds": True}, seed)
        online = ViewsOnly(match, [0])
        rng = random.Random(seed)
        while not match.is_over:
            local = Board.from_view(match.view_for(0), hidden_builds(match.state, 0))
            remote = UI.new_board(online, 0)
            first = match.pending()[0]
            # when a choice's events play on both boards
            for event in match.submit(first.player, rng.choice(first.legal_choices())):
                local.apply(event)
                remote.apply(event)
            # then every bot's Meat is shown the same
            assert [(b.meat, b.max_meat) for b in remote.bots] == \
                [(b.meat, b.max_meat) for b in local.bots]
            compared += 1
    assert compared > 50


def test_an_online_seat_numbers_devourables_as_the_rooms_set_up_says():
    # given a secret-builds match numbered apart, and one whose set-up was written before
    # devourables were numbered apart (no "item_ids": a room an older server stored)
    setup = {**samples.sample_setup_json(3, 5), "secret_builds": True}
    old = {key: value for key, value in setup.items() if key != "item_ids"}
    for written in (setup, old):
        match = start_match("meatbot", written, 5)
        rng = random.Random(5)
        for _ in range(30):
            first = match.pending()[0]
            match.submit(first.player, rng.choice(first.legal_choices()))
        # when a client holding no match rebuilds it from seat 0's view
        seen = seen_match(ViewsOnly(match, [0]), 0)
        # then it numbers devourables as the server's match does, as the set-up's public
        # part (the welcome's) says
        assert isinstance(seen, SeenMatch)
        assert hides_numbers(seen.state) == hides_numbers(match.state) == (written is setup)
