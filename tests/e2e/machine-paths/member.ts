import type { APIRequestContext, Page } from '@playwright/test';
import { logInAs, newPhone, registerViaApi } from '../../support/e2e-steps';

let memberPhone: Promise<string> | null = null;

/**
 * A member logged in on the page: registered once per worker, logged in anew for each path.
 */
export async function loggedInMember(page: Page, request: APIRequestContext): Promise<void> {
  memberPhone ??= (async () => {
    const phone = newPhone();
    await registerViaApi(request, phone, 'Thành Viên Kiểm Thử');
    return phone;
  })();
  await logInAs(page, request, await memberPhone);
}
