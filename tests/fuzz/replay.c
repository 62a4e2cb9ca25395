/* replay.c -- runs inputs through the fuzz target without libFuzzer, so the
 * regression inputs and seeds are replayed by an ordinary (ASan) build.
 *
 *   fuzz_replay PATH...   (files, or directories walked recursively)
 * Fails when a path is missing or no input at all was found. */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static unsigned long ninputs;

static int replay_file(const char *path, const struct stat *sb, int type, struct FTW *ftw) {
  if (type != FTW_F) return 0;
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "fuzz_replay: cannot open %s\n", path);
    return 1;
  }
  size_t size = (size_t)sb->st_size, n = 0;
  uint8_t *data = malloc(size ? size : 1);
  if (data) n = fread(data, 1, size, f);
  fclose(f);
  if (!data || n != size) {
    fprintf(stderr, "fuzz_replay: cannot read %s\n", path);
    free(data);
    return 1;
  }
  LLVMFuzzerTestOneInput(data, size);
  free(data);
  ninputs++;
  return 0;
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    struct stat sb;
    if (stat(argv[i], &sb) != 0) {
      fprintf(stderr, "fuzz_replay: %s does not exist\n", argv[i]);
      return 1;
    }
    if (nftw(argv[i], replay_file, 16, FTW_PHYS) != 0) return 1;
  }
  printf("fuzz_replay: %lu inputs replayed\n", ninputs);
  if (ninputs == 0) {
    fprintf(stderr, "fuzz_replay: no inputs\n");
    return 1;
  }
  return 0;
}
