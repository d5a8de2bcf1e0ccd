"""``LessonScript``: what a game writes to get a tutorial lesson; the shell does the rest.

A script says how the lesson's match starts (scripted dice, the seats), which answers the
player may give (``expected``, or ``accepts`` for answers a list cannot hold: anything
else is refused with a hint and changes nothing),
how the scripted seats play (``scripted_choice``), and which lesson each event or request
brings up. Optional hooks name the header's step, place the callout (``anchor_rect``,
``keep_clear``) and light up the expected action (``marks``).

Class attributes describe the lesson for the title, the game chooser's offer and the rules
reference (F1): ``key`` (its progress key: the game's name for its first lesson), ``label``,
``tooltip``, ``offer_title`` and ``offer_words``. A script names its ``LessonCard``
(``card``) and takes them from it, so the shell can show them without loading the script.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from game.ui.tutorial.card import LessonCard
from game.ui.tutorial.lesson import Context, Lesson, Marks

if TYPE_CHECKING:
    import pygame

    from game.core.match import Choice, Match, Request
    from game.ui.battle.seats import SeatConfig
    from game.ui.tutorial.session import TutorialSession

REFUSED = "That is not this lesson's move, so nothing happened."
"""How a refusal's hint begins (the lesson's "do" follows)."""


class LessonScript:
    """One tutorial lesson of one game. Subclass it and fill in the abstract parts."""

    card: ClassVar[LessonCard | None] = None
    """The lesson's words as the shell shows them before loading it (``game.ui.tutorial.
    card``); a subclass that names one takes ``key`` to ``offer_words`` from it."""
    key: ClassVar[str] = ""
    """Progress key: the game's name for its first lesson, e.g. "meatbot.2" for another."""
    label: ClassVar[str] = "the tutorial"
    """Its name in buttons: "Play <label>" (rules reference, the next lesson's offer)."""
    tooltip: ClassVar[str] = ""
    offer_title: ClassVar[str] = ""
    """The offer's heading when the player first chooses the game ("New to ...?")."""
    offer_words: ClassVar[str] = ""
    player: ClassVar[int] = 0
    """The seat the player plays; every other seat is played by ``scripted_choice``."""
    intro: ClassVar[tuple[Lesson, ...]] = ()
    """Info lessons shown before the match starts moving."""
    finale: ClassVar[Lesson]
    """The last info lesson: reading it finishes the lesson."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Take the words of the card the subclass names (one source for both)."""
        super().__init_subclass__(**kwargs)
        card = cls.__dict__.get("card")
        if card is not None:
            cls.key, cls.label, cls.tooltip = card.key, card.label, card.tooltip
            cls.offer_title, cls.offer_words = card.offer_title, card.offer_words

    # -- the match ---------------------------------------------------------------------------
    def new_match(self) -> Match:
        """The lesson's match, rolling scripted dice (``game.core.dice.ScriptedDice``)."""
        raise NotImplementedError

    def seats(self) -> list[SeatConfig]:
        """The seats: the player's "human", the others "ai" (level "tutorial")."""
        raise NotImplementedError

    def options(self) -> dict[str, Any]:
        """The game's match options, as a New match would keep them (default: none)."""
        return {}

    def new_session(self) -> TutorialSession:
        """The session the tutorial scene plays (rarely overridden)."""
        from game.ui.tutorial.session import TutorialSession

        return TutorialSession(self)

    def expected(self, state: Any, request: Request) -> tuple[Choice, ...]:
        """The answers accepted for ``request`` (the first is the one the marks show);
        empty means none is (the lesson does not reach that far)."""
        raise NotImplementedError

    def accepts(self, state: Any, request: Request, choice: Choice) -> bool:
        """True if the player's ``choice`` may go through (default: it is one of
        ``expected``); override to accept an answer the tuple cannot list (a build bought
        in any order)."""
        return choice in self.expected(state, request)

    def scripted_choice(self, view: Any, request: Request) -> Choice:
        """A scripted seat's answer, judged on what that seat may see (``view.info``);
        default: the first of ``expected``, else the first legal choice."""
        choices = self.expected(view.info, request)
        return choices[0] if choices else request.legal_choices()[0]

    # -- the words ---------------------------------------------------------------------------
    def track(self, event: Any, context: Context) -> None:
        """Note what ``event`` changes in ``context`` before its lesson is looked up
        (e.g. the round, when a round starts); default: nothing."""

    def for_event(self, event: Any, context: Context) -> Lesson | None:
        """The info lesson ``event`` brings up (it holds the match until read), or None."""
        return None

    def for_request(self, request: Request, state: Any) -> Lesson | None:
        """The action lesson shown beside the player's open prompt, or None."""
        return None

    def hint(self, request: Request, state: Any) -> str:
        """What a refused answer's hint says."""
        lesson = self.for_request(request, state)
        if lesson is None:
            return f"{REFUSED} Read on with Next."
        return f"{REFUSED} {lesson.do}"

    def header(self, context: Context, step: int) -> str:
        """The callout's top line (``step`` counts the lessons shown so far)."""
        return f"Tutorial, step {step}  -  Esc leaves"

    # -- the screen --------------------------------------------------------------------------
    def marks(self, scene: Any) -> Marks:
        """What to light for the expected action on ``scene`` (default: nothing)."""
        return Marks()

    def anchor_rect(self, scene: Any, anchor: str) -> pygame.Rect | None:
        """The screen rect of a game's own anchor name (None: the shell's own names)."""
        return None

    def keep_clear(self, scene: Any) -> list[pygame.Rect]:
        """Screen rects a callout must not cover (units it talks about); default: none."""
        return []

    def spare_areas(self, scene: Any) -> list[pygame.Rect]:
        """Screen areas outside the play area a callout may use when it finds no place
        there clear of ``keep_clear`` (an empty log, say); default: none."""
        return []
