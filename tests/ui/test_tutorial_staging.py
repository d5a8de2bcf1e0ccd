"""The shared tutorial staging driver (game/ui/tutorial/staging.py) takes every kept callout
and the staged hint of a game's lesson."""

from __future__ import annotations

from game.games.metalkrushers.ui.tutorial import staging as mk_staging
from game.ui.tutorial.staging import Stage, play
from tests.ui.conftest import headless_app


def test_staging_saves_every_kept_callout_and_the_hint(tmp_path):
    # given MetalKrushers' staged lesson in a small window
    app = headless_app((800, 600))
    stage = mk_staging.stages()[0]
    # when it is played through
    play(app, stage, tmp_path, "_small")
    # then each kept callout and the refused parry's hint were saved, and the lesson is over
    names = {p.name for p in tmp_path.iterdir()}
    wanted = {f"tutorial_metalkrushers_{step}_small.png"
              for step in [*mk_staging.SHOTS.values(), "hint"]}
    assert names == wanted
    assert not app.stack


def test_numbered_staging_saves_each_callout_once(tmp_path):
    # given the same lesson staged callout by callout, with no hint
    app = headless_app((1280, 720))
    stage = Stage(mk_staging.stages()[0].script, {}, "unused")
    seen: set[str] = set()
    # when it is played through
    play(app, stage, tmp_path, "", seen)
    # then every callout shown has one numbered picture
    assert len(seen) >= len(mk_staging.SHOTS)
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"{n:02d}.png"
                                                         for n in range(len(seen))]
