// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Receiver of a flash swap.
/// @notice The callback keeps Uniswap V2's name so existing flash-swap contracts work unchanged.
interface IFlaskCallee {
    function uniswapV2Call(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external;
}
