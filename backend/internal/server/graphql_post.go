package server

import (
	"bytes"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler/transport"
)

// jsonPOST is gqlgen's POST transport with a cheaper way out for the common answer. gqlgen
// writes every answer with json.Marshal, which re-validates and re-compacts the data it has
// just written itself (a tenth of the CPU of a forty-card /upgs answer); an answer that is only
// data is written as it is here. Everything else (errors, extensions, a request that does not
// decode, clients asking for application/graphql-response+json) goes to the stock
// transport, which answers exactly as it always does.
type jsonPOST struct {
	stock transport.POST
}

var _ graphql.Transport = jsonPOST{}

func (t jsonPOST) Supports(r *http.Request) bool { return t.stock.Supports(r) }

func (t jsonPOST) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	if !acceptsPlainJSON(r.Header.Get("Accept")) {
		t.stock.Do(w, r, exec)
		return
	}
	body, err := io.ReadAll(r.Body)
	// retry hands the request, body restored, to the stock transport.
	retry := func() {
		r.Body = io.NopCloser(bytes.NewReader(body))
		t.stock.Do(w, r, exec)
	}
	if err != nil {
		retry()
		return
	}
	params := &graphql.RawParams{Headers: r.Header}
	start := graphql.Now()
	params.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(params); err != nil {
		retry()
		return
	}
	ctx := r.Context()
	rc, opErr := exec.CreateOperationContext(ctx, params)
	if opErr != nil {
		// Answered as the stock transport does, without parsing and validating
		// the document a second time.
		w.Header().Set("Content-Type", "application/json")
		if errcode.GetErrorKind(opErr) == errcode.KindProtocol {
			w.WriteHeader(http.StatusUnprocessableEntity)
		}
		b, err := json.Marshal(exec.DispatchError(graphql.WithOperationContext(ctx, rc), opErr))
		if err != nil {
			http.Error(w, `{"errors":[{"message":"internal system error"}]}`, http.StatusInternalServerError)
			return
		}
		_, _ = w.Write(b)
		return
	}
	responses, ctx := exec.DispatchOperation(ctx, rc)
	resp := responses(ctx)
	w.Header().Set("Content-Type", "application/json")
	if resp == nil || len(resp.Errors) > 0 || len(resp.Extensions) > 0 || resp.Label != "" || resp.Path != nil || resp.HasNext != nil || len(resp.Data) == 0 {
		b, err := json.Marshal(resp)
		if err != nil {
			http.Error(w, `{"errors":[{"message":"internal system error"}]}`, http.StatusInternalServerError)
			return
		}
		_, _ = w.Write(b)
		return
	}
	// One write of the whole answer from a pooled buffer: written in pieces, the closing brace
	// went out as a TCP segment of its own, one more send and one more wake-up of the client
	// for every answer.
	n := len(dataPrefix) + len(resp.Data) + len(dataSuffix)
	w.Header().Set("Content-Length", strconv.Itoa(n))
	buf := answerBuffers.Get().(*[]byte)
	out := append(append(append((*buf)[:0], dataPrefix...), resp.Data...), dataSuffix...)
	_, _ = w.Write(out)
	if cap(out) <= maxPooledAnswer {
		*buf = out[:0]
		answerBuffers.Put(buf)
	}
}

var dataPrefix, dataSuffix = []byte(`{"data":`), []byte(`}`)

// maxPooledAnswer bounds the buffers kept for the next answer (a page of cards is ~16 KB).
const maxPooledAnswer = 256 << 10

var answerBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 32<<10); return &b }}

// acceptsPlainJSON tells whether gqlgen would answer this Accept header with application/json.
func acceptsPlainJSON(accept string) bool {
	if accept == "" {
		return true
	}
	for _, part := range strings.Split(accept, ",") {
		mediaType, _, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil {
			continue
		}
		switch mediaType {
		case "*/*", "application/*", "application/json":
			return true
		case "application/graphql-response+json":
			return false
		}
	}
	return false
}
