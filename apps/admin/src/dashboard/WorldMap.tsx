// The people groups on a world map: one square per cell of degrees, coloured by adoption (any group
// adopted now, else any adopted before, else none). The land outline is world-atlas's 1:110m
// TopoJSON, bundled in this chunk (no tile server).
import { useTranslate } from 'react-admin';
import { Box, Stack, Typography, useTheme } from '@mui/material';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { useMemo } from 'react';
import { feature } from 'topojson-client';
import land110m from 'world-atlas/land-110m.json';
import { cellsOf, statusOf, type CellStatus } from './dashboardData';
import { intlLocale } from '../i18n';

const W = 960;
const H = 470;

const WorldMap = ({ cells, degrees }: { cells: readonly number[]; degrees: number }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const colors: Record<CellStatus, string> = {
    adopted: theme.palette.success.main,
    formerly: theme.palette.warning.main,
    none: theme.palette.grey[500],
  };
  const { landPath, squares, counts } = useMemo(() => {
    const topo = land110m as unknown as Parameters<typeof feature>[0];
    const land = feature(topo, topo.objects.land);
    const projection = geoEqualEarth().fitSize([W, H], { type: 'Sphere' });
    const path = geoPath(projection);
    const all = cellsOf(cells);
    const counts = { groups: 0, adopted: 0, formerly: 0 };
    const squares = all.map((c) => {
      counts.groups += c.groups;
      counts.adopted += c.adopted;
      counts.formerly += c.formerly;
      const [x, y] = projection([c.lon + degrees / 2, c.lat + degrees / 2]) ?? [0, 0];
      return { key: `${c.lat},${c.lon}`, x, y, status: statusOf(c), c };
    });
    // Adopted cells last, so they are drawn on top.
    const order: Record<CellStatus, number> = { none: 0, formerly: 1, adopted: 2 };
    squares.sort((a, b) => order[a.status] - order[b.status]);
    return { landPath: path(land) ?? '', squares, counts };
  }, [cells, degrees]);
  const size = (W / 360) * degrees * 0.9;
  const n = (v: number) => v.toLocaleString(intlLocale());
  const legend: [CellStatus, string, number][] = [
    ['adopted', 'Adopted', counts.adopted],
    ['formerly', 'Adopted before, not now', counts.formerly],
    ['none', 'Not adopted', counts.groups - counts.adopted - counts.formerly],
  ];
  return (
    <Box>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={translate('reach.dashboard.map_label', { count: n(counts.groups), smart_count: counts.groups })} style={{ display: 'block' }}>
        <path d={landPath} fill={theme.palette.action.hover} stroke={theme.palette.divider} />
        {squares.map((s) => (
          <rect key={s.key} x={s.x - size / 2} y={s.y - size / 2} width={size} height={size} fill={colors[s.status]} opacity={0.85}>
            <title>
              {translate('reach.dashboard.cell_title', {
                groups: n(s.c.groups),
                adopted: n(s.c.adopted),
                formerly: n(s.c.formerly),
                smart_count: s.c.groups,
              })}
            </title>
          </rect>
        ))}
      </svg>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
        {legend.map(([status, label, count]) => (
          <Stack key={status} direction="row" spacing={1} alignItems="center">
            <Box sx={{ width: 12, height: 12, bgcolor: colors[status] }} aria-hidden />
            <Typography variant="body2">
              {translate('reach.dashboard.legend_entry', { label: translate(label, { _: label }), count: n(count) })}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('reach.dashboard.map_caption', { degrees: n(degrees) })}
      </Typography>
    </Box>
  );
};

export default WorldMap;
