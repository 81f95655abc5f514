// Static stylesheets for the giving pages' plain elements (cards, the range
// slider): a page with dozens of boxes renders far faster from a few classes
// than from a styled component per box, and the CSS as a string is smaller
// than the same rules as style objects.

const added = new Set<string>();

/** addStylesheet puts css into the page's head once per name. */
export function addStylesheet(name: string, css: string): void {
  if (added.has(name) || typeof document === 'undefined') return;
  added.add(name);
  const el = document.createElement('style');
  el.setAttribute('data-reach-giving', name);
  el.textContent = css;
  document.head.appendChild(el);
}
