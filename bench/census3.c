/*
 * census3.c - the benchmark baseline of the three-move census, in plain C.
 *
 * For every set S = {a, b, c}, 1 <= a < b < c <= N (c slowest, then a, then b), under both
 * conventions (wall, then sink), it computes the preperiod, minimal period, largest value and
 * cold count (zeros in one minimal period) of the nim-sequence G, by the same state-cycle
 * method as the Java kernel org.subgames.period.StateCycle:
 *
 *   wall: G(0) = 0, G(x) = mex{G(x - s) : s in S, s <= x};
 *   sink: every y <= 0 is terminal with value 0 (index 0 stands for the sink), positions from 1.
 *
 * With m = c, the window G(x - m + 1 .. x) determines G(x + 1) once x >= m - 1, so the windows
 * form an eventually periodic sequence whose least period is the minimal period of G. Brent's
 * cycle detection finds it; windows are compared by a rolling 64-bit hash and, on a hash hit,
 * by memcmp (a collision costs a comparison, never a wrong answer). Periodicity starts at the
 * first equal window; the preperiod follows by walking back while G(y) = G(y + p). Preperiod
 * counts from the first position (0 at the wall, 1 in the sink).
 *
 * It is the baseline the `bench --suite census-c` suite compares the Java census against.
 *
 * Usage: census3 N [--threads T] [--rows FILE]
 *   without --rows: one summary line (compute only);
 *   with --rows:    CSV rows a,b,c,convention,preperiod,minimal_period,max_value,cold in
 *                   enumeration order (a wall row, then a sink row), plus the summary line.
 * Threads (default 2) take whole values of c from an atomic counter; in --rows mode each c is
 * computed into its own buffer and the main thread writes the buffers in order of c.
 *
 * Build: gcc -O2 -std=c11 -pthread -o census3 census3.c
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BASE 0x9E3779B97F4A7C15ULL
#define LIMIT (1 << 30)

typedef struct { uint32_t pre, per, max, cold; } facts;

typedef struct {
    uint8_t *g;   /* reused value buffer of one thread */
    size_t cap;
} buffer;

static void die(const char *msg) {
    fprintf(stderr, "census3: %s\n", msg);
    exit(2);
}

static void grow(buffer *b, size_t need) {
    if (need <= b->cap) return;
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < need) cap *= 2;
    b->g = realloc(b->g, cap);
    if (!b->g) die("out of memory");
    b->cap = cap;
}

/* The facts of S = {a, b, c} under the wall (sink = 0) or sink (sink = 1) convention. */
static facts game(buffer *buf, int a, int b, int c, int sink) {
    const int m = c, first = sink;
    grow(buf, (size_t)4 * m + 64);
    uint8_t *g = buf->g;
    g[0] = 0;
    unsigned max = 0;
    for (int x = 1; x < m; x++) { /* the head: c > x, so only a and b can be legal moves */
        unsigned seen = (sink ? 1u : 0u);
        seen |= a <= x ? 1u << g[x - a] : (sink ? 1u : 0u);
        seen |= b <= x ? 1u << g[x - b] : (sink ? 1u : 0u);
        g[x] = (uint8_t)__builtin_ctz(~seen);
    }
    for (int x = first; x < m; x++) if (g[x] > max) max = g[x];
    uint64_t pow = 1, h = 0;
    for (int i = 0; i < m; i++) pow *= BASE;
    for (int x = 0; x < m; x++) h = h * BASE + g[x];
    int tortoise = m - 1, x = m - 1;
    uint64_t th = h;
    long power = 1, lambda = 0;
    size_t cap = buf->cap;
    for (;;) {
        if (lambda == power) {
            tortoise = x;
            th = h;
            power <<= 1;
            lambda = 0;
        }
        x++;
        if ((size_t)x >= cap) {
            if (x >= LIMIT) die("no period within 2^30 positions");
            grow(buf, (size_t)x + 1);
            g = buf->g;
            cap = buf->cap;
        }
        unsigned v = (unsigned)__builtin_ctz(~((1u << g[x - a]) | (1u << g[x - b]) | (1u << g[x - m])));
        g[x] = (uint8_t)v;
        if (v > max) max = v;
        h = h * BASE + v - pow * g[x - m];
        lambda++;
        if (h == th && memcmp(g + tortoise - m + 1, g + x - m + 1, (size_t)m) == 0) break;
    }
    int p = (int)lambda, from0 = tortoise - m + 1;
    int y = (from0 > first ? from0 : first) - 1;
    while (y >= first && g[y] == g[y + p]) y--;
    int from = y + 1;
    unsigned cold = 0;
    for (int i = from; i < from + p; i++) cold += g[i] == 0;
    facts f = {(uint32_t)(from - first), (uint32_t)p, max, cold};
    return f;
}

typedef struct {
    int n;
    atomic_int next;        /* the next c to take */
    facts **rows;           /* per c, 2 (c-1)(c-2)/2 facts, or NULL in compute-only mode */
    atomic_int *done;       /* per c, set when rows[c] is complete */
    pthread_mutex_t lock;
    pthread_cond_t cond;
} shared;

typedef struct {
    shared *sh;
    uint64_t games, pre, per, max, cold, largest;
} worker;

static void *work(void *arg) {
    worker *w = arg;
    shared *sh = w->sh;
    buffer buf = {NULL, 0};
    for (int c; (c = atomic_fetch_add(&sh->next, 1)) <= sh->n;) {
        facts *out = sh->rows ? sh->rows[c] : NULL;
        size_t k = 0;
        for (int a = 1; a <= c - 2; a++) {
            for (int b = a + 1; b <= c - 1; b++) {
                for (int sink = 0; sink <= 1; sink++) {
                    facts f = game(&buf, a, b, c, sink);
                    w->games++;
                    w->pre += f.pre;
                    w->per += f.per;
                    w->max += f.max;
                    w->cold += f.cold;
                    if (f.per > w->largest) w->largest = f.per;
                    if (out) out[k++] = f;
                }
            }
        }
        if (sh->rows) {
            pthread_mutex_lock(&sh->lock);
            atomic_store(&sh->done[c], 1);
            pthread_cond_broadcast(&sh->cond);
            pthread_mutex_unlock(&sh->lock);
        }
    }
    free(buf.g);
    return NULL;
}

/* Appends the decimal digits of v at p; returns the new end. */
static char *put(char *p, uint32_t v) {
    char tmp[12];
    int n = 0;
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    while (n) *p++ = tmp[--n];
    return p;
}

/* Writes the rows of each c as soon as it is done, in order of c. */
static void write_rows(shared *sh, FILE *out) {
    static char line[128];
    for (int c = 3; c <= sh->n; c++) {
        pthread_mutex_lock(&sh->lock);
        while (!atomic_load(&sh->done[c])) pthread_cond_wait(&sh->cond, &sh->lock);
        pthread_mutex_unlock(&sh->lock);
        const facts *f = sh->rows[c];
        for (int a = 1; a <= c - 2; a++) {
            for (int b = a + 1; b <= c - 1; b++) {
                for (int sink = 0; sink <= 1; sink++, f++) {
                    char *p = line;
                    p = put(p, (uint32_t)a); *p++ = ',';
                    p = put(p, (uint32_t)b); *p++ = ',';
                    p = put(p, (uint32_t)c); *p++ = ',';
                    memcpy(p, sink ? "sink," : "wall,", 5); p += 5;
                    p = put(p, f->pre); *p++ = ',';
                    p = put(p, f->per); *p++ = ',';
                    p = put(p, f->max); *p++ = ',';
                    p = put(p, f->cold); *p++ = '\n';
                    fwrite(line, 1, (size_t)(p - line), out);
                }
            }
        }
        free(sh->rows[c]);
        sh->rows[c] = NULL;
    }
}

int main(int argc, char **argv) {
    int n = -1, threads = 2;
    const char *rows = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--threads") && i + 1 < argc) threads = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--rows") && i + 1 < argc) rows = argv[++i];
        else if (n < 0 && argv[i][0] >= '0' && argv[i][0] <= '9') n = atoi(argv[i]);
        else n = -2;
    }
    if (n < 3 || n > 60000 || threads < 1 || threads > 1024) {
        fprintf(stderr, "usage: census3 N [--threads T] [--rows FILE]  (3 <= N <= 60000, 1 <= T <= 1024)\n");
        return 2;
    }
    shared sh;
    sh.n = n;
    atomic_init(&sh.next, 3);
    sh.rows = NULL;
    sh.done = NULL;
    pthread_mutex_init(&sh.lock, NULL);
    pthread_cond_init(&sh.cond, NULL);
    FILE *out = NULL;
    if (rows) {
        out = fopen(rows, "wb");
        if (!out) die("cannot open the rows file");
        setvbuf(out, NULL, _IOFBF, 1 << 20);
        sh.rows = calloc((size_t)n + 1, sizeof *sh.rows);
        sh.done = calloc((size_t)n + 1, sizeof *sh.done);
        if (!sh.rows || !sh.done) die("out of memory");
        for (int c = 3; c <= n; c++) {
            sh.rows[c] = malloc(sizeof(facts) * (size_t)(c - 1) * (size_t)(c - 2));
            if (!sh.rows[c]) die("out of memory");
        }
    }
    worker *ws = calloc((size_t)threads, sizeof *ws);
    pthread_t *ts = calloc((size_t)threads, sizeof *ts);
    if (!ws || !ts) die("out of memory");
    for (int t = 0; t < threads; t++) {
        ws[t].sh = &sh;
        if (pthread_create(&ts[t], NULL, work, &ws[t])) die("cannot start a thread");
    }
    if (out) write_rows(&sh, out);
    worker sum = {0};
    for (int t = 0; t < threads; t++) {
        pthread_join(ts[t], NULL);
        sum.games += ws[t].games;
        sum.pre += ws[t].pre;
        sum.per += ws[t].per;
        sum.max += ws[t].max;
        sum.cold += ws[t].cold;
        if (ws[t].largest > sum.largest) sum.largest = ws[t].largest;
    }
    if (out && fclose(out)) die("cannot write the rows file");
    printf("games %llu preperiods %llu periods %llu max_values %llu cold %llu largest_period %llu\n",
           (unsigned long long)sum.games, (unsigned long long)sum.pre, (unsigned long long)sum.per,
           (unsigned long long)sum.max, (unsigned long long)sum.cold, (unsigned long long)sum.largest);
    free(ws);
    free(ts);
    free(sh.rows);
    free(sh.done);
    return 0;
}
