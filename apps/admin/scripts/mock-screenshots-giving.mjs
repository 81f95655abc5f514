// DEV TOOLING ONLY — screenshots of the giving resources (holistic projects, adoptions, project
// sponsorships, payments) against scripts/mock-server.mjs, for looking at them.
//
//   node scripts/mock-server.mjs 18081 &  node scripts/mock-screenshots-giving.mjs [baseURL] [outDir]
// Prints console errors, the CSV a payments export downloads, and what the upload input did.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:18081';
const out = process.argv[3] ?? '/tmp/admin-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const problems = [];
const watch = (page, label) => {
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`[${label}] ${msg.type()}: ${msg.text().slice(0, 300)}`);
  });
  page.on('pageerror', (err) => problems.push(`[${label}] pageerror: ${err.message}`));
};
const shot = async (page, name, fullPage = false) => {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
  console.log(`shot ${name}`);
};
const signIn = async (page) => {
  await page.goto(`${base}/admin/`);
  await page.locator('input[name="username"]').fill('e2e-staff');
  await page.locator('input[name="password"]').fill('Str0ng!Passw0rd-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('e2e-staff@example.org').waitFor();
};

// A small PNG to upload: a 64x32 gradient.
const chunk = (type, data) => {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
};
const [w, h] = [64, 32];
const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 8; ihdr[9] = 2;
const raw = Buffer.alloc((w * 3 + 1) * h);
for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set([x * 4, 97, 149 - y * 2], y * (w * 3 + 1) + 1 + x * 3);
const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
writeFileSync('/tmp/mock-photo.png', png);

{
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, acceptDownloads: true });
  const page = await context.newPage();
  watch(page, 'desktop');
  await signIn(page);

  await page.getByRole('menuitem', { name: 'Holistic Projects' }).click();
  await page.getByText('Maize mill for Kandahar villages').waitFor();
  await shot(page, 'giving-01-projects');

  await page.getByRole('link', { name: 'Create' }).click();
  await page.locator('input[name="projectName"]').waitFor();
  await page.getByLabel('Type of project').click();
  await page.getByRole('option', { name: 'Small business' }).click();
  await page.locator('textarea[name="desc"]').fill('Sewing machines and training for twelve women.');
  await page.getByLabel('Region').click();
  await page.getByRole('option', { name: 'South Asia' }).click();
  await page.getByLabel('People groups').fill('Pashtun');
  await page.getByRole('option').first().click();
  await page.locator('input[name="fundingTarget"]').fill('12500.50');
  await page.locator('input[name="numSupported"]').fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Please enter a project name').waitFor();
  await shot(page, 'giving-02-project-create-invalid', true);
  await page.locator('input[name="projectName"]').fill('Sewing co-op, Jalalabad');
  await shot(page, 'giving-03-project-create-filled', true);
  const created = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('createHolisticProject'));
  await page.getByRole('button', { name: 'Save' }).click();
  const body = (await created).request().postDataJSON();
  console.log('createHolisticProject variables:', JSON.stringify(body.variables));
  await page.getByText('Sewing co-op, Jalalabad').waitFor();
  await shot(page, 'giving-04-projects-after-create');

  await page.getByText('Sewing co-op, Jalalabad').click();
  await page.getByRole('button', { name: 'Archive' }).waitFor();
  await shot(page, 'giving-05-project-show', true);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.locator('input[name="fundingTarget"]').waitFor();
  console.log('edit shows funding target', await page.locator('input[name="fundingTarget"]').inputValue());
  const fileChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await (await fileChooser).setFiles('/tmp/mock-photo.png');
  await page.getByText('Uploaded mock-photo.png. Save to keep it.').waitFor({ timeout: 8000 }).catch(async () => {
    console.log('UPLOAD did not finish; problems so far:', problems);
  });
  await shot(page, 'giving-06-project-edit', true);
  const updated = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('updateHolisticProject'));
  await page.getByRole('button', { name: 'Save' }).click();
  console.log('updateHolisticProject variables:', JSON.stringify((await updated).request().postDataJSON().variables));
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.locator('input[name="fundingTarget"]').waitFor();
  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Project archived').waitFor();
  await shot(page, 'giving-07-project-archived');

  await page.getByRole('menuitem', { name: 'Adoptions' }).click();
  await page.getByText('Samuel Okafor').waitFor();
  await shot(page, 'giving-08-adoptions');
  await page.getByText('Samuel Okafor').click();
  await page.getByText('Has regional coordinator').waitFor();
  await shot(page, 'giving-09-adoption-show');

  await page.getByRole('menuitem', { name: 'Project Sponsorships' }).click();
  await page.getByText('Lena Fischer').waitFor();
  await shot(page, 'giving-10-sponsorships');

  await page.getByRole('menuitem', { name: 'Payments' }).click();
  await page.getByText('pi_3Q0abcdef0').waitFor();
  await shot(page, 'giving-11-payments');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  console.log(`payments CSV (${(await download).suggestedFilename()}):\n${readFileSync(file, 'utf8')}`);
  await page.getByLabel('Given from').fill(new Date(Date.now() - 5 * 86400000).toISOString().slice(0, 10));
  await page.waitForTimeout(1200);
  await shot(page, 'giving-12-payments-from');
  await page.locator('tbody tr').first().click();
  await page.getByText('Reconciliation').waitFor();
  await page.waitForTimeout(500);
  await shot(page, 'giving-13-payment-show', true);

  await page.getByRole('menuitem', { name: 'Adoptions' }).click();
  const adl = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  console.log(`adoptions CSV:\n${readFileSync(await (await adl).path(), 'utf8')}`);
  await context.close();
}

{
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  watch(page, 'phone');
  await page.goto(`${base}/admin/`);
  await page.locator('input[name="username"]').fill('e2e-staff');
  await page.locator('input[name="password"]').fill('Str0ng!Passw0rd-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('e2e-staff').first().waitFor();
  await page.goto(`${base}/admin/holistic-projects`);
  await page.getByText('Maize mill for Kandahar villages').waitFor();
  await shot(page, 'giving-phone-01-projects');
  await page.goto(`${base}/admin/holistic-projects/create`);
  await page.locator('input[name="projectName"]').waitFor();
  await shot(page, 'giving-phone-02-project-create', true);
  await page.goto(`${base}/admin/payments`);
  await page.getByText('Grace Hopper').first().waitFor();
  await shot(page, 'giving-phone-03-payments');
  await context.close();
}

await browser.close();
console.log(problems.length ? `problems:\n${problems.join('\n')}` : 'no console errors');
