// The flow's steps: numbered steps on wide screens, 'Step N of 4' on small ones
// (spec/01 §4). Plain boxes rather than MUI's Stepper keep the first load small.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Box, Typography } from '@reach/ui/mui';

export const ADOPT_STEPS: MessageDescriptor[] = [msg`Select UPG`, msg`Funding Details`, msg`Adopt Your UPG`, msg`Payment`];
export const PROJECT_STEPS: MessageDescriptor[] = [msg`Select Project`, msg`Project Details`, msg`People Group Impact`, msg`Payment`];

export function Steps({ steps, active }: { steps: MessageDescriptor[]; active: number }) {
  const { t, i18n } = useLingui();
  const step = active + 1;
  const count = steps.length;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography sx={{ display: { xs: 'block', lg: 'none' }, fontWeight: 600, color: 'primary.main' }}>
        {t`Step ${step} of ${count}`}
      </Typography>
      <Box component="ol" aria-label={t`Steps`} sx={{ display: { xs: 'none', lg: 'flex' }, listStyle: 'none', p: 0, m: 0, gap: 1, alignItems: 'center' }}>
        {steps.map((d, i) => {
          const label = i18n._(d);
          const done = i < active;
          const current = i === active;
          return (
            <Box
              component="li"
              key={label}
              aria-current={current ? 'step' : undefined}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: i < steps.length - 1 ? 1 : 'none' }}
            >
              <Box
                sx={{
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  flexShrink: 0,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: 14,
                  fontWeight: 700,
                  bgcolor: current || done ? 'primary.main' : 'grey.300',
                  color: current || done ? '#fff' : 'text.primary',
                }}
              >
                {/* eslint-disable-next-line i18next/no-literal-string -- a check mark, not a word */}
                {done ? '✓' : i + 1}
              </Box>
              <Typography sx={{ fontWeight: current ? 700 : 400, whiteSpace: 'nowrap', color: current ? 'text.primary' : 'text.secondary' }}>{label}</Typography>
              {i < steps.length - 1 && <Box aria-hidden sx={{ flex: 1, height: '1px', bgcolor: 'grey.300', mx: 1 }} />}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
