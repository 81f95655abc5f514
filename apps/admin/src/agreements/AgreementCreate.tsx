import { Alert } from '@mui/material';
import { AutocompleteInput, Create, ReferenceInput, SimpleForm, Translate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ContentFields, NameAndTemplate } from './AgreementFields';
import { createData } from './agreementRules';
import type { AgreementKind } from './kinds';

/** TemplateInput picks a template of the same kind to start from (templates stay PREPARING). */
const TemplateInput = ({ kind }: { kind: AgreementKind }) => (
  <ReferenceInput
    source="templateId"
    reference={kind.resource}
    filter={{ isTemplate: true, status: 'PREPARING' }}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteInput
      label="reach.agreements.start_from_a_template"
      optionText="name"
      filterToQuery={(q: string) => ({ q })}
      helperText="reach.agreements.leave_empty_to_start_blank"
      fullWidth
    />
  </ReferenceInput>
);

const CreateFields = ({ kind }: { kind: AgreementKind }) => {
  const templateId = useWatch({ name: 'templateId' }) as string | null | undefined;
  if (templateId) {
    return (
      <>
        <NameAndTemplate nameHelper="reach.agreements.new_name_helper" />
        <Alert severity="info" sx={{ mb: 2 }}>
          <Translate i18nKey="reach.agreements.sections_parties_and_the_other_fields" />
        </Alert>
      </>
    );
  }
  return (
    <>
      <NameAndTemplate />
      <ContentFields kind={kind} attachments={false} />
    </>
  );
};

/**
 * AgreementCreate starts an agreement in Preparing, blank or from a template (a template's page
 * opens it with the template chosen: ?source={"templateId":…}), then opens it to edit
 * (attachments need the saved agreement).
 */
export const AgreementCreate = ({ kind }: { kind: AgreementKind }) => (
  <Create redirect="edit" transform={createData}>
    <SimpleForm
      defaultValues={{ templateId: null, isTemplate: false, reminderDays: 7, sections: [], parties: [], beneficiaries: [] }}
      sx={{ maxWidth: 900 }}
    >
      <TemplateInput kind={kind} />
      <CreateFields kind={kind} />
    </SimpleForm>
  </Create>
);
