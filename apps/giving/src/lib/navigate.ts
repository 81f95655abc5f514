/** goTo sends the browser to a page outside the app (Stripe Checkout or the sandbox checkout). */
export function goTo(url: string): void {
  window.location.assign(url);
}
