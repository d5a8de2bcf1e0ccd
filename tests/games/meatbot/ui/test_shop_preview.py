"""The fan shop's "your bot after this": the sheet before and after the step in view, with
what changes marked, shown before anything is bought."""

from __future__ import annotations

import pygame

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.tournament_fighters import Fighter, ShopOrder
from game.games.meatbot.ui.scenes import shop_preview as sp
from game.games.meatbot.ui.scenes.tournament_shop import CATALOGUE, TournamentShopScene
from tests.ui.conftest import move_mouse

RED = Fighter("Red", 3, (dv.BOOM,), fan_points=5)


def changed(rows) -> dict[str, tuple[str, str]]:
    return {row.label: (row.before, row.after) for row in rows if row.changed}


def test_buying_chitin_shows_defend_and_stomachs_going_up():
    # given Red with a Boom Launcher, when the step in view is buying Chitin
    step = sp.candidate(RED, ShopOrder(), ("buy", dv.CHITIN), [])
    rows = sp.rows_for(RED, ShopOrder(), step)
    # then exactly Defend (and its d6 limit), Stomachs and the devourables change
    assert changed(rows) == {"Defend": ("2, up to 2 d6", "3, up to 3 d6"),
                             "Stomachs": ("3 of 10", "6 of 10"),
                             "Devourables": ("1", "2"), "  gains": ("", dv.CHITIN)}


def test_extra_meat_massacre_and_throwing_away():
    # Extra Meat adds 2 Meat
    rows = sp.rows_for(RED, ShopOrder(), sp.candidate(RED, ShopOrder(), ("buy", dv.EXTRA_MEAT),
                                                      []))
    assert changed(rows)["Meat"] == ("20", "22")
    # one more Massacre: one more die, and the d12 limit with it
    rows = sp.rows_for(RED, ShopOrder(), sp.candidate(RED, ShopOrder(), ("massacre", ""), []))
    assert changed(rows)["Massacre"] == ("3 dice", "4 dice")
    assert changed(rows)["Grandstand"] == ("up to 3 d12", "up to 4 d12")
    # throwing the Boom Launcher away frees its Stomachs
    rows = sp.rows_for(RED, ShopOrder(), sp.candidate(RED, ShopOrder(), ("discard", dv.BOOM),
                                                      []))
    assert changed(rows)["Stomachs"] == ("3 of 10", "0 of 10")
    assert changed(rows)["  loses"] == (dv.BOOM, "")


def test_a_refused_step_says_why_and_changes_nothing():
    step = sp.candidate(RED, ShopOrder(), ("buy", dv.BONESPEAR), ["the order costs 5"])
    assert step.order is None and step.why_not == "the order costs 5"
    assert changed(sp.rows_for(RED, ShopOrder(), step)) == {}


def test_the_shop_previews_the_selected_item_before_it_is_bought(app):
    # given the fan shop with Chitin selected in the catalogue
    shop = TournamentShopScene(RED, lambda order: None)
    app.push(shop)
    app.frame()
    shop.catalogue.selected = CATALOGUE.index(dv.CHITIN)
    app.frame()
    # then the step in view is buying Chitin, and nothing is bought by looking
    assert sp.step_in_view(shop) == ("buy", dv.CHITIN)
    assert shop.draft.steps == [] and shop.draft.points_left == 5
    # when the pointer rests on +1 Massacre, then on Red's own Boom Launcher
    move_mouse(shop.massacre_button.rect.center)
    app.frame()
    assert sp.step_in_view(shop) == ("massacre", "")
    move_mouse(shop.owned.row_rect(0).center)
    app.frame()
    assert sp.step_in_view(shop) == ("discard", dv.BOOM)
    # and over Done, the whole order so far is compared with the bot as it came in
    shop.buy_button.action()
    move_mouse(shop.done_button.rect.center)
    app.frame()
    assert sp.step_in_view(shop) is None
    rows = sp.rows_for(RED, shop.draft.order(), None)
    assert changed(rows)["Defend"] == ("2, up to 2 d6", "3, up to 3 d6")


def test_the_preview_draws_at_both_window_sizes(app):
    for size in ((1280, 720), (800, 600)):
        shop = TournamentShopScene(RED, lambda order: None)
        app.push(shop)
        surface = pygame.Surface(size)
        shop._layout(size)
        shop.draw(surface, 0.0)
        app.pop()
