import type { SeedCompany } from './types';

/**
 * Tax-code directory behind the e-invoice tax-code lookup.
 *
 * The first group are well-known Vietnamese companies with their publicly listed enterprise
 * codes (mã số doanh nghiệp). The second group are invented small businesses for the demo
 * (codes are made up, with a valid check digit); branch codes use the 10 + '-' + 3 form.
 * Every 10-digit code satisfies the Vietnamese check digit: weights 31 29 23 19 17 13 7 5 3
 * over the first 9 digits, check = 10 - (sum mod 11).
 */
export const companies: SeedCompany[] = [
  // well-known companies
  {
    tax_code: '0300588569',
    company_name: 'Công ty Cổ phần Sữa Việt Nam',
    company_address: 'Số 10 Tân Trào, Phường Tân Phú, Quận 7, Thành phố Hồ Chí Minh',
  },
  {
    tax_code: '0100109106',
    company_name: 'Tập đoàn Công nghiệp - Viễn thông Quân đội',
    company_address: 'Lô D26 Khu đô thị mới Cầu Giấy, Phường Yên Hòa, Quận Cầu Giấy, Hà Nội',
  },
  {
    tax_code: '0101248141',
    company_name: 'Công ty Cổ phần FPT',
    company_address: 'Số 10 Phạm Văn Bạch, Phường Dịch Vọng, Quận Cầu Giấy, Hà Nội',
  },
  {
    tax_code: '0101245486',
    company_name: 'Tập đoàn Vingroup - Công ty Cổ phần',
    company_address: 'Số 7 đường Bằng Lăng 1, Khu đô thị Vinhomes Riverside, Phường Việt Hưng, Quận Long Biên, Hà Nội',
  },
  {
    tax_code: '0102671977',
    company_name: 'Công ty Cổ phần Vinhomes',
    company_address: 'Số 7 đường Bằng Lăng 1, Khu đô thị Vinhomes Riverside, Phường Việt Hưng, Quận Long Biên, Hà Nội',
  },
  {
    tax_code: '0303576603',
    company_name: 'Công ty Cổ phần Tập đoàn Masan',
    company_address: 'Tầng 8, Central Plaza, 17 Lê Duẩn, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
  },
  {
    tax_code: '0100107518',
    company_name: 'Tổng Công ty Hàng không Việt Nam - CTCP',
    company_address: 'Số 200 Nguyễn Sơn, Phường Bồ Đề, Quận Long Biên, Hà Nội',
  },
  {
    tax_code: '0102325399',
    company_name: 'Công ty Cổ phần Hàng không VietJet',
    company_address: '302/3 phố Kim Mã, Phường Ngọc Khánh, Quận Ba Đình, Hà Nội',
  },
  {
    tax_code: '0100112437',
    company_name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
    company_address: '198 Trần Quang Khải, Phường Lý Thái Tổ, Quận Hoàn Kiếm, Hà Nội',
  },
  {
    tax_code: '0100111948',
    company_name: 'Ngân hàng TMCP Công thương Việt Nam',
    company_address: '108 Trần Hưng Đạo, Phường Cửa Nam, Quận Hoàn Kiếm, Hà Nội',
  },
  {
    tax_code: '0100150619',
    company_name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam',
    company_address: 'Tháp BIDV, 194 Trần Quang Khải, Phường Lý Thái Tổ, Quận Hoàn Kiếm, Hà Nội',
  },
  {
    tax_code: '0100230800',
    company_name: 'Ngân hàng TMCP Kỹ thương Việt Nam',
    company_address: 'Techcombank Tower, 6 Quang Trung, Phường Trần Hưng Đạo, Quận Hoàn Kiếm, Hà Nội',
  },
  {
    tax_code: '0301452948',
    company_name: 'Ngân hàng TMCP Á Châu',
    company_address: '442 Nguyễn Thị Minh Khai, Phường 5, Quận 3, Thành phố Hồ Chí Minh',
  },
  {
    tax_code: '0303217354',
    company_name: 'Công ty Cổ phần Đầu tư Thế Giới Di Động',
    company_address: '128 Trần Quang Khải, Phường Tân Định, Quận 1, Thành phố Hồ Chí Minh',
  },
  {
    tax_code: '0300521758',
    company_name: 'Công ty Cổ phần Vàng bạc Đá quý Phú Nhuận',
    company_address: '170E Phan Đăng Lưu, Phường 3, Quận Phú Nhuận, Thành phố Hồ Chí Minh',
  },
  {
    tax_code: '0300583659',
    company_name: 'Tổng Công ty Cổ phần Bia - Rượu - Nước giải khát Sài Gòn',
    company_address: '187 Nguyễn Chí Thanh, Phường 12, Quận 5, Thành phố Hồ Chí Minh',
  },
  {
    tax_code: '0900189284',
    company_name: 'Công ty Cổ phần Tập đoàn Hòa Phát',
    company_address: 'Khu công nghiệp Phố Nối A, Xã Giai Phạm, Huyện Yên Mỹ, Tỉnh Hưng Yên',
  },
  {
    tax_code: '0100107370',
    company_name: 'Tập đoàn Xăng dầu Việt Nam',
    company_address: 'Số 1 Khâm Thiên, Phường Khâm Thiên, Quận Đống Đa, Hà Nội',
  },
  {
    tax_code: '0100100079',
    company_name: 'Tập đoàn Điện lực Việt Nam',
    company_address: 'Số 11 Cửa Bắc, Phường Trúc Bạch, Quận Ba Đình, Hà Nội',
  },
  {
    tax_code: '0100684378',
    company_name: 'Tập đoàn Bưu chính Viễn thông Việt Nam',
    company_address: 'Số 57 Huỳnh Thúc Kháng, Phường Láng Hạ, Quận Đống Đa, Hà Nội',
  },
  {
    tax_code: '0301175691',
    company_name: 'Liên hiệp Hợp tác xã Thương mại Thành phố Hồ Chí Minh',
    company_address: '199-205 Nguyễn Thái Học, Phường Phạm Ngũ Lão, Quận 1, Thành phố Hồ Chí Minh',
  },
  {
    tax_code: '0312650437',
    company_name: 'Công ty TNHH Grab',
    company_address: 'Tòa nhà Mapletree Business Centre, 1060 Nguyễn Văn Linh, Phường Tân Phong, Quận 7, Thành phố Hồ Chí Minh',
  },
  // invented businesses for the demo
  {
    tax_code: '0318475622',
    company_name: 'Công ty TNHH Ẩm thực Bếp Nhà Sài Gòn',
    company_address: '42 Nguyễn Huệ, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
  },
  {
    tax_code: '0318475622-001',
    company_name: 'Chi nhánh Hà Nội - Công ty TNHH Ẩm thực Bếp Nhà Sài Gòn',
    company_address: '22 Hàng Bài, Phường Hàng Bài, Quận Hoàn Kiếm, Hà Nội',
  },
  {
    tax_code: '0316204183',
    company_name: 'Công ty TNHH Thương mại Dịch vụ Ánh Dương',
    company_address: '58 Trần Quang Diệu, Phường 14, Quận 3, Thành phố Hồ Chí Minh',
  },
  {
    tax_code: '0317769034',
    company_name: 'Công ty Cổ phần Công nghệ Sao Mai',
    company_address: '15 Phổ Quang, Phường 2, Quận Tân Bình, Thành phố Hồ Chí Minh',
  },
  {
    tax_code: '0109852316',
    company_name: 'Công ty TNHH Tư vấn Thiết kế Hồng Hà',
    company_address: '31 Trần Đăng Ninh, Phường Dịch Vọng, Quận Cầu Giấy, Hà Nội',
  },
  {
    tax_code: '0109852316-002',
    company_name: 'Văn phòng đại diện Công ty TNHH Tư vấn Thiết kế Hồng Hà tại Thành phố Hồ Chí Minh',
    company_address: '120 Nguyễn Đình Chiểu, Phường Đa Kao, Quận 1, Thành phố Hồ Chí Minh',
  },
];
