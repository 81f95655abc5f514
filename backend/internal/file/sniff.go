package file

import (
	"bytes"
	"mime"
	"net/http"
	"path"
	"strings"
)

// accepted maps each content type a file may be uploaded as to what
// http.DetectContentType must find in its first bytes. Types that can run
// script in a browser (HTML, SVG, XML) are not accepted at all.
var accepted = map[string]string{
	"image/jpeg":      "image/jpeg",
	"image/png":       "image/png",
	"image/gif":       "image/gif",
	"image/webp":      "image/webp",
	"application/pdf": "application/pdf",
	"text/plain":      "text/plain",
	"text/csv":        "text/plain",
	"application/zip": "application/zip",
	"application/vnd.openxmlformats-officedocument.wordprocessingml.document":   "application/zip",
	"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet":         "application/zip",
	"application/vnd.openxmlformats-officedocument.presentationml.presentation": "application/zip",
	"application/vnd.oasis.opendocument.text":                                   "application/zip",
	"application/vnd.oasis.opendocument.spreadsheet":                            "application/zip",
	"application/vnd.oasis.opendocument.presentation":                           "application/zip",
	"application/msword":            oleDocument,
	"application/vnd.ms-excel":      oleDocument,
	"application/vnd.ms-powerpoint": oleDocument,
	"video/mp4":                     "video/mp4",
	"video/webm":                    "video/webm",
	"audio/mpeg":                    "audio/mpeg",
	"audio/wav":                     "audio/wave",
	"audio/ogg":                     "application/ogg",
}

// oleDocument stands for the old Office formats, which DetectContentType
// does not name: their first bytes are the OLE2 signature.
const oleDocument = "ole"

var oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}

// PictureTypes are the content types that get sized variants.
var PictureTypes = map[string]bool{"image/jpeg": true, "image/png": true, "image/gif": true, "image/webp": true}

func baseType(ct string) string {
	t, _, err := mime.ParseMediaType(ct)
	if err != nil {
		return strings.ToLower(strings.TrimSpace(ct))
	}
	return t
}

// checkContent decides a stored file's content type: the type it was
// uploaded with (or, when that says nothing, its filename's extension), which
// must be an accepted type whose signature head carries. It returns "" and a
// message a user can act on when the file is refused.
func checkContent(claimed, filename string, head []byte) (string, string) {
	ct := baseType(claimed)
	if ct == "" || ct == "application/octet-stream" || ct == "binary/octet-stream" {
		ct = baseType(mime.TypeByExtension(strings.ToLower(path.Ext(filename))))
	}
	switch ct {
	case "image/jpg", "image/pjpeg":
		ct = "image/jpeg"
	case "audio/x-wav", "audio/wave":
		ct = "audio/wav"
	}
	want, ok := accepted[ct]
	if !ok {
		return "", MsgTypeRefused
	}
	if want == oleDocument {
		if !bytes.HasPrefix(head, oleMagic) {
			return "", MsgContentMismatch
		}
		return ct, ""
	}
	if baseType(http.DetectContentType(head)) != want {
		return "", MsgContentMismatch
	}
	return ct, ""
}
