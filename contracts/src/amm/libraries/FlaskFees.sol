// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

// The exchange's fee schedule (SPEC §9): every swap pays 0.25% of its input. Liquidity
// providers keep 0.17%; the protocol takes 0.08% (8/25 of the fee), of which the fee collector
// sends 0.03% to the treasury (3/8) and spends 0.05% buying back and burning FLASK (5/8).

/// @dev Basis-point denominator for the swap fee.
uint256 constant FEE_DENOMINATOR = 10_000;

/// @dev The swap fee in basis points: 25 of every 10 000 units paid in stay in the pool.
/// The pair's K check and the router's quotes both use this one constant, so a quote can never
/// ask for more than the pair accepts.
uint256 constant SWAP_FEE = 25;

/// @dev Share of the fee growth (measured as growth of sqrt(k)) minted to the fee collector
/// when the protocol fee is on: 8/25 of 0.25% = 0.08% of volume.
uint256 constant PROTOCOL_FEE_NUMERATOR = 8;
uint256 constant PROTOCOL_FEE_DENOMINATOR = 25;

/// @dev Share of the protocol's take the collector pays to the treasury: 3/8 of 0.08% = 0.03% of
/// volume. The remaining 5/8 (0.05%) buys FLASK and burns it.
uint256 constant TREASURY_SHARE_NUMERATOR = 3;
uint256 constant TREASURY_SHARE_DENOMINATOR = 8;
