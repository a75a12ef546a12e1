import { expect, test, type Page } from '@playwright/test';
import { notice } from './accounts-support';
import {
  COMMENT_ON,
  countOf,
  expectWaiting,
  goOffline,
  goOnline,
  opportunitiesWithEditableTermsheet,
  opportunityPagePath,
  SAVED_ON_DEVICE,
  serverComments,
  serverContacts,
  serverMilestones,
  serverPayments,
  signInAndPrime,
  syncStatus,
  uniqueLetters,
  waitForSynced,
  WAITING_TO_SYNC,
} from './offline-support';

// SYNC.md "Tests this contract needs", browser tests 1–4: work queued on the device reaches the real server
// exactly once — across an offline reload, a page closed mid-replay, a lost answer and a doubled delivery.
// Each test works on its own opportunity and account of the agent's book (see workplace()).

type Workplace = { accountId: number; opportunityId: number; opportunityPath: string; termsheetId: number };

/** The n-th opportunity of the agent's book with an open termsheet, with its account (each test its own). */
async function workplace(page: Page, nth: number): Promise<Workplace> {
  const found = await opportunitiesWithEditableTermsheet(page.request, nth + 1);
  const pick = found[nth];
  if (!pick) throw new Error(`no opportunity #${nth} with an editable termsheet (found ${found.length})`);
  return { accountId: pick.accountId, opportunityId: pick.id, opportunityPath: opportunityPagePath(pick.kind, pick.id), termsheetId: pick.termsheetId };
}

const commentsPanel = (page: Page) => page.getByRole('region', { name: 'Comments' });
const commentItem = (page: Page, text: string) => commentsPanel(page).getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({ hasText: text });
const contactCard = (page: Page, name: string) => page.getByRole('region', { name: 'Contacts' }).getByRole('listitem').filter({ hasText: name });
const milestoneRow = (page: Page, name: string) => page.getByRole('region', { name: 'Milestones', exact: true }).getByRole('row').filter({ hasText: name });

/** Adds a Call comment through the comment form and waits until the form has taken it (the box empties). */
async function addCallComment(page: Page, text: string): Promise<void> {
  const form = commentsPanel(page).getByRole('form', { name: 'Add a comment' });
  await form.getByLabel('Activity type').selectOption('Call');
  await form.getByLabel('Comment').fill(text);
  await form.getByRole('button', { name: 'Add comment' }).click();
  await expect(form.getByLabel('Comment')).toHaveValue('');
}

/** Adds a contact through the Add contact dialog and waits until the dialog closes. */
async function addContact(page: Page, name: string, phone: string): Promise<void> {
  await page.getByRole('region', { name: 'Contacts' }).getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Email').fill(`${name.toLowerCase().replace(/\s+/g, '.')}@example.com`);
  await dialog.getByLabel('Contact type').selectOption({ label: 'Accounts' });
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog).toBeHidden();
}

/** Creates a milestone on the opportunity's open termsheet (10,000 + 18% GST) and waits until the dialog closes. */
async function createMilestone(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Create milestone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create milestone' });
  await dialog.getByLabel('Milestone name').fill(name);
  await dialog.getByLabel('Amount (₹)').fill('10000');
  await expect(dialog.getByLabel('GST (₹)')).toHaveValue('1800');
  await dialog.getByRole('button', { name: 'Create milestone' }).click();
  await expect(dialog).toBeHidden();
}

/** Records a payment of the whole due amount (11,800) on a milestone; the PIN is asked for first. */
async function recordPayment(page: Page, milestone: string): Promise<void> {
  await milestoneRow(page, milestone).getByRole('button', { name: `Record payment on ${milestone}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment on ${milestone}` });
  await dialog.getByLabel('Mode of payment').selectOption({ label: 'Online payment link' });
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('11800');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText('PIN Code is mandatory for adding Payment')).toBeVisible();
  await dialog.getByLabel('PIN code').fill('560001');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('offline work reaches the server exactly once (SYNC.md tests 1–4)', () => {
  test('1. offline: a call comment, a contact, a milestone and a payment on it survive a reload and each reach the server once', async ({ page, context }) => {
    await signInAndPrime(page);
    const place = await workplace(page, 0);
    const word = uniqueLetters();
    const comment = `Called from the site visit ${word}`;
    const contact = `Offline Meera ${word}`;
    const milestone = `Offline advance ${word}`;
    const contactsBefore = await serverContacts(page.request, place.accountId);

    await page.goto(`/account/${place.accountId}`);
    await expect(page.getByRole('region', { name: 'Contacts' })).toBeVisible();
    await goOffline(page, context);

    // A call comment and a contact on the account, saved on the device.
    await addCallComment(page, comment);
    await expect(notice(page, SAVED_ON_DEVICE)).toBeVisible();
    await expect(commentItem(page, comment)).toContainText(WAITING_TO_SYNC);
    await addContact(page, contact, '9876512345');
    await expect(contactCard(page, contact)).toContainText(WAITING_TO_SYNC);

    // A milestone on the opportunity's open termsheet, and a payment on that new milestone (PIN first).
    await page.locator(`main a[href$="${place.opportunityPath}"]`).first().click();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Opportunity#${place.opportunityId}`);
    await createMilestone(page, milestone);
    await expect(milestoneRow(page, milestone)).toContainText(WAITING_TO_SYNC);
    await recordPayment(page, milestone);
    await page.waitForTimeout(1000);
    console.log(await page.evaluate(async () => {
      const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith('console-mirror-'));
      const db: IDBDatabase = await new Promise((res, rej) => { const r = indexedDB.open(name!); r.onsuccess = () => res(r.result); r.onerror = rej; });
      const all = (store: string) => new Promise((res) => { const r = db.transaction(store).objectStore(store).getAll(); r.onsuccess = () => res(r.result); });
      const ms = (await all('milestones')) as { id: number }[];
      return JSON.stringify({ outbox: await all('outbox'), payments: ((await all('payments')) as { id: number }[]).filter((p) => p.id < 0), milestones: ms.filter((m) => m.id < 0) }, null, 1);
    }));
    await expect(milestoneRow(page, milestone)).toContainText('Pending');
    await expect(milestoneRow(page, milestone).getByRole('listitem').filter({ hasText: '11,800' })).toContainText(WAITING_TO_SYNC);
    await expectWaiting(page, 4);

    // A reload without a network opens the app again, and the queued work is still there, still waiting.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Opportunity#${place.opportunityId}`);
    await expect(syncStatus(page)).toContainText('Offline');
    await expectWaiting(page, 4);
    await expect(milestoneRow(page, milestone)).toContainText(WAITING_TO_SYNC);
    await expect(milestoneRow(page, milestone).getByRole('listitem').filter({ hasText: '11,800' })).toContainText(WAITING_TO_SYNC);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: `Account#${place.accountId}` }).click();
    await expect(commentItem(page, comment)).toContainText(WAITING_TO_SYNC);
    await expect(contactCard(page, contact)).toContainText(WAITING_TO_SYNC);

    // Back online: everything is sent, and the records no longer wait.
    await goOnline(page, context);
    await waitForSynced(page);
    await expect(commentItem(page, comment)).toHaveCount(1);
    await expect(commentItem(page, comment)).not.toContainText(WAITING_TO_SYNC);
    await expect(contactCard(page, contact)).toHaveCount(1);
    await expect(contactCard(page, contact)).not.toContainText(WAITING_TO_SYNC);

    // The server has each exactly once.
    const comments = await serverComments(page.request, COMMENT_ON.account, place.accountId);
    expect(countOf(comments, (c) => c.text === comment)).toBe(1);
    expect(comments.find((c) => c.text === comment)?.activityType).toBe('Call');
    const contacts = await serverContacts(page.request, place.accountId);
    expect(countOf(contacts, (c) => c.name === contact)).toBe(1);
    expect(contacts).toHaveLength(contactsBefore.length + 1);
    const milestones = await serverMilestones(page.request, place.opportunityId);
    expect(countOf(milestones, (m) => m.name === milestone)).toBe(1);
    const created = milestones.find((m) => m.name === milestone);
    expect(created).toMatchObject({ termsheetId: place.termsheetId, amount: 10000, gst: 1800 });
    expect(created?.paymentDetails).toHaveLength(1);
    expect(created?.paymentDetails[0]).toMatchObject({ amount: 11800, pinCode: '560001', statusName: 'Pending' });
    const payments = await serverPayments(page.request, place.accountId);
    expect(countOf(payments, (p) => p.milestoneId === created?.id)).toBe(1);

    // The opportunity page shows the server's milestone and payment (with a payment page of its own).
    await page.goto(place.opportunityPath);
    await expect(milestoneRow(page, milestone)).toHaveCount(1);
    await expect(milestoneRow(page, milestone)).not.toContainText(WAITING_TO_SYNC);
    await expect(milestoneRow(page, milestone).locator(`a[href="/payment/${created?.paymentDetails[0]?.id}"]`)).toBeVisible();
  });
});
