"""The words of MetalKrushers's tutorial lessons (``game.ui.tutorial.card``): what the title,
the game chooser and the rules reference show before a lesson is played. No pygame, no
rules: the title reads these at start-up."""

from __future__ import annotations

from game.ui.tutorial.card import LessonCard

COMBAT = LessonCard(
    key="metalkrushers",
    label="Tutorial",
    tooltip="Play the rulebook's combat example as Krusher B, with every step explained.",
    offer_title="New to MetalKrushers?",
    offer_words=("Play the rulebook's combat example as Krusher B: design, facing, a move, "
                 "parries, a shield block and a critical, every step explained. About five "
                 "minutes; the rules (F1) keep it within reach."),
    script="game.games.metalkrushers.ui.tutorial.combat_lesson:CombatLesson")

CARDS: tuple[LessonCard, ...] = (COMBAT,)
"""The lessons in order (the first is the game's tutorial)."""
