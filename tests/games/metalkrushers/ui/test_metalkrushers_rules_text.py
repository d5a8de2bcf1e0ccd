"""F1 for MetalKrushers: how to play first (the turn, facing, to-hit, parries, criticals,
winning), no file names or set-up keys on any page, and a Keys page with only the keys that
work in MetalKrushers."""

from __future__ import annotations

import re

from game.games.metalkrushers.ui import UI
from game.games.metalkrushers.ui.session_setup import OPTION_NAMES
from game.ui.scenes.rules_help import RulesHelpScene

PATH = re.compile(r"\.\./|\bgame/|\bdocs/|\bmaps/|\.(?:md|txt|tmx|py)\b")


def test_given_f1_when_opened_then_how_to_play_comes_first_and_covers_the_turn():
    pages = list(UI.rules_sections(("F1: Rules help",)))
    first = " ".join(pages[0].paragraphs).lower()
    assert pages[0].title == "How to play"
    for topic in ("initiative", "movement", "combat", "facing", "arc", "7 or more",
                  "parry", "shield", "critical", "wins", "enter"):
        assert topic in first, topic


def test_given_every_page_then_none_cites_a_file_or_a_set_up_key():
    for page in UI.rules_sections(("F1: Rules help",)):
        for paragraph in page.paragraphs:
            assert not PATH.search(paragraph), (page.title, paragraph)
            assert not any(key in paragraph for key, _ in OPTION_NAMES if "_" in key), paragraph
    options = next(p for p in UI.rules_sections() if p.title.startswith("Optional rules"))
    assert any(p.startswith("- Bantam and Monster:") for p in options.paragraphs)


def test_given_the_rules_reference_of_metalkrushers_then_its_keys_are_metalkrushers_own(app):
    # given the player's bindings as the rules reference reads them
    scene = RulesHelpScene("metalkrushers")
    app.push(scene)
    app.frame()
    keys = scene.pages[-1]
    words = "\n".join(keys.paragraphs)
    # then the Keys page is last and says how a Krusher moves, stops and declares
    assert keys.title == "Keys"
    assert "W or Up: step forward" in words and "Q / E: stop and take the free turn" in words
    assert "1-8: pick an option" in words
    # and lists no key MetalKrushers does not use, nor another game's
    assert "Undo" not in words and "End turn" not in words
    assert "Eat" not in words and "Stop moving" not in words
    assert "F1: Rules help" in words and "Tab: Skip animation" in words
    assert "W: Pan up (while you are not moving)" in words
