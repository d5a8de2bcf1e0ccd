"""A match option everyone knows reaches an online player's screens (the set-up itself stays
on the server: it may hold other players' secrets)."""

from __future__ import annotations

from types import SimpleNamespace

from game.games.mechaton.ui.battle.prompts import _direct
from game.net.host import host_in_process
from game.ui.online.session import open_online
from tests.net.helpers import sample_setup


def test_mechatons_direct_range_option_reaches_an_online_screen(tmp_path):
    # given a hosted Mechaton room whose set-up shortens direct fire to 6 hexes (not 10)
    setup = sample_setup("mechaton", 2, 5)
    setup["options"] = {**setup.get("options", {}), "direct_range": 6}
    hosted = host_in_process("mechaton", setup, [{"kind": "host"}, {"kind": "ai",
                                                                    "level": "random"}],
                             tmp_path / "host.sqlite3", bind="127.0.0.1")
    session = open_online(hosted.address, hosted.room, [hosted.tokens[0]])
    try:
        # when the battle's range words ask for the direct range
        direct = _direct(SimpleNamespace(session=session))
        # then they get the match's own 6, sent with the open parts of the set-up
        assert direct == 6
        assert session.public_setup == {"options": setup["options"]}
    finally:
        session.close()
        hosted.stop()
