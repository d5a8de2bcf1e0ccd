"""The rules reference (F1) for Mechaton: our rulings page, section by section, then keys."""

from __future__ import annotations

from pathlib import Path

from game.ui.rules_pages import Section

OVERVIEW = (
    "Each player builds an army of mechs in secret, then deploys it with stations. Every "
    "turn each mech rolls initiative dice and goes on the one its owner picks, lowest first.",
    "On its go a mech names a target and a mech to spot, rolls its dice and puts them on "
    "defence, attack, move and spot. An attack hits if it beats the target's defence; the "
    "damage dice strip attachments, then white dice, until the mech is rubble.",
    "Scores are assets (mechs and stations) times your points per asset. The doomsday clock "
    "ticks every turn and may be ticked once more by each player; at zero the best score wins.",
    "On screen: the initiative track and scoreboard are on the right; click a die and then a "
    "box to assign it (or keys 1-9 then D A M S); Enter commits.",
)


def page_sections(page: Path) -> list[Section]:
    """The ``##`` sections of a Markdown page, paragraphs joined per blank line."""
    if not page.exists():
        return []
    found: list[Section] = []
    title, lines, paragraphs = "", [], []
    for raw in page.read_text(encoding="utf-8").splitlines() + ["## end"]:
        line = raw.strip()
        if line.startswith("#"):
            if lines:
                paragraphs.append(" ".join(lines))
            if title and paragraphs:
                found.append(Section(title.replace("Mechaton: our rulings", "About our rulings"),
                                     tuple(paragraphs)))
            title, lines, paragraphs = line.lstrip("#").strip(), [], []
        elif not line:
            if lines:
                paragraphs.append(" ".join(lines))
            lines = []
        else:
            if line.startswith("- ") and lines:
                paragraphs.append(" ".join(lines))
                lines = []
            lines.append(line.removeprefix("- ").replace("**", "").replace("`", ""))
    return found


def sections(page: Path, key_lines: tuple[str, ...] = ()) -> tuple[Section, ...]:
    """How to play, the rulings page's sections, then the keys."""
    pages = [Section("How to play", OVERVIEW), *page_sections(page)]
    if key_lines:
        pages.append(Section("Keys", key_lines))
    return tuple(pages)
