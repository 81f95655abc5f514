// A small canvas confetti: starts `delay` ms after it mounts and falls for
// `duration` ms (spec/01 §2: 250 ms after success, for 3000 ms). Nothing plays
// when the visitor asks for reduced motion.
import { useEffect, useRef, useState } from 'react';

const COLORS = ['#336195', '#f2b134', '#e4572e', '#4caf50', '#8fb0d6', '#ffffff'];

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  rot: number;
  vr: number;
  color: string;
}

export function Confetti({ delay = 250, duration = 3000, count = 160 }: { delay?: number; duration?: number; count?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setDone(true);
      return undefined;
    }
    let frame = 0;
    let start = 0;
    let pieces: Piece[] = [];
    const timer = window.setTimeout(() => {
      const c = canvas.current;
      const ctx = c?.getContext('2d');
      if (!c || !ctx) return;
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      const w = window.innerWidth;
      const h = window.innerHeight;
      c.width = w * dpr;
      c.height = h * dpr;
      ctx.scale(dpr, dpr);
      pieces = Array.from({ length: count }, () => ({
        x: w / 2 + (Math.random() - 0.5) * w * 0.3,
        y: h * 0.35,
        vx: (Math.random() - 0.5) * 14,
        vy: -Math.random() * 14 - 4,
        size: 5 + Math.random() * 6,
        rot: Math.random() * Math.PI,
        vr: (Math.random() - 0.5) * 0.3,
        color: COLORS[Math.floor(Math.random() * COLORS.length)]!,
      }));
      c.dataset.state = 'playing';
      const tick = (t: number) => {
        if (!start) start = t;
        const elapsed = t - start;
        ctx.clearRect(0, 0, w, h);
        if (elapsed >= duration) {
          setDone(true);
          return;
        }
        const fade = elapsed > duration - 600 ? (duration - elapsed) / 600 : 1;
        ctx.globalAlpha = Math.max(0, fade);
        for (const p of pieces) {
          p.vy += 0.35;
          p.vx *= 0.99;
          p.x += p.vx;
          p.y += p.vy;
          p.rot += p.vr;
          ctx.save();
          ctx.translate(p.x, p.y);
          ctx.rotate(p.rot);
          ctx.fillStyle = p.color;
          ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
          ctx.restore();
        }
        frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    }, delay);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [delay, duration, count]);

  if (done) return null;
  return (
    <canvas
      ref={canvas}
      aria-hidden
      data-testid="confetti"
      style={{ position: 'fixed', inset: 0, width: '100vw', height: '100vh', pointerEvents: 'none', zIndex: 1400 }}
    />
  );
}
