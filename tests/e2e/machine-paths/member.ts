import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { international, newPhone, PASSWORD, registerViaApi } from '../../support/e2e-steps';

let memberPhone: Promise<string> | null = null;

/**
 * A member logged in on the page: registered once per worker (each registration sends an SMS,
 * which the server limits per client address and hour), logged in anew for each path.
 */
export async function loggedInMember(page: Page, request: APIRequestContext): Promise<void> {
  memberPhone ??= (async () => {
    const phone = newPhone();
    await registerViaApi(request, phone, 'Thành Viên Kiểm Thử');
    return phone;
  })();
  const login = await request.post('/api/v2/login/', { data: { user_name: international(await memberPhone), password: PASSWORD } });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as { access: string; refresh: string; user: unknown; customer: unknown };
  await page.addInitScript((stored) => {
    if (window.localStorage.getItem('token')) return;
    window.localStorage.setItem('token', stored.access);
    window.localStorage.setItem('refreshToken', stored.refresh);
    window.localStorage.setItem('session', JSON.stringify({ user: stored.user, customer: stored.customer }));
  }, session);
}
