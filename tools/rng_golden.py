#!/usr/bin/env python3
"""Independent reference for crates/sleuth-core/src/rng.rs: prints the golden vectors
(SplitMix64 seeding, xoshiro256**, Lemire bounded ints, Fisher-Yates) as Rust consts."""
M = (1 << 64) - 1

def splitmix(state):
    state = (state + 0x9E3779B97F4A7C15) & M
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
    return state, z ^ (z >> 31)

def rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & M

class Xoshiro:
    def __init__(self, seed):
        st = seed
        self.s = []
        for _ in range(4):
            st, v = splitmix(st)
            self.s.append(v)
    def next(self):
        s = self.s
        result = (rotl((s[1] * 5) & M, 7) * 9) & M
        t = (s[1] << 17) & M
        s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result
    def below(self, n):
        m = self.next() * n
        if (m & M) < n:
            t = ((1 << 64) - n) % n
            while (m & M) < t:
                m = self.next() * n
        return m >> 64

def main():
    r = Xoshiro(0); a = [r.next() for _ in range(4)]
    r = Xoshiro(42); b = [r.next() for _ in range(4)]
    r = Xoshiro(7); deck = list(range(10))
    for i in range(9, 0, -1):
        j = r.below(i + 1); deck[i], deck[j] = deck[j], deck[i]
    dice = [r.below(6) + 1 for _ in range(12)]
    print("const GOLDEN_SEED0: [u64; 4] = [%s];" % ", ".join("0x%016X" % v for v in a))
    print("const GOLDEN_SEED42: [u64; 4] = [%s];" % ", ".join("0x%016X" % v for v in b))
    print("const GOLDEN_SHUFFLE_SEED7: [u32; 10] = %s;" % deck)
    print("const GOLDEN_DICE_AFTER_SHUFFLE_SEED7: [u8; 12] = %s;" % dice)

main()
