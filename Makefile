# jpor -- top-level convenience targets.  CMake does the real build.
BUILD ?= build
ASAN_BUILD ?= build-asan
JOBS ?= $(shell nproc)
PKGS = cmake make gcc pkg-config libzip-dev zlib1g-dev libxxhash-dev openjdk-17-jdk-headless zip python3 parallel unicode-data tzdata

.PHONY: all deps build build-asan demo test soundness clean format experiments

all: build

deps:
	@missing=""; for p in $(PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq $$missing; \
	  else sudo apt-get update -qq && sudo apt-get install -y -qq $$missing; fi; \
	fi

build:
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	@cmake --build $(BUILD) -j $(JOBS)

build-asan:
	@cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DJPOR_SANITIZE=ON >/dev/null
	@cmake --build $(ASAN_BUILD) -j $(JOBS)

demo: deps build
	@./scripts/demo.sh $(BUILD)

test: deps build build-asan
	@cd $(BUILD) && ctest --output-on-failure --timeout 600 -j $(JOBS) -LE pending
	@cd $(ASAN_BUILD) && ASAN_OPTIONS=detect_leaks=0 ctest --output-on-failure --timeout 900 -j $(JOBS) -L asan -LE pending

# The long soundness cross-check: SOUNDNESS_N generated programs (default
# 2000) from number SOUNDNESS_FIRST (default 1) under every strategy,
# stateful and stateless, against --por=none, in $(JOBS) parallel groups;
# at about 1.5 s a program a core, 20,000 take hours: run them in ranges
# (SOUNDNESS_FIRST=2001 ...).  Its latest results are in README.
SOUNDNESS_N ?= 2000
SOUNDNESS_FIRST ?= 1
soundness: deps build
	@n=$(SOUNDNESS_N); j=$(JOBS); per=$$(( (n + j - 1) / j )); pids=""; \
	for g in $$(seq 0 $$((j - 1))); do \
	  python3 tests/checker/crosscheck.py $(BUILD)/jpor $$(($(SOUNDNESS_FIRST) + g * per)) $$per $(BUILD)/soundness-$$g \
	    > $(BUILD)/soundness-$$g.log 2>&1 & pids="$$pids $$!"; \
	done; st=0; for p in $$pids; do wait $$p || st=1; done; \
	grep -h "^FAIL" $(BUILD)/soundness-*.log; tail -qn2 $(BUILD)/soundness-*.log; \
	awk '/passed, .* failed/ {p += $$1; f += $$3} END {print p " passed, " f " failed"}' $(BUILD)/soundness-*.log; \
	exit $$st

# section 5 of the S-POR paper: sampled clients, every algorithm, CSV, plots, headline table
# (quick sample by default, FULL=1 for the paper's 75 correct + 310 buggy clients)
EXP_OUT ?= $(BUILD)/experiments
experiments: deps build
	@py=""; for p in python3 /usr/bin/python3; do $$p -c 'import matplotlib' 2>/dev/null && { py=$$p; break; }; done; \
	if [ -z "$$py" ]; then \
	  echo "installing: python3-matplotlib"; \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq python3-matplotlib; \
	  else sudo apt-get update -qq && sudo apt-get install -y -qq python3-matplotlib; fi; \
	  py=/usr/bin/python3; \
	fi; \
	FULL=$(FULL) $$py synchrobench-clients/experiments.py --jpor $(BUILD)/jpor --out $(EXP_OUT) --jobs $(JOBS)

clean:
	rm -rf $(BUILD) $(ASAN_BUILD)

format:
	clang-format -i $$(git ls-files '*.c' '*.h')
