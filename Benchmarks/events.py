"""The events of a large experiment, for the report benchmark: installs in
a holdout (10 %) and two variants of a five-step tour, each entering,
starting, reaching steps, completing or closing, and (some) reaching the
goal, as TourKit's JSONLinesTourAnalytics writes them. Seeded: the same
count writes the same file."""
import json
import random

STEPS = ["keyboard", "record", "octave", "sustain", "mix"]


def write_events(path, count, seed=52):
    """Writes about `count` events (at least `count`) to `path`; returns how many."""
    rng = random.Random(seed)
    written = 0
    with open(path, "w", encoding="utf-8") as handle:
        number = 0
        while written < count:
            install = "%08X-0000-4000-8000-%012X" % (number, number * 7919)
            at = number * 11
            bucket = rng.random()
            variant = "control" if bucket < 0.1 else ("a" if bucket < 0.55 else "b")
            lines = [event("experimentEntered", install, at, variant)]
            if variant != "control":
                lines.append(event("tourStarted", install, at + 1, variant, revision="r1"))
                finished = True
                for index, step in enumerate(STEPS):
                    shown = at + 2 + index * 10
                    lines.append(event("stepShown", install, shown, variant, revision="r1", step=step, index=index))
                    if rng.random() < (0.93 if variant == "b" else 0.88):
                        lines.append(event("stepCompleted", install, shown + 5, variant, revision="r1", step=step, index=index,
                                           seconds=round(rng.uniform(1, 9), 1)))
                    else:
                        lines.append(event("tourSkipped", install, shown + 5, variant, revision="r1", step=step, index=index,
                                           seconds=6.5, reason="close"))
                        finished = False
                        break
                if finished:
                    lines.append(event("tourCompleted", install, at + 60, variant, revision="r1", seconds=55.0, reason="next"))
            if rng.random() < (0.2 if variant == "control" else 0.35):
                lines.append(event("goalReached", install, at + 86400 * rng.choice([1, 3, 9]), None, goal="recordedTake"))
            handle.write("\n".join(lines) + "\n")
            written += len(lines)
            number += 1
    return written


def event(name, install, at, variant, **fields):
    day, rest = divmod(at, 86400)
    month, day = divmod(day, 28)
    stamp = "2026-%02d-%02dT%02d:%02d:%02dZ" % (1 + month % 12, 1 + day, rest // 3600, rest // 60 % 60, rest % 60)
    if variant is not None:
        fields.update(experiment="welcome-copy-2026-12", variant=variant)
    fields.update(event=name, tour="main", install=install, time=stamp)
    return json.dumps(fields, sort_keys=True, separators=(",", ":"))
