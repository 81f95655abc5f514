import { useEffect, useState } from 'react';
import { SelectInput, type SelectInputProps } from 'react-admin';
import { doc, request } from '@reach/ui/graphql';
import type { OutboxMailKindsQuery } from '../generated/graphql';

const MAIL_KINDS = doc<OutboxMailKindsQuery>(/* GraphQL */ `
  query OutboxMailKinds {
    outboxMailKinds {
      kind
      label
    }
  }
`);

/** mailKindChoices turns the server's kinds into the select's choices, in the server's order. */
export const mailKindChoices = (kinds: OutboxMailKindsQuery['outboxMailKinds']) => kinds.map((k) => ({ id: k.kind, name: k.label }));

/**
 * MailKindInput filters the outbox by kind. The kinds come from the server (outboxMailKinds),
 * which lists every kind it has a template for, so a new kind of mail shows here without a
 * change to the back office.
 */
export const MailKindInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const [choices, setChoices] = useState<{ id: string; name: string }[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const ctrl = new AbortController();
    request(MAIL_KINDS, {}, { account: false, signal: ctrl.signal })
      .then((d) => setChoices(mailKindChoices(d.outboxMailKinds)))
      .catch(() => undefined)
      .finally(() => setLoading(false));
    return () => ctrl.abort();
  }, []);
  return <SelectInput {...props} choices={choices} isLoading={loading} />;
};
