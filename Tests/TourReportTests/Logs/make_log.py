#!/usr/bin/env python3
"""Writes welcome.jsonl: the events of an experiment on the tour `main`
(control held out 10 %, a 45 %, b 45 %), from 120 installs, as TourKit's
JSONLinesTourAnalytics writes them. Seeded: running it again writes the same
file. The report's tests and the DuckDB query's test read it."""
import json
import os
import random

random.seed(52)
lines = []


def event(name, install, at, **fields):
    day, rest = divmod(at, 86400)
    stamp = "2026-12-%02dT%02d:%02d:%02dZ" % (1 + day, rest // 3600, rest // 60 % 60, rest % 60)
    fields.update(event=name, tour="main", install=install, time=stamp)
    return json.dumps(fields, sort_keys=True, separators=(",", ":"))


for number in range(120):
    install = "install-%03d" % number
    bucket = random.random()
    variant = "control" if bucket < 0.1 else ("a" if bucket < 0.55 else "b")
    common = dict(experiment="welcome-copy-2026-12", variant=variant)
    lines.append(event("experimentEntered", install, number * 60, **common))
    if variant != "control":
        lines.append(event("tourStarted", install, number * 60 + 1, revision="r1", **common))
        finished = True
        for index, step in enumerate(["keyboard", "record", "mix"]):
            at = number * 60 + 2 + index * 10
            lines.append(event("stepShown", install, at, revision="r1", step=step, index=index, **common))
            if random.random() < (0.9 if variant == "b" else 0.75):
                took = round(random.uniform(1, 9), 1)
                lines.append(event("stepCompleted", install, at + 5, revision="r1", step=step, index=index, seconds=took, **common))
            else:
                lines.append(event("tourSkipped", install, at + 5, revision="r1", step=step, index=index, seconds=6.5, reason="close", **common))
                finished = False
                break
        if finished:
            lines.append(event("tourCompleted", install, number * 60 + 40, revision="r1", seconds=30.0, reason="next", **common))
    if random.random() < (0.2 if variant == "control" else 0.4):
        # Within the week, or (one in four) after it.
        later = 86400 * (2 if random.random() < 0.75 else 9)
        lines.append(event("goalReached", install, number * 60 + later, goal="recordedTake"))

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "welcome.jsonl"), "w") as handle:
    handle.write("\n".join(lines) + "\n")
