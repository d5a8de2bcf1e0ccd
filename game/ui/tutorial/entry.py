"""How the shell finds and opens a game's tutorial, through its UI package only.

A game UI declares its lessons with ``lesson_cards() -> Sequence[LessonCard]`` (in order;
the first is "the tutorial"): each lesson's words, and where its script is (``tutorials()``
loads the scripts). From that the shell builds the title's card (``Entry``), the rules
reference's buttons (``rules_buttons``), the offer when a player first chooses the game
(``offer_first_time``) and, after a lesson, the offer of the next. The title's card and the
first-time check read the cards alone: no lesson, rules or battle screen loads until a
lesson is played.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.ui.tutorial import progress

if TYPE_CHECKING:
    from game.ui.game_ui import GameUI
    from game.ui.scene import Scene
    from game.ui.tutorial.card import LessonCard
    from game.ui.tutorial.script import LessonScript

ACCEPT, DISMISS = "Play the tutorial", "No thanks"


def lessons_of(ui: GameUI) -> list[type[LessonScript]]:
    """The lessons game UI ``ui`` declares (``tutorials()``), in order; [] for none."""
    return list(ui.tutorials())


def cards_of(ui: GameUI) -> list[LessonCard]:
    """The lesson cards game UI ``ui`` declares (``lesson_cards()``), in order; [] for none."""
    return list(ui.lesson_cards())


def first_time(ui: Any) -> bool:
    """True while the game's tutorial should be offered (its first lesson never played,
    never dismissed)."""
    cards = cards_of(ui)
    return bool(cards) and progress.should_offer(cards[0].key)


class LessonStarter:
    """Starts lesson ``index`` of a game; marked ``is_tutorial`` so the rules screen (F1)
    offers a way back instead of a second tutorial while one is running. After the lesson
    the next one (if any, and not played yet) is offered."""

    is_tutorial = True

    def __init__(self, lessons: list[type[LessonScript]], index: int = 0) -> None:
        self.lessons = lessons
        self.index = index

    def __call__(self) -> Scene:
        """A fresh tutorial scene for the lesson."""
        from game.ui.tutorial.scene import TutorialScene

        scene = TutorialScene(self.lessons[self.index]())
        scene.on_done = lambda: self.offer_next(scene.app)
        return scene

    def offer_next(self, app: Any) -> None:
        """Offer the lesson after this one, unless there is none or it was played."""
        following = self.index + 1
        if following >= len(self.lessons):
            return
        script = self.lessons[following]
        if progress.status(script.key) == "done":
            return
        from game.ui.tutorial.offer import OfferScene

        start = LessonStarter(self.lessons, following)
        app.push(OfferScene("On to the next lesson?", script.offer_words,
                            (f"Play {script.label}", lambda: app.push(start())),
                            ("Not now", lambda: None), behind=app.top))


def rules_buttons(ui: Any) -> list[tuple[str, str, Callable[[], Scene]]]:
    """(label, tooltip, scene factory) for each lesson: the rules reference's buttons, side
    by side ("Play the tutorial" alone; "Lesson 1", "Lesson 2" for several)."""
    lessons = lessons_of(ui)
    return [(button_label(script, len(lessons)), script.tooltip, LessonStarter(lessons, index))
            for index, script in enumerate(lessons)]


def button_label(script: type[LessonScript], count: int) -> str:
    """A lesson's rules button: "Play <label>" when it is the game's only one, else its
    label alone, capitalised (the buttons share a row)."""
    if count == 1:
        return f"Play {script.label}"
    return script.label[:1].upper() + script.label[1:]


def offer_first_time(app: Any, ui: Any, otherwise: Callable[[], None]) -> bool:
    """If the game's tutorial was never met, open its offer over the screen on top and
    return True: Play starts it, No thanks remembers the answer and runs ``otherwise``
    (e.g. the game's New match); Esc just closes the offer. False: nothing to offer."""
    if not first_time(ui):
        return False
    from game.ui.tutorial.offer import OfferScene

    lessons = lessons_of(ui)
    script = lessons[0]

    def decline() -> None:
        progress.mark(script.key, "dismissed")
        otherwise()

    app.push(OfferScene(script.offer_title, script.offer_words,
                        (ACCEPT, lambda: app.push(LessonStarter(lessons)())),
                        (DISMISS, decline), behind=app.top))
    return True


class Entry:
    """The title's button into a game's tutorial, opened into an offer for a first-time
    player (``game.ui.scenes.title_offer``): the first lesson not played yet starts."""

    label = "Tutorial"
    accept_label, dismiss_label = ACCEPT, DISMISS

    def __init__(self, ui: Any) -> None:
        self.cards = cards_of(ui)
        first = self.cards[0]
        self.tooltip, self.offer_title = first.tooltip, first.offer_title
        self.offer_words = first.offer_words

    @property
    def first_time(self) -> bool:
        """True while the title should offer it (never played, never dismissed)."""
        return progress.should_offer(self.cards[0].key)

    def scene(self) -> Scene:
        """The first lesson not played to its end (the first again once all are); the
        lessons' scripts load now."""
        index = next((i for i, card in enumerate(self.cards)
                      if progress.status(card.key) != "done"), 0)
        return LessonStarter([card.load() for card in self.cards], index)()

    def dismiss(self) -> None:
        """Stop offering it (the button stays)."""
        progress.mark(self.cards[0].key, "dismissed")


def title_entry(games: list[Any]) -> Entry | None:
    """The title's tutorial entry: the first game (of ``games``) that has lessons."""
    return next((Entry(ui) for ui in games if cards_of(ui)), None)
