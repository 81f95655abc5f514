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
  required('Please enter a funding target'),
  number(),
  minValue(0, 'The funding target cannot be negative'),
  // The server's limit and message (ten-thousandths of a dollar).
  maxValue(MAX_FUNDING_TARGET_X4, 'Funding target can be at most $100,000,000.00.'),
];

const peopleGroupOption = (record: { nameInCountry?: string; nameAcrossCountries?: string; country?: string }) => peopleGroupName(record);

const Heading = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
    {children}
  </Typography>
);

/** HolisticProjectFields are the inputs createHolisticProject and updateHolisticProject take. */
export const HolisticProjectFields = () => (
  <Box sx={{ width: '100%' }}>
    <Heading>Project</Heading>
    <TextInput
      source="projectName"
      label="Project name"
      validate={required('Please enter a project name')}
      fullWidth
    />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <SelectInput
        source="typeOfProject"
        label="Type of project"
        choices={PROJECT_TYPE_CHOICES}
        validate={required('Please select a project type')}
        sx={{ minWidth: 220 }}
      />
      <SelectInput
        source="stage"
        label="Stage"
        choices={PROJECT_STAGE_CHOICES}
        validate={required('Please select a stage')}
        sx={{ minWidth: 180 }}
      />
      <SelectInput
        source="status"
        label="Status"
        choices={PROJECT_STATUS_CHOICES}
        validate={required()}
        helperText="Archived projects are hidden from the giving site."
        sx={{ minWidth: 180 }}
      />
    </Stack>
    <TextInput
      source="desc"
      label="Description"
      multiline
      minRows={4}
      fullWidth
      validate={required('Please enter a project description')}
    />

    <Heading>Where and for whom</Heading>
    <SelectInput
      source="regionCode"
      label="Region"
      choices={REGION_CHOICES}
      validate={required('Please select a region')}
      sx={{ minWidth: 280 }}
    />
    <ReferenceArrayInput source="peopleGroupIds" reference="people-groups" perPage={20}>
      <AutocompleteArrayInput
        label="People groups"
        optionText={peopleGroupOption}
        filterToQuery={(q: string) => ({ q })}
        helperText="Type to search people groups by name or country."
        fullWidth
      />
    </ReferenceArrayInput>

    <Heading>Funding</Heading>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <NumberInput
        source="fundingTarget"
        label="Funding target (US$)"
        format={formatDollars}
        parse={parseDollars}
        step={0.01}
        min={0}
        validate={validateFundingTarget}
        helperText="In dollars, e.g. 12500"
      />
      <NumberInput
        source="numSupported"
        label="Missionaries supported"
        step={1}
        min={0}
        validate={[number(), minValue(0)]}
      />
    </Stack>

    <Heading>Pictures</Heading>
    <AttachmentUploadInput
      source="primaryPhotoId"
      label="Photo"
      previewSource="primaryPhoto.url"
      tags={['holistic-project', 'primary-photo']}
      fileType="H_PHOTO"
      needsRecord
      helperText="Shown on the project's card on the giving site."
    />
    <AttachmentUploadInput
      source="primaryBannerId"
      label="Banner"
      previewSource="primaryBanner.url"
      tags={['holistic-project', 'primary-banner']}
      fileType="H_PHOTO"
      needsRecord
      helperText="A wide picture shown at the top of the project's page."
    />
  </Box>
);
