"""javalits.py -- what the generators of jlib/gen share: Java string
literals for a sequence of code units."""


def lits(chars, per_line=32):
    """String constants of at most 65535 bytes of modified UTF-8 each (the
    class-file limit of a constant), per_line characters a source line."""
    res, cur, size = [], [], 0
    for c in chars:
        n = 1 if 0 < c < 0x80 else (2 if c < 0x800 else 3)
        if size + n > 65000:
            res.append(cur)
            cur, size = [], 0
        cur.append(c)
        size += n
    if cur:
        res.append(cur)
    out = []
    for r in res:
        s = []
        for i, c in enumerate(r):
            if i and i % per_line == 0:
                s.append('" +\n        "')
            ch = chr(c)
            if ch == '"':
                s.append('\\"')
            elif ch == '\\':
                s.append('\\\\')
            elif 0x20 <= c < 0x7f:
                s.append(ch)
            elif c < 0x100:
                s.append('\\%03o' % c)  # \u000a would end the line
            else:
                s.append('\\u%04x' % c)
        out.append('"' + ''.join(s) + '"')
    return out
