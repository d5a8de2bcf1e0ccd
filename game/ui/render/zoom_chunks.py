"""A picture drawn at any zoom level in square chunks, each scaled once when first needed.

Scaling a whole arena picture at a new zoom level costs tens of milliseconds (and, at zoom 2
on the largest legal map, a picture of a hundred megabytes or more). Here a level is cut into
chunks of about ``CHUNK_SIDE`` screen pixels: a frame scales only the chunks it shows that are
not ready yet, no more than a work budget allows, and shows the rest as a quick rough scale of
the zoom-1 picture until they are done. Chunks live in one least-recently-used store capped in
bytes, so levels no longer looked at are freed.

Each chunk is scaled from its own part of the picture plus a margin, so the filter sees the same
neighbouring pixels as when the whole picture is scaled. Shrinking (zoom 1 and below), chunks
match one whole-picture scale pixel for pixel at zooms 1, 1/2 and 1/4, and within a few colour
levels at the others. Enlarging, every chunk samples the picture at exactly ``1 / zoom`` per
screen pixel, so they join without seams and match one whole-picture scale at that exact rate
pixel for pixel; a whole-picture scale to its rounded size (how levels were made before)
squeezes the picture by about one picture pixel across its width, so that one's far edges sat
up to two screen pixels (at zoom 2) off the hex grid the units are drawn on.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass

import pygame

CHUNK_SIDE = 512
"""A chunk's side in picture pixels at zoom 1 and below (shrinking is cheap)."""
ENLARGED_SIDE = 384
"""A chunk's side in screen pixels above zoom 1 (enlarging costs more per pixel)."""
GRID = 16
"""Chunk edges fall on multiples of this many picture pixels: every zoom level the game uses
is a multiple of 1/16, so an edge lands on a whole screen pixel at every level."""
MARGIN = 16
"""Picture pixels scaled around a chunk (then cut off) so its edges blend as in one piece."""
ENLARGED_MARGIN = 4
"""The margin above zoom 1, where the filter reaches one picture pixel around (4 is whole
screen pixels at every quarter zoom)."""
EXPAND_WEIGHT = 5
"""A pixel written while enlarging costs about five times one read while shrinking
(measured on pygame-ce's smoothscale)."""
FRAME_WORK = 3_000_000
"""Work units (pixels read plus weighted pixels written by the scaler) one frame may spend on
new chunks: about 3-4 ms of one core. The largest chunk costs under half of it."""
CACHE_BYTES = 48 * 1024 * 1024
"""Chunks kept, every level together; the least recently shown go first (never one on screen)."""

Finish = Callable[[pygame.Surface, float, tuple[int, int]], None]
"""Draws what goes over a level (markers): on ``surface``, at ``zoom``, with the level's
top-left at the given point of ``surface``."""


@dataclass
class WorkBudget:
    """Work units a frame may still spend on scaling; shared by a map's pictures."""

    per_frame: int = FRAME_WORK
    spent: int = 0

    def begin_frame(self) -> None:
        """A new frame: the whole budget is free again."""
        self.spent = 0

    def allows(self, cost: int) -> bool:
        """True if ``cost`` more units fit in this frame."""
        return self.spent + cost <= self.per_frame

    def spend(self, cost: int) -> None:
        """Count ``cost`` units as spent this frame."""
        self.spent += cost


@dataclass(frozen=True)
class ChunkPlan:
    """One chunk of one level: its part of the picture and where it lands on the level."""

    source: pygame.Rect
    """The picture pixels the chunk shows."""
    scaled: pygame.Rect
    """The picture pixels scaled for it (``source`` plus a margin, inside the picture)."""
    place: pygame.Rect
    """Where the chunk sits on the whole level picture (screen pixels)."""
    crop: tuple[int, int]
    """Where ``place`` starts inside the scaled piece."""
    scaled_size: tuple[int, int]


def level_size(size: tuple[int, int], zoom: float) -> tuple[int, int]:
    """A picture of ``size`` at ``zoom``, as one whole scale would size it."""
    return max(1, round(size[0] * zoom)), max(1, round(size[1] * zoom))


def source_side(zoom: float) -> int:
    """The picture pixels a chunk covers along each side at ``zoom``."""
    if zoom <= 1:
        return CHUNK_SIDE
    return max(GRID, int(ENLARGED_SIDE / zoom) // GRID * GRID)


def margin(zoom: float) -> int:
    """The picture pixels scaled around a chunk at ``zoom``."""
    return ENLARGED_MARGIN if zoom > 1 and (ENLARGED_MARGIN * zoom).is_integer() else MARGIN


def plan(size: tuple[int, int], zoom: float, column: int, row: int) -> ChunkPlan:
    """The chunk at ``column``, ``row`` of a ``size`` picture at ``zoom``."""
    side = source_side(zoom)
    x0, y0 = column * side, row * side
    x1, y1 = min(size[0], x0 + side), min(size[1], y0 + side)
    (sx0, sx1, width), (sy0, sy1, height) = (_scaled_span(x0, x1, size[0], zoom),
                                             _scaled_span(y0, y1, size[1], zoom))
    at = (round(x0 * zoom), round(y0 * zoom))
    place = pygame.Rect(at, (max(1, round(x1 * zoom) - at[0]), max(1, round(y1 * zoom) - at[1])))
    scaled_at = (round(sx0 * zoom), round(sy0 * zoom))
    return ChunkPlan(pygame.Rect(x0, y0, x1 - x0, y1 - y0),
                     pygame.Rect(sx0, sy0, sx1 - sx0, sy1 - sy0), place,
                     (at[0] - scaled_at[0], at[1] - scaled_at[1]), (width, height))


def _scaled_span(start: int, end: int, length: int, zoom: float) -> tuple[int, int, int]:
    """The picture span scaled for a chunk covering ``start``..``end`` of ``length`` along one
    side, and the screen pixels it is scaled to.

    Shrinking, the span is the chunk plus a margin inside the picture, scaled by its rounded
    size. Enlarging, pygame-ce samples screen pixel ``k`` of the piece at picture pixel
    ``k * (span - 1) / size``: span and size are picked (past the picture's edge if need be, the
    edge pixels repeated there) so that this is exactly ``k / zoom`` from the span's start,
    the same mapping for every chunk, so no seam shows between them.
    """
    if zoom <= 1 or not (ENLARGED_MARGIN * zoom).is_integer():
        low, high = max(0, start - MARGIN), min(length, end + MARGIN)
        return low, high, max(1, round(high * zoom) - round(low * zoom))
    low = start - ENLARGED_MARGIN
    for high in range(end + ENLARGED_MARGIN, end + ENLARGED_MARGIN + GRID):
        if ((high - low - 1) * zoom).is_integer():
            return low, high, round((high - low - 1) * zoom)
    low, high = max(0, start - MARGIN), min(length, end + MARGIN)
    return low, high, max(1, round(high * zoom) - round(low * zoom))


def cost(chunk: ChunkPlan, zoom: float) -> int:
    """Work units of scaling ``chunk`` (pixels read, plus pixels written weighted)."""
    read = chunk.scaled.width * chunk.scaled.height
    if zoom == 1:
        return chunk.place.width * chunk.place.height
    written = chunk.scaled_size[0] * chunk.scaled_size[1]
    return read + written * (EXPAND_WEIGHT if zoom > 1 else 1)


def visible(size: tuple[int, int], zoom: float, area: pygame.Rect) -> Iterator[tuple[int, int]]:
    """The (column, row) of every chunk of the level overlapping ``area`` (level pixels)."""
    side = source_side(zoom)
    width, height = level_size(size, zoom)
    left, top = max(0, area.left), max(0, area.top)
    right, bottom = min(width, area.right), min(height, area.bottom)
    if right <= left or bottom <= top:
        return
    for row in range(int(top / zoom) // side, min(_count(size[1], side),
                                                  int((bottom - 1) / zoom) // side + 1)):
        for column in range(int(left / zoom) // side, min(_count(size[0], side),
                                                          int((right - 1) / zoom) // side + 1)):
            yield column, row


def _count(length: int, side: int) -> int:
    return max(1, -(-length // side))


class ZoomedPicture:
    """``source`` (a picture at zoom 1) shown at any zoom, chunk by chunk.

    ``fill`` (a colour) makes chunks opaque over that colour; without it they keep the
    picture's transparency. ``finish`` draws over each chunk (and over the stand-in shown while
    a chunk is not ready).
    """

    def __init__(self, source: pygame.Surface, fill: tuple[int, int, int] | None = None,
                 finish: Finish | None = None, budget: WorkBudget | None = None,
                 cache_bytes: int = CACHE_BYTES) -> None:
        self.source = source
        self.fill = fill
        self.finish = finish
        self.budget = budget or WorkBudget()
        self.cache_bytes = cache_bytes
        self._chunks: OrderedDict[tuple[float, int, int], pygame.Surface | None] = OrderedDict()
        self._bytes = 0
        self._shown: set[tuple[float, int, int]] = set()
        self.settled = True
        """False if the last draw showed a stand-in for some chunk (draw again next frame)."""
        self.work_done = 0
        """Work units spent on chunks since the picture was made (for tests and the bench)."""

    @property
    def cached_bytes(self) -> int:
        """Bytes of pixels held in chunks."""
        return self._bytes

    def begin_frame(self) -> None:
        """A new frame: chunks shown before it may be freed again."""
        self._shown = set()

    def draw(self, surface: pygame.Surface, top_left: tuple[float, float], zoom: float) -> None:
        """Blit the picture at ``zoom`` with its top-left at ``top_left``, within the clip."""
        left, top = round(top_left[0]), round(top_left[1])
        area = surface.get_clip().move(-left, -top)
        size = self.source.get_size()
        missing: list[ChunkPlan] = []
        for column, row in visible(size, zoom, area):
            key = (zoom, column, row)
            self._shown.add(key)
            chunk = plan(size, zoom, column, row)
            if key not in self._chunks and self.budget.allows(cost(chunk, zoom)):
                self._store(key, self._spend_and_build(chunk, zoom))
            if key in self._chunks:
                self._chunks.move_to_end(key)
                image = self._chunks[key]
                if image is not None:
                    surface.blit(image, chunk.place.move(left, top))
            else:
                missing.append(chunk)
        self.settled = not missing
        if missing:
            self._stand_in(surface, (left, top), zoom, missing)

    def prepare(self, zoom: float, area: pygame.Rect, keep: Collection[float] = ()) -> bool:
        """Scale chunks of ``area`` (level pixels at ``zoom``) while the budget lasts; True
        when there is nothing left to do there (every chunk ready, or no room to keep more
        without freeing chunks of the levels in ``keep`` or of ``zoom`` itself)."""
        size = self.source.get_size()
        for column, row in visible(size, zoom, area):
            key = (zoom, column, row)
            if key in self._chunks:
                continue
            chunk = plan(size, zoom, column, row)
            if not self._make_room(chunk.place.width * chunk.place.height * 4, {zoom, *keep}):
                return True
            if not self.budget.allows(cost(chunk, zoom)):
                return False
            self._store(key, self._spend_and_build(chunk, zoom))
        return True

    def _make_room(self, wanted: int, keep: set[float]) -> bool:
        """Free least recently shown chunks of other levels until ``wanted`` more bytes fit."""
        for old in list(self._chunks):
            if self._bytes + wanted <= self.cache_bytes:
                break
            if old[0] not in keep and old not in self._shown:
                self._bytes -= _bytes(self._chunks.pop(old))
        return self._bytes + wanted <= self.cache_bytes

    def whole(self, zoom: float) -> pygame.Surface:
        """The whole picture at ``zoom`` in one surface (tools and tests; not kept)."""
        size = level_size(self.source.get_size(), zoom)
        out = pygame.Surface(size, 0 if self.fill is not None else pygame.SRCALPHA)
        columns = _count(self.source.get_width(), source_side(zoom))
        rows = _count(self.source.get_height(), source_side(zoom))
        for row in range(rows):
            for column in range(columns):
                chunk = plan(self.source.get_size(), zoom, column, row)
                image = self._build(chunk, zoom, keep_format=True)
                if image is not None:  # chunks never overlap: copy, do not blend
                    out.blit(image, chunk.place, special_flags=0 if self.fill is not None
                             else pygame.BLEND_RGBA_MAX)
        return out

    def _spend_and_build(self, chunk: ChunkPlan, zoom: float) -> pygame.Surface | None:
        """``_build`` with its work counted against this frame's budget."""
        work = cost(chunk, zoom)
        self.budget.spend(work)
        self.work_done += work
        return self._build(chunk, zoom)

    def _build(self, chunk: ChunkPlan, zoom: float,
               keep_format: bool = False) -> pygame.Surface | None:
        """The chunk's pixels (None: fully transparent, nothing to blit)."""
        part = _span(self.source, chunk.scaled)
        if zoom != 1:
            part = pygame.transform.smoothscale(part, chunk.scaled_size)
        cut = pygame.Rect(chunk.crop, chunk.place.size)
        if self.fill is None and self.finish is None:
            image = part.subsurface(cut).copy()
            if image.get_bounding_rect().width == 0:
                return None
        else:
            image = pygame.Surface(chunk.place.size,
                                   0 if self.fill is not None else pygame.SRCALPHA)
            if self.fill is not None:
                image.fill(self.fill)
            image.blit(part, (-cut.x, -cut.y))
            if self.finish is not None:
                self.finish(image, zoom, (-chunk.place.x, -chunk.place.y))
        if keep_format or not pygame.display.get_surface():
            return image
        return image.convert() if self.fill is not None else image.convert_alpha()

    def _store(self, key: tuple[float, int, int], image: pygame.Surface | None) -> None:
        self._chunks[key] = image
        self._bytes += _bytes(image)
        for old in list(self._chunks):
            if self._bytes <= self.cache_bytes:
                break
            if old not in self._shown:
                self._bytes -= _bytes(self._chunks.pop(old))

    def _stand_in(self, surface: pygame.Surface, top_left: tuple[int, int], zoom: float,
                  missing: list[ChunkPlan]) -> None:
        """A rough, quick scale of the zoom-1 picture where chunks are not ready yet (each
        missing chunk's own box: chunks drawn already stay sharp between them)."""
        clip = surface.get_clip()
        for chunk in missing:
            box = chunk.place.move(top_left).clip(clip)
            if box.width > 0 and box.height > 0:
                self._rough(surface, top_left, zoom, box)
        surface.set_clip(clip)

    def _rough(self, surface: pygame.Surface, top_left: tuple[int, int], zoom: float,
               box: pygame.Rect) -> None:
        """The rough scale within ``box`` (screen pixels), its finish drawn over it."""
        x0 = int((box.x - top_left[0]) / zoom)
        y0 = int((box.y - top_left[1]) / zoom)
        x1 = min(self.source.get_width(), int((box.right - top_left[0]) / zoom) + 1)
        y1 = min(self.source.get_height(), int((box.bottom - top_left[1]) / zoom) + 1)
        if x1 <= x0 or y1 <= y0:
            return
        part = pygame.transform.scale(self.source.subsurface((x0, y0, x1 - x0, y1 - y0)),
                                      (round((x1 - x0) * zoom), round((y1 - y0) * zoom)))
        surface.set_clip(box)
        if self.fill is not None:
            surface.fill(self.fill, box)
        at = (top_left[0] + round(x0 * zoom), top_left[1] + round(y0 * zoom))
        surface.blit(part, at)
        if self.finish is not None:
            self.finish(surface, zoom, top_left)


def _bytes(image: pygame.Surface | None) -> int:
    return 0 if image is None else image.get_width() * image.get_height() * 4


def _span(source: pygame.Surface, span: pygame.Rect) -> pygame.Surface:
    """``span`` of ``source``; where it reaches past the picture, its edge pixels repeated."""
    inside = span.clip(source.get_rect())
    if inside == span:
        return source.subsurface(span)
    out = pygame.Surface(span.size, pygame.SRCALPHA)
    at = (inside.x - span.x, inside.y - span.y)
    out.blit(source.subsurface(inside), at, special_flags=pygame.BLEND_RGBA_MAX)
    right = span.width - at[0] - inside.width
    if right > 0:
        edge = out.subsurface((at[0] + inside.width - 1, 0, 1, span.height))
        out.blit(pygame.transform.scale(edge, (right, span.height)),
                 (span.width - right, 0), special_flags=pygame.BLEND_RGBA_MAX)
    bottom = span.height - at[1] - inside.height
    if bottom > 0:
        edge = out.subsurface((0, at[1] + inside.height - 1, span.width, 1))
        out.blit(pygame.transform.scale(edge, (span.width, bottom)),
                 (0, span.height - bottom), special_flags=pygame.BLEND_RGBA_MAX)
    return out
