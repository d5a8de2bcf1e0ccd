"""The rules every game shows under F1, and the docs beside them: each starts with a "How to
play" page, and none points at a rulebook folder players do not have (a rulebook is named by
its title)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ui.games import game_ui, game_ui_names
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.scenes.title import TitleScene

ROOT = Path(__file__).resolve().parents[2]
NAMES = game_ui_names()
UNSHIPPED = "shared/rules"


def shown_pages(app, name: str):
    app.push(TitleScene())
    rules = RulesHelpScene(name)
    app.push(rules)
    app.frame()
    return rules.pages


@pytest.mark.parametrize("name", NAMES)
def test_the_rules_index_starts_with_how_to_play(app, name):
    pages = shown_pages(app, name)
    assert pages[0].title == "How to play", [page.title for page in pages[:3]]
    assert pages[0].paragraphs


@pytest.mark.parametrize("name", NAMES)
def test_no_rules_page_shown_in_game_points_at_a_folder_players_lack(app, name):
    pages = shown_pages(app, name)
    words = " ".join(page.title + " " + " ".join(page.paragraphs) for page in pages)
    assert UNSHIPPED not in words
    assert UNSHIPPED not in Path(game_ui(name).RULES_PAGE).read_text(encoding="utf-8")


def test_no_doc_or_readme_points_at_the_rulebook_folder():
    docs = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    citing = [str(doc.relative_to(ROOT)) for doc in docs
              if UNSHIPPED in doc.read_text(encoding="utf-8")]
    assert citing == []


def key(code: int):
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def test_the_rules_from_the_title_switch_between_every_game(app):
    import pygame

    # given the rules reference opened from the title on the first game
    app.push(TitleScene())
    rules = RulesHelpScene(NAMES[0])
    app.push(rules)
    app.frame()
    assert len(rules.tab_rects()) == len(NAMES)
    # when Right is pressed once per game, then each game's rules show in turn, from the top
    seen = []
    for _ in NAMES:
        seen.append(rules.game_ui().NAME)
        rules.index.choose(1)
        rules.handle_event(key(pygame.K_RIGHT))
        assert rules.page == 0 and rules.pages[0].title
    assert seen == NAMES and NAMES[0] == rules.game_ui().NAME
    # when Left is pressed, then the last game's rules show
    rules.handle_event(key(pygame.K_LEFT))
    assert NAMES[-1] == rules.game_ui().NAME
    # when the second game's tab is clicked, then its rules show
    tab = rules.tab_rects()[1]
    rules.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tab.center, button=1))
    assert NAMES[1] == rules.game_ui().NAME
    assert [p.title for p in rules.pages] == [p.title for p in shown_pages(app, NAMES[1])]
