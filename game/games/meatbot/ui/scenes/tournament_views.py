"""Drawing a tournament: fighter badges, the standings table, the bracket, the history."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.games.meatbot.rules.tournament import MatchRecord, Standing, Tournament, standings
from game.games.meatbot.rules.tournament_schedule import BYE, Heat
from game.ui import theme
from game.ui.palette import team_style
from game.ui.render.hud import panel
from game.ui.render.markers import hex_points
from game.ui.text import text, wrap

COLUMNS = (("#", 34), ("Fighter", 190), ("Seat", 110), ("Mas", 52), ("Sto", 52),
           ("Bank", 58), ("Fans", 58), ("W-D-L", 84), ("Kills", 58), ("GS", 44))
ROW_HEIGHT = 34
MATCH_WORD = "Match"
LINE_HEIGHT = 24


def with_article(noun: str) -> str:
    """'a Chitin', 'an Endurance Pump': the article a devourable's name takes."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def champion_rule(tournament: Tournament) -> str:
    """How the champion is decided, for the screens (empty for a bracket, where it is plain).

    In a Battle Royale the last fight alone decides: the standings do not count (our ruling
    on the rulebook's series of fights, see docs/tournaments.md)."""
    if tournament.format == "royale":
        return "The last fight decides the champion, whatever the standings."
    return ""


def seat_label(tournament: Tournament, index: int) -> str:
    """'Human' or 'AI (hard)'."""
    seat = tournament.fighters[index].seat
    return f"AI ({seat.level})" if seat.is_ai else "Human"


def draw_badge(surface: pygame.Surface, tournament: Tournament, index: int,
               centre: tuple[int, int], radius: int = 11) -> None:
    """A team-coloured hex with the team's letter (colour is never the only cue)."""
    style = team_style(tournament.fighters[index].colour)
    pygame.draw.polygon(surface, style.colour, hex_points(centre, radius))
    letter = text(style.label, int(radius * 1.6), theme.BACKGROUND, bold=True)
    surface.blit(letter, letter.get_rect(center=centre))


def draw_name(surface: pygame.Surface, tournament: Tournament, index: int | None,
              topleft: tuple[int, int], size: int = 24, dim: bool = False) -> int:
    """Badge and name (or 'bye' / 'to be decided'); returns the width used."""
    x, y = topleft
    if index is None or index == BYE:
        label = text("bye" if index == BYE else "to be decided", size, theme.TEXT_BROKEN)
        surface.blit(label, (x, y))
        return label.get_width()
    draw_badge(surface, tournament, index, (x + 11, y + size // 3 + 2))
    colour = theme.TEXT_DIM if dim else theme.TEXT
    label = text(tournament.fighters[index].name, size, colour)
    surface.blit(label, (x + 28, y))
    return 28 + label.get_width()


def standings_size(tournament: Tournament) -> tuple[int, int]:
    """Width and height of the standings table."""
    return sum(w for _, w in COLUMNS) + 16, ROW_HEIGHT * (len(tournament.fighters) + 1) + 16


def draw_standings(surface: pygame.Surface, tournament: Tournament,
                   topleft: tuple[int, int]) -> pygame.Rect:
    """The standings table; returns the area it covers."""
    table = standings(tournament)
    area = pygame.Rect(topleft, standings_size(tournament))
    surface.blit(panel(area.size, 200), area)
    x = area.x + 8
    for title, column in COLUMNS:
        surface.blit(text(title, 22, theme.TEXT_DIM), (x, area.y + 10))
        x += column
    champion = tournament.champion()
    for place, line in enumerate(table, start=1):
        y = area.y + 8 + ROW_HEIGHT * place
        if line.fighter == champion:
            row = pygame.Rect(area.x + 4, y, area.width - 8, ROW_HEIGHT - 2)
            pygame.draw.rect(surface, theme.ACCENT, row, 2, border_radius=6)
        _draw_row(surface, tournament, line, place, (area.x + 8, y))
    return area


def _draw_row(surface: pygame.Surface, tournament: Tournament, line: Standing, place: int,
              topleft: tuple[int, int]) -> None:
    fighter = tournament.fighters[line.fighter]
    cells = [str(place), "", seat_label(tournament, line.fighter), str(fighter.massacre),
             str(fighter.stomachs_used), str(fighter.fan_points), str(line.fans_earned),
             f"{line.wins}-{line.draws}-{line.losses}", str(line.kills), str(line.grandstands)]
    x, y = topleft
    colour = theme.TEXT_DIM if line.out else theme.TEXT
    for number, ((_, column), cell) in enumerate(zip(COLUMNS, cells, strict=True)):
        if number == 1:
            used = draw_name(surface, tournament, line.fighter, (x, y + 4), 24, dim=line.out)
            if line.out:
                tag = text("out", 18, theme.DANGER, bold=True)
                surface.blit(tag, (x + min(used + 8, column - tag.get_width()), y + 10))
        else:
            surface.blit(text(cell, 22, colour), (x, y + 6))
        x += column


def draw_bracket(surface: pygame.Surface, tournament: Tournament, area: pygame.Rect,
                 current: Heat | None = None) -> None:
    """The Grudge bracket: one column per round, each heat a box, winners lit."""
    bracket = tournament.bracket()
    if not bracket:
        return
    column = area.width // len(bracket)
    centres: list[list[int]] = []
    for round_index, heats in enumerate(bracket):
        slot = area.height / len(heats)
        x = area.x + round_index * column + 8
        centres.append([])
        for index, heat in enumerate(heats):
            cy = int(area.y + slot * (index + 0.5))
            centres[-1].append(cy)
            box = pygame.Rect(x, cy - 30, column - 40, 60)
            _draw_heat(surface, tournament, heat, box, heat == current)
            if round_index:
                _connect(surface, x, cy, centres[-2][2 * index], centres[-2][2 * index + 1])


def _draw_heat(surface: pygame.Surface, tournament: Tournament, heat: Heat, box: pygame.Rect,
               current: bool) -> None:
    edge = theme.ACCENT if current else theme.PANEL_EDGE
    surface.blit(panel(box.size, 210, edge=edge), box)
    for row, who in enumerate((heat.a, heat.b)):
        lost = heat.winner is not None and who != heat.winner
        draw_name(surface, tournament, who, (box.x + 8, box.y + 6 + row * 27), 22, dim=lost)
        if heat.winner is not None and who == heat.winner and not heat.is_bye:
            mark = text("WIN", 18, theme.ACCENT, bold=True)
            surface.blit(mark, mark.get_rect(topright=(box.right - 8, box.y + 10 + row * 27)))


def _connect(surface: pygame.Surface, x: int, cy: int, top: int, bottom: int) -> None:
    elbow = x - 20
    for source in (top, bottom):
        pygame.draw.line(surface, theme.PANEL_EDGE, (elbow - 12, source), (elbow, source), 2)
    pygame.draw.line(surface, theme.PANEL_EDGE, (elbow, top), (elbow, bottom), 2)
    pygame.draw.line(surface, theme.PANEL_EDGE, (elbow, cy), (x, cy), 2)


def record_lines(tournament: Tournament, record: MatchRecord) -> list[str]:
    """A played match in words: who won, each fighter's fans, bites and losses."""
    names = [f.name for f in tournament.fighters]
    who = " vs ".join(names[i] for i in record.fighters)
    verdict = f"{names[record.winner]} won" if record.winner is not None else "a draw"
    rounds = f"{record.rounds} round{'s' * (record.rounds != 1)}"
    lines = [f"{MATCH_WORD} {record.number + 1} \u00b7 {record.stage}: {who} \u2014 {verdict} "
             f"after {rounds}"]
    for line in record.fans:
        award, parts = line.award, []
        if award.grandstands:
            parts.append(f"{award.grandstands} grandstand{'s' * (award.grandstands > 1)}")
        if award.kills:
            parts.append(f"{award.kills} kill{'s' * (award.kills > 1)}")
        if award.won:
            parts.append("the win")
        if award.collapsed:
            parts.append("brought down")
        change = line.after - line.before
        lines.append(f"   {names[line.fighter]}: {change:+d} fans "
                     f"({', '.join(parts) or 'nothing'}), {line.after} banked")
    lines += [f"   {names[i]} swallowed {with_article(kind)} in the fight"
              for i, kind in record.gained]
    lines += [f"   {names[i]} lost {with_article(kind)} in the fight" for i, kind in record.lost]
    if record.gnawed is not None and record.winner is not None:
        lines.append(f"   {names[record.winner]} gnawed {with_article(record.gnawed.kind)} off "
                     f"{names[record.gnawed.loser]}")
    return lines


def history_lines(tournament: Tournament, newest_first: bool = True) -> list[str]:
    """Every played match in words."""
    records: Sequence[MatchRecord] = tournament.history
    if newest_first:
        records = list(reversed(records))
    return [line for record in records for line in record_lines(tournament, record)]


def draw_history(surface: pygame.Surface, tournament: Tournament, area: pygame.Rect,
                 scroll: int = 0) -> int:
    """The history on a panel, newest first, from line ``scroll``; returns the scroll used
    (clamped so the last line stays in view)."""
    surface.blit(panel(area.size, 200), area)
    lines = [(part, line.startswith(MATCH_WORD)) for line in history_lines(tournament)
             for part in wrap(line.strip(), 20, area.width - 40)]
    lines = lines or [("No matches fought yet.", False)]
    visible = max(1, (area.height - 20) // LINE_HEIGHT)
    scroll = min(scroll, max(0, len(lines) - visible))
    for row, (line, header) in enumerate(lines[scroll:scroll + visible]):
        colour = theme.TEXT if header else theme.TEXT_DIM
        indent = 12 if header else 28
        surface.blit(text(line, 20, colour, bold=header),
                     (area.x + indent, area.y + 10 + row * LINE_HEIGHT))
    return scroll
