import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  DateInput,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { labelOf, PAYMENT_KIND_CHOICES, PAYMENT_STATUS_CHOICES, PAYMENT_STATUS_COLORS } from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { ExportAllButton } from '../export/ExportAllButton';
import { ChoiceField } from '../fields/ChoiceField';
import { CentsField } from '../fields/MoneyFields';
import { formatCents } from '../money';
import { GiftLink } from './GiftLink';
import { paymentCsvColumns, paymentKind } from './paymentCsv';
import { intlLocale } from '../i18n';
import { PersonNameField, personName } from '../fields/PersonNameField';

// givenFrom and givenTo are days; the data provider sends the start and the end of the day.
// On a phone only the search stays open; the others are under "Add filter".
const paymentFilters = (open: boolean) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="reach.payments.status" choices={PAYMENT_STATUS_CHOICES} alwaysOn={open} />,
  <SelectInput key="kind" source="kind" label="reach.payments.kind" choices={PAYMENT_KIND_CHOICES} alwaysOn={open} />,
  <DateInput key="givenFrom" source="givenFrom" label="reach.payments.given_from" alwaysOn={open} />,
  <DateInput key="givenTo" source="givenTo" label="reach.payments.given_to" alwaysOn={open} />,
];

const PaymentListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportAllButton columns={paymentCsvColumns} filename="payments" />
  </TopToolbar>
);

export const PaymentList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  // What a payment paid for, in the language shown (the CSV file keeps paymentKind's English).
  const kind = (r: Record<string, unknown>) => {
    const english = paymentKind(r);
    return english ? translate(english, { _: english }) : translate('reach.payments.gift');
  };
  return (
    <List
      // Staff change dates and filters even when nothing matches yet.
      empty={false}
      filters={paymentFilters(!isSmall)}
      actions={<PaymentListActions />}
      sort={{ field: 'givenOn', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => `${formatCents(r.usdCentsAmount)} · ${personName(r.payerName, translate) || r.payerEmail || '-'}`}
          secondaryText={(r) => `${kind(r)} · ${labelOf(PAYMENT_STATUS_CHOICES, r.status)}`}
          tertiaryText={(r) => new Date(r.givenOn).toLocaleDateString(intlLocale())}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField locales={intlLocale()} source="givenOn" label="reach.payments.given" showTime options={DATE_TIME} />
          <PersonNameField source="payerName" label="reach.payments.payer" emptyText="-" />
          <TextField source="payerEmail" label="reach.payments.email" emptyText="-" sx={{ overflowWrap: 'anywhere' }} />
          <CentsField source="usdCentsAmount" label="reach.payments.amount" />
          <ChoiceField source="status" label="reach.payments.status" choices={PAYMENT_STATUS_CHOICES} colors={PAYMENT_STATUS_COLORS} />
          <GiftLink label="reach.payments.for" />
          <TextField source="fundName" label="reach.payments.fund" emptyText="-" />
          {/* Ids like pi_sandbox_83c8e4f… are one long word: they break anywhere rather than run past the card. */}
          <TextField source="transactionId" label="reach.payments.transaction" sortable={false} sx={{ overflowWrap: 'anywhere' }} />
        </Datagrid>
      )}
    </List>
  );
};
