// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IfoBase} from "./IfoBase.sol";
import {IfoMath} from "./IfoMath.sol";

/// @title IFO version 1: one unlimited pool of LP deposits, no per-user limit, no tax.
/// @notice Oversubscribed, each depositor buys pro rata and gets the excess LP back at harvest
/// (IfoMath). Offering and raising amounts are fixed at deployment; the offering tokens must be here
/// before the first deposit. See IfoBase for the window, the profile gate, points and the owner.
contract FlaskIfoV1 is IfoBase {
    Pool private _pool;
    mapping(address user => UserPool) private _users;

    event Deposit(address indexed user, uint256 amount);
    event Harvest(address indexed user, uint256 offeringAmount, uint256 excessAmount);

    constructor(
        address lpToken_,
        address offeringToken_,
        address profile_,
        uint256 startBlock_,
        uint256 endBlock_,
        uint256 releaseBlock_,
        uint256 offeringAmount_,
        uint256 raisingAmount_,
        uint256 campaignId_,
        uint256 numberPoints_,
        uint256 thresholdPoints_,
        address owner_
    ) IfoBase(lpToken_, offeringToken_, profile_, startBlock_, endBlock_, releaseBlock_, owner_) {
        if (offeringAmount_ == 0 || raisingAmount_ == 0) revert ZeroAmount();
        _pool.offeringAmount = offeringAmount_;
        _pool.raisingAmount = raisingAmount_;
        _setPointParameters(campaignId_, numberPoints_, thresholdPoints_);
    }

    /// @notice Commits `amount` of LP (approve it first). Needs an active profile.
    function deposit(uint256 amount) external nonReentrant {
        _checkFunded(_pool.offeringAmount);
        emit Deposit(msg.sender, _deposit(_pool, _users[msg.sender], amount));
    }

    /// @notice Pays the caller's offering tokens and LP refund, once, after the end and the release.
    function harvest() external nonReentrant {
        UserPool storage user = _users[msg.sender];
        (uint256 offering, uint256 refund,) = _harvest(_pool, user);
        _grantPoints(msg.sender, user.amount);
        emit Harvest(msg.sender, offering, refund);
    }

    // ----- views -----

    function offeringAmount() external view returns (uint256) {
        return _pool.offeringAmount;
    }

    function raisingAmount() external view returns (uint256) {
        return _pool.raisingAmount;
    }

    function totalAmount() external view returns (uint256) {
        return _pool.totalAmount;
    }

    /// @notice `user`'s LP deposit and whether it was harvested.
    function userInfo(address user) external view returns (uint256 amount, bool claimed) {
        UserPool storage position = _users[user];
        return (position.amount, position.claimed);
    }

    /// @notice `user`'s share of the deposits, 1e12 = 100%.
    function getUserAllocation(address user) external view returns (uint256) {
        return IfoMath.allocation(_users[user].amount, _pool.totalAmount);
    }

    /// @notice Offering tokens `user` gets with the deposits as they stand.
    function getOfferingAmount(address user) external view returns (uint256 offering) {
        (offering,,) = _userAmounts(user);
    }

    /// @notice LP `user` gets back with the deposits as they stand.
    function getRefundingAmount(address user) external view returns (uint256 refund) {
        (, refund,) = _userAmounts(user);
    }

    function _userAmounts(address user) private view returns (uint256, uint256, uint256) {
        return
            IfoMath.userAmounts(
                _users[user].amount, _pool.totalAmount, _pool.raisingAmount, _pool.offeringAmount, false
            );
    }

    function _owedBounds() internal view override returns (uint256 lp, uint256 offering) {
        return _poolOwedBounds(_pool);
    }
}
