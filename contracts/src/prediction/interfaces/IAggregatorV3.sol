// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Chainlink's AggregatorV3Interface, as its price feeds expose it: the prediction reads
/// BNB/USD through it, so a BNB-chain deployment uses Chainlink's feed by configuration.
interface IAggregatorV3 {
    function decimals() external view returns (uint8);

    function description() external view returns (string memory);

    function version() external view returns (uint256);

    function getRoundData(uint80 roundId)
        external
        view
        returns (uint80 roundId_, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}
