/* Pulls every libyaml parse event of one file, doing nothing else: the
 * part every floor program shares. Counts the events into `events` when it
 * is not NULL. */
#ifndef PULL_EVENTS_H
#define PULL_EVENTS_H
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
        if (events) (*events)++;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    return ok;
}

#endif
