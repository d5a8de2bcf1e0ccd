"""The F1 rules reference for MetalKrushers: how to play first, then docs/rules/metalkrushers.md
cut into pages at its headings (file names and set-up keys taken out), then the keys."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from game.games.metalkrushers.ui.session_setup import OPTION_NAMES
from game.ui.rules_pages import Section, markdown_sections
from game.ui.settings import ACTION_LABELS

HOW_TO_PLAY = (
    "You build a Krusher (a fighting robot with two hands) and fight in a walled pit. The "
    "last side with a Krusher standing wins; if the last ones fall in the same turn, or the "
    "turn limit comes, it is a draw.",
    "EVERY TURN: INITIATIVE, MOVEMENT, COMBAT",
    "Initiative: every Krusher rolls a die and adds its initiative modifier (light weapons "
    "and small shields raise it). The lowest moves first, so the highest moves last and can "
    "walk round the others; in combat the highest strikes first. The panel at the right says "
    "who moves after you.",
    "Movement: a step forward costs 1 movement point, a step back 2, turning one side 1. "
    "When you stop (or run out of points) you may turn one side for free. Walls and other "
    "Krushers block. The purple null fields along the walls take 1 off every roll of a "
    "Krusher standing in one.",
    "FACING: WHERE YOU CAN HIT AND BE HIT",
    "A Krusher has six sides; the arrow on its front shows where it faces. A hand attacks "
    "through the front (Attack Bonus +2), the front side on its own arm (+1) and the rear "
    "side on that arm (0), never through the other arm's sides or the rear. A Krusher is "
    "hardest to hit from the front (Evade -2 there, -1 on the front sides, nothing behind). "
    "Hover a Krusher to see its arcs; keep your back away from enemies who move after you.",
    "COMBAT",
    "In your slot you name a target for each hand that can reach one: an enemy on the next "
    "hex inside that hand's arc (polearms and projectors reach further). The game picks the "
    "best attack for you and shows its chances; Enter takes it, or choose another.",
    "To hit: roll two dice, add your Attack Bonus on the side facing the target and the "
    "target's Evade on the side facing you (and any parry against you). 7 or more hits. "
    "Damage is a die plus the weapon's bonus and comes off the armour of the side that was "
    "hit, then off Internal Linkage. At 0 Internal Linkage at the end of a turn a Krusher is "
    "out.",
    "Before the dice, the defender may try to turn to face the blow (Reflex Facing), and "
    "either side may declare a shield block or parry, or set a free weapon to parry one "
    "enemy weapon: a parry makes that weapon's attacks harder for the rest of the turn, but "
    "a parrying weapon does not attack. Again the best choice is picked for you and Enter "
    "takes it.",
    "Criticals: a hit whose natural roll is high enough for its weapon (12 for impact, 11-12 "
    "for slice, 10-12 for thrust) also rolls on the critical chart: extra points behind any "
    "shield, and on a 6 straight into Internal Linkage.",
)
MOVE_KEYS = ("W or Up: step forward (1 movement point)", "S or Down: step back (2 points)",
             "A / D or Left / Right: turn one side (1 point, or the free turn once stopped)",
             "Enter or Space: stop (no free turn)",
             "Q / E: stop and take the free turn left / right",
             "Click the hex ahead or behind: step there")
DECLARE_KEYS = ("1-8: pick an option, Left / Right: the previous or next option",
                "Enter: declare the picked option (the best one is picked for you)")
UNUSED_SHARED = ("undo", "end_turn")
"""Shared actions MetalKrushers has no use for (its own keys stop a move)."""
PATH_IN_BRACKETS = re.compile(r"\s*\([^()]*(?:\b[\w.-]+/[\w./-]+|\.md\b|\.tmx\b)[^()]*\)")
OPTION_KEY_IN_BRACKETS = re.compile(
    r"\s*\((?:" + "|".join(key for key, _ in OPTION_NAMES) + r")\)")


def sections(page: Path, key_lines: tuple[str, ...] = ()) -> tuple[Section, ...]:
    """How to play, one page per ``##`` heading of ``page`` (a ``###`` heading starts a
    paragraph of its own; table rows and list items are paragraphs of their own), the keys
    last: MetalKrushers' own, then the shared ones it uses."""
    found = [Section("How to play", HOW_TO_PLAY)]
    found += [Section(s.title, tuple(_for_players(p) for p in s.paragraphs))
              for s in markdown_sections(page, "MetalKrushers")]
    if key_lines:
        found.append(Section("Keys", keys_page(key_lines)))
    return tuple(found)


def keys_page(shared: Iterable[str]) -> tuple[str, ...]:
    """The moving and declaring keys, then each shared key line MetalKrushers uses (a line
    is "Key: label", as the rules reference writes the player's bindings)."""
    unused = {ACTION_LABELS[action] for action in UNUSED_SHARED}
    kept = tuple(line for line in shared if line.rsplit(": ", 1)[-1] not in unused)
    return ("MOVING YOUR KRUSHER", *MOVE_KEYS, "DECLARING AND ATTACKING", *DECLARE_KEYS,
            "OTHER KEYS", *(_pan_note(line) for line in kept))


def _pan_note(line: str) -> str:
    """Pan keys say they pan only while no Krusher of yours is moving (W A S D move it)."""
    return line + " (while you are not moving)" if ": Pan " in line else line


def _for_players(paragraph: str) -> str:
    """A paragraph without file names and set-up keys in brackets."""
    return OPTION_KEY_IN_BRACKETS.sub("", PATH_IN_BRACKETS.sub("", paragraph))
