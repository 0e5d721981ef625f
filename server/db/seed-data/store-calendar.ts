/**
 * One example of each calendar entry and one restricted area, editable at /sandbox/calendar.
 * The delivery-only window is SPEC §8's own example; the closure is Tết 2027.
 */
export const storeCalendar = [
  { store_code: 'S001', kind: 'closure', from_date: '2027-02-05', to_date: '2027-02-09', reopen_date: '2027-02-10' },
  { store_code: 'S001', kind: 'delivery_only', from_date: '2025-01-28', to_date: '2025-01-31', reopen_date: null },
  { store_code: 'S002', kind: 'pickup_only', from_date: '2027-02-03', to_date: '2027-02-04', reopen_date: null },
] as const;

export const restrictedAreas = [{ name: 'Phường Tân Định (Quận 1)', ward: 'Phường Tân Định', polygon: null }] as const;
