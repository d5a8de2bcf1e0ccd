"""Arenas with the same walls share their open-neighbour and sight tables
(game/core/areas.py), and never share a wrong answer."""

from __future__ import annotations

import gc

from game.core import areas
from game.core.arena import Arena, Cell, open_arena
from game.core.hexes import Hex, spiral

ORIGIN = Hex(0, 0)
WALL = Hex(1, 0)


def test_arenas_with_the_same_walls_share_their_tables_whatever_their_spawns() -> None:
    # given two arenas with the same wall, each with its own spawns
    first = open_arena(3, walls=[WALL], spawns=[Hex(-2, 0)])
    second = open_arena(3, walls=[WALL], spawns=[Hex(0, 2), Hex(0, -2)])
    # when the first is asked about sight and steps
    assert not areas.visible(first, ORIGIN, Hex(2, 0))
    assert WALL not in areas.open_neighbours(first, ORIGIN)
    # then the second reads the same tables, and they answer for it as the arena itself does
    assert areas._cache_for(second).sight is areas._cache_for(first).sight
    assert areas._cache_for(second).open_neighbours is areas._cache_for(first).open_neighbours
    for a in spiral(ORIGIN, 3):
        assert areas.open_neighbours(second, a) == tuple(second.open_neighbours(a))
        for b in spiral(ORIGIN, 3):
            assert areas.visible(second, a, b) == second.has_line_of_sight(a, b)


def test_arenas_with_other_walls_keep_their_own_answers() -> None:
    # given an open arena whose sight and steps across the middle were asked first
    bare = open_arena(3)
    assert areas.visible(bare, ORIGIN, Hex(2, 0))
    assert WALL in areas.open_neighbours(bare, ORIGIN)
    # when an arena with a wall there is asked the same while the first lives
    walled = open_arena(3, walls=[WALL])
    # then the wall blocks in it, and the first still sees and steps through
    assert not areas.visible(walled, ORIGIN, Hex(2, 0))
    assert WALL not in areas.open_neighbours(walled, ORIGIN)
    assert areas._cache_for(walled).sight is not areas._cache_for(bare).sight
    assert areas.visible(bare, ORIGIN, Hex(2, 0))


def test_a_shared_table_goes_with_the_last_arena_using_it() -> None:
    # given two live arenas sharing the tables of one wall layout nobody else uses
    walls = [Hex(3, -3), Hex(-3, 3), Hex(0, 3)]
    first, second = open_arena(4, walls=walls), open_arena(4, walls=walls)
    areas.visible(first, ORIGIN, Hex(2, 0))
    areas.visible(second, ORIGIN, Hex(2, 0))
    gc.collect()
    sights = len(areas._SIGHT_TABLES)
    # when one goes, the table stays for the other; when both go, it goes
    del first
    gc.collect()
    assert len(areas._SIGHT_TABLES) == sights
    del second
    gc.collect()
    assert len(areas._SIGHT_TABLES) == sights - 1


def test_arenas_with_an_unknown_terrain_share_nothing() -> None:
    # given two arenas with the same terrain nobody knows
    cells = {h: Cell("floor") for h in spiral(ORIGIN, 2)}
    cells[WALL] = Cell("lava")
    first, second = Arena("Odd", 5, 5, cells, ()), Arena("Odd", 5, 5, cells, ())
    # then each keeps tables of its own (the arena answers, and raises, itself)
    assert areas._cache_for(first).sight is not areas._cache_for(second).sight
    assert areas._cache_for(first).open_neighbours is not areas._cache_for(second).open_neighbours
