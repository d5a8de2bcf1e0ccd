"""F1 for Dice Bot: how to play in plain words first, then our rulings page by page, then
Dice Bot's own keys (the grab clusters included) and only the shared keys it uses."""

from __future__ import annotations

from game.games.dicebot.ui import RULES_PAGE, UI
from game.games.dicebot.ui.scavenge.controls import CLUSTERS


def test_how_to_play_comes_first_in_player_words():
    # given the Dice Bot rules reference
    pages = list(UI.rules_sections(("Tab: Skip animation",)))
    # when its first page is read
    first = " ".join(pages[0].paragraphs)
    # then it is How to play, says what to do from cards to medals, and uses no core jargon
    assert pages[0].title == "How to play"
    for words in ("Roll", "grab", "medal", "cannot pay", "head"):
        assert words in first
    for jargon in ("request", "seat 0", "step b", "legal choice", "ruleset"):
        assert jargon not in first


def test_the_keys_page_names_every_grab_control_and_the_tables_keys():
    # given the rules reference with one bound key
    pages = list(UI.rules_sections(("Tab: Skip animation",)))
    # then the keys page comes last, with the mouse, controllers, every cluster and the
    # bound key
    keys = pages[-1]
    text = " ".join(keys.paragraphs)
    assert keys.title == "Keys"
    assert "mouse" in text and "controller" in text
    assert all(cluster.label in text for cluster in CLUSTERS)
    assert "U uses it, P keeps it" in text
    assert keys.paragraphs[-1] == "Tab: Skip animation"


def test_f1_lists_only_the_shared_keys_dice_bot_uses(app, dicebot_ui):
    from game.ui.scenes.rules_help import RulesHelpScene

    # given F1 opened on Dice Bot with the default keys
    scene = RulesHelpScene("dicebot")
    app.push(scene)
    # when its keys page is read
    keys = " ".join(scene.pages[-1].paragraphs)
    # then no other game's keys are on it (Space ends no turn, W A S D pan nothing) ...
    assert "End turn" not in keys and "Pan" not in keys and "Zoom" not in keys
    # ... but the keys it does use are, with the player's bindings
    assert "Tab: Skip animation" in keys and "F1: Rules help" in keys
    assert "W A S D move, Space grabs" in keys


def test_other_games_still_list_every_shared_key(app):
    from game.ui.scenes.rules_help import RulesHelpScene

    # given F1 on Meatbot, which has a map and turns
    scene = RulesHelpScene("meatbot")
    app.push(scene)
    keys = " ".join(scene.pages[-1].paragraphs)
    # then its keys page still lists ending a turn and panning
    assert "Space: End turn" in keys and "W: Pan up" in keys


def test_every_heading_of_our_rulings_is_a_page():
    headings = [line[3:].strip() for line in RULES_PAGE.read_text().splitlines()
                if line.startswith("## ")]
    titles = [page.title for page in UI.rules_sections()]
    assert headings and all(h.replace("**", "").replace("`", "") in titles for h in headings)
    scavenge = next(p for p in UI.rules_sections() if p.title == "The scavenge")
    assert any("Snake draft" in paragraph for paragraph in scavenge.paragraphs)
