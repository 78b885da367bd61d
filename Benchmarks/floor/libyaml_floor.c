/* The floor for any libyaml-based tour compiler: read every file and pull
 * every parse event, doing nothing else. No compiler built on libyaml can be
 * faster on one core.   usage: libyaml_floor FILE...   */
#include <stdio.h>
#include <yaml.h>

static int pull_events(const char *path, long *events) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); return 0; }
    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, file);
    int ok = 1, done = 0;
    while (!done) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: %s\n", path, parser.problem);
            ok = 0;
            break;
        }
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        (*events)++;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    return ok;
}

int main(int argc, char **argv) {
    long events = 0;
    for (int i = 1; i < argc; i++) {
        if (!pull_events(argv[i], &events)) return 1;
    }
    printf("%ld events\n", events);
    return 0;
}
