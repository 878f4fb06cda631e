// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SmartChefBase} from "./SmartChefBase.sol";

/// @title SmartChef pool staking an ERC20 token (approval first, then deposit).
/// @notice Credits the amount that actually arrived, so fee-on-transfer tokens are safe to stake.
contract SmartChef is SmartChefBase {
    using SafeERC20 for IERC20;

    constructor(
        IERC20 stakedToken_,
        IERC20 rewardToken_,
        uint128 rewardPerBlock_,
        uint256 startBlock_,
        uint256 bonusEndBlock_,
        uint256 poolLimitPerUser_,
        address owner_
    )
        SmartChefBase(
            stakedToken_, rewardToken_, rewardPerBlock_, startBlock_, bonusEndBlock_, poolLimitPerUser_, owner_
        )
    {}

    /// @notice Stakes `amount` and harvests; deposit(0) only harvests.
    function deposit(uint256 amount) external nonReentrant {
        _deposit(amount);
    }

    function _receiveStake(uint256 amount) internal override returns (uint256) {
        uint256 balanceBefore = stakedToken.balanceOf(address(this));
        stakedToken.safeTransferFrom(msg.sender, address(this), amount);
        return stakedToken.balanceOf(address(this)) - balanceBefore;
    }

    function _sendStake(address to, uint256 amount) internal override {
        stakedToken.safeTransfer(to, amount);
    }
}
