/**
 * keepEmpty is a text input's parse that sends an emptied field as "" where react-admin would
 * send null: the server reads null as "leave it" and "" as "remove it", so staff can remove an
 * optional email or phone.
 */
export const keepEmpty = (value: string) => value;
