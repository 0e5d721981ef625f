import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** menu_status icons 1-6 (SPEC §2). */
export const STATUS_LABELS: Record<number, MessageDescriptor> = {
  1: msg`New`,
  2: msg`Recommended`,
  3: msg`Seasonal`,
  4: msg`Vegetarian`,
  5: msg`Best seller`,
  6: msg`Check with the store`,
};

/** Allergy icons 01-10 (SPEC §2). */
export const ALLERGY_LABELS: Record<string, MessageDescriptor> = {
  '01': msg`Nuts`,
  '02': msg`Pork`,
  '03': msg`Beef`,
  '04': msg`Seaweed`,
  '05': msg`Egg`,
  '06': msg`Anchovy`,
  '07': msg`Fish`,
  '08': msg`Spicy`,
  '09': msg`Crab`,
  '10': msg`Shrimp`,
};
