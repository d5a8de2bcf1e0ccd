"""Which Meatbot decisions must be answered in private when two humans share the screen.

A secret request (the dice pick, the shop, equal dice allocated blind) always is. With secret
builds, the options of an open decision may show a devourable of its bot that the others have
not seen yet (a Boom Launcher never fired, a Hyperheal that could be puked). An attack or
grandstand die is still answered in front of everyone: its prompt offers only the options
everyone could foresee, and a button to answer in private for the rest (the screen is handed
over first). Any other open decision with such an option is answered in private; the rest in
front of everyone, with no hand-off screen. Which options everyone could foresee is found by
asking the core for the same decision in a copy of the match in which every unshown devourable
is taken out.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from game.core.match import Choice, Request
from game.games.meatbot.rules.determinize import information_state

if TYPE_CHECKING:
    from game.games.meatbot.ui.battle.seen import KnownMatch

NOBODY = -1
"""The seat of an information state that knows only what everyone knows."""

_CACHE: dict[tuple[int, int, int], bool] = {}
_CACHE_SIZE = 64


def secret_builds(match: KnownMatch) -> bool:
    """True when the match hides each bot's devourables until used."""
    return bool(getattr(getattr(match.state, "setup", None), "secret_builds", False))


OPEN_WITH_PRIVATE_MORE = ("attack", "grandstand")
"""Open decisions whose prompt offers, in front of everyone, only the options everyone could
foresee, and a way to answer in private for the rest (``open_options``)."""


def request_private(match: KnownMatch, request: Request) -> bool:
    """True if ``request`` must be answered in private: it is secret, or (with secret
    builds) an option of it names a devourable of its player nobody else has seen and its
    prompt cannot leave that option out."""
    if request.secret:
        return True
    if not secret_builds(match) or request.kind in OPEN_WITH_PRIVATE_MORE:
        return False
    key = (id(match), request.id, len(match.events))
    if key not in _CACHE:
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.clear()
        _CACHE[key] = not _foreseeable(match, request)
    return _CACHE[key]


def _foreseeable(match: KnownMatch, request: Request) -> bool:
    """True if everyone could list ``request``'s options from what they have seen."""
    return len(open_options(match, request)) == len(request.legal_choices())


def open_options(match: KnownMatch, request: Request) -> list[Choice]:
    """The options of ``request`` everyone could list from what they have seen (all of them
    with open builds), in the request's order."""
    if not secret_builds(match):
        return request.legal_choices()
    public = information_state(match.state, NOBODY)
    same = [r for r in public.pending() if r.player == request.player and r.kind == request.kind]
    known = set(same[0].legal_choices()) if same else set()
    return [choice for choice in request.legal_choices() if choice in known]


def public_kinds(match: KnownMatch, seat: int) -> Counter[str]:
    """The devourables of ``seat``'s bot everyone has seen, by kind."""
    bot = match.state.bots[seat]
    return Counter(item.kind for item in bot.items if item.uid in bot.revealed)


def carried_kinds(match: KnownMatch, seat: int, private: bool) -> Any:
    """The devourables a prompt of ``seat`` may list (disabled ones too): all of them in
    private or with open builds, else only those everyone has seen."""
    if private or not secret_builds(match):
        return match.state.bots[seat].kind_counts()
    return public_kinds(match, seat)


def in_the_open(flow: Any, request: Request) -> bool:
    """True if ``request`` is answered in front of other humans at the screen, with secret
    builds (its prompt then offers only ``open_options``)."""
    from game.games.meatbot.ui.battle.seen import seen_match

    shared = seen_match(flow.session, request.player)
    return len(flow.session.human_seats) > 1 and secret_builds(shared) and \
        not flow.is_private(request)
