import { useEffect, useState } from 'react';
import { FunctionField, SelectInput, useTranslate, type FunctionFieldProps, type SelectInputProps } from 'react-admin';
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

type Kinds = OutboxMailKindsQuery['outboxMailKinds'];

/** mailKindChoices turns the server's kinds into the select's choices, in the server's order. */
export const mailKindChoices = (kinds: Kinds) => kinds.map((k) => ({ id: k.kind, name: k.label }));

// The kinds are asked once per page load: the filter and every row's field share the answer.
let asked: Promise<Kinds> | null = null;
const loadKinds = (): Promise<Kinds> => {
  asked ??= request(MAIL_KINDS, {}, { account: false })
    .then((d) => d.outboxMailKinds)
    .catch((e: unknown) => {
      asked = null;
      throw e;
    });
  return asked;
};

/**
 * useMailKinds is the server's list of mail kinds (outboxMailKinds): every kind it has a template
 * for, so a new kind of mail shows without a change to the back office. Its labels are English;
 * the back office's choice catalogs (src/i18n/choices.<code>.ts) name them in the language shown,
 * and a kind they do not know yet shows its English label.
 */
const useMailKinds = (): { kinds: Kinds; loading: boolean } => {
  const [kinds, setKinds] = useState<Kinds>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    loadKinds()
      .then((k) => live && setKinds(k))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);
  return { kinds, loading };
};

/** MailKindInput filters the outbox by kind (react-admin translates the choices' names). */
export const MailKindInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const { kinds, loading } = useMailKinds();
  return <SelectInput {...props} choices={mailKindChoices(kinds)} isLoading={loading} />;
};

/** MailKindField names a mail's kind in the language shown (its code until the kinds are known). */
export const MailKindField = (props: Omit<FunctionFieldProps, 'render'>) => {
  const { kinds } = useMailKinds();
  const translate = useTranslate();
  return (
    <FunctionField
      {...props}
      render={(r: { kind?: string }) => {
        const label = kinds.find((k) => k.kind === r.kind)?.label;
        return label ? translate(label, { _: label }) : (r.kind ?? '-');
      }}
    />
  );
};
