import { expect } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { isTaxCodeLookable } from '../../../domain/einvoice';
import { taxCodeLookupMachine as machine, type TaxCodeLookupContext } from '../../../machines/tax-code-lookup/machine';
import { fillCart, loggedInCustomer, openCheckout, useLocale } from '../../support/e2e-steps';
import type { MachineAdapter, WalkContext } from './adapter';

/** A company of the seeded tax register. */
const VINAMILK = { taxCode: '0300588569', name: 'Công ty Cổ phần Sữa Việt Nam' };
const section = (walk: WalkContext) => walk.page.getByRole('region', { name: 'E-invoice' });

/**
 * The checkout's e-invoice section (SPEC §7 get-customer-info-by-tax-code, §8 "Tax code not
 * found"), FORM mode: the lookup the checkout invokes, its company written into the draft. A found
 * company comes from the server's register; not found is a fault on the call.
 */
export const taxCodeLookupAdapter: MachineAdapter<typeof machine> = {
  name: 'tax-code-lookup',
  machine,
  input: { taxCode: '' },
  events: {
    'taxCode.change(lookable)': { type: 'taxCode.change', taxCode: VINAMILK.taxCode },
    'taxCode.change(zeros)': { type: 'taxCode.change', taxCode: '000-000' },
    'taxCode.lookUp': { type: 'taxCode.lookUp' },
    'done:fetchCompany': {
      type: 'xstate.done.actor.fetchCompany',
      output: { company_name: VINAMILK.name, company_address: 'Số 10 Tân Trào, Quận 7' },
    },
    'error:fetchCompany': { type: 'xstate.error.actor.fetchCompany', error: { status: 404, code: 'NOT_FOUND' } },
  },
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, isTaxCodeLookable((snapshot.context as TaxCodeLookupContext).taxCode)]),
  calls: {
    fetchCompany: { method: 'GET', path: /\/api\/e-invoice\/get-customer-info-by-tax-code\/\?.*$/ },
  },
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    await loggedInCustomer(walk.page, walk.request);
    await fillCart(walk.page);
    await openCheckout(walk.page);
    await section(walk).getByRole('checkbox', { name: 'I need an e-invoice' }).check();
  },
  actions: {
    'taxCode.change(lookable)': { ui: async (walk) => section(walk).getByLabel('Tax code').fill(VINAMILK.taxCode) },
    'taxCode.change(zeros)': { ui: async (walk) => section(walk).getByLabel('Tax code').fill('000-000') },
    'taxCode.lookUp': { ui: async (walk) => section(walk).getByRole('button', { name: 'Look up' }).click() },
    'done:fetchCompany': { answer: { actor: 'fetchCompany', server: true } },
    'error:fetchCompany': {
      answer: { actor: 'fetchCompany', status: 404, json: { code: 'NOT_FOUND', message: 'No company with this tax code.', field: 'taxCode' } },
    },
  },
  screens: {
    idle: {
      check: async (walk) => {
        await expect(section(walk).getByRole('alert')).toHaveCount(0);
        // Before a lookup the company is the customer's (empty here); after one, the register's.
        await expect(section(walk).getByLabel('Company name')).toHaveValue(new RegExp(`^(|${VINAMILK.name})$`));
      },
    },
    lookingUp: { check: async (walk) => expect(section(walk).getByRole('button', { name: 'Look up' })).toBeDisabled() },
    notFound: {
      check: async (walk) => expect(section(walk).getByRole('alert')).toHaveText('No company was found for this tax code.'),
    },
  },
  unreachable: {},
};
