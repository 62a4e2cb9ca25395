import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// A bounded buffer with ReentrantLock and two Conditions (notFull, notEmpty).
public class ConditionBoundedBuffer {
    static final class Buffer<T> {
        final ReentrantLock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition();
        final Condition notEmpty = lock.newCondition();
        final Object[] items;
        int putIdx, takeIdx, count;
        Buffer(int n) { items = new Object[n]; }
        void put(T x) throws InterruptedException {
            lock.lock();
            try {
                while (count == items.length) notFull.await();
                items[putIdx] = x;
                putIdx = (putIdx + 1) % items.length;
                count++;
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }
        @SuppressWarnings("unchecked")
        T take() throws InterruptedException {
            lock.lock();
            try {
                while (count == 0) notEmpty.await();
                T x = (T) items[takeIdx];
                items[takeIdx] = null;
                takeIdx = (takeIdx + 1) % items.length;
                count--;
                notFull.signal();
                return x;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Buffer<String> buf = new Buffer<>(3);
        StringBuilder received = new StringBuilder();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 0; i < 100; i++) buf.put("m" + i);
                buf.put("END");
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        Thread consumer = new Thread(() -> {
            try {
                int n = 0;
                for (String s; !(s = buf.take()).equals("END");) {
                    received.append(s).append(++n % 10 == 0 ? "\n" : " ");
                }
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        consumer.start();
        producer.start();
        producer.join();
        consumer.join();
        System.out.print(received);
        System.out.println("count " + buf.count + " locked " + buf.lock.isLocked());
        buf.lock.lock();
        try {
            System.out.println("waiters on notEmpty " + buf.lock.getWaitQueueLength(buf.notEmpty) + " hasWaiters " + buf.lock.hasWaiters(buf.notFull));
        } finally {
            buf.lock.unlock();
        }
    }
}
