"""The words of Dice Bot Mega Fun's tutorial lessons (``game.ui.tutorial.card``): what the title,
the game chooser and the rules reference show before a lesson is played. No pygame, no
rules: the title reads these at start-up."""

from __future__ import annotations

from game.ui.tutorial.card import LessonCard

FIRST_MELEE = LessonCard(
    key="dicebot",
    label="the tutorial",
    tooltip=("Play a first melee as Bolt: the junkyard, the cards, speed and dodging, every step "
             "explained."),
    offer_title="New to Dice Bot Mega Fun?",
    offer_words=("Build a robot in a slowed-down junkyard and win your first medal, every step "
                 "explained. About five minutes; the rules (F1) keep it within reach."),
    script="game.games.dicebot.ui.tutorial.first_melee:FirstMelee")

CARDS: tuple[LessonCard, ...] = (FIRST_MELEE,)
"""The lessons in order (the first is the game's tutorial)."""
