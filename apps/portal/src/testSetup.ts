// Unit tests run in English, the source language: Lingui's translator needs a language before a
// message (a `t` or `msg` of the code under test) is formatted.
import { i18n } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });
