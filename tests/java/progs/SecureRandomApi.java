import java.security.*;
import java.util.*;

public class SecureRandomApi {
    public static void main(String[] args) throws Exception {
        SecureRandom sr = new SecureRandom();
        System.out.println(sr.getAlgorithm() + " " + (sr instanceof Random));
        boolean inRange = true;
        int[] seen = new int[6];
        for (int i = 0; i < 6000; i++) {
            int d = sr.nextInt(6);
            if (d < 0 || d >= 6)
                inRange = false;
            else
                seen[d]++;
        }
        boolean all = true;
        for (int c : seen)
            all &= c > 500;
        System.out.println("dice in range " + inRange + ", every face often " + all);
        double dsum = 0;
        for (int i = 0; i < 1000; i++) {
            double d = sr.nextDouble();
            if (d < 0 || d >= 1)
                inRange = false;
            dsum += d;
        }
        System.out.println("doubles in range " + inRange + ", mean near 0.5 " + (Math.abs(dsum / 1000 - 0.5) < 0.1));
        byte[] b = new byte[37];
        sr.nextBytes(b);
        byte[] c = new byte[37];
        sr.nextBytes(c);
        System.out.println("bytes differ " + !Arrays.equals(b, c) + " " + sr.generateSeed(5).length + " " + SecureRandom.getSeed(3).length);
        SecureRandom seeded1 = new SecureRandom("same".getBytes());
        SecureRandom seeded2 = new SecureRandom("same".getBytes());
        System.out.println("explicit seed does not make them equal " + (seeded1.nextLong() != seeded2.nextLong()));
        sr.setSeed(42L);
        sr.setSeed(new byte[] {1, 2, 3});
        long l = 100 + sr.nextInt(100);
        System.out.println("bounded long " + (l >= 100 && l < 200));
        System.out.println(SecureRandom.getInstance("SHA1PRNG").getAlgorithm() + " " + SecureRandom.getInstanceStrong().getAlgorithm() + " " + SecureRandom.getInstance("DRBG").getAlgorithm());
        try {
            SecureRandom.getInstance("NoSuchRNG");
        } catch (NoSuchAlgorithmException e) {
            System.out.println(e.getMessage());
        }
        try {
            sr.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        String alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        StringBuilder token = new StringBuilder();
        for (int i = 0; i < 12; i++)
            token.append(alphabet.charAt(sr.nextInt(alphabet.length())));
        System.out.println("token length " + token.length() + " " + token.toString().matches("[A-Z2-9]{12}"));
        List<Integer> deck = new ArrayList<Integer>();
        for (int i = 0; i < 52; i++)
            deck.add(i);
        Collections.shuffle(deck, sr);
        Collections.sort(deck);
        System.out.println("shuffle kept the cards " + (deck.get(0) == 0 && deck.get(51) == 51));
    }
}
