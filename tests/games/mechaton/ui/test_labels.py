"""Mech labels on a crowded field: short tags when zoomed out, never overlapping, and the
hovered mech's whole name."""

from __future__ import annotations

import pygame

from game.games.mechaton.ui.battle.labels import Label, draw_labels, place, short_label


def test_short_labels_keep_the_number_or_the_initials() -> None:
    assert short_label("Nina 2") == "N2"
    assert short_label("Big Red Bob") == "BRB"
    assert short_label("Stomper") == "Sto"
    assert short_label("") == "?"


def test_labels_that_would_overlap_are_moved_apart() -> None:
    # given three labels wanted on the same spot
    wanted = [pygame.Rect(100, 100, 40, 14) for _ in range(3)]
    # when placed, then no two overlap and each stays within a few rows of its spot
    placed = place(wanted)
    assert all(a.collidelist([b for b in placed if b is not a]) == -1 for a in placed)
    assert all(abs(r.y - 100) <= 14 * 2 for r in placed)


def test_a_small_window_shows_tags_apart_and_the_hovered_name_whole(app) -> None:
    surface = pygame.Surface((400, 300))
    # given four mechs side by side, a hex apart, zoomed out as in an 800x600 window
    labels = [Label(f"Nina {k}", (230, 80, 70), (100 + 22 * k, 150), hovered=k == 2)
              for k in range(1, 5)]
    drawn = draw_labels(surface, labels, 0.45)
    # then the others show short tags that do not overlap, and the hovered one its name
    tags = [(words, rect) for words, rect in drawn if words != "Nina 2"]
    assert sorted(w for w, _ in tags) == ["N1", "N3", "N4"]
    rects = [r for _, r in tags]
    assert all(a.collidelist([b for b in rects if b is not a]) == -1 for a in rects)
    assert drawn[-1][0] == "Nina 2" and drawn[-1][1].collidelist(rects) == -1


def test_zoomed_in_every_mech_shows_its_whole_name(app) -> None:
    surface = pygame.Surface((400, 300))
    drawn = draw_labels(surface, [Label("Nina 1", (230, 80, 70), (100, 100)),
                                  Label("Red 1", (70, 120, 230), (200, 100))], 1.0)
    assert sorted(w for w, _ in drawn) == ["Nina 1", "Red 1"]


def test_zoomed_out_a_mech_on_its_own_keeps_its_whole_name(app) -> None:
    surface = pygame.Surface((400, 300))
    drawn = draw_labels(surface, [Label("Nina 1", (230, 80, 70), (100, 100)),
                                  Label("Nina 2", (230, 80, 70), (118, 104)),
                                  Label("Red 1", (70, 120, 230), (300, 200))], 0.45)
    assert sorted(w for w, _ in drawn) == ["N1", "N2", "Red 1"]
