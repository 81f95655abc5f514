import { Translate, useTranslate } from 'react-admin';
import { intlLocale } from '../i18n';
// Giving per month as SVG bars: what was paid (refunds left out), the months' totals in the table
// a screen reader reads instead.
import { Box, useTheme } from '@mui/material';
import { formatCents } from '../money';
import { monthLabel, niceMax } from './dashboardData';

interface Month {
  month: string;
  usdCents: number;
  gifts: number;
}

const W = 640;
const H = 220;
const LEFT = 64;
const BOTTOM = 24;
const TOP = 8;

export const GivingChart = ({ months }: { months: readonly Month[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  // At least $100 at the top, so a quiet year still reads in dollars.
  const top = niceMax(Math.max(10_000, ...months.map((m) => m.usdCents)));
  const plotH = H - BOTTOM - TOP;
  const step = (W - LEFT) / Math.max(1, months.length);
  const y = (cents: number) => TOP + plotH - (Math.max(0, cents) / top) * plotH;
  const total = months.reduce((s, m) => s + m.usdCents, 0);
  return (
    <Box>
      <Box component="p" sx={{ m: 0, mb: 1, color: 'text.secondary', fontSize: 14 }}>
        {translate('reach.dashboard.total_in_payments', { total: formatCents(total), count: months.reduce((s, m) => s + m.gifts, 0).toLocaleString(intlLocale()) })}
      </Box>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label="Giving per month" style={{ display: 'block', maxHeight: 260 }}>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={LEFT} x2={W} y1={y(top * f)} y2={y(top * f)} stroke={theme.palette.divider} />
            <text x={LEFT - 6} y={y(top * f) + 4} textAnchor="end" fontSize={11} fill={theme.palette.text.secondary}>
              {formatCents(top * f).replace(/\.00$/, '')}
            </text>
          </g>
        ))}
        {months.map((m, i) => (
          <g key={m.month}>
            <rect x={LEFT + i * step + step * 0.15} width={step * 0.7} y={y(m.usdCents)} height={TOP + plotH - y(m.usdCents)} fill={theme.palette.primary.main}>
              <title>{translate('reach.dashboard.month_tooltip', { month: monthLabel(m.month, intlLocale()), amount: formatCents(m.usdCents), count: m.gifts })}</title>
            </rect>
            <text x={LEFT + i * step + step / 2} y={H - 6} textAnchor="middle" fontSize={11} fill={theme.palette.text.secondary}>
              {monthLabel(m.month, intlLocale())}
            </text>
          </g>
        ))}
      </svg>
      <Box component="table" sx={visuallyHidden}>
        <caption><Translate i18nKey="reach.dashboard.giving_per_month" /></caption>
        <thead>
          <tr>
            <th><Translate i18nKey="reach.dashboard.month" /></th>
            <th><Translate i18nKey="reach.dashboard.paid" /></th>
            <th><Translate i18nKey="reach.dashboard.payments" /></th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <td>{monthLabel(m.month, intlLocale())}</td>
              <td>{formatCents(m.usdCents)}</td>
              <td>{m.gifts}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
};

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
