/* The floor for a clean compile into a folder on disk: parse every tour file
 * with libyaml (pull every event, as libyaml_floor does), then write output
 * files of the sizes tourc writes, each through a temporary file renamed
 * into place, as tourc writes them. No compiler that parses with libyaml and
 * writes its outputs safely can be faster on one core.
 *
 *   usage: disk_floor OUTPUTS.list OUTDIR FILE...
 *
 * OUTPUTS.list has one line per output, "SIZE RELATIVE/PATH" (made by
 * Benchmarks/run.py from a folder tourc compiled into); the bytes written are
 * filler of that size: what a file system costs depends on sizes and names,
 * not on the bytes. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "pull_events.h"

/* Creates every folder on the way to `path` (mkdir -p of its parent). */
static int make_parents(char *path) {
    for (char *slash = strchr(path + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
        *slash = '\0';
        int failed = mkdir(path, 0755) != 0 && errno != EEXIST;
        *slash = '/';
        if (failed) { perror(path); return 0; }
    }
    return 1;
}

/* Writes `size` bytes to `path` through `path.tmp` and a rename. */
static int write_file(char *path, const char *bytes, long size) {
    char temporary[4200];
    snprintf(temporary, sizeof temporary, "%s.tmp", path);
    int fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0 && errno == ENOENT && make_parents(path)) fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) { perror(temporary); return 0; }
    long written = 0;
    while (written < size) {
        ssize_t n = write(fd, bytes + written, (size_t)(size - written));
        if (n < 0) { perror(temporary); close(fd); return 0; }
        written += n;
    }
    if (close(fd) != 0 || rename(temporary, path) != 0) { perror(path); return 0; }
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: disk_floor OUTPUTS.list OUTDIR FILE...\n"); return 2; }
    for (int i = 3; i < argc; i++) {
        if (!pull_events(argv[i], NULL)) return 1;
    }
    FILE *list = fopen(argv[1], "r");
    if (!list) { perror(argv[1]); return 1; }
    long size;
    char relative[2048], path[4096];
    char *filler = NULL;
    long capacity = 0;
    int count = 0;
    while (fscanf(list, "%ld %2047s", &size, relative) == 2) {
        if (size > capacity) {
            filler = realloc(filler, (size_t)size);
            memset(filler, 'x', (size_t)size);
            capacity = size;
        }
        snprintf(path, sizeof path, "%s/%s", argv[2], relative);
        if (!write_file(path, filler, size)) return 1;
        count++;
    }
    fclose(list);
    free(filler);
    printf("%d files\n", count);
    return 0;
}
