import java.util.*;

/** Priority-queue-based Dijkstra on a generated graph, plus BFS, topological sort, MST and connected components. */
public class DijkstraGraph {
    static final class Edge {
        final int from, to, weight;
        Edge(int f, int t, int w) { from = f; to = t; weight = w; }
        @Override public String toString() { return from + "->" + to + "(" + weight + ")"; }
    }

    static final class Graph {
        final int n;
        final List<List<Edge>> adj = new ArrayList<List<Edge>>();
        int edgeCount;
        Graph(int n) {
            this.n = n;
            for (int i = 0; i < n; i++) adj.add(new ArrayList<Edge>());
        }
        void addEdge(int a, int b, int w) {
            adj.get(a).add(new Edge(a, b, w));
            edgeCount++;
        }
        void addUndirected(int a, int b, int w) {
            addEdge(a, b, w);
            addEdge(b, a, w);
        }
    }

    static final class Result {
        final long[] dist;
        final int[] prev;
        int relaxations, polls;
        Result(int n) {
            dist = new long[n];
            prev = new int[n];
            Arrays.fill(dist, Long.MAX_VALUE);
            Arrays.fill(prev, -1);
        }
    }

    static Result dijkstra(Graph g, int src) {
        Result r = new Result(g.n);
        r.dist[src] = 0;
        PriorityQueue<long[]> pq = new PriorityQueue<long[]>(11, new Comparator<long[]>() {
            public int compare(long[] x, long[] y) {
                int c = Long.compare(x[0], y[0]);
                return c != 0 ? c : Long.compare(x[1], y[1]);
            }
        });
        pq.add(new long[] {0, src});
        boolean[] done = new boolean[g.n];
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            r.polls++;
            int u = (int) top[1];
            if (done[u]) continue;
            done[u] = true;
            for (Edge e : g.adj.get(u)) {
                long nd = r.dist[u] + e.weight;
                if (nd < r.dist[e.to]) {
                    r.dist[e.to] = nd;
                    r.prev[e.to] = u;
                    r.relaxations++;
                    pq.add(new long[] {nd, e.to});
                }
            }
        }
        return r;
    }

    static List<Integer> path(Result r, int target) {
        LinkedList<Integer> p = new LinkedList<Integer>();
        if (r.dist[target] == Long.MAX_VALUE) return p;
        for (int v = target; v != -1; v = r.prev[v]) p.addFirst(v);
        return p;
    }

    static int[] bfsLevels(Graph g, int src) {
        int[] level = new int[g.n];
        Arrays.fill(level, -1);
        ArrayDeque<Integer> q = new ArrayDeque<Integer>();
        q.add(src);
        level[src] = 0;
        while (!q.isEmpty()) {
            int u = q.poll();
            for (Edge e : g.adj.get(u)) {
                if (level[e.to] < 0) {
                    level[e.to] = level[u] + 1;
                    q.add(e.to);
                }
            }
        }
        return level;
    }

    static List<Integer> topoSort(Graph g) {
        int[] indeg = new int[g.n];
        for (List<Edge> es : g.adj) for (Edge e : es) indeg[e.to]++;
        PriorityQueue<Integer> ready = new PriorityQueue<Integer>();
        for (int i = 0; i < g.n; i++) if (indeg[i] == 0) ready.add(i);
        List<Integer> order = new ArrayList<Integer>();
        while (!ready.isEmpty()) {
            int u = ready.poll();
            order.add(u);
            for (Edge e : g.adj.get(u)) if (--indeg[e.to] == 0) ready.add(e.to);
        }
        if (order.size() != g.n) throw new IllegalStateException("graph has a cycle; sorted " + order.size() + " of " + g.n);
        return order;
    }

    static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    static long kruskal(int n, List<Edge> edges, List<Edge> chosen) {
        List<Edge> sorted = new ArrayList<Edge>(edges);
        Collections.sort(sorted, new Comparator<Edge>() {
            public int compare(Edge a, Edge b) {
                if (a.weight != b.weight) return Integer.compare(a.weight, b.weight);
                if (a.from != b.from) return Integer.compare(a.from, b.from);
                return Integer.compare(a.to, b.to);
            }
        });
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        long total = 0;
        for (Edge e : sorted) {
            int a = find(parent, e.from), b = find(parent, e.to);
            if (a != b) {
                parent[a] = b;
                total += e.weight;
                chosen.add(e);
            }
        }
        return total;
    }

    public static void main(String[] args) {
        // small hand-made graph
        Graph g = new Graph(6);
        int[][] es = {{0, 1, 7}, {0, 2, 9}, {0, 5, 14}, {1, 2, 10}, {1, 3, 15}, {2, 3, 11}, {2, 5, 2}, {3, 4, 6}, {4, 5, 9}};
        for (int[] e : es) g.addUndirected(e[0], e[1], e[2]);
        Result r = dijkstra(g, 0);
        for (int v = 0; v < g.n; v++) System.out.println("0 -> " + v + ": dist " + r.dist[v] + " path " + path(r, v));
        System.out.println("bfs levels " + Arrays.toString(bfsLevels(g, 0)));
        // generated grid graph with random weights
        Random rnd = new Random(4242);
        int w = 30, h = 30;
        Graph grid = new Graph(w * h);
        List<Edge> undirected = new ArrayList<Edge>();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int id = y * w + x;
                if (x + 1 < w) {
                    int wt = 1 + rnd.nextInt(20);
                    grid.addUndirected(id, id + 1, wt);
                    undirected.add(new Edge(id, id + 1, wt));
                }
                if (y + 1 < h && rnd.nextInt(10) < 8) {
                    int wt = 1 + rnd.nextInt(20);
                    grid.addUndirected(id, id + w, wt);
                    undirected.add(new Edge(id, id + w, wt));
                }
            }
        }
        Result gr = dijkstra(grid, 0);
        int target = w * h - 1;
        List<Integer> p = path(gr, target);
        System.out.println("grid edges " + grid.edgeCount + " dist to corner " + gr.dist[target] + " path length " + p.size() + " relaxations " + gr.relaxations + " polls " + gr.polls);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(15, p.size()); i++) sb.append(p.get(i)).append(' ');
        System.out.println("path starts " + sb);
        long maxDist = 0;
        int far = 0;
        for (int v = 0; v < grid.n; v++) if (gr.dist[v] > maxDist) { maxDist = gr.dist[v]; far = v; }
        System.out.println("farthest node " + far + " at " + maxDist);
        // render distance classes for the top-left 10x10
        for (int y = 0; y < 10; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < 10; x++) row.append(String.format("%4d", gr.dist[y * w + x]));
            System.out.println(row);
        }
        List<Edge> mst = new ArrayList<Edge>();
        long mstWeight = kruskal(w * h, undirected, mst);
        System.out.println("MST weight " + mstWeight + " edges " + mst.size() + " first " + mst.subList(0, 5));
        // random DAG for topological sort
        Graph dag = new Graph(12);
        for (int i = 0; i < 30; i++) {
            int a = rnd.nextInt(12), b = rnd.nextInt(12);
            if (a < b) dag.addEdge(a, b, 1);
            else if (b < a) dag.addEdge(b, a, 1);
        }
        System.out.println("topo order " + topoSort(dag));
        dag.addEdge(11, 0, 1);
        dag.addEdge(0, 11, 1);
        try {
            topoSort(dag);
        } catch (IllegalStateException e) {
            System.out.println("cycle detected: " + e.getMessage());
        }
        // disconnected graph
        Graph islands = new Graph(8);
        islands.addUndirected(0, 1, 3);
        islands.addUndirected(1, 2, 4);
        islands.addUndirected(5, 6, 1);
        Result ir = dijkstra(islands, 0);
        StringBuilder reach = new StringBuilder();
        for (int v = 0; v < 8; v++) reach.append(v).append('=').append(ir.dist[v] == Long.MAX_VALUE ? "inf" : String.valueOf(ir.dist[v])).append(' ');
        System.out.println("islands " + reach + "path to 6: " + path(ir, 6));
    }
}
