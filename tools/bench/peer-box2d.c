// peer-box2d.c — the benchmark scene of research/physics-peers.md §2 in Box2D v3 (C), timing
// b2World_Step alone, for `fizz bench --peers`.
//
// Usage: peer-box2d N [WORKERS]. Box2D is not part of Fizz: tools/bench/peer-box2d builds this
// file against a Box2D v3 build made outside the tree ($FIZZ_BOX2D, see tools/bench/README.md).
// Box2D units: 1 unit = 0.1 m (L = 100 m at N = 1,000, r = 1.26 m, pull 20 m/s²); static walls
// 2 m thick outside ±L/2; rotation locked; friction and restitution 0; linear damping 0.5; 4
// substeps; sleeping off. The pull F = −m·g·p/max(|p|, r) is applied to every body before every
// step (not timed). WORKERS > 1 uses Box2D's own thread scheduler. Prints one JSON line with
// the fields of fizz bench's BenchFigures (distances in units).
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

#include "box2d/box2d.h"

enum { STEPS = 660, TIMED_FROM = 60 };
static const double SCALE = 0.1;  // metres per unit
static const double PULL = 200.0, DAMPING = 0.5, DT = 1.0 / 60.0;

static uint64_t splitmix64(uint64_t* state) {
  uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int by_value(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char** argv) {
  if (argc < 2) { fprintf(stderr, "usage: peer-box2d N [WORKERS]\n"); return 2; }
  int n = atoi(argv[1]);
  int workers = argc > 2 ? atoi(argv[2]) : 1;
  if (n < 1 || workers < 1) { fprintf(stderr, "N and WORKERS must be at least 1\n"); return 2; }
  const double radius = 1000.0 * sqrt(0.5 / (1000.0 * M_PI));
  const double side = 1000.0 * sqrt(n / 1000.0);
  const double L = side * SCALE, r = radius * SCALE, g = PULL * SCALE, h = L / 2;

  b2WorldDef wd = b2DefaultWorldDef();
  wd.gravity = (b2Vec2){0, 0};
  wd.enableSleep = false;
  wd.workerCount = workers;
  b2WorldId world = b2CreateWorld(&wd);

  const double t = 2.0;  // wall thickness, m
  const double walls[4][4] = {{0, -h - t / 2, h + t, t / 2}, {0, h + t / 2, h + t, t / 2},
                              {-h - t / 2, 0, t / 2, h + t}, {h + t / 2, 0, t / 2, h + t}};
  for (int w = 0; w < 4; w++) {
    b2BodyDef bd = b2DefaultBodyDef();
    bd.position = (b2Pos){(float)walls[w][0], (float)walls[w][1]};
    b2BodyId wall = b2CreateBody(world, &bd);
    b2ShapeDef sd = b2DefaultShapeDef();
    b2Polygon box = b2MakeBox((float)walls[w][2], (float)walls[w][3]);
    b2CreatePolygonShape(wall, &sd, &box);
  }

  b2BodyId* bodies = malloc(sizeof(b2BodyId) * (size_t)n);
  int grid = 1;
  while (grid * grid < n) grid++;
  const double cell = side / grid, jitter = 0.9 * (cell - 2.0 * radius);
  uint64_t rng = 12345;
  for (int i = 0; i < n; i++) {
    double ux = (double)(splitmix64(&rng) >> 11) * (1.0 / 9007199254740992.0) - 0.5;
    double uy = (double)(splitmix64(&rng) >> 11) * (1.0 / 9007199254740992.0) - 0.5;
    double x = ((i / grid) + 0.5) * cell + ux * jitter, y = ((i % grid) + 0.5) * cell + uy * jitter;
    b2BodyDef bd = b2DefaultBodyDef();
    bd.type = b2_dynamicBody;
    bd.position = (b2Pos){(float)(x * SCALE - h), (float)(y * SCALE - h)};
    bd.linearDamping = (float)DAMPING;
    bd.motionLocks.angularZ = true;
    bd.enableSleep = false;
    bodies[i] = b2CreateBody(world, &bd);
    b2ShapeDef sd = b2DefaultShapeDef();
    sd.density = 1.0f;
    sd.material.friction = 0.0f;
    sd.material.restitution = 0.0f;
    b2Circle circle = {{0, 0}, (float)r};
    b2CreateCircleShape(bodies[i], &sd, &circle);
  }

  double* times = malloc(sizeof(double) * STEPS);
  for (int s = 0; s < STEPS; s++) {
    for (int i = 0; i < n; i++) {
      b2Pos p = b2Body_GetPosition(bodies[i]);
      double px = p.x, py = p.y, d = sqrt(px * px + py * py);
      double k = -b2Body_GetMass(bodies[i]) * g / (d > r ? d : r);
      b2Body_ApplyForceToCenter(bodies[i], (b2Vec2){(float)(k * px), (float)(k * py)}, true);
    }
    double t0 = now_ms();
    b2World_Step(world, (float)DT, 4);
    times[s] = now_ms() - t0;
  }
  double sum = 0;
  for (int i = 0; i < n; i++) {
    b2Pos p = b2Body_GetPosition(bodies[i]);
    sum += sqrt((double)p.x * p.x + (double)p.y * p.y) / SCALE;
  }
  int m = STEPS - TIMED_FROM;
  double* window = times + TIMED_FROM;
  qsort(window, (size_t)m, sizeof(double), by_value);
  double median = m % 2 ? window[m / 2] : (window[m / 2 - 1] + window[m / 2]) / 2;
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  printf("{\"engine\":\"box2d\",\"runtime\":\"box2d v3, %d worker%s\",\"n\":%d,\"medianMs\":%.6f,\"minMs\":%.6f,"
         "\"maxMs\":%.6f,\"meanDistance\":%.4f,\"peakRSSKiB\":%ld,\"baselineRSSKiB\":0,\"maxSpeed\":0,"
         "\"maxOverlap\":0,\"setupHash\":\"\",\"finalHash\":\"\"}\n",
         workers, workers == 1 ? "" : "s", n, median, window[0], window[m - 1], sum / n, ru.ru_maxrss);
  b2DestroyWorld(world);
  free(bodies);
  free(times);
  return 0;
}
