// The list cards' styles as one static stylesheet (stylesheet.ts). A page
// shows dozens of cards; plain elements with these classes render far faster
// than a styled component per box (a phone's main thread is the Lighthouse
// bottleneck).
import { PRIMARY_COLOR } from '@reach/ui/theme';
import { addStylesheet } from './stylesheet';

const CSS = `
.rg-grid{display:grid;gap:16px;grid-template-columns:1fr;margin:0;padding:0;list-style:none}
@media (min-width:400px){.rg-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:600px){.rg-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:992px){.rg-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
.rg-grid>li{min-width:0}
.rg-card{display:flex;flex-direction:column;height:100%;background:#fff;border:1px solid rgba(0,0,0,0.12);border-radius:6px;overflow:hidden;color:rgba(0,0,0,0.87)}
.rg-card-link{display:block;flex:1;color:inherit;text-decoration:none;transition:background-color 150ms}
.rg-card-link:hover{background:rgba(0,0,0,0.04)}
.rg-card-link:focus-visible{outline:3px solid ${PRIMARY_COLOR};outline-offset:-3px}
.rg-card-body{padding:16px 16px 8px}
.rg-card-title{margin:0;font-size:1rem;font-weight:700;line-height:1.3}
.rg-card-sub{margin:2px 0 8px;font-size:0.875rem;color:rgba(0,0,0,0.6);line-height:1.43}
.rg-fact{display:flex;gap:8px;justify-content:space-between;font-size:14px;line-height:1.6}
.rg-fact>span:first-child{color:rgba(0,0,0,0.6)}
.rg-fact>span:last-child{text-align:right;font-weight:500;min-width:0;overflow-wrap:anywhere}
.rg-card-foot{padding:0 16px 12px;font-size:0.75rem;color:rgba(0,0,0,0.6);margin:0}
.rg-card-foot a{color:inherit}
.rg-photo{display:block;width:100%;object-fit:cover;background:#eee}
.rg-ph{display:flex;align-items:center;justify-content:center;background:linear-gradient(135deg,#336195 0%,#4f7fb4 55%,#8fb0d6 100%);color:rgba(255,255,255,0.92);font-weight:700;letter-spacing:2px}
`;

/** useCardStyles adds the cards' stylesheet to the page once. */
export function useCardStyles(): void {
  addStylesheet('cards', CSS);
}
