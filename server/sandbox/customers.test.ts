import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../tests/support/server-harness';

describe('sandbox customers', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const create = (payload: object) => server.app.inject({ method: 'POST', url: '/sandbox/customers', payload });

  it('should make a member who can log in at once, without a one-time code', async () => {
    const created = await create({ phone: '0912 000 111', fullName: 'Khách Sandbox', password: 'secret123' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ phone: '+84912000111' });
    const login = await server.app.inject({ method: 'POST', url: '/api/v2/login/', payload: { user_name: '+84912000111', password: 'secret123' } });
    expect(login.statusCode, login.body).toBe(200);
    const sms = await server.app.inject({ method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
    expect(JSON.stringify(sms.json())).not.toContain('+84912000111');
  });

  it('should name the field it refuses, and refuse a phone already registered', async () => {
    expect((await create({ phone: '123', fullName: 'A', password: 'secret123' })).json()).toMatchObject({ field: 'phone' });
    expect((await create({ phone: '0912000222', fullName: ' ', password: 'secret123' })).json()).toMatchObject({ field: 'fullName' });
    expect((await create({ phone: '0912000222', fullName: 'A', password: '123' })).json()).toMatchObject({ field: 'password' });
    expect((await create({ phone: '0912000333', fullName: 'A', password: 'secret123' })).statusCode).toBe(201);
    const again = await create({ phone: '+84912000333', fullName: 'B', password: 'secret123' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PHONE_ALREADY_REGISTERED', field: 'phone' });
  });
});
