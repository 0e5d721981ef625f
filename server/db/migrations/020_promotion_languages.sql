-- Promotion names, summaries and details in the three interface languages (vi, en, ja; ja the fallback),
-- chosen by the request's language (server/services/promotions.ts promotionView). name, summary and detail
-- stay the Vietnamese source text: a promotion added without translations shows them in every language.
alter table promotion add column if not exists names jsonb;
alter table promotion add column if not exists summaries jsonb;
alter table promotion add column if not exists details jsonb;

update promotion set names = '{"vi": "Giảm 10% hóa đơn", "en": "10% off your bill", "ja": "お会計10%オフ"}'::jsonb,
  summaries = '{"vi": "Giảm 10% tổng hóa đơn, tối đa 30.000đ", "en": "10% off the bill, up to 30,000 ₫", "ja": "お会計から10%割引（最大30,000₫）"}'::jsonb,
  details = '{"vi": "Áp dụng cho đơn từ 150.000đ (trước VAT).", "en": "For orders from 150,000 ₫ (before VAT).", "ja": "150,000₫以上（税抜）のご注文が対象です。"}'::jsonb
  where id = 1;
update promotion set names = '{"vi": "Phở bò tái giảm 15.000đ", "en": "Rare Beef Phở: 15,000 ₫ off", "ja": "牛肉のフォー（レア）15,000₫引き"}'::jsonb,
  summaries = '{"vi": "Giảm 15.000đ cho một tô Phở bò tái", "en": "15,000 ₫ off one bowl of Rare Beef Phở", "ja": "牛肉のフォー（レア）1杯が15,000₫引き"}'::jsonb,
  details = null
  where id = 2;
update promotion set names = '{"vi": "Miễn phí giao hàng", "en": "Free delivery", "ja": "配達料無料"}'::jsonb,
  summaries = '{"vi": "Miễn phí giao hàng tối đa 20.000đ", "en": "Free delivery, up to 20,000 ₫", "ja": "配達料無料（最大20,000₫）"}'::jsonb,
  details = null
  where id = 3;
update promotion set names = '{"vi": "Phiếu quà tặng 25.000đ", "en": "25,000 ₫ gift voucher", "ja": "25,000₫ギフト券"}'::jsonb,
  summaries = '{"vi": "Mỗi phiếu giảm 25.000đ", "en": "25,000 ₫ off per voucher", "ja": "1枚につき25,000₫割引"}'::jsonb,
  details = '{"vi": "Tối đa 2 phiếu mỗi ngày.", "en": "Up to 2 vouchers a day.", "ja": "1日2枚までご利用いただけます。"}'::jsonb
  where id = 4;
update promotion set names = '{"vi": "Tô phở thứ hai giảm 50%", "en": "Second bowl of phở 50% off", "ja": "フォー2杯目50%オフ"}'::jsonb,
  summaries = '{"vi": "Mua Phở bò tái, tô thứ hai giảm nửa giá", "en": "Buy Rare Beef Phở, get the second bowl at half price", "ja": "牛肉のフォー（レア）をご注文で2杯目が半額"}'::jsonb,
  details = null
  where id = 5;
update promotion set names = '{"vi": "Tết 2025 giảm 20.000đ", "en": "Tết 2025: 20,000 ₫ off", "ja": "テト2025 20,000₫引き"}'::jsonb,
  summaries = '{"vi": "Ưu đãi Tết Ất Tỵ", "en": "Lunar New Year of the Snake offer", "ja": "巳年のテト（旧正月）特典"}'::jsonb,
  details = null
  where id = 6;
update promotion set names = '{"vi": "Bình trà đá miễn phí", "en": "Free jug of iced tea", "ja": "チャーダー1ピッチャー無料"}'::jsonb,
  summaries = '{"vi": "Đổi 50 điểm lấy một bình trà đá", "en": "Redeem 50 points for a jug of iced tea", "ja": "50ポイントでチャーダー1ピッチャーと交換"}'::jsonb,
  details = '{"vi": "Áp dụng cho một bình Trà đá mỗi đơn.", "en": "For one jug of iced tea per order.", "ja": "1回のご注文につきチャーダー1ピッチャーが対象です。"}'::jsonb
  where id = 7;
update promotion set names = '{"vi": "Phiếu 50.000đ đổi điểm", "en": "50,000 ₫ voucher for points", "ja": "ポイント交換50,000₫券"}'::jsonb,
  summaries = '{"vi": "Đổi 400 điểm lấy phiếu giảm 50.000đ", "en": "Redeem 400 points for a 50,000 ₫ voucher", "ja": "400ポイントで50,000₫割引券と交換"}'::jsonb,
  details = '{"vi": "Áp dụng cho đơn từ 200.000đ (trước VAT).", "en": "For orders from 200,000 ₫ (before VAT).", "ja": "200,000₫以上（税抜）のご注文が対象です。"}'::jsonb
  where id = 8;
update promotion set names = '{"vi": "Giao hàng miễn phí đổi điểm", "en": "Free delivery for points", "ja": "ポイント交換で配達料無料"}'::jsonb,
  summaries = '{"vi": "Đổi 120 điểm lấy một lần miễn phí giao hàng", "en": "Redeem 120 points for one free delivery", "ja": "120ポイントで配達料無料1回と交換"}'::jsonb,
  details = null
  where id = 9;
update promotion set names = '{"vi": "Chào bạn mới giảm 10%", "en": "Welcome: 10% off", "ja": "新規のお客様10%オフ"}'::jsonb,
  summaries = '{"vi": "Nhập mã CHAOBAN: giảm 10% tối đa 40.000đ", "en": "Enter the code CHAOBAN: 10% off, up to 40,000 ₫", "ja": "コードCHAOBANを入力で10%割引（最大40,000₫）"}'::jsonb,
  details = '{"vi": "Áp dụng một lần cho đơn từ 100.000đ.", "en": "Once, for an order from 100,000 ₫.", "ja": "100,000₫以上のご注文に1回限り適用されます。"}'::jsonb
  where id = 10;
update promotion set names = '{"vi": "Lì xì sự kiện 30.000đ", "en": "Event lucky money: 30,000 ₫", "ja": "イベントお年玉30,000₫"}'::jsonb,
  summaries = '{"vi": "Quét mã QR tại sự kiện để nhận phiếu 30.000đ", "en": "Scan the QR code at the event for a 30,000 ₫ voucher", "ja": "イベント会場のQRコードを読み取ると30,000₫券がもらえます"}'::jsonb,
  details = null
  where id = 11;
