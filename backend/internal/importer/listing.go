package importer

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"strconv"
	"strings"
)

// FileError is an import refused because of one line of one file.
type FileError struct {
	File string
	// Line is 1-based; 0 when the error is about the file as a whole.
	Line int
	Msg  string
}

func (e *FileError) Error() string {
	if e.Line == 0 {
		return e.File + ": " + e.Msg
	}
	return fmt.Sprintf("%s line %d: %s", e.File, e.Line, e.Msg)
}

// listing is one Joshua Project CSV download: its header and data rows,
// with the title, blank and footer lines around them dropped.
type listing struct {
	file   string
	header map[string]int
	rows   []*row
}

// row is one data line. Its getters remember the first bad value in err, so
// a caller reads every column and then checks err once.
type row struct {
	l      *listing
	line   int
	fields []string
	err    *FileError
	// warnings are values that were dropped rather than refused.
	warnings []string
}

var bom = []byte("\ufeff")

// footerStarts are the lines Joshua Project ends its downloads with, in case
// one comes without the blank line before it.
var footerStarts = []string{"Joshua Project welcomes", "Bible Translation status", "Email:", "Web:"}

// readListing reads name from fsys. The layout Joshua Project writes is: an
// optional byte-order mark, an optional one-column title line, blank lines,
// the header, the data rows, then after a blank line a footer (a Bible
// translation status legend, the "welcomes corrections" line, Email:, Web:).
// Data rows must have as many values as the header; a full-width row in the
// footer is refused rather than silently dropped.
func readListing(fsys fs.FS, name string, required []string) (*listing, error) {
	b, err := fs.ReadFile(fsys, name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &FileError{File: name, Msg: "the file is missing"}
	}
	if err != nil {
		return nil, &FileError{File: name, Msg: err.Error()}
	}
	b = bytes.TrimPrefix(b, bom)

	r := csv.NewReader(bytes.NewReader(b))
	r.FieldsPerRecord = -1

	l := &listing{file: name}
	var width, lastLine, footerLine int
	for n := 0; ; n++ {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return nil, &FileError{File: name, Line: pe.Line, Msg: pe.Err.Error()}
			}
			return nil, &FileError{File: name, Msg: err.Error()}
		}
		line, _ := r.FieldPos(0)
		endLine, _ := r.FieldPos(len(rec) - 1)
		// encoding/csv skips empty lines; a jump in line numbers shows one.
		blankLine := 0
		if lastLine > 0 && line > lastLine+1 {
			blankLine = lastLine + 1
		}
		lastLine = endLine

		switch {
		case l.header == nil && n == 0 && len(rec) == 1:
			// the title line
		case l.header == nil:
			if err := l.setHeader(rec, line, required); err != nil {
				return nil, err
			}
			width = len(rec)
		case footerLine == 0 && (blankLine > 0 || isFooterStart(rec)):
			footerLine = line
			if blankLine > 0 {
				footerLine = blankLine
			}
			fallthrough
		case footerLine > 0:
			if len(rec) == width && width > 2 {
				return nil, &FileError{File: name, Line: line, Msg: fmt.Sprintf("a row of data after the listing ended at line %d (a blank line or the footer)", footerLine)}
			}
		default:
			if len(rec) != width {
				return nil, &FileError{File: name, Line: line, Msg: fmt.Sprintf("%d values, but the header has %d columns", len(rec), width)}
			}
			l.rows = append(l.rows, &row{l: l, line: line, fields: rec})
		}
	}
	if l.header == nil {
		return nil, &FileError{File: name, Msg: "no header line"}
	}
	return l, nil
}

func (l *listing) setHeader(rec []string, line int, required []string) error {
	l.header = make(map[string]int, len(rec))
	for i, h := range rec {
		h = strings.TrimSpace(h)
		if _, dup := l.header[h]; dup {
			return &FileError{File: l.file, Line: line, Msg: fmt.Sprintf("the header names column %q twice", h)}
		}
		l.header[h] = i
	}
	for _, h := range required {
		if _, ok := l.header[h]; !ok {
			return &FileError{File: l.file, Line: line, Msg: fmt.Sprintf("the header has no column %q", h)}
		}
	}
	return nil
}

func isFooterStart(rec []string) bool {
	for _, s := range footerStarts {
		if strings.HasPrefix(strings.TrimSpace(rec[0]), s) {
			return true
		}
	}
	return false
}

func (r *row) fail(col, format string, args ...any) {
	if r.err == nil {
		r.err = &FileError{File: r.l.file, Line: r.line, Msg: col + " " + fmt.Sprintf(format, args...)}
	}
}

func (r *row) warn(col, format string, args ...any) {
	r.warnings = append(r.warnings, (&FileError{File: r.l.file, Line: r.line, Msg: col + " " + fmt.Sprintf(format, args...)}).Error())
}

// str returns the trimmed value of col, "" when empty or when the file has
// no such column.
func (r *row) str(col string) string {
	i, ok := r.l.header[col]
	if !ok {
		return ""
	}
	return strings.TrimSpace(r.fields[i])
}

// need returns col's value, failing when it is empty.
func (r *row) need(col string) string {
	v := r.str(col)
	if v == "" {
		r.fail(col, "is empty")
	}
	return v
}

// opt returns col's value, nil when empty.
func (r *row) opt(col string) *string {
	v := r.str(col)
	if v == "" {
		return nil
	}
	return &v
}

// int64 returns col as a whole number, nil when empty.
func (r *row) int64(col string) *int64 {
	v := r.str(col)
	if v == "" {
		return nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 {
		r.fail(col, "%q is not a whole number", v)
		return nil
	}
	return &n
}

// small returns col as a whole number from lo to hi, nil when empty.
func (r *row) small(col string, lo, hi int) *int {
	n := r.int64(col)
	if n == nil {
		return nil
	}
	if *n < int64(lo) || *n > int64(hi) {
		r.fail(col, "%d is not between %d and %d", *n, lo, hi)
		return nil
	}
	v := int(*n)
	return &v
}

// yesNo reads Joshua Project's Y/N flags; empty is no.
func (r *row) yesNo(col string) bool {
	switch v := r.str(col); v {
	case "Y", "y":
		return true
	case "N", "n", "":
		return false
	default:
		r.fail(col, "%q is neither Y nor N", v)
		return false
	}
}

// thousandths reads a percentage such as "0.016" or "33.653240520088" as
// thousandths of a percent (16, 33653), rounding half up, without going
// through floating point. Empty is nil.
func (r *row) thousandths(col string) *int64 {
	v := r.str(col)
	if v == "" {
		return nil
	}
	whole, frac, _ := strings.Cut(v, ".")
	if whole == "" && frac != "" {
		whole = "0"
	}
	if whole == "" || !allDigits(whole) || !allDigits(frac) || len(whole) > 3 {
		r.fail(col, "%q is not a percentage", v)
		return nil
	}
	n, _ := strconv.ParseInt(whole, 10, 64)
	n *= 1000
	digits := frac + "0000"
	f, _ := strconv.ParseInt(digits[:3], 10, 64)
	n += f
	if digits[3] >= '5' {
		n++
	}
	if n > 100_000 {
		r.fail(col, "%q is more than 100 percent", v)
		return nil
	}
	return &n
}

// degrees reads a latitude or longitude. Empty is nil. A number outside
// ±limit is a slip in Joshua Project's data (one Zambian group has longitude
// 2350588): it is stored as nil and noted in r.warning, since one misplaced
// map dot should not block an import.
func (r *row) degrees(col string, limit float64) *float64 {
	v := r.str(col)
	if v == "" {
		return nil
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		r.fail(col, "%q is not a number", v)
		return nil
	}
	if math.Abs(f) > limit {
		r.warn(col, "%s is not between -%g and %g degrees; stored as empty", v, limit, limit)
		return nil
	}
	return &f
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
