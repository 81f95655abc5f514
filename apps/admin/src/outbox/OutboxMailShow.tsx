import { Box, Typography } from '@mui/material';
import {
  DateField,
  FunctionField,
  Labeled,
  ListButton,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  Translate,
  useTranslate,
} from 'react-admin';
import { HtmlMailFrame } from './HtmlMailFrame';
import { LinkifiedText } from './LinkifiedText';
import { MailKindField } from './MailKindInput';
import { MailStatusField } from './MailStatusField';
import { ResendButton } from './ResendButton';
import { DATE_TIME } from '@reach/ui/dates';
import { intlLocale } from '../i18n';

const OutboxMailTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? record.subject : translate('reach.outbox.mail')}</>;
};

const Bodies = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Box component="section">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          <Translate i18nKey="reach.outbox.text" />
        </Typography>
        <Box
          component="pre"
          data-testid="mail-text-body"
          sx={{
            m: 0,
            p: 2,
            bgcolor: 'grey.50',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: 13,
          }}
        >
          <LinkifiedText text={record.textBody} />
        </Box>
      </Box>
      <Box component="section">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          <Translate i18nKey="reach.outbox.html" />
        </Typography>
        {record.htmlBody ? (
          <HtmlMailFrame html={record.htmlBody} title={translate('reach.outbox.html_body_of', { subject: record.subject })} />
        ) : (
          <Typography color="text.secondary"><Translate i18nKey="reach.outbox.this_mail_has_no_html_body" /></Typography>
        )}
      </Box>
    </Box>
  );
};

const OutboxMailShowActions = () => (
  <TopToolbar>
    <ResendButton />
    <ListButton />
  </TopToolbar>
);

export const OutboxMailShow = () => (
  <Show title={<OutboxMailTitle />} actions={<OutboxMailShowActions />}>
    <Box sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          mb: 3,
        }}
      >
        <Labeled label="reach.outbox.to">
          <TextField source="to" />
        </Labeled>
        <Labeled label="reach.outbox.subject">
          <TextField source="subject" />
        </Labeled>
        <Labeled label="reach.outbox.kind">
          <MailKindField source="kind" />
        </Labeled>
        <Labeled label="reach.outbox.status">
          <MailStatusField />
        </Labeled>
        <Labeled label="reach.outbox.created">
          <DateField locales={intlLocale()} source="createdAt" showTime options={DATE_TIME} />
        </Labeled>
        <Labeled label="reach.outbox.sent">
          <DateField locales={intlLocale()} source="sentAt" showTime options={DATE_TIME} emptyText="-" />
        </Labeled>
        <Labeled label="reach.outbox.error">
          <FunctionField render={(r) => r.error || '-'} />
        </Labeled>
        <Labeled label="reach.outbox.next_attempt">
          <DateField locales={intlLocale()} source="nextAttemptAt" showTime options={DATE_TIME} emptyText="-" />
        </Labeled>
      </Box>
      <Bodies />
    </Box>
  </Show>
);
