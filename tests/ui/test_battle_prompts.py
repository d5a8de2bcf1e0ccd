"""Prompts: the dice picker enforces the limits with undo; aiming narrows choices by map hex,
offers the ones sharing a hex, and asks where a torn-off item lands."""

from __future__ import annotations

from game.core.hexes import Hex, neighbours
from game.games.meatbot.rules.choices import OrganPeel, Pick, Spray
from game.games.meatbot.rules.devourables import ACID_SPRAY, CHITIN, EXTRA_MEAT, GOUGERS
from game.games.meatbot.ui.battle.prompts import AimPrompt, PickPrompt
from tests.games.meatbot.rules.helpers import build, duel, make_match


def test_the_picker_refuses_what_the_limits_forbid_and_undoes_until_ready():
    # given a Massacre 4 bot with base Move 2 and Defend 2
    match = make_match((Hex(0, 0), Hex(3, 0)), builds=[build("Nina"), build("Red")])
    sent = []
    prompt = PickPrompt(match.pending()[0], sent.append, match.state.bots[0], match)
    # when it adds three d4s, then the third is refused (d4 limit is base Move 2)
    assert prompt.change(0, 1) and prompt.change(0, 1)
    assert not prompt.can_change(0, 1) and not prompt.change(0, 1)
    assert prompt.buys(0) == "Move 4-10"
    # and the total can never pass Massacre
    assert prompt.change(2, 1) and prompt.change(2, 1)
    assert prompt.left == 0 and not prompt.can_change(3, 1)
    # when the last change is undone, then a die is free again and nothing was sent
    prompt.undo()
    assert prompt.counts == [2, 0, 1, 0] and prompt.left == 1 and sent == []
    prompt.ready()
    assert sent == [Pick(2, 0, 1, 0)]


def test_a_cone_is_aimed_by_pointing_anywhere_in_its_direction():
    starts = (Hex(0, 0), Hex(3, 0))
    match = duel(starts, [8, 1], {0: Pick(d10=1), 1: Pick(d6=1)},
                 builds=[build("Nina", ACID_SPRAY), build("Red")])
    sent = []
    prompt = AimPrompt(match.pending()[0], sent.append, match, starts[0],
                       lambda seat: match.state.bots[seat].hex)
    prompt.choose_action(next(a for a in prompt.actions if a.label == "Acid Spray"))
    prompt.hover(Hex(3, 0))
    assert prompt.hovered == [Spray(0)]
    assert prompt.current_preview.damage == {1: 2}
    prompt.click(Hex(2, -1))  # nearer east than any other direction
    assert sent == [Spray(0)]


def test_an_organ_peel_asks_which_item_and_then_where_it_lands():
    # given Nina (Gougers) rolling a 12 next to Red, who carries Chitin and Extra Meat
    starts = (Hex(0, 0), Hex(1, 0))
    match = duel(starts, [12], {0: Pick(d12=1), 1: Pick()},
                 builds=[build("Nina", GOUGERS), build("Red", CHITIN, EXTRA_MEAT)])
    request = match.pending()[0]
    assert request.kind == "grandstand"
    sent = []
    prompt = AimPrompt(request, sent.append, match, starts[0],
                       lambda seat: match.state.bots[seat].hex)
    prompt.choose_action(next(a for a in prompt.actions if a.label == "Organ Peel"))
    # when Red is clicked, then one option per item is offered
    prompt.click(starts[1])
    assert len(prompt.options) == 2 and sent == []
    # when the Extra Meat is chosen, then the landing hexes around Red are the targets
    extra = next(g for g in prompt.options
                 if match.state.bots[1].item(g[0].item).kind == EXTRA_MEAT)
    prompt.choose_group(extra)
    landing = set(prompt.targets())
    assert landing and landing <= set(neighbours(starts[1]))
    # and clicking one sends exactly that peel
    spot = sorted(landing)[0]
    prompt.click(spot)
    assert sent == [OrganPeel(1, extra[0].item, spot)]
