/* number.c -- natives of Float, Double and StrictMath. */
#include <ctype.h>
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
    {NULL, NULL, NULL, NULL}};
