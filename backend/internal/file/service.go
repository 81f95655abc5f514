// Package file holds the rules of uploaded files and pictures: signed
// uploads, recording an upload (checking its size and that its bytes are what
// its type claims), picture sizes, who may see a file, and expiring download
// links. The bytes live in a storage.Store (local disk or S3).
//
// Who may see a file: the uploader, the user whose profile photo it is,
// staff (list-admin-file), and whoever a domain's Rule lets see files
// attached to one of its objects. Pictures of a type whose Rule is Public
// (holistic project and people group photos) are public.
package file

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/storage"
)

// Lifetimes of signed uploads and download links.
const (
	UploadLifetime = 15 * time.Minute
	// LinkLifetime is how long a private file's URL works; links are rounded
	// up to the next LinkRounding so repeated queries give the same URL.
	LinkLifetime = time.Hour
	LinkRounding = 15 * time.Minute
	// MaxListed is the most files allFilesForUser returns (the spec's file page size).
	MaxListed = 10000
	// UploadRetention is how long an upload's object is kept: a day after
	// its link was issued it is removed, saved or not (a saved file lives
	// under a key of its own).
	UploadRetention = 24 * time.Hour
)

// The daily quota of uploads that are never saved, per user: a field worker
// uploading forty report photos saves each one, and a saved upload no longer
// counts. An upload counts its bytes once received (local disk), until then
// the most it may hold (REACH_UPLOAD_MAX_BYTES).
const (
	MaxUnsavedUploadsPerDay     = 200
	MaxUnsavedUploadBytesPerDay = 2 << 30
)

// PermListAdminFile lets staff see every file.
const PermListAdminFile = auth.PermListAdminFile

// Messages a user can act on (spec/02 §8 shows 'There was an error uploading
// your attachment.' for any of them; the message says what to do).
const (
	MsgBadID           = "The file id must be a new UUID."
	MsgBadName         = "Please give the file a name."
	MsgNotUploaded     = "The file has not been uploaded (or its upload link expired). Please upload it again."
	MsgTooLarge        = "The file is too large."
	MsgTypeRefused     = "This kind of file cannot be uploaded. Please upload a picture (JPEG, PNG, WebP, GIF), a PDF, an Office or text document, or an audio or video file."
	MsgContentMismatch = "The file's content does not match its type. Please upload the file again."
	MsgNotPicture      = "The profile photo must be a JPEG, PNG, WebP or GIF picture."
	MsgPictureBroken   = "The picture could not be read. Please upload another one."
	MsgAlreadySaved    = "This file has already been saved."
	MsgUnknownType     = "Unknown file type."
	MsgOwnPhotoOnly    = "You can only change your own profile photo."
	MsgLinkExpired     = "This link is invalid or has expired."
	MsgUploadQuota     = "You have started too many uploads in the last day that were never saved. Please try again later."
	MsgUploadUsed      = "This upload was used already. Please upload the file again."
)

// ErrDamaged is returned by Open for a file whose bytes no longer match the
// SHA-256 recorded when it was saved; it is not served.
var ErrDamaged = errors.New("file: the stored bytes no longer match the file")

// Rule is what a domain says about files of one type attached to its objects.
// Every field is optional.
type Rule struct {
	// Public makes pictures of this type public (anyone may see them).
	Public bool
	// CanAttach tells whether v may attach a file of this type to attachedTo
	// (nil: anyone who may upload).
	CanAttach func(ctx context.Context, v *auth.Viewer, attachedTo string) (bool, error)
	// CanView tells whether v may see files of this type attached to
	// attachedTo ("" for a file attached to nothing), besides the uploader
	// and staff (nil: nobody else).
	CanView func(ctx context.Context, v *auth.Viewer, attachedTo string) (bool, error)
	// CanViewFile, when set, decides for each file instead of CanView: for a domain whose
	// objects share files (an agreement's attachments are carried into its next version).
	CanViewFile func(ctx context.Context, v *auth.Viewer, f *model.File) (bool, error)
	// CanViewFiles, when set, decides for many files at once (by id) instead of CanView and
	// CanViewFile: a listing of files attached to many objects asks once, not once per object.
	CanViewFiles func(ctx context.Context, v *auth.Viewer, files []*model.File) (map[string]bool, error)
}

// Gallery answers more files that a listing of pictures of one type attached to attachedTo
// shows (a people group's pictures show the public photos of its approved reports), keeping to
// the viewer's rights itself.
type Gallery func(ctx context.Context, v *auth.Viewer, attachedTo string) ([]*model.File, error)

// Options configure a Service.
type Options struct {
	Files     db.File
	Store     storage.Store
	PublicURL string
	MaxBytes  int64
	Log       *slog.Logger
	Now       func() time.Time
	// SetProfilePhoto makes fileID userID's profile photo and tells the
	// user's profile subscribers.
	SetProfilePhoto func(ctx context.Context, userID, fileID string) error
}

// Service implements the file rules.
type Service struct {
	o         Options
	mu        sync.RWMutex
	rules     map[string]Rule
	galleries map[string][]Gallery
}

// New returns a Service with the rules of the picture types Reach has:
// holistic project and people group photos are public and attached by staff
// who may edit the project or people group (their domains may Register
// wider rules).
func New(o Options) *Service {
	if o.Log == nil {
		o.Log = slog.Default()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	o.PublicURL = strings.TrimRight(o.PublicURL, "/")
	s := &Service{o: o, rules: map[string]Rule{}, galleries: map[string][]Gallery{}}
	staffOnly := func(perm string) func(context.Context, *auth.Viewer, string) (bool, error) {
		return func(_ context.Context, v *auth.Viewer, _ string) (bool, error) { return v.Can(perm), nil }
	}
	s.Register(model.FileTypeHPhoto, Rule{Public: true, CanAttach: staffOnly(auth.PermEditAdminHolisticProject)})
	s.Register(model.FileTypePGPhoto, Rule{Public: true, CanAttach: staffOnly(auth.PermEditAdminPeopleGroup)})
	s.Register(model.FileTypeAttachment, Rule{})
	s.Register(model.FileTypeTrainingFile, Rule{})
	s.Register(model.FileTypeReportFile, Rule{})
	return s
}

// Register sets the rule of fileType (a domain calls it at start).
func (s *Service) Register(fileType string, r Rule) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rules[fileType] = r
}

// RegisterGallery adds g to the listings of files of fileType attached to something (a domain
// calls it at start).
func (s *Service) RegisterGallery(fileType string, g Gallery) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.galleries[fileType] = append(s.galleries[fileType], g)
}

func (s *Service) rule(fileType string) (Rule, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	r, ok := s.rules[fileType]
	return r, ok
}

// Store is the storage the service keeps bytes in.
func (s *Service) Store() storage.Store { return s.o.Store }

func (s *Service) now() time.Time { return s.o.Now().UTC().Truncate(time.Microsecond) }

func viewer(ctx context.Context) (*auth.Viewer, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, apperr.MsgUnauthenticated)
	}
	return v, nil
}

var idPattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9-]{7,63}$`)

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// safeName is the last part of name with anything but letters, digits, '.',
// '_' and '-' replaced, at most 100 characters, never starting with a dot.
func safeName(name string) string {
	name = path.Base(strings.ReplaceAll(name, "\\", "/"))
	name = strings.Trim(unsafeName.ReplaceAllString(name, "_"), "._-")
	if len(name) > 100 {
		ext := path.Ext(name)
		if len(ext) > 10 {
			ext = ""
		}
		name = name[:100-len(ext)] + ext
	}
	if name == "" {
		name = "file"
	}
	return name
}

// objectKey is where the upload of id by userID is kept: the user's own
// folder, so nobody can write over another's file.
func objectKey(userID, id, s3Key string) string {
	prefix := "u/" + safeName(userID) + "/" + id + "/"
	if strings.HasPrefix(s3Key, prefix) && storage.ValidKey(s3Key) {
		return s3Key // the key the upload's fields named
	}
	return prefix + safeName(s3Key)
}

// UploadRequest is getAttachmentUploadUrlForUser's input.
type UploadRequest struct {
	ID, S3Key, ContentType string
}

// UploadURL signs a browser upload of a new file for the viewer.
func (s *Service) UploadURL(ctx context.Context, in UploadRequest) (storage.Upload, error) {
	v, err := viewer(ctx)
	if err != nil {
		return storage.Upload{}, err
	}
	if !idPattern.MatchString(in.ID) {
		return storage.Upload{}, apperr.Input("_id", MsgBadID)
	}
	if strings.TrimSpace(in.S3Key) == "" {
		return storage.Upload{}, apperr.Input("s3Key", MsgBadName)
	}
	if _, err := s.o.Files.GetFile(ctx, in.ID); err == nil {
		return storage.Upload{}, apperr.Input("_id", MsgAlreadySaved)
	} else if !errors.Is(err, db.ErrNotFound) {
		return storage.Upload{}, err
	}
	prefix := strings.TrimSpace(in.ContentType)
	if len(prefix) > 100 || strings.ContainsAny(prefix, "\"\\\r\n") {
		return storage.Upload{}, apperr.Input("contentType", MsgTypeRefused)
	}
	now := s.now()
	key := objectKey(v.UserID, in.ID, in.S3Key)
	expires := now.Add(UploadLifetime)
	switch up, err := s.o.Files.GetUpload(ctx, in.ID); {
	case err == nil:
		// Asking again for a link nothing was uploaded with yet renews it;
		// any other upload of this id is used.
		if up.UserID != v.UserID || up.S3Key != key || up.ReceivedAt != nil || up.SavedAt != nil || up.RemovedAt != nil {
			return storage.Upload{}, apperr.Input("_id", MsgAlreadySaved)
		}
		if err := s.o.Files.RenewUpload(ctx, in.ID, expires); err != nil {
			return storage.Upload{}, err
		}
	case errors.Is(err, db.ErrNotFound):
		n, bytes, err := s.o.Files.UnsavedUploads(ctx, v.UserID, now.Add(-UploadRetention))
		if err != nil {
			return storage.Upload{}, err
		}
		if n+1 > MaxUnsavedUploadsPerDay || bytes+s.o.MaxBytes > MaxUnsavedUploadBytesPerDay {
			return storage.Upload{}, apperr.New(apperr.RateLimited, MsgUploadQuota)
		}
		up := &model.FileUpload{ID: in.ID, UserID: v.UserID, S3Key: key, MaxBytes: s.o.MaxBytes, CreatedAt: now, ExpiresAt: expires}
		if err := s.o.Files.PutUpload(ctx, up); errors.Is(err, db.ErrAlreadyExists) {
			return storage.Upload{}, apperr.Input("_id", MsgAlreadySaved)
		} else if err != nil {
			return storage.Upload{}, err
		}
	default:
		return storage.Upload{}, err
	}
	return s.o.Store.UploadTarget(storage.Policy{
		Key: key, Expires: expires,
		MinBytes: 1, MaxBytes: s.o.MaxBytes, ContentTypePrefix: prefix,
	}, now)
}

// Take implements storage.Receipt: a signed upload is received once.
func (s *Service) Take(ctx context.Context, key string, now time.Time) error {
	ok, err := s.o.Files.ReceiveUpload(ctx, key, now)
	if err != nil {
		return err
	}
	if !ok {
		return storage.ErrUsed
	}
	return nil
}

// Done implements storage.Receipt.
func (s *Service) Done(ctx context.Context, key string, size int64) {
	if err := s.o.Files.FinishReceive(context.WithoutCancel(ctx), key, size); err != nil {
		s.o.Log.Error("file: record a received upload", "key", key, "err", err)
	}
}

// finalKey is where a saved file's original and picture sizes live: a
// folder no upload link ever grants, so nobody can write over a file after
// its bytes were checked.
func finalKey(id, uploadKey string) string {
	return "f/" + id + "/" + path.Base(uploadKey)
}

// SaveRequest is saveAttachmentForUser's (and saveProfilePhotoForUser's) input.
type SaveRequest struct {
	ID, Filename, S3Key string
	AttachedTo          *string
	Tags                []string
	Desc                *string
	// Type defaults to ATTACHMENT.
	Type string
	// ProfilePhotoFor is set by SaveProfilePhoto.
	ProfilePhotoFor *string
}

// SaveAttachment records the viewer's uploaded file.
func (s *Service) SaveAttachment(ctx context.Context, in SaveRequest) (*model.File, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	if in.Type == "" {
		in.Type = model.FileTypeAttachment
	}
	rule, ok := s.rule(in.Type)
	if !ok {
		return nil, apperr.Input("type", MsgUnknownType)
	}
	if rule.CanAttach != nil {
		target := ""
		if in.AttachedTo != nil {
			target = *in.AttachedTo
		}
		allowed, err := rule.CanAttach(ctx, v, target)
		if err != nil {
			return nil, err
		}
		if !allowed {
			return nil, apperr.New(apperr.Forbidden, apperr.MsgForbidden)
		}
	}
	in.ProfilePhotoFor = nil
	return s.save(ctx, v, in, false)
}

// SaveProfilePhoto records the viewer's uploaded photo and makes it their
// profile photo.
func (s *Service) SaveProfilePhoto(ctx context.Context, in SaveRequest) (*model.File, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	if in.ProfilePhotoFor == nil || *in.ProfilePhotoFor != v.UserID {
		return nil, apperr.New(apperr.Forbidden, MsgOwnPhotoOnly)
	}
	in.Type, in.AttachedTo = model.FileTypeProfilePhoto, nil
	f, err := s.save(ctx, v, in, true)
	if err != nil {
		return nil, err
	}
	if s.o.SetProfilePhoto != nil {
		if err := s.o.SetProfilePhoto(ctx, v.UserID, f.ID); err != nil {
			return nil, err
		}
	}
	return f, nil
}

func (s *Service) save(ctx context.Context, v *auth.Viewer, in SaveRequest, pictureOnly bool) (*model.File, error) {
	if !idPattern.MatchString(in.ID) {
		return nil, apperr.Input("_id", MsgBadID)
	}
	filename := strings.TrimSpace(in.Filename)
	if filename == "" || len(filename) > 255 {
		return nil, apperr.Input("filename", MsgBadName)
	}
	key := objectKey(v.UserID, in.ID, in.S3Key)
	final := finalKey(in.ID, key)
	if old, err := s.o.Files.GetFile(ctx, in.ID); err == nil {
		if old.CreatedBy == v.UserID && old.S3Key == final {
			return old, nil // the same save again (a retry) records it once
		}
		return nil, apperr.Input("_id", MsgAlreadySaved)
	} else if !errors.Is(err, db.ErrNotFound) {
		return nil, err
	}
	up, err := s.o.Files.GetUpload(ctx, in.ID)
	if errors.Is(err, db.ErrNotFound) || (err == nil && (up.UserID != v.UserID || up.S3Key != key || up.RemovedAt != nil)) {
		return nil, apperr.Input("s3Key", MsgNotUploaded)
	}
	if err != nil {
		return nil, err
	}
	if up.SavedAt != nil {
		return nil, apperr.Input("_id", MsgAlreadySaved)
	}
	// The upload moves to the file's own key before its bytes are checked:
	// what is checked is what is kept, and a second POST with the upload's
	// link can no longer reach it.
	if err := s.o.Store.Move(ctx, key, final); errors.Is(err, storage.ErrNotExist) {
		if _, serr := s.o.Store.Stat(ctx, final); serr != nil {
			return nil, apperr.Input("s3Key", MsgNotUploaded)
		}
		// Moved by an earlier attempt of this save that did not finish.
	} else if err != nil {
		return nil, err
	}
	f, err := s.check(ctx, v, in, final, filename, pictureOnly)
	if err != nil {
		if e := apperr.As(err); e != nil && e.Code == apperr.BadUserInput {
			// Refused bytes are not kept; the upload is spent.
			if derr := s.o.Store.Delete(ctx, final); derr != nil {
				s.o.Log.Error("file: remove a refused upload", "file", in.ID, "err", derr)
			}
			if rerr := s.o.Files.UploadRemoved(ctx, in.ID, s.now()); rerr != nil {
				s.o.Log.Error("file: record a refused upload", "file", in.ID, "err", rerr)
			}
		}
		return nil, err
	}
	if err := s.o.Files.CreateFile(ctx, f); errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("_id", MsgAlreadySaved)
	} else if err != nil {
		return nil, err
	}
	if _, err := s.o.Files.SaveUpload(ctx, in.ID, f.Size, s.now()); err != nil {
		s.o.Log.Error("file: record a saved upload", "file", in.ID, "err", err)
	}
	return f, nil
}

// check reads the object at key, the new file's own, and answers the File
// it makes: size, type checked against its bytes, SHA-256, and the sizes of
// a picture.
func (s *Service) check(ctx context.Context, v *auth.Viewer, in SaveRequest, key, filename string, pictureOnly bool) (*model.File, error) {
	obj, err := s.o.Store.Stat(ctx, key)
	if err != nil {
		return nil, err
	}
	if obj.Size > s.o.MaxBytes {
		return nil, apperr.Input("s3Key", MsgTooLarge)
	}
	r, _, err := s.o.Store.Open(ctx, key)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	sum := sha256.New()
	body := io.TeeReader(io.LimitReader(r, s.o.MaxBytes+1), sum)
	head := make([]byte, 512)
	n, err := io.ReadFull(body, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return nil, err
	}
	head = head[:n]
	ct, msg := checkContent(obj.ContentType, filename, head)
	if msg != "" {
		return nil, apperr.Input("s3Key", msg)
	}
	if pictureOnly && !PictureTypes[ct] {
		return nil, apperr.Input("s3Key", MsgNotPicture)
	}
	var rest []byte
	size := int64(len(head))
	if PictureTypes[ct] {
		if rest, err = io.ReadAll(body); err != nil {
			return nil, err
		}
		size += int64(len(rest))
	} else {
		n, err := io.Copy(io.Discard, body)
		if err != nil {
			return nil, err
		}
		size += n
	}
	hash := hex.EncodeToString(sum.Sum(nil))
	now := s.now()
	tags := in.Tags
	if tags == nil {
		tags = []string{}
	}
	if size != obj.Size {
		return nil, fmt.Errorf("file %s: read %d bytes of %d", in.ID, size, obj.Size)
	}
	f := &model.File{
		ID: in.ID, Desc: in.Desc, S3Key: key, Size: obj.Size, Filename: filename, ContentType: ct, Tags: tags,
		Uploaded: true, Processed: true, Images: []model.FileImage{}, Type: in.Type, AttachedTo: in.AttachedTo,
		ProfilePhotoFor: in.ProfilePhotoFor, CreatedBy: v.UserID, UpdatedBy: v.UserID, CreatedAt: now, UpdatedAt: now,
		SHA256: &hash,
	}
	if PictureTypes[ct] {
		if err := s.makeVariants(ctx, f, append(head, rest...)); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// makeVariants stores the sized pictures of f next to its original and lists
// them (with the original as "orig") in f.Images.
func (s *Service) makeVariants(ctx context.Context, f *model.File, data []byte) error {
	start := time.Now()
	p, err := MakeVariants(data)
	if errors.Is(err, ErrNotPicture) || errors.Is(err, ErrTooManyPixels) {
		return apperr.Input("s3Key", MsgPictureBroken)
	}
	if err != nil {
		return fmt.Errorf("picture sizes of %s: %w", f.ID, err)
	}
	dir := path.Dir(f.S3Key)
	f.Images = []model.FileImage{{S3Key: f.S3Key, Size: f.Size, Filename: f.Filename, ContentType: f.ContentType,
		Width: p.Width, Height: p.Height, SizeCode: model.SizeOriginal, SHA256: deref(f.SHA256)}}
	base := strings.TrimSuffix(f.Filename, path.Ext(f.Filename))
	for _, v := range p.Variants {
		key := dir + "/" + v.SizeCode + "." + v.Ext
		if err := s.o.Store.Put(ctx, key, v.ContentType, v.Bytes); err != nil {
			return err
		}
		sum := sha256.Sum256(v.Bytes)
		f.Images = append(f.Images, model.FileImage{S3Key: key, Size: int64(len(v.Bytes)),
			Filename: base + "-" + v.SizeCode + "." + v.Ext, ContentType: v.ContentType,
			Width: v.Width, Height: v.Height, SizeCode: v.SizeCode, SHA256: hex.EncodeToString(sum[:])})
	}
	s.o.Log.Debug("picture sizes made", "file", f.ID, "ms", time.Since(start).Milliseconds())
	return nil
}

// Filters narrows List.
type Filters struct {
	Type, AttachedTo string
}

// List returns, newest first, the files the viewer may see that match f.
// Without attachedTo a user who is not staff lists their own files.
func (s *Service) List(ctx context.Context, f Filters) ([]*model.File, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	q := db.FileQuery{Type: f.Type, AttachedTo: f.AttachedTo, Limit: MaxListed}
	if f.AttachedTo == "" && !v.Can(PermListAdminFile) {
		q.CreatedBy = v.UserID
	}
	files, err := s.o.Files.ListFiles(ctx, q)
	if err != nil {
		return nil, err
	}
	out, err := s.visible(ctx, v, files)
	if err != nil {
		return nil, err
	}
	if f.Type == "" || f.AttachedTo == "" {
		return out, nil
	}
	s.mu.RLock()
	galleries := s.galleries[f.Type]
	s.mu.RUnlock()
	if len(galleries) == 0 {
		return out, nil
	}
	seen := map[string]bool{}
	for _, file := range out {
		seen[file.ID] = true
	}
	for _, g := range galleries {
		more, err := g(ctx, v, f.AttachedTo)
		if err != nil {
			return nil, err
		}
		for _, file := range more {
			if !seen[file.ID] {
				seen[file.ID] = true
				out = append(out, file)
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].CreatedAt.Equal(out[j].CreatedAt) {
			return out[i].CreatedAt.After(out[j].CreatedAt)
		}
		return out[i].ID > out[j].ID
	})
	if len(out) > MaxListed {
		out = out[:MaxListed]
	}
	return out, nil
}

// visible keeps the files v may see, asking each domain's rule once per object (or once for
// all, for a rule with CanViewFiles).
func (s *Service) visible(ctx context.Context, v *auth.Viewer, files []*model.File) ([]*model.File, error) {
	out := make([]*model.File, 0, len(files))
	decided := map[string]bool{}
	batches := map[string][]*model.File{}
	var order []string
	for _, file := range files {
		if s.isPublic(file) || s.ownOrStaff(v, file) {
			continue
		}
		if r, _ := s.rule(file.Type); r.CanViewFiles != nil && v != nil {
			if batches[file.Type] == nil {
				order = append(order, file.Type)
			}
			batches[file.Type] = append(batches[file.Type], file)
		}
	}
	for _, t := range order {
		r, _ := s.rule(t)
		ok, err := r.CanViewFiles(ctx, v, batches[t])
		if err != nil {
			return nil, err
		}
		for _, file := range batches[t] {
			decided[t+"\x00\x00\x00"+file.ID] = ok[file.ID]
		}
	}
	for _, file := range files {
		if s.isPublic(file) || s.ownOrStaff(v, file) {
			out = append(out, file)
			continue
		}
		k := file.Type + "\x00" + deref(file.AttachedTo)
		r, _ := s.rule(file.Type)
		switch {
		case r.CanViewFiles != nil:
			k = file.Type + "\x00\x00\x00" + file.ID
		case r.CanViewFile != nil:
			k = file.Type + "\x00\x00" + file.ID
		}
		ok, seen := decided[k]
		if !seen {
			var err error
			if ok, err = s.viewByRule(ctx, v, file); err != nil {
				return nil, err
			}
			decided[k] = ok
		}
		if ok {
			out = append(out, file)
		}
	}
	return out, nil
}

// Visible returns, by id, the files of ids that exist and the viewer may
// see, read in one query.
func (s *Service) Visible(ctx context.Context, ids []string) (map[string]*model.File, error) {
	out := map[string]*model.File{}
	if len(ids) == 0 {
		return out, nil
	}
	files, err := s.o.Files.ListFiles(ctx, db.FileQuery{IDs: ids, Limit: len(ids)})
	if err != nil {
		return nil, err
	}
	seen, err := s.visible(ctx, auth.ViewerFrom(ctx), files)
	if err != nil {
		return nil, err
	}
	for _, f := range seen {
		out[f.ID] = f
	}
	return out, nil
}

// Get returns a file the viewer may see; NOT_FOUND when it does not exist or
// they may not see it.
func (s *Service) Get(ctx context.Context, id string) (*model.File, error) {
	v := auth.ViewerFrom(ctx)
	f, err := s.o.Files.GetFile(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.New(apperr.NotFound, "File not found.")
	}
	if err != nil {
		return nil, err
	}
	ok, err := s.CanView(ctx, v, f)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, apperr.New(apperr.NotFound, "File not found.")
	}
	return f, nil
}

func deref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

func (s *Service) isPublic(f *model.File) bool {
	r, _ := s.rule(f.Type)
	return r.Public && f.IsPicture()
}

func (s *Service) ownOrStaff(v *auth.Viewer, f *model.File) bool {
	return v != nil && (f.CreatedBy == v.UserID || deref(f.ProfilePhotoFor) == v.UserID || v.Can(PermListAdminFile))
}

func (s *Service) viewByRule(ctx context.Context, v *auth.Viewer, f *model.File) (bool, error) {
	r, _ := s.rule(f.Type)
	switch {
	case v == nil:
		return false, nil
	case r.CanViewFiles != nil:
		ok, err := r.CanViewFiles(ctx, v, []*model.File{f})
		return ok[f.ID], err
	case r.CanViewFile != nil:
		return r.CanViewFile(ctx, v, f)
	case r.CanView != nil:
		return r.CanView(ctx, v, deref(f.AttachedTo))
	}
	return false, nil
}

// CanView tells whether v (nil: nobody signed in) may see f.
func (s *Service) CanView(ctx context.Context, v *auth.Viewer, f *model.File) (bool, error) {
	if s.isPublic(f) || s.ownOrStaff(v, f) {
		return true, nil
	}
	return s.viewByRule(ctx, v, f)
}

// variant returns the stored object of f's sizeCode (orig = the original).
func variant(f *model.File, sizeCode string) *model.FileImage {
	if img := f.Image(sizeCode); img != nil {
		return img
	}
	// A picture has no variant of a size it already fits in (never upscaled):
	// its original stands in, so /files/{id}/thumb always shows a picture.
	if sizeCode == model.SizeOriginal || (f.IsPicture() && isVariantSize(sizeCode)) {
		if img := f.Image(model.SizeOriginal); img != nil {
			return img
		}
		return &model.FileImage{S3Key: f.S3Key, Size: f.Size, Filename: f.Filename, ContentType: f.ContentType, SizeCode: model.SizeOriginal}
	}
	return nil
}

func isVariantSize(sizeCode string) bool {
	for _, v := range Variants {
		if v.SizeCode == sizeCode {
			return true
		}
	}
	return false
}

// presentation is how a variant is downloaded: pictures inline, everything
// else as an attachment, both with the file's own name.
func presentation(img *model.FileImage) storage.Download {
	disp := "attachment"
	if PictureTypes[img.ContentType] || img.ContentType == "application/pdf" {
		disp = "inline"
	}
	return storage.Download{ContentType: img.ContentType, Disposition: disp + "; filename=\"" + safeName(img.Filename) + "\"; filename*=UTF-8''" + storage.FilenameStar(img.Filename)}
}

// URL is the address of f's sizeCode variant for a viewer who may see it:
// stable for public pictures, otherwise expiring (an S3 presigned GET, or a
// signed Reach link on local disk). "" when f has no such variant.
func (s *Service) URL(ctx context.Context, f *model.File, sizeCode string) (string, error) {
	img := variant(f, sizeCode)
	if img == nil {
		return "", nil
	}
	route := s.route(f.ID, sizeCode)
	if s.isPublic(f) {
		return route, nil
	}
	if u, err := s.o.Store.PresignGet(ctx, img.S3Key, presentation(img), LinkLifetime); err != nil || u != "" {
		return u, err
	}
	exp := s.o.Now().Add(LinkLifetime).Truncate(LinkRounding).Add(LinkRounding).Unix()
	sig, err := s.linkSignature(f.ID, sizeCode, exp)
	if err != nil {
		return "", err
	}
	return route + "?exp=" + strconv.FormatInt(exp, 10) + "&sig=" + sig, nil
}

// PublicPictureURL is the stable address of the sizeCode variant of public
// picture id (a people group's or project's photo): no lookup, no expiry.
func (s *Service) PublicPictureURL(id, sizeCode string) string { return s.route(id, sizeCode) }

// route is the download route of a file's sizeCode variant (signed for a private file).
func (s *Service) route(id, sizeCode string) string {
	return s.o.PublicURL + "/files/" + id + "/" + sizeCode
}

// linkKeyer is a store that keeps a secret for signing download links (local disk).
type linkKeyer interface {
	Key(purpose string) ([]byte, error)
}

func (s *Service) linkSignature(id, sizeCode string, exp int64) (string, error) {
	k, ok := s.o.Store.(linkKeyer)
	if !ok {
		return "", errors.New("the store cannot sign download links")
	}
	key, err := k.Key("download-link")
	if err != nil {
		return "", err
	}
	m := hmac.New(sha256.New, key)
	fmt.Fprintf(m, "%s\n%s\n%d", id, sizeCode, exp)
	return hex.EncodeToString(m.Sum(nil)), nil
}

// Download is what the download route serves: a redirect (S3) or the bytes.
type Download struct {
	Redirect string
	Body     io.ReadCloser
	Size     int64
	storage.Download
	// Public says the file is public (may be cached by anyone).
	Public bool
}

// Open authorises and opens f's sizeCode variant for the download route.
// A valid, unexpired signature (exp, sig) is enough; without one the file
// must be public or the viewer (v; nil when nobody is signed in) must be
// allowed to see it. Errors: NOT_FOUND, UNAUTHENTICATED, FORBIDDEN.
func (s *Service) Open(ctx context.Context, v *auth.Viewer, id, sizeCode, exp, sig string) (*Download, error) {
	notFound := apperr.New(apperr.NotFound, "File not found.")
	f, err := s.o.Files.GetFile(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, notFound
	}
	if err != nil {
		return nil, err
	}
	img := variant(f, sizeCode)
	if img == nil {
		return nil, notFound
	}
	signed := false
	if sig != "" || exp != "" {
		e, perr := strconv.ParseInt(exp, 10, 64)
		want, err := s.linkSignature(id, sizeCode, e)
		if err == nil && perr == nil && hmac.Equal([]byte(want), []byte(sig)) && s.o.Now().Unix() < e {
			signed = true
		}
	}
	if !signed {
		ok, err := s.CanView(ctx, v, f)
		if err != nil {
			return nil, err
		}
		switch {
		case ok:
		case sig != "":
			return nil, apperr.New(apperr.Forbidden, MsgLinkExpired)
		case v == nil:
			return nil, apperr.New(apperr.Unauthenticated, apperr.MsgUnauthenticated)
		default:
			return nil, apperr.New(apperr.Forbidden, apperr.MsgForbidden)
		}
	}
	d := &Download{Download: presentation(img), Public: s.isPublic(f)}
	if u, err := s.o.Store.PresignGet(ctx, img.S3Key, d.Download, 5*time.Minute); err != nil {
		return nil, err
	} else if u != "" {
		d.Redirect = u
		return d, nil
	}
	body, obj, err := s.o.Store.Open(ctx, img.S3Key)
	if errors.Is(err, storage.ErrNotExist) {
		return nil, notFound
	}
	if err != nil {
		return nil, err
	}
	if err := s.verify(ctx, f, img, body); err != nil {
		body.Close()
		return nil, err
	}
	d.Body, d.Size = body, obj.Size
	return d, nil
}

// verify reads body (the bytes Reach is about to serve itself) and checks
// them against the SHA-256 recorded when img was stored, then rewinds it. A
// file saved before hashes were recorded gets its hash now.
func (s *Service) verify(ctx context.Context, f *model.File, img *model.FileImage, body io.ReadCloser) error {
	rs, ok := body.(io.ReadSeeker)
	if !ok {
		return nil
	}
	sum := sha256.New()
	if _, err := io.Copy(sum, rs); err != nil {
		return err
	}
	if _, err := rs.Seek(0, io.SeekStart); err != nil {
		return err
	}
	got := hex.EncodeToString(sum.Sum(nil))
	want := img.SHA256
	if img.SizeCode == model.SizeOriginal || img.S3Key == f.S3Key {
		want = deref(f.SHA256)
	}
	if want == "" {
		if img.S3Key == f.S3Key {
			f.SHA256 = &got
			if err := s.o.Files.UpdateFile(ctx, f, "sha256"); err != nil {
				s.o.Log.Error("file: record the hash of an older file", "file", f.ID, "err", err)
			}
		}
		return nil
	}
	if got != want {
		s.o.Log.Error("file: stored bytes no longer match their hash; not served", "file", f.ID, "key", img.S3Key, "want", want, "got", got)
		return ErrDamaged
	}
	return nil
}

// ProfileThumbnailURL is the thumbnail URL of userID's profile photo photoID,
// or nil when there is none (or photoID is not a photo of that user).
func (s *Service) ProfileThumbnailURL(ctx context.Context, userID string, photoID *string) (*string, error) {
	if photoID == nil || *photoID == "" {
		return nil, nil
	}
	f, err := s.o.Files.GetFile(ctx, *photoID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if deref(f.ProfilePhotoFor) != userID {
		return nil, nil
	}
	size := model.SizeThumb
	if f.Image(size) == nil {
		size = model.SizeOriginal
	}
	u, err := s.URL(ctx, f, size)
	if err != nil || u == "" {
		return nil, err
	}
	return &u, nil
}

// Generated is a file Reach makes itself (the demo data's training files): its
// bytes and what it is, recorded as uploaded by CreatedBy.
type Generated struct {
	ID, Filename, ContentType, Type, CreatedBy string
	Desc, AttachedTo                           *string
	Bytes                                      []byte
}

// SaveGenerated stores g's bytes under the file's own key and records the file,
// with its SHA-256 and, for a picture, its sizes, as a checked upload would be.
func (s *Service) SaveGenerated(ctx context.Context, g Generated) (*model.File, error) {
	if !idPattern.MatchString(g.ID) {
		return nil, apperr.Input("_id", MsgBadID)
	}
	key := finalKey(g.ID, safeName(g.Filename))
	if err := s.o.Store.Put(ctx, key, g.ContentType, g.Bytes); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(g.Bytes)
	hash := hex.EncodeToString(sum[:])
	now := s.now()
	f := &model.File{
		ID: g.ID, Desc: g.Desc, S3Key: key, Size: int64(len(g.Bytes)), Filename: g.Filename, ContentType: g.ContentType,
		Tags: []string{}, Uploaded: true, Processed: true, Images: []model.FileImage{}, Type: g.Type, AttachedTo: g.AttachedTo,
		CreatedBy: g.CreatedBy, UpdatedBy: g.CreatedBy, CreatedAt: now, UpdatedAt: now, SHA256: &hash,
	}
	if PictureTypes[g.ContentType] {
		if err := s.makeVariants(ctx, f, g.Bytes); err != nil {
			return nil, err
		}
	}
	if err := s.o.Files.CreateFile(ctx, f); err != nil {
		return nil, err
	}
	return f, nil
}
