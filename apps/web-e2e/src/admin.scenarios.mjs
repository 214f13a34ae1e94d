import { randomBytes } from 'node:crypto';
import { axeScan } from './scenarios.mjs';

// The back-office scenarios need an admin: the e2e server is started with ADMIN_EMAILS naming this
// address (tools/scripts/test.mjs), so the account is an admin from its sign-up.
export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@example.org',
  password: 'secret-e2e-admin-1',
  fullName: 'Ada Admin',
};

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function visible(page, locator, what, timeout = 15_000) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`Expected ${what} to be visible on ${page.url()}`);
  }
}

async function graphql(page, base, query, variables = {}) {
  const response = await page.request.post(`${base}/graphql`, { data: { query, variables } });
  return response.json();
}

// Sign-ups are limited per address (5 an hour): the admin and the member whose roles change are made
// once per run and shared by both viewports.
let member = null;
async function accounts(page, base) {
  const signUp =
    'mutation ($email: String!, $password: String!, $fullName: String!) { signUp(email: $email, password: $password, fullName: $fullName) { id } }';
  const answer = await graphql(page, base, signUp, E2E_ADMIN);
  const exists = answer.errors?.[0]?.message?.startsWith(
    'An account with this email already exists',
  );
  expect(
    !answer.errors || exists,
    `the admin account could not be made: ${JSON.stringify(answer.errors)}`,
  );
  if (!member) {
    member = {
      email: `e2e-member-${Date.now()}-${randomBytes(3).toString('hex')}@example.org`,
      password: 'secret-e2e-2',
      fullName: 'Morgan Member',
    };
    const made = await graphql(page, base, signUp, member);
    expect(!made.errors, `the member account could not be made: ${JSON.stringify(made.errors)}`);
  }
  return member;
}

async function signInToBackOffice(page, base, path) {
  await page.goto(`${base}/admin/${path}`);
  await visible(
    page,
    page.getByRole('heading', { name: 'Back-office Sign In' }),
    'the back-office sign-in',
  );
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Nothing wider than the viewport: every column of every table readable on a phone. */
async function fitsTheViewport(page, what) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth <= innerWidth,
    `${what} is ${scrollWidth}px wide in a ${innerWidth}px viewport`,
  );
}

async function changeRole(page, button, question) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Change roles' });
  await visible(page, dialog.getByText(question), `the confirmation '${question}'`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await visible(page, page.getByText('Roles saved.'), "'Roles saved.'");
}

export const ADMIN_SCENARIOS = [
  {
    name: 'back-office: an admin finds a member and grants, then removes, the moderator role',
    async run(page, base) {
      const target = await accounts(page, base);
      await signInToBackOffice(page, base, 'roles');
      await visible(
        page,
        page.getByRole('heading', { name: 'Roles', level: 1 }),
        'the Roles screen',
      );
      await page.getByLabel('User e-mail').fill(target.email);
      await page.getByRole('button', { name: 'Find' }).click();
      await visible(page, page.getByText('Member (no staff role)'), 'the member without roles');
      await axeScan(page, 'roles');
      await changeRole(page, 'Make moderator', `Make ${target.email} a moderator?`);
      await visible(
        page,
        page.getByRole('button', { name: 'Remove moderator' }),
        'the moderator role held',
      );
      await fitsTheViewport(page, 'the Roles screen');
      await changeRole(page, 'Remove moderator', `Remove the moderator role from ${target.email}?`);
      await visible(
        page,
        page.getByText('Member (no staff role)'),
        'the member without roles again',
      );
      await page.getByLabel('User e-mail').fill(E2E_ADMIN.email);
      await page.getByRole('button', { name: 'Find' }).click();
      await page.getByRole('button', { name: 'Remove admin' }).click();
      await page
        .getByRole('dialog', { name: 'Change roles' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await visible(
        page,
        page.getByText(
          'You are the only admin. Make another account an admin before you remove your own admin role.',
        ),
        'the refusal for the last admin',
      );
    },
  },
  {
    name: 'back-office: the audit trail lists the role changes and filters them',
    async run(page, base) {
      const target = await accounts(page, base);
      await signInToBackOffice(page, base, 'audit');
      await visible(
        page,
        page.getByRole('heading', { name: 'Audit trail', level: 1 }),
        'the Audit trail screen',
      );
      const table = page.getByRole('table', { name: 'Audit entries' });
      await visible(
        page,
        table.getByText(`Assigned moderator to ${target.email}`),
        'the role assignment entry',
      );
      await visible(
        page,
        table.getByText(`Removed moderator from ${target.email}`),
        'the role removal entry',
      );
      await axeScan(page, 'audit trail');
      await fitsTheViewport(page, 'the audit table');
      await page.getByRole('combobox', { name: 'Action' }).click();
      await page.getByRole('option', { name: 'Role removed' }).click();
      await table
        .getByText(`Assigned moderator to ${target.email}`)
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 });
      await visible(
        page,
        table.getByText(`Removed moderator from ${target.email}`),
        'the removal under its filter',
      );
    },
  },
];
