import type { Localized } from './seed-data/types';

/** Code lists served by sys-conts/group/{g} and sys-conts/group-delivery/{g}. */
export interface SysConst {
  grp: string;
  code: string;
  value: string;
  names: Localized;
}

const entry = (grp: string, code: string, value: string, vi: string, en: string, ja: string): SysConst => ({
  grp,
  code,
  value,
  names: { vi, en, ja },
});

export const sysConsts: SysConst[] = [
  entry('gender', '0', 'male', 'Nam', 'Male', '男性'),
  entry('gender', '1', 'female', 'Nữ', 'Female', '女性'),
  entry('gender', '2', 'other', 'Khác', 'Other', 'その他'),
  entry('payment_method', '0', 'cash', 'Tiền mặt', 'Cash', '現金'),
  entry('payment_method', '1', 'momo', 'Ví MoMo', 'MoMo wallet', 'MoMoウォレット'),
  entry('payment_method', '2', 'payoo', 'Payoo', 'Payoo', 'Payoo'),
  entry('cancel_reason', '99', 'no_driver', 'Không tìm được tài xế', 'No driver could be found', 'ドライバーが見つかりませんでした'),
  entry('cancel_reason', '1', 'customer', 'Khách hàng yêu cầu hủy', 'Cancelled at the customer’s request', 'お客様のご依頼によりキャンセル'),
  entry('cancel_reason', '2', 'store', 'Cửa hàng không thể phục vụ', 'The store could not serve the order', '店舗で対応できませんでした'),
  entry('refund_status', 'Request', 'Request', 'Đang yêu cầu hoàn tiền', 'Refund requested', '返金申請中'),
  entry('refund_status', 'Completed', 'Completed', 'Đã hoàn tiền', 'Refunded', '返金済み'),
  entry('refund_status', 'Failed', 'Failed', 'Hoàn tiền thất bại', 'Refund failed', '返金失敗'),
  ...(
    [
      ['ready_delivery', 'Sẵn sàng giao', 'Ready for delivery', '配達準備完了'],
      ['finding_partner', 'Đang tìm tài xế', 'Finding a driver', 'ドライバーを探しています'],
      ['partner_pickup', 'Tài xế đang lấy hàng', 'Driver picking up', 'ドライバーが受け取り中'],
      ['delivering', 'Đang giao hàng', 'On the way', '配達中'],
      ['completed', 'Đã giao', 'Delivered', '配達完了'],
      ['request_cancelled', 'Yêu cầu hủy', 'Cancellation requested', 'キャンセル申請'],
      ['expired', 'Hết hạn', 'Expired', '期限切れ'],
      ['rejected', 'Bị từ chối', 'Rejected', '拒否されました'],
      ['failed', 'Giao thất bại', 'Delivery failed', '配達失敗'],
      ['returned', 'Đã hoàn trả', 'Returned', '返品済み'],
    ] as const
  ).map(([code, vi, en, ja]) => entry('shipping_status', code, code, vi, en, ja)),
  ...(
    [
      ['orderStart', 'Bắt đầu đặt', 'Order started', '注文開始'],
      ['ordering', 'Đang đặt', 'Ordering', '注文中'],
      ['orderSent', 'Đã gửi đơn', 'Order sent', '注文済み'],
      ['accepted', 'Đã nhận đơn', 'Accepted', '受付済み'],
      ['cooking', 'Đang chế biến', 'Cooking', '調理中'],
      ['ready', 'Sẵn sàng', 'Ready', '準備完了'],
      ['completed', 'Hoàn tất', 'Completed', '完了'],
      ['canceled', 'Đã hủy', 'Cancelled', 'キャンセル済み'],
      ['unpaid', 'Chưa thanh toán', 'Unpaid', '未払い'],
    ] as const
  ).map(([code, vi, en, ja]) => entry('order_status', code, code, vi, en, ja)),
  entry('delivery_band', '0-3', '25/35', '0–3 km: 25 phút (cao điểm 35)', '0–3 km: 25 min (peak 35)', '0〜3 km：25分（ピーク時35分）'),
  entry('delivery_band', '3-5', '35/45', '3–5 km: 35 phút (cao điểm 45)', '3–5 km: 35 min (peak 45)', '3〜5 km：35分（ピーク時45分）'),
  entry('delivery_band', '5-10', '45/55', '5–10 km: 45 phút (cao điểm 55)', '5–10 km: 45 min (peak 55)', '5〜10 km：45分（ピーク時55分）'),
];
