"""Meat as another seat may know it (issue 29, bug 2): with secret builds, the view and the
information state of a seat give another bot's Meat from what that seat has seen, so an
unseen Extra Meat shows nowhere until the bot stands past the Meat it was reckoned to have."""

from __future__ import annotations

from game.games.meatbot.rules import BotBuild
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.determinize import information_state
from game.games.meatbot.rules.shown import event_for, public_meat
from tests.games.meatbot.rules.test_shop import match_of

RED, NINA = 0, 1


def secret_duel(*nina: str, open_builds: bool = False):
    """Red (a Lockjaw) against Nina carrying ``nina``, builds secret unless ``open_builds``."""
    return match_of(BotBuild("Red", 3, (dv.LOCKJAW,), 4), BotBuild("Nina", 3, nina, 4),
                    secret=not open_builds)


def meat_seen(match, viewer):
    """(Meat, most Meat) of Nina in ``viewer``'s view."""
    nina = match.view_for(viewer).bots[NINA]
    return nina.meat, nina.meat_max


def test_the_rule_vectors():
    # an unhurt bot with a hidden Extra Meat shows 20 of 20; 3 lost: 17 of 20
    assert public_meat(22, 22, 20) == (20, 20)
    assert public_meat(19, 22, 20) == (17, 20)
    # standing with 3 after 21 lost proves one Extra Meat of two: 1 of 22
    assert public_meat(3, 24, 20) == (1, 22)
    # a fallen bot proves nothing; an Extra Meat already shown counts
    assert public_meat(0, 22, 20) == (-2, 20)
    assert public_meat(22, 22, 22) == (22, 22)


def test_an_unseen_extra_meat_shows_neither_in_the_view_nor_in_the_information_state():
    # given Nina secretly carries an Extra Meat (22 of 22)
    match = secret_duel(dv.GOUGERS, dv.EXTRA_MEAT)
    # when Red (or a spectator) looks, and Red's AI builds its information state
    info = information_state(match.state, RED)
    # then both give Nina 20 of 20, and so does the view of Red's information state
    assert meat_seen(match, RED) == meat_seen(match, None) == (20, 20)
    assert (info.bots[NINA].meat, info.bots[NINA].max_meat) == (20, 20)
    assert meat_seen(info, RED) == (20, 20)
    # while Nina sees her own 22 of 22
    assert meat_seen(match, NINA) == (22, 22)


def test_meat_lost_shows_from_the_meat_seen():
    # given Nina (secretly 22) lost 3
    match = secret_duel(dv.EXTRA_MEAT)
    match.state.bots[NINA].damage = 3
    # then Red sees 17 of 20, and his information state holds the same
    assert meat_seen(match, RED) == (17, 20)
    assert information_state(match.state, RED).bots[NINA].meat == 17


def test_a_bot_standing_past_its_shown_meat_proves_just_enough_extra_meat():
    # given Nina (two unseen Extra Meats, 24) lost 21 and still stands with 3
    match = secret_duel(dv.EXTRA_MEAT, dv.EXTRA_MEAT)
    match.state.bots[NINA].damage = 21
    # when Red looks and his AI builds its information state
    info = information_state(match.state, RED)
    # then Red sees 1 of 22: one Extra Meat is proven, the second still unseen
    assert meat_seen(match, RED) == (1, 22)
    nina = info.bots[NINA]
    assert (nina.meat, nina.max_meat) == (1, 22)
    assert [i.kind for i in nina.items] == [dv.EXTRA_MEAT]
    # and the information state's own view shows the same, still listing no devourable
    assert meat_seen(info, RED) == (1, 22)
    assert info.view_for(RED).bots[NINA].devourables == ()


def test_open_builds_show_the_true_meat():
    match = secret_duel(dv.EXTRA_MEAT, open_builds=True)
    assert meat_seen(match, RED) == (22, 22)
    assert information_state(match.state, RED).bots[NINA].meat == 22


def test_a_blow_to_a_hidden_build_is_told_to_the_others_with_the_meat_they_see():
    # given Nina (secretly 22) has just taken a blow of 3 (19 left)
    match = secret_duel(dv.EXTRA_MEAT)
    match.state.bots[NINA].damage = 3
    blow, heal = ev.BotDamaged(NINA, 3, 19, RED), ev.Healed(NINA, 1, 20)
    # when the blow and a heal are told to Red, to a spectator, and to Nina's own player
    # then Red and the spectator are told the Meat they see (17 of 20, then 18), Nina her own
    assert event_for(match.state, (RED,), blow) == ev.BotDamaged(NINA, 3, 17, RED)
    assert event_for(match.state, (), heal) == ev.Healed(NINA, 1, 18)
    assert event_for(match.state, (NINA,), blow) is blow
    # and a player holding both seats is told the truth
    assert event_for(match.state, (RED, NINA), heal) is heal


def test_open_builds_and_other_events_are_told_as_they_are():
    # given open builds, and a blow with an Extra Meat already shown
    blow = ev.BotDamaged(NINA, 3, 19, RED)
    open_match = secret_duel(dv.EXTRA_MEAT, open_builds=True)
    shown = secret_duel(dv.EXTRA_MEAT)
    nina = shown.state.bots[NINA]
    nina.revealed.update(i.uid for i in nina.items)
    # when they are told to Red, then they are the very events made
    assert event_for(open_match.state, (RED,), blow) is blow
    assert event_for(shown.state, (RED,), blow) is blow
    knock = ev.BotKnockedBack(NINA, ())
    assert event_for(secret_duel(dv.EXTRA_MEAT).state, (RED,), knock) is knock
