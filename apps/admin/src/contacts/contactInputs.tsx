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
      label="reach.contacts.name"
      validate={[required('reach.validation.enter_name'), maxLength(200)]}
      helperText="reach.contacts.e_g_the_okafor_household_grace"
    />
    <TextInput source="email" type="email" parse={keepEmpty} validate={email('reach.validation.invalid_email')} />
    <TextInput source="phone" parse={keepEmpty} helperText="reach.contacts.optional_a_10_digit_number_gets" />
  </>
);
