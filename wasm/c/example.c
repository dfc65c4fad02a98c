/* The README's C example: a world, three bubbles, one second of motion, read zero-copy. */
#include <stdio.h>
#include "fizz.h"

int main(void) {
  uint32_t world = fizz_world_create(390, 844);                  /* pt */
  for (int i = 0; i < 3; i++) fizz_bubble_add(world, 100 + 60 * i, 100, 30);
  for (int frame = 0; frame < 60; frame++) fizz_world_step(world, 1.0 / 60);
  const double* xyr = fizz_world_positions(world);               /* count × (x, y, radius) */
  for (int i = 0; i < fizz_world_count(world); i++)
    printf("bubble %d at (%.1f, %.1f) r=%.0f\n", i, xyr[3 * i], xyr[3 * i + 1], xyr[3 * i + 2]);
  if (fizz_world_step(world, -1) < 0) printf("refused: %s\n", fizz_last_error_message());
  fizz_world_destroy(world);
  return 0;
}
