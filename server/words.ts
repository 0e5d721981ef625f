/**
 * What the server's refusals tell a customer, in each interface language. An ApiError given Words answers in the
 * request's language (server/app.ts: its Accept-Language, which the app sets to its interface language, else ja):
 * the app shows some of these texts as they come (SPEC §8 "Email verification
 * shows the server's error text", "Promotion check failure: server message", "Redeem error: error text"), and a
 * screen that words a refusal by its code still gets a text its customer can read.
 *
 * Refusals only a developer meets stay English and are not here: a body that breaks the contract, a request the
 * guards refuse (too deep, not JSON, a NUL), an unknown operation, a gateway's signature, a reused Idempotency-Key.
 */
import type { Locale } from './db/seed-data/types';

/** A text in each interface language. */
export type Words = Record<Locale, string>;

const LOCALE_TAGS: Record<Locale, string> = { vi: 'vi-VN', en: 'en-US', ja: 'ja-JP' };
/** A whole number as the language writes it (15.000 in vi, 15,000 in en and ja). */
const number = (value: number, locale: Locale) => new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 3 }).format(value);

export const WORDS = {
  // ---------------------------------------------------------------- sessions and common failures
  loginRequired: {
    vi: 'Vui lòng đăng nhập để tiếp tục.',
    en: 'Log in to continue.',
    ja: '続けるにはログインしてください。',
  },
  sessionExpired: {
    vi: 'Phiên đăng nhập đã hết hạn; vui lòng đăng nhập lại.',
    en: 'The session has expired; please log in again.',
    ja: 'セッションの有効期限が切れました。もう一度ログインしてください。',
  },
  commonError: {
    vi: 'Đã xảy ra lỗi; vui lòng thử lại sau.',
    en: 'Something went wrong; please try again later.',
    ja: 'エラーが発生しました。しばらくしてからもう一度お試しください。',
  },
  tooManyRequests: {
    vi: 'Quá nhiều yêu cầu: thiết bị này đã bị chặn do hoạt động bất thường; vui lòng thử lại sau.',
    en: 'Too many requests: this device is blocked for unusual activity; try again later.',
    ja: 'リクエストが多すぎます。異常なアクティビティのため、この端末はブロックされました。しばらくしてからもう一度お試しください。',
  },
  featureOff: {
    vi: 'Tính năng này hiện không được cung cấp.',
    en: 'This feature is switched off.',
    ja: 'この機能は現在ご利用いただけません。',
  },
  pushNotificationsOff: {
    vi: 'Thông báo đơn hàng đã bị tắt trên máy chủ này (PUSH_NOTIFICATIONS=off).',
    en: 'Order notifications are switched off on this server (PUSH_NOTIFICATIONS=off).',
    ja: 'このサーバーでは注文の通知がオフになっています（PUSH_NOTIFICATIONS=off）。',
  },
  pushSubscriptionInvalid: {
    vi: 'Không thể đăng ký nhận thông báo trên trình duyệt này; vui lòng thử lại.',
    en: 'Notifications could not be set up for this browser; please try again.',
    ja: 'このブラウザーでは通知を設定できませんでした。もう一度お試しください。',
  },

  // ---------------------------------------------------------------- accounts, login, register, OTP
  invalidPhone: {
    vi: 'Vui lòng nhập số điện thoại Việt Nam hợp lệ.',
    en: 'Enter a valid Vietnamese phone number.',
    ja: '有効なベトナムの電話番号を入力してください。',
  },
  credentialsIncorrect: {
    vi: 'Số điện thoại hoặc mật khẩu không đúng.',
    en: 'The phone number or password is incorrect.',
    ja: '電話番号またはパスワードが正しくありません。',
  },
  phoneRegistered: {
    vi: 'Số điện thoại này đã được đăng ký; vui lòng đăng nhập.',
    en: 'This phone is already registered; please log in.',
    ja: 'この電話番号はすでに登録されています。ログインしてください。',
  },
  phoneNotRegistered: {
    vi: 'Số điện thoại này chưa được đăng ký.',
    en: 'This phone is not registered.',
    ja: 'この電話番号は登録されていません。',
  },
  wrongPassword: {
    vi: 'Mật khẩu hiện tại không đúng.',
    en: 'The current password is incorrect.',
    ja: '現在のパスワードが正しくありません。',
  },
  passwordConfirmationMismatch: {
    vi: 'Mật khẩu xác nhận không khớp với mật khẩu mới.',
    en: 'The confirmation does not match the new password.',
    ja: '確認用のパスワードが新しいパスワードと一致しません。',
  },
  passwordUnchanged: {
    vi: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
    en: 'The new password must differ from the current one.',
    ja: '新しいパスワードは現在のパスワードと異なるものにしてください。',
  },
  profileNotEditable: {
    vi: 'Không thể thay đổi số điện thoại, và bạn chỉ có thể sửa hồ sơ của chính mình.',
    en: 'The phone cannot be changed, and only your own profile can be edited.',
    ja: '電話番号は変更できません。また、編集できるのはご自身のプロフィールだけです。',
  },
  fullNameRequired: {
    vi: 'Vui lòng nhập họ và tên.',
    en: 'Enter your full name.',
    ja: '氏名を入力してください。',
  },
  fullNameTooLong: (max: number): Words => ({
    vi: `Họ và tên tối đa ${max} ký tự.`,
    en: `The full name may have at most ${max} characters.`,
    ja: `氏名は${max}文字以内で入力してください。`,
  }),
  birthDateInvalid: {
    vi: 'Ngày sinh phải là một ngày có thật trong quá khứ, theo dạng DD-MM-YYYY.',
    en: 'The date of birth must be a real past day written DD-MM-YYYY.',
    ja: '生年月日は DD-MM-YYYY の形式で、過去の実在する日付を入力してください。',
  },
  noEmail: {
    vi: 'Tài khoản chưa có địa chỉ e-mail; vui lòng thêm e-mail trong hồ sơ trước.',
    en: 'The account has no e-mail address; add one in the profile first.',
    ja: 'アカウントにメールアドレスがありません。先にプロフィールで追加してください。',
  },
  otpIncorrect: {
    vi: 'Mã OTP không đúng!',
    en: 'Incorrect OTP code!',
    ja: 'OTPコードが正しくありません！',
  },
  otpExpired: {
    vi: 'Mã đã hết hạn; vui lòng yêu cầu mã mới.',
    en: 'The code has expired; please request a new one.',
    ja: 'コードの有効期限が切れました。新しいコードをリクエストしてください。',
  },
  otpTooManyWrong: {
    vi: 'Bạn đã nhập sai mã quá nhiều lần; vui lòng yêu cầu mã mới.',
    en: 'Too many wrong codes; please request a new one.',
    ja: '誤ったコードの入力が多すぎます。新しいコードをリクエストしてください。',
  },
  phoneConfirmationInvalid: {
    vi: 'Xác minh số điện thoại không hợp lệ hoặc đã hết hạn; vui lòng xác minh lại số điện thoại.',
    en: 'The phone confirmation is not valid or has expired; please confirm the phone again.',
    ja: '電話番号の確認が無効か、有効期限が切れています。もう一度電話番号を確認してください。',
  },
  phoneAuthUnavailable: {
    vi: 'Không gửi hoặc xác minh được mã lúc này; vui lòng thử lại.',
    en: 'The code could not be sent or checked just now; please try again.',
    ja: '現在コードを送信または確認できません。もう一度お試しください。',
  },
  appVerificationFailed: {
    vi: 'Không xác nhận được yêu cầu này đến từ bạn; vui lòng thử gửi mã lại.',
    en: 'We could not confirm this request comes from you; please send the code again.',
    ja: 'このリクエストがご本人からのものか確認できませんでした。もう一度コードを送信してください。',
  },
  phoneConfirmationUsed: {
    vi: 'Xác minh số điện thoại này đã được sử dụng; vui lòng xác minh lại số điện thoại.',
    en: 'This phone confirmation has already been used; please confirm the phone again.',
    ja: 'この電話番号の確認はすでに使用されています。もう一度電話番号を確認してください。',
  },
  /** The verify-email screen shows these as they come (SPEC §8 "Email verification shows the server's error text"). */
  emailCode: {
    wrong: {
      vi: 'Mã xác minh không đúng.',
      en: 'The verification code is incorrect.',
      ja: '確認コードが正しくありません。',
    },
    expired: {
      vi: 'Mã xác minh đã hết hạn; vui lòng yêu cầu mã mới.',
      en: 'The verification code has expired; please request a new one.',
      ja: '確認コードの有効期限が切れました。新しいコードをリクエストしてください。',
    },
    blocked: {
      vi: 'Bạn đã nhập sai mã quá nhiều lần; vui lòng yêu cầu mã mới.',
      en: 'Too many wrong codes; please request a new one.',
      ja: '誤ったコードの入力が多すぎます。新しいコードをリクエストしてください。',
    },
    missing: {
      vi: 'Không có mã xác minh nào đang chờ cho tài khoản này; vui lòng yêu cầu mã mới.',
      en: 'No verification code is waiting for this account; please request a new one.',
      ja: 'このアカウントには有効な確認コードがありません。新しいコードをリクエストしてください。',
    },
    other_email: {
      vi: 'Địa chỉ e-mail này không phải của tài khoản.',
      en: 'This e-mail address is not the one of the account.',
      ja: 'このメールアドレスはアカウントのものではありません。',
    },
  },

  // ---------------------------------------------------------------- addresses
  addressNotFound: {
    vi: 'Không tìm thấy địa chỉ này.',
    en: 'No such address.',
    ja: 'この住所は見つかりません。',
  },
  notYourAddress: {
    vi: 'Bạn chỉ có thể truy cập địa chỉ của chính mình.',
    en: 'Only your own addresses can be reached.',
    ja: 'アクセスできるのはご自身の住所だけです。',
  },
  addressOutsideVietnam: {
    vi: 'Địa chỉ phải ở Việt Nam.',
    en: 'The address must be in Vietnam.',
    ja: '住所はベトナム国内である必要があります。',
  },
  addressRequired: {
    vi: 'Vui lòng nhập địa chỉ.',
    en: 'Enter the address.',
    ja: '住所を入力してください。',
  },
  contactNameRequired: {
    vi: 'Vui lòng nhập tên người liên hệ.',
    en: 'Enter the contact name.',
    ja: '連絡先の氏名を入力してください。',
  },
  contactNameTooLong: (max: number): Words => ({
    vi: `Tên người liên hệ tối đa ${max} ký tự.`,
    en: `The contact name may have at most ${max} characters.`,
    ja: `連絡先の氏名は${max}文字以内で入力してください。`,
  }),
  addressSaved: {
    vi: 'Địa chỉ này đã được lưu.',
    en: 'This address is saved already.',
    ja: 'この住所はすでに保存されています。',
  },
  tooManyAddresses: (max: number): Words => ({
    vi: `Mỗi khách hàng chỉ có thể lưu tối đa ${max} địa chỉ.`,
    en: `A customer can save at most ${max} addresses.`,
    ja: `保存できる住所は${max}件までです。`,
  }),
  defaultAddressKept: {
    vi: 'Vui lòng chọn một địa chỉ khác làm địa chỉ mặc định.',
    en: 'Choose another address as the default instead.',
    ja: '代わりに別の住所を既定に設定してください。',
  },
  placeNotFound: {
    vi: 'Không tìm thấy địa điểm này; vui lòng nhập lại địa chỉ.',
    en: 'No such place; please enter the address again.',
    ja: 'この場所は見つかりません。住所をもう一度入力してください。',
  },
  /** SPEC §8 Maps: 'Geocoder failed'. */
  geocoderFailed: {
    vi: 'Không xác định được địa chỉ của vị trí này.',
    en: 'Geocoder failed',
    ja: 'この位置の住所を特定できませんでした。',
  },

  // ---------------------------------------------------------------- stores, menu, favourites
  storeNotFound: {
    vi: 'Không tìm thấy cửa hàng này.',
    en: 'No such store.',
    ja: 'この店舗は見つかりません。',
  },
  brandNotFound: {
    vi: 'Không tìm thấy thương hiệu này.',
    en: 'No such brand.',
    ja: 'このブランドは見つかりません。',
  },
  dishNotOnMenu: (menucd: string): Words => ({
    vi: `Món ${menucd} không có trong thực đơn của cửa hàng này.`,
    en: `Dish ${menucd} is not on this store's menu.`,
    ja: `料理 ${menucd} はこの店舗のメニューにありません。`,
  }),
  dishesNotFound: (menucds: string[]): Words => ({
    vi: `Không có món: ${menucds.join(', ')}.`,
    en: `No such dish: ${menucds.join(', ')}.`,
    ja: `次の料理はありません: ${menucds.join(', ')}。`,
  }),
  notYourFavourites: {
    vi: 'Bạn chỉ có thể truy cập món yêu thích của chính mình.',
    en: 'Only your own favourites can be reached.',
    ja: 'アクセスできるのはご自身のお気に入りだけです。',
  },

  // ---------------------------------------------------------------- orders
  orderNotFound: {
    vi: 'Không tìm thấy đơn hàng; vui lòng kiểm tra lại mã đơn hàng.',
    en: 'Order not found; please check the order number.',
    ja: '注文が見つかりません。注文番号をご確認ください。',
  },
  notYourOrders: {
    vi: 'Đây không phải đơn hàng của bạn.',
    en: 'These are not your orders.',
    ja: 'これはお客様の注文ではありません。',
  },
  orderNotYours: {
    vi: 'Chỉ khách hàng đã đặt đơn này, hoặc thiết bị mà khách vãng lai đã dùng để đặt, mới có thể xem hoặc thay đổi đơn.',
    en: 'Only the customer who placed this order, or the device a guest placed it on, may see or change it.',
    ja: 'この注文を表示・変更できるのは、注文したお客様、またはゲストが注文に使った端末だけです。',
  },
  orderClosed: {
    vi: 'Đơn hàng đã được gửi và không thể thay đổi.',
    en: 'The order was already sent and cannot change.',
    ja: 'この注文はすでに送信済みのため、変更できません。',
  },
  orderConfirmedAlready: (orderNo: string): Words => ({
    vi: `Đơn hàng ${orderNo} đã được gửi và không thể xác nhận lại.`,
    en: `Order ${orderNo} was already sent and cannot be confirmed again.`,
    ja: `注文 ${orderNo} はすでに送信済みのため、もう一度確定することはできません。`,
  }),
  repayNotOwner: {
    vi: 'Chỉ khách hàng đã đặt đơn mới có thể thanh toán lại.',
    en: 'Only the customer who placed the order can pay it again.',
    ja: 'もう一度お支払いできるのは、注文したお客様だけです。',
  },
  repayNotAllowed: {
    vi: 'Đơn hàng này không thể thanh toán lại.',
    en: 'This order cannot be paid again.',
    ja: 'この注文はもう一度お支払いすることはできません。',
  },
  outOfRange: (metres: number): Words => ({
    vi: `Địa chỉ xa hơn phạm vi giao hàng ${number(metres / 1000, 'vi')} km của cửa hàng này.`,
    en: `The address is farther than the ${number(metres / 1000, 'en')} km this store delivers to.`,
    ja: `住所がこの店舗の配達範囲（${number(metres / 1000, 'ja')} km）より遠くにあります。`,
  }),
  noDeliveryHub: (metres: number): Words => ({
    vi: `Không có điểm giao hàng nào phục vụ địa chỉ này: địa chỉ cách cửa hàng xa hơn ${number(metres / 1000, 'vi')} km.`,
    en: `No delivery hub serves this address: it is farther than ${number(metres / 1000, 'en')} km from the store.`,
    ja: `この住所に対応する配達拠点はありません。店舗から ${number(metres / 1000, 'ja')} km より遠くにあります。`,
  }),
  taxCodeNotFound: {
    vi: 'Không có công ty nào có mã số thuế này.',
    en: 'No company has this tax code.',
    ja: 'この税番号の会社は見つかりません。',
  },
  einvoiceOff: {
    vi: 'Hiện không cung cấp hóa đơn điện tử.',
    en: 'E-invoices are not offered.',
    ja: '電子インボイスは提供していません。',
  },
  /** The checkout form's refusals by their key (domain/checkout-validation.ts); the field is the answer's `field`. */
  checkoutField: {
    required: {
      vi: 'Vui lòng điền thông tin này.',
      en: 'This field is required.',
      ja: 'この項目は必須です。',
    },
    too_long: {
      vi: 'Nội dung này quá dài.',
      en: 'This field is too long.',
      ja: 'この項目が長すぎます。',
    },
    invalid_phone: {
      vi: 'Vui lòng nhập số điện thoại Việt Nam hợp lệ.',
      en: 'Enter a valid Vietnamese phone number.',
      ja: '有効なベトナムの電話番号を入力してください。',
    },
    invalid_email: {
      vi: 'Vui lòng nhập địa chỉ e-mail hợp lệ.',
      en: 'Enter a valid e-mail address.',
      ja: '有効なメールアドレスを入力してください。',
    },
    invalid_method: {
      vi: 'Vui lòng chọn phương thức thanh toán.',
      en: 'Choose a payment method.',
      ja: 'お支払い方法を選んでください。',
    },
    invalid_tax_code: {
      vi: 'Mã số thuế phải gồm 10 chữ số, có thể kèm -NNN.',
      en: 'A tax code has 10 digits, optionally followed by -NNN.',
      ja: '税番号は10桁の数字です（-NNN が続く場合があります）。',
    },
  },
  notYourSavedAddress: {
    vi: 'Đây không phải là một trong các địa chỉ đã lưu của bạn.',
    en: 'This is not one of your saved addresses.',
    ja: 'これは保存済みの住所ではありません。',
  },
  /** An order line that does not fit its dish (domain/toppings.ts orderLineProblem). */
  orderLine: {
    quantity_limit: {
      vi: 'Số lượng mỗi món phải là số nguyên từ 1 đến 99.',
      en: 'A dish quantity must be a whole number from 1 to 99.',
      ja: '料理の数量は1から99までの整数にしてください。',
    },
    not_of_dish: {
      vi: 'Có một topping không thuộc món này.',
      en: 'A topping is not one of this dish’s toppings.',
      ja: 'この料理のトッピングではないものが含まれています。',
    },
    mandatory_missing: {
      vi: 'Món này còn thiếu một lựa chọn bắt buộc.',
      en: 'A required choice of this dish is missing.',
      ja: 'この料理の必須の選択がありません。',
    },
    mandatory_twice: {
      vi: 'Mỗi nhóm lựa chọn bắt buộc của món này chỉ được chọn một.',
      en: 'Only one choice is allowed in each required group of this dish.',
      ja: 'この料理の必須グループでは、それぞれ1つだけ選べます。',
    },
    topping_limit: {
      vi: 'Mỗi topping được chọn từ 1 đến 4 phần cho mỗi món (lựa chọn bắt buộc đúng 1 phần).',
      en: 'A topping quantity must be from 1 to 4 per dish (a required choice exactly 1).',
      ja: 'トッピングの数量は1品につき1から4まで（必須の選択はちょうど1つ）です。',
    },
  },
  pickupUnavailable: (store: string): Words => ({
    vi: `${store} không nhận đơn đến lấy; vui lòng chọn giao hàng hoặc cửa hàng khác.`,
    en: `${store} does not take pickup orders; choose delivery or another store.`,
    ja: `${store}は店頭受け取りの注文を受け付けていません。配達または別の店舗をお選びください。`,
  }),
  deliveryUnavailable: (store: string): Words => ({
    vi: `${store} không giao hàng; vui lòng chọn đến lấy hoặc cửa hàng khác.`,
    en: `${store} does not deliver; choose pickup or another store.`,
    ja: `${store}は配達を行っていません。店頭受け取りまたは別の店舗をお選びください。`,
  }),
  deliveryPositionRequired: {
    vi: 'Vui lòng chọn địa chỉ giao hàng từ danh sách gợi ý hoặc từ các địa chỉ đã lưu.',
    en: 'Choose the delivery address from the suggestions or a saved address.',
    ja: '配達先の住所は候補または保存済みの住所から選んでください。',
  },
  deliveryPositionMissing: {
    vi: 'Địa chỉ giao hàng không có vị trí trên bản đồ; vui lòng chọn lại địa chỉ.',
    en: 'The delivery address has no position; please choose the address again.',
    ja: '配達先の住所に位置情報がありません。住所をもう一度選んでください。',
  },
  /** The store calendar's refusals (SPEC §8 "Holiday closure", "Store only accepts delivery, or pickup only"). */
  calendar: {
    closure: {
      vi: 'Cửa hàng nghỉ lễ vào ngày đã chọn; vui lòng chọn ngày khác.',
      en: 'The store is closed for a holiday on the chosen date; pick another date.',
      ja: '選択した日は店舗の休業日です。別の日をお選びください。',
    },
    delivery_only: {
      vi: 'Vào ngày đã chọn, cửa hàng chỉ nhận giao hàng.',
      en: 'The store only accepts delivery on the chosen date.',
      ja: '選択した日は、店舗は配達のみ受け付けています。',
    },
    pickup_only: {
      vi: 'Vào ngày đã chọn, cửa hàng chỉ nhận đơn đến lấy.',
      en: 'The store only accepts pickup on the chosen date.',
      ja: '選択した日は、店舗は店頭受け取りのみ受け付けています。',
    },
  },
  deliveryAreaRestricted: (area: string): Words => ({
    vi: `Hiện không giao hàng đến ${area}; vui lòng chọn địa chỉ khác hoặc đến lấy.`,
    en: `Delivery is unavailable in ${area}; choose another address or pickup.`,
    ja: `${area}へは現在配達できません。別の住所または店頭受け取りをお選びください。`,
  }),
  /** The serve time's refusals (domain/time-slots.ts ServeTimeProblem). */
  serveTime: {
    missing: {
      vi: 'Vui lòng chọn ngày và giờ (YYYY-MM-DD HH:mm).',
      en: 'Choose the date and time (YYYY-MM-DD HH:mm).',
      ja: '日付と時刻（YYYY-MM-DD HH:mm）を選んでください。',
    },
    closed_day: {
      vi: 'Cửa hàng không phục vụ vào ngày đã chọn; vui lòng chọn ngày khác.',
      en: 'The store does not serve on the chosen date; pick another date.',
      ja: '選択した日は店舗の営業日ではありません。別の日をお選びください。',
    },
    before_opening: {
      vi: 'Cửa hàng chưa phục vụ vào giờ đã chọn; vui lòng chọn giờ khác.',
      en: 'The store does not serve yet at the chosen time; pick another time.',
      ja: '選択した時刻は店舗の営業開始前です。別の時刻をお選びください。',
    },
    off_grid: {
      vi: 'Giờ đã chọn không thuộc các khung 15 phút của cửa hàng.',
      en: 'The chosen time is not one of the store’s 15-minute slots.',
      ja: '選択した時刻は店舗の15分刻みの時間枠にありません。',
    },
    in_break: {
      vi: 'Cửa hàng nghỉ giữa ca vào giờ đã chọn; vui lòng chọn giờ khác.',
      en: 'The store takes a break at the chosen time; pick another time.',
      ja: '選択した時刻は店舗の休憩時間です。別の時刻をお選びください。',
    },
    last_order_passed: {
      vi: 'Đã qua giờ nhận đơn cuối cùng của cửa hàng trong ngày đó; vui lòng chọn ngày khác.',
      en: 'The store’s last order for that day has passed; pick another date.',
      ja: 'その日のラストオーダーの時刻を過ぎました。別の日をお選びください。',
    },
    after_last_order: {
      vi: 'Giờ đã chọn muộn hơn giờ nhận đơn cuối cùng trong ngày của cửa hàng.',
      en: 'The chosen time is after the store’s last order of the day.',
      ja: '選択した時刻はその日のラストオーダーより後です。',
    },
    too_soon: {
      vi: 'Giờ đã chọn quá sớm để cửa hàng chuẩn bị đơn hàng; vui lòng chọn giờ mới.',
      en: 'The chosen time is too soon for the store to prepare the order; choose a new time.',
      ja: '選択した時刻では注文の準備が間に合いません。新しい時刻をお選びください。',
    },
    before_next_interval: {
      vi: 'Giờ đặt trước đã chọn quá gần thời điểm hiện tại; vui lòng chọn giờ muộn hơn.',
      en: 'A scheduled time this close to now cannot be taken; choose a later time.',
      ja: '予約の時刻が現在に近すぎます。もっと後の時刻をお選びください。',
    },
  },
  noSlotToday: {
    vi: 'Hôm nay không còn khung giờ giao hàng; vui lòng chọn ngày khác.',
    en: 'No delivery time is left today; pick another date.',
    ja: '本日の配達時間枠はもうありません。別の日をお選びください。',
  },
  noValidCustomer: {
    vi: 'Đơn hàng không có khách hàng hợp lệ.',
    en: 'The order has no valid customer.',
    ja: '注文に有効なお客様情報がありません。',
  },
  notLoggedInCustomersOrder: {
    vi: 'Đơn hàng không thuộc về khách hàng đang đăng nhập.',
    en: 'The order does not belong to the logged-in customer.',
    ja: 'この注文はログイン中のお客様のものではありません。',
  },
  notOrdersCustomer: {
    vi: 'Đây không phải khách hàng của đơn hàng.',
    en: "This is not the order's customer.",
    ja: '注文のお客様と一致しません。',
  },
  emptyOrder: {
    vi: 'Đơn hàng không có món nào còn phục vụ.',
    en: 'The order has no available dish.',
    ja: '注文にご用意できる料理がありません。',
  },
  pricesChanged: {
    vi: 'Giá hoặc tình trạng món đã thay đổi; vui lòng xem lại đơn hàng.',
    en: 'Prices or availability changed; please review the order.',
    ja: '価格または販売状況が変わりました。注文内容をご確認ください。',
  },
  orderTotalTooLarge: (max: number): Words => ({
    vi: `Tổng giá trị một đơn hàng tối đa ${number(max, 'vi')} ₫.`,
    en: `An order may total at most ${number(max, 'en')} ₫.`,
    ja: `1回のご注文の合計は${number(max, 'ja')} ₫までです。`,
  }),
  anonymousNotAllowed: {
    vi: 'Đơn hàng không cần tài khoản chỉ dành cho số điện thoại không nhận được mã đăng ký; vui lòng đăng nhập hoặc đăng ký.',
    en: 'A guest order needs the guest allowance of this phone (granted when its registration code cannot be received); log in or register.',
    ja: 'ゲスト注文は、登録コードを受け取れなかった電話番号に限り可能です。ログインまたは会員登録をしてください。',
  },
  /** The order history's date range (domain/order-lists.ts). */
  dateRange: {
    missing: {
      vi: 'Vui lòng chọn cả hai ngày, hoặc không chọn ngày nào.',
      en: 'Give both dates or neither.',
      ja: '日付は両方とも指定するか、どちらも指定しないでください。',
    },
    invalid: {
      vi: 'Ngày phải theo dạng YYYYMMDD.',
      en: 'A date must be written YYYYMMDD.',
      ja: '日付は YYYYMMDD の形式で指定してください。',
    },
    future: {
      vi: 'Không thể chọn ngày trong tương lai.',
      en: 'A date must not be after today.',
      ja: '今日より後の日付は選べません。',
    },
    reversed: {
      vi: 'Ngày bắt đầu không được sau ngày kết thúc.',
      en: 'The start date must not be after the end date.',
      ja: '開始日は終了日より後にできません。',
    },
  },
  /** SPEC §5: an order line's image link must end in gif, jpg, jpeg, tiff, png, webp or bmp. */
  notImageLink: {
    vi: 'Liên kết hình ảnh phải kết thúc bằng gif, jpg, jpeg, tiff, png, webp hoặc bmp.',
    en: 'An image link must end in gif, jpg, jpeg, tiff, png, webp or bmp.',
    ja: '画像のリンクは gif、jpg、jpeg、tiff、png、webp、bmp のいずれかで終わる必要があります。',
  },

  // ---------------------------------------------------------------- payments
  paymentOpen: {
    vi: 'Đơn hàng này đang có một giao dịch thanh toán; không thể thay đổi món và số tiền cho đến khi thanh toán bị từ chối hoặc bị hủy.',
    en: 'A payment is open for this order; its dishes and money cannot change until the payment is declined or cancelled.',
    ja: 'この注文には進行中のお支払いがあります。お支払いが拒否またはキャンセルされるまで、料理と金額は変更できません。',
  },
  paymentGatewayError: {
    vi: 'Cổng thanh toán không phản hồi hoặc đã từ chối; vui lòng thử lại.',
    en: 'The payment gateway did not answer or refused; please try again.',
    ja: '決済サービスから応答がないか、拒否されました。もう一度お試しください。',
  },
  alreadyPaid: {
    vi: 'Đơn hàng này đã được thanh toán.',
    en: 'This order is already paid.',
    ja: 'この注文はお支払い済みです。',
  },
  cashNotThroughGateway: {
    vi: 'Đơn hàng trả bằng tiền mặt không thanh toán qua cổng thanh toán.',
    en: 'Cash orders are not paid through a gateway.',
    ja: '現金払いの注文はオンライン決済ではお支払いできません。',
  },

  // ---------------------------------------------------------------- promotions and loyalty
  promotionCannotApply: (name: string): Words => ({
    vi: `Không thể áp dụng khuyến mãi ${name}.`,
    en: `The promotion ${name} cannot apply.`,
    ja: `プロモーション「${name}」は適用できません。`,
  }),
  promotionsOwnTickets: {
    vi: 'Khuyến mãi chỉ được kiểm tra với phiếu của chính khách hàng đang đăng nhập.',
    en: "Promotions are checked with the logged-in customer's own tickets.",
    ja: 'プロモーションはログイン中のお客様ご自身のチケットで確認します。',
  },
  notYourPoints: {
    vi: 'Bạn chỉ có thể xem điểm và giao dịch của chính mình.',
    en: 'Only your own points and purchases can be read.',
    ja: '閲覧できるのはご自身のポイントとご購入履歴だけです。',
  },
  customerNotFound: {
    vi: 'Không tìm thấy khách hàng này.',
    en: 'No such customer.',
    ja: 'このお客様は見つかりません。',
  },
  promotionNotFound: {
    vi: 'Không tìm thấy khuyến mãi này.',
    en: 'No such promotion.',
    ja: 'このプロモーションは見つかりません。',
  },
  promotionCodeNotFound: {
    vi: 'Không có khuyến mãi nào có mã này.',
    en: 'No promotion has this code.',
    ja: 'このコードのプロモーションはありません。',
  },
  eventCodeNotFound: {
    vi: 'Không có sự kiện nào có mã này.',
    en: 'No event has this code.',
    ja: 'このコードのイベントはありません。',
  },
  qrCodeUnknown: (prefixes: string[]): Words => ({
    vi: `Mã phải bắt đầu bằng ${prefixes.join(' hoặc ')}.`,
    en: `The code must start with ${prefixes.join(' or ')}.`,
    ja: `コードは ${prefixes.join(' または ')} で始まる必要があります。`,
  }),
  /** Why a promotion cannot be redeemed with points (domain/points.ts RedeemRefusal); SPEC §8 "Redeem error". */
  redeemRefusal: {
    not_redeemable: {
      vi: 'Khuyến mãi này không thể đổi bằng điểm.',
      en: 'This promotion cannot be redeemed with points.',
      ja: 'このプロモーションはポイントと交換できません。',
    },
    not_started: {
      vi: 'Khuyến mãi này chưa bắt đầu.',
      en: 'This promotion has not started yet.',
      ja: 'このプロモーションはまだ始まっていません。',
    },
    expired: {
      vi: 'Khuyến mãi này đã hết hạn.',
      en: 'This promotion has expired.',
      ja: 'このプロモーションは期限切れです。',
    },
    sold_out: {
      vi: 'Khuyến mãi này không còn đủ số lượng.',
      en: 'Not enough of this promotion is left.',
      ja: 'このプロモーションの残りが足りません。',
    },
    customer_limit: {
      vi: 'Bạn đã đổi khuyến mãi này đến giới hạn cho mỗi khách hàng.',
      en: 'You have redeemed this promotion as often as a customer may.',
      ja: 'このプロモーションはお一人様の交換上限に達しました。',
    },
    daily_limit: {
      vi: 'Bạn đã đổi khuyến mãi này đến giới hạn trong ngày hôm nay.',
      en: 'You have redeemed this promotion as often as a day allows.',
      ja: 'このプロモーションは本日の交換上限に達しました。',
    },
    not_enough_points: {
      vi: 'Bạn không đủ điểm để đổi khuyến mãi này.',
      en: 'You do not have enough points for this promotion.',
      ja: 'このプロモーションと交換するにはポイントが足りません。',
    },
  },
  /** Why a typed or scanned event code grants nothing (domain/points.ts EventCodeRefusal). */
  eventCodeRefusal: {
    not_found: {
      vi: 'Không có khuyến mãi nào có mã này.',
      en: 'No promotion has this code.',
      ja: 'このコードのプロモーションはありません。',
    },
    not_started: {
      vi: 'Mã này chưa thể sử dụng.',
      en: 'This code cannot be used yet.',
      ja: 'このコードはまだ使えません。',
    },
    expired: {
      vi: 'Mã này đã hết hạn.',
      en: 'This code has expired.',
      ja: 'このコードは期限切れです。',
    },
    sold_out: {
      vi: 'Mã này đã hết lượt sử dụng.',
      en: 'This code has no uses left.',
      ja: 'このコードの利用可能回数は終了しました。',
    },
    already_claimed: {
      vi: 'Bạn đã sử dụng mã này rồi.',
      en: 'You have used this code already.',
      ja: 'このコードはすでにご利用済みです。',
    },
  },
} as const;
