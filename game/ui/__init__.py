"""The pygame-ce front end: window, scenes and rendering."""

import os

# pygame prints a banner on import unless told not to; set it before any import.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
