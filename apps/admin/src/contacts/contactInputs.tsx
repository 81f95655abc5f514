import { email, maxLength, required, TextInput } from 'react-admin';
import { keepEmpty } from '../fields/keepEmpty';

// The server trims and checks these as it does a user's (spec/01 §5 messages); the form gives
// the same messages first. An emptied email or phone is sent as "" (keepEmpty), so staff can
// remove one.

/** ContactFields are a household's or organization's name, email and phone. */
export const ContactFields = () => (
  <>
    <TextInput
      source="fullName"
      label="Name"
      validate={[required('Please enter a name'), maxLength(200)]}
      helperText="e.g. The Okafor Household, Grace Fellowship Church"
    />
    <TextInput source="email" type="email" parse={keepEmpty} validate={email('The input is not valid E-mail!')} />
    <TextInput source="phone" parse={keepEmpty} helperText="Optional. A 10-digit number gets +1 in front." />
  </>
);
