// The wide-screen population filter: a range slider on a log scale. Loaded
// only above 992 px, so phones never download the slider.
import { Box, Typography } from '@reach/ui/mui';
import { SLIDER_STEPS, compactPopulation, sliderToPopulation } from '../lib/population';
import { RangeSlider } from './RangeSlider';

const MARKS = [0, 3, 6, 9].map((exp) => {
  const value = Math.round((exp / Math.log10(1_500_000_000)) * SLIDER_STEPS);
  return { value, label: exp === 0 ? '1' : compactPopulation(Math.pow(10, exp)) };
});

export default function PopulationSlider({ value, onChange }: { value: [number, number]; onChange: (v: [number, number]) => void }) {
  return (
    <Box sx={{ px: 1.5 }}>
      <Typography id="population-label" variant="caption" color="text.secondary" component="div">
        Population: {compactPopulation(sliderToPopulation(value[0]))} – {compactPopulation(sliderToPopulation(value[1]))}
      </Typography>
      <RangeSlider
        value={value}
        min={0}
        max={SLIDER_STEPS}
        marks={MARKS}
        ariaLabels={['Minimum population', 'Maximum population']}
        valueText={(v) => sliderToPopulation(v).toLocaleString('en-US')}
        onChange={onChange}
      />
    </Box>
  );
}
