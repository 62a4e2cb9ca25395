/* test_places.c -- the one-word and wide place summaries of checker/strategy.h
 * (eff_place_bit, eff_place_wide) spread the places a search meets.
 *
 * Objects' canonical names (Action.oid: the allocating thread and its
 * allocation count) differ in their low bits, and the walks of L_r pass
 * over a state only when the summary of what lies below it misses the
 * places they look for: a hash that gives neighbouring names neighbouring
 * bits makes every summary meet (session 13: dl-spor then walked twice the
 * edges it needs).  The summaries stay sound whatever the hash (same place,
 * same bit); this checks that they are also useful. */
#include <stdio.h>

#include "checker/sourceset.h"
#include "checker/strategy.h"
#include "unit_check.h"

static int popcount64(uint64_t x) {
  int n = 0;
  for (; x; x &= x - 1)
    n++;
  return n;
}

/* Eight objects a thread made one after the other, one field each: their
 * one-word summary must have nearly eight bits (random: 7.6 on average). */
static void neighbours_spread(void) {
  int worst = 64, worst_wide = 128;
  for (uint64_t tid = 1; tid <= 4; tid++)
    for (uint32_t field = 0; field < 4; field++)
      for (uint64_t seq = 1; seq < 200; seq += 8) {
        uint64_t word = 0;
        PlaceSet wide = {{0}};
        for (uint64_t k = 0; k < 8; k++) {
          Effect e = {tid << 32 | (seq + k), field, -1, 0, 1, 1};
          word |= eff_place_bit(&e);
          eff_place_wide(&e, &wide);
        }
        int bits = popcount64(word), wide_bits = 0;
        for (int w = 0; w < PLACE_WORDS; w++)
          wide_bits += popcount64(wide.w[w]);
        if (bits < worst) worst = bits;
        if (wide_bits < worst_wide) worst_wide = wide_bits;
      }
  printf("eight neighbouring objects: at least %d of 64 bits, %d of %d wide\n", worst, worst_wide,
         64 * PLACE_WORDS);
  check(worst >= 4, "eight neighbouring objects' places share bits in a one-word summary");
  check(worst_wide >= 5, "eight neighbouring objects' places share bits in a wide summary");
}

/* Two different places meet in a one-word summary about once in 64. */
static void pairs_rarely_meet(void) {
  uint32_t meet = 0, pairs = 0;
  for (uint64_t a = 1; a <= 64; a++)
    for (uint64_t b = a + 1; b <= 64; b++) {
      Effect x = {1ull << 32 | a, 3, -1, 0, 1, 1}, y = {1ull << 32 | b, 3, -1, 1, 1, 1};
      meet += eff_place_bit(&x) == eff_place_bit(&y);
      pairs++;
    }
  printf("pairs of places in one bit: %u of %u\n", meet, pairs);
  check(meet * 32 < pairs, "pairs of places meet in a one-word summary more than twice 1/64");
}

/* Same place, same bits: the summaries are sound. */
static void same_place_same_bit(void) {
  Effect r = {7ull << 32 | 11, 2, 5, 0, 0, 1}, w = {7ull << 32 | 11, 2, 5, 3, 1, 0};
  PlaceSet pr = {{0}}, pw = {{0}};
  eff_place_wide(&r, &pr);
  eff_place_wide(&w, &pw);
  check(eff_place_bit(&r) == eff_place_bit(&w) && place_in(&pr, &pw) && place_in(&pw, &pr),
        "one place in two accesses has the same bits");
  Effect any = {EFF_ANY, 0, -1, 0, 1, 0};
  PlaceSet pa = {{0}};
  eff_place_wide(&any, &pa);
  check(eff_place_bit(&any) == ~(uint64_t)0 && place_in(&pr, &pa),
        "a summary holding an access of any place may hold every place");
}

/* A summary of eight places says "may hold" of a ninth rarely: with two
 * bits a place in 128 bits about one probe in seventy, with one bit one in
 * sixteen.  A false yes at a state holds at every state above the place's
 * access, and the walk of L_r then goes through all of them (session 21:
 * dl-spor on the BST client looked at six times the edges). */
static void probes_rarely_false(void) {
  uint32_t yes = 0, probes = 0;
  for (uint64_t tid = 1; tid <= 4; tid++)
    for (uint64_t seq = 1; seq < 800; seq += 8) {
      PlaceSet sum = {{0}};
      for (uint32_t k = 0; k < 8; k++) {
        Effect e = {tid << 32 | (seq + k), k % 3, -1, (uint16_t)tid, 1, 0};
        eff_place_wide(&e, &sum);
      }
      for (uint64_t q = 0; q < 64; q++) {
        Effect p = {(tid + 4) << 32 | (seq + q), (uint32_t)(q % 5), -1, 0, 0, 1};
        PlaceSet one = {{0}};
        eff_place_wide(&p, &one);
        yes += place_in(&one, &sum);
        probes++;
      }
    }
  printf("probes of places not in a summary of eight: %u of %u say yes\n", yes, probes);
  check(yes * 40 < probes, "a summary of eight places holds another place more than 1/40");
}

/* below_meets: a probe read meets a write below by a thread looked for; a
 * probe write meets a read too; a read meets no read; an access of any
 * place meets every thread that has an access below. */
static void below_meets_conflicts_only(void) {
  Effect p = {5ull << 32 | 1, 1, -1, 0, 0, 1}, q = {6ull << 32 | 2, 4, -1, 0, 0, 1};
  PlaceSet slots[2 * BELOW_SLOTS] = {{{0}}};
  /* thread 1 writes p below; thread 2 reads q */
  eff_place_wide(&p, &slots[2 * 1]);
  eff_place_wide(&p, &slots[2 * 1 + 1]);
  eff_place_wide(&q, &slots[2 * 2]);
  PlaceProbe read_p = place_probe(&p), read_q = place_probe(&q);
  Effect qw = q;
  qw.write = 1;
  PlaceProbe write_q = place_probe(&qw);
  Effect any = {EFF_ANY, 0, -1, 0, 1, 1};
  PlaceProbe anything = place_probe(&any);
  bool apart = !probe_in(&read_q, &slots[2 * 1]) && !probe_in(&read_p, &slots[2 * 2]);
  check(apart, "the two places of the test share their bits (pick others)");
  PlaceSet wide_p = {{0}};
  eff_place_wide(&p, &wide_p);
  check(probe_in(&read_p, &wide_p) && probe_in(&read_p, &slots[2 * 1]) &&
            place_in(&wide_p, &slots[2 * 1]),
        "a probe is not in the set of its own place (probe_in and eff_place_wide differ)");
  check(below_meets(slots, &read_p, 1, BIT(1)), "a read meets a write below");
  check(!below_meets(slots, &read_p, 1, BIT(2) | BIT(3)), "a read meets threads not looked for");
  check(!below_meets(slots, &read_q, 1, BIT(2)), "a read meets a read below");
  check(below_meets(slots, &write_q, 1, BIT(2)), "a write misses a read below");
  PlaceProbe both[2] = {read_q, read_p};
  check(below_meets(slots, both, 2, BIT(1) | BIT(2)), "the second of two probes is not looked at");
  check(below_meets(slots, &anything, 1, BIT(2)) && !below_meets(slots, &anything, 1, BIT(0)),
        "an access of any place meets a thread with no access below, or misses one with some");
}

int main(void) {
  neighbours_spread();
  pairs_rarely_meet();
  same_place_same_bit();
  probes_rarely_false();
  below_meets_conflicts_only();
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
