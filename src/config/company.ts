import { msg } from '@lingui/core/macro';

/** The company behind the brand, as printed in the footer and on the website-owner page. */
export const company = {
  name: msg`Bep Nha Sai Gon Company Limited`,
  address: msg`125 Nguyen Thi Minh Khai Street, Ben Thanh Ward, District 1, Ho Chi Minh City, Vietnam`,
  registration: msg`Business registration certificate No. 0316482915, first issued by the Ho Chi Minh City Department of Planning and Investment on 15 March 2020`,
  representative: msg`Nguyen Minh Anh, Director`,
} as const;
