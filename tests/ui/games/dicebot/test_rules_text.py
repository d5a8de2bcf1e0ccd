"""F1 for Dice Bot: how to play with every grab control first, then our rulings page by page,
then the keys."""

from __future__ import annotations

from game.ui.games.dicebot import RULES_PAGE, rules_sections
from game.ui.games.dicebot.scavenge.controls import CLUSTERS


def test_how_to_play_comes_first_and_names_every_control():
    pages = list(rules_sections(("Tab: skip",)))
    first = " ".join(pages[0].paragraphs)
    assert pages[0].title == "How to play"
    assert "mouse" in first and "controller" in first
    assert all(cluster.label in first for cluster in CLUSTERS)
    assert pages[-1].title == "Keys" and pages[-1].paragraphs == ("Tab: skip",)


def test_every_heading_of_our_rulings_is_a_page():
    headings = [line[3:].strip() for line in RULES_PAGE.read_text().splitlines()
                if line.startswith("## ")]
    titles = [page.title for page in rules_sections()]
    assert headings and all(h.replace("**", "").replace("`", "") in titles for h in headings)
    scavenge = next(p for p in rules_sections() if p.title == "The scavenge")
    assert any("Snake draft" in paragraph for paragraph in scavenge.paragraphs)
