"""The words of Mechaton's tutorial lessons (``game.ui.tutorial.card``): what the title,
the game chooser and the rules reference show before a lesson is played. No pygame, no
rules: the title reads these at start-up."""

from __future__ import annotations

from game.ui.tutorial.card import LessonCard

BUILD_AND_DEPLOY = LessonCard(
    key="mechaton",
    label="lesson 1",
    tooltip="Lesson 1: build an army in secret and deploy it in the rulebook's order.",
    offer_title="New to Mechaton?",
    offer_words=("Two short lessons: build an army and deploy it, then play the rulebook's example"
                 " turn with every step explained. About fifteen minutes; the rules (F1) keep them"
                 " within reach."),
    script="game.games.mechaton.ui.tutorial.setup_lesson:BuildAndDeploy")

FIRST_TURN = LessonCard(
    key="mechaton.2",
    label="lesson 2",
    tooltip="Lesson 2: the rulebook's example turn (Arty, Bashy and Carver), every step explained.",
    offer_title="New to Mechaton?",
    offer_words=("Play the rulebook's example turn as Bashy, Carver and Dozer: parts and dice, "
                 "combat order, the spot die, cover, stations and the doomsday clock, every step "
                 "explained. About ten minutes; the rules (F1) keep it within reach."),
    script="game.games.mechaton.ui.tutorial.first_turn:FirstTurn")

CARDS: tuple[LessonCard, ...] = (BUILD_AND_DEPLOY, FIRST_TURN)
"""The lessons in order (the first is the game's tutorial)."""
