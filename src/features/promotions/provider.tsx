import { createActorContext } from '@xstate/react';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { redeemMachine, type CheckPointsInput, type RedeemCallInput, type RedeemCallOutput, type RedeemInput } from '../../../machines/loyalty-redeem/machine';
import type { sessionMachine } from '../../../machines/session/machine';
import { api, type ApiClient } from '../../lib/api-client';
import { queryClient as appQueryClient } from '../../lib/query-client';
import { CUSTOMER_PROFILE_QUERY_ROOT, PROMOTIONS_QUERY_ROOT } from '../../lib/query-keys';
import { SessionContext } from '../../app/session/context';
import { getCustomerProfileQueryOptions } from './api';

/** The redeem flow of one promotion (machines/loyalty-redeem) on /redeem-promotion/{id}. */
export const RedeemContext = createActorContext(redeemMachine);

type SessionRef = ActorRefFrom<typeof sessionMachine>;

/** The redeem machine's effects: the points read fresh, the redeem call, the customer refreshed everywhere. */
export function createRedeemActors(client: ApiClient, queries: QueryClient, session: SessionRef) {
  const readPoints = async (customerId: number) => {
    const profile = await queries.fetchQuery(getCustomerProfileQueryOptions(customerId));
    return { availablePoints: profile.available_point, totalPoints: profile.total_point };
  };
  return {
    checkPoints: fromPromise<{ availablePoints: number }, CheckPointsInput>(async ({ input }) => readPoints(input.customerId)),
    redeemPromotion: fromPromise<RedeemCallOutput, RedeemCallInput>(async ({ input, signal }) => {
      const { data } = await client.POST('/v2/promotion/{id}/buy/', { params: { path: { id: input.promotionId } }, body: { quantity: input.quantity }, signal });
      return data!.data;
    }),
    refreshCustomer: fromPromise<{ availablePoints: number }, CheckPointsInput>(async ({ input }) => {
      // the profile (membership card), the lists with tickets and remaining counts are all stale now
      await Promise.all([
        queries.invalidateQueries({ queryKey: [CUSTOMER_PROFILE_QUERY_ROOT, input.customerId] }),
        queries.invalidateQueries({ queryKey: [PROMOTIONS_QUERY_ROOT] }),
      ]);
      const points = await readPoints(input.customerId);
      const customer = session.getSnapshot().context.customer;
      if (customer?.id === input.customerId) {
        session.send({ type: 'customer.update', customer: { ...customer, available_point: points.availablePoints, total_point: points.totalPoints } });
      }
      return points;
    }),
  };
}

/** One redeem flow per promotion and customer; remount it (key) when either changes. */
export function RedeemProvider({ input, children }: { input: RedeemInput; children: ReactNode }) {
  const session = SessionContext.useActorRef();
  const [logic] = useState(() => redeemMachine.provide({ actors: createRedeemActors(api, appQueryClient, session) }));
  return (
    <RedeemContext.Provider logic={logic} options={{ input }}>
      {children}
    </RedeemContext.Provider>
  );
}
