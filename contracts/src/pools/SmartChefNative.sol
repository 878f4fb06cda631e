// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {SmartChefBase} from "./SmartChefBase.sol";

/// @title SmartChef pool staking the native coin (BNB): deposit sends the stake as value, no approval.
/// @notice stakedToken() is address(0). deposit keeps the ERC20 pool's signature so the app calls
/// both alike: deposit(amount) with value = amount; deposit(0) without value harvests.
/// BNB sent any other way is refused (there is no receive function).
contract SmartChefNative is SmartChefBase {
    error ValueMismatch(uint256 amount, uint256 value);

    constructor(
        IERC20 rewardToken_,
        uint128 rewardPerBlock_,
        uint256 startBlock_,
        uint256 bonusEndBlock_,
        uint256 poolLimitPerUser_,
        address owner_
    )
        SmartChefBase(
            IERC20(address(0)), rewardToken_, rewardPerBlock_, startBlock_, bonusEndBlock_, poolLimitPerUser_, owner_
        )
    {}

    /// @notice Stakes msg.value (which must equal `amount`) and harvests; deposit(0) only harvests.
    function deposit(uint256 amount) external payable nonReentrant {
        if (msg.value != amount) revert ValueMismatch(amount, msg.value);
        _deposit(amount);
    }

    function _receiveStake(uint256 amount) internal pure override returns (uint256) {
        return amount;
    }

    function _sendStake(address to, uint256 amount) internal override {
        Address.sendValue(payable(to), amount);
    }
}
