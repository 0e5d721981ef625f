import { HCMC_DISTRICTS, HCMC_WARDS } from './hcmc-wards';
import type { SeedPlace } from './types';

/**
 * Gazetteer of the local maps service: wards and districts of Ho Chi Minh City (names before
 * the July 2025 reform, which customers still type), landmarks and streets of Ho Chi Minh City
 * and Hanoi. Coordinates are WGS84. Built from embedded arrays; no I/O.
 */

const HCM_CITY = 'Thành phố Hồ Chí Minh';
const HN_CITY = 'Hà Nội';

/** ascii slug for ids: 'Chợ Bến Thành' -> 'cho-ben-thanh' */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** [name, street address (without district and city), district, lat, lng, kind] */
type PlaceRow = readonly [string, string, string, number, number, 'landmark' | 'street' | 'ward' | 'district'];

const HCM_LANDMARKS: PlaceRow[] = [
  ['Chợ Bến Thành', 'Chợ Bến Thành, Lê Lợi, Phường Bến Thành', 'Quận 1', 10.7725, 106.698, 'landmark'],
  ['Nhà thờ Đức Bà Sài Gòn', '01 Công xã Paris, Phường Bến Nghé', 'Quận 1', 10.77979, 106.69902, 'landmark'],
  ['Bưu điện Trung tâm Sài Gòn', '02 Công xã Paris, Phường Bến Nghé', 'Quận 1', 10.7799, 106.6999, 'landmark'],
  ['Dinh Độc Lập', '135 Nam Kỳ Khởi Nghĩa, Phường Bến Thành', 'Quận 1', 10.77698, 106.69531, 'landmark'],
  ['Tòa nhà Bitexco Financial Tower', '2 Hải Triều, Phường Bến Nghé', 'Quận 1', 10.77163, 106.70437, 'landmark'],
  ['Phố đi bộ Nguyễn Huệ', 'Nguyễn Huệ, Phường Bến Nghé', 'Quận 1', 10.7744, 106.7033, 'street'],
  ['Trụ sở Ủy ban Nhân dân Thành phố', '86 Lê Thánh Tôn, Phường Bến Nghé', 'Quận 1', 10.77645, 106.70103, 'landmark'],
  ['Nhà hát Thành phố Hồ Chí Minh', '7 Công trường Lam Sơn, Phường Bến Nghé', 'Quận 1', 10.77662, 106.70313, 'landmark'],
  ['Vincom Center Đồng Khởi', '72 Lê Thánh Tôn, Phường Bến Nghé', 'Quận 1', 10.778, 106.702, 'landmark'],
  ['Saigon Centre – Takashimaya', '65 Lê Lợi, Phường Bến Nghé', 'Quận 1', 10.7733, 106.7008, 'landmark'],
  ['Diamond Plaza', '34 Lê Duẩn, Phường Bến Nghé', 'Quận 1', 10.78125, 106.6987, 'landmark'],
  ['Nhà Văn hóa Thanh niên', '4 Phạm Ngọc Thạch, Phường Bến Nghé', 'Quận 1', 10.7821, 106.6993, 'landmark'],
  ['Đường sách Nguyễn Văn Bình', 'Nguyễn Văn Bình, Phường Bến Nghé', 'Quận 1', 10.7806, 106.6995, 'street'],
  ['Thảo Cầm Viên Sài Gòn', '2 Nguyễn Bỉnh Khiêm, Phường Bến Nghé', 'Quận 1', 10.7874, 106.7051, 'landmark'],
  ['Công viên Tao Đàn', 'Trương Định, Phường Bến Thành', 'Quận 1', 10.7748, 106.6923, 'landmark'],
  ['Phố Tây Bùi Viện', 'Bùi Viện, Phường Phạm Ngũ Lão', 'Quận 1', 10.7674, 106.6935, 'street'],
  ['Bến Bạch Đằng', 'Tôn Đức Thắng, Phường Bến Nghé', 'Quận 1', 10.7738, 106.7068, 'landmark'],
  ['Chợ Tân Định', '48 Hai Bà Trưng, Phường Tân Định', 'Quận 1', 10.7893, 106.6904, 'landmark'],
  ['Bệnh viện Từ Dũ', '284 Cống Quỳnh, Phường Phạm Ngũ Lão', 'Quận 1', 10.7687, 106.6856, 'landmark'],
  ['Số 42 Nguyễn Huệ', '42 Nguyễn Huệ, Phường Bến Nghé', 'Quận 1', 10.77355, 106.70365, 'street'],
  ['Nhà thờ Tân Định', '289 Hai Bà Trưng, Phường 8', 'Quận 3', 10.78845, 106.6909, 'landmark'],
  ['Bảo tàng Chứng tích Chiến tranh', '28 Võ Văn Tần, Phường Võ Thị Sáu', 'Quận 3', 10.7795, 106.6921, 'landmark'],
  ['Hồ Con Rùa', 'Công trường Quốc tế, Phường Võ Thị Sáu', 'Quận 3', 10.7827, 106.6958, 'landmark'],
  ['Chùa Vĩnh Nghiêm', '339 Nam Kỳ Khởi Nghĩa, Phường 7', 'Quận 3', 10.78995, 106.68355, 'landmark'],
  ['Ga Sài Gòn', '1 Nguyễn Thông, Phường 9', 'Quận 3', 10.7823, 106.6769, 'landmark'],
  ['Số 284 Lê Văn Sỹ', '284 Lê Văn Sỹ, Phường 14', 'Quận 3', 10.78965, 106.67705, 'street'],
  ['Bến Nhà Rồng', '1 Nguyễn Tất Thành, Phường 12', 'Quận 4', 10.7683, 106.7069, 'landmark'],
  ['Phố ẩm thực Vĩnh Khánh', 'Vĩnh Khánh, Phường 8', 'Quận 4', 10.759, 106.7035, 'street'],
  ['Chùa Bà Thiên Hậu', '710 Nguyễn Trãi, Phường 11', 'Quận 5', 10.75305, 106.66125, 'landmark'],
  ['Trường Đại học Khoa học Tự nhiên', '227 Nguyễn Văn Cừ, Phường 4', 'Quận 5', 10.76255, 106.6822, 'landmark'],
  ['Bệnh viện Chợ Rẫy', '201B Nguyễn Chí Thanh, Phường 12', 'Quận 5', 10.75795, 106.65955, 'landmark'],
  ['Chợ An Đông', '34-36 An Dương Vương, Phường 9', 'Quận 5', 10.7573, 106.6728, 'landmark'],
  ['Chợ Bình Tây', '57A Tháp Mười, Phường 2', 'Quận 6', 10.7499, 106.6508, 'landmark'],
  ['Trường Đại học Bách khoa', '268 Lý Thường Kiệt, Phường 14', 'Quận 10', 10.77245, 106.6579, 'landmark'],
  ['Vạn Hạnh Mall', '11 Sư Vạn Hạnh, Phường 12', 'Quận 10', 10.7771, 106.6694, 'landmark'],
  ['Công viên Văn hóa Đầm Sen', '3 Hòa Bình, Phường 3', 'Quận 11', 10.7686, 106.637, 'landmark'],
  ['Crescent Mall', '101 Tôn Dật Tiên, Phường Tân Phú', 'Quận 7', 10.72885, 106.71885, 'landmark'],
  ['Hồ Bán Nguyệt', 'Nguyễn Đức Cảnh, Phường Tân Phong', 'Quận 7', 10.7299, 106.7203, 'landmark'],
  ['SC VivoCity', '1058 Nguyễn Văn Linh, Phường Tân Phong', 'Quận 7', 10.7297, 106.7038, 'landmark'],
  ['Lotte Mart Quận 7', '469 Nguyễn Hữu Thọ, Phường Tân Hưng', 'Quận 7', 10.7413, 106.7017, 'landmark'],
  ['Số 468 Nguyễn Thị Thập', '468 Nguyễn Thị Thập, Phường Tân Quy', 'Quận 7', 10.73875, 106.71105, 'street'],
  ['Landmark 81', '720A Điện Biên Phủ, Phường 22', 'Quận Bình Thạnh', 10.79494, 106.72188, 'landmark'],
  ['Chợ Bà Chiểu', 'Bạch Đằng, Phường 1', 'Quận Bình Thạnh', 10.8014, 106.6991, 'landmark'],
  ['Lăng Ông Bà Chiểu', '1 Vũ Tùng, Phường 1', 'Quận Bình Thạnh', 10.8029, 106.6999, 'landmark'],
  ['Bến xe Miền Đông cũ', '292 Đinh Bộ Lĩnh, Phường 26', 'Quận Bình Thạnh', 10.8153, 106.7109, 'landmark'],
  ['Phố Phan Xích Long', 'Phan Xích Long, Phường 2', 'Quận Phú Nhuận', 10.79985, 106.69135, 'street'],
  ['Công viên Gia Định', 'Hoàng Minh Giám, Phường 3', 'Quận Gò Vấp', 10.8126, 106.6782, 'landmark'],
  ['Sân bay Quốc tế Tân Sơn Nhất – Ga quốc tế', 'Trường Sơn, Phường 2', 'Quận Tân Bình', 10.81365, 106.66195, 'landmark'],
  ['Sân bay Tân Sơn Nhất – Ga quốc nội', 'Trường Sơn, Phường 2', 'Quận Tân Bình', 10.81245, 106.66455, 'landmark'],
  ['Công viên Hoàng Văn Thụ', 'Hoàng Văn Thụ, Phường 2', 'Quận Tân Bình', 10.8008, 106.6662, 'landmark'],
  ['Tòa nhà E.town Cộng Hòa', '364 Cộng Hòa, Phường 13', 'Quận Tân Bình', 10.80125, 106.64055, 'landmark'],
  ['AEON Mall Tân Phú Celadon', '30 Bờ Bao Tân Thắng, Phường Sơn Kỳ', 'Quận Tân Phú', 10.8016, 106.6177, 'landmark'],
  ['Vincom Mega Mall Thảo Điền', '159 Xa lộ Hà Nội, Phường Thảo Điền', 'Quận 2', 10.8021, 106.74, 'landmark'],
  ['Trường Đại học Sư phạm Kỹ thuật', '1 Võ Văn Ngân, Phường Linh Chiểu', 'Quận Thủ Đức', 10.8506, 106.7718, 'landmark'],
  ['Số 215 Võ Văn Ngân', '215 Võ Văn Ngân, Phường Linh Chiểu', 'Quận Thủ Đức', 10.85045, 106.76235, 'street'],
  ['Làng Đại học Quốc gia TP.HCM', 'Khu phố 6, Phường Linh Trung', 'Quận Thủ Đức', 10.87, 106.803, 'landmark'],
  ['Khu du lịch Suối Tiên', '120 Xa lộ Hà Nội, Phường Tân Phú', 'Quận 9', 10.8659, 106.8025, 'landmark'],
  // far from every store: the out-of-range case
  ['Địa đạo Củ Chi (Bến Dược)', 'Ấp Phú Hiệp, Xã Phú Mỹ Hưng', 'Huyện Củ Chi', 11.1431, 106.4624, 'landmark'],
  ['Bãi biển Cần Giờ (Bãi 30/4)', 'Đường Duyên Hải, Thị trấn Cần Thạnh', 'Huyện Cần Giờ', 10.4088, 106.959, 'landmark'],
  ['Khu du lịch Đảo Khỉ Cần Giờ', 'Rừng Sác, Xã Long Hòa', 'Huyện Cần Giờ', 10.467, 106.8905, 'landmark'],
  ['Chợ Hóc Môn', 'Quang Trung, Thị trấn Hóc Môn', 'Huyện Hóc Môn', 10.8866, 106.5936, 'landmark'],
];

const HN_PLACES: PlaceRow[] = [
  // landmarks
  ['Hồ Hoàn Kiếm', 'Đinh Tiên Hoàng, Phường Hàng Trống', 'Quận Hoàn Kiếm', 21.0288, 105.8522, 'landmark'],
  ['Đền Ngọc Sơn', 'Đinh Tiên Hoàng, Phường Hàng Trống', 'Quận Hoàn Kiếm', 21.0307, 105.8524, 'landmark'],
  ['Nhà thờ Lớn Hà Nội', '40 Nhà Chung, Phường Hàng Trống', 'Quận Hoàn Kiếm', 21.0287, 105.849, 'landmark'],
  ['Nhà hát Lớn Hà Nội', '1 Tràng Tiền, Phường Phan Chu Trinh', 'Quận Hoàn Kiếm', 21.0243, 105.8576, 'landmark'],
  ['Tràng Tiền Plaza', '24 Hai Bà Trưng, Phường Tràng Tiền', 'Quận Hoàn Kiếm', 21.0252, 105.8535, 'landmark'],
  ['Chợ Đồng Xuân', 'Đồng Xuân, Phường Đồng Xuân', 'Quận Hoàn Kiếm', 21.0381, 105.8496, 'landmark'],
  ['Ô Quan Chưởng', 'Đào Duy Từ, Phường Hàng Buồm', 'Quận Hoàn Kiếm', 21.0373, 105.8531, 'landmark'],
  ['Cầu Long Biên', 'Cầu Long Biên, Phường Phúc Xá', 'Quận Ba Đình', 21.0433, 105.8598, 'landmark'],
  ['Ga Hà Nội', '120 Lê Duẩn, Phường Cửa Nam', 'Quận Hoàn Kiếm', 21.0244, 105.841, 'landmark'],
  ['Văn Miếu – Quốc Tử Giám', '58 Quốc Tử Giám, Phường Văn Miếu', 'Quận Đống Đa', 21.0293, 105.8356, 'landmark'],
  ['Lăng Chủ tịch Hồ Chí Minh', '2 Hùng Vương, Phường Điện Biên', 'Quận Ba Đình', 21.0368, 105.8346, 'landmark'],
  ['Chùa Một Cột', 'Phố Chùa Một Cột, Phường Đội Cấn', 'Quận Ba Đình', 21.0359, 105.8336, 'landmark'],
  ['Hoàng thành Thăng Long', '19C Hoàng Diệu, Phường Điện Biên', 'Quận Ba Đình', 21.0345, 105.8403, 'landmark'],
  ['Lotte Center Hà Nội', '54 Liễu Giai, Phường Cống Vị', 'Quận Ba Đình', 21.0318, 105.8126, 'landmark'],
  ['Khách sạn Daewoo Hà Nội', '360 Kim Mã, Phường Ngọc Khánh', 'Quận Ba Đình', 21.0308, 105.8177, 'landmark'],
  ['Số 198 Kim Mã', '198 Kim Mã, Phường Kim Mã', 'Quận Ba Đình', 21.03185, 105.82305, 'street'],
  ['Hồ Trúc Bạch', 'Thanh Niên, Phường Trúc Bạch', 'Quận Ba Đình', 21.0445, 105.8397, 'landmark'],
  ['Chùa Trấn Quốc', 'Thanh Niên, Phường Yên Phụ', 'Quận Tây Hồ', 21.048, 105.8365, 'landmark'],
  ['Hồ Tây', 'Phường Quảng An', 'Quận Tây Hồ', 21.055, 105.819, 'landmark'],
  ['Phủ Tây Hồ', '52 Đặng Thai Mai, Phường Quảng An', 'Quận Tây Hồ', 21.0579, 105.821, 'landmark'],
  ['Bảo tàng Dân tộc học Việt Nam', 'Nguyễn Văn Huyên, Phường Nghĩa Đô', 'Quận Cầu Giấy', 21.0405, 105.7986, 'landmark'],
  ['Đại học Quốc gia Hà Nội', '144 Xuân Thủy, Phường Dịch Vọng Hậu', 'Quận Cầu Giấy', 21.038, 105.7826, 'landmark'],
  ['Số 82 Xuân Thủy', '82 Xuân Thủy, Phường Dịch Vọng Hậu', 'Quận Cầu Giấy', 21.03685, 105.78805, 'street'],
  ['Công viên Cầu Giấy', 'Trần Thái Tông, Phường Dịch Vọng', 'Quận Cầu Giấy', 21.0297, 105.7935, 'landmark'],
  ['Vincom Center Bà Triệu', '191 Bà Triệu, Phường Lê Đại Hành', 'Quận Hai Bà Trưng', 21.0114, 105.8495, 'landmark'],
  ['Công viên Thống Nhất', 'Trần Nhân Tông, Phường Lê Đại Hành', 'Quận Hai Bà Trưng', 21.016, 105.8436, 'landmark'],
  ['Đại học Bách khoa Hà Nội', '1 Đại Cồ Việt, Phường Bách Khoa', 'Quận Hai Bà Trưng', 21.0054, 105.843, 'landmark'],
  ['Bệnh viện Bạch Mai', '78 Giải Phóng, Phường Phương Mai', 'Quận Đống Đa', 21.0015, 105.8408, 'landmark'],
  ['Times City', '458 Minh Khai, Phường Vĩnh Tuy', 'Quận Hai Bà Trưng', 20.9955, 105.8681, 'landmark'],
  ['Royal City', '72A Nguyễn Trãi, Phường Thượng Đình', 'Quận Thanh Xuân', 21.0032, 105.8153, 'landmark'],
  ['Keangnam Landmark 72', 'Phạm Hùng, Phường Mễ Trì', 'Quận Nam Từ Liêm', 21.017, 105.7839, 'landmark'],
  ['Sân vận động Quốc gia Mỹ Đình', 'Lê Đức Thọ, Phường Mỹ Đình 1', 'Quận Nam Từ Liêm', 21.0205, 105.7639, 'landmark'],
  ['AEON Mall Long Biên', '27 Cổ Linh, Phường Long Biên', 'Quận Long Biên', 21.027, 105.8994, 'landmark'],
  // Old Quarter and central streets
  ['Phố Hàng Bạc', 'Hàng Bạc, Phường Hàng Bạc', 'Quận Hoàn Kiếm', 21.0343, 105.8529, 'street'],
  ['Phố Hàng Buồm', 'Hàng Buồm, Phường Hàng Buồm', 'Quận Hoàn Kiếm', 21.0368, 105.8516, 'street'],
  ['Phố Tạ Hiện', 'Tạ Hiện, Phường Hàng Buồm', 'Quận Hoàn Kiếm', 21.0353, 105.8525, 'street'],
  ['Phố Hàng Gai', 'Hàng Gai, Phường Hàng Gai', 'Quận Hoàn Kiếm', 21.0325, 105.8502, 'street'],
  ['Phố Hàng Đào', 'Hàng Đào, Phường Hàng Đào', 'Quận Hoàn Kiếm', 21.0348, 105.8507, 'street'],
  ['Phố Mã Mây', 'Mã Mây, Phường Hàng Buồm', 'Quận Hoàn Kiếm', 21.0353, 105.8535, 'street'],
  ['Phố Hàng Mã', 'Hàng Mã, Phường Hàng Mã', 'Quận Hoàn Kiếm', 21.0372, 105.8492, 'street'],
  ['Phố Lương Văn Can', 'Lương Văn Can, Phường Hàng Đào', 'Quận Hoàn Kiếm', 21.033, 105.8503, 'street'],
  ['Phố sách Đinh Lễ', 'Đinh Lễ, Phường Tràng Tiền', 'Quận Hoàn Kiếm', 21.0262, 105.8546, 'street'],
  ['Phố Tràng Tiền', 'Tràng Tiền, Phường Tràng Tiền', 'Quận Hoàn Kiếm', 21.025, 105.855, 'street'],
  ['Phố Hàng Bài', 'Hàng Bài, Phường Hàng Bài', 'Quận Hoàn Kiếm', 21.023, 105.8525, 'street'],
  ['Số 22 Hàng Bài', '22 Hàng Bài, Phường Hàng Bài', 'Quận Hoàn Kiếm', 21.02375, 105.85265, 'street'],
  ['Phố Kim Mã', 'Kim Mã, Phường Kim Mã', 'Quận Ba Đình', 21.0315, 105.823, 'street'],
  ['Phố Xuân Thủy', 'Xuân Thủy, Phường Dịch Vọng Hậu', 'Quận Cầu Giấy', 21.0368, 105.788, 'street'],
  // wards
  ['Phường Hàng Bài, Quận Hoàn Kiếm', 'Phường Hàng Bài', 'Quận Hoàn Kiếm', 21.0225, 105.8518, 'ward'],
  ['Phường Hàng Trống, Quận Hoàn Kiếm', 'Phường Hàng Trống', 'Quận Hoàn Kiếm', 21.0287, 105.8499, 'ward'],
  ['Phường Hàng Bạc, Quận Hoàn Kiếm', 'Phường Hàng Bạc', 'Quận Hoàn Kiếm', 21.0343, 105.8528, 'ward'],
  ['Phường Tràng Tiền, Quận Hoàn Kiếm', 'Phường Tràng Tiền', 'Quận Hoàn Kiếm', 21.0248, 105.8558, 'ward'],
  ['Phường Cửa Nam, Quận Hoàn Kiếm', 'Phường Cửa Nam', 'Quận Hoàn Kiếm', 21.0268, 105.8433, 'ward'],
  ['Phường Kim Mã, Quận Ba Đình', 'Phường Kim Mã', 'Quận Ba Đình', 21.0335, 105.824, 'ward'],
  ['Phường Ngọc Khánh, Quận Ba Đình', 'Phường Ngọc Khánh', 'Quận Ba Đình', 21.0272, 105.8165, 'ward'],
  ['Phường Điện Biên, Quận Ba Đình', 'Phường Điện Biên', 'Quận Ba Đình', 21.0322, 105.838, 'ward'],
  ['Phường Liễu Giai, Quận Ba Đình', 'Phường Liễu Giai', 'Quận Ba Đình', 21.0385, 105.8168, 'ward'],
  ['Phường Dịch Vọng Hậu, Quận Cầu Giấy', 'Phường Dịch Vọng Hậu', 'Quận Cầu Giấy', 21.0356, 105.7858, 'ward'],
  ['Phường Dịch Vọng, Quận Cầu Giấy', 'Phường Dịch Vọng', 'Quận Cầu Giấy', 21.0315, 105.792, 'ward'],
  ['Phường Quan Hoa, Quận Cầu Giấy', 'Phường Quan Hoa', 'Quận Cầu Giấy', 21.0365, 105.7984, 'ward'],
  ['Phường Yên Hòa, Quận Cầu Giấy', 'Phường Yên Hòa', 'Quận Cầu Giấy', 21.023, 105.794, 'ward'],
  ['Phường Văn Miếu, Quận Đống Đa', 'Phường Văn Miếu', 'Quận Đống Đa', 21.0278, 105.8363, 'ward'],
  ['Phường Láng Hạ, Quận Đống Đa', 'Phường Láng Hạ', 'Quận Đống Đa', 21.0138, 105.8127, 'ward'],
  ['Phường Bách Khoa, Quận Hai Bà Trưng', 'Phường Bách Khoa', 'Quận Hai Bà Trưng', 21.0047, 105.846, 'ward'],
  ['Phường Quảng An, Quận Tây Hồ', 'Phường Quảng An', 'Quận Tây Hồ', 21.0632, 105.8215, 'ward'],
  ['Phường Yên Phụ, Quận Tây Hồ', 'Phường Yên Phụ', 'Quận Tây Hồ', 21.0515, 105.841, 'ward'],
  // districts
  ['Quận Hoàn Kiếm', '', 'Quận Hoàn Kiếm', 21.0287, 105.8522, 'district'],
  ['Quận Ba Đình', '', 'Quận Ba Đình', 21.0357, 105.8289, 'district'],
  ['Quận Đống Đa', '', 'Quận Đống Đa', 21.0181, 105.8296, 'district'],
  ['Quận Hai Bà Trưng', '', 'Quận Hai Bà Trưng', 21.006, 105.8576, 'district'],
  ['Quận Cầu Giấy', '', 'Quận Cầu Giấy', 21.0325, 105.7955, 'district'],
  ['Quận Tây Hồ', '', 'Quận Tây Hồ', 21.068, 105.8188, 'district'],
  ['Quận Thanh Xuân', '', 'Quận Thanh Xuân', 20.9936, 105.8115, 'district'],
  ['Quận Hoàng Mai', '', 'Quận Hoàng Mai', 20.9747, 105.864, 'district'],
  ['Quận Long Biên', '', 'Quận Long Biên', 21.054, 105.8886, 'district'],
  ['Quận Nam Từ Liêm', '', 'Quận Nam Từ Liêm', 21.0124, 105.7655, 'district'],
  ['Quận Bắc Từ Liêm', '', 'Quận Bắc Từ Liêm', 21.0705, 105.7667, 'district'],
  ['Quận Hà Đông', '', 'Quận Hà Đông', 20.956, 105.756, 'district'],
  ['Huyện Đông Anh', '', 'Huyện Đông Anh', 21.137, 105.849, 'district'],
  ['Huyện Sóc Sơn', '', 'Huyện Sóc Sơn', 21.26, 105.83, 'district'],
  // far from every store: the out-of-range case
  ['Sân bay Quốc tế Nội Bài – Nhà ga T2', 'Phú Minh', 'Huyện Sóc Sơn', 21.214, 105.8035, 'landmark'],
  ['Thị trấn Sóc Sơn', 'Thị trấn Sóc Sơn', 'Huyện Sóc Sơn', 21.2569, 105.8494, 'landmark'],
  ['Đền Sóc', 'Xã Phù Linh', 'Huyện Sóc Sơn', 21.272, 105.835, 'landmark'],
  ['Vườn quốc gia Ba Vì', 'Xã Ba Vì', 'Huyện Ba Vì', 21.076, 105.365, 'landmark'],
];

function fullAddress(street: string, district: string, city: string): string {
  return [street, district, city].filter((part) => part !== '').join(', ');
}

const wardPlaces: SeedPlace[] = HCMC_WARDS.map(([ward, district, lat, lng], index) => ({
  id: `hcm-ward-${String(index + 1).padStart(3, '0')}`,
  name: `${ward}, ${district}`,
  address: fullAddress(ward, district, HCM_CITY),
  district,
  city: 'Hồ Chí Minh',
  lat,
  lng,
  kind: 'ward',
}));

const districtPlaces: SeedPlace[] = HCMC_DISTRICTS.map(([district, lat, lng]) => ({
  id: `hcm-district-${slug(district)}`,
  name: district,
  address: fullAddress('', district, HCM_CITY),
  district,
  city: 'Hồ Chí Minh',
  lat,
  lng,
  kind: 'district',
}));

function fromRows(rows: PlaceRow[], prefix: 'hcm' | 'hn', city: SeedPlace['city']): SeedPlace[] {
  const cityName = city === 'Hồ Chí Minh' ? HCM_CITY : HN_CITY;
  return rows.map(([name, street, district, lat, lng, kind]) => ({
    id: `${prefix}-${kind === 'landmark' ? 'lm' : kind}-${slug(name)}`,
    name,
    address: fullAddress(street, district, cityName),
    district,
    city,
    lat,
    lng,
    kind,
  }));
}

export const places: SeedPlace[] = [
  ...districtPlaces,
  ...wardPlaces,
  ...fromRows(HCM_LANDMARKS, 'hcm', 'Hồ Chí Minh'),
  ...fromRows(HN_PLACES, 'hn', 'Hà Nội'),
];
