#!/usr/bin/env python3
"""Generates java/lang/CharacterNameData.java and java/lang/CharacterBlockData.java for jlib
from the Unicode data files of Debian's unicode-data package (run by CMake at build time).

usage: gen_unicode.py UNICODE_DIR CHARACTER_JAVA OUT_DIR

The Unicode files may be newer than the Unicode version of JDK 17 (13.0): names never change,
and jlib decides at run time with Character.isDefined which code points exist, so characters
assigned later behave as unassigned.  Blocks and scripts are kept only when Character.java
declares their constant (so blocks and scripts added after 13.0 are left out).
"""
import os, re, sys, zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import javalits  # noqa: E402

udir, charjava, outdir = sys.argv[1:4]

def rd(name):
    p = os.path.join(udir, name)
    if not os.path.exists(p):
        sys.exit('gen_unicode.py: %s is missing (install the unicode-data package)' % p)
    return open(p, encoding='utf-8').read().splitlines()

src = open(charjava, encoding='utf-8').read()
block_consts = re.findall(r'public static final UnicodeBlock (\w+)\s*=', src)
m = re.search(r'enum UnicodeScript\s*\{([^;]*);', src)
script_consts = [s.strip() for s in m.group(1).split(',') if s.strip()]

# ---- names ----
ud = [l.split(';') for l in rd('UnicodeData.txt') if l.strip()]
aliases = {}
for l in rd('NameAliases.txt'):
    l = l.split('#')[0].strip()
    if l:
        cp, nm, kind = l.split(';')
        aliases.setdefault(int(cp, 16), []).append((nm, kind))
allnames = set(f[1] for f in ud if not f[1].startswith('<'))
names = []
for f in ud:
    cp, nm = int(f[0], 16), f[1]
    if nm.startswith('<'):
        if nm != '<control>':
            continue  # ranges (CJK, Hangul, Tangut, private use, surrogates): block name + hex
        # controls: the Unicode 1.0 name; if that is now another character's name, the
        # abbreviation; without a 1.0 name, the figment alias; else none (block name + hex)
        nm = f[10]
        al = aliases.get(cp, [])
        if nm in allnames:
            nm = ([a for a, k in al if k == 'abbreviation'] or [''])[0]
        if not nm:
            nm = ([a for a, k in al if k == 'figment'] or [''])[0]
        if not nm:
            continue
    elif nm.startswith('CJK UNIFIED IDEOGRAPH-'):
        continue
    names.append((cp, nm))
prev, lines = 0, []
for cp, nm in names:
    lines.append('%X %s' % (cp - prev, nm))
    prev = cp
raw = ('\n'.join(lines) + '\n').encode('ascii')
comp = zlib.compress(raw, 9)

def pack7(data):
    """7 bits per char (values 0..127): one byte each in a class file except 0."""
    out, acc, nb = [], 0, 0
    for b in data:
        acc = (acc << 8) | b; nb += 8
        while nb >= 7:
            nb -= 7; out.append((acc >> nb) & 0x7f)
        acc &= (1 << nb) - 1
    if nb:
        out.append((acc << (7 - nb)) & 0x7f)
    return out

def lits(chars):
    return javalits.lits(chars, 32)

def write(name, body):
    path = os.path.join(outdir, 'java', 'lang', name + '.java')
    os.makedirs(os.path.dirname(path), exist_ok=True)
    text = ('/* GENERATED at build time by jlib/gen/gen_unicode.py from %s -- do not edit. */\n'
            'package java.lang;\n\nfinal class %s {\n    private %s() {}\n%s}\n') % (udir, name, name, body)
    if not os.path.exists(path) or open(path).read() != text:
        open(path, 'w').write(text)

ls = lits(pack7(comp))
body = ('    /** zlib stream of lines "DELTA NAME\\n" in code point order (DELTA: hex distance from the previous code point), 7 bits a char. */\n'
        '    static final int COMPRESSED_LENGTH = %d, LENGTH = %d;\n'
        '    static String[] packed() {\n        return new String[] {\n        %s };\n    }\n'
        % (len(comp), len(raw), ',\n        '.join(ls)))
write('CharacterNameData', body)

# ---- blocks ----
# Blocks whose range changed after Unicode 13.0 (JDK 17): their 13.0 ends.
UNICODE13_BLOCK_LAST = {'AHOM': '1173F', 'EGYPTIAN_HIEROGLYPH_FORMAT_CONTROLS': '1343F',
                        'TANGUT_SUPPLEMENT': '18D8F'}
# Characters whose script changed after Unicode 13.0: their 13.0 script.
UNICODE13_SCRIPT = {0x16FE2: 'COMMON', 0x16FE3: 'COMMON'}
renamed = {'GREEK_AND_COPTIC': 'GREEK', 'CYRILLIC_SUPPLEMENT': 'CYRILLIC_SUPPLEMENTARY',
           'COMBINING_DIACRITICAL_MARKS_FOR_SYMBOLS': 'COMBINING_MARKS_FOR_SYMBOLS'}
blocks = []
for l in rd('Blocks.txt'):
    mm = re.match(r'([0-9A-F]+)\.\.([0-9A-F]+); (.*)', l)
    if not mm:
        continue
    canon = mm.group(3).strip()
    const = re.sub('[ -]', '_', canon.upper())
    const = renamed.get(const, const)
    if const not in block_consts:
        continue
    last = UNICODE13_BLOCK_LAST.get(const, mm.group(2))
    blocks.append('%s %s %s %s' % (mm.group(1), last, const, canon))
missing = set(block_consts) - set(b.split()[2] for b in blocks) - {'SURROGATES_AREA'}
if missing:
    sys.exit('gen_unicode.py: no range for blocks %s' % sorted(missing))

# ---- scripts ----
idx = dict((s, i) for i, s in enumerate(script_consts))
ranges = []
for l in rd('Scripts.txt'):
    l = l.split('#')[0].strip()
    if not l:
        continue
    r, sc = [x.strip() for x in l.split(';')]
    sc = sc.upper()
    if sc not in idx:
        continue
    a, _, b = r.partition('..')
    a, b = int(a, 16), int(b or a, 16)
    for cp in range(a, b + 1):
        ranges.append((cp, cp, idx[UNICODE13_SCRIPT.get(cp, sc)]))
ranges.sort()
merged = []
for a, b, s in ranges:
    if merged and merged[-1][1] + 1 == a and merged[-1][2] == s:
        merged[-1][1] = b
    else:
        merged.append([a, b, s])
scr = ' '.join('%X %X %d' % tuple(x) for x in merged)
short = []
for l in rd('PropertyValueAliases.txt'):
    f = [x.strip() for x in l.split('#')[0].split(';')]
    if len(f) >= 3 and f[0] == 'sc' and f[2].upper() in idx:
        short.append('%s %s' % (f[1].upper(), f[2].upper()))
body = ('    /** "FIRST LAST CONSTANT Canonical name" lines, in code point order. */\n'
        '    static final String BLOCKS = %s;\n'
        '    /** "FIRST LAST ordinal" triples (hex hex decimal), in code point order. */\n'
        '    static String scripts() {\n        return %s;\n    }\n'
        '    /** "ALIAS CONSTANT" pairs: the scripts\' four-letter codes. */\n'
        '    static final String SCRIPT_ALIASES = %s;\n'
        % (' +\n        '.join(lits([ord(c) for c in '\n'.join(blocks) + '\n'])),
           ' +\n        '.join(lits([ord(c) for c in scr])),
           ' +\n        '.join(lits([ord(c) for c in '\n'.join(short) + '\n']))))
write('CharacterBlockData', body)
print('gen_unicode.py: %d names (%d bytes, %d compressed), %d blocks, %d script ranges'
      % (len(names), len(raw), len(comp), len(blocks), len(merged)))
