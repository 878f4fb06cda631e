// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IAggregatorV3} from "../interfaces/IAggregatorV3.sol";

/// @title A price feed with Chainlink's interface whose answers its owner submits: the devnet's
/// BNB/USD, moved by the oracle keeper. Never deployed outside the devnet and tests.
contract DevnetPriceFeed is IAggregatorV3, Ownable {
    struct Answer {
        int256 answer;
        uint64 updatedAt;
    }

    uint8 public immutable decimals;
    string public description;
    uint256 public constant version = 1;

    uint80 public latestRound;
    mapping(uint80 roundId => Answer) private _answers;

    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    error NoSuchRound(uint80 roundId);

    constructor(uint8 decimals_, string memory description_, int256 initialAnswer, address owner_) Ownable(owner_) {
        decimals = decimals_;
        description = description_;
        _submit(initialAnswer);
    }

    /// @notice Publishes a new answer as the next round, stamped with this block's time.
    function submit(int256 answer) external onlyOwner {
        _submit(answer);
    }

    function getRoundData(uint80 roundId) public view returns (uint80, int256, uint256, uint256, uint80) {
        Answer memory data = _answers[roundId];
        if (data.updatedAt == 0) revert NoSuchRound(roundId);
        return (roundId, data.answer, data.updatedAt, data.updatedAt, roundId);
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        return getRoundData(latestRound);
    }

    function _submit(int256 answer) private {
        uint80 roundId = ++latestRound;
        _answers[roundId] = Answer(answer, uint64(block.timestamp));
        emit AnswerUpdated(answer, roundId, block.timestamp);
    }
}
