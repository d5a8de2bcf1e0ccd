"""Every question Mechaton asks is in plain words (no rulebook step letters), and placing
pieces says how many are left (issue 29)."""

from __future__ import annotations

import random
import re

from game.core.match import start_match
from game.games.mechaton.rules.sample import sample_setup_json

JARGON = re.compile(r"\bstep\b|\(step|\bhex\(es\)")


def _prompts(seed: int, players: int) -> list[tuple[str, str, int]]:
    """(kind, prompt, player) of every request in a random match with the book's deployment."""
    setup = sample_setup_json(players, seed)
    setup["options"]["deployment"] = "rulebook"
    match = start_match("mechaton", setup, seed)
    rng = random.Random(seed)
    asked = []
    while not match.is_over:
        request = match.pending()[0]
        asked.append((request.kind, request.prompt, request.player))
        match.submit(request.player, rng.choice(request.legal_choices()))
    return asked


def test_no_question_uses_rulebook_step_letters() -> None:
    # given random matches of two and three players
    asked = _prompts(2, 2) + _prompts(5, 3)
    # then every kind of question came up, and none of them speaks of steps
    kinds = {kind for kind, _, _ in asked}
    assert {"deploy", "initiative", "target", "assign", "tick"} <= kinds
    assert [p for _, p, _ in asked if JARGON.search(p)] == []


def test_placing_pieces_counts_down_what_is_left() -> None:
    # given the book's deployment, when each piece is asked for
    asked = [(p, seat) for kind, p, seat in _prompts(2, 2) if kind == "deploy"]
    # then each question says how many pieces that player still has to place, down to one
    counts = [re.search(r"Left to place: (.*)\.$", p).group(1) for p, _ in asked]
    assert all(counts)
    last_of_each = {seat: count for (_, seat), count in zip(asked, counts, strict=True)}
    assert set(last_of_each.values()) <= {"1 mech", "1 station"}
    assert any("station" in c for c in counts)
