import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n';
import { pendingEmailNotice, sameEmail } from './emailChange';

describe('the user edit page after a save', () => {
  it('says a link was sent when the server kept the old email', () => {
    expect(pendingEmailNotice('new@example.org', 'old@example.org')).toBe(
      'A confirmation link was sent to new@example.org. The email changes from old@example.org when the link is followed.',
    );
    expect(pendingEmailNotice(' new@example.org ', 'old@example.org')).toMatch(/^A confirmation link was sent to new@example\.org\./);
  });

  it('says nothing more when the email is what was sent, in any capitals, or was not sent', () => {
    expect(pendingEmailNotice('Same@Example.org', 'same@example.org')).toBeNull();
    expect(pendingEmailNotice(undefined, 'same@example.org')).toBeNull();
    expect(pendingEmailNotice('', 'same@example.org')).toBeNull();
    expect(sameEmail(' A@b.org', 'a@B.org ')).toBe(true);
  });
});

describe('the notice in the language shown', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('en');
  });
  it('says it in French', async () => {
    await i18nProvider.changeLocale('fr');
    expect(pendingEmailNotice('new@example.org', 'old@example.org')).toBe(
      'Un lien de confirmation a été envoyé à new@example.org. L’adresse old@example.org sera remplacée lorsque le lien sera suivi.',
    );
  });
});
