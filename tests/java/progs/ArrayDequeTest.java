import java.util.*;

public class ArrayDequeTest {
    static boolean balanced(String s) {
        Deque<Character> stack = new ArrayDeque<Character>();
        for (char c : s.toCharArray()) {
            if ("([{".indexOf(c) >= 0) stack.push(c);
            else if (")]}".indexOf(c) >= 0) {
                if (stack.isEmpty()) return false;
                char open = stack.pop();
                if ("([{".indexOf(open) != ")]}".indexOf(c)) return false;
            }
        }
        return stack.isEmpty();
    }

    static int evalRpn(String expr) {
        Deque<Integer> st = new ArrayDeque<Integer>();
        for (String t : expr.split(" ")) {
            switch (t) {
                case "+": st.push(st.pop() + st.pop()); break;
                case "*": st.push(st.pop() * st.pop()); break;
                case "-": { int b = st.pop(), a = st.pop(); st.push(a - b); break; }
                case "/": { int b = st.pop(), a = st.pop(); st.push(a / b); break; }
                default: st.push(Integer.parseInt(t));
            }
        }
        return st.pop();
    }

    public static void main(String[] args) {
        ArrayDeque<Integer> dq = new ArrayDeque<Integer>();
        for (int i = 0; i < 5; i++) {
            dq.addLast(i);
            dq.addFirst(-i);
        }
        System.out.println(dq + " size " + dq.size());
        System.out.println(dq.peekFirst() + " " + dq.peekLast() + " " + dq.getFirst() + " " + dq.getLast() + " " + dq.peek() + " " + dq.element());
        System.out.println(dq.pollFirst() + " " + dq.pollLast() + " " + dq.removeFirst() + " " + dq.removeLast() + " " + dq.pop() + " " + dq.poll() + " " + dq.remove());
        System.out.println(dq);
        dq.offerFirst(100);
        dq.offerLast(200);
        dq.push(300);
        dq.offer(400);
        System.out.println(dq + " contains(200) " + dq.contains(200));
        dq.removeFirstOccurrence(200);
        dq.remove(Integer.valueOf(1));
        System.out.println(dq);
        Iterator<Integer> di = dq.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) sb.append(di.next()).append(',');
        System.out.println("descending " + sb);
        // grow past initial capacity with wraparound
        ArrayDeque<Integer> ring = new ArrayDeque<Integer>(4);
        for (int i = 0; i < 100; i++) {
            ring.addLast(i);
            if (i % 3 == 0) ring.pollFirst();
        }
        for (int i = 0; i < 20; i++) ring.addFirst(-i);
        System.out.println("ring size " + ring.size() + " first " + ring.peekFirst() + " last " + ring.peekLast());
        int s = 0;
        for (int v : ring) s += v;
        System.out.println("ring sum " + s);
        Iterator<Integer> it = ring.iterator();
        while (it.hasNext()) if (it.next() % 2 == 0) it.remove();
        System.out.println("odd only size " + ring.size() + " " + ring.peekFirst() + ".." + ring.peekLast());
        String[] exprs = {"()", "([]{})", "(]", "((())", "{[()()]}", "", ")("};
        for (String e : exprs) System.out.println("'" + e + "' balanced=" + balanced(e));
        System.out.println(evalRpn("3 4 + 2 *") + " " + evalRpn("5 1 2 + 4 * + 3 -") + " " + evalRpn("100 7 / 3 -"));
        // BFS with ArrayDeque as queue on a grid
        String[] grid = {
                "S..#......",
                ".#.#.####.",
                ".#...#....",
                ".####.#.#.",
                "......#.#E"};
        int rows = grid.length, cols = grid[0].length();
        int[][] dist = new int[rows][cols];
        for (int[] row : dist) Arrays.fill(row, -1);
        ArrayDeque<int[]> q = new ArrayDeque<int[]>();
        q.add(new int[] {0, 0});
        dist[0][0] = 0;
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        while (!q.isEmpty()) {
            int[] cur = q.poll();
            for (int k = 0; k < 4; k++) {
                int nr = cur[0] + dr[k], nc = cur[1] + dc[k];
                if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr].charAt(nc) != '#' && dist[nr][nc] < 0) {
                    dist[nr][nc] = dist[cur[0]][cur[1]] + 1;
                    q.add(new int[] {nr, nc});
                }
            }
        }
        System.out.println("BFS distance to E: " + dist[rows - 1][cols - 1]);
        for (int[] row : dist) {
            StringBuilder line = new StringBuilder();
            for (int v : row) line.append(String.format("%3d", v));
            System.out.println(line);
        }
        ArrayDeque<String> empty = new ArrayDeque<String>();
        System.out.println(empty.pollFirst() + " " + empty.peekLast());
        try {
            empty.pop();
        } catch (NoSuchElementException e) {
            System.out.println("pop empty: " + e.getClass().getSimpleName());
        }
        try {
            empty.addFirst(null);
        } catch (NullPointerException e) {
            System.out.println("null element: NPE");
        }
        ArrayDeque<String> cl = new ArrayDeque<String>(Arrays.asList("x", "y"));
        ArrayDeque<String> cl2 = cl.clone();
        cl2.add("z");
        System.out.println(cl + " " + cl2 + " " + Arrays.toString(cl2.toArray(new String[0])));
    }
}
