import { assign, enqueueActions, setup } from 'xstate';
import { isTaxCodeLookable } from '../../domain/einvoice';
import { taxCodeLookupActors } from './actors';
import type { CompanyFoundEvent, FetchCompanyOutput, TaxCodeLookupContext, TaxCodeLookupEvent, TaxCodeLookupInput } from './types';

export * from './types';

/**
 * The e-invoice's tax-code lookup (SPEC §7 get-customer-info-by-tax-code, §8 "Tax code not
 * found"), invoked by the checkout: a found company goes to the checkout's draft as
 * `company.found`.
 */
export const taxCodeLookupMachine = setup({
  types: {
    context: {} as TaxCodeLookupContext,
    events: {} as TaxCodeLookupEvent,
    input: {} as TaxCodeLookupInput,
  },
  actors: taxCodeLookupActors,
  guards: {
    isTaxCodeLookable: ({ context }) => isTaxCodeLookable(context.taxCode),
  },
  actions: {
    assignTaxCode: assign(({ event }) => (event.type === 'taxCode.change' ? { taxCode: event.taxCode } : {})),
    reportCompany: enqueueActions(({ context, self, enqueue }, params: { company: FetchCompanyOutput }) => {
      const found: CompanyFoundEvent = {
        type: 'company.found',
        taxCode: context.taxCode.trim(),
        companyName: params.company.company_name,
        companyAddress: params.company.company_address,
      };
      // A lookup on its own (tests, graph traversal) has no checkout to tell.
      if (self._parent) enqueue.sendParent(found);
    }),
  },
}).createMachine({
  id: 'taxCodeLookup',
  context: ({ input }) => ({ taxCode: input.taxCode ?? '' }),
  initial: 'idle',
  on: {
    'taxCode.change': { target: '.idle', actions: 'assignTaxCode' },
  },
  states: {
    idle: {
      on: { 'taxCode.lookUp': { guard: 'isTaxCodeLookable', target: 'lookingUp' } },
    },
    lookingUp: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCompany',
        src: 'fetchCompany',
        input: ({ context }) => ({ taxCode: context.taxCode.trim() }),
        onDone: { target: 'idle', actions: { type: 'reportCompany', params: ({ event }) => ({ company: event.output }) } },
        onError: 'notFound',
      },
    },
    notFound: {
      description: 'SPEC §8 "Tax code not found": the tax-code error shows until the code changes or is looked up again.',
      on: { 'taxCode.lookUp': { guard: 'isTaxCodeLookable', target: 'lookingUp' } },
    },
  },
});
