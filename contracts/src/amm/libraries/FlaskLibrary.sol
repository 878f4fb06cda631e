// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FEE_DENOMINATOR, SWAP_FEE} from "./FlaskFees.sol";

/// @title Token order, reserves and constant-product quotes for the routers (Uniswap V2's formulas with
/// FlaskSwap's 0.25% fee). The SDK reproduces these bit for bit.
library FlaskLibrary {
    /// @dev getReserves() selector, called with a raw staticcall so a missing pair gets a clear message.
    bytes4 private constant GET_RESERVES = 0x0902f1ac;

    function sortTokens(address tokenA, address tokenB) internal pure returns (address token0, address token1) {
        require(tokenA != tokenB, "FlaskLibrary: IDENTICAL_ADDRESSES");
        (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        require(token0 != address(0), "FlaskLibrary: ZERO_ADDRESS");
    }


    /// @notice The pair's reserves in the order (tokenA, tokenB).
    function getReserves(address pair, address tokenA, address tokenB)
        internal
        view
        returns (uint256 reserveA, uint256 reserveB)
    {
        uint256 reserve0;
        uint256 reserve1;
        bool found;
        assembly ("memory-safe") {
            mstore(0x00, GET_RESERVES)
            found := and(gt(returndatasize(), 0x3f), staticcall(gas(), pair, 0x00, 0x04, 0x00, 0x40))
            reserve0 := mload(0x00)
            reserve1 := mload(0x20)
        }
        require(found, "FlaskLibrary: PAIR_NOT_FOUND");
        (reserveA, reserveB) = tokenA < tokenB ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @notice The amount of B worth `amountA` at the reserves' price (no fee, no price impact).
    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) internal pure returns (uint256 amountB) {
        require(amountA > 0, "FlaskLibrary: INSUFFICIENT_AMOUNT");
        require(reserveA > 0 && reserveB > 0, "FlaskLibrary: INSUFFICIENT_LIQUIDITY");
        amountB = amountA * reserveB / reserveA;
    }

    /// @notice Output for an exact input: in * 9975 * reserveOut / (reserveIn * 10000 + in * 9975).
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        internal
        pure
        returns (uint256 amountOut)
    {
        require(amountIn > 0, "FlaskLibrary: INSUFFICIENT_INPUT_AMOUNT");
        require(reserveIn > 0 && reserveOut > 0, "FlaskLibrary: INSUFFICIENT_LIQUIDITY");
        uint256 amountInWithFee = amountIn * (FEE_DENOMINATOR - SWAP_FEE);
        amountOut = amountInWithFee * reserveOut / (reserveIn * FEE_DENOMINATOR + amountInWithFee);
    }

    /// @notice Smallest input for an exact output: reserveIn * out * 10000 / ((reserveOut - out) * 9975) + 1.
    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        internal
        pure
        returns (uint256 amountIn)
    {
        require(amountOut > 0, "FlaskLibrary: INSUFFICIENT_OUTPUT_AMOUNT");
        require(reserveIn > 0 && amountOut < reserveOut, "FlaskLibrary: INSUFFICIENT_LIQUIDITY");
        amountIn = reserveIn * amountOut * FEE_DENOMINATOR / ((reserveOut - amountOut) * (FEE_DENOMINATOR - SWAP_FEE)) + 1;
    }


}
