/**
 * What the QA console (/sandbox/qa, /sandbox/faults) says, in each tester's language: one table per language, as
 * server/words.ts keeps the customers' refusals. Testers read machines, operations, screens and error codes in these
 * words, never as the machines' or the contract's ids. The language is the tester's choice, kept in a cookie; ja
 * until they choose (the app's own default).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const qaLanguages = ['vi', 'en', 'ja'] as const;
export type QaLanguage = (typeof qaLanguages)[number];
export const QA_LANGUAGE_COOKIE = 'qa_lang';
export const DEFAULT_QA_LANGUAGE: QaLanguage = 'ja';

/** `?lang=` when given (and kept in the cookie for the next page), else the cookie, else ja. */
export function qaLanguageOf(request: FastifyRequest, reply?: FastifyReply): QaLanguage {
  const asked = (request.query as { lang?: string } | undefined)?.lang;
  if (qaLanguages.includes(asked as QaLanguage)) {
    reply?.header('set-cookie', `${QA_LANGUAGE_COOKIE}=${asked}; Path=/sandbox; SameSite=Lax`);
    return asked as QaLanguage;
  }
  const kept = new RegExp(`(?:^|;\\s*)${QA_LANGUAGE_COOKIE}=(\\w+)`).exec(request.headers.cookie ?? '')?.[1];
  return qaLanguages.includes(kept as QaLanguage) ? (kept as QaLanguage) : DEFAULT_QA_LANGUAGE;
}

type PaymentDecision = 'paid' | 'declined' | 'cancelled';

/** A count as the tester's language writes numbers. */
const count = (lang: QaLanguage, n: number) => new Intl.NumberFormat(lang).format(n);

export interface QaWords {
  languageName: string;
  language: string;
  sandbox: string;
  app: string;
  qaTitle: string;
  qaIntro: string;
  faultsLink: string;
  yourName: string;
  save: string;
  preparedLead: string;
  resetBrowser: string;
  machine: string;
  paths: string;
  steps: string;
  walked: string;
  machineCounts: (states: number, transitions: number) => string;
  /** A machine's paths and steps counted, as the checklists in docs/qa head each machine. */
  pathCounts: (paths: number, steps: number) => string;
  /** `text` with `note` after it in parentheses: a name with its id, a title with its language. */
  aside: (text: string, note: string) => string;
  /** `lead` before a list. */
  listLead: (lead: string) => string;
  /** Two sentences one after the other. */
  sentences: (first: string, next: string) => string;
  exportLead: string;
  yours: string;
  machineTitle: (machine: string) => string;
  allMachines: string;
  path: string;
  yourLastWalk: string;
  result: Record<'pass' | 'fail' | 'open', string>;
  pathTitle: (id: string) => string;
  endsIn: string;
  startsOn: (screen: string) => string;
  needs: string;
  nameFirst: string;
  startPath: string;
  startExplained: string;
  lastWalk: (tester: string, at: string) => string;
  note: string;
  pass: string;
  fail: string;
  saveProgress: string;
  currentStep: string;
  armedNote: string;
  faultFails: (operation: string) => string;
  faultTimesOut: (operation: string) => string;
  faultAnswers: (operation: string, answer: string) => string;
  faultReplies: (operation: string) => string;
  times: (n: number) => string;
  paymentDecides: (decision: string) => string;
  paymentDecision: Record<PaymentDecision, string>;
  settingOnOff: (setting: string, on: boolean) => string;
  settingValue: (setting: string, value: string) => string;
  orderClock: (speed: number) => string;
  needsMember: string;
  pastOrderAgain: string;
  opening: string;
  beforeStep1: string;
  doStore: string;
  doCart: string;
  faultsTitle: string;
  faultsIntro: string;
  operation: string;
  kind: string;
  kindFail: string;
  kindTimeout: string;
  kindError: string;
  calls: string;
  status: string;
  code: string;
  message: string;
  arm: string;
  providerOutcomes: string;
  nextPayment: (decision: string) => string;
  armed: string;
  answer: string;
  nothingArmed: string;
  clearAll: string;
  kindNames: Record<string, string>;
  outcomes: Record<string, string>;
  /** An error code as a tester reads it: what the server refuses. */
  codes: Record<string, string>;
  settings: Record<string, string>;
  screens: Record<string, string>;
  machines: Record<string, string>;
  operations: Record<string, string>;
}

const en: QaWords = {
  languageName: 'English',
  language: 'Language',
  sandbox: 'Sandbox',
  app: 'App',
  qaTitle: 'QA paths',
  qaIntro:
    'Paths generated from the machines: each reaches a state or takes a transition; together they take every transition. Faults and provider outcomes apply to this browser only.',
  faultsLink: 'Faults on demand',
  yourName: 'Your name',
  save: 'Save',
  preparedLead: 'Prepared for this browser only:',
  resetBrowser: 'Reset this browser',
  machine: 'Machine',
  paths: 'Paths',
  steps: 'Steps',
  walked: 'Walked',
  machineCounts: (s, t) => `${count('en', s)} states · ${count('en', t)} transitions`,
  pathCounts: (p, s) => `${count('en', p)} paths · ${count('en', s)} steps`,
  aside: (text, note) => `${text} (${note})`,
  listLead: (lead) => `${lead}:`,
  sentences: (first, next) => `${first} ${next}`,
  exportLead: 'Export the walks:',
  yours: 'yours',
  machineTitle: (m) => `QA paths: ${m}`,
  allMachines: 'All machines',
  path: 'Path',
  yourLastWalk: 'Your last walk',
  result: { pass: 'passed', fail: 'failed', open: 'open' },
  pathTitle: (id) => `QA path ${id}`,
  endsIn: 'Ends with',
  startsOn: (screen) => `Starts on ${screen}.`,
  needs: 'Start this path prepares',
  nameFirst: 'Type your name on the QA page first: walks are kept per tester.',
  startPath: 'Start this path',
  startExplained:
    'for this browser only: clears its faults and settings, prepares what the path needs, and opens the app where step 1 happens',
  lastWalk: (tester, at) => `Last walk by ${tester}, started ${at}:`,
  note: 'Note',
  pass: 'Pass',
  fail: 'Fail',
  saveProgress: 'Save progress',
  currentStep: 'Now',
  armedNote: 'armed by this path',
  faultFails: (op) => `the next call to ${op} fails`,
  faultTimesOut: (op) => `the next call to ${op} gets no answer in time`,
  faultAnswers: (op, answer) => `the next call to ${op} is refused: ${answer}`,
  faultReplies: (op) => `the next call to ${op} finds nothing`,
  times: (n) => `(${count('en', n)} calls)`,
  paymentDecides: (d) => `the next payment page decides by itself: ${d}`,
  paymentDecision: { paid: 'paid', declined: 'declined', cancelled: 'cancelled' },
  settingOnOff: (s, on) => `${s}: ${on ? 'on' : 'off'}`,
  settingValue: (s, v) => `${s}: ${v}`,
  orderClock: (speed) => `orders from this browser run ${count('en', speed)} times faster`,
  needsMember: 'a new member, logged in in this browser',
  pastOrderAgain:
    'a delivered order of that member (Phở Rolls to Chợ Bến Thành), ordered again: the app opens the checkout with the dish in the cart and the address chosen',
  opening: 'Opening the app…',
  beforeStep1: 'Before step 1, in the app',
  doStore: 'On home, type a delivery address, pick a suggestion and press "Confirm location" (an open store is chosen)',
  doCart: 'On the menu, add a dish, open the cart and press "Checkout"',
  faultsTitle: 'Faults on demand',
  faultsIntro:
    'For this browser only: the next call of an operation fails, gets no answer in time or is refused. Each applies once.',
  operation: 'Operation',
  kind: 'Kind',
  kindFail: 'fails (server error)',
  kindTimeout: 'no answer in time',
  kindError: 'refused with a code',
  calls: 'Calls',
  status: 'Status',
  code: 'Code',
  message: 'Message',
  arm: 'Arm',
  providerOutcomes: 'Outside services',
  nextPayment: (d) => `Next payment: ${d}`,
  armed: 'Armed',
  answer: 'Answer',
  nothingArmed: 'Nothing armed.',
  clearAll: 'Clear all',
  kindNames: { fail: 'fails', timeout: 'no answer in time', error: 'refused', reply: 'answers' },
  outcomes: {
    'sms.fail': 'The next OTP SMS cannot be sent',
    'maps.noSuggestions': 'The next address search finds nothing',
    'maps.fail': 'The next address search fails',
    'maps.placeNotFound': 'The next chosen suggestion is not found',
    'maps.distanceFail': 'The next distance measurement fails',
  },
  codes: {
    COMMON_ERROR: 'server error',
    INVALID_ORDER: 'the order no longer matches the prices',
    ERROR_CUSTOMER: 'the customer cannot do this',
    NOT_ENOUGH_POINTS: 'not enough points',
    TOO_MANY_REQUESTS: 'too many requests',
    PHONE_ALREADY_REGISTERED: 'phone number already registered',
    INVALID_OTP: 'wrong one-time code',
    UNAUTHORIZED: 'not logged in',
    ADDRESS_NOT_FOUND: 'address not found',
  },
  settings: {
    useDefaultStore: 'Default store (no address asked)',
    useGooglemaps: 'Map for the address',
    useFeatureTakeaway: 'Store picked by the customer (takeaway)',
  },
  screens: {
    '/': 'Home',
    '/main-menu': 'Menu',
    '/my-cart/': 'Cart',
    '/checkout': 'Checkout',
    '/register': 'Registration',
    '/login/': 'Login',
    '/address-manage': 'Saved addresses',
    '/membership': 'Membership',
    '/promotion': 'Promotions',
    '/order-history': 'Order history',
    '/delivery-status': 'Order status',
  },
  machines: {
    'address-book': 'Saved addresses',
    cart: 'Cart',
    checkout: 'Checkout',
    fulfilment: 'Store and delivery type',
    'loyalty-qr-scan': 'Event QR code',
    'loyalty-redeem': 'Redeem points',
    'order-lists': 'Order lists',
    'order-status': 'Order status',
    'order-notifications': 'Order notifications',
    ordering: 'Ordering',
    'otp-registration': 'Registration with a one-time code',
    payment: 'Payment',
    promotions: 'Promotions at checkout',
    session: 'Login and session',
  },
  operations: {
    login: 'login',
    register: 'registration',
    updatePassword: 'password change',
    faResetPassword: 'password reset',
    resendOtpByEmail: 'e-mail code resend',
    checkCodeActive: 'e-mail code check',
    checkUserAccount: 'session check',
    updateProfile: 'profile update',
    checkPhoneNumber: 'phone number check',
    getCustomerProfile: 'member profile',
    getPointHistory: 'point history',
    getPaymentHistory: 'purchase history',
    getOtpAppVerification: 'reCAPTCHA check before a code',
    sendOtp: 'one-time code SMS',
    verifyOtp: 'one-time code check',
    refreshToken: 'login renewal',
    logoutAll: 'logout everywhere',
    getAddresses: 'saved addresses list',
    googleAddressCreate: 'address saving',
    googleAddressUpdate: 'address update',
    deleteAddress: 'address deletion',
    getAllStore: 'store list',
    getRestrictedAreas: 'areas without delivery',
    getAllStoreLocation: 'store locations',
    getMasterCategory: 'menu categories',
    getMasterClass: 'menu classes',
    getMasterMenu: 'menu',
    getMenuDetailWithTopping: 'dish details',
    getMenuLanguage: 'menu languages',
    checkMenuExist: 'cart availability check',
    getFavoriteMenu: 'favourite dishes',
    setFavoriteMenu: 'favourite dish change',
    getDefaultBrandAndDefaultStore: 'default store',
    getDeliveryType: 'store delivery types',
    getOrderNo: 'order number',
    insertDeliveryInfo: 'order creation',
    updateDeliveryInfo: 'order confirmation',
    saveDeliveryInfo: 'order sending',
    getDeliveryInfoById: 'order by id',
    getDeliveryInfoByOrderNo: 'order status read',
    getPushSettings: 'push notification settings',
    subscribeOrderPush: 'order notification subscription',
    unsubscribeOrderPush: 'order notification opt-out',
    streamOrderStatus: 'order status stream',
    getUserOrder: 'my orders',
    getOrderHistory: 'order history',
    confirmNotAsap: 'later-time confirmation',
    updatePaymentMethod: 'payment method change',
    placeOrderNotAsap: 'later-order check',
    reorder: 'reorder',
    estimateDeliveryClient: 'delivery estimate',
    fetchDeliveryHubs: 'courier options',
    decodePromotion: 'promotion QR decoding',
    checkIsAvailablePromotion: 'promotion availability',
    updatePromotionUsage: 'promotion usage',
    getPromotions: 'promotion list',
    postPromotionCode: 'promotion code entry',
    checkApplyPromotion: 'promotion check',
    getMyPromotion: 'my promotions',
    scanEventQrcode: 'event QR claim',
    buyPromotion: 'redeem with points',
    createPayment: 'payment link',
    checkPayment: 'payment check',
    paymentMomo: 'MoMo payment',
    paymentMomoStatus: 'MoMo payment status',
    paymentPayoo: 'Payoo payment',
    paymentPayooStatus: 'Payoo payment status',
    momoIpn: 'MoMo notification',
    payooNotify: 'Payoo notification',
    lalamoveWebhook: 'Lalamove courier notification',
    getBanners: 'home banners',
    getHealth: 'service health',
    getVariables: 'settings',
    getSysContsGroup: 'system constants',
    getSysContsGroupDelivery: 'delivery constants',
    getTax: 'VAT rate',
    getCustomerInfoByTaxCode: 'tax code lookup',
    mapsAutocomplete: 'address search',
    mapsPlaceDetails: 'chosen address details',
    mapsReverseGeocode: 'address of a map point',
    mapsPlacesNear: 'places nearby',
    mapsDrivingDistances: 'distance measurement',
  },
};

const vi: QaWords = {
  languageName: 'Tiếng Việt',
  language: 'Ngôn ngữ',
  sandbox: 'Môi trường thử',
  app: 'Ứng dụng',
  qaTitle: 'Kịch bản kiểm thử',
  qaIntro:
    'Các kịch bản sinh ra từ sơ đồ trạng thái: mỗi kịch bản đi tới một trạng thái hoặc một bước chuyển; gộp lại chúng đi qua mọi bước chuyển. Lỗi giả lập và kết quả dịch vụ ngoài chỉ áp dụng cho trình duyệt này.',
  faultsLink: 'Lỗi giả lập theo yêu cầu',
  yourName: 'Tên của bạn',
  save: 'Lưu',
  preparedLead: 'Đã chuẩn bị cho riêng trình duyệt này:',
  resetBrowser: 'Đặt lại trình duyệt này',
  machine: 'Sơ đồ',
  paths: 'Kịch bản',
  steps: 'Bước',
  walked: 'Đã thử',
  machineCounts: (s, t) => `${count('vi', s)} trạng thái · ${count('vi', t)} bước chuyển`,
  pathCounts: (p, s) => `${count('vi', p)} kịch bản · ${count('vi', s)} bước`,
  aside: (text, note) => `${text} (${note})`,
  listLead: (lead) => `${lead}:`,
  sentences: (first, next) => `${first} ${next}`,
  exportLead: 'Xuất kết quả:',
  yours: 'của bạn',
  machineTitle: (m) => `Kịch bản kiểm thử: ${m}`,
  allMachines: 'Tất cả sơ đồ',
  path: 'Kịch bản',
  yourLastWalk: 'Lần thử gần nhất của bạn',
  result: { pass: 'đạt', fail: 'không đạt', open: 'đang thử' },
  pathTitle: (id) => `Kịch bản ${id}`,
  endsIn: 'Kết thúc khi',
  startsOn: (screen) => `Bắt đầu ở màn hình ${screen}.`,
  needs: '“Bắt đầu kịch bản” chuẩn bị',
  nameFirst: 'Hãy nhập tên ở trang kiểm thử trước: kết quả được lưu theo từng người kiểm thử.',
  startPath: 'Bắt đầu kịch bản',
  startExplained:
    'chỉ cho trình duyệt này: xoá lỗi giả lập và cài đặt cũ, chuẩn bị những gì kịch bản cần, rồi mở ứng dụng ở nơi diễn ra bước 1',
  lastWalk: (tester, at) => `Lần thử gần nhất của ${tester}, bắt đầu lúc ${at}:`,
  note: 'Ghi chú',
  pass: 'Đạt',
  fail: 'Không đạt',
  saveProgress: 'Lưu tiến độ',
  currentStep: 'Bây giờ',
  armedNote: 'kịch bản này đã cài sẵn',
  faultFails: (op) => `lần gọi tiếp theo tới ${op} bị lỗi`,
  faultTimesOut: (op) => `lần gọi tiếp theo tới ${op} không được trả lời kịp`,
  faultAnswers: (op, answer) => `lần gọi tiếp theo tới ${op} bị từ chối: ${answer}`,
  faultReplies: (op) => `lần gọi tiếp theo tới ${op} không tìm thấy gì`,
  times: (n) => `(${count('vi', n)} lần gọi)`,
  paymentDecides: (d) => `trang thanh toán tiếp theo tự quyết định: ${d}`,
  paymentDecision: { paid: 'đã thanh toán', declined: 'bị từ chối', cancelled: 'đã huỷ' },
  settingOnOff: (s, on) => `${s}: ${on ? 'bật' : 'tắt'}`,
  settingValue: (s, v) => `${s}: ${v}`,
  orderClock: (speed) => `đơn hàng từ trình duyệt này chạy nhanh gấp ${count('vi', speed)} lần`,
  needsMember: 'một thành viên mới, đã đăng nhập trên trình duyệt này',
  pastOrderAgain:
    'một đơn đã giao của thành viên đó (Phở cuốn đến Chợ Bến Thành), được đặt lại: ứng dụng mở trang thanh toán với món trong giỏ hàng và địa chỉ đã chọn',
  opening: 'Đang mở ứng dụng…',
  beforeStep1: 'Trước bước 1, trong ứng dụng',
  doStore:
    'Ở trang chủ, nhập địa chỉ giao hàng, chọn một gợi ý và nhấn "Xác nhận địa điểm" (một cửa hàng đang mở được chọn)',
  doCart: 'Ở thực đơn, thêm một món, mở giỏ hàng và nhấn "Thanh toán"',
  faultsTitle: 'Lỗi giả lập theo yêu cầu',
  faultsIntro:
    'Chỉ cho trình duyệt này: lần gọi tiếp theo của một thao tác bị lỗi, không được trả lời kịp hoặc bị từ chối. Mỗi lỗi áp dụng một lần.',
  operation: 'Thao tác',
  kind: 'Loại',
  kindFail: 'lỗi (lỗi máy chủ)',
  kindTimeout: 'không trả lời kịp',
  kindError: 'từ chối với mã',
  calls: 'Số lần gọi',
  status: 'Mã trạng thái',
  code: 'Mã lỗi',
  message: 'Thông báo',
  arm: 'Cài lỗi',
  providerOutcomes: 'Dịch vụ bên ngoài',
  nextPayment: (d) => `Lần thanh toán tới: ${d}`,
  armed: 'Đã cài',
  answer: 'Trả lời',
  nothingArmed: 'Chưa cài lỗi nào.',
  clearAll: 'Xoá tất cả',
  kindNames: { fail: 'lỗi', timeout: 'không trả lời kịp', error: 'từ chối', reply: 'trả lời' },
  outcomes: {
    'sms.fail': 'Tin nhắn OTP tiếp theo không gửi được',
    'maps.noSuggestions': 'Lần tìm địa chỉ tiếp theo không thấy gì',
    'maps.fail': 'Lần tìm địa chỉ tiếp theo bị lỗi',
    'maps.placeNotFound': 'Gợi ý được chọn tiếp theo không tìm thấy',
    'maps.distanceFail': 'Lần đo khoảng cách tiếp theo bị lỗi',
  },
  codes: {
    COMMON_ERROR: 'lỗi máy chủ',
    INVALID_ORDER: 'đơn hàng không còn khớp giá',
    ERROR_CUSTOMER: 'khách hàng không thể làm việc này',
    NOT_ENOUGH_POINTS: 'không đủ điểm',
    TOO_MANY_REQUESTS: 'quá nhiều yêu cầu',
    PHONE_ALREADY_REGISTERED: 'số điện thoại đã đăng ký',
    INVALID_OTP: 'mã OTP sai',
    UNAUTHORIZED: 'chưa đăng nhập',
    ADDRESS_NOT_FOUND: 'không tìm thấy địa chỉ',
  },
  settings: {
    useDefaultStore: 'Cửa hàng mặc định (không hỏi địa chỉ)',
    useGooglemaps: 'Bản đồ cho địa chỉ',
    useFeatureTakeaway: 'Khách tự chọn cửa hàng (mang đi)',
  },
  screens: {
    '/': 'Trang chủ',
    '/main-menu': 'Thực đơn',
    '/my-cart/': 'Giỏ hàng',
    '/checkout': 'Thanh toán',
    '/register': 'Đăng ký',
    '/login/': 'Đăng nhập',
    '/address-manage': 'Địa chỉ đã lưu',
    '/membership': 'Thành viên',
    '/promotion': 'Khuyến mãi',
    '/order-history': 'Lịch sử đơn hàng',
    '/delivery-status': 'Trạng thái đơn hàng',
  },
  machines: {
    'address-book': 'Địa chỉ đã lưu',
    cart: 'Giỏ hàng',
    checkout: 'Thanh toán',
    fulfilment: 'Cửa hàng và hình thức nhận',
    'loyalty-qr-scan': 'Mã QR sự kiện',
    'loyalty-redeem': 'Đổi điểm',
    'order-lists': 'Danh sách đơn hàng',
    'order-status': 'Trạng thái đơn hàng',
    'order-notifications': 'Thông báo đơn hàng',
    ordering: 'Đặt món',
    'otp-registration': 'Đăng ký bằng mã OTP',
    payment: 'Trả tiền',
    promotions: 'Khuyến mãi khi thanh toán',
    session: 'Đăng nhập và phiên',
  },
  operations: {
    login: 'đăng nhập',
    register: 'đăng ký',
    updatePassword: 'đổi mật khẩu',
    faResetPassword: 'đặt lại mật khẩu',
    resendOtpByEmail: 'gửi lại mã e-mail',
    checkCodeActive: 'kiểm tra mã e-mail',
    checkUserAccount: 'kiểm tra phiên',
    updateProfile: 'cập nhật hồ sơ',
    checkPhoneNumber: 'kiểm tra số điện thoại',
    getCustomerProfile: 'hồ sơ thành viên',
    getPointHistory: 'lịch sử điểm',
    getPaymentHistory: 'lịch sử mua hàng',
    getOtpAppVerification: 'kiểm tra reCAPTCHA trước khi gửi mã',
    sendOtp: 'tin nhắn mã OTP',
    verifyOtp: 'kiểm tra mã OTP',
    refreshToken: 'gia hạn đăng nhập',
    logoutAll: 'đăng xuất mọi nơi',
    getAddresses: 'danh sách địa chỉ đã lưu',
    googleAddressCreate: 'lưu địa chỉ',
    googleAddressUpdate: 'sửa địa chỉ',
    deleteAddress: 'xoá địa chỉ',
    getAllStore: 'danh sách cửa hàng',
    getRestrictedAreas: 'khu vực không giao hàng',
    getAllStoreLocation: 'vị trí cửa hàng',
    getMasterCategory: 'danh mục thực đơn',
    getMasterClass: 'nhóm thực đơn',
    getMasterMenu: 'thực đơn',
    getMenuDetailWithTopping: 'chi tiết món',
    getMenuLanguage: 'ngôn ngữ thực đơn',
    checkMenuExist: 'kiểm tra món trong giỏ',
    getFavoriteMenu: 'món yêu thích',
    setFavoriteMenu: 'đổi món yêu thích',
    getDefaultBrandAndDefaultStore: 'cửa hàng mặc định',
    getDeliveryType: 'hình thức nhận của cửa hàng',
    getOrderNo: 'số đơn hàng',
    insertDeliveryInfo: 'tạo đơn hàng',
    updateDeliveryInfo: 'xác nhận đơn hàng',
    saveDeliveryInfo: 'gửi đơn hàng',
    getDeliveryInfoById: 'đơn hàng theo mã',
    getDeliveryInfoByOrderNo: 'đọc trạng thái đơn hàng',
    getPushSettings: 'cài đặt thông báo đẩy',
    subscribeOrderPush: 'đăng ký thông báo đơn hàng',
    unsubscribeOrderPush: 'hủy thông báo đơn hàng',
    streamOrderStatus: 'luồng trạng thái đơn hàng',
    getUserOrder: 'đơn hàng của tôi',
    getOrderHistory: 'lịch sử đơn hàng',
    confirmNotAsap: 'xác nhận giờ nhận sau',
    updatePaymentMethod: 'đổi phương thức thanh toán',
    placeOrderNotAsap: 'kiểm tra đặt trước',
    reorder: 'đặt lại',
    estimateDeliveryClient: 'ước tính giao hàng',
    fetchDeliveryHubs: 'lựa chọn đơn vị giao hàng',
    decodePromotion: 'đọc mã QR khuyến mãi',
    checkIsAvailablePromotion: 'khuyến mãi còn hiệu lực',
    updatePromotionUsage: 'lượt dùng khuyến mãi',
    getPromotions: 'danh sách khuyến mãi',
    postPromotionCode: 'nhập mã khuyến mãi',
    checkApplyPromotion: 'kiểm tra khuyến mãi',
    getMyPromotion: 'khuyến mãi của tôi',
    scanEventQrcode: 'nhận quà bằng QR sự kiện',
    buyPromotion: 'đổi điểm lấy khuyến mãi',
    createPayment: 'liên kết thanh toán',
    checkPayment: 'kiểm tra thanh toán',
    paymentMomo: 'thanh toán MoMo',
    paymentMomoStatus: 'trạng thái thanh toán MoMo',
    paymentPayoo: 'thanh toán Payoo',
    paymentPayooStatus: 'trạng thái thanh toán Payoo',
    momoIpn: 'thông báo MoMo',
    payooNotify: 'thông báo Payoo',
    lalamoveWebhook: 'thông báo giao hàng Lalamove',
    getBanners: 'ảnh quảng cáo trang chủ',
    getHealth: 'tình trạng dịch vụ',
    getVariables: 'cài đặt',
    getSysContsGroup: 'hằng số hệ thống',
    getSysContsGroupDelivery: 'hằng số giao hàng',
    getTax: 'thuế VAT',
    getCustomerInfoByTaxCode: 'tra mã số thuế',
    mapsAutocomplete: 'tìm địa chỉ',
    mapsPlaceDetails: 'chi tiết địa chỉ đã chọn',
    mapsReverseGeocode: 'địa chỉ của điểm trên bản đồ',
    mapsPlacesNear: 'địa điểm lân cận',
    mapsDrivingDistances: 'đo khoảng cách',
  },
};

const ja: QaWords = {
  languageName: '日本語',
  language: '言語',
  sandbox: 'サンドボックス',
  app: 'アプリ',
  qaTitle: 'QAパス',
  qaIntro:
    '状態遷移図から生成したパスです。各パスはある状態か遷移に到達し、全体ですべての遷移を通ります。障害と外部サービスの結果はこのブラウザーだけに適用されます。',
  faultsLink: '障害の注入',
  yourName: 'お名前',
  save: '保存',
  preparedLead: 'このブラウザーだけに準備済み：',
  resetBrowser: 'このブラウザーをリセット',
  machine: '状態遷移図',
  paths: 'パス',
  steps: '手順',
  walked: '実施済み',
  machineCounts: (s, t) => `状態 ${count('ja', s)} · 遷移 ${count('ja', t)}`,
  pathCounts: (p, s) => `パス ${count('ja', p)} · 手順 ${count('ja', s)}`,
  aside: (text, note) => `${text}（${note}）`,
  listLead: (lead) => `${lead}：`,
  sentences: (first, next) => `${first}${next}`,
  exportLead: '結果の書き出し：',
  yours: '自分の分',
  machineTitle: (m) => `QAパス：${m}`,
  allMachines: 'すべての状態遷移図',
  path: 'パス',
  yourLastWalk: '前回の実施',
  result: { pass: '合格', fail: '不合格', open: '実施中' },
  pathTitle: (id) => `QAパス ${id}`,
  endsIn: '最後に',
  startsOn: (screen) => `開始画面：${screen}。`,
  needs: '「このパスを開始」で準備されるもの',
  nameFirst: '先にQAページでお名前を入力してください。結果はテスターごとに記録されます。',
  startPath: 'このパスを開始',
  startExplained: 'このブラウザーだけ：障害と設定を消去し、パスに必要なものを準備して、手順1の画面でアプリを開きます',
  lastWalk: (tester, at) => `${tester} の前回の実施（開始 ${at}）：`,
  note: 'メモ',
  pass: '合格',
  fail: '不合格',
  saveProgress: '途中保存',
  currentStep: 'いまここ',
  armedNote: 'このパスが準備済み',
  faultFails: (op) => `次の${op}の呼び出しが失敗します`,
  faultTimesOut: (op) => `次の${op}の呼び出しが時間内に応答しません`,
  faultAnswers: (op, answer) => `次の${op}の呼び出しが拒否されます：${answer}`,
  faultReplies: (op) => `次の${op}の呼び出しで何も見つかりません`,
  times: (n) => `（${count('ja', n)}回）`,
  paymentDecides: (d) => `次の支払いページが自動で決定：${d}`,
  paymentDecision: { paid: '支払い済み', declined: '拒否', cancelled: 'キャンセル' },
  settingOnOff: (s, on) => `${s}：${on ? 'オン' : 'オフ'}`,
  settingValue: (s, v) => `${s}：${v}`,
  orderClock: (speed) => `このブラウザーの注文は${count('ja', speed)}倍速で進みます`,
  needsMember: '新しい会員（このブラウザーでログイン済み）',
  pastOrderAgain:
    'その会員の配達済みの注文（フォー・クオンをベンタイン市場へ）を再注文：料理がカートに入り、住所が選ばれた状態で注文手続き画面が開きます',
  opening: 'アプリを開いています…',
  beforeStep1: '手順1の前に、アプリで',
  doStore: 'ホームで配達先住所を入力して候補を選び、「場所を確定」を押します（営業中の店舗が選ばれます）',
  doCart: 'メニューで料理を1品追加し、カートを開いて「注文手続きへ」を押します',
  faultsTitle: '障害の注入',
  faultsIntro:
    'このブラウザーだけ：次の操作の呼び出しが失敗する、時間内に応答しない、または拒否されます。それぞれ1回だけ適用されます。',
  operation: '操作',
  kind: '種類',
  kindFail: '失敗（サーバーエラー）',
  kindTimeout: '時間内に応答しない',
  kindError: 'コード付きで拒否',
  calls: '回数',
  status: 'ステータス',
  code: 'コード',
  message: 'メッセージ',
  arm: '設定',
  providerOutcomes: '外部サービス',
  nextPayment: (d) => `次の支払い：${d}`,
  armed: '設定済み',
  answer: '応答',
  nothingArmed: '何も設定されていません。',
  clearAll: 'すべて消去',
  kindNames: { fail: '失敗', timeout: '応答なし', error: '拒否', reply: '応答' },
  outcomes: {
    'sms.fail': '次のOTPのSMSが送信できない',
    'maps.noSuggestions': '次の住所検索で何も見つからない',
    'maps.fail': '次の住所検索が失敗する',
    'maps.placeNotFound': '次に選んだ候補が見つからない',
    'maps.distanceFail': '次の距離計測が失敗する',
  },
  codes: {
    COMMON_ERROR: 'サーバーエラー',
    INVALID_ORDER: '注文が価格と合わない',
    ERROR_CUSTOMER: 'このお客様には実行できない',
    NOT_ENOUGH_POINTS: 'ポイント不足',
    TOO_MANY_REQUESTS: 'リクエストが多すぎる',
    PHONE_ALREADY_REGISTERED: '電話番号は登録済み',
    INVALID_OTP: '確認コードが違う',
    UNAUTHORIZED: '未ログイン',
    ADDRESS_NOT_FOUND: '住所が見つからない',
  },
  settings: {
    useDefaultStore: '既定の店舗（住所を聞かない）',
    useGooglemaps: '住所の地図',
    useFeatureTakeaway: 'お客様が店舗を選ぶ（持ち帰り）',
  },
  screens: {
    '/': 'ホーム',
    '/main-menu': 'メニュー',
    '/my-cart/': 'カート',
    '/checkout': 'お会計',
    '/register': '会員登録',
    '/login/': 'ログイン',
    '/address-manage': '保存した住所',
    '/membership': '会員',
    '/promotion': 'プロモーション',
    '/order-history': '注文履歴',
    '/delivery-status': '注文状況',
  },
  machines: {
    'address-book': '保存した住所',
    cart: 'カート',
    checkout: 'お会計',
    fulfilment: '店舗と受け取り方法',
    'loyalty-qr-scan': 'イベントQRコード',
    'loyalty-redeem': 'ポイント交換',
    'order-lists': '注文一覧',
    'order-status': '注文状況',
    'order-notifications': '注文の通知',
    ordering: '注文',
    'otp-registration': '確認コードでの会員登録',
    payment: '支払い',
    promotions: 'お会計のプロモーション',
    session: 'ログインとセッション',
  },
  operations: {
    login: 'ログイン',
    register: '会員登録',
    updatePassword: 'パスワード変更',
    faResetPassword: 'パスワード再設定',
    resendOtpByEmail: 'メール確認コードの再送',
    checkCodeActive: 'メール確認コードの照合',
    checkUserAccount: 'セッション確認',
    updateProfile: 'プロフィール更新',
    checkPhoneNumber: '電話番号の確認',
    getCustomerProfile: '会員プロフィール',
    getPointHistory: 'ポイント履歴',
    getPaymentHistory: '購入履歴',
    getOtpAppVerification: 'コード送信前のロボット確認',
    sendOtp: '確認コードのSMS',
    verifyOtp: '確認コードの照合',
    refreshToken: 'ログインの更新',
    logoutAll: '全端末からのログアウト',
    getAddresses: '保存した住所の一覧',
    googleAddressCreate: '住所の保存',
    googleAddressUpdate: '住所の更新',
    deleteAddress: '住所の削除',
    getAllStore: '店舗一覧',
    getRestrictedAreas: '配達できない地域',
    getAllStoreLocation: '店舗の位置',
    getMasterCategory: 'メニューのカテゴリー',
    getMasterClass: 'メニューの分類',
    getMasterMenu: 'メニュー',
    getMenuDetailWithTopping: '料理の詳細',
    getMenuLanguage: 'メニューの言語',
    checkMenuExist: 'カートの品切れ確認',
    getFavoriteMenu: 'お気に入り料理',
    setFavoriteMenu: 'お気に入りの変更',
    getDefaultBrandAndDefaultStore: '既定の店舗',
    getDeliveryType: '店舗の受け取り方法',
    getOrderNo: '注文番号',
    insertDeliveryInfo: '注文の作成',
    updateDeliveryInfo: '注文の確定',
    saveDeliveryInfo: '注文の送信',
    getDeliveryInfoById: 'IDでの注文取得',
    getDeliveryInfoByOrderNo: '注文状況の取得',
    getPushSettings: 'プッシュ通知の設定',
    subscribeOrderPush: '注文の通知の登録',
    unsubscribeOrderPush: '注文の通知の解除',
    streamOrderStatus: '注文状況の配信',
    getUserOrder: '自分の注文',
    getOrderHistory: '注文履歴',
    confirmNotAsap: '指定時刻の確認',
    updatePaymentMethod: '支払い方法の変更',
    placeOrderNotAsap: '予約注文の可否',
    reorder: '再注文',
    estimateDeliveryClient: '配達の見積もり',
    fetchDeliveryHubs: '配達業者の選択肢',
    decodePromotion: 'プロモーションQRの読み取り',
    checkIsAvailablePromotion: 'プロモーションの有効確認',
    updatePromotionUsage: 'プロモーションの利用記録',
    getPromotions: 'プロモーション一覧',
    postPromotionCode: 'プロモーションコードの入力',
    checkApplyPromotion: 'プロモーションの適用確認',
    getMyPromotion: '自分のプロモーション',
    scanEventQrcode: 'イベントQRの受け取り',
    buyPromotion: 'ポイントでの交換',
    createPayment: '支払いリンク',
    checkPayment: '支払いの確認',
    paymentMomo: 'MoMo支払い',
    paymentMomoStatus: 'MoMo支払いの状況',
    paymentPayoo: 'Payoo支払い',
    paymentPayooStatus: 'Payoo支払いの状況',
    momoIpn: 'MoMoの通知',
    payooNotify: 'Payooの通知',
    lalamoveWebhook: 'Lalamove配達の通知',
    getBanners: 'ホームのバナー',
    getHealth: 'サービスの稼働状況',
    getVariables: '設定',
    getSysContsGroup: 'システム定数',
    getSysContsGroupDelivery: '配達の定数',
    getTax: '付加価値税率',
    getCustomerInfoByTaxCode: '税番号の照会',
    mapsAutocomplete: '住所検索',
    mapsPlaceDetails: '選んだ住所の詳細',
    mapsReverseGeocode: '地図上の地点の住所',
    mapsPlacesNear: '付近の場所',
    mapsDrivingDistances: '距離の計測',
  },
};

/** The console's words in each language. */
export const QA_WORDS: Record<QaLanguage, QaWords> = { vi, en, ja };

/** A contract operation as a tester reads it; an operation missing from the table shows its id (a test forbids that). */
export const operationName = (lang: QaLanguage, operationId: string) =>
  QA_WORDS[lang].operations[operationId] ?? operationId;

/** A fault a path arms, as the tester reads it: the operation and the answer in words, never their ids. */
export function faultWords(
  lang: QaLanguage,
  fault: { operationId: string; kind: string; code?: string; times: number },
): string {
  const w = QA_WORDS[lang];
  const operation = operationName(lang, fault.operationId);
  const text =
    fault.kind === 'error'
      ? w.faultAnswers(operation, w.codes[fault.code ?? ''] ?? w.codes.COMMON_ERROR)
      : fault.kind === 'reply'
        ? w.faultReplies(operation)
        : fault.kind === 'timeout'
          ? w.faultTimesOut(operation)
          : w.faultFails(operation);
  return fault.times > 1 ? `${text} ${w.times(fault.times)}` : text;
}
