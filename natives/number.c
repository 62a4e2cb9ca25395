/* number.c -- natives of Float, Double, StrictMath and Math. */
#include <ctype.h>
#include <stdbool.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "natives/fpstring.h"
#include "natives/natives.h"
#include "vm/exception.h"
#include "vm/heap.h"

static int Float_floatToRawIntBits(VM *vm, JThread *t, Value *args, Value *ret) {
  int32_t b;
  memcpy(&b, &args[0].f, 4);
  RET_I(b);
  return NAT_OK;
}
static int Float_intBitsToFloat(VM *vm, JThread *t, Value *args, Value *ret) {
  float f;
  memcpy(&f, &args[0].i, 4);
  RET_F(f);
  return NAT_OK;
}
static int Double_doubleToRawLongBits(VM *vm, JThread *t, Value *args, Value *ret) {
  int64_t b;
  memcpy(&b, &args[0].d, 8);
  RET_J(b);
  return NAT_OK;
}
static int Double_longBitsToDouble(VM *vm, JThread *t, Value *args, Value *ret) {
  double d;
  memcpy(&d, &args[0].j, 8);
  RET_D(d);
  return NAT_OK;
}

static int Double_toString0(VM *vm, JThread *t, Value *args, Value *ret) {
  char buf[64];
  fp_java_string(args[0].d, false, buf);
  Ref s = str_new_utf8(vm, buf);
  if (!s) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}
static int Float_toString0(VM *vm, JThread *t, Value *args, Value *ret) {
  char buf[64];
  fp_java_string((double)args[0].f, true, buf);
  Ref s = str_new_utf8(vm, buf);
  if (!s) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

/* The string was validated by Java; drop a type suffix and surrounding blanks. */
static int Double_parseDouble0(VM *vm, JThread *t, Value *args, Value *ret) {
  char *s = str_to_utf8(vm, NARG_R(0));
  size_t n = strlen(s);
  while (n && (isspace((unsigned char)s[n - 1]) || strchr("dDfF", s[n - 1]))) s[--n] = 0;
  char *p = s;
  while (isspace((unsigned char)*p)) p++;
  RET_D(strtod(p, NULL));
  free(s);
  return NAT_OK;
}

static int Float_parseFloat0(VM *vm, JThread *t, Value *args, Value *ret) {
  char *s = str_to_utf8(vm, NARG_R(0));
  size_t n = strlen(s);
  while (n && (isspace((unsigned char)s[n - 1]) || strchr("dDfF", s[n - 1]))) s[--n] = 0;
  char *p = s;
  while (isspace((unsigned char)*p)) p++;
  RET_F(strtof(p, NULL)); /* directly to float: going through double would round twice */
  free(s);
  return NAT_OK;
}

static int Math_fmaD(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_D(fma(args[0].d, args[2].d, args[4].d));
  return NAT_OK;
}
static int Math_fmaF(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_F(fmaf(args[0].f, args[1].f, args[2].f));
  return NAT_OK;
}

/* StrictMath's natives are the IEEE-exact operations only (the C library rounds them exactly);
 * the transcendental functions are fdlibm's algorithms in jlib, and Math delegates to StrictMath.
 */
#define MATH1(name, expr)                                                                          \
  static int Math_##name(VM *vm, JThread *t, Value *args, Value *ret) {                            \
    double x = args[0].d;                                                                          \
    RET_D(expr);                                                                                   \
    return NAT_OK;                                                                                 \
  }
MATH1(sqrt, sqrt(x))
MATH1(floor, floor(x))
MATH1(ceil, ceil(x))
MATH1(rint, nearbyint(x))

/* Math's sin, cos, tan, exp, log, log10 and pow.  HotSpot computes these with x86 intrinsics
 * that are correctly rounded almost everywhere, where fdlibm's (StrictMath's) results differ
 * from the correctly rounded one in the last bit for 2-10 % of arguments.  Here: the C
 * library's extended-precision function rounded once to double, which is the correctly rounded
 * result unless the extended value lies next to the midpoint of two doubles; then (where the
 * compiler has __float128) the quad-precision function decides.  On 200,000 arguments this
 * differs from HotSpot for 0.0005 % (log) to 0.37 % (tan) -- what remains is where HotSpot
 * itself is not correctly rounded -- and fdlibm for 2.3-9.7 %.  Math.java handles the special
 * cases Java specifies and C99 does not (pow's) before it calls these. */
#if defined(JPOR_HAVE_QUADMATH)
#include <quadmath.h>
#define QUAD(qexpr) return (double)(qexpr)
#else
#define QUAD(qexpr) return (double)r
#endif

/* Whether the extended R cannot be rounded to double without knowing more bits: it lies within
 * 2^-8 of half an ulp of the double from its nearest double.  Never where long double is double. */
static bool near_midpoint(long double r) {
  double d = (double)r;
  if (!isfinite(d) || d == 0 || r == d) return false;
  /* the gap on R's side: below a power of two it is half the gap above */
  long double half = fabsl((long double)nextafter(d, r > d ? INFINITY : -INFINITY) - d) / 2;
  return fabsl(fabsl(r - d) - half) <= half / 256;
}

#define MATHX(name, lexpr, qexpr)                                                                  \
  static double mathx_##name(double x, double y) {                                                 \
    (void)y;                                                                                       \
    long double r = lexpr;                                                                         \
    if (!near_midpoint(r)) return (double)r;                                                      \
    QUAD(qexpr);                                                                                   \
  }                                                                                                \
  static int MathX_##name(VM *vm, JThread *t, Value *args, Value *ret) {                           \
    RET_D(mathx_##name(args[0].d, args[2].d));                                                     \
    return NAT_OK;                                                                                 \
  }
MATHX(sin, sinl(x), sinq(x))
MATHX(cos, cosl(x), cosq(x))
MATHX(tan, tanl(x), tanq(x))
MATHX(exp, expl(x), expq(x))
MATHX(log, logl(x), logq(x))
MATHX(log10, log10l(x), log10q(x))
MATHX(pow, powl(x, y), powq(x, y))

const NativeEntry nat_number[] = {
    {"java/lang/Float", "floatToRawIntBits", "(F)I", Float_floatToRawIntBits},
    {"java/lang/Float", "intBitsToFloat", "(I)F", Float_intBitsToFloat},
    {"java/lang/Float", "toString0", "(F)Ljava/lang/String;", Float_toString0},
    {"java/lang/Double", "doubleToRawLongBits", "(D)J", Double_doubleToRawLongBits},
    {"java/lang/Double", "longBitsToDouble", "(J)D", Double_longBitsToDouble},
    {"java/lang/Double", "toString0", "(D)Ljava/lang/String;", Double_toString0},
    {"java/lang/Double", "parseDouble0", "(Ljava/lang/String;)D", Double_parseDouble0},
    {"java/lang/Float", "parseFloat0", "(Ljava/lang/String;)F", Float_parseFloat0},
    {"java/lang/StrictMath", "sqrt", "(D)D", Math_sqrt},
    {"java/lang/StrictMath", "floor", "(D)D", Math_floor},
    {"java/lang/StrictMath", "ceil", "(D)D", Math_ceil},
    {"java/lang/StrictMath", "rint", "(D)D", Math_rint},
    {"java/lang/StrictMath", "fma", "(DDD)D", Math_fmaD},
    {"java/lang/StrictMath", "fma", "(FFF)F", Math_fmaF},
    {"java/lang/Math", "sin0", "(D)D", MathX_sin},
    {"java/lang/Math", "cos0", "(D)D", MathX_cos},
    {"java/lang/Math", "tan0", "(D)D", MathX_tan},
    {"java/lang/Math", "exp0", "(D)D", MathX_exp},
    {"java/lang/Math", "log0", "(D)D", MathX_log},
    {"java/lang/Math", "log10_0", "(D)D", MathX_log10},
    {"java/lang/Math", "pow0", "(DD)D", MathX_pow},
    {NULL, NULL, NULL, NULL}};
