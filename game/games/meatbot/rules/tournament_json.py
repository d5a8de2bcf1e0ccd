"""Writing a tournament to JSON and reading it back (versioned, checked on the way in)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.games.meatbot.rules.measure import measure_from_json
from game.games.meatbot.rules.tournament import (
    FORMAT,
    PHASES,
    VERSION,
    FanLine,
    MatchRecord,
    Tournament,
)
from game.games.meatbot.rules.tournament_fans import FanAward
from game.games.meatbot.rules.tournament_fighters import Gnaw, fighter_from_json


def tournament_to_json(tournament: Tournament) -> dict[str, Any]:
    """Everything needed to resume ``tournament``, as a JSON-able dict."""
    t = tournament
    return {"format": FORMAT, "version": VERSION, "name": t.name, "style": t.format,
            "measure": t.measure.to_json(), "arena": t.arena_path, "seed": t.seed,
            "seeding": list(t.seeding), "fighters": [f.to_json() for f in t.fighters],
            "history": [_record_to_json(r) for r in t.history], "phase": t.phase,
            "shop_queue": list(t.shop_queue)}


def tournament_from_json(data: Mapping[str, Any]) -> Tournament:
    """The tournament a ``tournament_to_json`` dict describes; ValueError saying what is wrong
    if it is malformed, of another format or version, or inconsistent."""
    if data.get("format") != FORMAT:
        raise ValueError(f"not a tournament file (format {data.get('format')!r})")
    if data.get("version") != VERSION:
        raise ValueError(f"tournament format version {data.get('version')!r}; this game "
                         f"reads version {VERSION}")
    try:
        tournament = _load(data)
    except (KeyError, TypeError, IndexError) as error:
        raise ValueError(f"malformed tournament: {error!r}") from None
    return tournament


def _load(data: Mapping[str, Any]) -> Tournament:
    fighters = [fighter_from_json(f) for f in data["fighters"]]
    tournament = Tournament(str(data["name"]), str(data["style"]),
                            measure_from_json(data["measure"]), fighters, str(data["arena"]),
                            int(data["seed"]), [int(i) for i in data["seeding"]])
    tournament.history = [_record_from_json(r, len(fighters)) for r in data["history"]]
    phase = str(data["phase"])
    if phase not in PHASES:
        raise ValueError(f"unknown tournament phase {phase!r}")
    tournament.phase = phase
    tournament.shop_queue = [int(i) for i in data.get("shop_queue", [])]
    if any(not 0 <= i < len(fighters) for i in tournament.shop_queue):
        raise ValueError("the shop queue names a fighter who is not in the tournament")
    tournament.bracket()  # raises ValueError if the history does not fit the bracket
    return tournament


def _record_to_json(record: MatchRecord) -> dict[str, Any]:
    return {"number": record.number, "stage": record.stage, "fighters": list(record.fighters),
            "winner": record.winner, "reason": record.reason, "rounds": record.rounds,
            "fans": [[x.fighter, x.award.grandstands, x.award.kills, x.award.won,
                      x.award.collapsed, x.before, x.after] for x in record.fans],
            "gained": [list(g) for g in record.gained], "lost": [list(g) for g in record.lost],
            "gnawed": [record.gnawed.loser, record.gnawed.kind] if record.gnawed else None,
            "slot": list(record.slot) if record.slot is not None else None}


def _record_from_json(data: Mapping[str, Any], count: int) -> MatchRecord:
    fighters = tuple(int(i) for i in data["fighters"])
    winner = None if data["winner"] is None else int(data["winner"])
    if any(not 0 <= i < count for i in fighters) or (winner is not None
                                                      and winner not in fighters):
        raise ValueError(f"match {data.get('number')} names a fighter who is not in it")
    fans = tuple(FanLine(int(f), FanAward(int(g), int(k), bool(w), bool(c)), int(b), int(a))
                 for f, g, k, w, c, b, a in data["fans"])
    gnawed = data.get("gnawed")
    slot = data.get("slot")
    return MatchRecord(int(data["number"]), str(data["stage"]), fighters, winner,
                       str(data["reason"]), int(data["rounds"]), fans,
                       tuple((int(i), str(k)) for i, k in data.get("gained", [])),
                       tuple((int(i), str(k)) for i, k in data.get("lost", [])),
                       Gnaw(int(gnawed[0]), str(gnawed[1])) if gnawed else None,
                       (int(slot[0]), int(slot[1])) if slot is not None else None)
