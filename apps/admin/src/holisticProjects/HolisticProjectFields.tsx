import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  maxValue,
  minValue,
  NumberInput,
  number,
  ReferenceArrayInput,
  required,
  SelectInput,
  TextInput,
  Translate,
} from 'react-admin';
import {
  PROJECT_STAGE_CHOICES,
  PROJECT_STATUS_CHOICES,
  PROJECT_TYPE_CHOICES,
  REGION_CHOICES,
} from '../choices';
import { dollarsToX4, MAX_FUNDING_TARGET_X4, x4ToDollarNumber } from '@reach/ui/money';
import { AttachmentUploadInput } from '../upload/AttachmentUploadInput';
import { peopleGroupName } from '@reach/ui/words';

// The form shows dollars; the record keeps ten-thousandths of a dollar (fundingTarget).
// Module-level so NumberInput's effect does not rerun on every render.
const formatDollars = (x4: unknown) => {
  const dollars = x4ToDollarNumber(typeof x4 === 'number' ? x4 : null);
  return dollars == null ? '' : String(dollars);
};
const parseDollars = (value: unknown) => dollarsToX4(value as number | string | null);

const validateFundingTarget = [
  required('reach.validation.enter_funding_target'),
  number(),
  minValue(0, 'reach.validation.funding_target_negative'),
  // The server's limit and message (ten-thousandths of a dollar).
  maxValue(MAX_FUNDING_TARGET_X4, 'reach.validation.funding_target_max'),
];

const peopleGroupOption = (record: { nameInCountry?: string; nameAcrossCountries?: string; country?: string }) => peopleGroupName(record);

const Heading = ({ children }: { children: ReactNode }) => (
  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
    {children}
  </Typography>
);

/** HolisticProjectFields are the inputs createHolisticProject and updateHolisticProject take. */
export const HolisticProjectFields = () => (
  <Box sx={{ width: '100%' }}>
    <Heading><Translate i18nKey="reach.holisticProjects.project" /></Heading>
    <TextInput
      source="projectName"
      label="reach.holisticProjects.project_name"
      validate={required('reach.validation.enter_project_name')}
      fullWidth
    />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <SelectInput
        source="typeOfProject"
        label="reach.holisticProjects.type_of_project"
        choices={PROJECT_TYPE_CHOICES}
        validate={required('reach.validation.select_project_type')}
        sx={{ minWidth: 220 }}
      />
      <SelectInput
        source="stage"
        label="reach.holisticProjects.stage"
        choices={PROJECT_STAGE_CHOICES}
        validate={required('reach.validation.select_stage')}
        sx={{ minWidth: 180 }}
      />
      <SelectInput
        source="status"
        label="reach.holisticProjects.status"
        choices={PROJECT_STATUS_CHOICES}
        validate={required()}
        helperText="reach.holisticProjects.archived_projects_are_hidden_from_the"
        sx={{ minWidth: 180 }}
      />
    </Stack>
    <TextInput
      source="desc"
      label="reach.holisticProjects.description"
      multiline
      minRows={4}
      fullWidth
      validate={required('reach.validation.enter_project_description')}
    />

    <Heading><Translate i18nKey="reach.holisticProjects.where_and_for_whom" /></Heading>
    <SelectInput
      source="regionCode"
      label="reach.holisticProjects.region"
      choices={REGION_CHOICES}
      validate={required('reach.validation.select_region')}
      sx={{ minWidth: 280 }}
    />
    <ReferenceArrayInput source="peopleGroupIds" reference="people-groups" perPage={20}>
      <AutocompleteArrayInput
        label="reach.holisticProjects.people_groups"
        optionText={peopleGroupOption}
        filterToQuery={(q: string) => ({ q })}
        helperText="reach.holisticProjects.type_to_search_people_groups_by"
        fullWidth
      />
    </ReferenceArrayInput>

    <Heading><Translate i18nKey="reach.holisticProjects.funding" /></Heading>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <NumberInput
        source="fundingTarget"
        label="reach.holisticProjects.funding_target_us"
        format={formatDollars}
        parse={parseDollars}
        step={0.01}
        min={0}
        validate={validateFundingTarget}
        helperText="reach.holisticProjects.in_dollars_e_g_12500"
      />
      <NumberInput
        source="numSupported"
        label="reach.holisticProjects.missionaries_supported"
        step={1}
        min={0}
        validate={[number(), minValue(0)]}
      />
    </Stack>

    <Heading><Translate i18nKey="reach.holisticProjects.pictures" /></Heading>
    <AttachmentUploadInput
      source="primaryPhotoId"
      label="reach.holisticProjects.photo"
      previewSource="primaryPhoto.url"
      tags={['holistic-project', 'primary-photo']}
      fileType="H_PHOTO"
      needsRecord
      helperText="reach.holisticProjects.shown_on_the_projects_card_on"
    />
    <AttachmentUploadInput
      source="primaryBannerId"
      label="reach.holisticProjects.banner"
      previewSource="primaryBanner.url"
      tags={['holistic-project', 'primary-banner']}
      fileType="H_PHOTO"
      needsRecord
      helperText="reach.holisticProjects.a_wide_picture_shown_at_the"
    />
  </Box>
);
