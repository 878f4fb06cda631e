// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title What FlaskRouter and FlaskSplitRouter both answer: the factory whose pairs they trade
/// through, and WBNB under Uniswap's name.
interface IFlaskRouterBase {
    function factory() external view returns (address);
    function WETH() external view returns (address);
}
