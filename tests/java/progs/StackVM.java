import java.util.*;

/** A tiny stack-based virtual machine with an assembler, labels, calls, and a few sample programs. */
public class StackVM {
    enum Op {
        PUSH(1), POP(0), DUP(0), SWAP(0), OVER(0), ADD(0), SUB(0), MUL(0), DIV(0), MOD(0), NEG(0),
        EQ(0), LT(0), GT(0), NOT(0), JMP(1), JZ(1), JNZ(1), LOAD(1), STORE(1), CALL(1), RET(0), PRINT(0), PRINTC(0), HALT(0);
        final int operands;
        Op(int n) { operands = n; }
    }

    static class VMException extends RuntimeException {
        VMException(String msg, int pc) { super(msg + " (pc=" + pc + ")"); }
    }

    static final class Program {
        final int[] code;
        final Map<String, Integer> labels;
        Program(int[] code, Map<String, Integer> labels) { this.code = code; this.labels = labels; }
    }

    static Program assemble(String source) {
        List<String[]> lines = new ArrayList<String[]>();
        Map<String, Integer> labels = new TreeMap<String, Integer>();
        int addr = 0;
        for (String raw : source.split("\n")) {
            String line = raw.replaceAll(";.*", "").trim();
            if (line.isEmpty()) continue;
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).matches("\\w+")) {
                String label = line.substring(0, colon);
                if (labels.containsKey(label)) throw new IllegalArgumentException("duplicate label " + label);
                labels.put(label, addr);
                line = line.substring(colon + 1).trim();
                if (line.isEmpty()) continue;
            }
            String[] parts = line.split("\\s+");
            Op op = Op.valueOf(parts[0].toUpperCase());
            if (parts.length - 1 != op.operands) throw new IllegalArgumentException("wrong operand count for " + op + ": " + line);
            lines.add(parts);
            addr += 1 + op.operands;
        }
        int[] code = new int[addr];
        int pc = 0;
        for (String[] parts : lines) {
            Op op = Op.valueOf(parts[0].toUpperCase());
            code[pc++] = op.ordinal();
            if (op.operands == 1) {
                String arg = parts[1];
                if (arg.matches("-?\\d+")) code[pc++] = Integer.parseInt(arg);
                else if (arg.startsWith("'")) code[pc++] = arg.charAt(1);
                else {
                    Integer target = labels.get(arg);
                    if (target == null) throw new IllegalArgumentException("unknown label " + arg);
                    code[pc++] = target;
                }
            }
        }
        return new Program(code, labels);
    }

    static final class Machine {
        final int[] stack = new int[256];
        int sp;
        final int[] memory = new int[64];
        final int[] callStack = new int[64];
        int csp;
        long steps;
        final StringBuilder out = new StringBuilder();
        final int[] opCounts = new int[Op.values().length];

        void push(int v, int pc) {
            if (sp == stack.length) throw new VMException("stack overflow", pc);
            stack[sp++] = v;
        }

        int pop(int pc) {
            if (sp == 0) throw new VMException("stack underflow", pc);
            return stack[--sp];
        }

        void run(Program p, long maxSteps) {
            int pc = 0;
            Op[] ops = Op.values();
            while (true) {
                if (pc < 0 || pc >= p.code.length) throw new VMException("pc out of range", pc);
                if (++steps > maxSteps) throw new VMException("step limit exceeded", pc);
                Op op = ops[p.code[pc]];
                opCounts[op.ordinal()]++;
                int arg = op.operands > 0 ? p.code[pc + 1] : 0;
                int next = pc + 1 + op.operands;
                int a, b;
                switch (op) {
                    case PUSH: push(arg, pc); break;
                    case POP: pop(pc); break;
                    case DUP: a = pop(pc); push(a, pc); push(a, pc); break;
                    case SWAP: a = pop(pc); b = pop(pc); push(a, pc); push(b, pc); break;
                    case OVER: a = pop(pc); b = pop(pc); push(b, pc); push(a, pc); push(b, pc); break;
                    case ADD: b = pop(pc); a = pop(pc); push(a + b, pc); break;
                    case SUB: b = pop(pc); a = pop(pc); push(a - b, pc); break;
                    case MUL: b = pop(pc); a = pop(pc); push(a * b, pc); break;
                    case DIV:
                        b = pop(pc); a = pop(pc);
                        if (b == 0) throw new VMException("division by zero", pc);
                        push(a / b, pc);
                        break;
                    case MOD: b = pop(pc); a = pop(pc); push(a % b, pc); break;
                    case NEG: push(-pop(pc), pc); break;
                    case EQ: b = pop(pc); a = pop(pc); push(a == b ? 1 : 0, pc); break;
                    case LT: b = pop(pc); a = pop(pc); push(a < b ? 1 : 0, pc); break;
                    case GT: b = pop(pc); a = pop(pc); push(a > b ? 1 : 0, pc); break;
                    case NOT: push(pop(pc) == 0 ? 1 : 0, pc); break;
                    case JMP: next = arg; break;
                    case JZ: if (pop(pc) == 0) next = arg; break;
                    case JNZ: if (pop(pc) != 0) next = arg; break;
                    case LOAD: push(memory[arg], pc); break;
                    case STORE: memory[arg] = pop(pc); break;
                    case CALL:
                        if (csp == callStack.length) throw new VMException("call stack overflow", pc);
                        callStack[csp++] = next;
                        next = arg;
                        break;
                    case RET:
                        if (csp == 0) throw new VMException("return without call", pc);
                        next = callStack[--csp];
                        break;
                    case PRINT: out.append(pop(pc)).append(' '); break;
                    case PRINTC: out.append((char) pop(pc)); break;
                    case HALT: return;
                }
                pc = next;
            }
        }
    }

    static final String FACTORIALS =
        "      push 1\n      store 0      ; n = 1\n"
        + "loop: load 0\n      call fact\n      print\n      load 0\n      push 1\n      add\n      dup\n      store 0\n"
        + "      push 13\n      lt\n      jnz loop\n      push 10\n      printc\n      halt\n"
        + "fact: dup          ; (n -- n!)\n      push 2\n      lt\n      jnz base\n      dup\n      push 1\n      sub\n"
        + "      call fact\n      mul\n      ret\n"
        + "base: pop\n      push 1\n      ret\n";

    static final String PRIMES =
        "      push 2\n      store 0          ; candidate\n"
        + "outer: push 2\n      store 1         ; divisor\n"
        + "inner: load 1\n      dup\n      mul\n      load 0\n      gt\n      jnz isprime\n"
        + "      load 0\n      load 1\n      mod\n      jz notprime\n      load 1\n      push 1\n      add\n      store 1\n      jmp inner\n"
        + "isprime: load 0\n      print\n"
        + "notprime: load 0\n      push 1\n      add\n      dup\n      store 0\n      push 100\n      lt\n      jnz outer\n      halt\n";

    static final String GCD =
        "      push 1071\n      push 462\n"
        + "gcd:  dup\n      jz done\n      swap\n      over\n      mod\n      jmp gcd\n"
        + "done: pop\n      print\n      halt\n";

    static final String HELLO =
        "      push 'H\n      printc\n      push 'i\n      printc\n      push '!\n      printc\n      push 0\n      jz skip\n"
        + "      push 'X\n      printc\nskip: halt\n";

    public static void main(String[] args) {
        String[][] programs = {{"factorials", FACTORIALS}, {"primes", PRIMES}, {"gcd", GCD}, {"hello", HELLO},
            {"underflow", "push 1\nadd\nhalt\n"}, {"divzero", "push 1\npush 0\ndiv\nhalt\n"}, {"infinite", "top: jmp top\n"},
            {"badlabel", "jmp nowhere\n"}, {"duplicate label", "a: push 1\na: halt\n"}, {"badop", "frobnicate\n"}, {"runaway recursion", "f: call f\n"}, {"no halt", "push 1\n"}};
        for (String[] p : programs) {
            System.out.println("== " + p[0] + " ==");
            Machine m = new Machine();
            try {
                Program prog = assemble(p[1]);
                System.out.println("assembled " + prog.code.length + " words, labels " + prog.labels);
                m.run(prog, 200000);
                System.out.println("output: " + m.out.toString().trim());
                System.out.println("steps " + m.steps + ", final stack depth " + m.sp);
            } catch (VMException e) {
                System.out.println("vm error: " + e.getMessage() + " after " + m.steps + " steps, output so far: [" + m.out.toString().trim() + "]");
            } catch (IllegalArgumentException e) {
                System.out.println("assembly error: " + e.getMessage());
            }
            StringBuilder counts = new StringBuilder();
            for (Op op : Op.values()) if (m.opCounts[op.ordinal()] > 0) counts.append(op).append('=').append(m.opCounts[op.ordinal()]).append(' ');
            if (counts.length() > 0) System.out.println("op counts: " + counts.toString().trim());
        }
    }
}
