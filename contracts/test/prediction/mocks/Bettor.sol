// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskPrediction} from "../../../src/prediction/FlaskPrediction.sol";

/// A contract account that bets and claims, counts the BNB transfers it receives, and can refuse
/// them or try to claim again from inside one.
contract Bettor {
    FlaskPrediction public immutable prediction;
    uint256 public transfersReceived;
    bool public refuses;
    bool public reenters;
    uint256[] private _reentryEpochs;

    constructor(FlaskPrediction prediction_) {
        prediction = prediction_;
    }

    function setRefuses(bool refuses_) external {
        refuses = refuses_;
    }

    function setReenters(uint256[] calldata epochs) external {
        reenters = true;
        _reentryEpochs = epochs;
    }

    function betBull(uint256 epoch) external payable {
        prediction.betBull{value: msg.value}(epoch);
    }

    function betBear(uint256 epoch) external payable {
        prediction.betBear{value: msg.value}(epoch);
    }

    function claim(uint256[] calldata epochs) external {
        prediction.claim(epochs);
    }

    receive() external payable {
        require(!refuses, "refused");
        ++transfersReceived;
        if (reenters) prediction.claim(_reentryEpochs);
    }
}
