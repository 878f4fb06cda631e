// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @title SmartChef staking pool: stake one token, earn `rewardPerBlock` of another from startBlock
/// until bonusEndBlock, shared by stake. SmartChef (ERC20 stake) and SmartChefNative (BNB stake)
/// supply how the stake moves in and out; everything else lives here.
/// @notice Solvency policy: rewards are paid from a funded reserve, never promised beyond it. Reward
/// tokens enter through fundRewards (the factory funds the whole schedule at creation); each update
/// moves at most `rewardReserve` from the reserve to the stakers, so pendingReward can always be paid.
/// Blocks with nobody staked leave their rewards in the reserve.
/// @dev Owner powers, none of which reach user stakes or accrued rewards: stop rewards early, change
/// the reward rate before the start, take back reward tokens no future block needs, and recover
/// tokens sent here by mistake (never the staked or the reward token).
abstract contract SmartChefBase is Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    /// @notice Scale of accRewardPerShare; products are taken with mulDiv so they cannot overflow.
    uint256 public constant ACC_PRECISION = 1e30;

    /// @notice The staked token; address(0) for the native-coin (BNB) pool.
    IERC20 public immutable stakedToken;
    IERC20 public immutable rewardToken;
    uint256 public immutable startBlock;
    /// @notice Maximum stake per user; 0 means no limit.
    uint256 public immutable poolLimitPerUser;

    uint64 public lastRewardBlock;
    uint64 public bonusEndBlock;
    uint128 public rewardPerBlock;
    uint256 public accRewardPerShare;
    uint256 public totalStaked;
    /// @notice Funded reward tokens not yet credited to stakers.
    uint256 public rewardReserve;
    mapping(address account => UserInfo) public userInfo;

    event Deposit(address indexed user, uint256 amount);
    event Withdraw(address indexed user, uint256 amount);
    event Harvest(address indexed user, uint256 amount);
    event EmergencyWithdraw(address indexed user, uint256 amount);
    event RewardsFunded(address indexed funder, uint256 amount);
    event RewardPerBlockUpdated(uint256 rewardPerBlock);
    event RewardStopped(uint256 bonusEndBlock);
    event ExcessRewardsWithdrawn(address indexed to, uint256 amount);
    event TokenRecovered(IERC20 indexed token, uint256 amount);

    error StakedTokenIsRewardToken();
    error InvalidBlockRange(uint256 startBlock, uint256 bonusEndBlock);
    error UserLimitExceeded(uint256 stake, uint256 limit);
    error InsufficientStake(uint256 requested, uint256 staked);
    error PoolAlreadyStarted();
    error PoolAlreadyEnded();
    error CannotRecoverPoolToken();

    constructor(
        IERC20 stakedToken_,
        IERC20 rewardToken_,
        uint128 rewardPerBlock_,
        uint256 startBlock_,
        uint256 bonusEndBlock_,
        uint256 poolLimitPerUser_,
        address owner_
    ) Ownable(owner_) {
        if (address(stakedToken_) == address(rewardToken_)) revert StakedTokenIsRewardToken();
        if (startBlock_ >= bonusEndBlock_ || bonusEndBlock_ > type(uint64).max) {
            revert InvalidBlockRange(startBlock_, bonusEndBlock_);
        }
        stakedToken = stakedToken_;
        rewardToken = rewardToken_;
        rewardPerBlock = rewardPerBlock_;
        startBlock = startBlock_;
        bonusEndBlock = uint64(bonusEndBlock_);
        poolLimitPerUser = poolLimitPerUser_;
        lastRewardBlock = uint64(Math.max(startBlock_, block.number));
    }

    function hasUserLimit() external view returns (bool) {
        return poolLimitPerUser != 0;
    }

    /// @notice Reward `account` would receive by harvesting now.
    function pendingReward(address account) external view returns (uint256) {
        uint256 acc = accRewardPerShare;
        (uint256 reward,) = _accrual();
        if (reward != 0) acc += Math.mulDiv(reward, ACC_PRECISION, totalStaked);
        return _pending(userInfo[account], acc);
    }

    /// @notice Reward tokens the remaining blocks will never need (given back by withdrawExcessRewards).
    function excessRewards() public view returns (uint256) {
        uint256 last = lastRewardBlock;
        uint256 end = bonusEndBlock;
        uint256 needed = end > last ? (end - last) * rewardPerBlock : 0;
        uint256 reserve = rewardReserve;
        return reserve > needed ? reserve - needed : 0;
    }

    // ---- users ----

    /// @notice Unstakes `amount` and harvests; withdraw(0) only harvests.
    function withdraw(uint256 amount) external nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        uint256 staked = user.amount;
        if (amount > staked) revert InsufficientStake(amount, staked);
        uint256 acc = _updatePool();
        uint256 pending = _pending(user, acc);
        user.amount = staked - amount;
        user.rewardDebt = Math.mulDiv(staked - amount, acc, ACC_PRECISION, Math.Rounding.Ceil);
        totalStaked -= amount;
        _payReward(pending);
        if (amount != 0) {
            _sendStake(msg.sender, amount);
            emit Withdraw(msg.sender, amount);
        }
    }

    /// @notice Returns the whole stake without rewards; the forfeited reward goes back to the reserve.
    function emergencyWithdraw() external nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        uint256 amount = user.amount;
        rewardReserve += _pending(user, accRewardPerShare);
        delete userInfo[msg.sender];
        totalStaked -= amount;
        if (amount != 0) _sendStake(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, amount);
    }

    /// @notice Adds reward tokens to the reserve (anyone may top a pool up).
    function fundRewards(uint256 amount) external nonReentrant {
        uint256 balanceBefore = rewardToken.balanceOf(address(this));
        rewardToken.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = rewardToken.balanceOf(address(this)) - balanceBefore;
        rewardReserve += received;
        emit RewardsFunded(msg.sender, received);
    }

    // ---- owner ----

    /// @notice Ends rewards now; what stakers earned so far stays claimable.
    function stopReward() external onlyOwner {
        if (block.number >= bonusEndBlock) revert PoolAlreadyEnded();
        _updatePool();
        uint256 end = Math.max(block.number, startBlock);
        bonusEndBlock = uint64(end);
        emit RewardStopped(end);
    }

    /// @notice Changes the rate before the pool starts. A higher rate needs fundRewards for the
    /// difference (until then payouts stop at the reserve); a lower one frees excessRewards.
    function updateRewardPerBlock(uint128 newRewardPerBlock) external onlyOwner {
        if (block.number >= startBlock) revert PoolAlreadyStarted();
        rewardPerBlock = newRewardPerBlock;
        emit RewardPerBlockUpdated(newRewardPerBlock);
    }

    /// @notice Sends the owner the reward tokens beyond what the remaining blocks can pay out.
    function withdrawExcessRewards() external onlyOwner nonReentrant {
        _updatePool();
        uint256 amount = excessRewards();
        rewardReserve -= amount;
        rewardToken.safeTransfer(msg.sender, amount);
        emit ExcessRewardsWithdrawn(msg.sender, amount);
    }

    /// @notice Sends the owner a token sent here by mistake; never the staked or the reward token.
    function recoverToken(IERC20 token) external onlyOwner nonReentrant {
        if (token == stakedToken || token == rewardToken) revert CannotRecoverPoolToken();
        uint256 amount = token.balanceOf(address(this));
        token.safeTransfer(msg.sender, amount);
        emit TokenRecovered(token, amount);
    }

    // ---- internals ----

    /// @dev Stakes `amount` (already checked against msg.value by the native pool) and harvests.
    function _deposit(uint256 amount) internal {
        UserInfo storage user = userInfo[msg.sender];
        uint256 acc = _updatePool();
        uint256 pending = _pending(user, acc);
        uint256 staked = user.amount;
        if (amount != 0) {
            uint256 received = _receiveStake(amount);
            staked += received;
            if (poolLimitPerUser != 0 && staked > poolLimitPerUser) {
                revert UserLimitExceeded(staked, poolLimitPerUser);
            }
            user.amount = staked;
            totalStaked += received;
            emit Deposit(msg.sender, received);
        }
        user.rewardDebt = Math.mulDiv(staked, acc, ACC_PRECISION, Math.Rounding.Ceil);
        _payReward(pending);
    }

    /// @dev Pulls `amount` of the stake from msg.sender; returns what actually arrived.
    function _receiveStake(uint256 amount) internal virtual returns (uint256 received);

    function _sendStake(address to, uint256 amount) internal virtual;

    /// @dev Credits the reward since the last update to the stakers; returns the new accRewardPerShare.
    function _updatePool() private returns (uint256 acc) {
        acc = accRewardPerShare;
        (uint256 reward, uint256 until) = _accrual();
        if (until == 0) return acc;
        uint256 staked = totalStaked;
        if (staked != 0 && reward != 0) {
            rewardReserve -= reward;
            acc += Math.mulDiv(reward, ACC_PRECISION, staked);
            accRewardPerShare = acc;
        }
        lastRewardBlock = uint64(until);
    }

    /// @dev The reward earned since lastRewardBlock (capped by the reserve, 0 with nobody staked) and
    /// the block it runs to; `until` is 0 when there is nothing to account.
    function _accrual() private view returns (uint256 reward, uint256 until) {
        uint256 last = lastRewardBlock;
        uint256 end = bonusEndBlock;
        until = block.number < end ? block.number : end;
        if (until <= last) return (0, 0);
        if (totalStaked == 0) return (0, until);
        reward = Math.min((until - last) * rewardPerBlock, rewardReserve);
    }

    function _payReward(uint256 amount) private {
        if (amount == 0) return;
        rewardToken.safeTransfer(msg.sender, amount);
        emit Harvest(msg.sender, amount);
    }

    /// @dev Accrued reward rounded down minus debt rounded up: never pays a unit that was not credited.
    function _pending(UserInfo memory user, uint256 acc) private pure returns (uint256) {
        uint256 accrued = Math.mulDiv(user.amount, acc, ACC_PRECISION);
        return accrued > user.rewardDebt ? accrued - user.rewardDebt : 0;
    }
}
