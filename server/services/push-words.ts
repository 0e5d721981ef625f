/**
 * What an order notification says, in the order's language: one table per stage, as server/words.ts keeps the
 * refusals (the server has no Lingui catalogs). The order number is in every title, so that a customer with two
 * orders knows which one moved.
 */
import type { Locale } from '../db/seed-data/types';

/** The moments of an order a customer is told of. */
export type PushStage = 'accepted' | 'ready' | 'onTheWay' | 'delivered' | 'collected' | 'cancelled';

interface PushText {
  title: (orderNo: string) => string;
  body: string;
}

export const PUSH_WORDS: Record<PushStage, Record<Locale, PushText>> = {
  accepted: {
    vi: { title: (n) => `Đơn hàng ${n} đã được nhận`, body: 'Cửa hàng đã nhận đơn và đang chuẩn bị món cho bạn.' },
    en: { title: (n) => `Order ${n} accepted`, body: 'The store accepted your order and is preparing it.' },
    ja: { title: (n) => `ご注文 ${n} を受け付けました`, body: '店舗がご注文を受け付け、調理を始めています。' },
  },
  ready: {
    vi: { title: (n) => `Đơn hàng ${n} đã sẵn sàng`, body: 'Món của bạn đã chuẩn bị xong.' },
    en: { title: (n) => `Order ${n} is ready`, body: 'Your order has been prepared.' },
    ja: { title: (n) => `ご注文 ${n} の準備ができました`, body: 'ご注文の品の準備ができました。' },
  },
  onTheWay: {
    vi: { title: (n) => `Đơn hàng ${n} đang được giao`, body: 'Tài xế đang trên đường đến chỗ bạn.' },
    en: { title: (n) => `Order ${n} is on the way`, body: 'The driver is on the way to you.' },
    ja: { title: (n) => `ご注文 ${n} を配達中です`, body: '配達員がお届け先へ向かっています。' },
  },
  delivered: {
    vi: { title: (n) => `Đơn hàng ${n} đã được giao`, body: 'Chúc bạn ngon miệng!' },
    en: { title: (n) => `Order ${n} delivered`, body: 'Enjoy your meal!' },
    ja: { title: (n) => `ご注文 ${n} をお届けしました`, body: 'どうぞお召し上がりください。' },
  },
  collected: {
    vi: { title: (n) => `Đơn hàng ${n} đã hoàn tất`, body: 'Cảm ơn bạn đã đến lấy món. Chúc bạn ngon miệng!' },
    en: { title: (n) => `Order ${n} collected`, body: 'Thank you for picking up your order. Enjoy your meal!' },
    ja: {
      title: (n) => `ご注文 ${n} のお受け取りが完了しました`,
      body: 'ご来店ありがとうございました。どうぞお召し上がりください。',
    },
  },
  cancelled: {
    vi: { title: (n) => `Đơn hàng ${n} đã bị hủy`, body: 'Mở đơn hàng để xem lý do và thông tin hoàn tiền.' },
    en: { title: (n) => `Order ${n} cancelled`, body: 'Open the order to see why, and about any refund.' },
    ja: {
      title: (n) => `ご注文 ${n} はキャンセルされました`,
      body: '理由と返金については注文を開いてご確認ください。',
    },
  },
};
