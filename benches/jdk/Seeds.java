// The JDK side of benches/seeds.rs: each JDK microbenchmark this crate answers, mirrored without
// JMH (not installable here). One fresh JVM per row (`java Seeds.java <row>`, see run.sh): warm
// up until two consecutive 0.5 s windows agree within 3 %, then the median of 5 windows of 0.5 s.
// Prints "<row> <MB/s>" (MB = 10^6 bytes of payload; UUIDBench: millions of UUIDs per second).
import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import javax.crypto.Cipher;
import javax.crypto.CipherInputStream;
import javax.crypto.CipherOutputStream;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.UUID;

public class Seeds {
    static final SecretKeySpec KEY = new SecretKeySpec(new byte[16], "AES");
    static long counter = 0;

    /** A fresh 12-byte IV per encryption (the JDK refuses to encrypt twice with one GCM IV). */
    static byte[] iv() {
        byte[] iv = new byte[12];
        long c = ++counter;
        for (int i = 0; i < 8; i++) iv[i] = (byte) (c >>> (8 * i));
        return iv;
    }

    interface Op { void run() throws Exception; }

    /** Calls per second of `op` over a window of `secs`. */
    static double window(Op op, double secs) throws Exception {
        long n = 0, t0 = System.nanoTime(), end = t0 + (long) (secs * 1e9), t;
        do { op.run(); n++; t = System.nanoTime(); } while (t < end);
        return n / ((t - t0) / 1e9);
    }

    static double measure(Op op, long bytes) throws Exception {
        double prev = window(op, 0.5);
        for (int i = 0; i < 40; i++) {
            double cur = window(op, 0.5);
            if (Math.abs(cur - prev) <= 0.03 * prev) break;
            prev = cur;
        }
        double[] w = new double[5];
        for (int i = 0; i < 5; i++) w[i] = window(op, 0.5);
        Arrays.sort(w);
        return w[2] * bytes / 1e6;
    }

    public static void main(String[] args) throws Exception {
        String row = args[0];
        String[] p = row.split("/");
        Op op;
        long bytes;
        switch (p[0]) {
            case "AESGCMCipherInputStream": {
                // p[1] = encrypt-<buffer> | decrypt-<buffer>, p[2] = size in bytes
                boolean enc = p[1].startsWith("encrypt");
                int bufSize = Integer.parseInt(p[1].substring(p[1].indexOf('-') + 1));
                int size = Integer.parseInt(p[2]);
                byte[] data = new byte[size];
                byte[] fixedIv = new byte[12];
                Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
                c.init(Cipher.ENCRYPT_MODE, KEY, new GCMParameterSpec(128, fixedIv));
                byte[] sealed = c.doFinal(data);
                byte[] buf = new byte[bufSize];
                op = () -> {
                    Cipher k = Cipher.getInstance("AES/GCM/NoPadding");
                    if (enc) k.init(Cipher.ENCRYPT_MODE, KEY, new GCMParameterSpec(128, iv()));
                    else k.init(Cipher.DECRYPT_MODE, KEY, new GCMParameterSpec(128, fixedIv));
                    try (CipherInputStream in = new CipherInputStream(new ByteArrayInputStream(enc ? data : sealed), k)) {
                        while (in.read(buf) != -1) {}
                    }
                };
                bytes = size;
                break;
            }
            case "AESGCMCipherOutputStream": {
                // p[1] = decrypt-<write size>, p[2] = size in bytes
                int piece = Integer.parseInt(p[1].substring(p[1].indexOf('-') + 1));
                int size = Integer.parseInt(p[2]);
                byte[] fixedIv = new byte[12];
                Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
                c.init(Cipher.ENCRYPT_MODE, KEY, new GCMParameterSpec(128, fixedIv));
                byte[] sealed = c.doFinal(new byte[size]);
                op = () -> {
                    Cipher k = Cipher.getInstance("AES/GCM/NoPadding");
                    k.init(Cipher.DECRYPT_MODE, KEY, new GCMParameterSpec(128, fixedIv));
                    try (CipherOutputStream out = new CipherOutputStream(OutputStream.nullOutputStream(), k)) {
                        for (int off = 0; off < sealed.length; off += piece) {
                            out.write(sealed, off, Math.min(piece, sealed.length - off));
                        }
                    }
                };
                bytes = size;
                break;
            }
            case "AESGCMBench": {
                // p[1] = encrypt | decrypt, p[2] = size: Cipher.doFinal(byte[])
                boolean enc = p[1].equals("encrypt");
                int size = Integer.parseInt(p[2]);
                byte[] data = new byte[size];
                byte[] fixedIv = new byte[12];
                Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
                c.init(Cipher.ENCRYPT_MODE, KEY, new GCMParameterSpec(128, fixedIv));
                byte[] sealed = c.doFinal(data);
                op = () -> {
                    if (enc) {
                        c.init(Cipher.ENCRYPT_MODE, KEY, new GCMParameterSpec(128, iv()));
                        c.doFinal(data);
                    } else {
                        c.init(Cipher.DECRYPT_MODE, KEY, new GCMParameterSpec(128, fixedIv));
                        c.doFinal(sealed);
                    }
                };
                bytes = size;
                break;
            }
            case "AESBench": {
                // p[1] = cbc-encrypt | cbc-decrypt, p[2] = size: doFinal into a preallocated buffer
                boolean enc = p[1].equals("cbc-encrypt");
                int size = Integer.parseInt(p[2]);
                byte[] data = new byte[size], out = new byte[size];
                Cipher c = Cipher.getInstance("AES/CBC/NoPadding");
                IvParameterSpec iv = new IvParameterSpec(new byte[16]);
                c.init(enc ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE, KEY, iv);
                op = () -> c.doFinal(data, 0, size, out, 0);
                bytes = size;
                break;
            }
            case "UUIDBench": {
                // p[1] = fromType3Bytes, p[2] = count: name-based UUIDs of 32-byte inputs (a
                // 16-byte namespace and a 16-digit name), the rate printed in millions per second
                int count = Integer.parseInt(p[2]);
                byte[][] names = new byte[count][];
                for (int i = 0; i < count; i++) {
                    byte[] m = new byte[32];
                    Arrays.fill(m, 0, 16, (byte) 0x6b);
                    System.arraycopy(String.format("%016d", i).getBytes(), 0, m, 16, 16);
                    names[i] = m;
                }
                UUID[] out = new UUID[count];
                op = () -> { for (int i = 0; i < count; i++) out[i] = UUID.nameUUIDFromBytes(names[i]); };
                bytes = count;
                break;
            }
            case "MessageDigests": {
                // p[1] = MD5 | SHA-1 | SHA-256, p[2] = size: MessageDigest.digest(byte[])
                int size = Integer.parseInt(p[2]);
                byte[] data = new byte[size];
                Arrays.fill(data, (byte) 0x5a);
                MessageDigest md = MessageDigest.getInstance(p[1]);
                op = () -> md.digest(data);
                bytes = size;
                break;
            }
            default:
                throw new IllegalArgumentException(row);
        }
        System.out.printf("%s %.1f%n", row, measure(op, bytes));
    }
}
