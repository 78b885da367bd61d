# Build and install the tourc command, or build what a release ships.
#   make install PREFIX=$HOME/.local   puts tourc in $HOME/.local/bin
#   make artifactbundle                dist/: the artifact bundle, its zip and
#                                      checksum, and the TourcPlugins package
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin

.PHONY: build install uninstall test artifactbundle

build:
	swift build -c release --product tourc

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$(swift build -c release --show-bin-path)/tourc" "$(BINDIR)/tourc"

uninstall:
	rm -f "$(BINDIR)/tourc"

test:
	swift test

# A tourc that needs nothing but the OS's C library, packed as an SE-0305
# artifact bundle with the plugins package that runs it (docs/releasing.md).
artifactbundle:
	bash Release/build-artifactbundle.sh
