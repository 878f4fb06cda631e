// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAggregatorV3} from "../../../src/prediction/interfaces/IAggregatorV3.sol";

/// A feed whose every answer field the test sets, including ones a real feed would not give
/// (a round id going back, a price of 0, an old timestamp), or that reverts on every read.
contract MockAggregator is IAggregatorV3 {
    uint80 public roundId;
    int256 public answer;
    uint256 public updatedAt;
    bool public reverts;

    function set(uint80 roundId_, int256 answer_, uint256 updatedAt_) external {
        roundId = roundId_;
        answer = answer_;
        updatedAt = updatedAt_;
    }

    function setReverts(bool reverts_) external {
        reverts = reverts_;
    }

    function decimals() external pure returns (uint8) {
        return 8;
    }

    function description() external pure returns (string memory) {
        return "mock";
    }

    function version() external pure returns (uint256) {
        return 1;
    }

    function getRoundData(uint80) external view returns (uint80, int256, uint256, uint256, uint80) {
        return latestRoundData();
    }

    function latestRoundData() public view returns (uint80, int256, uint256, uint256, uint80) {
        require(!reverts, "feed down");
        return (roundId, answer, updatedAt, updatedAt, roundId);
    }
}
