"""Chances a player may want before committing dice: the defence a mech that has not gone
yet is likely to show, and the number of hits an attack lands against it."""

from __future__ import annotations

from game.games.mechaton.rules.combat import hit_odds


def best_defence_odds(blue: int, white: int) -> tuple[float, ...]:
    """The chance of each defence number 0..5 a mech shows when it puts the best of its
    ``blue`` blue and ``white`` white d6s on defence (one less, never below 0); with no
    such dice its defence is 0."""
    dice = blue + white
    if dice == 0:
        return (1.0,)
    odds = [0.0] * 6
    for top in range(1, 7):
        odds[max(0, top - 1)] += (top / 6) ** dice - ((top - 1) / 6) ** dice
    return tuple(odds)


def hits_against(attack: int, defence: tuple[float, ...], in_cover: bool) -> tuple[float, ...]:
    """The chance of exactly 0, 1, ... hits from an attack number against a defence that
    is each number with the chance ``defence`` gives (the index is the number)."""
    found = [0.0] * max(1, attack + 1)
    for number, chance in enumerate(defence):
        odds = hit_odds(attack - number, in_cover) if attack > number else (1.0,)
        for hits, p in enumerate(odds):
            found[hits] += chance * p
    while len(found) > 1 and found[-1] < 1e-12:
        found.pop()
    return tuple(found)
