"""The shared rules-page splitter: headings make pages, lists and steps make paragraphs, and a
wrapped line that starts with a number stays in its sentence."""

from __future__ import annotations

from game.ui.rules_pages import markdown_sections

PAGE = """Before any heading.

## Dice

A blow lands on 2 or more
2 dice showing sixes.

### Steps
1. Roll.
2. Keep the best.
- a list item
| a | table |
| --- | :-: |
# Next
Last words with **bold** and `code`.
"""


def test_given_a_page_when_split_then_headings_lists_steps_and_wraps_come_out_right(tmp_path):
    page = tmp_path / "rules.md"
    page.write_text(PAGE, encoding="utf-8")

    sections = markdown_sections(page, "Intro")

    assert [s.title for s in sections] == ["Intro", "Dice", "Next"]
    assert sections[0].paragraphs == ("Before any heading.",)
    assert sections[1].paragraphs == ("A blow lands on 2 or more 2 dice showing sixes.", "STEPS",
                                      "1. Roll.", "2. Keep the best.", "- a list item",
                                      "| a | table |")
    assert sections[2].paragraphs == ("Last words with bold and code.",)


def test_every_games_section_titles_fit_the_rules_index_uncut(app):
    import pygame

    from game.ui.games import game_ui_names
    from game.ui.scenes.rules_help import LIST_WIDTH, RulesHelpScene
    from game.ui.text import text

    # given the rules reference of each game on the smallest window
    pygame.display.set_mode((800, 600))
    for name in game_ui_names():
        scene = RulesHelpScene(name)
        app.push(scene)
        app.frame()
        # then each section's title fits the index at the smallest size a row shrinks to,
        # bold as when chosen (a longer one would be cut with an ellipsis)
        room = LIST_WIDTH - 24 - 12
        size = max(14, min(28, scene.index.row_height - 12) - 8)
        for page in scene.pages:
            assert text(page.title, size, (255, 255, 255), True).get_width() <= room, \
                f"{name}: {page.title!r}"
        app.pop()
