import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import { addSavedSession, expect, test } from './support';
import { notice } from './opportunity-support';

// Issue 52: one document store. Every document of a payment on its page, whichever way it was uploaded; a disguised
// file refused by content; a wrong one deleted before approval.
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

test('a document posted to the document API shows on the payment page; the agent deletes a wrong one before approval', async ({ page }) => {
  await addSavedSession(page, 'agent');
  // A fresh pending payment on the demo pending payment's milestone (so no other spec's approval touches it).
  const search = await page.request.get('/api/sapna/v1/payment/key-search', { params: { q: 'DEMO-PEND-5' } });
  expect(search.ok()).toBe(true);
  const milestoneId = ((await search.json()) as { results: { milestoneId: number }[] }).results[0]!.milestoneId;
  const created = await page.request.post('/api/sapna/v1/payment', {
    data: { milestoneId, amount: 100, modeOfPaymentId: 1, paymentType: 'normal', pinCode: '560001' },
    headers: CONSOLE_REQUEST_HEADERS,
  });
  expect(created.ok()).toBe(true);
  const paymentId = ((await created.json()) as { id: number }).id;
  const posted = await page.request.post('/api/pixie/data/v1/entity/document', {
    multipart: { entityTypeId: '4', entityId: String(paymentId), documentType: 'Deposit Slip', file: { name: 'deposit-slip.png', mimeType: 'image/png', buffer: png } },
    headers: CONSOLE_REQUEST_HEADERS,
  });
  expect(posted.ok()).toBe(true);

  await page.goto(`/payment/${paymentId}`);
  const documents = page.getByRole('table', { name: 'Documents' });
  await expect(documents.getByRole('row').filter({ hasText: 'deposit-slip.png' })).toContainText('Deposit Slip');

  const form = page.getByRole('form', { name: 'Upload a document' });
  // A text file named .png passes the browser's check of name and type; the server reads its content and refuses it.
  await form.getByLabel('Document type').selectOption('Cheque');
  await form.getByLabel(/^File/).setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText('Only gif, jpeg, png and pdf files are allowed.');
  await expect(documents.getByRole('row').filter({ hasText: 'cheque.png' })).toHaveCount(0);

  // The agent uploads the wrong cheque through the page, then removes it.
  // (A document uploaded here is the document API's too: payment-actions.test.ts.)
  await form.getByLabel('Document type').selectOption('Cheque');
  await form.getByLabel(/^File/).setInputFiles({ name: 'wrong-cheque.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not this one') });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(notice(page, 'Document uploaded')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(documents.getByRole('row').filter({ hasText: 'wrong-cheque.pdf' })).toContainText('Cheque');

  // Preview: the image inline, the PDF opens in a new tab.
  await documents.getByRole('button', { name: 'Preview deposit-slip.png' }).click();
  await expect(page.getByRole('img', { name: 'Preview of deposit-slip.png' })).toBeVisible();
  await expect(documents.getByRole('link', { name: 'Open wrong-cheque.pdf in a new tab' })).toHaveAttribute('target', '_blank');

  await documents.getByRole('button', { name: 'Delete wrong-cheque.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete wrong-cheque.pdf?' });
  await dialog.getByRole('button', { name: 'Delete document' }).click();
  await expect(notice(page, 'Document deleted')).toBeVisible();
  await expect(documents.getByRole('row').filter({ hasText: 'wrong-cheque.pdf' })).toHaveCount(0);
  await expect(documents.getByRole('row').filter({ hasText: 'deposit-slip.png' })).toBeVisible();
  // The Cheque slot is free again: the right one can be uploaded (replace).
  await expect(form.getByLabel('Document type').locator('option', { hasText: 'Cheque' })).toHaveCount(1);
});

test('once the payment is approved its documents show no Delete', async ({ page }) => {
  await addSavedSession(page, 'agent');
  await page.goto('/payment?q=DEMO-APPR-6');
  await page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: 'DEMO-APPR-6' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Payment #\d+/ })).toBeVisible();
  const paymentId = Number(new URL(page.url()).pathname.split('/').pop());
  const posted = await page.request.post('/api/pixie/data/v1/entity/document', {
    multipart: { entityTypeId: '4', entityId: String(paymentId), documentType: 'Credit Approval', file: { name: 'approval.png', mimeType: 'image/png', buffer: png } },
    headers: CONSOLE_REQUEST_HEADERS,
  });
  expect(posted.ok()).toBe(true);
  await page.reload();
  const documents = page.getByRole('table', { name: 'Documents' });
  await expect(documents.getByRole('row').filter({ hasText: 'approval.png' })).toBeVisible();
  await expect(documents.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
