# The two set-up commands of the README: `make run` and `make test`. Both work on a fresh machine.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run demo test venv lint sweep bench fast fast-check unfast clean messages screenshots

$(BIN)/landsraad: pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev,ray,rl,web]'
	touch $(BIN)/landsraad

venv: $(BIN)/landsraad

# the browser game server on http://localhost:8000/ (SQLite database in .landsraad/; Ctrl-C stops it)
run: venv
	$(BIN)/landsraad serve

# a game of bots printed turn by turn in the terminal
demo: venv
	$(BIN)/landsraad demo --players 4 --seed 1

lint: venv
	$(BIN)/ruff check landsraad tests bench
	$(BIN)/mypy landsraad

test: lint
	$(BIN)/pytest -q

# the translations (docs/i18n.md): extract every message into landsraad/locale/landsraad.pot,
# merge it into each language's .po, compile the .mo files the game reads (committed)
messages: venv
	$(BIN)/python -m landsraad.messages

# every screenshot of docs/screenshots/: each product's table at 1024x768, 1280x720, 1920x1080, the
# tables in es/pt/ru, the end screen and the replay (Debian's chromium; docs/web.md, Tests)
screenshots: venv
	LANDSRAAD_SCREENSHOTS=1 $(BIN)/pytest -q tests/test_web_layout.py tests/test_web_i18n.py tests/test_web_browser.py tests/test_web_six.py \
		tests/test_web_module_static.py

# larger sweep, outside CI (reported in notes)
sweep: venv
	$(BIN)/python -m bench.sweep --games 20000

bench: venv
	$(BIN)/python -m bench

# OPTIONAL: compile the engine with mypyc in place (~2x decisions/s, docs/benchmarks.md); same
# behaviour. `make unfast` removes the compiled modules. Rebuild after editing landsraad/rules.
# Needs a C compiler and Python's headers; the build's tools are pinned in requirements-fast.txt.
fast: venv
	$(BIN)/pip install -q -r requirements-fast.txt
	$(BIN)/python -m bench.fast build

# CI (.ci/run, issue 33): build the compiled engine in a copy of the tree with its own venv (the
# pure-Python tree and .venv stay untouched), check that every compiled module is really imported
# compiled, and run the golden games (tests/test_golden.py) on it.
FASTCHECK := build/fast-check
fast-check:
	rm -rf $(FASTCHECK) && mkdir -p $(FASTCHECK)
	git ls-files --cached --others --exclude-standard -z | tar --null -T - -c | tar -x -C $(FASTCHECK)
	$(PY) -m venv $(FASTCHECK)/.venv
	$(FASTCHECK)/.venv/bin/pip install -q --upgrade pip
	$(FASTCHECK)/.venv/bin/pip install -q -r requirements-fast.txt 'pytest>=8' -e $(FASTCHECK)
	cd $(FASTCHECK) && .venv/bin/python -m bench.fast build
	cd $(FASTCHECK) && .venv/bin/python -m bench.fast check
	cd $(FASTCHECK) && LANDSRAAD_EXPECT_COMPILED=1 .venv/bin/pytest -q -p no:cacheprovider tests/test_golden.py

unfast:
	$(PY) -m bench.fast clean

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache
