package java.nio;

/** The ByteBuffer implementation (heap array; "direct" buffers are heap arrays too). */
class HeapByteBuffer extends ByteBuffer {
    HeapByteBuffer(byte[] hb, int offset, int mark, int pos, int lim, int cap, boolean readOnly, boolean direct) {
        super(hb, offset, mark, pos, lim, cap, readOnly, direct);
    }
}
