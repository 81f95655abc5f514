// A card photo, or a quiet placeholder (initials on the theme's blue) when
// there is none or it fails to load.
import { useState } from 'react';
import { useCardStyles } from './cardStyles';

function initials(name: string): string {
  // Words only: "Lohar (Hindu traditions)" gives "LH", not "L(".
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export function Photo({ src, name, height = 160 }: { src?: string | null; name: string; height?: number }) {
  useCardStyles();
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img className="rg-photo" src={src} alt="" loading="lazy" onError={() => setFailed(true)} style={{ height }} />;
  }
  return (
    <div className="rg-ph" aria-hidden style={{ height, fontSize: Math.round(height / 3.2) }}>
      {initials(name)}
    </div>
  );
}
