import { addSavedSession, expect, signInAndWaitForHome, test } from './support';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';

// A 1×1 PNG, and the same picture with another name; the third "png" is text (refused by its content).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// Image review (issue 15): a panel of content-package-page for content users. They upload several images to a
// listing at once (each file with its own result), reject one with a reason and feedback, and find it among the
// rejected images.
test('a content user uploads images to a listing and rejects one with a reason', async ({ page }) => {
  await addSavedSession(page, 'content');
  await page.goto('/content-package-page');
  const panel = page.getByRole('region', { name: 'Image review' });
  await expect(panel).toBeVisible();

  const upload = panel.getByRole('form', { name: 'Upload images' });
  await upload.getByLabel('Listing id for the upload').fill('1');
  await upload.getByLabel(/^Images/).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'front-copy.png', mimeType: 'image/png', buffer: PNG },
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all, just text') },
  ]);
  await upload.getByRole('button', { name: 'Upload' }).click();
  const results = upload.getByRole('list', { name: 'Upload results' });
  await expect(results).toContainText('front.png: Uploaded');
  await expect(results).toContainText('front-copy.png: This image is already on the listing.');
  await expect(results).toContainText('notes.png: Only gif, jpeg, png and pdf files are allowed.');

  await panel.getByLabel('Listing id', { exact: true }).fill('1');
  const card = panel.getByRole('listitem', { name: 'front.png, listing #1' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Image front.png of listing #1' })).toBeVisible();

  await card.getByRole('button', { name: 'Reject front.png, listing #1' }).click();
  await expect(card.getByRole('alert')).toHaveText('Choose a reason to reject the image.');
  await card.getByLabel('Reject reason').selectOption({ label: 'Watermark or logo of another site' });
  await card.getByLabel('Feedback').fill('Crop the logo and upload again');
  await card.getByRole('button', { name: 'Reject front.png, listing #1' }).click();
  await expect(page.getByText('Image rejected.')).toBeVisible();
  await expect(card).toHaveCount(0);

  await panel.getByLabel('Show').selectOption({ label: 'Rejected' });
  const rejected = panel.getByRole('listitem', { name: 'front.png, listing #1' });
  await expect(rejected).toContainText('Rejected: Watermark or logo of another site');
  await expect(rejected).toContainText('Feedback: Crop the logo and upload again');
});

test('image review is not offered to a sales agent, and the server refuses the queue', async ({ page }) => {
  await signInAndWaitForHome(page, 'agent');
  const queue = await page.request.post('/api/housingAP/image-review/flat-files', { data: {}, headers: CONSOLE_REQUEST_HEADERS });
  expect(queue.status()).toBe(403);
});
