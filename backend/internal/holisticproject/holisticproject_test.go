package holisticproject

import "testing"

func TestFundingPercent(t *testing.T) {
	for _, tc := range []struct {
		balance, target int64
		want            int
	}{
		{0, 10_000_0000, 0},
		{2_500_0000, 10_000_0000, 2500},
		{1, 3, 3333},                      // rounded down
		{10_000_0000, 0, 0},               // no target
		{15_000_0000, 10_000_0000, 10000}, // over-funded shows as full
		{-5, 100, 0},
		{9_999_999_999_999, 10_000_000_000_000, 9999},        // large values do not overflow
		{9_000_000_000_000_000, 9_007_199_254_740_991, 9992}, // nor the largest SafeInts
	} {
		if got := FundingPercent(tc.balance, tc.target); got != tc.want {
			t.Errorf("FundingPercent(%d, %d) = %d, want %d", tc.balance, tc.target, got, tc.want)
		}
	}
}
