import type { FastifyInstance } from 'fastify';
import { PASSWORD_MIN } from '../../domain/constants';
import { normalisePhone } from '../../domain/phone';
import type { HandlerContext } from '../routes/handlers';
import { hashPassword } from '../services/passwords';

/**
 * POST /sandbox/customers: a customer made at once, without a one-time code, for QA and the browser
 * tests that need a member but are not about registration (the OTP limits per client address would
 * otherwise count every such setup against the registrations a test does mean to walk).
 */
export function registerCustomerControls(sandbox: FastifyInstance, context: HandlerContext) {
  sandbox.post<{ Body: { phone?: string; fullName?: string; password?: string } }>('/customers', async (request, reply) => {
    const phone = normalisePhone(request.body?.phone ?? '');
    if (!phone) return reply.code(400).send({ code: 'VALIDATION_ERROR', message: 'phone must be a Vietnamese mobile number.', field: 'phone' });
    const fullName = (request.body?.fullName ?? '').trim();
    if (!fullName) return reply.code(400).send({ code: 'VALIDATION_ERROR', message: 'fullName is required.', field: 'fullName' });
    const password = request.body?.password ?? '';
    if (password.length < PASSWORD_MIN) return reply.code(400).send({ code: 'VALIDATION_ERROR', message: `password must be at least ${PASSWORD_MIN} characters.`, field: 'password' });
    const [created] = await context.db.query<{ id: number }>(
      `insert into customer (phone, full_name, email, password_hash, created_at) values ($1, $2, null, $3, $4::timestamptz)
       on conflict (phone) do nothing returning id`,
      [phone, fullName, await hashPassword(password), context.clock().toString()],
    );
    if (!created) return reply.code(409).send({ code: 'PHONE_ALREADY_REGISTERED', message: 'This phone is already registered.', field: 'phone' });
    return reply.code(201).send({ customer_id: created.id, phone });
  });
}
