"""The shared UI tests' fixtures (a headless window, private user data) for this game's
UI tests, which live outside tests/ui."""

from __future__ import annotations

from tests.ui.conftest import app, private_user_data  # noqa: F401  (the UI tests' fixtures)
