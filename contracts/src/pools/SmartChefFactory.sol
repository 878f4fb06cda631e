// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {SmartChef} from "./SmartChef.sol";
import {SmartChefBase} from "./SmartChefBase.sol";
import {SmartChefNative} from "./SmartChefNative.sol";

/// @title Deploys SmartChef pools, funds their whole reward schedule and lists them.
/// @notice Pools created here start fully funded: the creator pays rewardPerBlock for every block
/// from max(startBlock, now) to bonusEndBlock (a fee-on-transfer reward token funds what arrives,
/// so such a pool pays out at most that). The list (allPools) is the official set of pools.
contract SmartChefFactory is Ownable2Step {
    using SafeERC20 for IERC20;

    address[] public allPools;

    event PoolCreated(
        address indexed pool,
        IERC20 indexed stakedToken,
        IERC20 indexed rewardToken,
        uint256 rewardPerBlock,
        uint256 startBlock,
        uint256 bonusEndBlock,
        uint256 poolLimitPerUser,
        address admin
    );

    constructor(address owner_) Ownable(owner_) {}

    function allPoolsLength() external view returns (uint256) {
        return allPools.length;
    }

    /// @notice Creates a pool owned by `admin`; stakedToken address(0) creates a native-coin (BNB) pool.
    /// The caller must have approved the reward token for the full schedule.
    function createPool(
        IERC20 stakedToken,
        IERC20 rewardToken,
        uint128 rewardPerBlock,
        uint256 startBlock,
        uint256 bonusEndBlock,
        uint256 poolLimitPerUser,
        address admin
    ) external onlyOwner returns (address pool) {
        pool = address(stakedToken) == address(0)
            ? address(
                new SmartChefNative(rewardToken, rewardPerBlock, startBlock, bonusEndBlock, poolLimitPerUser, admin)
            )
            : address(
                new SmartChef(
                    stakedToken, rewardToken, rewardPerBlock, startBlock, bonusEndBlock, poolLimitPerUser, admin
                )
            );
        allPools.push(pool);
        emit PoolCreated(
            pool, stakedToken, rewardToken, rewardPerBlock, startBlock, bonusEndBlock, poolLimitPerUser, admin
        );

        uint256 from = Math.max(startBlock, block.number);
        uint256 schedule = bonusEndBlock > from ? (bonusEndBlock - from) * rewardPerBlock : 0;
        if (schedule != 0) {
            // Fund with what arrived: a fee-on-transfer reward token delivers less than the schedule,
            // and asking the pool for the full amount would revert or take the factory's own tokens.
            uint256 balanceBefore = rewardToken.balanceOf(address(this));
            rewardToken.safeTransferFrom(msg.sender, address(this), schedule);
            uint256 received = rewardToken.balanceOf(address(this)) - balanceBefore;
            rewardToken.forceApprove(pool, received);
            SmartChefBase(pool).fundRewards(received);
        }
    }
}
