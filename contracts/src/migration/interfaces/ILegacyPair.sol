// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title What the migrator needs of another exchange's Uniswap-V2-style pair (PancakeSwap v2's,
/// Uniswap V2's): its tokens, burning liquidity sent to it, and its LP token's EIP-2612 permit.
interface ILegacyPair {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function burn(address to) external returns (uint256 amount0, uint256 amount1);
    function allowance(address owner, address spender) external view returns (uint256);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external;
}

/// @title The other exchange's factory: where its pairs are listed.
interface ILegacyFactory {
    function getPair(address tokenA, address tokenB) external view returns (address pair);
}
