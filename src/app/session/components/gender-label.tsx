import { useLingui } from '@lingui/react/macro';

/** Gender values of the profile (openapi Customer.gender). */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export function useGenderLabel() {
  const { t } = useLingui();
  return (gender: Gender | null): string => {
    switch (gender) {
      case 'male':
        return t`Male`;
      case 'female':
        return t`Female`;
      case 'other':
        return t`Other`;
      default:
        return t`Not given`;
    }
  };
}
