"""Double-click entry point: starts Hexbrawl (see `python main.py --help` for flags)."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.ui.launch import main  # noqa: E402  (the banner switch above must come first)

if __name__ == "__main__":
    sys.exit(main())
