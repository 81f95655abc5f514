// The server writes the top of some public giving pages into the portal's
// index.html (<div id="first-paint">, backend/internal/server/first_paint.go),
// so that it paints before the scripts have loaded; #root is not displayed
// while it is there.

/** dropFirstPaint removes the server's first paint and its style, and so shows #root. Safe to call more than once. */
export function dropFirstPaint(): void {
  document.getElementById('first-paint')?.remove();
  document.getElementById('first-paint-style')?.remove();
}
