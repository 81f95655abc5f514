// /partner/sponsor-a-project/__reach__: the Skip link's small amount step.
// The spec sends the Skip link straight to the payment provider for the
// holistic fund with a monthly gift; a gift needs an amount, so this page asks
// for it first (monthly by default, $100, starting today), then goes to the
// payment step. startProjectSponsorshipCheckout gets no projectId.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import { FormControl, FormLabel } from '@reach/ui/mui-inputs';
import { FormControlLabel, FormHelperText, Radio, RadioGroup, TextField } from '@reach/ui/mui-menus';
import { FORM_MAX_WIDTH } from '@reach/ui/theme';
import { PartnerPage, PROJECT_CRUMBS } from '../components/PartnerPage';
import { PROJECT_STEPS } from '../components/Steps';
import { AmountField, validateAmount } from '../components/AmountField';
import { DEFAULT_FUND_AMOUNT, REACH_PICKS } from '../lib/giving';
import { MESSAGES } from '../lib/messages';
import { today } from '../lib/payment';

export default function HolisticFund() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [amount, setAmount] = useState(String(DEFAULT_FUND_AMOUNT));
  const [recurring, setRecurring] = useState('true');
  const [startDate, setStartDate] = useState(today());
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted
    ? { amount: validateAmount(amount), startDate: recurring === 'true' && !startDate ? MESSAGES.dateRequired : undefined }
    : { amount: undefined, startDate: undefined };
  const anyError = !!(errors.amount || errors.startDate);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (validateAmount(amount) || (recurring === 'true' && !startDate)) return;
    const q = new URLSearchParams({ amount: String(Number(amount)), recurring, startDate: recurring === 'true' ? startDate : '' });
    navigate(`/partner/sponsor-a-project/${REACH_PICKS}/redirect?${q}`);
  };

  return (
    <PartnerPage title={t`Holistic Fund`} crumbs={[...PROJECT_CRUMBS, { label: t`Holistic Fund` }]} steps={PROJECT_STEPS} step={1} maxWidth={FORM_MAX_WIDTH}>
      <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: { xs: 2, md: 3 } }} aria-label={t`Holistic Fund`}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <Trans>Give to the holistic fund and we will put your gift to work in the projects where it is needed most.</Trans>
        </Typography>
        <FormControl sx={{ mb: 2, display: 'block' }}>
          <FormLabel id="fund-recurring" sx={{ fontWeight: 700, color: 'text.primary' }}>
            <Trans>How often would you like to give?</Trans>
          </FormLabel>
          <RadioGroup row aria-labelledby="fund-recurring" value={recurring} onChange={(e) => setRecurring(e.target.value)}>
            <FormControlLabel value="true" control={<Radio />} label={t`Monthly`} />
            <FormControlLabel value="false" control={<Radio />} label={t`One-time`} />
          </RadioGroup>
        </FormControl>
        <Box sx={{ mb: 2 }}>
          <AmountField value={amount} onChange={setAmount} error={errors.amount} />
        </Box>
        {recurring === 'true' && (
          <FormControl error={!!errors.startDate} sx={{ mb: 2, display: 'block' }}>
            <TextField
              type="date"
              label={t`First donation date`}
              value={startDate}
              onChange={(e) => setStartDate(e.target.value)}
              error={!!errors.startDate}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: 260 }}
            />
            {errors.startDate && <FormHelperText>{errors.startDate}</FormHelperText>}
          </FormControl>
        )}
        {anyError && (
          <Typography color="error" role="alert" sx={{ mb: 2 }}>
            {MESSAGES.formHasErrors}
          </Typography>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Button onClick={() => navigate('/partner/sponsor-a-project')}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" variant="contained">
            <Trans>Proceed to Payment</Trans>
          </Button>
        </Box>
      </Paper>
    </PartnerPage>
  );
}
