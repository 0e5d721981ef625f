/** Brand names of the wallets (proper names, the same in every language). */
export const WALLET_NAMES = { momo: 'MoMo', payoo: 'Payoo' } as const;
