/** Feature switches and delivery settings served by v2/variable/ (SPEC §9), as first seeded. */
export interface SettingDefault {
  code: string;
  value: string;
  grp: string;
  description: string;
}

export const SETTING_GROUP = 'delivery';

const setting = (code: string, value: string | number | boolean, description: string): SettingDefault => ({
  code,
  value: String(value),
  grp: SETTING_GROUP,
  description,
});

export const settingDefaults: SettingDefault[] = [
  setting('useGooglemaps', false, 'Live Google Maps (needs VITE_GOOGLE_MAPS_API_KEY); off uses the local gazetteer'),
  setting('useDefaultStore', false, 'Start an order at the default store without an address'),
  setting('useDefaultBrand', true, 'Use the default brand'),
  setting('useFeatureAddressManage', true, 'Saved addresses and recipient list'),
  setting('useFeatureOrderHistory', true, 'Order history screen'),
  setting('useDeliveryFeeV1', false, 'Flat fee from the fee setting instead of distance tiers'),
  setting('useFeatureDeliveryFee', true, 'Charge a delivery fee'),
  setting('useFavoriteMenu', true, 'Favourites'),
  setting('useFutureDeliveryInXDays', 7, 'Days ahead an order can be placed for'),
  setting('useMomo', true, 'MoMo payment'),
  setting('usePayoo', true, 'Payoo payment'),
  setting('useLanguageDelivery', true, 'Menus in the interface language'),
  setting('useMembership', true, 'Membership card and point history'),
  setting('useBanner', true, 'Banner carousel on home'),
  setting('useCrmPromotion', true, 'Owned promotions'),
  setting('useEPromotion', true, 'E-promotions at checkout'),
  setting('useTradingPromotion', true, 'Redeem promotions with points'),
  setting('useFeatureTakeaway', false, 'Takeaway: pickup forced and a store picker'),
  setting('useQrcode', true, 'QR event code scanner'),
  setting('useFeatureAdressInput', true, 'Free address input'),
  setting('useEinvoice', true, 'E-invoice section at checkout'),
  setting('useEinvoiceType', 'FORM', 'E-invoice mode: FORM or REF'),
  setting('useDeliveryClient', false, 'Delivery hubs chosen by the client'),
  setting('tax', 10, 'Default VAT percent'),
  setting('fee', 15000, 'Base delivery fee in dong'),
  setting('time_interval_payload', 5, 'Minutes the QR payment modal polls before giving up'),
  setting('nextDeliveryTimeInterval', 60, 'Minutes between delivery-time refresh suggestions'),
  setting('hotline', '19008012', 'Customer hotline'),
  setting('defaultStoreCode', 'S001', 'Store used by the default-store flow'),
];
