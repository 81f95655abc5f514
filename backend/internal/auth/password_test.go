package auth

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/config"
)

func TestHashVerify(t *testing.T) {
	ctx := context.Background()
	h := NewHasher(8*1024, 1)
	enc, err := h.Hash(ctx, "Correct horse 9!")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(enc, "$argon2id$v=19$m=8192,t=1,p=1$") {
		t.Fatalf("not a PHC argon2id string: %s", enc)
	}
	if ok, _ := h.Verify(ctx, enc, "Correct horse 9!"); !ok {
		t.Fatal("right password refused")
	}
	if ok, _ := h.Verify(ctx, enc, "correct horse 9!"); ok {
		t.Fatal("wrong password accepted")
	}
	enc2, _ := h.Hash(ctx, "Correct horse 9!")
	if enc2 == enc {
		t.Fatal("two hashes of one password share a salt")
	}
	// A hash made with another cost still verifies (cost is read from the hash).
	h2 := NewHasher(9*1024, 2)
	if ok, _ := h2.Verify(ctx, enc, "Correct horse 9!"); !ok {
		t.Fatal("hash of an older cost refused")
	}
	if !h2.NeedsRehash(enc) || h.NeedsRehash(enc) {
		t.Fatal("NeedsRehash wrong")
	}
	if _, err := h.Verify(ctx, "$2a$10$bcrypt", "x"); err == nil {
		t.Fatal("a non-argon2id hash was accepted")
	}
}

func TestHashingIsLimitedToTwoAtOnce(t *testing.T) {
	ctx := context.Background()
	h := NewHasher(8*1024, 1)
	var mu sync.Mutex
	running, peak := 0, 0
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = h.acquire(ctx)
			mu.Lock()
			running++
			peak = max(peak, running)
			mu.Unlock()
			time.Sleep(5 * time.Millisecond)
			mu.Lock()
			running--
			mu.Unlock()
			h.release()
		}()
	}
	wg.Wait()
	if peak != MaxConcurrentHashes {
		t.Fatalf("peak concurrent hashes %d, want %d", peak, MaxConcurrentHashes)
	}
}

func TestTokensAreRandomAndOnlyTheHashIsKept(t *testing.T) {
	a, ha := NewToken()
	b, _ := NewToken()
	if a == b || len(a) != 43 || strings.ContainsAny(a, "+/=") {
		t.Fatalf("tokens not 32 random bytes in base64url: %q %q", a, b)
	}
	if HashToken(a) != ha || ha == a || len(ha) != 64 {
		t.Fatalf("hash of token wrong")
	}
}

func defaultHasher(b *testing.B) *Hasher {
	cfg, err := config.FromEnv(func(string) string { return "" })
	if err != nil {
		b.Fatal(err)
	}
	return NewHasher(cfg.Argon2MemoryKiB, cfg.Argon2Iterations)
}

// BenchmarkHash measures one argon2id hash at the configured default cost
// (REACH_ARGON2_MEMORY_KIB, REACH_ARGON2_ITERATIONS).
func BenchmarkHash(b *testing.B) {
	h := defaultHasher(b)
	ctx := context.Background()
	for b.Loop() {
		_, _ = h.Hash(ctx, "Correct horse 9!")
	}
}

// BenchmarkVerifyParallel measures verification under contention, limited to
// MaxConcurrentHashes at once.
func BenchmarkVerifyParallel(b *testing.B) {
	h := defaultHasher(b)
	ctx := context.Background()
	enc, _ := h.Hash(ctx, "Correct horse 9!")
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			_, _ = h.Verify(ctx, enc, "Correct horse 9!")
		}
	})
}

// BenchmarkHashCosts compares candidate costs: with MaxConcurrentHashes=2 on
// 2 cores, 20 concurrent sign-ins wait for 10 hashes in a row, so one hash
// must stay well under 30 ms for a p99 under 300 ms.
func BenchmarkHashCosts(b *testing.B) {
	for _, c := range []struct{ m, t uint32 }{{19456, 2}, {12288, 3}, {12288, 2}, {9216, 2}} {
		b.Run(fmt.Sprintf("m=%d,t=%d", c.m, c.t), func(b *testing.B) {
			h := NewHasher(c.m, c.t)
			ctx := context.Background()
			for b.Loop() {
				_, _ = h.Hash(ctx, "Correct horse 9!")
			}
		})
	}
}

// An unknown user's sign-in verifies against a dummy hash made by the same hasher, so it costs
// one argon2id at the configured memory and passes, as a known user's does (checked by what the
// dummy is, not by a stopwatch: timings on a busy machine prove nothing).
func TestUnknownUserCostsOneHash(t *testing.T) {
	ctx := context.Background()
	h := NewHasher(16*1024, 2)
	h.VerifyDummy(ctx, "wrong password")
	if h.dummy == "" {
		t.Fatal("VerifyDummy verified against nothing")
	}
	if h.NeedsRehash(h.dummy) {
		t.Fatalf("the dummy hash %q is not at the hasher's cost", h.dummy)
	}
	real, _ := h.Hash(ctx, "Correct horse 9!")
	if params := func(enc string) string { return enc[:strings.LastIndex(enc[:strings.LastIndex(enc, "$")], "$")] }; params(h.dummy) != params(real) {
		t.Fatalf("dummy %q and a real hash %q differ in algorithm or cost", params(h.dummy), params(real))
	}
	if ok, err := h.Verify(ctx, h.dummy, "wrong password"); ok || err != nil {
		t.Fatalf("the dummy hash accepts a password: %v %v", ok, err)
	}
}
