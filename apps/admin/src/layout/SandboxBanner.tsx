import { useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { doc, request } from '@reach/ui/graphql';
import { useEffect, useState } from 'react';
import type { SandboxPaymentsQuery } from '../generated/graphql';

const SANDBOX_PAYMENTS = doc<SandboxPaymentsQuery>(/* GraphQL */ `
  query SandboxPayments {
    appConfig {
      sandboxPayments
    }
  }
`);

/** SANDBOX_TEXT is what every back-office page says while no money moves. */
export const SANDBOX_TEXT = 'Sandbox payments: no money moves';

/**
 * useSandboxPayments tells whether gifts go through the sandbox checkout (appConfig); false until
 * the server has answered, so nothing that only the sandbox may do shows early.
 */
export const useSandboxPayments = () => {
  const [sandbox, setSandbox] = useState(false);
  useEffect(() => {
    const ctrl = new AbortController();
    request(SANDBOX_PAYMENTS, {}, { account: false, signal: ctrl.signal })
      .then((d) => setSandbox(d.appConfig.sandboxPayments))
      .catch(() => undefined);
    return () => ctrl.abort();
  }, []);
  return sandbox;
};

/**
 * SandboxBanner tells staff on every page that gifts go through the sandbox checkout (Reach runs
 * without Stripe keys): a gift recorded as paid here was never charged.
 */
export const SandboxBanner = () => {
  const sandbox = useSandboxPayments();
  const translate = useTranslate();
  if (!sandbox) return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0, py: 0 }}>
      {translate(SANDBOX_TEXT, { _: SANDBOX_TEXT })}
    </Alert>
  );
};
