package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"sync"

	"golang.org/x/crypto/argon2"
)

// MaxConcurrentHashes bounds how many argon2id computations run at once, so
// a burst of sign-ins queues instead of thrashing memory and CPU.
const MaxConcurrentHashes = 2

const (
	argonThreads = 1
	argonSaltLen = 16
	argonKeyLen  = 32
)

// ErrBadHash is returned for a stored hash that is not an argon2id PHC string.
var ErrBadHash = errors.New("auth: not an argon2id hash")

// Hasher hashes and verifies passwords with argon2id, stored as PHC strings
// ($argon2id$v=19$m=19456,t=2,p=1$salt$hash).
type Hasher struct {
	MemoryKiB  uint32
	Iterations uint32
	sem        chan struct{}

	dummyOnce sync.Once
	dummy     string
}

// NewHasher returns a Hasher with the given cost (config REACH_ARGON2_MEMORY_KIB
// and REACH_ARGON2_ITERATIONS).
func NewHasher(memoryKiB, iterations uint32) *Hasher {
	return &Hasher{MemoryKiB: memoryKiB, Iterations: iterations, sem: make(chan struct{}, MaxConcurrentHashes)}
}

func (h *Hasher) acquire(ctx context.Context) error {
	select {
	case h.sem <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (h *Hasher) release() { <-h.sem }

// Hash returns the PHC string of password with a fresh random salt.
func (h *Hasher) Hash(ctx context.Context, password string) (string, error) {
	if err := h.acquire(ctx); err != nil {
		return "", err
	}
	defer h.release()
	return h.hashUnlimited(password), nil
}

func (h *Hasher) hashUnlimited(password string) string {
	salt := make([]byte, argonSaltLen)
	_, _ = rand.Read(salt)
	key := argon2.IDKey([]byte(password), salt, h.Iterations, h.MemoryKiB, argonThreads, argonKeyLen)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, h.MemoryKiB, h.Iterations, argonThreads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key))
}

// Verify tells whether password matches the PHC string encoded, comparing in
// constant time. The cost is read from the stored hash, so raising the
// configured cost keeps old hashes valid.
func (h *Hasher) Verify(ctx context.Context, encoded, password string) (bool, error) {
	p, err := parsePHC(encoded)
	if err != nil {
		return false, err
	}
	if err := h.acquire(ctx); err != nil {
		return false, err
	}
	defer h.release()
	key := argon2.IDKey([]byte(password), p.salt, p.t, p.m, p.p, uint32(len(p.key)))
	return subtle.ConstantTimeCompare(key, p.key) == 1, nil
}

// VerifyDummy spends the time of one Verify and always answers false: call it
// when the user is unknown, so timing does not tell who has an account.
func (h *Hasher) VerifyDummy(ctx context.Context, password string) {
	// A hash of a random password with the same cost, made on first use (not
	// at start, which must stay fast).
	h.dummyOnce.Do(func() {
		var pw [16]byte
		_, _ = rand.Read(pw[:])
		h.dummy = h.hashUnlimited(base64.RawStdEncoding.EncodeToString(pw[:]))
	})
	_, _ = h.Verify(ctx, h.dummy, password)
}

// NeedsRehash tells whether encoded was made with a different cost than h's.
func (h *Hasher) NeedsRehash(encoded string) bool {
	p, err := parsePHC(encoded)
	return err != nil || p.m != h.MemoryKiB || p.t != h.Iterations || p.p != argonThreads
}

type phc struct {
	m, t      uint32
	p         uint8
	salt, key []byte
}

func parsePHC(s string) (phc, error) {
	var out phc
	parts := strings.Split(s, "$")
	// "", "argon2id", "v=19", "m=..,t=..,p=..", salt, hash
	if len(parts) != 6 || parts[1] != "argon2id" {
		return out, ErrBadHash
	}
	var v int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &v); err != nil || v != argon2.Version {
		return out, ErrBadHash
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &out.m, &out.t, &out.p); err != nil || out.t == 0 || out.p == 0 {
		return out, ErrBadHash
	}
	var err error
	if out.salt, err = base64.RawStdEncoding.DecodeString(parts[4]); err != nil {
		return out, ErrBadHash
	}
	if out.key, err = base64.RawStdEncoding.DecodeString(parts[5]); err != nil || len(out.key) == 0 {
		return out, ErrBadHash
	}
	return out, nil
}
