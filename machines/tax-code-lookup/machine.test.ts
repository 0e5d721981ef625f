import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkoutMachine, type CheckoutInput } from '../checkout/machine';
import { taxCodeLookupSelector } from '../checkout/selectors';
import { quietPromotions, store, validDraft } from '../checkout/test-fixtures';
import { taxCodeLookupMachine, type FetchCompanyInput, type FetchCompanyOutput } from './machine';
import { canLookUpSelector, isNotFoundSelector } from './selectors';

const vinamilk: FetchCompanyOutput = { company_name: 'Công ty Cổ phần Sữa Việt Nam', company_address: '10 Tân Trào, Quận 7' };
const settle = () => vi.advanceTimersByTimeAsync(0);

function lookupWith(fetchCompany: (input: FetchCompanyInput) => Promise<FetchCompanyOutput>) {
  return taxCodeLookupMachine.provide({ actors: { fetchCompany: fromPromise(({ input }) => fetchCompany(input)) } });
}

describe('taxCodeLookup machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should look up only a code that can name a company, one lookup at a time', async () => {
    const fetchCompany = vi.fn(async (_: FetchCompanyInput) => vinamilk);
    const actor = createActor(lookupWith(fetchCompany), { input: { taxCode: '' } }).start();
    expect(canLookUpSelector(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'taxCode.change', taxCode: '000-000' });
    expect(canLookUpSelector(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'taxCode.change', taxCode: ' 0300588569 ' });
    expect(canLookUpSelector(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'taxCode.lookUp' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(canLookUpSelector(actor.getSnapshot())).toBe(false);
    await settle();
    expect(fetchCompany).toHaveBeenCalledWith({ taxCode: '0300588569' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('should say not found until the code changes, and cancel a lookup of a code changed meanwhile', async () => {
    const fetchCompany = vi.fn(async (_: FetchCompanyInput): Promise<FetchCompanyOutput> => {
      throw Object.assign(new Error('NOT_FOUND'), { status: 404, code: 'NOT_FOUND' });
    });
    const actor = createActor(lookupWith(fetchCompany), { input: { taxCode: '0399999999' } }).start();
    actor.send({ type: 'taxCode.lookUp' });
    await settle();
    expect(isNotFoundSelector(actor.getSnapshot())).toBe(true);
    /** Looking up again is allowed from the not-found message. */
    expect(canLookUpSelector(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'taxCode.change', taxCode: '0300588569' });
    expect(isNotFoundSelector(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'taxCode.lookUp' });
    actor.send({ type: 'taxCode.change', taxCode: '030058856' });
    expect(actor.getSnapshot().value).toBe('idle');
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('the checkout with its tax-code lookup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const input: CheckoutInput = {
    store,
    orderId: 41,
    orderNo: 'A0041',
    destination: { pickUpAtStore: true, address: null, isTemporary: false },
    schedule: { date: '2025-01-07', time: '12:00', isAsap: false },
    session: { loggedIn: true, allowAnonymous: false, customerId: 7 },
    paymentMethod: 'cash',
    draft: { ...validDraft, useEinvoice: true, companyName: 'Typed Co.', companyAddress: 'Typed street' },
  };
  function start(einvoiceType: 'FORM' | 'REF', fetchCompany = vi.fn(async (_: FetchCompanyInput) => vinamilk)) {
    const logic = checkoutMachine.provide({ actors: { promotions: quietPromotions, taxCodeLookup: lookupWith(fetchCompany) } });
    const actor = createActor(logic, {
      input: { ...input, rules: { addressManage: false, takeaway: false, futureDelivery: true, einvoiceType } },
    }).start();
    actor.send({ type: 'checkout.start', now: '2025-01-06T03:00:00Z' });
    return { actor, fetchCompany };
  }

  it("should write the found company into the checkout's draft", async () => {
    const { actor, fetchCompany } = start('REF');
    actor.send({ type: 'taxCode.change', taxCode: '0300588569' });
    /** REF: the company of another code is cleared as the code changes. */
    expect(actor.getSnapshot().context.draft).toMatchObject({ taxCode: '0300588569', companyName: '', companyAddress: '' });
    const lookup = taxCodeLookupSelector(actor.getSnapshot())!;
    expect(canLookUpSelector(lookup.getSnapshot())).toBe(true);
    actor.send({ type: 'taxCode.lookUp' });
    expect(lookup.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(fetchCompany).toHaveBeenCalledWith({ taxCode: '0300588569' });
    expect(actor.getSnapshot().context.draft).toMatchObject({
      taxCode: '0300588569',
      companyName: vinamilk.company_name,
      companyAddress: vinamilk.company_address,
    });
  });

  it("should keep the customer's company with FORM when the code changes", () => {
    const { actor } = start('FORM');
    actor.send({ type: 'taxCode.change', taxCode: '0300588569' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ taxCode: '0300588569', companyName: 'Typed Co.', companyAddress: 'Typed street' });
  });
});
