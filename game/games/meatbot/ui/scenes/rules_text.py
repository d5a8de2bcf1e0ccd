"""The in-game rules reference and the shop's item notes, in our own words.

Numbers that the rules core owns (Stomach costs, ranges, damage, ammo, the basic bot) are read
from game.games.meatbot.rules.devourables, so the help and the shop never drift from the game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.devourables import DEVOURABLES, Devourable
from game.games.meatbot.ui import RULES_PAGE
from game.ui.rules_pages import Section


@dataclass(frozen=True)
class ItemNotes:
    """What the shop tells about one devourable beyond the core's numbers."""

    what: str
    grandstand: str
    stacking: str


NOTES: dict[str, ItemNotes] = {
    dv.ACID_SPRAY: ItemNotes(
        "A nozzle that hoses a wedge of acid in front of the bot: every bot in the cone whose "
        "Defend the roll reaches takes the damage, friend or foe.",
        "Acid Stream: a straight five-hex jet; everyone it reaches takes the damage and loses "
        "3 Defend for the rest of the round.",
        "A second nozzle adds nothing by itself, but two weapons open up Clusterbang."),
    dv.AGGRO_PUMP: ItemNotes(
        "Glands that keep the bot angry: your attack dice are no longer capped by Attack, "
        "only by Massacre.", "None.", "One is all you need; more do nothing."),
    dv.BONESPEAR: ItemNotes(
        "A siege flinger with three spears in the magazine. A hit hurts badly and shoves the "
        "target one hex straight away from you. Spent spears are gone for good.",
        "Shotgun Wedding: with a wall or bot right behind the target, the spear pins them "
        "together (the second bot takes half).",
        "Each flinger brings its own three spears. With Gougers it unlocks Lawyer Noise."),
    dv.BOOM: ItemNotes(
        "A rocket launcher with ten rockets. Rockets explode: full damage at the aim point, "
        "one less next to it, and even a low roll still scorches whoever stands at the centre.",
        "Hurl: a rocket skipped under the target, lifting it two hexes away and slowing it.",
        "Each launcher carries its own ten rockets."),
    dv.CHITIN: ItemNotes(
        "Armour plates grown over the meat: each layer raises base Defend by 1 (and so also "
        "lets you pick one more d6).", "None.", "Stacks: every layer adds 1 Defend."),
    dv.CRANE: ItemNotes(
        "Long whip arms: claws and Gougers reach 2 hexes, and the bot can eat items lying "
        "2 hexes away.", "Trips reach 2 hexes too.", "One pair is enough; more do nothing."),
    dv.ENDURANCE: ItemNotes(
        "A tireless heart: Move still sets the base distance, but no longer limits how many d4 "
        "you may pick.", "None.", "One is all you need; more do nothing."),
    dv.ELME: ItemNotes(
        "Explosive Leg Muscle Enhancement: each graft adds 1 to base Move (and so one more d4 "
        "you may pick).", "None of its own; with Extra Meat it unlocks the Fat City Sumo Ride.",
        "Stacks: every graft adds 1 Move."),
    dv.EXTRA_MEAT: ItemNotes(
        "More meat on the bones: each level adds 2 Meat.",
        "None of its own; with ELME it unlocks the Fat City Sumo Ride (1 damage per level).",
        "Stacks: every level adds 2 Meat."),
    dv.GOUGERS: ItemNotes(
        "Huge hooked claws for hacking at a bot next to you.",
        "Organ Peel: rip one devourable off the target and drop it in a hex beside it.",
        "Two sets can Clusterbang together; with a Bonespear Flinger they unlock Lawyer Noise."),
    dv.HYPERHEAL: ItemNotes(
        "Fast-knitting tissue: 1 Meat back every Defense phase, or instead spit out one "
        "onco-round lodged in the bot.", "None.", "Stacks: each heals 1 or expels a round."),
    dv.HYPERSNACK: ItemNotes(
        "A second, faster stomach: any attack die lets the bot swallow an item in its own hex, "
        "and the item works from the next round.",
        "None of its own; with Lockjaw it unlocks Master Munch.", "One is all you need."),
    dv.LOCKJAW: ItemNotes(
        "Reinforced jaws: a plain bite, or a Lock that clamps the two bots together so they "
        "move as one (both slowed) until the biter lets go, falls, or the victim tears free.",
        "None of its own; with Hypersnack it unlocks Master Munch.",
        "A second jaw adds nothing by itself, but counts for Clusterbang."),
    dv.NERVE_LACE: ItemNotes(
        "Faster nerves: on a tied die (grandstand, attack or movement) the laced bot acts "
        "first.", "None.", "One is all you need."),
    dv.ONCO: ItemNotes(
        "Fires a slug that stays in the victim. Each round after, you choose what each slug "
        "does: 1 damage, 1 less base Move, or 1 less base Defend (never below 1).",
        "BiRP: make one of the victim's devourables drop off; with none left, the pilot is "
        "carried out and the match restarts without them.",
        "A second cannon fires no faster; it is a costly spare."),
    dv.TWITCHY: ItemNotes(
        "Jumpy reflexes: Defend still sets the base, but no longer limits how many d6 you "
        "may pick.", "None.", "One is all you need."),
    dv.UP_DOWN: ItemNotes(
        "A mortar: any attack die, even a 1, lobs a shell onto any hex. It lands next round "
        "after Defense, before grandstands, and its blast ignores Defend.",
        "None.", "Each launcher adds nothing more; every die can already lob a shell."),
}


def item_numbers(item: Devourable) -> list[str]:
    """The core's numbers for an item as short phrases ("Range 10", "Damage 2", ...)."""
    parts = [f"Stomachs {item.stomachs}"]
    if item.range:
        parts.append(f"Range {item.range}")
    elif item.name == dv.UP_DOWN:
        parts.append("Range: anywhere")
    if item.damage:
        parts.append(f"Damage {item.damage}")
    if item.ammo is not None:
        parts.append(f"Ammo {item.ammo}")
    return parts


def _basics() -> Section:
    return Section("Your jock and bot", (
        "Each player is a meatjock with one score, Massacre (2 to 10): the most dice you may "
        "pick each round.",
        f"Every bot starts with Move {dv.BASIC_MOVE}, Defend {dv.BASIC_DEFEND}, Attack "
        f"{dv.BASIC_ATTACK}, {dv.BASIC_MEAT} Meat and {dv.BASIC_STOMACHS} Stomachs. Meat is "
        "health: at 0 the bot collapses. Stomachs hold devourables (gadgets).",
        f"Built in and never lost: a plib gun (range {dv.PLIB_RANGE}, Damage 1) and claws and "
        f"teeth (range {dv.CLAW_RANGE}, Damage 1).",
    ))


SECTIONS_BEFORE_ITEMS: tuple[Section, ...] = (
    Section("How to play", (
        "Giant bio-robots fight in a hex arena. Knock every other bot down to 0 Meat; the last "
        "one standing wins.",
        "Before the fight each human builds a bot in the shop, filling its Stomachs with "
        "devourables (gadgets); AI seats build their own.",
        "Every round everyone picks dice in secret, then all are rolled at once: the dice say "
        "how far each bot moves, how hard it is to hit and when it attacks. The pages below "
        "explain each step; F1 opens them at any time.",
        "If the last bots fall at the very same moment, the match is a draw. A match that runs "
        "past the round limit is a draw as well.",
    )),
    _basics(),
    Section("A round", (
        "1. Onco orders: a bot with Hyperheal may first spit out a lodged onco-round; then "
        "bots with onco slugs in others choose what each slug does.",
        "2. Pick: everyone secretly picks dice (or chooses to eat an item). Hot-seat players "
        "pass the screen so nobody peeks.",
        "3. Reveal: all dice are rolled together.",
        "4. Defense: each bot's Defend rises; Hyperheal heals; last round's Up Down shells land.",
        "5. Attacks: grandstands that rolled 12 go first, then attack dice from 10 down to 1.",
        "6. Movement: slowest bot first.",
    )),
    Section("Picking dice", (
        "d4 = move, d6 = defend, d10 = attack, d12 = grandstand. The total is at most your "
        "Massacre.",
        "You may pick at most base Move d4s, base Defend d6s and Attack (4) d10s; d12s are "
        "limited only by Massacre. Endurance Pump, Twitchy Flinchpump and Aggro Pump lift "
        "those caps.",
        "Current Move = base Move + the sum of your d4s. Current Defend = base Defend + your "
        "single best d6.",
    )),
    Section("Attacks", (
        "Each d10 becomes one attack when its number comes up, highest first. Equal numbers "
        "from different bots are chosen in secret and happen at once, so two bots can floor "
        "each other. Nerve Lace goes first on a tie.",
        "A shot hits when the die is at least the target's current Defend. Range is counted in "
        "hexes; the target hex must be in sight. Walls block sight and movement; bots block "
        "movement only.",
        "An attack die can also lob an Up Down shell, or make your own bot puke up one of its "
        "devourables. A die that cannot reach anyone is simply lost.",
    )),
    Section("Grandstands", (
        "A d12 is a showy stunt. Only a natural 12 works, and then it ignores Defend; you "
        "choose which stunt you have the kit and range for.",
        "Anyone can Trip (2 damage, target moves 2 less this round) or Tackle (3 damage, both "
        "bots move 3 less next round). Weapons add their own stunts; see Devourables.",
        "All successful grandstands happen before any attack.",
    )),
    Section("Area effects", (
        "Explosion: full damage at the aimed hex, one less in the six around it. At the centre "
        "even a roll under Defend still does one less; around it, a roll under a bot's Defend "
        "does nothing.",
        "Cone: a wedge of six hexes (rows of 1, 2 and 3) in one of six directions. Ray: the "
        "next five hexes in a straight line. Both hit every bot inside whose Defend the roll "
        "reaches, friend or foe, and stop at walls.",
        "Up Down shells ignore Defend: 3 at the centre, 2 around it.",
    )),
    Section("Movement", (
        "The bot with the lowest current Move goes first, the fastest last. Bots with equal "
        "Move take turns a hex at a time.",
        "Nobody may enter or pass through another bot's hex. Locked bots move together.",
    )),
    Section("Eating", (
        "Devourables knocked off a bot lie on the floor. Standing on one (or 2 hexes away with "
        "Crane Whip Arms), you may spend the whole round eating instead of picking dice.",
        "An eaten item works from the next match (with Hypersnack: from the next round). Full "
        "stomachs? Puke something up first with an attack die.",
    )),
)

SECTIONS_AFTER_ITEMS: tuple[Section, ...] = (
    Section("Advanced maneuvers", (
        "These are grandstands that need a pair of devourables.",
        "Clusterbang: two weapons with standard attacks (not the Up Down) fire as one, their "
        "damage and effects added; range is the shorter one.",
        "Master Munch (Hypersnack + Lockjaw, range 1): steal one devourable from the target; "
        "it is yours from the next round.",
        "Lawyer Noise (Gougers + Bonespear Flinger, range 1): 8 damage and fling the target up "
        "to 6 hexes in a straight line; a bot it lands on is shoved aside and hurt.",
        "Fat City Sumo Ride (ELME + Extra Meat, range 1): 1 damage per Extra Meat, then both "
        "bots slide two hexes your way and move 2 less this round.",
    )),
    Section("Setting up a match", (
        "Everyone agrees on Massacre and a Stomachs budget for their build (the Twin Measure).",
        "For a first game try medium Massacre and few Stomachs (Massacre 5, Stomachs 3) to "
        "learn the dice, or low Massacre and more Stomachs (Massacre 3, Stomachs 5) to learn "
        "the gear. Raise them as you get bolder.",
    )),
)


def devourable_paragraphs() -> tuple[str, ...]:
    """One paragraph per devourable: name, numbers, what it does, stunt, stacking."""
    out = []
    for name, item in sorted(DEVOURABLES.items()):
        notes = NOTES.get(name)
        numbers = ", ".join(item_numbers(item))
        body = notes.what if notes else item.summary
        extra = ""
        if notes and notes.grandstand != "None.":
            extra = f" Grandstand: {notes.grandstand}"
        out.append(f"{name} ({numbers}). {body}{extra}")
    return tuple(out)


RULINGS_FILE = RULES_PAGE
"""docs/rules/meatbot.md, the game UI's rules page."""


def ruling_paragraphs(path: Path = RULINGS_FILE) -> tuple[str, ...]:
    """Our rulings beyond the rulebook, read from docs/rules/meatbot.md (one source for both).

    Each "## heading" becomes a paragraph of its own and each bullet (with its continuation
    lines) one paragraph, with the markdown emphasis stripped.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        return (f"The rulings page could not be read ({path.name}: {error.strerror}).",)
    out: list[str] = []
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("## "):
            out.append(stripped[3:].upper())
        elif stripped.startswith("- "):
            out.append(stripped[2:])
        elif stripped and out and line.startswith("  ") and not stripped.startswith("#"):
            out[-1] += " " + stripped
    return tuple(re.sub(r"\*|`", "", paragraph) for paragraph in out)


def sections(key_lines: tuple[str, ...] = ()) -> tuple[Section, ...]:
    """Every page of the reference, then our rulings, the key list last."""
    items = Section("Devourables", devourable_paragraphs())
    rulings = Section("Our rulings", ruling_paragraphs())
    pages = (*SECTIONS_BEFORE_ITEMS, items, *SECTIONS_AFTER_ITEMS, rulings)
    if key_lines:
        pages += (Section("Keys", key_lines),)
    return pages
