#!/usr/bin/env python3
"""Type-confused class files for the verifier tests.

Compiles src/ with javac (--release 8, class file version 52) and writes, for
every case below, a directory OUT/NAME/ holding the compiled classes with one
class patched: bytes of one method's code, of its StackMapTable or exception
table, or the class file version.  A patch is "find -> replace" on hex bytes
inside the chosen part of the method; "??" in find matches any byte and in
replace keeps the byte found there.  {class:NAME} in replace is the two-byte
constant-pool index of that Class entry, {field:NAME} of the Fieldref of the
field named NAME, {method:CLASS.NAME} of that Methodref.

Every case is a pair of host `java` and `jpor run` executions compared by
run_cases.py; cases marked accept are patched but still type-correct.

usage: make_cases.py OUTDIR
"""
import os
import re
import shutil
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# (name, class to patch, method name (None: class-level), part, find, replace[, accept])
# part: code | smt (StackMapTable body) | exc (exception table) | version
CASES = [
    # arithmetic and the int/float/long/double families
    ("fadd_on_ints", "V", "add", "code", "1a 1b 60 ac", "1a 1b 62 ac"),
    ("ladd_on_ints", "V", "add", "code", "1a 1b 60 ac", "1a 1b 61 ac"),
    ("aload_int_local", "V", "add", "code", "1a 1b 60 ac", "2a 1b 60 ac"),
    ("areturn_int", "V", "add", "code", "1a 1b 60 ac", "1a 1b 60 b0"),
    ("lreturn_in_int_method", "V", "add", "code", "1a 1b 60 ac", "1a 1b 60 ad"),
    ("freturn_int", "V", "add", "code", "1a 1b 60 ac", "1a 1b 86 ae"),
    ("return_in_int_method", "V", "add", "code", "1a 1b 60 ac", "1a 1b 60 b1"),
    ("stack_underflow", "V", "add", "code", "1a 1b 60 ac", "1a 00 60 ac"),
    ("falls_off_end", "V", "add", "code", "1a 1b 60 ac", "1a 1b 60 57"),
    ("l2i_on_int", "V", "add", "code", "1a 1b 60 ac", "1a 1b 88 ac"),
    ("lcmp_on_ints", "V", "add", "code", "1a 1b 60 ac", "1a 1b 94 ac"),
    ("monitorenter_int", "V", "add", "code", "1a 1b 60 ac", "1a c2 1b ac"),
    ("dup_iadd_accept", "V", "add", "code", "1a 1b 60 ac", "1a 59 60 ac", "accept"),
    ("i2f_f2i_accept", "V", "add", "code", "1a 1b 60 ac", "1a 86 8b ac", "accept"),
    ("dconst_as_int", "V", "fneg", "code", "22 76 ae", "0e 76 ae"),
    ("fneg_on_double", "V", "dsum", "code", "26 28 63 af", "26 28 76 af"),
    ("dreturn_float", "V", "fneg", "code", "22 76 ae", "22 76 af"),
    # long and double halves
    ("iload_long_half", "V", "lsum", "code", "1e 20 61 ad", "1e 1d 61 ad"),
    ("lload_misaligned", "V", "lsum", "code", "1e 20 61 ad", "1f 20 61 ad"),
    ("dadd_on_longs", "V", "lsum", "code", "1e 20 61 ad", "1e 20 63 ad"),
    ("swap_long", "V", "lsum", "code", "1e 20 61 ad", "1e 20 5f ad"),
    ("pop_long_half", "V", "lsum", "code", "1e 20 61 ad", "1e 20 61 57"),
    ("dup_long_half", "V", "lsum", "code", "1e 20 61 ad", "1e 59 61 ad"),
    ("dup2_long_accept", "V", "lsum", "code", "1e 20 61 ad", "1e 5c 61 ad", "accept"),
    ("istore_kills_long", "V", "lsum", "code", "1e 20 61 ad", "04 3c 1e ad"),
    ("lload_unset_local", "V", "lcopy", "code", "1e 41 20 ad", "1e 3f 20 ad"),
    ("dload_long", "V", "lcopy", "code", "1e 41 20 ad", "1e 41 28 ad"),
    # references: null, -1 as Object, fields
    ("int_as_object", "V", "obj", "code", "01 b0", "02 b0"),
    ("getfield_on_int", "V", "gf", "code", "2a b4 ?? ?? ac", "1b b4 ?? ?? ac"),
    ("putfield_ref_into_int", "V", "pf", "code", "2a 1b b5", "2a 2a b5"),
    ("putstatic_string_as_int", "V", "pst", "code", "1a b3", "2b b3"),
    ("getstatic_int_as_object", "V", "gst", "code", "b2 ?? ?? b0", "b2 {field:S} b0"),
    # arrays
    ("iaload_on_int", "V", "ia", "code", "2a 1b 2e ac", "1b 1b 2e ac"),
    ("laload_on_int_array", "V", "ia", "code", "2a 1b 2e ac", "2a 1b 2f ac"),
    ("baload_on_int_array", "V", "ia", "code", "2a 1b 2e ac", "2a 1b 33 ac"),
    ("aaload_on_int_array", "V", "ia", "code", "2a 1b 2e ac", "2a 1b 32 ac"),
    ("aastore_int_value", "V", "is", "code", "2a 1b 1b 4f", "2a 1b 1b 53"),
    ("bastore_on_int_array", "V", "is", "code", "2a 1b 1b 4f", "2a 1b 1b 54"),
    ("arraylength_on_string", "V", "len", "code", "2a be ac", "2b be ac"),
    ("caload_on_byte_array", "V", "ca", "code", "2a 03 34 ac", "2b 03 34 ac"),
    ("iaload_on_int_2d", "V", "arr2", "code", "2a 03 32 04 2e ac", "2a 03 2e 04 2e ac"),
    ("anewarray_as_int", "V", "newarr", "code", "1a bd ?? ?? b0", "1a bd ?? ?? ac"),
    # checkcast removed, wrong returns
    ("checkcast_removed_return", "V", "cc", "code", "2a c0 ?? ?? b0", "2a 00 00 00 b0"),
    ("checkcast_removed_invoke", "V", "cc2", "code", "2a c0 ?? ?? b6", "2a 00 00 00 b6"),
    ("return_object_as_string", "V", "rs", "code", "2a b6 ?? ?? b0", "2a 00 00 00 b0"),
    ("ireturn_in_void", "V", "inc", "code", "84 00 01 b1", "1a 00 00 ac"),
    # uninitialized objects
    ("new_without_init_return", "V", "mk", "code", "bb ?? ?? 59 b7 ?? ?? b0", "bb ?? ?? 00 00 00 00 b0"),
    ("new_without_init_arg", "V", "mk2", "code", "59 b7 ?? ?? b8", "00 00 00 00 b8"),
    ("new_without_init_getfield", "V", "mk3", "code", "59 b7 ?? ?? b4", "00 00 00 00 b4"),
    ("init_wrong_class", "V", "mk3", "code", "b7 ?? ?? b4", "b7 {method:java/lang/Object.<init>} b4"),
    ("ctor_without_super", "V", "<init>", "code", "2a b7 ?? ?? b1", "00 00 00 00 b1"),
    ("ctor_field_before_super_accept", "V", "<init>", "code", "2a b7 ?? ?? 2a 1b b5 ?? ?? b1",
     "2a 1b b5 {field:x} 2a b7 {method:java/lang/Object.<init>} b1", "accept"),
    ("ctor_uninit_this_as_arg", "V", "<init>", "code", "2a b7 ?? ?? 2a 1b b5 ?? ?? b1",
     "2a b8 {method:V.use} 2a b7 {method:java/lang/Object.<init>} 00 b1"),
    # invokes
    ("invoke_wrong_receiver", "V", "callLen", "code", "2a b6", "2b b6"),
    ("invoke_float_arg", "V", "call2", "code", "1a 1a b8", "1a 0b b8"),
    ("invokeinterface_on_int", "V", "iface", "code", "2a b9", "1b b9"),
    # interfaces are Object to the verifier: the run-time check throws
    ("invokeinterface_on_object_accept", "V", "ifc", "code", "2a b9", "2b b9", "accept"),
    # branches and switches
    ("if_acmp_on_ints", "V", "eqi", "code", "1a 1b a0", "1a 1b a6"),
    ("ifnonnull_on_int", "V", "isnull", "code", "2a c7", "1b c7"),
    ("ifne_on_object", "V", "zero", "code", "1a 9a", "2b 9a"),
    ("aload_int_before_switch", "V", "sw", "code", "1a ab", "2a ab"),
    ("goto_into_nowhere_frame", "V", "tern", "code", "1b a7 00 04 1c", "1b a7 00 03 1c"),
    ("athrow_string", "V", "th", "code", "2a bf", "2b bf"),
    ("athrow_null_accept", "V", "th", "code", "2a bf", "01 bf", "accept"),
    # lying stack maps
    ("smt_int_as_float", "V", "br", "smt", "fc 00 08 01", "fc 00 08 02"),
    ("smt_int_as_null", "V", "br", "smt", "fc 00 08 01", "fc 00 08 05"),
    ("smt_frame_moved", "V", "br", "smt", "fc 00 08 01", "fc 00 06 01"),
    ("smt_frame_mid_insn", "V", "loop", "smt", "fd 00 04 01 01", "fd 00 07 01 01"),
    ("smt_stack_float", "V", "tern", "smt", "08 40 01", "08 40 02"),
    ("smt_frames_shifted", "V", "tern", "smt", "08 40 01", "04 40 01"),
    ("dead_code_without_frame", "V", "tern", "code", "1b a7 00 04 1c ac", "1b ac 00 00 1c ac"),
    ("smt_loop_local_top", "V", "loop", "smt", "fd 00 04 01 01", "fd 00 04 01 00"),
    ("smt_handler_string", "V", "h", "smt", "45 07 ?? ??", "45 07 {class:java/lang/String}"),
    ("handler_catch_not_throwable", "V", "h", "exc", "00 00 00 04 00 05 ?? ??",
     "00 00 00 04 00 05 {class:java/lang/String}"),
    ("monitor_handler_frame_top", "V", "mon", "code", "2a 59 4d c2", "2a 59 4c c2"),
    # protected access from another package: through a Sub (javac's) or a Base
    ("protected_getfield_base_receiver", "q/Sub", "f", "code", "2b b4", "2a b4"),
    ("protected_invoke_base_receiver", "q/Sub", "g", "code", "2b b6", "2a b6"),
    ("protected_field_ref_via_base_accept", "q/Sub", None, "cpclass", "field:pf", "p/Base", "accept"),
    ("protected_method_ref_via_base_accept", "q/Sub", None, "cpclass", "method:pm", "p/Base", "accept"),
    ("protected_getfield_on_base", "q/Sub", "f", "code+cpclass", "2b b4", "2a b4"),
    ("protected_invoke_on_base", "q/Sub", "g", "code+cpclass", "2b b6", "2a b6"),
    # a class that assignability needs is missing: NoClassDefFoundError while verifying
    ("missing_class_for_assignability", "V", None, "delete", "VC", ""),
    # older class files: type inference, and the version 50 failover
    ("v49_fadd_on_ints", "V", "add", "code", "1a 1b 60 ac", "1a 1b 62 ac", "v49"),
    ("v49_getfield_on_int", "V", "gf", "code", "2a b4 ?? ?? ac", "1b b4 ?? ?? ac", "v49"),
    ("v49_lying_map_accept", "V", "br", "smt", "fc 00 08 01", "fc 00 08 02", "v49 accept"),
    ("v50_lying_map_failover_accept", "V", "br", "smt", "fc 00 08 01", "fc 00 08 02", "v50 accept"),
    ("v50_bad_code", "V", "add", "code", "1a 1b 60 ac", "1a 1b 62 ac", "v50"),
]

# The same patches in a version 49 class file: the old verifier's messages.
V49 = ["aload_int_local", "stack_underflow", "falls_off_end", "iload_long_half", "int_as_object",
       "iaload_on_int", "baload_on_int_array", "arraylength_on_string", "checkcast_removed_return",
       "return_in_int_method", "ireturn_in_void", "new_without_init_arg", "init_wrong_class",
       "ctor_without_super", "invoke_wrong_receiver", "athrow_string", "handler_catch_not_throwable",
       "putfield_ref_into_int", "dup_long_half", "if_acmp_on_ints"]
CASES += [("v49_" + c[0],) + tuple(c[1:6]) + ("v49",) for c in CASES if c[0] in V49]


class ClassFile:
    """Just enough of a class file to find methods, their parts and pool entries."""

    def __init__(self, data):
        self.d = bytearray(data)
        d = self.d
        n = struct.unpack_from(">H", d, 8)[0]
        self.cp = [None] * n
        self.cp_pos = [0] * n
        pos, i = 10, 1
        while i < n:
            tag = d[pos]
            self.cp_pos[i] = pos
            if tag == 1:
                ln = struct.unpack_from(">H", d, pos + 1)[0]
                self.cp[i] = (1, d[pos + 3:pos + 3 + ln].decode("utf-8", "replace"))
                pos += 3 + ln
            elif tag in (3, 4):
                self.cp[i] = (tag, None)
                pos += 5
            elif tag in (5, 6):
                self.cp[i] = (tag, None)
                pos += 9
                i += 1
            elif tag in (7, 8, 16, 19, 20):
                self.cp[i] = (tag, struct.unpack_from(">H", d, pos + 1)[0])
                pos += 3
            elif tag == 15:
                self.cp[i] = (tag, None)
                pos += 4
            else:  # 9 10 11 12 17 18
                self.cp[i] = (tag, struct.unpack_from(">HH", d, pos + 1))
                pos += 5
            i += 1
        pos += 6
        nif = struct.unpack_from(">H", d, pos)[0]
        pos += 2 + 2 * nif
        self.fields, pos = self._members(pos)
        self.methods, pos = self._members(pos)

    def utf8(self, i):
        return self.cp[i][1]

    def _attrs(self, pos):
        n = struct.unpack_from(">H", self.d, pos)[0]
        pos += 2
        out = []
        for _ in range(n):
            name, ln = struct.unpack_from(">HI", self.d, pos)
            out.append((self.utf8(name), pos + 6, ln))
            pos += 6 + ln
        return out, pos

    def _members(self, pos):
        n = struct.unpack_from(">H", self.d, pos)[0]
        pos += 2
        out = []
        for _ in range(n):
            _, name, desc = struct.unpack_from(">HHH", self.d, pos)
            attrs, pos = self._attrs(pos + 6)
            out.append((self.utf8(name), self.utf8(desc), attrs))
        return out, pos

    def parts(self, method, which):
        """(start, end) of a part of every method with that name."""
        found = []
        for name, desc, attrs in self.methods:
            if name != method:
                continue
            for an, ap, al in attrs:
                if an != "Code":
                    continue
                code_len = struct.unpack_from(">I", self.d, ap + 4)[0]
                cs = ap + 8
                if which == "code":
                    found.append((cs, cs + code_len))
                    continue
                ep = cs + code_len
                nexc = struct.unpack_from(">H", self.d, ep)[0]
                if which == "exc":
                    found.append((ep + 2, ep + 2 + 8 * nexc))
                    continue
                sub, _ = self._attrs(ep + 2 + 8 * nexc)
                for sn, sp, sl in sub:
                    if sn == "StackMapTable":
                        found.append((sp, sp + sl))
        return found

    def class_index(self, name):
        for i, e in enumerate(self.cp):
            if e and e[0] == 7 and self.utf8(e[1]) == name:
                return i
        raise SystemExit("no Class %s in the pool" % name)

    def member_index(self, tag, cls, name):
        for i, e in enumerate(self.cp):
            if e and e[0] == tag:
                c, nat = e[1]
                if cls and self.utf8(self.cp[c][1]) != cls:
                    continue
                if self.utf8(self.cp[nat][1][0]) == name:
                    return i
        raise SystemExit("no member %s.%s in the pool" % (cls, name))


def parse_pattern(cf, text):
    out = []
    for tok in re.findall(r"\{[^}]*\}|\?\?|[0-9a-fA-F]{2}", text):
        if tok == "??":
            out.append(None)
        elif tok.startswith("{"):
            kind, arg = tok[1:-1].split(":", 1)
            if kind == "class":
                idx = cf.class_index(arg)
            elif kind == "field":
                idx = cf.member_index(9, None, arg)
            else:
                c, n = arg.rsplit(".", 1)
                idx = cf.member_index(10, c, n)
            out += [idx >> 8, idx & 0xFF]
        else:
            out.append(int(tok, 16))
    return out


def retarget(cf, find, cls):
    """Point the class of the first Fieldref/Methodref "field:NAME" or
    "method:NAME" at Class cls (what javac would never emit)."""
    kind, name = find.split(":")
    idx = cf.member_index(9 if kind == "field" else 10, None, name)
    struct.pack_into(">H", cf.d, cf.cp_pos[idx] + 1, cf.class_index(cls))


def patch(cf, method, part, find, repl):
    if part == "delete":  # done by main()
        return None
    if part == "cpclass":
        return retarget(cf, find, repl)
    f, r = parse_pattern(cf, find), parse_pattern(cf, repl)
    assert len(f) == len(r), "find and replace differ in length: " + find
    for start, end in cf.parts(method, part):
        for at in range(start, end - len(f) + 1):
            if all(b is None or cf.d[at + k] == b for k, b in enumerate(f)):
                for k, b in enumerate(r):
                    if b is not None:
                        cf.d[at + k] = b
                return
    raise SystemExit("pattern %s not found in %s of %s" % (find, part, method))


def main():
    out = sys.argv[1]
    base = os.path.join(out, "base")
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(base)
    srcs = []
    for root, _, files in os.walk(os.path.join(HERE, "src")):
        srcs += [os.path.join(root, f) for f in files if f.endswith(".java")]
    subprocess.run(["javac", "--release", "8", "-nowarn", "-d", base] + sorted(srcs), check=True)
    with open(os.path.join(out, "cases.txt"), "w") as lst:
        for case in CASES:
            name, cls, method, part, find, repl = case[:6]
            flags = case[6].split() if len(case) > 6 else []
            d = os.path.join(out, name)
            shutil.copytree(base, d)
            path = os.path.join(d, cls + ".class")
            with open(path, "rb") as fh:
                cf = ClassFile(fh.read())
            if part == "code+cpclass":  # the code patch, and the member's class made p/Base
                patch(cf, method, "code", find, repl)
                retarget(cf, ("field:pf" if method == "f" else "method:pm"), "p/Base")
            else:
                patch(cf, method, part, find, repl)
            for v in ("v49", "v50"):
                if v in flags:
                    struct.pack_into(">H", cf.d, 6, int(v[1:]))
            with open(path, "wb") as fh:
                fh.write(cf.d)
            if part == "delete":
                os.remove(os.path.join(d, find + ".class"))
            main_cls = cls.replace("/", ".")
            lst.write("%s %s %s\n" % (name, main_cls, "accept" if "accept" in flags else "reject"))
    print("%d cases in %s" % (len(CASES), out))


if __name__ == "__main__":
    main()
