// PO catalogs are compiled by @lingui/loader in every app's webpack config (build/lingui.cjs):
// importing one gives its language's messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
