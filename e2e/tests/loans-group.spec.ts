// A loan group as its five members use it: the creator creates it in the browser, three invitees join by code, the
// creator replaces the fourth invitation (Manage → Replace Invite) and the new person joins by code in their own
// browser; the group turns Active; the creator asks the group for a loan and the quorum (the other four) approves it,
// one of them in the browser: the loan goes to the society (PROCESSING).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiGet, apiPost, type Member } from '../support/money';
import { confirm, createSaver, dialogNamed, payFromWallet } from '../support/loans';
import { addDays, lagosToday } from '../support/savings';
import { dismissAlert, expectAlert, expectNoHorizontalScroll, signIn } from '../support/ui';
import { uniqueWord } from '../support/users';

async function browserOf(browser: Browser, who: Member, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signIn(page, who.email, who.password);
  return page;
}

test('a group of five created, joined by code, an invite replaced, and a group loan approved by the quorum', async ({ browser }) => {
  test.setTimeout(180_000);
  let people: Member[] = [];
  await test.step('arrange: six members with savings', async () => {
    people = await Promise.all(Array.from({ length: 6 }, (_, i) => createSaver(`group${i}`, '50000')));
  });
  const [creator, a, b, c, declined, newcomer] = people;
  const name = `Traders ${uniqueWord()}`;

  const page = await browserOf(browser, creator, { width: 360, height: 780 });
  let code = '';
  await test.step('the creator creates the group with four invitations', async () => {
    await page.goto('/loan?tab=my-group');
    await expect(page.getByText('You currently do not belong to any group')).toBeVisible();
    await page.getByRole('button', { name: 'Create Group' }).click();
    const form = dialogNamed(page, 'Create Loan Group');
    await form.getByLabel('Enter Group Name').fill(name);
    for (const [i, who] of [a, b, c, declined].entries()) {
      await form.getByLabel(`Member ${i + 2} Name`).fill(`${who.firstName} ${who.lastName}`);
      await form.getByLabel(`Member ${i + 2} Email`).fill(who.email);
    }
    await form.getByRole('button', { name: 'Create Loan Group' }).click();
    await expectAlert(page, 'Success', 'Your group has been created and the invitations sent');
    await dismissAlert(page);
    const card = page.getByRole('region', { name });
    await expect(card.getByText('Pending')).toBeVisible();
    code = ((await card.getByRole('definition').nth(2).textContent()) ?? '').trim();
    expect(code).toMatch(/^cub\d{5}$/);
    await expectNoHorizontalScroll(page);
  });

  await test.step('three join by code; the fourth rejects and is replaced in Manage', async () => {
    for (const who of [a, b, c]) await apiPost(who.token, 'loan/join_group', { email: who.email, code });
    const [invite] = (await apiGet(declined.token, 'loan/loan_group')) as unknown as Array<{ request_id: number }>;
    await apiPost(declined.token, `loan/reject_group/${invite.request_id}`);
    await page.reload();
    await page.getByRole('region', { name }).getByRole('button', { name: 'Manage' }).click();
    const manage = dialogNamed(page, 'Manage Group');
    const row = manage.getByRole('row').filter({ hasText: 'Reject Invite' });
    await row.getByRole('button', { name: 'Replace Invite' }).click();
    const replace = dialogNamed(page, 'Replace Invite');
    await replace.getByLabel('Member Name').fill(`${newcomer.firstName} ${newcomer.lastName}`);
    await replace.getByLabel('Member Email').fill(newcomer.email);
    await replace.getByRole('button', { name: 'Replace Invite' }).click();
    await expectAlert(page, 'Success', 'The invitation has been replaced and sent');
    await dismissAlert(page);
  });

  await test.step('the newcomer joins by code in their own browser; the group is Active', async () => {
    const theirs = await browserOf(browser, newcomer);
    await theirs.goto('/loan?tab=my-group');
    await theirs.getByRole('region', { name: 'Join a group' }).getByLabel('Group code').fill(code);
    await theirs.getByRole('button', { name: 'Join Group' }).click();
    await expectAlert(theirs, 'Success', 'You have joined the group');
    await dismissAlert(theirs);
    await expect(theirs.getByRole('region', { name }).getByText('Active')).toBeVisible();
    await theirs.context().close();
  });

  let loanId = 0;
  await test.step('the creator asks the group for ₦60,000 and pays the form fee', async () => {
    await page.reload();
    await page.getByRole('region', { name }).getByRole('button', { name: 'Request Group Loan' }).click();
    const form = dialogNamed(page, `Request a Group Loan: ${name}`);
    await form.getByLabel('Loan Amount').fill('60000');
    await form.getByLabel('Select Loan Duration').selectOption('2');
    await form.getByLabel('Select Frequency').selectOption('Monthly');
    await form.getByLabel('Start Date').fill(addDays(lagosToday(), 5));
    await form.getByRole('button', { name: 'Apply Loan' }).click();
    await payFromWallet(dialogNamed(page, 'Loan Form Fee'), 'Add Fund');
    await expectAlert(page, 'Success', 'Your loan request has been submitted');
    await dismissAlert(page);
    const [loan] = (await apiGet(creator.token, 'loan/view_loan')) as unknown as Array<{ loan_id: number; loan_status: number }>;
    loanId = loan.loan_id;
    expect(loan.loan_status).toBe(0);
  });

  await test.step('the quorum approves: one member in the browser, three through the API', async () => {
    const theirs = await browserOf(browser, a);
    await theirs.goto('/loan?tab=my-group');
    await theirs.getByRole('region', { name }).getByRole('button', { name: /^Approval/ }).click();
    const approvals = dialogNamed(theirs, 'Loan Approvals');
    await approvals.getByRole('button', { name: 'Accept' }).click();
    await confirm(theirs, 'Yes, accept');
    await expectAlert(theirs, 'Success', 'You have approved this group loan');
    await theirs.context().close();
    const group = (await apiGet(creator.token, 'loan/loan_group')) as unknown as Array<{ group_id: number }>;
    for (const who of [b, c, newcomer]) await apiPost(who.token, `loanAccepted/${group[0].group_id}/${loanId}`);
    await page.goto('/loan');
    await expect(page.getByText('PROCESSING', { exact: true })).toBeVisible();
  });
});
