#!/usr/bin/env python3
"""make_cases.py -- damaged class files and jars for the malformed-input tests.

  make_cases.py --list
      print the cases, one per line: NAME<TAB>EXIT<TAB>ARGS (ARGS use {dir} for
      the case directory and {classes} for the good classes).  Needs no input,
      so CMake can register the tests at configure time.
  make_cases.py --classes DIR --out DIR
      read DIR/Sample.class (javac --release 8 output of src/Sample.java) and
      write, for every case, its input file(s) and NAME.expect: the fragment
      the one error line must contain.  Offsets and indexes come from parsing
      the real class, so the cases do not depend on one javac version.
  make_cases.py --gen-big FILE
      write Big.java: a method long enough for goto_w and one with more than
      256 locals (wide loads, stores and iinc).

Every expectation is exact and derived from JVMS facts about the input, e.g.
a cut at byte K fails with "truncated at byte K (" unless K falls inside an
attribute body, where the attribute's length check fires first.
"""
import os
import random
import re
import struct
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
OPCODES_H = os.path.join(HERE, "..", "..", "classfile", "opcodes.h")


def opcode_table():
    """(name -> opcode, opcode -> length) from the X-macro table of opcodes.h."""
    names, lens = {}, {}
    with open(OPCODES_H) as f:
        for m in re.finditer(r"X\((\w+), (0x[0-9a-f]+), (\d+)[,)]", f.read()):
            op = int(m.group(2), 16)
            names[m.group(1).lower()] = op
            lens[op] = int(m.group(3))
    return names, lens


OP, OPLEN = opcode_table()
U2 = struct.Struct(">H")
U4 = struct.Struct(">I")


class ClassInfo:
    """A class file parsed just enough to know where everything is.

    ops logs, in parse order, what the C parser checks against the end of the
    file at top level: ("need", pos, n) reads and ("attr", body, len, name)
    attribute length checks.  idx lists positions of parsed cp-index fields.
    """

    def __init__(self, data):
        self.d = bytes(data)
        self.pos = 0
        self.depth = 0  # > 0 while inside an attribute body
        self.ops, self.idx = [], []
        self.cp = [None]
        self.fields, self.methods = [], []
        self.parse()

    # -- reading --
    def need(self, n):
        if self.depth == 0:
            self.ops.append(("need", self.pos, n))

    def u1(self):
        self.need(1)
        self.pos += 1
        return self.d[self.pos - 1]

    def u2(self, is_index=False):
        self.need(2)
        if is_index:
            self.idx.append(self.pos)
        v = U2.unpack_from(self.d, self.pos)[0]
        self.pos += 2
        return v

    def u4(self):
        self.need(4)
        v = U4.unpack_from(self.d, self.pos)[0]
        self.pos += 4
        return v

    # -- structure --
    def parse(self):
        self.u4()
        self.u2()
        self.major_off = self.pos
        self.major = self.u2()
        self.cp_count = self.u2()
        i = 1
        while i < self.cp_count:
            i += self.entry(i)
        self.cp_end = self.pos
        self.flags_off = self.pos
        self.flags = self.u2()
        self.this_off = self.pos
        self.u2(True)
        self.super_off = self.pos
        self.u2(True)
        n = self.u2()
        self.need(2 * n)
        for _ in range(n):
            self.u2(True)
        for kind, out in (("field", self.fields), ("method", self.methods)):
            self.count_off = self.pos
            n = self.u2()
            self.need(8 * n)
            for _ in range(n):
                out.append(self.member())
        self.class_attrs = self.attributes("class")
        assert self.pos == len(self.d), "trailing bytes in the input class"

    def entry(self, i):
        off = self.pos
        tag = self.u1()
        e = {"tag": tag, "off": off, "index": i}
        if tag == 1:
            n = self.u2()
            self.need(n)
            e["s"] = self.d[self.pos:self.pos + n].decode("utf-8", "replace")
            e["bytes_off"] = self.pos
            self.pos += n
        elif tag in (3, 4):
            self.u4()
        elif tag in (5, 6):
            self.u4()
            self.u4()
        elif tag in (7, 8, 16, 19, 20):
            e["a_off"] = self.pos
            e["a"] = self.u2(True)
        elif tag in (9, 10, 11, 12, 17, 18):
            e["a_off"] = self.pos
            e["a"] = self.u2(tag not in (17, 18))  # a bsm index is no cp index
            e["b_off"] = self.pos
            e["b"] = self.u2(True)
        elif tag == 15:
            e["kind_off"] = self.pos
            e["kind"] = self.u1()
            e["b_off"] = self.pos
            e["b"] = self.u2(True)
        else:
            raise ValueError("unexpected tag %d" % tag)
        self.cp.append(e)
        if tag in (5, 6):
            self.cp.append(None)
            return 2
        return 1

    def utf8(self, i):
        return self.cp[i]["s"]

    def member(self):
        m = {"off": self.pos}
        m["flags"] = self.u2()
        m["name_off"] = self.pos
        m["name"] = self.utf8(self.u2(True))
        m["desc_off"] = self.pos
        m["desc"] = self.utf8(self.u2(True))
        m["attrs"] = self.attributes(m)
        return m

    def attributes(self, owner):
        out = {}
        for _ in range(self.u2()):
            hdr = self.pos
            name = self.utf8(self.u2(True))
            length = self.u4()
            body = self.pos
            if self.depth == 0:
                self.ops.append(("attr", body, length, name))
            self.depth += 1
            a = {"hdr": hdr, "body": body, "len": length, "end": body + length, "name": name}
            self.attribute(a, owner)
            self.depth -= 1
            self.pos = body + length
            out.setdefault(name, a)
        return out

    def attribute(self, a, owner):
        name = a["name"]
        if name == "Code":
            a["max_stack_off"] = self.pos
            self.u2()
            a["max_locals_off"] = self.pos
            a["max_locals"] = self.u2()
            a["code_len_off"] = self.pos
            a["code_len"] = self.u4()
            a["code_off"] = self.pos
            self.pos += a["code_len"]
            a["handlers"] = []
            for _ in range(self.u2()):
                h = self.pos
                self.pos += 6
                self.u2(True)  # catch_type: 0 or a Class
                a["handlers"].append(h)
            a["attrs"] = self.attributes(owner)
        elif name == "ConstantValue" and owner != "class" and owner["flags"] & 8:
            a["index_off"] = self.pos
            self.u2(True)
        elif name in ("SourceFile", "NestHost", "Signature") and owner == "class":
            self.u2(True)
        elif name in ("Signature",):
            self.u2(True)
        elif name in ("NestMembers", "PermittedSubclasses"):
            for _ in range(self.u2()):
                self.u2(True)
        elif name == "InnerClasses":
            for _ in range(self.u2()):
                self.u2(True)
                self.u2(True)
                self.u2(True)
                self.u2()
        elif name == "BootstrapMethods":
            for _ in range(self.u2()):
                self.u2(True)
                for _ in range(self.u2()):
                    self.u2(True)

    # -- lookups --
    def method(self, name):
        return next(m for m in self.methods if m["name"] == name)

    def find_utf8(self, s):
        return next(e["index"] for e in self.cp if e and e["tag"] == 1 and e["s"] == s)

    def find_tag(self, tag):
        return next(e for e in self.cp if e and e["tag"] == tag)

    def code(self, name):
        return self.method(name)["attrs"]["Code"]

    def insns(self, name):
        """(pc, opcode, absolute offset) of each instruction of a method."""
        c = self.code(name)
        base, n, pc, out = c["code_off"], c["code_len"], 0, []
        while pc < n:
            op = self.d[base + pc]
            out.append((pc, op, base + pc))
            ln = OPLEN[op]
            if op in (OP["tableswitch"], OP["lookupswitch"]):
                b = base + ((pc + 4) & ~3)
                if op == OP["tableswitch"]:
                    lo, hi = struct.unpack_from(">ii", self.d, b + 4)
                    ln = (b - base - pc) + 12 + 4 * (hi - lo + 1)
                else:
                    ln = (b - base - pc) + 8 + 8 * struct.unpack_from(">i", self.d, b + 4)[0]
            elif op == OP["wide"]:
                ln = 6 if self.d[base + pc + 1] == OP["iinc"] else 4
            pc += ln
        return out

    def first(self, method, opname):
        return next(i for i in self.insns(method) if i[1] == OP[opname])


def put_u2(d, off, v):
    U2.pack_into(d, off, v)


def put_u4(d, off, v):
    U4.pack_into(d, off, v)


def expect_cut(ci, k):
    """The fragment for the class cut to its first k bytes."""
    for op in ci.ops:
        if op[0] == "need" and op[1] + op[2] > k:
            return "truncated at byte %d (" % k
        if op[0] == "attr" and op[1] + op[2] > k:
            return "attribute %s length %d exceeds the %d bytes left" % (op[3], op[2], k - op[1])
    raise AssertionError("cut %d does not truncate" % k)


# ---- the cases --------------------------------------------------------------------
# Each generator gets (ci, d) -- d a bytearray copy of the class -- and returns the
# expected fragment, or (fragment, data) when it builds new bytes.

CASES = {}  # name -> (exit, args, generator, extension of the generated file)


def case(name):
    def reg(fn):
        simple(name, fn)
        return fn
    return reg


def simple(name, fn, exit_code=2):
    CASES[name] = (exit_code, "{dir}/%s.class" % name, fn, ".class")


# header
simple("bad_magic", lambda ci, d: (d.__setitem__(3, 0xBF), "bad magic 0xCAFEBABF")[1])
simple("version_62", lambda ci, d: (put_u2(d, ci.major_off, 62), "unsupported class file version 62.0")[1])
simple("version_44", lambda ci, d: (put_u2(d, ci.major_off, 44), "unsupported class file version 44.0")[1])
simple("empty", lambda ci, d: ("truncated at byte 0 (reading magic)", b""))
simple("trailing", lambda ci, d: ("3 trailing bytes after the end of the class file", bytes(d) + b"\0\1\2"))

# truncations: evenly spread cuts plus cuts at interesting places
NCUTS = 24


def cut_case(name, where):
    def gen(ci, d):
        k = where(ci)
        return expect_cut(ci, k), bytes(d[:k])
    simple(name, gen)


for _i in range(NCUTS):
    cut_case("trunc_%02d" % _i, lambda ci, i=_i: 1 + i * (len(ci.d) - 2) // (NCUTS - 1))
cut_case("trunc_cp_end", lambda ci: ci.cp_end)
cut_case("trunc_in_header", lambda ci: ci.this_off + 1)
cut_case("trunc_method_count", lambda ci: ci.count_off + 1)
cut_case("trunc_code_attr_hdr", lambda ci: ci.code("first")["hdr"] + 3)
cut_case("trunc_code_body", lambda ci: ci.code("first")["code_off"] + 1)
cut_case("trunc_last_byte", lambda ci: len(ci.d) - 1)


# constant pool
@case("cp_index_range")
def _(ci, d):
    put_u2(d, ci.this_off, ci.cp_count + 5)
    return "constant pool index %d out of range (count %d) for this_class" % (ci.cp_count + 5, ci.cp_count)


@case("cp_wrong_kind")
def _(ci, d):
    u = ci.find_utf8("Sample")
    put_u2(d, ci.this_off, u)
    return "constant pool entry %d is Utf8, expected Class for this_class" % u


@case("cp_wrong_kind_nat")
def _(ci, d):
    mref = ci.find_tag(10)
    put_u2(d, mref["b_off"], mref["a"])  # its NameAndType index now names its Class
    return "constant pool entry %d is Class, expected NameAndType for Methodref entry %d" % (
        mref["a"], mref["index"])


@case("cp_second_slot")
def _(ci, d):
    lng = ci.find_tag(5)["index"]
    s = ci.find_tag(8)
    put_u2(d, s["a_off"], lng + 1)
    return "constant pool entry %d is the second slot of a Long or Double" % (lng + 1)


def utf8_case(name, value_at):
    def gen(ci, d):
        e = ci.cp[ci.find_utf8("gamma")]
        for off, v in value_at:
            d[e["bytes_off"] + off] = v
        return "constant pool entry %d is not valid modified UTF-8" % e["index"]
    simple(name, gen)


utf8_case("bad_utf8_ff", [(1, 0xFF)])
utf8_case("bad_utf8_nul", [(2, 0x00)])
utf8_case("bad_utf8_cont", [(1, 0xC3), (2, ord("x"))])
utf8_case("bad_utf8_short", [(4, 0xE2)])  # a 3-byte form cut by the string's end


@case("bad_cp_tag")
def _(ci, d):
    d[ci.cp[1]["off"]] = 2
    return "bad constant pool tag 2 at entry 1"


@case("long_last_slot")
def _(ci, d):
    last = ci.cp_count - 1
    off = ci.cp[last]["off"]
    data = bytes(d[:off]) + b"\x05" + b"\0" * 8 + bytes(d[ci.cp_end:])
    return ("Long at constant pool entry %d needs two slots, but the count is %d" % (last, ci.cp_count),
            data)


@case("bad_class_name")
def _(ci, d):
    e = ci.cp[ci.find_utf8("java/util/List")]
    d[e["bytes_off"] + 4] = ord(".")
    return 'bad class name "java.util/List"'


@case("bad_mh_kind")
def _(ci, d):
    d[ci.find_tag(15)["kind_off"]] = 10
    return "bad method handle kind 10"


@case("bad_mh_ref")
def _(ci, d):
    mh = ci.find_tag(15)
    d[mh["kind_off"]] = 1  # REF_getField, but it names a method
    return "expected Fieldref for MethodHandle entry %d" % mh["index"]


@case("bsm_index")
def _(ci, d):
    indy = ci.find_tag(18)
    put_u2(d, indy["a_off"], 99)
    return "InvokeDynamic entry %d uses bootstrap method 99, but the class has" % indy["index"]


@case("bad_nat_method_name")
def _(ci, d):
    e = ci.cp[ci.find_tag(10)["b"]]  # the NameAndType of a Methodref
    put_u2(d, e["a_off"], ci.find_utf8("java/util/List"))
    return 'bad method name "java/util/List"'


# class header and members
@case("interface_flags")
def _(ci, d):
    put_u2(d, ci.flags_off, ci.flags | 0x0200)
    return "illegal class modifiers 0x%04x" % (ci.flags | 0x0200)


@case("no_super")
def _(ci, d):
    put_u2(d, ci.super_off, 0)
    return "class Sample has no superclass"


@case("bad_field_desc")
def _(ci, d):
    f = next(f for f in ci.fields if f["name"] == "count")
    put_u2(d, f["desc_off"], ci.find_utf8("<init>"))
    return 'bad field descriptor "<init>" for field count'


@case("bad_method_desc")
def _(ci, d):
    put_u2(d, ci.method("first")["desc_off"], ci.find_utf8("count"))
    return 'bad method descriptor "count" for method first'


@case("bad_method_name")
def _(ci, d):
    put_u2(d, ci.method("first")["name_off"], ci.find_utf8("java/util/List"))
    return 'bad method name "java/util/List"'


@case("dup_method")
def _(ci, d):
    put_u2(d, ci.method("second")["name_off"], ci.find_utf8("first"))
    return "duplicate method first ()V"


@case("abstract_with_code")
def _(ci, d):
    m = ci.method("first")
    put_u2(d, m["off"], m["flags"] | 0x0400)
    return "method first()V is abstract or native but has a Code attribute"


@case("const_value_kind")
def _(ci, d):
    f = next(f for f in ci.fields if f["name"] == "ANSWER")
    put_u2(d, f["attrs"]["ConstantValue"]["index_off"], ci.find_tag(5)["index"])
    return "ConstantValue of field ANSWER is Long, which does not match its type I"


@case("attr_overflow")
def _(ci, d):
    c = ci.code("first")
    left = len(ci.d) - c["body"]
    put_u4(d, c["hdr"] + 2, left + 100)
    return "attribute Code length %d exceeds the %d bytes left in method first()V" % (left + 100, left)


@case("attr_overflow_sub")
def _(ci, d):
    c = ci.code("first")
    lnt = c["attrs"]["LineNumberTable"]
    left = c["end"] - lnt["body"]
    put_u4(d, lnt["hdr"] + 2, left + 1)
    return "attribute LineNumberTable length %d exceeds the %d bytes left in Code of method first()V" % (
        left + 1, left)


@case("attr_longer_than_contents")
def _(ci, d):
    c = ci.code("first")
    lnt = c["attrs"]["LineNumberTable"]
    # LineNumberTable says one entry fewer than its length holds
    put_u2(d, lnt["body"], U2.unpack_from(d, lnt["body"])[0] - 1)
    return "attribute LineNumberTable of Code of method first()V is 4 bytes longer than its contents"


@case("code_len_zero")
def _(ci, d):
    put_u4(d, ci.code("first")["code_len_off"], 0)
    return "code length 0 of method first()V is not in 1..65535"


@case("catch_type_kind")
def _(ci, d):
    h = ci.code("parse")["handlers"][0]
    u = ci.find_utf8("Sample")
    put_u2(d, h + 6, u)
    return "constant pool entry %d is Utf8, expected Class for a catch type" % u


# code (cf_check_code)
def code_case(name, method, fn):
    def gen(ci, d):
        return fn(ci, d, ci.code(method))
    simple(name, gen)


def _branch_out(ci, d, c):
    pc, op, off = ci.first("makeArray", "goto")
    put_u2(d, off + 1, c["code_len"] + 10 - pc)
    return "method makeArray(I)[I: branch target %d at pc %d is outside the code (length %d)" % (
        c["code_len"] + 10, pc, c["code_len"])


def _branch_middle(ci, d, c):
    pc, op, off = ci.first("makeArray", "goto")
    put_u2(d, off + 1, 1)
    return "branch target %d at pc %d is not an instruction" % (pc + 1, pc)


def _branch_negative(ci, d, c):
    pc, op, off = ci.first("makeArray", "goto")
    put_u2(d, off + 1, (-pc - 1) & 0xFFFF)
    return "branch target -1 at pc %d is outside the code" % pc


def _jsr(ci, d, c):
    pc, op, off = ci.first("makeArray", "goto")
    d[off] = OP["jsr"]
    return "jsr at pc %d is not allowed in class file version 52" % pc


code_case("branch_out", "makeArray", _branch_out)
code_case("branch_middle", "makeArray", _branch_middle)
code_case("branch_negative", "makeArray", _branch_negative)
code_case("jsr_v52", "makeArray", _jsr)
code_case("stack_overflow", "<init>", lambda ci, d, c: (
    put_u2(d, c["max_stack_off"], 0),
    "stack overflow at pc 0: aload_0 leaves depth 1, max_stack is 0")[1])
code_case("stack_underflow", "<init>", lambda ci, d, c: (
    d.__setitem__(c["code_off"], OP["pop"]),
    "stack underflow at pc 0: pop needs 1 slots, the depth is 0")[1])
code_case("locals_for_args", "<init>", lambda ci, d, c: (
    put_u2(d, c["max_locals_off"], 0),
    "max_locals 0 is less than the 1 slots of the arguments")[1])
code_case("local_index", "<init>", lambda ci, d, c: (
    d.__setitem__(c["code_off"], OP["aload_3"]),
    "local variable 3 at pc 0 is not below max_locals 1")[1])
code_case("local_index_long", "<init>", lambda ci, d, c: (
    d.__setitem__(c["code_off"], OP["lload_0"]),
    "local variable 1 at pc 0 is not below max_locals 1")[1])
code_case("unknown_opcode", "<init>", lambda ci, d, c: (
    d.__setitem__(c["code_off"], 0xCB), "unknown opcode 0xcb at pc 0")[1])
code_case("falls_off_end", "<init>", lambda ci, d, c: (
    d.__setitem__(c["code_off"] + c["code_len"] - 1, OP["nop"]),
    "execution falls off the end of the code at pc %d" % (c["code_len"] - 1))[1])
code_case("wrong_return", "<init>", lambda ci, d, c: (
    d.__setitem__(c["code_off"] + c["code_len"] - 1, OP["ireturn"]),
    "ireturn at pc %d does not match the return type" % (c["code_len"] - 1))[1])


def _newarray(ci, d, c):
    pc, op, off = ci.first("makeArray", "newarray")
    d[off + 1] = 3
    return "newarray at pc %d has bad element type 3" % pc


def _iface(byte, value, msg):
    def gen(ci, d, c):
        pc, op, off = ci.first("size", "invokeinterface")
        d[off + byte] = value
        return msg % pc
    return gen


code_case("bad_newarray", "makeArray", _newarray)
code_case("iface_count_zero", "size", _iface(3, 0, "invokeinterface at pc %d has count 0"))
code_case("iface_count_wrong", "size", _iface(3, 5, "invokeinterface at pc %d has count 5, expected 1"))
code_case("iface_fourth_byte", "size", _iface(4, 1, "invokeinterface at pc %d has nonzero fourth byte"))


def _indy(ci, d, c):
    pc, op, off = ci.first("lambda", "invokedynamic")
    d[off + 3] = 1
    return "invokedynamic at pc %d has nonzero bytes 3 and 4" % pc


def _wrong_operand(ci, d, c):
    pc, op, off = ci.first("first", "getfield")
    mref = ci.find_tag(10)["index"]
    put_u2(d, off + 1, mref)
    return "constant pool entry %d of getfield at pc %d is Methodref" % (mref, pc)


def _operand_range(ci, d, c):
    pc, op, off = ci.first("first", "getfield")
    put_u2(d, off + 1, 0xFFFF)
    return "constant pool index 65535 of getfield at pc %d out of range (count %d)" % (pc, ci.cp_count)


def _lookup_unsorted(ci, d, c):
    pc, op, off = ci.first("kind", "lookupswitch")
    base = off - pc + ((pc + 4) & ~3)
    k0, k1 = base + 8, base + 16
    d[k0:k0 + 4], d[k1:k1 + 4] = d[k1:k1 + 4], d[k0:k0 + 4]
    return "lookupswitch keys at pc %d are not sorted" % pc


def _table_low_high(ci, d, c):
    pc, op, off = ci.first("dense", "tableswitch")
    base = off - pc + ((pc + 4) & ~3)
    hi = struct.unpack_from(">i", d, base + 8)[0]
    struct.pack_into(">i", d, base + 4, hi + 1)
    return "tableswitch at pc %d has low %d > high %d" % (pc, hi + 1, hi)


def _switch_padding(ci, d, c):
    pc, op, off = ci.first("dense", "tableswitch")
    if (pc + 1) % 4 == 0:
        raise AssertionError("tableswitch in dense() has no padding")
    d[off + 1] = 7
    return "nonzero padding byte in tableswitch at pc %d" % pc


def _handler(field, value_of, msg):
    def gen(ci, d, c):
        h = c["handlers"][0]
        put_u2(d, h + field, value_of(c, d, h))
        return msg
    return gen


code_case("indy_bytes", "lambda", _indy)
code_case("insn_cp_kind", "first", _wrong_operand)
code_case("insn_cp_range", "first", _operand_range)
code_case("lookup_unsorted", "kind", _lookup_unsorted)
code_case("table_low_high", "dense", _table_low_high)
code_case("switch_padding", "dense", _switch_padding)
code_case("handler_end_past_code", "parse",
          _handler(2, lambda c, d, h: c["code_len"] + 1, "exception handler 0 has bad range"))
code_case("handler_empty_range", "parse",
          _handler(2, lambda c, d, h: U2.unpack_from(d, h)[0], "exception handler 0 has bad range"))
code_case("handler_pc_outside", "parse",
          _handler(4, lambda c, d, h: c["code_len"], "is not an instruction"))


# cp-index bit flips: flipping bit 15 of any parsed cp index puts it out of range
NFLIPS = 10
for _i in range(NFLIPS):
    def _gen(ci, d, i=_i):
        pos = random.Random(1000).sample(sorted(set(ci.idx)), NFLIPS)[i]
        v = U2.unpack_from(d, pos)[0] ^ 0x8000
        put_u2(d, pos, v)
        return "constant pool index %d out of range (count %d)" % (v, ci.cp_count)
    simple("idxflip_%02d" % _i, _gen)

# random bit flips: the input may even stay valid; the test is that cfcheck
# either accepts it or reports one error line, without crashing
NRANDOM = 12
for _i in range(NRANDOM):
    def _gen(ci, d, i=_i):
        r = random.Random(2000 + i)
        for _ in range(1 + i % 3):
            d[r.randrange(len(d))] ^= 1 << r.randrange(8)
        return ""
    simple("bitflip_%02d" % _i, _gen, "0|2")


# class path and jars
def jar_bytes(ci, compress=zipfile.ZIP_STORED, data=None):
    import io
    b = io.BytesIO()
    with zipfile.ZipFile(b, "w", compress) as z:
        z.writestr("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n")
        z.writestr("Sample.class", ci.d if data is None else data)
    return bytearray(b.getvalue())


def jar_case(name, fn, args="-cp {dir}/%s.jar Sample", exit_code=2):
    CASES[name] = (exit_code, args % name if "%s" in args else args, fn, ".jar")


def _bad_cd(ci, d):
    j = jar_bytes(ci)
    cd = j.find(b"PK\x01\x02")
    j[cd + 2] = 0x55
    return "jar_bad_central_dir.jar: not a zip archive", j


def _bad_cd_offset(ci, d):
    j = jar_bytes(ci)
    eocd = j.rfind(b"PK\x05\x06")
    put_u4(j, eocd + 16, U4.unpack_from(j, eocd + 16)[0] + 3)
    return "jar_bad_cd_offset.jar: damaged jar (", j


def _bad_entry(ci, d):
    j = jar_bytes(ci)
    data = j.find(b"Sample.class") + len("Sample.class")  # the local header's name, then data
    j[data + 100] ^= 0x01
    return "jar_bad_entry.jar!/Sample.class: damaged jar entry (CRC error)", j


def _bad_deflate(ci, d):
    j = jar_bytes(ci, zipfile.ZIP_DEFLATED)
    data = j.find(b"Sample.class") + len("Sample.class")
    j[data + 40] ^= 0xFF
    return "jar_bad_deflate.jar!/Sample.class: damaged jar entry (", j


def _bad_class_in_jar(ci, d):
    bad = bytearray(ci.d)
    bad[0] = 0
    return "jar_bad_class.jar!/Sample.class: bad magic 0x00FEBABE", jar_bytes(ci, data=bytes(bad))


jar_case("jar_bad_central_dir", _bad_cd)
jar_case("jar_bad_cd_offset", _bad_cd_offset)
jar_case("jar_bad_entry", _bad_entry)
jar_case("jar_bad_deflate", _bad_deflate)
jar_case("jar_bad_class", _bad_class_in_jar)
jar_case("jar_not_a_zip", lambda ci, d: ("jar_not_a_zip.jar: not a zip archive", b"just text\n"))
jar_case("missing_class", lambda ci, d: ("class NoSuchClass not found on the class path", None),
         "-cp {dir}/nonexistent.jar:{classes} NoSuchClass")
jar_case("missing_entries_skipped", lambda ci, d: ("", None),
         "-cp {dir}/nonexistent.jar:{dir}/nonexistent-dir:{classes} Sample", 0)
jar_case("bad_entry_after_missing", lambda ci, d: ("bad_entry_after_missing.jar!/Sample.class: damaged jar entry",
                                                   _bad_entry(ci, d)[1]),
         "-cp {dir}/nonexistent.jar:{dir}/%s.jar Sample")


def write_cases(classes, out):
    with open(os.path.join(classes, "Sample.class"), "rb") as f:
        ci = ClassInfo(f.read())
    os.makedirs(out, exist_ok=True)
    for name, (exit_code, args, gen, ext) in sorted(CASES.items()):
        d = bytearray(ci.d)
        r = gen(ci, d)
        frag, data = r if isinstance(r, tuple) else (r, d)
        if data is not None:
            with open(os.path.join(out, name + ext), "wb") as f:
                f.write(data)
        with open(os.path.join(out, name + ".expect"), "w") as f:
            f.write(frag + "\n")


def gen_big(path):
    lines = ["// Generated by make_cases.py --gen-big: a loop body over 32 KiB long, so",
             "// javac must use goto_w, and a method with more than 256 locals (wide).",
             "public class Big {", "  static int run(int n) {", "    int s = 0;",
             "    for (int i = 0; i < n; i++) {"]
    lines += ["      s += i * %d;" % (1000 + k) for k in range(4500)]
    lines += ["    }", "    return s;", "  }", "", "  static long locals(int n) {"]
    lines += ["    int v0 = n;"] + ["    int v%d = v%d + %d;" % (k, k - 1, k) for k in range(1, 300)]
    lines += ["    v299 += 1000;", "    long w = v299;", "    double x = w * 0.5;",
              "    return w + (long) x + v150;", "  }", "",
              "  public static void main(String[] args) {",
              "    System.out.println(run(3) + locals(4));", "  }", "}"]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def main(argv):
    if argv[1:] == ["--list"]:
        for name, (exit_code, args, _, _) in sorted(CASES.items()):
            print("%s\t%s\t%s" % (name, exit_code, args))
    elif len(argv) == 3 and argv[1] == "--gen-big":
        gen_big(argv[2])
    elif len(argv) == 5 and argv[1] == "--classes" and argv[3] == "--out":
        write_cases(argv[2], argv[4])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
