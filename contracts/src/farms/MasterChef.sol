// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IFlaskToken} from "./IFlaskToken.sol";

/// @title MasterChef: mints 20 FLASK per block and shares them between the farms by allocation points.
/// @notice pid 0 is the manual FLASK staking pool, used through enterStaking/leaveStaking; every other
/// pid is an LP farm, used through deposit/withdraw. deposit(pid, 0) and leaveStaking(0) harvest.
/// @dev Accounting rules:
/// - Each pool keeps its own `totalStaked`; balanceOf is only read around a transferFrom to measure
///   what actually arrived (fee-on-transfer tokens). FLASK staked in pid 0 and FLASK minted as rewards
///   both sit here, and only this per-pool total tells them apart.
/// - Rewards are minted into this contract when a pool updates and paid out from here. A user's accrued
///   reward rounds down and their reward debt rounds up, so the sum of payouts never exceeds what was
///   minted: the chef stays solvent for every stake and every pending reward.
/// - Emissions are clamped to the room left under the FLASK cap and a failing mint only skips that
///   period's rewards, so reaching the cap (or losing the minter role) never blocks a withdrawal.
/// - Near the cap, the first pool to update after the room shrinks below its reward takes all that is
///   left and every later pool gets nothing: emissions are first come, first served, never pro rata.
/// - pendingFlask reports only what an update would really mint: nothing new once the chef has lost
///   MINTER_ROLE, and never past the cap. The vault prices its shares with it, so a view promising
///   unmintable rewards would let one holder be paid them out of another's principal.
/// - pid 0's allocation is set explicitly by the owner like any other farm (no automatic ratio): one
///   rule, Σ allocPoint = totalAllocPoint, and the staking pool's share is visible on chain.
/// - No migrator and no owner path to user stakes: the owner can only add farms and set allocations.
contract MasterChef is Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @dev lpToken, allocPoint and lastRewardBlock share one storage slot.
    struct PoolInfo {
        IERC20 lpToken;
        uint32 allocPoint;
        uint64 lastRewardBlock;
        uint256 accFlaskPerShare; // FLASK per staked unit, scaled by ACC_PRECISION
        uint256 totalStaked; // what the users of this pool have staked, in lpToken units
    }

    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    uint256 public constant FLASK_PER_BLOCK = 20 ether;
    /// @notice Scale of accFlaskPerShare: large enough that tiny per-block rewards over huge LP supplies
    /// still count; products are taken with mulDiv so they cannot overflow.
    uint256 public constant ACC_PRECISION = 1e30;
    /// @dev FlaskToken's MINTER_ROLE.
    bytes32 private constant MINTER_ROLE = keccak256("MINTER_ROLE");

    IFlaskToken public immutable flask;
    uint256 public immutable startBlock;
    uint256 private immutable _flaskCap;

    PoolInfo[] public poolInfo;
    mapping(uint256 pid => mapping(address account => UserInfo)) public userInfo;
    /// @notice Whether a token already has a pool (the same LP is never added twice; FLASK is pid 0).
    mapping(IERC20 token => bool) public lpTokenAdded;
    uint256 public totalAllocPoint;

    event PoolAdded(uint256 indexed pid, IERC20 indexed lpToken, uint256 allocPoint);
    event AllocPointSet(uint256 indexed pid, uint256 allocPoint);
    event Deposit(address indexed user, uint256 indexed pid, uint256 amount);
    event Withdraw(address indexed user, uint256 indexed pid, uint256 amount);
    event Harvest(address indexed user, uint256 indexed pid, uint256 amount);
    event EmergencyWithdraw(address indexed user, uint256 indexed pid, uint256 amount);

    error LpTokenAlreadyAdded(IERC20 lpToken);
    error StakingPoolOnlyThroughEnterLeave();
    error InsufficientStake(uint256 requested, uint256 staked);

    /// @param stakingAllocPoint pid 0's allocation points.
    constructor(IFlaskToken flask_, uint256 startBlock_, uint32 stakingAllocPoint, address owner_) Ownable(owner_) {
        flask = flask_;
        startBlock = startBlock_;
        _flaskCap = flask_.cap();
        _addPool(IERC20(address(flask_)), stakingAllocPoint);
    }

    function poolLength() external view returns (uint256) {
        return poolInfo.length;
    }

    /// @notice FLASK `account` would receive by harvesting `pid` now: what is credited plus what an
    /// update would mint, which is nothing while the chef lacks MINTER_ROLE (updatePool skips it).
    /// @dev The role check is cheaper than updating pid 0 before every vault pricing and keeps the
    /// view honest for every reader; in a transaction it warms the slot the mint reads next anyway.
    function pendingFlask(uint256 pid, address account) external view returns (uint256) {
        PoolInfo memory pool = poolInfo[pid];
        UserInfo memory user = userInfo[pid][account];
        uint256 acc = pool.accFlaskPerShare;
        if (
            block.number > pool.lastRewardBlock && pool.totalStaked != 0
                && flask.hasRole(MINTER_ROLE, address(this))
        ) {
            acc += Math.mulDiv(_poolReward(pool.lastRewardBlock, pool.allocPoint), ACC_PRECISION, pool.totalStaked);
        }
        return _pending(user, acc);
    }

    // ---- owner ----

    /// @notice Adds an LP farm. Updates every pool first so the new weights apply only from now on.
    function add(uint32 allocPoint, IERC20 lpToken) external onlyOwner {
        massUpdatePools();
        _addPool(lpToken, allocPoint);
    }

    /// @notice Sets a pool's allocation points (pid 0 included). Updates every pool first.
    function set(uint256 pid, uint32 allocPoint) external onlyOwner {
        massUpdatePools();
        PoolInfo storage pool = poolInfo[pid];
        totalAllocPoint = totalAllocPoint - pool.allocPoint + allocPoint;
        pool.allocPoint = allocPoint;
        emit AllocPointSet(pid, allocPoint);
    }

    // ---- pool updates ----

    function massUpdatePools() public {
        uint256 length = poolInfo.length;
        for (uint256 pid; pid < length; ++pid) {
            updatePool(pid);
        }
    }

    /// @notice Mints the pool's rewards since its last update into the chef and credits them per share.
    /// @dev A failed mint (minter role revoked) skips the period instead of reverting. Starving the mint
    /// of gas does not skip rewards: the 1/64 of gas left behind cannot pay for the storage write below.
    function updatePool(uint256 pid) public {
        PoolInfo storage pool = poolInfo[pid];
        uint256 lastRewardBlock = pool.lastRewardBlock;
        if (block.number <= lastRewardBlock) return;
        uint256 staked = pool.totalStaked;
        if (staked != 0) {
            uint256 reward = _poolReward(lastRewardBlock, pool.allocPoint);
            if (reward != 0) {
                try flask.mint(address(this), reward) {
                    pool.accFlaskPerShare += Math.mulDiv(reward, ACC_PRECISION, staked);
                } catch {}
            }
        }
        pool.lastRewardBlock = uint64(block.number);
    }

    // ---- users ----

    /// @notice Stakes LP tokens in farm `pid` (not 0) and harvests; deposit(pid, 0) only harvests.
    function deposit(uint256 pid, uint256 amount) external nonReentrant {
        if (pid == 0) revert StakingPoolOnlyThroughEnterLeave();
        _deposit(pid, amount);
    }

    /// @notice Unstakes LP tokens from farm `pid` (not 0) and harvests.
    function withdraw(uint256 pid, uint256 amount) external nonReentrant {
        if (pid == 0) revert StakingPoolOnlyThroughEnterLeave();
        _withdraw(pid, amount);
    }

    /// @notice Stakes FLASK in pid 0 and harvests; enterStaking(0) only harvests.
    function enterStaking(uint256 amount) external nonReentrant {
        _deposit(0, amount);
    }

    /// @notice Unstakes FLASK from pid 0 and harvests; leaveStaking(0) only harvests.
    function leaveStaking(uint256 amount) external nonReentrant {
        _withdraw(0, amount);
    }

    /// @notice Returns the whole stake of `pid` without touching rewards (pending FLASK is forfeited).
    /// Works even if reward accounting could not run.
    function emergencyWithdraw(uint256 pid) external nonReentrant {
        PoolInfo storage pool = poolInfo[pid];
        UserInfo storage user = userInfo[pid][msg.sender];
        uint256 amount = user.amount;
        delete userInfo[pid][msg.sender];
        pool.totalStaked -= amount;
        pool.lpToken.safeTransfer(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, pid, amount);
    }

    // ---- internals ----

    function _addPool(IERC20 lpToken, uint32 allocPoint) private {
        if (lpTokenAdded[lpToken]) revert LpTokenAlreadyAdded(lpToken);
        lpTokenAdded[lpToken] = true;
        totalAllocPoint += allocPoint;
        poolInfo.push(
            PoolInfo({
                lpToken: lpToken,
                allocPoint: allocPoint,
                lastRewardBlock: uint64(Math.max(block.number, startBlock)),
                accFlaskPerShare: 0,
                totalStaked: 0
            })
        );
        emit PoolAdded(poolInfo.length - 1, lpToken, allocPoint);
    }

    function _deposit(uint256 pid, uint256 amount) private {
        PoolInfo storage pool = poolInfo[pid];
        UserInfo storage user = userInfo[pid][msg.sender];
        updatePool(pid);
        uint256 acc = pool.accFlaskPerShare;
        // The reward is paid before the stake is pulled, so enterStaking(pending) compounds in one call.
        uint256 pending = _pending(user, acc);
        if (pending != 0) _payFlask(pid, pending, 0);
        if (amount != 0) {
            IERC20 lpToken = pool.lpToken;
            uint256 balanceBefore = lpToken.balanceOf(address(this));
            lpToken.safeTransferFrom(msg.sender, address(this), amount);
            uint256 received = lpToken.balanceOf(address(this)) - balanceBefore;
            user.amount += received;
            pool.totalStaked += received;
            emit Deposit(msg.sender, pid, received);
        }
        user.rewardDebt = Math.mulDiv(user.amount, acc, ACC_PRECISION, Math.Rounding.Ceil);
    }

    function _withdraw(uint256 pid, uint256 amount) private {
        PoolInfo storage pool = poolInfo[pid];
        UserInfo storage user = userInfo[pid][msg.sender];
        uint256 staked = user.amount;
        if (amount > staked) revert InsufficientStake(amount, staked);
        updatePool(pid);
        uint256 acc = pool.accFlaskPerShare;
        uint256 pending = _pending(user, acc);
        user.amount = staked - amount;
        user.rewardDebt = Math.mulDiv(staked - amount, acc, ACC_PRECISION, Math.Rounding.Ceil);
        pool.totalStaked -= amount;
        if (pid == 0) {
            // Principal and reward are both FLASK: one transfer.
            _payFlask(0, pending, amount);
        } else {
            if (pending != 0) _payFlask(pid, pending, 0);
            if (amount != 0) pool.lpToken.safeTransfer(msg.sender, amount);
        }
        if (amount != 0) emit Withdraw(msg.sender, pid, amount);
    }

    /// @dev Sends `reward` (plus `principal` of pid 0's FLASK) to the caller.
    function _payFlask(uint256 pid, uint256 reward, uint256 principal) private {
        uint256 total = reward + principal;
        if (total != 0) IERC20(address(flask)).safeTransfer(msg.sender, total);
        if (reward != 0) emit Harvest(msg.sender, pid, reward);
    }

    /// @dev FLASK owed to `pool` since its last update, never more than the cap still allows.
    function _poolReward(uint256 lastRewardBlock, uint256 allocPoint) private view returns (uint256 reward) {
        if (allocPoint == 0) return 0;
        reward = (block.number - lastRewardBlock) * FLASK_PER_BLOCK * allocPoint / totalAllocPoint;
        uint256 room = _flaskCap - flask.totalSupply();
        if (reward > room) reward = room;
    }

    /// @dev Accrued reward rounded down minus debt rounded up: never pays a unit that was not minted.
    function _pending(UserInfo memory user, uint256 acc) private pure returns (uint256) {
        uint256 accrued = Math.mulDiv(user.amount, acc, ACC_PRECISION);
        return accrued > user.rewardDebt ? accrued - user.rewardDebt : 0;
    }
}
