"""Secrets over the wire: what the server sends a seat never depends on another seat's secret.

The bytes checked are the very messages the server sends (``Room.state_message``); the
networked tests (test_full_match.py, test_faults.py) show clients receive exactly those.
"""

from __future__ import annotations

import json
import random
import re

import pytest

from game.core.match import Match, start_match
from game.core.ruleset import ruleset_module, ruleset_names
from game.games.meatbot.rules import events as meat_events
from game.net.client import NetClient
from game.net.rooms import Room, Seat
from tests.contract.helpers import MAX_DECISIONS, next_request, sample_match
from tests.games.meatbot.twins import play_twins, twin_matches
from tests.net.helpers import address, open_room, play_randomly, run, sample_setup, seated, started

SEEDS = (11, 29)


def secret_match(ruleset: str, seed: int) -> Match:
    """A sample match in which secrets come up: MetalKrushers' sample Krushers come ready
    built, so here every seat designs its own in secret first."""
    if ruleset != "metalkrushers":
        return sample_match(ruleset, seed)
    setup = ruleset_module(ruleset).sample_setup_json(3, seed)
    for krusher in setup["krushers"]:
        krusher.pop("build")
    return start_match(ruleset, setup, seed)


def room_of(match: Match) -> Room:
    """A room around ``match`` with every seat a remote player."""
    return Room("TEST01", match, [Seat("open") for _ in match.state.names])


def messages(room: Room, events: list, seats: list[int]) -> dict[int, str]:
    """What the server would send each of ``seats`` after ``events``."""
    return {seat: room.state_message(seat, events) for seat in seats}


def blind_pair_stays_hidden(match: Match, rng: random.Random) -> bool:
    """Given a pending secret request with another secret one open, answer it two ways and
    play the same choices on; every other seat's messages must match until the reveal (when
    the last of the blind answers open with it is in). True if such a request was met here."""
    request = next_request(match, rng)
    others = [r.player for r in match.pending() if r.secret and r.player != request.player]
    choices = request.legal_choices()
    if not (request.secret and others and len(choices) > 1):
        return False
    one, two = match.clone(), match.clone()
    first, second = rng.sample(choices, 2)
    watchers = [s for s in range(len(match.state.names)) if s != request.player]
    sent = [room_of(copy).state_message for copy in (one, two)]
    # (and rooms that went on sending updates as changes from the last: those too)
    rooms = [room_of(copy) for copy in (one, two)]
    for room in rooms:
        room.state_messages(watchers, [])
    new = (one.submit(request.player, first), two.submit(request.player, second))
    still = set(others)                     # the blind answers not in yet: the reveal waits
    while still and not one.is_over:
        for seat in watchers:
            assert sent[0](seat, new[0]) == sent[1](seat, new[1]), (seat, first, second)
        changes = [room.state_messages(watchers, batch, since_last=True)
                   for room, batch in zip(rooms, new, strict=True)]
        assert changes[0] == changes[1], (first, second)
        waiting = [r for r in one.pending() if r.secret and r.player in still]
        if not waiting:
            break
        choice = rng.choice(waiting[0].legal_choices())
        still.discard(waiting[0].player)
        new = (one.submit(waiting[0].player, choice), two.submit(waiting[0].player, choice))
    return True


@pytest.mark.parametrize("ruleset", ruleset_names())
def test_two_blind_answers_send_the_other_seats_the_same_bytes_until_the_reveal(ruleset):
    met = 0
    for seed in SEEDS:
        # given a sample match played at random
        match, rng = secret_match(ruleset, seed), random.Random(seed)
        while not match.is_over and len(match.choices) < MAX_DECISIONS:
            # when a secret request is answered two different ways
            met += blind_pair_stays_hidden(match, rng)
            # then (checked inside) the others are told the same, byte for byte
            request = next_request(match, rng)
            match.submit(request.player, rng.choice(request.legal_choices()))
    assert met > 0, f"random play of {ruleset} met no secret request answered blind"


@pytest.mark.parametrize("ruleset", ruleset_names())
def test_a_seats_messages_hold_only_what_its_information_state_knows(ruleset):
    module = ruleset_module(ruleset)
    for seed in SEEDS:
        # given a match at many points of random play
        match, rng = secret_match(ruleset, seed), random.Random(seed)
        while not match.is_over and len(match.choices) < MAX_DECISIONS:
            blind = any(r.secret for r in match.pending())
            # (while blind answers are coming in, the information state leaves out even
            # *that* others have answered; the test above covers those moments)
            if not blind and rng.random() < 0.2:
                for seat in range(len(match.state.names)):
                    # when the message for a seat is built from the real match, and from the
                    # state with every other seat's secrets taken out (hands, builds, dice)
                    real = json.loads(room_of(match).state_message(seat, []))["view"]
                    hidden = match.clone()
                    hidden.state = module.information_state(match.state, seat)
                    # then the view sent is the same: it carries nothing the seat may not know
                    # (requests are the seat's own; events are checked by the test above)
                    assert real == json.loads(room_of(hidden).state_message(seat, []))["view"]
            request = next_request(match, rng)
            match.submit(request.player, rng.choice(request.legal_choices()))


def builds_differing_in_extra_meat(seed: int) -> tuple[Match, Match] | None:
    """Two Meatbot matches alike but for bot 0's hidden build: an Extra Meat in one, a
    Hypersnack in its place in the other (None if the sample build has no Extra Meat)."""
    setup = ruleset_module("meatbot").sample_setup_json(2, seed)
    if "Extra Meat" not in setup["bots"][0]["devourables"]:
        return None
    other = json.loads(json.dumps(setup))
    other["bots"][0]["devourables"] = ["Hypersnack" if kind == "Extra Meat" else kind
                                       for kind in setup["bots"][0]["devourables"]]
    setup["secret_builds"] = other["secret_builds"] = True
    return start_match("meatbot", setup, seed), start_match("meatbot", other, seed)


def still_hidden(match: Match, kind: str) -> bool:
    """True while bot 0 still carries its ``kind`` devourable unshown, and has not lost so
    much Meat that a bot without it would have fallen (either tells everyone)."""
    bot = match.state.bots[0]
    unshown = [i for i in bot.items if i.kind == kind and i.uid not in bot.revealed]
    return bool(unshown) and bot.damage < 18


def blows_seen_alike(seed: int) -> int:
    """Play both matches on the same random choices and check that seat 1's messages are
    the same bytes while bot 0's Extra Meat is hidden; the blows to bot 0 checked."""
    pair = builds_differing_in_extra_meat(seed)
    if pair is None:
        return 0
    rng, new, blows = random.Random(seed), ([], []), 0
    while not pair[0].is_over and still_hidden(pair[0], "Extra Meat") and still_hidden(
            pair[1], "Hypersnack"):
        told = [room_of(match).state_message(1, batch)
                for match, batch in zip(pair, new, strict=True)]
        assert told[0] == told[1], (seed, len(pair[0].choices))
        blows += sum(isinstance(e, meat_events.BotDamaged) and e.player == 0 for e in new[0])
        request = next_request(pair[0], rng)
        choice = rng.choice(request.legal_choices())
        new = (pair[0].submit(request.player, choice), pair[1].submit(request.player, choice))
    return blows


def test_a_hidden_extra_meat_sends_the_other_seats_the_same_bytes_until_it_shows():
    # given two Meatbot matches differing only in a secret build: one bot carries an
    # Extra Meat nobody has seen, or another devourable in its place
    # when both are played on the same random choices
    # then the other seat is sent the same bytes (a blow's Meat as it may know it) until
    # the Extra Meat shows, blows to that bot included
    assert sum(blows_seen_alike(seed) for seed in range(1, 13)) > 0


def test_a_client_holding_two_seats_is_told_their_true_meat_and_only_theirs():
    async def main() -> None:
        # given a Meatbot room with secret builds, every bot carrying an Extra Meat, one
        # client holding seats 0 and 1, and an AI at seat 2
        server = await started()
        setup = {**sample_setup("meatbot", 3, 14), "secret_builds": True}
        host = await NetClient.open(address(server), pace=None)
        room, tokens = await host.create("meatbot", setup, [
            {"kind": "host"}, {"kind": "host"}, {"kind": "ai", "level": "random"}])
        await host.close()
        client = await seated(server, room, [tokens[0], tokens[1]])
        # when it plays both seats to the end
        await play_randomly(client, random.Random(14))
        await client.wait_for(lambda s: s.replay_ok is not None)
        # then its log gives its own bots' blows and heals as they are (seat 1's too, though
        # its build is hidden from seat 0, whose copy of the events the client reads)
        told, true = client.state.log, server.rooms[room].match.events
        assert len(told) == len(true)
        meat = (meat_events.BotDamaged, meat_events.Healed)
        for mine, event in zip(told, true, strict=True):
            if not isinstance(event, meat) or event.player != 2:
                assert repr(mine) == repr(event)
        assert any(isinstance(e, meat) and e.player == 1 for e in true)
        await client.close()
        await server.stop()

    run(main)


def test_no_message_before_the_end_carries_the_seed():
    async def main() -> None:
        # given a room the server made, with its secret seed, played to the end
        server = await started()
        room, tokens = await open_room(server, "dicebot", 5, [{"kind": "host"},
                                                              {"kind": "ai", "level": "random"}])
        client = await seated(server, room, [tokens[0]])
        seed = server.rooms[room].match.seed
        await play_randomly(client, random.Random(4))
        await client.wait_for(lambda s: s.replay is not None)
        # then only the published replay names it
        pattern = re.compile(rf"(?<![0-9]){seed}(?![0-9])")
        before = [m for m in client.received if '"t":"replay"' not in m]
        assert not any(pattern.search(m) for m in before)
        assert client.state.replay["seed"] == seed
        await client.close()
        await server.stop()

    run(main)




def sizes_sent_alike(seed: int) -> tuple[int, int]:
    """Play twin matches differing only in how many devourables bot 0 hides, checking that
    seats 1 and 2 are sent the same bytes; (messages checked, of them after a shown one)."""
    twins = twin_matches(seed)
    rooms = (room_of(twins[0]), room_of(twins[1]))
    checked = [0, 0]

    def same_bytes(first: list, second: list) -> None:
        for seat in (1, 2):
            one, two = rooms[0].state_message(seat, first), rooms[1].state_message(seat, second)
            assert one == two, (seed, seat, len(twins[0].choices))

    for shown in play_twins(twins, random.Random(seed), 300, same_bytes):
        checked[0] += 1
        checked[1] += shown > 0
    return checked[0], checked[1]


def test_a_hidden_builds_size_sends_the_other_seats_the_same_bytes():
    # given twin matches with secret builds, bot 0 carrying one more devourable in one,
    # never used (the others' own devourables, and bot 0's once shown, are numbered alike)
    # when both are played on the same choices until one of bot 0's unseen devourables is
    # taken blind (a die picks which, and it shows)
    checked = [sizes_sent_alike(seed) for seed in range(1, 7)]
    # then seats 1 and 2 were sent the same bytes all along, after bot 0 showed its Boom
    # Launcher too
    assert sum(total for total, _ in checked) > 300
    assert sum(after for _, after in checked) > 30
