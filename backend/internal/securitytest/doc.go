// Package securitytest is the list of attacks Reach withstands. Each test
// performs one attack against the real HTTP handler on a fresh database
// (in-memory SQLite, or PostgreSQL when REACH_TEST_DATABASE_URL is set) and
// asserts that it fails the way a user or an operator would want it to.
//
// One file per subject: outbox_test.go (mailed secrets), graphql_test.go
// (documents and websockets), contact_header_fuzz_test.go, signup_test.go,
// signin_test.go and profile_test.go (accounts), staff_test.go (staff acting
// against donors and field workers), datafolder_test.go (file modes),
// upload_test.go (files), giving_test.go (gifts), verify_test.go (the public
// agreement verification pages). docs/security.md lists them with the limits
// they hold.
package securitytest
