// A card's picture, or the designed placeholder when there is none or it fails
// to load: the name's initials on the theme's blue, as the giving site's cards
// show (apps/giving/src/components/Photo.tsx).
import { useState } from 'react';
import { Box } from '@reach/ui/mui';

/** initials are the first letters of the name's first two words ("Lohar (Hindu traditions)" gives "LH"). */
export function initials(name: string): string {
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export function CardPhoto({ src, name, height }: { src?: string | null; name: string; height: number }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <Box component="img" src={src} alt={name} loading="lazy" onError={() => setFailed(true)} sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: '#eee' }} />;
  }
  return (
    <Box
      aria-hidden
      data-testid="card-placeholder"
      sx={{
        height,
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #336195 0%, #4f7fb4 55%, #8fb0d6 100%)',
        color: 'rgba(255,255,255,0.92)',
        fontWeight: 700,
        letterSpacing: 2,
        fontSize: Math.round(height / 3.2),
      }}
    >
      {initials(name)}
    </Box>
  );
}
