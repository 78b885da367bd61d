#!/usr/bin/env python3
"""Writes a deterministic corpus of valid tour files and their registry.

usage: corpus.py OUT_DIR TOURS STEPS

Texts look like real help texts and hold what a generator must get right:
quotes, backslashes, `\\(`, `%`, `#`, non-ASCII letters, emoji, and one
`{symbol:NAME}` in about one text in ten.
"""
import os
import random
import sys

WORDS = (
    "tap the key to play a note and hold it for sustain then slide along "
    "the strip to change the octave or pick a preset from the list "
    '"quoted" back\\slash \\(notInterpolated) 50% #hashtag naïve café '
    "Ünïcödé 日本語 🎹 **bold** *soft*"
).split()
ACTIONS = ["tap", "input", "navigate"]


def quoted(text):
    """A YAML single-quoted scalar."""
    return "'" + text.replace("'", "''") + "'"


def sentence(rnd, length):
    words, size = [], 0
    while size < length:
        word = rnd.choice(WORDS)
        words.append(word)
        size += len(word.encode()) + 1
    return " ".join(words)


def write_corpus(out, tours, steps, text_bytes=160):
    rnd = random.Random(20261129)
    os.makedirs(os.path.join(out, "tours"), exist_ok=True)
    targets = set()
    for t in range(tours):
        lines = [
            f"tour: tour{t:05d}",
            f"title: Screen {t}",
            "description: >-",
            f"  A walk through the {steps} controls of screen {t}.",
            f"estimatedSeconds: {15 + t % 40}",
            f"completionCriteria: screen{t}Done",
            "icon: pianokeys",
            "defaults:",
            "  padding: 8",
            "  cornerRadius: 28",
            "steps:",
        ]
        for s in range(steps):
            target = f"screen{t % 89}Control{s}"
            targets.add(target)
            text = sentence(rnd, text_bytes)
            if s % 10 == 3:
                text += " Tap {symbol:star.fill} to keep it."
            lines += [
                f"  - id: step{s}",
                f"    target: {target}",
                f"    title: {quoted(f'Step {s}: ' + rnd.choice(WORDS))}",
                f"    text: {quoted(text)}",
            ]
            if s % 3 == 0:
                lines.append(f"    padding: {4 + s % 12}")
            if s % 4 == 0:
                lines.append(f"    cornerRadius: {s % 30}.5")
            if s % 2 == 0:
                lines.append(f"    action: {ACTIONS[s % 3]}")
        with open(os.path.join(out, "tours", f"tour{t:05d}.tour.yaml"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
    with open(os.path.join(out, "tours", "targets.yaml"), "w", encoding="utf-8") as handle:
        handle.write("targets:\n" + "".join(f"  - {name}\n" for name in sorted(targets)))


if __name__ == "__main__":
    write_corpus(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))


SWIFT_HEADER = [
    "import SwiftUI",
    "",
    "/// Screen {n}. Tags in comments do not count: .helpInfoViewTag(.ghost)",
    "struct Screen{n}View: View {{",
    "    @State private var value = 0.5",
    "    @State private var help: MainScreenHelp?",
    "",
    "    var body: some View {{",
    "        VStack(alignment: .leading, spacing: 12) {{",
    "            Slider(value: $value, in: 0...1)",
    "                .helpInfoViewTag(MainScreenHelp.slider{n})",
    "            Button(\"Play\", systemImage: \"play.fill\") {{ play() }}",
    "                .tutorialSpotlightSource(id: .play{n})",
    "            Toggle(\"Loop\", isOn: .constant(true)).beaconTarget(\"loop{n}\")",
    "{conditional}",
    "        }}",
    "        .padding()",
    "    }}",
    "}}",
    "",
]

# The rest of a file: ordinary SwiftUI and model code, with comments and
# strings of every kind, but no tags (an app tags a few views per screen).
SWIFT_FILLER = [
    "extension Screen{n}View {{",
    "    /// Formats the value for the label. A block comment /* nested */ follows.",
    "    /* .beaconTarget(\"inComment\") */",
    "    func label(for value: Double) -> String {{",
    "        let percent = Int(value * 100)",
    "        return \"Level \\(percent) % .helpInfoViewTag(.notATag)\"",
    "    }}",
    "",
    "    var details: some View {{",
    "        HStack(spacing: 8) {{",
    "            Image(systemName: \"speaker.wave.2.fill\")",
    "                .foregroundStyle(.secondary)",
    "            Text(label(for: value))",
    "                .font(.caption.monospacedDigit())",
    "                .frame(maxWidth: .infinity, alignment: .trailing)",
    "            Text(#\"raw \"string\" with \\(notInterpolated)\"#)",
    "        }}",
    "        .padding(.horizontal, 16)",
    "        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))",
    "    }}",
    "",
    "    func play() {{",
    "        let message = \"\"\"",
    "            Playing screen {n} at \\(Int(value * 100)) %",
    "            \"\"\"",
    "        print(message)",
    "    }}",
    "}}",
    "",
]


# Tags tourc reads beyond a literal: a ternary, and a loop over `allCases`
# that an annotation declares.
SWIFT_CONDITIONAL_TAGS = [
    "            Button(\"Mode\") {{ value = 1 - value }}",
    "                .helpInfoViewTag(value > 0.5 ? MainScreenHelp.loud{n} : .quiet{n})",
    "            ForEach(MainScreenHelp.allCases) {{ item in",
    "                Text(item.title).helpInfoViewTag(item) // tourc:tags MainScreenHelp.*",
    "            }}",
]


def write_swift_sources(out, files, lines_per_file, conditional_every=5):
    """Swift files of `lines_per_file` lines, with three literal tags each;
    every `conditional_every`-th file also has a ternary tag and an annotated
    loop (one file in five: about the share of such tags in a real app, 4 of
    43). `conditional_every=1` gives every file both."""
    os.makedirs(out, exist_ok=True)
    for n in range(files):
        extra = SWIFT_CONDITIONAL_TAGS if n % conditional_every == 0 else []
        body = []
        for line in SWIFT_HEADER:
            body.extend(extra if line == "{conditional}" else [line])
        body = [line.format(n=n) for line in body]
        while len(body) < lines_per_file:
            body.extend(line.format(n=n) for line in SWIFT_FILLER)
        with open(os.path.join(out, f"Screen{n:04d}.swift"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(body[:lines_per_file]) + "\n")
