// Unit tests run in English, the source language, with Lingui's message compiler (not in
// production builds): a message with arguments reads as the English the code writes.
import { i18n } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });
