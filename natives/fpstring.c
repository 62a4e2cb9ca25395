/* fpstring.c -- the text of Double.toString and Float.toString, digit for
 * digit as JDK 17 prints it.
 *
 * JDK 17 does not print the shortest digits in every case (that came with JDK
 * 19), so this follows the digit generation its class documentation and
 * observable behaviour pin down (Steele & White's free-format algorithm as the
 * JDK applies it):
 *  - an integer value below 2^62 prints all its digits, less those that are
 *    insignificant for its precision (floor(p2 * log10 2) for the extra binary
 *    exponent p2), rounded half up;
 *  - otherwise digits come from B / S with the half-ULP margin M, stopping when
 *    the remainder is within M of either neighbour (low: B < M, high: B + M
 *    beyond 10S); when the value is printed in E notation the first digit alone
 *    never stops the generation; the final digit is rounded up when only high
 *    holds, or when both hold and 2B > 10S (ties to even).
 * The arithmetic width matters for the stop tests (JDK 17 evaluates them in
 * int, long or big-integer arithmetic depending on the operand sizes, with a
 * strict high test in the first two and a non-strict one in the last), so the
 * three widths are reproduced here. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "natives/fpstring.h"

/* ---- a small unsigned big integer: 32-bit limbs, little endian ---- */
enum { BN_LIMBS = 80 };
typedef struct Big {
  uint32_t v[BN_LIMBS];
  int n;
} Big;

static void bn_set(Big *a, uint64_t x) {
  memset(a, 0, sizeof *a);
  a->v[0] = (uint32_t)x;
  a->v[1] = (uint32_t)(x >> 32);
  a->n = a->v[1] ? 2 : a->v[0] ? 1 : 0;
}
static void bn_trim(Big *a) {
  while (a->n && !a->v[a->n - 1]) a->n--;
}
static void bn_mul_small(Big *a, uint32_t m) {
  uint64_t c = 0;
  for (int i = 0; i < a->n; i++) {
    c += (uint64_t)a->v[i] * m;
    a->v[i] = (uint32_t)c;
    c >>= 32;
  }
  if (c) a->v[a->n++] = (uint32_t)c;
}
static void bn_shl(Big *a, int s) {
  if (s <= 0 || !a->n) return;
  int w = s / 32, b = s % 32;
  for (int i = a->n - 1 + w + 1; i >= 0; i--) {
    uint64_t hi = (i - w >= 0 && i - w < a->n) ? a->v[i - w] : 0;
    uint64_t lo = (b && i - w - 1 >= 0 && i - w - 1 < a->n) ? a->v[i - w - 1] : 0;
    a->v[i] = (uint32_t)(b ? (hi << b | lo >> (32 - b)) : hi);
  }
  a->n += w + 1;
  bn_trim(a);
}
static int bn_cmp(const Big *a, const Big *b) {
  if (a->n != b->n) return a->n < b->n ? -1 : 1;
  for (int i = a->n - 1; i >= 0; i--)
    if (a->v[i] != b->v[i]) return a->v[i] < b->v[i] ? -1 : 1;
  return 0;
}
static void bn_sub(Big *a, const Big *b) { /* a -= b, a >= b */
  int64_t c = 0;
  for (int i = 0; i < a->n; i++) {
    c += (int64_t)a->v[i] - (i < b->n ? b->v[i] : 0);
    a->v[i] = (uint32_t)c;
    c >>= 32;
  }
  bn_trim(a);
}
static void bn_add(Big *r, const Big *a, const Big *b) {
  uint64_t c = 0;
  int n = a->n > b->n ? a->n : b->n;
  for (int i = 0; i < n; i++) {
    c += (uint64_t)(i < a->n ? a->v[i] : 0) + (i < b->n ? b->v[i] : 0);
    r->v[i] = (uint32_t)c;
    c >>= 32;
  }
  r->n = n;
  if (c) r->v[r->n++] = (uint32_t)c;
}
static void bn_pow52(Big *a, uint64_t f, int p5, int p2) { /* f * 5^p5 * 2^p2 */
  bn_set(a, f);
  for (int i = 0; i < p5; i++) bn_mul_small(a, 5);
  bn_shl(a, p2);
}
/* q = a / s (known < 10), a = 10 * (a % s) */
static int bn_quorem10(Big *a, const Big *s) {
  int q = 0;
  while (bn_cmp(a, s) >= 0) {
    bn_sub(a, s);
    q++;
  }
  bn_mul_small(a, 10);
  return q;
}

/* ---- the digit generator ---- */

static int bits_of_pow5(int i) { /* bit length of 5^i, as the JDK's table (3 bits per 5 beyond it) */
  static const int t[] = {0, 3, 5, 7, 10, 12, 14, 17, 19, 21, 24, 26, 28, 31, 33, 35, 38, 40, 42, 45, 47, 49, 52, 54, 56, 59, 61};
  return i < (int)(sizeof t / sizeof t[0]) ? t[i] : i * 3;
}
static int64_t pow5(int i) {
  int64_t r = 1;
  while (i-- > 0) r *= 5;
  return r;
}

typedef struct Digits {
  char d[32];
  int n;
  int dec_exp; /* value = 0.d1d2... * 10^dec_exp */
} Digits;

static void roundup(Digits *g) {
  int i = g->n - 1;
  while (i >= 0 && g->d[i] == '9') {
    g->d[i] = '0';
    i--;
  }
  if (i < 0) {
    g->d[0] = '1';
    g->n = 1;
    g->dec_exp++;
  } else {
    g->d[i]++;
    g->n = i + 1;
  }
}

/* An integer below 2^63: all its digits but the insignificant ones, rounded half up. */
static void long_digits(Digits *g, uint64_t v, int insignificant) {
  int dec = 0;
  if (insignificant) {
    uint64_t p10 = 1;
    for (int i = 0; i < insignificant; i++) p10 *= 10;
    uint64_t residue = v % p10;
    v /= p10;
    dec += insignificant;
    if (residue >= p10 / 2) v++;
  }
  char tmp[32];
  int n = 0;
  while (v % 10 == 0 && v) {
    v /= 10;
    dec++;
  }
  do {
    tmp[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  for (int i = 0; i < n; i++) g->d[i] = tmp[n - 1 - i];
  g->n = n;
  g->dec_exp = dec + n;
}

static int estimate_dec_exp(uint64_t fract_bits, int bin_exp) {
  uint64_t bits = 0x3ff0000000000000ull | (fract_bits & 0x000fffffffffffffull);
  double d2;
  memcpy(&d2, &bits, 8);
  double d = (d2 - 1.5) * 0.289529654 + 0.176091259 + (double)bin_exp * 0.301029995663981;
  return (int)floor(d);
}

static void dtoa(Digits *g, int bin_exp, uint64_t fract_bits, int n_sig_bits) {
  int tail_zeros = __builtin_ctzll(fract_bits);
  int n_fract_bits = 53 - tail_zeros;
  int n_tiny_bits = n_fract_bits - bin_exp - 1 > 0 ? n_fract_bits - bin_exp - 1 : 0;
  if (bin_exp <= 62 && bin_exp >= -21 && n_tiny_bits == 0) { /* an integer */
    int insignificant = 0;
    if (bin_exp > n_sig_bits) {
      int p2 = bin_exp - n_sig_bits - 1;
      if (p2 > 1 && p2 < 64) insignificant = (int)floor(p2 * 0.30102999566398119521);
    }
    uint64_t v = bin_exp >= 52 ? fract_bits << (bin_exp - 52) : fract_bits >> (52 - bin_exp);
    long_digits(g, v, insignificant);
    return;
  }
  int dec_exp = estimate_dec_exp(fract_bits, bin_exp);
  int B5 = dec_exp < 0 ? -dec_exp : 0, B2 = B5 + n_tiny_bits + bin_exp;
  int S5 = dec_exp > 0 ? dec_exp : 0, S2 = S5 + n_tiny_bits;
  int M5 = B5, M2 = B2 - n_sig_bits;
  fract_bits >>= tail_zeros;
  B2 -= n_fract_bits - 1;
  int common = B2 < S2 ? B2 : S2;
  B2 -= common;
  S2 -= common;
  M2 -= common;
  if (n_fract_bits == 1) M2 -= 1; /* a power of two: the gap below is half as wide */
  if (M2 < 0) {
    B2 -= M2;
    S2 -= M2;
    M2 = 0;
  }
  int b_bits = n_fract_bits + B2 + bits_of_pow5(B5);
  int ten_s_bits = S2 + 1 + bits_of_pow5(S5 + 1);
  bool low, high;
  int64_t low_diff;
  int nd = 0, q;
  if (b_bits < 64 && ten_s_bits < 64) {
    bool small = b_bits < 32 && ten_s_bits < 32;
    /* Java int or long arithmetic, wrapping included */
    int64_t b = (int64_t)(fract_bits * (uint64_t)pow5(B5)) << B2;
    int64_t s = pow5(S5) << S2, m = pow5(M5) << M2, tens = s * 10;
    if (small) {
      b = (int32_t)(uint32_t)b;
      s = (int32_t)(uint32_t)s;
      m = (int32_t)(uint32_t)m;
      tens = (int32_t)(uint32_t)tens;
    }
#define WRAP(x) (small ? (int64_t)(int32_t)(uint32_t)(x) : (int64_t)(x))
    q = (int)(b / s);
    b = WRAP((uint64_t)10 * (uint64_t)(b % s));
    m = WRAP((uint64_t)m * 10);
    low = b < m;
    high = WRAP((uint64_t)b + (uint64_t)m) > tens;
    if (q == 0 && !high) dec_exp--;
    else g->d[nd++] = (char)('0' + q);
    if (dec_exp < -3 || dec_exp >= 8) high = low = false;
    while (!low && !high) {
      q = (int)(b / s);
      b = WRAP((uint64_t)10 * (uint64_t)(b % s));
      m = WRAP((uint64_t)m * 10);
      if (m > 0) {
        low = b < m;
        high = WRAP((uint64_t)b + (uint64_t)m) > tens;
      } else {
        low = high = true;
      }
      g->d[nd++] = (char)('0' + q);
    }
    low_diff = WRAP(((uint64_t)b << 1) - (uint64_t)tens);
#undef WRAP
  } else {
    Big S, B, M, T, sum;
    bn_pow52(&S, 1, S5, S2);
    bn_pow52(&B, fract_bits, B5, B2);
    bn_pow52(&M, 1, M5 + 1, M2 + 1);
    bn_pow52(&T, 1, S5 + 1, S2 + 1);
    q = bn_quorem10(&B, &S);
    low = bn_cmp(&B, &M) < 0;
    bn_add(&sum, &B, &M);
    high = bn_cmp(&T, &sum) <= 0;
    if (q == 0 && !high) dec_exp--;
    else g->d[nd++] = (char)('0' + q);
    if (dec_exp < -3 || dec_exp >= 8) high = low = false;
    while (!low && !high) {
      q = bn_quorem10(&B, &S);
      bn_mul_small(&M, 10);
      low = bn_cmp(&B, &M) < 0;
      bn_add(&sum, &B, &M);
      high = bn_cmp(&T, &sum) <= 0;
      g->d[nd++] = (char)('0' + q);
    }
    low_diff = 0;
    if (high && low) {
      bn_shl(&B, 1);
      low_diff = bn_cmp(&B, &T);
    }
  }
  g->n = nd;
  g->dec_exp = dec_exp + 1;
  if (high) {
    if (low) {
      if (low_diff == 0) {
        if ((g->d[nd - 1] - '0') & 1) roundup(g);
      } else if (low_diff > 0) {
        roundup(g);
      }
    } else {
      roundup(g);
    }
  }
}

static void layout(const Digits *g, bool neg, char *out) {
  char *o = out;
  if (neg) *o++ = '-';
  int e = g->dec_exp, n = g->n;
  if (e > 0 && e < 8) {
    int k = n < e ? n : e;
    memcpy(o, g->d, (size_t)k);
    o += k;
    if (k < e) {
      for (int i = k; i < e; i++) *o++ = '0';
      *o++ = '.';
      *o++ = '0';
    } else {
      *o++ = '.';
      if (k < n) {
        memcpy(o, g->d + k, (size_t)(n - k));
        o += n - k;
      } else {
        *o++ = '0';
      }
    }
    *o = 0;
  } else if (e <= 0 && e > -3) {
    *o++ = '0';
    *o++ = '.';
    for (int i = 0; i < -e; i++) *o++ = '0';
    memcpy(o, g->d, (size_t)n);
    o[n] = 0;
  } else {
    *o++ = g->d[0];
    *o++ = '.';
    if (n > 1) {
      memcpy(o, g->d + 1, (size_t)(n - 1));
      o += n - 1;
    } else {
      *o++ = '0';
    }
    sprintf(o, "E%d", e - 1);
  }
}

void fp_java_string(double d, bool is_float, char *out) {
  if (isnan(d)) {
    strcpy(out, "NaN");
    return;
  }
  if (isinf(d)) {
    strcpy(out, d > 0 ? "Infinity" : "-Infinity");
    return;
  }
  if (d == 0) {
    strcpy(out, signbit(d) ? "-0.0" : "0.0");
    return;
  }
  uint64_t fract;
  int bin_exp, n_sig;
  if (is_float) {
    float f = (float)d;
    uint32_t bits;
    memcpy(&bits, &f, 4);
    uint32_t fr = bits & 0x7fffff;
    int e = (int)((bits >> 23) & 0xff);
    if (e == 0) { /* subnormal: normalise */
      int lz = __builtin_clz(fr);
      int shift = lz - (31 - 23);
      fr <<= shift;
      e = 1 - shift;
      n_sig = 32 - lz;
    } else {
      fr |= 0x800000;
      n_sig = 24;
    }
    bin_exp = e - 127;
    fract = (uint64_t)fr << (52 - 23);
  } else {
    uint64_t bits;
    memcpy(&bits, &d, 8);
    fract = bits & 0x000fffffffffffffull;
    int e = (int)((bits >> 52) & 0x7ff);
    if (e == 0) {
      int lz = __builtin_clzll(fract);
      int shift = lz - (63 - 52);
      fract <<= shift;
      e = 1 - shift;
      n_sig = 64 - lz;
    } else {
      fract |= 0x0010000000000000ull;
      n_sig = 53;
    }
    bin_exp = e - 1023;
  }
  Digits g;
  dtoa(&g, bin_exp, fract, n_sig);
  layout(&g, signbit(d), out);
}
