// Signs each demo role in once, through the form, and keeps its browser state: journeys that are not
// about signing in start from it (test.use({ storageState: storageStateOf(role) })).
import { test as setup } from '@playwright/test';
import { demoAccounts } from './environment';
import { signIn, storageStateOf } from './helpers';

for (const role of ['admin', 'nutri'] as const) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, demoAccounts[role]);
    await page.context().storageState({ path: storageStateOf(role) });
  });
}
