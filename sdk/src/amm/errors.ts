// Errors the AMM math throws where the contracts would revert, named after the revert reason
// so a caller can tell "no liquidity" from "amount too small" without parsing messages.

export class InsufficientReservesError extends Error {
  override readonly name = 'InsufficientReservesError';
  constructor() {
    super('INSUFFICIENT_LIQUIDITY');
  }
}

export class InsufficientInputAmountError extends Error {
  override readonly name = 'InsufficientInputAmountError';
  constructor() {
    super('INSUFFICIENT_INPUT_AMOUNT');
  }
}

export class InsufficientOutputAmountError extends Error {
  override readonly name = 'InsufficientOutputAmountError';
  constructor() {
    super('INSUFFICIENT_OUTPUT_AMOUNT');
  }
}

export class InsufficientLiquidityMintedError extends Error {
  override readonly name = 'InsufficientLiquidityMintedError';
  constructor() {
    super('INSUFFICIENT_LIQUIDITY_MINTED');
  }
}

export class InsufficientLiquidityBurnedError extends Error {
  override readonly name = 'InsufficientLiquidityBurnedError';
  constructor() {
    super('INSUFFICIENT_LIQUIDITY_BURNED');
  }
}
