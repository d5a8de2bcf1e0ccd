# Two commands do all set-up: `make play` and `make test`. Both are idempotent.
# `make dist` builds a standalone game (PyInstaller) in dist/ with a zip to hand out;
# `make test-dist` builds one and runs it headless (the slow test, CI runs it after `make test`);
# `make install-desktop` (Linux) adds the built game to the desktop menu.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
DIST_STAMP := $(VENV)/.installed-dist
DIST_APP := dist/Hexbrawl/Hexbrawl

.PHONY: play test test-dist dist install-desktop lint bench simulate clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(TEST_STAMP): pyproject.toml $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

$(DIST_STAMP): pyproject.toml $(TEST_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,dist]'
	touch $@

play: $(STAMP)
	$(BIN)/python main.py

lint: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy

test: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2 -m "not slow"

test-dist: $(DIST_STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -m slow tests/test_dist.py

dist: $(DIST_STAMP)
	$(BIN)/python tools/build_dist.py

install-desktop:
	@test "$$(uname -s)" = Linux || { echo "install-desktop: Linux only (macOS and Windows: open dist/)"; exit 1; }
	@test -x $(DIST_APP) || $(MAKE) dist
	sh dist/Hexbrawl/install-desktop.sh

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python tools/bench.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python tools/meatbot/bench_aim.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache build dist
