// react-admin's list rows render MUI's Checkbox with `aria-label` as a prop, and MUI puts it on
// the checkbox's wrapping <span>, where ARIA forbids it, while the <input> the keyboard and
// screen readers reach keeps no name. nameRowCheckboxes moves the name onto the input ("Select
// this row", and the header's "Select all") for every checkbox react-admin draws, now and later.

const SELECTOR = 'span.select-item[aria-label], span.select-all[aria-label]';

export function nameCheckboxes(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(SELECTOR).forEach((box) => {
    const name = box.getAttribute('aria-label');
    const input = box.querySelector('input');
    if (!name || !input) return;
    if (!input.hasAttribute('aria-label')) input.setAttribute('aria-label', name);
    box.removeAttribute('aria-label');
  });
}

// watchRowCheckboxes names the checkboxes already drawn and those drawn later; it returns the
// function that stops watching.
export function watchRowCheckboxes(doc: Document = document): () => void {
  nameCheckboxes(doc);
  const observer = new MutationObserver(() => nameCheckboxes(doc));
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}
