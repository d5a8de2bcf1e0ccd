"""Load benchmark of the online server (not a test): N rooms of bots playing at once.

    python tools/net_load.py --rooms 50 --seconds 60          # one JSON report line
    nice -n 15 python tools/net_load.py --rooms 200 --seconds 120 --game dicebot

Starts a dedicated server (``python -m game.net``) in its own process on a loopback port and
a fresh database, opens ``--rooms`` rooms of two seats, and connects two bot clients to each
(one seat each) that answer every request with a random legal choice after a random pause
(mean ``--pause-ms``, 0: at once; people take seconds), starting a new
match in a room when one ends, until ``--seconds`` have passed or ``--max-choices`` choices
were made. Bounded in count and time; the server is stopped at the end.

Reported: round trip of a choice (from sending it to the update that answers it) p50/p95/max
in ms, choices and matches completed, refusals, and the server process's CPU seconds (user +
system), CPU share of one core and peak resident memory (from /proc, Linux); the bots'
own CPU share (they run in this one process, on the same machine) and the machine's load
average, without which the round trips cannot be read.

The bots stand for hundreds of separate clients, so their process runs without Python's cyclic
garbage collector (``--bots-gc`` turns it back on): a full collection over every bot's views
stopped all 400 bots at once for 100-200 ms every few seconds, a pause no real client shares
with the others, and it put the round trips' p95 at 53-75 ms (35 ms without it) in 30 s runs
of 200 Mechaton rooms on a quiet machine. The server keeps its collector, as it runs.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import signal
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.core.match import encode_choice  # noqa: E402
from game.core.ruleset import RULESETS, ruleset_module  # noqa: E402
from game.net import protocol  # noqa: E402
from game.net.codec import Decoder  # noqa: E402


@dataclass
class Tally:
    """What the bots measured."""

    round_trips: list[float] = field(default_factory=list)
    choices: int = 0
    matches: int = 0
    refused: int = 0
    stop_at: float = 0.0
    max_choices: int = 0
    pause: float = 0.0

    def done(self) -> bool:
        """True once the time or the choice budget is spent."""
        return time.monotonic() >= self.stop_at or self.choices >= self.max_choices


async def start_server(db: Path, profile: str | None = None
                       ) -> tuple[asyncio.subprocess.Process, int]:
    """The dedicated server on a free loopback port (under cProfile, writing ``profile``
    when it stops, if given)."""
    profiling = ["-m", "cProfile", "-o", profile] if profile else []
    process = await asyncio.create_subprocess_exec(
        sys.executable, *profiling, "-m", "game.net", "--host", "127.0.0.1", "--port", "0",
        "--db", str(db), cwd=ROOT, stderr=asyncio.subprocess.PIPE)
    assert process.stderr is not None
    line = (await asyncio.wait_for(process.stderr.readline(), 30)).decode()
    # keep reading its log: a full pipe would stop the server mid-write (it hung at 200 rooms)
    DRAINS.append(asyncio.get_running_loop().create_task(_drain(process.stderr)))
    return process, int(line.split("listening on 127.0.0.1:")[1].split()[0])


DRAINS: list[asyncio.Task[None]] = []
"""The tasks reading the server's log (held so they are not collected)."""


async def _drain(stream: asyncio.StreamReader) -> None:
    """Read and drop ``stream`` until it closes."""
    while await stream.read(65536):
        pass


async def bot(url: str, game: str, tally: Tally, rng: random.Random, room: str,
              token: str) -> None:
    """One seat's bot: answer at once, time each answer's round trip."""
    decoder = Decoder.for_game(game)
    async with connect(url, max_size=None, compression=None) as ws:
        await ws.send(protocol.dumps("hello", room=room, tokens=[token]))
        sent_at, sent_gen, sent_id = 0.0, -1, -1
        async for raw in ws:
            message = json.loads(raw)
            kind = message["t"]
            if kind == "error":
                tally.refused += 1
                if os.environ.get("NET_LOAD_DEBUG"):
                    print(message["message"][:160], file=sys.stderr)
            if kind in ("error", "update") and sent_at and (
                    kind == "error" or _answered(message, sent_gen, sent_id)):
                tally.round_trips.append((time.perf_counter() - sent_at) * 1000)
                sent_at = 0.0
            if kind == "replay" or tally.done():
                return
            if kind != "update" or not message["requests"] or sent_at:
                continue
            request = decoder.decode(message["requests"][0])
            choice = rng.choice(request.legal_choices())
            if tally.pause:
                await asyncio.sleep(rng.uniform(0, 2 * tally.pause))
            sent_at, sent_gen, sent_id = time.perf_counter(), message["gen"], request.id
            tally.choices += 1
            await ws.send(protocol.dumps("choose", room=room, seat=request.player,
                                         request=request.id, choice=encode_choice(choice)))


def _answered(update: dict[str, Any], gen: int, request_id: int) -> bool:
    """True if ``update`` is the server's answer to our choice: the match moved on and the
    request we answered is gone."""
    ids = [r["f"]["id"] for r in update["requests"]]
    return bool(update["gen"] > gen and request_id not in ids)


async def room_loop(url: str, game: str, tally: Tally, seed: int) -> None:
    """Open a room, let two bots play it, and again, until the budget is spent."""
    rng = random.Random(seed)
    setup = ruleset_module(game).sample_setup_json(2, seed)
    while not tally.done():
        async with connect(url, compression=None) as host:
            await host.send(protocol.dumps("create", ruleset=game, setup=setup,
                                           seats=[{"kind": "host"}, {"kind": "host"}]))
            reply = json.loads(await host.recv())
        room, tokens = reply["room"], reply["tokens"]
        await asyncio.gather(*(bot(url, game, tally, random.Random(rng.random()), room,
                                   tokens[seat]) for seat in ("0", "1")))
        tally.matches += not tally.done()


async def stop_server(process: asyncio.subprocess.Process) -> None:
    """Stop the server as Ctrl+C does (a profiled one writes its profile), and kill it if it
    has not stopped within ten seconds."""
    process.send_signal(signal.SIGINT)
    try:
        await asyncio.wait_for(process.wait(), 10)
    except TimeoutError:
        process.kill()
        await process.wait()


def server_usage(pid: int) -> tuple[float, int]:
    """CPU seconds (user + system) and peak resident KiB of a process (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    status = Path(f"/proc/{pid}/status").read_text()
    peak = next(int(line.split()[1]) for line in status.splitlines()
                if line.startswith("VmHWM:"))
    return cpu, peak


def percentile(values: list[float], share: float) -> float:
    """The ``share`` percentile (0-1) of ``values`` (0 when empty)."""
    ordered = sorted(values)
    return round(ordered[int(share * (len(ordered) - 1))], 2) if ordered else 0.0


async def main(args: argparse.Namespace) -> dict[str, Any]:
    """Run the benchmark and return its report."""
    with tempfile.TemporaryDirectory() as folder:
        process, port = await start_server(Path(folder) / "load.sqlite3", args.profile)
        try:
            url = f"ws://127.0.0.1:{port}"
            tally = Tally(stop_at=time.monotonic() + args.seconds,
                          max_choices=args.max_choices, pause=args.pause_ms / 1000)
            cpu_before, _ = server_usage(process.pid)
            began, bots_cpu = time.monotonic(), time.process_time()
            await asyncio.wait_for(asyncio.gather(
                *(room_loop(url, args.game, tally, seed) for seed in range(args.rooms))),
                args.seconds + 60)
            took = time.monotonic() - began
            bots_cpu = time.process_time() - bots_cpu
            cpu, peak = server_usage(process.pid)
        finally:
            await stop_server(process)
    return {"game": args.game, "rooms": args.rooms, "pause_ms": args.pause_ms,
            "seconds": round(took, 1),
            "choices": tally.choices, "matches_completed": tally.matches,
            "refused": tally.refused, "choices_per_second": round(tally.choices / took, 1),
            "round_trip_ms": {"p50": percentile(tally.round_trips, 0.5),
                              "p95": percentile(tally.round_trips, 0.95),
                              "max": percentile(tally.round_trips, 1.0)},
            "server_cpu_seconds": round(cpu - cpu_before, 2),
            "server_cpu_share_of_one_core": round((cpu - cpu_before) / took, 2),
            "server_peak_rss_mib": round(peak / 1024, 1),
            "bots_cpu_share_of_one_core": round(bots_cpu / took, 2),
            "load_average": round(os.getloadavg()[0], 1)}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rooms", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--max-choices", type=int, default=200_000)
    parser.add_argument("--game", default="dicebot", choices=sorted(RULESETS))
    parser.add_argument("--pause-ms", type=float, default=250.0,
                        help="mean time a bot waits before answering (0: at once)")
    parser.add_argument("--profile", metavar="FILE",
                        help="run the server under cProfile and write its profile to FILE")
    parser.add_argument("--bots-gc", action="store_true",
                        help="keep the cyclic garbage collector on in the bots' process")
    arguments = parser.parse_args()
    if not arguments.bots_gc:
        gc.disable()  # see the module docstring: one process stands for many clients
    report = asyncio.run(main(arguments))
    report["bots_gc"] = arguments.bots_gc
    print(json.dumps(report))
