import { Box } from '@reach/ui/mui';

/** Logo is Reach's mark and name. */
export function Logo({ color = '#336195', size = 32 }: { color?: string; size?: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color, fontWeight: 700, fontSize: size * 0.7, letterSpacing: 0.5 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <path d="M9 22 16 8l7 14h-4l-3-6-3 6z" fill={color === '#fff' ? '#336195' : '#fff'} />
      </svg>
      Reach
    </Box>
  );
}
