// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IfoBase} from "./IfoBase.sol";
import {IfoMath} from "./IfoMath.sol";

/// @title IFO version 2: a basic pool (pid 0: per-user LP limit, no tax) and an unlimited pool
/// (pid 1: no limit, overflow tax on the refund, IfoMath.taxRate).
/// @notice The owner sets the pools before the start; both pools' offering tokens must be here before
/// the first deposit. Each pool is harvested on its own, once; points count the deposits of both
/// pools. See IfoBase for the window, the profile gate and the owner.
contract FlaskIfoV2 is IfoBase {
    uint8 public constant NUMBER_POOLS = 2;

    Pool[NUMBER_POOLS] private _pools;
    mapping(address user => mapping(uint8 pid => UserPool)) private _userPools;

    event Deposit(address indexed user, uint256 amount, uint8 indexed pid);
    event Harvest(address indexed user, uint256 offeringAmount, uint256 excessAmount, uint8 indexed pid);
    event PoolParametersSet(uint256 offeringAmountPool, uint256 raisingAmountPool, uint8 pid);

    error LimitExceeded(uint256 newAmount, uint256 limit);

    constructor(
        address lpToken_,
        address offeringToken_,
        address profile_,
        uint256 startBlock_,
        uint256 endBlock_,
        uint256 releaseBlock_,
        address owner_
    ) IfoBase(lpToken_, offeringToken_, profile_, startBlock_, endBlock_, releaseBlock_, owner_) {}

    // ----- owner -----

    /// @notice Sets pool `pid` (0 basic, 1 unlimited); `limitPerUserInLP` 0 = no limit. Before the
    /// start only. A pool never set takes no deposits.
    function setPool(
        uint256 offeringAmountPool,
        uint256 raisingAmountPool,
        uint256 limitPerUserInLP,
        bool hasTax,
        uint8 pid
    ) external onlyOwner {
        _onlyBeforeStart();
        Pool storage pool = _pool(pid);
        if (offeringAmountPool == 0 || raisingAmountPool == 0) revert ZeroAmount();
        pool.offeringAmount = offeringAmountPool;
        pool.raisingAmount = raisingAmountPool;
        pool.limitPerUserInLP = limitPerUserInLP;
        pool.hasTax = hasTax;
        emit PoolParametersSet(offeringAmountPool, raisingAmountPool, pid);
    }

    // ----- users -----

    /// @notice Commits `amount` of LP to pool `pid` (approve it first). Needs an active profile.
    function depositPool(uint256 amount, uint8 pid) external nonReentrant {
        Pool storage pool = _pool(pid);
        if (pool.raisingAmount == 0) revert InvalidPool(pid);
        _checkFunded(_pools[0].offeringAmount + _pools[1].offeringAmount);
        UserPool storage user = _userPools[msg.sender][pid];
        uint256 limit = pool.limitPerUserInLP;
        if (limit != 0 && user.amount + amount > limit) revert LimitExceeded(user.amount + amount, limit);
        emit Deposit(msg.sender, _deposit(pool, user, amount), pid);
    }

    /// @notice Pays the caller's offering tokens and LP refund (less the tax) of pool `pid`, once,
    /// after the end and the release.
    function harvestPool(uint8 pid) external nonReentrant {
        (uint256 offering, uint256 refund,) = _harvest(_pool(pid), _userPools[msg.sender][pid]);
        _grantPoints(msg.sender, _userPools[msg.sender][0].amount + _userPools[msg.sender][1].amount);
        emit Harvest(msg.sender, offering, refund, pid);
    }

    // ----- views -----

    function viewPoolInformation(uint256 pid)
        external
        view
        returns (
            uint256 raisingAmountPool,
            uint256 offeringAmountPool,
            uint256 limitPerUserInLP,
            bool hasTax,
            uint256 totalAmountPool,
            uint256 sumTaxesOverflow
        )
    {
        Pool storage pool = _pool(pid);
        return (
            pool.raisingAmount,
            pool.offeringAmount,
            pool.limitPerUserInLP,
            pool.hasTax,
            pool.totalAmount,
            pool.sumTaxesOverflow
        );
    }

    /// @notice The overflow tax rate of pool `pid` as it stands (1e12 = 100%; 0 without tax).
    function viewPoolTaxRateOverflow(uint256 pid) external view returns (uint256) {
        Pool storage pool = _pool(pid);
        return pool.hasTax ? IfoMath.taxRate(pool.totalAmount, pool.raisingAmount) : 0;
    }

    function viewUserInfo(address user, uint8[] calldata pids)
        external
        view
        returns (uint256[] memory amountPools, bool[] memory claimedPools)
    {
        amountPools = new uint256[](pids.length);
        claimedPools = new bool[](pids.length);
        for (uint256 i; i < pids.length; ++i) {
            _pool(pids[i]);
            UserPool storage userPool = _userPools[user][pids[i]];
            amountPools[i] = userPool.amount;
            claimedPools[i] = userPool.claimed;
        }
    }

    /// @notice `user`'s share of each pool's deposits, 1e12 = 100%.
    function viewUserAllocationPools(address user, uint8[] calldata pids)
        external
        view
        returns (uint256[] memory allocations)
    {
        allocations = new uint256[](pids.length);
        for (uint256 i; i < pids.length; ++i) {
            allocations[i] = IfoMath.allocation(_userPools[user][pids[i]].amount, _pool(pids[i]).totalAmount);
        }
    }

    /// @notice Per pool: [offering tokens, LP refund after tax, tax] with the deposits as they stand.
    function viewUserOfferingAndRefundingAmountsForPools(address user, uint8[] calldata pids)
        external
        view
        returns (uint256[3][] memory amounts)
    {
        amounts = new uint256[3][](pids.length);
        for (uint256 i; i < pids.length; ++i) {
            Pool storage pool = _pool(pids[i]);
            (uint256 offering, uint256 refund, uint256 tax) = IfoMath.userAmounts(
                _userPools[user][pids[i]].amount, pool.totalAmount, pool.raisingAmount, pool.offeringAmount, pool.hasTax
            );
            amounts[i] = [offering, refund, tax];
        }
    }

    // ----- internal -----

    function _pool(uint256 pid) private view returns (Pool storage) {
        if (pid >= NUMBER_POOLS) revert InvalidPool(pid);
        return _pools[pid];
    }

    function _owedBounds() internal view override returns (uint256 lp, uint256 offering) {
        for (uint256 pid; pid < NUMBER_POOLS; ++pid) {
            (uint256 poolLp, uint256 poolOffering) = _poolOwedBounds(_pools[pid]);
            lp += poolLp;
            offering += poolOffering;
        }
    }
}
