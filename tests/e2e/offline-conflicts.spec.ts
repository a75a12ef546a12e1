import { expect, test } from './support';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { notice, type AccountRow } from './accounts-support';
import {
  COMMENT_ON,
  countOf,
  getJson,
  goOffline,
  goOnline,
  milestoneRoom,
  opportunityPagePath,
  SAVED_ON_DEVICE,
  serverComments,
  serverContacts,
  serverMilestones,
  signedInApi,
  signInAndPrime,
  syncStatus,
  uniqueLetters,
  waitForSynced,
  WAITING_TO_SYNC,
} from './offline-support';

// SYNC.md "Tests this contract needs" 5–8, in the browser against the real server: conflicts and refusals.
// Each test works on records of its own in the demo agent's book, picked by what they are now and by the copy's
// slot (--repeat-each copies share one server and may run side by side). The other side of each conflict is a separate API session (admin or team leader).

type Paged<T> = { results: T[]; totalCount: number };
type OpportunityRow = { id: number; name: string; kind: string; statusId: number; accountId: number; ownerId: number | null };
type MilestoneRow = { id: number; termsheetId: number; name: string; active: boolean; editable: boolean; version: number };

/** Our texts the tests look for (shell-sync.tsx, milestone-messages.ts, contact-messages.ts). */
const REFUSED_BANNER = '1 change was refused by the server and undone on this device.';
const STALE_MILESTONE = 'This milestone was changed by someone else. Please review and try again.';
const CONTACT_DELETED = 'This contact has been deleted.';

/** Not editable per kind (domain/opportunities/statuses.ts). */
const NOT_EDITABLE: Record<string, number[]> = { general: [2, 6, 7], owner: [2, 6, 7, 8], broker: [2, 6, 7], builder: [2, 6, 7], tenant: [2, 6, 7] };
const editableOpportunity = (o: OpportunityRow) => !(NOT_EDITABLE[o.kind] ?? [2, 6, 7]).includes(o.statusId);

/** Every opportunity of the signed-in user's book (by owner or by account), oldest first. */
async function allOpportunities(api: APIRequestContext): Promise<OpportunityRow[]> {
  const rows: OpportunityRow[] = [];
  for (let page = 0; page < 20; page++) {
    const batch = await getJson<Paged<OpportunityRow>>(api, `/api/sapna/v1/opportunity/search?size=100&page=${page}`);
    rows.push(...batch.results);
    if (batch.results.length === 0 || rows.length >= batch.totalCount) break;
  }
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Which of the matching records this run takes: copies of a test (--repeat-each) may run at the same time on the
 * same server, so each copy takes a different one (and a later copy skips those an earlier one changed).
 */
const slot = () => test.info().repeatEachIndex;

/** The status shows `count` changes waiting ("Offline · 3 waiting"; its next line follows without a space). */
async function expectWaiting(page: Page, count: number): Promise<void> {
  await expect(syncStatus(page)).toContainText(new RegExp(`(^|\\D)${count} waiting`));
}

/**
 * The user's book as the server lists it, by id, every page: the accounts they own and (issue 52) the accounts behind
 * the deals they own on someone else's account.
 */
async function bookAccounts(api: APIRequestContext): Promise<AccountRow[]> {
  const rows: AccountRow[] = [];
  for (let page = 0; page < 20; page++) {
    const batch = await getJson<Paged<AccountRow>>(api, `/api/sapna/v1/account/search?sort=accountId&order=asc&size=100&page=${page}`);
    rows.push(...batch.results);
    if (batch.results.length === 0 || rows.length >= batch.totalCount) break;
  }
  return rows;
}

/** The outbox screen's section of refused work. */
const rejectedSection = (page: Page) => page.getByRole('region', { name: /^Rejected by the server \(\d+\)$/ });

test.describe('offline conflicts and refusals (SYNC.md tests 5–8)', () => {
  test('5. a command in the middle of a batch is refused: the others apply, it is undone on the record and shown with the server’s reason', async ({
    page,
    baseURL,
  }) => {
    const api = await signedInApi(baseURL as string);
    const admin = await signedInApi(baseURL as string, 'admin');
    // A builder account's opportunity with a milestone the agent may edit (not one an earlier run renamed).
    const builderAccounts = new Set((await bookAccounts(api)).filter((a) => a.clientTypeId === 1 && a.statusId === 1).map((a) => a.accountId));
    const candidates = (await allOpportunities(api)).filter((o) => builderAccounts.has(o.accountId) && editableOpportunity(o));
    const found: { opportunity: OpportunityRow; milestone: MilestoneRow }[] = [];
    for (let i = 0; i < candidates.length && found.length <= slot(); i += 10) {
      const batch = await Promise.all(
        candidates.slice(i, i + 10).map(async (opportunity) => {
          const milestones = (await getJson<Paged<MilestoneRow>>(api, `/api/sapna/v1/milestone?opportunityId=${opportunity.id}`)).results;
          const milestone = milestones.find((m) => m.active && m.editable && !m.name.startsWith('Revised'));
          // Room on its termsheet for the new milestone of 1,000 + GST (issue 48's bound would refuse it too).
          return milestone && (await milestoneRoom(api, milestone.termsheetId)) >= 1_180 ? { opportunity, milestone } : null;
        }),
      );
      for (const b of batch) if (b) found.push(b);
    }
    const picked = found[slot()];
    if (!picked) throw new Error('no opportunity of the agent has an editable milestone');
    const { opportunity, milestone } = picked;
    const word = uniqueLetters();
    const comment = `Called before the site visit ${word}`;
    const offlineName = `Offline rename ${word}`;
    const adminName = `Revised by admin ${word}`;
    const newMilestone = `Offline new ${word}`;

    await signInAndPrime(page);
    await page.goto(opportunityPagePath(opportunity.kind, opportunity.id));
    const milestones = page.getByRole('region', { name: 'Milestones', exact: true });
    await expect(milestones.getByRole('row').filter({ hasText: milestone.name })).toHaveCount(1);

    await goOffline(page);
    // 1. A call comment.
    const form = page.getByRole('region', { name: 'Comments' }).getByRole('form', { name: 'Add a comment' });
    await form.getByLabel('Activity type').selectOption('Call');
    await form.getByLabel('Comment').fill(comment);
    await form.getByRole('button', { name: 'Add comment' }).click();
    await expect(notice(page, SAVED_ON_DEVICE)).toBeVisible();
    await expect(form.getByLabel('Comment')).toHaveValue('');
    // 2. The milestone renamed (the server will refuse it: someone changes it meanwhile).
    await milestones.getByRole('button', { name: `Edit milestone ${milestone.name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit milestone #${milestone.id}` });
    await edit.getByLabel('Milestone name').fill(offlineName);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(milestones.getByRole('row').filter({ hasText: offlineName })).toContainText(WAITING_TO_SYNC);
    // 3. A new milestone on the same termsheet.
    await milestones.getByRole('button', { name: 'Create milestone' }).click();
    const create = page.getByRole('dialog', { name: 'Create milestone' });
    const termsheet = create.getByLabel('Termsheet');
    if ((await termsheet.inputValue()) === '') await termsheet.selectOption(String(milestone.termsheetId));
    await create.getByLabel('Milestone name').fill(newMilestone);
    await create.getByLabel('Amount (₹)').fill('1000');
    await create.getByRole('button', { name: 'Create milestone' }).click();
    await expect(create).toBeHidden();
    await expect(milestones.getByRole('row').filter({ hasText: newMilestone })).toContainText(WAITING_TO_SYNC);
    await expectWaiting(page, 3);

    // Meanwhile an admin renames the milestone on the server (its version moves on).
    const renamed = await admin.put(`/api/sapna/v1/milestone/${milestone.id}`, { data: { name: adminName } });
    expect(renamed.ok(), `the admin's rename answered ${renamed.status()}`).toBe(true);

    await goOnline(page);
    // The user is told: a notice with the change and the server's reason, and a banner to the outbox.
    await expect(notice(page, `Milestone changed: ${STALE_MILESTONE}`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(REFUSED_BANNER)).toBeVisible();
    await expect(syncStatus(page)).toContainText('1 rejected');
    await expect(syncStatus(page)).not.toContainText('waiting');
    // On the record: the refused rename is undone (the server's name shows), the other two are there, none waits.
    await expect(milestones.getByRole('row').filter({ hasText: adminName })).toHaveCount(1);
    await expect(milestones.getByRole('row').filter({ hasText: offlineName })).toHaveCount(0);
    await expect(milestones.getByRole('row').filter({ hasText: newMilestone })).toHaveCount(1);
    await expect(milestones.getByRole('row').filter({ hasText: newMilestone })).not.toContainText(WAITING_TO_SYNC);
    const commentItem = page.getByRole('region', { name: 'Comments' }).getByRole('listitem').filter({ hasText: comment });
    await expect(commentItem).toHaveCount(1);
    await expect(commentItem).not.toContainText(WAITING_TO_SYNC);

    // The server: the first and third applied once each; the milestone keeps the admin's name.
    expect(countOf(await serverComments(api, COMMENT_ON.opportunity, opportunity.id), (c) => c.text === comment)).toBe(1);
    const onServer = await serverMilestones(api, opportunity.id);
    expect(countOf(onServer, (m) => m.name === newMilestone)).toBe(1);
    expect(onServer.find((m) => m.id === milestone.id)?.name).toBe(adminName);
    expect(countOf(onServer, (m) => m.name === offlineName)).toBe(0);

    // The outbox lists the refused change with the server's reason; nothing else waits.
    await page.getByRole('link', { name: 'Open the outbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const rejected = rejectedSection(page);
    await expect(rejected).toContainText('Rejected by the server (1)');
    await expect(rejected.getByRole('listitem')).toHaveCount(1);
    await expect(rejected.getByRole('listitem')).toContainText('Milestone changed');
    await expect(rejected.getByRole('listitem')).toContainText(`Reason: ${STALE_MILESTONE}`);
    await expect(page.getByRole('region', { name: /^Waiting to be sent/ })).toHaveCount(0);
    await api.dispose();
    await admin.dispose();
  });

  test('6. two tabs with work waiting: one pushes at a time, and closing it in the middle of its push hands over with no duplicates', async ({
    page,
    context,
    baseURL,
  }) => {
    const api = await signedInApi(baseURL as string);
    const account = (await bookAccounts(api)).filter((a) => a.clientTypeId === 2 && a.statusId === 1)[1];
    if (!account) throw new Error('no second broker account in the agent’s book');
    const word = uniqueLetters();
    const texts = { A: [`Tab A call one ${word}`, `Tab A call two ${word}`], B: [`Tab B call one ${word}`, `Tab B call two ${word}`] };

    await signInAndPrime(page);
    const pageB = await context.newPage();
    const pages = { A: page, B: pageB };
    for (const p of [page, pageB]) {
      await p.goto(`/account/${account.accountId}`);
      await expect(p.getByRole('region', { name: 'Comments' }).getByRole('form', { name: 'Add a comment' })).toBeVisible();
    }
    await waitForSynced(pageB);

    // Every push request of each tab, from its start to its end (or to its tab closing).
    type Push = { tab: 'A' | 'B'; request: Request; start: number; end: number | null; answer: { results: { outcome: string }[] } | null };
    const pushes: Push[] = [];
    const state: { closed: { tab: 'A' | 'B'; at: number } | null } = { closed: null };
    const isPush = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/sync/v1/push';
    for (const tab of ['A', 'B'] as const) {
      const p = pages[tab];
      p.on('request', (request) => {
        if (isPush(request)) pushes.push({ tab, request, start: Date.now(), end: null, answer: null });
      });
      const ended = (request: Request) => {
        const push = pushes.find((x) => x.request === request);
        if (push && push.end === null) push.end = Date.now();
      };
      p.on('requestfinished', ended);
      p.on('requestfailed', ended);
      await p.route('**/api/sync/v1/push', async (route) => {
        const response = await route.fetch();
        const answer = (await response.json()) as Push['answer'];
        const push = pushes.find((x) => x.request === route.request());
        if (push) push.answer = answer;
        if (state.closed === null) {
          // The server has applied the first push; its tab goes away before the answer reaches it.
          const at = Date.now();
          state.closed = { tab, at };
          for (const x of pushes) if (x.tab === tab && x.end === null) x.end = at;
          await p.close();
          return;
        }
        await route.fulfill({ response });
      });
    }

    await context.setOffline(true);
    for (const tab of ['A', 'B'] as const) {
      const p = pages[tab];
      await expect(syncStatus(p)).toContainText('Offline');
      const form = p.getByRole('region', { name: 'Comments' }).getByRole('form', { name: 'Add a comment' });
      for (const text of texts[tab]) {
        await form.getByLabel('Activity type').selectOption('Call');
        await form.getByLabel('Comment').fill(text);
        await form.getByRole('button', { name: 'Add comment' }).click();
        await expect(form.getByLabel('Comment')).toHaveValue('');
      }
    }
    // One device, one outbox: both tabs see the four changes waiting.
    await expectWaiting(page, 4);
    await expectWaiting(pageB, 4);
    expect(pushes).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => state.closed, { timeout: 30_000 }).not.toBeNull();
    const gone = state.closed ?? { tab: 'A' as const, at: 0 };
    const survivor = gone.tab === 'A' ? pageB : page;
    const survivorTab = gone.tab === 'A' ? 'B' : 'A';
    await waitForSynced(survivor);

    // The first push carried all four (the server applied them); only the tab that sent it pushed until it closed.
    const first = pushes[0];
    expect(first?.tab).toBe(gone.tab);
    expect(first?.answer?.results.map((r) => r.outcome)).toEqual(['applied', 'applied', 'applied', 'applied']);
    // Never two tabs pushing at once.
    for (const a of pushes) {
      for (const b of pushes) {
        if (a.tab === b.tab) continue;
        const overlap = a.start < (b.end ?? Number.POSITIVE_INFINITY) && b.start < (a.end ?? Number.POSITIVE_INFINITY);
        expect(overlap, `pushes of tab ${a.tab} and tab ${b.tab} overlapped`).toBe(false);
      }
    }
    // The other tab took over and sent the same four again: the server answered them as already done.
    const handover = pushes.filter((p) => p.tab === survivorTab && p.answer !== null && p.answer.results.length > 0);
    expect(handover.length).toBeGreaterThanOrEqual(1);
    expect(handover[0]?.start).toBeGreaterThanOrEqual(gone.at);
    expect(handover.flatMap((p) => p.answer?.results.map((r) => r.outcome) ?? [])).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate']);

    // The server has each exactly once; so does the remaining tab, none waiting.
    const onServer = await serverComments(api, COMMENT_ON.account, account.accountId);
    for (const text of [...texts.A, ...texts.B]) expect(countOf(onServer, (c) => c.text === text), text).toBe(1);
    const list = survivor.getByRole('region', { name: 'Comments' });
    for (const text of [...texts.A, ...texts.B]) {
      await expect(list.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
      await expect(list.getByRole('listitem').filter({ hasText: text })).not.toContainText(WAITING_TO_SYNC);
    }
    await api.dispose();
  });

  test('7. the server deletes a contact the device edited offline: after the sync it is gone on the device and the user is told', async ({
    page,
    baseURL,
  }) => {
    const api = await signedInApi(baseURL as string);
    const admin = await signedInApi(baseURL as string, 'admin');
    // A broker account's contact the account page shows (an unverified ‘Others’ contact is hidden).
    const brokers = (await bookAccounts(api)).filter((a) => a.clientTypeId === 2 && a.statusId === 1).slice(2);
    const found: { accountId: number; contact: { id: number; name: string } }[] = [];
    for (const account of brokers) {
      if (found.length > slot()) break;
      const contacts = await getJson<Paged<{ id: number; name: string; contactTypeId: number; isVerified: boolean }>>(
        api,
        `/api/sapna/v1/contact?filters=active==true;accountId==${account.accountId}`,
      );
      const shown = contacts.results.filter((c) => c.contactTypeId !== 8 || c.isVerified);
      // A name that no other contact of the account contains, so the page's card is unambiguous.
      const contact = shown.find((c) => shown.filter((o) => o.name.includes(c.name)).length === 1);
      if (contact) found.push({ accountId: account.accountId, contact });
    }
    const picked = found[slot()];
    if (!picked) throw new Error('no broker account of the agent has a contact');
    const { accountId, contact } = picked;
    const edited = `Renamed ${uniqueLetters()}`;

    await signInAndPrime(page);
    await page.goto(`/account/${accountId}`);
    const contacts = page.getByRole('region', { name: 'Contacts' });
    await expect(contacts.getByRole('listitem').filter({ hasText: contact.name })).toHaveCount(1);

    await goOffline(page);
    await contacts.getByRole('button', { name: `Edit contact ${contact.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit contact ${contact.name}` });
    await dialog.getByLabel('Name').fill(edited);
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await expect(notice(page, SAVED_ON_DEVICE)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(contacts.getByRole('listitem').filter({ hasText: edited })).toContainText(WAITING_TO_SYNC);

    // Meanwhile the contact is deleted on the server.
    const deleted = await admin.delete(`/api/sapna/v1/contact/${contact.id}`);
    expect(deleted.ok(), `the admin's delete answered ${deleted.status()}`).toBe(true);

    await goOnline(page);
    // Delete wins over edit: the user is told why the edit did not go through, and the contact is gone.
    await expect(notice(page, `Contact changed: ${edited}: ${CONTACT_DELETED}`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(REFUSED_BANNER)).toBeVisible();
    await expect(contacts.getByRole('listitem').filter({ hasText: edited })).toHaveCount(0);
    await expect(contacts.getByRole('listitem').filter({ hasText: contact.name })).toHaveCount(0);
    expect((await serverContacts(api, accountId)).some((c) => c.id === contact.id)).toBe(false);

    // Gone on the device, not just on this screen: after a reload without a network it is still gone.
    await goOffline(page);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contacts' }).getByText(contact.name)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Contacts' }).getByText(edited)).toHaveCount(0);
    await page.getByRole('link', { name: 'Open the outbox' }).click();
    const rejected = rejectedSection(page);
    await expect(rejected.getByRole('listitem')).toHaveCount(1);
    await expect(rejected.getByRole('listitem')).toContainText(`Contact changed: ${edited}`);
    await expect(rejected.getByRole('listitem')).toContainText(`Reason: ${CONTACT_DELETED}`);
    await goOnline(page);
    await api.dispose();
    await admin.dispose();
  });

  test('8. access revoked: a team leader reassigns an opportunity away from the agent, and the next pull removes it from the device', async ({
    page,
    baseURL,
  }) => {
    // The server has no route that moves an account to another agent (only opportunities are reassigned), so
    // the access that is taken away here is an opportunity the agent owns on an account of someone else's book:
    // after the reassignment nothing keeps it in the agent's scope.
    const api = await signedInApi(baseURL as string);
    const leader = await signedInApi(baseURL as string, 'team-leader');
    const me = await getJson<{ id: number }>(api, '/api/user/details');
    const ownAccounts = new Set((await bookAccounts(api)).filter((a) => a.agentId === me.id).map((a) => a.accountId));
    const opportunity = (await allOpportunities(api)).filter((o) => o.ownerId === me.id && !ownAccounts.has(o.accountId) && editableOpportunity(o))[slot()];
    if (!opportunity) throw new Error('no opportunity of the agent on another agent’s account');
    const assignment = await getJson<{ candidates: { userId: number; name: string }[] }>(leader, `/api/sapna/v1/opportunity/assignment-page/${opportunity.id}`);
    const target = assignment.candidates.find((c) => c.name === 'Arjun Mehta') ?? assignment.candidates.find((c) => c.userId !== me.id);
    if (!target) throw new Error('no other agent to reassign to');
    const path = opportunityPagePath(opportunity.kind, opportunity.id);

    await signInAndPrime(page);
    // On the device: the opportunity page opens offline, and my-opportunities finds it.
    await goOffline(page);
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Opportunity#${opportunity.id}`);
    await expect(page.getByRole('heading', { level: 1, name: opportunity.name })).toBeVisible();
    const findInMyOpportunities = async () => {
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Opportunities' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My opportunities' })).toBeVisible();
      await page.getByLabel('Name or opportunity id').fill(String(opportunity.id));
      await page.getByLabel('Name or opportunity id').press('Enter');
      return page.getByRole('region', { name: 'My opportunities' });
    };
    await expect((await findInMyOpportunities()).getByRole('link', { name: opportunity.name })).toBeVisible();
    await goOnline(page);

    // The team leader gives it to another agent.
    const reassigned = await leader.put(`/api/sapna/v1/opportunity/reassign/${opportunity.id}`, { data: { ownerId: target.userId } });
    expect(reassigned.ok(), `the reassignment answered ${reassigned.status()}`).toBe(true);

    // The agent comes back to the app: the next pull takes it off the device.
    await page.reload();
    await waitForSynced(page);
    await goOffline(page);
    const list = await findInMyOpportunities();
    await expect(list).toContainText('No opportunities found.');
    await expect(list.getByRole('link', { name: opportunity.name })).toHaveCount(0);
    await page.goto(path);
    await expect(page.getByText('The opportunity could not be loaded')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: opportunity.name })).toHaveCount(0);
    await goOnline(page);
    // Online, the server says it is out of the agent's scope.
    await page.reload();
    await expect(page.getByText(`There is no opportunity #${opportunity.id} in your scope.`)).toBeVisible();
    await api.dispose();
    await leader.dispose();
  });
});
