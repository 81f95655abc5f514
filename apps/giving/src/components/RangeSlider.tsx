// A two-thumb range slider with MUI's small Slider look (rail, track, marks,
// mark labels, 12 px thumbs with the hover and focus ring), without MUI's
// Slider: plain spans with a static stylesheet, and in each thumb a visually
// hidden native <input type="range">, as MUI's thumbs have. The native inputs
// give each thumb its role (slider), value, name and keys (arrows, Page
// Up/Down, Home/End) from the browser itself; the rail takes pointer presses
// and drags. MUI's Slider (7.4 KB gzipped, a shared module of its own) was
// what kept the adopt page's first load above 992 px over 150 KB
// (docs/benchmarks.md).
import { useRef, useState, type PointerEvent } from 'react';
import { PRIMARY_COLOR } from '@reach/ui/theme';
import { useLanguage } from '@reach/ui/i18n';
import { addStylesheet } from './stylesheet';

export interface RangeSliderProps {
  value: [number, number];
  min: number;
  max: number;
  marks: Array<{ value: number; label: string }>;
  /** ariaLabels name the two thumbs. */
  ariaLabels: [string, string];
  /** valueText is each thumb's spoken value (aria-valuetext). */
  valueText: (v: number) => string;
  onChange: (v: [number, number]) => void;
}

const RING = `color-mix(in srgb,${PRIMARY_COLOR} 16%,transparent)`;
// MUI's small horizontal Slider with marks, and its visually hidden thumb inputs.
const CSS = `
.rg-sl{color:${PRIMARY_COLOR};border-radius:12px;box-sizing:content-box;display:inline-block;position:relative;cursor:pointer;touch-action:none;-webkit-tap-highlight-color:transparent;height:2px;width:100%;padding:13px 0;margin-bottom:20px}
.rg-sl>span{position:absolute}
.rg-sl>.r,.rg-sl>.t{display:block;border-radius:inherit;background:currentColor;height:inherit;top:50%;transform:translateY(-50%)}
.rg-sl>.r{width:100%;opacity:.38}
.rg-sl>.m{width:2px;height:2px;border-radius:1px;top:50%;transform:translate(-1px,-50%);background:currentColor}
.rg-sl>.m.on{background:#fff;opacity:.8}
.rg-sl>.l{font-size:11px;line-height:1.43;color:rgba(0,0,0,.6);white-space:nowrap;top:30px;transform:translateX(-50%)}
.rg-sl>.l.on{color:rgba(0,0,0,.87)}
.rg-sl>.h{width:12px;height:12px;border-radius:50%;background:currentColor;display:flex;top:50%;transform:translate(-50%,-50%);z-index:1;transition:box-shadow 150ms cubic-bezier(.4,0,.2,1)}
.rg-sl>.h:hover,.rg-sl>.h:has(input:focus-visible){box-shadow:0 0 0 8px ${RING}}
.rg-sl>.h.on{z-index:2;transition:none;box-shadow:0 0 0 14px ${RING}}
.rg-sl input{border:0;clip:rect(0 0 0 0);height:100%;width:100%;margin:-1px;overflow:hidden;padding:0;position:absolute;white-space:nowrap;direction:ltr}
@media (pointer:coarse){.rg-sl{padding:20px 0}.rg-sl>.l{top:40px}}
[dir=rtl] .rg-sl>.m{transform:translate(1px,-50%)}
[dir=rtl] .rg-sl>.l{transform:translateX(50%)}
[dir=rtl] .rg-sl>.h{transform:translate(50%,-50%)}
[dir=rtl] .rg-sl input{direction:rtl}
`;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function RangeSlider({ value, min, max, marks, ariaLabels, valueText, onChange }: RangeSliderProps) {
  addStylesheet('range-slider', CSS);
  // Right to left (Arabic) the slider runs from the right, as MUI's does: the smallest value
  // at the right edge, and the thumbs' inputs take the keys the right-to-left way.
  const rtl = useLanguage().dir === 'rtl';
  const start = rtl ? 'right' : 'left';
  const end_ = rtl ? 'left' : 'right';
  const root = useRef<HTMLSpanElement>(null);
  const inputs = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)];
  // The thumb a pointer is dragging, or null.
  const [active, setActive] = useState<number | null>(null);
  const pct = (v: number) => `${((clamp(v, min, max) - min) / (max - min)) * 100}%`;
  const [lo, hi] = value;
  const on = (v: number) => (v >= lo && v <= hi ? ' on' : '');

  // set moves thumb i to v; a thumb never passes the other.
  const set = (i: number, v: number) => {
    const next: [number, number] = i === 0 ? [clamp(v, min, hi), hi] : [lo, clamp(v, lo, max)];
    if (next[0] !== lo || next[1] !== hi) onChange(next);
  };
  const at = (clientX: number) => {
    const r = root.current!.getBoundingClientRect();
    const f = rtl ? (r.right - clientX) / r.width : (clientX - r.left) / r.width;
    return Math.round(min + clamp(f, 0, 1) * (max - min));
  };

  const onPointerDown = (e: PointerEvent<HTMLSpanElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    const v = at(e.clientX);
    // The nearer thumb moves; when both are as near, the one on v's side.
    const dLo = Math.abs(v - lo);
    const dHi = Math.abs(v - hi);
    const i = dLo < dHi || (dLo === dHi && v < lo) ? 0 : 1;
    setActive(i);
    set(i, v);
    inputs[i].current?.focus({ preventScroll: true });
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const end = () => setActive(null);

  return (
    <span
      ref={root}
      className="rg-sl"
      onPointerDown={onPointerDown}
      onPointerMove={(e) => active !== null && set(active, at(e.clientX))}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <span className="r" />
      <span className="t" style={{ [start]: pct(lo), [end_]: `calc(100% - ${pct(hi)})` }} />
      {marks.map((m) => (
        <span key={`m${m.value}`} aria-hidden className={`m${on(m.value)}`} style={{ [start]: pct(m.value) }} />
      ))}
      {marks.map((m) => (
        <span key={`l${m.value}`} aria-hidden className={`l${on(m.value)}`} style={{ [start]: pct(m.value) }}>
          {m.label}
        </span>
      ))}
      {value.map((v, i) => (
        <span key={i} className={active === i ? 'h on' : 'h'} style={{ [start]: pct(v) }}>
          <input
            ref={inputs[i]}
            type="range"
            min={min}
            max={max}
            step={1}
            value={v}
            aria-label={ariaLabels[i]}
            aria-valuetext={valueText(v)}
            onChange={(e) => set(i, Number(e.currentTarget.value))}
          />
        </span>
      ))}
    </span>
  );
}
