"""Generates java/text/NormalizerData.java for jlib (java.text.Normalizer) from the Unicode data
files of Debian's unicode-data package (run by CMake at build time).

usage: gen_normalizer.py UNICODE_DIR OUT_DIR

Only characters assigned by Unicode 13.0 (JDK 17's version, DerivedAge.txt) are kept: a newer
Unicode file may decompose, compose or classify characters that JDK 17 leaves alone.  Tables,
as UTF-16 strings of code points:
  DECOMP  cp, (n | kind << 8), n code points: the full (recursive) decomposition, kind 1
          canonical, kind 2 compatibility-only (NFKD/NFKC; the canonical one, if any, is apart)
  CCC     cp, class: the nonzero canonical combining classes
  COMPOSE first, second, composite: the primary composites (canonical pairs that are not
          Full_Composition_Exclusion)
Hangul syllables are done by arithmetic in Normalizer.
"""
import os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import javalits  # noqa: E402

udir, outdir = sys.argv[1:3]

def rd(name):
    p = os.path.join(udir, name)
    if not os.path.exists(p):
        sys.exit('gen_normalizer.py: %s is missing (install the unicode-data package)' % p)
    return open(p, encoding='utf-8').read().splitlines()

def ranges(lines, want=None):
    for l in lines:
        l = l.split('#')[0].strip()
        if not l:
            continue
        f = [x.strip() for x in l.split(';')]
        if want is not None and f[1] != want:
            continue
        a, _, b = f[0].partition('..')
        yield int(a, 16), int(b or a, 16), f[1]

old = set()
for a, b, age in ranges(rd('DerivedAge.txt')):
    major, minor = (int(x) for x in age.split('.'))
    if (major, minor) <= (13, 0):
        old.update(range(a, b + 1))

canon, compat, ccc = {}, {}, {}
for l in rd('UnicodeData.txt'):
    f = l.split(';')
    cp = int(f[0], 16)
    if cp not in old:
        continue
    if f[3] != '0':
        ccc[cp] = int(f[3])
    d = f[5].strip()
    if not d:
        continue
    if d.startswith('<'):
        compat[cp] = [int(x, 16) for x in d.split('>', 1)[1].split()]
    else:
        canon[cp] = [int(x, 16) for x in d.split()]

def full(cp, compatible):
    m = canon.get(cp) or (compatible and compat.get(cp))
    if not m:
        return [cp]
    out = []
    for c in m:
        out.extend(full(c, compatible))
    return out

excl = set()
for a, b, _ in ranges(rd('DerivedNormalizationProps.txt'), 'Full_Composition_Exclusion'):
    excl.update(range(a, b + 1))

units = lambda cps: [u for c in cps for u in ([c] if c < 0x10000 else [0xD800 + ((c - 0x10000) >> 10), 0xDC00 + ((c - 0x10000) & 0x3FF)])]

dec = []
for cp in sorted(set(canon) | set(compat)):
    cd = full(cp, False) if cp in canon else None
    kd = full(cp, True)
    if cd is not None:
        dec.extend(units([cp]) + [len(cd) | (1 << 8)] + units(cd))
    if cd != kd:
        dec.extend(units([cp]) + [len(kd) | (2 << 8)] + units(kd))
cc = []
for cp in sorted(ccc):
    cc.extend(units([cp]) + [ccc[cp]])
comp = []
for cp in sorted(canon):
    m = canon[cp]
    if len(m) == 2 and cp not in excl:
        comp.extend(units([m[0], m[1], cp]))

def lits(chars):
    return javalits.lits(chars, 24)

def arr(chars):
    return 'new String[] {\n        %s }' % ',\n        '.join(lits(chars))

body = ('    static String[] decomp() {\n        return %s;\n    }\n'
        '    static String[] ccc() {\n        return %s;\n    }\n'
        '    static String[] compose() {\n        return %s;\n    }\n' % (arr(dec), arr(cc), arr(comp)))
path = os.path.join(outdir, 'java', 'text', 'NormalizerData.java')
os.makedirs(os.path.dirname(path), exist_ok=True)
text = ('/* GENERATED at build time by jlib/gen/gen_normalizer.py from %s -- do not edit. */\n'
        'package java.text;\n\nfinal class NormalizerData {\n    private NormalizerData() {}\n%s}\n') % (udir, body)
if not os.path.exists(path) or open(path).read() != text:
    open(path, 'w').write(text)
print('gen_normalizer.py: %d canonical, %d compatibility decompositions, %d combining classes, %d composites'
      % (len(canon), len(compat), len(ccc), len(comp) // 3))
