// Command remake writes the PDF's fonts (TrueType) and their licences from the npm packages
// scripts/pdf-fonts.sh fetched with `npm pack`: each package's WOFF 1.0 files are unwrapped to
// TTF. Usage: go run ./backend/internal/pdftext/fonts/remake -packs DIR -out DIR
package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// pack is one npm package and the WOFF files taken from it.
type pack struct {
	name    string   // @fontsource/{name}
	prefix  string   // file name prefix of the TTFs written
	subsets []string // unicode-range subsets, in fallback order
	weights []string
}

// Version is the version of every @fontsource package used.
const Version = "5.3.0"

var packs = []pack{
	{"babylonica", "babylonica", []string{"latin", "latin-ext", "vietnamese"}, []string{"400"}},
	{"herr-von-muellerhoff", "herr-von-muellerhoff", []string{"latin", "latin-ext"}, []string{"400"}},
	{"send-flowers", "send-flowers", []string{"latin", "latin-ext", "vietnamese"}, []string{"400"}},
	{"square-peg", "square-peg", []string{"latin", "latin-ext", "vietnamese"}, []string{"400"}},
	{"tangerine", "tangerine", []string{"latin"}, []string{"400"}},
	{"water-brush", "water-brush", []string{"latin", "latin-ext", "vietnamese"}, []string{"400"}},
	{"noto-sans", "noto-sans", []string{"latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"}, []string{"400"}},
}

func main() {
	packs := flag.String("packs", "", "folder holding fontsource-{name}-"+Version+".tgz")
	out := flag.String("out", "", "folder to write the TTFs and licences into")
	flag.Parse()
	if *packs == "" || *out == "" {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*packs, *out); err != nil {
		log.Fatal(err)
	}
}

func run(packsDir, out string) error {
	for _, p := range packs {
		files, err := readTgz(filepath.Join(packsDir, "fontsource-"+p.name+"-"+Version+".tgz"))
		if err != nil {
			return err
		}
		lic, ok := files["package/LICENSE"]
		if !ok {
			return fmt.Errorf("%s: no LICENSE", p.name)
		}
		if err := os.WriteFile(filepath.Join(out, p.prefix+"-OFL.txt"), lic, 0o644); err != nil {
			return err
		}
		for _, w := range p.weights {
			for _, sub := range p.subsets {
				src := fmt.Sprintf("package/files/%s-%s-%s-normal.woff", p.name, sub, w)
				woff, ok := files[src]
				if !ok {
					return fmt.Errorf("%s: no %s", p.name, src)
				}
				ttf, err := unwrapWOFF(woff)
				if err != nil {
					return fmt.Errorf("%s: %w", src, err)
				}
				name := p.prefix + "-" + sub
				if len(p.weights) > 1 {
					name += "-" + w
				}
				if err := os.WriteFile(filepath.Join(out, name+".ttf"), ttf, 0o644); err != nil {
					return err
				}
				fmt.Printf("%s.ttf\t%d bytes\n", name, len(ttf))
			}
		}
	}
	return nil
}

func readTgz(path string) (map[string][]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	tr := tar.NewReader(zr)
	files := map[string][]byte{}
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return files, nil
		}
		if err != nil {
			return nil, err
		}
		if h.Typeflag != tar.TypeReg || !(strings.HasSuffix(h.Name, ".woff") || h.Name == "package/LICENSE") {
			continue
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			return nil, err
		}
		files[h.Name] = b
	}
}

// unwrapWOFF turns a WOFF 1.0 file into the sfnt (TrueType) it wraps: each table inflated when
// compressed, laid out in tag order on 4-byte boundaries, with the table directory and the head
// table's checksum adjustment recomputed.
func unwrapWOFF(w []byte) ([]byte, error) {
	if len(w) < 44 || string(w[:4]) != "wOFF" {
		return nil, errors.New("not a WOFF 1.0 file")
	}
	be := binary.BigEndian
	flavor := be.Uint32(w[4:])
	if flavor != 0x00010000 {
		return nil, fmt.Errorf("flavor %08x: only TrueType outlines are wanted", flavor)
	}
	n := int(be.Uint16(w[12:]))
	type table struct {
		tag  string
		data []byte
	}
	tables := make([]table, 0, n)
	for i := 0; i < n; i++ {
		e := 44 + 20*i
		if e+20 > len(w) {
			return nil, errors.New("truncated table directory")
		}
		tag := string(w[e : e+4])
		off, comp, orig := int(be.Uint32(w[e+4:])), int(be.Uint32(w[e+8:])), int(be.Uint32(w[e+12:]))
		if off < 0 || comp < 0 || off+comp > len(w) || comp > orig {
			return nil, fmt.Errorf("table %q out of range", tag)
		}
		data := w[off : off+comp]
		if comp < orig {
			zr, err := zlib.NewReader(bytes.NewReader(data))
			if err != nil {
				return nil, fmt.Errorf("table %q: %w", tag, err)
			}
			data, err = io.ReadAll(io.LimitReader(zr, int64(orig)+1))
			if err != nil {
				return nil, fmt.Errorf("table %q: %w", tag, err)
			}
		}
		if len(data) != orig {
			return nil, fmt.Errorf("table %q: %d bytes, want %d", tag, len(data), orig)
		}
		tables = append(tables, table{tag, data})
	}
	sort.Slice(tables, func(i, j int) bool { return tables[i].tag < tables[j].tag })

	entrySelector := 0
	for 1<<(entrySelector+1) <= n {
		entrySelector++
	}
	searchRange := 16 << entrySelector
	var out bytes.Buffer
	hdr := make([]byte, 12+16*n)
	be.PutUint32(hdr[0:], flavor)
	be.PutUint16(hdr[4:], uint16(n))
	be.PutUint16(hdr[6:], uint16(searchRange))
	be.PutUint16(hdr[8:], uint16(entrySelector))
	be.PutUint16(hdr[10:], uint16(n*16-searchRange))
	offset := len(hdr)
	headAt := -1
	for i, t := range tables {
		data := t.data
		if t.tag == "head" {
			if len(data) < 12 {
				return nil, errors.New("head table too short")
			}
			data = append([]byte(nil), data...)
			be.PutUint32(data[8:], 0) // checkSumAdjustment, recomputed below
			tables[i].data = data
			headAt = offset
		}
		r := hdr[12+16*i:]
		copy(r[0:4], t.tag)
		be.PutUint32(r[4:], checksum(data))
		be.PutUint32(r[8:], uint32(offset))
		be.PutUint32(r[12:], uint32(len(data)))
		offset += (len(data) + 3) &^ 3
	}
	out.Write(hdr)
	for _, t := range tables {
		out.Write(t.data)
		out.Write(make([]byte, ((len(t.data)+3)&^3)-len(t.data)))
	}
	b := out.Bytes()
	if headAt >= 0 {
		be.PutUint32(b[headAt+8:], 0xB1B0AFBA-checksum(b))
	}
	return b, nil
}

// checksum is the sfnt checksum: the sum of big-endian uint32s, the last one padded with zeros.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
