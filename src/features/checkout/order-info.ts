import { emoneyTypeOf } from '../../../domain/checkout-validation';
import { DELIVERY_HOURS_END, DELIVERY_HOURS_START } from '../../../domain/constants';
import { imageLinkOrNull } from '../../../domain/image-link';
import { withoutClosedDays } from '../../../domain/store-calendar';
import { feeForType } from '../../../domain/store-choice';
import type { CheckoutStore, SubmitOrderInput } from '../../../machines/checkout/machine';
import type { Store } from '../../../machines/fulfilment/machine';
import type { components } from '../../../openapi/schema';

type OrderInfo = components['schemas']['OrderInfo'];

/** The checkout's view of the chosen store (domain/time-slots schedule, code, name, prepare time). */
export function checkoutStoreOf(store: Store): CheckoutStore {
  return {
    code: store.code,
    name: store.name,
    prepare_time: store.prepare_time,
    start_time: store.start_time ?? DELIVERY_HOURS_START,
    end_time: store.end_time ?? DELIVERY_HOURS_END,
    last_order_time: store.last_order_time ?? null,
    openDays: withoutClosedDays(store.openDays, store.calendar ?? []),
    delivery_times: store.deliveryTime ?? [],
  };
}

/** The `info` of insert- and update-delivery-info, from what the checkout machine hands to submitOrder. */
export function orderInfoOf(input: SubmitOrderInput): OrderInfo {
  const { draft: form, order, schedule, destination, discounts } = input;
  const { store, totals } = order;
  const pickUpAtStore = destination.pickUpAtStore;
  const date = schedule.date ?? input.now.slice(0, 10);
  const time = schedule.time ?? '';
  const emoneyType = emoneyTypeOf(input.paymentMethod);
  const other = form.otherPerson;
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const position = destination.position ?? (order.place ? { lat: order.place.lat, lng: order.place.lng } : null);
  return {
    brand_id: store.brand_id,
    brandCode: store.brand_code,
    storeId: store.id,
    storeCode: store.code,
    tencd: store.code,
    storeName: store.name,
    orderFrom: store.address,
    // a line kept from before the image rule (SPEC §5) is sent without its link, which the server would refuse
    foods: order.lines.map((line) => ({ ...line, image: imageLinkOrNull(line.image) ?? '' })) as unknown as OrderInfo['foods'],
    subTotal: totals.subTotal,
    vat: totals.vat,
    includedVat: totals.includedVat,
    total: totals.total,
    deliveryFee: feeForType(pickUpAtStore ? 'typePickup' : 'typeDelivery', totals.deliveryFee) ?? 0,
    actualDistance: order.distance === null ? null : order.distance / 1000,
    deliveryTo: pickUpAtStore ? null : destination.address,
    deliveryNote: pickUpAtStore ? null : text(form.addressNote),
    deliveryLocation: pickUpAtStore ? null : position,
    // the server prices the delivery from the saved address (customerAddressId) or from this place, never from a position
    deliveryPlaceId: pickUpAtStore || !order.place?.place_id ? null : order.place.place_id,
    pickUpAtStore,
    orderTime: time,
    orderTimeNumber: Number(time.replace(':', '')) || null,
    servsTime: `${date} ${time}`,
    isASAP: schedule.isAsap,
    emoneyType,
    cash: emoneyType === 0 ? discounts.totalWithFee : 0,
    emoney: emoneyType === 0 ? 0 : discounts.totalWithFee,
    name: form.name.trim(),
    phone: input.phone ?? form.phone,
    email: text(form.email),
    instructions: text(form.instructions),
    deliveryInstructions: text(form.instructions),
    recipientName: other ? text(form.receiverName) : null,
    recipientPhone: other ? input.receiverPhone : null,
    recipientEmail: other ? text(form.receiverEmail) : null,
    recipient_name: other ? text(form.receiverName) : null,
    recipient_phone: other ? input.receiverPhone : null,
    recipient_email: other ? text(form.receiverEmail) : null,
    recipient_address: pickUpAtStore ? null : destination.address,
    customerId: input.customerId,
    customerAddressId: destination.customerAddressId ?? null,
    isUseEinvoice: form.useEinvoice,
    eInvoiceInfo: form.useEinvoice
      ? {
          receiptName: form.receiptName.trim(),
          receiptCompanyName: form.companyName.trim(),
          receiptTaxCode: form.taxCode.trim(),
          receiptTaxAddress: form.companyAddress.trim(),
          ...(form.receiptEmail.trim() ? { receiptEmail: form.receiptEmail.trim() } : {}),
        }
      : null,
    lang: order.language,
    status: 'orderSent',
    start_time_check_out: input.now,
    listPromotion: [],
  };
}
