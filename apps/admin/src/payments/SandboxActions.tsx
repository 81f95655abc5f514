import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import PaymentsIcon from '@mui/icons-material/Payments';
import UndoIcon from '@mui/icons-material/Undo';
import { Stack } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Button, useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import { doc, errorMessage, request } from '@reach/ui/graphql';
import { formatCents } from '../money';
import { Permissions } from '@reach/ui/permissions';
import type {
  SandboxChargeNextMonthMutation,
  SandboxChargeNextMonthMutationVariables,
  SandboxFailNextChargeMutation,
  SandboxFailNextChargeMutationVariables,
  SandboxRefundPaymentMutation,
  SandboxRefundPaymentMutationVariables,
} from '../generated/graphql';
import { useSandboxPayments } from '../layout/SandboxBanner';

const CHARGE = doc<SandboxChargeNextMonthMutation, SandboxChargeNextMonthMutationVariables>(/* GraphQL */ `
  mutation SandboxChargeNextMonth($id: ID!) {
    sandboxChargeNextMonth(giftId: $id) {
      id
      status
      usdCentsAmount
    }
  }
`);

const FAIL = doc<SandboxFailNextChargeMutation, SandboxFailNextChargeMutationVariables>(/* GraphQL */ `
  mutation SandboxFailNextCharge($id: ID!) {
    sandboxFailNextCharge(giftId: $id) {
      id
      status
      usdCentsAmount
    }
  }
`);

const REFUND = doc<SandboxRefundPaymentMutation, SandboxRefundPaymentMutationVariables>(/* GraphQL */ `
  mutation SandboxRefundPayment($id: ID!) {
    sandboxRefundPayment(paymentId: $id) {
      id
      status
    }
  }
`);

/** useMaySandbox: the sandbox checkout is in use and the staff member may change gifts. */
const useMaySandbox = () => {
  const sandbox = useSandboxPayments();
  const { permissions } = usePermissions<string[]>();
  return sandbox && Array.isArray(permissions) && permissions.includes(Permissions.EditAdminGiving);
};

/** A notice: a message key and the values of its placeholders. */
type Notice = { message: string; args: Record<string, unknown> };

/**
 * ActionButton runs one sandbox action, says what happened (in the language shown) and reloads
 * the page's record. The server's refusal shows as it comes (it is in the staff member's language).
 */
const ActionButton = ({ label, icon, run }: { label: string; icon: ReactElement; run: () => Promise<Notice> }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const click = async () => {
    setPending(true);
    try {
      const { message, args } = await run();
      notify(message, { type: 'success', messageArgs: args });
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setPending(false);
      refresh();
    }
  };
  return (
    <Button label={label} onClick={click} disabled={pending} variant="outlined">
      {icon}
    </Button>
  );
};

/**
 * SandboxGiftActions, on an active monthly gift's page while payments go through the sandbox,
 * charge its next month or make its next charge fail: the server records either as Stripe's
 * webhook would (a payment and its receipt, or a failed payment and the donor's mail). With
 * Stripe configured they do not show, and the server refuses them.
 */
export const SandboxGiftActions = () => {
  const record = useRecordContext();
  const may = useMaySandbox();
  if (!record || !may || record.recurringStatus !== 'ACTIVE') return null;
  const id = String(record.id);
  return (
    <Stack direction="row" sx={{ gridColumn: '1 / -1', flexWrap: 'wrap', gap: 1 }}>
      <ActionButton
        label="reach.payments.charge_next_month_sandbox"
        icon={<PaymentsIcon />}
        run={async () => {
          const p = (await request(CHARGE, { id }, { account: false })).sandboxChargeNextMonth;
          return { message: 'reach.payments.sandbox_charged', args: { amount: formatCents(p.usdCentsAmount) } };
        }}
      />
      <ActionButton
        label="reach.payments.fail_next_charge_sandbox"
        icon={<ErrorOutlineIcon />}
        run={async () => {
          const p = (await request(FAIL, { id }, { account: false })).sandboxFailNextCharge;
          return { message: 'reach.payments.sandbox_failed', args: { amount: formatCents(p.usdCentsAmount) } };
        }}
      />
    </Stack>
  );
};

/**
 * SandboxRefundButton, on a paid payment's page while payments go through the sandbox, refunds
 * it in full, as Stripe's charge.refunded would be recorded (the donor gets a corrected receipt).
 */
export const SandboxRefundButton = () => {
  const record = useRecordContext();
  const may = useMaySandbox();
  if (!record || !may || record.status !== 'PAID' || record.refundForId) return null;
  return (
    <ActionButton
      label="reach.payments.refund_sandbox"
      icon={<UndoIcon />}
      run={async () => {
        await request(REFUND, { id: String(record.id) }, { account: false });
        return { message: 'reach.payments.sandbox_refunded', args: { amount: formatCents(record.usdCentsAmount) } };
      }}
    />
  );
};
