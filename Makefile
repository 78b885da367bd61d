# Build and install the tourc command.
#   make install PREFIX=$HOME/.local   puts tourc in $HOME/.local/bin
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin

.PHONY: build install uninstall test

build:
	swift build -c release --product tourc

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$(swift build -c release --show-bin-path)/tourc" "$(BINDIR)/tourc"

uninstall:
	rm -f "$(BINDIR)/tourc"

test:
	swift test
