// The flow's steps: numbered steps on wide screens, 'Step N of 4' on small ones
// (spec/01 §4). Plain boxes rather than MUI's Stepper keep the first load small.
import { Box, Typography } from '@reach/ui/mui';

export const ADOPT_STEPS = ['Select UPG', 'Funding Details', 'Adopt Your UPG', 'Payment'];
export const PROJECT_STEPS = ['Select Project', 'Project Details', 'People Group Impact', 'Payment'];

export function Steps({ steps, active }: { steps: string[]; active: number }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography sx={{ display: { xs: 'block', lg: 'none' }, fontWeight: 600, color: 'primary.main' }}>
        Step {active + 1} of {steps.length}
      </Typography>
      <Box component="ol" aria-label="Steps" sx={{ display: { xs: 'none', lg: 'flex' }, listStyle: 'none', p: 0, m: 0, gap: 1, alignItems: 'center' }}>
        {steps.map((label, i) => {
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
