import type { SeedBrand } from './types';

/** The one brand of the demo: an invented Saigon home-cooking chain. */
export const brand: SeedBrand = {
  id: 1,
  code: 'BNSG',
  name: 'Bếp Nhà Sài Gòn',
  company: 'Công ty TNHH Ẩm thực Bếp Nhà Sài Gòn',
};

/** Invented legal details of the brand's company (footer, e-invoice policy). */
export const brandCompany = {
  legal_name: 'Công ty TNHH Ẩm thực Bếp Nhà Sài Gòn',
  tax_code: '0318475622',
  address: '42 Nguyễn Huệ, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
  hotline: '19008012',
} as const;
