#!/usr/bin/env node
// A tiny static server for looking at the built apps without the Go binary:
// apps/portal/dist at /, apps/giving/dist at /giving/, any other path falls
// back to the portal's index.html. POST /graphql is proxied to REACH_API
// (default http://127.0.0.1:8080) when that answers, and so is the GraphQL
// websocket (subscriptions); otherwise they fail, which is fine for layout.
//
//   node scripts/serve.mjs [--port 5173]
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const portalDist = path.resolve(here, '../dist');
const givingDist = path.resolve(here, '../../giving/dist');
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > 0 ? process.argv[portArg + 1] : process.env.PORT || 5173);
const api = new URL(process.env.REACH_API || 'http://127.0.0.1:8080');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; connect-src 'self' ws: wss:";

function send(res, file, status = 200) {
  res.writeHead(status, {
    'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
    'Content-Security-Policy': CSP,
    'Cache-Control': file.endsWith('.html') || file.endsWith('remoteEntry.js') || file.endsWith('federation-runtime.js') ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  fs.createReadStream(file).pipe(res);
}

function fileIn(root, rel) {
  const file = path.join(root, path.normalize(decodeURIComponent(rel)).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(root)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

const server = http
  .createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/graphql') {
      const proxied = http.request(
        { hostname: api.hostname, port: api.port, path: req.url, method: req.method, headers: { ...req.headers, host: api.host } },
        (up) => {
          res.writeHead(up.statusCode || 502, up.headers);
          up.pipe(res);
        },
      );
      proxied.on('error', () => {
        res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ errors: [{ message: 'The API is not running', extensions: { code: 'INTERNAL' } }] }));
      });
      req.pipe(proxied);
      return;
    }
    if (url.pathname.startsWith('/giving/')) {
      const file = fileIn(givingDist, url.pathname.slice('/giving/'.length));
      if (file) return send(res, file);
      if (path.extname(url.pathname)) {
        res.writeHead(404);
        return res.end('not found');
      }
      return send(res, path.join(givingDist, 'index.html'));
    }
    const file = fileIn(portalDist, url.pathname.slice(1));
    if (file) return send(res, file);
    if (path.extname(url.pathname) && url.pathname !== '/') {
      res.writeHead(404);
      return res.end('not found');
    }
    send(res, path.join(portalDist, 'index.html'));
  })
  .listen(port, '127.0.0.1', () => console.log(`portal on http://127.0.0.1:${port}/ (giving at /giving/)`));

// GET /graphql upgrades to the API's websocket: the request is replayed to the API and the two
// sockets are joined.
server.on('upgrade', (req, socket, head) => {
  if (new URL(req.url, 'http://x').pathname !== '/graphql') return socket.destroy();
  const up = net.connect(Number(api.port || 80), api.hostname, () => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i];
      lines.push(`${name}: ${name.toLowerCase() === 'host' ? api.host : req.rawHeaders[i + 1]}`);
    }
    up.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) up.write(head);
    socket.pipe(up).pipe(socket);
  });
  up.on('error', () => socket.destroy());
  socket.on('error', () => up.destroy());
});
