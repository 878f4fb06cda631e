// What tickets cost: the contract's bulk discount, and the ticket price for a FLASK price in USD.
import { LOTTERY_BASIS_POINTS } from './constants.ts';

/** price × n × (discountDivisor + 1 − n) / discountDivisor, rounded down like the contract. */
export function bulkTicketCost(priceTicket: bigint, count: bigint, discountDivisor: bigint): bigint {
  if (count <= 0n) return 0n;
  return (priceTicket * count * (discountDivisor + 1n - count)) / discountDivisor;
}

/** The discount on n tickets in basis points: (n − 1) / discountDivisor (5 = 0.05% for 2 of 2000). */
export function bulkDiscountBasisPoints(count: bigint, discountDivisor: bigint): bigint {
  if (count <= 1n) return 0n;
  return ((count - 1n) * LOTTERY_BASIS_POINTS) / discountDivisor;
}

/** FLASK (18 decimals) worth `usdE18` at `flaskUsdE18` (USD per FLASK), both 18 decimals, rounded down. */
export function flaskForUsd(usdE18: bigint, flaskUsdE18: bigint): bigint {
  if (flaskUsdE18 <= 0n) return 0n;
  return (usdE18 * 10n ** 18n) / flaskUsdE18;
}
