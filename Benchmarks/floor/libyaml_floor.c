/* The floor for any libyaml-based tour compiler: read every file and pull
 * every parse event, doing nothing else. No compiler built on libyaml can be
 * faster on one core.   usage: libyaml_floor FILE...   */
#include "pull_events.h"

int main(int argc, char **argv) {
    long events = 0;
    for (int i = 1; i < argc; i++) {
        if (!pull_events(argv[i], &events)) return 1;
    }
    printf("%ld events\n", events);
    return 0;
}
