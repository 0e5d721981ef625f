/**
 * Splits the codes check-menu-exist found unavailable (SPEC §4 "Cart actions"): dishes still on
 * the store's menu but sold out (their lines stay, inactive) and dishes the store does not offer
 * (their lines are removed).
 */
export function partitionUnavailable(codes: readonly string[], soldOutCodes: readonly string[]) {
  const soldOut = new Set(soldOutCodes);
  return {
    soldOut: codes.filter((code) => soldOut.has(code)),
    missing: codes.filter((code) => !soldOut.has(code)),
  };
}
