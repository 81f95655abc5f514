package model

import "time"

// User is an account that can sign in. Every user acts for its own individual
// Contact, and for the households and organisations that contact belongs to.
type User struct {
	ID       string `bun:"id,pk"`
	Username string `bun:"username,notnull,unique"`
	// UsernameLower and EmailLower make sign-in case-insensitive on both engines.
	UsernameLower  string  `bun:"username_lower,notnull,unique"`
	Email          string  `bun:"email,notnull"`
	EmailLower     string  `bun:"email_lower,notnull,unique"`
	Name           string  `bun:"name,notnull"`
	Phone          *string `bun:"phone"`
	PasswordHash   string  `bun:"password_hash,notnull"`
	EmailVerified  bool    `bun:"email_verified,notnull,default:false"`
	ContactID      string  `bun:"contact_id,notnull"`
	ProfilePhotoID *string `bun:"profile_photo_id"`
	Locale         *string `bun:"locale"`
	// Language is the code of the language Reach speaks to the user in (backend/internal/i18n).
	Language      string     `bun:"language,notnull,default:'en'"`
	Newsletter    bool       `bun:"newsletter,notnull,default:false"`
	GoogleSubject *string    `bun:"google_subject,unique"`
	CreatedAt     time.Time  `bun:"created_at,notnull"`
	UpdatedAt     time.Time  `bun:"updated_at,notnull"`
	LastSignInAt  *time.Time `bun:"last_sign_in_at"`
	// DeletedAt marks a deactivated user: they cannot sign in; nothing is removed.
	DeletedAt *time.Time `bun:"deleted_at"`

	Roles []*UserRole `bun:"rel:has-many,join:id=user_id"`
}

// UserRole grants a user one role (the role names of policies/policy.csv).
type UserRole struct {
	UserID    string    `bun:"user_id,pk"`
	Role      string    `bun:"role,pk"`
	CreatedAt time.Time `bun:"created_at,notnull"`
}

// Session is a signed-in session. Only the SHA-256 of the token is stored.
type Session struct {
	ID         string     `bun:"id,pk"`
	TokenHash  string     `bun:"token_hash,notnull,unique"`
	UserID     string     `bun:"user_id,notnull"`
	CreatedAt  time.Time  `bun:"created_at,notnull"`
	LastSeenAt time.Time  `bun:"last_seen_at,notnull"`
	ExpiresAt  time.Time  `bun:"expires_at,notnull"`
	RevokedAt  *time.Time `bun:"revoked_at"`
	UserAgent  string     `bun:"user_agent,notnull,default:''"`
	IP         string     `bun:"ip,notnull,default:''"`
	// SignInMethod is how the session began (SignInPassword...); empty for sessions older than
	// the record.
	SignInMethod string `bun:"sign_in_method,notnull,default:''"`
}

// How a session was signed in (Session.SignInMethod); a signature records it.
const (
	SignInPassword  = "password"
	SignInMagicLink = "magic link"
	SignInGoogle    = "Google"
)

// Link kinds of UserLink.
const (
	LinkMagicSignIn   = "MAGIC_SIGN_IN"
	LinkPasswordReset = "PASSWORD_RESET"
	LinkVerifyEmail   = "VERIFY_EMAIL"
)

// UserLink is a single-use, expiring code mailed to a user (magic sign-in,
// password reset, email verification). Only the SHA-256 of the code is stored.
type UserLink struct {
	ID        string     `bun:"id,pk"`
	Kind      string     `bun:"kind,notnull"`
	CodeHash  string     `bun:"code_hash,notnull,unique"`
	UserID    string     `bun:"user_id,notnull"`
	CreatedAt time.Time  `bun:"created_at,notnull"`
	ExpiresAt time.Time  `bun:"expires_at,notnull"`
	UsedAt    *time.Time `bun:"used_at"`
}

// EmailChange is a change of a user's email that waits for the new address to confirm it: a
// single-use code mailed there, of which only the SHA-256 is stored. The user keeps the old
// email until the link is followed; a later request for the same user cancels this one.
type EmailChange struct {
	ID       string `bun:"id,pk"`
	UserID   string `bun:"user_id,notnull"`
	NewEmail string `bun:"new_email,notnull"`
	CodeHash string `bun:"code_hash,notnull,unique"`
	// RequestedByUserID is who asked for the change, RequestedBy their name then (the mails
	// name them).
	RequestedByUserID string     `bun:"requested_by_user_id,notnull"`
	RequestedBy       string     `bun:"requested_by,notnull"`
	CreatedAt         time.Time  `bun:"created_at,notnull"`
	ExpiresAt         time.Time  `bun:"expires_at,notnull"`
	UsedAt            *time.Time `bun:"used_at"`
	CancelledAt       *time.Time `bun:"cancelled_at"`
}

// RateLimitHit counts attempts of one kind from one key (an address or an IP)
// in one fixed window; kept in the database so every instance sees the same count.
type RateLimitHit struct {
	Bucket      string    `bun:"bucket,pk"`
	WindowStart time.Time `bun:"window_start,pk"`
	Count       int       `bun:"count,notnull"`
}
