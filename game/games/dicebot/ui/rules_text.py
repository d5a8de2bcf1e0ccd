"""The F1 rules reference for Dice Bot Mega Fun: how to play on screen in plain words, then
docs/rules/dicebot.md cut into pages at its headings, then the keys (Dice Bot's own: the grab
controls and the table's keys, then the player's bindings of the shared keys it uses)."""

from __future__ import annotations

from pathlib import Path

from game.games.dicebot.ui.scavenge.controls import CLUSTERS
from game.ui.rules_pages import Section, markdown_sections

HOW_TO_PLAY = (
    "You build a robot out of dice, then fight the other robots with weapon cards. The "
    "game is played in fights called melees: every robot still standing when a melee ends "
    "earns a medal, and the first to three medals is the champion.",
    "1. Look at your cards. Everyone gets six weapon cards. Each card shows the parts it "
    "costs (for example a claw and a battery), how fast it is and how hard it hits. Then "
    "press Roll: everybody's dice tumble into the junkyard in the middle.",
    "2. Grab parts. After 3-2-1, everybody grabs at once: click a die (or use your keys or "
    "controller) to take it. Each die you grab is a part for your robot: six for the body, "
    "the seventh becomes its head. Be quick, but grab the parts your cards need (the "
    "panel under the junkyard lists them). The New "
    "match form sets how fast the computer players grab; the snake draft takes turns "
    "instead.",
    "3. Fight. Each round everybody picks one card in secret, then all are shown together. "
    "You pay a card with the parts it costs, and they are used up. A card you cannot pay is "
    "thrown away and your robot is wide open: every attack on it hits. Cards you cannot "
    "pay for are dimmed in your hand.",
    "Faster weapons strike first, and a robot whose weapon is faster dodges a slower one. "
    "Each card says whom it attacks: the robot on your left, on your right, everybody, or "
    "one you choose.",
    "Your head part is special: instead of spending it, you may throw it away for a one-off "
    "trick (more speed, more damage, armor, extra cards and so on). Its button says what "
    "it does.",
    "4. Medals. A melee lasts up to six rounds, or until one robot (or none) is left. "
    "Then every robot is repaired, new cards are dealt and everyone rolls again.",
    "Point at anything for a tip. The Keys page lists every key; the pages between say "
    "exactly how each rule works.",
)

GRAB_KEYS = (
    "Grabbing parts (each player grabs with a device of their own, given out in this "
    "order):",
    "the mouse: click a die.",
    "each game controller: the d-pad or left stick moves the cursor, A grabs.",
    *(f"{cluster.label}." for cluster in CLUSTERS),
    "While parts are being grabbed, a player's keys only move and grab (Space is a grab "
    "key, not a skip).",
)
TABLE_KEYS = (
    "Before the grab: Enter or Space rolls your dice.",
    "Choosing a weapon: Left / Right or 1-9 pick a card, Enter plays it (or click it, then "
    "click it again).",
    "Your head part: U uses it, P keeps it.",
    "Throwing cards away: Left / Right move, Space or 1-9 pick a card, Enter throws them.",
    "Choosing a target or how to pay: Left / Right or 1-9 pick, Enter confirms (or click).",
)


def keys_page(key_lines: tuple[str, ...]) -> Section:
    """The grab controls, the table's keys, then the player's bindings (``key_lines``)."""
    return Section("Keys", (*GRAB_KEYS, *TABLE_KEYS, *key_lines))


def sections(page: Path, key_lines: tuple[str, ...] = ()) -> tuple[Section, ...]:
    """How to play, one page per ``##`` heading of ``page`` (list items and table rows as
    paragraphs of their own), the keys last."""
    return (Section("How to play", HOW_TO_PLAY),
            *markdown_sections(page, "Dice Bot Mega Fun"), keys_page(key_lines))
