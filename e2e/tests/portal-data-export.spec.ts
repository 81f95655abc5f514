// A person's data on request (issue 31): a donor presses 'Download my data' on My Profile and
// receives one zip with their profile and each gift's receipt as a PDF.
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { gql } from './helpers';
import { newUser, openAs } from './portal-seed';

/** unzip reads a zip's files (stored or deflated) through its central directory. */
function unzip(buf: Buffer): Map<string, Buffer> {
  let end = buf.length - 22;
  while (end >= 0 && buf.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip');
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLen);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    out.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

test('a donor downloads their data as one zip with their profile and receipts', async ({ page }) => {
  const donor = await newUser(['partner'], 'Dara Export');
  // A one-time gift to the holistic fund, paid on the sandbox checkout page.
  const today = new Date().toISOString().slice(0, 10);
  const start = await gql<{ startProjectSponsorshipCheckout: { url: string } }>(
    `mutation($in: ProjectCheckoutInput!) { startProjectSponsorshipCheckout(input: $in) { url } }`,
    { in: { projectId: '__reach__', amount: 25, recurring: false, startDate: today } },
    donor.token,
  );
  await openAs(page, donor, new URL(start.startProjectSponsorshipCheckout.url).pathname);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });

  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('my-profile-data.png'), fullPage: true });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^reach-data-${donor.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const files = unzip(readFileSync(path));

  const profile = JSON.parse(files.get('profile.json')!.toString('utf8'));
  expect(profile.email).toBe(donor.email);
  expect(profile.name).toBe('Dara Export');
  expect(JSON.stringify(profile)).not.toMatch(/password|token/i);
  const gifts = JSON.parse(files.get('gifts.json')!.toString('utf8')) as { amountUsdCents: number; receipt: string }[];
  expect(gifts).toHaveLength(1);
  expect(gifts[0].amountUsdCents).toBe(2500);
  const receipt = files.get(gifts[0].receipt);
  expect(receipt?.subarray(0, 5).toString()).toBe('%PDF-');
  const sponsorships = JSON.parse(files.get('sponsorships.json')!.toString('utf8')) as { projectId: string; amountUsdCents: number }[];
  expect(sponsorships).toEqual([expect.objectContaining({ projectId: '__reach__', amountUsdCents: 2500 })]);
});
