import { validateCheckout, type CheckoutRules, type PaymentMethod } from '../../domain/checkout-validation';

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

/** The facts the form rules read: the draft and what the machine knows of the order. */
export interface DraftFacts {
  draft: CheckoutDraft;
  rules: CheckoutRules;
  destination: { pickUpAtStore: boolean; address: string | null; customerAddressId: number | null; storeChosen: boolean };
  schedule: { date: string | null; time: string | null; isAsap: boolean };
  paymentMethod: PaymentMethod | null;
}

/** The field errors of the form (domain/checkout-validation), keyed by field; empty when it can be confirmed. */
export function draftErrors({ draft, rules, destination, schedule, paymentMethod }: DraftFacts): Record<string, string> {
  const domain = validateCheckout(
    {
      name: draft.name,
      phone: draft.phone,
      email: draft.email,
      instructions: draft.instructions,
      receiverName: draft.otherPerson ? draft.receiverName : null,
      receiverPhone: draft.otherPerson ? draft.receiverPhone : null,
      receiverEmail: draft.otherPerson ? draft.receiverEmail : null,
      customerAddressId: destination.customerAddressId,
      deliveryTo: destination.pickUpAtStore ? null : destination.address,
      pickUpAtStore: destination.pickUpAtStore,
      date: rules.futureDelivery ? schedule.date : 'today',
      time: schedule.isAsap ? 'asap' : schedule.time,
      paymentMethod,
      useEinvoice: draft.useEinvoice,
      taxCode: draft.taxCode,
      companyName: draft.companyName,
      companyAddress: draft.companyAddress,
      receiptName: draft.receiptName,
      receiptEmail: draft.receiptEmail,
    },
    rules,
  );
  const errors: Record<string, string> = { ...domain.errors };
  if (draft.otherPerson && !draft.receiverName.trim()) errors.receiverName = 'required';
  if (draft.otherPerson && !draft.receiverPhone.trim()) errors.receiverPhone = 'required';
  if (!draft.policyAgreed) errors.policy = 'required';
  if (!destination.storeChosen) errors.store = 'required';
  return errors;
}
