import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '../../config/paths';

export interface PolicyLink {
  path: string;
  title: MessageDescriptor;
}

/** The seven policy pages in footer order; titles are shared by links and page headings. */
export const policyTitles = {
  websiteOwners: msg`Website owner information`,
  generalTradingConditions: msg`General trading conditions`,
  eInvoicePolicy: msg`E-invoice policy`,
  privacyPolicy: msg`Privacy policy`,
  paymentPolicy: msg`Payment policy`,
  deliveryPolicy: msg`Delivery policy`,
  returnPolicy: msg`Return and refund policy`,
} as const;

export const policyLinks: readonly PolicyLink[] = (Object.keys(policyTitles) as (keyof typeof policyTitles)[]).map(
  (key) => ({ path: paths[key], title: policyTitles[key] }),
);
