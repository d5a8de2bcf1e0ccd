"""``python -m game.net`` / ``hexbrawl-server``: run a dedicated Hexbrawl server."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
from pathlib import Path

from game.net.server import DEFAULT_PORT, Server


def main(argv: list[str] | None = None) -> None:
    """Run a server until interrupted (Ctrl+C)."""
    parser = argparse.ArgumentParser(prog="hexbrawl-server",
                                     description="Run a dedicated Hexbrawl server.")
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="port to listen on")
    parser.add_argument("--db", type=Path, default=Path("hexbrawl-server.sqlite3"),
                        help="the SQLite file rooms are kept in (resumed on restart)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(_serve(args.host, args.port, args.db))


async def _serve(host: str, port: int, db: Path) -> None:
    server = Server(db)
    bound = await server.start(host, port)
    logging.getLogger("hexbrawl.server").info(
        "listening on %s:%s with %d rooms resumed", host, bound, len(server.rooms))
    try:
        await asyncio.Future()
    finally:
        await server.stop()


if __name__ == "__main__":
    main()
