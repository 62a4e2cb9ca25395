package jpor.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** FileChannel over FileIO's positioned reads and writes; a stream's channel shares its position. */
public final class FileChannelImpl extends FileChannel {
    /** The stream a channel came from (getChannel): its position and closing. */
    public interface Owner {
        long position();

        void position(long p);

        boolean closed();

        void closeOwner() throws IOException;
    }

    private final int fd;
    private final boolean readable;
    private final boolean writable;
    private final boolean append;
    private final Owner owner;
    private final String deleteOnClose;
    private long pos;

    public FileChannelImpl(int fd, boolean readable, boolean writable, boolean append, Owner owner, String deleteOnClose) {
        this.fd = fd;
        this.readable = readable;
        this.writable = writable;
        this.append = append;
        this.owner = owner;
        this.deleteOnClose = deleteOnClose;
    }

    public static FileChannel open(Path path, OpenOption... options) throws IOException {
        boolean read = false, write = false, append = false, trunc = false, create = false, createNew = false, del = false;
        for (OpenOption o : options) {
            if (o == null) {
                throw new NullPointerException();
            } else if (o == StandardOpenOption.READ) {
                read = true;
            } else if (o == StandardOpenOption.WRITE) {
                write = true;
            } else if (o == StandardOpenOption.APPEND) {
                append = true;
            } else if (o == StandardOpenOption.TRUNCATE_EXISTING) {
                trunc = true;
            } else if (o == StandardOpenOption.CREATE) {
                create = true;
            } else if (o == StandardOpenOption.CREATE_NEW) {
                createNew = true;
            } else if (o == StandardOpenOption.DELETE_ON_CLOSE) {
                del = true;
            } else if (!(o instanceof StandardOpenOption) && o != LinkOption.NOFOLLOW_LINKS) {
                throw new UnsupportedOperationException(o + " not supported");
            }
        }
        if (append) {
            write = true;
        }
        if (!write) {
            read = true;
        }
        if (read && append) {
            throw new IllegalArgumentException("READ + APPEND not allowed");
        }
        if (append && trunc) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        String p = path.toString();
        int flags = (read ? FileIO.READ : 0) | (write ? FileIO.WRITE : 0) | (append ? FileIO.APPEND : 0);
        if (write) {
            if (createNew) {
                flags |= FileIO.CREATE | FileIO.EXCL;
            } else if (create) {
                flags |= FileIO.CREATE;
            }
            if (trunc) {
                flags |= FileIO.TRUNC;
            }
        }
        int fd = FileIO.open(p, flags);
        if (fd < 0) {
            int e = -fd;
            if (e == FileIO.EACCES) {
                throw new AccessDeniedException(p);
            }
            if (e == FileIO.ENOENT) {
                throw new NoSuchFileException(p);
            }
            if (e == FileIO.EEXIST) {
                throw new FileAlreadyExistsException(p);
            }
            throw new FileSystemException(p, null, FileIO.strerror(e));
        }
        return new FileChannelImpl(fd, read, write, append, null, del ? p : null);
    }

    private void ensureOpen() throws IOException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    public boolean isOpen() {
        return super.isOpen() && (owner == null || !owner.closed());
    }

    private long pos() {
        return owner != null ? owner.position() : pos;
    }

    private void setPos(long p) {
        if (owner != null) {
            owner.position(p);
        } else {
            pos = p;
        }
    }

    private int readAt(ByteBuffer dst, long at) throws IOException {
        if (!readable) {
            throw new NonReadableChannelException();
        }
        ensureOpen();
        int n = dst.remaining();
        if (n == 0) {
            return 0;
        }
        byte[] tmp = new byte[n];
        int r = FileIO.read(fd, tmp, 0, n, at);
        if (r < 0) {
            throw FileIO.ioError(r);
        }
        if (r == 0) {
            return -1;
        }
        dst.put(tmp, 0, r);
        return r;
    }

    private int writeAt(ByteBuffer src, long at) throws IOException {
        if (!writable) {
            throw new NonWritableChannelException();
        }
        ensureOpen();
        int n = src.remaining();
        byte[] tmp = new byte[n];
        src.get(tmp);
        if (n == 0) {
            return 0;
        }
        int r = FileIO.write(fd, tmp, 0, n, at);
        if (r < 0) {
            throw FileIO.ioError(r);
        }
        return n;
    }

    public int read(ByteBuffer dst) throws IOException {
        int r = readAt(dst, pos());
        if (r > 0) {
            setPos(pos() + r);
        }
        return r;
    }

    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        if (offset < 0 || length < 0 || offset > dsts.length - length) {
            throw new IndexOutOfBoundsException();
        }
        long total = 0;
        for (int i = offset; i < offset + length; i++) {
            if (!dsts[i].hasRemaining()) {
                continue;
            }
            int want = dsts[i].remaining();
            int r = read(dsts[i]);
            if (r < 0) {
                return total == 0 ? -1 : total;
            }
            total += r;
            if (r < want) {
                break;
            }
        }
        return total;
    }

    public int write(ByteBuffer src) throws IOException {
        if (append) {
            int r = writeAt(src, -1L);
            setPos(FileIO.size(fd));
            return r;
        }
        int r = writeAt(src, pos());
        setPos(pos() + r);
        return r;
    }

    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        if (offset < 0 || length < 0 || offset > srcs.length - length) {
            throw new IndexOutOfBoundsException();
        }
        long total = 0;
        for (int i = offset; i < offset + length; i++) {
            total += write(srcs[i]);
        }
        return total;
    }

    public long position() throws IOException {
        ensureOpen();
        return append ? FileIO.size(fd) : pos();
    }

    public FileChannel position(long newPosition) throws IOException {
        ensureOpen();
        if (newPosition < 0) {
            throw new IllegalArgumentException();
        }
        setPos(newPosition);
        return this;
    }

    public long size() throws IOException {
        ensureOpen();
        long s = FileIO.size(fd);
        if (s < 0) {
            throw FileIO.ioError((int) s);
        }
        return s;
    }

    public FileChannel truncate(long size) throws IOException {
        ensureOpen();
        if (size < 0) {
            throw new IllegalArgumentException("Negative size");
        }
        if (!writable) {
            throw new NonWritableChannelException();
        }
        if (size < size()) {
            int r = FileIO.truncate(fd, size);
            if (r < 0) {
                throw FileIO.ioError(r);
            }
        }
        if (pos() > size) {
            setPos(size);
        }
        return this;
    }

    public void force(boolean metaData) throws IOException {
        ensureOpen();
    }

    public int read(ByteBuffer dst, long position) throws IOException {
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        return readAt(dst, position);
    }

    public int write(ByteBuffer src, long position) throws IOException {
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        return writeAt(src, position);
    }

    public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
        ensureOpen();
        long done = 0;
        ByteBuffer b = ByteBuffer.allocate(8192);
        while (done < count) {
            b.clear();
            if (count - done < b.capacity()) {
                b.limit((int) (count - done));
            }
            int r = readAt(b, position + done);
            if (r <= 0) {
                break;
            }
            b.flip();
            while (b.hasRemaining()) {
                target.write(b);
            }
            done += r;
        }
        return done;
    }

    public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
        ensureOpen();
        long done = 0;
        ByteBuffer b = ByteBuffer.allocate(8192);
        while (done < count) {
            b.clear();
            if (count - done < b.capacity()) {
                b.limit((int) (count - done));
            }
            int r = src.read(b);
            if (r <= 0) {
                break;
            }
            b.flip();
            writeAt(b, position + done);
            done += r;
        }
        return done;
    }

    protected void implCloseChannel() throws IOException {
        if (owner != null) {
            owner.closeOwner();
            return;
        }
        FileIO.close(fd);
        if (deleteOnClose != null) {
            FileIO.unlink(deleteOnClose);
        }
    }
}
