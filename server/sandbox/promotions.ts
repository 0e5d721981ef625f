/** /sandbox/promotions/grant: gives a customer promotion tickets (QA; the redeem flow is another area). */
import type { FastifyInstance } from 'fastify';
import type { HandlerContext } from '../routes/handlers';

export function registerPromotionControls(sandbox: FastifyInstance, context: HandlerContext) {
  sandbox.post<{ Body: { phone?: string; code?: string; quantity?: string | number } }>('/promotions/grant', async (request, reply) => {
    const { phone = '', code = '', quantity = 1 } = request.body ?? {};
    const count = Math.max(1, Math.trunc(Number(quantity)) || 1);
    const granted = await context.db.query<{ customer_id: number; promotion_id: number }>(
      `insert into customer_promotion (customer_id, promotion_id, ticket_quantity)
         select c.id, p.id, $3 from customer c, promotion p where c.phone = $1 and p.code = $2
       on conflict (customer_id, promotion_id) do update set ticket_quantity = excluded.ticket_quantity
       returning customer_id, promotion_id`,
      [phone, code, count],
    );
    if (granted.length === 0) return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such customer (phone in +84 form) or promotion code.' });
    return { granted: granted[0], ticket_quantity: count };
  });
}
