// Giving per month as SVG bars: what was paid (refunds left out), the months' totals in the table
// a screen reader reads instead. Right to left (Arabic) the chart is mirrored: the oldest month on
// the right, the amounts' axis on the right edge, read from right to left as the page is.
import { Translate, useTranslate } from 'react-admin';
import { Box, useTheme } from '@mui/material';
import { direction, intlLocale } from '../i18n';
import { formatCents, formatWholeDollars } from '../money';
import { CHART_H as H, CHART_W as W, chartLayout, monthLabel, niceMax } from './dashboardData';

interface Month {
  month: string;
  usdCents: number;
  gifts: number;
}

const BOTTOM = 24;
const TOP = 8;

// A month's label fits its column: a language with long month names ("سبتمبر 26", "sept. 26")
// writes them smaller rather than run into the next (about 0.55 em a character).
const labelSize = (label: string, step: number) => Math.min(11, (step * 0.92) / (label.length * 0.55));

export const GivingChart = ({ months }: { months: readonly Month[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  // At least $100 at the top, so a quiet year still reads in dollars.
  const top = niceMax(Math.max(10_000, ...months.map((m) => m.usdCents)));
  const plotH = H - BOTTOM - TOP;
  const dir = direction();
  const { step, slot, plot, axisX, axisAnchor } = chartLayout(months.length, dir);
  const count = (n: number) => n.toLocaleString(intlLocale());
  const y = (cents: number) => TOP + plotH - (Math.max(0, cents) / top) * plotH;
  const total = months.reduce((s, m) => s + m.usdCents, 0);
  const gifts = months.reduce((s, m) => s + m.gifts, 0);
  return (
    <Box>
      <Box component="p" sx={{ m: 0, mb: 1, color: 'text.secondary', fontSize: 14 }}>
        {translate('reach.dashboard.total_in_payments', { total: formatCents(total), count: count(gifts), smart_count: gifts })}
      </Box>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={translate('reach.dashboard.giving_per_month')}
        direction={dir}
        data-dir={dir}
        style={{ display: 'block', maxHeight: 260 }}
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={plot.from} x2={plot.to} y1={y(top * f)} y2={y(top * f)} stroke={theme.palette.divider} />
            <text x={axisX} y={y(top * f) + 4} textAnchor={axisAnchor} fontSize={11} fill={theme.palette.text.secondary} data-axis>
              {formatWholeDollars(top * f)}
            </text>
          </g>
        ))}
        {months.map((m, i) => (
          <g key={m.month} data-month={m.month}>
            <rect x={slot(i) + step * 0.15} width={step * 0.7} y={y(m.usdCents)} height={TOP + plotH - y(m.usdCents)} fill={theme.palette.primary.main}>
              <title>{translate('reach.dashboard.month_tooltip', { month: monthLabel(m.month, intlLocale()), amount: formatCents(m.usdCents), count: count(m.gifts), smart_count: m.gifts })}</title>
            </rect>
            <text x={slot(i) + step / 2} y={H - 6} textAnchor="middle" fontSize={labelSize(monthLabel(m.month, intlLocale()), step)} fill={theme.palette.text.secondary}>
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
              <td>{count(m.gifts)}</td>
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
