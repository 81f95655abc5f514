// The wide-screen population filter: a range slider on a log scale. Loaded
// only above 992 px, so phones never download the slider.
import { Trans, useLingui } from '@lingui/react/macro';
import { intlLocale } from '@reach/ui/language';
import { Box, Typography } from '@reach/ui/mui';
import { SLIDER_STEPS, compactPopulation, sliderToPopulation } from '../lib/population';
import { RangeSlider } from './RangeSlider';

// The marks' labels read in the current language (1K, 1 k, 1 ألف).
const marks = () =>
  [0, 3, 6, 9].map((exp) => {
  const value = Math.round((exp / Math.log10(1_500_000_000)) * SLIDER_STEPS);
  return { value, label: exp === 0 ? '1' : compactPopulation(Math.pow(10, exp)) };
});

export default function PopulationSlider({ value, onChange }: { value: [number, number]; onChange: (v: [number, number]) => void }) {
  const { t } = useLingui();
  const min = compactPopulation(sliderToPopulation(value[0]));
  const max = compactPopulation(sliderToPopulation(value[1]));
  return (
    <Box sx={{ px: 1.5 }}>
      <Typography id="population-label" variant="caption" color="text.secondary" component="div">
        <Trans>
          Population: {min} – {max}
        </Trans>
      </Typography>
      <RangeSlider
        value={value}
        min={0}
        max={SLIDER_STEPS}
        marks={marks()}
        ariaLabels={[t`Minimum population`, t`Maximum population`]}
        valueText={(v) => sliderToPopulation(v).toLocaleString(intlLocale())}
        onChange={onChange}
      />
    </Box>
  );
}
