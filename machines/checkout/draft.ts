/**
 * The draft the checkout owns, and its empty value. Apart from the checkout's rules (rules.ts): the app keeps the draft
 * in the tab from the whole app's chunk, which must not carry the checkout's rules with it.
 */

/** What the customer types at checkout; the checkout machine owns it (`draft.edit`). */
export interface CheckoutDraft {
  name: string;
  phone: string;
  email: string;
  /** Another person receives (delivery) or picks up (pickup) the order. */
  otherPerson: boolean;
  receiverName: string;
  receiverPhone: string;
  receiverEmail: string;
  instructions: string;
  /** Building, floor or gate beside the map-picked delivery address (useFeatureAdressInput). */
  addressNote: string;
  useEinvoice: boolean;
  taxCode: string;
  companyName: string;
  companyAddress: string;
  receiptName: string;
  receiptEmail: string;
  policyAgreed: boolean;
  /** A logged-in customer delivering to an address not yet saved ticked "save to my addresses" (step 6). */
  saveAddress: boolean;
}

export const emptyDraft = (): CheckoutDraft => ({
  name: '',
  phone: '',
  email: '',
  otherPerson: false,
  receiverName: '',
  receiverPhone: '',
  receiverEmail: '',
  instructions: '',
  addressNote: '',
  useEinvoice: false,
  taxCode: '',
  companyName: '',
  companyAddress: '',
  receiptName: '',
  receiptEmail: '',
  policyAgreed: false,
  saveAddress: false,
});
