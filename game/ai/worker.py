"""Thinking off the UI thread: the UI starts a decision and polls for it every frame."""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor

from game.ai.base import Agent, SeatView
from game.ai.safe import SafeSeat
from game.core.match import Choice, Request


class AIWorker:
    """Runs one seat's agent in a background thread.

    ``start(view, request)`` takes private copies of the view at once (so the match may
    change meanwhile) and returns immediately; ``poll()`` returns the choice once it is
    ready and ``None`` until then; ``cancel()`` drops the decision in flight (the thread
    finishes on its own; its answer is thrown away). The agent runs inside ``SafeSeat``, so
    what comes back is always legal for the request.
    """

    def __init__(self, agent: Agent, seed: int = 0) -> None:
        self.seat = SafeSeat(agent, seed)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        self._future: Future[Choice] | None = None
        self._lock = threading.Lock()
        # Start the thread now: one started later, while other seats think, waits behind
        # them for the GIL and would stall a frame.
        self._pool.submit(int).result()

    def start(self, view: SeatView, request: Request) -> None:
        """Begin thinking about ``request`` (any decision in flight is cancelled first)."""
        self.cancel()
        view.ready()
        with self._lock:
            self._future = self._pool.submit(self.seat.choose, view, request)

    @property
    def busy(self) -> bool:
        """True while a decision is being thought about."""
        with self._lock:
            return self._future is not None and not self._future.done()

    def poll(self) -> Choice | None:
        """The finished choice (once; later polls return None), or None while thinking."""
        with self._lock:
            future = self._future
            if future is None or not future.done():
                return None
            self._future = None
        return future.result()

    def cancel(self) -> None:
        """Forget the decision in flight."""
        with self._lock:
            if self._future is not None:
                self._future.cancel()
            self._future = None

    def close(self) -> None:
        """Stop the thread pool (the thread ends when its current decision does)."""
        self.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
