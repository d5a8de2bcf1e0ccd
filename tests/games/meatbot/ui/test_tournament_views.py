"""Tournament screens in words and layout: the history's grammar, the Battle Royale's rule
said on the hub and the champion screen, and a long standings table clear of the buttons."""

from __future__ import annotations

import pygame
import pytest

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.measure import TwinMeasure
from game.games.meatbot.rules.tournament import MatchRecord, Tournament, new_tournament
from game.games.meatbot.rules.tournament_fighters import Fighter, Gnaw, Seat
from game.games.meatbot.ui.scenes import tournament_champion, tournament_hub
from game.games.meatbot.ui.scenes.tournament_champion import TournamentChampionScene
from game.games.meatbot.ui.scenes.tournament_hub import TournamentHubScene
from game.games.meatbot.ui.scenes.tournament_views import (
    champion_rule,
    record_lines,
    standings_size,
    with_article,
)


def cup(fighters: int = 3, format_name: str = "royale") -> Tournament:
    entrants = [Fighter(f"F{i}", 3, (dv.ACID_SPRAY,), colour=i, seat=Seat("ai", "normal"))
                for i in range(fighters)]
    return new_tournament("Cup", format_name, TwinMeasure(3, 3), entrants, "maps/x.tmx", 2,
                          shuffle=False)


@pytest.mark.parametrize(("noun", "expected"), [
    (dv.ENDURANCE, "an Endurance Pump"), (dv.ACID_SPRAY, "an Acid Spray"),
    ("Onco-Cannon", "an Onco-Cannon"), ("Chitin", "a Chitin"), ("Lockjaw", "a Lockjaw")])
def test_devourable_names_take_the_right_article(noun, expected):
    assert with_article(noun) == expected


def test_the_history_says_an_endurance_pump_and_one_round():
    # given a one-round match in which F0 swallowed and gnawed an Endurance Pump
    t = cup()
    record = MatchRecord(0, "Battle 1 of 3", (0, 1, 2), 0, "last bot standing", 1, (),
                         gained=((0, dv.ENDURANCE),), lost=((1, dv.ENDURANCE),),
                         gnawed=Gnaw(2, dv.ENDURANCE))
    # when it is told in words
    words = "\n".join(record_lines(t, record))
    # then every article and plural fits
    assert "swallowed an Endurance Pump" in words and "lost an Endurance Pump" in words
    assert "gnawed an Endurance Pump off F2" in words
    assert "after 1 round" in words and "1 rounds" not in words and " a Endurance" not in words


def test_only_the_battle_royale_says_the_last_fight_decides():
    assert "last fight decides the champion" in champion_rule(cup(format_name="royale"))
    assert champion_rule(cup(4, "grudge")) == ""


def drawn_words(monkeypatch, module, scene, app) -> list[str]:
    """Every string ``scene`` draws with ``module.text`` in one frame."""
    seen: list[str] = []
    original = module.text

    def spy(content, *args, **kwargs):
        seen.append(content)
        return original(content, *args, **kwargs)

    monkeypatch.setattr(module, "text", spy)
    app.push(scene)
    app.frame()
    return seen


def test_the_hub_of_a_battle_royale_says_the_last_fight_decides(app, monkeypatch):
    words = drawn_words(monkeypatch, tournament_hub, TournamentHubScene(cup()), app)
    assert any("last fight decides the champion" in w for w in words)


def test_the_champion_screen_of_a_battle_royale_says_so_too(app, monkeypatch):
    words = drawn_words(monkeypatch, tournament_champion, TournamentChampionScene(cup()), app)
    assert any("last fight decides the champion" in w for w in words)


@pytest.mark.parametrize("fighters", range(2, 9))
def test_the_champion_standings_stay_clear_of_the_buttons(app, fighters):
    # given the champion screen of a Battle Royale of this many fighters
    scene = TournamentChampionScene(cup(fighters))
    app.push(scene)
    app.frame()
    # then the standings table (and the rule line above it) end above the buttons
    top = scene.banner_bottom() + 24
    table = pygame.Rect(0, top, 10, standings_size(scene.tournament)[1])
    assert table.bottom < min(scene.done_button.rect.top, scene.views_button.rect.top)
