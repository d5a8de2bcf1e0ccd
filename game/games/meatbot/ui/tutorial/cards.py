"""The words of Meatbot Massacre's tutorial lessons (``game.ui.tutorial.card``): what the title,
the game chooser and the rules reference show before a lesson is played. No pygame, no
rules: the title reads these at start-up."""

from __future__ import annotations

from game.ui.tutorial.card import LessonCard

FIRST_FIGHT = LessonCard(
    key="meatbot",
    label="lesson 1",
    tooltip="Play the rulebook's first example as Red, with every step explained.",
    offer_title="New to Meatbot Massacre?",
    offer_words=("Play the rulebook's first match as Red, every step explained. About five "
                 "minutes; the rules (F1) keep it within reach."),
    script="game.games.meatbot.ui.tutorial.first_fight:FirstFight")

SHOP_AND_FEAST = LessonCard(
    key="meatbot.2",
    label="lesson 2",
    tooltip=("Fill your bot in the shop, tear a part off Nina, eat it and win the match, with "
             "every step explained."),
    offer_title="Lesson 2: shop, feast, finish",
    offer_words=("Lesson 2 shows the build shop, eating a part torn off a rival, and how a match "
                 "ends. About five minutes; the rules (F1) keep it within reach."),
    script="game.games.meatbot.ui.tutorial.shop_and_feast:ShopAndFeast")

CARDS: tuple[LessonCard, ...] = (FIRST_FIGHT, SHOP_AND_FEAST)
"""The lessons in order (the first is the game's tutorial)."""
