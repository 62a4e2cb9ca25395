/* file.c -- natives of jpor.internal.FileIO: the POSIX file calls under java.io and java.nio.file.
 *
 * Every call returns a result or -errno; jlib turns errors into the exceptions the JDK throws
 * (their messages use strerror, as the JDK's do).  Streams read and write at a position kept
 * in the Java object (pread/pwrite), so that a restored VM state reads the same bytes. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "natives/natives.h"
#include "vm/exception.h"
#include "vm/heap.h"

/* open flags as jlib passes them (jpor.internal.FileIO) */
enum {
  F_READ = 1,
  F_WRITE = 2,
  F_APPEND = 4,
  F_CREATE = 8,
  F_EXCL = 16,
  F_TRUNC = 32,
  F_DIROK = 64,    /* a directory may be opened for reading (java.nio.file) */
  F_PRIVATE = 128, /* create with mode 0600 (Files.createTempFile) */
  F_TEMP = 256     /* a temp file (with F_EXCL): see temp_made */
};

/* Temp files and directories made under check.  Each execution of a path draws the same names
 * (the Random behind them is restored with the VM state), but the file system keeps what an
 * earlier execution made: creating one of these again succeeds (a file is emptied again), so
 * that re-executions reach the same states. */
static char **temps;
static size_t ntemps;

static void temps_free(void) {
  for (size_t i = 0; i < ntemps; i++)
    free(temps[i]);
  free(temps);
  temps = NULL;
  ntemps = 0;
}

static bool temp_made(const char *p) {
  for (size_t i = 0; i < ntemps; i++)
    if (strcmp(temps[i], p) == 0) return true;
  return false;
}

static void temp_add(const char *p) {
  if (temp_made(p)) return;
  char *c = strdup(p);
  char **nt = c ? realloc(temps, (ntemps + 1) * sizeof *nt) : NULL;
  if (!nt) return free(c); /* then a re-execution draws another name */
  if (!temps) atexit(temps_free);
  temps = nt;
  temps[ntemps++] = c;
}

/* Under `jpor check` the search restores earlier VM states, but not the descriptor table of the
 * process: a stream closed on one path would be read again after a restore (and its number may
 * belong to another file by then).  So there a stream holds a virtual descriptor instead: an
 * index into this table of (path, access flags), the same for the same file and access, so that
 * re-executions compute the same states.  Each operation opens the file, works at the position
 * the stream keeps, and closes it; closing the stream closes nothing. */
enum { VFD_BASE = 1 << 24 };
typedef struct VFile {
  char *path;
  int flags; /* F_READ, F_WRITE, F_APPEND, F_DIROK */
} VFile;
static VFile *vfiles;
static size_t nvfiles, capvfiles;

static void vfiles_free(void) {
  for (size_t i = 0; i < nvfiles; i++)
    free(vfiles[i].path);
  free(vfiles);
  vfiles = NULL;
  nvfiles = capvfiles = 0;
}

/* The virtual descriptor of (path, flags); -ENOMEM when out of memory.  Takes p. */
static int vfd_of(char *p, int flags) {
  for (size_t i = 0; i < nvfiles; i++)
    if (vfiles[i].flags == flags && strcmp(vfiles[i].path, p) == 0)
      return free(p), VFD_BASE + (int)i;
  if (nvfiles == capvfiles) {
    if (!vfiles) atexit(vfiles_free);
    size_t cap = capvfiles ? 2 * capvfiles : 16;
    VFile *nv = cap < (size_t)INT_MAX - VFD_BASE ? realloc(vfiles, cap * sizeof *nv) : NULL;
    if (!nv) return free(p), -ENOMEM;
    vfiles = nv;
    capvfiles = cap;
  }
  vfiles[nvfiles] = (VFile){p, flags};
  return VFD_BASE + (int)nvfiles++;
}

static int open_flags(int f) {
  return ((f & F_READ) && (f & (F_WRITE | F_APPEND))) ? O_RDWR
         : (f & (F_WRITE | F_APPEND))                 ? O_WRONLY
                                                      : O_RDONLY;
}

/* A real descriptor for fd (opened for this operation when fd is virtual; see vfd_done). */
static int vfd_use(int fd) {
  if (fd < VFD_BASE) return fd;
  size_t i = (size_t)(fd - VFD_BASE);
  if (i >= nvfiles) return errno = EBADF, -1;
  int f = vfiles[i].flags;
  return open(vfiles[i].path, open_flags(f) | ((f & F_APPEND) ? O_APPEND : 0) | O_CLOEXEC);
}

static void vfd_done(int fd, int real) {
  if (fd >= VFD_BASE && real >= 0) {
    int e = errno;
    close(real);
    errno = e;
  }
}

/* The path argument as a malloc'd C string; NULL after throwing (NPE or OOM). */
static char *path_arg(VM *vm, JThread *t, Ref s) {
  if (!s) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NULL;
  char *p = str_to_utf8(vm, s);
  if (!p) exc_oom(vm, t);
  return p;
}

/* The byte range b[off..off+len) checked; NULL after throwing. */
static uint8_t *range_arg(VM *vm, JThread *t, Ref b, int32_t off, int32_t len) {
  if (!b) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NULL;
  Object *o = heap_obj(vm, b);
  if (off < 0 || len < 0 || (int64_t)off + len > o->length)
    return exc_throw_new(vm, t, "java/lang/IndexOutOfBoundsException", NULL), NULL;
  return ARR(o, uint8_t) + off;
}

static int FileIO_open(VM *vm, JThread *t, Value *args, Value *ret) {
  char *p = path_arg(vm, t, NARG_R(0));
  if (!p) return NAT_THROW;
  int32_t f = args[1].i;
  int fl = open_flags(f);
  if (f & F_APPEND) fl |= O_APPEND;
  if (f & F_CREATE) fl |= O_CREAT;
  if (f & F_EXCL) fl |= O_EXCL | O_CREAT;
  if (f & F_TRUNC) fl |= O_TRUNC;
  int fd = open(p, fl | O_CLOEXEC, (f & F_PRIVATE) ? 0600 : 0666);
  int err = errno;
  if (vm->ex && (f & F_TEMP)) {
    if (fd < 0 && err == EEXIST && temp_made(p))
      fd = open(p, (fl & ~(O_EXCL | O_CREAT)) | O_TRUNC | O_CLOEXEC), err = errno;
    if (fd >= 0) temp_add(p);
  }
  /* java.io refuses to open a directory as a file (EISDIR, as the JDK reports it) */
  if (fd >= 0 && !(f & (F_WRITE | F_DIROK))) {
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) close(fd), fd = -1, err = EISDIR;
  }
  if (fd >= 0 && vm->ex) { /* under check: a virtual descriptor (above) */
    close(fd);
    fd = vfd_of(p, f & (F_READ | F_WRITE | F_APPEND | F_DIROK));
    if (fd < 0) err = -fd;
  } else
    free(p);
  RET_I(fd >= 0 ? fd : -err);
  return NAT_OK;
}

static int FileIO_close(VM *vm, JThread *t, Value *args, Value *ret) {
  int fd = args[0].i;
  if (fd >= VFD_BASE) return RET_I((size_t)(fd - VFD_BASE) < nvfiles ? 0 : -EBADF), NAT_OK;
  RET_I(close(fd) == 0 ? 0 : -errno);
  return NAT_OK;
}

/* read(fd, b, off, len, pos): bytes read (0 at end of file), or -errno; pos < 0 reads at the
 * descriptor's own offset. */
static int FileIO_read(VM *vm, JThread *t, Value *args, Value *ret) {
  int32_t fd = args[0].i, off = args[2].i, len = args[3].i;
  int64_t pos = args[4].j;
  uint8_t *b = range_arg(vm, t, NARG_R(1), off, len);
  if (!b) return NAT_THROW;
  int real = vfd_use(fd);
  ssize_t n = -1;
  if (real >= 0) do
      n = pos >= 0 ? pread(real, b, (size_t)len, (off_t)pos) : read(real, b, (size_t)len);
    while (n < 0 && errno == EINTR);
  RET_I(n >= 0 ? (int32_t)n : -errno);
  vfd_done(fd, real);
  return NAT_OK;
}

/* write(fd, b, off, len, pos): writes all of it; 0 or -errno.  pos < 0 writes at the
 * descriptor's offset (O_APPEND files). */
static int FileIO_write(VM *vm, JThread *t, Value *args, Value *ret) {
  int32_t fd = args[0].i, off = args[2].i, len = args[3].i;
  int64_t pos = args[4].j;
  uint8_t *b = range_arg(vm, t, NARG_R(1), off, len);
  if (!b) return NAT_THROW;
  int real = vfd_use(fd);
  if (real < 0) return RET_I(-errno), NAT_OK;
  size_t done = 0;
  int r = 0;
  while (done < (size_t)len) {
    ssize_t n = pos >= 0 ? pwrite(real, b + done, (size_t)len - done, (off_t)(pos + (int64_t)done))
                         : write(real, b + done, (size_t)len - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      r = -errno;
      break;
    }
    done += (size_t)n;
  }
  vfd_done(fd, real);
  RET_I(r);
  return NAT_OK;
}

static int FileIO_size(VM *vm, JThread *t, Value *args, Value *ret) {
  struct stat st;
  int fd = args[0].i, real = vfd_use(fd);
  RET_J(real >= 0 && fstat(real, &st) == 0 ? (int64_t)st.st_size : -(int64_t)errno);
  vfd_done(fd, real);
  return NAT_OK;
}

static int FileIO_truncate(VM *vm, JThread *t, Value *args, Value *ret) {
  int fd = args[0].i, real = vfd_use(fd);
  RET_I(real >= 0 && ftruncate(real, (off_t)args[1].j) == 0 ? 0 : -errno);
  vfd_done(fd, real);
  return NAT_OK;
}

/* stat(path, out): out = {kind (1 file, 2 directory, 3 other, 4 symbolic link (lstat)), size,
 * mtime in ms, mode}, and when out has 10 slots also {mtime s, mtime ns, atime s, atime ns,
 * device, inode}, with 12 also {birth s, birth ns} (the mtime's without statx's birth time);
 * lstat(path, out) does not follow a last symbolic link. */
static int stat_op(VM *vm, JThread *t, Value *args, Value *ret, bool follow) {
  Ref out = NARG_R(1);
  if (!out || heap_obj(vm, out)->length < 4)
    return exc_throw_new(vm, t, "java/lang/IllegalArgumentException", NULL), NAT_THROW;
  char *p = path_arg(vm, t, NARG_R(0));
  if (!p) return NAT_THROW;
  struct stat st;
  int r = (follow ? stat(p, &st) : lstat(p, &st)) == 0 ? 0 : -errno;
  if (r == 0) {
    int64_t *o = ARR(heap_obj(vm, out), int64_t);
    o[0] = S_ISREG(st.st_mode) ? 1 : S_ISDIR(st.st_mode) ? 2 : S_ISLNK(st.st_mode) ? 4 : 3;
    o[1] = (int64_t)st.st_size;
    o[2] = (int64_t)st.st_mtim.tv_sec * 1000 + st.st_mtim.tv_nsec / 1000000;
    o[3] = (int64_t)(st.st_mode & 07777);
    if (heap_obj(vm, out)->length >= 10) {
      o[4] = (int64_t)st.st_mtim.tv_sec;
      o[5] = (int64_t)st.st_mtim.tv_nsec;
      o[6] = (int64_t)st.st_atim.tv_sec;
      o[7] = (int64_t)st.st_atim.tv_nsec;
      o[8] = (int64_t)st.st_dev;
      o[9] = (int64_t)st.st_ino;
    }
    if (heap_obj(vm, out)->length >= 12) { /* birth time where the file system keeps one */
      o[10] = o[4], o[11] = o[5];
#ifdef STATX_BTIME
      struct statx sx;
      if (statx(AT_FDCWD, p, follow ? 0 : AT_SYMLINK_NOFOLLOW, STATX_BTIME, &sx) == 0 &&
          (sx.stx_mask & STATX_BTIME))
        o[10] = (int64_t)sx.stx_btime.tv_sec, o[11] = (int64_t)sx.stx_btime.tv_nsec;
#endif
    }
  }
  free(p);
  RET_I(r);
  return NAT_OK;
}

static int FileIO_stat(VM *vm, JThread *t, Value *args, Value *ret) {
  return stat_op(vm, t, args, ret, true);
}
static int FileIO_lstat(VM *vm, JThread *t, Value *args, Value *ret) {
  return stat_op(vm, t, args, ret, false);
}

/* setTimes(path, t, follow): t = {mtime s, mtime ns, atime s, atime ns}; a time whose ns is
 * negative is left as it is (UTIME_OMIT); 0 or -errno. */
static int FileIO_setTimes(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref a = NARG_R(1);
  if (!a || heap_obj(vm, a)->length < 4)
    return exc_throw_new(vm, t, "java/lang/IllegalArgumentException", NULL), NAT_THROW;
  char *p = path_arg(vm, t, NARG_R(0));
  if (!p) return NAT_THROW;
  int64_t *v = ARR(heap_obj(vm, a), int64_t);
  struct timespec ts[2]; /* access, modification */
  ts[0].tv_sec = (time_t)v[2];
  ts[0].tv_nsec = v[3] < 0 ? UTIME_OMIT : (long)v[3];
  ts[1].tv_sec = (time_t)v[0];
  ts[1].tv_nsec = v[1] < 0 ? UTIME_OMIT : (long)v[1];
  int r = utimensat(AT_FDCWD, p, ts, args[2].i ? 0 : AT_SYMLINK_NOFOLLOW) == 0 ? 0 : -errno;
  free(p);
  RET_I(r);
  return NAT_OK;
}

/* access(path, mode): mode bits 4 read, 2 write, 1 execute, 0 existence; 0 or -errno. */
static int FileIO_access(VM *vm, JThread *t, Value *args, Value *ret) {
  char *p = path_arg(vm, t, NARG_R(0));
  if (!p) return NAT_THROW;
  int32_t m = args[1].i;
  int mode = (m & 4 ? R_OK : 0) | (m & 2 ? W_OK : 0) | (m & 1 ? X_OK : 0);
  int r = access(p, mode ? mode : F_OK) == 0 ? 0 : -errno;
  free(p);
  RET_I(r);
  return NAT_OK;
}

/* path operations of one path: 0 unlink, 1 rmdir, 2 mkdir (mode in args[1]) */
static int path_op(VM *vm, JThread *t, Value *args, Value *ret, int op) {
  char *p = path_arg(vm, t, NARG_R(0));
  if (!p) return NAT_THROW;
  int r = op == 0 ? unlink(p) : op == 1 ? rmdir(p) : mkdir(p, (mode_t)(args[1].i & 07777));
  RET_I(r == 0 ? 0 : -errno);
  free(p);
  return NAT_OK;
}

static int FileIO_unlink(VM *vm, JThread *t, Value *args, Value *ret) {
  return path_op(vm, t, args, ret, 0);
}
static int FileIO_rmdir(VM *vm, JThread *t, Value *args, Value *ret) {
  return path_op(vm, t, args, ret, 1);
}
static int FileIO_mkdir(VM *vm, JThread *t, Value *args, Value *ret) {
  return path_op(vm, t, args, ret, 2);
}

/* mkdirTemp(path, mode): mkdir of a temp directory (under check, see temp_made). */
static int FileIO_mkdirTemp(VM *vm, JThread *t, Value *args, Value *ret) {
  if (!vm->ex) return path_op(vm, t, args, ret, 2);
  char *p = path_arg(vm, t, NARG_R(0));
  if (!p) return NAT_THROW;
  int r = mkdir(p, (mode_t)(args[1].i & 07777)) == 0 ? 0 : -errno;
  struct stat st;
  if (r == -EEXIST && temp_made(p) && stat(p, &st) == 0 && S_ISDIR(st.st_mode)) r = 0;
  if (r == 0) temp_add(p);
  RET_I(r);
  free(p);
  return NAT_OK;
}

static int FileIO_rename(VM *vm, JThread *t, Value *args, Value *ret) {
  char *a = path_arg(vm, t, NARG_R(0));
  if (!a) return NAT_THROW;
  char *b = path_arg(vm, t, NARG_R(1));
  if (!b) return free(a), NAT_THROW;
  int r = rename(a, b) == 0 ? 0 : -errno;
  free(a);
  free(b);
  RET_I(r);
  return NAT_OK;
}

/* list(path): the names in a directory but "." and "..", in readdir's order; null on error. */
static int FileIO_list(VM *vm, JThread *t, Value *args, Value *ret) {
  char *p = path_arg(vm, t, NARG_R(0));
  if (!p) return NAT_THROW;
  DIR *d = opendir(p);
  free(p);
  if (!d) return RET_R(0), NAT_OK;
  size_t n = 0, cap = 16;
  char **names = malloc(cap * sizeof *names);
  struct dirent *e;
  while (names && (e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    if (n == cap) {
      char **nn = realloc(names, (cap *= 2) * sizeof *names);
      if (!nn) break;
      names = nn;
    }
    names[n] = strdup(e->d_name);
    if (names[n]) n++;
  }
  closedir(d);
  int rc = NAT_OK;
  Ref arr = names ? heap_new_ref_array(vm, vm->c_string, (int32_t)n) : 0;
  if (!arr) {
    rc = NAT_THROW;
    exc_oom(vm, t);
  } else {
    heap_pin(vm, arr);
    for (size_t i = 0; i < n; i++) {
      Ref s = str_new_utf8(vm, names[i]);
      if (!s) {
        rc = NAT_THROW;
        exc_oom(vm, t);
        break;
      }
      ARR(heap_obj(vm, arr), Ref)[i] = s;
    }
    if (rc == NAT_OK) RET_R(arr);
  }
  for (size_t i = 0; i < n; i++)
    free(names[i]);
  free(names);
  return rc;
}

static int FileIO_strerror(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref s = str_new_utf8(vm, strerror(args[0].i));
  if (!s) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

/* realpath(path): the canonical path, or null when it cannot be resolved. */
static int FileIO_realpath(VM *vm, JThread *t, Value *args, Value *ret) {
  char *p = path_arg(vm, t, NARG_R(0));
  if (!p) return NAT_THROW;
  char buf[PATH_MAX];
  char *r = realpath(p, buf);
  free(p);
  if (!r) return RET_R(0), NAT_OK;
  Ref s = str_new_utf8(vm, r);
  if (!s) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

/* deleteOnExit under check: the paths to delete when the process ends, once the whole search is
 * over (a search runs no shutdown hooks; each path registers the same names again). */
static char **exit_paths;
static size_t nexit_paths;

static void delete_exit_paths(void) {
  for (size_t i = nexit_paths; i-- > 0;) { /* reverse order of registration, as the JDK */
    struct stat st;
    if (stat(exit_paths[i], &st) == 0 && S_ISDIR(st.st_mode))
      rmdir(exit_paths[i]);
    else
      unlink(exit_paths[i]);
    free(exit_paths[i]);
  }
  free(exit_paths);
  exit_paths = NULL;
  nexit_paths = 0;
}

/* deleteAtExit(path): under check, remember path for the end of the process and return true;
 * under run return false (jlib deletes after the shutdown hooks). */
static int FileIO_deleteAtExit(VM *vm, JThread *t, Value *args, Value *ret) {
  if (!vm->ex) return RET_I(0), NAT_OK;
  char *p = path_arg(vm, t, NARG_R(0));
  if (!p) return NAT_THROW;
  for (size_t i = 0; i < nexit_paths; i++)
    if (strcmp(exit_paths[i], p) == 0) return free(p), RET_I(1), NAT_OK;
  char **np = realloc(exit_paths, (nexit_paths + 1) * sizeof *np);
  if (!np) return free(p), exc_oom(vm, t), NAT_THROW;
  if (!exit_paths) atexit(delete_exit_paths);
  exit_paths = np;
  exit_paths[nexit_paths++] = p;
  RET_I(1);
  return NAT_OK;
}

const NativeEntry nat_file[] = {
    {"jpor/internal/FileIO", "deleteAtExit", "(Ljava/lang/String;)Z", FileIO_deleteAtExit},
    {"jpor/internal/FileIO", "open", "(Ljava/lang/String;I)I", FileIO_open},
    {"jpor/internal/FileIO", "close", "(I)I", FileIO_close},
    {"jpor/internal/FileIO", "read", "(I[BIIJ)I", FileIO_read},
    {"jpor/internal/FileIO", "write", "(I[BIIJ)I", FileIO_write},
    {"jpor/internal/FileIO", "size", "(I)J", FileIO_size},
    {"jpor/internal/FileIO", "truncate", "(IJ)I", FileIO_truncate},
    {"jpor/internal/FileIO", "stat", "(Ljava/lang/String;[J)I", FileIO_stat},
    {"jpor/internal/FileIO", "lstat", "(Ljava/lang/String;[J)I", FileIO_lstat},
    {"jpor/internal/FileIO", "setTimes", "(Ljava/lang/String;[JZ)I", FileIO_setTimes},
    {"jpor/internal/FileIO", "access", "(Ljava/lang/String;I)I", FileIO_access},
    {"jpor/internal/FileIO", "unlink", "(Ljava/lang/String;)I", FileIO_unlink},
    {"jpor/internal/FileIO", "rmdir", "(Ljava/lang/String;)I", FileIO_rmdir},
    {"jpor/internal/FileIO", "mkdir", "(Ljava/lang/String;I)I", FileIO_mkdir},
    {"jpor/internal/FileIO", "mkdirTemp", "(Ljava/lang/String;I)I", FileIO_mkdirTemp},
    {"jpor/internal/FileIO", "rename", "(Ljava/lang/String;Ljava/lang/String;)I", FileIO_rename},
    {"jpor/internal/FileIO", "list", "(Ljava/lang/String;)[Ljava/lang/String;", FileIO_list},
    {"jpor/internal/FileIO", "strerror", "(I)Ljava/lang/String;", FileIO_strerror},
    {"jpor/internal/FileIO", "realpath", "(Ljava/lang/String;)Ljava/lang/String;", FileIO_realpath},
    {NULL, NULL, NULL, NULL}};
